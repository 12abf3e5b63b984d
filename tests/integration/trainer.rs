//! The trainer from the outside: plain-mode sessions of the real binary and a few
//! pseudo-terminal runs. The history on disk has its own module (`history.rs`).

use std::path::{Path, PathBuf};

use crate::cli::weiqi;

pub(crate) fn bank() -> String {
    format!(
        "{}/tests/fixtures/banks/trainer.toml",
        env!("CARGO_MANIFEST_DIR")
    )
}

pub(crate) fn home(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("weiqi-trainer-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs a plain-mode session of the fixture bank with `input`.
pub(crate) fn session(home: &Path, args: &[&str], input: &str) -> (String, String, Option<i32>) {
    let out = weiqi()
        .env("WEIQI_QUIZ_HOME", home)
        .args(["--bank", &bank(), "--lang", "en"])
        .args(args)
        .write_stdin(input)
        .output()
        .unwrap();
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
        out.status.code(),
    )
}

pub(crate) fn last_line(text: &str) -> &str {
    text.trim_end().lines().last().unwrap_or("")
}

#[test]
fn practice_in_plain_mode_grades_explains_and_sums_up() {
    let home = home("practice");
    // Wrong letter, unreadable then right, a result in words, nine in letters.
    let (out, _, code) = session(
        &home,
        &["practice", "--order", "bank"],
        "B\nmaybe\nfalse\n黑负1又1/4子\nnine\n",
    );
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("[1/4]\nHow many stones"), "{out}");
    assert!(
        out.contains("  A. 3 3/4 stones\n  B. 2 3/4 stones"),
        "{out}"
    );
    assert!(
        out.contains(
            "Wrong. The answer: A. 3 3/4 stones\nYour answer: B. 2 3/4 stones\nWhy: Art. 11 (2002).\nSource: Chinese rules 2002, Art. 11\n"
        ),
        "{out}"
    );
    assert!(
        out.contains("Not an answer: answer true or false."),
        "{out}"
    );
    assert!(
        out.contains("Black has 183 stones. What is the result?"),
        "{out}"
    );
    // Items right of items asked: the bank's points weigh nothing in practice.
    assert_eq!(last_line(&out), "right: 3 of 4 (75%)");
}

#[test]
fn end_of_input_ends_the_session_with_its_summary() {
    let home = home("eof");
    let (out, _, code) = session(&home, &["practice", "--order", "bank"], "A\n");
    assert_eq!(code, Some(0));
    assert_eq!(last_line(&out), "right: 1 of 1 (100%)");
    // The score is of the one answer given, and says so.
    assert!(
        out.contains("Answered 1 of 4 items; the score counts the answers given.\nright"),
        "{out}"
    );
    // Without a command, `weiqi-quiz` practises too.
    let (out, _, _) = session(&home, &[], "");
    assert_eq!(last_line(&out), "right: 0 of 0 (0%)");
}

#[test]
fn an_exam_gives_no_feedback_and_ends_pass_or_fail() {
    let home = home("exam");
    let result = home.join("result.json");
    let result_arg = result.to_string_lossy().to_string();
    let (out, _, code) = session(
        &home,
        &[
            "exam",
            "--order",
            "bank",
            "--pass",
            "60",
            "--out",
            &result_arg,
        ],
        "A\nfalse\nW+2.5\n8\n",
    );
    assert!(!out.contains("Right.") && !out.contains("Wrong."), "{out}");
    // Every item one point without a paper; 60 % of 4 is 2.4, so three must be right.
    assert!(
        out.starts_with("Exam\nTime: no time limit    Full marks: 4    Pass mark: 3\n"),
        "{out}"
    );
    assert!(
        out.contains("Items not answered right:\nNo. 4 (1 point): answered wrong\n    The board has ____ star points.\n    Answer: 9\n    Your answer: 8\n"),
        "{out}"
    );
    assert!(
        out.contains("Score: 3/4 points (75 out of 100), pass mark 3: PASS\n"),
        "{out}"
    );
    assert_eq!(last_line(&out), "Result: PASS, 3/4 points (75 out of 100)");
    assert_eq!(code, Some(0));
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&result).unwrap()).unwrap();
    assert_eq!(json["passed"], true);
    assert_eq!(json["score"], 3.0);
    assert_eq!(json["items"].as_array().unwrap().len(), 4);

    // Stopping early: unanswered items count as wrong and are shown with their keys, and
    // a fail exits 3.
    let (out, _, code) = session(&home, &["exam", "--order", "bank"], "A\n");
    assert!(out.contains("The exam was stopped before the end"), "{out}");
    assert!(out.contains("No. 2 (1 point): not answered\n    The Chinese rules allow suicide.\n    Answer: false\n"), "{out}");
    assert_eq!(last_line(&out), "Result: FAIL, 1/4 points (25 out of 100)");
    assert_eq!(code, Some(3));
}

