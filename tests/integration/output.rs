//! Nothing injected, nothing lost on the way out: text from banks, CSV and SGF files
//! never sends a control sequence to the terminal or into a written file; `check`
//! warns about such text; Moodle XML stays well-formed; a sheet directory holds one
//! set; writes go where they are meant to or nowhere.

use std::path::{Path, PathBuf};

use quick_xml::events::Event;

use crate::cli::{fixture, weiqi};
use crate::names;

fn controls() -> String {
    fixture("banks/controls.toml")
}

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("output-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// No byte or character that drives a terminal: ESC (so no CSI or OSC), BEL, CR, DEL,
/// the C1 CSI/ST/OSC, bidi overrides and isolates.
fn assert_clean(what: &str, bytes: &[u8]) {
    let text = String::from_utf8_lossy(bytes);
    for (byte, name) in [(0x1b, "ESC"), (0x07, "BEL"), (0x0d, "CR"), (0x7f, "DEL")] {
        assert!(!bytes.contains(&byte), "{what}: {name} in\n{text}");
    }
    for c in [
        '\u{9b}', '\u{9c}', '\u{9d}', '\u{202e}', '\u{2066}', '\u{2069}',
    ] {
        assert!(!text.contains(c), "{what}: U+{:04X} in\n{text}", c as u32);
    }
}

/// Runs the binary; both streams must be clean. Returns stdout, stderr and the code.
fn run_clean(home: &Path, args: &[&str], input: &str, what: &str) -> (String, String, Option<i32>) {
    let out = weiqi()
        .env("WEIQI_QUIZ_HOME", home)
        .args(args)
        .write_stdin(input)
        .output()
        .unwrap();
    assert_clean(&format!("{what} (stdout)"), &out.stdout);
    assert_clean(&format!("{what} (stderr)"), &out.stderr);
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
        out.status.code(),
    )
}

fn assert_files_clean(dir: &Path) -> Vec<String> {
    let mut names = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        assert_clean(&path.display().to_string(), &std::fs::read(&path).unwrap());
        names.push(path.file_name().unwrap().to_string_lossy().into_owned());
    }
    names.sort();
    names
}

#[test]
fn check_warns_about_each_control_character_where_it_is_written_and_strict_fails() {
    let home = scratch("check");
    let bank = controls();
    let (out, err, code) = run_clean(&home, &["check", &bank], "", "check");
    assert_eq!(code, Some(0), "{out}{err}");
    let tail = "outputs leave such characters out, so remove";
    let expected: Vec<String> = [
        "10:1: warning: tags holds U+001B ESC, U+0007 BEL: {tail} them [ctl.choice]",
        "11:1: warning: text.en holds U+001B ESC, U+0007 BEL: {tail} them [ctl.choice]",
        "12:1: warning: options.en holds U+001B ESC, U+202E RLO, U+009B CSI, U+009D OSC, U+009C ST: {tail} them [ctl.choice]",
        "14:1: warning: explain.en holds U+000D CR: {tail} it [ctl.choice]",
        "19:1: warning: text.en holds U+FFFE noncharacter, U+007F DEL: {tail} them [ctl.fill]",
        "20:1: warning: answer.en holds U+001B ESC: {tail} it [ctl.fill]",
        "21:1: warning: explain.en holds U+2066 LRI, U+2069 PDI: {tail} them [ctl.fill]",
        "26:1: warning: text.en holds U+001B ESC: {tail} it [ctl.tf]",
        "32:1: warning: text.en holds U+0007 BEL: {tail} it [ctl.open]",
        "33:1: warning: answer.en holds U+001B ESC, U+202E RLO: {tail} them [ctl.open]",
    ]
    .iter()
    .map(|line| format!("{bank}:{}", line.replace("{tail}", tail)))
    .collect();
    let mut lines: Vec<&str> = out.lines().collect();
    let summary = lines.pop().unwrap();
    assert_eq!(lines, expected);
    assert_eq!(
        summary,
        "4 questions in 1 file (choice 1, fill 1, open 1, truefalse 1): no problems found, 10 warnings"
    );

    let (_, _, code) = run_clean(&home, &["check", "--strict", &bank], "", "check --strict");
    assert_eq!(code, Some(1));
    let (json, _, code) = run_clean(&home, &["check", "--json", &bank], "", "check --json");
    assert_eq!(code, Some(0));
    let json: serde_json::Value = serde_json::from_str(&json).unwrap();
    let findings = json["findings"].as_array().unwrap();
    assert_eq!(findings.len(), 10);
    assert!(findings.iter().all(|f| f["severity"] == "warning"));
    // A real error is still an error, and warnings do not hide it.
    let broken = home.join("broken.toml");
    std::fs::write(
        &broken,
        std::fs::read_to_string(&bank)
            .unwrap()
            .replace("answer = \"B\"", "answer = \"F\""),
    )
    .unwrap();
    let (out, _, code) = run_clean(&home, &["check", broken.to_str().unwrap()], "", "broken");
    assert_eq!(code, Some(1));
    assert!(
        out.ends_with("1 problem and 10 warnings (4 questions read)\n"),
        "{out}"
    );
}

