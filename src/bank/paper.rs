//! Mock papers: the make-up of an exam paper (sections of so many items of a type, tag
//! and level) rather than a fixed list of items, so that every sitting draws its own
//! items from the bank. Shipped papers live in `questions/papers/*.toml`; a teacher's own
//! is a file of the same form (`--paper FILE`).

use std::ops::RangeInclusive;

use rand::Rng;
use rand::seq::SliceRandom;
use serde::Deserialize;
use thiserror::Error;

use super::load::embedded_papers;
use super::model::{Kind, Question, localized};
use super::select::{Filters, parse_kind, parse_levels};
use crate::i18n::Lang;
use crate::message::{Arg, Describe, Message};

/// The largest paper file read (`--paper FILE.toml`): a paper is a title and sections.
pub const MAX_FILE_BYTES: u64 = 1024 * 1024;

/// A paper's make-up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Paper {
    pub name: String,
    /// Per locale.
    pub title: super::model::Localized<String>,
    /// The time the paper is written for, in minutes.
    pub minutes: Option<u64>,
    pub sections: Vec<Section>,
}

/// So many items of a type (and, if given, of tags and levels).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Section {
    pub kind: Option<Kind>,
    pub tags: Vec<String>,
    pub levels: Option<RangeInclusive<u8>>,
    pub count: usize,
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PaperError {
    #[error("no paper named {name:?} (shipped: {known}); or give a paper file (.toml)")]
    Unknown { name: String, known: String },
    #[error("paper {name}: {problem}")]
    Invalid { name: String, problem: PaperProblem },
    #[error("paper {name}, section {section}: the bank has {found} items for it, not {wanted}")]
    TooFew {
        name: String,
        section: usize,
        found: usize,
        wanted: usize,
    },
}

/// What is wrong in a paper file.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PaperProblem {
    /// The TOML reader's message, where it points.
    #[error("line {line}, column {column}: {message}")]
    Toml {
        line: usize,
        column: usize,
        message: String,
    },
    #[error("a section asks for no items (count = 0)")]
    NoItems,
    #[error("no [[section]]")]
    NoSections,
    #[error(transparent)]
    Filter(#[from] super::select::FilterError),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PaperToml {
    title: std::collections::BTreeMap<String, String>,
    minutes: Option<u64>,
    section: Vec<SectionToml>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SectionToml {
    #[serde(rename = "type")]
    kind: Option<String>,
    #[serde(default)]
    tags: Vec<String>,
    level: Option<String>,
    count: usize,
}

impl Paper {
    /// Reads a paper written in TOML; `name` names it in errors.
    pub fn parse(name: &str, text: &str) -> Result<Paper, PaperError> {
        let invalid = |problem: PaperProblem| PaperError::Invalid {
            name: name.to_string(),
            problem,
        };
        let raw: PaperToml = toml::from_str(text).map_err(|e| {
            // The reader names no place for a key too long; it is found here.
            let at = e
                .span()
                .map(|s| s.start)
                .or_else(|| crate::nesting::long_key(text));
            let before = &text[..at.unwrap_or(0).min(text.len())];
            let line_start = before.rfind('\n').map_or(0, |at| at + 1);
            invalid(PaperProblem::Toml {
                line: before.matches('\n').count() + 1,
                column: before[line_start..].chars().count() + 1,
                message: e.message().to_string(),
            })
        })?;
        let mut sections = Vec::new();
        for s in raw.section {
            if s.count == 0 {
                return Err(invalid(PaperProblem::NoItems));
            }
            sections.push(Section {
                kind: s
                    .kind
                    .as_deref()
                    .map(parse_kind)
                    .transpose()
                    .map_err(|e| invalid(e.into()))?,
                tags: s.tags,
                levels: s
                    .level
                    .as_deref()
                    .map(parse_levels)
                    .transpose()
                    .map_err(|e| invalid(e.into()))?,
                count: s.count,
            });
        }
        if sections.is_empty() {
            return Err(invalid(PaperProblem::NoSections));
        }
        Ok(Paper {
            name: name.to_string(),
            title: raw.title,
            minutes: raw.minutes,
            sections,
        })
    }

    /// A shipped paper by name (`referee-2002`).
    pub fn shipped(name: &str) -> Result<Paper, PaperError> {
        let found = embedded_papers()
            .iter()
            .find(|(path, _)| paper_name(path) == name);
        match found {
            Some((_, text)) => Paper::parse(name, text),
            None => Err(PaperError::Unknown {
                name: name.to_string(),
                known: shipped_names().join(", "),
            }),
        }
    }

    /// How many items the paper has.
    pub fn count(&self) -> usize {
        self.sections.iter().map(|s| s.count).sum()
    }

    pub fn title(&self, lang: Lang) -> Option<String> {
        localized(&self.title, lang).map(|t| t.into_owned())
    }

    /// Draws the paper's items from `questions`: section by section, each item once,
    /// in section order, items comparing other rule sets left out unless a section asks
    /// for them by tag. Refused when a section cannot be filled.
    pub fn select<'q, R: Rng + ?Sized>(
        &self,
        questions: &'q [Question],
        rng: &mut R,
    ) -> Result<Vec<&'q Question>, PaperError> {
        let mut chosen: Vec<&Question> = Vec::new();
        for (i, section) in self.sections.iter().enumerate() {
            let filters = Filters {
                tags: section.tags.clone(),
                kinds: section.kind.into_iter().collect(),
                levels: section.levels.clone(),
                ..Filters::default()
            }
            .for_exams();
            // (place in the bank, item): the place puts a section back in bank order.
            let mut pool: Vec<(usize, &Question)> = questions
                .iter()
                .enumerate()
                .filter(|(_, q)| filters.accepts(q) && !chosen.iter().any(|c| c.id == q.id))
                .collect();
            if pool.len() < section.count {
                return Err(PaperError::TooFew {
                    name: self.name.clone(),
                    section: i + 1,
                    found: pool.len(),
                    wanted: section.count,
                });
            }
            pool.shuffle(rng);
            pool.truncate(section.count);
            // Within a section, in the bank's order: related items stay apart by chance.
            pool.sort_by_key(|(place, _)| *place);
            chosen.extend(pool.into_iter().map(|(_, q)| q));
        }
        Ok(chosen)
    }
}

