//! The tournament desk through the binary, as a chief referee runs a Swiss event:
//! pair a round from the players file, enter the results, pair the next, … , post the
//! standings; and every typo of issue 29 caught (with a players file) or warned about.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use crate::referee::zh;

const PLAYERS_16: &str = "姓名,等级分,退赛\n\
    李明,2400,\n张三,2380,\n王五,2350,\n赵六,2330,\n孙七,2300,\n周八,2280,\n吴九,2250,\n\
    郑十,2230,\n陈一,2200,\n林二,2180,\n黄三,2150,\n何四,2130,\n高五,2100,\n罗六,2080,\n\
    梁七,2050,\n宋八,2030,\n";

fn path(dir: &Path, name: &str) -> String {
    dir.join(name).to_str().unwrap().to_string()
}

/// `rules pair --json` for the results so far.
fn pair(results: &str, players: &str) -> serde_json::Value {
    let (out, err, code) = zh(&["rules", "pair", results, "--players", players, "--json"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(err.is_empty(), "{err}");
    serde_json::from_str(&out).unwrap()
}

#[test]
fn a_sixteen_player_five_round_swiss_from_the_players_file_to_the_standings() {
    let dir = tempfile::tempdir().unwrap();
    let players = path(dir.path(), "players.csv");
    let results = path(dir.path(), "results.csv");
    std::fs::write(&players, PLAYERS_16).unwrap();

    // Round 1 as the referee reads it: top half against bottom half by rating.
    let (out, err, code) = zh(&["rules", "pair", &results, "--players", &players]);
    assert_eq!(code, Some(0), "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "第1轮对阵");
    assert_eq!(lines[2], "台次  黑方  白方");
    assert_eq!(lines[3], "   1  李明  陈一");
    assert_eq!(lines[4], "   2  林二  张三");
    assert_eq!(lines.len(), 11, "{out}");

    let rating: BTreeMap<String, u32> = PLAYERS_16
        .lines()
        .skip(1)
        .map(|l| {
            let mut cells = l.split(',');
            let name = cells.next().unwrap().to_string();
            (name, cells.next().unwrap().parse().unwrap())
        })
        .collect();
    let mut file = String::from("# system: swiss\nround,black,white,result\n");
    let mut met: BTreeSet<(String, String)> = BTreeSet::new();
    let mut colours: BTreeMap<String, String> = BTreeMap::new();
    for round in 1..=5 {
        let json = pair(&results, &players);
        assert_eq!(json["round"], round);
        assert!(json["bye"].is_null());
        let boards = json["pairings"].as_array().unwrap();
        assert_eq!(boards.len(), 8);
        let mut seen = BTreeSet::new();
        for (i, b) in boards.iter().enumerate() {
            assert_eq!(b["board"], i + 1);
            let black = b["black"].as_str().unwrap().to_string();
            let white = b["white"].as_str().unwrap().to_string();
            assert!(seen.insert(black.clone()) && seen.insert(white.clone()));
            let key = if black < white {
                (black.clone(), white.clone())
            } else {
                (white.clone(), black.clone())
            };
            assert!(
                met.insert(key),
                "{black} and {white} meet again in round {round}"
            );
            for (name, c) in [(&black, 'B'), (&white, 'W')] {
                let history = colours.entry(name.clone()).or_default();
                history.push(c);
                assert!(
                    !history.ends_with(&c.to_string().repeat(3)),
                    "{name} has {history} after round {round}"
                );
            }
            // The higher rating wins, but board 3 is drawn and board 8 of round 4 is
            // a forfeit.
            let result = match (round, i + 1) {
                (4, 8) => "W+F".to_string(),
                (_, 3) => "=".to_string(),
                _ if rating[&black] > rating[&white] => "B+R".to_string(),
                _ => "W+R".to_string(),
            };
            file.push_str(&format!("{round},{black},{white},{result}\n"));
        }
        assert_eq!(seen.len(), 16);
        std::fs::write(&results, &file).unwrap();
    }

    let (out, err, code) = zh(&["rules", "standings", &results, "--players", &players]);
    assert_eq!(code, Some(0), "{err}");
    assert!(err.is_empty(), "a clean event gets no warning: {err}");
    let lines: Vec<&str> = out.lines().collect();
    // The crosstable: a column a round, each cell the opponent, colour and result.
    assert!(
        lines[0].ends_with("第4轮  第5轮  局数  胜  和  负  积分  对手分  累进分"),
        "{out}"
    );
    assert!(lines[1].contains("李明"), "{out}");
    assert_eq!(lines.len(), 16 + 4, "{out}");
    assert!(
        out.ends_with("排名依据：积分 → 对手分 → 累进分；共 5 轮\n"),
        "{out}"
    );
    // Posted: the standings with the crosstable as Markdown for the chat, as a page to
    // print, and the next pairing list.
    let (md, err, code) = zh(&[
        "rules",
        "standings",
        &results,
        "--players",
        &players,
        "--format",
        "md",
        "--title",
        "会长杯",
    ]);
    assert_eq!(code, Some(0), "{err}");
    assert!(md.starts_with("**会长杯**\n"), "{md}");
    let rows: Vec<&str> = md.lines().filter(|l| l.starts_with("| ")).skip(2).collect();
    assert_eq!(rows.len(), 16, "{md}");
    let cell = |row: &str, c: usize| row.split(" | ").nth(c).unwrap_or_default().to_string();
    for row in &rows {
        for round in 1..=5 {
            let text = cell(row, round + 1);
            assert!(
                text.contains('黑') || text.contains('白'),
                "round {round} of {row}"
            );
        }
    }
    let page = path(dir.path(), "standings.html");
    let (_, err, code) = zh(&[
        "rules",
        "standings",
        &results,
        "--players",
        &players,
        "--format",
        "html",
        "--out",
        &page,
    ]);
    assert_eq!(code, Some(0), "{err}");
    let html = std::fs::read_to_string(&page).unwrap();
    assert!(html.contains("@page") && html.contains("A4") && html.contains("李明"));
    // A sixth round pairs too, and nobody meets anyone twice in it either.
    let sixth = pair(&results, &players);
    assert_eq!(sixth["round"], 6);
    let (list, err, code) = zh(&[
        "rules",
        "pair",
        &results,
        "--players",
        &players,
        "--format",
        "md",
    ]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(
        list.lines().filter(|l| l.starts_with("| ")).count(),
        2 + 8,
        "{list}"
    );
}

/// A four-player event: the players file and the results file with `rows`.
fn event(dir: &Path, rows: &str) -> (String, String) {
    let players = path(dir, "players.csv");
    let results = path(dir, "results.csv");
    std::fs::write(
        &players,
        "姓名,段位\n李明,5段\n张三,4段\n王五,3段\n赵六,2段\n",
    )
    .unwrap();
    std::fs::write(&results, format!("round,black,white,result\n{rows}")).unwrap();
    (results, players)
}

const TWO_ROUNDS: &str = "1,李明,王五,B+R\n1,赵六,张三,W+R\n2,张三,李明,B+R\n2,王五,赵六,=\n";

#[test]
fn a_misspelt_name_is_an_error_with_the_players_file_and_a_warning_without() {
    let dir = tempfile::tempdir().unwrap();
    let typo = TWO_ROUNDS.replace("2,张三,李明", "2,张三,李名");
    let (results, players) = event(dir.path(), &typo);
    let (out, err, code) = zh(&[
        "rules",
        "standings",
        &results,
        "--system",
        "swiss",
        "--players",
        &players,
    ]);
    assert_eq!(code, Some(1));
    assert!(out.is_empty());
    assert_eq!(
        err,
        format!(
            "weiqi-quiz: {results}：第4行第6列：“李名”不在棋手名单中（是否为“李明”的笔误？）；请改正姓名，或把该棋手加入名单\n"
        )
    );
    // rules pair checks the same way.
    let (_, err, code) = zh(&["rules", "pair", &results, "--players", &players]);
    assert_eq!(code, Some(1));
    assert!(err.contains("“李名”不在棋手名单中"), "{err}");
    // Without the players file: ranked, with a warning naming the line.
    let (out, err, code) = zh(&["rules", "standings", &results, "--system", "swiss"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.starts_with("名次"));
    assert!(
        err.contains(&format!(
            "weiqi-quiz: 注意：{results} 第4行：“李名”只在一轮中出现，是否为其他棋手姓名的笔误？"
        )),
        "{err}"
    );
}

#[test]
fn a_round_number_typed_wrong_is_an_error_with_the_players_file_and_a_warning_without() {
    let dir = tempfile::tempdir().unwrap();
    let typo = TWO_ROUNDS.replace("2,王五,赵六", "7,王五,赵六");
    let (results, players) = event(dir.path(), &typo);
    let (_, err, code) = zh(&[
        "rules",
        "standings",
        &results,
        "--system",
        "swiss",
        "--players",
        &players,
    ]);
    assert_eq!(code, Some(1));
    assert_eq!(
        err,
        format!(
            "weiqi-quiz: {results}：第5行第1列：第7轮接在第2轮之后，中间缺了一轮（轮次写错了？）\n"
        )
    );
    let (out, err, code) = zh(&["rules", "standings", &results, "--system", "swiss"]);
    assert_eq!(code, Some(0));
    assert!(out.contains("共 7 轮"), "{out}");
    assert!(
        err.contains(&format!(
            "注意：{results} 第5行：第7轮接在第2轮之后，轮次是否写错？"
        )),
        "{err}"
    );
}

#[test]
fn a_player_missing_from_a_round_is_an_error_in_the_players_file() {
    let dir = tempfile::tempdir().unwrap();
    let (results, players) = event(
        dir.path(),
        "1,李明,王五,B+R\n1,赵六,张三,W+R\n2,张三,李明,B+R\n",
    );
    let (_, err, code) = zh(&[
        "rules",
        "standings",
        &results,
        "--system",
        "swiss",
        "--players",
        &players,
    ]);
    assert_eq!(code, Some(1));
    assert_eq!(
        err,
        format!(
            "weiqi-quiz: {players}：第4行第1列：“王五”在成绩第2轮中没有对局也没有轮空；请补上，或在名单的退赛列写明其最后一轮\n"
        )
    );
    // Written as withdrawn before round 2 (退赛): no error, and the next pairing leaves
    // 王五 out.
    std::fs::write(
        &results,
        "round,black,white,result\n1,李明,王五,B+R\n1,赵六,张三,W+R\n2,张三,李明,B+R\n2,王五,,退赛\n2,赵六,,bye\n",
    )
    .unwrap();
    let (out, err, code) = zh(&[
        "rules",
        "standings",
        &results,
        "--system",
        "swiss",
        "--players",
        &players,
    ]);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("王五"), "{out}");
    let (out, err, code) = zh(&["rules", "pair", &results, "--players", &players]);
    assert_eq!(code, Some(0), "{err}");
    assert!(!out.contains("王五"), "{out}");
    assert!(out.starts_with("第3轮对阵"), "{out}");
}

#[test]
fn a_swiss_pairing_met_twice_is_an_error_with_the_players_file() {
    let dir = tempfile::tempdir().unwrap();
    let twice = TWO_ROUNDS
        .replace("2,张三,李明", "2,王五,李明")
        .replace("2,王五,赵六", "2,张三,赵六");
    let (results, players) = event(dir.path(), &twice);
    let (_, err, code) = zh(&[
        "rules",
        "standings",
        &results,
        "--players",
        &players,
        "--system",
        "swiss",
    ]);
    assert_eq!(code, Some(1));
    assert!(
        err.contains("：第4行第6列：“王五”与“李明”再次相遇（第一次在第2行）"),
        "{err}"
    );
}

#[test]
fn swiss_results_ranked_as_a_round_robin_are_warned_about() {
    let dir = tempfile::tempdir().unwrap();
    let (results, _) = event(dir.path(), TWO_ROUNDS);
    let (out, err, code) = zh(&["rules", "standings", &results]);
    assert_eq!(code, Some(0));
    assert!(out.contains("小分"), "ranked as a round robin: {out}");
    assert_eq!(
        err,
        "weiqi-quiz: 注意：按循环制（默认）排名，但6对棋手中只有4对相遇过。如为积分编排制比赛，请加 --system swiss，或在成绩文件开头写一行“# system: swiss”。\n"
    );
    // The file states its system: ranked as a Swiss, no warning.
    std::fs::write(
        &results,
        format!("# system: swiss\nround,black,white,result\n{TWO_ROUNDS}"),
    )
    .unwrap();
    let (out, err, code) = zh(&["rules", "standings", &results]);
    assert_eq!(code, Some(0));
    assert!(err.is_empty(), "{err}");
    assert!(out.contains("对手分"), "{out}");
    // Ranked as a round robin against the file's word: warned.
    let (_, err, _) = zh(&["rules", "standings", &results, "--system", "round-robin"]);
    assert_eq!(
        err,
        format!(
            "weiqi-quiz: 注意：{results} 第1行：文件写明赛制为积分编排制，但按 --system 的要求以循环制排名。\n"
        )
    );
}

#[test]
fn both_lose_forfeits_and_withdrawals_are_counted_as_the_regulations_say() {
    let dir = tempfile::tempdir().unwrap();
    let (results, players) = event(
        dir.path(),
        "1,李明,王五,双方判负\n1,赵六,张三,0:1 forfeit\n2,张三,李明,B+F\n2,王五,赵六,B+R\n3,李明,赵六,W+R\n3,王五,,退赛\n3,张三,,bye\n",
    );
    let (out, err, code) = zh(&[
        "rules",
        "standings",
        &results,
        "--system",
        "swiss",
        "--players",
        &players,
        "--json",
    ]);
    assert_eq!(code, Some(0), "{err}");
    let rows: serde_json::Value = serde_json::from_str(&out).unwrap();
    let row = |name: &str| {
        rows.as_array()
            .unwrap()
            .iter()
            .find(|r| r["name"] == name)
            .unwrap()
            .clone()
    };
    // 张三: forfeit win (2), forfeit win (2), bye (2) = 6; no game played over the
    // board, so 对手分 0. 赵六: forfeit loss, loss, win = 2; 对手分 counts 王五 (2)
    // and 李明 (0), not the forfeit against 张三.
    assert_eq!(row("张三")["score"], 6);
    assert_eq!(row("张三")["tiebreaks"]["sos"], 0.0);
    assert_eq!(row("赵六")["score"], 2);
    assert_eq!(row("赵六")["tiebreaks"]["sos"], 2.0);
    // Both lose: no points for either; the game counts for 对手分.
    assert_eq!(row("李明")["score"], 0);
    assert_eq!(row("李明")["tiebreaks"]["sos"], 4.0);
    // 王五 withdrew before round 3; the other three have all met (a forfeit counts as
    // a meeting): round 4 cannot be paired, and the referee is told why.
    let (out, err, code) = zh(&["rules", "pair", &results, "--players", &players, "--json"]);
    assert_eq!(code, Some(1));
    assert!(out.is_empty());
    assert_eq!(
        err,
        "weiqi-quiz: 第4轮无法在不重复对手的情况下编排：本次比赛的轮数已达到人数所能容纳的上限\n"
    );
}

#[test]
fn pairing_with_an_odd_number_gives_the_bye_and_a_bad_players_file_says_where() {
    let dir = tempfile::tempdir().unwrap();
    let players = path(dir.path(), "players.csv");
    let empty = path(dir.path(), "results.csv");
    std::fs::write(&empty, "").unwrap();
    std::fs::write(&players, "李明,5段\n张三,3段\n王五,4段\n").unwrap();
    let (out, err, code) = zh(&["rules", "pair", &empty, "--players", &players]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(
        out,
        "第1轮对阵\n\n台次  黑方  白方\n   1  李明  王五\n\n轮空：张三\n"
    );
    std::fs::write(&players, "李明,5段\n张三,2100\n").unwrap();
    let (_, err, code) = zh(&["rules", "pair", &empty, "--players", &players]);
    assert_eq!(code, Some(1));
    assert_eq!(
        err,
        format!(
            "weiqi-quiz: {players}：第2行第4列：同一列中等级分与段位混用（“2100”）；请全部写等级分，或全部写段位\n"
        )
    );
}