#[test]
fn hostile_bank_text_reaches_no_terminal_and_no_written_file_raw() {
    let home = scratch("trainer");
    let bank = controls();
    let with_bank = |args: &[&str]| -> Vec<String> {
        ["--bank", &bank, "--lang", "en", "--seed", "3"]
            .iter()
            .chain(args)
            .map(|s| s.to_string())
            .collect()
    };
    let run = |args: &[&str], input: &str| {
        let args = with_bank(args);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        run_clean(&home, &args, input, &args.join(" "))
    };

    let (out, _, code) = run(&["list"], "");
    assert_eq!(code, Some(0));
    assert!(out.contains("  topic]0;pwned  [en]\n"), "{out}");
    run(&["list", "--json"], "");
    run(&["list", "--stats"], "");

    let answers = "B\nok\ntrue\nanything\ny\n";
    let (out, _, code) = run(
        &["--plain", "practice", "--order", "bank", "--count", "4"],
        answers,
    );
    assert_eq!(code, Some(0), "{out}");
    // The text is still there, without what would have driven the terminal.
    assert!(
        out.contains("Clipboard ]52;c;cm0gLXJmIH4K title ]0;owned reset c end"),
        "{out}"
    );
    assert!(out.contains(". [31mred[0m\n"), "{out}");
    assert!(out.contains(". rightto-left\n"), "{out}");
    assert!(out.contains("Why: BareCR forged line"), "{out}");
    let (out, _, code) = run(
        &["--plain", "exam", "--order", "bank", "--count", "4"],
        "A\nno\nfalse\n",
    );
    assert_eq!(code, Some(3), "{out}");
    let review = out.split("Items not answered right:").nth(1).expect(&out);
    assert!(
        review.contains("Clipboard ]52;c;cm0gLXJmIH4K title ]0;owned reset c end"),
        "{out}"
    );
    let (out, _, _) = run(&["history"], "");
    assert!(out.contains("topic]0;pwned"), "{out}");
    let (json, _, _) = run(&["history", "--json"], "");
    assert!(json.contains(r"topic\u001b]0;pwned\u0007"), "{json}");

    for format in ["md", "html"] {
        let dir = home.join(format!("sheets-{format}"));
        let dir_arg = dir.to_str().unwrap();
        run(&["sheet", "--format", format, "--out", dir_arg], "");
        assert_eq!(
            assert_files_clean(&dir),
            [
                ".weiqi-quiz-sheets".to_string(),
                format!("key-1.{format}"),
                "key.json".to_string(),
                format!("sheet-1.{format}"),
            ]
        );
    }
    let key = std::fs::read_to_string(home.join("sheets-md/key.json")).unwrap();
    assert!(
        key.contains(r"right\u202eto-left"),
        "key.json keeps the data: {key}"
    );

    for format in ["moodle-xml", "gift"] {
        let (out, _, code) = run(&["export", "--format", format], "");
        assert_eq!(code, Some(0));
        let file = home.join(format!("export.{format}"));
        run(
            &[
                "export",
                "--format",
                format,
                "--out",
                file.to_str().unwrap(),
            ],
            "",
        );
        assert_eq!(std::fs::read_to_string(&file).unwrap(), out);
        assert_clean(format, out.as_bytes());
    }
}

