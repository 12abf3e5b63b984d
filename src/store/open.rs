//! Opening the history: creating or migrating the database, a damaged file set aside
//! and a fresh one started, the old `history.json` imported once, read-only opening for
//! commands that only read, and resetting a profile.

use super::*;

/// Why a database could not be opened: damaged (set it aside) or anything else.
pub(super) enum Failure {
    Damaged(String),
    Other(rusqlite::Error),
}

impl From<rusqlite::Error> for Failure {
    fn from(e: rusqlite::Error) -> Failure {
        match e.sqlite_error_code() {
            Some(ErrorCode::NotADatabase | ErrorCode::DatabaseCorrupt) => {
                Failure::Damaged(e.to_string())
            }
            _ => Failure::Other(e),
        }
    }
}

impl Store {
    /// Opens (or creates) the history in `dir` for reading and writing. Returns notes
    /// for the person: a damaged file kept aside, an old `history.json` imported. A
    /// directory that cannot be written is an error.
    pub fn open(dir: &Path) -> Result<(Store, Vec<Note>), StoreError> {
        Store::open_profile(dir, &Profile::default())
    }

    /// [`Store::open`] for a profile's history. Only the default profile imports the
    /// old `history.json` (it was that profile's).
    pub fn open_profile(dir: &Path, profile: &Profile) -> Result<(Store, Vec<Note>), StoreError> {
        Store::open_at(dir, dir.join(profile.database()), profile.name().is_none())
    }

    /// Opens (or creates) the database at `path`, wherever it is (`serve --db FILE`);
    /// nothing is imported.
    pub fn open_file(path: &Path) -> Result<(Store, Vec<Note>), StoreError> {
        let dir = match path.parent() {
            Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
            _ => PathBuf::from("."),
        };
        Store::open_at(&dir, path.to_path_buf(), false)
    }

    fn open_at(
        dir: &Path,
        path: PathBuf,
        import_legacy: bool,
    ) -> Result<(Store, Vec<Note>), StoreError> {
        let unwritable = |reason: Why| unwritable(dir, reason);
        if dir.exists() && !dir.is_dir() {
            return Err(unwritable(Why::NotADirectory));
        }
        std::fs::create_dir_all(dir).map_err(|e| unwritable(Why::Io(e)))?;
        let failed = |e: rusqlite::Error| open_failed(dir, &path, e);
        let mut notes = Vec::new();
        let shared = DirLock::shared(dir);
        let conn = match connect(&path) {
            Ok(conn) => conn,
            Err(Failure::Other(e)) => return Err(failed(e)),
            Err(Failure::Damaged(_)) => {
                drop(shared);
                let _alone = DirLock::exclusive(dir);
                // Looked at again under the lock: another process may have replaced it.
                match connect(&path) {
                    Ok(conn) => conn,
                    Err(Failure::Other(e)) => return Err(failed(e)),
                    Err(Failure::Damaged(reason)) => {
                        let aside = aside::set_aside_database(&path, unix_now())
                            .map_err(|e| unwritable(Why::Io(e)))?;
                        notes.push(Note::DatabaseKeptAside {
                            path: path.clone(),
                            reason,
                            aside,
                        });
                        match connect(&path) {
                            Ok(conn) => conn,
                            Err(Failure::Other(e)) => return Err(failed(e)),
                            Err(Failure::Damaged(reason)) => {
                                return Err(unwritable(Why::Damaged(reason)));
                            }
                        }
                    }
                }
            }
        };
        // SQLite opens a file it may not write read-only without a word: answers would
        // fail only as they are saved, after the first question was asked.
        if conn.is_readonly(rusqlite::MAIN_DB).map_err(failed)? {
            return Err(unwritable(Why::Io(
                std::io::ErrorKind::PermissionDenied.into(),
            )));
        }
        match schema::migrate(&conn).map_err(failed)? {
            Schema::Current => {}
            Schema::Newer(found) => {
                return Err(StoreError::Newer {
                    path: path.clone(),
                    found,
                    known: schema::MIGRATIONS.len() as i64,
                });
            }
        }
        if import_legacy {
            notes.extend(legacy::import(&conn, dir, &path).map_err(failed)?);
        }
        let store = Store {
            conn,
            path,
            _copy: None,
        };
        Ok((store, notes))
    }

