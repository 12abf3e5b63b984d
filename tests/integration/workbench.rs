//! Issue 30, points 3 and 4: a `check` a teacher can trust, and the tag vocabulary.
//! Each failure a coach met writing a bank of their own is run through the binary, in
//! zh-CN where they met it in zh-CN.

use crate::cli::weiqi;

/// `weiqi-quiz --lang LANG --bank <bank> ARGS…`: exit code and stdout (stderr after it).
fn run(lang: &str, bank: &str, args: &[&str]) -> (i32, String) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("mine.toml");
    std::fs::write(&path, bank).unwrap();
    let out = weiqi()
        .args(["--lang", lang, "--bank"])
        .arg(&path)
        .args(args)
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap() + &String::from_utf8(out.stderr).unwrap();
    let path = path.display().to_string();
    (
        out.status.code().unwrap_or(-1),
        text.replace(&path, "mine.toml"),
    )
}

fn check(lang: &str, bank: &str) -> (i32, String) {
    run(lang, bank, &["check"])
}

#[test]
fn blank_counts_of_every_locale_are_reported_in_one_pass() {
    let bank = r#"[[question]]
id = "komi.fill"
type = "fill"
unit = "points"
text.zh-CN = "贴目是____，即____子。"
text.en = "Komi is ____ points."
answer.zh-CN = [["7.5目", "七目半"]]
answer.en = [["7.5"], ["3 3/4"]]
"#;
    let (code, out) = check("zh-CN", bank);
    assert_eq!(code, 1);
    assert_eq!(
        out,
        "mine.toml:7:1: text.en 有 1 个空（____），但 en 的答案列了 2 个 [komi.fill]\n\
         mine.toml:7:1: text.zh-CN 有 2 个空（____），但 zh-CN 的答案列了 1 个 [komi.fill]\n\
         发现2个问题（读入1题）\n"
    );
}

#[test]
fn misspelt_fields_asks_and_calcs_get_the_name_meant() {
    let bank = r#"[[question]]
id = "a.open"
type = "open"
artcle = "11"
text.zh-CN = "什么是气？"
answer.zh-CN = "相邻的空点。"

[[question]]
id = "a.board"
type = "board"
board = """
a X
X X
"""
ask = "legall"
at = "a"
text.zh-CN = "白方可以下在a点吗？"

[[question]]
id = "a.calc"
type = "calc"
calc = "reslt"
params.black = 183
text.zh-CN = "黑方{black}子，结果如何？"
"#;
    let (code, out) = check("zh-CN", bank);
    assert_eq!(code, 1);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[0],
        "mine.toml:4:1: 未知的字段 `artcle`，是不是 `article`？ [a.open]"
    );
    assert_eq!(
        lines[1],
        "mine.toml:15:7: 未知的 ask `legall`，是不是 `legal`？（应为 legal、captures、liberties、count、result 或 irregular） [a.board]"
    );
    assert!(
        lines[2].starts_with(
            "mine.toml:22:8: 未知的计算 \"reslt\"，是不是 `result`？（应为以下之一：result, "
        ),
        "{out}"
    );
    let (_, out) = check("en", bank);
    assert!(
        out.starts_with(
            "mine.toml:4:1: unknown field `artcle`: did you mean `article`? [a.open]\n"
        ),
        "{out}"
    );
}

#[test]
fn a_full_width_answer_letter_is_read_as_its_letter() {
    let bank = r#"[[question]]
id = "c.ime"
type = "choice"
text.zh-CN = "中国规则的贴子是多少？"
options.zh-CN = ["3又3/4子", "6目半"]
answer = "Ａ"
"#;
    let (code, out) = check("zh-CN", bank);
    assert_eq!(
        (code, out.as_str()),
        (0, "1个文件共1题（选择题 1）：未发现问题\n")
    );
}

