//! Export memory and speed: prints one JSON line per figure (run `cargo bench --bench
//! export`).
//!
//! - `export/gift-100000`: a generated bank of 100,000 items (a fifth of them board
//!   items with a diagram) loaded, checked and exported to GIFT with three variants of
//!   each computed item, as `weiqi-quiz export` does; the time, the output size and the
//!   process's peak memory (VmHWM). Target: well under 2 GB (memory follows the output,
//!   not the number of boards).

mod common;

use std::time::Instant;

use weiqi_quiz::bank::check::load_and_check;
use weiqi_quiz::i18n::{Lang, Localizer};
use weiqi_quiz::sheet::{ExportOptions, Filters, Format, export};

const ITEMS: usize = 100_000;

/// The process's peak resident memory in MiB, from /proc (Linux).
fn peak_mib() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024.0)
}

fn main() {
    let start = Instant::now();
    let (questions, findings) = load_and_check(&[common::generated(ITEMS)]);
    assert!(findings.is_empty(), "{:?}", findings.first());
    let options = ExportOptions {
        format: Format::Gift,
        variants: 3,
        title: None,
        seed: 1,
    };
    let filters = Filters {
        count: Some(usize::MAX),
        ..Filters::default()
    };
    let exported = export(&questions, &filters, &options, &Localizer::new(Lang::En))
        .expect("the generated bank exports");
    println!(
        r#"{{"name":"export/gift-{ITEMS}","s":{:.2},"output_mib":{:.1},"peak_mib":{:.0}}}"#,
        start.elapsed().as_secs_f64(),
        exported.text.len() as f64 / (1024.0 * 1024.0),
        peak_mib().unwrap_or(f64::NAN)
    );
}
