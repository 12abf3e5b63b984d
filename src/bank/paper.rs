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
use super::model::{Kind, Localized, Question, localized};
use super::select::{Filters, parse_kind, parse_levels};
use crate::i18n::Lang;
use crate::message::{Arg, Describe, Message};
use crate::rules::RuleSet;
use crate::rules::ruleset::PRESETS;
use crate::rules::stones::Stones;

/// The largest paper file read (`--paper FILE.toml`): a paper is a title and sections.
pub const MAX_FILE_BYTES: u64 = 1024 * 1024;

/// A paper's make-up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Paper {
    pub name: String,
    /// Per locale.
    pub title: Localized<String>,
    /// The rule version every item assumes: items of another version are never drawn.
    pub rules: RuleSet,
    /// The time the paper is written for, in minutes.
    pub minutes: Option<u64>,
    /// The pass mark in points, out of [`Paper::total`].
    pub pass: Option<Stones>,
    /// What the candidate reads on the cover, per locale.
    pub instructions: Localized<String>,
    /// A certification paper draws only items resting on the rules text or a named
    /// regulation: items stating current practice (`source = "practice"`) are left out.
    pub certification: bool,
    pub sections: Vec<Section>,
}

/// So many items of a type (and, if given, of tags and levels), each worth `points`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Section {
    /// Per locale; none: the type's name.
    pub title: Localized<String>,
    pub kind: Option<Kind>,
    pub tags: Vec<String>,
    pub levels: Option<RangeInclusive<u8>>,
    pub count: usize,
    /// Each item's points; none: one point each (a paper without points).
    pub points: Option<Stones>,
}

