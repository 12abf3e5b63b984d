//! The `rules` commands as a referee and an organiser type them: one rule for exit
//! codes, rulings that say what an option changes, nigiri with every kind of rank.

use crate::cli::{fixture, weiqi};

/// Runs `weiqi-quiz --lang zh-CN ARGS`: stdout, stderr and the exit code.
pub fn zh(args: &[&str]) -> (String, String, Option<i32>) {
    let out = weiqi()
        .args(["--lang", "zh-CN"])
        .args(args)
        .output()
        .unwrap();
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
        out.status.code(),
    )
}

#[test]
fn a_malformed_argument_exits_2_and_impossible_input_exits_1() {
    let seki = fixture("seki-7x7.txt");
    let malformed: &[&[&str]] = &[
        &["rules", "count", &seki, "--dead", "Z9"],
        &["rules", "clock", "--moves", "45s,-3s"],
        &["rules", "clock", "--moves", "45x"],
        &["rules", "clock", "--moves", "45s,,3"],
        &["rules", "nigiri", "--shown", "3", "--count", "5"],
        &["rules", "nigiri", "--shown", "1", "--count", "many"],
        &["rules", "ruling", "warnings", "--count", "two"],
        &["rules", "nigiri", "--player", "Li:5d"],
        &[
            "rules",
            "nigiri",
            "--player",
            "Li:5x:30",
            "--player",
            "Wang:3k:12",
        ],
        &["rules", "nigiri", "--player", "Li:5d:30"],
        &[
            "rules",
            "clock",
            "--system",
            "moves-per-period",
            "--moves",
            "5s",
        ],
        &["rules", "result", "--black", "many"],
    ];
    for args in malformed {
        let (out, err, code) = zh(args);
        assert_eq!(code, Some(2), "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert_eq!(err.lines().count(), 1, "{args:?}: one line: {err}");
    }
    let impossible: &[&[&str]] = &[
        &["rules", "nigiri", "--shown", "1", "--count", "0"],
        &["rules", "result", "--black", "500"],
        &["rules", "count", &fixture("no-such-position.txt")],
    ];
    for args in impossible {
        let (_, err, code) = zh(args);
        assert_eq!(code, Some(1), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: one line: {err}");
    }
    // The reason is said once, not twice.
    let (_, err, _) = zh(&["rules", "clock", "--moves", "45s,-3s"]);
    assert_eq!(err.matches("时间不能为负").count(), 1, "{err}");
}

#[test]
fn late_has_no_effect_under_1988_and_says_so() {
    let (out, _, code) = zh(&[
        "rules",
        "ruling",
        "take-back",
        "--late",
        "--rules",
        "cn1988",
    ]);
    assert_eq!(code, Some(0));
    assert_eq!(
        out,
        "悔棋（1988年规则第17条）\n判罚：棋子放回原处，对违规方警告一次。\n按1988年规则 --late 不起作用：条文未规定提出要求的时限，迟提出的也照此判罚。\n"
    );
    // Under 2002 a late claim is refused, and no such note is given.
    let (out, _, _) = zh(&["rules", "ruling", "take-back", "--late"]);
    assert!(
        out.contains("不予受理") && !out.contains("不起作用"),
        "{out}"
    );
}

#[test]
fn one_warning_under_1988_is_not_ruled_as_two() {
    let out = weiqi()
        .args([
            "rules", "ruling", "warnings", "--count", "1", "--rules", "cn1988", "--json",
        ])
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["decisions"], serde_json::json!(["continue"]));
    assert_eq!(json["notes"], serde_json::json!(["second-warning-loses"]));
    let (out, _, _) = zh(&[
        "rules", "ruling", "warnings", "--count", "2", "--rules", "cn1988",
    ]);
    assert!(out.contains("判罚：违规方判负。"), "{out}");
    assert!(!out.contains("再受一次警告"), "{out}");
}

#[test]
fn nigiri_takes_kyu_dan_and_professional_ranks() {
    let (out, _, code) = zh(&[
        "rules",
        "nigiri",
        "--player",
        "李:3k:12",
        "--player",
        "王:1d:9",
    ]);
    assert_eq!(code, Some(0));
    assert_eq!(out, "王握子（段级位较高：1d对3k）。\n");
    let (out, _, _) = zh(&[
        "rules",
        "nigiri",
        "--player",
        "李:5p:30",
        "--player",
        "王:9d:40",
        "--shown",
        "1",
        "--count",
        "17",
    ]);
    assert_eq!(
        out,
        "李握子（段级位较高：5p对9d）。\n共17子，为单数。猜单数猜对，猜子方执黑。\n"
    );
    let (out, _, _) = zh(&[
        "rules",
        "nigiri",
        "--player",
        "李:5段:30",
        "--player",
        "王:5:40",
    ]);
    assert_eq!(out, "王握子（段级位相同，年长者握子）。\n");
}

#[test]
fn nigiri_alone_simulates_one_and_a_seed_repeats_it() {
    let (out, _, code) = zh(&["--seed", "7", "rules", "nigiri"]);
    assert_eq!(code, Some(0));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert!(lines[0].starts_with("模拟猜先：握子方抓了"), "{out}");
    let count: u32 = lines[0]
        .trim_start_matches("模拟猜先：握子方抓了")
        .split('子')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!((10..=40).contains(&count), "{count}");
    let parity = if count % 2 == 1 { "单数" } else { "双数" };
    assert!(
        lines[1].starts_with(&format!("共{count}子，为{parity}。")),
        "{out}"
    );
    // The guess and the outcome agree: one stone shown guesses odd.
    let odd_guess = lines[0].contains("出示1子猜单");
    assert_eq!(
        lines[1].contains("猜对"),
        odd_guess == (count % 2 == 1),
        "{out}"
    );
    assert_eq!(zh(&["--seed", "7", "rules", "nigiri"]).0, out);
    let seeds: std::collections::BTreeSet<String> = (1..=8)
        .map(|s| zh(&["--seed", &s.to_string(), "rules", "nigiri"]).0)
        .collect();
    assert!(seeds.len() > 2, "a nigiri is drawn, not fixed: {seeds:?}");
}

#[test]
fn standings_can_rank_by_the_papers_total_itself() {
    let file = fixture("tournament/swiss-6.csv");
    let (out, _, code) = zh(&[
        "rules",
        "standings",
        &file,
        "--system",
        "swiss",
        "--method",
        "total-theoretical",
    ]);
    assert_eq!(code, Some(0));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[0],
        "名次  棋手  局数  胜  和  负  积分  总得分（理论最高分）  警告"
    );
    // P1 (4 points) above P6 (5 points): 4 + 13/3 − 3 = 5.33 against 5 + 5/3 − 3 = 3.67.
    assert!(
        lines[1].starts_with("   1  P1       3   2   0   1     4                  5.33"),
        "{out}"
    );
    assert!(lines[2].starts_with("   2  P6"), "{out}");
    assert!(
        out.ends_with("排名依据：总得分（理论最高分） → 警告；共 3 轮\n"),
        "{out}"
    );
    // After the score, as a tie-break, the score still leads.
    let (out, _, _) = zh(&[
        "rules",
        "standings",
        &file,
        "--system",
        "swiss",
        "--tiebreak",
        "sos",
    ]);
    assert!(out.lines().nth(1).unwrap().contains("P6"), "{out}");
    let (_, err, code) = zh(&["rules", "standings", &file, "--method", "sos"]);
    assert_eq!(code, Some(2), "{err}");
}

