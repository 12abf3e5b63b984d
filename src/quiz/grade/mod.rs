//! `grade`: students' answers from a CSV file, marked against a [`KeyFile`] with the
//! trainer's own matching ([`Instance::read`] and [`Instance::grade`]), then scores and
//! an item analysis. The same use case for every front end: the command line, and the
//! classroom server.

mod key;

use std::collections::BTreeMap;

use serde::Serialize;
use thiserror::Error;

use crate::bank::answer::Reading;
use crate::bank::instance::{Grade, Instance, Key, Presentation};
use crate::bank::model::{Body, Localized, Question};
use crate::csv::{self, CsvError};
use crate::rules::{RuleSet, Stones};

use crate::message::{Arg, Describe, Message};
pub use key::{
    KEY_FORMAT, KeyFile, KeyItem, KeyVersion, MAX_KEY_BYTES, StoredAnswer, StoredKey, stones_of,
};

/// What is wrong with an item of a key file.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum KeyProblem {
    #[error("points {0} is not possible (0 or more, in quarters: 0.25, 1, 1.5, …)")]
    Points(String),
    #[error("right option {0:?} is not among the options")]
    RightOption(String),
    #[error("a choice item has no right option")]
    NoRightOption,
    #[error("a fill-in item has no blanks")]
    NoBlanks,
    #[error("{0:?} is not a number")]
    NotANumber(String),
    #[error("{0:?} is not black or white")]
    NotAColour(String),
}

#[derive(Debug, Error, PartialEq)]
pub enum GradeError {
    #[error("not a weiqi-quiz key file: {0}")]
    Json(String),
    #[error("key format {found:?} is not {KEY_FORMAT:?} (made by another version of weiqi-quiz)")]
    Format { found: String },
    #[error("item {number} of version {version}: {problem}")]
    BadKey {
        version: u32,
        number: usize,
        problem: KeyProblem,
    },
    #[error("line {line}: version {version:?} is not in the key (it has {known})")]
    UnknownVersion {
        line: usize,
        version: String,
        known: String,
    },
    #[error("line {line}: no version given and no version is printed for {name:?}")]
    NoVersion { line: usize, name: String },
    #[error("line {line}: {found} answers, but version {version} has {items} items")]
    TooManyAnswers {
        line: usize,
        found: usize,
        version: u32,
        items: usize,
    },
    #[error("no students in the answers file")]
    NoStudents,
    #[error("line {line}, {error}")]
    Csv { line: usize, error: CsvError },
}

/// A key item ready to grade: a question standing in for the bank item (read and
/// grade use only the presentation and the key) and its points.
pub struct Gradable {
    carrier: Question,
    /// The question as printed and the answer as the key prints it.
    text: Option<String>,
    answer_text: String,
    presentation: Presentation,
    key: Key,
    reading: Reading,
}

impl Gradable {
    pub fn new(version: u32, item: &KeyItem) -> Result<Gradable, GradeError> {
        let bad = |problem: KeyProblem| GradeError::BadKey {
            version,
            number: item.number,
            problem,
        };
        let (presentation, key, reading) = item.answer.parts().map_err(bad)?;
        let points = stones_of(item.points)
            .ok_or_else(|| bad(KeyProblem::Points(item.points.to_string())))?;
        let carrier = Question {
            id: item.id.clone(),
            file: "key.json".into(),
            line: 0,
            article: item.article.clone(),
            regulation: item
                .regulation
                .iter()
                .map(|r| ("zh-CN".to_string(), r.clone()))
                .collect(),
            practice: false,
            rules: RuleSet::default(),
            tags: Vec::new(),
            level: 1,
            points,
            text: Localized::new(),
            explain: Localized::new(),
            // Only the units matter here: read and grade use the key below.
            body: Body::Fill {
                answers: Localized::new(),
                verify: None,
                measures: item.answer.measures(),
            },
            winner_named: false,
            worked: None,
            positions: BTreeMap::new(),
        };
        Ok(Gradable {
            carrier,
            text: item.text.clone(),
            answer_text: item.answer_text.clone(),
            presentation,
            key,
            reading,
        })
    }