#[test]
fn drills_are_made_and_graded_by_the_engine() {
    let home = home("drill");
    for kind in ["count", "ruling", "clock", "standings"] {
        let (out, err, code) = session(&home, &["drill", kind, "--count", "2", "--seed", "5"], "");
        assert_eq!(code, Some(0), "{kind}: {err}");
        assert!(out.contains("[1/2]"), "{kind}: {out}");
        assert!(
            !out.contains("[drill-"),
            "{kind}: a message id leaked: {out}"
        );
    }
    // The count drill shows the board with coordinates.
    let (out, _, _) = session(
        &home,
        &["drill", "count", "--count", "1", "--seed", "1"],
        "",
    );
    assert!(out.contains("    A B C D E F G H J"), "{out}");
}

#[cfg(unix)]
mod pty {
    use expectrl::process::unix::WaitStatus;
    use expectrl::session::OsSession;
    use expectrl::{ControlCode, Expect, Session};
    use std::process::Command;
    use std::time::Duration;

    fn spawn(home: &std::path::Path, extra: &[&str]) -> OsSession {
        let mut cmd = Command::new(assert_cmd::cargo::cargo_bin("weiqi-quiz"));
        cmd.env("WEIQI_QUIZ_HOME", home)
            .env("TERM", "xterm")
            .env("NO_COLOR", "1")
            .args(["--bank", &super::bank(), "--lang", "zh-CN"])
            .args(extra)
            .args(["--order", "bank"]);
        let mut session = Session::spawn(cmd).expect("a pseudo-terminal");
        session.set_expect_timeout(Some(Duration::from_secs(20)));
        session
    }

    #[test]
    fn selecting_an_option_in_the_terminal() {
        let home = super::home("pty-select");
        let mut s = spawn(&home, &["practice", "--count", "1"]);
        s.expect("2002年规则黑方贴几子？").unwrap();
        s.expect("3又3/4子").unwrap();
        s.send("b").unwrap(); // the letter goes to option B
        s.expect("> B. 2又3/4子").unwrap();
        s.send("a\r").unwrap(); // and A, right, is answered
        s.expect("正确。").unwrap();
        // The article the item cites, one key away.
        s.expect("阅读2002年规则第11条").unwrap();
        s.send("\u{1b}[B\r").unwrap();
        s.expect("第11条").unwrap();
        s.expect("3又3/4子").unwrap();
        s.expect("下一题").unwrap();
        s.send("\r").unwrap();
        s.expect("答对：1/1题（100%）").unwrap();
    }

    #[test]
    fn ctrl_c_restores_the_cursor_keeps_answers_and_exits_130() {
        let home = super::home("pty-ctrlc");
        let mut s = spawn(&home, &["practice", "--count", "2"]);
        s.expect("3又3/4子").unwrap();
        s.send("\r").unwrap();
        s.expect("下一题").unwrap();
        s.send("\r").unwrap();
        s.expect("中国规则允许自杀").unwrap();
        std::thread::sleep(Duration::from_millis(200));
        s.send(ControlCode::EndOfText).unwrap();
        s.expect("\u{1b}[?25h").unwrap();
        let status = s.get_process_mut().wait().unwrap();
        assert!(matches!(status, WaitStatus::Exited(_, 130)), "{status:?}");
        let answers = crate::history::answers(&home);
        assert_eq!(answers, [(1, "t.komi".to_string(), true)]);
    }

