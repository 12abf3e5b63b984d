//! `check`: everything the loader cannot see alone — duplicate ids, answers against
//! options and blanks, computed items tried on their parameters, and every `verify`
//! and board item proved against the engine. Control characters in bank text are
//! warnings: every output drops them ([`crate::text`]), so the bank still loads.

use std::collections::{BTreeMap, HashMap};

use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};

use crate::text::{describe, is_stripped};

use super::answer::{Answer, Reading};
use super::articles;
use super::calc::{self, CalcKind, Params, compute};
use super::load::{EachArg, Finding, Message, Severity, Source, TagUse, parse_bank_source};
use super::model::{Body, Calculation, Localized, ParamSpec, Question};
use super::tags::{self, BankTags};

/// Templates expanding to more instances than this are refused.
pub const MAX_INSTANCES: u64 = 1_000_000;
/// Instances tried per template: all when there are at most this many, else a sample.
pub const TRIED_INSTANCES: u64 = 256;

/// Loads and checks sources: the questions that loaded, and every finding.
pub fn load_and_check(sources: &[Source]) -> (Vec<Question>, Vec<Finding>) {
    let mut findings = Vec::new();
    let mut questions = Vec::new();
    let mut own_tags = BankTags::new();
    let mut tag_uses = Vec::new();
    for source in sources {
        let parsed = parse_bank_source(source, &mut findings);
        questions.extend(parsed.questions);
        own_tags.extend(parsed.tags);
        tag_uses.extend(parsed.tag_uses);
    }
    tags::register(&own_tags);
    check_tags(&tag_uses, &own_tags, &mut findings);
    let mut first_seen: HashMap<&str, &Question> = HashMap::new();
    for q in &questions {
        if let Some(first) = first_seen.get(q.id.as_str()) {
            findings.push(finding(
                q,
                "id",
                Message::text("check-duplicate-id")
                    .arg("id", &q.id)
                    .arg("file", &first.file)
                    .arg("line", first.line),
            ));
        } else {
            first_seen.insert(&q.id, q);
        }
        check_question(q, &mut findings);
        check_article(q, &mut findings);
        check_characters(q, &mut findings);
        super::editorial::check(q, &mut findings);
    }
    super::editorial::check_true_share(&questions, &mut findings);
    findings.sort_by(|a, b| (&a.file, a.line, a.column).cmp(&(&b.file, b.line, b.column)));
    (questions, findings)
}

fn finding(q: &Question, field: &str, message: Message) -> Finding {
    Finding::new(q.file.clone(), q.position(field), message).about(Some(q.id.clone()))
}

/// A warning for each tag in neither the vocabulary nor the bank's own `[tags]`, with the
/// tag meant when there is one.
fn check_tags(uses: &[TagUse], own: &BankTags, findings: &mut Vec<Finding>) {
    for TagUse {
        tag,
        file,
        position,
        id,
    } in uses
    {
        // A tag holding characters no output shows is warned about as such.
        let stripped = tag
            .chars()
            .any(|c| is_stripped(c) || matches!(c, '\u{fffe}' | '\u{ffff}'));
        if stripped || tags::is_known(tag) || own.contains_key(tag) {
            continue;
        }
        let message = match tags::meant(tag, own.keys().map(String::as_str)) {
            Some(meant) => Message::text("check-unknown-tag-near")
                .arg("tag", tag)
                .arg("meant", meant),
            None => Message::text("check-unknown-tag").arg("tag", tag),
        };
        let mut warning = Finding::new(file.clone(), *position, message).about(Some(id.clone()));
        warning.severity = Severity::Warning;
        findings.push(warning);
    }
}

/// An item cites an article with an entry of its own (`questions/articles/`) for its
/// rule version, so the trainer can show it. An item (`12.3`) is an entry of its own:
/// its article (`12`) having one is not enough.
fn check_article(q: &Question, findings: &mut Vec<Finding>) {
    let Some(number) = &q.article else {
        return;
    };
    let number = number.trim();
    let message = if !articles::is_number(number) {
        Message::text("check-article-malformed").arg("article", number)
    } else if articles::of(q.rules).is_empty() {
        Message::text("check-article-no-texts")
            .with("article", articles::cited(number))
            .with("rules", articles::rules_name(q.rules))
            .with_arg_each("kept", |l| articles::joined(&articles::versions(), l))
    } else if articles::lookup(q.rules, number).is_some() {
        return;
    } else {
        let parent = number
            .split_once('.')
            .map(|(main, _)| main)
            .filter(|main| articles::lookup(q.rules, main).is_some());
        let message = match parent {
            Some(parent) => {
                Message::text("check-article-item-missing").with("parent", articles::cited(parent))
            }
            None => Message::text("check-article-missing"),
        };
        message
            .with("article", articles::cited(number))
            .with("rules", articles::rules_name(q.rules))
            .arg("preset", q.rules.id)
    };
    findings.push(finding(q, "article", message));
}

