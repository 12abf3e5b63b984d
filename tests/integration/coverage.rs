//! The default bank keeps what issue 6 promises: every rule article and every item of
//! the seed test paper has questions, in zh-CN and English, with the counts by type; and
//! the shipped finished games count as GNU Go scored them.

use std::collections::BTreeMap;

use weiqi_quiz::bank::check::load_and_check;
use weiqi_quiz::bank::load::{embedded, embedded_games};
use weiqi_quiz::bank::{Kind, Question};
use weiqi_quiz::rules::score::{CountTerms, count_position};
use weiqi_quiz::rules::{MoveRules, RuleSet, Stones, sgf};

fn bank() -> Vec<Question> {
    let (questions, findings) = load_and_check(&embedded());
    assert!(findings.is_empty(), "{findings:#?}");
    questions
}

fn covers(q: &Question, rules: &str, article: &str) -> bool {
    q.rules.id == rules
        && q.article
            .as_deref()
            .is_some_and(|a| a == article || a.starts_with(&format!("{article}.")))
}

#[test]
fn every_rule_article_has_questions() {
    let questions = bank();
    let required = (1..=13)
        .map(|n| ("cn2002", n.to_string()))
        .chain([("cn2002", "17".into()), ("cn2002", "20".into())])
        .chain(["17", "18", "19", "20"].map(|a| ("cn1988", a.to_string())));
    let missing: Vec<String> = required
        .filter(|(rules, article)| !questions.iter().any(|q| covers(q, rules, article)))
        .map(|(rules, article)| format!("{rules} Art. {article}"))
        .collect();
    assert!(
        missing.is_empty(),
        "articles without questions: {missing:?}"
    );
}

#[test]
fn every_seed_paper_item_has_questions() {
    let questions = bank();
    let items = [
        "fill1", "fill2", "fill3", "fill4", "fill5", "mc1", "mc2", "mc3", "mc4", "mc5", "mc6",
        "rank1", "rank2", "rank3",
    ];
    let missing: Vec<&str> = items
        .into_iter()
        .filter(|item| {
            !questions.iter().any(|q| {
                q.id.starts_with(&format!("seed.{item}-"))
                    && q.tags.iter().any(|t| t == "seed-paper")
            })
        })
        .collect();
    assert!(
        missing.is_empty(),
        "seed-paper items without questions: {missing:?}"
    );
}

#[test]
fn the_bank_has_the_promised_size_levels_and_languages() {
    let questions = bank();
    assert!(questions.len() >= 300, "{} questions", questions.len());
    let mut by_kind: BTreeMap<Kind, usize> = BTreeMap::new();
    for q in &questions {
        *by_kind.entry(q.kind()).or_insert(0) += 1;
    }
    let minimum = [
        (Kind::Fill, 50),
        (Kind::Choice, 100),
        (Kind::TrueFalse, 50),
        (Kind::Calc, 20),
        (Kind::Board, 60),
        (Kind::Open, 15),
    ];
    for (kind, n) in minimum {
        let have = by_kind.get(&kind).copied().unwrap_or(0);
        assert!(have >= n, "{} {kind:?} items, at least {n} promised", have);
    }
    for level in 1..=5 {
        assert!(
            questions.iter().any(|q| q.level == level),
            "no item at level {level}"
        );
    }
    for q in &questions {
        for locale in ["zh-CN", "en"] {
            assert!(q.text.contains_key(locale), "{}: no text.{locale}", q.id);
            if q.kind() != Kind::Open {
                assert!(
                    q.explain.contains_key(locale),
                    "{}: no explain.{locale}",
                    q.id
                );
            }
        }
    }
}

/// GNU Go scored each shipped game (RE) with its own dead-stone judgement (TB/TW marks);
/// the engine, given the same dead stones, must agree.
#[test]
fn shipped_games_count_as_gnu_go_scored_them() {
    let games = embedded_games();
    assert!(games.len() >= 12, "{} games", games.len());
    for (name, text) in games {
        let record = sgf::parse(text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let game = record.replay(MoveRules::default()).unwrap();
        let count = count_position(game.board(), &record.dead).unwrap();
        let komi: Option<Stones> = record.read_komi().and_then(|k| k.komi.ok());
        let terms = CountTerms::new(RuleSet::default(), record.size, 0, komi);
        let ours = count.outcome(&terms).points_notation();
        assert_eq!(Some(ours.as_str()), record.result.as_deref(), "{name}");
    }
}
