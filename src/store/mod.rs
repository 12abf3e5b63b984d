//! The embedded database (SQLite, `history.sqlite3` in the home directory): sessions,
//! every answer, and the review state of missed items; later the classroom's results.
//!
//! Any number of processes may share one database: WAL mode, a 5 s busy timeout, and
//! each answer its own transaction, synced before [`Store::record`] returns, so `kill -9`
//! loses nothing acknowledged and leaves no temporary file. On opening, a database that
//! SQLite cannot read or that fails `PRAGMA quick_check` is kept aside under a name of its
//! own (never overwritten) and a fresh one started; an old `history.json` is imported
//! once and left as it was. The schema grows by migrations (`schema.rs`).
//!
//! - `open`: opening, creating, migrating, setting a damaged file aside, resetting;
//! - `sessions`: sessions and answers, written one transaction an answer, read back;
//! - `review`: the review cards of missed items.
//!
//! Uses nothing of ours but the `message` leaf: how an answer changes an item's review card is the
//! caller's rule, passed to [`Store::record`].

mod aside;
mod classroom;
mod legacy;
mod open;
mod profile;
mod records;
mod review;
mod schema;
mod sessions;

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::{
    Connection, ErrorCode, OpenFlags, OptionalExtension, Transaction, TransactionBehavior, params,
};
use thiserror::Error;

pub use classroom::{ClassAnswer, ClassQuiz, ClassStudent, Classroom};
pub use profile::{Profile, ProfileError};
pub use records::{Card, History, ItemRecord, LeitnerCard, NewSession, SessionRecord};
pub use sessions::SAVE_PATIENCE;

use crate::message::{Describe, Message};
use aside::DirLock;
use review::{CARD_COLUMNS, card, put_card};
use schema::Schema;
use sessions::{insert_answer, insert_session};

/// The default profile's database file name in the home directory.
pub const DATABASE: &str = "history.sqlite3";

/// How long a writer waits for another process's transaction.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

#[derive(Debug, Error)]
pub enum StoreError {
    #[error("no directory for the history: set WEIQI_QUIZ_HOME, or run with --no-save")]
    NoHome,
    #[error(
        "cannot keep the history in {} ({reason}): make it a writable directory, set WEIQI_QUIZ_HOME to one, or run with --no-save",
        dir.display()
    )]
    Unwritable { dir: PathBuf, reason: Why },
    #[error(
        "the history {} was written by a newer weiqi-quiz (schema {found}, this one knows {known}): update weiqi-quiz, or set WEIQI_QUIZ_HOME to another directory",
        path.display()
    )]
    Newer {
        path: PathBuf,
        found: i64,
        known: i64,
    },
    // `error`, not `source`: the message says it once, and no error chain repeats it.
    #[error("cannot read the history {}: {error}", path.display())]
    Read {
        path: PathBuf,
        error: rusqlite::Error,
    },
    /// The private copy of a database that could only be read as it stands.
    #[error("cannot read the history {}: {error}", path.display())]
    Copy {
        path: PathBuf,
        error: std::io::Error,
    },
    #[error("cannot save to the history {}: {error}", path.display())]
    Save {
        path: PathBuf,
        error: rusqlite::Error,
    },
}

/// The home directory: `explicit` (`$WEIQI_QUIZ_HOME`) when given, else the user's
/// data directory.
pub fn home(explicit: Option<PathBuf>) -> Result<PathBuf, StoreError> {
    match explicit {
        Some(dir) => Ok(dir),
        None => directories::ProjectDirs::from("org", "weiqi-quiz", "weiqi-quiz")
            .map(|p| p.data_dir().to_path_buf())
            .ok_or(StoreError::NoHome),
    }
}

/// A session being recorded: its row id once the first answer is saved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Session<'a> {
    new: NewSession<'a>,
    id: Option<i64>,
}

/// An open history database.
pub struct Store {
    conn: Connection,
    path: PathBuf,
    /// The private copy read instead of the database (see `open::as_it_stands`); fields
    /// drop in order, so the connection closes before the copy is removed.
    _copy: Option<tempfile::TempDir>,
}

/// Why a directory cannot hold the history.
#[derive(Debug, Error)]
pub enum Why {
    #[error("it is not a directory")]
    NotADirectory,
    #[error("{0}")]
    Io(std::io::Error),
    #[error("{0}")]
    Sqlite(rusqlite::Error),
    /// SQLite's own report of the damage.
    #[error("the database is damaged: {0}")]
    Damaged(String),
}

