//! `serve`: the classroom server driven as a teacher and students would, over HTTP
//! against the real binary: join, questions, answers once, tokens, limits, a `kill -9`
//! and a restart on the same database, live mode.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

use serde_json::{Value, json};

/// A small bank whose keys are known: a true/false item, a fill-in whose answer is
/// nowhere in its text, a choice, and a computed result with a wide range.
pub(crate) const BANK: &str = r#"
[[question]]
id = "t.suicide"
type = "truefalse"
text.en = "Under the Chinese rules, a move that leaves its own group without liberties and captures nothing is allowed."
text.zh-CN = "中国规则下，着子后己方棋子无气且不能提取对方棋子，是允许的。"
answer = false

[[question]]
id = "f.points"
type = "fill"
text.en = "A 19×19 board has ____ intersections."
text.zh-CN = "19路棋盘共有____个交叉点。"
answer.en = [["361"]]

[[question]]
id = "c.komi"
type = "choice"
text.en = "Komi under the 2002 Chinese rules?"
text.zh-CN = "2002年中国围棋竞赛规则的贴子数是："
options.en = ["2 3/4 stones", "3 3/4 stones", "5 1/2 points", "none"]
options.zh-CN = ["2又3/4子", "3又3/4子", "5目半", "不贴"]
answer = "B"

[[question]]
id = "r.result"
type = "calc"
calc = "result"
params.black = { from = 150, to = 220 }
text.en = "Black has {black} stones on a 19×19 board. The result?"
text.zh-CN = "19路棋盘上黑方{black}子，结果是？"
"#;

pub(crate) struct Server {
    child: Child,
    pub(crate) base: String,
    pub(crate) teacher: String,
    pub(crate) teacher_url: String,
    pub(crate) printed: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub(crate) fn bank_file(dir: &Path) -> PathBuf {
    let path = dir.join("class.toml");
    std::fs::write(&path, BANK).unwrap();
    path
}

/// Starts `weiqi-quiz serve --bind 127.0.0.1 --port 0 …` and reads the addresses it
/// prints.
pub(crate) fn start(dir: &Path, extra: &[&str]) -> Server {
    start_with(&bank_file(dir), dir, extra)
}

/// As [`start`], asking the items of `bank` (in bank order unless `extra` gives one).
pub(crate) fn start_with(bank: &Path, dir: &Path, extra: &[&str]) -> Server {
    let order: &[&str] = if extra.contains(&"--order") {
        &[]
    } else {
        &["--order", "bank"]
    };
    let mut child = Command::new(assert_cmd::cargo::cargo_bin("weiqi-quiz"))
        .args(["--seed", "7", "--bank"])
        .arg(bank)
        .args(["serve", "--bind", "127.0.0.1", "--port", "0"])
        .args(order)
        .arg("--db")
        .arg(dir.join("class.sqlite3"))
        .args(extra)
        .env("NO_COLOR", "1")
        .env("WEIQI_QUIZ_HOME", dir)
        .env_remove("LANG")
        .env_remove("LC_ALL")
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut printed = String::new();
    let mut urls = Vec::new();
    // The students', the teacher's and the projector's addresses.
    while urls.len() < 3 {
        let line = lines.next().expect("serve printed both addresses").unwrap();
        printed.push_str(&line);
        printed.push('\n');
        if let Some(at) = line.find("http://") {
            urls.push(line[at..].trim().to_string());
        }
    }
    // Keep draining stdout so the server never blocks on a full pipe.
    std::thread::spawn(move || for _ in lines {});
    let base = urls[0].trim_end_matches('/').to_string();
    let teacher = urls[1].split("token=").nth(1).unwrap().to_string();
    Server {
        child,
        base,
        teacher,
        teacher_url: urls[1].clone(),
        printed,
    }
}

fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .build()
        .into()
}

