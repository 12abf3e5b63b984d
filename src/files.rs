//! Writing a file whole or not at all, for every output the program saves (sheets,
//! keys, exports, exam results). A leaf: it uses nothing of ours.

use std::io::{self, Write};
use std::path::Path;

/// Writes `bytes` to `path` atomically: a temporary file with a fresh random name in the
/// same directory, created exclusively (so a planted file or symlink is never followed),
/// flushed to disk, then renamed over `path`. A reader sees the old file or the new one,
/// never half of one. A `path` that exists and is not a regular file (a directory, a
/// device) is refused rather than replaced. The new file keeps the old one's
/// permissions; a new file gets the usual ones (read and write for all, less the umask).
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let permissions = match std::fs::symlink_metadata(path) {
        Ok(meta) if !meta.file_type().is_file() => {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                "not a regular file; give the path of a file",
            ));
        }
        Ok(meta) => Some(meta.permissions()),
        Err(_) => usual_permissions(),
    };
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let mut builder = tempfile::Builder::new();
    builder.prefix(".weiqi-quiz-").suffix(".tmp");
    if let Some(permissions) = permissions {
        builder.permissions(permissions);
    }
    let mut file = builder.tempfile_in(dir)?;
    file.write_all(bytes)?;
    file.as_file().sync_all()?;
    file.persist(path).map_err(|e| e.error)?;
    Ok(())
}

/// `0o666` before the umask, as `File::create` gives; the temporary file's own default
/// (owner only) would hide a teacher's sheets from everyone else.
#[cfg(unix)]
fn usual_permissions() -> Option<std::fs::Permissions> {
    use std::os::unix::fs::PermissionsExt;
    Some(std::fs::Permissions::from_mode(0o666))
}

#[cfg(not(unix))]
fn usual_permissions() -> Option<std::fs::Permissions> {
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaces_a_file_whole_and_leaves_no_temporary_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("out.txt");
        write_atomic(&path, b"first").unwrap();
        write_atomic(&path, b"second").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"second");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[cfg(unix)]
    #[test]
    fn keeps_the_old_permissions_and_gives_new_files_the_usual_ones() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        let fresh = dir.path().join("sheet.html");
        write_atomic(&fresh, b"x").unwrap();
        std::fs::File::create(dir.path().join("plain")).unwrap();
        assert_eq!(mode(&fresh), mode(&dir.path().join("plain")));
        let private = dir.path().join("history.json");
        std::fs::write(&private, b"{}").unwrap();
        std::fs::set_permissions(&private, std::fs::Permissions::from_mode(0o600)).unwrap();
        write_atomic(&private, b"[]").unwrap();
        assert_eq!(mode(&private), 0o600);
    }

    #[test]
    fn refuses_what_is_not_a_regular_file() {
        let dir = tempfile::tempdir().unwrap();
        let error = write_atomic(dir.path(), b"x").unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::InvalidInput);
        assert!(dir.path().is_dir());
    }

    #[cfg(unix)]
    #[test]
    fn a_symlink_at_the_target_is_refused_and_its_target_untouched() {
        let dir = tempfile::tempdir().unwrap();
        let victim = dir.path().join("victim");
        std::fs::write(&victim, b"keep").unwrap();
        let link = dir.path().join("out.gift");
        std::os::unix::fs::symlink(&victim, &link).unwrap();
        assert!(write_atomic(&link, b"x").is_err());
        assert_eq!(std::fs::read(&victim).unwrap(), b"keep");
    }
}
