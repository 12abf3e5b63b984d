//! The bank author's workbench (issue 30): a template of each type that `check` passes,
//! a preview of any item, and `--id` to take chosen items into every front end.

use crate::cli::weiqi;

fn run(args: &[&str]) -> (Option<i32>, String) {
    let out = weiqi().args(args).write_stdin("").output().unwrap();
    let text =
        String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    (out.status.code(), text)
}

const TYPES: [&str; 6] = ["fill", "choice", "truefalse", "calc", "board", "open"];

#[test]
fn every_template_is_commented_in_the_readers_language_and_passes_check() {
    let dir = tempfile::tempdir().unwrap();
    for lang in ["zh-CN", "en", "zh-TW"] {
        for kind in TYPES {
            let (code, template) = run(&["--lang", lang, "new", kind]);
            assert_eq!(code, Some(0), "{lang} {kind}: {template}");
            let comment = template.lines().next().unwrap();
            let chinese = comment
                .chars()
                .any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c));
            assert_eq!(chinese, lang != "en", "{lang} {kind}: {comment}");
            let file = dir.path().join(format!("{lang}-{kind}.toml"));
            std::fs::write(&file, &template).unwrap();
            let (code, out) = run(&["--lang", lang, "check", file.to_str().unwrap()]);
            assert_eq!(code, Some(0), "{lang} {kind}:\n{template}\n{out}");
        }
    }
}

#[test]
fn show_previews_every_locale_the_key_and_the_position_after_the_moves() {
    let dir = tempfile::tempdir().unwrap();
    let (_, template) = run(&["--lang", "zh-CN", "new", "board"]);
    let file = dir.path().join("ko.toml");
    std::fs::write(&file, template).unwrap();
    let (code, out) = run(&[
        "--lang",
        "zh-CN",
        "--bank",
        file.to_str().unwrap(),
        "show",
        "my.ko-retake",
    ]);
    assert_eq!(code, Some(0), "{out}");
    // The reader's language first, then the others, the converted one said so.
    let zh = out.find("zh-CN：从图中局面开始").expect(&out);
    let en = out.find("en：From the position shown").expect(&out);
    assert!(zh < en, "{out}");
    assert!(out.contains("zh-TW（由简体转换）：從圖中局面開始"), "{out}");
    assert!(out.contains("依据：2002年规则第20条第1款"), "{out}");
    assert!(out.contains("答案（引擎计算）：错"), "{out}");
    // The board as learners see it (the label a), then after Black's capture at a:
    // the captured B4 is the asked point, the capturing stone in brackets.
    assert!(out.contains(" 4  X O a O . 4"), "{out}");
    assert!(
        out.contains("下完着法后的局面（括号为最后一手，?为所问的点）："),
        "{out}"
    );
    assert!(out.contains(" 4  X ?(X)O . 4"), "{out}");
}

#[test]
fn show_of_a_default_item_gives_its_worked_solution() {
    let (code, out) = run(&["--lang", "zh-CN", "show", "board.count-6x6-draw"]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("答案（引擎计算）：18"), "{out}");
    assert!(
        out.contains(" 5  o o X O . . 5"),
        "dead chain marked: {out}"
    );
    assert!(out.contains("解答过程："), "{out}");
}

#[test]
fn an_unknown_id_is_refused_with_the_nearest_one() {
    let (code, out) = run(&["--lang", "zh-CN", "show", "ko.send-tow"]);
    assert_eq!(code, Some(1));
    assert!(
        out.contains("题库中没有编号为 `ko.send-tow` 的题目；是不是 `ko.send-two`？"),
        "{out}"
    );
    let (code, out) = run(&["--lang", "zh-CN", "practice", "--id", "nothing.like.it"]);
    assert_eq!(code, Some(1));
    assert!(out.contains("`weiqi-quiz list` 列出全部编号"), "{out}");
}

