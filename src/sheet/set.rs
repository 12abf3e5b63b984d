//! The files one `sheet` run writes into a directory, put in place as a set: a new run
//! replaces an earlier run's set whole (no `sheet-4.html` of four versions left beside
//! two new ones) and leaves every other file alone.
//!
//! The new files are written into a fresh staging directory inside the target (the
//! same file system, so moving them is a rename), then moved over. A manifest,
//! `.weiqi-quiz-sheets`, names the set; the next run removes what it lists and does not
//! write again. Directories from before manifests are read through their `key.json`.
//! Only names this program writes are ever removed, whatever a manifest says.

use std::path::{Path, PathBuf};

use super::SheetError;

/// The manifest's file name.
pub const MANIFEST: &str = ".weiqi-quiz-sheets";

/// A manifest names two sets at most (while one replaces the other): a few thousand
/// short names. A larger file is none of ours, and is read no further.
const MAX_MANIFEST_BYTES: u64 = 1024 * 1024;

/// How old a staging directory must be before a later run takes it for the leftover of
/// a run that was stopped (a running `sheet` finishes far sooner).
const STALE_STAGE: std::time::Duration = std::time::Duration::from_secs(15 * 60);

/// Removes staging directories that stopped runs left in `dir`; a failure leaves them.
fn remove_stale_stages(dir: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let ours = entry
            .file_name()
            .to_str()
            .is_some_and(|n| n.starts_with(STAGE_PREFIX));
        let stale = entry
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.elapsed().ok())
            .is_some_and(|age| age >= STALE_STAGE);
        if ours && stale && entry.file_type().is_ok_and(|t| t.is_dir()) {
            let _ = std::fs::remove_dir_all(entry.path());
        }
    }
}

/// The name every staging directory starts with.
const STAGE_PREFIX: &str = ".weiqi-quiz-staging-";

/// A set being written: files go into the staging directory until [`Staged::commit`].
pub struct Staged {
    dir: PathBuf,
    stage: tempfile::TempDir,
    names: Vec<String>,
    force: bool,
}

/// What [`Staged::commit`] did besides writing the new set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Replaced {
    /// Files of an earlier set that the new one does not have, now removed.
    pub removed: usize,
}

fn write_error(path: &Path, error: std::io::Error) -> SheetError {
    SheetError::Write {
        path: path.display().to_string(),
        error,
    }
}

impl Staged {
    /// Makes `dir` (if missing) and a staging directory in it. With `force`, files in
    /// the way that no earlier run wrote are overwritten instead of refused.
    pub fn begin(dir: &Path, force: bool) -> Result<Staged, SheetError> {
        if let Ok(meta) = std::fs::metadata(dir)
            && !meta.is_dir()
        {
            return Err(SheetError::NotADirectory {
                path: dir.display().to_string(),
            });
        }
        std::fs::create_dir_all(dir).map_err(|e| write_error(dir, e))?;
        remove_stale_stages(dir);
        let stage = tempfile::Builder::new()
            .prefix(STAGE_PREFIX)
            .tempdir_in(dir)
            .map_err(|e| write_error(dir, e))?;
        Ok(Staged {
            dir: dir.to_path_buf(),
            stage,
            names: Vec::new(),
            force,
        })
    }

    /// Writes one file of the set (into the staging directory).
    pub fn write(&mut self, name: &str, text: &str) -> Result<(), SheetError> {
        let path = self.stage.path().join(name);
        crate::files::write_atomic(&path, text.as_bytes())
            .map_err(|e| write_error(&self.dir.join(name), e))?;
        self.names.push(name.to_string());
        Ok(())
    }

    /// Where a file of the set ends up.
    pub fn target(&self, name: &str) -> PathBuf {
        self.dir.join(name)
    }

    /// Moves the set into place and removes the earlier set's other files. Refuses,
    /// before anything moves, a file in the way that no earlier run wrote (unless
    /// forced) or that is not a file.
    pub fn commit(self) -> Result<Replaced, SheetError> {
        let earlier = earlier_set(&self.dir);
        for name in &self.names {
            let target = self.dir.join(name);
            let Ok(meta) = std::fs::symlink_metadata(&target) else {
                continue;
            };
            if meta.is_dir() {
                return Err(write_error(
                    &target,
                    std::io::Error::new(
                        std::io::ErrorKind::InvalidInput,
                        "a directory is in the way",
                    ),
                ));
            }
            if !self.force && !earlier.contains(name) {
                return Err(SheetError::NotOurs {
                    path: target.display().to_string(),
                });
            }
        }
        // Until the end the manifest names both sets, so an interrupted swap leaves
        // nothing the next run would not recognise as its own.
        let mut both = earlier.clone();
        both.extend(self.names.iter().filter(|n| !earlier.contains(n)).cloned());
        write_manifest(&self.dir, &both)?;
        for name in &self.names {
            let target = self.dir.join(name);
            std::fs::rename(self.stage.path().join(name), &target)
                .map_err(|e| write_error(&target, e))?;
        }
        let mut removed = 0;
        for name in earlier.iter().filter(|n| !self.names.contains(n)) {
            let path = self.dir.join(name);
            // Only regular files: a link or directory under one of our names is not ours.
            if std::fs::symlink_metadata(&path).is_ok_and(|m| m.is_file()) {
                std::fs::remove_file(&path).map_err(|e| write_error(&path, e))?;
                removed += 1;
            }
        }
        write_manifest(&self.dir, &self.names)?;
        Ok(Replaced { removed })
    }
}

