//! Keeping a damaged file aside: renamed, never overwritten, under a name no other file
//! has (`NAME.damaged-<unix seconds>-<n>`), so two set aside in the same second both
//! survive. And the lock on the home directory that keeps two processes from setting
//! aside one file twice (the second would move the first one's fresh database).

use std::fs::{File, OpenOptions};
use std::io;
use std::path::{Path, PathBuf};

/// How many names one second may take before we give up.
const MAX_TRIES: u32 = 10_000;

/// Moves `path` to `NAME.damaged-<secs>-<n>` beside it, with the first `n` whose name
/// is free, and returns the new path. Fails rather than replace any file.
pub(super) fn set_aside(path: &Path, secs: u64) -> io::Result<PathBuf> {
    set_aside_as(path, "damaged", secs)
}

/// [`set_aside`] under another word than `damaged` (`reset`).
fn set_aside_as(path: &Path, why: &str, secs: u64) -> io::Result<PathBuf> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    for n in 1..=MAX_TRIES {
        let aside = path.with_file_name(format!("{name}.{why}-{secs}-{n}"));
        match move_no_replace(path, &aside) {
            Ok(()) => return Ok(aside),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
    Err(io::Error::new(
        io::ErrorKind::AlreadyExists,
        "every name for a damaged file is taken",
    ))
}

/// Moves a database and its SQLite companions (`-wal`, `-shm`) aside together, so the
/// pair stays readable and no stale journal is applied to the fresh database.
pub(super) fn set_aside_database(path: &Path, secs: u64) -> io::Result<PathBuf> {
    set_aside_database_as(path, "damaged", secs)
}

/// [`set_aside_database`] under another word than `damaged` (`reset`).
pub(super) fn set_aside_database_as(path: &Path, why: &str, secs: u64) -> io::Result<PathBuf> {
    let aside = set_aside_as(path, why, secs)?;
    for suffix in ["-wal", "-shm"] {
        let companion = with_suffix(path, suffix);
        if std::fs::symlink_metadata(&companion).is_ok() {
            move_no_replace(&companion, &with_suffix(&aside, suffix))?;
        }
    }
    Ok(aside)
}

pub(super) fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// A rename that fails with `AlreadyExists` instead of replacing `to`: a hard link (which
/// never replaces) then the old name removed; where links are not supported, a copy into
/// a file created new.
fn move_no_replace(from: &Path, to: &Path) -> io::Result<()> {
    match std::fs::hard_link(from, to) {
        Ok(()) => {}
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => return Err(e),
        Err(_) => {
            let mut source = File::open(from)?;
            let mut target = OpenOptions::new().write(true).create_new(true).open(to)?;
            io::copy(&mut source, &mut target)?;
            target.sync_all()?;
        }
    }
    std::fs::remove_file(from)
}

/// An advisory lock on the home directory (Unix; elsewhere none). Everyone opening the
/// database holds it shared while checking the file; setting a file aside holds it
/// alone. Dropping it unlocks.
pub(super) struct DirLock {
    _file: Option<File>,
}

impl DirLock {
    pub(super) fn shared(dir: &Path) -> DirLock {
        DirLock {
            _file: open_dir(dir).filter(|f| f.lock_shared().is_ok()),
        }
    }

    pub(super) fn exclusive(dir: &Path) -> DirLock {
        DirLock {
            _file: open_dir(dir).filter(|f| f.lock().is_ok()),
        }
    }
}

/// A lock that cannot be had (no such support on the file system) is done without.
#[cfg(unix)]
fn open_dir(dir: &Path) -> Option<File> {
    File::open(dir).ok()
}

#[cfg(not(unix))]
fn open_dir(_dir: &Path) -> Option<File> {
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_files_set_aside_in_one_second_both_survive() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("history.json");
        std::fs::write(&path, b"first").unwrap();
        let one = set_aside(&path, 1_700_000_000).unwrap();
        std::fs::write(&path, b"second").unwrap();
        let two = set_aside(&path, 1_700_000_000).unwrap();
        assert_eq!(
            one.file_name().unwrap(),
            "history.json.damaged-1700000000-1"
        );
        assert_eq!(
            two.file_name().unwrap(),
            "history.json.damaged-1700000000-2"
        );
        assert_eq!(std::fs::read(&one).unwrap(), b"first");
        assert_eq!(std::fs::read(&two).unwrap(), b"second");
        assert!(!path.exists());
    }

    #[test]
    fn a_database_goes_aside_with_its_journal() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("history.sqlite3");
        std::fs::write(&path, b"db").unwrap();
        std::fs::write(dir.path().join("history.sqlite3-wal"), b"wal").unwrap();
        let aside = set_aside_database(&path, 7).unwrap();
        assert_eq!(aside.file_name().unwrap(), "history.sqlite3.damaged-7-1");
        let wal = dir.path().join("history.sqlite3.damaged-7-1-wal");
        assert_eq!(std::fs::read(wal).unwrap(), b"wal");
        let mut left: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        left.sort();
        assert_eq!(
            left,
            [
                "history.sqlite3.damaged-7-1",
                "history.sqlite3.damaged-7-1-wal"
            ]
        );
    }
}
