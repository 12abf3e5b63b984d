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
        "悔棋（1988年规则第17条第2款）\n判罚：棋子放回原处，对违规方警告一次。\n按1988年规则 --late 不起作用：条文未规定提出要求的时限，迟提出的也照此判罚。\n"
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
    // P2 and P3 share 3rd place: a number column, which the crosstable refers to.
    assert_eq!(
        lines[0],
        "序号  名次  棋手  第1轮  第2轮  第3轮  局数  胜  和  负  积分  总得分（理论最高分）  警告"
    );
    // P1 (4 points) above P6 (5 points): 4 + 13/3 − 3 = 5.33 against 5 + 5/3 − 3 = 3.67.
    assert!(
        lines[1].starts_with(
            "   1     1  P1     3黑+   4黑+   2白-     3   2   0   1     4                  5.33"
        ),
        "{out}"
    );
    assert!(lines[2].starts_with("   2     2  P6"), "{out}");
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
        "加秒制（费舍尔）：基本用时10分钟，每步加30秒\n\
         步  用时     剩余用时\n\
         1   45秒     9分45秒\n\
         2   2分钟    8分15秒\n\
         3   1分10秒  7分35秒\n\
         4   9分30秒  0秒       超时判负\n\
         第4步超时判负。\n"
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

/// A referee's `--main 60` is 60 minutes to some and 60 seconds to others, and `1:30`
/// an hour and a half or a minute and a half: both are refused with the forms to write,
/// and every accepted form prints with its units.
#[test]
fn a_clock_setting_without_a_unit_is_refused_and_times_print_with_units() {
    let (out, err, code) = zh(&["rules", "clock", "--main", "60", "--moves", "30s"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(out.is_empty(), "{out}");
    assert_eq!(
        err,
        "weiqi-quiz: --main <MAIN> 的值“60”无效：没有单位：请写 60m（60分钟）或 60s（60秒），\
         也可写 1h30m、1:30:00、60分钟（见 weiqi-quiz rules clock --help）\n"
    );
    let (_, err, code) = zh(&["rules", "clock", "--main", "1:30", "--moves", "30s"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("“1:30”可能是时:分，也可能是分:秒：请写 1h30m 或 1m30s"),
        "{err}"
    );
    for setting in ["--period", "--increment", "--late"] {
        let (_, err, code) = zh(&["rules", "clock", setting, "30", "--moves", "30s"]);
        assert_eq!(code, Some(2), "{setting}: {err}");
        assert!(err.contains("没有单位"), "{setting}: {err}");
    }
    for main in [
        "90m",
        "1h30m",
        "1:30:00",
        "90分钟",
        "1小时30分钟",
        "１ｈ３０ｍ",
    ] {
        let (out, err, code) = zh(&["rules", "clock", "--main", main, "--moves", "1s"]);
        assert_eq!(code, Some(0), "{main}: {err}");
        assert!(
            out.starts_with("读秒制：基本用时1小时30分钟，保留读秒5次，每次60秒\n"),
            "{main}: {out}"
        );
    }
    let (out, _, _) = zh(&["rules", "clock", "--main", "60m", "--moves", "30s,61s"]);
    assert_eq!(
        out,
        "读秒制：基本用时60分钟，保留读秒5次，每次60秒\n\
         步  用时    剩余基本用时  剩余读秒次数  裁判最后读秒\n\
         1   30秒    59分30秒      5\n\
         2   1分1秒  58分29秒      5\n"
    );
    // Move times stay as referees note them: a bare number is seconds.
    let (out, _, code) = zh(&["rules", "clock", "--moves", "45,75"]);
    assert_eq!(code, Some(0));
    assert!(out.contains("1   45秒"), "{out}");
    let out = weiqi()
        .args([
            "--lang", "en", "rules", "clock", "--main", "60m", "--moves", "1s",
        ])
        .output()
        .unwrap();
    let out = String::from_utf8(out.stdout).unwrap();
    assert!(
        out.starts_with("Byo-yomi: main time 60 min, then 5 periods of 60 s\n"),
        "{out}"
    );
}

/// `--increment` under byo-yomi was silently ignored: an option the system does not
/// take is an error that names the options it does take.
#[test]
fn an_option_the_clock_system_does_not_take_is_an_error() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["--increment", "30s"],
            "--increment 不适用于读秒制（byoyomi）：读秒制用 --main、--periods、--period",
        ),
        (
            &[
                "--system",
                "sudden-death",
                "--main",
                "30m",
                "--periods",
                "3",
            ],
            "--periods 不适用于包干制（sudden-death）：包干制只用 --main",
        ),
        (
            &[
                "--system",
                "sudden-death",
                "--main",
                "30m",
                "--period",
                "30s",
            ],
            "--period 不适用于包干制（sudden-death）",
        ),
        (
            &[
                "--system",
                "fischer",
                "--main",
                "10m",
                "--increment",
                "5s",
                "--periods",
                "5",
            ],
            "--periods 不适用于加秒制（fischer）：加秒制用 --main、--increment",
        ),
        (
            &[
                "--system",
                "moves-per-period",
                "--moves-per-period",
                "15",
                "--period",
                "10m",
                "--increment",
                "5s",
            ],
            "--increment 不适用于定时限步制（moves-per-period）：定时限步制用 --main、--moves-per-period、--period",
        ),
        (
            &["--moves-per-period", "15"],
            "--moves-per-period 不适用于读秒制（byoyomi）",
        ),
        (&["--late-limit", "1h"], "--late-limit 要和 --late 一起用"),
    ];
    for (options, said) in cases {
        let mut args = vec!["rules", "clock"];
        args.extend_from_slice(options);
        args.extend_from_slice(&["--moves", "30s"]);
        let (out, err, code) = zh(&args);
        assert_eq!(code, Some(2), "{options:?}: {err}");
        assert!(out.is_empty(), "{options:?}: {out}");
        assert_eq!(err.lines().count(), 1, "{options:?}: {err}");
        assert!(err.contains(said), "{options:?}: {err}");
    }
}

