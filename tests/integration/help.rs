//! `--help` and argument errors in the user's language: no English sentence in a
//! Chinese help page or argument error, and English still reads as before.

use crate::cli::weiqi;

/// Words that are names, not English: formats, protocols, environment variables.
const NAMES: &[&str] = &[
    "GTP", "SGF", "JSON", "CSV", "TOML", "HTML", "XML", "GIFT", "Moodle", "FSRS", "UTF",
];

/// A token that is code, not prose: an option, a metavar, a file or value name.
fn is_code(token: &str) -> bool {
    let letters: Vec<char> = token.chars().filter(|c| c.is_alphabetic()).collect();
    letters.is_empty()
        || token.chars().any(|c| !c.is_ascii_alphabetic() && c != '\'')
        || letters.iter().all(|c| c.is_ascii_uppercase()) && letters.len() > 1
        || NAMES.contains(&token)
}

/// Runs of three or more English words outside code-like tokens: the prose a Chinese
/// page must not have. Words separated by a Chinese character are not a run.
fn english_sentences(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for segment in text.split(|c: char| !c.is_ascii() || c == '\n') {
        let mut run: Vec<&str> = Vec::new();
        let tokens = segment
            .split_whitespace()
            .map(|t| t.trim_matches(|c: char| "()[]{};,:!?\"'".contains(c)));
        for token in tokens.chain(std::iter::once("--")) {
            if is_code(token) {
                if run.len() >= 3 {
                    found.push(run.join(" "));
                }
                run.clear();
            } else {
                run.push(token);
            }
        }
    }
    found
}