impl Why {
    /// Whether the directory may be read though not written (permissions, a read-only
    /// file system), as opposed to not being one or holding a damaged file.
    pub fn is_read_only(&self) -> bool {
        use std::io::ErrorKind;
        match self {
            Why::Io(e) => matches!(
                e.kind(),
                ErrorKind::PermissionDenied | ErrorKind::ReadOnlyFilesystem
            ),
            Why::Sqlite(e) => matches!(
                e.sqlite_error_code(),
                Some(ErrorCode::ReadOnly | ErrorCode::CannotOpen | ErrorCode::PermissionDenied)
            ),
            Why::NotADirectory | Why::Damaged(_) => false,
        }
    }
}

/// What happened on opening that the person should know (front ends put it into words).
#[derive(Debug)]
pub enum Note {
    /// A damaged database, kept aside under another name; a fresh one started.
    DatabaseKeptAside {
        path: PathBuf,
        reason: String,
        aside: PathBuf,
    },
    /// The old `history.json` could not be read; it is tried again next time.
    LegacyUnreadable {
        path: PathBuf,
        error: std::io::Error,
    },
    /// The old `history.json` was damaged: kept aside (`Ok`) or left where it is.
    LegacyDamaged {
        path: PathBuf,
        reason: String,
        aside: Result<PathBuf, std::io::Error>,
    },
    /// The old `history.json` was imported.
    Imported {
        sessions: usize,
        answers: usize,
        from: PathBuf,
        into: PathBuf,
    },
}

impl Store {
    /// The database file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    fn save_error(&self, error: rusqlite::Error) -> StoreError {
        StoreError::Save {
            path: self.path.clone(),
            error,
        }
    }
}

/// SQLite integers are signed; times and dues are not.
fn signed(value: u64) -> i64 {
    i64::try_from(value).unwrap_or(i64::MAX)
}

fn unsigned(value: i64) -> u64 {
    u64::try_from(value).unwrap_or(0)
}

/// Unix seconds: when answers, sessions and joins happen.
pub fn unix_now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

impl Describe for StoreError {
    fn message(&self) -> Message {
        let dir = |p: &std::path::Path| p.display().to_string();
        match self {
            StoreError::NoHome => Message::text("err-store-no-home"),
            StoreError::Unwritable { dir: d, reason } => Message::text("err-store-unwritable")
                .arg("dir", dir(d))
                .said("reason", reason),
            StoreError::Newer { path, found, known } => Message::text("err-store-newer")
                .arg("path", dir(path))
                .number("found", *found)
                .number("known", *known),
            StoreError::Read { path, error } => Message::text("err-store-read")
                .arg("path", dir(path))
                .with("cause", sqlite_message(error)),
            StoreError::Copy { path, error } => Message::text("err-store-read")
                .arg("path", dir(path))
                .said("cause", error),
            StoreError::Save { path, error } => Message::text("err-store-save")
                .arg("path", dir(path))
                .with("cause", sqlite_message(error)),
        }
    }
}

impl Describe for Why {
    fn message(&self) -> Message {
        match self {
            Why::NotADirectory => Message::text("err-io-not-directory-itself"),
            Why::Io(error) => error.message(),
            Why::Sqlite(error) => sqlite_message(error),
            Why::Damaged(_) => Message::text("err-sqlite-damaged"),
        }
    }
}

/// SQLite's reason by its code; English readers get SQLite's own words.
fn sqlite_message(error: &rusqlite::Error) -> Message {
    use rusqlite::ErrorCode::*;
    let reason = match error.sqlite_error_code() {
        Some(CannotOpen) => "err-sqlite-cannot-open",
        Some(PermissionDenied | ReadOnly) => "err-io-permission",
        Some(DatabaseBusy | DatabaseLocked) => "err-sqlite-busy",
        Some(DiskFull) => "err-io-full",
        Some(NotADatabase | DatabaseCorrupt) => "err-sqlite-damaged",
        Some(SystemIoFailure) => "err-sqlite-io",
        _ => "err-sqlite-other",
    };
    Message::text("err-sqlite")
        .arg("text", error)
        .with("reason", Message::text(reason))
}