/// `questions/papers/referee-2002.toml` → `referee-2002`.
fn paper_name(path: &str) -> &str {
    let file = path.rsplit('/').next().unwrap_or(path);
    file.strip_suffix(".toml").unwrap_or(file)
}

/// The names of the shipped papers.
pub fn shipped_names() -> Vec<&'static str> {
    embedded_papers()
        .iter()
        .map(|(path, _)| paper_name(path))
        .collect()
}

impl Describe for PaperError {
    fn message(&self) -> Message {
        match self {
            PaperError::Unknown { name, known } => Message::text("err-paper-unknown")
                .arg("name", name)
                .arg("known", known),
            PaperError::Invalid { name, problem } => Message::text("err-paper-invalid")
                .arg("name", name)
                .said("message", problem),
            PaperError::TooFew {
                name,
                section,
                found,
                wanted,
            } => Message::text("err-paper-too-few")
                .arg("name", name)
                .number("section", *section)
                .number("found", *found)
                .number("wanted", *wanted),
        }
    }
}

impl Describe for PaperProblem {
    fn message(&self) -> Message {
        match self {
            PaperProblem::Toml {
                line,
                column,
                message,
            } => Message::text("parse-at")
                .number("line", *line)
                .number("column", *column)
                .with_arg("problem", Arg::Toml(message.clone())),
            PaperProblem::NoItems => Message::text("err-paper-no-items"),
            PaperProblem::NoSections => Message::text("err-paper-no-sections"),
            PaperProblem::Filter(e) => e.message(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand::rngs::ChaCha8Rng;

    #[test]
    fn every_shipped_paper_is_drawn_whole_from_the_default_bank() {
        let (questions, findings) =
            crate::bank::check::load_and_check(&crate::bank::load::embedded());
        assert!(findings.is_empty(), "{findings:?}");
        assert!(!shipped_names().is_empty());
        for name in shipped_names() {
            let paper = Paper::shipped(name).unwrap();
            assert!(paper.title(Lang::ZhCn).is_some(), "{name}");
            for seed in 0..5 {
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                let items = paper.select(&questions, &mut rng).unwrap();
                assert_eq!(items.len(), paper.count(), "{name}");
                let mut ids: Vec<&str> = items.iter().map(|q| q.id.as_str()).collect();
                ids.sort_unstable();
                ids.dedup();
                assert_eq!(ids.len(), paper.count(), "{name}: an item twice");
                assert!(
                    items
                        .iter()
                        .all(|q| !q.tags.iter().any(|t| t == "rule-sets")),
                    "{name}: a rule-set comparison on a Chinese referee paper"
                );
            }
        }
    }

    #[test]
    fn sections_keep_their_type_and_count_and_a_short_bank_is_refused() {
        let bank = crate::bank::test_bank(
            r#"
[[question]]
id = "a"
type = "truefalse"
level = 4
text.en = "A."
answer = true

[[question]]
id = "b"
type = "truefalse"
level = 2
text.en = "B."
answer = false

[[question]]
id = "c"
type = "choice"
level = 4
text.en = "C?"
options.en = ["x", "y"]
answer = "A"
"#,
        );
        let paper = Paper::parse(
            "t",
            r#"
title.en = "T"
[[section]]
type = "choice"
count = 1
[[section]]
type = "truefalse"
level = "4..5"
count = 1
"#,
        )
        .unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let ids: Vec<&str> = paper
            .select(&bank, &mut rng)
            .unwrap()
            .iter()
            .map(|q| q.id.as_str())
            .collect();
        assert_eq!(ids, ["c", "a"]);
        let greedy = Paper::parse("g", "title.en = \"G\"\n[[section]]\ncount = 4\n").unwrap();
        assert!(matches!(
            greedy.select(&bank, &mut rng),
            Err(PaperError::TooFew { found: 3, .. })
        ));
        assert!(Paper::parse("x", "title.en = \"X\"\n[[section]]\ncount = 0\n").is_err());
        assert!(
            Paper::parse(
                "x",
                "title.en = \"X\"\n[[section]]\ntype = \"essay\"\ncount = 1\n"
            )
            .is_err()
        );
        assert!(matches!(
            Paper::shipped("no-such-paper"),
            Err(PaperError::Unknown { .. })
        ));
    }
}