fn write_manifest(dir: &Path, names: &[String]) -> Result<(), SheetError> {
    let mut text = String::from(
        "# Written by `weiqi-quiz sheet`: the files of this set, replaced by the next run.\n",
    );
    for name in names {
        text.push_str(name);
        text.push('\n');
    }
    let path = dir.join(MANIFEST);
    crate::files::write_atomic(&path, text.as_bytes()).map_err(|e| write_error(&path, e))
}

/// A name `sheet` writes: `sheet-<v>.<ext>`, `key-<v>.<ext>`, `answers-<v>.<ext>`
/// (HTML or Markdown), each with `-<student>` after the version for a roster's
/// students, `key-grid.<ext>`, `key.json` or the one file of `--one-file`.
pub fn is_set_name(name: &str) -> bool {
    if name == "key.json" || name == super::PRINT_FILE {
        return true;
    }
    let Some((stem, ext)) = name.rsplit_once('.') else {
        return false;
    };
    if stem == "key-grid" {
        return matches!(ext, "html" | "md");
    }
    let version = stem
        .strip_prefix("sheet-")
        .or_else(|| stem.strip_prefix("key-"))
        .or_else(|| stem.strip_prefix("answers-"));
    let numbered = |v: &str| {
        let (number, student) = match v.split_once('-') {
            Some((number, student)) => (number, Some(student)),
            None => (v, None),
        };
        !number.is_empty()
            && !number.starts_with('0')
            && number.bytes().all(|b| b.is_ascii_digit())
            && student.is_none_or(|s| !s.is_empty() && !s.contains(['/', '\\']))
    };
    matches!(ext, "html" | "md") && version.is_some_and(numbered)
}

/// The files of the set an earlier run left in `dir`: its manifest's names, or for a
/// run from before manifests, the sheets and keys its `key.json` counts.
pub fn earlier_set(dir: &Path) -> Vec<String> {
    let manifest = crate::files::read_limited(&dir.join(MANIFEST), MAX_MANIFEST_BYTES)
        .ok()
        .and_then(|bytes| String::from_utf8(bytes).ok());
    let names: Vec<String> = match manifest {
        Some(text) => text
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .map(str::to_string)
            .collect(),
        None => legacy_set(dir),
    };
    let mut set: Vec<String> = Vec::new();
    for name in names {
        if is_set_name(&name) && !set.contains(&name) {
            set.push(name);
        }
    }
    set
}