#[test]
fn a_second_bye_for_one_player_is_warned_about() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("byes.csv");
    std::fs::write(
        &file,
        "round,black,white,result\n1,P1,P2,B\n1,P3,,bye\n2,P1,P3,W\n2,P2,,bye\n3,P2,P4,=\n3,P3,,bye\n3,P1,P5,B\n",
    )
    .unwrap();
    let (out, err, code) = zh(&[
        "rules",
        "standings",
        file.to_str().unwrap(),
        "--system",
        "swiss",
    ]);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.starts_with("名次"), "{out}");
    assert!(
        err.ends_with(
            "weiqi-quiz: 注意：P3 轮空 2 次（第 1、3 轮）；一名棋手一般至多轮空一次，请检查成绩文件或编排。\n"
        ),
        "{err}"
    );
    // P4 and P5 play in round 3 only: without a players file, a possible typo.
    assert!(err.contains("第6行：“P4”只在一轮中出现"), "{err}");
    // One bye each is normal: no warning.
    let (_, err, _) = zh(&[
        "rules",
        "standings",
        &fixture("tournament/swiss-6.csv"),
        "--system",
        "swiss",
    ]);
    assert!(err.is_empty(), "{err}");
}

#[test]
fn a_komi_that_looks_like_points_is_stated_with_its_draw_line() {
    let (out, _, code) = zh(&["rules", "result", "--black", "185", "--komi", "7.5"]);
    assert_eq!(code, Some(0));
    assert_eq!(
        out,
        "注意：--komi 以子为单位，本次按贴7又1/2子（15目）计算。黑方188子为和。如要贴7.5目，请写 --komi-points 7.5（或 --komi 3.75）。\n黑负3子\n"
    );
    // In points, as the note says: the usual 3¾ stones.
    let (out, _, _) = zh(&["rules", "result", "--black", "185", "--komi-points", "7.5"]);
    assert_eq!(out, "黑胜3/4子\n");
    // A Chinese komi in stones is taken as it is, without a note.
    let (out, _, _) = zh(&["rules", "result", "--black", "185", "--komi", "3.75"]);
    assert_eq!(out, "黑胜3/4子\n");
    let (_, err, code) = zh(&["rules", "result", "--black", "185", "--komi-points", "7.25"]);
    assert_eq!(code, Some(2), "{err}");
    let (_, _, code) = zh(&[
        "rules",
        "result",
        "--black",
        "185",
        "--komi",
        "3.75",
        "--komi-points",
        "7.5",
    ]);
    assert_eq!(code, Some(2));
}

