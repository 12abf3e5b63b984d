//! Sessions and their answers: each answer in its own transaction (with the session's
//! row at its first answer), and the whole history read back.

use super::*;

/// How long an answer waits, in all, for other processes to let it be saved.
pub const SAVE_PATIENCE: Duration = Duration::from_secs(60);

/// Another connection holds the database (beyond SQLite's own busy wait).
fn is_busy(error: &rusqlite::Error) -> bool {
    matches!(
        error.sqlite_error_code(),
        Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked)
    )
}

impl Store {
    /// A session about to be recorded. Nothing is written yet: its row goes in with
    /// its first answer, in that answer's transaction, so a session quit (or killed)
    /// before any answer leaves nothing behind.
    pub fn start_session<'a>(&self, session: &NewSession<'a>) -> Session<'a> {
        Session {
            new: *session,
            id: None,
        }
    }

    /// Records one answer and, in the same transaction, the item's review state:
    /// `review` gets the card the item has (if any) and returns the one it gets (`None`:
    /// out of review). The session's row is written with its first answer. When this
    /// returns, the answer is on disk. While other processes hold the database, it tries
    /// again for up to [`SAVE_PATIENCE`]; only then is the answer reported unsaved.
    pub fn record(
        &self,
        session: &mut Session,
        answer: &ItemRecord,
        review: impl Fn(Option<Card>) -> Option<Card>,
    ) -> Result<(), StoreError> {
        let run = || -> rusqlite::Result<i64> {
            let tx = Transaction::new_unchecked(&self.conn, TransactionBehavior::Immediate)?;
            let id = match session.id {
                Some(id) => id,
                None => insert_session(&tx, &session.new, false)?,
            };
            let card = tx
                .query_row(
                    &format!("SELECT {CARD_COLUMNS} FROM review_cards WHERE item_id = ?1"),
                    [&answer.id],
                    card,
                )
                .optional()?;
            put_card(&tx, &answer.id, review(card))?;
            insert_answer(&tx, id, answer)?;
            tx.commit()?;
            Ok(id)
        };
        let deadline = std::time::Instant::now() + SAVE_PATIENCE;
        let mut pause = Duration::from_millis(5);
        let id = loop {
            match run() {
                Err(e) if is_busy(&e) && std::time::Instant::now() < deadline => {
                    std::thread::sleep(pause);
                    pause = (pause * 2).min(Duration::from_millis(200));
                }
                other => break other,
            }
        };
        // The id is kept only once committed: a failed first answer tries the row again.
        session.id = Some(id.map_err(|e| self.save_error(e))?);
        Ok(())
    }

    /// Marks a session as finished.
    /// Marks a session as finished (one with no answer has no row: nothing to mark).
    pub fn finish_session(&self, session: &Session) -> Result<(), StoreError> {
        let Some(id) = session.id else {
            return Ok(());
        };
        self.conn
            .execute("UPDATE sessions SET finished = 1 WHERE id = ?1", [id])
            .map(|_| ())
            .map_err(|e| self.save_error(e))
    }

    /// Everything kept, sessions in the order they started.
    pub fn load(&self) -> Result<History, StoreError> {
        self.read_all().map_err(|error| StoreError::Read {
            path: self.path.clone(),
            error,
        })
    }

    fn read_all(&self) -> rusqlite::Result<History> {
        // One read transaction: a snapshot, whatever other processes write meanwhile.
        let tx = Transaction::new_unchecked(&self.conn, TransactionBehavior::Deferred)?;
        let mut history = History::default();
        let mut index = HashMap::new();
        let mut sessions = tx.prepare(
            "SELECT id, started, mode, lang, total_quarters, finished, title, pass_quarters
             FROM sessions ORDER BY id",
        )?;
        let rows = sessions.query_map([], |row| {
            Ok((
                row.get::<_, i64>(0)?,
                SessionRecord {
                    started: unsigned(row.get(1)?),
                    mode: row.get(2)?,
                    lang: row.get(3)?,
                    total_quarters: row.get(4)?,
                    items: Vec::new(),
                    finished: row.get(5)?,
                    title: row.get(6)?,
                    pass_quarters: row.get(7)?,
                },
            ))
        })?;
        for row in rows {
            let (id, session) = row?;
            index.insert(id, history.sessions.len());
            history.sessions.push(session);
        }
        let mut answers = tx.prepare(
            "SELECT session_id, item_id, correct, points_quarters, tags, article, rules, at
             FROM answers ORDER BY id",
        )?;
        let rows = answers.query_map([], |row| {
            let tags: String = row.get(4)?;
            Ok((
                row.get::<_, i64>(0)?,
                ItemRecord {
                    id: row.get(1)?,
                    right: row.get(2)?,
                    points_quarters: row.get(3)?,
                    // Only this module writes the column; an unreadable value loses
                    // the tags, not the answer.
                    tags: serde_json::from_str(&tags).unwrap_or_default(),
                    article: row.get(5)?,
                    rules: row.get(6)?,
                    at: unsigned(row.get(7)?),
                },
            ))
        })?;
        for row in rows {
            let (session, item) = row?;
            if let Some(&i) = index.get(&session) {
                history.sessions[i].items.push(item);
            }
        }
        let mut cards = tx.prepare(&format!("SELECT {CARD_COLUMNS}, item_id FROM review_cards"))?;
        let rows = cards.query_map([], |row| Ok((row.get::<_, String>(7)?, card(row)?)))?;
        history.cards = rows.collect::<rusqlite::Result<BTreeMap<_, _>>>()?;
        Ok(history)
    }
}

pub(super) fn insert_session(
    conn: &Connection,
    session: &NewSession,
    finished: bool,
) -> rusqlite::Result<i64> {
    conn.execute(
        "INSERT INTO sessions (started, mode, lang, total_quarters, finished, title, pass_quarters)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![
            signed(session.started),
            session.mode,
            session.lang,
            session.total_quarters,
            finished,
            session.title,
            session.pass_quarters
        ],
    )?;
    Ok(conn.last_insert_rowid())
}

pub(super) fn insert_answer(
    conn: &Connection,
    session: i64,
    answer: &ItemRecord,
) -> rusqlite::Result<()> {
    // A list of strings always serialises.
    let tags = serde_json::to_string(&answer.tags).unwrap_or_else(|_| "[]".into());
    conn.execute(
        "INSERT INTO answers (session_id, item_id, correct, points_quarters, tags, article, rules, at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        params![
            session,
            answer.id,
            answer.right,
            answer.points_quarters,
            tags,
            answer.article,
            answer.rules,
            signed(answer.at)
        ],
    )?;
    Ok(())
}
