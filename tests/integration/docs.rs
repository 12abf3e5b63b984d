//! Every command example in the front pages and the guides is run, and what it prints is
//! compared with what the page shows, so an example cannot drift from the program.
//!
//! The format (see docs/README.md):
//! - A fenced block whose info string is `console` is run. A line `$ weiqi-quiz …` is a
//!   command; the lines after it, up to the next `$ ` line, are what it prints: its
//!   standard output, then its standard error.
//! - In the expected text a line `...` stands for any number of lines, and `[..]` for
//!   any text within one line. Trailing spaces and trailing blank lines do not count.
//! - A command ends with `< FILE` to read its standard input from a file, and with
//!   `# exit N` when it must exit with status N (else 0). `$ cat FILE` shows a file.
//! - Each page runs in a fresh folder holding a copy of `docs/examples/`, with its own
//!   history (`WEIQI_QUIZ_HOME`), no terminal, `NO_COLOR`, 100 columns; its blocks run in
//!   page order, so one block may read what an earlier one wrote.
//! - Outside `console` blocks, a command line may only start `serve` or `gtp`, which
//!   run until stopped; any other example must be a `console` block.

use std::path::{Path, PathBuf};
use std::process::Stdio;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The pages whose examples are run: both front pages and every guide.
fn pages() -> Vec<PathBuf> {
    let mut pages = vec![
        Path::new(ROOT).join("README.md"),
        Path::new(ROOT).join("README.zh-CN.md"),
        Path::new(ROOT).join("ARCHITECTURE.md"),
        Path::new(ROOT).join("questions/README.md"),
    ];
    let mut guides: Vec<PathBuf> = std::fs::read_dir(Path::new(ROOT).join("docs"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    guides.sort();
    pages.extend(guides);
    pages.retain(|p| p.exists());
    pages
}

#[derive(Debug)]
struct Example {
    line: usize,
    command: String,
    expected: Vec<String>,
}

#[derive(Debug)]
struct Block {
    info: String,
    line: usize,
    lines: Vec<String>,
}

fn blocks(text: &str) -> Vec<Block> {
    let mut blocks = Vec::new();
    let mut open: Option<Block> = None;
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        if let Some(info) = trimmed.strip_prefix("```") {
            match open.take() {
                Some(block) => blocks.push(block),
                None => {
                    open = Some(Block {
                        info: info.trim().to_string(),
                        line: i + 1,
                        lines: Vec::new(),
                    })
                }
            }
        } else if let Some(block) = open.as_mut() {
            block.lines.push(line.to_string());
        }
    }
    blocks
}

fn examples(block: &Block) -> Vec<Example> {
    let mut examples: Vec<Example> = Vec::new();
    for (i, line) in block.lines.iter().enumerate() {
        if let Some(command) = line.strip_prefix("$ ") {
            examples.push(Example {
                line: block.line + 1 + i,
                command: command.to_string(),
                expected: Vec::new(),
            });
        } else if let Some(example) = examples.last_mut() {
            example.expected.push(line.to_string());
        } else if !line.trim().is_empty() {
            panic!(
                "line {}: a console block starts with a `$ ` command",
                block.line + 1 + i
            );
        }
    }
    examples
}

/// Shell-like words: spaces separate, '…' and "…" quote.
fn words(command: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut quote: Option<char> = None;
    for c in command.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => word.push(c),
            (None, '\'' | '"') => {
                quote = Some(c);
                in_word = true;
            }
            (None, c) if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            (None, c) => {
                word.push(c);
                in_word = true;
            }
        }
    }
    assert!(quote.is_none(), "unclosed quote in `{command}`");
    if in_word {
        words.push(word);
    }
    words
}

struct Command {
    args: Vec<String>,
    stdin: Option<String>,
    exit: i32,
}

fn parse(command: &str) -> Command {
    let (command, exit) = match command.rsplit_once("# exit ") {
        Some((command, code)) => (command, code.trim().parse().expect("# exit N")),
        None => (command, 0),
    };
    let mut args = words(command);
    let mut stdin = None;
    if let Some(at) = args.iter().position(|w| w == "<") {
        stdin = Some(args.get(at + 1).expect("a file after <").clone());
        args.truncate(at);
    }
    Command { args, stdin, exit }
}

fn line_matches(pattern: &str, line: &str) -> bool {
    let parts: Vec<&str> = pattern.split("[..]").collect();
    if parts.len() == 1 {
        return pattern == line;
    }
    let (first, rest) = (parts[0], &parts[1..]);
    let Some(mut tail) = line.strip_prefix(first) else {
        return false;
    };
    for (n, part) in rest.iter().enumerate() {
        if n == rest.len() - 1 {
            return tail.ends_with(part);
        }
        match tail.find(part) {
            Some(at) => tail = &tail[at + part.len()..],
            None => return false,
        }
    }
    true
}

