//! Progress history: what the history shows (sessions, accuracy by topic and article)
//! and the rule that schedules missed items for review (FSRS). The answers themselves
//! are kept by [`crate::store`], one transaction each, as they are given.

use std::cmp::Ordering;
use std::collections::BTreeMap;

use serde::Serialize;

use chrono::{DateTime, Utc};
use rs_fsrs::{FSRS, Parameters, Rating, State};

use crate::bank::Question;

pub use crate::store::{Card, History, ItemRecord, SessionRecord, Store, StoreError};

/// An item's review card after an answer at `now`, by the FSRS scheduler: a miss is a
/// review rated Again, a right answer one rated Good. A miss puts the item under review
/// and makes it due at once (asked again in the next `review`, whatever FSRS's first
/// interval); a right answer to an item not under review changes nothing.
pub fn next_card(card: Option<Card>, right: bool, now: u64) -> Option<Card> {
    let (card, rating) = match (card, right) {
        (None, true) => return None,
        (None, false) => (rs_fsrs::Card::default(), Rating::Again),
        (Some(card), right) => (
            to_fsrs(&card),
            if right { Rating::Good } else { Rating::Again },
        ),
    };
    // Day-long steps, no fuzz: the same answers give the same schedule.
    let fsrs = FSRS::new(Parameters {
        enable_short_term: false,
        enable_fuzz: false,
        ..Parameters::default()
    });
    let mut next = from_fsrs(&fsrs.next(card, time(now), rating).card);
    if !right {
        next.due = now;
    }
    Some(next)
}

fn time(secs: u64) -> DateTime<Utc> {
    DateTime::from_timestamp(i64::try_from(secs).unwrap_or(i64::MAX), 0).unwrap_or_default()
}

fn secs(time: DateTime<Utc>) -> u64 {
    u64::try_from(time.timestamp()).unwrap_or(0)
}

fn to_fsrs(card: &Card) -> rs_fsrs::Card {
    rs_fsrs::Card {
        due: time(card.due),
        stability: card.stability,
        difficulty: card.difficulty,
        elapsed_days: 0,
        scheduled_days: 0,
        reps: i32::try_from(card.reps).unwrap_or(i32::MAX),
        lapses: i32::try_from(card.lapses).unwrap_or(i32::MAX),
        state: match card.state {
            0 => State::New,
            1 => State::Learning,
            3 => State::Relearning,
            _ => State::Review,
        },
        last_review: time(card.last_review),
    }
}

