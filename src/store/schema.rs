//! The database schema as a list of migrations. `PRAGMA user_version` counts those
//! applied; a new table (the classroom's results, the FSRS review cards) is a new
//! entry at the end, never an edit of an old one.

use rusqlite::{Connection, Transaction, TransactionBehavior};

/// Migration `i` takes the schema from version `i` to `i + 1`.
pub(super) const MIGRATIONS: &[&str] = &[
    // 1: sessions, answers, the Leitner review boxes (replaced by 2), and notes such as
    // the import.
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
    // 2: review by FSRS. Each Leitner card becomes an FSRS card due when it was, with
    // the stability of its box's interval; `Card::from_leitner` is the same rule.
    "CREATE TABLE review_cards (
        item_id TEXT PRIMARY KEY,
        due INTEGER NOT NULL,
        stability REAL NOT NULL,
        difficulty REAL NOT NULL,
        reps INTEGER NOT NULL,
        lapses INTEGER NOT NULL,
        state INTEGER NOT NULL CHECK (state BETWEEN 0 AND 3),
        last_review INTEGER NOT NULL
    );
    CREATE INDEX review_cards_by_due ON review_cards (due);
    INSERT INTO review_cards (item_id, due, stability, difficulty, reps, lapses, state, last_review)
    SELECT item_id, due,
        CASE MIN(MAX(box, 1), 5) WHEN 1 THEN 0.4072 WHEN 2 THEN 1.0 WHEN 3 THEN 3.0
            WHEN 4 THEN 7.0 ELSE 16.0 END,
        7.2102,
        MIN(MAX(box, 1), 5),
        1,
        CASE WHEN box <= 1 THEN 1 ELSE 2 END,
        MAX(due - 86400 * CASE MIN(MAX(box, 1), 5) WHEN 1 THEN 0 WHEN 2 THEN 1 WHEN 3 THEN 3
            WHEN 4 THEN 7 ELSE 16 END, 0)
    FROM review_boxes;
    DROP TABLE review_boxes;",
    // 3: the classroom server (`serve`): a quiz, the students who joined it with the
    // items drawn for each (JSON the server writes), and every answer, once.
    "CREATE TABLE class_quizzes (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        created INTEGER NOT NULL,
        title TEXT NOT NULL,
        teacher_token TEXT NOT NULL,
        settings TEXT NOT NULL,
        current INTEGER NOT NULL DEFAULT 0,
        closed INTEGER NOT NULL DEFAULT 0 CHECK (closed IN (0, 1))
    );
    CREATE TABLE class_students (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        quiz_id INTEGER NOT NULL REFERENCES class_quizzes (id),
        token TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        lang TEXT NOT NULL,
        joined INTEGER NOT NULL,
        paper TEXT NOT NULL
    );
    CREATE INDEX class_students_by_quiz ON class_students (quiz_id);
    CREATE TABLE class_answers (
        student_id INTEGER NOT NULL REFERENCES class_students (id),
        number INTEGER NOT NULL,
        answer TEXT NOT NULL,
        mark TEXT NOT NULL,
        at INTEGER NOT NULL,
        PRIMARY KEY (student_id, number)
    );",
    // 4: an exam's paper and pass mark, so that the history gives the verdict the end
    // screen gave, whether the sitting was finished, stopped or timed out.
    "ALTER TABLE sessions ADD COLUMN title TEXT;
    ALTER TABLE sessions ADD COLUMN pass_quarters INTEGER;",
    // 5: live mode's timer and reveal: when the item the class is on was shown, and
    // whether its answer has been shown on the projector.
    "ALTER TABLE class_quizzes ADD COLUMN asked_at INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE class_quizzes ADD COLUMN revealed INTEGER NOT NULL DEFAULT 0 CHECK (revealed IN (0, 1));",
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
