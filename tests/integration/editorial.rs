//! What learners see is only what teaches: no editor's note in the default bank's
//! learner text, no item that leans on another (sessions shuffle items, and Moodle
//! imports them one by one), and an item's `note` shown by no renderer.

use std::path::PathBuf;

use crate::cli::weiqi;

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
