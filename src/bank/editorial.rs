//! `check`'s editorial findings: what an examiner reading an item would object to.
//! A board whose drawn life contradicts the text, an explanation citing another
//! article than the item's, a citation in the wrong form, an English stem that
//! names its own answer, a numeric option no one would choose, and a bank whose
//! true/false keys lean one way.

use crate::i18n::describe::{Join, separator};
use crate::rules::Stones;

use super::load::{EachArg, Finding, Message, Severity};
use super::matching::parse_amount;
use super::model::{BoardItem, Body, Question};

/// The share of true keys a bank's true/false items keep to, in per cent.
pub const TRUE_SHARE: std::ops::RangeInclusive<usize> = 40..=60;
/// Fewer true/false items than this are too few to lean.
const FEW_TRUE_FALSE: usize = 10;

fn finding(q: &Question, field: &str, message: Message) -> Finding {
    Finding::new(q.file.clone(), q.position(field), message).about(Some(q.id.clone()))
}

fn warning(q: &Question, field: &str, message: Message) -> Finding {
    let mut found = finding(q, field, message);
    found.severity = Severity::Warning;
    found
}

/// The editorial findings about one item.
pub fn check(q: &Question, findings: &mut Vec<Finding>) {
    if let Body::Board(item) = &q.body {
        check_dead_named(q, item, findings);
        check_captured_named(q, item, findings);
    }
    check_citations(q, findings);
    check_stem_names_answer(q, findings);
    check_numeric_options(q, findings);
}

/// The bank's true/false keys: between 40 % and 60 % true, so that guessing "true"
/// earns no more than chance.
pub fn check_true_share(questions: &[Question], findings: &mut Vec<Finding>) {
    let keys: Vec<(&Question, bool)> = questions
        .iter()
        .filter_map(|q| match q.body {
            Body::TrueFalse { answer, .. } => Some((q, answer)),
            _ => None,
        })
        .collect();
    if keys.len() < FEW_TRUE_FALSE {
        return;
    }
    let true_keys = keys.iter().filter(|(_, answer)| *answer).count();
    let share = true_keys * 100 / keys.len();
    let within = 100 * true_keys >= TRUE_SHARE.start() * keys.len()
        && 100 * true_keys <= TRUE_SHARE.end() * keys.len();
    if !within {
        let (first, _) = keys[0];
        let mut found = Finding::new(
            first.file.clone(),
            (first.line, 1),
            Message::text("check-true-share")
                .arg("true", true_keys)
                .arg("count", keys.len())
                .arg("share", share),
        );
        found.severity = Severity::Warning;
        findings.push(found);
    }
}

/// Clauses of a text: a board named dead in one clause and alive in the next is told
/// apart.
fn clauses(text: &str) -> impl Iterator<Item = &str> {
    text.split(['。', '；', '，', '！', '？', ';', ',', '!', '?', '\n'])
        .flat_map(|s| s.split(". "))
}

/// Whether a clause says stones are dead, and nothing of life.
fn says_dead(clause: &str) -> bool {
    let lower = clause.to_lowercase().replace("死活", "");
    let dead = [
        "死子", "是死", "为死", "為死", "死棋", "已死", "死的", "dead",
    ]
    .iter()
    .any(|w| lower.contains(w));
    let alive = [
        "活",
        "不是死",
        "并非死",
        "並非死",
        "alive",
        "live",
        "not dead",
        "seki",
    ]
    .iter()
    .any(|w| lower.contains(w));
    dead && !alive
}

/// Board coordinates written in a text (`Q4`, `A5`): a capital letter other than I and
/// one or two digits, standing apart from other letters and digits.
fn coordinates(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut found = Vec::new();
    for (i, &c) in chars.iter().enumerate() {
        let apart_before = i == 0 || !chars[i - 1].is_ascii_alphanumeric();
        if !(c.is_ascii_uppercase() && c != 'I' && apart_before) {
            continue;
        }
        let digits: String = chars[i + 1..]
            .iter()
            .take_while(|d| d.is_ascii_digit())
            .collect();
        let after = chars.get(i + 1 + digits.len());
        if (1..=2).contains(&digits.len()) && after.is_none_or(|a| !a.is_ascii_alphanumeric()) {
            found.push(format!("{c}{digits}"));
        }
    }
    found
}

