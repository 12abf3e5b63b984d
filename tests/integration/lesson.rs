//! A lesson in the classroom server as the class lives it, over HTTP against the real
//! binary, in Chinese first: the projector's screen and the reveal, a roster with its
//! seats, keys held until the quiz is over, and every way a student or a web page
//! could game the server.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use super::serve::{Server, call, start_with};

/// A live lesson's bank: a board move answered 能/不能, a true/false and a choice, each
/// with its explanation and article.
pub(crate) const LESSON: &str = r#"
[[question]]
id = "l.corner"
type = "board"
article = "5"
board = """
a X . . .
X X . . .
. . . . .
. . . . .
. . . . .
"""
to_play = "white"
ask = "legal"
at = "a"
text.zh-CN = "轮白方下。白方可以下在角上的a点吗？"
text.en = "White to play. May White play at a, in the corner?"
explain.zh-CN = "不可以。白子下在a点后没有气，也提不掉黑子，是禁着点。"
explain.en = "No. A white stone at a has no liberty and captures nothing: it is forbidden."

[[question]]
id = "l.suicide"
type = "truefalse"
article = "5"
text.zh-CN = "中国规则下，着子后己方棋子无气且不能提取对方棋子，是允许的。"
text.en = "Under the Chinese rules, a move that leaves its own group without liberties and captures nothing is allowed."
answer = false
explain.zh-CN = "不允许，这样的点是禁着点。"
explain.en = "Not allowed: such a point is forbidden."

[[question]]
id = "l.komi"
type = "choice"
article = "20.1"
text.zh-CN = "2002年中国围棋竞赛规则的贴子数是："
text.en = "Komi under the 2002 Chinese rules?"
options.zh-CN = ["2又3/4子", "3又3/4子", "5目半", "不贴"]
options.en = ["2 3/4 stones", "3 3/4 stones", "5 1/2 points", "none"]
answer = "B"
explain.zh-CN = "黑方贴3又3/4子。"
explain.en = "Black gives 3 3/4 stones."
"#;

pub(crate) fn lesson(dir: &Path, extra: &[&str]) -> Server {
    let bank = dir.join("lesson.toml");
    std::fs::write(&bank, LESSON).unwrap();
    start_with(&bank, dir, extra)
}