#[test]
fn a_chinese_comma_in_tags_is_one_precise_finding() {
    let inside = r#"[[question]]
id = "t.inside"
type = "open"
tags = ["ko，rulings"]
text.zh-CN = "什么是劫？"
answer.zh-CN = "双方可以轮流提取对方一子的形状。"
"#;
    let (code, out) = check("zh-CN", inside);
    assert_eq!(code, 0, "read as two tags: {out}");
    assert_eq!(
        out,
        "mine.toml:4:9: 警告: 标签 `ko，rulings` 中有全角逗号“，”：每个标签要单独写成一个字符串：tags = [\"ko\", \"rulings\"] [t.inside]\n\
         1个文件共1题（简答题 1）：未发现问题，1个警告\n"
    );
    let (_, listed) = run("zh-CN", inside, &["list"]);
    assert!(listed.contains("劫、裁决"), "{listed}");
    let between = inside.replace(r#"["ko，rulings"]"#, r#"["ko"，"rulings"]"#);
    let (code, out) = check("zh-CN", &between);
    assert_eq!(code, 1);
    assert_eq!(
        out,
        "mine.toml:4:13: TOML 语法错误：这里用了全角的“，”（中文输入法），TOML 要求半角的 `,`\n\
         发现1个问题（读入0题）\n"
    );
}

#[test]
fn a_flat_fill_answer_is_shown_in_the_shape_wanted() {
    let bank = r#"[[question]]
id = "f.flat"
type = "fill"
unit = "points"
text.zh-CN = "日本规则的贴目是____。"
answer.zh-CN = ["7.5目", "七目半"]
"#;
    let (code, out) = check("zh-CN", bank);
    assert_eq!(code, 1);
    assert_eq!(
        out.lines().next().unwrap(),
        "mine.toml:6:16: `answer.zh-CN` 直接列了字符串，但填空题的答案要为每个空各列一个可接受答案的列表：answer.zh-CN = [[\"7.5目\", \"七目半\"]] [f.flat]"
    );
}

#[test]
fn diagram_errors_are_in_the_readers_language() {
    let bank = r#"[[question]]
id = "b.ragged"
type = "board"
board = """
a X . . . .
X X . . .
. . . . . .
. . . . . .
. . . . . .
. . . . . .
"""
ask = "legal"
at = "a"
text.zh-CN = "白方可以下在a点吗？"
"#;
    for (lang, expected) in [
        (
            "zh-CN",
            "mine.toml:6:1: board 棋图错误：这一行有5个点，但第一行有6个 [b.ragged]",
        ),
        (
            "zh-TW",
            "mine.toml:6:1: board 棋圖錯誤：這一行有5個點，但第一行有6個 [b.ragged]",
        ),
        (
            "en",
            "mine.toml:6:1: board: 5 points in this row, but the first row has 6 [b.ragged]",
        ),
    ] {
        let (_, out) = check(lang, bank);
        assert_eq!(out.lines().next().unwrap(), expected);
    }
    let unexpected = bank.replace("a X . . . .\nX X . . .\n", "a X . . . .\nX X . . ? .\n");
    let (_, out) = check("zh-CN", &unexpected);
    assert_eq!(
        out.lines().next().unwrap(),
        "mine.toml:6:9: board 棋图错误：不认识“?”（请用 X、O、. 或小写字母标记） [b.ragged]"
    );
}

#[test]
fn counts_read_naturally_in_each_language() {
    let broken = "[[question]]\nid = \"x\"\ntype = \"open\"\nlevel = 9\ntext.en = \"t\"\nanswer.en = \"a\"\n";
    let (_, out) = check("zh-CN", broken);
    assert!(out.ends_with("\n发现1个问题（读入1题）\n"), "{out}");
    let (_, out) = check("zh-TW", broken);
    assert!(out.ends_with("\n發現1個問題（讀入1題）\n"), "{out}");
    let (_, out) = check("en", broken);
    assert!(out.ends_with("\n1 problem (1 question read)\n"), "{out}");
    let (code, out) = run("en", broken, &["list"]);
    assert_eq!(code, 1);
    assert!(
        out.ends_with("(1 problem in the bank; run `weiqi-quiz check` to see it)\n"),
        "{out}"
    );
    let fine = broken.replace("level = 9\n", "");
    let (_, out) = check("en", &fine);
    assert_eq!(out, "1 question in 1 file (open 1): no problems found\n");
}

#[test]
fn points_are_explained_as_points() {
    let bank = "[[question]]\nid = \"p\"\ntype = \"open\"\npoints = 0.3\ntext.zh-CN = \"t\"\nanswer.zh-CN = \"a\"\n";
    let (_, out) = check("zh-CN", bank);
    assert_eq!(
        out.lines().next().unwrap(),
        "mine.toml:4:10: `points` 是本题的分值，以分计，须为 0.25 的倍数（如 1、0.5 或 2.25） [p]"
    );
    let (_, out) = check("en", bank);
    assert!(!out.contains("stone"), "{out}");
}

#[test]
fn an_unknown_tag_is_warned_with_the_tag_meant() {
    let bank = "[[question]]\nid = \"c\"\ntype = \"open\"\ntags = [\"byoyomi\", \"clocks\"]\ntext.zh-CN = \"t\"\nanswer.zh-CN = \"a\"\n";
    let (code, out) = check("zh-CN", bank);
    assert_eq!(code, 0, "a warning");
    assert_eq!(
        out.lines().next().unwrap(),
        "mine.toml:4:20: 警告: 标签 `clocks` 不在标签表中，是不是 `time-control`？（`weiqi-quiz list --tags` 列出全部；题库可在 [tags] 表中自定义标签） [c]"
    );
    let (code, _) = run("zh-CN", bank, &["check", "--strict"]);
    assert_eq!(code, 1);
}

#[test]
fn a_banks_own_tags_are_known_and_named_in_the_readers_language() {
    let bank = r#"[tags]
opening-etiquette = { zh-CN = "开局礼仪", en = "opening etiquette" }

[[question]]
id = "own.tag"
type = "open"
tags = ["opening-etiquette", "nigiri"]
text.zh-CN = "猜先时谁先抓子？"
answer.zh-CN = "上手（或年长者）抓一把白子。"
"#;
    let (code, out) = check("zh-CN", bank);
    assert_eq!(
        (code, out.as_str()),
        (0, "1个文件共1题（简答题 1）：未发现问题\n")
    );
    let (_, out) = run("zh-CN", bank, &["list"]);
    assert!(out.contains("开局礼仪、猜先"), "{out}");
    let (_, out) = run("zh-TW", bank, &["list"]);
    assert!(out.contains("開局禮儀、猜先"), "{out}");
    let (_, out) = run("en", bank, &["list", "--stats"]);
    assert!(
        out.contains("opening etiquette (opening-etiquette)"),
        "{out}"
    );
    let (_, out) = run("en", bank, &["list", "--tags"]);
    let own = out
        .lines()
        .find(|l| l.starts_with("opening-etiquette"))
        .unwrap();
    assert!(
        own.contains("opening etiquette") && own.contains(" 1  开局礼仪"),
        "{own}"
    );
}

#[test]
fn list_tags_names_every_tag_of_the_vocabulary_and_counts_its_items() {
    let out = weiqi()
        .args(["--lang", "zh-CN", "list", "--tags"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let time = text
        .lines()
        .find(|l| l.starts_with("time-control "))
        .unwrap();
    let words: Vec<&str> = time.split_whitespace().collect();
    assert_eq!(words[1], "用时");
    assert!(words[2].parse::<usize>().unwrap() > 0, "{time}");
    assert!(time.ends_with("time control / 用時"), "{time}");
    let out = weiqi().args(["list", "--tags", "--json"]).output().unwrap();
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let tags = json.as_array().unwrap();
    assert!(
        tags.iter().all(|t| t["origin"] == "vocabulary"),
        "the default bank keeps to it"
    );
    assert!(
        tags.iter().all(|t| t["items"].as_u64().unwrap() > 0),
        "every tag is used"
    );
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/questions/README.md"))
            .unwrap();
    for t in tags {
        let row = format!(
            "| `{}` | {} | {} | {} |",
            t["tag"].as_str().unwrap(),
            t["names"]["zh-CN"].as_str().unwrap(),
            t["names"]["en"].as_str().unwrap(),
            t["names"]["zh-TW"].as_str().unwrap()
        );
        assert!(readme.contains(&row), "questions/README.md lacks {row}");
    }
}
