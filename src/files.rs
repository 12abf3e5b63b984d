//! Writing a file whole or not at all, for every output the program saves (sheets,
//! keys, exports, exam results); reading input within a size limit, so that no file,
//! device or pipe can fill memory. A leaf: it uses nothing of ours.

use std::io::{self, BufRead, Read, Write};
use std::path::Path;

use crate::message::{Describe, Message};
use thiserror::Error;

/// An input file that could not be read whole.
#[derive(Debug, Error)]
pub enum ReadError {
    // `error`, not `source`: the message already says it, and a source would be
    // printed a second time by an error chain.
    #[error("cannot read {path}: {error}")]
    Io { path: String, error: io::Error },
    #[error("{path} is larger than {}, the most weiqi-quiz reads for this kind of file; check that it is the right file", size_text(*limit))]
    TooLarge { path: String, limit: u64 },
}

/// What writing over a directory or a device is refused with.
fn not_a_file() -> io::Error {
    io::Error::new(
        io::ErrorKind::InvalidInput,
        "not a regular file; give the path of a file",
    )
}

/// Whether a file can be written at `path` (its folder exists and takes a new file, and
/// it is no folder itself), checked before long work so that it is not lost at the end.
/// Nothing is left behind.
pub fn check_writable(path: &Path) -> io::Result<()> {
    if std::fs::symlink_metadata(path).is_ok_and(|meta| !meta.file_type().is_file()) {
        return Err(not_a_file());
    }
    let folder = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    tempfile::NamedTempFile::new_in(folder).map(drop)
}

/// Reads the whole of `path` if it holds at most `limit` bytes. It reads through
/// `take` rather than trusting the file's size, so a device or pipe that never ends
/// (`/dev/zero`) is refused after `limit` bytes, and `/dev/stdin` still works.
pub fn read_limited(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    let io = |error| ReadError::Io {
        path: path.display().to_string(),
        error,
    };
    let file = std::fs::File::open(path).map_err(io)?;
    let mut bytes = Vec::new();
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(io)?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLarge {
            path: path.display().to_string(),
            limit,
        });
    }
    Ok(bytes)
}

/// `16 MiB`, `64 KiB` or `100 bytes`.
pub fn size_text(bytes: u64) -> String {
    const KIB: u64 = 1024;
    match bytes {
        b if b >= KIB * KIB && b % (KIB * KIB) == 0 => format!("{} MiB", b / (KIB * KIB)),
        b if b >= KIB && b % KIB == 0 => format!("{} KiB", b / KIB),
        b => format!("{b} bytes"),
    }
}

/// What [`read_line`] found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Line {
    /// A whole line (or the last one, without its newline).
    Whole,
    /// A line longer than the limit: its first `limit` bytes are kept, the rest was
    /// read and dropped.
    TooLong,
    /// The end of the input.
    End,
}

/// Reads one line into `line` (without its `\n`), keeping at most `limit` bytes: an
/// endless line costs `limit` bytes of memory, not all of it.
pub fn read_line(input: &mut impl BufRead, line: &mut Vec<u8>, limit: usize) -> io::Result<Line> {
    line.clear();
    let (mut any, mut too_long) = (false, false);
    loop {
        let buffer = match input.fill_buf() {
            Ok(buffer) => buffer,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buffer.is_empty() {
            break;
        }
        any = true;
        let newline = buffer.iter().position(|&b| b == b'\n');
        let content = &buffer[..newline.unwrap_or(buffer.len())];
        let room = limit - line.len();
        if content.len() > room {
            too_long = true;
        }
        line.extend_from_slice(&content[..content.len().min(room)]);
        let used = newline.map_or(buffer.len(), |i| i + 1);
        input.consume(used);
        if newline.is_some() {
            break;
        }
    }
    Ok(match (any, too_long) {
        (false, _) => Line::End,
        (true, true) => Line::TooLong,
        (true, false) => Line::Whole,
    })
}

/// Writes `bytes` to `path` atomically: a temporary file with a fresh random name in the
/// same directory, created exclusively (so a planted file or symlink is never followed),
/// flushed to disk, then renamed over `path`. A reader sees the old file or the new one,
/// never half of one. A `path` that exists and is not a regular file (a directory, a
/// device) is refused rather than replaced. The new file keeps the old one's
/// permissions; a new file gets the usual ones (read and write for all, less the umask).
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let permissions = match std::fs::symlink_metadata(path) {
        Ok(meta) if !meta.file_type().is_file() => return Err(not_a_file()),
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

impl Describe for ReadError {
    fn message(&self) -> Message {
        match self {
            ReadError::Io { path, error } => Message::text("err-read")
                .arg("path", path)
                .said("cause", error),
            ReadError::TooLarge { path, limit } => Message::text("err-too-large")
                .arg("path", path)
                .arg("limit", size_text(*limit)),
        }
    }
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

    #[test]
    fn reads_up_to_the_limit_and_refuses_more() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("in.csv");
        std::fs::write(&path, b"12345").unwrap();
        assert_eq!(read_limited(&path, 5).unwrap(), b"12345");
        let error = read_limited(&path, 4).unwrap_err();
        assert_eq!(
            error.to_string(),
            format!(
                "{} is larger than 4 bytes, the most weiqi-quiz reads for this kind of file; check that it is the right file",
                path.display()
            )
        );
        assert!(matches!(
            read_limited(&dir.path().join("none"), 5),
            Err(ReadError::Io { .. })
        ));
    }

    #[cfg(unix)]
    #[test]
    fn an_endless_device_is_refused_at_the_limit() {
        let error = read_limited(Path::new("/dev/zero"), 1024 * 1024).unwrap_err();
        assert_eq!(
            error.to_string(),
            "/dev/zero is larger than 1 MiB, the most weiqi-quiz reads for this kind of file; check that it is the right file"
        );
    }

    #[test]
    fn sizes_read_as_people_write_them() {
        assert_eq!(size_text(16 * 1024 * 1024), "16 MiB");
        assert_eq!(size_text(64 * 1024), "64 KiB");
        assert_eq!(size_text(1000), "1000 bytes");
    }

    #[test]
    fn long_lines_are_cut_and_the_next_line_read_whole() {
        // A buffer smaller than the line, so the line arrives in pieces.
        let text = b"short\r\nabcdefghij\nlast";
        let mut input = io::BufReader::with_capacity(3, &text[..]);
        let mut line = Vec::new();
        let mut next = |line: &mut Vec<u8>| {
            let found = read_line(&mut input, line, 6).unwrap();
            (found, String::from_utf8(line.clone()).unwrap())
        };
        assert_eq!(next(&mut line), (Line::Whole, "short\r".into()));
        assert_eq!(next(&mut line), (Line::TooLong, "abcdef".into()));
        assert_eq!(next(&mut line), (Line::Whole, "last".into()));
        assert_eq!(next(&mut line), (Line::End, String::new()));
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