#[test]
fn a_japanese_count_gives_territory_results_in_points() {
    let (out, _, code) = zh(&[
        "rules",
        "count",
        &fixture("count-9x9.sgf"),
        "--rules",
        "japanese",
        "--komi-points",
        "6.5",
    ]);
    assert_eq!(code, Some(0));
    assert_eq!(
        out,
        "规则：日本围棋规则（1989），贴6.5目\n提去死子：黑0子，白1子\n黑方：活子9 + 围住的空点35 + 公共点0的一半 = 44子；白方37子\n数目法：黑空35目，提子1；白空28目，提子0\n结果：黑胜1.5目\n"
    );
    let out = weiqi()
        .args([
            "--lang",
            "en",
            "rules",
            "count",
            &fixture("count-9x9.sgf"),
            "--rules",
            "japanese",
            "--komi-points",
            "6.5",
            "--json",
        ])
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["text"], "Black wins by 1.5 points (B+1.5)", "{json}");
    // Area counting stays in stones.
    let (out, _, _) = zh(&["rules", "count", &fixture("count-9x9.sgf")]);
    assert!(out.ends_with("结果：黑负1/4子\n"), "{out}");
}

#[test]
fn a_fischer_clock_adds_its_increment_after_every_move() {
    let (out, _, code) = zh(&[
        "rules",
        "clock",
        "--system",
        "fischer",
        "--main",
        "10m",
        "--increment",
        "30s",
        "--moves",
        "45s,2m,1m10s,9m30s",
    ]);
    assert_eq!(code, Some(0));
    assert_eq!(
        out,
        "加秒制（费舍尔）：基本用时10:00，每步加0:30\n步  用时  剩余用时\n1   0:45  9:45\n2   2:00  8:15\n3   1:10  7:35\n4   9:30  0:00      超时判负\n第4步超时判负。\n"
    );
    let out = weiqi()
        .args([
            "rules",
            "clock",
            "--system",
            "fischer",
            "--main",
            "1m",
            "--increment",
            "30s",
            "--moves",
            "1s,1s",
            "--json",
        ])
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["system"]["kind"], "fischer", "{json}");
    assert_eq!(json["system"]["increment_ms"], 30_000);
    assert_eq!(json["lost_at"], serde_json::Value::Null);
    // No increment: a malformed command line; no main time: an impossible clock.
    let (_, err, code) = zh(&["rules", "clock", "--system", "fischer", "--moves", "4s"]);
    assert_eq!(code, Some(2), "{err}");
    let (_, err, code) = zh(&[
        "rules",
        "clock",
        "--system",
        "fischer",
        "--increment",
        "30s",
        "--moves",
        "4s",
    ]);
    assert_eq!(code, Some(1), "{err}");
}