#[test]
fn id_takes_the_chosen_items_into_practice_sheets_and_exports() {
    let ids = ["result.184", "ko.term"];
    let (_, out) = run(&[
        "--lang",
        "zh-CN",
        "--no-save",
        "practice",
        "--id",
        ids[0],
        "--id",
        ids[1],
    ]);
    assert!(out.contains("[1/2]") && out.contains("共2题"), "{out}");
    let dir = tempfile::tempdir().unwrap();
    let sheets = dir.path().join("s");
    let (code, out) = run(&[
        "--lang",
        "zh-CN",
        "sheet",
        "--id",
        ids[0],
        "--id",
        ids[1],
        "--out",
        sheets.to_str().unwrap(),
    ]);
    assert_eq!(code, Some(0), "{out}");
    let key = std::fs::read_to_string(sheets.join("key.json")).unwrap();
    assert!(key.contains(ids[0]) && key.contains(ids[1]), "{key}");
    let (_, gift) = run(&[
        "--lang", "zh-CN", "export", "--format", "gift", "--id", ids[1],
    ]);
    assert_eq!(gift.matches("::ko.term").count(), 1, "{gift}");
    assert!(!gift.contains("::result.184"), "{gift}");
}

#[test]
fn id_takes_the_chosen_items_into_the_classroom() {
    let dir = tempfile::tempdir().unwrap();
    let bank = crate::serve::bank_file(dir.path());
    let server = crate::serve::start_with(
        &bank,
        dir.path(),
        &["--lang", "zh-CN", "--id", "r.result", "--id", "c.komi"],
    );
    let token = server.join("李伟");
    let (status, q) = server.question(&token);
    assert_eq!(status, 200, "{q}");
    assert_eq!(q["of"], 2, "{q}");
    assert_eq!(q["type"], "calc", "the first id first: {q}");
}

const EXPORTED: &str = r#"
[[question]]
id = "x.result"
type = "calc"
article = "11"
calc = "result"
params.black = 180.5
text.zh-CN = "19路分先对局终局，黑方共{black}子。按2002年规则，结果如何？"
text.en = "Black has {black} stones at the end. The result under the 2002 rules?"

[[question]]
id = "x.nigiri"
type = "calc"
regulation.zh-CN = "猜先"
calc = "nigiri"
params.shown = 1
params.count = 8
text.zh-CN = "猜先时一方出示1子（猜单），对方抓出8子。猜先的一方执什么颜色？"
text.en = "At nigiri one player shows 1 stone (guessing odd) and the other has grabbed 8. Which colour does the guesser take?"

[[question]]
id = "x.needed"
type = "calc"
article = "11"
calc = "area-needed"
text.zh-CN = "19路分先对局，按2002年规则黑方至少要多少子才能获胜？"
text.en = "In an even 19×19 game under the 2002 rules, how many stones does Black need to win?"
"#;

/// Every answer a GIFT export accepts for a computed item is one the trainer marks
/// right, and the spellings people write are among them: the result from the winner's
/// side and in points, the colour as 白方 or 执白.
#[test]
fn exports_accept_what_the_trainer_accepts() {
    use rand::SeedableRng;
    use weiqi_quiz::bank::check::load_and_check;
    use weiqi_quiz::bank::instance::{Grade, Response, instantiate};
    use weiqi_quiz::bank::load::Source;
    use weiqi_quiz::i18n::{Lang, Localizer};

    let dir = tempfile::tempdir().unwrap();
    let bank = dir.path().join("x.toml");
    std::fs::write(&bank, EXPORTED).unwrap();
    let (code, gift) = run(&[
        "--lang",
        "zh-CN",
        "--bank",
        bank.to_str().unwrap(),
        "export",
        "--format",
        "gift",
        "--variants",
        "1",
    ]);
    assert_eq!(code, Some(0), "{gift}");
    let (questions, findings) = load_and_check(&[Source {
        name: "x.toml".into(),
        text: EXPORTED.into(),
    }]);
    assert!(findings.is_empty(), "{findings:?}");
    for (q, needed) in questions.iter().zip([
        &["白胜3又3/4子", "白胜7.5目", "黑负3又3/4子", "W+7.5"][..],
        &["白方", "执白", "白", "White"][..],
        &["185", "185子", "一百八十五", "一百八十五子", "185 stones"][..],
    ]) {
        let block = gift
            .split(&format!("::{}", q.id))
            .nth(1)
            .and_then(|rest| rest.split('}').next())
            .unwrap_or_else(|| panic!("{} not exported:\n{gift}", q.id));
        let accepted: Vec<String> = block
            .lines()
            .filter_map(|l| l.trim().strip_prefix('='))
            .map(|a| a.replace("\\=", "=").replace("\\:", ":"))
            .collect();
        for form in needed {
            assert!(
                accepted.iter().any(|a| a == form),
                "{}: {form} in {accepted:?}",
                q.id
            );
        }
        let mut rng = rand::rngs::ChaCha8Rng::seed_from_u64(1);
        let instance = instantiate(q, &Localizer::new(Lang::ZhCn), &mut rng).unwrap();
        for answer in &accepted {
            assert_eq!(
                instance.grade(&Response::Text(vec![answer.clone()])),
                Grade::Right,
                "{}: the export accepts {answer:?}, the trainer does not",
                q.id
            );
        }
    }
}