    /// The pairing drill of seed 5 in zh-CN: eight players after three rounds; the
    /// engine pairs 吴敏(1)-马超(3), 刘洋(4)-周杰(2), 赵磊(5)-孙浩(6), 胡军(7)-李明(8).
    fn pairing_drill(home: &std::path::Path) -> OsSession {
        let mut cmd = Command::new(assert_cmd::cargo::cargo_bin("weiqi-quiz"));
        cmd.env("WEIQI_QUIZ_HOME", home)
            .env("TERM", "xterm")
            .env("NO_COLOR", "1")
            .args([
                "--lang", "zh-CN", "--seed", "5", "drill", "pairing", "--count", "1",
            ]);
        let mut session = Session::spawn(cmd).expect("a pseudo-terminal");
        session.set_expect_timeout(Some(Duration::from_secs(20)));
        session
    }

    #[test]
    fn a_pairing_typed_board_by_board_is_marked_by_the_rules() {
        let home = super::home("pty-pairing-right");
        let mut s = pairing_drill(&home);
        // The standings so far, with each player's colours.
        s.expect("请编排第4轮").unwrap();
        s.expect("1. 吴敏  6分  第1轮执黑胜赵磊(5)；第2轮执白胜刘洋(4)")
            .unwrap();
        s.expect("黑方在前").unwrap();
        // One board a line, names or numbers, Chinese separators and full width; 周杰
        // takes Black where the engine gives it to 刘洋: a choice the rules leave open.
        s.send("1：吴敏－马超\r").unwrap();
        s.expect("已排2人，共8人").unwrap();
        s.send("2、周杰-刘洋\r").unwrap();
        s.expect("已排4人，共8人").unwrap();
        s.send("赵磊对孙浩；胡军-８号\r").unwrap();
        s.expect("正确。").unwrap();
        s.expect("予以接受").unwrap();
        // Lines are wrapped to the terminal's 80 columns: each piece looked for fits one.
        s.expect("参考编排：第1台：吴敏(1)（黑）—马超(3)（白）")
            .unwrap();
        s.expect("第2台：刘洋(4)（黑）—周杰(2)").unwrap();
        s.expect("答对：1/1题（100%）").unwrap();
        s.expect(expectrl::Eof).unwrap();
    }

    #[test]
    fn a_repeated_pairing_is_wrong_and_the_rule_is_named() {
        let home = super::home("pty-pairing-repeat");
        let mut s = pairing_drill(&home);
        s.expect("黑方在前").unwrap();
        s.send("1-2；3-4；5-6；7-8\r").unwrap();
        s.expect("错误。正确答案：第1台：吴敏(1)（黑）—马超(3)（白）")
            .unwrap();
        s.expect("违反第3条“不重复对手”（出处：样卷“同一对手不能遇到两次”）")
            .unwrap();
        s.expect("吴敏(1)和周杰(2)第3轮").unwrap();
        s.expect("编排规则及出处见 docs/referee.zh-CN.md").unwrap();
        s.expect("答对：0/1题（0%）").unwrap();
        s.expect(expectrl::Eof).unwrap();
    }

