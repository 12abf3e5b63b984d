//! Progress history: what the history shows (sessions, accuracy by topic and article)
//! and the rule that moves missed items between review boxes. The answers themselves
//! are kept by [`crate::store`], one transaction each, as they are given.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::bank::Question;

pub use crate::store::{Card, History, ItemRecord, SessionRecord, Store, StoreError};

/// Days until a card in each Leitner box is due again.
const BOX_DAYS: [u64; 5] = [0, 1, 3, 7, 16];
const DAY: u64 = 24 * 60 * 60;

/// An item's review card after an answer at `now` (Leitner boxes): a miss goes to box 1,
/// due at once; a right answer moves an item under review one box up, and out of review
/// after the last box; a right answer to an item not under review changes nothing.
pub fn next_card(card: Option<Card>, right: bool, now: u64) -> Option<Card> {
    match (right, card) {
        (false, _) => Some(Card { r#box: 1, due: now }),
        (true, Some(card)) if card.r#box >= BOX_DAYS.len() as u8 => None,
        (true, Some(card)) => {
            let next = card.r#box + 1;
            let due = now + BOX_DAYS[usize::from(next) - 1] * DAY;
            Some(Card { r#box: next, due })
        }
        (true, None) => None,
    }
}

/// The items due for review at `now`, in the order they fell due. One rule for `review`
/// and `history`: a card whose item the bank no longer has is never asked, so never
/// counted.
pub fn due_items<'q>(history: &History, questions: &'q [Question], now: u64) -> Vec<&'q Question> {
    history
        .due(now)
        .iter()
        .filter_map(|id| questions.iter().find(|q| &q.id == id))
        .collect()
}

/// What the history shows: each session, and accuracy by topic and by article.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Overview {
    pub sessions: Vec<SessionOverview>,
    /// Topic (an item's first tag) → (right, answered).
    pub by_topic: BTreeMap<String, (u32, u32)>,
    /// `rules article` → (right, answered).
    pub by_article: BTreeMap<String, (u32, u32)>,
    pub due_for_review: usize,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SessionOverview {
    /// Unix seconds.
    pub started: u64,
    pub mode: String,
    pub answered: usize,
    pub right: usize,
    pub score: f64,
    pub total: f64,
}

impl Overview {
    /// The overview of `history`; what is due counts the items of `questions` only.
    pub fn of(history: &History, questions: &[Question], now: u64) -> Overview {
        let mut by_topic = BTreeMap::<String, (u32, u32)>::new();
        let mut by_article = BTreeMap::<String, (u32, u32)>::new();
        for item in history.sessions.iter().flat_map(|s| &s.items) {
            let topic = item.tags.first().cloned().unwrap_or_else(|| "-".into());
            let article = match &item.article {
                Some(a) => format!("{} {a}", item.rules),
                None => "-".into(),
            };
            for (map, key) in [(&mut by_topic, topic), (&mut by_article, article)] {
                let entry = map.entry(key).or_insert((0, 0));
                entry.0 += u32::from(item.right);
                entry.1 += 1;
            }
        }
        // Sessions without answers (older versions saved them) are not shown.
        let sessions = history
            .sessions
            .iter()
            .filter(|s| !s.items.is_empty())
            .map(|s| {
                let points = |right_only: bool| -> i64 {
                    let items = s.items.iter().filter(|i| i.right || !right_only);
                    items.map(|i| i.points_quarters).sum()
                };
                // A total not known at the start is the points of the items answered.
                let total = if s.total_quarters > 0 {
                    s.total_quarters
                } else {
                    points(false)
                };
                SessionOverview {
                    started: s.started,
                    mode: s.mode.clone(),
                    answered: s.items.len(),
                    right: s.items.iter().filter(|i| i.right).count(),
                    score: points(true) as f64 / 4.0,
                    total: total as f64 / 4.0,
                }
            })
            .collect();
        Overview {
            sessions,
            by_topic,
            by_article,
            due_for_review: due_items(history, questions, now).len(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BANK: &str = r#"
[[question]]
id = "a"
type = "truefalse"
text.en = "t"
answer = true

[[question]]
id = "b"
type = "truefalse"
text.en = "f"
answer = false
"#;

    fn item(id: &str, right: bool, at: u64) -> ItemRecord {
        ItemRecord {
            id: id.into(),
            right,
            points_quarters: 4,
            tags: vec!["ko".into()],
            article: Some("20".into()),
            rules: "cn2002".into(),
            at,
        }
    }

    #[test]
    fn misses_go_to_box_one_and_climb_when_answered_right() {
        assert_eq!(
            next_card(None, false, 100),
            Some(Card { r#box: 1, due: 100 })
        );
        let first = Some(Card { r#box: 1, due: 100 });
        assert_eq!(
            next_card(first, true, 200),
            Some(Card {
                r#box: 2,
                due: 200 + DAY
            })
        );
        let fourth = Some(Card { r#box: 4, due: 0 });
        assert_eq!(
            next_card(fourth, true, 300),
            Some(Card {
                r#box: 5,
                due: 300 + 16 * DAY
            })
        );
        assert_eq!(next_card(Some(Card { r#box: 5, due: 0 }), true, 400), None);
        assert_eq!(
            next_card(Some(Card { r#box: 3, due: 0 }), false, 500),
            Some(Card { r#box: 1, due: 500 })
        );
        assert_eq!(next_card(None, true, 600), None);
    }

    #[test]
    fn the_overview_counts_by_topic_article_and_session() {
        let mut history = History::default();
        history.sessions.push(SessionRecord {
            started: 1,
            mode: "practice".into(),
            lang: "en".into(),
            total_quarters: 12,
            items: vec![item("a", false, 5), item("b", true, 6)],
            finished: true,
        });
        history.cards.insert("a".into(), Card { r#box: 1, due: 5 });
        let bank = crate::bank::test_bank(BANK);
        let overview = Overview::of(&history, &bank, 5);
        assert_eq!(overview.by_topic["ko"], (1, 2));
        assert_eq!(overview.by_article["cn2002 20"], (1, 2));
        assert_eq!(overview.due_for_review, 1);
        let s = &overview.sessions[0];
        assert_eq!((s.answered, s.right, s.score, s.total), (2, 1, 1.0, 3.0));
        assert_eq!(Overview::of(&history, &bank, 4).due_for_review, 0);
    }

    #[test]
    fn history_and_review_count_the_same_items_due() {
        let mut history = History::default();
        for (id, due) in [("a", 5), ("gone", 1), ("b", 9)] {
            history.cards.insert(id.into(), Card { r#box: 1, due });
        }
        let bank = crate::bank::test_bank(BANK);
        for now in [0, 5, 9] {
            let due = due_items(&history, &bank, now);
            assert_eq!(Overview::of(&history, &bank, now).due_for_review, due.len());
        }
        let ids: Vec<&str> = due_items(&history, &bank, 9)
            .iter()
            .map(|q| q.id.as_str())
            .collect();
        assert_eq!(ids, ["a", "b"]);
    }
}
