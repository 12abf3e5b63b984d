//! Input as people and programs really give it: SGF in Chinese encodings, files and
//! lines with no end, bytes that are not UTF-8, spreadsheets' CSV, impossible values.

use std::path::{Path, PathBuf};
use std::process::Output;
use std::time::Duration;

use encoding_rs::{BIG5, Encoding, GB18030};

use crate::cli::weiqi;

/// Long enough for a slow shared machine; a reader that never stops is killed here
/// (and the test fails) instead of hanging or filling memory.
const GUARD: Duration = Duration::from_secs(120);

fn run(args: &[&str], stdin: &[u8]) -> Output {
    weiqi()
        .args(args)
        .write_stdin(stdin.to_vec())
        .timeout(GUARD)
        .output()
        .unwrap()
}

/// The one line of a refusal with exit status 1.
fn refused(args: &[&str]) -> String {
    let out = run(args, b"");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
    assert_eq!(err.lines().count(), 1, "not one line: {err}");
    assert!(!err.contains("panicked"), "{err}");
    err.trim_end().to_string()
}

fn stdout_of(args: &[&str]) -> String {
    let out = run(args, b"");
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn write(dir: &Path, name: &str, bytes: &[u8]) -> String {
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path.to_str().unwrap().to_string()
}

fn encoded(text: &str, encoding: &'static Encoding) -> Vec<u8> {
    let (bytes, _, unmappable) = encoding.encode(text);
    assert!(!unmappable, "{text} in {}", encoding.name());
    bytes.into_owned()
}

/// A short game with Chinese names and comments; `{ca}` is where a CA goes.
fn game(ca: &str, black: &str, white: &str, comment: &str) -> String {
    format!(
        "(;GM[1]FF[4]{ca}SZ[9]KM[7.5]PB[{black}]PW[{white}]C[{comment}]\n;B[ee]C[{comment}];W[dc])"
    )
}

/// `rules replay` of the file: the players line, and the JSON's names.
fn replayed_names(path: &str) -> (String, serde_json::Value) {
    let text = stdout_of(&["rules", "replay", path]);
    let first = text.lines().next().unwrap().to_string();
    assert!(text.contains("2 moves, all legal"), "{text}");
    let json: serde_json::Value =
        serde_json::from_str(&stdout_of(&["rules", "replay", "--json", path])).unwrap();
    let names = serde_json::json!([json["black_player"], json["white_player"]]);
    (first, names)
}

#[test]
fn a_gb18030_sgf_with_ca_gb2312_replays_with_its_chinese_names() {
    let dir = tempfile::tempdir().unwrap();
    let text = game("CA[gb2312]", "柯洁", "古力", "黑先，中盘胜");
    let path = write(dir.path(), "gb.sgf", &encoded(&text, GB18030));
    let (line, names) = replayed_names(&path);
    assert_eq!(line, "Black: 柯洁, White: 古力");
    assert_eq!(names, serde_json::json!(["柯洁", "古力"]));
}

#[test]
fn a_gb18030_sgf_without_ca_is_read_as_gb18030() {
    let dir = tempfile::tempdir().unwrap();
    let text = game("", "聂卫平", "马晓春", "白棋中盘胜");
    let path = write(dir.path(), "no-ca.sgf", &encoded(&text, GB18030));
    let (line, names) = replayed_names(&path);
    assert_eq!(line, "Black: 聂卫平, White: 马晓春");
    assert_eq!(names, serde_json::json!(["聂卫平", "马晓春"]));
}

#[test]
fn a_big5_sgf_replays_with_its_names() {
    let dir = tempfile::tempdir().unwrap();
    // 許 is B3 5C in Big5: a backslash as its second byte.
    let text = game("CA[Big5]", "許家元", "柯潔", "許：黑中盤勝");
    let path = write(dir.path(), "big5.sgf", &encoded(&text, BIG5));
    let (line, names) = replayed_names(&path);
    assert_eq!(line, "Black: 許家元, White: 柯潔");
    assert_eq!(names, serde_json::json!(["許家元", "柯潔"]));
}

#[test]
fn a_utf8_sgf_with_a_byte_order_mark_replays_with_its_names() {
    let dir = tempfile::tempdir().unwrap();
    let text = format!("\u{feff}{}", game("CA[UTF-8]", "柯洁", "古力", "好棋"));
    let path = write(dir.path(), "bom.sgf", text.as_bytes());
    let (line, names) = replayed_names(&path);
    assert_eq!(line, "Black: 柯洁, White: 古力");
    assert_eq!(names, serde_json::json!(["柯洁", "古力"]));
    // The same file counts and is ruled on too.
    assert!(stdout_of(&["rules", "count", &path]).contains("= 40 1/2; White: 40 1/2"),);
    assert_eq!(
        stdout_of(&["rules", "ruling", "--game", &path]),
        "No irregularity in 2 moves.\n"
    );
}

const TOO_LARGE: &str = "is larger than";

#[cfg(unix)]
#[test]
fn endless_files_are_refused_as_sgf_csv_key_and_roster() {
    let dir = tempfile::tempdir().unwrap();
    let key = write(dir.path(), "key.json", key_json("1").as_bytes());
    let out = dir.path().join("out");
    let cases: [(&[&str], &str); 7] = [
        (&["rules", "replay", "/dev/zero"], "16 MiB"),
        (&["rules", "count", "/dev/zero"], "16 MiB"),
        (&["rules", "ruling", "--game", "/dev/zero"], "16 MiB"),
        (&["rules", "standings", "/dev/zero"], "16 MiB"),
        (&["grade", "/dev/zero", "answers.csv"], "64 MiB"),
        (&["grade", &key, "/dev/zero"], "16 MiB"),
        (
            &[
                "sheet",
                "--students",
                "/dev/zero",
                "--out",
                out.to_str().unwrap(),
            ],
            "16 MiB",
        ),
    ];
    for (args, limit) in cases {
        let err = refused(args);
        assert_eq!(
            err,
            format!(
                "weiqi-quiz: /dev/zero {TOO_LARGE} {limit}, the most weiqi-quiz reads for this kind of file; check that it is the right file"
            ),
            "{args:?}"
        );
    }
    assert!(!out.exists());
}

/// GTP replies, split at the blank line that ends each.
fn gtp(script: &[u8]) -> Vec<String> {
    let out = run(&["gtp"], script);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .split("\n\n")
        .filter(|r| !r.is_empty())
        .map(str::to_string)
        .collect()
}

#[test]
fn a_ten_megabyte_gtp_line_gets_an_error_and_the_session_goes_on() {
    let mut script = b"1 boardsize 9\n2 play b ".to_vec();
    script.extend(std::iter::repeat_n(b'A', 10_000_000));
    script.extend(b"\n3 play b E5\n4 list_stones black\n5 loadsgf /dev/zero\nquit\n");
    assert_eq!(
        gtp(&script),
        [
            "=1 ",
            "?2 line longer than 64 KiB, not executed",
            "=3 ",
            "=4 E5",
            "?5 cannot load file: /dev/zero is larger than 16 MiB, the most weiqi-quiz reads for this kind of file; check that it is the right file",
            "= ",
        ]
    );
}

#[test]
fn a_bad_byte_on_a_gtp_line_gets_an_error_and_the_session_goes_on() {
    let script =
        b"1 boardsize 9\n2 play b E\xff5\n\xfe\n3 play b E5 # comment \xff\n4 list_stones black\n";
    assert_eq!(
        gtp(script),
        [
            "=1 ",
            "?2 invalid UTF-8 at byte 11",
            "? invalid UTF-8 at byte 1",
            "=3 ",
            "=4 E5",
        ]
    );
}

#[test]
fn a_free_handicap_must_leave_a_point_to_play() {
    let script = b"1 boardsize 2\n2 set_free_handicap A1 A2 B1 B2\n3 set_free_handicap A1 A2 B1\n\
                   4 list_stones black\n5 boardsize 19\n6 set_free_handicap A1 A1\n";
    assert_eq!(
        gtp(script),
        [
            "=1 ",
            "?2 invalid handicap: at most 3 stones on this board",
            "=3 ",
            "=4 A2 A1 B1",
            "=5 ",
            "?6 bad vertex list",
        ]
    );
}

/// A key of one version (2) with one true/false item (right: true) worth `points`.
fn key_json(points: &str) -> String {
    format!(
        r#"{{"format":"weiqi-quiz-key/1","title":"t","seed":1,"lang":"en","versions":[{{"version":2,"total_points":1.0,"items":[{{"number":1,"id":"tf","type":"truefalse","points":{points},"answer":{{"kind":"truefalse","right":true}},"answer_text":"true"}}]}}]}}"#
    )
}

/// `grade --json` of these answers: each student's name and mark.
fn graded(dir: &Path, answers: &[u8]) -> Vec<(String, String)> {
    let key = write(dir, "key.json", key_json("1").as_bytes());
    let answers = write(dir, "answers.csv", answers);
    let json: serde_json::Value =
        serde_json::from_str(&stdout_of(&["grade", &key, &answers, "--json"])).unwrap();
    json["students"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["name"].as_str().unwrap().to_string(),
                s["items"][0]["mark"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

fn marks(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(n, m)| (n.to_string(), m.to_string()))
        .collect()
}

#[test]
fn a_student_named_hash_one_alice_is_graded() {
    let dir = tempfile::tempdir().unwrap();
    let answers = "# typed by the teacher\nname,version,1\n#1 Alice,2,对\n#2 Bob,2,f\n";
    assert_eq!(
        graded(dir.path(), answers.as_bytes()),
        marks(&[("#1 Alice", "right"), ("#2 Bob", "wrong")])
    );
}

#[test]
fn answers_saved_with_cr_only_or_crlf_endings_grade() {
    let dir = tempfile::tempdir().unwrap();
    let want = marks(&[("李伟", "right"), ("王芳", "wrong")]);
    let lf = "姓名,版本,1\n李伟,2,√\n\n王芳,2,×\n";
    assert_eq!(graded(dir.path(), lf.replace('\n', "\r").as_bytes()), want);
    assert_eq!(
        graded(dir.path(), lf.replace('\n', "\r\n").as_bytes()),
        want
    );
    // Excel on a Chinese Windows saves GB18030.
    assert_eq!(graded(dir.path(), &encoded(lf, GB18030)), want);
}

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

#[test]
fn tournament_results_with_cr_only_endings_read() {
    let dir = tempfile::tempdir().unwrap();
    let original = std::fs::read_to_string(fixture("tournament/swiss-6.csv")).unwrap();
    assert!(original.starts_with('#'));
    let mac = write(
        dir.path(),
        "mac.csv",
        original.replace('\n', "\r").as_bytes(),
    );
    let args =
        |path: &str| ["rules", "standings", path, "--system", "swiss", "--json"].map(String::from);
    let run_json = |path: &str| -> serde_json::Value {
        let args = args(path);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        serde_json::from_str(&stdout_of(&args)).unwrap()
    };
    let standings = run_json(&mac);
    assert_eq!(
        standings,
        run_json(fixture("tournament/swiss-6.csv").to_str().unwrap())
    );
    assert_eq!(standings[0]["name"], "P6");
    assert_eq!(standings[0]["score"], 5);
    assert_eq!(standings.as_array().unwrap().len(), 6);
}

#[test]
fn a_position_with_chains_without_liberties_is_not_counted() {
    let dir = tempfile::tempdir().unwrap();
    let diagram = write(
        dir.path(),
        "dead.txt",
        b"X O . .\nO . . .\n. . X .\n. . . .\n",
    );
    assert_eq!(
        refused(&["rules", "count", &diagram]),
        format!(
            "weiqi-quiz: {diagram}: stones without liberties at A4: no game reaches this position (fix the diagram or the SGF setup)"
        )
    );
    let setup = write(dir.path(), "dead.sgf", b"(;SZ[5]AB[aa]AW[ba][ab];B[ee])");
    assert_eq!(
        refused(&["rules", "count", &setup]),
        format!(
            "weiqi-quiz: {setup}: setup stones without liberties at A5: no game reaches this position (fix AB/AW)"
        )
    );
}

#[test]
fn a_handicap_out_of_range_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        (
            "(;SZ[9]HA[-2];B[ee])",
            "HA[-2] is not a possible handicap on a 9x9 board (0 to 25 stones)",
        ),
        (
            "(;SZ[19]HA[30])",
            "HA[30] is not a possible handicap on a 19x19 board (0 to 25 stones)",
        ),
        (
            "(;SZ[3]HA[9])",
            "HA[9] is not a possible handicap on a 3x3 board (0 to 8 stones)",
        ),
    ];
    for (sgf, message) in cases {
        let path = write(dir.path(), "ha.sgf", sgf.as_bytes());
        for command in ["count", "replay"] {
            assert_eq!(
                refused(&["rules", command, &path]),
                format!("weiqi-quiz: {path}: {message}")
            );
        }
    }
    // Within range, HA gives the count's handicap return: 81 / 2 + 9 / 2 = 45.
    let path = write(dir.path(), "ha.sgf", b"(;SZ[9]HA[9];B[ee])");
    assert!(stdout_of(&["rules", "count", &path]).contains("Black needs 45 for a draw"));
}

#[test]
fn a_key_with_impossible_points_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let answers = write(dir.path(), "answers.csv", b"name,version,1\nLi,2,t\n");
    for points in ["-1", "0.3", "1e300"] {
        let key = write(dir.path(), "key.json", key_json(points).as_bytes());
        assert_eq!(
            refused(&["grade", &key, &answers]),
            format!(
                "weiqi-quiz: {key}: item 1 of version 2: points {} is not possible (0 or more, in quarters: 0.25, 1, 1.5, …)",
                points.parse::<f64>().unwrap()
            )
        );
    }
}

