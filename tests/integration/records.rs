//! Game records as players bring them to the table (issue #24): a broken file stops at
//! its line and column, komi in the forms clients write it (Fox's `KM[375]`, stones),
//! results in English and Chinese forms, and a wrong first player ruled from the record.
//! Each through the binary in zh-CN.

use crate::cli::fixture;
use crate::referee::zh;

/// The Fox record of a finished 13×13 game: `KM[375]`, `RE[B+R]`, 104 moves.
const FOX: &str = "fox-13x13.sgf";
/// Its dead stones (GNU Go's list): White D12, H10 and their chains, K12, D2; Black G6.
const DEAD: &str = "D12,H12,H11,H10,K12,D2,G6";

/// The Fox record with `from` replaced by `to`, written to a file in `dir`.
fn fox_with(dir: &tempfile::TempDir, name: &str, from: &str, to: &str) -> String {
    let text = std::fs::read_to_string(fixture(FOX)).unwrap();
    assert!(text.contains(from), "{from} not in {FOX}");
    let path = dir.path().join(name);
    std::fs::write(&path, text.replacen(from, to, 1)).unwrap();
    path.display().to_string()
}

/// A record of its own, written to a file in `dir`.
fn record(dir: &tempfile::TempDir, name: &str, text: &str) -> String {
    let path = dir.path().join(name);
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

#[test]
fn a_broken_move_stops_every_command_at_its_line_and_column() {
    let (out, _, code) = zh(&["rules", "replay", &fixture(FOX)]);
    assert_eq!(code, Some(0));
    assert!(out.contains("共104手，全部合法"), "{out}");
    let dir = tempfile::tempdir().unwrap();
    // Move 13, `;B[kc]` on line 11, typed with a `(`.
    let broken = fox_with(&dir, "broken.sgf", ";B[kc]", ";B(kc]");
    for command in [
        &["rules", "replay"][..],
        &["rules", "count"],
        &["rules", "ruling", "--game"],
    ] {
        let mut args = command.to_vec();
        args.push(&broken);
        let (out, err, code) = zh(&args);
        assert_eq!(code, Some(1), "{args:?}: {out}{err}");
        assert!(out.is_empty(), "{args:?} read the file anyway: {out}");
        assert!(
            err.ends_with(
                "：不是可读的 SGF 文件：第11行第15列，属性名中出现“(”（属性名只能由大写字母组成，如 B、W、KM）\n"
            ),
            "{args:?}: {err}"
        );
    }
    // Text after the game, and a value never closed: told where, not skipped.
    let after = record(&dir, "after.sgf", "(;GM[1]SZ[9];B[ee];W[cc])\n;B[dd]\n");
    let (_, err, code) = zh(&["rules", "replay", &after]);
    assert_eq!(code, Some(1));
    assert!(
        err.contains("第2行第1列，棋局的 `)` 之后还有内容（“;”）"),
        "{err}"
    );
    let open = record(&dir, "open.sgf", "(;GM[1]SZ[9]\nC[unfinished;B(ee)");
    let (_, err, _) = zh(&["rules", "replay", &open]);
    assert!(err.contains("第2行第2列，属性值没有用 `]` 闭合"), "{err}");
}

#[test]
fn a_fox_komi_counts_as_the_same_game_with_km_7_5() {
    let (fox, err, code) = zh(&["rules", "count", &fixture(FOX), "--dead", DEAD]);
    assert_eq!(code, Some(0), "{err}");
    assert!(err.is_empty(), "{err}");
    let note = "棋谱的 KM[375] 是野狐的写法（中国规则下以百分之一子计），即贴3又3/4子（7.5目）。\n";
    assert!(fox.starts_with(note), "{fox}");
    assert!(
        fox.contains("规则：中国围棋竞赛规则（2002），贴3又3/4子（7.5目）\n"),
        "{fox}"
    );
    assert!(fox.contains("结果：黑胜9又3/4子\n"), "{fox}");
    let dir = tempfile::tempdir().unwrap();
    let points = fox_with(&dir, "points.sgf", "KM[375]", "KM[7.5]");
    let (same, err, _) = zh(&["rules", "count", &points, "--dead", DEAD]);
    assert!(err.is_empty(), "{err}");
    assert_eq!(fox.strip_prefix(note), Some(same.as_str()));
    // The JSON is the same too.
    let json = |path: &str| zh(&["rules", "count", path, "--dead", DEAD, "--json"]).0;
    assert_eq!(json(&fixture(FOX)), json(&points));
    // --komi-points and --komi win over the record's komi, which is then not read.
    let (out, _, _) = zh(&[
        "rules",
        "count",
        &fixture(FOX),
        "--dead",
        DEAD,
        "--komi-points",
        "6.5",
    ]);
    assert!(
        out.starts_with("规则：中国围棋竞赛规则（2002），贴3又1/4子（6.5目）\n"),
        "{out}"
    );
    let (out, _, _) = zh(&[
        "rules",
        "count",
        &fixture(FOX),
        "--dead",
        DEAD,
        "--komi",
        "0",
    ]);
    assert!(out.contains("结果：黑胜13又1/2子\n"), "{out}");
    // Under other rules Fox writes hundredths of a point.
    let japanese = fox_with(
        &dir,
        "japanese.sgf",
        "KM[375]HA[0]RU[Chinese]",
        "KM[650]HA[0]RU[Japanese]",
    );
    let (out, _, _) = zh(&["rules", "count", &japanese, "--dead", DEAD]);
    assert!(
        out.starts_with("棋谱的 KM[650] 是野狐的写法（以百分之一目计），即贴3又1/4子（6.5目）。\n"),
        "{out}"
    );
}

#[test]
fn a_komi_no_game_can_have_is_warned_and_the_rules_komi_used() {
    let dir = tempfile::tempdir().unwrap();
    // 375 points without AP[foxwq]: the draw line is off a 169-point board.
    let not_fox = fox_with(&dir, "not-fox.sgf", "AP[foxwq]", "");
    let (out, err, code) = zh(&["rules", "count", &not_fox, "--dead", DEAD]);
    assert_eq!(code, Some(0));
    assert_eq!(
        err,
        "weiqi-quiz: 注意：棋谱的贴子 KM[375] 即贴187又1/2子（375目），黑方要272子才和，而13路棋盘只有169个点，不可能有这样的贴子。本次按贴3又3/4子（7.5目）计算（如需别的贴子，请用 --komi 或 --komi-points）。\n"
    );
    assert!(out.contains("结果：黑胜9又3/4子\n"), "{out}");
    let (_, err, _) = zh(&["rules", "count", &not_fox, "--komi-points", "7.5"]);
    assert!(err.is_empty(), "an overridden komi is not read: {err}");
    let quarter = fox_with(&dir, "quarter.sgf", "KM[375]", "KM[7.3]");
    let (_, err, _) = zh(&["rules", "count", &quarter]);
    assert!(
        err.contains("棋谱的贴子 KM[7.3] 不是1/4子（半目）的整数倍，本次按贴3又3/4子（7.5目）计算"),
        "{err}"
    );
    let word = fox_with(&dir, "word.sgf", "KM[375]", "KM[七目半]");
    let (_, err, code) = zh(&["rules", "count", &word]);
    assert_eq!(code, Some(0));
    assert!(err.contains("棋谱的贴子 KM[七目半] 不是数"), "{err}");
}

#[test]
fn komi_in_stones_is_read_and_a_handicap_beside_a_komi_is_warned() {
    let dir = tempfile::tempdir().unwrap();
    for ru in ["RU[Chinese]", "RU[cn]"] {
        let stones = fox_with(
            &dir,
            "stones.sgf",
            "KM[375]HA[0]RU[Chinese]",
            &format!("KM[3.75]HA[0]{ru}"),
        );
        let (out, err, code) = zh(&["rules", "count", &stones, "--dead", DEAD]);
        assert_eq!(code, Some(0), "{err}");
        assert!(err.is_empty(), "{err}");
        assert!(
            out.starts_with("棋谱的 KM[3.75] 不是半目的整数倍，按子计，即贴3又3/4子（7.5目）。\n"),
            "{out}"
        );
        assert!(out.contains("结果：黑胜9又3/4子\n"), "{out}");
        let (out, _, code) = zh(&[
            "rules",
            "count",
            &stones,
            "--dead",
            DEAD,
            "--komi-points",
            "5.5",
        ]);
        assert_eq!(code, Some(0));
        assert!(
            out.starts_with("规则：中国围棋竞赛规则（2002），贴2又3/4子（5.5目）\n"),
            "{out}"
        );
    }
    let text = "(;GM[1]FF[4]SZ[9]HA[4]KM[7.5]RU[Chinese]AB[cc][gc][cg][gg]\n;W[ee];B[ec])";
    let handicap = record(&dir, "handicap.sgf", text);
    let (out, err, _) = zh(&["rules", "count", &handicap]);
    assert_eq!(
        err,
        "weiqi-quiz: 注意：棋谱既有让子（HA[4]，黑方还2子）又有贴子（KM[7.5]，贴3又3/4子（7.5目）），本次数子两者都算：黑方46又1/4子为和。中国规则的让子棋不贴子；如本局没有贴子，请加 --komi 0 再数。\n"
    );
    assert!(out.contains("黑方46又1/4子为和\n"), "{out}");
    let (_, err, _) = zh(&["rules", "count", &handicap, "--komi", "0"]);
    assert!(err.is_empty(), "{err}");
}

#[test]
fn resignation_and_time_wins_are_not_checked_against_the_count() {
    let (out, _, _) = zh(&["rules", "count", &fixture(FOX), "--dead", DEAD]);
    assert!(
        out.ends_with(
            "棋谱记载黑中盘胜（B+R）：对局以认输结束，不以数子定胜负，本次数子仅供参考。\n"
        ),
        "{out}"
    );
    assert!(!out.contains("核对死子"), "{out}");
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        (
            "W+R",
            "棋谱记载白中盘胜（W+R）：对局以认输结束，不以数子定胜负，本次数子仅供参考。",
        ),
        (
            "白中盘胜",
            "棋谱记载白中盘胜（白中盘胜）：对局以认输结束，不以数子定胜负，本次数子仅供参考。",
        ),
        (
            "B+T",
            "棋谱记载黑超时胜（B+T）：对局以超时判负结束，不以数子定胜负，本次数子仅供参考。",
        ),
        (
            "白超时胜",
            "棋谱记载白超时胜（白超时胜）：对局以超时判负结束，不以数子定胜负，本次数子仅供参考。",
        ),
        // Fox under the Chinese rules writes margins in stones.
        ("B+9.75", "棋谱记载的结果B+9.75与本次数子一致。"),
        ("黑胜9又3/4子", "棋谱记载的结果黑胜9又3/4子与本次数子一致。"),
        ("黑胜19.5目", "棋谱记载的结果黑胜19.5目与本次数子一致。"),
        ("黑胜", "棋谱记载的结果黑胜与本次数子一致。"),
        (
            "白胜4又3/4子",
            "注意：棋谱记载白胜4又3/4子，本次数子却是黑胜9又3/4子。请与双方核对死子。",
        ),
        (
            "和棋",
            "注意：棋谱记载和棋，本次数子却是黑胜9又3/4子。请与双方核对死子。",
        ),
        (
            "黑胜很多",
            "棋谱记载的结果“黑胜很多”无法识别，未与本次数子比较。",
        ),
    ];
    for (re, line) in cases {
        let path = fox_with(&dir, "result.sgf", "RE[B+R]", &format!("RE[{re}]"));
        let (out, _, code) = zh(&["rules", "count", &path, "--dead", DEAD]);
        assert_eq!(code, Some(0));
        assert!(out.ends_with(&format!("{line}\n")), "RE[{re}]: {out}");
    }
    // Without Fox, B+9.75 is still stones (a quarter cannot be points); B+9.5 is points.
    let plain = fox_with(&dir, "plain.sgf", "AP[foxwq]RL[0]", "");
    let plain_text = std::fs::read_to_string(&plain).unwrap();
    for (re, agrees) in [("B+19.5", true), ("B+9.75", true), ("B+9.5", false)] {
        std::fs::write(
            &plain,
            plain_text.replacen("RE[B+R]", &format!("RE[{re}]"), 1),
        )
        .unwrap();
        let (out, _, _) = zh(&[
            "rules",
            "count",
            &plain,
            "--komi-points",
            "7.5",
            "--dead",
            DEAD,
        ]);
        assert_eq!(out.contains("一致"), agrees, "RE[{re}]: {out}");
    }
    // JSON says how the game was won, and does not compare a resignation.
    let (json, _, _) = zh(&["rules", "count", &fixture(FOX), "--dead", DEAD, "--json"]);
    let json: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(json["recorded"], "B+R");
    assert_eq!(json["recorded_by"], "resignation");
    assert!(json.get("recorded_agrees").is_none(), "{json}");
}