/// A warning for each field and locale whose text holds characters no output shows:
/// controls, bidi overrides, and U+FFFE/U+FFFF (which XML cannot hold).
fn check_characters(q: &Question, findings: &mut Vec<Finding>) {
    let mut texts: Vec<(&str, String, &str)> = Vec::new();
    for (locale, text) in &q.text {
        texts.push(("text", format!("text.{locale}"), text));
    }
    for (locale, text) in &q.explain {
        texts.push(("explain", format!("explain.{locale}"), text));
    }
    for (locale, text) in &q.regulation {
        texts.push(("regulation", format!("regulation.{locale}"), text));
    }
    match &q.body {
        Body::Fill { answers, .. } => {
            for (locale, blanks) in answers {
                for accepted in blanks.iter().flatten() {
                    texts.push(("answer", format!("answer.{locale}"), accepted));
                }
            }
        }
        Body::Choice { options, .. } => {
            for (locale, list) in options {
                for option in list {
                    texts.push(("options", format!("options.{locale}"), option));
                }
            }
        }
        Body::Open { answer } => {
            for (locale, model) in answer {
                texts.push(("answer", format!("answer.{locale}"), model));
            }
        }
        Body::TrueFalse { .. } | Body::Calc { .. } | Body::Board(_) | Body::Pairing(_) => {}
    }
    for tag in &q.tags {
        texts.push(("tags", "tags".to_string(), tag));
    }
    if let Some(article) = &q.article {
        texts.push(("article", "article".to_string(), article));
    }
    // One warning per field as written (`text.en`), naming each character once.
    let mut found: Vec<(&str, String, Vec<char>)> = Vec::new();
    for (field, shown, text) in texts {
        let bad = text
            .chars()
            .filter(|&c| is_stripped(c) || matches!(c, '\u{fffe}' | '\u{ffff}'));
        for c in bad {
            let i = match found.iter().position(|(_, s, _)| *s == shown) {
                Some(i) => i,
                None => {
                    found.push((field, shown.clone(), Vec::new()));
                    found.len() - 1
                }
            };
            if !found[i].2.contains(&c) {
                found[i].2.push(c);
            }
        }
    }
    for (field, shown, chars) in found {
        let named: Vec<String> = chars.into_iter().map(describe).collect();
        let mut warning = finding(
            q,
            field,
            Message::text("check-invisible-characters")
                .arg("field", shown)
                .arg("characters", named.join(", "))
                .arg("count", if named.len() == 1 { "one" } else { "other" }),
        );
        warning.severity = Severity::Warning;
        findings.push(warning);
    }
}

/// Blanks (`____`, four or more underscores) in a text.
pub fn blanks(text: &str) -> usize {
    let mut count = 0;
    let mut run = 0;
    for c in text.chars().chain(std::iter::once(' ')) {
        if c == '_' {
            run += 1;
        } else {
            if run >= 4 {
                count += 1;
            }
            run = 0;
        }
    }
    count
}

