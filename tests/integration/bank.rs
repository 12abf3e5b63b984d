//! The question bank as a public format: `check` findings with their exact positions,
//! `list`, a bank that is not about Go, and parsers that never panic.

use proptest::prelude::*;
use weiqi_quiz::bank::check::load_and_check;
use weiqi_quiz::bank::matching::{parse_number, parse_result};
use weiqi_quiz::bank::{Source, load};
use weiqi_quiz::rules::ruleset::Ties;
use weiqi_quiz::rules::score::Outcome;
use weiqi_quiz::rules::stones::{Stones, Style};

use crate::cli::weiqi;

fn findings(text: &str) -> Vec<String> {
    let source = Source {
        name: "bank.toml".into(),
        text: text.into(),
    };
    let (_, findings) = load_and_check(&[source]);
    findings.iter().map(ToString::to_string).collect()
}

const CHOICE: &str = r#"
[[question]]
id = "q.one"
type = "choice"
text.en = "Black has 183 stones. By how much does Black lose?"
options.en = ["1/4 stone", "1 1/4 stones", "2 1/4 stones"]
answer = "B"
"#;

/// Each finding, from a small broken bank, with the exact message and position.
#[test]
fn every_check_finding_names_file_line_column_and_id() {
    let cases: &[(&str, &str)] = &[
        (
            "[[question]]\nid = \"x\"\ntype = \"open\"\ntext.en = \"unterminated\n",
            "bank.toml:4:24: TOML syntax: invalid basic string, expected `\"`",
        ),
        (
            "[[questions]]\nid = \"x\"\n",
            "bank.toml:1:3: unknown top-level key `questions` (a bank is an array of [[question]] tables)",
        ),
        (
            "[[question]]\ntype = \"open\"\ntext.en = \"t\"\nanswer.en = \"a\"\n",
            "bank.toml:1:1: missing field `id`",
        ),
        (
            "[[question]]\nid = \"Bad Id\"\ntype = \"open\"\ntext.en = \"t\"\nanswer.en = \"a\"\n",
            "bank.toml:2:6: id `Bad Id` may only use a-z, 0-9, `.`, `_` and `-` [Bad Id]",
        ),
        (
            "[[question]]\nid = \"x\"\ntype = \"essay\"\n",
            "bank.toml:3:8: unknown type `essay` (expected fill, choice, truefalse, calc, board or open) [x]",
        ),
        (
            "[[question]]\nid = \"x\"\ntype = \"open\"\ntext.en = \"t\"\nanswer.en = \"a\"\ncolour = 1\n",
            "bank.toml:6:1: unknown field `colour` [x]",
        ),
        (
            "[[question]]\nid = \"x\"\ntype = \"open\"\ntext.en = \"t\"\nanswer.en = \"a\"\noptions.en = [\"a\"]\n",
            "bank.toml:6:1: field `options` is not used by open items (only by choice) [x]",
        ),
        (
            "[[question]]\nid = \"x\"\ntype = \"open\"\ntext.en = \"t\"\nanswer.en = \"a\"\nnote = 3\n",
            "bank.toml:6:8: `note` must be a string, not integer [x]",
        ),
        (
            "[[question]]\nid = \"x\"\ntype = \"open\"\nlevel = 9\ntext.en = \"t\"\nanswer.en = \"a\"\n",
            "bank.toml:4:9: `level` must be an integer from 1 to 5 [x]",
        ),
        (
            "[[question]]\nid = \"x\"\ntype = \"truefalse\"\ntext.en = \"t\"\nanswer = \"yes\"\n",
            "bank.toml:5:10: a true/false answer is `true` or `false` (no quotes) [x]",
        ),
        (
            &format!("{CHOICE}{CHOICE}"),
            "bank.toml:10:1: duplicate id `q.one` (first used at bank.toml:2) [q.one]",
        ),
        (
            &CHOICE.replace("answer = \"B\"", "answer = \"D\""),
            "bank.toml:7:1: answer `D` is not among the 3 options (A to C) [q.one]",
        ),
        (
            &CHOICE.replace(
                "answer = \"B\"",
                "options.zh-CN = [\"1/4子\", \"1又1/4子\"]\nanswer = \"B\"",
            ),
            "bank.toml:6:1: options.zh-CN has 2 options but options.en has 3 [q.one]",
        ),
        (
            &CHOICE.replace(
                "answer = \"B\"",
                "answer = \"A\"\nverify = { calc = \"result\", black = 183 }",
            ),
            "bank.toml:8:1: verify: the engine says Black loses by 1 1/4 stones (W+2.5) but the key, option A of options.en (\"1/4 stone\"), says otherwise [q.one]",
        ),
        (
            "[[question]]\nid = \"f\"\ntype = \"fill\"\ntext.en = \"____ and ____\"\nanswer.en = [[\"a\"]]\n",
            "bank.toml:5:1: text.en has 2 blanks (____) but the answer for en lists 1 [f]",
        ),
        (
            "[[question]]\nid = \"c\"\ntype = \"calc\"\ncalc = \"result\"\nparams.black = { from = 180, to = 400 }\ntext.en = \"{black}\"\n",
            "bank.toml:5:1: params give an impossible instance (black = 362): Black's area 362 is impossible on a 19x19 board (0 to 361, in steps of 1/2) [c]",
        ),
        (
            "[[question]]\nid = \"c\"\ntype = \"calc\"\ncalc = \"rr-games\"\nparams.players = 8\ntext.en = \"{teams}\"\n",
            "bank.toml:6:1: text.en uses {teams}, which is not one of the params [c]",
        ),
        (
            "[[question]]\nid = \"c\"\ntype = \"calc\"\ncalc = \"karma\"\ntext.en = \"t\"\n",
            "bank.toml:4:8: unknown calculation \"karma\" (expected one of: result, threshold, area-needed, komi-points, points-to-stones, handicap-return, rr-rounds, rr-games, progressive, xiaofen, sos, team-board-points, team-match-points, byoyomi, nigiri, points-total, can-draw) [c]",
        ),
        (
            "[[question]]\nid = \"c\"\ntype = \"calc\"\ncalc = \"rr-games\"\nparams.players = 8\nparams.x = 1\ntext.en = \"t\"\n",
            "bank.toml:6:8: `params.x` is not a parameter of `rr-games` (it takes players) [c]",
        ),
        (
            "[[question]]\nid = \"c\"\ntype = \"calc\"\ncalc = \"result\"\nparams.black = { from = 0, to = 361, step = 0.5 }\nparams.komi = { from = 0, to = 1000, step = 0.25 }\ntext.en = \"t\"\n",
            "bank.toml:5:1: params expand to 2892723 instances (at most 1000000) [c]",
        ),
        (
            "[[question]]\nid = \"b\"\ntype = \"board\"\nboard = \"\"\"\nX O .\nO . .\n. . .\n\"\"\"\nask = \"legal\"\nat = \"C1\"\ntext.en = \"t\"\n",
            "bank.toml:4:9: board: stones without liberties at A3 [b]",
        ),
        (
            "[[question]]\nid = \"b\"\ntype = \"board\"\nboard = \"\"\"\nX O .\n. .\n. . .\n\"\"\"\nask = \"legal\"\nat = \"a\"\ntext.en = \"t\"\n",
            "bank.toml:6:1: board: 2 points in this row, but the first row has 3 [b]",
        ),
        (
            "[[question]]\nid = \"b\"\ntype = \"board\"\nboard = \"\"\"\nX . .\n. Q .\n. . .\n\"\"\"\nask = \"legal\"\nat = \"a\"\ntext.en = \"t\"\n",
            "bank.toml:6:3: board: unexpected \"Q\" (use X, O, . or a lower-case label) [b]",
        ),
        (
            "[[question]]\nid = \"b\"\ntype = \"board\"\nboard = \"\"\"\nX . .\n. . .\n. . .\n\"\"\"\nask = \"captures\"\nat = \"z\"\ntext.en = \"t\"\n",
            "bank.toml:10:6: `at`: `z` is neither a label of the diagram nor a vertex on the board [b]",
        ),
        (
            "[[question]]\nid = \"t\"\ntype = \"truefalse\"\ntext.en = \"184 is a draw\"\nanswer = true\nverify = { calc = \"result\", black = 184, expect = \"draw\" }\n",
            "bank.toml:6:1: verify: the engine gives Black loses by 1/4 stone (W+0.5), which differs from `expect = \"draw\"`, so the key should be false [t]",
        ),
    ];
    for (bank, expected) in cases {
        let found = findings(bank);
        assert!(
            found.iter().any(|f| f == expected),
            "expected\n  {expected}\nin\n  {found:#?}\nfor the bank\n{bank}"
        );
    }
}

