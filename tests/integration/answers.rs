//! Answers as people write them: one table of typed forms (numbers with measure words,
//! units, results, non-answers) run through the one matcher, and through the real
//! binary in plain-mode practice, an exam and `grade`.

use std::path::{Path, PathBuf};

use rand::SeedableRng;
use rand::rngs::ChaCha8Rng;
use weiqi_quiz::bank::Source;
use weiqi_quiz::bank::answer::Unreadable;
use weiqi_quiz::bank::check::load_and_check;
use weiqi_quiz::bank::instance::{Grade, instantiate};
use weiqi_quiz::bank::matching::Unit;
use weiqi_quiz::i18n::{Arg, Lang, Localizer};

use crate::cli::weiqi;

#[derive(Debug, Clone, Copy, PartialEq)]
enum Expect {
    Right,
    Wrong,
    /// Wrong, and the feedback names the unit typed and the one asked for.
    WrongUnit(Unit, Unit),
    /// Asked again: a result must say who wins.
    NoWinner,
    /// Asked again: not an answer at all.
    Again,
}

use Expect::{Again, NoWinner, Right, Wrong, WrongUnit};
use Unit::{Minutes, Points, Seconds, Stones};

const EN: Lang = Lang::En;
const CN: Lang = Lang::ZhCn;
const TW: Lang = Lang::ZhTw;