    /// What the session printed up to and including `needle`, added to `all`.
    fn upto(s: &mut OsSession, all: &mut Vec<u8>, needle: impl expectrl::Needle) {
        let found = s
            .expect(needle)
            .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(all)));
        all.extend_from_slice(found.before());
        all.extend_from_slice(found.as_bytes());
    }

    #[test]
    fn lines_fit_the_terminal_and_keep_numbers_and_coordinates_whole() {
        use weiqi_quiz::text::wrap::display_width;
        let bank = format!(
            "{}/tests/fixtures/banks/wrap.toml",
            env!("CARGO_MANIFEST_DIR")
        );
        for cols in [60, 100] {
            let home = super::home(&format!("pty-wrap-{cols}"));
            // The terminal's own width, set before the program asks for it. The pty
            // library sets 80×24 from the parent once the shell has started, so the shell
            // waits for that before setting the width (and the parent sets it too).
            let mut cmd = Command::new("sh");
            cmd.env("WEIQI_QUIZ_HOME", &home)
                .env("TERM", "xterm")
                .env("NO_COLOR", "1")
                .env_remove("COLUMNS")
                .arg("-c")
                .arg(format!(
                    "sleep 1; stty cols {cols} rows 50 && exec \"$0\" \"$@\""
                ))
                .arg(assert_cmd::cargo::cargo_bin("weiqi-quiz"))
                .args([
                    "--bank", &bank, "--lang", "zh-CN", "practice", "--order", "bank",
                ]);
            let mut s = Session::spawn(cmd).expect("a pseudo-terminal");
            s.get_process_mut()
                .set_window_size(cols as u16, 50)
                .expect("the terminal's size");
            // Generous: once, with the whole suite running, 20 s was not enough here.
            s.set_expect_timeout(Some(Duration::from_secs(60)));
            let mut all = Vec::new();
            upto(&mut s, &mut all, "D. ");
            s.send("\r").unwrap();
            upto(&mut s, &mut all, "正确。");
            upto(&mut s, &mut all, "结果是____。");
            upto(&mut s, &mut all, "输入答案: ");
            s.send("W+13.5\r").unwrap();
            upto(&mut s, &mut all, "下一题");
            s.send("\r").unwrap();
            upto(&mut s, &mut all, "答对：2/2题（100%）");
            upto(&mut s, &mut all, expectrl::Eof);
            let out = String::from_utf8_lossy(&all);
            // Every piece between line ends and carriage returns (the prompts redraw in
            // place) fits; escapes take no columns.
            for line in out.split(['\r', '\n']) {
                assert!(display_width(line) <= cols, "{cols}: {line:?}\n{out}");
                let start = line.trim_start().chars().next();
                assert!(
                    !start.is_some_and(|c| "，。？！、；：）".contains(c)),
                    "{cols}: {line:?}\n{out}"
                );
            }
            for whole in [
                "177又1/2子",
                "3又3/4子",
                "184又1/4子",
                "Q4、",
                "Q5、",
                "D16",
                "____。",
            ] {
                assert!(out.contains(whole), "{cols}: {whole} cut\n{out}");
            }
        }
    }
}

#[test]
fn a_record_is_replayed_move_by_move_until_the_trainee_stops() {
    let home = home("replay");
    let replay = format!(
        "{}/tests/fixtures/banks/replay.toml",
        env!("CARGO_MANIFEST_DIR")
    );
    let run = |input: &str| {
        let out = weiqi()
            .env("WEIQI_QUIZ_HOME", &home)
            .args(["--bank", &replay, "--lang", "en", "practice"])
            .write_stdin(input.to_string())
            .output()
            .unwrap();
        String::from_utf8(out.stdout).unwrap()
    };
    // Nine moves go by, then a stop at move 10: right.
    let out = run(&format!("{}s\n", "\n".repeat(9)));
    // Stepped on the board, never dumped as a list before the first move.
    assert!(!out.contains("1.B D5"), "{out}");
    assert!(out.contains("Move 9: Black F5"), "{out}");
    assert!(out.contains("Move 10: White E5"), "{out}");
    assert!(!out.contains("Move 11:"), "{out}");
    assert_eq!(last_line(&out), "right: 1 of 1 (100%)");
    // Stopping too early is wrong, and the right move is named.
    let out = run("\n\ns\n");
    assert!(
        out.contains("Wrong. The answer: 10\nYour answer: 3\n"),
        "{out}"
    );
    // The worked solution names the move and shows the board as it stood, the
    // irregular point marked.
    let worked = out
        .split("Worked solution:\n")
        .nth(1)
        .expect("a worked solution");
    assert!(worked.starts_with("Move 10 (White E5): "), "{worked}");
    assert!(worked.contains("!"), "{worked}");
    // A number typed at any step answers too.
    let out = run("10\n");
    assert_eq!(last_line(&out), "right: 1 of 1 (100%)");
}