#[test]
fn a_bank_that_is_not_about_go_loads_lists_and_checks() {
    let path = format!(
        "{}/tests/fixtures/banks/general-knowledge.toml",
        env!("CARGO_MANIFEST_DIR")
    );
    let out = weiqi().args(["check", &path]).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "5 questions in 1 file (choice 2, fill 1, open 1, truefalse 1): no problems found\n"
    );
    let out = weiqi()
        .args(["list", "--json", "--tag", "geography", "--bank", &path])
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json.as_array().unwrap().len(), 2);
    assert_eq!(json[0]["id"], "geo.capital-france");
    assert_eq!(json[0]["type"], "choice");
    assert_eq!(json[0]["locales"], serde_json::json!(["en", "zh-CN"]));
}

#[test]
fn check_exits_1_and_prints_every_finding_as_json_too() {
    let dir = std::env::temp_dir().join(format!("weiqi-bank-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("broken.toml");
    std::fs::write(
        &path,
        format!("{CHOICE}{CHOICE}").replace("answer = \"B\"", "answer = \"E\""),
    )
    .unwrap();
    let out = weiqi().arg("check").arg(&path).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.lines().count(), 4, "{text}");
    assert!(text.ends_with("3 problems (2 questions read)\n"), "{text}");
    let out = weiqi()
        .args(["check", "--json"])
        .arg(&path)
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["findings"].as_array().unwrap().len(), 3);
    assert_eq!(json["findings"][0]["line"], 7);
    assert_eq!(json["findings"][0]["id"], "q.one");
    // Named by `--bank`, as a session's refusal suggests: the same findings.
    let out = weiqi()
        .arg("--bank")
        .arg(&path)
        .args(["check", "--json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let again: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(again, json);
}

#[test]
fn the_embedded_bank_is_clean() {
    let (questions, findings) = load_and_check(&load::embedded());
    assert!(findings.is_empty(), "{findings:#?}");
    assert!(!questions.is_empty());
}

proptest! {
    #[test]
    fn stone_amounts_round_trip_through_their_written_forms(quarters in -4000i64..4000) {
        let amount = Stones::from_quarters(quarters);
        for written in [amount.decimal(), amount.mixed(Style::Chinese), amount.mixed(Style::English)] {
            prop_assert_eq!(parse_number(&written), Some(amount), "{}", written);
        }
    }

    #[test]
    fn results_round_trip_through_their_written_forms(quarters in -2000i64..2000) {
        prop_assume!(quarters != 0);
        let outcome = Outcome::from_black_margin(Stones::from_quarters(quarters), Ties::Draw);
        let margin = outcome.margin;
        let winner = if quarters > 0 { "黑胜" } else { "黑负" };
        let written = [
            outcome.points_notation(),
            format!("{winner}{}子", margin.mixed(Style::Chinese)),
            format!("{} by {} stones", if quarters > 0 { "black" } else { "white" }, margin.mixed(Style::English)),
        ];
        for text in written {
            prop_assert_eq!(parse_result(&text), Some(outcome), "{}", text);
        }
    }

    #[test]
    fn parsers_never_panic(text in ".{0,40}") {
        let _ = parse_number(&text);
        let _ = parse_result(&text);
        let _ = weiqi_quiz::bank::matching::parse_choice(&text, 5);
        let _ = weiqi_quiz::bank::matching::text_matches(&text, std::slice::from_ref(&text));
    }

    #[test]
    fn the_loader_never_panics(text in "(\\[\\[question\\]\\]\n|id = \"[a-z]{1,3}\"\n|type = \"(fill|choice|truefalse|calc|board|open)\"\n|text\\.en = \"[a-z_{}]{0,8}\"\n|answer = (true|\"B\"|\\[\"A\"\\])\n|options\\.en = \\[\"a\", \"b\"\\]\n|calc = \"result\"\n|params\\.black = [0-9]{1,3}\n|board = \"[XO.\\n]{0,12}\"\n|ask = \"(legal|count)\"\n|at = \"[a-z]\"\n|[\\[\\]=\"a-z.{} \n]{0,10}){0,12}") {
        let _ = findings(&text);
    }
}

/// The deepest bank the TOML reader accepts (a header, a key and a value each at the
/// bound) is loaded and checked within a test thread's 2 MiB of stack.
#[test]
fn the_deepest_bank_the_reader_accepts_fits_a_small_stack() {
    let depth = weiqi_quiz::nesting::TOML_DEPTH;
    let key = |name: &str| vec![name; depth].join(".");
    let text = format!(
        "{CHOICE}[{}]\n{} = {}1{}\n",
        key("h"),
        key("k"),
        "[{a = ".repeat(depth / 2),
        "}]".repeat(depth / 2)
    );
    let found = findings(&text);
    assert_eq!(
        found,
        ["bank.toml:8:2: unknown top-level key `h` (a bank is an array of [[question]] tables)"]
    );
}