fn check_question(q: &Question, findings: &mut Vec<Finding>) {
    match &q.body {
        Body::Fill {
            answers, verify, ..
        } => {
            // Every locale's count, not only the first that is wrong: one pass says all.
            let mut locales: Vec<&String> = q.text.keys().chain(answers.keys()).collect();
            locales.sort();
            locales.dedup();
            let mut mismatched = false;
            for locale in locales {
                let Some(lang_answers) = answers
                    .get(locale)
                    .or_else(|| answers.get("zh-CN"))
                    .or_else(|| answers.values().next())
                else {
                    findings.push(finding(
                        q,
                        "answer",
                        Message::text("check-answer-no-locale"),
                    ));
                    return;
                };
                let text = q.text.get(locale).or_else(|| q.text.get("zh-CN"));
                let Some(text) = text else { continue };
                let count = blanks(text);
                if count != lang_answers.len() {
                    findings.push(finding(
                        q,
                        "answer",
                        Message::text("check-blanks-mismatch")
                            .arg("locale", locale)
                            .arg("blanks", count)
                            .arg("answers", lang_answers.len()),
                    ));
                    mismatched = true;
                }
            }
            if mismatched {
                return;
            }
            if let Some(calculation) = verify {
                check_fill_verify(q, calculation, answers, findings);
            }
        }
        Body::Choice {
            options,
            answer,
            verify,
            ..
        } => {
            let mut counts = options.iter().map(|(locale, list)| (locale, list.len()));
            let Some((first_locale, count)) = counts.next() else {
                findings.push(finding(
                    q,
                    "options",
                    Message::text("check-options-no-locale"),
                ));
                return;
            };
            for (locale, n) in counts {
                if n != count {
                    findings.push(finding(
                        q,
                        "options",
                        Message::text("check-options-count-mismatch")
                            .arg("locale", locale)
                            .arg("count", n)
                            .arg("first-locale", first_locale)
                            .arg("first-count", count),
                    ));
                    return;
                }
            }
            if !(2..=8).contains(&count) {
                findings.push(finding(
                    q,
                    "options",
                    Message::text("check-options-how-many").arg("count", count),
                ));
                return;
            }
            if let Some(&bad) = answer.iter().find(|&&i| i >= count) {
                findings.push(finding(
                    q,
                    "answer",
                    Message::text("check-answer-not-an-option")
                        .arg("answer", (b'A' + bad as u8) as char)
                        .arg("count", count)
                        .arg("last", (b'A' + count as u8 - 1) as char),
                ));
                return;
            }
            if let Some(calculation) = verify {
                check_choice_verify(q, calculation, options, answer, findings);
            }
        }
        Body::TrueFalse { answer, verify } => {
            if let Some(calculation) = verify {
                check_truefalse_verify(q, calculation, *answer, findings);
            }
        }
        Body::Calc { kind, params, .. } => check_template(q, *kind, params, findings),
        Body::Board(item) => {
            if let Err(e) = item.answer(q.rules) {
                findings.push(finding(
                    q,
                    "ask",
                    Message::text("check-board-unanswerable").said("error", &e),
                ));
            }
        }
        Body::Open { .. } | Body::Pairing(_) => {}
    }
}

fn verified(
    q: &Question,
    calculation: &Calculation,
    findings: &mut Vec<Finding>,
) -> Option<Answer> {
    match compute(calculation.kind, &calculation.params, q.rules) {
        Ok(answer) => Some(answer),
        Err(e) => {
            findings.push(finding(
                q,
                "verify",
                Message::text("check-verify-error").said("error", &e),
            ));
            None
        }
    }
}

fn check_choice_verify(
    q: &Question,
    calculation: &Calculation,
    options: &Localized<Vec<String>>,
    answer: &[usize],
    findings: &mut Vec<Finding>,
) {
    let Some(right) = verified(q, calculation, findings) else {
        return;
    };
    let reading = Reading {
        unit: None,
        winner_named: q.winner_named,
    };
    if answer.len() != 1 {
        findings.push(finding(q, "verify", Message::text("check-verify-one-key")));
        return;
    }
    for (locale, list) in options {
        let meaning: Vec<bool> = list.iter().map(|o| right.is_meant_by(o, reading)).collect();
        let keyed = answer[0];
        let letter = (b'A' + keyed as u8) as char;
        if !meaning[keyed] {
            findings.push(finding(
                q,
                "verify",
                Message::text("check-verify-key-wrong")
                    .with_arg_each("right", |l| right.display(l))
                    .arg("letter", letter)
                    .arg("locale", locale)
                    .arg("option", format!("{:?}", list[keyed])),
            ));
            return;
        }
        if let Some(other) = (0..list.len()).find(|&i| i != keyed && meaning[i]) {
            findings.push(finding(
                q,
                "verify",
                Message::text("check-verify-also-right")
                    .arg("letter", (b'A' + other as u8) as char)
                    .arg("locale", locale)
                    .arg("option", format!("{:?}", list[other]))
                    .with_arg_each("right", |l| right.display(l)),
            ));
            return;
        }
    }
}

