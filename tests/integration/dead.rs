//! Dead stones found, not typed: `--dead auto` against GNU Go's own judgement.
//!
//! The games are GNU Go 3.8 self-play (`tools/gnugo-games.py`): the drill's shipped
//! games in `questions/games/` and a further set in `tests/data/dead/`, each with
//! GNU Go's dead stones marked (TB/TW) and its area score in RE. A game counts when
//! its own dead list explains its own score; the estimate, given no marks, must then
//! give GNU Go's result in at least 90 % of them.

use std::path::Path;

use rand::SeedableRng;
use rand::rngs::ChaCha8Rng;
use weiqi_quiz::rules::dead::{DEFAULT_PLAYOUTS, Known, estimate};
use weiqi_quiz::rules::score::{CountTerms, count_position, record_agrees};
use weiqi_quiz::rules::sgf::{self, GameRecord};
use weiqi_quiz::rules::{Board, MoveRules, Point, RuleSet, Stones};

use super::names;

const REQUIRED_PER_CENT: usize = 90;

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
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let found = estimate(&board, Known::default(), DEFAULT_PLAYOUTS, &mut rng);
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
        .args(["--lang", "en", "--plain", "--no-save", "--seed", "1"])
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