    /// Opens the history in `dir` for reading only (`--no-save`): nothing is created,
    /// imported or moved. `None` when there is no history yet.
    pub fn open_read_only(dir: &Path) -> Result<Option<Store>, StoreError> {
        Store::open_read_only_profile(dir, &Profile::default())
    }

    /// [`Store::open_read_only`] for a profile's history.
    pub fn open_read_only_profile(
        dir: &Path,
        profile: &Profile,
    ) -> Result<Option<Store>, StoreError> {
        let path = dir.join(profile.database());
        if !path.is_file() {
            return Ok(None);
        }
        let read = |error| StoreError::Read {
            path: path.clone(),
            error,
        };
        let known = schema::MIGRATIONS.len() as i64;
        let shared = open_read_only(&path, false)
            .and_then(|conn| schema::version(&conn).map(|found| (conn, found)));
        let (conn, copy, found) = match shared {
            Ok((conn, found)) => (conn, None, found),
            // A directory that cannot be written: SQLite cannot set up the WAL index
            // beside the file (READONLY, or CANTOPEN with a journal but no index).
            // Nobody can be writing there, so the file is read as it stands.
            Err(e)
                if matches!(
                    e.sqlite_error_code(),
                    Some(ErrorCode::ReadOnly | ErrorCode::CannotOpen)
                ) =>
            {
                let (conn, copy) = as_it_stands(&path)?;
                let found = schema::version(&conn).map_err(read)?;
                (conn, copy, found)
            }
            Err(e) => return Err(read(e)),
        };
        match found {
            0 => Ok(None),
            found if found > known => Err(StoreError::Newer { path, found, known }),
            _ => Ok(Some(Store {
                conn,
                path,
                _copy: copy,
            })),
        }
    }

    /// The history to show (`history`): opened as [`Store::open_profile`] opens it where
    /// the home can be written, read as it is ([`Store::open_read_only_profile`]) where
    /// it can only be read. A home that is no directory is still an error.
    pub fn open_to_read(
        dir: &Path,
        profile: &Profile,
    ) -> Result<(Option<Store>, Vec<Note>), StoreError> {
        match Store::open_profile(dir, profile) {
            Ok((store, notes)) => Ok((Some(store), notes)),
            Err(StoreError::Unwritable { reason, .. }) if reason.is_read_only() => {
                Ok((Store::open_read_only_profile(dir, profile)?, Vec::new()))
            }
            Err(e) => Err(e),
        }
    }

    /// Clears a profile's history: its database (with SQLite's companions) is renamed
    /// `NAME.reset-<unix time>-<n>` beside it, never deleted, so a reset can be undone
    /// by renaming it back. A fresh database takes its place. Returns the old file's new
    /// name; `None` when there was no history.
    pub fn reset(dir: &Path, profile: &Profile) -> Result<Option<PathBuf>, StoreError> {
        let path = dir.join(profile.database());
        if std::fs::symlink_metadata(&path).is_err() {
            return Ok(None);
        }
        let failed = |e: rusqlite::Error| open_failed(dir, &path, e);
        // Nobody opens the database while it moves.
        let _alone = DirLock::exclusive(dir);
        // The journal folded into the file, so the kept file holds everything alone. A
        // database too damaged for that goes aside as it is, journal and all.
        if let Ok(conn) = Connection::open(&path) {
            conn.busy_timeout(BUSY_TIMEOUT).map_err(failed)?;
            let _ = conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()));
        }
        let aside = aside::set_aside_database_as(&path, "reset", unix_now())
            .map_err(|e| unwritable(dir, Why::Io(e)))?;
        // The fresh database must not import the old history.json again.
        let conn = match connect(&path) {
            Ok(conn) => conn,
            Err(Failure::Other(e)) => return Err(failed(e)),
            Err(Failure::Damaged(reason)) => return Err(unwritable(dir, Why::Damaged(reason))),
        };
        schema::migrate(&conn).map_err(failed)?;
        if profile.name().is_none() {
            legacy::mark_done(&conn, "reset").map_err(failed)?;
        }
        Ok(Some(aside))
    }
}