/// Every stone the text or explanation calls dead is marked dead on the board.
fn check_dead_named(q: &Question, item: &BoardItem, findings: &mut Vec<Finding>) {
    // Dead stones are read on the position counted: after `moves`.
    let board = item.asked_board();
    let dead = item.dead_stones_on(&board);
    let mut alive: Vec<String> = Vec::new();
    for text in q.text.values().chain(q.explain.values()) {
        for clause in clauses(text).filter(|c| says_dead(c)) {
            for name in coordinates(clause) {
                let Ok(point) = item.position.point(&name) else {
                    continue;
                };
                if board.get(point).is_some() && !dead.contains(&point) && !alive.contains(&name) {
                    alive.push(name);
                }
            }
        }
    }
    if !alive.is_empty() {
        findings.push(finding(
            q,
            "dead",
            Message::text("check-dead-drawn-alive")
                .with_arg_each("stones", |l| alive.join(separator(Join::Names, l))),
        ));
    }
}

/// Stones the text says the moves capture (`黑方在a点提掉B4的白子`, `captures the white
/// stone at B4`) are gone from the position the question is about: a text and moves
/// that disagree (a capture written at C4 and played at C2) are caught before a learner
/// meets them.
fn check_captured_named(q: &Question, item: &BoardItem, findings: &mut Vec<Finding>) {
    if item.moves.is_empty() {
        return;
    }
    let board = item.asked_board();
    let mut standing: Vec<String> = Vec::new();
    for text in q.text.values() {
        for sentence in clauses(text) {
            let lower = sentence.to_lowercase();
            let after = ["提掉", "提取", "captures", "captured"]
                .iter()
                .filter_map(|w| lower.find(w).map(|at| &sentence[at..]))
                .next();
            let Some(after) = after else { continue };
            // What is captured, and not how: `提掉B4的白子`, `captures the stone at B4 by
            // playing at C4`.
            let clause = after
                .split(['，', ',', '；', '的'])
                .next()
                .unwrap_or(after)
                .split(" by ")
                .next()
                .unwrap_or(after);
            for name in coordinates(clause) {
                let Ok(point) = item.position.point(&name) else {
                    continue;
                };
                if board.get(point).is_some() && !standing.contains(&name) {
                    standing.push(name);
                }
            }
        }
    }
    if !standing.is_empty() {
        findings.push(warning(
            q,
            "moves",
            Message::text("check-captured-still-there")
                .with_arg_each("stones", |l| standing.join(separator(Join::Names, l))),
        ));
    }
}

/// An article as cited: its number and, if given, its item.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Cited {
    article: u32,
    item: Option<u32>,
}

/// The leading number of `text` and what follows it.
fn number(text: &str) -> Option<(u32, &str)> {
    let end = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    text[..end].parse().ok().map(|n| (n, &text[end..]))
}

/// A citation in another form, as written, and the article and item it means.
type WrongForm = (String, (u32, u32));

/// The articles a Chinese text cites, in order (`第20条第1款`), and the first citation
/// written in another form (`第20条第1项`, `第20.1条`).
fn cited_zh(text: &str) -> (Vec<Cited>, Option<WrongForm>) {
    let mut cited = Vec::new();
    let mut wrong = None;
    let mut rest = text;
    while let Some(at) = rest.find('第') {
        rest = &rest[at + '第'.len_utf8()..];
        let Some((article, after)) = number(rest) else {
            continue;
        };
        if let Some(sub) = after.strip_prefix('.')
            && let Some((item, after)) = number(sub)
            && after.starts_with(['条', '條'])
        {
            wrong.get_or_insert((
                format!("第{article}.{item}{}", &after[..3]),
                (article, item),
            ));
            continue;
        }
        let Some(after) = after
            .strip_prefix('条')
            .or_else(|| after.strip_prefix('條'))
        else {
            continue;
        };
        let item = after.strip_prefix('第').and_then(number);
        match item {
            Some((n, tail)) if tail.starts_with('款') => cited.push(Cited {
                article,
                item: Some(n),
            }),
            Some((n, tail)) if tail.starts_with(['项', '項']) => {
                let (article_mark, item_mark) = if tail.starts_with('項') {
                    ('條', '項')
                } else {
                    ('条', '项')
                };
                wrong.get_or_insert((
                    format!("第{article}{article_mark}第{n}{item_mark}"),
                    (article, n),
                ));
                cited.push(Cited {
                    article,
                    item: Some(n),
                });
            }
            _ => cited.push(Cited {
                article,
                item: None,
            }),
        }
    }
    (cited, wrong)
}

