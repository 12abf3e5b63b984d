//! Bank files: the default bank embedded in the binary, and files and directories read
//! from disk with their limits (a size cap, UTF-8 only, no link followed out of a bank
//! directory). Problems reading are findings at line 1, column 1 of the path.

use std::path::{Path, PathBuf};

use super::{Finding, Message, Source};

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/embedded_bank.rs"));
}

/// Bank files larger than this are refused.
pub const MAX_FILE_BYTES: u64 = 4 * 1024 * 1024;

/// The default bank embedded in the binary.
pub fn embedded() -> Vec<Source> {
    embedded::EMBEDDED
        .iter()
        .map(|(name, text)| Source {
            name: (*name).to_string(),
            text: (*text).to_string(),
        })
        .collect()
}

/// The finished games shipped for the counting drill: (path, SGF text).
pub fn embedded_games() -> &'static [(&'static str, &'static str)] {
    embedded::GAMES
}

/// The shipped mock papers: (path, TOML text).
pub fn embedded_papers() -> &'static [(&'static str, &'static str)] {
    embedded::PAPERS
}

/// Reads bank files: each path is a `.toml` file or a directory of them (not searched
/// below its top level, and no link leading outside it is followed).
pub fn read_paths(paths: &[PathBuf]) -> (Vec<Source>, Vec<Finding>) {
    let mut sources = Vec::new();
    let mut findings = Vec::new();
    let mut problem = |name: &Path, message: Message| {
        findings.push(Finding::new(name.display().to_string(), (1, 1), message))
    };
    for path in paths {
        if path.is_dir() {
            let Ok(root) = path.canonicalize() else {
                problem(path, Message::text("check-directory-unreadable"));
                continue;
            };
            let mut files: Vec<PathBuf> = match std::fs::read_dir(path) {
                Ok(entries) => entries
                    .filter_map(Result::ok)
                    .map(|e| e.path())
                    .filter(|p| p.extension().is_some_and(|e| e == "toml"))
                    .collect(),
                Err(e) => {
                    problem(
                        path,
                        Message::text("check-directory-unreadable-because").said("error", &e),
                    );
                    continue;
                }
            };
            files.sort();
            for file in files {
                let inside = file
                    .canonicalize()
                    .is_ok_and(|real| real.starts_with(&root));
                if !inside {
                    problem(&file, Message::text("check-link-outside"));
                    continue;
                }
                match read_file(&file) {
                    Ok(source) => sources.push(source),
                    Err(message) => problem(&file, message),
                }
            }
        } else {
            match read_file(path) {
                Ok(source) => sources.push(source),
                Err(message) => problem(path, message),
            }
        }
    }
    (sources, findings)
}

/// A game record named by a bank item (`sgf = "games/dbl.sgf"`): a path relative to the
/// bank file's folder, never leaving it (no absolute path, no `..`, no link out). The
/// built-in bank's records are its own shipped games.
pub fn read_beside(bank_file: &str, relative: &str) -> Result<String, Message> {
    let wanted = Path::new(relative);
    let escapes = wanted.is_absolute()
        || wanted
            .components()
            .any(|c| !matches!(c, std::path::Component::Normal(_)));
    if escapes {
        return Err(Message::text("check-sgf-path-outside").arg("path", relative));
    }
    let folder = Path::new(bank_file).parent().unwrap_or(Path::new(""));
    let joined = folder.join(wanted);
    let shipped = joined.to_string_lossy().replace('\\', "/");
    if let Some((_, text)) = embedded_games().iter().find(|(name, _)| *name == shipped) {
        return Ok((*text).to_string());
    }
    let root = if folder.as_os_str().is_empty() {
        Path::new(".")
    } else {
        folder
    };
    let inside = match (joined.canonicalize(), root.canonicalize()) {
        (Ok(real), Ok(root)) => real.starts_with(root),
        _ => false,
    };
    if !inside && joined.exists() {
        return Err(Message::text("check-link-outside"));
    }
    let unreadable = |e: std::io::Error| {
        Message::text("check-sgf-unreadable")
            .arg("path", relative)
            .said("error", &e)
    };
    let metadata = std::fs::metadata(&joined).map_err(unreadable)?;
    if !metadata.is_file() {
        return Err(Message::text("check-not-a-file"));
    }
    if metadata.len() > crate::rules::sgf::MAX_FILE_BYTES {
        return Err(Message::text("check-file-too-large")
            .arg("bytes", metadata.len())
            .arg("max", crate::rules::sgf::MAX_FILE_BYTES));
    }
    let bytes = std::fs::read(&joined).map_err(unreadable)?;
    Ok(crate::rules::sgf::decode(&bytes).into_owned())
}

fn read_file(path: &Path) -> Result<Source, Message> {
    let unreadable = |e: std::io::Error| Message::text("check-file-unreadable").said("error", &e);
    let metadata = std::fs::metadata(path).map_err(unreadable)?;
    if !metadata.is_file() {
        return Err(Message::text("check-not-a-file"));
    }
    if metadata.len() > MAX_FILE_BYTES {
        return Err(Message::text("check-file-too-large")
            .arg("bytes", metadata.len())
            .arg("max", MAX_FILE_BYTES));
    }
    let bytes = std::fs::read(path).map_err(unreadable)?;
    let text = String::from_utf8(bytes)
        .map_err(|e| Message::text("check-not-utf8").arg("offset", e.utf8_error().valid_up_to()))?;
    Ok(Source {
        name: path.display().to_string(),
        text,
    })
}

