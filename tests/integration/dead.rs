//! Dead stones found, not typed: `--dead auto` against GNU Go's own judgement.
//!
//! The games are GNU Go 3.8 self-play (`tools/gnugo-games.py`): the drill's shipped
//! games in `questions/games/` and a further set in `tests/data/dead/`, each with
//! GNU Go's dead stones marked (TB/TW) and its area score in RE. A game counts when
//! its own dead list explains its own score; the estimate, given no marks, must then
//! give GNU Go's result in at least 90 % of them.

use std::path::Path;

use weiqi_quiz::rules::dead::{DEFAULT_PLAYOUTS, Known, estimate};
use weiqi_quiz::rules::score::{CountTerms, count_position, record_agrees};
use weiqi_quiz::rules::sgf::{self, GameRecord};
use weiqi_quiz::rules::{Board, MoveRules, Point, RuleSet, Stones};

use super::names;

const REQUIRED_PER_CENT: usize = 95;

fn games() -> Vec<(String, GameRecord)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut games = Vec::new();
    for dir in ["questions/games", "tests/data/dead"] {
        for name in names(&root.join(dir)) {
            let text = std::fs::read_to_string(root.join(dir).join(&name)).unwrap();
            games.push((name, sgf::parse(&text).unwrap()));
        }
    }
    games
}

/// Whether counting `board` without `dead` gives the record's RE.
fn explains(record: &GameRecord, board: &Board, dead: &[Point]) -> bool {
    let komi: Option<Stones> = record.read_komi().and_then(|k| k.komi.ok());
    let terms = CountTerms::new(RuleSet::default(), board.size(), 0, komi);
    let count = count_position(board, dead).unwrap();
    let recorded = record.result.as_deref().unwrap_or("?");
    record_agrees(&count.outcome(&terms), recorded) == Some(true)
}

#[test]
fn dead_auto_gives_gnugos_result_in_nine_games_of_ten() {
    let mut lines = Vec::new();
    let (mut tried, mut agreed) = (0, 0);
    let mut by_size = std::collections::BTreeMap::<u8, (usize, usize)>::new();
    for (name, record) in games() {
        let board = record.replay(MoveRules::default()).unwrap().board().clone();
        if !explains(&record, &board, &record.dead) {
            lines.push(format!(
                "{name}: left out, GNU Go's dead list does not give its RE"
            ));
            continue;
        }
        let found = estimate(&board, Known::default(), DEFAULT_PLAYOUTS);
        let agrees = explains(&record, &board, &found.dead);
        tried += 1;
        agreed += usize::from(agrees);
        let size = by_size.entry(record.size).or_default();
        size.0 += 1;
        size.1 += usize::from(agrees);
        if !agrees {
            let marked: Vec<String> = record.dead.iter().map(|p| p.to_gtp(record.size)).collect();
            let ours: Vec<String> = found.dead.iter().map(|p| p.to_gtp(record.size)).collect();
            let unsure: Vec<String> = found
                .uncertain
                .iter()
                .map(|p| p.to_gtp(record.size))
                .collect();
            lines.push(format!(
                "{name}: MISS (RE {}) GNU Go dead [{}], ours [{}], uncertain [{}]",
                record.result.as_deref().unwrap_or("?"),
                marked.join(" "),
                ours.join(" "),
                unsure.join(" ")
            ));
        }
    }
    for (size, (n, ok)) in &by_size {
        lines.push(format!("{size}x{size}: {ok}/{n} games agree"));
    }
    let summary = format!(
        "--dead auto gives GNU Go's result in {agreed} of {tried} games ({}%)",
        agreed * 100 / tried.max(1)
    );
    eprintln!("{}\n{summary}", lines.join("\n"));
    assert!(tried >= 40, "too few games: {tried}");
    assert!(
        agreed * 100 >= REQUIRED_PER_CENT * tried,
        "{summary}\n{}",
        lines.join("\n")
    );
}

