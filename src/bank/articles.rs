//! The rule articles in the project's own words: per rule version, per article and per
//! item (`12` and `12.3` are entries of their own), in zh-CN, en and zh-TW. The data is
//! `questions/articles/<rules>.toml`, embedded in the binary.
//!
//! `check` requires an entry for every article an item cites, for the item's rule
//! version and by the exact number cited: an item citing `12.3` needs the entry `12.3`,
//! never just `12`. `rules article` prints an entry; the trainer can offer the article an
//! item cites with [`lookup`] and `report::articles::article_text`.
//!
//! An entry says how sure its words are ([`Status`]). Where the 2002 wording was not
//! available, the entry says so and names 1988 articles as precedents
//! ([`Article::precedents`]), which renderers show marked as 1988 text, never as the rule.

use std::borrow::Cow;
use std::collections::BTreeSet;
use std::sync::OnceLock;

use serde::Deserialize;
use thiserror::Error;

use crate::i18n::{Lang, Localizer};
use crate::message::{Describe, Message};
use crate::rules::RuleSet;

use super::load::EachArg;
use super::model::{Localized, localized};

/// The shipped entries: (path, TOML), one file per rule version.
const SOURCES: [(&str, &str); 3] = [
    (
        "questions/articles/cn2002.toml",
        include_str!("../../questions/articles/cn2002.toml"),
    ),
    (
        "questions/articles/cn1988.toml",
        include_str!("../../questions/articles/cn1988.toml"),
    ),
    (
        "questions/articles/japanese.toml",
        include_str!("../../questions/articles/japanese.toml"),
    ),
];

/// The version precedents come from: the 1988 text, where the 2002 text was not read.
const PRECEDENT_RULES: &str = "cn1988";

/// Every entry is written in these locales.
const LOCALES: [&str; 3] = ["zh-CN", "en", "zh-TW"];

/// How sure an entry's words are.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    /// The rule text (or a faithful translation of it) was read.
    Read,
    /// Known only from a paraphrase or a secondary source.
    Reported,
    /// This version's wording was not available: the entry says what is known and
    /// names precedents.
    NotRead,
}

impl Status {
    pub const fn code(self) -> &'static str {
        match self {
            Status::Read => "read",
            Status::Reported => "reported",
            Status::NotRead => "not-read",
        }
    }
}

/// One article, or one item of an article, under one rule version.
#[derive(Debug, Clone, PartialEq)]
pub struct Article {
    /// The rule set's preset id (`cn2002`).
    pub rules: &'static str,
    /// As bank items cite it: `"17"`, `"17.2"`.
    pub number: String,
    pub status: Status,
    /// The version whose entry this one repeats, when the texts say the same
    /// (a 1988 article unchanged in 2002).
    pub same_as: Option<&'static str>,
    pub title: Localized<String>,
    pub text: Localized<String>,
    /// How the 1988 text differs (entries of other versions).
    pub in_1988: Localized<String>,
    /// 1988 articles given as precedent where this version's wording was not available.
    pub precedents: Vec<String>,
}

impl Article {
    /// The short title in `lang`.
    pub fn title(&self, lang: Lang) -> Cow<'_, str> {
        localized(&self.title, lang).unwrap_or_default()
    }

    /// What the article requires, its numbers and how referees apply it, in `lang`.
    pub fn text(&self, lang: Lang) -> Cow<'_, str> {
        localized(&self.text, lang).unwrap_or_default()
    }

    /// How the 1988 text differs, in `lang`, if the entry says.
    pub fn in_1988(&self, lang: Lang) -> Option<Cow<'_, str>> {
        localized(&self.in_1988, lang)
    }

    /// The article an item belongs to: `"17"` for `"17.2"`.
    pub fn parent(&self) -> Option<&str> {
        self.number.split_once('.').map(|(main, _)| main)
    }

    /// The rule set it belongs to.
    pub fn rule_set(&self) -> RuleSet {
        self.rules.parse().unwrap_or(crate::rules::ruleset::CN2002)
    }

    /// "第17条第2款" / "Art. 17.2", as a message.
    pub fn cited(&self) -> Message {
        cited(&self.number)
    }
}