#[test]
fn a_drill_of_a_million_items_asks_the_first_at_once() {
    let home = home("million");
    let out = weiqi()
        .env("WEIQI_QUIZ_HOME", &home)
        .args([
            "--lang", "en", "--seed", "5", "drill", "clock", "--count", "1000000",
        ])
        .write_stdin("")
        // A regression makes every item first: it would never get to the question.
        .timeout(std::time::Duration::from_secs(60))
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("[1/1000000]"), "{text}");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn the_exam_review_shows_each_mistake_with_the_answer_given_and_why() {
    let home = home("review-mistakes");
    let (out, _, code) = session(
        &home,
        &["exam", "--order", "bank", "--count", "2"],
        "B\nfalse\n",
    );
    assert_eq!(code, Some(3), "{out}");
    let review = out
        .split("Items not answered right:\n")
        .nth(1)
        .expect("a review");
    let expected = "No. 1 (1 point): answered wrong\n    How many stones does Black give \
                    back under the 2002 rules?\n    Answer: A. 3 3/4 stones\n    Your answer: B. 2 3/4 stones\n    \
                    Why: Art. 11 (2002).\n    Source: Chinese rules 2002, Art. 11\n";
    assert!(review.starts_with(expected), "{review}");
}

/// A drill in zh-CN, answered with `input`: what the trainee reads.
fn drill(kind: &str, count: &str, input: &str) -> String {
    let home = home(&format!("worked-{kind}"));
    let out = weiqi()
        .env("WEIQI_QUIZ_HOME", &home)
        .args([
            "--lang", "zh-CN", "--seed", "5", "drill", kind, "--count", count,
        ])
        .write_stdin(input.to_string())
        .output()
        .unwrap();
    String::from_utf8(out.stdout).unwrap()
}

/// The text after the `n`th worked-solution heading (1 for the first), up to the next item.
fn worked(out: &str, n: usize) -> &str {
    let after = out
        .split("解答过程：\n")
        .nth(n)
        .unwrap_or_else(|| panic!("{out}"));
    after.split("\n[").next().unwrap_or(after)
}

#[test]
fn every_drill_shows_its_worked_solution_after_the_answer() {
    // Counting: the board with dead stones and each side's area, the sum that makes
    // Black's area, the draw line and the result.
    let out = drill("count", "2", "1\n黑胜1子\n");
    for n in [1, 2] {
        let w = worked(&out, n);
        assert!(w.contains("黑方：活子"), "{w}");
        assert!(w.contains("公共点") && w.contains("的一半 = "), "{w}");
        assert!(w.contains("子为和\n结果："), "{w}");
        assert!(w.contains("b为黑方围住的空点"), "{w}");
        assert!(w.lines().any(|line| line.contains(" b ")), "{w}");
    }
    // Standings: the table with score and each tie-break used.
    let w = drill("standings", "1", "A\n");
    let w = worked(&w, 1);
    assert!(
        w.contains("名次") && w.contains("积分") && w.contains("小分"),
        "{w}"
    );
    assert!(w.contains("排名依据：积分 → 小分"), "{w}");
    // The clock: one row per move, with the periods left and the referee's calls.
    let out = drill("clock", "1", "9\n");
    let w = worked(&out, 1);
    assert!(
        w.contains("剩余读秒次数") && w.contains("裁判最后读秒"),
        "{w}"
    );
    assert!(
        w.lines()
            .filter(|l| l.starts_with(char::is_numeric))
            .count()
            >= 3,
        "{w}"
    );
}

