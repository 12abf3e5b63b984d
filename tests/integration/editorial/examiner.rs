//! The bank an examiner would sign (issue 27): levels by the rubric, facts the engine
//! computes checked by it, every certification item's source checkable, boards that
//! agree with their text and numbered diagrams for game records on every front end,
//! options worth choosing, one citation form, and each locale written for its readers.

use std::path::{Path, PathBuf};

use rand::SeedableRng;
use rand::rngs::ChaCha8Rng;
use serde_json::Value;

use weiqi_quiz::bank::Question;
use weiqi_quiz::bank::answer::Answer;
use weiqi_quiz::bank::calc::CalcKind;
use weiqi_quiz::bank::instance::{Key, Presentation, instantiate};
use weiqi_quiz::bank::load::embedded;
use weiqi_quiz::bank::matching::{parse_amount, parse_result};
use weiqi_quiz::bank::model::{Ask, Body, localized};
use weiqi_quiz::bank::select::RULE_SETS_TAG;
use weiqi_quiz::i18n::{Lang, Localizer};

use super::{default_bank, learner_strings};
use crate::cli::weiqi;
use crate::serve::{call, start_with};

/// `check` in zh-CN on a bank file written from `text`: its exit code and all it said.
fn check_bank(dir: &Path, name: &str, text: &str) -> (Option<i32>, String) {
    let bank = dir.join(name);
    std::fs::write(&bank, text).unwrap();
    let out = weiqi()
        .args(["--lang", "zh-CN", "check"])
        .arg(&bank)
        .output()
        .unwrap();
    let said =
        String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    (out.status.code(), said)
}

fn is_rule_sets(q: &Question) -> bool {
    q.tags.iter().any(|t| t == RULE_SETS_TAG)
}

// ---------------------------------------------------------------------------------
// 1. Levels by the rubric
// ---------------------------------------------------------------------------------

/// Wording that asks to recall a term or a definition: never level 4–5.
const RECALL: &[&str] = &[
    "称为",
    "叫做",
    "叫作",
    "是指",
    "的定义",
    "什么是",
    "指的是",
    "是什么意思",
    "简称",
];

/// The stem of an application item states a situation: numbers, a board, the players
/// and what they did.
fn states_a_situation(q: &Question) -> bool {
    let text = localized(&q.text, Lang::ZhCn).unwrap_or_default();
    // Digits of a citation or a rule version state no situation.
    let mut bare = text.to_string();
    for year in ["2002年", "1988年", "2001年"] {
        bare = bare.replace(year, "");
    }
    let bare: String = bare
        .split('第')
        .map(|part| {
            let digits = part.chars().take_while(char::is_ascii_digit).count();
            if part[digits..].starts_with(['条', '款']) {
                &part[digits..]
            } else {
                part
            }
        })
        .collect();
    matches!(q.body, Body::Board(_) | Body::Calc { .. })
        || bare.chars().any(|c| c.is_ascii_digit())
        || [
            "黑方", "白方", "甲", "乙", "棋手", "对局", "比赛", "裁判", "一方", "双方", "终局",
            "这盘", "该局", "某", "违规", "台",
        ]
        .iter()
        .any(|w| text.contains(w))
}

