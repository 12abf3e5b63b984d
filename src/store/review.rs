//! The review state of missed items: one card per item, written with the answer that
//! changed it.

use super::*;

/// The columns [`card`] reads, in its order.
pub(super) const CARD_COLUMNS: &str =
    "due, stability, difficulty, reps, lapses, state, last_review";

pub(super) fn put_card(conn: &Connection, item: &str, card: Option<Card>) -> rusqlite::Result<()> {
    match card {
        Some(card) => conn.execute(
            "INSERT INTO review_cards (item_id, due, stability, difficulty, reps, lapses, state, last_review)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
             ON CONFLICT (item_id) DO UPDATE SET due = excluded.due,
                 stability = excluded.stability, difficulty = excluded.difficulty,
                 reps = excluded.reps, lapses = excluded.lapses, state = excluded.state,
                 last_review = excluded.last_review",
            params![
                item,
                signed(card.due),
                card.stability,
                card.difficulty,
                card.reps,
                card.lapses,
                card.state,
                signed(card.last_review)
            ],
        )?,
        None => conn.execute("DELETE FROM review_cards WHERE item_id = ?1", [item])?,
    };
    Ok(())
}

/// A card from a row starting with [`CARD_COLUMNS`].
pub(super) fn card(row: &rusqlite::Row) -> rusqlite::Result<Card> {
    Ok(Card {
        due: unsigned(row.get(0)?),
        stability: row.get(1)?,
        difficulty: row.get(2)?,
        reps: u32::try_from(row.get::<_, i64>(3)?.max(0)).unwrap_or(u32::MAX),
        lapses: u32::try_from(row.get::<_, i64>(4)?.max(0)).unwrap_or(u32::MAX),
        state: u8::try_from(row.get::<_, i64>(5)?.clamp(0, 3)).unwrap_or(0),
        last_review: unsigned(row.get(6)?),
    })
}
