//! The classroom server under a class: 200 students join, then answer each question
//! all at once; every answer's latency (request sent to 200 received) is measured.
//! Target: p99 ≤ 50 ms on a 2-core machine, with every answer recorded.
//! Run `cargo bench --bench serve` (the real binary, built for the bench).

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};

const STUDENTS: usize = 200;
const ITEMS: usize = 5;

fn bank() -> String {
    (1..=ITEMS)
        .map(|i| {
            format!(
                "[[question]]\nid = \"tf-{i}\"\ntype = \"truefalse\"\ntext.en = \"Statement {i}.\"\nanswer = {}\n\n",
                i % 2 == 0
            )
        })
        .collect()
}

fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .build()
        .into()
}

fn post(agent: &ureq::Agent, url: &str, token: Option<&str>, body: String) -> (u16, String) {
    let mut request = agent.post(url).header("Content-Type", "application/json");
    if let Some(t) = token {
        request = request.header("Authorization", &format!("Bearer {t}"));
    }
    let mut response = request.send(body).expect("the server answers");
    let status = response.status().as_u16();
    (
        status,
        response.body_mut().read_to_string().unwrap_or_default(),
    )
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

fn main() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let bank_path = dir.path().join("bench.toml");
    std::fs::write(&bank_path, bank()).expect("bank written");
    let mut child = Command::new(env!("CARGO_BIN_EXE_weiqi-quiz"))
        .args(["--lang", "en", "--seed", "1", "--bank"])
        .arg(&bank_path)
        .args([
            "serve",
            "--bind",
            "127.0.0.1",
            "--port",
            "0",
            "--order",
            "bank",
            // 200 students on one machine: one address for all.
            "--max-connections",
            "1000",
            "--max-joins-per-minute",
            "1000",
        ])
        .arg("--db")
        .arg(dir.path().join("class.sqlite3"))
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary runs");
    let mut urls = Vec::new();
    let mut lines = BufReader::new(child.stdout.take().expect("piped")).lines();
    while urls.len() < 2 {
        let line = lines.next().expect("addresses printed").expect("a line");
        if let Some(at) = line.find("http://") {
            urls.push(line[at..].trim().to_string());
        }
    }
    std::thread::spawn(move || for _ in lines {});
    let base = urls[0].trim_end_matches('/').to_string();
    let teacher = urls[1].split("token=").nth(1).expect("a token").to_string();

    let barrier = Arc::new(Barrier::new(STUDENTS));
    let threads: Vec<_> = (0..STUDENTS)
        .map(|i| {
            let base = base.clone();
            let barrier = barrier.clone();
            std::thread::spawn(move || {
                let agent = agent();
                let (status, body) = post(
                    &agent,
                    &format!("{base}/api/join"),
                    None,
                    format!("{{\"name\":\"student {i}\"}}"),
                );
                assert_eq!(status, 200, "{body}");
                let token: serde_json::Value = serde_json::from_str(&body).expect("JSON");
                let token = token["token"].as_str().expect("a token").to_string();
                let mut times = Vec::new();
                for number in 1..=ITEMS {
                    barrier.wait();
                    let answer = if (i + number) % 3 == 0 { "t" } else { "f" };
                    let start = Instant::now();
                    let (status, body) = post(
                        &agent,
                        &format!("{base}/api/answer"),
                        Some(&token),
                        format!("{{\"number\":{number},\"answer\":\"{answer}\"}}"),
                    );
                    times.push(start.elapsed());
                    assert_eq!(status, 200, "{body}");
                }
                times
            })
        })
        .collect();
    let mut times: Vec<Duration> = threads
        .into_iter()
        .flat_map(|t| t.join().expect("a student thread"))
        .collect();
    times.sort();

    let mut results = agent()
        .get(format!("{base}/api/results"))
        .header("Authorization", &format!("Bearer {teacher}"))
        .call()
        .expect("results");
    let results: serde_json::Value =
        serde_json::from_str(&results.body_mut().read_to_string().expect("a body")).expect("JSON");
    let recorded: usize = results["students"]
        .as_array()
        .expect("students")
        .iter()
        .flat_map(|s| s["items"].as_array().expect("items").iter())
        .filter(|m| m["mark"] != "blank")
        .count();
    let _ = child.kill();
    let _ = child.wait();
    // Recorded means on disk: count the rows of the database as well.
    let rows = rusqlite::Connection::open(dir.path().join("class.sqlite3"))
        .and_then(|c| {
            c.query_row("SELECT COUNT(*) FROM class_answers", [], |r| {
                r.get::<_, i64>(0)
            })
        })
        .expect("the database reads");

    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "serve: {STUDENTS} students × {ITEMS} questions answered at once: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms (target p99 ≤ 50 ms)",
        ms(percentile(&times, 50.0)),
        ms(percentile(&times, 99.0)),
        ms(*times.last().expect("answers"))
    );
    println!(
        "serve: {recorded} of {} answers in the results, {rows} rows in the database",
        STUDENTS * ITEMS
    );
    assert_eq!(recorded, STUDENTS * ITEMS, "every answer recorded");
    assert_eq!(rows as usize, STUDENTS * ITEMS, "every answer on disk");
}