#[test]
fn moodle_xml_of_a_hostile_bank_is_well_formed() {
    let home = scratch("moodle");
    let mut all = String::new();
    for bank in ["banks/controls.toml", "banks/hostile.toml"] {
        let (xml, _, code) = run_clean(
            &home,
            &["--bank", &fixture(bank), "export", "--format", "moodle-xml"],
            "",
            bank,
        );
        assert_eq!(code, Some(0));
        let mut reader = quick_xml::Reader::from_str(&xml);
        let mut questions = 0;
        loop {
            match reader.read_event() {
                Ok(Event::Eof) => break,
                Ok(Event::Start(e)) if e.name().as_ref() == "question" => questions += 1,
                Ok(_) => {}
                Err(e) => panic!("{bank}: {e} at {}\n{xml}", reader.buffer_position()),
            }
        }
        // One category question, then the four items.
        assert_eq!(questions, 5, "{bank}");
        all.push_str(&xml);
    }
    let bad: Vec<char> = all
        .chars()
        .filter(|&c| {
            matches!(c, '\u{fffe}' | '\u{ffff}') || (c.is_control() && !matches!(c, '\t' | '\n'))
        })
        .collect();
    assert!(bad.is_empty(), "{bad:?}");
    assert!(all.contains("o[2Jk"), "{all}");
}

#[test]
fn student_names_from_csv_files_reach_no_terminal_raw() {
    let home = scratch("names");
    let roster = home.join("roster.csv");
    std::fs::write(
        &roster,
        "name,class\n\"Li\u{1b}]0;x\u{7} Wei\",\u{9b}31mThree\n\"\u{202e}Wang\rFang\",\n",
    )
    .unwrap();
    let sheets = home.join("sheets");
    let bank = format!(
        "{}/tests/fixtures/banks/classroom.toml",
        env!("CARGO_MANIFEST_DIR")
    );
    let (out, _, code) = run_clean(
        &home,
        &[
            "--bank",
            &bank,
            "--lang",
            "en",
            "sheet",
            "--count",
            "3",
            "--students",
            roster.to_str().unwrap(),
            "--format",
            "md",
            "--out",
            sheets.to_str().unwrap(),
        ],
        "",
        "sheet --students",
    );
    assert_eq!(code, Some(0), "{out}");
    assert_files_clean(&sheets);
    // The file is named after the student, with the control characters made `_`.
    let first = std::fs::read_to_string(sheets.join("sheet-1-Li_]0;x__Wei.md")).unwrap();
    assert!(first.contains("**Li\\]0;x Wei**"), "{first}");

    let answers = home.join("answers.csv");
    std::fs::write(
        &answers,
        "name,version,1,2,3\n\"Li\u{1b}]0;x\u{7} Wei\",1,A,B,C\n\"\u{202e}Wang\rFang\",2,,,\n",
    )
    .unwrap();
    let key = sheets.join("key.json");
    for json in [false, true] {
        let mut args = vec!["--lang", "en", "grade", key.to_str().unwrap()];
        args.push(answers.to_str().unwrap());
        if json {
            args.push("--json");
        }
        let (out, err, code) = run_clean(&home, &args, "", "grade");
        assert_eq!(code, Some(0), "{out}{err}");
        assert!(
            out.contains("Li]0;x Wei") || out.contains(r"Li\u001b]0;x\u0007 Wei"),
            "{out}"
        );
    }

    let results = home.join("results.csv");
    std::fs::write(
        &results,
        "round,black,white,result\n1,\"P\u{1b}]0;x\u{7}\",\"\u{202e}Q\",B\n",
    )
    .unwrap();
    for json in [false, true] {
        let mut args = vec![
            "--lang",
            "en",
            "rules",
            "standings",
            results.to_str().unwrap(),
        ];
        if json {
            args.push("--json");
        }
        let (out, _, code) = run_clean(&home, &args, "", "standings");
        assert_eq!(code, Some(0), "{out}");
    }
}