/// (item, language, typed, what happens).
const TABLE: &[(&str, Lang, &str, Expect)] = &[
    // A blank whose bank `unit` is stones: another unit is wrong, and says why.
    ("a.area-needed", CN, "185", Right),
    ("a.area-needed", CN, "185子", Right),
    ("a.area-needed", CN, "185目", WrongUnit(Points, Stones)),
    ("a.area-needed", EN, "185 points", WrongUnit(Points, Stones)),
    // Two blanks, separated as a Chinese IME types them.
    ("a.two-blanks", CN, "9|天元", Right),
    ("a.two-blanks", CN, "9｜天元", Right),
    ("a.two-blanks", CN, "9，天元", Right),
    ("a.two-blanks", CN, "9、天元", Right),
    ("a.two-blanks", CN, "9；天元", Right),
    ("a.two-blanks", CN, "9 天元", Again),
    // A plain count: a measure word is never held against it.
    ("a.stars", CN, "9个", Right),
    // Periods left: 2.
    ("a.byoyomi", CN, "2次", Right),
    ("a.byoyomi", CN, "两次", Right),
    ("a.byoyomi", CN, "还剩2次", Right),
    ("a.byoyomi", CN, "2分钟", Right),
    ("a.byoyomi", CN, "3次", Wrong),
    ("a.byoyomi", CN, "2秒", WrongUnit(Seconds, Minutes)),
    ("a.byoyomi", TW, "還剩兩次", Right),
    ("a.byoyomi", EN, "2 periods", Right),
    ("a.byoyomi", EN, "two", Right),
    ("a.byoyomi", EN, "2 minutes left", Right),
    ("a.byoyomi", EN, "2 seconds", WrongUnit(Seconds, Minutes)),
    ("a.byoyomi", CN, "abc", Again),
    ("a.byoyomi", CN, "？？", Again),
    ("a.byoyomi", CN, "", Again),
    // Games: 136.
    ("a.rr-games", CN, "136局", Right),
    ("a.rr-games", CN, "一百三十六局", Right),
    ("a.rr-games", CN, "一共136局", Right),
    ("a.rr-games", TW, "總共一百三十六局", Right),
    ("a.rr-games", EN, "136 games", Right),
    ("a.rr-games", EN, "a total of 136 games", Right),
    ("a.rr-games", EN, "a hundred and thirty-six", Right),
    ("a.rr-games", EN, "135 games", Wrong),
    // Rounds: 7.
    ("a.rr-rounds", CN, "7轮", Right),
    ("a.rr-rounds", CN, "七轮", Right),
    ("a.rr-rounds", TW, "七輪", Right),
    ("a.rr-rounds", EN, "7 rounds", Right),
    ("a.rr-rounds", EN, "there are 7 rounds", Right),
    ("a.rr-rounds", EN, "seven", Right),
    ("a.rr-rounds", EN, "8 rounds", Wrong),
    // A fill-in number: 9.
    ("a.stars", CN, "9个", Right),
    ("a.stars", CN, "九个", Right),
    ("a.stars", TW, "九個", Right),
    ("a.stars", EN, "nine", Right),
    ("a.stars", CN, "十个", Wrong),
    ("a.stars", CN, "很多", Again),
    // Stones to points: 7.5 points.
    ("a.komi-points", CN, "7.5目", Right),
    ("a.komi-points", CN, "7又1/2目", Right),
    ("a.komi-points", CN, "7.5", Right),
    ("a.komi-points", CN, "7.5点", Right),
    ("a.komi-points", CN, "7.5子", WrongUnit(Stones, Points)),
    ("a.komi-points", TW, "7.5點", Right),
    ("a.komi-points", EN, "7.5 points", Right),
    ("a.komi-points", EN, "7.5 stones", WrongUnit(Stones, Points)),
    // Points to stones: 1.25 stones.
    ("a.points-to-stones", CN, "1又1/4子", Right),
    (
        "a.points-to-stones",
        CN,
        "1.25目",
        WrongUnit(Points, Stones),
    ),
    (
        "a.points-to-stones",
        EN,
        "1.25 points",
        WrongUnit(Points, Stones),
    ),
    ("a.points-to-stones", EN, "1 1/4 stones", Right),
    // A result: W+2.5, the winner not named in the question.
    ("a.result", CN, "黑负1又1/4子", Right),
    ("a.result", CN, "白胜1又1/4子", Right),
    ("a.result", CN, "白胜2.5目", Right),
    ("a.result", CN, "黑负1.25子", Right),
    ("a.result", CN, "W+2.5", Right),
    ("a.result", CN, "黑胜1又1/4子", Wrong),
    ("a.result", CN, "B+2.5", Wrong),
    ("a.result", CN, "1.25", NoWinner),
    ("a.result", CN, "1又1/4", NoWinner),
    ("a.result", TW, "黑負1又1/4子", Right),
    ("a.result", TW, "1又1/4子", NoWinner),
    ("a.result", EN, "white wins by 1 1/4 stones", Right),
    ("a.result", EN, "1.25", NoWinner),
    ("a.result", EN, "B+2.5", Wrong),
    // The margin of a result whose winner the question names.
    ("a.margin", CN, "1又1/4子", Right),
    ("a.margin", CN, "2.5目", Right),
    ("a.margin", CN, "黑负1又1/4子", Right),
    ("a.margin", CN, "1/4子", Wrong),
    ("a.margin", EN, "1.25", Right),
    // A fill-in answer written with its unit: 7.5目.
    ("a.komi-fill", CN, "7.5目", Right),
    ("a.komi-fill", CN, "7.5", Right),
    ("a.komi-fill", CN, "7又1/2目", Right),
    ("a.komi-fill", CN, "7.5子", WrongUnit(Stones, Points)),
    ("a.komi-fill", TW, "7.5目", Right),
    ("a.komi-fill", EN, "7.5 points", Right),
    ("a.komi-fill", EN, "7.5 stones", WrongUnit(Stones, Points)),
    // Minutes: 3分钟.
    ("a.blitz", CN, "3分钟", Right),
    ("a.blitz", CN, "三分钟", Right),
    ("a.blitz", CN, "3秒", WrongUnit(Seconds, Minutes)),
    ("a.blitz", TW, "三分鐘", Right),
    ("a.blitz", EN, "3 minutes", Right),
    ("a.blitz", EN, "3 min", Right),
    ("a.blitz", EN, "3 seconds", WrongUnit(Seconds, Minutes)),
    // A letter with no option.
    ("a.choice", CN, "a", Right),
    ("a.choice", CN, "B", Wrong),
    ("a.choice", CN, "D", Again),
    ("a.choice", EN, "x", Again),
    // An open item's self-grade (in `grade`, the teacher's mark).
    ("a.open", CN, "对", Right),
    ("a.open", CN, "是", Right),
    ("a.open", CN, "√", Right),
    ("a.open", CN, "错", Wrong),
    ("a.open", CN, "否", Wrong),
    ("a.open", CN, "×", Wrong),
    ("a.open", EN, "y", Right),
    ("a.open", EN, "yes", Right),
    ("a.open", EN, "n", Wrong),
    ("a.open", EN, "no", Wrong),
    ("a.open", TW, "對", Right),
    ("a.open", TW, "錯", Wrong),
];

