//! Every report of the command line, whole, as a person reads it: exact snapshots in
//! English and Chinese, so a changed word or column shows up in review. JSON contracts
//! are checked field by field in `cli.rs`.

use super::cli::{fixture, weiqi};

/// stdout of a successful run, with the fixtures' directory shortened.
fn stdout(args: &[&str]) -> String {
    let out = weiqi().args(args).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{args:?}: {err}");
    shorten(&String::from_utf8(out.stdout).unwrap())
}

/// stderr and the exit code of a failed run.
fn failure(args: &[&str]) -> String {
    let out = weiqi().args(args).output().unwrap();
    let code = out.status.code().unwrap_or(-1);
    format!(
        "exit {code}\n{}",
        shorten(&String::from_utf8_lossy(&out.stderr))
    )
}

fn shorten(text: &str) -> String {
    text.replace(&fixture(""), "fixtures/")
}

#[test]
fn replay_report() {
    let game = fixture("ko-retake.sgf");
    insta::assert_snapshot!(stdout(&["rules", "replay", &game, "--lang", "en"]));
    insta::assert_snapshot!(
        "replay_report_zh_cn",
        stdout(&["rules", "replay", &game, "--lang", "zh-CN"])
    );
}

#[test]
fn count_reports() {
    let seki = fixture("seki-7x7.txt");
    let game = fixture("count-9x9.sgf");
    insta::assert_snapshot!(
        "count_seki_en",
        stdout(&["rules", "count", &seki, "--lang", "en"])
    );
    insta::assert_snapshot!(
        "count_sgf_zh_cn",
        stdout(&["rules", "count", &game, "--lang", "zh-CN"])
    );
}

#[test]
fn ruling_reports() {
    insta::assert_snapshot!(
        "ruling_ko_retake_en",
        stdout(&["rules", "ruling", "ko-retake", "--lang", "en"])
    );
    insta::assert_snapshot!(
        "ruling_warnings_1988_zh_cn",
        stdout(&[
            "rules", "ruling", "warnings", "--rules", "cn1988", "--lang", "zh-CN"
        ])
    );
    let game = fixture("ko-retake.sgf");
    insta::assert_snapshot!(
        "ruling_game_zh_cn",
        stdout(&["rules", "ruling", "--game", &game, "--lang", "zh-CN"])
    );
}

#[test]
fn nigiri_report() {
    insta::assert_snapshot!(stdout(&[
        "rules",
        "nigiri",
        "--player",
        "Li:5:34",
        "--player",
        "Wang:5:41",
        "--shown",
        "2",
        "--count",
        "17",
        "--lang",
        "zh-CN",
    ]));
}

#[test]
fn clock_reports() {
    insta::assert_snapshot!(
        "clock_byoyomi_zh_cn",
        stdout(&[
            "rules",
            "clock",
            "--periods",
            "5",
            "--moves",
            "45s,75s,2m10s",
            "--lang",
            "zh-CN"
        ])
    );
    insta::assert_snapshot!(
        "clock_sudden_death_en",
        stdout(&[
            "rules",
            "clock",
            "--system",
            "sudden-death",
            "--main",
            "1m",
            "--moves",
            "30s,31s",
            "--lang",
            "en"
        ])
    );
}

#[test]
fn standings_reports() {
    let swiss = fixture("tournament/swiss-6.csv");
    let round_robin = fixture("tournament/round-robin-4.toml");
    insta::assert_snapshot!(
        "standings_swiss_zh_cn",
        stdout(&[
            "rules",
            "standings",
            &swiss,
            "--system",
            "swiss",
            "--lang",
            "zh-CN"
        ])
    );
    insta::assert_snapshot!(
        "standings_round_robin_en",
        stdout(&["rules", "standings", &round_robin, "--lang", "en"])
    );
}

#[test]
fn presets_report() {
    insta::assert_snapshot!(stdout(&["rules", "presets", "--lang", "en"]));
}

#[test]
fn errors_are_one_line_with_their_exit_code() {
    let cases: &[&[&str]] = &[
        &["rules", "result", "--black", "400"],
        &["rules", "result", "--black", "184.3"],
        &["rules", "count", "no-such-file.sgf"],
        &["rules", "clock", "--moves", "45s,-3s"],
        &["rules", "nigiri", "--shown", "3", "--count", "5"],
        &["rules", "ruling"],
        &["list", "--type", "essay"],
        &["pratice"],
    ];
    let all: Vec<String> = cases
        .iter()
        .map(|args| format!("$ weiqi-quiz {}\n{}", args.join(" "), failure(args)))
        .collect();
    insta::assert_snapshot!(all.join("\n"));
}

/// The same mistakes in Chinese: no English sentence, the OS's reason in words, each
/// cause once.
#[test]
fn errors_in_chinese() {
    let seki = fixture("seki-7x7.txt");
    let cases: &[&[&str]] = &[
        &["rules", "result", "--black", "400"],
        &["rules", "count", "no-such-file.sgf"],
        &["rules", "replay", "/"],
        &["rules", "clock", "--moves", "45s,-3s"],
        &["rules", "clock", "--moves", "abc"],
        &["rules", "count", &seki, "--dead", "Z9"],
        &["list", "--type", "essay"],
        &["exam", "--level", "9"],
        &["history", "--reset", "--no-save"],
    ];
    let all: Vec<String> = cases
        .iter()
        .map(|args| {
            let mut full = vec!["--lang", "zh-CN"];
            full.extend_from_slice(args);
            shorten(&format!(
                "$ weiqi-quiz {}\n{}",
                args.join(" "),
                failure(&full)
            ))
        })
        .collect();
    let all = all.join("\n");
    // An unknown language is named, with the ones there are.
    let unknown = failure(&["--lang", "fr", "rules", "presets"]);
    assert!(unknown.starts_with("exit 2\n"), "{unknown}");
    assert!(
        unknown.contains("\"fr\"") && unknown.contains("zh-CN"),
        "{unknown}"
    );
    insta::assert_snapshot!(all);
}