#[test]
fn sgf_names_comments_and_bad_moves_reach_no_terminal_raw() {
    let home = scratch("sgf");
    let game = home.join("game.sgf");
    std::fs::write(
        &game,
        "(;GM[1]FF[4]SZ[9]PB[Black\u{1b}\\]0;pwn\u{7}]PW[\u{202e}White]C[comment \u{1b}[2J\r]\n;B[ee]C[\u{9b}31m];W[dd]C[\u{9d}0;t\u{9c}])",
    )
    .unwrap();
    for json in [false, true] {
        let mut args = vec!["rules", "replay", game.to_str().unwrap()];
        if json {
            args.push("--json");
        }
        let (out, _, code) = run_clean(&home, &args, "", "replay");
        assert_eq!(code, Some(0), "{out}");
        assert!(out.contains("E5"), "{out}");
    }
    let bad = home.join("bad.sgf");
    // The error quotes the file's text.
    std::fs::write(&bad, "(;GM[1]SZ[9\u{1b}[31m\u{7}\u{202e}x];B[ee])").unwrap();
    let (_, err, code) = run_clean(
        &home,
        &["rules", "replay", bad.to_str().unwrap()],
        "",
        "bad",
    );
    assert_eq!(code, Some(1));
    assert_eq!(
        err,
        format!(
            "weiqi-quiz: {}: board size SZ[9[31mx] is not supported (square boards of 2 to 25)\n",
            bad.display()
        )
    );
    // A control character where the grammar breaks is quoted escaped.
    std::fs::write(&bad, "(;GM[1]SZ[9];B\u{1b}[ee])").unwrap();
    let (_, err, code) = run_clean(
        &home,
        &["--lang", "en", "rules", "replay", bad.to_str().unwrap()],
        "",
        "bad",
    );
    assert_eq!(code, Some(1));
    assert!(
        err.contains("line 1, column 15: \"\\u{1b}\" in a property name"),
        "{err}"
    );
}

fn sheet(dir: &Path, args: &[&str]) -> std::process::Output {
    let bank = format!(
        "{}/tests/fixtures/banks/classroom.toml",
        env!("CARGO_MANIFEST_DIR")
    );
    weiqi()
        .args([
            "--bank", &bank, "--lang", "en", "--seed", "4", "sheet", "--count", "5",
        ])
        .args(args)
        .args(["--out", dir.to_str().unwrap()])
        .output()
        .unwrap()
}

#[test]
fn a_sheet_run_replaces_the_earlier_set_and_leaves_the_teachers_files() {
    let dir = scratch("sets").join("out");
    let out = sheet(&dir, &["--versions", "4"]);
    assert!(out.status.success());
    std::fs::write(dir.join("notes.txt"), "mine").unwrap();
    let out = sheet(&dir, &["--versions", "2"]);
    assert!(out.status.success());
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(
        stdout.starts_with(&format!(
            "Replaced the earlier sheets in {}: removed 4 of their files that this set does not have (other files untouched).\nWrote 2 versions",
            dir.display()
        )),
        "{stdout}"
    );
    assert_eq!(
        names(&dir),
        [
            ".weiqi-quiz-sheets",
            "key-1.html",
            "key-2.html",
            "key.json",
            "notes.txt",
            "sheet-1.html",
            "sheet-2.html"
        ]
    );
    let key: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("key.json")).unwrap()).unwrap();
    assert_eq!(key["versions"].as_array().unwrap().len(), 2);
    assert_eq!(
        std::fs::read_to_string(dir.join("notes.txt")).unwrap(),
        "mine"
    );
    // Another format replaces the set too.
    assert!(
        sheet(&dir, &["--versions", "1", "--format", "md"])
            .status
            .success()
    );
    assert_eq!(
        names(&dir),
        [
            ".weiqi-quiz-sheets",
            "key-1.md",
            "key.json",
            "notes.txt",
            "sheet-1.md"
        ]
    );
}

