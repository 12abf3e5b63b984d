//! Classroom: printed sheets and keys (HTML, Markdown), `key.json` and `grade`, GIFT and
//! Moodle XML exports. Snapshots of every renderer on a fixed bank and seed; the HTML
//! printed to PDF by headless Chromium; the GIFT read by an independent parser
//! (gift-pegjs); the XML parsed and its element order checked; a bank full of markup
//! and GIFT control characters shown as plain text everywhere.

use std::path::{Path, PathBuf};
use std::process::Command;

use quick_xml::events::Event;
use weiqi_quiz::bank::check::load_and_check;
use weiqi_quiz::bank::instance::Presentation;
use weiqi_quiz::bank::{Question, Source};
use weiqi_quiz::i18n::{Lang, Localizer};
use weiqi_quiz::quiz::grade::{KeyFile, StoredKey};
use weiqi_quiz::sheet::{Filters, Format, Order, Paper, export_paper, select, version_paper};

use crate::cli::weiqi;

const SEED: u64 = 2026;

fn fixture(name: &str) -> String {
    format!("{}/tests/fixtures/banks/{name}", env!("CARGO_MANIFEST_DIR"))
}

fn load(names: &[&str]) -> Vec<Question> {
    let sources: Vec<Source> = names
        .iter()
        .map(|n| Source {
            name: n.to_string(),
            text: std::fs::read_to_string(fixture(n)).unwrap(),
        })
        .collect();
    let (questions, mut findings) = load_and_check(&sources);
    // The hostile bank's tags (`a]b`) are meant to be no tag of any vocabulary.
    findings.retain(|f| !f.code.id.starts_with("check-unknown-tag"));
    assert!(findings.is_empty(), "{findings:?}");
    questions
}

/// A fresh directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("sheet-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Version `version` of the classroom test, drawn as `sheet` draws it.
fn paper<'q>(questions: &'q [Question], l: &Localizer, version: u32) -> Paper<'q> {
    let filters = Filters::default();
    let chosen = select(questions, &filters, SEED).unwrap();
    let title = l.text("sheet-default-title");
    version_paper(&chosen, Order::Random, &title, SEED, version, None, l).unwrap()
}

fn export<'q>(questions: &'q [Question], l: &Localizer) -> Paper<'q> {
    let filters = Filters {
        order: Order::Bank,
        ..Filters::default()
    };
    let chosen = select(questions, &filters, SEED).unwrap();
    export_paper(&chosen, 2, "Go rules", SEED, l).unwrap()
}

/// Whether CI asked for every external checker (Chromium, poppler, node).
fn required() -> bool {
    std::env::var("WEIQI_REQUIRE_ORACLES").is_ok_and(|v| v == "1")
}

/// Fails under CI when a checker is missing, else skips the test with a note.
fn available(tool: &str, found: bool) -> bool {
    if !found {
        assert!(
            !required(),
            "{tool} is missing but WEIQI_REQUIRE_ORACLES=1 (.ci/run installs it)"
        );
        eprintln!("note: {tool} not found, skipping this check");
    }
    found
}

fn runs(program: &str, arg: &str) -> bool {
    Command::new(program)
        .arg(arg)
        .output()
        .is_ok_and(|o| o.status.success())
}

// ---------------------------------------------------------------------------------
// Snapshots of every renderer
// ---------------------------------------------------------------------------------

#[test]
fn html_sheet_and_key_snapshots() {
    let questions = load(&["classroom.toml"]);
    let l = Localizer::new(Lang::ZhCn);
    let p = paper(&questions, &l, 1);
    let html = Format::Html.renderer();
    insta::assert_snapshot!("html_sheet_zh_cn", html.paper(&p, &l));
    insta::assert_snapshot!("html_key_zh_cn", html.key(&p, &l).unwrap());
}

#[test]
fn markdown_sheet_and_key_snapshots() {
    let questions = load(&["classroom.toml"]);
    let en = Localizer::new(Lang::En);
    let md = Format::Markdown.renderer();
    let p = paper(&questions, &en, 2);
    insta::assert_snapshot!("markdown_sheet_en", md.paper(&p, &en));
    insta::assert_snapshot!("markdown_key_en", md.key(&p, &en).unwrap());
    let tw = Localizer::new(Lang::ZhTw);
    let p = paper(&questions, &tw, 1);
    insta::assert_snapshot!("markdown_sheet_zh_tw", md.paper(&p, &tw));
}

#[test]
fn export_snapshots() {
    let questions = load(&["classroom.toml"]);
    let l = Localizer::new(Lang::ZhCn);
    let p = export(&questions, &l);
    insta::assert_snapshot!("gift_zh_cn", Format::Gift.renderer().paper(&p, &l));
    let en = Localizer::new(Lang::En);
    let p = export(&questions, &en);
    insta::assert_snapshot!("moodle_xml_en", Format::MoodleXml.renderer().paper(&p, &en));
    assert!(Format::Gift.renderer().key(&p, &en).is_none());
}

#[test]
fn key_json_snapshot() {
    let questions = load(&["classroom.toml"]);
    let l = Localizer::new(Lang::ZhCn);
    let papers = [paper(&questions, &l, 1), paper(&questions, &l, 2)];
    insta::assert_snapshot!(
        "key_json",
        weiqi_quiz::sheet::key::key_file(&papers, &l).to_json()
    );
}

// ---------------------------------------------------------------------------------
// The commands
// ---------------------------------------------------------------------------------

