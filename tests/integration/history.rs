//! The history on disk, from the outside: the real binary on a shared home. Every answer
//! kept when sessions run at once or are killed, the old `history.json` imported once,
//! damaged files kept aside byte for byte, a home that cannot be written, `--no-save`.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

use crate::cli::weiqi;
use crate::names;
use crate::trainer::{bank, home, last_line, session};

const DATABASE: &str = "history.sqlite3";

/// Every answer in the database: (session number, item id, right), in answer order.
pub(crate) fn answers(home: &Path) -> Vec<(i64, String, bool)> {
    let conn = rusqlite::Connection::open(home.join(DATABASE)).unwrap();
    let mut query = conn
        .prepare("SELECT session_id, item_id, correct FROM answers ORDER BY id")
        .unwrap();
    query
        .query_map([], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect()
}

/// The items review asks, in its order: soonest due first, then by id. Due times are
/// whole seconds, so whether answers given in a row tie depends on the clock; a test
/// reads the order rather than assuming one.
fn review_order(home: &Path) -> Vec<String> {
    let conn = rusqlite::Connection::open(home.join(DATABASE)).unwrap();
    let mut query = conn
        .prepare("SELECT item_id FROM review_cards ORDER BY due, item_id")
        .unwrap();
    query
        .query_map([], |row| row.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect()
}

/// `history --json`, which must open without a warning.
fn history_json(home: &Path) -> serde_json::Value {
    let (out, err, code) = session(home, &["history", "--json"], "");
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(err, "", "history --json warned");
    serde_json::from_str(&out).unwrap()
}

/// (sessions, answers) that `history --json` shows.
fn counts(home: &Path) -> (usize, u64) {
    let json = history_json(home);
    let sessions = json["sessions"].as_array().unwrap();
    let answered = sessions
        .iter()
        .map(|s| s["answered"].as_u64().unwrap())
        .sum();
    (sessions.len(), answered)
}

/// A bank of ten true/false items (`p0` … `p9`; the even ones are true), beside `home`.
fn ten_items(home: &Path) -> PathBuf {
    let mut text = String::new();
    for i in 0..10 {
        text.push_str(&format!(
            "[[question]]\nid = \"p{i}\"\ntype = \"truefalse\"\ntags = [\"t{}\"]\ntext.en = \"Statement {i}.\"\nanswer = {}\n\n",
            i % 3,
            i % 2 == 0
        ));
    }
    let path = home.with_extension("ten.toml");
    std::fs::write(&path, text).unwrap();
    path
}

/// A plain-mode practice session of the real binary, fed one line at a time; its
/// stdout lines arrive on a channel.
struct Live {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Live {
    fn start(home: &Path, bank: &Path) -> Live {
        let mut child = Command::new(assert_cmd::cargo::cargo_bin("weiqi-quiz"))
            .env("WEIQI_QUIZ_HOME", home)
            .env_remove("WEIQI_QUIZ_NO_SAVE")
            .args(["--bank", &bank.to_string_lossy(), "--lang", "en", "--plain"])
            .args(["practice", "--order", "bank"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (send, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Live {
            child,
            stdin,
            lines,
        }
    }

    fn send(&mut self, answer: &str) {
        writeln!(self.stdin, "{answer}").unwrap();
        self.stdin.flush().unwrap();
    }

    /// Waits for a line starting with one of `prefixes`. (The timeout only keeps a
    /// broken binary from hanging the test.)
    fn wait_for(&mut self, prefixes: &[&str]) {
        loop {
            let line = self
                .lines
                .recv_timeout(Duration::from_secs(60))
                .unwrap_or_else(|_| panic!("no line starting with {prefixes:?}"));
            if prefixes.iter().any(|p| line.starts_with(p)) {
                return;
            }
        }
    }

    /// Answers and waits for the feedback, which is printed only once the answer is
    /// saved: the answer is acknowledged.
    fn answer(&mut self, answer: &str) {
        self.send(answer);
        self.wait_for(&["Right.", "Wrong."]);
    }
}

#[test]
fn the_history_keeps_every_answer_and_feeds_review() {
    let home = home("history");
    session(&home, &["practice", "--order", "bank"], "B\ntrue\nB+1\n9\n");
    let answers = answers(&home);
    assert_eq!(answers.len(), 4);
    assert_eq!(answers[0], (1, "t.komi".to_string(), false));
    let json = history_json(&home);
    assert_eq!(json["due_for_review"], 3);
    assert_eq!(json["sessions"][0]["answered"], 4);
    assert_eq!(json["sessions"][0]["right"], 1);
    // Review asks exactly the three missed items, each answered right.
    let right = |id: &str| match id {
        "t.komi" => "A",
        "t.result" => "W+2.5",
        "t.suicide" => "false",
        other => panic!("{other} was not missed"),
    };
    let input: String = review_order(&home)
        .iter()
        .map(|id| format!("{}\n", right(id)))
        .collect();
    let (out, _, _) = session(&home, &["review"], &input);
    assert!(out.contains("[3/3]"), "{out}");
    assert_eq!(last_line(&out), "right: 3 of 3 (100%)");
    let (out, _, _) = session(&home, &["review"], "");
    assert_eq!(out.trim(), "Nothing to review: no missed item is due.");
    let json = history_json(&home);
    assert_eq!(json["due_for_review"], 0);
    // Nothing due, no session.
    assert_eq!(json["sessions"].as_array().unwrap().len(), 2);
}

#[test]
fn sessions_at_once_keep_every_answer() {
    let home = home("parallel");
    let bank = ten_items(&home);
    let mut sessions: Vec<Live> = (0..4).map(|_| Live::start(&home, &bank)).collect();
    // Turn about, so every session is open while the others write.
    for _ in 0..10 {
        for live in &mut sessions {
            live.answer("true");
        }
    }
    for mut live in sessions {
        drop(live.stdin);
        assert!(live.child.wait().unwrap().success());
    }
    let json = history_json(&home);
    let sessions = json["sessions"].as_array().unwrap();
    assert_eq!(sessions.len(), 4);
    for s in sessions {
        assert_eq!(
            (&s["answered"], &s["right"]),
            (&10.into(), &5.into()),
            "{s}"
        );
    }
    assert_eq!(answers(&home).len(), 40);
    // The five false items, each missed in all four sessions, are due once each (due
    // as their bank has them).
    let bank = bank.to_string_lossy();
    let (out, _, _) = session(&home, &["--bank", &bank, "history", "--json"], "");
    let with_bank: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(with_bank["due_for_review"], 5);
    assert_eq!(json["by_topic"][0], serde_json::json!(["t0", 8, 16]));
}

/// The files in `home` that are neither the database nor SQLite's own companions.
fn stray_files(home: &Path) -> Vec<String> {
    names(home)
        .into_iter()
        .filter(|n| ![DATABASE, "history.sqlite3-wal", "history.sqlite3-shm"].contains(&n.as_str()))
        .collect()
}

#[test]
fn kill_9_loses_no_acknowledged_answer_and_leaves_no_temporary_file() {
    let home = home("kill");
    let bank = ten_items(&home);
    // Killed as it starts (opening, creating the database, the first question).
    let mut live = Live::start(&home, &bank);
    live.child.kill().unwrap(); // SIGKILL
    live.child.wait().unwrap();
    // No answer, no session.
    assert_eq!(counts(&home), (0, 0));
    assert_eq!(stray_files(&home), Vec::<String>::new());

    let mut acknowledged = 0;
    let mut sent = 0;
    for round in 0..6 {
        let mut live = Live::start(&home, &bank);
        live.wait_for(&["[1/10]"]);
        for _ in 0..round {
            live.answer("true");
            acknowledged += 1;
            sent += 1;
        }
        // Odd rounds: one more answer on its way as the kill lands.
        if round % 2 == 1 {
            live.send("false");
            sent += 1;
        }
        live.child.kill().unwrap();
        live.child.wait().unwrap();
        let kept = answers(&home).len();
        assert!(
            (acknowledged..=sent).contains(&kept),
            "round {round}: {kept} answers kept, {acknowledged} acknowledged, {sent} sent"
        );
        let (sessions, answered) = counts(&home);
        // Round 0 answered nothing: no session. Every later one acknowledged an answer.
        assert_eq!((sessions, answered as usize), (round, kept));
        assert_eq!(stray_files(&home), Vec::<String>::new(), "round {round}");
    }
    assert_eq!(acknowledged, 15);
}

#[test]
fn quitting_at_once_saves_no_session() {
    let home = home("quit-at-once");
    for command in [&["practice"][..], &["exam"], &["drill", "clock"]] {
        let (_, err, _) = session(&home, command, "");
        assert_eq!(err, "", "{command:?}");
    }
    let (out, _, code) = session(&home, &["history"], "");
    assert_eq!((code, out.trim()), (Some(0), "No sessions yet."));
    let conn = rusqlite::Connection::open(home.join(DATABASE)).unwrap();
    let rows: i64 = conn
        .query_row("SELECT count(*) FROM sessions", [], |row| row.get(0))
        .unwrap();
    assert_eq!(rows, 0);
}

#[test]
fn an_exam_with_unanswered_items_shows_its_points_in_history() {
    let home = home("exam-points");
    // Two items of 1 point right; two never answered: the same score and verdict on the
    // end screen and in the history.
    let (out, _, code) = session(&home, &["exam", "--order", "bank"], "A\nfalse\n");
    assert_eq!(code, Some(3), "{out}");
    assert_eq!(last_line(&out), "Result: FAIL, 2/4 points (50 out of 100)");
    let (out, _, _) = session(&home, &["history"], "");
    let line = out.lines().next().unwrap();
    assert!(
        line.ends_with("  exam: 2/4 points, failed (pass mark 4; 2 of 2 answered right)"),
        "{out}"
    );
    let json = history_json(&home);
    let exam = &json["sessions"][0];
    assert_eq!((&exam["score"], &exam["total"]), (&2.0.into(), &4.0.into()));
    assert_eq!((&exam["right"], &exam["answered"]), (&2.into(), &2.into()));
    assert_eq!(
        (&exam["pass"], &exam["passed"]),
        (&4.0.into(), &false.into())
    );
}

/// A history in the format of `history.json` (before the database): two sessions, a
/// review card for `t.komi` due long ago.
const OLD_HISTORY: &str = r#"{"version":1,"sessions":[{"started":1790000000,"mode":"practice","lang":"zh-CN","total_quarters":8,"items":[{"id":"t.komi","right":false,"points_quarters":4,"tags":["komi"],"article":"11","rules":"cn2002","at":1790000010},{"id":"t.suicide","right":true,"points_quarters":4,"tags":["forbidden-point"],"article":"5","rules":"cn2002","at":1790000020}],"finished":true},{"started":1790100000,"mode":"exam","lang":"en","total_quarters":4,"items":[{"id":"t.star","right":true,"points_quarters":4,"tags":["board"],"article":null,"rules":"cn2002","at":1790100010}],"finished":false}],"cards":{"t.komi":{"box":1,"due":1790000010}}}"#;

#[test]
fn an_old_history_json_is_imported_once_and_left_as_it_was() {
    let home = home("import");
    let json_path = home.join("history.json");
    std::fs::write(&json_path, OLD_HISTORY).unwrap();
    let (out, err, code) = session(&home, &["history", "--json"], "");
    assert_eq!(code, Some(0));
    assert_eq!(
        err.trim_end(),
        format!(
            "weiqi-quiz: imported 2 sessions (3 answers) from {} into {}; the old file is kept as it was",
            json_path.display(),
            home.join(DATABASE).display()
        )
    );
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["sessions"][0]["started"], 1790000000);
    assert_eq!(json["sessions"][0]["answered"], 2);
    assert_eq!(json["sessions"][1]["mode"], "exam");
    assert_eq!(json["due_for_review"], 1);
    assert_eq!(std::fs::read_to_string(&json_path).unwrap(), OLD_HISTORY);

    // The imported card is due: review asks it, and the import is not done again.
    let (out, err, _) = session(&home, &["review"], "A\n");
    assert_eq!(err, "");
    assert!(
        out.contains("[1/1]") && out.contains("How many stones"),
        "{out}"
    );
    assert_eq!(counts(&home), (3, 4));
    assert_eq!(std::fs::read_to_string(&json_path).unwrap(), OLD_HISTORY);
}

#[test]
fn history_and_review_agree_on_what_is_due() {
    let home = home("due-agree");
    // Two cards due long ago: one for an item of the bank, one for an item it dropped.
    let old = OLD_HISTORY.replace(
        r#""cards":{"#,
        r#""cards":{"t.dropped":{"box":2,"due":1790000000},"#,
    );
    std::fs::write(home.join("history.json"), old).unwrap();
    let (out, _, _) = session(&home, &["history"], "");
    assert_eq!(last_line(&out), "Due for review: 1");
    assert_eq!(history_json(&home)["due_for_review"], 1);
    let (out, _, _) = session(&home, &["review"], "A\n");
    assert!(out.contains("[1/1]"), "{out}");
    assert_eq!(history_json(&home)["due_for_review"], 0);
}

/// Runs a session that finds `file` damaged; returns the aside file its one warning
/// names.
fn set_aside_by_a_run(home: &Path, what: &str, file: &str) -> PathBuf {
    let (_, err, code) = session(home, &["practice", "--order", "bank"], "A\n");
    assert_eq!(code, Some(0), "{err}");
    let line = err.trim_end();
    assert_eq!(line.lines().count(), 1, "{err}");
    let prefix = format!(
        "weiqi-quiz: the {what} {} was damaged (",
        home.join(file).display()
    );
    assert!(line.starts_with(&prefix), "{err}");
    let (_, kept) = line.split_once(" it was kept as ").expect("the new name");
    let kept = kept
        .strip_suffix(" and a fresh history started")
        .expect("what happens next");
    PathBuf::from(kept)
}

#[test]
fn a_damaged_database_is_kept_aside_byte_for_byte() {
    let home = home("damaged-db");
    let garbage: Vec<u8> = b"not a database, just bytes \x00\xff\xfe"
        .iter()
        .copied()
        .cycle()
        .take(5000)
        .collect();
    std::fs::write(home.join(DATABASE), &garbage).unwrap();
    let kept = set_aside_by_a_run(&home, "history database", DATABASE);
    assert!(
        kept.to_string_lossy()
            .starts_with(&format!("{}/{DATABASE}.damaged-", home.display())),
        "{kept:?}"
    );
    assert_eq!(std::fs::read(&kept).unwrap(), garbage);
    assert_eq!(counts(&home), (1, 1));

    // A database whose pages were overwritten fails its check and goes aside too.
    let path = home.join(DATABASE);
    let mut bytes = std::fs::read(&path).unwrap();
    assert!(bytes.len() > 3 * 4096, "{}", bytes.len());
    bytes[2 * 4096..2 * 4096 + 512].fill(0xAB);
    std::fs::write(&path, &bytes).unwrap();
    let kept_too = set_aside_by_a_run(&home, "history database", DATABASE);
    assert_ne!(kept, kept_too);
    assert_eq!(std::fs::read(&kept_too).unwrap(), bytes);
    assert_eq!(std::fs::read(&kept).unwrap(), garbage);
    assert_eq!(counts(&home), (1, 1));
}

#[test]
fn a_history_json_that_cannot_be_read_is_kept_aside_byte_for_byte() {
    let home = home("damaged-json");
    let bad = b"{\"version\": 1, \"sess\xffions\": []}".to_vec();
    std::fs::write(home.join("history.json"), &bad).unwrap();
    let kept = set_aside_by_a_run(&home, "old history file", "history.json");
    assert_eq!(std::fs::read(&kept).unwrap(), bad);
    assert!(!home.join("history.json").exists());
    // Told once: the next run is quiet.
    let (_, err, _) = session(&home, &["history"], "");
    assert_eq!(err, "");
    assert_eq!(counts(&home), (1, 1));
}

#[test]
fn damaged_files_set_aside_in_one_second_all_survive() {
    let home = home("damaged-same-second");
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs();
    // Every first name of the next minute is taken already.
    let taken: Vec<(PathBuf, String)> = (now - 1..now + 60)
        .map(|secs| {
            let path = home.join(format!("{DATABASE}.damaged-{secs}-1"));
            let text = format!("set aside earlier at {secs}");
            std::fs::write(&path, &text).unwrap();
            (path, text)
        })
        .collect();
    let mut kept = Vec::new();
    for garbage in [&b"first damaged file"[..], b"second damaged file"] {
        std::fs::write(home.join(DATABASE), garbage).unwrap();
        let aside = set_aside_by_a_run(&home, "history database", DATABASE);
        assert_eq!(std::fs::read(&aside).unwrap(), garbage);
        kept.push(aside);
    }
    assert_ne!(kept[0], kept[1]);
    for (path, text) in &taken {
        assert_eq!(&std::fs::read_to_string(path).unwrap(), text);
    }
    let damaged = names(&home)
        .iter()
        .filter(|n| n.contains(".damaged-"))
        .count();
    assert_eq!(damaged, taken.len() + 2);
}

#[test]
fn a_home_that_cannot_be_written_stops_unless_no_save() {
    let dir = home("unwritable");
    let file = dir.join("not-a-directory");
    std::fs::write(&file, b"x").unwrap();
    let run = |extra: &[&str], env_no_save: bool| {
        let mut cmd = weiqi();
        if env_no_save {
            cmd.env("WEIQI_QUIZ_NO_SAVE", "1");
        }
        let out = cmd
            .env("WEIQI_QUIZ_HOME", &file)
            .args(["--bank", &bank(), "--lang", "en"])
            .args(extra)
            .args(["practice", "--order", "bank", "--count", "1"])
            .write_stdin("A\n")
            .output()
            .unwrap();
        (
            String::from_utf8(out.stdout).unwrap(),
            String::from_utf8(out.stderr).unwrap(),
            out.status.code(),
        )
    };
    let (out, err, code) = run(&[], false);
    assert_eq!(code, Some(1));
    assert_eq!(out, "", "no question before the error");
    assert_eq!(
        err,
        format!(
            "weiqi-quiz: cannot keep the history in {} (it is not a directory): make it a writable directory, set WEIQI_QUIZ_HOME to one, or run with --no-save\n",
            file.display()
        )
    );
    for (extra, env) in [(&["--no-save"][..], false), (&[][..], true)] {
        let (out, err, code) = run(extra, env);
        assert_eq!((code, err.as_str()), (Some(0), ""));
        assert_eq!(last_line(&out), "right: 1 of 1 (100%)");
    }
    assert_eq!(std::fs::read(&file).unwrap(), b"x");

    // In a home that can be written, --no-save writes nothing at all.
    let empty = home("no-save");
    let (out, _, code) = session(&empty, &["--no-save", "practice", "--order", "bank"], "A\n");
    assert_eq!((code, last_line(&out)), (Some(0), "right: 1 of 1 (100%)"));
    assert_eq!(names(&empty), Vec::<String>::new());
    let (out, _, code) = session(&empty, &["--no-save", "history"], "");
    assert_eq!((code, out.trim()), (Some(0), "No sessions yet."));

    // With a history there, --no-save reviews what it holds and adds nothing to it.
    session(
        &empty,
        &["practice", "--order", "bank", "--count", "1"],
        "B\n",
    );
    let (out, _, _) = session(&empty, &["--no-save", "review"], "A\n");
    assert!(out.contains("[1/1]"), "{out}");
    assert_eq!(last_line(&out), "right: 1 of 1 (100%)");
    assert_eq!(answers(&empty).len(), 1);
    assert_eq!(history_json(&empty)["due_for_review"], 1);
}

/// Every file in `dir` with its bytes, mode and modification time, and the directory's
/// own mode and time: what a command that only reads must leave as it was.
#[cfg(unix)]
fn snapshot(dir: &Path) -> Vec<(String, Vec<u8>, u32, std::time::SystemTime)> {
    use std::os::unix::fs::PermissionsExt;
    let entry = |name: String, path: &Path| {
        let meta = std::fs::metadata(path).unwrap();
        let bytes = if meta.is_file() {
            std::fs::read(path).unwrap()
        } else {
            Vec::new()
        };
        (
            name,
            bytes,
            meta.permissions().mode(),
            meta.modified().unwrap(),
        )
    };
    let mut all = vec![entry(".".into(), dir)];
    all.extend(
        names(dir)
            .into_iter()
            .map(|n| entry(n.clone(), &dir.join(n))),
    );
    all
}

#[cfg(unix)]
fn chmod(path: &Path, mode: u32) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
}

/// Who runs the binary so that it cannot write `home`: this user, or, as root (which
/// file modes do not stop), the user `nobody` (65534) when it can run the binary and
/// read `bank`. `None` when root's writes cannot be stopped that way (a private build
/// directory): then the binary runs as root, and only what must hold even so is tested.
#[cfg(unix)]
fn unprivileged(home: &Path, bank: &Path) -> Option<Option<u32>> {
    use std::os::unix::fs::MetadataExt;
    use std::os::unix::process::CommandExt;
    if std::fs::metadata(home).unwrap().uid() != 0 {
        return Some(None);
    }
    let runs = Command::new(assert_cmd::cargo::cargo_bin("weiqi-quiz"))
        .uid(65534)
        .gid(65534)
        .args(["--bank", &bank.to_string_lossy(), "list"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    runs.then_some(Some(65534))
}

/// Issue #25: a home that can only be read (another user's, a read-only mount) still
/// shows its history, and `review --no-save` asks what is due in it, in the reader's
/// language, without writing a byte there: with the database alone, with the journal
/// and index a killed session left, and with the journal alone (no index to read it
/// by, so it is read from a private copy that is removed afterwards).
#[cfg(unix)]
#[test]
fn a_read_only_home_is_read_as_it_is() {
    let work = home("read-only");
    let bank = ten_items(&work);
    let killed = work.join("killed");
    std::fs::create_dir(&killed).unwrap();
    // p0 and p2 right, p1 and p3 (both false) missed: acknowledged, then the session
    // is killed, so the answers are still in the journal.
    let mut live = Live::start(&killed, &bank);
    for answer in ["true"; 4] {
        live.answer(answer);
    }
    live.child.kill().unwrap();
    live.child.wait().unwrap();
    let wal = killed.join("history.sqlite3-wal");
    assert!(
        std::fs::metadata(&wal).unwrap().len() > 0,
        "no journal left"
    );

    let journal_alone = work.join("journal-alone");
    let database_alone = work.join("database-alone");
    for (dir, files) in [
        (&journal_alone, &[DATABASE, "history.sqlite3-wal"][..]),
        (&database_alone, &[DATABASE, "history.sqlite3-wal"][..]),
    ] {
        std::fs::create_dir(dir).unwrap();
        for file in files {
            std::fs::copy(killed.join(file), dir.join(file)).unwrap();
        }
    }
    // The last connection to close folds the journal into the file.
    let conn = rusqlite::Connection::open(database_alone.join(DATABASE)).unwrap();
    conn.query_row("SELECT count(*) FROM answers", [], |_| Ok(()))
        .unwrap();
    drop(conn);
    assert_eq!(names(&database_alone), [DATABASE]);
    assert_eq!(names(&journal_alone), [DATABASE, "history.sqlite3-wal"]);

    let user = unprivileged(&work, &bank);
    if user.is_none() {
        eprintln!("as root, and user nobody cannot run the binary: reads checked, not refusals");
    }
    // The private copy goes to TMPDIR, which must be empty again at the end.
    let tmp = work.join("tmp");
    std::fs::create_dir(&tmp).unwrap();
    chmod(&tmp, 0o777);
    let run = |home: &Path, args: &[&str], input: &str| {
        use std::os::unix::process::CommandExt;
        let mut cmd = Command::new(assert_cmd::cargo::cargo_bin("weiqi-quiz"));
        if let Some(Some(uid)) = user {
            cmd.uid(uid).gid(uid);
        }
        cmd.env("WEIQI_QUIZ_HOME", home)
            .env("TMPDIR", &tmp)
            .env("NO_COLOR", "1")
            .env_remove("LANG")
            .env_remove("LC_ALL")
            .env_remove("WEIQI_QUIZ_NO_SAVE")
            .args([
                "--bank",
                &bank.to_string_lossy(),
                "--lang",
                "zh-CN",
                "--plain",
            ])
            .args(args);
        let out = assert_cmd::Command::from_std(cmd)
            .write_stdin(input)
            .output()
            .unwrap();
        (
            String::from_utf8(out.stdout).unwrap(),
            String::from_utf8(out.stderr).unwrap(),
            out.status.code(),
        )
    };
    for home in [&killed, &journal_alone, &database_alone] {
        for file in names(home) {
            chmod(&home.join(file), 0o444);
        }
        chmod(home, 0o555);
        let before = snapshot(home);
        // Root may write anywhere: only `--no-save` keeps it from writing.
        let reads: &[&[&str]] = match user {
            Some(_) => &[&["history"], &["--no-save", "history"]],
            None => &[&["--no-save", "history"]],
        };
        for args in reads {
            let (out, err, code) = run(home, args, "");
            assert_eq!((code, err.as_str()), (Some(0), ""), "{home:?} {args:?}");
            let lines: Vec<&str> = out.lines().collect();
            assert!(
                lines[0].ends_with("  练习：答对 2/4 题（50%）"),
                "{home:?} {args:?}: {out}"
            );
            assert_eq!(
                lines[1..],
                [
                    "按主题：",
                    "  t0                       1/2（50%）",
                    "  t1                       0/1（0%）",
                    "  t2                       1/1（100%）",
                    "按条款：",
                    "  （未引条款）             2/4（50%）",
                    "待复习：2"
                ],
                "{home:?} {args:?}"
            );
        }
        let (out, err, code) = run(home, &["--no-save", "review"], "false\nfalse\n");
        assert_eq!((code, err.as_str()), (Some(0), ""), "{home:?}");
        assert!(out.contains("[2/2]"), "{home:?}: {out}");
        assert_eq!(last_line(&out), "答对：2/2题（100%）", "{home:?}");
        if user.is_some() {
            // Saving answers needs a home that can be written: said before any question.
            let (out, err, code) = run(home, &["review"], "false\nfalse\n");
            assert_eq!((code, out.as_str()), (Some(1), ""), "{home:?}: {err}");
            let said = format!("weiqi-quiz: 无法在 {} 保存练习记录（", home.display());
            assert!(err.starts_with(&said), "{err}");
            assert!(err.ends_with("或加 --no-save 运行\n"), "{err}");
        }
        assert!(snapshot(home) == before, "{home:?} changed");
        chmod(home, 0o755);
    }
    assert_eq!(names(&tmp), Vec::<String>::new());
}

/// A session of `profile` (see [`session`]).
fn as_profile(
    home: &Path,
    profile: &str,
    args: &[&str],
    input: &str,
) -> (String, String, Option<i32>) {
    session(home, &[&["--profile", profile][..], args].concat(), input)
}

#[test]
fn profiles_keep_separate_histories() {
    let home = home("profiles");
    let one = ["practice", "--order", "bank", "--count", "1"];
    as_profile(&home, "li-wei", &one, "B\n");
    let out = weiqi()
        .env("WEIQI_QUIZ_HOME", &home)
        .env("WEIQI_QUIZ_PROFILE", "王芳")
        .args(["--bank", &bank(), "--lang", "en"])
        .args(one)
        .write_stdin("A\n")
        .output()
        .unwrap();
    assert!(out.status.success());
    let (out, _, _) = as_profile(&home, "li-wei", &["history"], "");
    assert!(out.contains("practice: 0 of 1 right"), "{out}");
    assert_eq!(last_line(&out), "Due for review: 1");
    let (out, _, _) = as_profile(&home, "王芳", &["history"], "");
    assert!(out.contains("practice: 1 of 1 right"), "{out}");
    assert_eq!(last_line(&out), "Due for review: 0");
    assert_eq!(counts(&home), (0, 0), "the default profile has its own");
    let databases: Vec<String> = names(&home)
        .into_iter()
        .filter(|n| n.ends_with(".sqlite3"))
        .collect();
    assert_eq!(
        databases,
        ["history-li-wei.sqlite3", "history-王芳.sqlite3", DATABASE]
    );

    for bad in ["a/b", "../x", "a b", ""] {
        let (out, err, code) = as_profile(&home, bad, &["history"], "");
        assert_eq!((code, out.as_str()), (Some(2), ""), "{bad:?}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(
            err.contains(&format!(
                "'{bad}' for '--profile <NAME>': use 1 to 64 letters"
            )),
            "{err}"
        );
    }
}

#[test]
fn history_reset_empties_one_profile_and_keeps_the_old_file_aside() {
    let home = home("reset");
    let one = ["practice", "--order", "bank", "--count", "1"];
    as_profile(&home, "pupil", &one, "B\n");
    session(&home, &one, "A\n");
    // No terminal to ask on: refused without --yes, even with a yes on stdin.
    let (out, err, code) = as_profile(&home, "pupil", &["history", "--reset"], "y\n");
    assert_eq!((code, out.as_str()), (Some(1), ""));
    assert_eq!(
        err,
        "weiqi-quiz: history --reset: no terminal to confirm on; add --yes to clear the history of profile pupil\n"
    );
    let (out, _, _) = as_profile(&home, "pupil", &["history"], "");
    assert!(out.contains("practice: 0 of 1 right"), "{out}");

    let (out, err, code) = as_profile(&home, "pupil", &["history", "--reset", "--yes"], "");
    assert_eq!((code, err.as_str()), (Some(0), ""));
    let kept = out
        .trim_end()
        .strip_prefix("The history of profile pupil was cleared; the old one is kept as ")
        .and_then(|rest| rest.strip_suffix(" (rename it back to undo)."))
        .unwrap_or_else(|| panic!("{out}"));
    let kept = PathBuf::from(kept);
    assert!(
        kept.file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with("history-pupil.sqlite3.reset-"),
        "{kept:?}"
    );
    let (out, _, _) = as_profile(&home, "pupil", &["history"], "");
    assert_eq!(out.trim(), "No sessions yet.");
    assert_eq!(counts(&home), (1, 1), "the default profile is untouched");

    // Undone by hand: the kept file renamed back.
    let database = home.join("history-pupil.sqlite3");
    for companion in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{companion}", database.display()));
    }
    std::fs::rename(&kept, &database).unwrap();
    let (out, _, _) = as_profile(&home, "pupil", &["history"], "");
    assert!(out.contains("practice: 0 of 1 right"), "{out}");

    // Nothing to clear.
    let (out, _, code) = as_profile(&home, "nobody", &["history", "--reset", "--yes"], "");
    assert_eq!(
        (code, out.trim()),
        (Some(0), "Profile nobody has no history: nothing to clear.")
    );
}

/// The schema of the first database (Leitner boxes), as a history from then has it.
const SCHEMA_1: &str = "
    CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE sessions (id INTEGER PRIMARY KEY AUTOINCREMENT, started INTEGER NOT NULL,
        mode TEXT NOT NULL, lang TEXT NOT NULL, total_quarters INTEGER NOT NULL,
        finished INTEGER NOT NULL DEFAULT 0 CHECK (finished IN (0, 1)));
    CREATE TABLE answers (id INTEGER PRIMARY KEY AUTOINCREMENT,
        session_id INTEGER NOT NULL REFERENCES sessions (id), item_id TEXT NOT NULL,
        correct INTEGER NOT NULL CHECK (correct IN (0, 1)), points_quarters INTEGER NOT NULL,
        tags TEXT NOT NULL, article TEXT, rules TEXT NOT NULL, at INTEGER NOT NULL);
    CREATE INDEX answers_by_session ON answers (session_id);
    CREATE INDEX answers_by_item ON answers (item_id);
    CREATE TABLE review_boxes (item_id TEXT PRIMARY KEY, box INTEGER NOT NULL, due INTEGER NOT NULL);
    CREATE INDEX review_boxes_by_due ON review_boxes (due);
    PRAGMA user_version = 1;";

#[test]
fn a_leitner_history_keeps_its_review_state_under_fsrs() {
    let home = home("leitner");
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    let day = 86_400;
    {
        let conn = rusqlite::Connection::open(home.join(DATABASE)).unwrap();
        conn.execute_batch(SCHEMA_1).unwrap();
        // t.komi in box 3, due yesterday; t.star in box 2, due tomorrow.
        for (item, r#box, due) in [("t.komi", 3, now - day), ("t.star", 2, now + day)] {
            conn.execute(
                "INSERT INTO review_boxes (item_id, box, due) VALUES (?1, ?2, ?3)",
                rusqlite::params![item, r#box, due],
            )
            .unwrap();
        }
    }
    assert_eq!(history_json(&home)["due_for_review"], 1);
    let (out, _, _) = session(&home, &["review"], "A\n");
    assert!(
        out.contains("[1/1]") && out.contains("How many stones"),
        "{out}"
    );
    assert_eq!(history_json(&home)["due_for_review"], 0);

    let conn = rusqlite::Connection::open(home.join(DATABASE)).unwrap();
    let version: i64 = conn
        .query_row("PRAGMA user_version", [], |row| row.get(0))
        .unwrap();
    assert_eq!(version, 5, "every migration applied");
    let card = |item: &str| -> (i64, f64, i64) {
        conn.query_row(
            "SELECT due, stability, reps FROM review_cards WHERE item_id = ?1",
            [item],
            |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)),
        )
        .unwrap()
    };
    // Untouched: due when it was, as stable as box 2's one day.
    assert_eq!(card("t.star"), (now + day, 1.0, 2));
    // Answered right: reviewed once more, and not due again before box 3's three days.
    let (due, stability, reps) = card("t.komi");
    assert_eq!(reps, 4);
    assert!(stability > 3.0, "{stability}");
    assert!(due >= now + 3 * day, "due in {} days", (due - now) / day);
}

#[cfg(unix)]
#[test]
fn history_reset_on_a_terminal_asks_first() {
    use expectrl::process::unix::WaitStatus;
    use expectrl::{Expect, Session};

    let home = home("reset-pty");
    as_profile(
        &home,
        "学生",
        &["practice", "--order", "bank", "--count", "1"],
        "B\n",
    );
    let reset = |reply: &str| {
        let mut cmd = Command::new(assert_cmd::cargo::cargo_bin("weiqi-quiz"));
        cmd.env("WEIQI_QUIZ_HOME", &home)
            .env("TERM", "xterm")
            .env("NO_COLOR", "1")
            .args(["--lang", "zh-CN", "--profile", "学生", "history", "--reset"]);
        let mut s = Session::spawn(cmd).expect("a pseudo-terminal");
        s.set_expect_timeout(Some(Duration::from_secs(20)));
        s.expect("清空档案“学生”的练习记录").unwrap();
        s.expect("输入 是 或 y 确认：").unwrap();
        s.send_line(reply).unwrap();
        let said = if reply == "是" {
            // The path may start the next line: the terminal is 80 columns wide.
            "旧记录保留为"
        } else {
            "没有清空任何记录。"
        };
        s.expect(said).unwrap();
        s.get_process_mut().wait().unwrap()
    };
    let status = reset("n");
    assert!(matches!(status, WaitStatus::Exited(_, 1)), "{status:?}");
    let (out, _, _) = as_profile(&home, "学生", &["history"], "");
    assert!(out.contains("practice: 0 of 1 right"), "{out}");
    let status = reset("是");
    assert!(matches!(status, WaitStatus::Exited(_, 0)), "{status:?}");
    let (out, _, _) = as_profile(&home, "学生", &["history"], "");
    assert_eq!(out.trim(), "No sessions yet.");
    assert!(
        names(&home)
            .iter()
            .any(|n| n.starts_with("history-学生.sqlite3.reset-")),
        "{:?}",
        names(&home)
    );
}