fn count(args: &[&str]) -> String {
    let out = super::cli::weiqi().args(args).output().unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn json(args: &[&str]) -> serde_json::Value {
    let mut all = args.to_vec();
    all.push("--json");
    serde_json::from_str(&count(&all)).unwrap()
}

fn list(value: &serde_json::Value, key: &str) -> Vec<String> {
    value[key]
        .as_array()
        .unwrap_or_else(|| panic!("no {key} in {value}"))
        .iter()
        .map(|v| v.as_str().unwrap().to_string())
        .collect()
}

/// GNU Go's self-play game 1 on 9x9 with its dead marks stripped: GNU Go took off the
/// white chain C7 D7 E7 E6 and the black stone G8, and scored B+9.5.
const UNMARKED: &str = "unmarked-9x9.sgf";

#[test]
fn a_referee_counts_an_unmarked_game_in_chinese() {
    let game = super::cli::fixture(UNMARKED);
    let text = count(&["--lang", "zh-CN", "rules", "count", &game, "--dead", "auto"]);
    assert!(text.contains("判定死子：x、o为死子"), "{text}");
    // Row 7 as the board shows it: the dead white chain as `o`, Black's area as `b`.
    assert!(text.contains(" 7  b X o o o X O O O 7"), "{text}");
    assert!(text.contains("提去死子：黑1子，白4子"), "{text}");
    assert!(text.contains("结果：黑胜4又3/4子"), "{text}");
    assert!(text.contains("棋谱记载的结果B+9.5与本次数子一致"), "{text}");
}

#[test]
fn json_lists_the_dead_stones_found_and_the_uncertain_ones() {
    let game = super::cli::fixture(UNMARKED);
    let v = json(&["rules", "count", &game, "--dead", "auto"]);
    assert_eq!(list(&v, "dead"), ["G8", "C7", "D7", "E7", "E6"]);
    assert!(list(&v, "uncertain").is_empty());
    assert!(list(&v, "seki").is_empty());
    assert_eq!(v["recorded_agrees"], true);
    assert_eq!(v["black_area"], 49.0);
}

#[test]
fn the_referees_corrections_win_over_the_estimate() {
    let game = super::cli::fixture(UNMARKED);
    let v = json(&["rules", "count", &game, "--dead", "auto", "--alive", "G8"]);
    assert_eq!(list(&v, "dead"), ["C7", "D7", "E7", "E6"]);
    assert_eq!(v["recorded_agrees"], false);
    let v = json(&["rules", "count", &game, "--dead", "auto,C2"]);
    assert!(list(&v, "dead").contains(&"C2".to_string()), "{v}");
}

#[test]
fn a_result_the_count_disagrees_with_is_pointed_out() {
    let game = super::cli::fixture("unmarked-9x9-wrong-result.sgf");
    let text = count(&["--lang", "zh-CN", "rules", "count", &game, "--dead", "auto"]);
    assert!(
        text.contains("注意：棋谱记载W+0.5，本次数子却是B+9.5。请与双方核对死子。"),
        "{text}"
    );
    let text = count(&["--lang", "en", "rules", "count", &game, "--dead", "auto"]);
    assert!(
        text.contains("the record says W+0.5, but this count gives B+9.5"),
        "{text}"
    );
    let v = json(&["rules", "count", &game, "--dead", "auto"]);
    assert_eq!(v["recorded"], "W+0.5");
    assert_eq!(v["recorded_agrees"], false);
}

#[test]
fn the_counting_drill_takes_the_users_game_and_finds_its_dead_stones() {
    let game = super::cli::fixture(UNMARKED);
    let out = super::cli::weiqi()
        // Seed 2 asks for Black's area (others ask for the result).
        .args(["--lang", "en", "--plain", "--no-save", "--seed", "2"])
        .args(["drill", "count", "--game", &game, "--count", "1"])
        .write_stdin("49\n")
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(out.status.success(), "{text}");
    assert!(text.contains("Count this finished 9×9 position"), "{text}");
    // The white chain C7 D7 E7 E6 drawn dead: Black's area is 49 only without it.
    assert!(text.contains(" 7  . X o o o X O O O 7"), "{text}");
    assert!(text.contains("Right."), "{text}");
}

#[test]
fn only_the_counting_drill_takes_games() {
    let game = super::cli::fixture(UNMARKED);
    let out = super::cli::weiqi()
        .args(["--lang", "zh-CN", "--plain", "--no-save"])
        .args(["drill", "ruling", "--game", &game])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("--game 只用于数子练习"), "{err}");
}

