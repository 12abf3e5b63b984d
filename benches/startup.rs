//! Start-up speed: from process start to the first question on stdout, with the
//! embedded bank, in plain mode (run `cargo bench --bench startup`; target ≤ 15 ms).

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn first_question() -> Duration {
    let home = std::env::temp_dir().join(format!("weiqi-startup-{}", std::process::id()));
    let start = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_weiqi-quiz"))
        .args([
            "--plain", "--lang", "en", "practice", "--count", "1", "--seed", "1",
        ])
        .env("WEIQI_QUIZ_HOME", &home)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary runs");
    let mut line = String::new();
    let stdout = child.stdout.take().expect("piped stdout");
    BufReader::new(stdout)
        .read_line(&mut line)
        .expect("a first line");
    let elapsed = start.elapsed();
    assert!(line.starts_with("[1/1]"), "{line}");
    let _ = child.kill();
    let _ = child.wait();
    elapsed
}

fn main() {
    let mut times: Vec<Duration> = (0..31).map(|_| first_question()).collect();
    times.sort();
    println!(
        r#"{{"name":"startup/first-question","ms":{:.2},"min_ms":{:.2}}}"#,
        times[times.len() / 2].as_secs_f64() * 1e3,
        times[0].as_secs_f64() * 1e3
    );
}
