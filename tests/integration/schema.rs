//! The JSON Schema of the bank format (`weiqi-quiz schema`, `questions/schema.json`) kept in
//! step with the loader: the shipped file is what the command prints, the whole default
//! bank validates against it, and a wrong field fails both `check` and the schema.
//!
//! Regenerate the shipped file with `cargo run -- schema > questions/schema.json`.

use serde_json::Value;
use weiqi_quiz::bank::check::load_and_check;
use weiqi_quiz::bank::{Source, format};

use crate::cli::weiqi;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn validator() -> jsonschema::Validator {
    let schema = format::schema();
    jsonschema::meta::validate(&schema).expect("a valid draft 7 schema");
    jsonschema::validator_for(&schema).expect("the schema compiles")
}

/// A TOML file as the JSON an editor checks against the schema.
fn json_of(text: &str) -> Value {
    let table: toml::Table = toml::from_str(text).expect("TOML");
    serde_json::to_value(table).expect("TOML values are JSON values")
}

/// What the schema says is wrong with a bank, one line each.
fn schema_errors(validator: &jsonschema::Validator, text: &str) -> Vec<String> {
    let instance = json_of(text);
    validator
        .iter_errors(&instance)
        .map(|e| format!("{}: {e}", e.instance_path()))
        .collect()
}

/// The loader's and checker's errors (warnings left out) on a bank.
fn loader_errors(text: &str) -> Vec<String> {
    let source = Source {
        name: "bank.toml".into(),
        text: text.into(),
    };
    let (_, findings) = load_and_check(&[source]);
    findings
        .iter()
        .filter(|f| f.is_error())
        .map(ToString::to_string)
        .collect()
}

#[test]
fn the_shipped_schema_is_what_the_schema_command_prints() {
    let output = weiqi().arg("schema").output().unwrap();
    assert!(output.status.success());
    let printed = String::from_utf8(output.stdout).unwrap();
    assert_eq!(printed, format::schema_text());
    let shipped = std::fs::read_to_string(format!("{ROOT}/questions/schema.json")).unwrap();
    assert!(
        printed == shipped,
        "questions/schema.json is out of date: run `cargo run -- schema > questions/schema.json`"
    );
}

#[test]
fn every_file_of_the_default_bank_validates_against_the_schema() {
    let validator = validator();
    let mut files = 0;
    for name in crate::names(&std::path::Path::new(ROOT).join("questions")) {
        if !name.ends_with(".toml") {
            continue;
        }
        let text = std::fs::read_to_string(format!("{ROOT}/questions/{name}")).unwrap();
        assert_eq!(loader_errors(&text), Vec::<String>::new(), "{name}");
        let errors = schema_errors(&validator, &text);
        assert!(errors.is_empty(), "{name}:\n{}", errors.join("\n"));
        files += 1;
    }
    assert!(files >= 5, "{files} files");
}

/// One valid item of each type, the board item's position in a diagram and in SGF.
const GOOD: &[&str] = &[
    r#"
[[question]]
id = "f.one"
type = "fill"
unit = "stones"
article = "11"
level = 4
points = 0.5
tags = ["scoring"]
text.zh-CN = "黑方需____子为和。"
text.en = "Black needs ____ stones for a draw."
answer.zh-CN = [["184又1/4", "184.25"]]
answer.en = [["184 1/4"]]
verify = { calc = "threshold" }
explain.en = "Art. 11 (2002)."
"#,
    r#"
[[question]]
id = "c.one"
type = "choice"
rules = "cn1988"
source = "practice"
regulation.zh-CN = "中国围棋协会竞赛规程"
note = "for editors"
text.en = "At the end Black has 183 stones. By how much does Black lose?"
options.en = ["1 1/4 stones", "1/4 stone", "2 1/4 stones"]
answer = ["B"]
shuffle = false
winner_named = true
verify = { calc = "result", black = 183, komi = 2.75 }
"#,
    r#"
[[question]]
id = "t.one"
type = "truefalse"
article = 11
text.en = "184 stones is a draw."
answer = false
verify = { calc = "result", black = 184, expect = "draw" }
"#,
    r#"
[[question]]
id = "k.one"
type = "calc"
calc = "result"
params.black = { from = 178, to = 190, step = 0.5 }
params.komi = { one_of = [3.75, "2 3/4"] }
params.size = 19
present = "choice"
text.en = "Black has {black} stones. The result?"
"#,
    r#"
[[question]]
id = "b.one"
type = "board"
board = """
a X . .
X X . .
. . . .
. . . .
"""
to_play = "white"
ask = "legal"
at = "a"
moves = ["B c1", "W pass"]
text.en = "May White play at a?"
"#,
    r#"
[[question]]
id = "b.two"
type = "board"
sgf = "(;SZ[9]AB[cc][dc]AW[ee])"
ask = "count"
dead = ["E5"]
komi = "3 3/4"
handicap = 2
present = "choice"
text.en = "Black's area?"
"#,
    r#"
[[question]]
id = "o.one"
type = "open"
text.zh-CN = "什么是小分？"
answer.zh-CN = "所胜对手积分之和。"
"#,
];