const RECORD_ITEM: &str = r#"
[[question]]
id = "my.double"
type = "board"
article = "17.2"
level = 4
sgf = "games/double.sgf"
ask = "irregular"
text.zh-CN = "裁判员复查这盘棋的记录。请在第一个违规的着法处停下。"
text.en = "A referee checks this game record. Stop at the first irregular move."
"#;

/// A double move: every move the board allows, the fourth a second Black move in a row.
const DOUBLE_MOVE: &str = "(;GM[1]SZ[9];B[ee];W[cc];B[gg];B[ge];W[eg])";

#[test]
fn a_record_item_reads_its_game_from_a_file_beside_the_bank_and_never_outside() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("games")).unwrap();
    std::fs::write(dir.path().join("games/double.sgf"), DOUBLE_MOVE).unwrap();
    let bank = dir.path().join("bank.toml");
    std::fs::write(&bank, RECORD_ITEM).unwrap();
    let bank = bank.to_str().unwrap();
    let (code, out) = run(&["--lang", "zh-CN", "check", bank]);
    assert_eq!(code, Some(0), "{out}");
    let (_, out) = run(&["--lang", "zh-CN", "--bank", bank, "show", "my.double"]);
    assert!(out.contains("答案（引擎计算）：4"), "{out}");
    assert!(
        out.contains("第4手（黑 G5）：连下两着（2002年规则第17条第2款）"),
        "{out}"
    );
    // Out of the bank's folder, never.
    std::fs::write(
        dir.path().join("bank.toml"),
        RECORD_ITEM.replace("games/double.sgf", "../double.sgf"),
    )
    .unwrap();
    let (code, out) = run(&["--lang", "zh-CN", "check", bank]);
    assert_eq!(code, Some(1));
    assert!(
        out.contains("`sgf` 写的是 ../double.sgf：棋谱须直接写 SGF，或是题库所在文件夹里的文件"),
        "{out}"
    );
}

#[test]
fn replay_names_the_irregular_move_a_referee_rules_on() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("double.sgf");
    std::fs::write(&game, DOUBLE_MOVE).unwrap();
    let (code, out) = run(&["--lang", "zh-CN", "rules", "replay", game.to_str().unwrap()]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("   4  黑     G5    违规（见下）"), "{out}");
    assert!(!out.contains("全部合法"), "{out}");
    assert!(
        out.contains("第4手（黑 G5）：连下两着（2002年规则第17条第2款）"),
        "{out}"
    );
}

