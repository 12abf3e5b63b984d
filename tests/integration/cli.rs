//! The binary's command-line contracts.

use assert_cmd::Command;

pub fn weiqi() -> Command {
    let mut cmd = Command::cargo_bin("weiqi-quiz").expect("binary built");
    cmd.env("NO_COLOR", "1")
        .env_remove("LANG")
        .env_remove("LC_ALL");
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

fn fixture(name: &str) -> String {
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
        text.contains("  10  white E5    ILLEGAL: ko (immediate recapture) (not played)"),
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
