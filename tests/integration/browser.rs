//! `serve` in a real browser: headless Chromium, driven over the DevTools protocol,
//! takes a student through the quiz on a phone-sized window in Chinese while the
//! teacher's dashboard, in a second tab, follows.
//!
//! With `WEIQI_SCREENSHOTS=DIR` it also saves the pages as PNG (the README's pictures).

use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tungstenite::{Message, WebSocket};

use super::serve::{Server, start};

struct Chromium {
    child: Child,
    port: u16,
    _profile: tempfile::TempDir,
}

impl Drop for Chromium {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The flags that work in a container as root, a phone-sized window.
fn launch() -> Chromium {
    let profile = tempfile::tempdir().unwrap();
    let child = Command::new("chromium")
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--window-size=390,844",
            "--remote-debugging-port=0",
        ])
        .arg(format!("--user-data-dir={}", profile.path().display()))
        .arg("about:blank")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    // Chromium writes the port it took into the profile.
    let file = profile.path().join("DevToolsActivePort");
    let port = wait(Duration::from_secs(30), || {
        std::fs::read_to_string(&file)
            .ok()
            .and_then(|t| t.lines().next()?.trim().parse::<u16>().ok())
    })
    .expect("chromium opened its DevTools port");
    Chromium {
        child,
        port,
        _profile: profile,
    }
}

fn wait<T>(limit: Duration, mut f: impl FnMut() -> Option<T>) -> Option<T> {
    let start = Instant::now();
    loop {
        if let Some(v) = f() {
            return Some(v);
        }
        if start.elapsed() > limit {
            return None;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// One tab, spoken to over its WebSocket.
struct Tab {
    ws: WebSocket<TcpStream>,
    next: u64,
}

impl Chromium {
    fn tab(&self) -> Tab {
        let agent: ureq::Agent = ureq::Agent::config_builder().build().into();
        let target: Value = serde_json::from_str(
            &agent
                .put(format!(
                    "http://127.0.0.1:{}/json/new?about:blank",
                    self.port
                ))
                .send_empty()
                .unwrap()
                .body_mut()
                .read_to_string()
                .unwrap(),
        )
        .unwrap();
        let url = target["webSocketDebuggerUrl"].as_str().unwrap().to_string();
        let stream = TcpStream::connect(("127.0.0.1", self.port)).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(30)))
            .unwrap();
        let (ws, _) = tungstenite::client(url.as_str(), stream).unwrap();
        let mut tab = Tab { ws, next: 0 };
        tab.call("Page.enable", json!({}));
        tab.call("Runtime.enable", json!({}));
        tab
    }
}

impl Tab {
    fn call(&mut self, method: &str, params: Value) -> Value {
        self.next += 1;
        let id = self.next;
        let message = json!({ "id": id, "method": method, "params": params });
        self.ws.send(Message::text(message.to_string())).unwrap();
        loop {
            let Message::Text(text) = self.ws.read().unwrap() else {
                continue;
            };
            let reply: Value = serde_json::from_str(&text).unwrap();
            if reply["id"] == id {
                assert!(reply.get("error").is_none(), "{method}: {reply}");
                return reply["result"].clone();
            }
        }
    }

    fn eval(&mut self, expression: &str) -> Value {
        let result = self.call(
            "Runtime.evaluate",
            json!({ "expression": expression, "returnByValue": true, "awaitPromise": true }),
        );
        assert!(
            result.get("exceptionDetails").is_none(),
            "{expression}: {result}"
        );
        result["result"]["value"].clone()
    }

    /// Waits until `expression` is true; fails with what the page shows.
    fn until(&mut self, expression: &str) {
        let found = wait(Duration::from_secs(15), || {
            // A page still loading has no such element yet: not true, not an error.
            let probe = format!(
                "(() => {{ try {{ return Boolean({expression}); }} catch (e) {{ return false; }} }})()"
            );
            (self.eval(&probe) == true).then_some(())
        });
        if found.is_none() {
            let shown = self.eval("document.body.innerText");
            panic!("never true: {expression}\npage: {shown}");
        }
    }

    fn open(&mut self, url: &str, languages: &str) {
        let agent = self.call("Browser.getVersion", json!({}))["userAgent"].clone();
        self.call(
            "Emulation.setUserAgentOverride",
            json!({ "userAgent": agent, "acceptLanguage": languages }),
        );
        self.call("Page.navigate", json!({ "url": url }));
    }

    fn click(&mut self, selector: &str) {
        let js = serde_json::to_string(selector).unwrap();
        self.until(&format!("document.querySelector({js})"));
        self.eval(&format!("document.querySelector({js}).click()"));
    }

    /// Types into a field as a keyboard would (an input method's text included).
    fn type_into(&mut self, selector: &str, text: &str) {
        let js = serde_json::to_string(selector).unwrap();
        self.until(&format!("document.querySelector({js})"));
        self.eval(&format!("document.querySelector({js}).focus()"));
        self.call("Input.insertText", json!({ "text": text }));
    }

    fn text(&mut self, selector: &str) -> String {
        let js = serde_json::to_string(selector).unwrap();
        self.eval(&format!("document.querySelector({js}).innerText"))
            .as_str()
            .unwrap_or_default()
            .to_string()
    }

    fn screenshot(&mut self, dir: &Path, name: &str) {
        let shot = self.call("Page.captureScreenshot", json!({ "format": "png" }));
        let bytes = decode_base64(shot["data"].as_str().unwrap());
        std::fs::write(dir.join(name), bytes).unwrap();
    }
}

fn decode_base64(text: &str) -> Vec<u8> {
    let value = |c: u8| -> u32 {
        match c {
            b'A'..=b'Z' => u32::from(c - b'A'),
            b'a'..=b'z' => u32::from(c - b'a') + 26,
            b'0'..=b'9' => u32::from(c - b'0') + 52,
            b'+' => 62,
            _ => 63,
        }
    };
    let clean: Vec<u8> = text.bytes().filter(|&c| c != b'=').collect();
    let mut out = Vec::with_capacity(clean.len() * 3 / 4);
    for chunk in clean.chunks(4) {
        let mut n = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            n |= value(c) << (18 - 6 * i);
        }
        let bytes = n.to_be_bytes();
        out.extend_from_slice(&bytes[1..chunk.len()]);
    }
    out
}