#[test]
fn the_ruling_drill_gives_nothing_away_and_shows_the_board_at_the_irregular_move() {
    // Stop at the first move (too early), then pick A.
    let out = drill("ruling", "2", "s\nA\n");
    let (first, second) = out.split_once("[2/2]").expect("two items");
    // No article in either header before the answer.
    assert!(first.starts_with("[1/2] · 已用"), "{first}");
    assert!(second.starts_with(" · 已用"), "{second}");
    // The moves are stepped on the board, not written out first; the numbered record
    // comes after the answer.
    let (asked, answered) = first.split_once("> ").expect("a prompt");
    assert!(
        !asked.contains("着法：") && !asked.contains("X1 ") && !asked.contains("1.B "),
        "{asked}"
    );
    assert!(answered.contains("全局棋谱："), "{answered}");
    // Stopped too early: the move, why it is irregular, the board just before it with
    // its point marked, and not the ruling the next item asks for.
    let w = worked(&out, 1);
    assert!(w.starts_with('第') && w.contains("手（"), "{w}");
    assert!(
        w.contains(" ! ") || w.contains(" !\n") || w.contains("(!)"),
        "{w}"
    );
    assert!(!w.contains("判罚"), "{w}");
    // The options name rulings, never the irregularity or its article.
    let options: Vec<&str> = second
        .lines()
        .filter(|l| l.starts_with("  ") && l.as_bytes().get(3) == Some(&b'.'))
        .collect();
    assert_eq!(options.len(), 4, "{second}");
    for option in &options {
        for giveaway in ["连下两着", "立即回提", "禁着点", "条"] {
            assert!(!option.contains(giveaway), "{option}");
        }
    }
    // After the answer: the ruling, its article and why.
    let w = worked(&out, 2);
    // A 2002 ruling, or where its penalty text was not found, the precedent it follows.
    assert!(
        w.contains("判罚：") || w.contains("按先例（1988年规则"),
        "{w}"
    );
    assert!(second.contains("依据：2002年规则第"), "{second}");
}

#[test]
fn a_mock_paper_sets_the_exam_and_the_sheet_apart_from_filters() {
    let home = home("paper");
    let run = |args: &[&str]| {
        weiqi()
            .env("WEIQI_QUIZ_HOME", &home)
            .args(["--lang", "zh-CN", "--seed", "7"])
            .args(args)
            .write_stdin("")
            .output()
            .unwrap()
    };
    // The exam: the paper's items and its own time.
    let out = run(&["exam", "--paper", "referee-2002"]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("裁判员考核模拟卷（2002年规则）\n规则：2002年规则\n时间：90分钟　满分：100分　及格：60分\n一、判断题：15题，每题1分，共15分\n"), "{text}");
    assert!(text.contains("\n[1/59] · 1分 · 剩余89:5"), "{text}");
    // The sheet: the paper's sections and title, every item once.
    let dir = home.join("sheets");
    let out = run(&[
        "sheet",
        "--paper",
        "referee-2002",
        "--out",
        dir.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let key: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("key.json")).unwrap()).unwrap();
    let items = key["versions"][0]["items"].as_array().unwrap();
    let count = |kind: &str| items.iter().filter(|i| i["type"] == kind).count();
    assert_eq!(
        [
            count("truefalse"),
            count("choice"),
            count("fill"),
            count("calc"),
            count("board"),
            count("open")
        ],
        [15, 20, 8, 6, 8, 2]
    );
    let sheet = std::fs::read_to_string(dir.join("sheet-1.html")).unwrap();
    assert!(sheet.contains("裁判员考核模拟卷（2002年规则）"));
    // Every item drawn assumes the 2002 rules: none of the bank's 1988 items.
    let (bank, _) = weiqi_quiz::bank::check::load_and_check(&weiqi_quiz::bank::load::embedded());
    for item in items {
        let id = item["id"].as_str().unwrap();
        let question = bank.iter().find(|q| q.id == id).expect(id);
        assert_eq!(question.rules.id, "cn2002", "{id} on the 2002 paper");
    }
    // A paper that does not exist is named, with the ones there are.
    let out = run(&["exam", "--paper", "final"]);
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("“final”") && err.contains("referee-2002"),
        "{err}"
    );
}

/// On an exam the model answer of an open item is feedback: it is shown only after the
/// last item, when the candidate marks each answer, and the marks count and are kept.
#[test]
fn an_exam_shows_model_answers_only_when_marking_after_the_last_item() {
    let home = home("exam-open");
    let run = |args: &[&str], input: &str| {
        let out = weiqi()
            .env("WEIQI_QUIZ_HOME", &home)
            .args(["--lang", "zh-CN", "--seed", "2"])
            .args(args)
            .write_stdin(input.to_string())
            .output()
            .unwrap();
        String::from_utf8(out.stdout).unwrap()
    };
    let out = run(
        &["exam", "--type", "open", "--count", "2"],
        "不知道\n因为规则\n对\n错\n",
    );
    let marking = out
        .find("交卷了。请对照参考答案，为简答题自评：")
        .expect(&out);
    let second = out.find("[2/2]").expect(&out);
    assert!(second < marking, "{out}");
    assert!(!out[..marking].contains("参考答案："), "{out}");
    assert!(out[marking..].contains("［自评 1/2］"), "{out}");
    assert!(
        out[marking..].contains("你的答案：不知道\n参考答案："),
        "{out}"
    );
    assert!(
        out[marking..].contains("你的答案：因为规则\n参考答案："),
        "{out}"
    );
    assert_eq!(last_line(&out), "结果：未通过，得分1/2分（百分制50分）");
    let history = run(&["history"], "");
    assert!(
        history.contains("考试：1/2 分，未通过（及格 2 分；答对 1/2 题）"),
        "{history}"
    );
}