    /// Marks one written answer (a cell of the answers file, a line typed in plain
    /// mode) with the trainer's reading and grading.
    pub fn mark(&self, answer: &str) -> Mark {
        let answer = answer.trim();
        if answer.is_empty() {
            return Mark::Blank;
        }
        let instance = self.instance();
        match instance.read(answer) {
            None => Mark::Unreadable,
            Some(response) => match instance.grade(&response) {
                Grade::Right => Mark::Right,
                Grade::Wrong => Mark::Wrong,
            },
        }
    }

    pub fn points(&self) -> Stones {
        self.carrier.points
    }

    /// This item as a student's line of the grades shows it: the answer given, its
    /// mark, the points scored out of the item's, and the key.
    pub fn marked(&self, number: usize, answer: &str, mark: Mark) -> MarkedItem {
        let points = self.points().as_f64();
        MarkedItem {
            number,
            id: self.carrier.id.clone(),
            answer: answer.to_string(),
            mark,
            points: if mark == Mark::Right { points } else { 0.0 },
            out_of: points,
            key: self.answer_text.clone(),
            text: self.text.clone(),
        }
    }

    pub fn instance(&self) -> Instance<'_> {
        Instance {
            question: &self.carrier,
            text: String::new(),
            presentation: self.presentation.clone(),
            key: self.key.clone(),
            explain: None,
            figure: None,
            params: Default::default(),
            replay: None,
            reading: self.reading,
            worked: None,
            record_notes: None,
        }
    }
}

/// How one answer was marked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Mark {
    Right,
    Wrong,
    /// Left empty.
    Blank,
    /// Not an answer to this item (a letter with no option, words for a number…).
    Unreadable,
}

impl Mark {
    const NAMES: [(Mark, &'static str); 4] = [
        (Mark::Right, "right"),
        (Mark::Wrong, "wrong"),
        (Mark::Blank, "blank"),
        (Mark::Unreadable, "unreadable"),
    ];
}

/// The name the database stores (`right`, `wrong`, `blank`, `unreadable`).
impl std::fmt::Display for Mark {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let name = Mark::NAMES
            .iter()
            .find(|(m, _)| m == self)
            .map_or("", |(_, n)| n);
        f.write_str(name)
    }
}

