//! What learners see is only what teaches: no editor's note in the default bank's
//! learner text, no item that leans on another (sessions shuffle items, and Moodle
//! imports them one by one), and an item's `note` shown by no renderer.

use std::path::PathBuf;

use weiqi_quiz::bank::Question;
use weiqi_quiz::bank::check::load_and_check;
use weiqi_quiz::bank::load::embedded;
use weiqi_quiz::bank::matching::traditional;
use weiqi_quiz::bank::model::{Body, localized, localized_list, traditional_list};
use weiqi_quiz::i18n::Lang;

use crate::cli::weiqi;

/// Phrases of an editor talking about the bank, its sources or the seed paper.
const EDITORS_NOTES: &[&str] = &[
    "未能核实",
    "尚未核实",
    "核实",
    "已改写",
    "改写",
    "已补入",
    "补入",
    "本题",
    "原题",
    "原答案",
    "试卷",
    "出题",
    "阅卷",
    "the paper",
    "paper's",
    "has been added",
    "added here",
    "rewritten",
    "could not be verified",
    "not been verified",
    "not verified",
    "this item",
    "seed",
];

/// Phrases that point at another item.
const LEANING: &[&str] = &[
    "同上",
    "上题",
    "上一题",
    "前一题",
    "上一场",
    "同样",
    "同一个",
    "previous question",
    "previous item",
    "as above",
    "see above",
    "likewise",
    "same position",
    "the same komi",
];

/// Every string a learner can be shown for `q` in `lang`: the text, the options, the
/// accepted or model answers and the explanation.
pub(crate) fn learner_strings(q: &Question, lang: Lang) -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    if let Some(text) = localized(&q.text, lang) {
        out.push(("text", text.into_owned()));
    }
    if let Some(explain) = localized(&q.explain, lang) {
        out.push(("explain", explain.into_owned()));
    }
    match &q.body {
        Body::Choice { options, .. } => {
            for option in localized_list(options, lang, |l| traditional_list(l)).unwrap_or_default()
            {
                out.push(("options", option));
            }
        }
        Body::Fill { answers, .. } => {
            let blanks = localized_list(answers, lang, |blanks| {
                blanks.iter().map(|b| traditional_list(b)).collect()
            })
            .unwrap_or_default();
            for accepted in blanks.into_iter().flatten() {
                out.push(("answer", accepted));
            }
        }
        Body::Open { answer } => {
            if let Some(answer) = localized(answer, lang) {
                out.push(("answer", answer.into_owned()));
            }
        }
        Body::TrueFalse { .. } | Body::Calc { .. } | Body::Board(_) => {}
    }
    out
}

/// Each place in the default bank where a learner would read one of `phrases`.
fn found_in_default_bank(phrases: &[&str]) -> Vec<String> {
    let (questions, findings) = load_and_check(&embedded());
    assert!(findings.is_empty(), "{findings:#?}");
    let mut found = Vec::new();
    for q in &questions {
        for lang in Lang::ALL {
            for (field, text) in learner_strings(q, lang) {
                let lower = text.to_lowercase();
                let hits: Vec<&str> = phrases
                    .iter()
                    .copied()
                    .filter(|p| {
                        let p = p.to_lowercase();
                        lower.contains(&p) || lower.contains(&traditional(&p))
                    })
                    .collect();
                if !hits.is_empty() {
                    found.push(format!(
                        "{} {field}.{}: {hits:?} in {text}",
                        q.id,
                        lang.tag()
                    ));
                }
            }
        }
    }
    found
}

#[test]
fn no_learner_text_of_the_default_bank_is_an_editors_note() {
    let found = found_in_default_bank(EDITORS_NOTES);
    assert!(
        found.is_empty(),
        "editors' notes belong in `note`, not in what learners read:\n{}",
        found.join("\n")
    );
}

#[test]
fn every_item_of_the_default_bank_stands_alone() {
    let found = found_in_default_bank(LEANING);
    assert!(
        found.is_empty(),
        "items are shuffled and exported one by one, so none may lean on another \
         (and these words are kept out even where they would not):\n{}",
        found.join("\n")
    );
}

// ---------------------------------------------------------------------------------
// `note`: read, checked, shown nowhere
// ---------------------------------------------------------------------------------

fn notes_bank() -> String {
    format!(
        "{}/tests/fixtures/banks/notes.toml",
        env!("CARGO_MANIFEST_DIR")
    )
}

const NOTE: &str = "NOTE-FOR-EDITORS";

fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("notes-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs the binary on the notes bank; it must succeed. Returns stdout and stderr.
fn run(args: &[&str], input: &str) -> String {
    let home = scratch("home");
    let out = weiqi()
        .env("WEIQI_QUIZ_HOME", &home)
        .args(["--bank", &notes_bank(), "--seed", "7"])
        .args(args)
        .write_stdin(input)
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(out.status.success(), "{args:?}\n{stdout}\n{stderr}");
    format!("{stdout}{stderr}")
}

fn read(path: &std::path::Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn assert_no_note(what: &str, output: &str) {
    assert!(
        !output.contains(NOTE) && !output.contains("照录") && !output.contains("several lines"),
        "{what} shows an editor's note:\n{output}"
    );
}

#[test]
fn a_note_is_checked_but_shown_by_no_renderer() {
    // The bank is clean: `note` is a field of the format.
    let out = run(&["check", &notes_bank()], "");
    assert!(out.contains("no problems found"), "{out}");

    // The trainer, in plain mode, in both languages; wrong answers show the explanations.
    for (lang, answers, explained) in [
        ("en", "B\n8\ntrue\nx\n", "that is 7.5 points"),
        ("zh-CN", "B\n8\ntrue\nx\n", "即7.5目"),
    ] {
        let out = run(
            &["--plain", "--lang", lang, "practice", "--order", "bank"],
            answers,
        );
        assert!(
            out.contains(explained),
            "{lang}: no explanation shown\n{out}"
        );
        assert_no_note(&format!("practice --lang {lang}"), &out);
    }

    // A Markdown sheet and its key (the key carries the explanations).
    let dir = scratch("sheet");
    run(
        &[
            "--lang",
            "en",
            "sheet",
            "--format",
            "md",
            "--out",
            dir.to_str().unwrap(),
        ],
        "",
    );
    let sheet = read(&dir.join("sheet-1.md"));
    let key = read(&dir.join("key-1.md"));
    assert!(sheet.contains("star points"), "{sheet}");
    assert!(key.contains("7.5 points"), "{key}");
    assert_no_note("the Markdown sheet", &sheet);
    assert_no_note("the Markdown key", &key);
    assert_no_note("key.json", &read(&dir.join("key.json")));

    // The exports for Moodle.
    for (format, file) in [("gift", "bank.gift"), ("moodle-xml", "bank.xml")] {
        let path = dir.join(file);
        run(
            &[
                "--lang",
                "zh-CN",
                "export",
                "--format",
                format,
                "--out",
                path.to_str().unwrap(),
            ],
            "",
        );
        let export = read(&path);
        assert!(
            export.contains("天元"),
            "{format}: no explanation\n{export}"
        );
        assert_no_note(format, &export);
    }

    // The bank's own listing.
    for (args, shown) in [
        (&["list"][..], "n.star"),
        (&["list", "--json"], "n.star"),
        (&["list", "--stats"], "4 questions"),
    ] {
        let out = run(args, "");
        assert!(out.contains(shown), "{args:?}\n{out}");
        assert_no_note(&format!("{args:?}"), &out);
    }
}