/// Two practice sessions with the same seed: the second asks the items the first did not,
/// because the history says those were just answered.
#[test]
fn practice_asks_items_not_seen_lately_first() {
    let home = home("fresh-first");
    let run = || {
        let out = weiqi()
            .env("WEIQI_QUIZ_HOME", &home)
            .args(["--bank", &bank(), "--lang", "zh-CN", "--seed", "4"])
            .args(["practice", "--count", "2"])
            // Each item takes the first line it can read as an answer.
            .write_stdin("A\n对\nW+2.5\n9\n".repeat(3))
            .output()
            .unwrap();
        let text = String::from_utf8(out.stdout).unwrap();
        // The question under each header, in the order asked.
        let asked: Vec<String> = text
            .lines()
            .zip(text.lines().skip(1))
            .filter(|(head, _)| head.starts_with('['))
            .map(|(_, question)| question.to_string())
            .collect();
        asked
    };
    let first = run();
    let second = run();
    assert_eq!((first.len(), second.len()), (2, 2), "{first:?} {second:?}");
    assert!(
        first.iter().all(|q| !second.contains(q)),
        "asked again: {first:?} then {second:?}"
    );
}

/// The ruling drill in zh-CN, stepped with Enter to the end of each record: every move
/// shown is drawn where it was played and marked, the irregular one too; the counting
/// drill asks as many questions as `--count`, each about a position of its own.
#[test]
fn drills_draw_every_move_and_ask_what_count_says() {
    let run = |args: &[&str], input: String| {
        let out = weiqi()
            .args(["--lang", "zh-CN", "--plain", "--no-save"])
            .args(args)
            .write_stdin(input)
            .output()
            .unwrap();
        String::from_utf8(out.stdout).unwrap()
    };
    for seed in ["1", "2", "3", "4"] {
        let out = run(
            &["--seed", seed, "drill", "ruling", "--count", "1"],
            "\n".repeat(400),
        );
        let lines: Vec<&str> = out.lines().collect();
        let mut frames = 0;
        for (i, line) in lines.iter().enumerate() {
            let Some(rest) = line.strip_prefix('第').filter(|l| l.contains("手：")) else {
                continue;
            };
            if rest.ends_with("虚着") || rest.contains("停一手") {
                continue;
            }
            frames += 1;
            let stone = if rest.contains("黑") { "(X)" } else { "(O)" };
            let board = lines[i + 1..]
                .iter()
                .take(25)
                .take_while(|l| !l.starts_with('('));
            assert!(
                board.clone().any(|row| row.contains(stone)),
                "seed {seed}: {line} is not drawn\n{}",
                board.copied().collect::<Vec<_>>().join("\n")
            );
        }
        assert!(frames > 4, "seed {seed}: {frames} frames\n{out}");
    }
    // A result for the items that ask for one, a number for those that ask for an area.
    let answers = "黑胜1子\n1\n".repeat(8);
    let out = run(&["--seed", "1", "drill", "count", "--count", "4"], answers);
    assert!(out.contains("[4/4]"), "{out}");
    assert!(!out.contains("同一局面"), "{out}");
}

/// Lines that answer any item of the default bank: each item takes the first it can read
/// (a letter, 对, a number, a result, a point, 能, two or three blanks, a written answer).
fn any_answers(times: usize) -> String {
    let cycle = [
        "A",
        "对",
        "1",
        "黑胜1子",
        "D4",
        "能",
        "9",
        "1|1",
        "1|1|1",
        "我的答案",
    ];
    cycle.map(|l| format!("{l}\n")).concat().repeat(times)
}

