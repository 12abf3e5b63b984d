//! `grade` as a teacher uses it after a test: the grades for a spreadsheet, a report per
//! student to hand back, and the item analysis with the questions' text.

use std::path::{Path, PathBuf};

use weiqi_quiz::quiz::grade::{KeyFile, StoredKey};

use crate::cli::weiqi;

fn bank() -> String {
    format!(
        "{}/tests/fixtures/banks/classroom.toml",
        env!("CARGO_MANIFEST_DIR")
    )
}

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("grading-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn run(args: &[&str]) -> (String, String) {
    let out = weiqi().args(args).output().unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(out.status.success(), "{args:?}\n{stdout}\n{stderr}");
    (stdout, stderr)
}

/// The answer a student who knows it writes for one item.
fn right(item: &weiqi_quiz::quiz::grade::KeyItem) -> String {
    match &item.answer {
        StoredKey::Choice { right, .. } => right.concat(),
        StoredKey::TrueFalse { right } => if *right { "对" } else { "错" }.into(),
        StoredKey::Blanks { accepted, .. } => accepted
            .iter()
            .map(|a| a[0].clone())
            .collect::<Vec<_>>()
            .join("|"),
        StoredKey::Engine { .. } => item.answer_text.clone(),
        StoredKey::Open { .. } => "对".into(),
    }
}

fn quoted(cell: &str) -> String {
    format!("\"{}\"", cell.replace('"', "\"\""))
}

/// A class of three from a roster whose names a spreadsheet would take for formulas:
/// sheets printed, answers typed (the third student's row cut short), and graded.
fn marked_class(dir: &Path) -> (KeyFile, PathBuf, PathBuf) {
    let roster = dir.join("roster.csv");
    std::fs::write(
        &roster,
        "姓名,班级\n李伟,三班\n\"=HYPERLINK(\"\"http://x\"\",\"\"点我\"\")\",三班\n-王芳,三班\n",
    )
    .unwrap();
    let out = dir.join("out");
    run(&[
        "--bank",
        &bank(),
        "--lang",
        "zh-CN",
        "--seed",
        "42",
        "sheet",
        "--students",
        roster.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ]);
    let key_path = out.join("key.json");
    let key = KeyFile::from_json(&std::fs::read_to_string(&key_path).unwrap()).unwrap();
    let mut csv = String::from("姓名,版本\n");
    for (i, v) in key.versions.iter().enumerate() {
        let mut cells: Vec<String> = v.items.iter().map(|item| quoted(&right(item))).collect();
        match i {
            // The second student leaves the first item blank.
            1 => cells[0] = String::new(),
            // The third stops two items early, and gets the last one typed wrong.
            2 => {
                cells.truncate(v.items.len() - 2);
                let last = cells.len() - 1;
                cells[last] = "Z".into();
            }
            _ => {}
        }
        let name = v.student.clone().unwrap();
        csv.push_str(&format!("{},,{}\n", quoted(&name), cells.join(",")));
    }
    let answers = dir.join("answers.csv");
    std::fs::write(&answers, csv).unwrap();
    (key, key_path, answers)
}

#[test]
fn grades_go_to_a_spreadsheet_with_formulas_neutralised() {
    let dir = scratch("csv");
    let (key, key_path, answers) = marked_class(&dir);
    let grades = dir.join("成绩.csv");
    let (_, err) = run(&[
        "--lang",
        "zh-CN",
        "grade",
        key_path.to_str().unwrap(),
        answers.to_str().unwrap(),
        "--csv",
        grades.to_str().unwrap(),
    ]);
    assert!(err.contains("成绩已写入"), "{err}");
    let text = std::fs::read_to_string(&grades).unwrap();
    // Excel needs the byte-order mark to read UTF-8 Chinese.
    let text = text.strip_prefix('\u{feff}').expect("a byte-order mark");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "a header and one row per student: {text}");
    let items = key.versions[0].items.len();
    let header: Vec<&str> = lines[0].split(',').collect();
    assert_eq!(&header[..5], ["姓名", "版本", "得分", "满分", "得分率"]);
    assert_eq!(header.len(), 5 + items, "a column per item: {}", lines[0]);
    assert!(header.contains(&"cls.tf-prisoners"), "{}", lines[0]);
    // The names are kept whole, but a spreadsheet reads them as text, not formulas.
    assert!(
        lines[2].starts_with("\"'=HYPERLINK(\"\"http://x\"\",\"\"点我\"\")\",2,"),
        "{}",
        lines[2]
    );
    assert!(lines[3].starts_with("'-王芳,3,"), "{}", lines[3]);
    let total = key.versions[0].total_points;
    assert!(
        lines[1].starts_with(&format!("李伟,1,{total},{total},100%,")),
        "{}",
        lines[1]
    );
    // No cell anywhere begins like a formula.
    for line in &lines {
        for cell in line.split(',') {
            let cell = cell.trim_start_matches('"');
            assert!(!cell.starts_with(['=', '+', '-', '@']), "{line}");
        }
    }
}