#[test]
fn a_sheet_run_refuses_to_overwrite_what_it_did_not_write_unless_forced() {
    let dir = scratch("clash");
    std::fs::write(dir.join("sheet-1.html"), "the teacher's own").unwrap();
    let out = sheet(&dir, &[]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        format!(
            "weiqi-quiz: {}: not written by weiqi-quiz sheet; choose an empty directory or pass --force to replace it\n",
            dir.join("sheet-1.html").display()
        )
    );
    assert_eq!(names(&dir), ["sheet-1.html"]);
    assert!(sheet(&dir, &["--force"]).status.success());
    assert_eq!(
        names(&dir),
        [
            ".weiqi-quiz-sheets",
            "key-1.html",
            "key.json",
            "sheet-1.html"
        ]
    );
}

#[test]
fn outputs_that_are_not_regular_files_are_refused_in_one_line() {
    let dir = scratch("not-files");
    let bank = controls();
    let cases: [(&[&str], String); 4] = [
        (
            &["export", "--format", "gift", "--out", "/dev/null"],
            "weiqi-quiz: cannot write /dev/null: not a regular file; give the path of a file\n"
                .to_string(),
        ),
        (
            &[
                "export",
                "--format",
                "moodle-xml",
                "--out",
                dir.to_str().unwrap(),
            ],
            format!(
                "weiqi-quiz: cannot write {}: not a regular file; give the path of a file\n",
                dir.display()
            ),
        ),
        (
            &["sheet", "--out", "/dev/null"],
            "weiqi-quiz: /dev/null: not a directory; give --out a directory for the sheets\n"
                .to_string(),
        ),
        (
            &[
                "--plain",
                "exam",
                "--count",
                "1",
                "--out",
                dir.to_str().unwrap(),
            ],
            format!(
                "weiqi-quiz: cannot write {}: not a regular file; give the path of a file\n",
                dir.display()
            ),
        ),
    ];
    for (args, expected) in cases {
        let out = weiqi()
            .env("WEIQI_QUIZ_HOME", &dir)
            .args(["--bank", &bank])
            .args(args)
            .write_stdin("")
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert_eq!(String::from_utf8(out.stderr).unwrap(), expected, "{args:?}");
    }
}

#[cfg(unix)]
#[test]
fn planted_symlinks_do_not_redirect_writes() {
    use std::os::unix::fs::symlink;
    let dir = scratch("symlinks");
    let victim = dir.join("victim.txt");
    std::fs::write(&victim, "keep").unwrap();
    let out_file = dir.join("out.gift");
    let export = || {
        weiqi()
            .args(["--bank", &controls(), "export", "--format", "gift", "--out"])
            .arg(&out_file)
            .output()
            .unwrap()
    };
    // A link at the output path itself is refused, not followed.
    symlink(&victim, &out_file).unwrap();
    let out = export();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        format!(
            "weiqi-quiz: cannot write {}: not a regular file; give the path of a file\n",
            out_file.display()
        )
    );
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "keep");
    assert!(
        out_file
            .symlink_metadata()
            .unwrap()
            .file_type()
            .is_symlink()
    );

    // Links where a temporary file might be expected are never used.
    std::fs::remove_file(&out_file).unwrap();
    let planted = [
        "out.gift.tmp",
        ".out.gift.tmp",
        "out.gift~",
        ".weiqi-quiz-out.tmp",
    ];
    for name in planted {
        symlink(&victim, dir.join(name)).unwrap();
    }
    assert!(export().status.success());
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "keep");
    let meta = out_file.symlink_metadata().unwrap();
    assert!(meta.file_type().is_file());
    assert!(
        std::fs::read_to_string(&out_file)
            .unwrap()
            .starts_with("// ")
    );
    for name in planted {
        let link = dir.join(name);
        assert!(
            link.symlink_metadata().unwrap().file_type().is_symlink(),
            "{name}"
        );
        assert_eq!(std::fs::read_link(&link).unwrap(), victim);
    }

    // A link under a sheet's name: refused, then with --force replaced, never followed.
    let sheets = dir.join("sheets");
    std::fs::create_dir(&sheets).unwrap();
    symlink(&victim, sheets.join("sheet-1.html")).unwrap();
    assert_eq!(sheet(&sheets, &[]).status.code(), Some(1));
    assert!(sheet(&sheets, &["--force"]).status.success());
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "keep");
    let meta = sheets.join("sheet-1.html").symlink_metadata().unwrap();
    assert!(meta.file_type().is_file());
}