/// The score line and the history's line for a `referee-2002` sitting in zh-CN.
fn sit_referee_2002(home: &Path, extra: &[&str], input: std::process::Stdio) -> (String, String) {
    let child = std::process::Command::new(assert_cmd::cargo::cargo_bin("weiqi-quiz"))
        .env("WEIQI_QUIZ_HOME", home)
        .args([
            "--lang",
            "zh-CN",
            "--seed",
            "11",
            "exam",
            "--paper",
            "referee-2002",
        ])
        .args(extra)
        .stdin(input)
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(3), "a fail exits 3");
    (String::from_utf8(out.stdout).unwrap(), last_session(home))
}

/// The last line of the zh-CN history's sessions (before the tables by topic).
fn last_session(home: &Path) -> String {
    let out = weiqi()
        .env("WEIQI_QUIZ_HOME", home)
        .args(["--lang", "zh-CN", "history"])
        .output()
        .unwrap();
    let history = String::from_utf8(out.stdout).unwrap();
    let sessions = history.lines().take_while(|l| !l.starts_with("按主题"));
    sessions.last().unwrap_or_default().to_string()
}

/// The same score and verdict on the end screen and in the history, for `referee-2002`
/// sat to the end and stopped half way.
#[test]
fn a_referee_paper_ends_with_its_score_and_verdict_finished_or_stopped() {
    let home = home("referee-2002");
    let whole = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(whole.path(), any_answers(200)).unwrap();
    let input = std::process::Stdio::from(std::fs::File::open(whole.path()).unwrap());
    let (text, history) = sit_referee_2002(&home, &[], input);
    assert!(text.contains("\n考试结束。用时"), "{text}");
    let score = text.lines().find(|l| l.starts_with("得分：")).unwrap();
    let points = score
        .trim_start_matches("得分：")
        .split("/100分")
        .next()
        .unwrap()
        .to_string();
    assert!(score.ends_with("及格60分：未通过"), "{score}");
    assert!(
        history.contains(&format!(
            "考试《裁判员考核模拟卷（2002年规则）》：{points}/100 分，未通过（及格 60 分；答对 "
        )),
        "{history}"
    );
    assert!(
        history.ends_with("/59 题）"),
        "every item answered: {history}"
    );

    let part = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(part.path(), "对\n错\n对\n").unwrap();
    let input = std::process::Stdio::from(std::fs::File::open(part.path()).unwrap());
    let (text, history) = sit_referee_2002(&home, &[], input);
    assert!(text.contains("考试中途停止：未答的题按错误计。"), "{text}");
    assert!(text.contains("第59题（2.5分）：未作答"), "{text}");
    assert!(
        history.contains("/100 分，未通过（及格 60 分；答对 "),
        "{history}"
    );
    assert!(history.ends_with("/3 题）"), "{history}");
}

/// SLOW (about 60 s by nature): `referee-2002` in a minute, two answers given and the
/// input left open: time is up by itself, and the history gives the verdict.
#[test]
fn slow_a_referee_paper_timed_out_has_its_verdict_in_the_history() {
    let home = home("referee-2002-timed");
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("weiqi-quiz"))
        .env("WEIQI_QUIZ_HOME", &home)
        .args([
            "--lang",
            "zh-CN",
            "--seed",
            "11",
            "exam",
            "--paper",
            "referee-2002",
        ])
        .args(["--minutes", "1"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    std::io::Write::write_all(&mut stdin, "对\n错\n".as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    drop(stdin);
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(out.status.code(), Some(3), "{text}");
    assert!(text.contains("时间到：未答的题按错误计。用时1:0"), "{text}");
    assert!(text.contains("第59题（2.5分）：未作答"), "{text}");
    let history = last_session(&home);
    assert!(
        history.contains("考试《裁判员考核模拟卷（2002年规则）》：")
            && history.contains("，未通过（及格 60 分；答对 "),
        "{history}"
    );
}
