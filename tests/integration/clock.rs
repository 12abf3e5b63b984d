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

/// Seconds of the last `剩余m:ss` in `text`.
fn last_clock(text: &str) -> Option<u64> {
    let start = text.rfind("剩余")? + "剩余".len();
    let clock: String = text[start..]
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == ':')
        .collect();
    let (m, s) = clock.split_once(':')?;
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

/// A one-minute paper: a choice item worth 40 and a true/false item worth 60.
pub fn paper(dir: &std::path::Path, minutes: Option<u32>) -> String {
    let path = dir.join("paper.toml");
    let time = minutes.map_or(String::new(), |m| format!("minutes = {m}\n"));
    std::fs::write(
        &path,
        format!(
            "title.zh-CN = \"规则小测\"\nrules = \"cn2002\"\n{time}pass = 60\n\
             instructions.zh-CN = \"每题只有一个正确答案。\"\n\
             [[section]]\ntype = \"choice\"\ncount = 1\npoints = 40\n\
             [[section]]\ntype = \"truefalse\"\ncount = 1\npoints = 60\n"
        ),
    )
    .unwrap();
    path.to_string_lossy().into_owned()
}

/// The paper of [`paper`] sat in zh-CN in a pseudo-terminal `columns` wide.
fn sit(home: &std::path::Path, minutes: Option<u32>, columns: u16) -> OsSession {
    let paper = paper(home, minutes);
    let mut cmd = Command::new(assert_cmd::cargo::cargo_bin("weiqi-quiz"));
    cmd.env("WEIQI_QUIZ_HOME", home)
        .env("TERM", "xterm")
        .env("NO_COLOR", "1")
        .args(["--bank", &crate::trainer::bank(), "--lang", "zh-CN"])
        .args(["exam", "--paper", &paper]);
    let mut s = Session::spawn(cmd).expect("a pseudo-terminal");
    s.set_expect_timeout(Some(Duration::from_secs(20)));
    s.get_process_mut().set_window_size(columns, 40).unwrap();
    s
}

/// SLOW (about 60 s by nature): a candidate at a terminal reads the cover, starts, answers
/// the first item wrong, and leaves the second: one clock ticks above the prompt, the paper
/// ends by itself with the score out of 100 and the verdict, every item not answered
/// right shown with its key, and the history gives the same verdict.
#[test]
fn slow_a_timed_paper_ticks_and_ends_by_itself_with_its_verdict() {
    let home = crate::trainer::home("clock-exam");
    let started = Instant::now();
    let mut s = sit(&home, Some(1), 60);
    s.expect("规则小测").unwrap();
    s.expect("时间：1分钟　满分：100分　及格：60分").unwrap();
    s.expect("一、选择题：1题，每题40分，共40分").unwrap();
    s.expect("二、判断题：1题，每题60分，共60分").unwrap();
    s.expect("说明：每题只有一个正确答案。").unwrap();
    s.expect("开始答题（随即开始计时）").unwrap();
    // The clock has not started while the cover is read.
    std::thread::sleep(Duration::from_secs(2));
    assert!(!drain(&mut s).contains("剩余"));
    s.send("\r").unwrap();
    let head = s.expect("2002年规则黑方贴几子？").unwrap();
    let head = String::from_utf8_lossy(head.before()).into_owned();
    assert!(head.contains("[1/2] · 40分"), "{head}");
    // One clock: the one ticking above the prompt, none frozen in the header.
    assert!(!head.contains("剩余"), "{head}");
    let first = s.expect(Regex(r"剩余\d+:\d\d")).unwrap();
    let first = last_clock(&String::from_utf8_lossy(first.get(0).unwrap())).unwrap();
    s.send("\u{1b}[B\r").unwrap(); // B: wrong
    s.expect("中国规则允许自杀").unwrap();
    std::thread::sleep(Duration::from_secs(10));
    let second = last_clock(&drain(&mut s)).expect("the clock redrawn while waiting");
    assert!(
        (8..=14).contains(&(first - second.min(first))),
        "{first} s then {second} s"
    );
    s.set_expect_timeout(Some(Duration::from_secs(75)));
    s.expect("时间到：未答的题按错误计。").unwrap();
    s.expect("得分：0/100分，及格60分：未通过").unwrap();
    s.expect("一、选择题：答对0/1题，得0/40分").unwrap();
    s.expect("第1题（40分）：答错").unwrap();
    s.expect("正确答案：A. 3又3/4子").unwrap();
    s.expect("第2题（60分）：未作答").unwrap();
    s.expect("中国规则允许自杀。").unwrap();
    s.expect("正确答案：错").unwrap();
    s.expect("结果：未通过，得分0/100分").unwrap();
    let status = s.get_process_mut().wait().unwrap();
    assert!(matches!(status, WaitStatus::Exited(_, 3)), "{status:?}");
    let took = started.elapsed();
    assert!(took < Duration::from_secs(80), "{took:?}");
    let history = history(&home);
    assert!(
        history.contains("考试《规则小测》：0/100 分，未通过（及格 60 分；答对 0/1 题）"),
        "{history}"
    );
}

