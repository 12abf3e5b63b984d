//! Bank findings in the user's language: `check --lang zh-CN` says each problem in
//! Chinese and keeps its `file:line:column` and `[id]`; English stays as it was.

use crate::cli::{fixture, weiqi};

/// A bank with one of each problem a teacher meets first.
const BROKEN: &str = r#"
[[question]]
id = "q.one"
type = "choice"
text.en = "Black has 183 stones. By how much does Black lose?"
options.en = ["1/4 stone", "1 1/4 stones", "2 1/4 stones"]
answer = "A"
verify = { calc = "result", black = 183 }

[[question]]
id = "q.one"
type = "open"
text.en = "Why?"
colour = 1
answer.en = "model"

[[question]]
id = "q.two"
type = "truefalse"
answer = true
"#;

/// The message of each finding line, checked to start with `path:line:column: `;
/// the id at the end, if any, is left on.
fn messages<'a>(out: &'a str, path: &str) -> Vec<&'a str> {
    out.lines()
        .filter(|line| line.starts_with(path))
        .map(|line| {
            let rest = &line[path.len()..];
            let mut parts = rest.splitn(4, ':');
            assert_eq!(parts.next(), Some(""), "{line}");
            for _ in 0..2 {
                let n = parts.next().unwrap_or("");
                assert!(
                    !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()),
                    "{line}"
                );
            }
            let message = parts.next().unwrap_or("");
            assert!(message.starts_with(' '), "{line}");
            message.trim()
        })
        .collect()
}

/// Three or more English words in a row, outside `code`, "quotes" and a library's
/// text after the last `：` of messages that wrap one.
fn english_run(message: &str) -> Option<String> {
    let mut kept = String::new();
    let mut quoted = None;
    for c in message.chars() {
        match quoted {
            Some(end) if c == end => quoted = None,
            Some(_) => {}
            None if c == '`' || c == '"' => quoted = Some(c),
            None if c == '（' => quoted = Some('）'),
            None => kept.push(c),
        }
    }
    let kept = match kept
        .split_once("错误：")
        .or_else(|| kept.split_once("文件："))
    {
        Some((before, _)) => before.to_string(),
        None => kept,
    };
    // Words separated by anything but spaces (Chinese, punctuation) are no run.
    kept.split(|c: char| !(c.is_ascii_alphabetic() || c == ' '))
        .find(|piece| piece.split_whitespace().count() >= 3)
        .map(str::to_string)
}

fn is_chinese(message: &str) -> bool {
    message
        .chars()
        .any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
}

fn check(lang: &str, paths: &[&str]) -> String {
    let out = weiqi()
        .args(["--lang", lang, "check"])
        .args(paths)
        .output()
        .unwrap();
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn a_broken_bank_is_reported_in_chinese_where_each_problem_is() {
    let dir = std::env::temp_dir().join(format!("weiqi-findings-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let broken = dir.join("broken.toml");
    std::fs::write(&broken, BROKEN).unwrap();
    let syntax = dir.join("syntax.toml");
    std::fs::write(&syntax, "[[question]]\nid = \"x\nx = [\n").unwrap();
    let missing = dir.join("missing.toml");
    let paths = [&broken, &syntax, &missing].map(|p| p.to_str().unwrap().to_string());
    let out = check(
        "zh-CN",
        &paths.iter().map(String::as_str).collect::<Vec<_>>(),
    );
    let mut all = Vec::new();
    for path in &paths {
        let found = messages(&out, path);
        assert!(!found.is_empty(), "no finding for {path}:\n{out}");
        all.extend(found);
    }
    for message in &all {
        assert!(is_chinese(message), "{message}\n{out}");
        assert_eq!(english_run(message), None, "{message}\n{out}");
    }
    for (said, id) in [
        ("题号 `q.one` 重复", "[q.one]"),
        ("未知的字段 `colour`", "[q.one]"),
        ("缺少字段 `text`", "[q.two]"),
        ("verify：引擎算出", "[q.one]"),
        ("TOML 语法错误：", ""),
        ("无法读取这个文件：", ""),
    ] {
        assert!(
            all.iter().any(|m| m.contains(said) && m.ends_with(id)),
            "{said} … {id}:\n{out}"
        );
    }
    // The engine's answer is in Chinese too.
    assert!(out.contains("黑"), "{out}");
    let english = check("en", &paths.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(
        english.contains("duplicate id `q.one` (first used at"),
        "{english}"
    );
    assert!(english.contains("cannot read this file: "), "{english}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn warnings_in_a_fixture_bank_are_chinese_with_their_place_and_id() {
    let path = fixture("banks/controls.toml");
    let out = check("zh-CN", &[&path]);
    let found = messages(&out, &path);
    assert!(!found.is_empty(), "{out}");
    for message in found {
        assert!(message.starts_with("警告: "), "{message}");
        assert!(message.ends_with(']'), "{message}");
        assert!(is_chinese(message), "{message}");
        assert_eq!(english_run(message), None, "{message}");
    }
    let english = check("en", &[&path]);
    assert!(english.contains(": warning: "), "{english}");
    assert!(
        english.contains("outputs leave such characters out"),
        "{english}"
    );
}

#[test]
fn check_json_keeps_the_english_message_and_adds_its_code() {
    let path = fixture("banks/controls.toml");
    let out = weiqi()
        .args(["--lang", "zh-CN", "check", "--json", &path])
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let first = &json["findings"][0];
    assert_eq!(first["code"], "check-invisible-characters");
    let message = first["message"].as_str().unwrap();
    assert!(
        message.contains("outputs leave such characters out"),
        "{message}"
    );
}

#[test]
fn a_session_refusing_a_bank_says_its_first_problem_in_chinese() {
    let missing = std::env::temp_dir().join("weiqi-findings-none/absent.toml");
    let out = weiqi()
        .args(["--lang", "zh-CN", "exam", "--bank"])
        .arg(&missing)
        .output()
        .unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("无法读取这个文件："), "{err}");
    assert!(!err.contains("cannot read this file"), "{err}");
}

#[test]
fn an_engine_error_inside_a_finding_is_in_chinese_too() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sgf.toml");
    std::fs::write(
        &path,
        "[[question]]\nid = \"x\"\ntype = \"board\"\nask = \"count\"\ntext.en = \"c\"\nsgf = \"(;SZ[9];B[zz])\"\n",
    )
    .unwrap();
    let path = path.to_str().unwrap();
    let out = check("zh-CN", &[path]);
    assert!(
        out.contains(":6:7: sgf：第1手（zz）不在9路棋盘上 [x]"),
        "{out}"
    );
    let out = check("en", &[path]);
    assert!(out.contains("move 1 (zz) is off the 9x9 board"), "{out}");
}