fn legacy_set(dir: &Path) -> Vec<String> {
    let path = dir.join("key.json");
    let Ok(bytes) = crate::files::read_limited(&path, crate::quiz::grade::MAX_KEY_BYTES) else {
        return Vec::new();
    };
    let Ok(key) = serde_json::from_slice::<serde_json::Value>(&bytes) else {
        return Vec::new();
    };
    let ours = key["format"]
        .as_str()
        .is_some_and(|f| f.starts_with("weiqi-quiz-key/"));
    let Some(versions) = key["versions"].as_array().filter(|_| ours) else {
        return Vec::new();
    };
    let mut names = vec!["key.json".to_string()];
    // No run wrote more versions than a run may print.
    for v in 1..=versions.len().min(super::MAX_VERSIONS as usize) {
        for ext in ["html", "md"] {
            names.push(format!("sheet-{v}.{ext}"));
            names.push(format!("key-{v}.{ext}"));
        }
    }
    names.into_iter().filter(|n| dir.join(n).exists()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stopped_runs_staging_folder_is_removed_by_the_next_run() {
        let dir = tempfile::tempdir().unwrap();
        let old = dir.path().join(".weiqi-quiz-staging-stopped");
        let fresh = dir.path().join(".weiqi-quiz-staging-running");
        std::fs::create_dir(&old).unwrap();
        std::fs::create_dir(&fresh).unwrap();
        std::fs::write(old.join("1-sheet.html"), "half").unwrap();
        let hour_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
        std::fs::File::open(&old)
            .unwrap()
            .set_modified(hour_ago)
            .unwrap();
        let staged = Staged::begin(dir.path(), false).unwrap();
        assert!(!old.exists(), "a stopped run's folder stays");
        assert!(fresh.exists(), "a running one's folder is kept");
        drop(staged);
    }

    fn names(dir: &Path) -> Vec<String> {
        let mut all: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        all.sort();
        all
    }

    fn write_set(dir: &Path, files: &[&str], force: bool) -> Result<Replaced, SheetError> {
        let mut staged = Staged::begin(dir, force)?;
        for name in files {
            staged.write(name, &format!("new {name}"))?;
        }
        staged.commit()
    }

    #[test]
    fn set_names_are_only_what_sheet_writes() {
        for name in [
            "key.json",
            "sheet-1.html",
            "key-12.md",
            "sheet-2-李伟.html",
            "answers-3.html",
            "key-grid.html",
        ] {
            assert!(is_set_name(name), "{name}");
        }
        for name in [
            "notes.txt",
            "sheet-.html",
            "sheet-01.html",
            "sheet-1-.html",
            "sheet-x-李伟.html",
            "sheet-1.pdf",
            "../sheet-1.html",
            "sheet-1.html/x",
            "roster.csv",
        ] {
            assert!(!is_set_name(name), "{name}");
        }
    }

    #[test]
    fn a_new_set_replaces_the_earlier_one_and_leaves_other_files() {
        let dir = tempfile::tempdir().unwrap();
        let four = [
            "sheet-1.md",
            "key-1.md",
            "sheet-2.md",
            "key-2.md",
            "key.json",
        ];
        assert_eq!(write_set(dir.path(), &four, false).unwrap().removed, 0);
        std::fs::write(dir.path().join("roster.csv"), "mine").unwrap();
        let two = ["sheet-1.html", "key-1.html", "key.json"];
        assert_eq!(write_set(dir.path(), &two, false).unwrap().removed, 4);
        assert_eq!(
            names(dir.path()),
            [
                MANIFEST,
                "key-1.html",
                "key.json",
                "roster.csv",
                "sheet-1.html"
            ]
        );
        assert_eq!(
            std::fs::read_to_string(dir.path().join("key.json")).unwrap(),
            "new key.json"
        );
        assert_eq!(earlier_set(dir.path()), two);
    }

    #[test]
    fn a_file_in_the_way_is_refused_unless_forced_and_nothing_moves() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("sheet-1.html"), "the teacher's own").unwrap();
        let error = write_set(dir.path(), &["sheet-1.html", "key.json"], false).unwrap_err();
        assert_eq!(
            error.to_string(),
            format!(
                "{}: not written by weiqi-quiz sheet; choose an empty directory or pass --force to replace it",
                dir.path().join("sheet-1.html").display()
            )
        );
        assert_eq!(names(dir.path()), ["sheet-1.html"]);
        assert_eq!(
            std::fs::read_to_string(dir.path().join("sheet-1.html")).unwrap(),
            "the teacher's own"
        );
        write_set(dir.path(), &["sheet-1.html", "key.json"], true).unwrap();
        assert_eq!(
            std::fs::read_to_string(dir.path().join("sheet-1.html")).unwrap(),
            "new sheet-1.html"
        );
    }

    #[test]
    fn a_manifest_cannot_make_it_remove_other_files() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("thesis.txt"), "keep").unwrap();
        std::fs::write(dir.path().join(MANIFEST), "thesis.txt\n../x\nkey-3.md\n").unwrap();
        std::fs::write(dir.path().join("key-3.md"), "old").unwrap();
        assert_eq!(
            write_set(dir.path(), &["key.json"], false).unwrap().removed,
            1
        );
        assert_eq!(names(dir.path()), [MANIFEST, "key.json", "thesis.txt"]);
    }

    #[test]
    fn sets_from_before_manifests_are_known_by_their_key_json() {
        let dir = tempfile::tempdir().unwrap();
        let key = r#"{"format":"weiqi-quiz-key/1","versions":[{},{},{}]}"#;
        std::fs::write(dir.path().join("key.json"), key).unwrap();
        for v in 1..=3 {
            std::fs::write(dir.path().join(format!("sheet-{v}.html")), "old").unwrap();
        }
        std::fs::write(dir.path().join("sheet-4.html"), "not counted").unwrap();
        assert_eq!(
            earlier_set(dir.path()),
            ["key.json", "sheet-1.html", "sheet-2.html", "sheet-3.html"]
        );
    }

    /// A manifest or key that never ends (a link to `/dev/zero`) is read no further
    /// than its bound, and names nothing.
    #[cfg(unix)]
    #[test]
    fn endless_files_name_no_set() {
        let dir = tempfile::tempdir().unwrap();
        std::os::unix::fs::symlink("/dev/zero", dir.path().join("key.json")).unwrap();
        assert!(earlier_set(dir.path()).is_empty());
        std::os::unix::fs::symlink("/dev/zero", dir.path().join(MANIFEST)).unwrap();
        assert!(earlier_set(dir.path()).is_empty());
    }

    #[test]
    fn a_file_where_the_directory_should_be_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("out");
        std::fs::write(&file, "x").unwrap();
        assert!(matches!(
            Staged::begin(&file, false),
            Err(SheetError::NotADirectory { .. })
        ));
    }
}