#[test]
fn levels_follow_the_rubric_and_300_items_apply_a_rule_to_a_situation() {
    let questions = default_bank();
    let mut wrong = Vec::new();
    let mut applying = 0;
    for q in questions.iter().filter(|q| q.level >= 4) {
        // 指针 (a clock's hands) is no 是指.
        let text = localized(&q.text, Lang::ZhCn)
            .unwrap_or_default()
            .replace("指针", "");
        if is_rule_sets(q) {
            wrong.push(format!(
                "{}: another rule set's fact at level {}",
                q.id, q.level
            ));
        } else if let Some(word) = RECALL.iter().find(|w| text.contains(*w)) {
            wrong.push(format!("{}: recall ({word}) at level {}", q.id, q.level));
        } else if !states_a_situation(q) {
            wrong.push(format!(
                "{}: no situation stated at level {}",
                q.id, q.level
            ));
        } else {
            applying += 1;
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(
        applying >= 300,
        "{applying} items apply a rule at level 4–5"
    );
}

#[test]
fn the_rubric_is_written_in_the_banks_readme() {
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("questions/README.md"))
            .unwrap();
    for words in ["### Levels", "apply", "two or more steps", "never 4"] {
        assert!(readme.contains(words), "{words}");
    }
}

// ---------------------------------------------------------------------------------
// 2. Facts the engine computes
// ---------------------------------------------------------------------------------

/// Whether an item states the points total of an event or a match (not a sum of
/// opponents' scores, which is a tie-break), or whether a game can be drawn.
fn states_a_total_or_a_draw(text: &str) -> bool {
    let total = ["总和", "加起来", "合计", "之和"]
        .iter()
        .any(|w| text.contains(w))
        && ["积分", "局分"].iter().any(|w| text.contains(w))
        && !text.contains("对手");
    let draw = text.contains("和棋")
        && ["可能", "能否", "会不会", "能不能"]
            .iter()
            .any(|w| text.contains(w));
    total || draw
}

/// The handicap `N` of an option written `让N子`.
fn handicap_of(option: &str) -> Option<i64> {
    let rest = option.strip_prefix('让')?;
    let rest = rest
        .strip_suffix("子局")
        .or_else(|| rest.strip_suffix('子'))?;
    rest.parse().ok()
}

/// Items that state a points total or whether a game can be drawn are checked by the
/// engine: a true/false or fill item carries `verify` (which `check` proves), and a
/// choice among handicaps has its keyed options computed here.
#[test]
fn items_stating_a_total_or_a_draw_are_checked_by_the_engine() {
    use weiqi_quiz::bank::calc::{ParamValue, Params, compute};
    use weiqi_quiz::rules::Stones;
    let questions = default_bank();
    let mut unchecked = Vec::new();
    let mut checked = 0;
    for q in questions.iter().filter(|q| !is_rule_sets(q)) {
        let text = localized(&q.text, Lang::ZhCn).unwrap_or_default();
        if !states_a_total_or_a_draw(&text) {
            continue;
        }
        match &q.body {
            Body::TrueFalse { verify, .. } | Body::Fill { verify, .. } if verify.is_some() => {}
            Body::Calc { .. } | Body::Board(_) => {}
            Body::Choice {
                options, answer, ..
            } if localized_list_zh(options)
                .iter()
                .all(|o| handicap_of(o).is_some()) =>
            {
                let options = localized_list_zh(options);
                let draws: Vec<usize> = (0..options.len())
                    .filter(|&i| {
                        let mut params = Params::new();
                        let handicap = handicap_of(&options[i]).unwrap();
                        params.insert(
                            "handicap".into(),
                            ParamValue::Number(Stones::whole(handicap)),
                        );
                        compute(CalcKind::CanDraw, &params, q.rules) == Ok(Answer::Bool(true))
                    })
                    .collect();
                assert_eq!(&draws, answer, "{}: the engine draws with {draws:?}", q.id);
            }
            _ => {
                unchecked.push(q.id.as_str());
                continue;
            }
        }
        checked += 1;
    }
    assert!(
        unchecked.is_empty(),
        "stated but not checked by the engine: {unchecked:?}"
    );
    assert!(checked >= 6, "only {checked} items state totals or draws");
}

fn localized_list_zh(options: &weiqi_quiz::bank::model::Localized<Vec<String>>) -> Vec<String> {
    options.get("zh-CN").cloned().unwrap_or_default()
}

/// The items issue 27 found contradicting each other now rest on one calculation.
#[test]
fn the_totals_of_an_event_and_a_team_match_agree_with_a_both_lose_ruling() {
    let questions = default_bank();
    for id in [
        "core.event.round-robin-points-total",
        "core.event.points-total-after-both-lose",
        "ref.event.team-board-points-total",
    ] {
        let q = questions.iter().find(|q| q.id == id).expect(id);
        let Body::TrueFalse {
            verify: Some(calculation),
            ..
        } = &q.body
        else {
            panic!("{id} is not verified");
        };
        assert_eq!(calculation.kind, CalcKind::PointsTotal, "{id}");
    }
}

// ---------------------------------------------------------------------------------
// 3. Sources
// ---------------------------------------------------------------------------------

/// Sources no candidate can look up.
const UNCHECKABLE: &[&str] = &[
    "国际围棋规则论坛",
    "裁判培训的做法",
    "裁判培训",
    "Rules Forum",
    "referee training",
];

#[test]
fn certification_items_cite_a_source_a_candidate_can_check() {
    let questions = default_bank();
    let uncited: Vec<&str> = questions
        .iter()
        .filter(|q| q.level >= 4 && !q.practice && !q.cites_source())
        .map(|q| q.id.as_str())
        .collect();
    assert!(
        uncited.is_empty(),
        "level 4–5 without a source: {uncited:?}"
    );
    let mut found = Vec::new();
    for q in &questions {
        let mut texts: Vec<String> = q.regulation.values().cloned().collect();
        for lang in Lang::ALL {
            texts.extend(learner_strings(q, lang).into_iter().map(|(_, t)| t));
        }
        for word in UNCHECKABLE {
            if texts.iter().any(|t| t.contains(word)) {
                found.push(format!("{}: {word}", q.id));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
    assert!(
        questions.iter().any(|q| q.practice),
        "no item is marked as practice"
    );
}

const PRACTICE_BANK: &str = r#"
[[question]]
id = "p.blocks"
type = "truefalse"
source = "practice"
article = "9"
level = 2
text.zh-CN = "数子时通常把棋子十个一堆摆放，便于清点。"
text.en = "When counting, stones are usually put in piles of ten to make them easy to count."
answer = true
"#;

#[test]
fn a_practice_item_says_so_and_no_certification_paper_draws_it() {
    let dir = tempfile::tempdir().unwrap();
    let bank = dir.path().join("practice.toml");
    std::fs::write(&bank, PRACTICE_BANK).unwrap();
    let out = weiqi()
        .args(["--lang", "zh-CN", "--no-save", "--bank"])
        .arg(&bank)
        .args(["practice", "--count", "1"])
        .write_stdin("t\n")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("依据：2002年规则第9条（所述为现行做法，非规则条文）"),
        "{text}"
    );
    // A certification paper leaves it out: its one true/false item is not found; the
    // same paper without the flag draws it.
    let paper = dir.path().join("paper.toml");
    let sit = |certification: bool| {
        std::fs::write(
            &paper,
            format!(
                "title.zh-CN = \"考核\"\ncertification = {certification}\n[[section]]\ntype = \"truefalse\"\ncount = 1\n"
            ),
        )
        .unwrap();
        weiqi()
            .args(["--lang", "zh-CN", "--no-save", "--bank"])
            .arg(&bank)
            .args(["exam", "--paper"])
            .arg(&paper)
            .write_stdin("")
            .output()
            .unwrap()
    };
    let refused = sit(true);
    assert_eq!(refused.status.code(), Some(1));
    let err = String::from_utf8_lossy(&refused.stderr);
    assert!(
        err.contains("第1部分：题库中只有0道符合的题，不够1道"),
        "{err}"
    );
    let drawn = sit(false);
    let text = String::from_utf8_lossy(&drawn.stdout);
    assert!(text.contains("数子时通常把棋子十个一堆摆放"), "{text}");
}

// ---------------------------------------------------------------------------------
// 4. Boards agree with their text; records print as numbered diagrams
// ---------------------------------------------------------------------------------

const DEAD_NAMED_ALIVE: &str = r#"
[[question]]
id = "d.count"
type = "board"
article = "9"
board = """
. . X O . .
O O X O . .
. . X O X .
. . X O . .
. . X O . .
. . X O . .
"""
ask = "count"
dead = ["E4"]
text.zh-CN = "终局如图。双方确认A5、B5两颗白子和E4的黑子都是死子。黑方共有多少子？"
text.en = "Both players agree that the white stones at A5 and B5 and the black stone at E4 are dead. How many stones does Black have?"
"#;

#[test]
fn check_fails_an_item_whose_text_names_a_dead_stone_drawn_alive() {
    let dir = tempfile::tempdir().unwrap();
    let (code, text) = check_bank(dir.path(), "dead.toml", DEAD_NAMED_ALIVE);
    assert_eq!(code, Some(1));
    assert!(
        text.contains("题文说 A5、B5 是死子，棋图却画成活子") && text.contains("[d.count]"),
        "{text}"
    );
    // Marking one stone of the chain marks the chain: the item is then clean.
    let marked = DEAD_NAMED_ALIVE.replace("dead = [\"E4\"]", "dead = [\"A5\", \"E4\"]");
    let (code, text) = check_bank(dir.path(), "dead.toml", &marked);
    assert_eq!(code, Some(0), "{text}");
}

/// The default bank's replay items (`ask = "irregular"`), as a bank file of their own.
fn replay_bank(dir: &Path) -> (PathBuf, usize) {
    let mut blocks = Vec::new();
    for text in embedded().into_iter().map(|source| source.text) {
        for block in text.split("[[question]]").skip(1) {
            if block.contains("ask = \"irregular\"") {
                // A block ends where the next item's comments begin.
                let body: Vec<&str> = block
                    .lines()
                    .take_while(|l| !l.starts_with("# ─") && !l.starts_with("# --"))
                    .collect();
                blocks.push(format!("[[question]]{}\n", body.join("\n")));
            }
        }
    }
    let path = dir.join("replay.toml");
    std::fs::write(&path, blocks.concat()).unwrap();
    (path, blocks.len())
}

/// The moves numbered on the boards of an SVG text.
fn numbered_stones(svg: &str) -> usize {
    svg.matches("<text class=\"move\"").count()
}

fn decode_base64(data: &str) -> Vec<u8> {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = Vec::new();
    let (mut acc, mut bits) = (0u32, 0);
    for c in data
        .bytes()
        .filter(|c| *c != b'=' && !c.is_ascii_whitespace())
    {
        let value = ALPHABET.iter().position(|&a| a == c).unwrap() as u32;
        acc = (acc << 6) | value;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    out
}

#[test]
fn every_replay_item_is_a_numbered_diagram_on_a_sheet_in_moodle_and_in_the_browser() {
    let dir = tempfile::tempdir().unwrap();
    let (bank, count) = replay_bank(dir.path());
    assert!(count >= 14, "{count} replay items");
    let n = count.to_string();

    // A printed sheet: a board per item, each with its moves numbered.
    let out = dir.path().join("sheets");
    let status = weiqi()
        .args(["--lang", "zh-CN", "--no-save", "--bank"])
        .arg(&bank)
        .args(["sheet", "--order", "bank", "--count", &n, "--out"])
        .arg(&out)
        .output()
        .unwrap();
    assert!(status.status.success(), "{status:?}");
    let sheet = std::fs::read_to_string(out.join("sheet-1.html")).unwrap();
    let boards: Vec<&str> = sheet.split("<svg").skip(1).collect();
    assert_eq!(boards.len(), count, "a board per replay item");
    let counts: Vec<usize> = boards.iter().map(|b| numbered_stones(b)).collect();
    assert!(
        counts.iter().all(|n| *n >= 1),
        "moves numbered per board: {counts:?}"
    );
    assert!(!sheet.contains("着法：1."), "no bare move list");

    // Moodle XML: an image per item, with the moves numbered on it.
    let xml = weiqi()
        .args(["--lang", "zh-CN", "--no-save", "--bank"])
        .arg(&bank)
        .args(["export", "--format", "moodle-xml", "--order", "bank"])
        .output()
        .unwrap();
    let xml = String::from_utf8(xml.stdout).unwrap();
    let images: Vec<String> = xml
        .split("encoding=\"base64\">")
        .skip(1)
        .map(|rest| String::from_utf8(decode_base64(rest.split('<').next().unwrap())).unwrap())
        .collect();
    assert_eq!(images.len(), count, "an image per replay item");
    assert!(images.iter().all(|svg| numbered_stones(svg) >= 1));

    // The browser: every question comes with its numbered board.
    let server = start_with(&bank, dir.path(), &["--lang", "zh-CN", "--count", &n]);
    let token = server.join("李伟");
    for number in 1..=count as u64 {
        let (status, q) = server.question(&token);
        assert_eq!(status, 200, "{q}");
        let svg = q["board_svg"].as_str().unwrap_or_default();
        assert!(numbered_stones(svg) >= 1, "item {number}: {q}");
        let (status, _) = call(
            "POST",
            &format!("{}/api/answer", server.base),
            Some(&token),
            Some(serde_json::json!({ "number": number, "answer": "3" }).to_string()),
        );
        assert_eq!(status, 200);
    }
    let (_, q) = server.question(&token);
    assert_eq!(q["done"], Value::Bool(true));
}

#[test]
fn a_replay_item_reads_as_a_game_record_in_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let (bank, _) = replay_bank(dir.path());
    let out = weiqi()
        .args(["--lang", "zh-CN", "--no-save", "--bank"])
        .arg(&bank)
        .args(["practice", "--order", "bank", "--count", "1"])
        .write_stdin("s\n")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    // Move numbers on the stones, and the pass beside the board.
    assert!(text.contains("X1") && text.contains("O4"), "{text}");
    assert!(
        text.contains("图上未单独标出的着法：第2手白方虚着"),
        "{text}"
    );
}

// ---------------------------------------------------------------------------------
// 5. Options worth choosing
// ---------------------------------------------------------------------------------

/// The engine's options for numbers: whole where the answer is whole, on the board,
/// within three of the answer, and the key not always in the same place among them.
#[test]
fn engine_options_are_plausible_values_of_the_asked_quantity() {
    let questions = default_bank();
    let l = Localizer::new(Lang::ZhCn);
    let mut odd = Vec::new();
    let mut places = std::collections::BTreeSet::new();
    for q in &questions {
        let points = match &q.body {
            Body::Board(item) if item.ask != Ask::Irregular => Some(item.board_points()),
            Body::Calc { .. } => None,
            _ => continue,
        };
        for seed in 0..8 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let Some(instance) = instantiate(q, &l, &mut rng) else {
                continue;
            };
            let (Presentation::Choice { options, .. }, Key::Options(right)) =
                (&instance.presentation, &instance.key)
            else {
                break;
            };
            let number = |text: &str| {
                parse_result(text)
                    .is_none()
                    .then(|| parse_amount(text).map(|a| a.value))
                    .flatten()
            };
            let Some(key) = number(&options[right[0]]) else {
                continue;
            };
            let mut values: Vec<_> = options.iter().filter_map(|o| number(o)).collect();
            for (option, value) in options.iter().zip(&values) {
                let whole = value.quarters() % 4 == 0 || key.quarters() % 4 != 0;
                let on_board = points.is_none_or(|p| *value <= p);
                let near = (*value - key).abs() <= weiqi_quiz::rules::Stones::whole(3);
                if !(whole && on_board && near && value.quarters() >= 0) {
                    odd.push(format!("{}: {option} beside {}", q.id, options[right[0]]));
                }
            }
            values.sort();
            places.insert(values.iter().position(|v| *v == key));
        }
    }
    assert!(odd.is_empty(), "{}", odd.join("\n"));
    assert!(
        places.len() >= 3,
        "the key's place among the numbers: {places:?}"
    );
}

/// The bank's true/false keys are balanced: `check` warns otherwise (see below), and
/// the default bank has no warning.
#[test]
fn true_false_keys_are_between_40_and_60_per_cent_true() {
    let questions = default_bank();
    let keys: Vec<bool> = questions
        .iter()
        .filter_map(|q| match q.body {
            Body::TrueFalse { answer, .. } => Some(answer),
            _ => None,
        })
        .collect();
    let (true_keys, all) = (keys.iter().filter(|k| **k).count(), keys.len());
    // 40 % to 60 %, in whole numbers: 2/5 to 3/5.
    assert!(
        5 * true_keys >= 2 * all && 5 * true_keys <= 3 * all,
        "{true_keys} of {all} keyed true"
    );
}

const GIVEAWAYS: &str = r#"
[[question]]
id = "g.sb"
type = "choice"
regulation.zh-CN = "名次计算办法"
text.zh-CN = "小分是指什么？"
text.en = "What is the SB score used to break ties?"
options.zh-CN = ["所胜对手积分之和", "所有对手积分之和"]
options.en = ["SB score", "SOS"]
answer = "A"

[[question]]
id = "g.tf"
type = "truefalse"
article = "9"
text.zh-CN = "甲"
answer = true
"#;

#[test]
fn check_warns_of_a_stem_that_names_its_answer_and_of_a_leaning_key() {
    let dir = tempfile::tempdir().unwrap();
    let many_true: String = (0..10)
        .map(|i| {
            GIVEAWAYS
                .split("[[question]]")
                .nth(2)
                .unwrap()
                .replace("g.tf", &format!("g.tf{i}"))
        })
        .map(|b| format!("[[question]]{b}"))
        .collect();
    let (_, text) = check_bank(
        dir.path(),
        "giveaways.toml",
        &format!("{GIVEAWAYS}{many_true}"),
    );
    assert!(text.contains("英文题干里写出了答案“SB score”"), "{text}");
    assert!(text.contains("道判断题中有 11 道答案为“对”"), "{text}");
}

// ---------------------------------------------------------------------------------
// 6. Citations agree
// ---------------------------------------------------------------------------------

const CITATIONS: &str = r#"
[[question]]
id = "c.double"
type = "truefalse"
article = "20.1"
text.zh-CN = "黑方连下两手，第二手无效。"
answer = true
explain.zh-CN = "2002年规则第17条第2款：连下两着，后一着无效。"
explain.en = "Art. 17.2 (2002): the second of two moves in a row is void."

[[question]]
id = "c.form"
type = "truefalse"
article = "20.1"
text.zh-CN = "白方提劫后黑方立即回提，违反规则。"
answer = true
explain.zh-CN = "第20条第1项：提劫后不能立即回提。"
"#;

#[test]
fn check_fails_an_explanation_citing_another_article_or_form() {
    let dir = tempfile::tempdir().unwrap();
    let (code, text) = check_bank(dir.path(), "citations.toml", CITATIONS);
    assert_eq!(code, Some(1));
    assert!(
        text.contains("`explain.zh-CN` 最先引用的条文是 17.2，而题目的 `article` 是 20.1"),
        "{text}"
    );
    assert!(
        text.contains("引作“第20条第1项”：请写成“第20条第1款”"),
        "{text}"
    );
}

// ---------------------------------------------------------------------------------
// 7. Each locale written for its readers
// ---------------------------------------------------------------------------------

/// Latin a Chinese reader meets in zh-CN items: board coordinates (`Q4`), a diagram's
/// labels (`a`), and the names of file formats.
fn allowed_latin(word: &str, board: bool) -> bool {
    let coordinate = (2..=3).contains(&word.len())
        && word.starts_with(|c: char| c.is_ascii_uppercase())
        && word[1..].chars().all(|c| c.is_ascii_digit());
    // On a board: a label (`a`) or a column (`C列`); anywhere: the count `N` of a rule.
    let letter = word.len() == 1
        && (word == "N" || (board && word.chars().all(|c| c.is_ascii_alphabetic())));
    let label = letter;
    let measure = ["cm", "mm"].iter().any(|unit| {
        word.strip_suffix(unit)
            .is_some_and(|n| n.chars().all(|c| c.is_ascii_digit()))
    });
    coordinate || label || measure || ["SGF"].contains(&word)
}

/// The text without `{placeholders}` (filled in when asked) and without what stands in
/// full-width brackets after a Chinese term: a foreign name given as a gloss,
/// `索伯分（Sonneborn–Berger）`, is how Chinese texts name a foreign system.
fn without_glosses(text: &str) -> String {
    let mut out = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '{' | '（' => depth += 1,
            '}' | '）' if depth > 0 => depth -= 1,
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

fn is_cjk(c: char) -> bool {
    ('\u{4e00}'..='\u{9fff}').contains(&c) || ('\u{3000}'..='\u{303f}').contains(&c)
}

#[test]
fn chinese_items_read_as_chinese() {
    let questions = default_bank();
    let mut found = Vec::new();
    for q in &questions {
        if is_rule_sets(q) {
            continue;
        }
        for (field, text) in learner_strings(q, Lang::ZhCn) {
            let read = without_glosses(&text);
            let latin: Vec<&str> = read
                .split(|c: char| !c.is_ascii_alphanumeric())
                .filter(|w| w.chars().any(|c| c.is_ascii_alphabetic()))
                .filter(|w| !allowed_latin(w, matches!(q.body, Body::Board(_))))
                .collect();
            if !latin.is_empty() {
                found.push(format!("{} {field}: Latin {latin:?} in {text}", q.id));
            }
            let chars: Vec<char> = text.chars().collect();
            // `65,50,119` is a list written with ASCII commas; `1,000` a thousands mark.
            let listed = chars.windows(5).any(|w| {
                w[0].is_ascii_digit() && w[1] == ',' && !(w[2..5].iter().all(char::is_ascii_digit))
            });
            if listed {
                found.push(format!(
                    "{} {field}: numbers listed with ASCII commas in {text}",
                    q.id
                ));
            }
            for w in chars.windows(2) {
                let ascii_after_cjk =
                    is_cjk(w[0]) && matches!(w[1], ',' | ';' | ':' | '?' | '!' | '(');
                let ascii_before_cjk =
                    matches!(w[0], ',' | ';' | ':' | '?' | '!' | ')') && is_cjk(w[1]);
                if ascii_after_cjk || ascii_before_cjk {
                    found.push(format!("{} {field}: half-width {:?} in {text}", q.id, w));
                    break;
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "{}\n({} places)",
        found.join("\n"),
        found.len()
    );
}

#[test]
fn taiwan_readers_get_taiwan_usage() {
    let questions = default_bank();
    let mut found = Vec::new();
    for q in &questions {
        for (field, text) in learner_strings(q, Lang::ZhTw) {
            for word in ["新西蘭", "我國", "摺合", "宣佈", "“", "”"] {
                if text.contains(word) {
                    found.push(format!("{} {field}: {word}", q.id));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}