/// A POST with the headers a browser or another web page would send.
fn post_as(url: &str, headers: &[(&str, &str)], body: &str) -> (u16, Value) {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .build()
        .into();
    let mut request = agent.post(url);
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let mut response = request.send(body.to_string()).unwrap();
    let status = response.status().as_u16();
    let text = response.body_mut().read_to_string().unwrap_or_default();
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

fn join_body(name: &str) -> String {
    json!({ "name": name }).to_string()
}

fn answer_of(server: &Server, token: &str, number: u64, answer: &str) -> u16 {
    server.answer(token, number, answer).0
}

/// The letter of the option whose text is `text`.
fn letter_of(question: &Value, text: &str) -> String {
    let at = question["options"]
        .as_array()
        .unwrap()
        .iter()
        .position(|o| o == text)
        .unwrap_or_else(|| panic!("{text} in {question}"));
    ((b'A' + at as u8) as char).to_string()
}

#[test]
fn a_live_lesson_projected_reveals_each_answer_only_when_the_teacher_does() {
    let dir = tempfile::tempdir().unwrap();
    let server = lesson(
        dir.path(),
        &["--lang", "zh-CN", "--mode", "live", "--seconds", "30"],
    );
    assert!(
        server
            .printed
            .contains("投影屏幕（此地址请勿外传）：http://"),
        "{}",
        server.printed
    );
    let ann = server.join("李伟");
    let bo = server.join("王芳");
    let (_, screen) = server.teacher_get("/api/screen");
    assert_eq!(screen["phase"], "joining");
    assert_eq!(screen["joined"], 2);
    assert_eq!(screen["names"], json!(["王芳", "李伟"]));

    // 1: a board move, 能/不能 as on paper.
    server.teacher_post("/api/next");
    let (_, screen) = server.teacher_get("/api/screen");
    assert_eq!(screen["phase"], "asking");
    assert_eq!(screen["question"]["form"], "can");
    assert!(
        screen["question"]["board_svg"]
            .as_str()
            .unwrap()
            .contains("<svg")
    );
    let left = screen["seconds_left"].as_u64().unwrap();
    assert!((28..=30).contains(&left), "{left}");
    // Nothing of the key before the reveal.
    assert_eq!(screen["answer"], Value::Null);
    assert_eq!(screen["distribution"], Value::Null);
    assert_eq!(screen["leaderboard"], Value::Null);
    let (_, q) = server.question(&ann);
    assert_eq!(q["form"], "can");
    assert_eq!(q["text"], screen["question"]["text"]);
    assert_eq!(answer_of(&server, &ann, 1, "不能"), 200);
    assert_eq!(answer_of(&server, &bo, 1, "能"), 200);
    let (_, screen) = server.teacher_get("/api/screen");
    assert_eq!(screen["answered"], 2);
    let (_, status) = server.teacher_get("/api/status");
    let counts = &status["distribution"]["answers"];
    assert_eq!(
        counts,
        &json!([
            { "answer": "能", "right": null, "count": 1 },
            { "answer": "不能", "right": null, "count": 1 },
        ])
    );
    // Before the reveal a student sees only that the answer is in.
    let (_, q) = server.question(&bo);
    assert_eq!(
        (q["waiting"].as_bool(), &q["outcome"]),
        (Some(true), &Value::Null)
    );

    let (status, _) = server.teacher_post("/api/reveal");
    assert_eq!(status, 200);
    let (_, screen) = server.teacher_get("/api/screen");
    assert_eq!(screen["phase"], "revealed");
    assert_eq!(screen["answer"], "不能");
    assert_eq!(
        screen["distribution"]["answers"],
        json!([
            { "answer": "能", "right": false, "count": 1 },
            { "answer": "不能", "right": true, "count": 1 },
        ])
    );
    assert_eq!(
        screen["leaderboard"],
        json!([
            { "rank": 1, "name": "李伟", "points": "1" },
            { "rank": 2, "name": "王芳", "points": "0" },
        ])
    );
    // Each phone says right or wrong, and why, in one line.
    let (_, q) = server.question(&ann);
    assert_eq!(q["outcome"]["line"], "✓ 答对了，正确答案：不能，不可以。");
    let (_, q) = server.question(&bo);
    assert_eq!(q["outcome"]["right"], false);
    assert!(
        q["outcome"]["line"]
            .as_str()
            .unwrap()
            .starts_with("✗ 答错了，正确答案：不能")
    );

    // 2: true/false; Bo too late once it is revealed.
    server.teacher_post("/api/next");
    assert_eq!(answer_of(&server, &ann, 2, "错"), 200);
    server.teacher_post("/api/reveal");
    let (status, body) = server.answer(&bo, 2, "对");
    assert_eq!(status, 409);
    assert_eq!(body["error"], "这道题的作答时间已过（或老师已公布答案）。");
    let (_, q) = server.question(&bo);
    assert_eq!(
        q["outcome"]["line"],
        "未作答，正确答案：错，不允许，这样的点是禁着点。"
    );

    // 3: a choice, counted by letter: every phone has the projector's draw.
    server.teacher_post("/api/next");
    let (_, screen) = server.teacher_get("/api/screen");
    let options = screen["question"]["options"].clone();
    for token in [&ann, &bo] {
        let (_, q) = server.question(token);
        assert_eq!(q["options"], options);
    }
    let (_, q) = server.question(&ann);
    assert_eq!(answer_of(&server, &ann, 3, &letter_of(&q, "3又3/4子")), 200);
    server.teacher_post("/api/reveal");
    let (_, screen) = server.teacher_get("/api/screen");
    let right = letter_of(&q, "3又3/4子");
    assert_eq!(screen["answer"], format!("{right}. 3又3/4子"));
    assert_eq!(
        screen["leaderboard"][0],
        json!({ "rank": 1, "name": "李伟", "points": "3" })
    );
    server.teacher_post("/api/next");
    let (_, screen) = server.teacher_get("/api/screen");
    assert_eq!(screen["phase"], "closed");
    // Closed: the review is open to all, in Chinese words.
    let (status, review) = call(
        "GET",
        &format!("{}/api/review", server.base),
        Some(&bo),
        None,
    );
    assert_eq!(status, 200);
    assert_eq!(review["mistakes"][0]["answer"], "能");
    assert_eq!(review["mistakes"][0]["key"], "不能");
    assert_eq!(review["mistakes"][0]["cite"], "依据：2002年规则第5条");
}

#[test]
fn slow_a_live_item_closes_when_its_countdown_ends() {
    let dir = tempfile::tempdir().unwrap();
    let server = lesson(
        dir.path(),
        &["--lang", "zh-CN", "--mode", "live", "--seconds", "5"],
    );
    let ann = server.join("李伟");
    server.teacher_post("/api/next");
    std::thread::sleep(Duration::from_secs(6));
    let (_, screen) = server.teacher_get("/api/screen");
    assert_eq!(screen["phase"], "time-up");
    assert_eq!(screen["answer"], Value::Null);
    assert_eq!(server.answer(&ann, 1, "不能").0, 409);
    assert_eq!(server.question(&ann).1["waiting"], true);
}

#[test]
fn without_a_leaderboard_the_screen_shows_none() {
    let dir = tempfile::tempdir().unwrap();
    let server = lesson(
        dir.path(),
        &["--lang", "zh-CN", "--mode", "live", "--no-leaderboard"],
    );
    let ann = server.join("李伟");
    server.teacher_post("/api/next");
    server.answer(&ann, 1, "不能");
    server.teacher_post("/api/reveal");
    let (_, screen) = server.teacher_get("/api/screen");
    assert_eq!(screen["answer"], "不能");
    assert_eq!(screen["leaderboard"], Value::Null);
    // Live-only options in a self-paced quiz are a mistake, said so.
    let out = super::cli::weiqi()
        .args([
            "--lang",
            "zh-CN",
            "serve",
            "--seconds",
            "20",
            "--bind",
            "127.0.0.1",
        ])
        .output()
        .unwrap();
    assert_ne!(out.status.code(), Some(0));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("只用于课堂同步（--mode live）"), "{err}");
}