/// An article number as written in a bank: `17` or `17.2` (digits, at most one item).
pub fn is_number(number: &str) -> bool {
    let digits = |s: &str| !s.is_empty() && s.len() <= 3 && s.bytes().all(|b| b.is_ascii_digit());
    match number.split_once('.') {
        Some((main, item)) => digits(main) && digits(item),
        None => digits(number),
    }
}

/// "第17条第2款" / "Art. 17.2": a well-formed number in the reader's form.
pub fn cited(number: &str) -> Message {
    match number.split_once('.') {
        Some((main, item)) => Message::text("article-item")
            .arg("number", main)
            .arg("item", item),
        None => Message::text("article").arg("number", number),
    }
}

/// A rule set by name: "2002年规则", "Japanese rules 1989".
pub fn rules_name(rules: RuleSet) -> Message {
    match rules.id {
        "cn2002" | "cn1988" => Message::built(format!("version-{}", rules.id)),
        id => Message::built(format!("ruleset-{id}")),
    }
}

/// Why an article cannot be shown.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ArticleError {
    #[error("{number:?} is not an article number (write 17 or 17.2)")]
    Malformed { number: String },
    #[error("{rules} has no entry for article {number} (entries: {})", known.join(", "))]
    Unknown {
        rules: RuleSet,
        number: String,
        known: Vec<String>,
    },
    #[error("no article texts are kept for {} (kept for {})", rules.id, kept.join(", "))]
    NoTexts {
        rules: RuleSet,
        kept: Vec<&'static str>,
    },
}

impl Describe for ArticleError {
    fn message(&self) -> Message {
        match self {
            ArticleError::Malformed { number } => {
                Message::text("err-article-malformed").arg("number", number)
            }
            ArticleError::Unknown {
                rules,
                number,
                known,
            } => {
                let known = known.clone();
                Message::text("err-article-unknown")
                    .with("article", cited(number))
                    .with("rules", rules_name(*rules))
                    .with_arg_each("known", move |l| joined(&known, l))
                    .arg("preset", rules.id)
            }
            ArticleError::NoTexts { rules, kept } => {
                let kept = kept.clone();
                Message::text("err-article-no-texts")
                    .with("rules", rules_name(*rules))
                    .with_arg_each("kept", move |l| joined(&kept, l))
            }
        }
    }
}

/// A list (of numbers, of rule sets) as the reader's language lists them.
pub(crate) fn joined<S: AsRef<str>>(items: &[S], l: &Localizer) -> String {
    let items: Vec<&str> = items.iter().map(AsRef::as_ref).collect();
    items.join(match l.lang() {
        Lang::En => ", ",
        Lang::ZhCn | Lang::ZhTw => "、",
    })
}

/// The entry `number` of `rules` (exactly that number: `12.3` is not `12`). What the
/// trainer calls to offer the article an item cites (`q.rules`, `q.article`): every
/// article the bank cites has one, as `check` requires.
///
/// ```
/// use weiqi_quiz::bank::articles::lookup;
/// use weiqi_quiz::i18n::{Lang, Localizer};
/// use weiqi_quiz::report::articles::article_text;
///
/// let rules = "cn2002".parse().unwrap();
/// let article = lookup(rules, "17.2").expect("a cited article has an entry");
/// let shown = article_text(article, &Localizer::new(Lang::ZhCn));
/// assert!(shown.starts_with("第17条第2款 连下两着（2002年规则）"));
/// ```
pub fn lookup(rules: RuleSet, number: &str) -> Option<&'static Article> {
    let number = number.trim();
    of(rules).iter().find(|a| a.number == number)
}

/// The entry `number` of `rules`, or why there is none (the numbers there are).
pub fn find(rules: RuleSet, number: &str) -> Result<&'static Article, ArticleError> {
    let number = number.trim();
    if !is_number(number) {
        return Err(ArticleError::Malformed {
            number: number.to_string(),
        });
    }
    let entries = list(rules)?;
    entries
        .iter()
        .find(|a| a.number == number)
        .ok_or_else(|| ArticleError::Unknown {
            rules,
            number: number.to_string(),
            known: entries.iter().map(|a| a.number.clone()).collect(),
        })
}