fn bank_path() -> String {
    format!(
        "{}/tests/fixtures/banks/answers.toml",
        env!("CARGO_MANIFEST_DIR")
    )
}

fn tag(id: &str) -> String {
    id.replace('.', "-")
}

fn lang_tag(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "en",
        Lang::ZhCn => "zh-CN",
        Lang::ZhTw => "zh-TW",
    }
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("weiqi-answers-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn mixup(l: &Localizer, typed: Unit, expected: Unit) -> String {
    let unit = |u: Unit| Arg::from(l.text(&format!("unit-{}", u.name())));
    l.format(
        "quiz-unit-mixup",
        &[("typed", unit(typed)), ("expected", unit(expected))],
    )
}

#[test]
fn answer_forms_through_the_one_matcher() {
    let text = std::fs::read_to_string(bank_path()).unwrap();
    let (questions, findings) = load_and_check(&[Source {
        name: "answers.toml".into(),
        text,
    }]);
    assert!(findings.is_empty(), "{findings:?}");
    for &(id, lang, typed, expect) in TABLE {
        let q = questions.iter().find(|q| q.id == id).unwrap();
        let l = Localizer::new(lang);
        let i = instantiate(q, &l, &mut ChaCha8Rng::seed_from_u64(1)).unwrap();
        let row = format!("{id} {lang:?} {typed:?}");
        let read = i.read_or_why(typed);
        match expect {
            Again => assert_eq!(read, Err(Unreadable::NotAnAnswer), "{row}"),
            NoWinner => assert_eq!(read, Err(Unreadable::NoWinner), "{row}"),
            _ => {
                let response = read.unwrap_or_else(|e| panic!("{row}: {e:?}"));
                let grade = if expect == Right {
                    Grade::Right
                } else {
                    Grade::Wrong
                };
                assert_eq!(i.grade(&response), grade, "{row}");
                let unit = match expect {
                    WrongUnit(t, e) => Some((t, e)),
                    _ => None,
                };
                assert_eq!(i.unit_mixup(&response), unit, "{row}");
            }
        }
    }
}

/// Runs the binary in plain mode on the fixture bank.
fn plain(home: &Path, lang: Lang, args: &[&str], input: &str) -> String {
    let out = weiqi()
        .env("WEIQI_QUIZ_HOME", home)
        .args(["--plain", "--bank", &bank_path(), "--lang", lang_tag(lang)])
        .args(args)
        .write_stdin(input)
        .output()
        .unwrap();
    assert!(
        matches!(out.status.code(), Some(0 | 3)),
        "{args:?} {input:?}: {out:?}"
    );
    String::from_utf8(out.stdout).unwrap()
}

fn last(text: &str) -> &str {
    text.trim_end().lines().last().unwrap_or_default()
}

/// The lines typed for one row: an open item is answered in words first.
fn typed_lines(id: &str, typed: &str) -> String {
    if id == "a.open" {
        format!("与棋子相邻的空点\n{typed}\n")
    } else {
        format!("{typed}\n")
    }
}