#[test]
fn a_roster_gives_one_seat_per_name_and_another_browser_needs_the_teacher() {
    let dir = tempfile::tempdir().unwrap();
    let roster = dir.path().join("class.csv");
    std::fs::write(
        &roster,
        "姓名,班级\n李伟,三班\n王芳,三班\nＺｈａｎｇ Wei,三班\n",
    )
    .unwrap();
    let roster = roster.to_str().unwrap().to_string();
    let server = lesson(dir.path(), &["--lang", "zh-CN", "--roster", &roster]);
    let page = call("GET", &format!("{}/", server.base), None, None);
    let _ = page;
    let join = |name: &str| {
        post_as(
            &format!("{}/api/join", server.base),
            &[("Content-Type", "application/json")],
            &join_body(name),
        )
    };

    let (status, body) = join(" 李 伟 ");
    assert_eq!((status, body["name"].as_str()), (200, Some("李伟")));
    let first = body["token"].as_str().unwrap().to_string();
    let (status, body) = join("zhang wei");
    assert_eq!(
        (status, body["name"].as_str()),
        (200, Some("Ｚｈａｎｇ Wei"))
    );
    let (status, body) = join("刘洋");
    assert_eq!(status, 403);
    assert_eq!(
        body["error"],
        "名单上没有这个名字：请从列表中选出你的姓名，或请老师核对名单。"
    );
    let (_, status_now) = server.teacher_get("/api/status");
    assert_eq!(status_now["absent"], json!(["王芳"]));

    // 李伟 again, from another browser: waits for the teacher.
    assert_eq!(server.answer(&first, 1, "不能").0, 200);
    let (status, body) = join("李伟");
    assert_eq!(status, 202);
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .contains("老师在面板上批准后")
    );
    let pending = body["pending"].as_str().unwrap().to_string();
    let poll = || {
        post_as(
            &format!("{}/api/rejoin", server.base),
            &[("Content-Type", "application/json")],
            &json!({ "pending": pending }).to_string(),
        )
    };
    assert_eq!(poll().0, 202);
    let (_, s) = server.teacher_get("/api/status");
    assert_eq!(s["requests"][0]["name"], "李伟");
    let id = s["requests"][0]["id"].as_u64().unwrap();
    let (status, _) = call(
        "POST",
        &format!("{}/api/approve", server.base),
        Some(&server.teacher),
        Some(json!({ "id": id }).to_string()),
    );
    assert_eq!(status, 200);
    let (status, body) = poll();
    assert_eq!(status, 200);
    let second = body["token"].as_str().unwrap().to_string();
    // The seat moved: the old browser is out, the new one goes on where it was.
    assert_eq!(server.question(&first).0, 401);
    assert_eq!(server.question(&second).1["number"], 2);
    let (_, s) = server.teacher_get("/api/status");
    assert_eq!(s["students"].as_array().unwrap().len(), 2);
    assert_eq!(s["requests"], json!([]));
}

