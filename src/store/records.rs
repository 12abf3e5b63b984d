//! The history as the store hands it out: sessions with their answers, and the review
//! state of missed items. Sessions and answers keep the serde shape of the old
//! `history.json`, so the one import reads them straight into these types.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// One answer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ItemRecord {
    pub id: String,
    pub right: bool,
    /// Weight in quarter points.
    pub points_quarters: i64,
    pub tags: Vec<String>,
    pub article: Option<String>,
    pub rules: String,
    /// Unix seconds.
    pub at: u64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SessionRecord {
    pub started: u64,
    pub mode: String,
    pub lang: String,
    /// Points of every item drawn (unanswered exam items count against the total); 0
    /// when not known at the start (a drill's items are made as they are asked).
    pub total_quarters: i64,
    pub items: Vec<ItemRecord>,
    pub finished: bool,
    /// An exam's paper title, as the candidate read it.
    #[serde(default)]
    pub title: Option<String>,
    /// An exam's pass mark in quarter points (none: not an exam, or one from before the
    /// mark was kept).
    #[serde(default)]
    pub pass_quarters: Option<i64>,
}

/// A missed item's review state, as the FSRS scheduler keeps it (the store only keeps
/// it; the caller's rule computes it).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Card {
    /// Unix seconds.
    pub due: u64,
    /// Days until recall falls to 90 %.
    pub stability: f64,
    /// 1 (easy) to 10 (hard).
    pub difficulty: f64,
    pub reps: u32,
    pub lapses: u32,
    /// 0 new, 1 learning, 2 review, 3 relearning.
    pub state: u8,
    /// Unix seconds.
    pub last_review: u64,
}

/// A card of the Leitner boxes used before FSRS (the old `history.json`, schema 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct LeitnerCard {
    pub r#box: u8,
    /// Unix seconds.
    pub due: u64,
}

/// Days until a card in each Leitner box was due again.
const BOX_DAYS: [u64; 5] = [0, 1, 3, 7, 16];
const DAY: u64 = 24 * 60 * 60;
/// FSRS's first stability and difficulty after a miss (its default weights w0, w4).
const MISSED_STABILITY: f64 = 0.4072;
const MISSED_DIFFICULTY: f64 = 7.2102;

impl Card {
    /// The FSRS card a Leitner card becomes: due when it was, with the stability of its
    /// box's interval (at 90 % retention FSRS's interval equals the stability), reviewed
    /// that interval ago, one miss and one review per box. Migration 2 does the same in
    /// SQL (a test holds them together).
    pub fn from_leitner(old: LeitnerCard) -> Card {
        let r#box = old.r#box.clamp(1, BOX_DAYS.len() as u8);
        let days = BOX_DAYS[usize::from(r#box) - 1];
        Card {
            due: old.due,
            stability: if days == 0 {
                MISSED_STABILITY
            } else {
                days as f64
            },
            difficulty: MISSED_DIFFICULTY,
            reps: u32::from(r#box),
            lapses: 1,
            state: if r#box == 1 { 1 } else { 2 },
            last_review: old.due.saturating_sub(days * DAY),
        }
    }
}

/// Everything kept: the sessions in the order they started, and the review state.
#[derive(Debug, Clone, PartialEq, Default, Serialize)]
pub struct History {
    pub sessions: Vec<SessionRecord>,
    pub cards: BTreeMap<String, Card>,
}

/// The old `history.json`, as written before the database.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct LegacyHistory {
    pub sessions: Vec<SessionRecord>,
    pub cards: BTreeMap<String, LeitnerCard>,
}

impl History {
    /// Ids of the items due for review at `now`, soonest first.
    pub fn due(&self, now: u64) -> Vec<String> {
        let mut due: Vec<(&String, &Card)> =
            self.cards.iter().filter(|(_, c)| c.due <= now).collect();
        due.sort_by_key(|(id, c)| (c.due, (*id).clone()));
        due.into_iter().map(|(id, _)| id.clone()).collect()
    }
}

/// A session about to start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NewSession<'a> {
    /// Unix seconds.
    pub started: u64,
    pub mode: &'a str,
    pub lang: &'a str,
    pub total_quarters: i64,
    pub title: Option<&'a str>,
    pub pass_quarters: Option<i64>,
}