/// The articles an English text cites, in order (`Art. 17.2`, `Arts. 8 and 9`,
/// `Article 11`).
fn cited_en(text: &str) -> Vec<Cited> {
    let mut cited = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find("Art") {
        rest = &rest[at + 3..];
        let after = ["icles ", "icle ", "s. ", ". "]
            .iter()
            .find_map(|p| rest.strip_prefix(p));
        let Some((article, after)) = after.and_then(number) else {
            continue;
        };
        let item = after
            .strip_prefix('.')
            .and_then(number)
            .map(|(item, _)| item);
        cited.push(Cited { article, item });
    }
    cited
}

fn parse_article(text: &str) -> Option<Cited> {
    let (article, rest) = number(text.trim())?;
    let item = rest.strip_prefix('.').and_then(number).map(|(n, _)| n);
    Some(Cited { article, item })
}

fn cited_text(cited: &Cited) -> String {
    match cited.item {
        Some(item) => format!("{}.{item}", cited.article),
        None => cited.article.to_string(),
    }
}

/// The first article an explanation cites is the item's own, and Chinese citations
/// are written one way: `第20条第1款`.
fn check_citations(q: &Question, findings: &mut Vec<Finding>) {
    let own = q.article.as_deref().and_then(parse_article);
    for (locale, text) in &q.explain {
        let cited = if locale.starts_with("zh") {
            let (cited, wrong) = cited_zh(text);
            if let Some((wrong, (article, item))) = wrong {
                findings.push(finding(
                    q,
                    "explain",
                    Message::text("check-citation-form")
                        .arg("locale", locale)
                        .arg("cited", wrong)
                        .arg("article", article)
                        .arg("item", item),
                ));
            }
            cited
        } else {
            cited_en(text)
        };
        let (Some(own), Some(first)) = (&own, cited.first()) else {
            continue;
        };
        let agrees = first.article == own.article
            && (first.item.is_none() || own.item.is_none() || first.item == own.item);
        if !agrees {
            findings.push(finding(
                q,
                "explain",
                Message::text("check-citation-other")
                    .arg("locale", locale)
                    .arg("cited", cited_text(first))
                    .arg("article", cited_text(own)),
            ));
        }
    }
}

/// Whether `needle` stands in `haystack` as a word of its own (case ignored).
fn has_word(haystack: &str, needle: &str) -> bool {
    let (haystack, needle) = (haystack.to_lowercase(), needle.to_lowercase());
    haystack.match_indices(&needle).any(|(at, _)| {
        let before = haystack[..at].chars().next_back();
        let after = haystack[at + needle.len()..].chars().next();
        before.is_none_or(|c| !c.is_alphanumeric()) && after.is_none_or(|c| !c.is_alphanumeric())
    })
}

/// An answer worth looking for in a stem: a term of several words, or one long word;
/// not a number, and not a short word any stem uses ("Black", "once").
fn telling(answer: &str) -> bool {
    let answer = answer.trim();
    let words = answer.split_whitespace().count();
    let letters = answer.chars().filter(|c| c.is_alphabetic()).count();
    parse_amount(answer).is_none() && ((words >= 2 && letters >= 4) || letters >= 6)
}