/// Whether `actual` matches `expected`, where `...` lines stand for any lines.
fn lines_match(expected: &[String], actual: &[String]) -> bool {
    match expected.split_first() {
        None => actual.is_empty(),
        Some((first, rest)) if first == "..." => {
            (0..=actual.len()).any(|skip| lines_match(rest, &actual[skip..]))
        }
        Some((first, rest)) => actual
            .split_first()
            .is_some_and(|(line, more)| line_matches(first, line) && lines_match(rest, more)),
    }
}

fn tidy(lines: impl Iterator<Item = String>) -> Vec<String> {
    let mut lines: Vec<String> = lines.map(|l| l.trim_end().to_string()).collect();
    while lines.last().is_some_and(|l| l.is_empty()) {
        lines.pop();
    }
    lines
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

fn binary() -> PathBuf {
    std::env::var_os("WEIQI_DOCS_BIN")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_weiqi-quiz")))
}

/// Runs one example in `dir`; the problem, if it printed something else.
fn run(example: &Example, dir: &Path) -> Option<String> {
    let command = parse(&example.command);
    let actual = match command.args.first().map(String::as_str) {
        Some("cat") => {
            let path = dir.join(&command.args[1]);
            let text = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("line {}: {}: {e}", example.line, path.display()));
            tidy(text.lines().map(String::from))
        }
        Some("weiqi-quiz") => {
            let stdin = match &command.stdin {
                Some(file) => Stdio::from(
                    std::fs::File::open(dir.join(file))
                        .unwrap_or_else(|e| panic!("line {}: stdin {file}: {e}", example.line)),
                ),
                None => Stdio::null(),
            };
            let out = std::process::Command::new(binary())
                .args(&command.args[1..])
                .current_dir(dir)
                .env("WEIQI_QUIZ_HOME", dir.join(".home"))
                .env("NO_COLOR", "1")
                .env("COLUMNS", "100")
                .env("TERM", "dumb")
                .env_remove("LANG")
                .env_remove("LC_ALL")
                .env_remove("LC_MESSAGES")
                .env_remove("WEIQI_QUIZ_NO_SAVE")
                .env_remove("WEIQI_QUIZ_PROFILE")
                .stdin(stdin)
                .output()
                .unwrap();
            let code = out.status.code().unwrap_or(-1);
            let text = String::from_utf8_lossy(&out.stdout).into_owned()
                + &String::from_utf8_lossy(&out.stderr);
            let lines = tidy(text.lines().map(String::from));
            if code != command.exit {
                return Some(format!(
                    "line {}: `{}` exited {code}, the page says {}:\n{}",
                    example.line,
                    example.command,
                    command.exit,
                    lines.join("\n")
                ));
            }
            lines
        }
        _ => panic!(
            "line {}: an example runs weiqi-quiz or cat: `{}`",
            example.line, example.command
        ),
    };
    let expected = tidy(example.expected.iter().cloned());
    (!lines_match(&expected, &actual)).then(|| {
        format!(
            "line {}: `{}` printed\n{}\n--- the page shows\n{}",
            example.line,
            example.command,
            actual.join("\n"),
            expected.join("\n")
        )
    })
}

/// The problems of one page (examples that print other text, commands left unrun) and
/// how many examples it ran.
fn check_page(page: &Path) -> (Vec<String>, usize) {
    let text = std::fs::read_to_string(page).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let examples_dir = Path::new(ROOT).join("docs/examples");
    if examples_dir.is_dir() {
        copy_dir(&examples_dir, dir.path());
    }
    let mut problems = Vec::new();
    let mut ran = 0;
    for block in blocks(&text) {
        if block.info == "console" {
            for example in examples(&block) {
                problems.extend(run(&example, dir.path()));
                ran += 1;
            }
            continue;
        }
        for (i, line) in block.lines.iter().enumerate() {
            let command = line.trim_start().trim_start_matches("$ ");
            let unrun = command.starts_with("weiqi-quiz ")
                && !words(command)
                    .iter()
                    .any(|w| w == "serve" || w == "gtp" || w == "--help");
            if unrun {
                problems.push(format!(
                    "line {}: `{command}` is shown but not run: put it in a console block",
                    block.line + 1 + i
                ));
            }
        }
    }
    let problems = problems
        .into_iter()
        .map(|p| format!("{}:{p}", page.display()))
        .collect();
    (problems, ran)
}