#[test]
fn without_a_roster_equal_names_are_told_apart() {
    let dir = tempfile::tempdir().unwrap();
    let server = lesson(dir.path(), &["--lang", "zh-CN"]);
    server.join("李伟");
    let (status, body) = post_as(
        &format!("{}/api/join", server.base),
        &[("Content-Type", "application/json")],
        &join_body("李伟"),
    );
    assert_eq!((status, body["name"].as_str()), (200, Some("李伟（2）")));
    let (_, s) = server.teacher_get("/api/status");
    let names: Vec<&str> = s["students"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["李伟", "李伟（2）"]);
}

#[test]
fn the_keys_stay_with_the_teacher_until_the_quiz_is_over() {
    let dir = tempfile::tempdir().unwrap();
    let server = lesson(dir.path(), &["--lang", "zh-CN"]);
    let review = |token: &str| {
        call(
            "GET",
            &format!("{}/api/review", server.base),
            Some(token),
            None,
        )
    };
    // The trick: join again, skip every item, ask for the review.
    let ann = server.join("李伟");
    let cheat = server.join("小明");
    for n in 1..=3 {
        assert_eq!(server.answer(&cheat, n, "").0, 200);
    }
    assert_eq!(server.question(&cheat).1["done"], true);
    let (status, body) = review(&cheat);
    assert_eq!(status, 409);
    assert_eq!(body["error"], "老师结束测验后才能查看答案和错题回顾。");
    assert!(!body.to_string().contains("不能"));
    // Self-paced: only the item being asked takes an answer.
    let (status, body) = server.answer(&ann, 3, "B");
    assert_eq!(status, 409);
    assert_eq!(body["error"], "这不是当前要回答的题。");
    server.teacher_post("/api/close");
    assert_eq!(review(&cheat).0, 200);

    // For practice the teacher may hand each student their review as they finish.
    let dir = tempfile::tempdir().unwrap();
    let server = lesson(dir.path(), &["--lang", "zh-CN", "--review-on-finish"]);
    let ann = server.join("李伟");
    let bo = server.join("王芳");
    for n in 1..=3 {
        server.answer(&ann, n, "");
    }
    let (status, body) = call(
        "GET",
        &format!("{}/api/review", server.base),
        Some(&ann),
        None,
    );
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        call(
            "GET",
            &format!("{}/api/review", server.base),
            Some(&bo),
            None
        )
        .0,
        409
    );
}

