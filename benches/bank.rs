//! Bank speed: prints one JSON line per figure (run `cargo bench --bench bank`).
//!
//! - `bank/default`: loading and checking the embedded default bank;
//! - `bank/generated-N`: loading and checking a generated bank of N items (10,000,
//!   50,000 and 100,000, to show linear growth).

use std::hint::black_box;
use std::time::{Duration, Instant};

use weiqi_quiz::bank::Source;
use weiqi_quiz::bank::check::load_and_check;
use weiqi_quiz::bank::load::embedded;

/// A bank of `n` items cycling through the types, each with a key the engine checks.
fn generated(n: usize) -> Source {
    let mut text = String::with_capacity(n * 300);
    for i in 0..n {
        let item = match i % 5 {
            0 => format!(
                "[[question]]\nid = \"gen.choice-{i}\"\ntype = \"choice\"\ntext.zh-CN = \"黑方{b}子，结果？\"\ntext.en = \"Black has {b} stones. Result?\"\noptions.en = [\"Black wins by 3/4 stone\", \"Black loses by 1/4 stone\", \"Black loses by 1 1/4 stones\"]\nanswer = \"{key}\"\nverify = {{ calc = \"result\", black = {b} }}\n\n",
                b = 183 + (i / 5) % 3,
                key = ["C", "B", "A"][(i / 5) % 3],
            ),
            1 => format!(
                "[[question]]\nid = \"gen.fill-{i}\"\ntype = \"fill\"\ntext.en = \"A board has ____ points.\"\nanswer.en = [[\"361\"]]\n\n"
            ),
            2 => format!(
                "[[question]]\nid = \"gen.tf-{i}\"\ntype = \"truefalse\"\ntext.en = \"Suicide is legal.\"\nanswer = false\n\n"
            ),
            3 => format!(
                "[[question]]\nid = \"gen.calc-{i}\"\ntype = \"calc\"\ncalc = \"rr-games\"\nparams.players = {{ from = 2, to = 12 }}\ntext.en = \"{{players}} players: games?\"\n\n"
            ),
            _ => format!(
                "[[question]]\nid = \"gen.board-{i}\"\ntype = \"board\"\nboard = \"\"\"\na X . .\nX X . .\n. . . .\n. . . .\n\"\"\"\nto_play = \"white\"\nask = \"legal\"\nat = \"a\"\ntext.en = \"May White play at a?\"\n\n"
            ),
        };
        text.push_str(&item);
    }
    Source {
        name: format!("generated-{n}.toml"),
        text,
    }
}

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
        let source = [generated(n)];
        let (time, questions) = measure(&source, 3);
        println!(
            r#"{{"name":"bank/generated-{n}","ms":{:.1},"questions":{questions},"us_per_item":{:.2}}}"#,
            time.as_secs_f64() * 1e3,
            time.as_secs_f64() * 1e6 / n as f64
        );
    }
}