#[cfg(test)]
mod tests {
    use std::fs;

    use super::*;

    fn shown(findings: &[Finding]) -> Vec<String> {
        findings.iter().map(ToString::to_string).collect()
    }

    #[test]
    fn a_file_over_the_cap_is_refused_in_one_line() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("huge.toml");
        let file = fs::File::create(&path).unwrap();
        file.set_len(MAX_FILE_BYTES + 1).unwrap();
        let (sources, findings) = read_paths(std::slice::from_ref(&path));
        assert!(sources.is_empty());
        assert_eq!(
            shown(&findings),
            [format!(
                "{}:1:1: file of 4194305 bytes is too large for a bank (at most 4194304)",
                path.display()
            )]
        );
        assert!(!findings[0].message.contains('\n'));
        assert_eq!(findings[0].id, None);
    }

    #[test]
    fn a_file_at_the_cap_is_read() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("full.toml");
        fs::File::create(&path)
            .unwrap()
            .set_len(MAX_FILE_BYTES)
            .unwrap();
        let (sources, findings) = read_paths(std::slice::from_ref(&path));
        assert!(findings.is_empty(), "{findings:?}");
        assert_eq!(sources.len(), 1);
        assert_eq!(sources[0].text.len() as u64, MAX_FILE_BYTES);
        assert_eq!(sources[0].name, path.display().to_string());
    }

    #[test]
    fn text_that_is_not_utf8_is_refused_with_the_offset() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("latin1.toml");
        fs::write(&path, b"id = \"caf\xe9\"\n").unwrap();
        let (sources, findings) = read_paths(std::slice::from_ref(&path));
        assert!(sources.is_empty());
        assert_eq!(
            shown(&findings),
            [format!(
                "{}:1:1: not UTF-8 text (bad byte at offset 9)",
                path.display()
            )]
        );
    }

    #[test]
    fn a_missing_path_is_a_finding_not_a_failure() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("absent.toml");
        let (sources, findings) = read_paths(std::slice::from_ref(&path));
        assert!(sources.is_empty());
        assert_eq!(findings.len(), 1);
        assert_eq!((findings[0].line, findings[0].column), (1, 1));
        assert!(
            findings[0].message.starts_with("cannot read this file: "),
            "{}",
            findings[0].message
        );
    }

    #[test]
    fn a_directory_is_read_at_its_top_level_in_name_order() {
        let dir = tempfile::tempdir().unwrap();
        let bank = dir.path().join("bank");
        fs::create_dir_all(bank.join("deeper")).unwrap();
        fs::write(bank.join("b.toml"), "# b\n").unwrap();
        fs::write(bank.join("a.toml"), "# a\n").unwrap();
        fs::write(bank.join("notes.txt"), "not a bank\n").unwrap();
        fs::write(bank.join("deeper").join("c.toml"), "# c\n").unwrap();
        let (sources, findings) = read_paths(std::slice::from_ref(&bank));
        assert!(findings.is_empty(), "{findings:?}");
        let names: Vec<&str> = sources.iter().map(|s| s.name.as_str()).collect();
        let a = bank.join("a.toml").display().to_string();
        let b = bank.join("b.toml").display().to_string();
        assert_eq!(names, [a.as_str(), b.as_str()]);
        assert_eq!(sources[0].text, "# a\n");
    }

    #[cfg(unix)]
    #[test]
    fn links_leading_outside_a_bank_directory_are_not_followed() {
        use std::os::unix::fs::symlink;
        let dir = tempfile::tempdir().unwrap();
        let bank = dir.path().join("bank");
        fs::create_dir(&bank).unwrap();
        let secret = dir.path().join("secret.toml");
        fs::write(&secret, "# outside the bank\n").unwrap();
        fs::write(bank.join("a.toml"), "# a\n").unwrap();
        symlink(&secret, bank.join("escape.toml")).unwrap();
        symlink(bank.join("a.toml"), bank.join("alias.toml")).unwrap();
        symlink(dir.path().join("nowhere.toml"), bank.join("broken.toml")).unwrap();
        let (sources, findings) = read_paths(std::slice::from_ref(&bank));
        let names: Vec<String> = sources.iter().map(|s| s.name.clone()).collect();
        let named = |file: &str| bank.join(file).display().to_string();
        // A link that stays inside the directory is read like any file.
        assert_eq!(names, [named("a.toml"), named("alias.toml")]);
        assert!(sources.iter().all(|s| s.text == "# a\n"));
        assert_eq!(
            shown(&findings),
            [
                format!(
                    "{}:1:1: links outside the bank directory are not followed",
                    named("broken.toml")
                ),
                format!(
                    "{}:1:1: links outside the bank directory are not followed",
                    named("escape.toml")
                ),
            ]
        );
    }

    #[test]
    fn the_embedded_bank_and_games_are_there() {
        let bank = embedded();
        assert!(!bank.is_empty());
        assert!(
            bank.iter()
                .all(|s| s.name.starts_with("questions/") && s.name.ends_with(".toml")),
            "{:?}",
            bank.iter().map(|s| &s.name).collect::<Vec<_>>()
        );
        assert!(
            embedded_games()
                .iter()
                .all(|(name, text)| name.ends_with(".sgf") && text.starts_with("(;"))
        );
    }
}