fn from_fsrs(card: &rs_fsrs::Card) -> Card {
    Card {
        due: secs(card.due),
        stability: card.stability,
        difficulty: card.difficulty,
        reps: u32::try_from(card.reps).unwrap_or(0),
        lapses: u32::try_from(card.lapses).unwrap_or(0),
        state: card.state as u8,
        last_review: secs(card.last_review),
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

/// The order articles are shown in: by rule set, then by number (`9`, `12`, `12.3`,
/// `13`), not as text (`12`, `13`, `9`); `-` (no article) last.
pub fn article_order(a: &str, b: &str) -> Ordering {
    let split = |key: &str| -> (bool, String, Vec<u64>, String) {
        let (rules, article) = key.split_once(' ').unwrap_or(("", key));
        let numbers = article
            .split('.')
            .map_while(|part| part.parse().ok())
            .collect();
        (key == "-", rules.to_string(), numbers, article.to_string())
    };
    split(a).cmp(&split(b))
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
    /// An exam's paper title.
    pub title: Option<String>,
    /// An exam's pass mark in points, and whether the score reached it (unanswered
    /// items count as wrong, so a stopped or timed-out sitting has its verdict too).
    pub pass: Option<f64>,
    pub passed: Option<bool>,
}

impl Overview {
    /// Accuracy by article, in [`article_order`].
    pub fn articles(&self) -> Vec<(&str, (u32, u32))> {
        let mut rows: Vec<(&str, (u32, u32))> = self
            .by_article
            .iter()
            .map(|(key, counts)| (key.as_str(), *counts))
            .collect();
        rows.sort_by(|a, b| article_order(a.0, b.0));
        rows
    }

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
                    title: s.title.clone(),
                    pass: s.pass_quarters.map(|p| p as f64 / 4.0),
                    passed: s.pass_quarters.map(|p| points(true) >= p),
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

    fn card(due: u64) -> Card {
        Card::from_leitner(crate::store::LeitnerCard { r#box: 1, due })
    }

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

    const DAY: u64 = 24 * 60 * 60;

    #[test]
    fn a_miss_is_due_at_once_and_right_answers_space_it_out() {
        assert_eq!(next_card(None, true, 100), None, "right at once: no review");
        let missed = next_card(None, false, 100).unwrap();
        assert_eq!((missed.due, missed.reps, missed.lapses), (100, 1, 0));
        assert_eq!(missed.last_review, 100);
        assert!(missed.stability > 0.0 && (1.0..=10.0).contains(&missed.difficulty));
        // Each right answer on the day it falls due pushes it further out.
        let mut card = missed;
        let mut gaps = Vec::new();
        for _ in 0..4 {
            let now = card.due;
            card = next_card(Some(card), true, now).unwrap();
            gaps.push((card.due - now) / DAY);
        }
        assert!(gaps.windows(2).all(|w| w[0] < w[1]), "{gaps:?}");
        assert!(gaps[0] >= 1, "{gaps:?}");
        // A miss brings it back at once, counted as a lapse, less stable.
        let now = card.due;
        let lapsed = next_card(Some(card), false, now).unwrap();
        assert_eq!(lapsed.due, now);
        assert_eq!(lapsed.lapses, card.lapses + 1);
        assert!(lapsed.stability < card.stability);
        // The same answers, the same schedule.
        assert_eq!(
            next_card(Some(card), true, now),
            next_card(Some(card), true, now)
        );
    }

    #[test]
    fn a_migrated_leitner_card_goes_on_from_its_box() {
        use crate::store::LeitnerCard;
        let boxed = |r#box| {
            Card::from_leitner(LeitnerCard {
                r#box,
                due: 40 * DAY,
            })
        };
        assert_eq!(boxed(1).due, 40 * DAY);
        assert_eq!(boxed(4).stability, 7.0);
        assert_eq!(boxed(4).last_review, 33 * DAY);
        // Higher boxes are further along: a right answer when due waits longer.
        let after = |r#box| next_card(Some(boxed(r#box)), true, 40 * DAY).unwrap().due;
        assert!(after(2) < after(3) && after(3) < after(5));
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
            title: None,
            pass_quarters: None,
        });
        history.cards.insert("a".into(), card(5));
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
    fn articles_are_in_the_order_of_their_numbers() {
        let mut history = History::default();
        let keys = [
            "cn2002 9",
            "-",
            "cn2002 12.3",
            "cn1988 20",
            "cn2002 2",
            "cn2002 12",
        ];
        let items = ["10", "12", "2", "20", "11", "12.10", "12.3", "9", "1"]
            .iter()
            .map(|&a| ItemRecord {
                article: Some(a.into()),
                ..item("a", true, 0)
            })
            .chain([ItemRecord {
                article: None,
                ..item("a", true, 0)
            }]);
        history.sessions.push(SessionRecord {
            started: 1,
            mode: "practice".into(),
            lang: "zh-CN".into(),
            total_quarters: 0,
            items: items.collect(),
            finished: true,
            title: None,
            pass_quarters: None,
        });
        let overview = Overview::of(&history, &[], 0);
        let order: Vec<&str> = overview.articles().iter().map(|(key, _)| *key).collect();
        assert_eq!(
            order,
            [
                "cn2002 1",
                "cn2002 2",
                "cn2002 9",
                "cn2002 10",
                "cn2002 11",
                "cn2002 12",
                "cn2002 12.3",
                "cn2002 12.10",
                "cn2002 20",
                "-"
            ]
        );
        let mut sorted = keys.to_vec();
        sorted.sort_by(|a, b| article_order(a, b));
        assert_eq!(
            sorted,
            [
                "cn1988 20",
                "cn2002 2",
                "cn2002 9",
                "cn2002 12",
                "cn2002 12.3",
                "-"
            ]
        );
    }

    #[test]
    fn history_and_review_count_the_same_items_due() {
        let mut history = History::default();
        for (id, due) in [("a", 5), ("gone", 1), ("b", 9)] {
            history.cards.insert(id.into(), card(due));
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