/// More students for the README's picture of the dashboard: some right, some not.
fn class_of_six(server: &Server, first: &str) {
    let given = [
        (first.to_string(), ["t", "360", "", ""]),
        (server.join("王芳"), ["f", "361", "", ""]),
        (server.join("张伟"), ["f", "361", "", ""]),
        (server.join("刘洋"), ["对", "361", "", ""]),
        (server.join("陈静"), ["错", "", "", ""]),
    ];
    for (token, answers) in &given {
        for (n, a) in answers.iter().enumerate() {
            if !a.is_empty() {
                server.answer(token, n as u64 + 1, a);
            }
        }
    }
}

fn chromium_here() -> bool {
    let found = Command::new("chromium")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !found {
        assert!(
            std::env::var("WEIQI_REQUIRE_ORACLES").as_deref() != Ok("1"),
            "chromium is missing but WEIQI_REQUIRE_ORACLES=1 (.ci/run installs it)"
        );
        eprintln!("note: chromium not found, skipping the browser test");
    }
    found
}

#[test]
fn a_student_takes_the_quiz_in_chromium_while_the_dashboard_follows() {
    if !chromium_here() {
        return;
    }
    let shots: Option<PathBuf> = std::env::var_os("WEIQI_SCREENSHOTS").map(PathBuf::from);
    let dir = tempfile::tempdir().unwrap();
    // No --lang: each page in its browser's language.
    let server: Server = start(dir.path(), &["--minutes", "20", "--title", "规则测验"]);
    let chromium = launch();

    let mut student = chromium.tab();
    student.open(&format!("{}/", server.base), "zh-CN,zh;q=0.9,en;q=0.5");
    student.until("!document.getElementById('join').hidden");
    assert_eq!(student.eval("document.documentElement.lang"), "zh-CN");
    assert_eq!(student.text("#join button"), "加入");
    student.type_into("#name", "李伟");
    student.click("#join button");
    student.until("!document.getElementById('ask').hidden");
    assert_eq!(student.text("#progress"), "第 1 题，共 4 题");
    assert!(
        student.text("#clock").starts_with("剩余时间 19:")
            || student.text("#clock").starts_with("剩余时间 20:")
    );
    assert!(student.text("#text").contains("中国规则下"));
    assert_eq!(student.eval("document.cookie.includes('wq_token=')"), true);

    // A name that is markup stays text on the dashboard.
    let markup = "<img src=x onerror=alert(1)>";
    let other = server.join(markup);
    let mut teacher = chromium.tab();
    teacher.open(&server.teacher_url, "zh-CN");
    teacher.until("document.getElementById('joined').innerText === '已加入 2 人'");
    assert!(teacher.text("#students").contains(markup));
    assert_eq!(
        teacher.eval("document.querySelectorAll('main img').length"),
        0
    );
    teacher.until("document.getElementById('students').innerText.includes('李伟\t0 / 4')");

    // 1: true or false, as two buttons; the right one is 错.
    student.until("document.querySelectorAll('#answer button.option').length === 2");
    student.eval("[...document.querySelectorAll('#answer button.option')].find(b => b.innerText === '错').click()");
    student.until("document.getElementById('progress').innerText === '第 2 题，共 4 题'");
    // The dashboard updates by itself.
    teacher.until("document.getElementById('students').innerText.includes('李伟\t1 / 4')");

    // 2: a typed answer; first something that is not one.
    student.type_into("#answer input", "很多");
    student.click("#answer button[type=submit]");
    student.until("!document.getElementById('message').hidden");
    assert!(student.text("#message").contains("不是本题的答案"));
    student.eval("document.querySelector('#answer input').value = ''");
    student.type_into("#answer input", "361");
    student.click("#answer button[type=submit]");
    student.until("document.getElementById('progress').innerText === '第 3 题，共 4 题'");

    // 3: a choice; the wrong option on purpose, for the review.
    student.until("document.querySelectorAll('#answer button.option').length === 4");
    if let Some(dir) = &shots {
        student.screenshot(dir, "serve-student.png");
    }
    let right = student.eval("[...document.querySelectorAll('#answer button.option')].find(b => b.innerText.includes('3又3/4子')).innerText");
    let wrong = student.eval("(() => { const b = [...document.querySelectorAll('#answer button.option')].find(b => b.innerText.includes('不贴')); b.click(); return b.innerText; })()");
    student.until("document.getElementById('progress').innerText === '第 4 题，共 4 题'");

    // 4: computed for this student.
    let text = student.text("#text");
    let black: f64 = text
        .split(['方', '子'])
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{text}"));
    let margin = black - 184.25;
    let answer = if margin > 0.0 {
        format!("黑胜{margin}子")
    } else {
        format!("白胜{}子", -margin)
    };
    student.type_into("#answer input", &answer);
    student.click("#answer button[type=submit]");
    student.until("!document.getElementById('done').hidden");
    // Finished while classmates still answer: the keys wait for the end.
    student.until("document.getElementById('score').innerText.length > 0");
    assert_eq!(
        student.text("#score"),
        "答案已全部提交。老师结束测验后，这里会显示你的得分和错题回顾。"
    );
    assert_eq!(student.text("#review"), "");

    teacher.until("document.getElementById('students').innerText.includes('李伟\t4 / 4 ✓')");
    // Items by their text, not their ids.
    let items = teacher.text("#items");
    assert!(
        items.contains("3. 2002年中国围棋竞赛规则的贴子数是："),
        "{items}"
    );
    assert!(!items.contains("c.komi"), "{items}");
    if shots.is_some() {
        class_of_six(&server, &other);
    }
    teacher.eval("window.confirm = () => true");
    teacher.click("#close");
    teacher.until("!document.getElementById('results').hidden");
    teacher.until("document.getElementById('analysis').innerText.includes('贴子数')");
    let grades = teacher.text("#grades");
    assert!(grades.contains("李伟\t3 / 4\t3 / 4"), "{grades}");
    assert_eq!(
        teacher.eval("getComputedStyle(document.getElementById('close')).display"),
        "none"
    );

    // Closed: the student's page shows the score and the review by itself.
    student.until("document.getElementById('score').innerText.startsWith('你的得分')");
    assert_eq!(
        student.text("#score"),
        "你的得分：3 / 4 分（答对 3 / 4 题）。"
    );
    let review = student.text("#review");
    assert!(review.contains("你的错题"), "{review}");
    assert!(
        review.contains(&format!("正确答案：{}", right.as_str().unwrap())),
        "{review}"
    );
    assert!(
        review.contains(&format!("你的答案：{}", wrong.as_str().unwrap())),
        "{review}"
    );
    assert!(
        !review.contains("false") && !review.contains("true"),
        "{review}"
    );
    if let Some(dir) = &shots {
        teacher.call(
            "Emulation.setDeviceMetricsOverride",
            json!({ "width": 1000, "height": 1100, "deviceScaleFactor": 1, "mobile": false }),
        );
        teacher.screenshot(dir, "serve-dashboard.png");
    }
}