#[test]
fn a_ruling_item_is_keyed_by_the_engine_under_either_rule_version() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("games")).unwrap();
    std::fs::write(dir.path().join("games/double.sgf"), DOUBLE_MOVE).unwrap();
    let ruling = |rules: &str| {
        format!(
            "[[question]]\nid = \"my.ruling-{rules}\"\ntype = \"board\"\nrules = \"{rules}\"\nsgf = \"games/double.sgf\"\nask = \"ruling\"\ntext.zh-CN = \"裁判员复查这盘棋的记录，发现一处违规。应如何判罚？\"\n"
        )
    };
    let bank = dir.path().join("rulings.toml");
    std::fs::write(&bank, ruling("cn2002") + &ruling("cn1988")).unwrap();
    let bank = bank.to_str().unwrap();
    let (code, out) = run(&["--lang", "zh-CN", "check", bank]);
    assert_eq!(code, Some(0), "{out}");
    for (id, key) in [
        ("my.ruling-cn2002", "第二着无效，对违规方警告一次"),
        ("my.ruling-cn1988", "违规方判负"),
    ] {
        let (_, out) = run(&["--lang", "zh-CN", "--bank", bank, "show", id]);
        let line = out
            .lines()
            .find(|l| l.starts_with("答案（引擎计算）："))
            .unwrap_or_else(|| panic!("{out}"));
        assert!(line.ends_with(key), "{id}: {line}");
        // The key is one of four lettered rulings.
        assert_eq!(out.matches("\n  D. ").count(), 3, "{out}");
    }
}

/// The coach's ko item: the text captures at B4, the moves play elsewhere; `check`
/// says so instead of keying the retake legal in silence.
#[test]
fn check_warns_when_the_moves_leave_a_stone_the_text_captures() {
    let dir = tempfile::tempdir().unwrap();
    let (_, template) = run(&["--lang", "zh-CN", "new", "board"]);
    let file = dir.path().join("ko.toml");
    std::fs::write(
        &file,
        template.replace("moves = [\"B a\"]", "moves = [\"B E1\"]"),
    )
    .unwrap();
    let (code, out) = run(&["--lang", "zh-CN", "check", file.to_str().unwrap()]);
    assert_eq!(code, Some(0), "a warning: {out}");
    assert!(
        out.contains("题文说 B4 的子被提掉，但下完 `moves` 后那里仍有棋子：请核对着法和题文所说的点 [my.ko-retake]"),
        "{out}"
    );
}

const CITED: &str = r#"
[[question]]
id = "c.ko"
type = "truefalse"
article = "20.1"
text.zh-CN = "白方提劫后，黑方不在别处下一手就立即回提，违反规则。"
answer = true

[[question]]
id = "c.komi-1988"
type = "truefalse"
rules = "cn1988"
article = "9"
text.zh-CN = "按1988年规则数子，黑方184子获胜。"
answer = true
"#;

/// Keys, sheets and exports cite as the trainer does, with the rule version:
/// `依据：2002年规则第20条第1款`, never `第20.1条`, and a 1988 item as 1988.
#[test]
fn keys_and_exports_cite_as_the_trainer_does() {
    let dir = tempfile::tempdir().unwrap();
    let bank = dir.path().join("cited.toml");
    std::fs::write(&bank, CITED).unwrap();
    let bank = bank.to_str().unwrap();
    let out = dir.path().join("s");
    let (code, said) = run(&[
        "--lang",
        "zh-CN",
        "--bank",
        bank,
        "sheet",
        "--order",
        "bank",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, Some(0), "{said}");
    let key = std::fs::read_to_string(out.join("key-1.html")).unwrap();
    let (_, gift) = run(&[
        "--lang", "zh-CN", "--bank", bank, "export", "--format", "gift",
    ]);
    let (_, xml) = run(&[
        "--lang",
        "zh-CN",
        "--bank",
        bank,
        "export",
        "--format",
        "moodle-xml",
    ]);
    for (what, text) in [("key", &key), ("gift", &gift), ("moodle", &xml)] {
        assert!(
            text.contains("依据：2002年规则第20条第1款"),
            "{what}: {text}"
        );
        assert!(text.contains("依据：1988年规则第9条"), "{what}: {text}");
        assert!(!text.contains("第20.1条"), "{what}: {text}");
    }
}
