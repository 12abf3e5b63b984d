//! Dead stones found per finished 19x19 game, beside GNU Go's `final_status_list dead`
//! on the same games in the same run (run `cargo bench --bench dead`).
//!
//! Games: the shipped GNU Go self-play games and the accuracy set (`tests/data/dead/`).
//! Ours is timed in-process (Benson, then the default playouts); GNU Go over GTP, the
//! `final_status_list dead` command alone, after `loadsgf`. Prints one JSON line per
//! game, then the means, and how often each side's dead list gives the record's RE.
//! GNU Go is skipped when `/usr/games/gnugo` is missing.
//!
//! Then the endings full of dead groups (`tests/data/dead-endings/`), whose reference
//! dead lists two GNU Go runs agreed on: how often ours is the same list, and whether any
//! reference-dead stone is left on the board without being listed as uncertain.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

use weiqi_quiz::rules::dead::{DEFAULT_PLAYOUTS, Known, estimate};
use weiqi_quiz::rules::score::{CountTerms, count_position, record_agrees};
use weiqi_quiz::rules::sgf::{self, GameRecord};
use weiqi_quiz::rules::{Board, MoveRules, Point, RuleSet, Stones};

const GNUGO: &str = "/usr/games/gnugo";
/// Each game's estimate is repeated for this long, at least once.
const MEASURE: Duration = Duration::from_millis(300);

fn games() -> Vec<(PathBuf, GameRecord)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut games = Vec::new();
    for dir in ["questions/games", "tests/data/dead"] {
        let mut paths: Vec<PathBuf> = std::fs::read_dir(root.join(dir))
            .expect("game directory")
            .map(|e| e.expect("entry").path())
            .filter(|p| p.to_string_lossy().contains("19x19"))
            .collect();
        paths.sort();
        for path in paths {
            let text = std::fs::read_to_string(&path).expect("readable game");
            games.push((path, sgf::parse(&text).expect("valid SGF")));
        }
    }
    games
}

fn agrees(record: &GameRecord, board: &Board, dead: &[Point]) -> bool {
    let komi: Option<Stones> = record.read_komi().and_then(|k| k.komi.ok());
    let terms = CountTerms::new(RuleSet::default(), board.size(), 0, komi);
    let Ok(count) = count_position(board, dead) else {
        return false;
    };
    record_agrees(
        &count.outcome(&terms),
        record.result.as_deref().unwrap_or("?"),
    ) == Some(true)
}

struct Gnugo {
    _child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Gnugo {
    fn start() -> Option<Gnugo> {
        let mut child = Command::new(GNUGO)
            .args(["--mode", "gtp", "--chinese-rules"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .ok()?;
        let input = child.stdin.take()?;
        let output = BufReader::new(child.stdout.take()?);
        Some(Gnugo {
            _child: child,
            input,
            output,
        })
    }

    fn ask(&mut self, command: &str) -> String {
        writeln!(self.input, "{command}").expect("GNU Go reads");
        self.input.flush().expect("GNU Go reads");
        let mut reply = String::new();
        loop {
            let mut line = String::new();
            if self.output.read_line(&mut line).unwrap_or(0) == 0 || line == "\n" {
                break;
            }
            reply.push_str(&line);
        }
        reply.trim_start_matches(['=', ' ']).trim().to_string()
    }
}

fn main() {
    let games = games();
    let mut gnugo = Gnugo::start();
    if gnugo.is_none() {
        eprintln!("{GNUGO} not found: GNU Go is not measured");
    }
    let (mut ours_total, mut gnugo_total) = (Duration::ZERO, Duration::ZERO);
    let (mut ours_right, mut gnugo_right, mut explained) = (0, 0, 0);
    for (path, record) in &games {
        let board = record
            .replay(MoveRules::default())
            .expect("replays")
            .board()
            .clone();
        let mut runs = 0u32;
        let start = Instant::now();
        let mut found = None;
        while runs == 0 || start.elapsed() < MEASURE {
            found = Some(estimate(&board, Known::default(), DEFAULT_PLAYOUTS));
            runs += 1;
        }
        let ours = start.elapsed() / runs;
        let found = found.expect("estimated at least once");
        ours_total += ours;
        if agrees(record, &board, &record.dead) {
            explained += 1;
            ours_right += usize::from(agrees(record, &board, &found.dead));
        }
        let mut line = format!(
            "{{\"bench\":\"dead/19x19\",\"game\":\"{}\",\"ours_ms\":{:.2}",
            path.file_name().unwrap_or_default().to_string_lossy(),
            ours.as_secs_f64() * 1e3
        );
        if let Some(gnugo) = &mut gnugo {
            gnugo.ask(&format!("loadsgf {}", path.display()));
            let start = Instant::now();
            let dead = gnugo.ask("final_status_list dead");
            let took = start.elapsed();
            gnugo_total += took;
            let points: Vec<Point> = dead
                .split_whitespace()
                .filter_map(|v| Point::from_gtp(v, record.size).ok())
                .collect();
            if agrees(record, &board, &record.dead) {
                gnugo_right += usize::from(agrees(record, &board, &points));
            }
            line.push_str(&format!(",\"gnugo_ms\":{:.2}", took.as_secs_f64() * 1e3));
        }
        println!("{line}}}");
    }
    let n = games.len().max(1) as f64;
    let mut summary = format!(
        "{{\"bench\":\"dead/19x19-mean\",\"games\":{},\"ours_ms\":{:.2},\"ours_gives_re\":\"{ours_right}/{explained}\"",
        games.len(),
        ours_total.as_secs_f64() * 1e3 / n
    );
    if gnugo.is_some() {
        summary.push_str(&format!(
            ",\"gnugo_ms\":{:.2},\"gnugo_gives_re\":\"{gnugo_right}/{explained}\"",
            gnugo_total.as_secs_f64() * 1e3 / n
        ));
    }
    println!("{summary}}}");
    endings();
}

fn endings() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/dead-endings");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&root)
        .expect("endings directory")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "sgf"))
        .collect();
    paths.sort();
    let (mut same, mut unlisted_games, mut total) = (0, 0, Duration::ZERO);
    for path in &paths {
        let record =
            sgf::parse(&std::fs::read_to_string(path).expect("readable game")).expect("valid SGF");
        let board = record
            .replay(MoveRules::default())
            .expect("replays")
            .board()
            .clone();
        let start = Instant::now();
        let found = estimate(&board, Known::default(), DEFAULT_PLAYOUTS);
        let took = start.elapsed();
        total += took;
        let mut reference = record.dead.clone();
        reference.sort_by_key(|p| (p.y, p.x));
        let unlisted = reference
            .iter()
            .filter(|p| !found.dead.contains(p) && !found.uncertain.contains(p))
            .count();
        same += usize::from(found.dead == reference);
        unlisted_games += usize::from(unlisted > 0);
        println!(
            "{{\"bench\":\"dead/endings\",\"game\":\"{}\",\"ours_ms\":{:.2},\"same_dead\":{},\"unlisted\":{unlisted}}}",
            path.file_name().unwrap_or_default().to_string_lossy(),
            took.as_secs_f64() * 1e3,
            found.dead == reference
        );
    }
    println!(
        "{{\"bench\":\"dead/endings-summary\",\"games\":{},\"ours_ms\":{:.2},\"same_dead_set\":\"{same}/{}\",\"games_with_unlisted_dead\":{unlisted_games}}}",
        paths.len(),
        total.as_secs_f64() * 1e3 / paths.len().max(1) as f64,
        paths.len()
    );
}