/// Lateness (迟到): twice off the main time within the limit, a loss past it, the
/// absent player's byo-yomi without a main time; each time the source is said.
#[test]
fn lateness_is_deducted_twice_and_past_the_limit_loses() {
    let source = "注意：第22条的文字取自转载，未与规则原本核对；迟到的时限和扣时办法以竞赛规程为准\
                  （判负时限现为15分钟，可用 --late-limit 改，如赛场与住地分开时写 1h）。\n";
    let (out, err, code) = zh(&[
        "rules", "clock", "--main", "60m", "--late", "10m", "--moves", "5m",
    ]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(
        out,
        format!(
            "读秒制：基本用时60分钟，保留读秒5次，每次60秒\n\
             迟到10分钟（未超过15分钟的时限）：从基本用时中加倍扣除，扣20分钟（2002年规则第22条第1、2款）。\n\
             {source}\
             步  用时   剩余基本用时  剩余读秒次数  裁判最后读秒\n\
             1   5分钟  35分钟        5\n"
        )
    );
    // Past the limit: lost, nothing timed.
    let (out, _, code) = zh(&[
        "rules", "clock", "--main", "60m", "--late", "16m", "--moves", "5m,1m",
    ]);
    assert_eq!(code, Some(0));
    assert_eq!(
        out,
        format!(
            "读秒制：基本用时60分钟，保留读秒5次，每次60秒\n\
             迟到16分钟，超过15分钟的时限：判负（2002年规则第22条第1、2款），不再计时。\n\
             {source}\
             给出的2步不再计时。\n"
        )
    );
    // An hour allowed where the venue and the lodging are apart.
    let (out, _, _) = zh(&[
        "rules",
        "clock",
        "--main",
        "2h",
        "--late",
        "16m",
        "--late-limit",
        "1h",
        "--moves",
        "5m",
    ]);
    assert!(out.contains("扣32分钟"), "{out}");
    assert!(out.contains("1   5分钟  1小时23分钟"), "{out}");
    // Sudden death: a main time used up by the deduction is a loss on time.
    let (out, _, _) = zh(&[
        "rules",
        "clock",
        "--system",
        "sudden-death",
        "--main",
        "10m",
        "--late",
        "5m",
        "--moves",
        "1m",
    ]);
    assert!(
        out.contains("基本用时只有10分钟，已全部扣完：超时判负"),
        "{out}"
    );
    // No main time: the absent player's byo-yomi runs on into move 1.
    let (out, _, _) = zh(&["rules", "clock", "--late", "45s", "--moves", "30s"]);
    assert!(
        out.contains("缺席期间按时读秒（2002年规则第22条第4款）"),
        "{out}"
    );
    assert!(
        out.contains("1   30秒  0秒           4             还剩4分"),
        "{out}"
    );
    let out = weiqi()
        .args([
            "rules", "clock", "--main", "60m", "--late", "10m", "--moves", "1m", "--json",
        ])
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["late"]["ruling"], "deducted", "{json}");
    assert_eq!(json["late"]["deducted_ms"], 1_200_000);
    assert_eq!(json["late"]["limit_ms"], 900_000);
    assert_eq!(json["moves"][0]["main_left_ms"], 2_340_000);
}