/// Help pages are laid out at 100 columns without a terminal, unless COLUMNS says.
fn run(args: &[&str]) -> (Option<i32>, String, String) {
    let out = weiqi().env_remove("COLUMNS").args(args).output().unwrap();
    (
        out.status.code(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn has_chinese(text: &str) -> bool {
    text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
}

/// The subcommands listed under a help page's commands heading.
fn subcommands(help: &str, heading: &str) -> Vec<String> {
    help.lines()
        .skip_while(|line| *line != heading)
        .skip(1)
        .take_while(|line| line.starts_with("  "))
        .filter_map(|line| line.split_whitespace().next().map(str::to_string))
        .filter(|name| name != "help")
        .collect()
}

/// Every help page of the tree, found from the pages themselves: (command, page).
fn every_help_page(lang: &str, heading: &str) -> Vec<(String, String)> {
    let mut pages = Vec::new();
    let mut todo = vec![Vec::<String>::new()];
    while let Some(path) = todo.pop() {
        let mut args: Vec<&str> = vec!["--lang", lang];
        args.extend(path.iter().map(String::as_str));
        args.push("--help");
        let (code, out, err) = run(&args);
        assert_eq!(code, Some(0), "{args:?}: {err}");
        for sub in subcommands(&out, heading) {
            let mut child = path.clone();
            child.push(sub);
            todo.push(child);
        }
        pages.push((path.join(" "), out));
    }
    pages
}

#[test]
fn the_english_detector_finds_sentences_and_passes_names() {
    assert_eq!(
        english_sentences("选项：\n  --seed <SEED>  Seed for every random choice"),
        ["Seed for every random choice"]
    );
    assert!(english_sentences("以 JSON 输出；GIFT 或 Moodle XML；history 和 review").is_empty());
    assert!(english_sentences("用法：weiqi-quiz rules count [OPTIONS] <POSITION>").is_empty());
    assert!(english_sentences("CSV 的 `round,black,white,result`").is_empty());
}

#[test]
fn every_help_page_is_chinese_in_zh_cn_and_zh_tw() {
    for (lang, heading) in [("zh-CN", "命令："), ("zh-TW", "指令：")] {
        let pages = every_help_page(lang, heading);
        assert!(pages.len() >= 20, "{lang}: {} pages", pages.len());
        for (command, page) in pages {
            assert!(has_chinese(&page), "{lang} {command}: {page}");
            let english = english_sentences(&page);
            assert!(english.is_empty(), "{lang} {command}: {english:?}\n{page}");
            assert!(
                !page.contains("[help-"),
                "{lang} {command}: a missing message\n{page}"
            );
            for clap_word in [
                "Usage",
                "Options",
                "Arguments",
                "Commands",
                "default:",
                "possible values",
            ] {
                assert!(
                    !page.contains(clap_word),
                    "{lang} {command}: {clap_word}\n{page}"
                );
            }
        }
    }
}

#[test]
fn rules_count_help_names_its_arguments_in_chinese() {
    let (code, out, _) = run(&["--lang", "zh-CN", "rules", "count", "--help"]);
    assert_eq!(code, Some(0));
    assert!(out.contains("用法：weiqi-quiz rules count"), "{out}");
    assert!(out.contains("参数：\n  <POSITION>"), "{out}");
    assert!(out.contains("死子"), "{out}");
    assert!(out.contains("（默认：cn2002）"), "{out}");
    assert!(out.contains("-h, --help"), "{out}");
    // Positionals in the order they are typed.
    let (_, out, _) = run(&["--lang", "zh-CN", "grade", "--help"]);
    assert!(out.contains("参数：\n  <KEY>"), "{out}");
}

#[test]
fn the_system_locale_chooses_the_help_language() {
    let out = weiqi()
        .env("LANG", "zh_TW.UTF-8")
        .args(["rules", "--help"])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("用法：") && text.contains("讀秒"), "{text}");
}

#[test]
fn english_help_reads_as_before() {
    let (code, out, _) = run(&["--lang", "en", "--help"]);
    assert_eq!(code, Some(0));
    for words in [
        "A rules quiz and referee trainer for Go",
        "Usage: weiqi-quiz [OPTIONS] [COMMAND]",
        "Commands:\n  practice  Practice: one question at a time",
        "General options:\n      --seed <SEED>     Seed for every random choice",
        "always or never [default:",
        "[env: WEIQI_QUIZ_PROFILE]",
        "-h, --help            Print help",
        "-V, --version         Print version",
    ] {
        assert!(out.contains(words), "{words:?} in\n{out}");
    }
    assert!(!has_chinese(&out.replace("围棋", "")), "{out}");
    let (_, out, _) = run(&["--lang", "en", "rules", "ruling", "--help"]);
    assert!(out.contains("Arguments:\n  [KIND]  What happened"), "{out}");
    let (_, out, _) = run(&["--lang", "en", "exam", "--help"]);
    assert!(
        out.contains("Pass mark in percent (default: the paper's, else 80)"),
        "{out}"
    );
    assert!(
        out.contains("random, or bank (the order of the bank files) [default: random]"),
        "{out}"
    );
}

#[test]
fn a_misspelt_subcommand_suggests_the_nearest_in_chinese() {
    let (code, out, err) = run(&["--lang", "zh-CN", "pratice"]);
    assert_eq!((code, out.as_str()), (Some(2), ""));
    assert_eq!(
        err,
        "weiqi-quiz: 未知的子命令 pratice；是不是要用 practice？（见 weiqi-quiz --help）\n"
    );
    let (code, _, err) = run(&["--lang", "zh-TW", "rules", "cuont"]);
    assert_eq!(code, Some(2));
    assert_eq!(
        err,
        "weiqi-quiz: 未知的子指令 cuont；是不是要用 count？（見 weiqi-quiz rules --help）\n"
    );
    let (_, _, err) = run(&["--lang", "en", "pratice"]);
    assert_eq!(
        err,
        "weiqi-quiz: unrecognized subcommand 'pratice'; did you mean practice? (see weiqi-quiz --help)\n"
    );
}

#[test]
fn argument_errors_are_one_chinese_line_with_exit_code_2() {
    let cases: &[&[&str]] = &[
        &["exam", "--count", "abc"],
        &["exam", "--oder", "bank"],
        &["exam", "--pass", "120"],
        &["drill", "cont"],
        &["rules", "ruling"],
        &["rules", "result", "--black", "184.3"],
        &["rules", "result", "--black", "184", "--rules", "cn2020"],
        &["rules", "clock", "--moves", "1s", "--main", "abc"],
        &["rules", "standings", "x.csv", "--tiebreak", "buchholtz"],
        &["history", "--json", "--reset"],
        &["--seed"],
        &["--profile", "a/b", "history"],
    ];
    for (lang, see) in [("zh-CN", "（见 weiqi-quiz"), ("zh-TW", "（見 weiqi-quiz")] {
        for args in cases {
            let mut all = vec!["--lang", lang];
            all.extend_from_slice(args);
            let (code, out, err) = run(&all);
            assert_eq!((code, out.as_str()), (Some(2), ""), "{all:?}: {err}");
            assert_eq!(err.lines().count(), 1, "{all:?}: {err}");
            assert!(err.contains(see) && has_chinese(&err), "{all:?}: {err}");
            assert!(english_sentences(&err).is_empty(), "{all:?}: {err}");
        }
    }
}

#[test]
fn chinese_argument_errors_say_what_is_wrong() {
    let (_, _, err) = run(&["--lang", "zh-CN", "exam", "--count", "abc"]);
    assert_eq!(
        err,
        "weiqi-quiz: --count <COUNT> 的值“abc”无效：不是整数（见 weiqi-quiz exam --help）\n"
    );
    let (_, _, err) = run(&[
        "--lang", "zh-CN", "rules", "nigiri", "--shown", "3", "--count", "5",
    ]);
    assert!(err.contains("应在 1 到 2 之间"), "{err}");
    let (_, _, err) = run(&["--lang", "zh-CN", "exam", "--oder", "bank"]);
    assert!(
        err.contains("未知的参数 --oder；是不是要用 --order？"),
        "{err}"
    );
    let (_, _, err) = run(&[
        "--lang", "zh-TW", "rules", "clock", "--moves", "1s", "--main", "-5s",
    ]);
    assert!(err.contains("時間不能為負"), "{err}");
}

#[test]
fn zh_cn_top_level_help() {
    let (code, out, _) = run(&["--lang", "zh-CN", "--help"]);
    assert_eq!(code, Some(0));
    insta::assert_snapshot!(out);
}

/// Chinese help is wrapped by us (clap breaks lines at spaces only): every line but
/// clap's usage line fits the terminal, in every command, the general options included.
#[test]
fn chinese_help_fits_the_terminal() {
    let commands: &[&[&str]] = &[
        &[],
        &["practice"],
        &["exam"],
        &["drill"],
        &["history"],
        &["rules"],
        &["rules", "count"],
        &["rules", "ruling"],
        &["rules", "clock"],
        &["rules", "standings"],
        &["sheet"],
        &["serve"],
    ];
    let mut too_wide = Vec::new();
    for columns in ["60", "100"] {
        for lang in ["zh-CN", "zh-TW"] {
            for path in commands {
                let out = weiqi()
                    .env("COLUMNS", columns)
                    .args(["--lang", lang])
                    .args(*path)
                    .arg("--help")
                    .output()
                    .unwrap();
                let text = String::from_utf8(out.stdout).unwrap();
                let width: usize = columns.parse().unwrap();
                too_wide.extend(
                    text.lines()
                        .filter(|line| !line.starts_with("用法"))
                        .filter(|line| console::measure_text_width(line) > width)
                        .map(|line| format!("{columns} {lang} {path:?}: {line}")),
                );
            }
        }
    }
    assert!(too_wide.is_empty(), "{}", too_wide.join("\n"));
}