#[test]
fn an_endless_answer_line_in_plain_mode_is_dropped_and_asked_again() {
    let home = tempfile::tempdir().unwrap();
    let bank = fixture("banks/trainer.toml");
    let mut input = vec![b'A'; 1_000_000];
    input.extend(b"\nA\nfalse\n");
    let out = weiqi()
        .env("WEIQI_QUIZ_HOME", home.path())
        .args(["--bank", bank.to_str().unwrap(), "--lang", "en"])
        .args(["practice", "--order", "bank", "--count", "2"])
        .write_stdin(input)
        .timeout(GUARD)
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        text.matches("That line is longer than 64 KiB and was dropped; answer again.")
            .count(),
        1,
        "{text}"
    );
    assert_eq!(text.trim_end().lines().last(), Some("right: 2 of 2 (100%)"));
}

/// Issue #25: a time limit no clock can hold is refused when the arguments are read,
/// in the reader's language, instead of panicking or silently shrinking.
#[test]
fn an_exam_time_limit_past_a_day_is_refused_at_once() {
    for minutes in ["18446744073709551615", "307445734561825861", "0"] {
        let out = crate::cli::weiqi()
            .args(["--lang", "zh-CN", "exam", "--minutes", minutes])
            .write_stdin("")
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{minutes}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains("应在 1 到 1440 之间"), "{err}");
        assert!(!err.contains("panicked"), "{err}");
    }
}

