//! The binary's command-line contracts.

use assert_cmd::Command;

/// The binary, with a home of this test run's own unless a test sets one: no test reads
/// or writes the user's history (a newer build's database there refuses every session).
pub fn weiqi() -> Command {
    static HOME: std::sync::OnceLock<std::path::PathBuf> = std::sync::OnceLock::new();
    let home = HOME.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("weiqi-tests-home-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    });
    let mut cmd = Command::cargo_bin("weiqi-quiz").expect("binary built");
    cmd.env("NO_COLOR", "1")
        .env("WEIQI_QUIZ_HOME", home)
        .env_remove("LANG")
        .env_remove("LC_ALL")
        .env_remove("WEIQI_QUIZ_NO_SAVE")
        // Output is compared line by line: not wrapped to a width the caller happens to set.
        .env_remove("COLUMNS");
    cmd
}

#[test]
fn help_lists_the_rules_commands() {
    let out = weiqi().arg("--help").output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("rules"), "{text}");
    assert!(text.contains("gtp"), "{text}");
}

/// The path of a file under tests/fixtures/.
pub fn fixture(name: &str) -> String {
    format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn replay_reports_the_illegal_ko_retake_and_skips_it() {
    let out = weiqi()
        .args(["rules", "replay", &fixture("ko-retake.sgf")])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("  10  White  E5    ILLEGAL: a ko retaken at once (not played)"),
        "{text}"
    );
    assert!(text.contains("12 moves, 1 illegal: move 10"), "{text}");
    assert!(text.contains(" 5  . . . X O . O . . 5"), "{text}");
}

#[test]
fn replay_json_follows_the_documented_shape() {
    let out = weiqi()
        .args(["rules", "replay", "--json", &fixture("ko-retake.sgf")])
        .output()
        .unwrap();
    assert!(out.status.success());
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["size"], 9);
    assert_eq!(json["moves"].as_array().unwrap().len(), 12);
    assert_eq!(
        json["moves"][0],
        serde_json::json!({"number":1,"color":"black","point":"D5","legal":true,"captured":0})
    );
    assert_eq!(json["moves"][8]["captured"], 1);
    assert_eq!(json["moves"][9]["legal"], false);
    assert_eq!(json["moves"][9]["reason"], "ko");
    assert_eq!(json["board"][4], "...XO.O..");
    assert_eq!(json["captures"], serde_json::json!({"black":1,"white":1}));
}

#[test]
fn replay_under_superko_names_the_rule() {
    let out = weiqi()
        .args([
            "rules",
            "replay",
            "--json",
            "--ko",
            "positional",
            &fixture("ko-retake.sgf"),
        ])
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["moves"][9]["reason"], "positional-superko");
}

