//! Team events through the binary, in zh-CN as the referee reads them: a 4-team round
//! robin of 4 boards ranked by 场分, 局分 and 直胜, and each mistake of a team results
//! file stopped with its file and line.

use std::path::Path;

use crate::referee::zh;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn example(name: &str) -> String {
    Path::new(ROOT)
        .join("docs/examples")
        .join(name)
        .to_str()
        .unwrap()
        .to_string()
}

fn write(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_string()
}

#[test]
fn a_four_team_round_robin_is_ranked_by_match_points_board_points_then_direct() {
    let (teams, results) = (example("teams.csv"), example("team-results.csv"));
    let (out, err, code) = zh(&["rules", "standings", &results, "--teams", &teams]);
    assert_eq!(code, Some(0), "{err}");
    assert!(err.is_empty(), "{err}");
    let lines: Vec<&str> = out.lines().collect();
    // 北京 and 上海: 场分 4, 局分 14 each; 北京 won their match 3-1, so 直胜 3 to 1.
    // 四川 and 广东: 场分 2 each; 局分 12 against 8.
    assert_eq!(
        &lines[..6],
        [
            "名次  队名    场次  胜  和  负  场分  局分  直胜",
            "   1  北京队     3   2   0   1     4    14     3",
            "   2  上海队     3   2   0   1     4    14     1",
            "   3  四川队     3   1   0   2     2    12",
            "   4  广东队     3   1   0   2     2     8",
            "",
        ]
    );
    assert!(
        lines[6].starts_with("排名依据：场分 → 局分 → 直胜"),
        "{out}"
    );
    assert!(lines[6].ends_with("共 3 轮，每场 4 台"), "{out}");
    assert_eq!(lines[8], "棋手台次成绩（各台一栏为“胜局/局数”）");
    assert_eq!(lines[9], "");
    assert_eq!(
        lines[10],
        "队名    棋手  局数  胜  和  负  第1台  第2台  第3台  第4台"
    );
    assert_eq!(lines[11], "北京队  李明     3   2   0   1    2/3");
    assert!(
        out.contains("广东队  吴昊     3   0   0   3           0/3\n"),
        "{out}"
    );

    let (out, err, code) = zh(&["rules", "standings", &results, "--teams", &teams, "--json"]);
    assert_eq!(code, Some(0), "{err}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    let rows = json.as_array().unwrap();
    let summary: Vec<(u64, &str, u64, u64)> = rows
        .iter()
        .map(|r| {
            (
                r["rank"].as_u64().unwrap(),
                r["team"].as_str().unwrap(),
                r["match_points"].as_u64().unwrap(),
                r["board_points"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        summary,
        [
            (1, "北京队", 4, 14),
            (2, "上海队", 4, 14),
            (3, "四川队", 2, 12),
            (4, "广东队", 2, 8),
        ]
    );
    assert_eq!(rows[0]["direct"], 3);
    assert!(rows[2]["direct"].is_null());
    let li = &rows[0]["players"][0];
    assert_eq!(li["name"], "李明");
    assert_eq!(
        (li["played"].as_u64(), li["won"].as_u64()),
        (Some(3), Some(2))
    );
    assert_eq!(li["boards"][0]["board"], 1);
}

#[test]
fn a_tie_on_everything_else_goes_to_board_one() {
    let dir = tempfile::tempdir().unwrap();
    let teams = write(
        dir.path(),
        "teams.csv",
        "队名,棋手\n甲队,甲一\n甲队,甲二\n乙队,乙一\n乙队,乙二\n",
    );
    // 1-1: 乙 wins board 1, 甲 board 2.
    let results = write(
        dir.path(),
        "results.csv",
        "轮次,台次,黑方,白方,结果\n1,,甲队,乙队,1-1\n1,1,甲一,乙一,白胜\n1,2,乙二,甲二,白胜\n",
    );
    let (out, err, code) = zh(&["rules", "standings", &results, "--teams", &teams]);
    assert_eq!(code, Some(0), "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        &lines[..3],
        [
            "名次  队名  场次  胜  和  负  场分  局分  直胜  第1台",
            "   1  乙队     1   0   1   0     1     2     1    1/1",
            "   2  甲队     1   0   1   0     1     2     1    0/1",
        ]
    );
}

/// Each mistake of issue 29 in a team event: exit 1, the file, line and column, and
/// what to do.
#[test]
fn team_file_mistakes_name_their_file_and_line() {
    let dir = tempfile::tempdir().unwrap();
    let teams_text = "队名,棋手\n甲队,甲一\n甲队,甲二\n乙队,乙一\n乙队,乙二\n";
    let teams = write(dir.path(), "teams.csv", teams_text);
    let header = "轮次,台次,黑方,白方,结果\n";
    let cases = [
        (
            "a match that does not add up",
            "1,,甲队,乙队,2-0\n1,1,甲一,乙一,黑胜\n1,2,乙二,甲二,黑胜\n",
            "第2行第10列：这场比赛写的是2-0，但它的2台成绩合计为1-1：请改正比分或各台成绩",
        ),
        (
            "a player in no team",
            "1,1,甲一,乙三,黑胜\n1,2,乙二,甲二,黑胜\n",
            "第2行第8列：“乙三”不在队伍名单的任何队中；请改正姓名，或在队伍名单中把该棋手加入其所在队",
        ),
        (
            "two players of one team",
            "1,1,甲一,甲二,黑胜\n",
            "第2行第8列：“甲一”与“甲二”同属“甲队”：每一台须由两个队的棋手对局",
        ),
        (
            "an unknown match score",
            "1,,甲队,乙队,三比一\n",
            "第2行第10列：不认识的比赛比分“三比一”",
        ),
    ];
    for (what, rows, expected) in cases {
        let results = write(dir.path(), "results.csv", &format!("{header}{rows}"));
        let (out, err, code) = zh(&["rules", "standings", &results, "--teams", &teams]);
        assert_eq!(code, Some(1), "{what}: {out}");
        assert!(out.is_empty(), "{what}");
        assert!(
            err.starts_with(&format!("weiqi-quiz: {results}：{expected}")),
            "{what}: {err}"
        );
    }

    // A player on two teams is an error in the teams file.
    let twice = write(dir.path(), "twice.csv", &format!("{teams_text}乙队,甲二\n"));
    let results = write(
        dir.path(),
        "results.csv",
        &format!("{header}1,1,甲一,乙一,黑胜\n"),
    );
    let (_, err, code) = zh(&["rules", "standings", &results, "--teams", &twice]);
    assert_eq!(code, Some(1));
    assert_eq!(
        err,
        format!(
            "weiqi-quiz: {twice}：第6行第4列：“甲二”列在“乙队”，但已在“甲队”（第2行）：一名棋手只能代表一个队\n"
        )
    );

    // Without --teams a match score says what it needs.
    let results = write(
        dir.path(),
        "results.csv",
        &format!("{header}1,,甲队,乙队,3-1\n"),
    );
    let (_, err, code) = zh(&["rules", "standings", &results]);
    assert_eq!(code, Some(1));
    assert_eq!(
        err,
        format!(
            "weiqi-quiz: {results}：第2行第10列：“3-1”是团体赛的比赛比分：比赛行的黑方、白方两栏写两个队名，并用 --teams 队伍名单.csv（一行 队名,棋手）给出各队棋手\n"
        )
    );
}