fn run(args: &[&str]) -> (String, String) {
    let out = weiqi().args(args).output().unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(out.status.success(), "{args:?}\n{stdout}\n{stderr}");
    (stdout, stderr)
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn sheet_writes_every_version_its_key_and_key_json_reproducibly() {
    let bank = fixture("classroom.toml");
    let first = scratch("repro-1");
    let second = scratch("repro-2");
    for dir in [&first, &second] {
        let (out, _) = run(&[
            "--bank",
            &bank,
            "--lang",
            "en",
            "--seed",
            "11",
            "sheet",
            "--versions",
            "3",
            "--count",
            "10",
            "--out",
            dir.to_str().unwrap(),
        ]);
        assert!(
            out.starts_with("Wrote 3 versions of 10 questions ("),
            "{out}"
        );
    }
    let names = [
        "sheet-1.html",
        "key-1.html",
        "sheet-2.html",
        "key-2.html",
        "sheet-3.html",
        "key-3.html",
        "key.json",
    ];
    for name in names {
        assert_eq!(read(&first.join(name)), read(&second.join(name)), "{name}");
    }
    // Versions differ: order, options, and the computed items' own numbers.
    let sheets: Vec<String> = (1..=3)
        .map(|v| read(&first.join(format!("sheet-{v}.html"))))
        .collect();
    assert_ne!(sheets[0], sheets[1]);
    assert_ne!(sheets[1], sheets[2]);
    let key = KeyFile::from_json(&read(&first.join("key.json"))).unwrap();
    assert_eq!(key.versions.len(), 3);
    assert_eq!(key.seed, 11);
    let results: Vec<String> = key
        .versions
        .iter()
        .map(|v| {
            let item = v.items.iter().find(|i| i.id == "cls.calc-result").unwrap();
            item.answer_text.clone()
        })
        .collect();
    assert!(
        results.iter().any(|r| r != &results[0]),
        "each version draws its own numbers: {results:?}"
    );
    for v in &key.versions {
        assert_eq!(v.items.len(), 10);
        assert!(v.items.windows(2).all(|w| w[0].number + 1 == w[1].number));
    }
}

#[test]
fn markdown_sheets_and_personalised_versions_from_a_roster() {
    let dir = scratch("roster");
    let roster = dir.join("roster.csv");
    std::fs::write(
        &roster,
        "姓名,班级\n李伟,三班\n\"Wang, Fang\",\n陈静,三班\n",
    )
    .unwrap();
    let out_dir = dir.join("out");
    let (out, _) = run(&[
        "--bank",
        &fixture("classroom.toml"),
        "--lang",
        "zh-CN",
        "--seed",
        "5",
        "sheet",
        "--students",
        roster.to_str().unwrap(),
        "--format",
        "md",
        "--title",
        "第一单元测验",
        "--out",
        out_dir.to_str().unwrap(),
    ]);
    assert!(out.contains("\n已将 3 份试卷（每份 10 题"), "{out}");
    assert!(out.starts_with("符合筛选条件的只有 10 道题"), "{out}");
    // Each file carries its student's name, made safe for a file name.
    assert!(out.contains("sheet-2-Wang,_Fang.md"), "{out}");
    let first = read(&out_dir.join("sheet-1-李伟.md"));
    assert!(first.starts_with("# 第一单元测验\n"), "{first}");
    assert!(first.contains("姓名 **李伟**  班级 **三班**"), "{first}");
    assert!(read(&out_dir.join("sheet-2-Wang,_Fang.md")).contains("**Wang, Fang**"));
    assert!(read(&out_dir.join("key-3-陈静.md")).contains("学生：陈静"));
    let key = KeyFile::from_json(&read(&out_dir.join("key.json"))).unwrap();
    let students: Vec<Option<&str>> = key.versions.iter().map(|v| v.student.as_deref()).collect();
    assert_eq!(students, [Some("李伟"), Some("Wang, Fang"), Some("陈静")]);
}

#[test]
fn sheet_refuses_what_it_cannot_print() {
    let dir = scratch("refuse");
    let out = weiqi()
        .args([
            "--bank",
            &fixture("classroom.toml"),
            "sheet",
            "--tag",
            "no-such-tag",
        ])
        .args(["--out", dir.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "weiqi-quiz: no question in the bank matches the filters\n"
    );
    let out = weiqi()
        .args(["sheet", "--versions", "2", "--students", "r.csv"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let out = weiqi()
        .args(["sheet", "--format", "gift"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}

/// What a student who knows everything writes for an item, in the given form.
fn right_answer(answer: &StoredKey, text: &str, fancy: bool) -> String {
    match answer {
        StoredKey::Choice { right, .. } if fancy => right
            .iter()
            .map(|l| l.to_lowercase())
            .collect::<Vec<_>>()
            .join(" "),
        StoredKey::Choice { right, .. } => right.concat(),
        StoredKey::TrueFalse { right } => if *right { "√" } else { "×" }.to_string(),
        StoredKey::Blanks { accepted, .. } => accepted
            .iter()
            .map(|a| a.last().cloned().unwrap_or_default())
            .collect::<Vec<_>>()
            .join(if fancy { "；" } else { "|" }),
        StoredKey::Engine { .. } => text.to_string(),
        StoredKey::Open { .. } => "对".to_string(),
    }
}

fn csv_cell(text: &str) -> String {
    format!("\"{}\"", text.replace('"', "\"\""))
}

#[test]
fn grade_marks_answers_with_the_trainers_matching_and_analyses_items() {
    let dir = scratch("grade");
    run(&[
        "--bank",
        &fixture("classroom.toml"),
        "--lang",
        "zh-CN",
        "--seed",
        "8",
        "sheet",
        "--versions",
        "2",
        "--out",
        dir.to_str().unwrap(),
    ]);
    let key_path = dir.join("key.json");
    let key = KeyFile::from_json(&read(&key_path)).unwrap();
    let mut csv = String::from("姓名,版本");
    for n in 1..=key.versions[0].items.len() {
        csv.push_str(&format!(",{n}"));
    }
    csv.push('\n');
    // Everything right, twice (two written forms), then a student who skips half and
    // misses the true/false item, and one who writes nonsense.
    for (name, version, fancy) in [("甲", 0, false), ("乙", 1, true)] {
        let cells: Vec<String> = key.versions[version]
            .items
            .iter()
            .map(|i| csv_cell(&right_answer(&i.answer, &i.answer_text, fancy)))
            .collect();
        csv.push_str(&format!("{name},{},{}\n", version + 1, cells.join(",")));
    }
    let cells: Vec<String> = key.versions[0]
        .items
        .iter()
        .enumerate()
        .map(|(n, i)| match &i.answer {
            StoredKey::TrueFalse { right } => if *right { "×" } else { "√" }.to_string(),
            _ if n % 2 == 0 => csv_cell(&right_answer(&i.answer, &i.answer_text, false)),
            _ => String::new(),
        })
        .collect();
    csv.push_str(&format!("丙,1,{}\n", cells.join(",")));
    // 丁 writes Q everywhere: no option has that letter, so the choices are unreadable.
    let q_row = vec!["Q"; key.versions[1].items.len()].join(",");
    csv.push_str(&format!("丁,2,{q_row}\n"));
    let first_choice = key.versions[1]
        .items
        .iter()
        .position(|i| matches!(i.answer, StoredKey::Choice { .. }))
        .unwrap();
    let answers = dir.join("answers.csv");
    std::fs::write(&answers, &csv).unwrap();

    let (json, _) = run(&[
        "grade",
        key_path.to_str().unwrap(),
        answers.to_str().unwrap(),
        "--json",
    ]);
    let graded: serde_json::Value = serde_json::from_str(&json).unwrap();
    let students = graded["students"].as_array().unwrap();
    let total = key.versions[0].total_points;
    for s in &students[..2] {
        assert_eq!(s["score"], total, "{s}");
        assert!(
            s["items"]
                .as_array()
                .unwrap()
                .iter()
                .all(|i| i["mark"] == "right"),
            "{s}"
        );
    }
    assert!(students[2]["score"].as_f64().unwrap() < total);
    assert_eq!(students[3]["score"], 0.0);
    assert_eq!(students[3]["items"][first_choice]["mark"], "unreadable");
    assert_eq!(graded["group_size"], 1);
    // The true/false item: the two top students got it, 丙 did not.
    let tf = graded["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["id"] == "cls.tf-prisoners")
        .unwrap();
    assert_eq!(
        (tf["answered_by"].as_u64(), tf["right"].as_u64()),
        (Some(4), Some(2))
    );

    let (text, _) = run(&[
        "--lang",
        "zh-CN",
        "grade",
        key_path.to_str().unwrap(),
        answers.to_str().unwrap(),
    ]);
    assert!(text.starts_with("姓名  版本"), "{text}");
    assert!(text.contains("甲       1"), "{text}");
    assert!(text.contains("共 4 名学生"), "{text}");
    assert!(text.contains("无法识别的答案"), "{text}");
    assert!(
        text.contains(&format!("丁，第 {} 题", first_choice + 1)),
        "{text}"
    );
}

#[test]
fn grade_reports_a_bad_answers_file_by_line() {
    let dir = scratch("grade-bad");
    run(&[
        "--bank",
        &fixture("classroom.toml"),
        "--seed",
        "8",
        "sheet",
        "--out",
        dir.to_str().unwrap(),
    ]);
    let answers = dir.join("answers.csv");
    std::fs::write(&answers, "name,version\nAnn,4,a\n").unwrap();
    let key = dir.join("key.json");
    let out = weiqi()
        .args(["grade", key.to_str().unwrap(), answers.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.ends_with("answers.csv: line 2: version \"4\" is not in the key (it has 1)\n"),
        "{err}"
    );
    let out = weiqi()
        .args([
            "grade",
            answers.to_str().unwrap(),
            answers.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    assert!(
        String::from_utf8(out.stderr)
            .unwrap()
            .contains("not a weiqi-quiz key file")
    );
}

// ---------------------------------------------------------------------------------
// GIFT through gift-pegjs, Moodle XML through an XML parser
// ---------------------------------------------------------------------------------

fn gift_checker() -> Option<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/gift");
    let found = runs("node", "--version") && dir.join("node_modules/gift-pegjs").exists();
    available("node with gift-pegjs (cd tests/gift && npm ci)", found).then(|| dir.join("check.js"))
}

/// gift-pegjs's reading of a GIFT file.
fn parse_gift(path: &Path) -> Option<serde_json::Value> {
    let checker = gift_checker()?;
    let out = Command::new("node")
        .arg(checker)
        .arg(path)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "gift-pegjs rejects {}: {}",
        path.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    Some(serde_json::from_slice(&out.stdout).unwrap())
}

#[test]
fn gift_export_parses_with_gift_pegjs() {
    let dir = scratch("gift");
    let file = dir.join("bank.gift");
    let (out, notes) = run(&[
        "--bank",
        &fixture("classroom.toml"),
        "--lang",
        "zh-CN",
        "--seed",
        "3",
        "export",
        "--format",
        "gift",
        "--variants",
        "3",
        "--out",
        file.to_str().unwrap(),
    ]);
    // 10 items, the two computed ones as three instances each.
    assert_eq!(out, format!("已将 14 道题写入 {}。\n", file.display()));
    assert!(
        notes.contains("cls.fill-komi：GIFT 没有多空填空题"),
        "{notes}"
    );
    let Some(parsed) = parse_gift(&file) else {
        return;
    };
    assert_eq!(parsed["questions"], 14);
    // The main category, one per computed item, then the main one again.
    assert_eq!(parsed["categories"], 4);
    assert_eq!(
        parsed["types"],
        // The count is a short answer listing its spellings (`11`, `11子`, `十一`).
        serde_json::json!({"Short": 5, "MC": 5, "TF": 2, "Essay": 2})
    );
    let questions = parsed["questions_json"].as_array().unwrap();
    let board = questions
        .iter()
        .find(|q| q["title"] == "cls.board-forbidden")
        .unwrap();
    assert_eq!(board["id"], "cls.board-forbidden");
    assert_eq!(board["tags"], serde_json::json!(["forbidden-point"]));
    assert!(
        board["stem"]["text"]
            .as_str()
            .unwrap()
            .contains(" 1  a X . . . . . . . 1")
    );
    assert_eq!(board["isTrue"], false);
    let multi = questions
        .iter()
        .find(|q| q["title"] == "cls.choice-area")
        .unwrap();
    let weights: Vec<i64> = multi["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["weight"].as_i64().unwrap())
        .collect();
    assert_eq!(weights, [50, 50, -50, -50]);
}

/// A question of a Moodle XML file: its type, the names of its child elements in
/// order, and the text of every element by path (entities resolved, CDATA as written).
type MoodleQuestion = (String, Vec<String>, Vec<(String, String)>);

fn parse_moodle(xml: &str) -> Vec<MoodleQuestion> {
    let mut reader = quick_xml::Reader::from_str(xml);
    let mut questions: Vec<MoodleQuestion> = Vec::new();
    let mut path: Vec<String> = Vec::new();
    let mut text = String::new();
    let name_of = |raw: &str| raw.to_string();
    loop {
        match reader.read_event() {
            Ok(Event::Start(e)) => {
                let name = name_of(e.name().as_ref());
                if path.len() == 1 {
                    assert_eq!(name, "question");
                    let kind = e
                        .attributes()
                        .flatten()
                        .find(|a| a.key.as_ref() == "type")
                        .map(|a| name_of(&a.value))
                        .unwrap();
                    questions.push((kind, Vec::new(), Vec::new()));
                } else if path.len() == 2 {
                    questions.last_mut().unwrap().1.push(name.clone());
                }
                path.push(name);
                text.clear();
            }
            Ok(Event::Empty(e)) => {
                if path.len() == 2 {
                    questions
                        .last_mut()
                        .unwrap()
                        .1
                        .push(name_of(e.name().as_ref()));
                }
            }
            Ok(Event::End(_)) => {
                if !text.is_empty()
                    && let Some(q) = questions.last_mut()
                {
                    q.2.push((path.join("/"), std::mem::take(&mut text)));
                }
                path.pop();
            }
            Ok(Event::Text(t)) => text.push_str(&t.xml10_content()),
            Ok(Event::CData(t)) => text.push_str(&name_of(&t.into_inner())),
            Ok(Event::GeneralRef(r)) => {
                let name = r.xml10_content().into_owned();
                match r.resolve_char_ref().unwrap() {
                    Some(c) => text.push(c),
                    None => text.push_str(
                        quick_xml::escape::resolve_predefined_entity(&name)
                            .unwrap_or_else(|| panic!("unknown entity &{name};")),
                    ),
                }
            }
            Ok(Event::Eof) => break,
            Ok(_) => {}
            Err(e) => panic!("not well-formed XML at {}: {e}", reader.buffer_position()),
        }
    }
    assert!(path.is_empty(), "unclosed elements: {path:?}");
    questions
}

/// The order `qformat_xml::writequestion` writes a question's elements in.
const COMMON: &[&str] = &[
    "name",
    "questiontext",
    "generalfeedback",
    "defaultgrade",
    "penalty",
    "hidden",
    "idnumber",
];
fn moodle_order(kind: &str) -> Vec<&'static str> {
    let specific: &[&str] = match kind {
        "category" => return vec!["category", "info", "idnumber"],
        "multichoice" => &[
            "single",
            "shuffleanswers",
            "answernumbering",
            "showstandardinstruction",
            "correctfeedback",
            "partiallycorrectfeedback",
            "incorrectfeedback",
            "shownumcorrect",
            "answer",
        ],
        "truefalse" => &["answer"],
        "shortanswer" => &["usecase", "answer"],
        "numerical" => &[
            "answer",
            "units",
            "unitgradingtype",
            "unitpenalty",
            "showunits",
            "unitsleft",
        ],
        "essay" => &[
            "responseformat",
            "responserequired",
            "responsefieldlines",
            "attachments",
            "attachmentsrequired",
            "graderinfo",
            "responsetemplate",
        ],
        "cloze" => &[],
        other => panic!("unexpected question type {other}"),
    };
    let mut order: Vec<&str> = COMMON.to_vec();
    order.extend(specific);
    order.extend(["hint", "tags"]);
    order
}

fn in_moodle_order(kind: &str, children: &[String]) -> bool {
    let order = moodle_order(kind);
    let positions: Option<Vec<usize>> = children
        .iter()
        .map(|c| order.iter().position(|o| o == c))
        .collect();
    positions.is_some_and(|p| p.windows(2).all(|w| w[0] <= w[1]))
}

#[test]
fn moodle_xml_is_well_formed_in_moodles_element_order() {
    let dir = scratch("moodle");
    let file = dir.join("bank.xml");
    run(&[
        "--bank",
        &fixture("classroom.toml"),
        "--lang",
        "en",
        "--seed",
        "3",
        "export",
        "--format",
        "moodle-xml",
        "--variants",
        "2",
        "--out",
        file.to_str().unwrap(),
    ]);
    let xml = read(&file);
    assert!(xml.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n"));
    let questions = parse_moodle(&xml);
    for (kind, children, _) in &questions {
        assert!(
            in_moodle_order(kind, children),
            "{kind}: {children:?} is not in Moodle's order"
        );
    }
    let kinds: Vec<&str> = questions.iter().map(|q| q.0.as_str()).collect();
    assert_eq!(kinds.iter().filter(|k| **k == "category").count(), 4);
    assert_eq!(kinds.iter().filter(|k| **k != "category").count(), 12);
    // Numbers are short answers listing what the trainer accepts (`11`, `11子`, `十一`):
    // Moodle's numerical type reads neither units in Chinese nor Chinese numerals.
    for kind in ["multichoice", "truefalse", "shortanswer", "cloze", "essay"] {
        assert!(kinds.contains(&kind), "{kind} missing: {kinds:?}");
    }
    assert!(!kinds.contains(&"numerical"), "{kinds:?}");
    assert!(
        xml.contains("<text>十一子</text>"),
        "the count in Chinese numerals"
    );
    // Fractions only from Moodle's list; the board as an SVG file the text refers to.
    let allowed = weiqi_quiz::sheet::moodle::FRACTIONS;
    for cap in xml.split("fraction=\"").skip(1) {
        let value = cap.split('"').next().unwrap().trim_start_matches('-');
        assert!(allowed.contains(&value), "fraction {value}");
    }
    let board = questions
        .iter()
        .find(|q| q.2.iter().any(|(_, t)| t == "cls.board-forbidden"))
        .unwrap();
    let text = &board
        .2
        .iter()
        .find(|(p, _)| p == "quiz/question/questiontext/text")
        .unwrap()
        .1;
    assert!(
        text.contains("<img src=\"@@PLUGINFILE@@/cls.board-forbidden.svg\""),
        "{text}"
    );
    let file = &board
        .2
        .iter()
        .find(|(p, _)| p == "quiz/question/questiontext/file")
        .unwrap()
        .1;
    let svg = base64_decode(file);
    assert!(svg.starts_with("<svg class=\"board\""), "{svg}");
    assert!(svg.contains(">a</text>"));
}

fn base64_decode(text: &str) -> String {
    let value = |c: u8| -> u32 {
        match c {
            b'A'..=b'Z' => u32::from(c - b'A'),
            b'a'..=b'z' => u32::from(c - b'a') + 26,
            b'0'..=b'9' => u32::from(c - b'0') + 52,
            b'+' => 62,
            _ => 63,
        }
    };
    let mut bytes = Vec::new();
    for chunk in text.trim().as_bytes().chunks(4) {
        let pad = chunk.iter().filter(|&&c| c == b'=').count();
        let n = chunk.iter().fold(0u32, |n, &c| {
            (n << 6) | if c == b'=' { 0 } else { value(c) }
        });
        let three = [(n >> 16) as u8, (n >> 8) as u8, n as u8];
        bytes.extend_from_slice(&three[..3 - pad]);
    }
    String::from_utf8(bytes).unwrap()
}

// ---------------------------------------------------------------------------------
// Hostile text stays text
// ---------------------------------------------------------------------------------

#[test]
fn markup_and_gift_control_characters_render_as_plain_text_everywhere() {
    let questions = load(&["hostile.toml"]);
    let l = Localizer::new(Lang::En);
    let p = paper(&questions, &l, 1);
    let dir = scratch("hostile");

    for html in [
        Format::Html.renderer().paper(&p, &l),
        Format::Html.renderer().key(&p, &l).unwrap(),
    ] {
        for tag in [
            "<script",
            "<img",
            "<h1>Not",
            "<b>c",
            "</p></div>",
            "<!--",
            "<k>",
            "<tag>",
        ] {
            assert!(!html.contains(tag), "{tag} leaked into HTML");
        }
    }
    let sheet = Format::Html.renderer().paper(&p, &l);
    assert!(sheet.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"));
    assert!(sheet.contains("Pick {one} of ~these = #1: a\\b &amp; &lt;b&gt;c&lt;/b&gt;"));

    let md = Format::Markdown.renderer().paper(&p, &l);
    assert!(md.contains(r"\<script\>alert('x')\</script\>"), "{md}");
    assert!(md.contains(r"\<img src=x onerror=alert(1)\>"), "{md}");
    // Every `<` from the bank is escaped, so Markdown passes no raw HTML on.
    assert!(
        md.match_indices('<').all(|(i, _)| md[..i].ends_with('\\')),
        "{md}"
    );

    let e = export(&questions, &l);
    let xml = Format::MoodleXml.renderer().paper(&e, &l);
    let parsed = parse_moodle(&xml);
    let texts: Vec<&str> = parsed
        .iter()
        .flat_map(|q| q.2.iter().map(|(_, t)| t.as_str()))
        .collect();
    assert!(
        texts
            .iter()
            .all(|t| !t.contains("<script") && !t.contains("<img"))
    );
    assert!(texts.contains(&"<p>&lt;script&gt;alert('x')&lt;/script&gt; Pick {one} of ~these = #1: a\\b &amp; &lt;b&gt;c&lt;/b&gt;</p>"), "{texts:?}");
    // Cloze markup written in the bank is not Cloze markup in the export.
    assert!(texts.iter().any(|t| t.contains(
        "]]&gt;&lt;![CDATA[ &amp; &#123;1:SHORTANSWER:=x&#125; ::name:: $CATEGORY: top"
    )
        || t.contains("]]&gt;&lt;![CDATA[ &amp; {1:SHORTANSWER:=x} ::name:: $CATEGORY: top")));
    assert!(
        texts.contains(&"{x}") && texts.contains(&"l\\*m"),
        "{texts:?}"
    );

    let gift = Format::Gift.renderer().paper(&e, &l);
    let file = dir.join("hostile.gift");
    std::fs::write(&file, &gift).unwrap();
    if let Some(parsed) = parse_gift(&file) {
        assert_eq!(parsed["questions"], 4);
        let questions = parsed["questions_json"].as_array().unwrap();
        let choice = questions
            .iter()
            .find(|q| q["title"] == "evil.choice")
            .unwrap();
        assert_eq!(
            choice["stem"]["text"],
            "<p>&lt;script&gt;alert('x')&lt;/script&gt; Pick {one} of ~these = #1: a\\b &amp; &lt;b&gt;c&lt;/b&gt;</p>"
        );
        let options: Vec<&str> = choice["choices"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["text"]["text"].as_str().unwrap())
            .collect();
        assert!(
            options.contains(&"{=right}") && options.contains(&"~wrong #5"),
            "{options:?}"
        );
        assert!(options.contains(&"a:b\\c"), "{options:?}");
        let right: Vec<&str> = choice["choices"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| c["isCorrect"] == true)
            .map(|c| c["text"]["text"].as_str().unwrap())
            .collect();
        assert_eq!(right, ["{=right}"]);
        let fill = questions
            .iter()
            .find(|q| q["title"] == "evil.fill")
            .unwrap();
        let accepted: Vec<&str> = fill["choices"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["text"]["text"].as_str().unwrap())
            .collect();
        assert_eq!(
            accepted,
            [
                "{x}",
                "a=b",
                "c~d",
                "e#f",
                "g:h",
                "i\\j",
                "&lt;k&gt;",
                "l\\*m"
            ]
        );
        let tf = questions.iter().find(|q| q["title"] == "evil.tf").unwrap();
        assert_eq!(tf["isTrue"], true);
        assert_eq!(tf["type"], "TF");
    }
}

// ---------------------------------------------------------------------------------
// Printed by headless Chromium
// ---------------------------------------------------------------------------------

/// Prints an HTML file to PDF the way the README tells teachers to.
fn print_pdf(html: &Path, pdf: &Path) {
    let profile = pdf.with_extension("profile");
    let out = Command::new("chromium")
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--no-pdf-header-footer",
            "--disable-background-networking",
            "--disable-component-update",
            "--no-first-run",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg(format!("--print-to-pdf={}", pdf.display()))
        .arg(html)
        .output()
        .unwrap();
    assert!(
        out.status.success() && pdf.exists(),
        "chromium failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

fn poppler(tool: &str, args: &[&str], pdf: &Path) -> String {
    let mut command = Command::new(tool);
    command.args(args).arg(pdf);
    // pdftotext writes to a file unless told "-"; pdffonts always prints.
    if tool == "pdftotext" {
        command.arg("-");
    }
    let out = command.output().unwrap();
    assert!(
        out.status.success(),
        "{tool}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn pdf_info(pdf: &Path) -> String {
    let out = Command::new("pdfinfo").arg(pdf).output().unwrap();
    String::from_utf8(out.stdout).unwrap()
}

/// Text without whitespace or blanks, to compare across line breaks.
fn squeeze(text: &str) -> String {
    text.chars()
        .filter(|c| !c.is_whitespace() && *c != '_')
        .collect()
}

/// Prints `html`, then checks A4, the page count, that every word lies on the page,
/// that each question (stem and options) is on one page, and returns the PDF's text.
fn check_printed(html: &Path, paper: &Paper<'_>, pages: usize) -> String {
    let pdf = html.with_extension("pdf");
    print_pdf(html, &pdf);
    let info = pdf_info(&pdf);
    assert!(
        info.contains("Page size:       594.96 x 841.92 pts (A4)"),
        "{info}"
    );
    assert!(
        info.contains(&format!("Pages:           {pages}\n")),
        "{}: expected {pages} pages\n{info}",
        html.display()
    );
    // Nothing clipped: every word's box inside the page.
    let boxes = poppler("pdftotext", &["-bbox"], &pdf);
    let attr = |word: &str, name: &str| -> f64 {
        word.split(&format!("{name}=\""))
            .nth(1)
            .and_then(|v| v.split('"').next())
            .and_then(|v| v.parse().ok())
            .unwrap()
    };
    let mut words = 0;
    for word in boxes.split("<word ").skip(1) {
        words += 1;
        let (x0, x1) = (attr(word, "xMin"), attr(word, "xMax"));
        let (y0, y1) = (attr(word, "yMin"), attr(word, "yMax"));
        assert!(
            x0 >= 0.0 && y0 >= 0.0 && x1 <= 594.96 && y1 <= 841.92,
            "clipped word: {word}"
        );
    }
    assert!(words > 50, "{words} words");
    // No question split across pages.
    let page_texts: Vec<String> = (1..=pages)
        .map(|n| {
            let n = n.to_string();
            // In content order: two board items side by side are not interleaved.
            squeeze(&poppler("pdftotext", &["-raw", "-f", &n, "-l", &n], &pdf))
        })
        .collect();
    for entry in paper.entries() {
        let stem = squeeze(&entry.instance.text);
        let on: Vec<usize> = (0..pages)
            .filter(|&p| page_texts[p].contains(&stem))
            .collect();
        assert_eq!(
            on.len(),
            1,
            "question {} ({stem}) on pages {on:?}",
            entry.number
        );
        if let Presentation::Choice { options, .. } = &entry.instance.presentation {
            for option in options {
                assert!(
                    page_texts[on[0]].contains(&squeeze(option)),
                    "option {option:?} of question {} not on its page",
                    entry.number
                );
            }
        }
    }
    // The Chinese text was drawn in a CJK font, not as boxes. Found by experiment: with
    // the CJK fonts hidden from fontconfig, Chromium draws boxes from its fallback
    // (DejaVu) and pdftotext still extracts the characters, so the text alone proves
    // nothing; the embedded fonts do. Chromium embeds the OpenType/CFF Noto CJK fonts
    // as Type 3, and a fallback font appears only when a glyph is missing.
    let fonts = poppler("pdffonts", &[], &pdf);
    let cjk = |t: &str| t.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c));
    if paper.entries().any(|e| cjk(&e.instance.text)) {
        assert!(fonts.contains("Type 3"), "no CJK font embedded:\n{fonts}");
        assert!(
            !fonts.contains("DejaVu"),
            "glyphs fell back to DejaVu:\n{fonts}"
        );
    }
    poppler("pdftotext", &[], &pdf)
}

fn printing_tools() -> bool {
    let chromium = runs("chromium", "--version");
    let poppler = runs("pdftotext", "-v") && runs("pdfinfo", "-v");
    let cjk = Command::new("fc-list")
        .arg(":lang=zh")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).contains("Noto Sans CJK"));
    available("chromium", chromium)
        && available("poppler-utils (pdftotext, pdfinfo)", poppler)
        && available("fonts-noto-cjk", cjk)
}

#[test]
fn html_sheets_print_on_a4_with_the_chinese_text_rendered() {
    if !printing_tools() {
        return;
    }
    let questions = load(&["classroom.toml"]);
    let dir = scratch("print");
    let cases = [(Lang::ZhCn, 2), (Lang::ZhTw, 2), (Lang::En, 2)];
    for (lang, pages) in cases {
        let l = Localizer::new(lang);
        let p = paper(&questions, &l, 1);
        let html = dir.join(format!("sheet-{}.html", lang.tag()));
        std::fs::write(&html, Format::Html.renderer().paper(&p, &l)).unwrap();
        let text = check_printed(&html, &p, pages);
        let squeezed = squeeze(&text);
        let must = match lang {
            Lang::ZhCn => ["围棋规则测验", "一、填空题", "判断题"],
            Lang::ZhTw => ["圍棋規則測驗", "一、填充題", "是非題"],
            Lang::En => ["Part1.Fillintheblanks", "Part3.Trueorfalse", "Name"],
        };
        for m in must {
            let m = squeeze(m);
            assert!(
                squeezed.to_lowercase().contains(&m.to_lowercase()),
                "{m} not printed"
            );
        }
        // Board coordinates skip I.
        assert!(text.contains('J') && !squeezed.contains("HIJ"));
    }
    // The key prints too, with every explanation.
    let l = Localizer::new(Lang::ZhCn);
    let p = paper(&questions, &l, 1);
    let html = dir.join("key.html");
    std::fs::write(&html, Format::Html.renderer().key(&p, &l).unwrap()).unwrap();
    let pdf = html.with_extension("pdf");
    print_pdf(&html, &pdf);
    let text = squeeze(&poppler("pdftotext", &[], &pdf));
    for entry in p.entries() {
        let explain = squeeze(entry.instance.explain.as_deref().unwrap_or(""));
        assert!(text.contains(&explain), "{explain}");
        assert!(text.contains(&entry.instance.question.id));
    }
    // Hostile text prints as the characters it is.
    let questions = load(&["hostile.toml"]);
    let l = Localizer::new(Lang::En);
    let p = paper(&questions, &l, 1);
    let html = dir.join("hostile.html");
    std::fs::write(&html, Format::Html.renderer().paper(&p, &l)).unwrap();
    let text = check_printed(&html, &p, 1);
    assert!(text.contains("<script>alert('x')</script>"), "{text}");
}

// ---------------------------------------------------------------------------------
// Handing the papers out and marking them
// ---------------------------------------------------------------------------------

/// A class of three from a roster, printed in zh-CN with answer sheets.
fn class_set(name: &str) -> PathBuf {
    class_run(name, &["--answer-sheet"]).0
}

/// The class of three printed with `extra`: the directory written and what was said.
fn class_run(name: &str, extra: &[&str]) -> (PathBuf, String) {
    let dir = scratch(name);
    let roster = dir.join("roster.csv");
    std::fs::write(&roster, "姓名,班级\n李伟,三班\n王芳,三班\n陈/静,三班\n").unwrap();
    let out = dir.join("out");
    let bank = fixture("classroom.toml");
    let mut args = vec![
        "--bank",
        &bank,
        "--lang",
        "zh-CN",
        "--seed",
        "42",
        "sheet",
        "--students",
        roster.to_str().unwrap(),
        "--title",
        "第一单元测验",
        "--out",
        out.to_str().unwrap(),
    ];
    args.extend_from_slice(extra);
    let (said, _) = run(&args);
    (out, said)
}

#[test]
fn roster_files_are_named_after_the_students_and_answer_sheets_come_with_a_grid_key() {
    let out = class_set("named");
    assert_eq!(
        crate::names(&out),
        [
            ".weiqi-quiz-sheets",
            "answers-1-李伟.html",
            "answers-2-王芳.html",
            "answers-3-陈_静.html",
            "key-1-李伟.html",
            "key-2-王芳.html",
            "key-3-陈_静.html",
            "key-grid.html",
            "key.json",
            "sheet-1-李伟.html",
            "sheet-2-王芳.html",
            "sheet-3-陈_静.html",
        ]
    );
}

/// What a document shows between `<body>` and `</body>`, after an answer sheet's own
/// styles (the print job has them in its head).
fn body(html: &str) -> &str {
    let start = html.find("<body>\n").unwrap() + "<body>\n".len();
    let body = &html[start..html.rfind("</body>").unwrap()];
    match body.strip_prefix("<style>") {
        Some(styled) => styled.split_once("</style>\n").unwrap().1,
        None => body,
    }
}

/// The versions (第N卷) a printed page names, in its meta line or its foot.
fn versions_on(page: &str) -> std::collections::BTreeSet<u32> {
    page.split('第')
        .skip(1)
        .filter_map(|t| t.split_once('卷'))
        .filter_map(|(n, _)| n.parse().ok())
        .collect()
}

#[test]
fn one_file_holds_the_whole_class_each_students_parts_on_their_own_pages() {
    let (out, said) = class_run("one-file", &["--answer-sheet", "--one-file"]);
    let job = out.join("print.html");
    assert!(said.starts_with("符合筛选条件的只有 10 道题"), "{said}");
    assert!(said.contains("\n已将 3 份试卷（每份 10 题"), "{said}");
    assert!(
        said.ends_with(&format!(
            "  {}\n{} 依次收有每名学生的试卷、答题卡和参考答案，每一部分都从新的一页开始：全班只需打印这一个文件。\n",
            out.join("key.json").display(),
            job.display()
        )),
        "{said}"
    );
    assert_eq!(
        crate::names(&out),
        [
            ".weiqi-quiz-sheets",
            "key-grid.html",
            "key.json",
            "print.html"
        ]
    );
    let html = read(&job);
    assert_eq!(html.matches("<!DOCTYPE html>").count(), 1);
    assert!(
        html.contains(
            ".print-part + .print-part { break-before: page; page-break-before: always; }"
        )
    );
    // The parts are the three files each student gets without --one-file, in roster order.
    let files = class_set("one-file-apart");
    let mut at = 0;
    for student in ["1-李伟", "2-王芳", "3-陈_静"] {
        for part in ["sheet", "answers", "key"] {
            let file = read(&files.join(format!("{part}-{student}.html")));
            let found = html[at..]
                .find(body(&file))
                .unwrap_or_else(|| panic!("{part}-{student} missing or out of order"));
            at += found + 1;
        }
    }
    assert_eq!(html.matches("<div class=\"print-part p").count(), 9);
    for name in ["李伟", "王芳", "陈/静"] {
        assert!(
            html.contains(&format!("<td class=\"fill\">{name}</td>")),
            "{name}"
        );
        assert!(html.contains(&format!("学生：{name}")), "{name}");
    }
    assert_eq!(html.matches("<h1>第一单元测验　参考答案</h1>").count(), 3);
    assert_eq!(html.matches("<h1>第一单元测验 答题卡</h1>").count(), 3);
    if !printing_tools() {
        return;
    }
    // Printed at once: each page is one student's, and their pages come together.
    let pdf = job.with_extension("pdf");
    print_pdf(&job, &pdf);
    let info = pdf_info(&pdf);
    let pages: usize = info
        .lines()
        .find_map(|l| l.strip_prefix("Pages:"))
        .and_then(|n| n.trim().parse().ok())
        .unwrap();
    let mut order = Vec::new();
    for n in 1..=pages {
        let n = n.to_string();
        let text = poppler("pdftotext", &["-f", &n, "-l", &n], &pdf);
        let versions = versions_on(&text);
        assert_eq!(versions.len(), 1, "page {n}: {versions:?}\n{text}");
        order.extend(versions);
    }
    order.dedup();
    assert_eq!(
        order,
        [1, 2, 3],
        "each student's pages together, in roster order"
    );
}

#[test]
fn papers_only_leaves_out_the_keys_and_markdown_cannot_be_one_file() {
    let (out, said) = class_run("papers-only", &["--one-file", "--papers-only"]);
    assert!(
        said.contains("print.html 依次收有每名学生的试卷，每一部分都从新的一页开始"),
        "{said}"
    );
    let html = read(&out.join("print.html"));
    assert_eq!(html.matches("<div class=\"print-part p").count(), 3);
    assert!(!html.contains("参考答案"), "{html}");
    assert!(html.contains("<td class=\"fill\">王芳</td>"));
    // Without --one-file: each student's sheet, no key files; key.json for grading.
    let (out, said) = class_run("papers-only-apart", &["--papers-only"]);
    assert!(!said.contains("key-"), "{said}");
    assert_eq!(
        crate::names(&out),
        [
            ".weiqi-quiz-sheets",
            "key.json",
            "sheet-1-李伟.html",
            "sheet-2-王芳.html",
            "sheet-3-陈_静.html",
        ]
    );
    let out = weiqi()
        .args(["--lang", "zh-CN", "--bank", &fixture("classroom.toml")])
        .args(["sheet", "--format", "md", "--one-file", "--out"])
        .arg(scratch("one-file-md"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "weiqi-quiz: --one-file 只写一个 HTML 文件：请用 --format html（默认即是）\n"
    );
}

/// The ids on version 1 of a sheet and whether each is an open item, drawn with `args`.
fn sheet_items(dir: &Path, args: &[&str]) -> Vec<(String, bool)> {
    let out = dir.join("sheets");
    let mut all = vec!["--seed", "7", "--bank", "default", "sheet"];
    all.extend_from_slice(args);
    all.extend(["--out", out.to_str().unwrap()]);
    run(&all);
    let key = KeyFile::from_json(&read(&out.join("key.json"))).unwrap();
    key.versions[0]
        .items
        .iter()
        .map(|i| (i.id.clone(), i.kind == weiqi_quiz::bank::Kind::Open))
        .collect()
}

#[test]
fn sheet_and_serve_with_the_same_seed_and_filters_ask_the_same_items() {
    let cases: [&[&str]; 3] = [
        // The default count, and open items in the draw.
        &["--order", "random"],
        &["--order", "random", "--count", "5", "--level", "1..3"],
        &[
            "--order", "random", "--count", "5", "--type", "choice", "--type", "calc",
        ],
    ];
    for filters in cases {
        let dir = tempfile::tempdir().unwrap();
        let printed = sheet_items(dir.path(), filters);
        let server = crate::serve::start_with(Path::new("default"), dir.path(), filters);
        let (status, body) = server.teacher_get("/api/status");
        assert_eq!(status, 200, "{body}");
        let served: std::collections::BTreeSet<&str> = body["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|i| i["id"].as_str().unwrap())
            .collect();
        // The same count; open items, which serve leaves out, give way to the next drawn.
        assert_eq!(served.len(), printed.len(), "{filters:?}");
        let closed: std::collections::BTreeSet<&str> = printed
            .iter()
            .filter(|(_, open)| !open)
            .map(|(id, _)| id.as_str())
            .collect();
        assert!(
            closed.is_subset(&served),
            "{filters:?}: {closed:?} / {served:?}"
        );
        if closed.len() == printed.len() {
            assert_eq!(closed, served, "{filters:?}");
        }
    }
}

#[test]
fn the_seed_is_on_the_key_and_key_json_never_on_the_students_copy() {
    let out = class_set("seed");
    let sheet = read(&out.join("sheet-1-李伟.html"));
    assert!(!sheet.contains("种子") && !sheet.contains("42"), "{sheet}");
    assert!(sheet.contains("第1卷　共 10 题　满分 11 分"), "{sheet}");
    let card = read(&out.join("answers-1-李伟.html"));
    assert!(!card.contains("种子"), "{card}");
    assert!(read(&out.join("key-1-李伟.html")).contains("随机种子 42"));
    assert!(read(&out.join("key.json")).contains("\"seed\": 42"));
}

#[test]
fn board_items_say_how_to_answer_and_the_key_answers_the_same_way() {
    let out = class_set("board");
    let key = KeyFile::from_json(&read(&out.join("key.json"))).unwrap();
    let legal = key.versions[0]
        .items
        .iter()
        .find(|i| i.id == "cls.board-forbidden")
        .unwrap();
    assert!(
        ["能", "不能"].contains(&legal.answer_text.as_str()),
        "{legal:?}"
    );
    let sheet = read(&out.join("sheet-1-李伟.html"));
    assert!(sheet.contains("问“能否下在某点”的题，在括号内填“能”或“不能”"));
    assert!(
        sheet.contains(&format!("<span class=\"n\">{}.</span>", legal.number))
            && sheet.contains("（填“能”或“不能”）"),
        "{sheet}"
    );
    let printed_key = read(&out.join("key-1-李伟.html"));
    assert!(
        printed_key.contains(&format!(
            "<span class=\"n\">{}.</span><span class=\"answer-key\">{}</span>",
            legal.number, legal.answer_text
        )),
        "{printed_key}"
    );
}

/// What a student circles or writes on the answer sheet for one item: the first
/// accepted answer, letters, 能/不能 or √/×.
fn from_card(item: &weiqi_quiz::quiz::grade::KeyItem) -> String {
    match &item.answer {
        StoredKey::Choice { right, .. } => right.concat(),
        StoredKey::TrueFalse { .. } => item.answer_text.clone(),
        StoredKey::Blanks { accepted, .. } => accepted
            .iter()
            .map(|a| a[0].clone())
            .collect::<Vec<_>>()
            .join("|"),
        StoredKey::Engine { .. } => item.answer_text.clone(),
        StoredKey::Open { .. } => "√".into(),
    }
}

#[test]
fn the_answer_sheet_has_a_numbered_grid_and_grade_reads_answers_typed_from_it() {
    let out = class_set("card");
    let key = KeyFile::from_json(&read(&out.join("key.json"))).unwrap();
    let card = read(&out.join("answers-2-王芳.html"));
    assert!(card.contains("<h1>第一单元测验 答题卡</h1>"), "{card}");
    assert!(card.contains("<td class=\"fill\">王芳</td>"), "{card}");
    for item in &key.versions[1].items {
        assert!(
            card.contains(&format!("<span class=\"n\">{}</span>", item.number)),
            "item {} is not on the card",
            item.number
        );
    }
    assert!(card.contains("<span class=\"bubble\">A</span><span class=\"bubble\">B</span>"));
    assert!(card.contains("<span class=\"bubble\">能</span><span class=\"bubble\">不能</span>"));
    assert!(card.contains("<span class=\"box\"></span>"));
    // The grid key: each version's answers under their numbers.
    let grid = read(&out.join("key-grid.html"));
    assert!(grid.contains("第一单元测验　答案速查表"), "{grid}");
    assert!(grid.contains("版本 3 · 陈/静"), "{grid}");
    // Answers typed from the cards, exactly as circled and written, all mark right.
    let mut csv = String::from("姓名,版本\n");
    for v in &key.versions {
        let cells: Vec<String> = v
            .items
            .iter()
            .map(|i| format!("\"{}\"", from_card(i)))
            .collect();
        csv.push_str(&format!(
            "{},,{}\n",
            v.student.as_deref().unwrap(),
            cells.join(",")
        ));
    }
    let answers = out.join("answers.csv");
    std::fs::write(&answers, csv).unwrap();
    let (json, _) = run(&[
        "grade",
        out.join("key.json").to_str().unwrap(),
        answers.to_str().unwrap(),
        "--json",
    ]);
    let graded: serde_json::Value = serde_json::from_str(&json).unwrap();
    for s in graded["students"].as_array().unwrap() {
        assert_eq!(s["score"], s["total"], "{s}");
    }
}

#[test]
fn every_printed_page_carries_its_number_and_version() {
    if !printing_tools() {
        return;
    }
    let out = class_set("pages");
    for (file, foot) in [
        ("sheet-2-王芳.html", "王芳·第{page}页共{pages}页·第2卷"),
        ("key-2-王芳.html", "参考答案·第{page}页共{pages}页·第2卷"),
        ("answers-2-王芳.html", "王芳·第{page}页共{pages}页·第2卷"),
    ] {
        let pdf = out.join(file).with_extension("pdf");
        print_pdf(&out.join(file), &pdf);
        let info = pdf_info(&pdf);
        let pages: usize = info
            .lines()
            .find_map(|l| l.strip_prefix("Pages:"))
            .and_then(|n| n.trim().parse().ok())
            .unwrap();
        if file.starts_with("answers") {
            assert_eq!(pages, 1, "one answer sheet per student");
        }
        let text = poppler("pdftotext", &[], &pdf);
        // pdftotext ends each page with a form feed.
        let page_texts: Vec<&str> = text
            .split('\u{c}')
            .filter(|p| !p.trim().is_empty())
            .collect();
        assert_eq!(page_texts.len(), pages);
        for (i, page) in page_texts.iter().enumerate() {
            let want = foot
                .replace("{page}", &(i + 1).to_string())
                .replace("{pages}", &pages.to_string());
            assert!(
                squeeze(page).contains(&want),
                "{file} page {}: {page}",
                i + 1
            );
        }
    }
}