#[test]
fn answer_forms_in_plain_practice_and_exam() {
    let home = scratch("plain");
    for &(id, lang, typed, expect) in TABLE {
        let l = Localizer::new(lang);
        let row = format!("{id} {lang:?} {typed:?}");
        let input = typed_lines(id, typed);
        let t = tag(id);
        let practice = plain(
            &home,
            lang,
            &["practice", "--order", "bank", "--tag", &t],
            &input,
        );
        let exam = plain(
            &home,
            lang,
            &["exam", "--order", "bank", "--tag", &t],
            &input,
        );
        let right = l.text("quiz-right");
        let wrong = l.format("quiz-wrong", &[("answer", Arg::from(""))]);
        // The exam's last line: one item right of one, whatever its language.
        let scaled = l.format("exam-scaled", &[("hundred", Arg::from("100"))]);
        let passed = &l.format(
            "exam-pass",
            &[
                ("score", Arg::from("1")),
                ("total", Arg::from("1")),
                ("scaled", Arg::from(scaled)),
            ],
        );
        match expect {
            Right => {
                assert!(practice.contains(&right), "{row}\n{practice}");
                assert!(last(&exam).contains(passed), "{row}\n{exam}");
            }
            Wrong | WrongUnit(..) => {
                assert!(practice.contains(wrong.trim()), "{row}\n{practice}");
                assert!(!practice.contains(&right), "{row}\n{practice}");
                assert!(!last(&exam).contains(passed), "{row}\n{exam}");
                if let WrongUnit(t, e) = expect {
                    assert!(practice.contains(&mixup(&l, t, e)), "{row}\n{practice}");
                }
            }
            Again | NoWinner => {
                let again = if expect == NoWinner {
                    l.text("quiz-say-winner")
                } else {
                    l.format("quiz-not-an-answer", &[("hint", Arg::from(""))])
                };
                // Asked again, never marked: the session ends unanswered. The message up
                // to its colon (the hint after it differs by item).
                let head = again.split(['：', ':']).next().unwrap_or_default();
                for out in [&practice, &exam] {
                    assert!(out.contains(head), "{row}\n{out}");
                    assert!(!out.contains(&right), "{row}\n{out}");
                    assert!(!out.contains(wrong.trim()), "{row}\n{out}");
                }
            }
        }
    }
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn an_open_answer_stays_beside_the_model_answer() {
    let home = scratch("open");
    let out = plain(
        &home,
        CN,
        &["practice", "--order", "bank", "--tag", "a-open"],
        "旁边的空点\n？\n对\n",
    );
    assert!(
        out.contains("你的答案：旁边的空点\n参考答案：与棋子直线相邻的空交叉点。"),
        "{out}"
    );
    // `？` is no self-grade: asked again, then 对 grades it right.
    assert_eq!(out.matches("答对了吗？（对/错）").count(), 2, "{out}");
    assert!(out.contains("正确。"), "{out}");
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn answer_forms_in_grade() {
    for lang in [CN, TW, EN] {
        let dir = scratch(&format!("grade-{}", lang_tag(lang)));
        let out = weiqi()
            .args([
                "--bank",
                &bank_path(),
                "--lang",
                lang_tag(lang),
                "--seed",
                "1",
                "sheet",
                "--order",
                "bank",
                "--versions",
                "1",
                "--out",
                dir.to_str().unwrap(),
            ])
            .output()
            .unwrap();
        assert!(out.status.success(), "{out:?}");
        let key_path = dir.join("key.json");
        let key: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&key_path).unwrap()).unwrap();
        let items = key["versions"][0]["items"].as_array().unwrap();
        let number = |id: &str| {
            items
                .iter()
                .find(|i| i["id"] == id)
                .and_then(|i| i["number"].as_u64())
                .unwrap() as usize
        };
        let rows: Vec<_> = TABLE.iter().filter(|r| r.1 == lang).collect();
        let mut csv = String::from("name,version");
        for n in 1..=items.len() {
            csv.push_str(&format!(",{n}"));
        }
        csv.push('\n');
        for (s, (id, _, typed, _)) in rows.iter().enumerate() {
            let mut cells = vec![String::new(); items.len()];
            cells[number(id) - 1] = format!("\"{}\"", typed.replace('"', "\"\""));
            csv.push_str(&format!("s{s},1,{}\n", cells.join(",")));
        }
        let answers = dir.join("answers.csv");
        std::fs::write(&answers, &csv).unwrap();
        let out = weiqi()
            .args([
                "grade",
                key_path.to_str().unwrap(),
                answers.to_str().unwrap(),
                "--json",
            ])
            .output()
            .unwrap();
        assert!(out.status.success(), "{out:?}");
        let graded: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        for (s, (id, _, typed, expect)) in rows.iter().enumerate() {
            let student = &graded["students"][s];
            let mark = &student["items"][number(id) - 1]["mark"];
            let wanted = match expect {
                Right => "right",
                Wrong | WrongUnit(..) => "wrong",
                // An empty cell is unanswered, not unreadable.
                Again if typed.is_empty() => "blank",
                Again | NoWinner => "unreadable",
            };
            assert_eq!(mark, wanted, "{id} {lang:?} {typed:?}: {student}");
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}
