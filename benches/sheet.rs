//! Sheet speed: prints one JSON line per figure (run `cargo bench --bench sheet`).
//!
//! - `sheet/40x50-html`: 40 versions of a 50-item test, every item with a 19×19 board
//!   diagram, each version drawn, rendered as an HTML sheet and key, and written with
//!   `key.json` (the whole `weiqi-quiz sheet` after loading the bank); target ≤ 1 s;
//! - `sheet/40x50-md`: the same in Markdown.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use weiqi_quiz::bank::check::load_and_check;
use weiqi_quiz::bank::{Question, Source};
use weiqi_quiz::i18n::{Lang, Localizer};
use weiqi_quiz::sheet::{Filters, Format, Order, SheetOptions, write_sheets};

const VERSIONS: u32 = 40;
const ITEMS: usize = 50;

/// A 19×19 diagram with stones scattered on a lattice (no chain without liberties) and
/// a label, different for each item.
fn diagram(i: usize) -> String {
    let mut rows = Vec::new();
    for y in 0..19 {
        let row: Vec<&str> = (0..19)
            .map(|x| match (x + 2 * y + i) % 7 {
                _ if (x, y) == (9, 9) => "a",
                0 if (x + y) % 2 == 0 => "X",
                3 if (x + y) % 2 == 1 => "O",
                _ => ".",
            })
            .collect();
        rows.push(row.join(" "));
    }
    rows.join("\n")
}

fn bank() -> Vec<Question> {
    let mut text = String::new();
    for i in 0..ITEMS {
        text.push_str(&format!(
            "[[question]]\nid = \"bench.board-{i}\"\ntype = \"board\"\narticle = \"5\"\nboard = \"\"\"\n{}\n\"\"\"\nto_play = \"{}\"\nask = \"legal\"\nat = \"a\"\ntext.zh-CN = \"轮到这一方下。可以下在a点吗？（第{i}题）\"\nexplain.zh-CN = \"a点有气，可以下。\"\n\n",
            diagram(i),
            if i % 2 == 0 { "black" } else { "white" },
        ));
    }
    let (questions, findings) = load_and_check(&[Source {
        name: "bench.toml".into(),
        text,
    }]);
    assert!(findings.is_empty(), "{:?}", findings.first());
    assert_eq!(questions.len(), ITEMS);
    questions
}

/// The median of `runs` complete sheet runs, and the bytes written by one.
fn measure(questions: &[Question], format: Format, runs: usize) -> (Duration, u64) {
    let out: PathBuf =
        std::env::temp_dir().join(format!("weiqi-bench-sheet-{}", std::process::id()));
    let l = Localizer::new(Lang::ZhCn);
    let filters = Filters {
        count: Some(ITEMS),
        order: Order::Random,
        ..Filters::default()
    };
    let options = SheetOptions {
        format,
        title: None,
        versions: VERSIONS,
        students: None,
        seed: 1,
        out: out.clone(),
        force: false,
        answer_sheet: true,
        one_file: false,
        papers_only: false,
    };
    let mut times = Vec::with_capacity(runs);
    let mut bytes = 0;
    for _ in 0..runs {
        let _ = std::fs::remove_dir_all(&out);
        let start = Instant::now();
        let written = write_sheets(questions, &filters, &options, &l).expect("sheets written");
        times.push(start.elapsed());
        bytes = written
            .files
            .iter()
            .filter_map(|f| std::fs::metadata(f).ok())
            .map(|m| m.len())
            .sum();
    }
    let _ = std::fs::remove_dir_all(&out);
    times.sort();
    (times[runs / 2], bytes)
}

fn main() {
    let questions = bank();
    for (name, format) in [("html", Format::Html), ("md", Format::Markdown)] {
        let (time, bytes) = measure(&questions, format, 5);
        println!(
            r#"{{"name":"sheet/{VERSIONS}x{ITEMS}-{name}","ms":{:.1},"versions":{VERSIONS},"items":{ITEMS},"bytes":{bytes},"target_ms":1000}}"#,
            time.as_secs_f64() * 1e3
        );
    }
}