/// `rules count FIXTURE --dead auto` in Chinese, as a referee reads it.
fn count_zh(fixture: &str, json: bool) -> String {
    let mut args = vec![
        "--lang".to_string(),
        "zh-CN".into(),
        "rules".into(),
        "count".into(),
        super::cli::fixture(fixture),
        "--dead".into(),
        "auto".into(),
    ];
    if json {
        args.push("--json".into());
    }
    let out = super::cli::weiqi().args(&args).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn a_false_seki_is_counted_dead_not_seki() {
    // Issue #24: Black A2 B2 C2 D2 D1 around White B1 with A1 and C1 empty, the rest of
    // the corner White's. It used to be counted as seki and called settled.
    let text = count_zh("false-seki-13x13.txt", false);
    assert!(!text.contains("双活"), "{text}");
    assert!(text.contains("提去死子：黑5子，白0子"), "{text}");
    assert!(text.contains("结果：黑负10又1/4子"), "{text}");
}

#[test]
fn an_unsettled_group_is_named_and_the_result_is_provisional() {
    let text = count_zh("unsettled-9x9.txt", false);
    assert!(
        text.contains(
            "未定：F8, G8, H8, J8, F7, F6, G6, H6, J6（谁先下谁有利，死活未定；暂按活棋计）"
        ),
        "{text}"
    );
    assert!(!text.contains("没有未定的棋块"), "{text}");
    assert!(
        text.contains("结果暂定：视未定棋块的死活，结果在“黑胜24又3/4子”与“黑胜12又3/4子”之间。"),
        "{text}"
    );
    let json: serde_json::Value =
        serde_json::from_str(&count_zh("unsettled-9x9.txt", true)).unwrap();
    assert_eq!(json["provisional"], true);
    assert_eq!(json["doubts"][0]["reason"], "first-move-decides");
    assert_eq!(json["doubts"][0]["counted_dead"], false);
    assert_eq!(json["range"]["best_for_black"], "B+49.5");
}

#[test]
fn an_open_boundary_is_said_to_be_unfinished() {
    let text = count_zh("open-boundary-9x9.txt", false);
    assert!(
        text.contains("棋局似未终局：边界仍未封闭，有48个公共点（A9, B9, C9, E9, F9, A8, B8, C8, …）。本结果为暂定。"),
        "{text}"
    );
    let json: serde_json::Value =
        serde_json::from_str(&count_zh("open-boundary-9x9.txt", true)).unwrap();
    assert_eq!(json["open"].as_array().unwrap().len(), 48);
    assert_eq!(json["provisional"], true);
}

/// Issue #31: a referee who counts twice gets the same answer twice.
#[test]
fn every_dead_stone_fixture_counts_the_same_on_every_run() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<String> = names(&root.join("tests/data/dead"))
        .into_iter()
        .filter(|n| n.contains("19x19"))
        .map(|n| format!("{}/tests/data/dead/{n}", root.display()))
        .collect();
    for fixture in [
        "false-seki-13x13.txt",
        "unsettled-9x9.txt",
        "unmarked-9x9.sgf",
    ] {
        files.push(super::cli::fixture(fixture));
    }
    for file in files {
        let run = || {
            let out = super::cli::weiqi()
                .args(["rules", "count", &file, "--dead", "auto", "--json"])
                .output()
                .unwrap();
            String::from_utf8(out.stdout).unwrap()
        };
        let first = run();
        assert!(first.contains("\"dead\""), "{file}: {first}");
        assert_eq!(run(), first, "{file} counted differently");
    }
}

/// Issue #31: 19×19 games ended with whole dead groups on the board
/// (`tests/data/dead-endings/`, GNU Go self-play under Japanese rules, two GNU Go
/// judgements agreeing). The estimate, given no marks, must never leave a stone the
/// reference calls dead on the board without listing it as unsettled, and must find
/// the very same dead stones in most games.
#[test]
fn endings_full_of_dead_stones_are_found_or_said_to_be_unsettled() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/dead-endings");
    let games: Vec<String> = names(&root)
        .into_iter()
        .filter(|n| n.ends_with(".sgf"))
        .collect();
    assert!(games.len() >= 30, "only {} games", games.len());
    let (mut same, mut lines) = (0, Vec::new());
    for name in &games {
        let text = std::fs::read_to_string(root.join(name)).unwrap();
        let record = sgf::parse(&text).unwrap();
        let board = record.replay(MoveRules::default()).unwrap().board().clone();
        let found = estimate(&board, Known::default(), DEFAULT_PLAYOUTS);
        let mut reference = record.dead.clone();
        reference.sort_by_key(|p| (p.y, p.x));
        let unlisted: Vec<String> = reference
            .iter()
            .filter(|p| !found.dead.contains(p) && !found.uncertain.contains(p))
            .map(|p| p.to_gtp(19))
            .collect();
        assert!(
            unlisted.is_empty(),
            "{name}: dead stones left on the board unlisted: {unlisted:?}"
        );
        if found.dead == reference {
            same += 1;
        } else {
            lines.push(format!(
                "{name}: another dead set, the difference listed as unsettled"
            ));
        }
    }
    lines.push(format!(
        "the same dead stones as the reference in {same} of {} games ({} %)",
        games.len(),
        same * 100 / games.len()
    ));
    eprintln!("{}", lines.join("\n"));
    assert!(same * 100 >= games.len() * 95, "{}", lines.join("\n"));
}