#[test]
fn results_csv_is_in_the_teachers_language() {
    let dir = tempfile::tempdir().unwrap();
    let server = lesson(dir.path(), &["--lang", "zh-CN"]);
    let ann = server.join("李伟");
    server.answer(&ann, 1, "不能");
    server.answer(&ann, 2, "对");
    let agent: ureq::Agent = ureq::Agent::config_builder().build().into();
    let csv = agent
        .get(format!(
            "{}/api/results.csv?token={}",
            server.base, server.teacher
        ))
        .call()
        .unwrap()
        .body_mut()
        .read_to_string()
        .unwrap();
    let lines: Vec<&str> = csv.trim_start_matches('\u{feff}').lines().collect();
    assert_eq!(
        lines[0],
        "姓名,得分,满分,答对,第1题答案（l.corner）,第1题评判,第2题答案（l.suicide）,第2题评判,第3题答案（l.komi）,第3题评判"
    );
    assert_eq!(lines[1], "李伟,1,3,1,不能,对,对,错,,未答");
}

#[test]
fn only_the_quizs_own_pages_may_write() {
    let dir = tempfile::tempdir().unwrap();
    let server = lesson(dir.path(), &["--lang", "zh-CN"]);
    let url = format!("{}/api/join", server.base);
    let host = server.base.trim_start_matches("http://").to_string();
    let body = join_body("李伟");
    // Another site's page: a form post (no JSON), or a script from its origin.
    let (status, error) = post_as(&url, &[("Content-Type", "text/plain")], &body);
    assert_eq!(status, 415);
    assert_eq!(
        error["error"],
        "请求须为 JSON（Content-Type: application/json）。"
    );
    let (status, error) = post_as(
        &url,
        &[
            ("Content-Type", "application/json"),
            ("Origin", "http://evil.example"),
        ],
        &body,
    );
    assert_eq!(status, 403);
    assert_eq!(error["error"], "只接受本测验页面发来的请求。");
    let ours = format!("http://{host}");
    let (status, _) = post_as(
        &url,
        &[("Content-Type", "application/json"), ("Origin", &ours)],
        &body,
    );
    assert_eq!(status, 200);
    let (_, s) = server.teacher_get("/api/status");
    assert_eq!(s["students"].as_array().unwrap().len(), 1);
}

#[test]
fn joins_are_rate_limited_per_address() {
    let dir = tempfile::tempdir().unwrap();
    let server = lesson(
        dir.path(),
        &["--lang", "zh-CN", "--max-joins-per-minute", "5"],
    );
    let url = format!("{}/api/join", server.base);
    let statuses: Vec<u16> = (0..8)
        .map(|i| {
            post_as(
                &url,
                &[("Content-Type", "application/json")],
                &join_body(&format!("学生{i}")),
            )
            .0
        })
        .collect();
    assert_eq!(statuses, [200, 200, 200, 200, 200, 429, 429, 429]);
    let (_, error) = post_as(
        &url,
        &[("Content-Type", "application/json")],
        &join_body("晚到"),
    );
    assert_eq!(error["error"], "加入请求太频繁，请稍等片刻再试。");
    let (_, s) = server.teacher_get("/api/status");
    assert_eq!(s["students"].as_array().unwrap().len(), 5);
}

/// Sends `request` raw and reads until the server answers or closes.
fn raw(base: &str, request: &[u8]) -> (Duration, String) {
    let host = base.trim_start_matches("http://");
    let mut stream = TcpStream::connect(host).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    let start = Instant::now();
    stream.write_all(request).unwrap();
    let mut got = Vec::new();
    let _ = stream.read_to_end(&mut got);
    (start.elapsed(), String::from_utf8_lossy(&got).into_owned())
}