/// (status, body as JSON or `null`).
pub(crate) fn call(
    method: &str,
    url: &str,
    token: Option<&str>,
    body: Option<String>,
) -> (u16, Value) {
    let agent = agent();
    let auth = token.map(|t| format!("Bearer {t}"));
    let mut response = match (method, body) {
        ("GET", _) => {
            let mut request = agent.get(url);
            if let Some(a) = &auth {
                request = request.header("Authorization", a);
            }
            request.call().unwrap()
        }
        (_, body) => {
            let mut request = agent.post(url).header("Content-Type", "application/json");
            if let Some(a) = &auth {
                request = request.header("Authorization", a);
            }
            request.send(body.unwrap_or_default()).unwrap()
        }
    };
    let status = response.status().as_u16();
    let text = response.body_mut().read_to_string().unwrap_or_default();
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

impl Server {
    pub(crate) fn join(&self, name: &str) -> String {
        let (status, body) = call(
            "POST",
            &format!("{}/api/join", self.base),
            None,
            Some(json!({ "name": name }).to_string()),
        );
        assert_eq!(status, 200, "{body}");
        body["token"].as_str().unwrap().to_string()
    }

    pub(crate) fn question(&self, token: &str) -> (u16, Value) {
        call(
            "GET",
            &format!("{}/api/question", self.base),
            Some(token),
            None,
        )
    }

    pub(crate) fn answer(&self, token: &str, number: u64, answer: &str) -> (u16, Value) {
        call(
            "POST",
            &format!("{}/api/answer", self.base),
            Some(token),
            Some(json!({ "number": number, "answer": answer }).to_string()),
        )
    }

    pub(crate) fn teacher_get(&self, path: &str) -> (u16, Value) {
        call(
            "GET",
            &format!("{}{path}", self.base),
            Some(&self.teacher),
            None,
        )
    }

    pub(crate) fn teacher_post(&self, path: &str) -> (u16, Value) {
        call(
            "POST",
            &format!("{}{path}", self.base),
            Some(&self.teacher),
            None,
        )
    }
}

fn result_answer(question: &Value) -> String {
    // "Black has N stones": 180.5 is the threshold with 3¾ komi on 19×19.
    let text = question["text"].as_str().unwrap();
    let black: f64 = text
        .split_whitespace()
        .find_map(|w| w.parse().ok())
        .unwrap();
    let margin = black - 184.25;
    if margin > 0.0 {
        format!("Black wins by {margin} stones")
    } else {
        format!("White wins by {} stones", -margin)
    }
}

#[test]
fn a_student_takes_the_quiz_and_the_teacher_gets_the_grade_schema() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(
        dir.path(),
        &["--lang", "en", "--title", "Rules <b>quiz</b>"],
    );
    assert!(
        server.printed.contains("Students open: http://127.0.0.1:"),
        "{}",
        server.printed
    );
    assert!(server.teacher_url.contains("/teacher?token="));
    // The QR code of the students' address is printed between the two lines.
    assert!(server.printed.contains('▀') || server.printed.contains('▄'));
    let token = server.join("李伟");

    let (status, q) = server.question(&token);
    assert_eq!(status, 200);
    assert_eq!((q["number"].as_u64(), q["of"].as_u64()), (Some(1), Some(4)));
    assert_eq!(q["type"], "truefalse");
    assert_eq!(q["options"], Value::Null);
    assert_eq!(q["seconds_left"], Value::Null);
    // Written as in plain mode; something that is not an answer is not recorded.
    assert_eq!(server.answer(&token, 1, "maybe").0, 422);
    assert_eq!(server.answer(&token, 1, "f").0, 200);
    let (status, body) = server.answer(&token, 1, "t");
    assert_eq!(status, 409, "{body}");
    // Not the question being asked.
    assert_eq!(server.answer(&token, 9, "1").0, 409);

    let (_, q) = server.question(&token);
    assert_eq!(q["number"], 2);
    // The key never comes with the question.
    assert!(!q.to_string().contains("361"), "{q}");
    assert_eq!(server.answer(&token, 2, "３６１").0, 200);
    let (_, q) = server.question(&token);
    let options = q["options"].as_array().unwrap();
    let right = options.iter().position(|o| o == "3 3/4 stones").unwrap();
    let wrong = (b'A' + ((right + 1) % 4) as u8) as char;
    let wrong_text = options[(right + 1) % 4].as_str().unwrap().to_string();
    assert_eq!(server.answer(&token, 3, &wrong.to_string()).0, 200);
    let (_, q) = server.question(&token);
    assert_eq!(q["type"], "calc");
    // Before the end no review (it holds the keys).
    let review = call(
        "GET",
        &format!("{}/api/review", server.base),
        Some(&token),
        None,
    );
    assert_eq!(review.0, 409);
    assert_eq!(server.answer(&token, 4, &result_answer(&q)).0, 200);
    let (_, q) = server.question(&token);
    assert_eq!(q["done"], true);

    // Done, but the keys wait until the quiz is over for everyone.
    let (status, body) = call(
        "GET",
        &format!("{}/api/review", server.base),
        Some(&token),
        None,
    );
    assert_eq!(status, 409, "{body}");
    assert_eq!(
        body["error"],
        "Your review opens when your teacher ends the quiz."
    );
    assert_eq!(server.question(&token).1["review"], false);

    let (status, results) = server.teacher_get("/api/results");
    assert_eq!(status, 200);
    assert_eq!(results["title"], "Rules <b>quiz</b>");
    let student = &results["students"][0];
    assert_eq!(student["name"], "李伟");
    let marks: Vec<&str> = student["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["mark"].as_str().unwrap())
        .collect();
    assert_eq!(marks, ["right", "right", "wrong", "right"]);
    assert_eq!(student["score"], 3.0);
    assert_eq!(results["items"][2]["id"], "c.komi");
    assert_eq!(results["items"][2]["share"], 0.0);
    assert!(results.get("group_size").is_some());

    // The CSV for a spreadsheet.
    let mut csv = agent()
        .get(format!(
            "{}/api/results.csv?token={}",
            server.base, server.teacher
        ))
        .call()
        .unwrap();
    assert_eq!(csv.status().as_u16(), 200);
    let csv = csv.body_mut().read_to_string().unwrap();
    assert!(csv.contains("李伟,3,4,3,false,right,３６１,right"), "{csv}");
    assert!(csv.starts_with("\u{feff}Name,Score,"), "{csv}");

    // Closed: now the review, with the answers in words.
    assert_eq!(server.teacher_post("/api/close").0, 200);
    let (status, review) = call(
        "GET",
        &format!("{}/api/review", server.base),
        Some(&token),
        None,
    );
    assert_eq!(status, 200);
    assert_eq!(
        (review["right"].as_u64(), review["of"].as_u64()),
        (Some(3), Some(4))
    );
    assert_eq!(review["mistakes"][0]["number"], 3);
    assert!(
        review["mistakes"][0]["key"]
            .as_str()
            .unwrap()
            .contains("3 3/4")
    );

    assert_eq!(
        review["mistakes"][0]["answer"],
        format!("{wrong}. {wrong_text}")
    );

    // The title is escaped on the pages.
    let mut page = agent().get(format!("{}/", server.base)).call().unwrap();
    let page = page.body_mut().read_to_string().unwrap();
    assert!(page.contains("Rules &lt;b&gt;quiz&lt;/b&gt;"), "{page}");
    assert!(!page.contains("<b>quiz"));
}

#[test]
fn tokens_are_checked_and_bodies_bounded() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path(), &["--lang", "zh-CN"]);
    let ann = server.join("Ann");
    let bo = server.join("Bo");
    let api = |path: &str| format!("{}{path}", server.base);
    // No token, a made-up one, a student's where the teacher's is needed.
    assert_eq!(call("GET", &api("/api/question"), None, None).0, 401);
    assert_eq!(
        call("GET", &api("/api/question"), Some("0123"), None).0,
        401
    );
    assert_eq!(call("GET", &api("/api/results"), None, None).0, 401);
    let (status, body) = call("GET", &api("/api/results"), Some(&ann), None);
    assert_eq!(status, 403);
    assert_eq!(body["error"], "此页面需要服务器打印的教师地址（含令牌）。");
    assert_eq!(call("POST", &api("/api/close"), Some(&bo), None).0, 403);
    assert_eq!(
        call("GET", &api("/api/question"), Some(&server.teacher), None).0,
        401
    );
    let page = agent().get(api("/teacher?token=nope")).call().unwrap();
    assert_eq!(page.status().as_u16(), 403);
    let mut page = agent()
        .get(format!("{}&lang=en", server.teacher_url))
        .call()
        .unwrap();
    assert_eq!(page.status().as_u16(), 200);
    // The teacher's --lang is every page's language.
    assert!(
        page.body_mut()
            .read_to_string()
            .unwrap()
            .contains("教师面板")
    );

    // A student answers only as themselves: Bo's answer leaves Ann's item open.
    assert_eq!(server.answer(&bo, 1, "对").0, 200);
    assert_eq!(server.question(&ann).1["number"], 1);
    assert_eq!(server.question(&bo).1["number"], 2);

    // Oversized and malformed bodies.
    let big = json!({ "name": "x".repeat(20_000) }).to_string();
    assert_eq!(call("POST", &api("/api/join"), None, Some(big)).0, 413);
    assert_eq!(
        call("POST", &api("/api/join"), None, Some("{".into())).0,
        400
    );
    let (status, body) = call(
        "POST",
        &api("/api/join"),
        None,
        Some(json!({ "name": " \u{7} " }).to_string()),
    );
    assert_eq!(status, 400);
    assert_eq!(body["error"], "请输入姓名（最多 60 个字）。");
    let long = json!({ "number": 1, "answer": "1".repeat(600) }).to_string();
    assert_eq!(
        call("POST", &api("/api/answer"), Some(&ann), Some(long)).0,
        400
    );
    assert_eq!(server.question(&ann).1["number"], 1);
}

