//! The history as the store hands it out: sessions with their answers, and the review
//! state of missed items. The serde shape is that of the old `history.json`, so the one
//! import reads it straight into these types.

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
}

/// A missed item's place in the review boxes (1 = due soonest).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Card {
    pub r#box: u8,
    /// Unix seconds.
    pub due: u64,
}

/// Everything kept: the sessions in the order they started, and the review state.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct History {
    pub version: u32,
    pub sessions: Vec<SessionRecord>,
    pub cards: BTreeMap<String, Card>,
}

impl Default for History {
    fn default() -> Self {
        History {
            version: 1,
            sessions: Vec::new(),
            cards: BTreeMap::new(),
        }
    }
}

impl History {
    /// Ids of the items due for review at `now`, soonest first.
    pub fn due(&self, now: u64) -> Vec<String> {
        let mut due: Vec<(&String, &Card)> =
            self.cards.iter().filter(|(_, c)| c.due <= now).collect();
        due.sort_by_key(|(id, c)| (c.due, c.r#box, (*id).clone()));
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
}
