//! Every word in the reader's language: the bank in zh-TW in Go's own words, topics
//! named in every locale, and what a Chinese user reads having no English sentence.

use weiqi_quiz::bank::check::load_and_check;
use weiqi_quiz::bank::load::embedded;
use weiqi_quiz::bank::matching::{normalize, regional_glossary, text_matches, traditional};
use weiqi_quiz::i18n::describe::tag_text;
use weiqi_quiz::i18n::{Lang, Localizer};

use crate::cli::weiqi;
use crate::editorial::learner_strings;

/// Computing words a phrase converter puts into Go text, and clock words written with
/// the surname character 鍾.
const NOT_GO_WORDS: [&str; 7] = ["迴圈", "全域性", "演算法", "按鍾", "停鍾", "鍾面", "計時鍾"];

#[test]
fn the_whole_bank_in_zh_tw_is_in_gos_own_words() {
    let (questions, findings) = load_and_check(&embedded());
    assert!(findings.is_empty(), "{findings:#?}");
    let mut found = Vec::new();
    for q in &questions {
        for (field, text) in learner_strings(q, Lang::ZhTw) {
            for word in NOT_GO_WORDS {
                if text.contains(word) {
                    found.push(format!("{} {field}: {word} in {text}", q.id));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// Quotation marks a reader in Taiwan does not use: 「 」 and 『 』 instead.
const NOT_TAIWAN_QUOTES: [&str; 4] = ["“", "”", "‘", "’"];

/// What a reader in Taiwan would stumble on: mainland quotation marks, or a form the
/// regional glossary replaces (新西蘭, 摺合, 宣佈, 我國…).
fn not_taiwan_usage(text: &str) -> Vec<&'static str> {
    let mut found: Vec<&'static str> = NOT_TAIWAN_QUOTES
        .into_iter()
        .filter(|quote| text.contains(quote))
        .collect();
    for (from, _) in regional_glossary() {
        if text.contains(from) && !found.contains(from) {
            found.push(from);
        }
    }
    found
}

#[test]
fn the_whole_bank_in_zh_tw_is_written_for_taiwan() {
    assert!(
        regional_glossary().len() > 20,
        "locales/zh-TW/regional.tsv is read"
    );
    let (questions, findings) = load_and_check(&embedded());
    assert!(findings.is_empty(), "{findings:#?}");
    let mut found = Vec::new();
    for q in &questions {
        for (field, text) in learner_strings(q, Lang::ZhTw) {
            let words = not_taiwan_usage(&text);
            if !words.is_empty() {
                found.push(format!("{} {field}: {words:?} in {text}", q.id));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn taiwan_text_is_written_as_taiwan_writes() {
    let cases = [
        ("新西兰规则允许自杀", "紐西蘭規則允許自殺"),
        ("“假生”不算活棋", "「假生」不算活棋"),
        ("他说：“条文里‘长生’一词”", "他說：「條文裡『長生』一詞」"),
        ("贴3又3/4子，折合7.5目", "貼3又3/4子，折合7.5目"),
        ("由裁判员宣布，并赛前公布", "由裁判員宣布，並賽前公布"),
        ("按我国通行做法", "按中國通行做法"),
        ("确系掉落的棋子允许拣起", "確係掉落的棋子允許撿起"),
        ("黑方没有粘劫", "黑方沒有黏劫"),
        // Whole phrases only: 条文本身 keeps its 文本, 比赛会 its 赛会.
        ("条文本身不规定贴目", "條文本身不規定貼目"),
        ("比赛会继续进行", "比賽會繼續進行"),
    ];
    for (simplified, taiwan) in cases {
        assert_eq!(traditional(simplified), taiwan, "{simplified}");
    }
}

#[test]
fn an_answer_matches_in_taiwan_and_mainland_words() {
    assert_eq!(normalize("紐西蘭規則"), normalize("新西兰规则"));
    assert_eq!(normalize("新西蘭規則"), normalize("新西兰规则"));
    assert_eq!(normalize("2.4公分"), normalize("2.4厘米"));
    assert_eq!(normalize("中國"), normalize("中国"));
    assert!(text_matches("2.4厘米", &["2.4公分".to_string()]));
    assert!(text_matches("紐西蘭", &[traditional("新西兰")]));
    assert!(!text_matches("日本", &[traditional("新西兰")]));
}

#[test]
fn the_interface_in_zh_tw_is_written_for_taiwan() {
    let files = [
        ("main.ftl", include_str!("../../locales/zh-TW/main.ftl")),
        ("help.ftl", include_str!("../../locales/zh-TW/help.ftl")),
    ];
    for (name, ftl) in files {
        let words = not_taiwan_usage(ftl);
        assert!(words.is_empty(), "{words:?} in locales/zh-TW/{name}");
    }
}

#[test]
fn the_interface_in_zh_tw_is_in_gos_own_words() {
    let files = [
        ("main.ftl", include_str!("../../locales/zh-TW/main.ftl")),
        ("help.ftl", include_str!("../../locales/zh-TW/help.ftl")),
    ];
    for (name, ftl) in files {
        for word in NOT_GO_WORDS {
            assert!(!ftl.contains(word), "{word} in locales/zh-TW/{name}");
        }
    }
}

#[test]
fn every_topic_of_the_default_bank_has_a_name_in_every_language() {
    let (questions, _) = load_and_check(&embedded());
    let mut tags: Vec<&str> = questions
        .iter()
        .flat_map(|q| q.tags.iter().map(String::as_str))
        .collect();
    tags.sort_unstable();
    tags.dedup();
    for lang in Lang::ALL {
        let l = Localizer::new(lang);
        let unnamed: Vec<&&str> = tags
            .iter()
            .filter(|t| !l.has(&format!("tag-{t}")))
            .collect();
        assert!(
            unnamed.is_empty(),
            "{}: no tag- message for {unnamed:?}",
            lang.tag()
        );
        // Two topics of one name could not be told apart in `list --stats` or history.
        let mut names: Vec<String> = tags.iter().map(|t| tag_text(t, &l)).collect();
        names.sort();
        let before = names.len();
        names.dedup();
        assert_eq!(
            before,
            names.len(),
            "{}: two topics share a name",
            lang.tag()
        );
    }
    // A teacher's own tag is shown as written.
    assert_eq!(
        tag_text("my-class", &Localizer::new(Lang::ZhCn)),
        "my-class"
    );
}

#[test]
fn history_names_topics_modes_and_articles_in_chinese() {
    let home = tempfile::tempdir().unwrap();
    let run = |args: &[&str], input: &str| {
        let out = weiqi()
            .env("WEIQI_QUIZ_HOME", home.path())
            .args(["--lang", "zh-CN", "--seed", "1"])
            .args(args)
            .write_stdin(input.to_string())
            .output()
            .unwrap();
        String::from_utf8(out.stdout).unwrap()
    };
    let practice = run(&["drill", "clock", "--count", "1"], "1\n");
    assert!(practice.contains("读秒："), "{practice}");
    let history = run(&["history"], "");
    assert!(history.contains("裁判训练："), "{history}");
    assert!(history.contains("  读秒 "), "{history}");
    assert!(history.contains("2002年规则第12条第3款"), "{history}");
    assert!(
        !history.contains("cn2002") && !history.contains("drill"),
        "{history}"
    );
}

/// The ids of a Fluent file: every line that starts a message.
fn ids(ftl: &str) -> std::collections::BTreeSet<String> {
    ftl.lines()
        .filter_map(|line| line.split_once(" ="))
        .map(|(id, _)| id.trim().to_string())
        .filter(|id| !id.starts_with('#') && !id.is_empty() && !id.contains(' '))
        .collect()
}

/// Every message id written in the code exists in every locale, so a missing id can
/// never show as `[id]`. Literal ids are found in the sources; ids built at run time
/// are checked by the unit tests of the values they are built from.
#[test]
fn every_message_id_the_code_uses_exists_in_every_locale() {
    let locales = [
        (
            "en",
            concat!(
                include_str!("../../locales/en/main.ftl"),
                include_str!("../../locales/en/help.ftl")
            ),
        ),
        (
            "zh-CN",
            concat!(
                include_str!("../../locales/zh-CN/main.ftl"),
                include_str!("../../locales/zh-CN/help.ftl")
            ),
        ),
        (
            "zh-TW",
            concat!(
                include_str!("../../locales/zh-TW/main.ftl"),
                include_str!("../../locales/zh-TW/help.ftl")
            ),
        ),
    ];
    let known: Vec<(&str, std::collections::BTreeSet<String>)> =
        locales.iter().map(|(tag, ftl)| (*tag, ids(ftl))).collect();
    let mut missing = Vec::new();
    let mut checked = 0;
    for entry in walk(std::path::Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/src"
    ))) {
        let source = std::fs::read_to_string(&entry).unwrap();
        // Test modules quote ids on purpose (missing ones among them).
        let code = source.split("#[cfg(test)]").next().unwrap_or("");
        // Between quotes: every other piece of the text split at `"`; an id is the first
        // argument of a call that formats a message.
        let pieces: Vec<&str> = code.split('"').collect();
        for (i, id) in pieces.iter().enumerate().skip(1).step_by(2) {
            let before = pieces[i - 1].trim_end();
            let called = ["text(", "format(", " f(", "count(", " m(", "board("]
                .iter()
                .any(|call| before.ends_with(call));
            if !called || !is_id_like(id) {
                continue;
            }
            checked += 1;
            for (tag, ids) in &known {
                if !ids.contains(*id) {
                    missing.push(format!("{}: {id} missing in {tag}", entry.display()));
                }
            }
        }
    }
    assert!(
        checked > 200,
        "only {checked} ids found: is the scan broken?"
    );
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

/// `word-word…` in lower case: how message ids are written.
fn is_id_like(text: &str) -> bool {
    text.contains('-')
        && text.starts_with(|c: char| c.is_ascii_lowercase())
        && !text.ends_with('-')
        && !text.contains("--")
        && text
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

fn walk(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(walk(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}

#[test]
fn a_bad_results_file_is_told_in_chinese_with_its_place() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("results.csv");
    std::fs::write(&path, "round,black,white,result\n1,李,李,B\n").unwrap();
    let out = weiqi()
        .args(["--lang", "zh-CN", "rules", "standings"])
        .arg(&path)
        .output()
        .unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.ends_with("：第2行第5列：“李”不能与自己对局\n"), "{err}");
    assert_eq!(out.status.code(), Some(1));
}

/// Whether `line` holds an English sentence: three words of Latin letters in a row.
/// Code (`…`) and what the user typed (“…”, "…") are left out: those are quoted.
fn has_english(line: &str) -> bool {
    let mut plain = String::new();
    let mut closing = None;
    for ch in line.chars() {
        match closing {
            Some(end) if ch == end => closing = None,
            Some(_) => {}
            None => match ch {
                '`' => closing = Some('`'),
                '“' => closing = Some('”'),
                '"' => closing = Some('"'),
                _ => plain.push(ch),
            },
        }
    }
    let mut run = 0;
    for token in plain.split_whitespace() {
        let word = token.trim_end_matches([',', '.', ';', ':', '!', '?', ')']);
        let word = word.trim_start_matches('(');
        let english = word.len() >= 2 && word.chars().all(|c| c.is_ascii_alphabetic() || c == '\'');
        run = if english { run + 1 } else { 0 };
        if run >= 3 {
            return true;
        }
    }
    false
}

/// Files a user might hand the program, each wrong in its own way.
fn bad_inputs(dir: &std::path::Path) {
    let files: [(&str, &str); 18] = [
        (
            "syntax.toml",
            "[[question]]\nid = \"x\"\ntext.zh-CN = \"abc\n",
        ),
        ("duplicate.toml", "[[question]]\nid = \"a\"\nid = \"b\"\n"),
        (
            "types.toml",
            "[[question]]\nid = 3\ntype = \"choice\"\ntext.zh-CN = true\noptions.zh-CN = [1, 2]\nanswer = \"B\"\n",
        ),
        (
            "board.toml",
            "[[question]]\nid = \"b.at\"\ntype = \"board\"\ntext.zh-CN = \"能下吗\"\nboard = \"\"\"\n. X O\nX O .\n. . .\n\"\"\"\nask = \"legal\"\nat = \"Z9\"\n\n[[question]]\nid = \"b.irr\"\ntype = \"board\"\ntext.zh-CN = \"第几手\"\nboard = \"\"\"\n. . .\n. . .\n. . .\n\"\"\"\nask = \"irregular\"\nmoves = [\"B A1\", \"W B2\"]\n\n[[question]]\nid = \"b.sgf\"\ntype = \"board\"\ntext.zh-CN = \"数\"\nsgf = \"(;SZ[9];B[ee]\"\nask = \"count\"\n",
        ),
        (
            "calc.toml",
            "[[question]]\nid = \"c.area\"\ntype = \"calc\"\ncalc = \"result\"\ntext.zh-CN = \"黑{black}子\"\nparams.black = { from = 400, to = 401 }\n\n[[question]]\nid = \"c.time\"\ntype = \"calc\"\ncalc = \"byoyomi\"\ntext.zh-CN = \"读秒{periods}\"\nparams.periods = 1\nparams.moves = \"61\"\n\n[[question]]\nid = \"c.wdl\"\ntype = \"calc\"\ncalc = \"progressive\"\ntext.zh-CN = \"{results}\"\nparams.results = \"WXQ\"\n",
        ),
        ("occupied.sgf", "(;GM[1]SZ[9];B[ee];W[ee])"),
        ("handicap.sgf", "(;GM[1]SZ[9]HA[30])"),
        ("broken.sgf", "(;GM[1]SZ[9;B[ee]"),
        ("broken-move.sgf", "(;GM[1]SZ[9]\n;B[ee];W(cc];B[dd])"),
        (
            "fox.sgf",
            "(;GM[1]FF[4]SZ[9]KM[375]HA[0]RU[Chinese]AP[GNU Go:3.8]RE[W+R]AP[foxwq]\n;B[ee];W[cc])",
        ),
        (
            "komi-unusable.sgf",
            "(;GM[1]SZ[9]KM[375]RE[白胜4又3/4子]\n;B[ee];W[cc])",
        ),
        (
            "komi-stones.sgf",
            "(;GM[1]SZ[9]HA[2]KM[3.75]RU[cn]RE[黑胜很多]AB[cc][gg]\n;B[ee];W[cg])",
        ),
        (
            "komi-word.sgf",
            "(;GM[1]SZ[9]KM[七目半]RE[B+T]\n;W[ee];B[cc])",
        ),
        ("results.csv", "player,round\nA,x\n"),
        ("results.toml", "[[game]]\nround = 1\nblack = \"A\"\n"),
        ("results-syntax.toml", "garbage"),
        ("paper.toml", "title.zh-CN = \"测验\"\nminutes = \"x\"\n"),
        ("key.json", "{\"format\": "),
    ];
    for (name, text) in files {
        std::fs::write(dir.join(name), text).unwrap();
    }
}

#[test]
fn what_a_chinese_user_reads_has_no_english_sentence() {
    let dir = tempfile::tempdir().unwrap();
    bad_inputs(dir.path());
    let fixtures = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures");
    let swiss = format!("{fixtures}/tournament/swiss-6.csv");
    let round_robin = format!("{fixtures}/tournament/round-robin-4.toml");
    let unmarked = format!("{fixtures}/unmarked-9x9.sgf");
    let seki = format!("{fixtures}/seki-7x7.txt");
    let ko = format!("{fixtures}/ko-retake.sgf");
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (
            vec!["check", "syntax.toml", "duplicate.toml", "types.toml"],
            "",
        ),
        (vec!["check", "board.toml", "calc.toml", "missing.toml"], ""),
        (vec!["--bank", "syntax.toml", "practice"], ""),
        (vec!["list", "--stats"], ""),
        (vec!["list", "--tag", "no-such-tag"], ""),
        (vec!["rules", "replay", "occupied.sgf"], ""),
        (vec!["rules", "replay", "handicap.sgf"], ""),
        (vec!["rules", "replay", "broken.sgf"], ""),
        (vec!["rules", "replay", "missing.sgf"], ""),
        (vec!["rules", "count", &unmarked, "--dead", "auto"], ""),
        (vec!["rules", "count", &seki], ""),
        (vec!["rules", "count", "occupied.sgf"], ""),
        (vec!["rules", "count", "broken-move.sgf"], ""),
        (vec!["rules", "count", "fox.sgf"], ""),
        (vec!["rules", "count", "komi-unusable.sgf"], ""),
        (vec!["rules", "count", "komi-stones.sgf"], ""),
        (vec!["rules", "count", "komi-word.sgf"], ""),
        (vec!["rules", "ruling", "--game", "komi-word.sgf"], ""),
        (vec!["rules", "ruling", "--game", "komi-stones.sgf"], ""),
        (vec!["rules", "result", "--black", "183"], ""),
        (vec!["rules", "result", "--black", "500"], ""),
        (vec!["rules", "result", "--black", "abc"], ""),
        (
            vec!["rules", "result", "--komi-points", "x", "--black", "1"],
            "",
        ),
        (vec!["rules", "ruling", "double-move"], ""),
        (vec!["rules", "ruling", "--game", &ko], ""),
        (vec!["rules", "ruling", "--game", "occupied.sgf"], ""),
        (vec!["rules", "nigiri"], ""),
        (vec!["rules", "nigiri", "--shown", "3", "--count", "5"], ""),
        (
            vec!["rules", "clock", "--periods", "3", "--moves", "45,75,130"],
            "",
        ),
        (vec!["rules", "clock", "--moves", "45,abc"], ""),
        (
            vec!["rules", "clock", "--system", "sudden-death", "--moves", "5"],
            "",
        ),
        (vec!["rules", "standings", &swiss], ""),
        (vec!["rules", "standings", &round_robin], ""),
        (
            vec!["rules", "standings", &round_robin, "--method", "x"],
            "",
        ),
        (vec!["rules", "standings", "results.csv"], ""),
        (vec!["rules", "standings", "results.toml"], ""),
        (vec!["rules", "standings", "results-syntax.toml"], ""),
        (vec!["rules", "presets"], ""),
        (vec!["history"], ""),
        (vec!["review"], ""),
        (vec!["exam", "--paper", "no-such-paper"], ""),
        (vec!["exam", "--paper", "paper.toml"], ""),
        (vec!["grade", "key.json", "results.csv"], ""),
        (
            vec!["export", "--format", "gift", "--out", "no/such/dir/x.gift"],
            "",
        ),
        (vec!["serve", "--bind", "999.1.1.1"], ""),
        (vec!["drill", "count", "--size", "4"], ""),
        (vec!["drill", "count", "--game", "broken.sgf"], ""),
        (vec!["drill", "clock", "--count", "1"], "1\n"),
        (vec!["drill", "standings", "--count", "1"], "1\n"),
        (vec!["practice", "--count", "3"], "A\n2次\nxyz\n\n"),
        (vec!["practice", "--count", "0"], ""),
        (vec!["exam", "--rules", "no-such-rules"], ""),
        (vec!["history", "--reset"], ""),
        (vec!["pratice"], ""),
        (vec!["rules", "count", "--help"], ""),
        (vec!["--help"], ""),
    ];
    let home = tempfile::tempdir().unwrap();
    let mut found = Vec::new();
    for lang in ["zh-CN", "zh-TW"] {
        for (args, input) in &cases {
            let out = weiqi()
                .current_dir(dir.path())
                .env("WEIQI_QUIZ_HOME", home.path())
                .args(["--lang", lang, "--seed", "7"])
                .args(args)
                .write_stdin(input.to_string())
                .output()
                .unwrap();
            let text = String::from_utf8_lossy(&out.stdout).into_owned()
                + &String::from_utf8_lossy(&out.stderr);
            assert!(!text.trim().is_empty(), "{lang} {args:?} said nothing");
            for line in text.lines().filter(|line| has_english(line)) {
                found.push(format!("{lang} {args:?}: {line}"));
            }
        }
    }
    assert!(
        found.is_empty(),
        "English under a Chinese --lang:\n{}",
        found.join("\n")
    );
}

/// The detector finds what it is for: the same errors in English are flagged.
#[test]
fn the_english_detector_flags_english() {
    let dir = tempfile::tempdir().unwrap();
    bad_inputs(dir.path());
    let out = weiqi()
        .current_dir(dir.path())
        .args([
            "--lang",
            "en",
            "check",
            "board.toml",
            "calc.toml",
            "syntax.toml",
        ])
        .output()
        .unwrap();
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    let flagged = text.lines().filter(|line| has_english(line)).count();
    assert!(flagged >= 5, "{flagged} lines flagged in:\n{text}");
    assert!(!has_english("第2手（白 E5）不合法：该点已有棋子"));
    assert!(!has_english("未知的字段 `this is code` “what they typed”"));
    assert!(has_english("weiqi-quiz: not a readable SGF file"));
}

/// The words of an HTML page as a reader sees them: no style, script or tags.
fn page_text(html: &str) -> String {
    let mut text = String::new();
    let mut rest = html;
    while let Some(start) = rest.find('<') {
        text.push_str(&rest[..start]);
        let tag = &rest[start..];
        let skip_to = ["<style", "<script"]
            .iter()
            .find(|open| tag.starts_with(**open))
            .map(|open| format!("</{}>", &open[1..]));
        let end = match skip_to {
            Some(close) => tag.find(&close).map(|at| at + close.len()),
            None => tag.find('>').map(|at| at + 1),
        };
        let Some(end) = end else { break };
        text.push('\n');
        rest = &tag[end..];
    }
    text.push_str(rest);
    text.replace("&amp;", "&")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
}

#[test]
fn printed_sheets_keys_and_reports_in_chinese_have_no_english_sentence() {
    for lang in ["zh-CN", "zh-TW"] {
        let dir = tempfile::tempdir().unwrap();
        let run = |args: &[&str]| {
            let out = weiqi()
                .current_dir(dir.path())
                .args(["--lang", lang, "--seed", "11"])
                .args(args)
                .output()
                .unwrap();
            assert!(out.status.success(), "{args:?}: {out:?}");
            String::from_utf8_lossy(&out.stdout).into_owned()
                + &String::from_utf8_lossy(&out.stderr)
        };
        let mut said = run(&[
            "sheet",
            "--paper",
            "club-basics",
            "--answer-sheet",
            "--versions",
            "2",
            "--out",
            "html",
        ]);
        said += &run(&["sheet", "--format", "md", "--count", "12", "--out", "md"]);
        std::fs::write(dir.path().join("answers.csv"), "张三,1,A,B\n李四,2,C\n").unwrap();
        said += &run(&[
            "grade",
            "html/key.json",
            "answers.csv",
            "--csv",
            "grades.csv",
        ]);
        said += &run(&[
            "grade",
            "html/key.json",
            "answers.csv",
            "--report",
            "reports",
        ]);
        let mut found: Vec<String> = said
            .lines()
            .filter(|line| has_english(line))
            .map(|line| format!("{lang} output: {line}"))
            .collect();
        for folder in ["html", "md", "reports"] {
            for entry in std::fs::read_dir(dir.path().join(folder)).unwrap() {
                let path = entry.unwrap().path();
                // The set's own marker file is the program's, not the reader's.
                if path
                    .file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with('.'))
                {
                    continue;
                }
                let text = std::fs::read_to_string(&path).unwrap();
                let text = match path.extension().and_then(|e| e.to_str()) {
                    Some("html") => page_text(&text),
                    Some("json") => continue,
                    _ => text,
                };
                for line in text.lines().filter(|line| has_english(line)) {
                    found.push(format!("{lang} {}: {line}", path.display()));
                }
            }
        }
        assert!(found.is_empty(), "{}", found.join("\n"));
    }
}