/// Wrong colours say what is corrected and what the text leaves to the chief referee
/// (the clocks); move numbers start at 1.
#[test]
fn wrong_colours_say_what_is_corrected_and_of_the_clocks() {
    let (out, _, code) = zh(&["rules", "ruling", "wrong-colours", "--move", "10"]);
    assert_eq!(code, Some(0));
    assert_eq!(
        out,
        "先后手错误（2002年规则第17条第1款）\n\
         判罚：予以纠正，双方改执赛会原定的颜色。\n\
         条文只说允许改正，没有说怎样改正（重新开局，还是交换棋子颜色接着下），\
         也没有说钟上已用的时间怎样处理：请裁判长决定，并在继续对局前告知双方。\n"
    );
    let (out, _, _) = zh(&["rules", "ruling", "wrong-colours", "--move", "11"]);
    assert_eq!(
        out,
        "先后手错误（2002年规则第17条第1款）\n\
         判罚：不再纠正，本局按现执的颜色下完，计时照常；以后各轮仍按赛会原定的先后手编排。\n"
    );
    let (out, err, code) = zh(&["rules", "ruling", "wrong-colours", "--move", "0"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(out.is_empty());
    assert_eq!(
        err,
        "weiqi-quiz: --move <N> 的值“0”无效：至少为1（见 weiqi-quiz rules ruling --help）\n"
    );
}

/// Under 2002 the five kinds whose penalty text was not found give what the 2002 text
/// says, say once that no penalty text was found, and give the 1988 precedent with its
/// article.
#[test]
fn rulings_without_a_2002_penalty_give_the_text_once_and_the_precedent() {
    let cases: &[(&[&str], &str, &str, &str)] = &[
        (
            &["ko-retake"],
            "提劫后立即回提（2002年规则第20条第1款）",
            "条文规定：单劫被提后，不得立即回提。",
            "按先例（1988年规则第20条第1款）：着手无效，违规方弃权一次（由对方行棋）。",
        ),
        (
            &["forbidden-point"],
            "下在禁着点（2002年规则第5条）",
            "条文规定：下子后本方无气、又不能提取对方棋子的点，是该方的禁着点，不得在此下子。",
            "按先例（1988年规则第19条）：着手无效，违规方弃权一次（由对方行棋）。",
        ),
        (
            &["wrong-capture"],
            "误提有气之子（2002年规则第4条）",
            "条文规定：提出盘外的只能是无气之子，有气之子不能提。",
            "按先例（1988年规则第18条）：被提棋子放回原处，对违规方警告一次。",
        ),
        (
            &["scattered-board", "--cause", "deliberate"],
            "棋局被弄乱（2002年规则）",
            "最接近的条文是第17条第5款（棋子移位：",
            "按先例（1988年规则第17条第4款）：违规方判负。",
        ),
        (
            &["warnings", "--count", "2"],
            "警告（2002年规则第17条）",
            "条文规定：连下两着、悔棋、落子前按钟各判警告一次（第17条第2、3、4款）。",
            "按先例（1988年规则“其他”部分）：违规方判负。",
        ),
    ];
    for (kind, head, stated, precedent) in cases {
        let mut args = vec!["rules", "ruling"];
        args.extend_from_slice(kind);
        let (out, err, code) = zh(&args);
        assert_eq!(code, Some(0), "{kind:?}: {err}");
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[0], *head, "{kind:?}: {out}");
        assert!(lines[1].starts_with(stated), "{kind:?}: {out}");
        assert_eq!(
            lines[2], "未查到2002年规则对此的处罚条文。",
            "{kind:?}: {out}"
        );
        assert_eq!(lines[3], *precedent, "{kind:?}: {out}");
        assert_eq!(
            out.matches("未查到").count(),
            1,
            "{kind:?}: said once: {out}"
        );
    }
}