#[test]
fn a_wrong_first_player_is_the_wrong_colours_irregularity() {
    let dir = tempfile::tempdir().unwrap();
    // An even game White started: found at move 1, noticed after move 4 (corrected).
    let white = record(
        &dir,
        "white.sgf",
        "(;GM[1]SZ[9]KM[7.5]RU[Chinese]\n;W[ee];B[cc];W[gg];B[cg])",
    );
    let (out, err, code) = zh(&["rules", "ruling", "--game", &white]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(
        out,
        "第1手（白 E5）：先后手错误（2002年规则第17条第1款）\n判罚：予以纠正，双方改执赛会原定的颜色。\n\
         条文只说允许改正，没有说怎样改正（重新开局，还是交换棋子颜色接着下），也没有说钟上已用的时间怎样处理：请裁判长决定，并在继续对局前告知双方。\n"
    );
    let (out, _, _) = zh(&["rules", "ruling", "--game", &white, "--rules", "cn1988"]);
    assert_eq!(
        out,
        "第1手（白 E5）：先后手错误（1988年规则）\n1988年规则中未查到相关条文。\n"
    );
    // The same after 104 moves: the colours stand.
    let fox = std::fs::read_to_string(fixture(FOX)).unwrap();
    let moves = &fox[fox.find("\n;").unwrap()..];
    let swapped: String = moves
        .chars()
        .map(|c| match c {
            'B' => 'W',
            'W' => 'B',
            c => c,
        })
        .collect();
    let long = record(&dir, "long.sgf", &format!("(;GM[1]SZ[13]KM[7.5]{swapped}"));
    let (out, _, _) = zh(&["rules", "ruling", "--game", &long]);
    assert!(out.starts_with("第1手（白 K10）：先后手错误"), "{out}");
    assert!(!out.contains("予以纠正"), "{out}");
    let (json, _, _) = zh(&["rules", "ruling", "--game", &long, "--json"]);
    let json: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(json["first"]["number"], 1);
    assert_eq!(json["first"]["ruling"]["irregularity"], "wrong-colours");
    assert_eq!(json["first"]["ruling"]["decisions"][0], "colours-stand");
    // A handicap game (Fox puts the stones in the second node) that Black went on with.
    let text = "(;GM[1]FF[4]SZ[19]HA[2]KM[0]RU[Chinese]AP[foxwq]\n;AB[pd][dp];B[dd];W[pp];B[qq])";
    let black = record(&dir, "black.sgf", text);
    let (out, _, _) = zh(&["rules", "ruling", "--game", &black]);
    assert_eq!(
        out,
        "第1手（黑 D16）：先后手错误（2002年规则第17条第1款）\n判罚：予以纠正，双方改执赛会原定的颜色。\n\
         条文只说允许改正，没有说怎样改正（重新开局，还是交换棋子颜色接着下），也没有说钟上已用的时间怎样处理：请裁判长决定，并在继续对局前告知双方。\n"
    );
    let right = record(
        &dir,
        "right.sgf",
        &text.replace(";B[dd];W[pp];B[qq]", ";W[dd];B[pp];W[qq]"),
    );
    let (out, _, _) = zh(&["rules", "ruling", "--game", &right]);
    assert_eq!(out, "共3手，未发现违规。\n");
}