#[test]
fn a_bad_game_record_names_the_move_and_fails() {
    let dir = std::env::temp_dir().join(format!("weiqi-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("off-board.sgf");
    std::fs::write(&path, "(;SZ[9];B[ee];W[zz])").unwrap();
    let out = weiqi()
        .args(["rules", "replay"])
        .arg(&path)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("move 2 (zz) is off the 9x9 board"), "{err}");
    assert!(!err.contains("panicked"), "{err}");

    let out = weiqi()
        .args(["rules", "replay", "no-such-file.sgf"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8(out.stderr)
            .unwrap()
            .contains("cannot read no-such-file.sgf")
    );
}

#[test]
fn gtp_session_over_stdin() {
    let script = "protocol_version\nboardsize 9\nkomi 7.5\nplay b E5\nplay w E5\n\
                  2 is_legal w E5\ncaptures black\nlist_stones black\ngenmove w\nundo\nundo\n\
                  undo\nfinal_score\nquit\nname\n";
    let out = weiqi()
        .args(["gtp", "--seed", "1"])
        .write_stdin(script)
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let replies: Vec<&str> = text.split("\n\n").filter(|r| !r.is_empty()).collect();
    assert_eq!(replies.len(), 14, "{text}");
    assert_eq!(replies[0], "= 2");
    assert_eq!(replies[4], "? illegal move");
    assert_eq!(replies[5], "=2 0");
    assert_eq!(replies[7], "= E5");
    assert!(
        replies[8].starts_with("= ") && replies[8].len() > 3,
        "{text}"
    );
    assert_eq!(&replies[9..12], ["= ", "= ", "? cannot undo"]);
    assert_eq!(replies[12], "= W+7.5");
}

fn run_ok(args: &[&str]) -> String {
    let out = weiqi().args(args).output().unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn run_err(args: &[&str]) -> String {
    let out = weiqi().args(args).output().unwrap();
    assert!(!out.status.success(), "{args:?} succeeded");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.trim_end().lines().count(), 1, "not one line: {err}");
    assert!(!err.contains("panicked"), "{err}");
    err
}

#[test]
fn result_in_three_languages() {
    let cases = [
        (&["--black", "185"][..], "zh-CN", "黑胜3/4子"),
        (&["--black", "184"], "zh-CN", "黑负1/4子"),
        (&["--black", "184.5"], "zh-CN", "黑胜1/4子"),
        (&["--black", "183"], "zh-CN", "黑负1又1/4子"),
        (&["--black", "183"], "zh-TW", "黑負1又1/4子"),
        (&["--black", "185"], "en", "Black wins by 3/4 stone (B+1.5)"),
        (
            &["--black", "183"],
            "en",
            "Black loses by 1 1/4 stones (W+2.5)",
        ),
        (
            &["--black", "184", "--rules", "cn1988"],
            "en",
            "Black wins by 3/4 stone (B+1.5)",
        ),
        (&["--black", "182", "--handicap", "3"], "zh-CN", "和棋"),
        (&["--black", "182", "--handicap", "3"], "en", "Draw (0)"),
        (
            &["--black", "45", "--size", "9"],
            "en",
            "Black wins by 3/4 stone (B+1.5)",
        ),
        (
            &["--black", "184", "--komi", "2又3/4"],
            "en",
            "Black wins by 3/4 stone (B+1.5)",
        ),
    ];
    for (args, lang, expected) in cases {
        let mut all = vec!["rules", "result", "--lang", lang];
        all.extend_from_slice(args);
        assert_eq!(run_ok(&all).trim_end(), expected, "{all:?}");
    }
}

#[test]
fn result_json_has_the_documented_fields() {
    let out = run_ok(&[
        "rules", "result", "--black", "185", "--json", "--lang", "zh-CN",
    ]);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        json,
        serde_json::json!({"winner":"black","margin_stones":0.75,"margin_points":1.5,
            "threshold":184.25,"black_area":185.0,"text":"黑胜3/4子"})
    );
}

#[test]
fn bad_result_input_gets_one_line_naming_the_value() {
    let err = run_err(&["rules", "result", "--black", "400"]);
    assert!(err.contains("400") && err.contains("0 to 361"), "{err}");
    let err = run_err(&["rules", "result", "--black", "184.3"]);
    assert!(err.contains("184.3"), "{err}");
    let err = run_err(&["rules", "result", "--black", "-2"]);
    assert!(err.contains("-2"), "{err}");
    let err = run_err(&["rules", "result", "--black", "180", "--rules", "wgc"]);
    assert!(err.contains("wgc") && err.contains("cn2002"), "{err}");
    let err = run_err(&["rules", "result", "--black", "180", "--komi", "abc"]);
    assert!(err.contains("abc"), "{err}");
    let err = run_err(&["rules", "result", "--black", "40", "--size", "30"]);
    assert!(err.contains("30") && err.contains("from 2 to 25"), "{err}");
    let err = run_err(&["rules", "result"]);
    assert!(err.contains("--black"), "{err}");
}

#[test]
fn count_a_diagram_with_seki() {
    let out = run_ok(&["rules", "count", &fixture("seki-7x7.txt"), "--lang", "en"]);
    // Black's area is shown as its sum, so a referee can check each term.
    assert!(
        out.contains(
            "Black: 11 stones + 10 surrounded points + half of 2 shared points = 22; White: 27"
        ),
        "{out}"
    );
    assert!(
        out.contains("Result: Black loses by 6 1/4 stones (W+12.5)"),
        "{out}"
    );
}

#[test]
fn count_an_sgf_with_dead_marks_under_two_rule_sets() {
    let path = fixture("count-9x9.sgf");
    let json: serde_json::Value =
        serde_json::from_str(&run_ok(&["rules", "count", &path, "--json"])).unwrap();
    assert_eq!(json["black_area"], 44.0);
    assert_eq!(json["white_area"], 37.0);
    assert_eq!(json["dead_white"], 1);
    assert_eq!(json["winner"], "white");
    assert_eq!(json["margin_points"], 0.5);
    assert!(json.get("territory").is_none());

    let json: serde_json::Value = serde_json::from_str(&run_ok(&[
        "rules", "count", &path, "--json", "--rules", "japanese", "--komi", "3.25",
    ]))
    .unwrap();
    assert_eq!(json["territory"]["black_prisoners"], 1);
    assert_eq!(json["winner"], "black");
    assert_eq!(json["margin_points"], 1.5);

    // Naming the dead stone on the command line gives the same count as the TB mark.
    let out = run_ok(&["rules", "count", &path, "--dead", "B8", "--lang", "zh-CN"]);
    assert!(out.contains("结果：黑负1/4子"), "{out}");
    let err = run_err(&["rules", "count", &path, "--dead", "A1"]);
    assert!(err.contains("dead stone at A1"), "{err}");
}

#[test]
fn presets_table_and_json() {
    let table = run_ok(&["rules", "presets", "--lang", "en"]);
    assert_eq!(table.lines().count(), 9, "{table}");
    assert!(
        table.lines().nth(1).unwrap().starts_with("cn2002  "),
        "{table}"
    );
    let json: serde_json::Value =
        serde_json::from_str(&run_ok(&["rules", "presets", "--json"])).unwrap();
    let presets = json.as_array().unwrap();
    let ids: Vec<&str> = presets.iter().map(|p| p["id"].as_str().unwrap()).collect();
    assert_eq!(
        ids,
        [
            "cn2002",
            "cn1988",
            "japanese",
            "korean",
            "aga",
            "ing",
            "nz",
            "tromp-taylor"
        ]
    );
    assert_eq!(presets[0]["komi_points"], 7.5);
    assert_eq!(presets[7]["ko"], "positional");
}

#[test]
fn a_preset_sets_the_replay_rules_and_flags_override_it() {
    let path = fixture("ko-retake.sgf");
    let reason = |args: &[&str]| {
        let mut all = vec!["rules", "replay", "--json", path.as_str()];
        all.extend_from_slice(args);
        let json: serde_json::Value = serde_json::from_str(&run_ok(&all)).unwrap();
        json["moves"][9]["reason"].as_str().unwrap().to_string()
    };
    assert_eq!(reason(&[]), "ko");
    assert_eq!(reason(&["--rules", "tromp-taylor"]), "positional-superko");
    assert_eq!(reason(&["--rules", "aga"]), "situational-superko");
    assert_eq!(reason(&["--rules", "aga", "--ko", "simple"]), "ko");
}

#[test]
fn rulings_depend_on_the_rule_version() {
    assert_eq!(
        run_ok(&["rules", "ruling", "double-move", "--lang", "zh-CN"]),
        "连下两着（2002年规则第17条第2款）\n判罚：第二着无效，对违规方警告一次。\n"
    );
    assert_eq!(
        run_ok(&[
            "rules",
            "ruling",
            "double-move",
            "--rules",
            "cn1988",
            "--lang",
            "zh-TW"
        ]),
        "連下兩著（1988年規則第17條第1款）\n判罰：違規方判負。\n"
    );
    let ko = run_ok(&["rules", "ruling", "ko-retake", "--lang", "en"]);
    assert!(
        ko.contains("No penalty for this was found in the Chinese rules 2002 text."),
        "{ko}"
    );
    assert!(
        ko.contains("By precedent (Chinese rules 1988, Art. 20.1): the move is void; the offender forfeits one turn"),
        "{ko}"
    );
    let json: serde_json::Value = serde_json::from_str(&run_ok(&[
        "rules",
        "ruling",
        "take-back",
        "--late",
        "--json",
    ]))
    .unwrap();
    assert_eq!(
        json["decisions"],
        serde_json::json!(["claim-too-late", "continue"])
    );
    assert_eq!(json["verified"], true);
    let json: serde_json::Value =
        serde_json::from_str(&run_ok(&["rules", "ruling", "forbidden-point", "--json"])).unwrap();
    assert_eq!(json["verified"], false);
    assert_eq!(json["precedent"]["article"], "19");
}

#[test]
fn the_first_irregular_move_of_a_game_is_found_and_ruled_on() {
    let json: serde_json::Value = serde_json::from_str(&run_ok(&[
        "rules",
        "ruling",
        "--game",
        &fixture("triple-ko.sgf"),
        "--json",
    ]))
    .unwrap();
    assert_eq!(json["moves"], 7);
    assert_eq!(json["first"]["number"], 6);
    assert_eq!(json["first"]["point"], "D3");
    assert_eq!(json["first"]["ruling"]["irregularity"], "repetition");
    assert_eq!(
        json["first"]["ruling"]["decisions"],
        serde_json::json!(["event-rules"])
    );
    let text = run_ok(&[
        "rules",
        "ruling",
        "--game",
        &fixture("ko-retake.sgf"),
        "--lang",
        "en",
    ]);
    assert!(
        text.starts_with("Move 10 (White E5): Immediate ko retake"),
        "{text}"
    );
    let text = run_ok(&[
        "rules",
        "ruling",
        "--game",
        &fixture("gnugo-9x9.sgf"),
        "--lang",
        "en",
    ]);
    assert_eq!(text, "No irregularity in 34 moves.\n");
}

#[test]
fn nigiri_holder_and_colours() {
    let out = run_ok(&[
        "rules",
        "nigiri",
        "--shown",
        "2",
        "--count",
        "17",
        "--player",
        "Li:5:34",
        "--player",
        "Wang:5d:40",
        "--lang",
        "zh-CN",
    ]);
    assert_eq!(
        out,
        "Wang握子（段级位相同，年长者握子）。\n共17子，为单数。猜双数猜错，猜子方执白，握子方执黑。\n"
    );
    let json: serde_json::Value = serde_json::from_str(&run_ok(&[
        "rules", "nigiri", "--shown", "1", "--count", "17", "--json",
    ]))
    .unwrap();
    assert_eq!(json["colours"]["guesser"], "black");
    let err = run_err(&["rules", "nigiri", "--shown", "3", "--count", "1"]);
    assert!(err.contains("'3'"), "{err}");
    let err = run_err(&["rules", "nigiri", "--shown", "1", "--count", "0"]);
    assert!(err.contains("at least one stone"), "{err}");
    let err = run_err(&[
        "rules",
        "nigiri",
        "--player",
        "Li:five:34",
        "--player",
        "W:1:2",
    ]);
    assert!(err.contains("five"), "{err}");
}

#[test]
fn clock_worked_examples() {
    let out = run_ok(&[
        "rules",
        "clock",
        "--periods",
        "5",
        "--moves",
        "45s,75s,2m10s",
        "--lang",
        "zh-CN",
    ]);
    let rows: Vec<&str> = out.lines().collect();
    assert!(rows[2].ends_with("5             40秒"), "{out}");
    assert!(rows[3].ends_with("4             还剩4分"), "{out}");
    assert!(rows[4].ends_with("2             还剩2分"), "{out}");
    let json: serde_json::Value = serde_json::from_str(&run_ok(&[
        "rules",
        "clock",
        "--periods",
        "1",
        "--moves",
        "30s,60s,10s",
        "--json",
    ]))
    .unwrap();
    assert_eq!(json["lost_at"], 2);
    let json: serde_json::Value = serde_json::from_str(&run_ok(&[
        "rules",
        "clock",
        "--system",
        "moves-per-period",
        "--period",
        "10m",
        "--moves-per-period",
        "15",
        "--moves",
        "8m",
        "--json",
    ]))
    .unwrap();
    assert_eq!(json["lost_at"], serde_json::Value::Null);
    let err = run_err(&["rules", "clock", "--moves", "45s,-3s"]);
    assert!(err.contains("-3s"), "{err}");
}

#[test]
fn standings_of_the_worked_examples() {
    let json: serde_json::Value = serde_json::from_str(&run_ok(&[
        "rules",
        "standings",
        &fixture("tournament/swiss-6.csv"),
        "--system",
        "swiss",
        "--json",
    ]))
    .unwrap();
    let names: Vec<&str> = json
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["P6", "P1", "P3", "P2", "P5", "P4"]);
    let text = run_ok(&[
        "rules",
        "standings",
        &fixture("tournament/round-robin-4.toml"),
        "--lang",
        "en",
    ]);
    assert!(text.lines().nth(1).unwrap().contains(" A "), "{text}");
    assert!(text.contains("Ranked by Score → SB → Warnings"), "{text}");
}
