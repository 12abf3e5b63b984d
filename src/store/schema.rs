//! The database schema as a list of migrations. `PRAGMA user_version` counts those
//! applied; a new table (the classroom's results, another review scheduler) is a new
//! entry at the end, never an edit of an old one.

use rusqlite::{Connection, Transaction, TransactionBehavior};

/// Migration `i` takes the schema from version `i` to `i + 1`.
pub(super) const MIGRATIONS: &[&str] = &[
    // 1: sessions, answers, the Leitner review boxes, and notes such as the import.
    "CREATE TABLE meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
    );
    CREATE TABLE sessions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        started INTEGER NOT NULL,
        mode TEXT NOT NULL,
        lang TEXT NOT NULL,
        total_quarters INTEGER NOT NULL,
        finished INTEGER NOT NULL DEFAULT 0 CHECK (finished IN (0, 1))
    );
    CREATE TABLE answers (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        session_id INTEGER NOT NULL REFERENCES sessions (id),
        item_id TEXT NOT NULL,
        correct INTEGER NOT NULL CHECK (correct IN (0, 1)),
        points_quarters INTEGER NOT NULL,
        tags TEXT NOT NULL, -- a JSON array of strings
        article TEXT,
        rules TEXT NOT NULL,
        at INTEGER NOT NULL
    );
    CREATE INDEX answers_by_session ON answers (session_id);
    CREATE INDEX answers_by_item ON answers (item_id);
    CREATE TABLE review_boxes (
        item_id TEXT PRIMARY KEY,
        box INTEGER NOT NULL,
        due INTEGER NOT NULL
    );
    CREATE INDEX review_boxes_by_due ON review_boxes (due);",
];

/// What [`migrate`] found.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Schema {
    Current,
    /// Written by a newer program: its version.
    Newer(i64),
}

pub(super) fn version(conn: &Connection) -> rusqlite::Result<i64> {
    conn.pragma_query_value(None, "user_version", |row| row.get(0))
}

/// Brings the schema up to date in one transaction; several processes may race here,
/// so the version is read again under the write lock.
pub(super) fn migrate(conn: &Connection) -> rusqlite::Result<Schema> {
    let known = MIGRATIONS.len() as i64;
    match version(conn)? {
        v if v == known => return Ok(Schema::Current),
        v if v > known => return Ok(Schema::Newer(v)),
        _ => {}
    }
    let tx = Transaction::new_unchecked(conn, TransactionBehavior::Immediate)?;
    let found = version(&tx)?;
    if found > known {
        return Ok(Schema::Newer(found));
    }
    for sql in MIGRATIONS.iter().skip(found.max(0) as usize) {
        tx.execute_batch(sql)?;
    }
    tx.pragma_update(None, "user_version", known)?;
    tx.commit()?;
    Ok(Schema::Current)
}
