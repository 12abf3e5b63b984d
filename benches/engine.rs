//! Engine speed: prints one JSON line per figure (run `cargo bench --bench engine`).
//!
//! - `replay/NxN`: replaying recorded games with every legality check on (simple ko);
//! - `playout/NxN`: random playouts (the `genmove` policy) from an empty board to two passes;
//! - `area/19x19`: area count of a finished position.

use std::hint::black_box;
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::ChaCha8Rng;
use weiqi_quiz::rules::score::area;
use weiqi_quiz::rules::{Board, Color, Game, Move, MoveRules};

const MEASURE: Duration = Duration::from_millis(1500);

fn new_game(size: u8) -> Game {
    Game::new(Board::new(size).expect("valid size"), MoveRules::default())
}

fn max_moves(size: u8) -> usize {
    3 * usize::from(size) * usize::from(size)
}

fn recorded_games(size: u8, count: u64) -> Vec<Vec<(Color, Move)>> {
    (0..count)
        .map(|seed| {
            let mut game = new_game(size);
            game.play_out(&mut ChaCha8Rng::seed_from_u64(seed), max_moves(size));
            game.moves().to_vec()
        })
        .collect()
}

fn bench_replay(size: u8) {
    let games = recorded_games(size, 50);
    let (mut moves, start) = (0u64, Instant::now());
    while start.elapsed() < MEASURE {
        for record in &games {
            let mut game = new_game(size);
            for &(color, mv) in record {
                black_box(game.play(color, mv)).expect("recorded moves are legal");
            }
            moves += record.len() as u64;
            black_box(&game);
        }
    }
    let ns = start.elapsed().as_nanos() as f64 / moves as f64;
    println!(r#"{{"name":"replay/{size}x{size}","ns_per_move":{ns:.1},"moves":{moves}}}"#);
}

fn bench_playout(size: u8) {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let empty = new_game(size);
    let (mut moves, mut playouts, start) = (0u64, 0u64, Instant::now());
    while start.elapsed() < MEASURE {
        let mut game = empty.clone();
        moves += game.play_out(&mut rng, max_moves(size)) as u64;
        playouts += 1;
        black_box(&game);
    }
    let secs = start.elapsed().as_secs_f64();
    let ns = secs * 1e9 / moves as f64;
    let per_sec = playouts as f64 / secs;
    println!(
        r#"{{"name":"playout/{size}x{size}","ns_per_move":{ns:.1},"playouts_per_sec":{per_sec:.0},"moves_per_playout":{:.1}}}"#,
        moves as f64 / playouts as f64
    );
}

fn bench_area() {
    let mut game = new_game(19);
    game.play_out(&mut ChaCha8Rng::seed_from_u64(3), max_moves(19));
    let board = game.board().clone();
    let (mut counts, start) = (0u64, Instant::now());
    while start.elapsed() < MEASURE {
        for _ in 0..1000 {
            black_box(area(black_box(&board)));
        }
        counts += 1000;
    }
    let ns = start.elapsed().as_nanos() as f64 / counts as f64;
    println!(r#"{{"name":"area/19x19","ns":{ns:.1}}}"#);
}

fn main() {
    // `cargo bench` passes `--bench`; a filter argument picks figures by name.
    let filter: Option<String> = std::env::args().skip(1).find(|a| !a.starts_with("--"));
    let wanted = |name: &str| filter.as_deref().is_none_or(|f| name.contains(f));
    for size in [9, 13, 19] {
        if wanted(&format!("replay/{size}x{size}")) {
            bench_replay(size);
        }
    }
    for size in [9, 13, 19] {
        if wanted(&format!("playout/{size}x{size}")) {
            bench_playout(size);
        }
    }
    if wanted("area/19x19") {
        bench_area();
    }
}