#[test]
fn computed_items_are_drawn_per_student() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path(), &["--lang", "en", "--type", "calc"]);
    let texts: std::collections::BTreeSet<String> = (0..6)
        .map(|i| {
            let token = server.join(&format!("S{i}"));
            server.question(&token).1["text"]
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect();
    assert!(texts.len() > 1, "{texts:?}");
}

#[test]
fn a_server_killed_and_restarted_keeps_every_answer_and_token() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path(), &["--lang", "en", "--minutes", "30"]);
    let ann = server.join("Ann");
    let bo = server.join("Bo");
    assert_eq!(server.answer(&ann, 1, "f").0, 200);
    assert_eq!(server.answer(&ann, 2, "361").0, 200);
    assert_eq!(server.answer(&bo, 1, "t").0, 200);
    let left = server.question(&ann).1["seconds_left"].as_u64().unwrap();
    assert!((1700..=1800).contains(&left), "{left}");
    let teacher = server.teacher.clone();
    // Child::kill is SIGKILL: no shutdown code runs.
    drop(server);

    let server = start(dir.path(), &["--lang", "en"]);
    assert!(
        server.printed.contains("Taking up the open quiz"),
        "{}",
        server.printed
    );
    assert_eq!(server.teacher, teacher);
    assert_eq!(server.question(&ann).1["number"], 3);
    assert_eq!(server.question(&bo).1["number"], 2);
    assert_eq!(server.answer(&ann, 2, "361").0, 409);
    let (_, results) = server.teacher_get("/api/results");
    let answers: Vec<String> = results["students"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            let given: Vec<&str> = s["items"]
                .as_array()
                .unwrap()
                .iter()
                .map(|i| i["answer"].as_str().unwrap())
                .collect();
            format!("{}:{}", s["name"].as_str().unwrap(), given.join("/"))
        })
        .collect();
    assert_eq!(answers, ["Ann:f/361//", "Bo:t///"]);

    // Closed: no more answers; the next start is a new quiz.
    assert_eq!(server.teacher_post("/api/close").0, 200);
    assert_eq!(server.answer(&bo, 2, "361").0, 409);
    assert_eq!(server.question(&bo).1["closed"], true);
    drop(server);
    let server = start(dir.path(), &["--lang", "en"]);
    assert_ne!(server.teacher, teacher);
    assert_eq!(server.question(&ann).0, 401);
}