fn check_fill_verify(
    q: &Question,
    calculation: &Calculation,
    answers: &Localized<Vec<Vec<String>>>,
    findings: &mut Vec<Finding>,
) {
    let Some(right) = verified(q, calculation, findings) else {
        return;
    };
    let reading = Reading {
        unit: None,
        winner_named: q.winner_named,
    };
    for (locale, blanks) in answers {
        if blanks.len() != 1 {
            findings.push(finding(
                q,
                "verify",
                Message::text("check-verify-one-blank"),
            ));
            return;
        }
        if !blanks[0].iter().any(|a| right.is_meant_by(a, reading)) {
            findings.push(finding(
                q,
                "verify",
                Message::text("check-verify-no-answer-right")
                    .with_arg_each("right", |l| right.display(l))
                    .arg("locale", locale),
            ));
            return;
        }
    }
}

fn check_truefalse_verify(
    q: &Question,
    calculation: &Calculation,
    key: bool,
    findings: &mut Vec<Finding>,
) {
    let Some(right) = verified(q, calculation, findings) else {
        return;
    };
    let Some(expect) = &calculation.expect else {
        findings.push(finding(
            q,
            "verify",
            Message::text("check-verify-needs-expect"),
        ));
        return;
    };
    let Some(expected) = right.read_like(expect) else {
        findings.push(finding(
            q,
            "verify",
            Message::text("check-verify-expect-unreadable")
                .arg("expect", format!("{expect:?}"))
                .arg("kind", calculation.kind.name()),
        ));
        return;
    };
    if (expected == right) != key {
        let message = if expected == right {
            Message::text("check-verify-equals-expect")
        } else {
            Message::text("check-verify-differs-from-expect")
        };
        findings.push(finding(
            q,
            "verify",
            message
                .with_arg_each("right", |l| right.display(l))
                .arg("expect", format!("{expect:?}"))
                .arg("key", !key),
        ));
    }
}

/// The parameters of instance `index` (mixed radix over the parameters' values).
pub fn instance(params: &BTreeMap<String, ParamSpec>, mut index: u64) -> Params {
    params
        .iter()
        .map(|(name, spec)| {
            let len = spec.len().max(1);
            let value = spec.value(index % len);
            index /= len;
            (name.clone(), value)
        })
        .collect()
}

/// How many instances a template has (saturating).
pub fn instance_count(params: &BTreeMap<String, ParamSpec>) -> u64 {
    params
        .values()
        .fold(1u64, |n, spec| n.saturating_mul(spec.len().max(1)))
}

fn check_template(
    q: &Question,
    kind: CalcKind,
    params: &BTreeMap<String, ParamSpec>,
    findings: &mut Vec<Finding>,
) {
    for (locale, text) in &q.text {
        if let Some(name) = calc::placeholders(text)
            .into_iter()
            .find(|name| !params.contains_key(name))
        {
            findings.push(finding(
                q,
                "text",
                Message::text("check-unknown-placeholder")
                    .arg("locale", locale)
                    .arg("name", name),
            ));
            return;
        }
    }
    let total = instance_count(params);
    if total > MAX_INSTANCES {
        findings.push(finding(
            q,
            "params",
            Message::text("check-too-many-instances")
                .arg("total", total)
                .arg("max", MAX_INSTANCES),
        ));
        return;
    }
    let indices: Vec<u64> = if total <= TRIED_INSTANCES {
        (0..total).collect()
    } else {
        let mut rng = ChaCha8Rng::seed_from_u64(0);
        (0..TRIED_INSTANCES)
            .map(|_| rng.random_range(0..total))
            .collect()
    };
    for index in indices {
        let values = instance(params, index);
        if let Err(e) = compute(kind, &values, q.rules) {
            let shown: Vec<String> = values.iter().map(|(k, v)| format!("{k} = {v}")).collect();
            findings.push(finding(
                q,
                "params",
                Message::text("check-impossible-instance")
                    .arg("values", shown.join(", "))
                    .said("error", &e),
            ));
            return;
        }
    }
}