#[test]
fn every_command_example_in_the_pages_prints_what_the_page_shows() {
    let mut problems = Vec::new();
    for page in pages() {
        let (found, ran) = check_page(&page);
        problems.extend(found);
        let guide = page.parent().is_some_and(|d| d.ends_with("docs"));
        if guide
            && page
                .file_name()
                .is_some_and(|n| n != "README.md" && n != "rules.md")
        {
            assert!(ran >= 5, "{}: only {ran} examples run", page.display());
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n\n"));
}

#[test]
fn the_matcher_fails_on_other_text() {
    let expected = |s: &str| s.lines().map(String::from).collect::<Vec<_>>();
    assert!(lines_match(&expected("a\n...\nz"), &expected("a\nb\nc\nz")));
    assert!(lines_match(&expected("a\n...\nz"), &expected("a\nz")));
    assert!(!lines_match(&expected("a\n...\nz"), &expected("a\nb")));
    assert!(lines_match(
        &expected("黑[..]子"),
        &expected("黑负1又1/4子")
    ));
    assert!(!lines_match(
        &expected("黑[..]子"),
        &expected("白负1又1/4子")
    ));
    assert!(!lines_match(&expected("a"), &expected("a\nb")));
    assert_eq!(
        words("weiqi-quiz 'a b' \"c\" d"),
        ["weiqi-quiz", "a b", "c", "d"]
    );
    let command = parse("weiqi-quiz practice < in.txt  # exit 2");
    assert_eq!(
        (command.stdin.as_deref(), command.exit),
        (Some("in.txt"), 2)
    );
}

/// The section `heading` of a page, without its line breaks (a phrase may be wrapped).
fn section(page: &str, heading: &str) -> String {
    let text = std::fs::read_to_string(Path::new(ROOT).join(page)).unwrap();
    let start = text
        .find(&format!("\n## {heading}\n"))
        .unwrap_or_else(|| panic!("{page}: no section {heading}"));
    let rest = &text[start + heading.len() + 5..];
    let end = rest.find("\n## ").unwrap_or(rest.len());
    rest[..end].split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Issue #25: the front pages' limits are the code's. Each bound is written as each
/// page writes numbers; changing a constant fails here until both pages say it.
#[test]
fn the_limits_on_the_front_pages_are_the_codes() {
    use weiqi_quiz::files::size_text;
    let grouped = |n: u64| {
        let digits = n.to_string();
        let mut out = String::new();
        for (i, c) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                out.push(',');
            }
            out.push(c);
        }
        out
    };
    let wan = |n: u64| {
        if n.is_multiple_of(10_000) {
            format!("{}万", n / 10_000)
        } else {
            n.to_string()
        }
    };
    let size = u64::from(weiqi_quiz::rules::point::MAX_SIZE);
    let nodes = weiqi_quiz::rules::sgf::syntax::MAX_NODES as u64;
    let depth = weiqi_quiz::nesting::TOML_DEPTH;
    let versions = weiqi_quiz::sheet::MAX_VERSIONS;
    let name_bytes = weiqi_quiz::text::MAX_NAME_BYTES;
    let rounds = u64::from(weiqi_quiz::referee::tournament::MAX_ROUND);
    let instances = weiqi_quiz::bank::check::MAX_INSTANCES;
    let patience = weiqi_quiz::store::SAVE_PATIENCE.as_secs();
    // Sizes read the same in both languages.
    let sizes = [
        ("SGF", weiqi_quiz::rules::sgf::MAX_FILE_BYTES),
        ("CSV", weiqi_quiz::csv::MAX_FILE_BYTES),
        ("bank", weiqi_quiz::bank::load::MAX_FILE_BYTES),
        ("paper", weiqi_quiz::bank::paper::MAX_FILE_BYTES),
        ("key", weiqi_quiz::quiz::grade::MAX_KEY_BYTES),
        ("answer line", weiqi_quiz::ui::plain::MAX_LINE_BYTES as u64),
        ("GTP line", weiqi_quiz::gtp::MAX_LINE_BYTES as u64),
    ];
    for (page, phrases) in [
        (
            "README.md",
            vec![
                format!("{} nodes", grouped(nodes)),
                format!("{size}×{size}"),
                format!("at most {} instances", grouped(instances)),
                format!("at most {depth} deep"),
                format!("at most {depth} parts"),
                format!("at most {versions} versions"),
                format!("cut at {name_bytes} bytes"),
                format!("rounds up to {}", grouped(rounds)),
                format!("up to {patience} s"),
            ],
        ),
        (
            "README.zh-CN.md",
            vec![
                format!("{nodes}个节点"),
                format!("{size}×{size}"),
                format!("{}个实例", wan(instances)),
                format!("最多嵌套{depth}层"),
                format!("最多{depth}段"),
                format!("最多印{versions}卷"),
                format!("最长{name_bytes}字节"),
                format!("轮次最多{rounds}"),
                format!("最多重试{patience}秒"),
            ],
        ),
    ] {
        let limits = section(
            page,
            if page == "README.md" {
                "Limits"
            } else {
                "局限"
            },
        );
        for phrase in phrases {
            assert!(
                limits.contains(&phrase),
                "{page}: no {phrase:?} in {limits}"
            );
        }
        for (what, bytes) in sizes {
            let said = size_text(bytes);
            assert!(
                limits.contains(&said),
                "{page}: no {said} ({what}) in {limits}"
            );
        }
    }
}