/// The English stem does not name the answer: the key option or an accepted word.
fn check_stem_names_answer(q: &Question, findings: &mut Vec<Finding>) {
    let Some(stem) = q.text.get("en") else {
        return;
    };
    let answers: Vec<&String> = match &q.body {
        Body::Choice {
            options, answer, ..
        } => options
            .get("en")
            .map(|list| {
                answer
                    .iter()
                    .filter_map(|&i| list.get(i))
                    .collect::<Vec<_>>()
            })
            .unwrap_or_default(),
        Body::Fill { answers, .. } => answers
            .get("en")
            .map(|blanks| blanks.iter().flatten().collect())
            .unwrap_or_default(),
        _ => Vec::new(),
    };
    // A choice whose every option shares the word does not give it away.
    let everywhere = |word: &str| match &q.body {
        Body::Choice { options, .. } => options
            .get("en")
            .is_some_and(|list| list.iter().all(|o| has_word(o, word))),
        _ => false,
    };
    if let Some(named) = answers
        .into_iter()
        .find(|a| telling(a) && has_word(stem, a) && !everywhere(a))
    {
        findings.push(warning(
            q,
            "text",
            Message::text("check-stem-names-answer").arg("answer", named.as_str()),
        ));
    }
}

/// Options that are all numbers: where the key is whole, so is every option, and none
/// is below zero.
fn check_numeric_options(q: &Question, findings: &mut Vec<Finding>) {
    let Body::Choice {
        options, answer, ..
    } = &q.body
    else {
        return;
    };
    for (locale, list) in options {
        let Some(numbers) = list
            .iter()
            .map(|o| parse_amount(o).map(|a| a.value))
            .collect::<Option<Vec<Stones>>>()
        else {
            continue;
        };
        let whole = |n: &Stones| n.quarters() % 4 == 0;
        let keys_whole = answer.iter().all(|&i| numbers.get(i).is_some_and(whole));
        let odd = list
            .iter()
            .zip(&numbers)
            .find(|(_, n)| (keys_whole && !whole(n)) || **n < Stones::ZERO);
        if let Some((option, _)) = odd {
            findings.push(warning(
                q,
                "options",
                Message::text("check-option-implausible")
                    .arg("locale", locale)
                    .arg("option", option.as_str()),
            ));
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chinese_citations_are_read_in_order_and_wrong_forms_named() {
        let (cited, wrong) = cited_zh("2002年规则第17条第2款：无效；另见第20条。第3手不算。");
        assert_eq!(
            cited,
            [
                Cited {
                    article: 17,
                    item: Some(2)
                },
                Cited {
                    article: 20,
                    item: None
                }
            ]
        );
        assert_eq!(wrong, None);
        assert_eq!(
            cited_zh("第20条第1项").1,
            Some(("第20条第1项".to_string(), (20, 1)))
        );
        assert_eq!(
            cited_zh("依第20.1条").1,
            Some(("第20.1条".to_string(), (20, 1)))
        );
    }

    #[test]
    fn english_citations_are_read_in_order() {
        let cited = cited_en("Arts. 8 and 9 (2002); Art. 17.2; Article 11.");
        let numbers: Vec<String> = cited.iter().map(cited_text).collect();
        assert_eq!(numbers, ["8", "17.2", "11"]);
    }

    #[test]
    fn coordinates_stand_apart_from_words() {
        assert_eq!(coordinates("Q4、Q5两颗黑子和A19"), ["Q4", "Q5", "A19"]);
        assert_eq!(coordinates("SGF KM3 I5 C100 B12x"), Vec::<String>::new());
    }

    #[test]
    fn a_clause_of_life_is_not_read_as_death() {
        assert!(says_dead("双方确认A5、B5两颗白子是死子"));
        assert!(!says_dead("A5是活棋"));
        assert!(!says_dead("the stones at A5 are alive in seki"));
        assert!(says_dead("判断死活后，A5为死子"));
    }

    #[test]
    fn a_word_is_found_only_whole() {
        assert!(has_word("What is the SB score?", "SB score"));
        assert!(!has_word("Sober", "sob"));
    }
}