/// Every entry of `rules`, in article order, or why there are none.
pub fn list(rules: RuleSet) -> Result<&'static [Article], ArticleError> {
    match of(rules) {
        [] => Err(ArticleError::NoTexts {
            rules,
            kept: versions(),
        }),
        entries => Ok(entries),
    }
}

/// Every entry of `rules`, in article order (none for a rule set without texts).
pub fn of(rules: RuleSet) -> &'static [Article] {
    shipped()
        .sets
        .iter()
        .find(|(id, _)| *id == rules.id)
        .map_or(&[], |(_, entries)| entries.as_slice())
}

/// The rule sets that have entries, as `--rules` names them.
pub fn versions() -> Vec<&'static str> {
    shipped().sets.iter().map(|(id, _)| *id).collect()
}

/// The items of an article (`17.1` … `17.5` for `17`); none for an item.
pub fn items(article: &Article) -> Vec<&'static Article> {
    let Ok(rules) = article.rules.parse::<RuleSet>() else {
        return Vec::new();
    };
    of(rules)
        .iter()
        .filter(|a| a.parent() == Some(article.number.as_str()))
        .collect()
}

/// The 1988 entries an article names as precedents.
pub fn precedents(article: &Article) -> Vec<&'static Article> {
    let Ok(rules) = PRECEDENT_RULES.parse::<RuleSet>() else {
        return Vec::new();
    };
    article
        .precedents
        .iter()
        .filter_map(|n| lookup(rules, n))
        .collect()
}