#[test]
fn a_declared_body_over_the_limit_is_refused_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let server = lesson(dir.path(), &["--lang", "zh-CN"]);
    let host = server.base.trim_start_matches("http://").to_string();
    let request = format!(
        "POST /api/join HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\nContent-Length: 99999999999\r\n\r\n{{}}"
    );
    let (took, reply) = raw(&server.base, request.as_bytes());
    assert!(reply.starts_with("HTTP/1.1 413"), "{reply}");
    assert!(took < Duration::from_secs(5), "{took:?}");
    assert!(reply.contains("请求过大。"), "{reply}");
    // Sent without its length, the same words once the limit is passed.
    let chunk = "x".repeat(16 * 1024);
    let request = format!(
        "POST /api/join HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n{:x}\r\n{chunk}\r\n0\r\n\r\n",
        chunk.len()
    );
    let (_, reply) = raw(&server.base, request.as_bytes());
    assert!(reply.starts_with("HTTP/1.1 413"), "{reply}");
    assert!(reply.contains("请求过大。"), "{reply}");
    let (status, body) = call("GET", &format!("{}/api/nothing", server.base), None, None);
    assert_eq!(status, 404);
    assert_eq!(body["error"], "没有这个页面或接口。");
}

#[test]
fn slow_half_sent_requests_cannot_hold_the_server() {
    let dir = tempfile::tempdir().unwrap();
    let server = lesson(dir.path(), &["--lang", "zh-CN", "--max-connections", "20"]);
    let host = server.base.trim_start_matches("http://").to_string();
    // Slowloris: connections that never finish their headers.
    let mut held = Vec::new();
    for _ in 0..60 {
        let mut s = TcpStream::connect(&host).unwrap();
        let _ = s.write_all(b"GET / HTTP/1.1\r\nHost: x\r\n");
        s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
        held.push(s);
    }
    // Past the bound the server closes them at once.
    let mut closed_at_once = 0;
    for s in held.iter_mut().skip(20) {
        s.set_read_timeout(Some(Duration::from_secs(2))).unwrap();
        let mut buf = [0u8; 16];
        // Closed: an end of stream, or a reset (what it sent was never read).
        let closed = match s.read(&mut buf) {
            Ok(n) => n == 0,
            Err(e) => e.kind() == std::io::ErrorKind::ConnectionReset,
        };
        if closed {
            closed_at_once += 1;
        }
    }
    assert_eq!(closed_at_once, 40);
    // The others lose their connection when the header deadline passes.
    let start = Instant::now();
    for s in held.iter_mut().take(20) {
        let mut buf = [0u8; 256];
        let _ = s.read(&mut buf);
    }
    let waited = start.elapsed();
    assert!(waited < Duration::from_secs(15), "{waited:?}");
    drop(held);
    std::thread::sleep(Duration::from_millis(300));
    // And a real student gets in.
    let (status, _) = post_as(
        &format!("{}/api/join", server.base),
        &[("Content-Type", "application/json")],
        &join_body("李伟"),
    );
    assert_eq!(status, 200);
}

#[test]
fn a_second_server_on_the_same_database_or_a_busy_port_is_refused_in_words() {
    let dir = tempfile::tempdir().unwrap();
    let server = lesson(dir.path(), &["--lang", "zh-CN"]);
    let db = dir.path().join("class.sqlite3");
    let port = server.base.rsplit(':').next().unwrap().to_string();
    let bank = dir.path().join("lesson.toml");
    let second = super::cli::weiqi()
        .args(["--lang", "zh-CN", "--bank"])
        .arg(&bank)
        .args(["serve", "--bind", "127.0.0.1", "--port", "0", "--db"])
        .arg(&db)
        .output()
        .unwrap();
    assert_eq!(second.status.code(), Some(1));
    let err = String::from_utf8(second.stderr).unwrap();
    assert!(err.contains("另一个 serve 正在使用数据库"), "{err}");
    let other = dir.path().join("other.sqlite3");
    let busy = super::cli::weiqi()
        .args(["--lang", "zh-CN", "--bank"])
        .arg(&bank)
        .args(["serve", "--bind", "127.0.0.1", "--port", &port, "--db"])
        .arg(&other)
        .output()
        .unwrap();
    assert_eq!(busy.status.code(), Some(1));
    let err = String::from_utf8(busy.stderr).unwrap();
    assert!(err.contains(&format!("端口 {port} 已被占用")), "{err}");
    assert!(!err.contains("os error"), "{err}");
}
