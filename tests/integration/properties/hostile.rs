//! Issue #25: every reader of outside input against random bytes and against good
//! samples broken by small edits (bits flipped, bytes inserted, deleted or repeated,
//! brackets opened thousands deep). None may panic; what it refuses it must say in
//! every language. Inputs stay within a few times their sample's size, so memory does.

use proptest::collection::vec;
use proptest::prelude::*;
use weiqi_quiz::bank::check::load_and_check;
use weiqi_quiz::bank::matching;
use weiqi_quiz::bank::{Question, Source};
use weiqi_quiz::gtp::Gtp;
use weiqi_quiz::i18n::{Lang, Localizer};
use weiqi_quiz::message::{Arg, Describe, Message};
use weiqi_quiz::quiz::grade::{KeyFile, grade};
use weiqi_quiz::referee::tournament::{System, parse_csv, parse_toml, standings};
use weiqi_quiz::rules::MoveRules;
use weiqi_quiz::rules::sgf;
use weiqi_quiz::sheet::{Order, key::key_file, read_roster, version_paper};

use super::{check_answer, config};

/// One edit of a sample. Places and lengths are taken modulo the text as it is then.
#[derive(Debug, Clone)]
enum Edit {
    /// XOR one byte with a mask that is not zero.
    Flip(usize, u8),
    Insert(usize, Vec<u8>),
    Delete(usize, usize),
    /// A run of bytes written twice.
    Repeat(usize, usize),
    /// One of the format's openers, written `count` times: deep nesting.
    Nest(usize, usize, usize),
}

/// Up to eight edits; `deepest` bounds the openers of one `Nest`.
fn edits(openers: usize, deepest: usize) -> impl Strategy<Value = Vec<Edit>> {
    let edit = prop_oneof![
        3 => (any::<usize>(), 1u8..=255).prop_map(|(at, mask)| Edit::Flip(at, mask)),
        2 => (any::<usize>(), vec(any::<u8>(), 1..16)).prop_map(|(at, b)| Edit::Insert(at, b)),
        2 => (any::<usize>(), 1usize..64).prop_map(|(at, n)| Edit::Delete(at, n)),
        2 => (any::<usize>(), 1usize..256).prop_map(|(at, n)| Edit::Repeat(at, n)),
        1 => (any::<usize>(), 0..openers, 1..=deepest)
            .prop_map(|(at, which, count)| Edit::Nest(at, which, count)),
    ];
    vec(edit, 1..=8)
}

fn apply(sample: &[u8], edits: &[Edit], openers: &[&str]) -> Vec<u8> {
    let mut bytes = sample.to_vec();
    for edit in edits {
        let len = bytes.len();
        let place = |at: &usize| at % (len + 1);
        match edit {
            Edit::Flip(at, mask) => {
                if len > 0 {
                    bytes[at % len] ^= mask;
                }
            }
            Edit::Insert(at, new) => {
                let at = place(at);
                bytes.splice(at..at, new.iter().copied());
            }
            Edit::Delete(at, n) => {
                let at = place(at);
                bytes.drain(at..(at + n).min(len));
            }
            Edit::Repeat(at, n) => {
                let at = place(at);
                let end = (at + n).min(len);
                let run = bytes[at..end].to_vec();
                bytes.splice(end..end, run);
            }
            Edit::Nest(at, which, count) => {
                let at = place(at);
                let run = openers[*which].repeat(*count).into_bytes();
                bytes.splice(at..at, run);
            }
        }
    }
    bytes
}

thread_local! {
    static LOCALIZERS: [Localizer; 3] = Lang::ALL.map(Localizer::new);
}

fn ids(message: &Message, into: &mut Vec<String>) {
    into.push(message.id.to_string());
    for (_, arg) in &message.args {
        if let Arg::Said(inner) = arg {
            ids(inner, into);
        }
    }
}

/// Said in every language: some words, every message id found, every argument given.
fn said(message: &Message) -> Result<(), TestCaseError> {
    let mut all = Vec::new();
    ids(message, &mut all);
    LOCALIZERS.with(|localizers| {
        for l in localizers {
            let text = l.say(message);
            let lang = l.lang().tag();
            prop_assert!(
                !text.trim().is_empty(),
                "{:?} says nothing in {}",
                message,
                lang
            );
            prop_assert!(!text.contains("{$"), "{} in {}: {:?}", text, lang, message);
            for id in &all {
                prop_assert!(
                    !text.contains(&format!("[{id}]")),
                    "{} has no message in {}: {}",
                    id,
                    lang,
                    text
                );
            }
        }
        Ok(())
    })
}

fn refused(error: &impl Describe) -> Result<(), TestCaseError> {
    said(&error.message())
}

/// The check itself: a message with no words in the locale files is caught.
#[test]
fn a_message_without_words_is_caught() {
    assert!(said(&Message::text("no-such-message")).is_err());
    let quoted = Message::text("err-store-read")
        .arg("path", "p")
        .with("cause", Message::text("no-such-cause"));
    assert!(said(&quoted).is_err());
    assert!(
        said(&Message::text("err-store-read")).is_err(),
        "arguments left out"
    );
}

