//! Bank speed: prints one JSON line per figure (run `cargo bench --bench bank`).
//!
//! - `bank/default`: loading and checking the embedded default bank;
//! - `bank/generated-N`: loading and checking a generated bank of N items (10,000,
//!   50,000 and 100,000, to show linear growth).

mod common;

use std::hint::black_box;
use std::time::{Duration, Instant};

use weiqi_quiz::bank::Source;
use weiqi_quiz::bank::check::load_and_check;
use weiqi_quiz::bank::load::embedded;

/// The median time of `runs` loads and checks.
fn measure(sources: &[Source], runs: usize) -> (Duration, usize) {
    let mut times = Vec::with_capacity(runs);
    let mut questions = 0;
    for _ in 0..runs {
        let start = Instant::now();
        let (loaded, findings) = load_and_check(black_box(sources));
        times.push(start.elapsed());
        assert!(findings.is_empty(), "{:?}", findings.first());
        questions = loaded.len();
    }
    times.sort();
    (times[runs / 2], questions)
}

fn main() {
    let default = embedded();
    let (time, questions) = measure(&default, 21);
    println!(
        r#"{{"name":"bank/default","ms":{:.2},"questions":{questions}}}"#,
        time.as_secs_f64() * 1e3
    );
    for n in [10_000, 50_000, 100_000] {
        let source = [common::generated(n)];
        let (time, questions) = measure(&source, 3);
        println!(
            r#"{{"name":"bank/generated-{n}","ms":{:.1},"questions":{questions},"us_per_item":{:.2}}}"#,
            time.as_secs_f64() * 1e3,
            time.as_secs_f64() * 1e6 / n as f64
        );
    }
}
