//! Reports of engine results for the command line: plain text and JSON.

use serde::Serialize;

use crate::rules::replay::Replay;
use crate::rules::sgf::GameRecord;
use crate::rules::{Color, diagram};

#[derive(Serialize)]
struct ReplayJson {
    size: u8,
    moves: Vec<MoveJson>,
    board: Vec<String>,
    captures: CapturesJson,
}

#[derive(Serialize)]
struct MoveJson {
    number: usize,
    color: &'static str,
    point: String,
    legal: bool,
    captured: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<&'static str>,
}

#[derive(Serialize)]
struct CapturesJson {
    black: u32,
    white: u32,
}

/// The `rules replay --json` object.
pub fn replay_json(record: &GameRecord, replay: &Replay) -> String {
    let board = replay.game.board();
    let report = ReplayJson {
        size: record.size,
        moves: replay
            .moves
            .iter()
            .map(|m| MoveJson {
                number: m.number,
                color: m.color.name(),
                point: m.mv.to_gtp(record.size),
                legal: m.outcome.is_ok(),
                captured: m.outcome.map_or(0, |p| p.captured),
                reason: m.outcome.err().map(|r| r.code()),
            })
            .collect(),
        board: diagram::rows(board),
        captures: CapturesJson {
            black: board.captures(Color::Black),
            white: board.captures(Color::White),
        },
    };
    serde_json::to_string(&report).unwrap_or_default()
}

/// One line per move, then the final board with coordinates.
pub fn replay_text(record: &GameRecord, replay: &Replay) -> String {
    let mut out = String::new();
    for m in &replay.moves {
        let point = m.mv.to_gtp(record.size);
        let line = match m.outcome {
            Ok(p) if p.captured > 0 => format!("captures {}", p.captured),
            Ok(p) if p.suicided > 0 => format!("suicide of {} stones", p.suicided),
            Ok(_) => String::new(),
            Err(reason) => format!("ILLEGAL: {reason} (not played)"),
        };
        out.push_str(
            format!("{:>4}  {:<5} {:<5} {line}", m.number, m.color.name(), point).trim_end(),
        );
        out.push('\n');
    }
    let illegal: Vec<String> = replay
        .moves
        .iter()
        .filter(|m| m.outcome.is_err())
        .map(|m| m.number.to_string())
        .collect();
    out.push_str(&format!("\n{} moves, ", replay.moves.len()));
    out.push_str(&match illegal.len() {
        0 => "all legal\n".to_string(),
        n => format!("{n} illegal: move {}\n", illegal.join(", ")),
    });
    let board = replay.game.board();
    out.push('\n');
    out.push_str(&diagram::render(board));
    out.push_str(&format!(
        "captures: black {}, white {}\n",
        board.captures(Color::Black),
        board.captures(Color::White)
    ));
    out
}