#[test]
fn ctrl_c_after_one_answer_sums_up_and_exits_130() {
    let home = crate::trainer::home("clock-ctrlc");
    let mut s = spawn(&home, &["practice", "--count", "2"]);
    s.expect("3 3/4 stones").unwrap();
    s.send("\r").unwrap();
    s.expect("Read Chinese rules 2002, Art. 11").unwrap();
    s.send("\r").unwrap();
    s.expect("The Chinese rules allow suicide").unwrap();
    s.expect("choose with the arrow keys").unwrap();
    s.send(ControlCode::EndOfText).unwrap();
    // The prompt is cleared to a fresh line, the cursor shown, then the summary.
    s.expect("\u{1b}[?25h").unwrap();
    s.expect("komi: 1/1 (100%)").unwrap();
    s.expect("right: 1 of 1 (100%)").unwrap();
    let status = s.get_process_mut().wait().unwrap();
    assert!(matches!(status, WaitStatus::Exited(_, 130)), "{status:?}");
}

#[test]
fn a_chinese_answer_is_typed_in_the_terminal() {
    let home = crate::trainer::home("clock-typed");
    let mut s = spawn(&home, &["practice", "--count", "3"]);
    s.expect("3 3/4 stones").unwrap();
    s.send("\r").unwrap();
    s.expect("Next").unwrap();
    s.send("\r").unwrap();
    s.expect("allow suicide").unwrap();
    // Keys go to the prompt once it is drawn (typed ahead, the terminal edits them).
    s.expect("type t or f").unwrap();
    s.send("f\r").unwrap(); // false: right
    s.expect("Next").unwrap();
    s.send("\r").unwrap();
    s.expect("Black has 183 stones").unwrap();
    s.expect("type your answer").unwrap();
    // A character too many, taken off whole by Backspace.
    s.send("黑负1又1/4子子\u{7f}\r").unwrap();
    s.expect("Next").unwrap();
    s.send("\r").unwrap();
    s.expect("right: 3 of 3 (100%)").unwrap();
}

/// `history` in zh-CN for `home`.
fn history(home: &std::path::Path) -> String {
    let out = Command::new(assert_cmd::cargo::cargo_bin("weiqi-quiz"))
        .env("WEIQI_QUIZ_HOME", home)
        .args([
            "--lang",
            "zh-CN",
            "--bank",
            &crate::trainer::bank(),
            "history",
        ])
        .output()
        .unwrap();
    String::from_utf8(out.stdout).unwrap()
}

/// A paper sat to the end at a 100-column terminal: cover, both items, the score out of
/// 100 with the verdict, exit 0, and the same verdict in the history.
#[test]
fn a_paper_sat_to_the_end_passes_and_the_history_says_so() {
    let home = crate::trainer::home("paper-whole");
    let mut s = sit(&home, None, 100);
    s.expect("时间：不限时　满分：100分　及格：60分").unwrap();
    s.expect("开始答题").unwrap();
    s.send("\r").unwrap();
    s.expect("2002年规则黑方贴几子？").unwrap();
    s.expect("3又3/4子").unwrap();
    s.send("\r").unwrap(); // A: right
    s.expect("[2/2] · 60分").unwrap();
    s.expect("中国规则允许自杀").unwrap();
    std::thread::sleep(Duration::from_millis(300));
    s.send("\u{1b}[B\r").unwrap(); // 错: right
    s.expect("考试结束。用时0:").unwrap();
    s.expect("得分：100/100分，及格60分：通过").unwrap();
    s.expect("二、判断题：答对1/1题，得60/60分").unwrap();
    s.expect("结果：通过，得分100/100分").unwrap();
    let status = s.get_process_mut().wait().unwrap();
    assert!(matches!(status, WaitStatus::Exited(_, 0)), "{status:?}");
    let history = history(&home);
    assert!(
        history.contains("考试《规则小测》：100/100 分，通过（及格 60 分；答对 2/2 题）"),
        "{history}"
    );
}

/// A paper stopped after one answer (end of input): what was not answered counts as
/// wrong, is shown with its key, and the history gives the end screen's verdict.
#[test]
fn a_paper_stopped_half_way_fails_with_its_score_and_the_history_says_so() {
    let home = crate::trainer::home("paper-stopped");
    let paper = paper(&home, None);
    let out = Command::new(assert_cmd::cargo::cargo_bin("weiqi-quiz"))
        .env("WEIQI_QUIZ_HOME", &home)
        .args(["--bank", &crate::trainer::bank(), "--lang", "zh-CN"])
        .args(["exam", "--paper", &paper])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write as _;
            child.stdin.take().unwrap().write_all("A\n".as_bytes())?;
            child.wait_with_output()
        })
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(out.status.code(), Some(3), "{text}");
    assert!(text.starts_with("规则小测\n规则：2002年规则\n"), "{text}");
    assert!(text.contains("考试中途停止：未答的题按错误计。"), "{text}");
    assert!(text.contains("得分：40/100分，及格60分：未通过"), "{text}");
    assert!(
        text.contains("第2题（60分）：未作答\n    中国规则允许自杀。\n    正确答案：错\n"),
        "{text}"
    );
    let history = history(&home);
    assert!(
        history.contains("考试《规则小测》：40/100 分，未通过（及格 60 分；答对 1/1 题）"),
        "{history}"
    );
}