/// Presses a key on the page, as a clicker or keyboard at the projector would.
fn press(tab: &mut Tab, key: &str, code: &str, key_code: u32) {
    for kind in ["keyDown", "keyUp"] {
        tab.call(
            "Input.dispatchKeyEvent",
            json!({ "type": kind, "key": key, "code": code, "windowsVirtualKeyCode": key_code }),
        );
    }
}

/// What a page shows a person, less the address and board coordinates: no English
/// word may be in it.
fn english_words(tab: &mut Tab) -> Vec<String> {
    let shown = tab.eval(
        "(() => { const c = document.body.cloneNode(true); c.querySelectorAll('.url, svg, code, script').forEach(e => e.remove()); return c.innerText; })()",
    );
    shown
        .as_str()
        .unwrap_or_default()
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 2)
        .map(str::to_string)
        .collect()
}

#[test]
fn a_live_lesson_is_projected_and_each_phone_hears_how_it_did() {
    if !chromium_here() {
        return;
    }
    let shots: Option<PathBuf> = std::env::var_os("WEIQI_SCREENSHOTS").map(PathBuf::from);
    let dir = tempfile::tempdir().unwrap();
    let server = super::lesson::lesson(
        dir.path(),
        &["--mode", "live", "--seconds", "90", "--title", "规则课堂"],
    );
    let chromium = launch();
    let screen_url = server.teacher_url.replace("/teacher?", "/screen?");
    let mut screen = chromium.tab();
    screen.call(
        "Emulation.setDeviceMetricsOverride",
        json!({ "width": 1280, "height": 720, "deviceScaleFactor": 1, "mobile": false }),
    );
    screen.open(&screen_url, "zh-CN,zh;q=0.9");
    screen.until("!document.getElementById('joining').hidden");
    assert_eq!(
        screen.eval("document.querySelectorAll('.qr svg').length"),
        1
    );
    assert!(screen.text("#joining").contains("扫码或打开网址加入"));

    let mut student = chromium.tab();
    student.open(&format!("{}/", server.base), "zh-CN,zh;q=0.9");
    // The script shows the form once it runs (a submit before that reloads the page).
    student.until("!document.getElementById('join').hidden");
    student.type_into("#name", "李伟");
    student.click("#join button");
    student.until("!document.getElementById('wait').hidden");
    screen.until("document.getElementById('joined').innerText === '已加入 1 人'");
    assert!(screen.text("#names").contains("李伟"));
    if let Some(dir) = &shots {
        screen.screenshot(dir, "serve-screen-join.png");
    }
    assert_eq!(english_words(&mut screen), Vec::<String>::new());

    // The teacher starts from the projector's keyboard.
    press(&mut screen, "Enter", "Enter", 13);
    screen.until("!document.getElementById('question').hidden");
    assert_eq!(screen.text("#progress"), "第 1 题，共 3 题");
    assert!(screen.text("#text").contains("白方可以下在角上的a点吗"));
    assert_eq!(
        screen.eval("document.querySelectorAll('#board svg').length"),
        1
    );
    assert_eq!(screen.text("#options"), "能\n不能");
    screen.until("!document.getElementById('clock').hidden");
    student.until("!document.getElementById('ask').hidden");
    assert_eq!(student.text("#text"), screen.text("#text"));
    student.eval("[...document.querySelectorAll('#answer button.option')].find(b => b.innerText === '不能').click()");
    screen.until("document.getElementById('answered').innerText === '已作答 1 / 1 人'");
    // Nothing on the screen gives the answer away before the reveal.
    assert_eq!(
        screen.eval("document.querySelectorAll('#options li.right').length"),
        0
    );
    assert_eq!(
        screen.eval("document.getElementById('answer').hidden"),
        true
    );
    assert!(
        !screen
            .eval("document.body.innerText")
            .as_str()
            .unwrap()
            .contains("正确答案")
    );
    if let Some(dir) = &shots {
        screen.screenshot(dir, "serve-screen-question.png");
    }
    assert_eq!(english_words(&mut screen), Vec::<String>::new());

    press(&mut screen, " ", "Space", 32);
    screen.until("!document.getElementById('answer').hidden");
    assert_eq!(screen.text("#answer"), "正确答案：不能");
    assert_eq!(screen.text("#options li.right"), "不能");
    let leaders = screen.text("#leader-list");
    assert!(
        leaders.contains("李伟") && leaders.contains("1 分"),
        "{leaders}"
    );
    if let Some(dir) = &shots {
        screen.screenshot(dir, "serve-screen-reveal.png");
    }
    assert_eq!(english_words(&mut screen), Vec::<String>::new());
    student.until("!document.getElementById('outcome').hidden");
    assert_eq!(
        student.text("#outcome"),
        "✓ 答对了，正确答案：不能，不可以。"
    );
    if let Some(dir) = &shots {
        student.screenshot(dir, "serve-student-outcome.png");
    }
    assert_eq!(english_words(&mut student), Vec::<String>::new());

    // The rest of the lesson, to its end.
    for number in 2..=3 {
        press(&mut screen, "ArrowRight", "ArrowRight", 39);
        screen.until(&format!(
            "document.getElementById('progress').innerText === '第 {number} 题，共 3 题' && !document.getElementById('reveal').hidden"
        ));
        student.until("!document.getElementById('ask').hidden");
        student.eval("document.querySelector('#answer button.option').click()");
        screen.until("document.getElementById('answered').innerText === '已作答 1 / 1 人'");
        press(&mut screen, "Enter", "Enter", 13);
        screen.until("!document.getElementById('answer').hidden");
        student.until("!document.getElementById('outcome').hidden");
        assert_eq!(english_words(&mut student), Vec::<String>::new());
    }
    // The teacher's dashboard, in the same language, no English either.
    let mut teacher = chromium.tab();
    teacher.open(&server.teacher_url, "zh-CN,zh;q=0.9");
    teacher.until("document.getElementById('joined').innerText === '已加入 1 人'");
    teacher.until("document.getElementById('items').innerText.includes('白方可以下在角上的a点吗')");
    assert_eq!(english_words(&mut teacher), Vec::<String>::new());
    press(&mut screen, "Enter", "Enter", 13);
    screen.until("!document.getElementById('closed').hidden");
    assert_eq!(screen.text("#closed"), "测验结束，谢谢大家！");
    assert_eq!(english_words(&mut screen), Vec::<String>::new());
    student.until("document.getElementById('score').innerText.startsWith('你的得分')");
    assert_eq!(english_words(&mut student), Vec::<String>::new());
}