const SGF_SAMPLES: [&str; 4] = [
    include_str!("../../fixtures/ko-retake.sgf"),
    include_str!("../../fixtures/count-9x9.sgf"),
    include_str!("../../fixtures/fox-13x13.sgf"),
    include_str!("../../fixtures/unmarked-9x9.sgf"),
];
/// Variations and nodes. Nested a few thousand deep at most: the tree reader recurses
/// once a node, and a test thread has 2 MiB of stack (the binary's main thread 8).
const SGF_OPENERS: [&str; 4] = ["(", "(;", ";", "(;B[aa]"];

const BANK_SAMPLES: [&str; 4] = [
    include_str!("../../fixtures/banks/trainer.toml"),
    include_str!("../../fixtures/banks/answers.toml"),
    include_str!("../../fixtures/banks/hostile.toml"),
    include_str!("../../fixtures/banks/replay.toml"),
];
const TOML_OPENERS: [&str; 6] = ["[", "{a = ", "[{a = ", "a.", "[[question]]\n", "\"\"\""];

const RESULTS_CSV: &str = include_str!("../../fixtures/tournament/swiss-6.csv");
const RESULTS_TOML: &str = include_str!("../../fixtures/tournament/round-robin-4.toml");
const CSV_OPENERS: [&str; 4] = ["\"", ",", "\n", "\"\"\n"];

/// Reads an SGF file's bytes as the commands do, and replays what it reads.
fn read_sgf(bytes: &[u8]) -> Result<(), TestCaseError> {
    match sgf::parse_bytes(bytes) {
        Ok(record) => {
            if let Err(e) = record.replay(MoveRules::default()) {
                refused(&e)?;
            }
            Ok(())
        }
        Err(e) => refused(&e),
    }
}

/// Loads a bank file and checks it: every finding placed inside the file and said.
fn read_bank(bytes: &[u8]) -> Result<(), TestCaseError> {
    let source = Source {
        name: "bank.toml".into(),
        text: String::from_utf8_lossy(bytes).into_owned(),
    };
    let lines = source.text.lines().count() + 1;
    let (_, findings) = load_and_check(std::slice::from_ref(&source));
    for finding in &findings {
        prop_assert!(
            (1..=lines).contains(&finding.line) && finding.column >= 1,
            "{}:{} outside the file: {}",
            finding.line,
            finding.column,
            finding.message
        );
        said(&finding.code)?;
    }
    Ok(())
}

/// Reads results and ranks them under both systems.
fn read_results(text: &str, toml: bool) -> Result<(), TestCaseError> {
    let read = if toml {
        parse_toml(text)
    } else {
        parse_csv(text)
    };
    match read {
        Ok(results) => {
            for system in [System::RoundRobin, System::Swiss] {
                if let Err(e) = standings(&results, system, &[]) {
                    refused(&e)?;
                }
            }
            Ok(())
        }
        Err(e) => refused(&e),
    }
}

/// A key of the trainer bank's items, one version, as `sheet` writes it.
fn key() -> &'static KeyFile {
    static KEY: std::sync::OnceLock<KeyFile> = std::sync::OnceLock::new();
    KEY.get_or_init(|| {
        let source = Source {
            name: "trainer.toml".into(),
            text: BANK_SAMPLES[0].into(),
        };
        let (questions, findings) = load_and_check(&[source]);
        assert!(findings.is_empty(), "{findings:?}");
        let chosen: Vec<&Question> = questions.iter().collect();
        let l = Localizer::new(Lang::En);
        let paper = version_paper(&chosen, Order::Bank, "T", 1, 1, None, &l).unwrap();
        // Through its JSON, as `grade` reads it.
        KeyFile::from_json(&key_file(&[paper], &l).to_json()).unwrap()
    })
}

/// Answers as students write them, one row each, for [`key`].
const ANSWERS: &str = "name,version,1,2,3,4\n李伟,1,A,对,B+1.5,9\nAnn,1,b,false,黑负1又1/4子,九\n\"Wang, F\",1,,×,W+2.5,\n";

/// Answers people type, in every form the matcher reads.
const TYPED: [&str; 12] = [
    "黑胜3/4子",
    "黑负1又1/4子",
    "B+R",
    "W+2.5",
    "1又1/4",
    "1 1/4",
    "1.25子",
    "A,C",
    "对",
    "错",
    "Ｂ＋Ｒ",
    "白中盘胜",
];