impl std::str::FromStr for Mark {
    type Err = ();
    fn from_str(name: &str) -> Result<Mark, ()> {
        Mark::NAMES
            .iter()
            .find(|(_, n)| *n == name)
            .map(|(m, _)| *m)
            .ok_or(())
    }
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MarkedItem {
    pub number: usize,
    pub id: String,
    pub answer: String,
    pub mark: Mark,
    /// Points scored on it, and out of.
    pub points: f64,
    pub out_of: f64,
    /// The answer as the key prints it.
    pub key: String,
    /// The question as printed (absent in keys of earlier versions).
    #[serde(skip)]
    pub text: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StudentResult {
    pub name: String,
    pub version: u32,
    pub score: f64,
    pub total: f64,
    pub right: usize,
    pub items: Vec<MarkedItem>,
}

/// How an item fared over the class.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ItemAnalysis {
    pub id: String,
    /// The question as the first version printed it (absent in older keys).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// Students who wrote an answer (a blank is not one).
    pub answered_by: usize,
    /// Students whose version has the item.
    pub asked: usize,
    pub right: usize,
    /// Share right over the class, 0 to 1.
    pub share: f64,
    /// Share right in the top and bottom groups (27% of the class by score each, at
    /// least one student); absent with fewer than two students.
    pub top_share: Option<f64>,
    pub bottom_share: Option<f64>,
    /// Fewer than half of the top group got it right, or the bottom group did better:
    /// worth checking the item or its teaching.
    pub strong_students_miss: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Grading {
    pub title: String,
    pub students: Vec<StudentResult>,
    pub items: Vec<ItemAnalysis>,
    /// Students in each of the top and bottom groups.
    pub group_size: usize,
    /// Rows with fewer cells than their version has items: a column may have slipped.
    pub short_rows: Vec<ShortRow>,
}

/// A row that stops before its version's last item.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ShortRow {
    pub line: usize,
    pub name: String,
    pub answers: usize,
    pub items: usize,
}

/// Grades answers. One row per student: `name, version, answer 1, answer 2, …` in the
/// order of the version's numbers (a header row is skipped). The version may be left
/// empty for personalised sheets: the student's name finds it. Several blanks go in one
/// cell separated by `|` or `;`; several letters as `AC`; open items as the teacher's
/// mark (`t`/`f`, `对`/`错`, `√`/`×`).
pub fn grade(key: &KeyFile, answers: &str) -> Result<Grading, GradeError> {
    let versions: Vec<(u32, Option<&str>, Vec<Gradable>)> = key
        .versions
        .iter()
        .map(|v| {
            let items = v
                .items
                .iter()
                .map(|item| Gradable::new(v.version, item))
                .collect::<Result<Vec<_>, _>>()?;
            Ok((v.version, v.student.as_deref(), items))
        })
        .collect::<Result<_, GradeError>>()?;
    let known = versions
        .iter()
        .map(|(v, _, _)| v.to_string())
        .collect::<Vec<_>>()
        .join(", ");
    let mut students = Vec::new();
    let mut short_rows = Vec::new();
    let rows = csv::rows(answers).map_err(|(line, error)| GradeError::Csv { line, error })?;
    for (index, (line, cells)) in rows.into_iter().enumerate() {
        let name = cells.first().cloned().unwrap_or_default();
        let version_cell = cells.get(1).map(String::as_str).unwrap_or("");
        // A header row names its columns instead of giving a version.
        if index == 0 && !version_cell.is_empty() && version_cell.parse::<u32>().is_err() {
            continue;
        }
        let found = if version_cell.is_empty() {
            versions
                .iter()
                .find(|(_, student, _)| *student == Some(name.as_str()))
                .ok_or_else(|| GradeError::NoVersion {
                    line,
                    name: name.clone(),
                })?
        } else {
            versions
                .iter()
                .find(|(v, _, _)| version_cell.parse::<u32>() == Ok(*v))
                .ok_or_else(|| GradeError::UnknownVersion {
                    line,
                    version: version_cell.to_string(),
                    known: known.clone(),
                })?
        };
        let (version, _, items) = found;
        let typed: Vec<&str> = cells.iter().skip(2).map(String::as_str).collect();
        let given = typed
            .iter()
            .rposition(|c| !c.is_empty())
            .map_or(0, |i| i + 1);
        if given > items.len() {
            return Err(GradeError::TooManyAnswers {
                line,
                found: given,
                version: *version,
                items: items.len(),
            });
        }
        if typed.len() < items.len() {
            short_rows.push(ShortRow {
                line,
                name: name.clone(),
                answers: typed.len(),
                items: items.len(),
            });
        }
        let mut result = StudentResult {
            name,
            version: *version,
            score: 0.0,
            total: 0.0,
            right: 0,
            items: Vec::new(),
        };
        let mut score = Stones::ZERO;
        let mut total = Stones::ZERO;
        for (i, item) in items.iter().enumerate() {
            let answer = typed.get(i).copied().unwrap_or("").trim();
            let mark = item.mark(answer);
            let points = item.points();
            total = total + points;
            if mark == Mark::Right {
                score = score + points;
                result.right += 1;
            }
            result.items.push(item.marked(i + 1, answer, mark));
        }
        result.score = score.as_f64();
        result.total = total.as_f64();
        students.push(result);
    }
    if students.is_empty() {
        return Err(GradeError::NoStudents);
    }
    Ok(summarise(&key.title, students, short_rows))
}

/// The grades of marked students, with the item analysis: what `grade` reports, for
/// answers marked elsewhere (the classroom server marks each as it comes).
pub fn summarise(title: &str, students: Vec<StudentResult>, short_rows: Vec<ShortRow>) -> Grading {
    let (items, group_size) = analyse(&students);
    Grading {
        title: title.to_string(),
        students,
        items,
        group_size,
        short_rows,
    }
}

/// Share right per item, over the class and in its top and bottom groups.
fn analyse(students: &[StudentResult]) -> (Vec<ItemAnalysis>, usize) {
    let mut ranked: Vec<&StudentResult> = students.iter().collect();
    ranked.sort_by(|a, b| {
        (b.score / b.total.max(f64::MIN_POSITIVE))
            .total_cmp(&(a.score / a.total.max(f64::MIN_POSITIVE)))
            .then_with(|| a.name.cmp(&b.name))
    });
    let group = if ranked.len() < 2 {
        0
    } else {
        ((ranked.len() * 27 + 50) / 100).clamp(1, ranked.len() / 2)
    };
    let top = &ranked[..group];
    let bottom = &ranked[ranked.len() - group..];
    // Items in the order they first appear (version 1's order, then any others).
    let mut ids: Vec<(&str, Option<&String>)> = Vec::new();
    for s in students {
        for m in &s.items {
            if !ids.iter().any(|(id, _)| *id == m.id) {
                ids.push((&m.id, m.text.as_ref()));
            }
        }
    }
    let share = |group: &[&StudentResult], id: &str| -> Option<f64> {
        let marks: Vec<Mark> = group
            .iter()
            .flat_map(|s| s.items.iter().filter(|m| m.id == id).map(|m| m.mark))
            .collect();
        (!marks.is_empty()).then(|| {
            marks.iter().filter(|m| **m == Mark::Right).count() as f64 / marks.len() as f64
        })
    };
    let items = ids
        .into_iter()
        .map(|(id, text)| {
            let marks: Vec<Mark> = students
                .iter()
                .flat_map(|s| s.items.iter().filter(|m| m.id == id).map(|m| m.mark))
                .collect();
            let right = marks.iter().filter(|m| **m == Mark::Right).count();
            let (top_share, bottom_share) = if group > 0 {
                (share(top, id), share(bottom, id))
            } else {
                (None, None)
            };
            let strong_students_miss = match (top_share, bottom_share) {
                (Some(t), Some(b)) => t < 0.5 || b > t,
                _ => false,
            };
            ItemAnalysis {
                id: id.to_string(),
                text: text.cloned(),
                answered_by: marks.iter().filter(|m| **m != Mark::Blank).count(),
                asked: marks.len(),
                right,
                share: right as f64 / marks.len().max(1) as f64,
                top_share,
                bottom_share,
                strong_students_miss,
            }
        })
        .collect();
    (items, group)
}

impl Describe for KeyProblem {
    fn message(&self) -> Message {
        let (id, value) = match self {
            KeyProblem::Points(v) => ("err-key-points", v.as_str()),
            KeyProblem::RightOption(v) => ("err-key-right-option", v.as_str()),
            KeyProblem::NoRightOption => ("err-key-no-right-option", ""),
            KeyProblem::NoBlanks => ("err-key-no-blanks", ""),
            KeyProblem::NotANumber(v) => ("err-key-not-a-number", v.as_str()),
            KeyProblem::NotAColour(v) => ("err-key-not-a-colour", v.as_str()),
        };
        Message::text(id).arg("value", value)
    }
}

impl Describe for GradeError {
    fn message(&self) -> Message {
        match self {
            GradeError::Json(detail) => {
                Message::text("err-grade-json").with_arg("detail", Arg::Json(detail.clone()))
            }
            GradeError::Format { found } => Message::text("err-grade-format").arg("found", found),
            GradeError::BadKey {
                version,
                number,
                problem,
            } => Message::text("err-grade-bad-key")
                .number("version", *version)
                .number("number", *number)
                .said("message", problem),
            GradeError::UnknownVersion {
                line,
                version,
                known,
            } => Message::text("err-grade-unknown-version")
                .number("line", *line)
                .arg("version", version)
                .arg("known", known),
            GradeError::NoVersion { line, name } => Message::text("err-grade-no-version")
                .number("line", *line)
                .arg("name", name),
            GradeError::TooManyAnswers {
                line,
                found,
                version,
                items,
            } => Message::text("err-grade-too-many")
                .number("line", *line)
                .number("found", *found)
                .number("version", *version)
                .number("items", *items),
            GradeError::NoStudents => Message::text("err-grade-no-students"),
            GradeError::Csv { line, error } => Message::text("err-csv-line")
                .number("line", *line)
                .said("problem", error),
        }
    }
}
