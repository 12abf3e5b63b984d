//! Choosing items for a session, a sheet or an export: the same filters everywhere
//! (`--tag`, `--type`, `--level`, `--rules`, `--count`, `--order`). Exams and sheets
//! test the Chinese rules: they leave out items comparing other rule sets
//! ([`RULE_SETS_TAG`]) unless `--tag rule-sets` asks for them.

use std::ops::RangeInclusive;
use std::str::FromStr;

use rand::Rng;
use rand::seq::SliceRandom;
use thiserror::Error;

use super::model::{Kind, Question};
use super::paper::{Paper, PaperError};
use crate::message::{Describe, Message};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Order {
    #[default]
    Random,
    /// As the items stand in the bank.
    Bank,
}

/// The tag of items that compare other rule sets (Japanese, AGA, Ing, …).
pub const RULE_SETS_TAG: &str = "rule-sets";

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Filters {
    /// Items with any of these tags (none: all).
    pub tags: Vec<String>,
    /// Items of any of these types (none: all).
    pub kinds: Vec<Kind>,
    pub levels: Option<RangeInclusive<u8>>,
    /// Items assuming this rule version (`cn2002`, `cn1988`, …).
    pub rules: Option<String>,
    pub count: Option<usize>,
    pub order: Order,
    /// Leave out items tagged [`RULE_SETS_TAG`] unless `tags` names it (exams, sheets).
    pub without_rule_sets: bool,
    /// A mock paper's make-up instead of the filters above (`--paper`); `kinds`, when
    /// given, still leaves out the sections of other types.
    pub paper: Option<Paper>,
    /// These items by id, in this order, instead of every filter above (`--id`).
    pub ids: Vec<String>,
    /// Leave out open items after the draw, not before: the other items are then those
    /// the same draw with open items asks (a quiz in the browser beside a printed sheet).
    pub without_open: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum FilterError {
    #[error("level {0:?}: write a level from 1 to 5 or a range such as 2..4")]
    Level(String),
    #[error("type {0:?}: expected fill, choice, truefalse, calc, board or open")]
    Kind(String),
    #[error("order {0:?}: expected random or bank")]
    Order(String),
}

/// `3` or `2..4` (also `2-4`).
pub fn parse_levels(text: &str) -> Result<RangeInclusive<u8>, FilterError> {
    let bad = || FilterError::Level(text.to_string());
    let level = |t: &str| {
        t.trim()
            .parse::<u8>()
            .ok()
            .filter(|l| (1..=5).contains(l))
            .ok_or_else(bad)
    };
    match text.split_once("..").or_else(|| text.split_once('-')) {
        Some((from, to)) => {
            let (from, to) = (level(from)?, level(to.trim_start_matches('='))?);
            if from > to {
                return Err(bad());
            }
            Ok(from..=to)
        }
        None => level(text).map(|l| l..=l),
    }
}

pub fn parse_kind(text: &str) -> Result<Kind, FilterError> {
    Kind::from_name(text).ok_or_else(|| FilterError::Kind(text.to_string()))
}

impl FromStr for Order {
    type Err = FilterError;
    fn from_str(text: &str) -> Result<Order, FilterError> {
        match text {
            "random" => Ok(Order::Random),
            "bank" => Ok(Order::Bank),
            _ => Err(FilterError::Order(text.to_string())),
        }
    }
}

impl Filters {
    /// The same filters for an exam or a sheet: items comparing other rule sets only
    /// when asked for by tag.
    pub fn for_exams(self) -> Filters {
        Filters {
            without_rule_sets: true,
            ..self
        }
    }

    fn leaves_out(&self, q: &Question) -> bool {
        self.without_rule_sets
            && !self.tags.iter().any(|t| t == RULE_SETS_TAG)
            && q.tags.iter().any(|t| t == RULE_SETS_TAG)
    }

    pub fn accepts(&self, q: &Question) -> bool {
        !self.leaves_out(q)
            && (self.tags.is_empty() || q.tags.iter().any(|t| self.tags.contains(t)))
            && (self.kinds.is_empty() || self.kinds.contains(&q.kind()))
            && self.levels.as_ref().is_none_or(|l| l.contains(&q.level))
            && self.rules.as_deref().is_none_or(|r| r == q.rules.id)
    }

    /// The items that pass, in random or bank order, at most `count` of them; or the
    /// items of the paper, section by section; open items left out if asked.
    pub fn select<'q, R: Rng + ?Sized>(
        &self,
        questions: &'q [Question],
        rng: &mut R,
    ) -> Result<Vec<&'q Question>, PaperError> {
        if !self.ids.is_empty() {
            return self
                .ids
                .iter()
                .map(|id| {
                    questions
                        .iter()
                        .find(|q| q.id == *id)
                        .ok_or_else(|| PaperError::UnknownId {
                            id: id.clone(),
                            near: super::load::suggest::nearest(
                                id,
                                questions.iter().map(|q| q.id.as_str()),
                            )
                            .map(str::to_string),
                        })
                })
                .collect::<Result<Vec<_>, _>>()
                .map(|chosen| self.drop_open(chosen));
        }
        if let Some(paper) = &self.paper {
            let mut paper = paper.clone();
            if !self.kinds.is_empty() {
                paper
                    .sections
                    .retain(|s| s.kind.is_none_or(|k| self.kinds.contains(&k)));
            }
            return paper
                .select(questions, rng)
                .map(|chosen| self.drop_open(chosen));
        }
        let mut chosen: Vec<&Question> = questions.iter().filter(|q| self.accepts(q)).collect();
        if self.order == Order::Random {
            chosen.shuffle(rng);
        }
        let mut chosen = self.drop_open(chosen);
        if let Some(count) = self.count {
            chosen.truncate(count);
        }
        Ok(chosen)
    }

    fn drop_open<'q>(&self, mut chosen: Vec<&'q Question>) -> Vec<&'q Question> {
        if self.without_open {
            chosen.retain(|q| q.kind() != Kind::Open);
        }
        chosen
    }
}

