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