/// Counts of questions by type, for the summary line.
pub fn counts_by_kind(questions: &[Question]) -> BTreeMap<&'static str, usize> {
    let mut counts = BTreeMap::new();
    for q in questions {
        *counts.entry(q.kind().name()).or_insert(0) += 1;
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each item cites `article` under `rules`; the findings, as shown in English.
    fn article_findings(items: &[(&str, &str, &str)]) -> Vec<String> {
        let text: String = items
            .iter()
            .map(|(id, rules, article)| {
                format!(
                    "[[question]]\nid = \"{id}\"\ntype = \"truefalse\"\nrules = \"{rules}\"\n\
                     article = \"{article}\"\ntext.zh-CN = \"对吗？\"\nanswer = true\n\n"
                )
            })
            .collect();
        let (_, findings) = load_and_check(&[Source {
            name: "t.toml".into(),
            text,
        }]);
        findings.iter().map(ToString::to_string).collect()
    }

    #[test]
    fn an_article_without_an_entry_fails_with_its_place_and_what_to_do() {
        let shown = article_findings(&[
            ("ok", "cn2002", "17.2"),
            ("no-article", "cn2002", "25"),
            ("no-item", "cn2002", "17.9"),
            ("only-2002", "cn1988", "11"),
            ("no-texts", "korean", "3"),
            ("malformed", "cn2002", "第5条"),
            ("japanese", "japanese", "12"),
        ]);
        assert_eq!(
            shown,
            [
                "t.toml:13:1: cites Art. 25 of the Chinese rules 2002, which has no entry in \
                 questions/articles/: cite an article that has one (`weiqi-quiz rules articles \
                 --rules cn2002` lists them), or name the source with `regulation` [no-article]",
                "t.toml:21:1: cites Art. 17.9 of the Chinese rules 2002, which has no entry of \
                 its own (Art. 17 has one; items are entries of their own): cite Art. 17, or an \
                 item that `weiqi-quiz rules articles --rules cn2002` lists [no-item]",
                "t.toml:29:1: cites Art. 11 of the Chinese rules 1988, which has no entry in \
                 questions/articles/: cite an article that has one (`weiqi-quiz rules articles \
                 --rules cn1988` lists them), or name the source with `regulation` [only-2002]",
                "t.toml:37:1: cites Art. 3 of the Korean rules 2016, but no article texts are \
                 kept for that rule set (only for cn2002, cn1988, japanese): name the source \
                 with `regulation` instead [no-texts]",
                "t.toml:45:1: `article = \"第5条\"` is not an article number: write \"17\" or \
                 \"17.2\" [malformed]",
            ]
        );
    }

    #[test]
    fn an_article_finding_is_said_in_chinese() {
        let (_, findings) = load_and_check(&[Source {
            name: "t.toml".into(),
            text: "[[question]]\nid = \"x\"\ntype = \"truefalse\"\narticle = \"12.9\"\n\
                   text.zh-CN = \"对吗？\"\nanswer = true\n"
                .into(),
        }]);
        let l = crate::i18n::Localizer::new(crate::i18n::Lang::ZhCn);
        assert_eq!(
            findings[0].text(&l),
            "t.toml:4:1: 引用的2002年规则第12条第9款没有单独的条目（第12条有；各款单独收录）：\
             请改引第12条，或 `weiqi-quiz rules articles --rules cn2002` 列出的某一款 [x]"
        );
    }

    #[test]
    fn blanks_are_runs_of_four_underscores() {
        assert_eq!(blanks("a ____ b ________ c __ d"), 2);
        assert_eq!(blanks("____"), 1);
        assert_eq!(blanks("no blanks"), 0);
    }

    #[test]
    fn instances_cover_every_combination() {
        let mut params = BTreeMap::new();
        params.insert(
            "a".to_string(),
            ParamSpec::Range {
                from: crate::rules::Stones::whole(1),
                to: crate::rules::Stones::whole(3),
                step: crate::rules::Stones::whole(1),
            },
        );
        params.insert(
            "b".to_string(),
            ParamSpec::OneOf(vec![
                calc::ParamValue::Text("x".into()),
                calc::ParamValue::Text("y".into()),
            ]),
        );
        assert_eq!(instance_count(&params), 6);
        let all: std::collections::BTreeSet<String> = (0..6)
            .map(|i| format!("{:?}", instance(&params, i)))
            .collect();
        assert_eq!(all.len(), 6);
    }
}