/// Issue #25: an output path that cannot be written is said before the exam starts,
/// not after the candidate has sat the whole paper.
#[test]
fn an_exam_output_that_cannot_be_written_is_refused_before_the_first_item() {
    let home = tempfile::tempdir().unwrap();
    let out = crate::cli::weiqi()
        .env("WEIQI_QUIZ_HOME", home.path())
        .args(["--lang", "zh-CN", "exam", "--count", "3", "--out"])
        .arg(home.path().join("no-such-folder/result.json"))
        .write_stdin("A\nA\nA\n")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(!stdout.contains("[1/3]"), "the exam started: {stdout}");
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("无法写入") && err.contains("找不到该文件或目录"),
        "{err}"
    );
}

/// Issue #25: a record of 200,000 nodes, in one line or nested as variations, is refused
/// with its line and column by every command that reads records, and inside a bank,
/// instead of overflowing the stack.
#[test]
fn records_too_deep_for_any_game_are_refused_not_aborted() {
    let dir = tempfile::tempdir().unwrap();
    let line = dir.path().join("line.sgf");
    std::fs::write(
        &line,
        format!("(;GM[1]SZ[19]{})", ";B[];W[]".repeat(100_000)),
    )
    .unwrap();
    let nested = dir.path().join("nested.sgf");
    std::fs::write(
        &nested,
        format!(
            "(;GM[1]SZ[19]{}{})",
            "(;B[aa]".repeat(100_000),
            ")".repeat(100_000)
        ),
    )
    .unwrap();
    for file in [&line, &nested] {
        let file = file.to_str().unwrap();
        for args in [
            vec!["rules", "replay", file],
            vec!["rules", "count", file],
            vec!["rules", "ruling", "--game", file],
            vec!["drill", "count", "--game", file],
        ] {
            let out = crate::cli::weiqi()
                .args(["--lang", "zh-CN"])
                .args(&args)
                .write_stdin("")
                .output()
                .unwrap();
            let err = String::from_utf8(out.stderr).unwrap();
            assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
            assert!(err.contains("棋谱节点超过20000个"), "{args:?}: {err}");
        }
    }
    let bank = dir.path().join("deep.toml");
    let sgf = format!("(;GM[1]SZ[9]{})", ";B[];W[]".repeat(150_000));
    std::fs::write(
        &bank,
        format!(
            "[[question]]\nid = \"deep\"\ntype = \"board\"\ntext.zh-CN = \"谁胜？\"\nask = \"result\"\nsgf = \"{sgf}\"\n"
        ),
    )
    .unwrap();
    let out = crate::cli::weiqi()
        .args(["--lang", "zh-CN", "check"])
        .arg(&bank)
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap() + &String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(1), "{text}");
    assert!(text.contains("棋谱节点超过20000个"), "{text}");
}