/// The parsed data, and what is wrong with it (the tests require nothing).
struct Shipped {
    sets: Vec<(&'static str, Vec<Article>)>,
    // Only the tests read these: shipped data must have none.
    #[cfg_attr(not(test), allow(dead_code))]
    problems: Vec<String>,
}

fn shipped() -> &'static Shipped {
    static SHIPPED: OnceLock<Shipped> = OnceLock::new();
    SHIPPED.get_or_init(|| parse(&SOURCES))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileToml {
    rules: String,
    article: Vec<EntryToml>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct EntryToml {
    number: String,
    status: Option<Status>,
    same_as: Option<String>,
    #[serde(default)]
    title: Localized<String>,
    #[serde(default)]
    text: Localized<String>,
    #[serde(default)]
    in_1988: Localized<String>,
    #[serde(default)]
    precedents: Vec<String>,
}

/// (main, item) for ordering: `12` before `12.1` before `12.10` before `13`.
fn order(number: &str) -> (u32, u32) {
    let (main, item) = number.split_once('.').unwrap_or((number, "0"));
    (main.parse().unwrap_or(u32::MAX), item.parse().unwrap_or(0))
}

fn trimmed(map: Localized<String>) -> Localized<String> {
    map.into_iter()
        .map(|(locale, text)| (locale, text.trim().to_string()))
        .collect()
}

/// Reads the files, then resolves `same_as` and checks every entry; problems are
/// collected, not fatal, so a broken file cannot stop the program.
fn parse(sources: &[(&str, &str)]) -> Shipped {
    let mut sets: Vec<(&'static str, Vec<Article>)> = Vec::new();
    let mut problems = Vec::new();
    // (version, number, version it repeats)
    let mut same: Vec<(&'static str, String, String)> = Vec::new();
    for (path, text) in sources {
        let file: FileToml = match toml::from_str(text) {
            Ok(file) => file,
            Err(e) => {
                problems.push(format!("{path}: {e}"));
                continue;
            }
        };
        let Ok(rules) = file.rules.parse::<RuleSet>() else {
            problems.push(format!("{path}: unknown rules {:?}", file.rules));
            continue;
        };
        let mut entries = Vec::new();
        for entry in file.article {
            let at = format!("{path}: {}", entry.number);
            if !is_number(&entry.number) {
                problems.push(format!("{at}: not an article number"));
            }
            if let Some(target) = &entry.same_as {
                same.push((rules.id, entry.number.clone(), target.clone()));
                if entry.status.is_some() || !entry.title.is_empty() || !entry.text.is_empty() {
                    problems.push(format!("{at}: same_as takes its status and words"));
                }
            }
            if !entry.precedents.is_empty() && rules.id == PRECEDENT_RULES {
                problems.push(format!("{at}: precedents belong to other versions"));
            }
            entries.push(Article {
                rules: rules.id,
                number: entry.number,
                status: entry.status.unwrap_or(Status::Read),
                same_as: None,
                title: trimmed(entry.title),
                text: trimmed(entry.text),
                in_1988: trimmed(entry.in_1988),
                precedents: entry.precedents,
            });
        }
        entries.sort_by_key(|a| order(&a.number));
        sets.push((rules.id, entries));
    }
    // Copy what an entry repeats from the version it names.
    for (rules, number, target) in same {
        let found = sets
            .iter()
            .find(|(id, _)| **id == *target)
            .and_then(|(id, entries)| Some((*id, entries.iter().find(|a| a.number == number)?)))
            .map(|(id, a)| (id, a.status, a.title.clone(), a.text.clone()));
        let Some((id, status, title, text)) = found else {
            problems.push(format!(
                "{rules} {number}: same_as {target:?} names no entry"
            ));
            continue;
        };
        let entry = sets
            .iter_mut()
            .filter(|(r, _)| *r == rules)
            .flat_map(|(_, entries)| entries.iter_mut())
            .find(|a| a.number == number);
        if let Some(entry) = entry {
            entry.same_as = Some(id);
            entry.status = status;
            entry.title = title;
            entry.text = text;
        }
    }
    for (rules, entries) in &sets {
        problems.extend(check_set(rules, entries, &sets));
    }
    Shipped { sets, problems }
}

/// What is wrong with one version's entries.
fn check_set(
    rules: &str,
    entries: &[Article],
    sets: &[(&'static str, Vec<Article>)],
) -> Vec<String> {
    let mut problems = Vec::new();
    let mut seen = BTreeSet::new();
    let numbers: BTreeSet<&str> = entries.iter().map(|a| a.number.as_str()).collect();
    let precedent_set = sets
        .iter()
        .find(|(id, _)| *id == PRECEDENT_RULES)
        .map(|(_, e)| e.as_slice())
        .unwrap_or(&[]);
    for a in entries {
        let at = format!("{rules} {}", a.number);
        if !seen.insert(a.number.as_str()) {
            problems.push(format!("{at}: twice"));
        }
        if let Some(parent) = a.parent()
            && !numbers.contains(parent)
        {
            problems.push(format!("{at}: no entry for its article {parent}"));
        }
        for (field, map, required) in [
            ("title", &a.title, true),
            ("text", &a.text, true),
            ("in_1988", &a.in_1988, !a.in_1988.is_empty()),
        ] {
            for locale in LOCALES {
                let empty = map.get(locale).is_none_or(|t| t.is_empty());
                if required && empty {
                    problems.push(format!("{at}: no {field}.{locale}"));
                }
            }
            if let Some(other) = map.keys().find(|k| !LOCALES.contains(&k.as_str())) {
                problems.push(format!("{at}: {field}.{other} is no locale of ours"));
            }
        }
        for p in &a.precedents {
            if !precedent_set.iter().any(|e| &e.number == p) {
                problems.push(format!(
                    "{at}: precedent {p} has no {PRECEDENT_RULES} entry"
                ));
            }
        }
        if a.status == Status::NotRead && a.same_as.is_some() {
            problems.push(format!("{at}: an entry not read cannot repeat another"));
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bank::load::embedded;
    use crate::bank::model::ruling_version;
    use crate::i18n::describe::stones_style;
    use crate::referee::ruling::{Irregularity, ScatterCause, rule};
    use crate::rules::ruleset::{PRESETS, RulingVersion};

    fn preset(id: &str) -> RuleSet {
        id.parse().unwrap()
    }

    #[test]
    fn the_shipped_entries_load_without_problems() {
        let shipped = shipped();
        assert!(shipped.problems.is_empty(), "{:#?}", shipped.problems);
        assert_eq!(versions(), ["cn2002", "cn1988", "japanese"]);
        assert!(of(preset("cn2002")).len() >= 35);
    }

    /// Every article the default bank cites has an entry for the item's version.
    #[test]
    fn every_cited_article_has_an_entry() {
        let (questions, _) = crate::bank::check::load_and_check(&embedded());
        assert!(questions.len() > 300);
        let mut missing = Vec::new();
        let mut cited = 0;
        for q in &questions {
            if let Some(number) = &q.article {
                cited += 1;
                if lookup(q.rules, number).is_none() {
                    missing.push(format!("{} {} ({})", q.rules.id, number, q.id));
                }
            }
        }
        assert!(cited > 250, "{cited}");
        assert!(missing.is_empty(), "{missing:?}");
    }

    /// Every article a ruling rests on has an entry, so the trainer can show it.
    #[test]
    fn every_ruling_cites_an_article_with_an_entry() {
        let irregularities = [
            Irregularity::DoubleMove,
            Irregularity::KoRetake,
            Irregularity::ForbiddenPoint,
            Irregularity::RepetitionCycle,
            Irregularity::MoonshineLife,
            Irregularity::TakeBack {
                claimed_in_time: true,
            },
            Irregularity::DroppedStone {
                opponent_consents: false,
            },
            Irregularity::ClockBeforeStone,
            Irregularity::WrongColours { move_number: 3 },
            Irregularity::MovedStone {
                players_agree: false,
                deliberate: false,
            },
            Irregularity::ScatteredBoard {
                cause: ScatterCause::Outside,
                reconstructable: false,
            },
            Irregularity::WrongCapture,
            Irregularity::Warnings { count: 2 },
        ];
        for version in [RulingVersion::Cn2002, RulingVersion::Cn1988] {
            let rules = PRESETS.into_iter().find(|r| r.rulings == version).unwrap();
            assert_eq!(ruling_version(rules), version);
            for i in irregularities {
                let ruling = rule(i, version);
                for r in std::iter::once(&ruling).chain(ruling.precedent.as_deref()) {
                    let rules = PRESETS
                        .into_iter()
                        .find(|p| p.rulings == r.version)
                        .unwrap();
                    if let Some(number) = r.article.number() {
                        assert!(lookup(rules, number).is_some(), "{} {number}", rules.id);
                    }
                }
            }
        }
    }

    #[test]
    fn every_entry_has_a_title_and_text_in_every_locale() {
        for id in versions() {
            for a in of(preset(id)) {
                for lang in Lang::ALL {
                    assert!(!a.title(lang).trim().is_empty(), "{id} {}", a.number);
                    let text = a.text(lang);
                    assert!(text.chars().count() >= 20, "{id} {} {lang:?}", a.number);
                    for locale in LOCALES {
                        assert!(a.text.contains_key(locale), "{id} {} {locale}", a.number);
                        assert!(a.title.contains_key(locale), "{id} {} {locale}", a.number);
                    }
                }
            }
        }
    }

    /// zh-TW is written for Taiwan, not converted: traditional characters, 「」 quotes.
    #[test]
    fn zh_tw_text_is_traditional_with_taiwan_quotes() {
        let simplified_only = [
            '规', '则', '这', '条', '读', '时', '钟', '负', '双', '说', '数', '对', '应', '与',
            '为',
        ];
        for id in versions() {
            for a in of(preset(id)) {
                let text = format!("{}{}", a.title(Lang::ZhTw), a.text(Lang::ZhTw));
                let bad: Vec<char> = text
                    .chars()
                    .filter(|c| simplified_only.contains(c) || "“”‘’".contains(*c))
                    .collect();
                assert!(bad.is_empty(), "{id} {}: {bad:?}", a.number);
            }
        }
    }

    /// Numbers the digest states, against the engine's own values where it has them.
    #[test]
    fn numbers_in_the_text_agree_with_the_rules() {
        let cn2002 = preset("cn2002");
        let cn1988 = preset("cn1988");
        let has = |rules: RuleSet, number: &str, lang: Lang, wanted: &str| {
            let text = lookup(rules, number).unwrap().text(lang).into_owned();
            assert!(
                text.contains(wanted),
                "{} {number} {lang:?}: {wanted:?} in {text}",
                rules.id
            );
        };
        for lang in Lang::ALL {
            let style = stones_style(&Localizer::new(lang));
            // Komi, from the presets the engine counts with.
            has(cn2002, "11", lang, &cn2002.komi.mixed(style));
            has(cn1988, "9", lang, &cn1988.komi.mixed(style));
            let in_1988 = lookup(cn2002, "11").unwrap().in_1988(lang).unwrap();
            assert!(in_1988.contains(&cn1988.komi.mixed(style)), "{in_1988}");
            // Half the board, the baseline of Art. 9: 180 1/2.
            let half = crate::rules::Stones::halves(361).mixed(style);
            has(cn2002, "9", lang, &half);
            has(cn2002, "1", lang, "361");
            has(cn2002, "1", lang, "180");
            has(cn2002, "12.3", lang, "60");
            has(cn2002, "12.5", lang, "15");
            has(cn2002, "17.1", lang, "10");
            // The examples of Art. 11.
            for area in ["185", "184"] {
                has(cn2002, "11", lang, area);
            }
        }
        // The baseline in words and the examples' results, as the engine words them.
        for (area, result) in [(185, "黑胜3/4子"), (184, "黑负1/4子")] {
            let terms = crate::rules::score::CountTerms::new(cn2002, 19, 0, None);
            let outcome =
                crate::rules::score::result_from_area(crate::rules::Stones::whole(area), &terms)
                    .unwrap();
            let said =
                crate::i18n::describe::outcome_text(&outcome.outcome, &Localizer::new(Lang::ZhCn));
            assert!(said.starts_with(result), "{said}");
            has(cn2002, "11", Lang::ZhCn, result);
        }
    }

    /// The 1988 double move loses; 2002 voids the second move: each entry says its own.
    #[test]
    fn each_version_says_its_own_ruling() {
        let double_2002 = lookup(preset("cn2002"), "17.2").unwrap();
        assert!(double_2002.text(Lang::ZhCn).contains("无效"));
        assert!(double_2002.in_1988(Lang::ZhCn).unwrap().contains("判负"));
        let double_1988 = lookup(preset("cn1988"), "17.1").unwrap();
        assert!(double_1988.text(Lang::ZhCn).contains("判负"));
        assert!(double_1988.text(Lang::En).contains("loses"));
    }

    #[test]
    fn entries_not_read_say_so_and_name_1988_precedents() {
        let cn2002 = preset("cn2002");
        for number in ["15", "16", "18", "19", "21", "22", "23", "24"] {
            let a = lookup(cn2002, number).unwrap();
            assert_eq!(a.status, Status::NotRead, "{number}");
        }
        let wrong_capture = lookup(cn2002, "18").unwrap();
        let precedent = precedents(wrong_capture);
        assert_eq!(precedent.len(), 1);
        assert_eq!(
            (precedent[0].rules, precedent[0].number.as_str()),
            ("cn1988", "18")
        );
        // Penalties of articles that were read, but whose penalty clause was not.
        for number in ["5", "20.1"] {
            assert!(
                !lookup(cn2002, number).unwrap().precedents.is_empty(),
                "{number}"
            );
        }
    }

    #[test]
    fn a_1988_entry_may_repeat_the_2002_words() {
        let a = lookup(preset("cn1988"), "4").unwrap();
        assert_eq!(a.same_as, Some("cn2002"));
        assert_eq!(a.text, lookup(preset("cn2002"), "4").unwrap().text);
        assert_eq!(lookup(preset("cn1988"), "5").unwrap().same_as, None);
    }

    /// A repeated 2002 text must not send a 1988 reader to 2002's numbers or precedents.
    #[test]
    fn repeated_entries_cite_nothing() {
        for a in of(preset("cn1988")) {
            if let Some(other) = a.same_as {
                let source = lookup(preset(other), &a.number).unwrap();
                assert!(source.precedents.is_empty(), "{}", a.number);
                let text = a.text(Lang::ZhCn);
                assert!(
                    !text.contains("第1") && !text.contains("第2"),
                    "{}: {text}",
                    a.number
                );
            }
        }
    }

    #[test]
    fn items_and_numbers() {
        let cn2002 = preset("cn2002");
        let seventeen = lookup(cn2002, "17").unwrap();
        let numbers: Vec<&str> = items(seventeen).iter().map(|a| a.number.as_str()).collect();
        assert_eq!(numbers, ["17.1", "17.2", "17.3", "17.4", "17.5"]);
        assert!(items(lookup(cn2002, "17.2").unwrap()).is_empty());
        assert_eq!(lookup(cn2002, " 17.2 ").unwrap().parent(), Some("17"));
        // An item is an entry of its own: no falling back to the article.
        assert!(lookup(cn2002, "17.9").is_none());
        assert!(is_number("12") && is_number("12.3"));
        assert!(!is_number("第12条") && !is_number("12.") && !is_number("1.2.3"));
        let numbers: Vec<&str> = of(cn2002).iter().map(|a| a.number.as_str()).collect();
        let at = |n: &str| numbers.iter().position(|x| *x == n).unwrap();
        assert!(at("2") < at("10") && at("12") < at("12.1") && at("12.5") < at("13"));
    }

    #[test]
    fn unknown_articles_and_rule_sets_say_what_there_is() {
        let l = Localizer::new(Lang::ZhCn);
        let e = find(preset("cn1988"), "11").unwrap_err();
        let said = l.describe(&e);
        assert!(
            said.contains("1988年规则") && said.contains("第11条"),
            "{said}"
        );
        assert!(said.contains("17.1、17.2"), "{said}");
        let e = find(preset("korean"), "1").unwrap_err();
        assert!(matches!(e, ArticleError::NoTexts { .. }));
        assert!(l.describe(&e).contains("cn2002、cn1988、japanese"));
        let e = find(preset("cn2002"), "Art. 5").unwrap_err();
        assert_eq!(
            e,
            ArticleError::Malformed {
                number: "Art. 5".into()
            }
        );
        assert!(find(preset("cn2002"), "5").is_ok());
    }

    #[test]
    fn a_repeated_entry_takes_the_words_it_names_wherever_it_stands() {
        let entry = |n: &str| {
            let mut out = format!("[[article]]\nnumber = \"{n}\"\nstatus = \"read\"\n");
            for field in ["title", "text"] {
                for locale in LOCALES {
                    out.push_str(&format!("{field}.{locale} = \"{field} {n}\"\n"));
                }
            }
            out
        };
        let new = format!("rules = \"cn2002\"\n{}{}", entry("1"), entry("2"));
        // Listed before the entry it sorts after.
        let old = format!(
            "rules = \"cn1988\"\n[[article]]\nnumber = \"2\"\nsame_as = \"cn2002\"\n{}",
            entry("1")
        );
        let shipped = parse(&[("new.toml", &new), ("old.toml", &old)]);
        assert!(shipped.problems.is_empty(), "{:?}", shipped.problems);
        let (_, entries) = &shipped.sets[1];
        let titles: Vec<(&str, &str, Option<&str>)> = entries
            .iter()
            .map(|a| (a.number.as_str(), a.title["en"].as_str(), a.same_as))
            .collect();
        assert_eq!(
            titles,
            [("1", "title 1", None), ("2", "title 2", Some("cn2002"))]
        );
    }

    #[test]
    fn a_broken_file_is_a_problem_not_a_panic() {
        let shipped = parse(&[
            (
                "a.toml",
                "rules = \"cn2002\"\n[[article]]\nnumber = \"1.2\"\n",
            ),
            ("b.toml", "not toml"),
        ]);
        assert!(
            shipped
                .problems
                .iter()
                .any(|p| p.contains("no title.zh-CN"))
        );
        assert!(
            shipped
                .problems
                .iter()
                .any(|p| p.contains("no entry for its article 1"))
        );
        assert!(shipped.problems.iter().any(|p| p.starts_with("b.toml")));
    }
}