#[test]
fn an_item_of_each_type_passes_both_the_loader_and_the_schema() {
    let validator = validator();
    for text in GOOD {
        assert_eq!(loader_errors(text), Vec::<String>::new(), "{text}");
        assert_eq!(
            schema_errors(&validator, text),
            Vec::<String>::new(),
            "{text}"
        );
    }
    assert!(format::kinds().iter().all(|kind| {
        GOOD.iter()
            .any(|text| text.contains(&format!("type = \"{kind}\"")))
    }));
}

#[test]
fn a_wrong_field_fails_both_the_loader_and_the_schema() {
    let validator = validator();
    // (the item it breaks, what is replaced, by what)
    let cases: &[(usize, &str, &str)] = &[
        // Unknown fields, at the top level and in items.
        (6, "[[question]]", "colour = 1\n[[question]]"),
        (6, "answer.zh-CN", "colour = 1\nanswer.zh-CN"),
        (6, "answer.zh-CN", "sgf = \"(;)\"\nanswer.zh-CN"),
        (0, "unit = \"stones\"", "unit = \"stone\""),
        (3, "params.size = 19", "params.players = 8"),
        (2, "expect = \"draw\"", "players = 8"),
        (3, "step = 0.5", "step = 0.5, stop = 2"),
        (3, "one_of = [3.75, \"2 3/4\"]", "one_of = [3.75], from = 1"),
        // Wrong types.
        (6, "id = \"o.one\"", "id = 7"),
        (
            6,
            "text.zh-CN = \"什么",
            "text.zh-CN = 3\nexplain.en = \"什么",
        ),
        (6, "text.zh-CN", "tags = \"a\"\ntext.zh-CN"),
        (6, "text.zh-CN", "level = \"two\"\ntext.zh-CN"),
        (6, "text.zh-CN", "level = 9\ntext.zh-CN"),
        (6, "text.zh-CN", "points = \"many\"\ntext.zh-CN"),
        (6, "text.zh-CN", "points = 0\ntext.zh-CN"),
        (6, "text.zh-CN", "points = 0.3\ntext.zh-CN"),
        (6, "text.zh-CN", "explain = \"why\"\ntext.zh-CN"),
        (6, "text.zh-CN", "explain.english = \"why\"\ntext.zh-CN"),
        (6, "text.zh-CN", "winner_named = \"yes\"\ntext.zh-CN"),
        (2, "answer = false", "answer = \"no\""),
        (1, "answer = [\"B\"]", "answer = \"b\""),
        (1, "shuffle = false", "shuffle = 0"),
        (4, "to_play = \"white\"", "to_play = \"red\""),
        (4, "at = \"a\"", "at = 3"),
        (4, "moves = [\"B c1\", \"W pass\"]", "moves = [\"c1\"]"),
        (5, "handicap = 2", "handicap = 30"),
        (5, "sgf =", "board = \". .\\n. .\"\nsgf ="),
        (6, "text.zh-CN", "rules = \"cn2020\"\ntext.zh-CN"),
        (6, "text.zh-CN", "source = \"forum\"\ntext.zh-CN"),
        (0, "[[\"184 1/4\"]]", "\"184 1/4\""),
        // Bad `type`, `calc`, `ask` and `present` values.
        (6, "type = \"open\"", "type = \"essay\""),
        (3, "calc = \"result\"", "calc = \"resultat\""),
        (4, "ask = \"legal\"", "ask = \"owner\""),
        (4, "at = \"a\"", "at = \"a\"\npresent = \"choice\""),
        (3, "present = \"choice\"", "present = \"truefalse\""),
        // A required field left out.
        (6, "answer.zh-CN = \"所胜对手积分之和。\"", ""),
        (3, "params.black = { from = 178, to = 190, step = 0.5 }", ""),
        (3, "calc = \"result\"", ""),
        (2, "calc = \"result\", ", ""),
    ];
    let mut failures = Vec::new();
    for &(item, from, to) in cases {
        assert!(GOOD[item].contains(from), "{from}");
        let text = GOOD[item].replacen(from, to, 1);
        let loader = loader_errors(&text);
        let schema = schema_errors(&validator, &text);
        if loader.is_empty() || schema.is_empty() {
            failures.push(format!(
                "{to:?}: loader {loader:?}, schema {} errors",
                schema.len()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_author_guides_and_the_format_page_show_the_schema_line() {
    for page in [
        "docs/author.md",
        "docs/author.zh-CN.md",
        "questions/README.md",
    ] {
        let text = std::fs::read_to_string(format!("{ROOT}/{page}")).unwrap();
        assert!(text.contains("#:schema ./schema.json"), "{page}");
        assert!(text.contains("weiqi-quiz schema"), "{page}");
    }
}
