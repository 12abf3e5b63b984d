//! Progress history: every answered item, and the review boxes of missed items.
//! Written atomically ([`crate::files::write_atomic`]) after each answer, so neither Ctrl-C
//! nor `kill -9` can leave a file that fails to load; a corrupt file is set aside with
//! a warning, never silently lost.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Days until a card in each Leitner box is due again.
const BOX_DAYS: [u64; 5] = [0, 1, 3, 7, 16];
const DAY: u64 = 24 * 60 * 60;

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
    /// Points of every item drawn (unanswered exam items count against the total).
    pub total_quarters: i64,
    pub items: Vec<ItemRecord>,
    pub finished: bool,
}

/// A missed item's place in the review boxes (1 = due soonest).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Card {
    pub r#box: u8,
    pub due: u64,
}

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
    /// Records an answer in the current session and moves the item between boxes:
    /// a miss goes to box 1 (due at once), a right answer to an item under review one
    /// box up.
    pub fn record(&mut self, item: ItemRecord) {
        let now = item.at;
        match (item.right, self.cards.get(&item.id).copied()) {
            (false, _) => {
                self.cards
                    .insert(item.id.clone(), Card { r#box: 1, due: now });
            }
            (true, Some(card)) if card.r#box >= BOX_DAYS.len() as u8 => {
                self.cards.remove(&item.id);
            }
            (true, Some(card)) => {
                let next = card.r#box + 1;
                let due = now + BOX_DAYS[usize::from(next) - 1] * DAY;
                self.cards
                    .insert(item.id.clone(), Card { r#box: next, due });
            }
            (true, None) => {}
        }
        if let Some(session) = self.sessions.last_mut() {
            session.items.push(item);
        }
    }

    /// Ids of the items due for review at `now`, soonest first.
    pub fn due(&self, now: u64) -> Vec<String> {
        let mut due: Vec<(&String, &Card)> =
            self.cards.iter().filter(|(_, c)| c.due <= now).collect();
        due.sort_by_key(|(id, c)| (c.due, c.r#box, (*id).clone()));
        due.into_iter().map(|(id, _)| id.clone()).collect()
    }
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
    pub fn of(history: &History, now: u64) -> Overview {
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
        let sessions = history
            .sessions
            .iter()
            .map(|s| SessionOverview {
                started: s.started,
                mode: s.mode.clone(),
                answered: s.items.len(),
                right: s.items.iter().filter(|i| i.right).count(),
                score: s
                    .items
                    .iter()
                    .filter(|i| i.right)
                    .map(|i| i.points_quarters)
                    .sum::<i64>() as f64
                    / 4.0,
                total: s.total_quarters as f64 / 4.0,
            })
            .collect();
        Overview {
            sessions,
            by_topic,
            by_article,
            due_for_review: history.due(now).len(),
        }
    }
}

#[derive(Debug, Error)]
pub enum HistoryError {
    #[error("cannot use the history directory {path}: {source}")]
    Directory {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("cannot save the history to {path}: {source}")]
    Save {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("no directory for the history: set WEIQI_QUIZ_HOME")]
    NoHome,
}

/// Where the history lives.
pub struct Store {
    path: PathBuf,
}

impl Store {
    /// `$WEIQI_QUIZ_HOME/history.json` when set, else the user's data directory.
    pub fn locate(home: Option<PathBuf>) -> Result<Store, HistoryError> {
        let dir = match home {
            Some(dir) => dir,
            None => directories::ProjectDirs::from("org", "weiqi-quiz", "weiqi-quiz")
                .map(|p| p.data_dir().to_path_buf())
                .ok_or(HistoryError::NoHome)?,
        };
        std::fs::create_dir_all(&dir).map_err(|source| HistoryError::Directory {
            path: dir.clone(),
            source,
        })?;
        Ok(Store {
            path: dir.join("history.json"),
        })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The history, or a fresh one. A file that does not parse is renamed aside; the
    /// warning says where it went.
    pub fn load(&self) -> (History, Option<String>) {
        let text = match std::fs::read_to_string(&self.path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return (History::default(), None);
            }
            Err(e) => {
                return (
                    History::default(),
                    Some(format!(
                        "cannot read {}: {e}; starting a fresh history",
                        self.path.display()
                    )),
                );
            }
        };
        match serde_json::from_str::<History>(&text) {
            Ok(history) => (history, None),
            Err(e) => {
                let aside = self.path.with_extension(format!(
                    "json.corrupt-{}",
                    std::time::SystemTime::now()
                        .duration_since(std::time::UNIX_EPOCH)
                        .map_or(0, |d| d.as_secs())
                ));
                let moved = std::fs::rename(&self.path, &aside).is_ok();
                let warning = if moved {
                    format!(
                        "the history file {} was damaged ({e}); it was kept as {} and a fresh history started",
                        self.path.display(),
                        aside.display()
                    )
                } else {
                    format!(
                        "the history file {} was damaged ({e}) and could not be moved aside; answers of this session will not be saved over it",
                        self.path.display()
                    )
                };
                (History::default(), Some(warning))
            }
        }
    }

    /// Writes the history atomically: a temporary file in the same directory, flushed
    /// to disk, then renamed over the old one.
    pub fn save(&self, history: &History) -> Result<(), HistoryError> {
        let err = |source| HistoryError::Save {
            path: self.path.clone(),
            source,
        };
        let json = serde_json::to_vec(history).map_err(|e| err(std::io::Error::other(e)))?;
        crate::files::write_atomic(&self.path, &json).map_err(err)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let mut h = History::default();
        h.record(item("a", false, 100));
        assert_eq!(h.due(100), ["a"]);
        h.record(item("a", true, 200));
        assert_eq!(h.cards["a"].r#box, 2);
        assert!(h.due(200).is_empty());
        assert_eq!(h.due(200 + DAY), ["a"]);
        h.record(item("b", true, 300));
        assert!(!h.cards.contains_key("b"));
    }

    #[test]
    fn saves_atomically_and_sets_a_corrupt_file_aside() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::locate(Some(dir.path().to_path_buf())).unwrap();
        let mut h = History::default();
        h.sessions.push(SessionRecord {
            started: 1,
            mode: "practice".into(),
            lang: "en".into(),
            total_quarters: 4,
            items: Vec::new(),
            finished: false,
        });
        h.record(item("a", false, 5));
        store.save(&h).unwrap();
        assert_eq!(store.load(), (h, None));
        std::fs::write(store.path(), "{ not json").unwrap();
        let (fresh, warning) = store.load();
        assert_eq!(fresh, History::default());
        assert!(warning.unwrap().contains("was damaged"));
        let kept: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .filter_map(Result::ok)
            .filter(|e| e.file_name().to_string_lossy().contains("corrupt"))
            .collect();
        assert_eq!(kept.len(), 1);
    }
}