/// Issue #25: output is bounded: at most 500 versions a run, refused before any file.
#[test]
fn a_million_versions_are_refused_before_any_file_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let out = crate::cli::weiqi()
        .args(["--lang", "zh-CN", "sheet", "--versions", "1000000", "--out"])
        .arg(dir.path().join("papers"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("应在 1 到 500 之间"), "{err}");
    assert!(!dir.path().join("papers").exists());
}

/// Issue #25: nesting is bounded by the readers, never by the stack. A bank or results
/// file with arrays or inline tables 80 deep, or a key of 80 parts, is read (the item's
/// own problem is what is found); one level more is refused at its line and column in
/// the reader's language, and so are 100,000 levels; a paper file likewise. A key file
/// 100,000 arrays deep is refused as not a key.
#[test]
fn files_nested_past_the_readers_bound_are_refused_at_their_place() {
    let dir = tempfile::tempdir().unwrap();
    let item = "[[question]]\nid = \"deep\"\ntype = \"open\"\ntext.en = \"t\"\nanswer.en = \"a\"\n";
    let game = "[[game]]\nround = 1\nblack = \"A\"\nwhite = \"B\"\nresult = \"B+R\"\n";
    let arrays = |n: usize| format!("x = {}{}\n", "[".repeat(n), "]".repeat(n));
    let tables = |n: usize| format!("x = {}1{}\n", "{a = ".repeat(n), "}".repeat(n));
    let key = |n: usize| format!("{} = 1\n", vec!["k"; n].join("."));
    let write = |name: &str, text: String| {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        path.to_str().unwrap().to_string()
    };
    // (what follows the item, what `check` finds)
    let cases = [
        (arrays(80), "6:1: 未知的字段 `x`".to_string()),
        (tables(80), "6:1: 未知的字段 `x`".to_string()),
        (key(80), "6:1: 未知的字段 `k`".to_string()),
        (arrays(81), "6:85: TOML 语法错误：嵌套太深".to_string()),
        (
            tables(81),
            format!("6:{}: TOML 语法错误：嵌套太深", 5 + 5 * 80),
        ),
        (
            key(81),
            "6:1: TOML 语法错误：点分隔的键层数太多".to_string(),
        ),
        (arrays(100_000), "6:85: TOML 语法错误：嵌套太深".to_string()),
        (
            key(100_000),
            "6:1: TOML 语法错误：点分隔的键层数太多".to_string(),
        ),
        (
            format!("[{}]\nb = 1\n", vec!["h"; 100_000].join(".")),
            "6:2: TOML 语法错误：点分隔的键层数太多".to_string(),
        ),
    ];
    for (i, (rest, found)) in cases.iter().enumerate() {
        let bank = write(&format!("bank-{i}.toml"), format!("{item}{rest}"));
        let out = run(&["--lang", "zh-CN", "--bank", &bank, "check"], b"");
        let text = String::from_utf8(out.stdout).unwrap();
        assert_eq!(out.status.code(), Some(1), "{bank}: {text}");
        assert!(text.starts_with(&format!("{bank}:{found}")), "{i}: {text}");
        assert_eq!(text.lines().count(), 2, "{i}: {text}");

        let results = write(&format!("results-{i}.toml"), format!("{game}{rest}"));
        let err = refused(&["--lang", "zh-CN", "rules", "standings", &results]);
        let (line, column) = found.split_once(": ").unwrap().0.split_once(':').unwrap();
        let place = format!("{results}：第{line}行第{column}列：");
        assert!(
            err.starts_with(&format!("weiqi-quiz: {place}")),
            "{i}: {err}"
        );
        let problem = found.split_once(": ").unwrap().1;
        if let Some(syntax) = problem.strip_prefix("TOML 语法错误：") {
            assert!(err.ends_with(syntax), "{i}: {err}");
        }
    }

    // A paper file, read on the command line before the exam.
    let section = "title.en = \"X\"\n[[section]]\ncount = 1\n";
    for (rest, found) in [
        (key(81), "第4行第1列：点分隔的键层数太多"),
        (arrays(81), "第4行第85列：嵌套太深"),
    ] {
        let paper = write("paper.toml", format!("{section}{rest}"));
        let err = refused(&["--lang", "zh-CN", "exam", "--paper", &paper]);
        assert_eq!(err, format!("weiqi-quiz: 试卷 {paper}：{found}"));
    }

    let key = write(
        "key.json",
        format!("{}{}", "[".repeat(100_000), "]".repeat(100_000)),
    );
    let answers = write("answers.csv", "name,version,1\n".to_string());
    let err = refused(&["--lang", "zh-CN", "grade", &key, &answers]);
    assert!(
        err.contains("不是 weiqi-quiz 的答案文件：第1行第1列"),
        "{err}"
    );
}