#[test]
fn each_student_gets_a_report_of_their_mistakes_named_after_them() {
    let dir = scratch("report");
    let (key, key_path, answers) = marked_class(&dir);
    let reports = dir.join("reports");
    let (_, err) = run(&[
        "--lang",
        "zh-CN",
        "grade",
        key_path.to_str().unwrap(),
        answers.to_str().unwrap(),
        "--report",
        reports.to_str().unwrap(),
    ]);
    assert!(err.contains("已将 3 份学生成绩单写入"), "{err}");
    assert_eq!(
        crate::names(&reports),
        ["-王芳.txt", "=HYPERLINK(_http___x_,_点我_).txt", "李伟.txt"]
    );
    let li = std::fs::read_to_string(reports.join("李伟.txt")).unwrap();
    assert!(li.contains("李伟（第1卷）：得分"), "{li}");
    assert!(li.contains("全部答对。"), "{li}");
    // The second student left item 1 blank: the question, the blank and the key.
    let second =
        std::fs::read_to_string(reports.join("=HYPERLINK(_http___x_,_点我_).txt")).unwrap();
    let first = &key.versions[1].items[0];
    assert!(
        second.contains(&format!(
            "第1题（{}分） {}",
            first.points,
            first.text.as_deref().unwrap()
        )),
        "{second}"
    );
    assert!(second.contains("你的答案：（未作答）"), "{second}");
    assert!(
        second.contains(&format!("正确答案：{}", first.answer_text)),
        "{second}"
    );
    let wang = std::fs::read_to_string(reports.join("-王芳.txt")).unwrap();
    assert!(wang.contains("你的答案：Z"), "{wang}");
}

#[test]
fn the_item_analysis_shows_questions_and_counts_only_answers_given() {
    let dir = scratch("analysis");
    let (key, key_path, answers) = marked_class(&dir);
    let (text, _) = run(&[
        "--lang",
        "zh-CN",
        "grade",
        key_path.to_str().unwrap(),
        answers.to_str().unwrap(),
    ]);
    let items = key.versions[2].items.len();
    assert!(
        text.starts_with(&format!(
            "注意：第 4 行（-王芳）只有 {} 个答案，该卷有 {items} 题；请检查是否错列。",
            items - 2
        )),
        "{text}"
    );
    assert!(text.contains("题目内容"), "{text}");
    // The fill-in item about forbidden points, shown by the start of its text.
    let line = text
        .lines()
        .find(|l| l.starts_with("cls.fill-forbidden"))
        .unwrap();
    assert!(line.contains("着子后，该子（或己方"), "{line}");
    let (json, _) = run(&[
        "grade",
        key_path.to_str().unwrap(),
        answers.to_str().unwrap(),
        "--json",
    ]);
    let graded: serde_json::Value = serde_json::from_str(&json).unwrap();
    // The first item of version 2 was left blank: asked of three, answered by two.
    let blank_id = &key.versions[1].items[0].id;
    let item = graded["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|i| &i["id"] == blank_id)
        .unwrap();
    let cut = key.versions[2].items[items - 1].id.clone();
    assert_eq!(item["asked"], 3, "{item}");
    let expected = if *blank_id == cut || *blank_id == key.versions[2].items[items - 2].id {
        1
    } else {
        2
    };
    assert_eq!(item["answered_by"], expected, "{item}");
    assert_eq!(graded["short_rows"][0]["name"], "-王芳");
}

/// Issue #25: file names are cut by bytes, so an 80-character Chinese name (240 bytes)
/// and a 70-character name of four-byte characters print their papers and answer sheets
/// and get their reports, where they used to fail the whole run.
#[test]
fn long_names_of_wide_characters_still_get_their_files() {
    let dir = scratch("long-names");
    let chinese = "李".repeat(80);
    let rare = "𠀀".repeat(70);
    let roster = dir.join("roster.csv");
    std::fs::write(&roster, format!("{chinese}\n{rare}\n")).unwrap();
    let out = dir.join("out");
    run(&[
        "--bank",
        &bank(),
        "--lang",
        "zh-CN",
        "sheet",
        "--students",
        roster.to_str().unwrap(),
        "--answer-sheet",
        "--out",
        out.to_str().unwrap(),
    ]);
    let names = crate::names(&out);
    assert!(names.len() >= 5, "{names:?}");
    assert!(names.iter().all(|n| n.len() <= 255), "{names:?}");
    let answers = dir.join("answers.csv");
    std::fs::write(&answers, format!("姓名,版本\n{chinese},\n{rare},\n")).unwrap();
    let reports = dir.join("reports");
    let (_, err) = run(&[
        "--lang",
        "zh-CN",
        "grade",
        out.join("key.json").to_str().unwrap(),
        answers.to_str().unwrap(),
        "--report",
        reports.to_str().unwrap(),
    ]);
    assert!(err.contains("已将 2 份学生成绩单写入"), "{err}");
    assert_eq!(crate::names(&reports).len(), 2);
}