#[test]
fn in_live_mode_the_teacher_moves_the_class_and_sees_the_answers() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path(), &["--lang", "en", "--mode", "live"]);
    let ann = server.join("Ann");
    let bo = server.join("Bo");
    let (_, q) = server.question(&ann);
    assert_eq!(q["waiting"], true);
    assert_eq!(server.answer(&ann, 1, "f").0, 409);
    let (status, s) = server.teacher_post("/api/next");
    assert_eq!((status, s["current"].as_u64()), (200, Some(1)));
    assert_eq!(server.question(&ann).1["number"], 1);
    assert_eq!(server.answer(&ann, 1, "f").0, 200);
    assert_eq!(server.answer(&bo, 1, "错").0, 200);
    assert_eq!(server.question(&ann).1["waiting"], true);
    server.teacher_post("/api/next");
    server.teacher_post("/api/next");
    // Live: every phone has the projector's draw, letters included.
    for token in [&ann, &bo] {
        let (_, q) = server.question(token);
        let right = q["options"]
            .as_array()
            .unwrap()
            .iter()
            .position(|o| o == "3 3/4 stones")
            .unwrap();
        let letter = ((b'A' + right as u8) as char).to_string();
        assert_eq!(server.answer(token, 3, &letter).0, 200);
    }
    let (_, s) = server.teacher_get("/api/status");
    assert_eq!(s["distribution"]["number"], 3);
    // Every option listed in order, none marked right before the reveal.
    let counts = s["distribution"]["answers"].as_array().unwrap();
    assert_eq!(counts.len(), 4, "{counts:?}");
    assert!(counts.iter().all(|c| c["right"].is_null()), "{counts:?}");
    let chosen: Vec<&Value> = counts.iter().filter(|c| c["count"] == 2).collect();
    assert!(
        chosen[0]["answer"]
            .as_str()
            .unwrap()
            .ends_with(". 3 3/4 stones")
    );
    let (_, s) = server.teacher_post("/api/reveal");
    assert_eq!(s["revealed"], true);
    let counts = s["distribution"]["answers"].as_array().unwrap();
    let right: Vec<&Value> = counts.iter().filter(|c| c["right"] == true).collect();
    assert_eq!(right.len(), 1);
    assert_eq!(right[0]["count"], 2);
    // Item 2 was passed over: unanswered, and no longer open.
    assert_eq!(server.answer(&ann, 2, "361").0, 409);
    assert_eq!(s["students"][0]["answered"], 2);
    server.teacher_post("/api/next");
    let (_, s) = server.teacher_post("/api/next");
    assert_eq!(s["closed"], true);
    assert_eq!(server.question(&bo).1["done"], true);
}

#[test]
fn open_items_are_left_out_and_a_quiz_of_none_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let out = super::cli::weiqi()
        .args([
            "--lang",
            "zh-CN",
            "serve",
            "--type",
            "open",
            "--bind",
            "127.0.0.1",
        ])
        .arg("--db")
        .arg(dir.path().join("class.sqlite3"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("已略去"), "{err}");
    assert!(
        err.contains("没有符合筛选条件的题目（课堂测验不含简答题）"),
        "{err}"
    );
}