proptest! {
    #![proptest_config(config(1024))]

    #[test]
    fn sgf_reader_refuses_broken_records_in_words(
        sample in 0..SGF_SAMPLES.len(),
        edits in edits(SGF_OPENERS.len(), 3000),
    ) {
        read_sgf(&apply(SGF_SAMPLES[sample].as_bytes(), &edits, &SGF_OPENERS))?;
    }

    #[test]
    fn sgf_reader_refuses_random_bytes_in_words(bytes in vec(any::<u8>(), 0..2000)) {
        read_sgf(&bytes)?;
    }

    #[test]
    fn results_readers_refuse_broken_files_in_words(
        toml in any::<bool>(),
        edits in edits(4, 3000),
    ) {
        let (sample, openers) = if toml {
            (RESULTS_TOML, &TOML_OPENERS[..4])
        } else {
            (RESULTS_CSV, &CSV_OPENERS[..])
        };
        let bytes = apply(sample.as_bytes(), &edits, openers);
        read_results(&String::from_utf8_lossy(&bytes), toml)?;
    }

    #[test]
    fn results_readers_refuse_random_bytes_in_words(
        toml in any::<bool>(),
        bytes in vec(any::<u8>(), 0..2000),
    ) {
        read_results(&String::from_utf8_lossy(&bytes), toml)?;
    }

    #[test]
    fn gtp_answers_broken_commands_in_form(
        edits in edits(2, 200),
        rules in super::move_rules(),
    ) {
        let session = "boardsize 9\nclear_board\nkomi 7.5\nplay b E5\nplay w C3\ngenmove b\nis_legal w E5\nloadsgf /nonexistent.sgf\nfixed_handicap 3\nundo\nshowboard\nfinal_score\n";
        let bytes = apply(session.as_bytes(), &edits, &["boardsize ", "play b "]);
        let mut gtp = Gtp::new(rules, 0);
        for line in bytes.split(|&b| b == b'\n') {
            if let Some(answer) = gtp.execute_bytes(line) {
                check_answer(&String::from_utf8_lossy(line), &answer)?;
            }
        }
    }

    #[test]
    fn the_grader_refuses_broken_answer_sheets_in_words(
        edits in edits(CSV_OPENERS.len(), 300),
    ) {
        let text = String::from_utf8_lossy(&apply(ANSWERS.as_bytes(), &edits, &CSV_OPENERS))
            .into_owned();
        match grade(key(), &text) {
            Ok(graded) => prop_assert!(graded.students.len() <= text.lines().count()),
            Err(e) => refused(&e)?,
        }
        if let Err((_, e)) = read_roster(&text) {
            refused(&e)?;
        }
    }

    #[test]
    fn key_files_broken_anywhere_are_refused_in_words(
        edits in edits(2, 300),
    ) {
        let json = key().to_json();
        let text = String::from_utf8_lossy(&apply(json.as_bytes(), &edits, &["[", "{\"a\":"]))
            .into_owned();
        match KeyFile::from_json(&text) {
            Ok(key) => {
                if let Err(e) = grade(&key, ANSWERS) {
                    refused(&e)?;
                }
            }
            Err(e) => refused(&e)?,
        }
    }

    #[test]
    fn typed_answers_broken_anywhere_are_read_or_not_without_panic(
        typed in 0..TYPED.len(),
        edits in edits(2, 50),
    ) {
        let bytes = apply(TYPED[typed].as_bytes(), &edits, &["1又", "+"]);
        let text = String::from_utf8_lossy(&bytes);
        let _ = matching::parse_number(&text);
        let _ = matching::parse_amount(&text);
        let _ = matching::parse_result(&text);
        let _ = matching::parse_choice(&text, 5);
        let _ = matching::parse_bool(&text);
        let _ = matching::parse_colour(&text);
        let accepted = [TYPED[typed].to_string()];
        let _ = matching::text_matches(&text, &accepted);
        // The comparable form is a fixed point: normalising it again changes nothing.
        let once = matching::normalize(&text);
        prop_assert_eq!(matching::normalize(&once), once.clone(), "{:?}", text);
        // Whatever is typed matches itself, unless nothing comparable is left.
        prop_assert_eq!(
            matching::text_matches(&text, &[text.to_string()]),
            !once.is_empty(),
            "{:?}",
            text
        );
    }
}

proptest! {
    // Loading checks every item against the engine: fewer cases.
    #![proptest_config(config(256))]

    #[test]
    fn the_bank_loader_places_and_words_every_finding_in_broken_banks(
        sample in 0..BANK_SAMPLES.len(),
        edits in edits(TOML_OPENERS.len(), 3000),
    ) {
        read_bank(&apply(BANK_SAMPLES[sample].as_bytes(), &edits, &TOML_OPENERS))?;
    }

    #[test]
    fn the_bank_loader_places_and_words_every_finding_in_random_bytes(
        bytes in vec(any::<u8>(), 0..2000),
    ) {
        read_bank(&bytes)?;
    }
}

/// The samples every edit above starts from are good: read, loaded clean, graded.
#[test]
fn the_samples_are_good() {
    for sample in BANK_SAMPLES {
        let source = Source {
            name: "sample.toml".into(),
            text: sample.into(),
        };
        let (questions, mut findings) = load_and_check(&[source]);
        // The hostile bank's tags (`a]b`) are meant to be no tag of any vocabulary.
        findings.retain(|f| !f.code.id.starts_with("check-unknown-tag"));
        assert!(findings.is_empty(), "{findings:?}");
        assert!(!questions.is_empty());
    }
    for sample in SGF_SAMPLES {
        sgf::parse(sample).unwrap();
    }
    parse_csv(RESULTS_CSV).unwrap();
    parse_toml(RESULTS_TOML).unwrap();
    let graded = grade(key(), ANSWERS).unwrap();
    assert_eq!(graded.students.len(), 3);
}