pub(super) fn open_read_only(path: &Path, immutable: bool) -> rusqlite::Result<Connection> {
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let conn = if immutable {
        Connection::open_with_flags(
            format!("file:{}?immutable=1", uri_path(path)),
            flags | OpenFlags::SQLITE_OPEN_URI,
        )?
    } else {
        Connection::open_with_flags(path, flags)?
    };
    conn.busy_timeout(BUSY_TIMEOUT)?;
    Ok(conn)
}

/// The database at `path` as it stands, where SQLite cannot keep its WAL index beside
/// it. An immutable read skips the journal (`-wal`), so when the journal holds pages
/// (answers of a writer that was killed) the file and its journal are read from a
/// private copy in the temporary directory instead.
pub(super) fn as_it_stands(
    path: &Path,
) -> Result<(Connection, Option<tempfile::TempDir>), StoreError> {
    let read = |error| StoreError::Read {
        path: path.to_path_buf(),
        error,
    };
    let copied = |error| StoreError::Copy {
        path: path.to_path_buf(),
        error,
    };
    let wal = aside::with_suffix(path, "-wal");
    if std::fs::metadata(&wal).map_or(true, |m| m.len() == 0) {
        return Ok((open_read_only(path, true).map_err(read)?, None));
    }
    let copy = tempfile::Builder::new()
        .prefix("weiqi-quiz-history-")
        .tempdir()
        .map_err(copied)?;
    let name = path.file_name().unwrap_or(std::ffi::OsStr::new(DATABASE));
    let into = copy.path().join(name);
    std::fs::copy(path, &into).map_err(copied)?;
    std::fs::copy(&wal, aside::with_suffix(&into, "-wal")).map_err(copied)?;
    Ok((open_read_only(&into, false).map_err(read)?, Some(copy)))
}

/// `path` for a `file:` URI: every byte but unreserved ones and `/` percent-encoded.
pub(super) fn uri_path(path: &Path) -> String {
    #[cfg(unix)]
    let bytes = std::os::unix::ffi::OsStrExt::as_bytes(path.as_os_str()).to_vec();
    #[cfg(not(unix))]
    let bytes = path.to_string_lossy().into_owned().into_bytes();
    let mut out = String::new();
    for byte in bytes {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' | b'/' => {
                out.push(char::from(byte))
            }
            _ => out.push_str(&format!("%{byte:02X}")),
        }
    }
    out
}

pub(super) fn unwritable(dir: &Path, reason: Why) -> StoreError {
    StoreError::Unwritable {
        dir: dir.to_path_buf(),
        reason,
    }
}

/// A database kept locked past the timeout is a read error (try again); anything else
/// in opening means the directory cannot hold the history.
pub(super) fn open_failed(dir: &Path, path: &Path, e: rusqlite::Error) -> StoreError {
    match e.sqlite_error_code() {
        Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked) => StoreError::Read {
            path: path.to_path_buf(),
            error: e,
        },
        _ => unwritable(dir, Why::Sqlite(e)),
    }
}

/// WAL so readers and a writer work at once; every commit synced to disk; then the
/// whole file checked, so damage is found before anything is written to it.
pub(super) fn connect(path: &Path) -> Result<Connection, Failure> {
    let conn = Connection::open(path)?;
    conn.busy_timeout(BUSY_TIMEOUT)?;
    let _mode: String =
        conn.pragma_update_and_check(None, "journal_mode", "wal", |row| row.get(0))?;
    conn.pragma_update(None, "synchronous", "FULL")?;
    conn.pragma_update(None, "foreign_keys", true)?;
    let problems = {
        let mut check = conn.prepare("PRAGMA quick_check")?;
        let rows = check.query_map([], |row| row.get::<_, String>(0))?;
        rows.collect::<rusqlite::Result<Vec<String>>>()?
    };
    if problems != ["ok"] {
        // SQLite's report spans lines; the warning is one.
        let mut reason = problems
            .iter()
            .map(|p| p.split_whitespace().collect::<Vec<_>>().join(" "))
            .collect::<Vec<_>>()
            .join("; ");
        if reason.chars().count() > 200 {
            reason = reason.chars().take(200).collect::<String>() + "…";
        }
        return Err(Failure::Damaged(reason));
    }
    Ok(conn)
}