impl Describe for FilterError {
    fn message(&self) -> Message {
        let (id, value) = match self {
            FilterError::Level(v) => ("err-filter-level", v),
            FilterError::Kind(v) => ("err-filter-type", v),
            FilterError::Order(v) => ("err-filter-order", v),
        };
        Message::text(id).arg("value", value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_parse_as_one_or_a_range() {
        assert_eq!(parse_levels("3"), Ok(3..=3));
        assert_eq!(parse_levels("2..4"), Ok(2..=4));
        assert_eq!(parse_levels("1-5"), Ok(1..=5));
        assert!(parse_levels("0").is_err());
        assert!(parse_levels("4..2").is_err());
        assert!(parse_levels("x").is_err());
    }

    fn bank() -> Vec<Question> {
        let text = r#"
[[question]]
id = "cn"
type = "truefalse"
tags = ["scoring"]
text.zh-CN = "数子法计算胜负。"
answer = true

[[question]]
id = "jp"
type = "truefalse"
rules = "japanese"
tags = ["scoring", "rule-sets"]
text.zh-CN = "日本规则数目。"
answer = true
"#;
        let source = crate::bank::load::Source {
            name: "t.toml".into(),
            text: text.into(),
        };
        let (questions, findings) = crate::bank::check::load_and_check(&[source]);
        assert!(findings.is_empty(), "{findings:?}");
        questions
    }

    fn ids(filters: &Filters, questions: &[Question]) -> Vec<String> {
        let mut rng = <rand::rngs::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(1);
        let mut ids: Vec<String> = filters
            .select(questions, &mut rng)
            .unwrap()
            .iter()
            .map(|q| q.id.clone())
            .collect();
        ids.sort();
        ids
    }

    #[test]
    fn exams_leave_out_other_rule_sets_unless_asked_for_by_tag() {
        let questions = bank();
        // Practice takes everything.
        assert_eq!(ids(&Filters::default(), &questions), ["cn", "jp"]);
        let exam = Filters::default().for_exams();
        assert_eq!(ids(&exam, &questions), ["cn"]);
        let scoring = Filters {
            tags: vec!["scoring".into()],
            ..Filters::default()
        };
        assert_eq!(ids(&scoring.clone().for_exams(), &questions), ["cn"]);
        let asked = Filters {
            tags: vec!["scoring".into(), RULE_SETS_TAG.into()],
            ..Filters::default()
        };
        assert_eq!(ids(&asked.for_exams(), &questions), ["cn", "jp"]);
    }
}