/// What happened on opening the history. SQLite's and serde's reports of the damage
/// are English: English readers get them.
impl Describe for Note {
    fn message(&self) -> Message {
        let path = |p: &std::path::Path| p.display().to_string();
        match self {
            Note::DatabaseKeptAside {
                path: p,
                reason,
                aside,
            } => Message::text("note-database-kept-aside")
                .arg("path", path(p))
                .arg("reason", reason)
                .arg("aside", path(aside)),
            Note::LegacyUnreadable { path: p, error } => Message::text("note-legacy-unreadable")
                .arg("path", path(p))
                .said("cause", error),
            Note::LegacyDamaged {
                path: p,
                reason,
                aside: Ok(aside),
            } => Message::text("note-legacy-kept-aside")
                .arg("path", path(p))
                .arg("reason", reason)
                .arg("aside", path(aside)),
            Note::LegacyDamaged {
                path: p,
                reason,
                aside: Err(error),
            } => Message::text("note-legacy-left")
                .arg("path", path(p))
                .arg("reason", reason)
                .said("cause", error),
            Note::Imported {
                sessions,
                answers,
                from,
                into,
            } => Message::text("note-imported")
                .number("sessions", *sessions)
                .number("answers", *answers)
                .arg("from", path(from))
                .arg("into", path(into)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::open::{open_read_only, uri_path};
    use super::*;

    fn answer(id: &str, right: bool, at: u64) -> ItemRecord {
        ItemRecord {
            id: id.into(),
            right,
            points_quarters: 6,
            tags: vec!["ko".into(), "rules".into()],
            article: Some("6".into()),
            rules: "cn2002".into(),
            at,
        }
    }

    fn new_session(started: u64) -> NewSession<'static> {
        NewSession {
            started,
            mode: "practice",
            lang: "zh-CN",
            total_quarters: 12,
            title: None,
            pass_quarters: None,
        }
    }

    /// A miss is due at once; anything answered right leaves review (enough to see the
    /// store apply the caller's rule).
    fn rule(right: bool, at: u64) -> impl Fn(Option<Card>) -> Option<Card> {
        move |_| (!right).then_some(boxed(1, at))
    }

    fn boxed(r#box: u8, due: u64) -> Card {
        Card::from_leitner(LeitnerCard { r#box, due })
    }

    fn open(dir: &Path) -> Store {
        let (store, notes) = Store::open(dir).unwrap();
        assert!(notes.is_empty(), "{notes:?}");
        store
    }

    fn names(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn records_answers_and_review_state_that_a_reopened_store_reads_back() {
        let dir = tempfile::tempdir().unwrap();
        let store = open(dir.path());
        let mut id = store.start_session(&new_session(100));
        let miss = answer("a", false, 101);
        store.record(&mut id, &miss, rule(false, 101)).unwrap();
        let hit = answer("b", true, 102);
        store.record(&mut id, &hit, rule(true, 102)).unwrap();
        drop(store);

        let store = open(dir.path());
        let history = store.load().unwrap();
        let expected = SessionRecord {
            started: 100,
            mode: "practice".into(),
            lang: "zh-CN".into(),
            total_quarters: 12,
            items: vec![miss, hit.clone()],
            finished: false,
            title: None,
            pass_quarters: None,
        };
        assert_eq!(history.sessions, [expected]);
        assert_eq!(history.cards.len(), 1);
        assert_eq!(history.cards["a"], boxed(1, 101));
        assert_eq!(history.due(100), Vec::<String>::new());
        assert_eq!(history.due(101), ["a"]);

        // Right at last: out of review; the session finished.
        store
            .record(&mut id, &answer("a", true, 103), rule(true, 103))
            .unwrap();
        store.finish_session(&id).unwrap();
        let history = store.load().unwrap();
        assert!(history.cards.is_empty());
        assert!(history.sessions[0].finished);
        assert_eq!(history.sessions[0].items.len(), 3);
    }

    #[test]
    fn a_session_without_answers_leaves_no_row() {
        let dir = tempfile::tempdir().unwrap();
        let store = open(dir.path());
        let quit = store.start_session(&new_session(1));
        store.finish_session(&quit).unwrap();
        assert_eq!(store.load().unwrap(), History::default());
        // The row comes with the first answer, once, whatever follows.
        let mut one = store.start_session(&new_session(2));
        for at in [3, 4] {
            store
                .record(&mut one, &answer("a", true, at), rule(true, at))
                .unwrap();
        }
        let history = store.load().unwrap();
        assert_eq!(history.sessions.len(), 1);
        assert_eq!(history.sessions[0].started, 2);
        assert_eq!(history.sessions[0].items.len(), 2);
    }

    #[test]
    fn profiles_keep_separate_histories_and_a_reset_keeps_the_old_file() {
        let dir = tempfile::tempdir().unwrap();
        let pupil = Profile::named("pupil").unwrap();
        let (store, notes) = Store::open_profile(dir.path(), &pupil).unwrap();
        assert!(notes.is_empty());
        let mut session = store.start_session(&new_session(1));
        store
            .record(&mut session, &answer("x", false, 2), rule(false, 2))
            .unwrap();
        drop(store);
        assert_eq!(open(dir.path()).load().unwrap(), History::default());

        let kept = Store::reset(dir.path(), &pupil).unwrap().unwrap();
        let name = kept.file_name().unwrap().to_string_lossy().into_owned();
        assert!(name.starts_with("history-pupil.sqlite3.reset-"), "{name}");
        let (store, _) = Store::open_profile(dir.path(), &pupil).unwrap();
        assert_eq!(store.load().unwrap(), History::default());
        // The kept file alone (no journal beside it) holds the old history.
        assert!(!dir.path().join(format!("{name}-wal")).exists());
        let old: i64 = Connection::open(&kept)
            .unwrap()
            .query_row("SELECT count(*) FROM answers", [], |row| row.get(0))
            .unwrap();
        assert_eq!(old, 1);
        let nobody = Profile::named("nobody").unwrap();
        assert_eq!(Store::reset(dir.path(), &nobody).unwrap(), None);
    }

    #[test]
    fn a_reset_default_history_does_not_import_history_json_again() {
        let dir = tempfile::tempdir().unwrap();
        let json = br#"{"version":1,"sessions":[{"started":5,"mode":"exam","lang":"en","total_quarters":4,"items":[{"id":"a","right":true,"points_quarters":4,"tags":[],"article":null,"rules":"cn2002","at":6}],"finished":true}],"cards":{}}"#;
        std::fs::write(dir.path().join("history.json"), json).unwrap();
        let (store, notes) = Store::open(dir.path()).unwrap();
        assert_eq!((notes.len(), store.load().unwrap().sessions.len()), (1, 1));
        drop(store);
        Store::reset(dir.path(), &Profile::default())
            .unwrap()
            .unwrap();
        assert_eq!(open(dir.path()).load().unwrap(), History::default());
        // Other profiles never import it.
        let other = Profile::named("other").unwrap();
        let (store, notes) = Store::open_profile(dir.path(), &other).unwrap();
        assert!(notes.is_empty());
        assert_eq!(store.load().unwrap(), History::default());
    }

    #[test]
    fn leitner_boxes_become_fsrs_cards_by_the_one_rule() {
        let dir = tempfile::tempdir().unwrap();
        let boxes = [
            (0, 5),
            (1, 100),
            (2, 200_000),
            (3, 300_000),
            (4, 10),
            (5, 2_000_000),
            (9, 7),
        ];
        {
            // A history as schema 1 left it.
            let conn = Connection::open(dir.path().join(DATABASE)).unwrap();
            conn.execute_batch(schema::MIGRATIONS[0]).unwrap();
            conn.pragma_update(None, "user_version", 1).unwrap();
            for (r#box, due) in boxes {
                conn.execute(
                    "INSERT INTO review_boxes (item_id, box, due) VALUES (?1, ?2, ?3)",
                    params![format!("i{box}"), r#box, signed(due)],
                )
                .unwrap();
            }
        }
        let store = open(dir.path());
        let cards = store.load().unwrap().cards;
        assert_eq!(cards.len(), boxes.len());
        for (r#box, due) in boxes {
            assert_eq!(cards[&format!("i{box}")], boxed(r#box, due), "box {box}");
        }
        assert_eq!(cards["i5"].stability, 16.0);
        assert_eq!(cards["i5"].last_review, 2_000_000 - 16 * 86_400);
        assert_eq!(cards["i4"].last_review, 0, "never before 1970");
    }

    #[test]
    fn the_review_rule_sees_the_card_the_item_has() {
        let dir = tempfile::tempdir().unwrap();
        let store = open(dir.path());
        let mut id = store.start_session(&new_session(1));
        let seen = std::cell::RefCell::new(Vec::new());
        for (at, right) in [(10, false), (20, true), (30, true)] {
            store
                .record(&mut id, &answer("k", right, at), |card| {
                    seen.borrow_mut().push(card);
                    let reps = card.map_or(1, |c| c.reps + u32::from(right));
                    Some(Card {
                        reps,
                        ..boxed(1, at + 5)
                    })
                })
                .unwrap();
        }
        let card = |reps, due| Card {
            reps,
            ..boxed(1, due)
        };
        assert_eq!(
            seen.into_inner(),
            [None, Some(card(1, 15)), Some(card(2, 25))]
        );
        assert_eq!(store.load().unwrap().cards["k"], card(3, 35));
    }

    /// Issue #25: eight writers at once on one history, each answer in its own
    /// transaction, keep every answer.
    #[test]
    fn eight_writers_at_once_keep_every_answer() {
        let dir = tempfile::tempdir().unwrap();
        drop(open(dir.path()));
        let writers: Vec<_> = (0..8)
            .map(|w| {
                let dir = dir.path().to_path_buf();
                std::thread::spawn(move || {
                    let store = open(&dir);
                    let mut id = store.start_session(&new_session(w));
                    for n in 0..60 {
                        let item = format!("w{w}-{n}");
                        store
                            .record(&mut id, &answer(&item, n % 2 == 0, n), rule(n % 2 == 0, n))
                            .unwrap();
                    }
                })
            })
            .collect();
        for writer in writers {
            writer.join().unwrap();
        }
        let history = open(dir.path()).load().unwrap();
        let answers: usize = history.sessions.iter().map(|s| s.items.len()).sum();
        assert_eq!((history.sessions.len(), answers), (8, 480));
    }

    #[test]
    fn due_items_come_soonest_first() {
        let dir = tempfile::tempdir().unwrap();
        let store = open(dir.path());
        let mut id = store.start_session(&new_session(1));
        for (item, at) in [("late", 50), ("early", 10), ("also-early", 10)] {
            store
                .record(&mut id, &answer(item, false, at), rule(false, at))
                .unwrap();
        }
        let history = store.load().unwrap();
        assert_eq!(history.due(49), ["also-early", "early"]);
        assert_eq!(history.due(50), ["also-early", "early", "late"]);
    }

    #[test]
    fn two_stores_on_one_database_keep_both_sessions() {
        let dir = tempfile::tempdir().unwrap();
        let one = open(dir.path());
        let two = open(dir.path());
        let mut a = one.start_session(&new_session(1));
        let mut b = two.start_session(&new_session(2));
        for at in 0..3 {
            one.record(&mut a, &answer("x", true, at), rule(true, at))
                .unwrap();
            two.record(&mut b, &answer("y", false, at), rule(false, at))
                .unwrap();
        }
        let history = one.load().unwrap();
        let counts: Vec<usize> = history.sessions.iter().map(|s| s.items.len()).collect();
        assert_eq!(counts, [3, 3]);
        assert_eq!(history.due(10), ["y"]);
    }

    #[test]
    fn a_file_that_is_no_database_is_kept_aside_byte_for_byte() {
        let dir = tempfile::tempdir().unwrap();
        let garbage: Vec<u8> = (0..5000u32).map(|i| (i * 7 % 251) as u8).collect();
        std::fs::write(dir.path().join(DATABASE), &garbage).unwrap();
        let (store, notes) = Store::open(dir.path()).unwrap();
        assert_eq!(notes.len(), 1, "{notes:?}");
        let kept: Vec<String> = names(dir.path())
            .into_iter()
            .filter(|n| n.starts_with("history.sqlite3.damaged-"))
            .collect();
        assert_eq!(kept.len(), 1);
        assert!(kept[0].ends_with("-1"), "{kept:?}");
        assert_eq!(std::fs::read(dir.path().join(&kept[0])).unwrap(), garbage);
        let aside = dir.path().join(&kept[0]);
        match &notes[0] {
            Note::DatabaseKeptAside {
                path,
                reason,
                aside: kept_as,
            } => {
                assert_eq!(path, &dir.path().join(DATABASE));
                assert_eq!(reason, "file is not a database");
                assert_eq!(kept_as, &aside);
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(store.load().unwrap(), History::default());
    }

    #[test]
    fn a_history_json_is_imported_once_and_left_as_it_was() {
        let dir = tempfile::tempdir().unwrap();
        let json = br#"{"version":1,"sessions":[{"started":5,"mode":"exam","lang":"en","total_quarters":8,"items":[{"id":"a","right":false,"points_quarters":4,"tags":["ko"],"article":"20","rules":"cn2002","at":6}],"finished":true}],"cards":{"a":{"box":1,"due":6}}}"#;
        std::fs::write(dir.path().join("history.json"), json).unwrap();
        let (store, notes) = Store::open(dir.path()).unwrap();
        assert_eq!(notes.len(), 1);
        assert!(
            matches!(
                notes[0],
                Note::Imported {
                    sessions: 1,
                    answers: 1,
                    ..
                }
            ),
            "{notes:?}"
        );
        let history = store.load().unwrap();
        assert_eq!(history.sessions.len(), 1);
        assert_eq!(history.sessions[0].mode, "exam");
        assert!(history.sessions[0].finished);
        assert_eq!(history.sessions[0].items[0].id, "a");
        assert_eq!(history.cards["a"], boxed(1, 6));
        drop(store);
        let store = open(dir.path());
        assert_eq!(store.load().unwrap().sessions.len(), 1);
        assert_eq!(
            std::fs::read(dir.path().join("history.json")).unwrap(),
            json
        );
    }

    #[test]
    fn a_newer_schema_is_refused_not_set_aside() {
        let dir = tempfile::tempdir().unwrap();
        drop(open(dir.path()));
        let path = dir.path().join(DATABASE);
        Connection::open(&path)
            .unwrap()
            .pragma_update(None, "user_version", 99)
            .unwrap();
        let error = Store::open(dir.path()).err().unwrap();
        let known = schema::MIGRATIONS.len();
        assert!(
            error.to_string().contains(&format!(
                "written by a newer weiqi-quiz (schema 99, this one knows {known})"
            )),
            "{error}"
        );
        assert!(Store::open_read_only(dir.path()).is_err());
        assert!(names(dir.path()).iter().all(|n| !n.contains("damaged")));
    }

    #[test]
    fn a_home_that_is_a_file_cannot_hold_the_history() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("home");
        std::fs::write(&file, b"x").unwrap();
        let error = Store::open(&file).err().unwrap();
        assert_eq!(
            error.to_string(),
            format!(
                "cannot keep the history in {} (it is not a directory): make it a writable directory, set WEIQI_QUIZ_HOME to one, or run with --no-save",
                file.display()
            )
        );
    }

    #[test]
    fn paths_are_escaped_for_a_file_uri() {
        assert_eq!(
            uri_path(Path::new("/home/李 伟/a?b#c%d/history.sqlite3")),
            "/home/%E6%9D%8E%20%E4%BC%9F/a%3Fb%23c%25d/history.sqlite3"
        );
        // The escaped path opens the file it names.
        let dir = tempfile::tempdir().unwrap();
        let odd = dir.path().join("a ?#%b");
        drop(open(&odd));
        let conn = open_read_only(&odd.join(DATABASE), true).unwrap();
        let known = schema::MIGRATIONS.len() as i64;
        assert_eq!(schema::version(&conn).unwrap(), known);
    }

    #[test]
    fn a_journal_without_its_index_is_read_from_a_copy() {
        let dir = tempfile::tempdir().unwrap();
        let store = open(dir.path());
        let mut id = store.start_session(&new_session(1));
        store
            .record(&mut id, &answer("a", false, 2), rule(false, 2))
            .unwrap();
        // Killed: the answer stays in the journal, which an immutable read skips.
        std::mem::forget(store);
        let path = dir.path().join(DATABASE);
        std::fs::remove_file(aside::with_suffix(&path, "-shm")).unwrap();
        let immutable = open_read_only(&path, true).unwrap();
        assert!(schema::version(&immutable).unwrap() < 3);
        let (conn, copy) = super::open::as_it_stands(&path).unwrap();
        let copied = copy.as_ref().unwrap().path().to_path_buf();
        let reader = Store {
            conn,
            path,
            _copy: copy,
        };
        assert_eq!(reader.load().unwrap().due(2), ["a"]);
        drop(reader);
        assert!(!copied.exists());
        assert_eq!(names(dir.path()), [DATABASE, "history.sqlite3-wal"]);
    }

    #[test]
    fn read_only_opens_nothing_new_and_reads_what_is_there() {
        let dir = tempfile::tempdir().unwrap();
        assert!(Store::open_read_only(dir.path()).unwrap().is_none());
        assert_eq!(names(dir.path()), Vec::<String>::new());
        let store = open(dir.path());
        let mut id = store.start_session(&new_session(1));
        store
            .record(&mut id, &answer("a", false, 2), rule(false, 2))
            .unwrap();
        drop(store);
        let reader = Store::open_read_only(dir.path()).unwrap().unwrap();
        assert_eq!(reader.load().unwrap().due(2), ["a"]);
        let mut later = reader.start_session(&new_session(3));
        assert!(
            reader
                .record(&mut later, &answer("b", true, 3), rule(true, 3))
                .is_err()
        );
    }
}
