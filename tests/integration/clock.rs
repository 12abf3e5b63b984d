//! The terminal trainer against the clock, in a pseudo-terminal: a timed exam ticks while
//! the candidate thinks and ends by itself; Ctrl-C sums up what was answered.

#![cfg(unix)]

use std::process::Command;
use std::time::{Duration, Instant};

use expectrl::process::unix::WaitStatus;
use expectrl::session::OsSession;
use expectrl::{ControlCode, Expect, Regex, Session};

fn spawn(home: &std::path::Path, args: &[&str]) -> OsSession {
    let mut cmd = Command::new(assert_cmd::cargo::cargo_bin("weiqi-quiz"));
    cmd.env("WEIQI_QUIZ_HOME", home)
        .env("TERM", "xterm")
        .env("NO_COLOR", "1")
        .args(["--bank", &crate::trainer::bank(), "--lang", "en"])
        .args(args)
        .args(["--order", "bank"]);
    let mut session = Session::spawn(cmd).expect("a pseudo-terminal");
    session.set_expect_timeout(Some(Duration::from_secs(20)));
    session
}

/// Seconds of the last `m:ss left` in `text`.
fn last_clock(text: &str) -> Option<u64> {
    let end = text.rfind(" left")?;
    let before = &text[..end];
    let start = before
        .rfind(|c: char| !(c.is_ascii_digit() || c == ':'))
        .map_or(0, |i| i + 1);
    let (m, s) = before[start..].split_once(':')?;
    Some(m.parse::<u64>().ok()? * 60 + s.parse::<u64>().ok()?)
}

/// Everything the program has written by now.
fn drain(s: &mut OsSession) -> String {
    let mut out = Vec::new();
    let mut buf = [0; 4096];
    while let Ok(n) = s.try_read(&mut buf) {
        if n == 0 {
            break;
        }
        out.extend_from_slice(&buf[..n]);
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// SLOW (about 60 s by nature): a one-minute exam left alone ticks down on screen and
/// ends by itself mid-prompt with its result.
#[test]
fn slow_a_timed_exam_ticks_and_ends_by_itself() {
    let home = crate::trainer::home("clock-exam");
    let started = Instant::now();
    let mut s = spawn(&home, &["exam", "--count", "2", "--minutes", "1"]);
    s.expect("How many stones").unwrap();
    let first = s.expect(Regex(r"\d+:\d\d left")).unwrap();
    let first = last_clock(&String::from_utf8_lossy(first.get(0).unwrap())).unwrap();
    std::thread::sleep(Duration::from_secs(10));
    let second = last_clock(&drain(&mut s)).expect("the clock redrawn while waiting");
    assert!(
        (8..=12).contains(&(first - second.min(first))),
        "{first} s then {second} s"
    );
    s.set_expect_timeout(Some(Duration::from_secs(75)));
    s.expect("Time is up").unwrap();
    s.expect(Regex(r"exam: FAIL 0% \(0/\d+\)")).unwrap();
    let status = s.get_process_mut().wait().unwrap();
    assert!(matches!(status, WaitStatus::Exited(_, 3)), "{status:?}");
    let took = started.elapsed();
    assert!(took < Duration::from_secs(75), "{took:?}");
}

#[test]
fn ctrl_c_after_one_answer_sums_up_and_exits_130() {
    let home = crate::trainer::home("clock-ctrlc");
    let mut s = spawn(&home, &["practice", "--count", "2"]);
    s.expect("3 3/4 stones").unwrap();
    s.send("\r").unwrap();
    s.expect("The Chinese rules allow suicide").unwrap();
    s.expect("choose with the arrow keys").unwrap();
    s.send(ControlCode::EndOfText).unwrap();
    // The prompt is cleared to a fresh line, the cursor shown, then the summary.
    s.expect("\u{1b}[?25h").unwrap();
    s.expect("komi: 1/1 (100%)").unwrap();
    s.expect("score: 1/1 (100%)").unwrap();
    let status = s.get_process_mut().wait().unwrap();
    assert!(matches!(status, WaitStatus::Exited(_, 130)), "{status:?}");
}

#[test]
fn a_chinese_answer_is_typed_in_the_terminal() {
    let home = crate::trainer::home("clock-typed");
    let mut s = spawn(&home, &["practice", "--count", "3"]);
    s.expect("3 3/4 stones").unwrap();
    s.send("\r").unwrap();
    s.expect("allow suicide").unwrap();
    // Keys go to the prompt once it is drawn (typed ahead, the terminal edits them).
    s.expect("choose with the arrow keys").unwrap();
    s.send("\u{1b}[B\r").unwrap(); // false: right
    s.expect("Black has 183 stones").unwrap();
    s.expect("type your answer").unwrap();
    // A character too many, taken off whole by Backspace.
    s.send("黑负1又1/4子子\u{7f}\r").unwrap();
    s.expect("score: 4/4 (100%)").unwrap();
}
