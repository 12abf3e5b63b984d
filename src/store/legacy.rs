//! The one import of the old `history.json` (sessions, answers, review boxes). The file
//! is only read, never changed; a note in `meta` keeps it from being imported twice. A
//! file that cannot be read as a history is kept aside, like a damaged database.

use std::path::Path;

use rusqlite::{Connection, OptionalExtension, Transaction, TransactionBehavior};

use super::records::{Card, LegacyHistory, NewSession};
use super::{Note, aside, insert_answer, insert_session, put_card, unix_now};

/// The old history's file name in the home directory.
pub(super) const FILE: &str = "history.json";
const MARK: &str = "imported history.json";

/// Imports `dir/history.json` into `conn` unless that was done before. Returns a note for
/// the person when something happened (imported, or damaged and kept aside).
pub(super) fn import(
    conn: &Connection,
    dir: &Path,
    database: &Path,
) -> rusqlite::Result<Option<Note>> {
    let json = dir.join(FILE);
    if std::fs::symlink_metadata(&json).is_err() {
        return Ok(None);
    }
    // Under the write lock, so two processes starting at once import it once.
    let tx = Transaction::new_unchecked(conn, TransactionBehavior::Immediate)?;
    let done: Option<String> = tx
        .query_row("SELECT value FROM meta WHERE key = ?1", [MARK], |row| {
            row.get(0)
        })
        .optional()?;
    if done.is_some() {
        return Ok(None);
    }
    let bytes = match std::fs::read(&json) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(error) => return Ok(Some(Note::LegacyUnreadable { path: json, error })),
    };
    let history = match parse(&bytes) {
        Ok(history) => history,
        Err(reason) => {
            let aside = aside::set_aside(&json, unix_now());
            return Ok(Some(Note::LegacyDamaged {
                path: json,
                reason,
                aside,
            }));
        }
    };
    let mut answers = 0;
    for session in &history.sessions {
        let new = NewSession {
            started: session.started,
            mode: &session.mode,
            lang: &session.lang,
            total_quarters: session.total_quarters,
            title: session.title.as_deref(),
            pass_quarters: session.pass_quarters,
        };
        let id = insert_session(&tx, &new, session.finished)?;
        for item in &session.items {
            insert_answer(&tx, id, item)?;
            answers += 1;
        }
    }
    for (item, card) in &history.cards {
        put_card(&tx, item, Some(Card::from_leitner(*card)))?;
    }
    let sessions = history.sessions.len();
    let summary = format!(
        "at {}: {sessions} sessions, {answers} answers, {} review cards",
        unix_now(),
        history.cards.len()
    );
    tx.execute(
        "INSERT INTO meta (key, value) VALUES (?1, ?2)",
        [MARK, summary.as_str()],
    )?;
    tx.commit()?;
    Ok(Some(Note::Imported {
        sessions,
        answers,
        from: json,
        into: database.to_path_buf(),
    }))
}

/// Marks the import as done without importing (a reset history starts empty).
pub(super) fn mark_done(conn: &Connection, why: &str) -> rusqlite::Result<()> {
    let note = format!("{why} at {}", unix_now());
    conn.execute(
        "INSERT OR REPLACE INTO meta (key, value) VALUES (?1, ?2)",
        [MARK, note.as_str()],
    )?;
    Ok(())
}

/// The history in `bytes`, or what is wrong with them.
fn parse(bytes: &[u8]) -> Result<LegacyHistory, String> {
    let text = std::str::from_utf8(bytes)
        .map_err(|e| format!("not UTF-8 text: a bad byte at offset {}", e.valid_up_to()))?;
    serde_json::from_str(text).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn says_what_is_wrong_with_a_file_that_is_no_history() {
        assert_eq!(
            parse(b"{\"version\": 1, \"ses\xffsions\"").unwrap_err(),
            "not UTF-8 text: a bad byte at offset 19"
        );
        assert_eq!(
            parse(b"{\"version\": 1").unwrap_err(),
            "EOF while parsing an object at line 1 column 13"
        );
        let empty = parse(br#"{"version":1,"sessions":[],"cards":{}}"#).unwrap();
        assert!(empty.sessions.is_empty() && empty.cards.is_empty());
    }
}