/// A paper whose sections give points adds up to this.
pub const FULL_MARKS: Stones = Stones::whole(100);

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
    /// `--id` names no item of the bank.
    #[error("no item has the id {id:?}")]
    UnknownId { id: String, near: Option<String> },
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
    #[error("the sections' points add up to {}, not 100", total.decimal())]
    PointsSum { total: Stones },
    #[error("some sections give points and others do not")]
    PointsMissing,
    #[error("points must be a positive number in quarters (such as 1, 1.5 or 2.25)")]
    PointsValue,
    #[error("the pass mark {} is not between 0 and the paper's {} points", pass.decimal(), total.decimal())]
    PassRange { pass: Stones, total: Stones },
    #[error("unknown rule version {0:?}")]
    Rules(String),
    #[error(transparent)]
    Filter(#[from] super::select::FilterError),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PaperToml {
    title: Localized<String>,
    rules: Option<String>,
    minutes: Option<u64>,
    pass: Option<f64>,
    #[serde(default)]
    instructions: Localized<String>,
    #[serde(default)]
    certification: bool,
    section: Vec<SectionToml>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SectionToml {
    #[serde(default)]
    title: Localized<String>,
    #[serde(rename = "type")]
    kind: Option<String>,
    #[serde(default)]
    tags: Vec<String>,
    level: Option<String>,
    count: usize,
    points: Option<f64>,
}

/// A number of points in quarters, as a bank item's `points`.
fn quarter_points(value: f64) -> Option<Stones> {
    Stones::from_points(value * 2.0).filter(|p| *p > Stones::ZERO)
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
            let points = s
                .points
                .map(|p| quarter_points(p).ok_or_else(|| invalid(PaperProblem::PointsValue)))
                .transpose()?;
            sections.push(Section {
                title: s.title,
                points,
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
        let rules = match raw.rules {
            Some(id) => id.parse().map_err(|_| invalid(PaperProblem::Rules(id)))?,
            None => RuleSet::default(),
        };
        let paper = Paper {
            name: name.to_string(),
            title: raw.title,
            rules,
            minutes: raw.minutes,
            pass: raw
                .pass
                .map(|p| {
                    Stones::from_points(p * 2.0).ok_or_else(|| invalid(PaperProblem::PointsValue))
                })
                .transpose()?,
            instructions: raw.instructions,
            certification: raw.certification,
            sections,
        };
        let with_points = paper.sections.iter().filter(|s| s.points.is_some()).count();
        if with_points > 0 && with_points < paper.sections.len() {
            return Err(invalid(PaperProblem::PointsMissing));
        }
        let total = paper.total();
        if with_points > 0 && total != FULL_MARKS {
            return Err(invalid(PaperProblem::PointsSum { total }));
        }
        if let Some(pass) = paper.pass
            && !(Stones::ZERO..=total).contains(&pass)
        {
            return Err(invalid(PaperProblem::PassRange { pass, total }));
        }
        Ok(paper)
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

    /// The points of the whole paper: 100 when its sections give points.
    pub fn total(&self) -> Stones {
        self.sections
            .iter()
            .fold(Stones::ZERO, |sum, s| sum + s.each().times(s.count))
    }

    /// Each drawn item's points, in the order [`Paper::select`] draws them.
    pub fn item_points(&self) -> Vec<Stones> {
        self.sections
            .iter()
            .flat_map(|s| std::iter::repeat_n(s.each(), s.count))
            .collect()
    }

    /// The instructions in `lang`.
    pub fn instructions(&self, lang: Lang) -> Option<String> {
        localized(&self.instructions, lang).map(|t| t.into_owned())
    }

    pub fn title(&self, lang: Lang) -> Option<String> {
        localized(&self.title, lang).map(|t| t.into_owned())
    }

    /// Draws the paper's items from `questions`: section by section, each item once,
    /// in section order, only items of the paper's rule version, items comparing other
    /// rule sets left out unless a section asks for them by tag. Refused when a section
    /// cannot be filled.
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
                rules: Some(self.rules.id.to_string()),
                ..Filters::default()
            }
            .for_exams();
            // (place in the bank, item): the place puts a section back in bank order.
            let mut pool: Vec<(usize, &Question)> = questions
                .iter()
                .enumerate()
                .filter(|(_, q)| {
                    filters.accepts(q)
                        && !(self.certification && q.practice)
                        && !chosen.iter().any(|c| c.id == q.id)
                })
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

impl Section {
    /// One item's points.
    pub fn each(&self) -> Stones {
        self.points.unwrap_or(Stones::whole(1))
    }

    /// The title in `lang`, else the name of its type.
    pub fn title(&self, lang: Lang) -> Option<String> {
        localized(&self.title, lang).map(|t| t.into_owned())
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
            PaperError::UnknownId { id, near: None } => {
                Message::text("err-unknown-id").arg("id", id)
            }
            PaperError::UnknownId {
                id,
                near: Some(near),
            } => Message::text("err-unknown-id-near")
                .arg("id", id)
                .arg("near", near),
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
            PaperProblem::PointsSum { total } => {
                Message::text("err-paper-points-sum").arg("total", total.decimal())
            }
            PaperProblem::PointsMissing => Message::text("err-paper-points-missing"),
            PaperProblem::PointsValue => Message::text("err-paper-points-value"),
            PaperProblem::PassRange { pass, total } => Message::text("err-paper-pass-range")
                .arg("pass", pass.decimal())
                .arg("total", total.decimal()),
            PaperProblem::Rules(name) => Message::text("check-unknown-rules")
                .arg("name", format!("{name:?}"))
                .arg("names", PRESETS.map(|r| r.id).join(", ")),
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
                let other = items.iter().find(|q| q.rules.id != paper.rules.id);
                assert!(other.is_none(), "{name}: {other:?} of another rule version");
                let practice = items.iter().find(|q| paper.certification && q.practice);
                assert!(practice.is_none(), "{name}: {practice:?} states practice");
            }
            if name.starts_with("referee-") {
                assert!(paper.certification, "{name}");
                assert_eq!(paper.total(), FULL_MARKS, "{name}");
                assert_eq!(paper.pass, Some(Stones::whole(60)), "{name}");
                assert!(paper.instructions(Lang::ZhCn).is_some(), "{name}");
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
    #[test]
    fn a_paper_that_gives_points_adds_up_to_100_and_passes_within_them() {
        let paper = |body: &str| Paper::parse("t", &format!("title.en = \"T\"\n{body}"));
        let section = |points: &str| format!("[[section]]\ncount = 10\n{points}\n");
        let ok = paper(&format!(
            "pass = 60\nrules = \"cn1988\"\n{}{}",
            section("points = 4"),
            section("points = 6")
        ))
        .unwrap();
        assert_eq!(
            (ok.total(), ok.pass, ok.rules.id),
            (FULL_MARKS, Some(Stones::whole(60)), "cn1988")
        );
        assert_eq!(
            ok.item_points()[9..11],
            [Stones::whole(4), Stones::whole(6)]
        );
        let problem = |body: &str| match paper(body) {
            Err(PaperError::Invalid { problem, .. }) => problem,
            other => panic!("{body}: {other:?}"),
        };
        assert_eq!(
            problem(&format!(
                "{}{}",
                section("points = 4"),
                section("points = 5")
            )),
            PaperProblem::PointsSum {
                total: Stones::whole(90)
            }
        );
        assert_eq!(
            problem(&format!("{}{}", section("points = 4"), section(""))),
            PaperProblem::PointsMissing
        );
        assert_eq!(problem(&section("points = 0.1")), PaperProblem::PointsValue);
        assert_eq!(
            problem(&format!("pass = 120\n{}", section("points = 10"))),
            PaperProblem::PassRange {
                pass: Stones::whole(120),
                total: FULL_MARKS
            }
        );
        assert_eq!(
            problem(&format!("rules = \"cn2020\"\n{}", section(""))),
            PaperProblem::Rules("cn2020".into())
        );
        // Without points each item is worth one, and the paper need not add up to 100.
        assert_eq!(paper(&section("")).unwrap().total(), Stones::whole(10));
    }
}
