//! `key.json` (the keys of every version, as `sheet` writes them) and `grade`: students'
//! answers from a CSV file, marked with the trainer's own matching
//! ([`Instance::read`] and [`Instance::grade`]), then scores and an item analysis.
//!
//! Each key holds what grading needs and nothing of the bank: the presentation (options
//! as printed, number of blanks) and the key (right letters, accepted answers, or the
//! engine's exact answer), so a key file keeps grading the same after the bank changes.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::bank::Answer;
use crate::bank::instance::{Grade, Instance, Key, Presentation, letter};
use crate::bank::matching::parse_choice;
use crate::bank::model::{Body, Localized, Question};
use crate::i18n::{Arg, Localizer};
use crate::rules::score::Outcome;
use crate::rules::{Color, RuleSet, Stones};
use crate::table::aligned;

use super::{Paper, csv_rows};

/// The `format` field of a key file this version writes and reads.
pub const KEY_FORMAT: &str = "weiqi-quiz-key/1";

/// Keys for every version of a test.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct KeyFile {
    pub format: String,
    pub title: String,
    pub seed: u64,
    /// The language the sheets were printed in (`en`, `zh-CN`, `zh-TW`).
    pub lang: String,
    pub versions: Vec<KeyVersion>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct KeyVersion {
    pub version: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub student: Option<String>,
    pub total_points: f64,
    pub items: Vec<KeyItem>,
}

/// One item as printed on a version.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct KeyItem {
    /// Its number on the sheet: answers come in this order.
    pub number: usize,
    pub id: String,
    /// The bank type: fill, choice, truefalse, calc, board or open.
    #[serde(rename = "type")]
    pub kind: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub article: Option<String>,
    pub points: f64,
    pub answer: StoredKey,
    /// The answer as the printed key shows it.
    pub answer_text: String,
}

/// What grades an item.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum StoredKey {
    /// Options in printed order; the right ones by letter.
    Choice {
        options: Vec<String>,
        multiple: bool,
        right: Vec<String>,
    },
    TrueFalse {
        right: bool,
    },
    /// Per blank, the accepted answers.
    Blanks {
        accepted: Vec<Vec<String>>,
    },
    /// The engine's answer, matched in any written form.
    Engine {
        answer: StoredAnswer,
    },
    /// Marked by the teacher: the CSV cell says right or wrong.
    Open {
        model: String,
    },
}

/// An exact answer of the engine.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum StoredAnswer {
    /// A decimal number of stones (or points, rounds…): `1.25`.
    Number {
        value: String,
    },
    /// `winner` is `black`, `white` or null (a draw); `margin` in stones, `1.25`.
    Result {
        winner: Option<String>,
        margin: String,
    },
    Colour {
        colour: String,
    },
    Bool {
        value: bool,
    },
}

#[derive(Debug, Error, PartialEq)]
pub enum GradeError {
    #[error("not a weiqi-quiz key file: {0}")]
    Json(String),
    #[error("key format {found:?} is not {KEY_FORMAT:?} (made by another version of weiqi-quiz)")]
    Format { found: String },
    #[error("item {number} of version {version}: {message}")]
    BadKey {
        version: u32,
        number: usize,
        message: String,
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
}

fn stones_of(points: f64) -> Option<Stones> {
    let quarters = points * 4.0;
    (quarters.is_finite() && quarters.fract() == 0.0 && quarters.abs() < 1e9)
        .then(|| Stones::from_quarters(quarters as i64))
}

impl StoredKey {
    fn of(instance: &Instance<'_>) -> StoredKey {
        match (&instance.presentation, &instance.key) {
            (Presentation::Choice { options, multiple }, Key::Options(right)) => {
                StoredKey::Choice {
                    options: options.clone(),
                    multiple: *multiple,
                    right: right.iter().map(|&i| letter(i).to_string()).collect(),
                }
            }
            (_, Key::Bool(b)) => StoredKey::TrueFalse { right: *b },
            (_, Key::Blanks(accepted)) => StoredKey::Blanks {
                accepted: accepted.clone(),
            },
            (_, Key::Engine(answer)) => StoredKey::Engine {
                answer: StoredAnswer::of(answer),
            },
            (_, Key::Model(model)) => StoredKey::Open {
                model: model.clone(),
            },
            // Options without a choice presentation are not made by `instantiate`.
            (_, Key::Options(right)) => StoredKey::Choice {
                options: Vec::new(),
                multiple: right.len() > 1,
                right: right.iter().map(|&i| letter(i).to_string()).collect(),
            },
        }
    }

    /// The presentation and key `Instance::read` and `Instance::grade` work from.
    fn parts(&self) -> Result<(Presentation, Key), String> {
        Ok(match self {
            StoredKey::Choice {
                options,
                multiple,
                right,
            } => {
                let mut indices = Vec::new();
                for l in right {
                    let picked = parse_choice(l, options.len())
                        .filter(|p| p.len() == 1)
                        .ok_or_else(|| format!("right option {l:?} is not among the options"))?;
                    indices.extend(picked);
                }
                indices.sort_unstable();
                indices.dedup();
                if indices.is_empty() {
                    return Err("a choice item has no right option".into());
                }
                (
                    Presentation::Choice {
                        options: options.clone(),
                        multiple: *multiple,
                    },
                    Key::Options(indices),
                )
            }
            StoredKey::TrueFalse { right } => (Presentation::TrueFalse, Key::Bool(*right)),
            StoredKey::Blanks { accepted } => {
                if accepted.is_empty() {
                    return Err("a fill-in item has no blanks".into());
                }
                (
                    Presentation::Input {
                        blanks: accepted.len(),
                    },
                    Key::Blanks(accepted.clone()),
                )
            }
            StoredKey::Engine { answer } => (
                Presentation::Input { blanks: 1 },
                Key::Engine(answer.answer()?),
            ),
            StoredKey::Open { model } => (Presentation::Open, Key::Model(model.clone())),
        })
    }
}

impl StoredAnswer {
    fn of(answer: &Answer) -> StoredAnswer {
        match answer {
            Answer::Number(n) => StoredAnswer::Number { value: n.decimal() },
            Answer::Result(outcome) => StoredAnswer::Result {
                winner: outcome.winner.map(|c| c.name().to_string()),
                margin: outcome.margin.decimal(),
            },
            Answer::Colour(c) => StoredAnswer::Colour {
                colour: c.name().to_string(),
            },
            Answer::Bool(b) => StoredAnswer::Bool { value: *b },
        }
    }

    fn answer(&self) -> Result<Answer, String> {
        let stones = |text: &str| {
            text.parse::<Stones>()
                .map_err(|_| format!("{text:?} is not a number"))
        };
        let colour = |text: &str| {
            text.parse::<Color>()
                .map_err(|_| format!("{text:?} is not black or white"))
        };
        Ok(match self {
            StoredAnswer::Number { value } => Answer::Number(stones(value)?),
            StoredAnswer::Result { winner, margin } => Answer::Result(Outcome {
                winner: winner.as_deref().map(colour).transpose()?,
                margin: stones(margin)?,
            }),
            StoredAnswer::Colour { colour: c } => Answer::Colour(colour(c)?),
            StoredAnswer::Bool { value } => Answer::Bool(*value),
        })
    }
}

impl KeyFile {
    /// The keys of printed versions.
    pub fn from_papers(papers: &[Paper<'_>], l: &Localizer) -> KeyFile {
        let mut key = KeyFile::new(
            papers.first().map(|p| p.title.as_str()).unwrap_or_default(),
            papers.first().map_or(0, |p| p.seed),
            l,
        );
        for paper in papers {
            key.push(paper, l);
        }
        key
    }

    /// A key file without versions yet.
    pub fn new(title: &str, seed: u64, l: &Localizer) -> KeyFile {
        KeyFile {
            format: KEY_FORMAT.to_string(),
            title: title.to_string(),
            seed,
            lang: l.lang().tag().to_string(),
            versions: Vec::new(),
        }
    }

    /// Adds the key of one printed version.
    pub fn push(&mut self, paper: &Paper<'_>, l: &Localizer) {
        self.versions.push(KeyVersion {
            version: paper.version,
            student: paper.student.as_ref().map(|s| s.name.clone()),
            total_points: paper.total_points().as_f64(),
            items: paper
                .entries()
                .map(|entry| KeyItem {
                    number: entry.number,
                    id: entry.question().id.clone(),
                    kind: entry.question().kind().name().to_string(),
                    article: entry.question().article.clone(),
                    points: entry.question().points.as_f64(),
                    answer: StoredKey::of(&entry.instance),
                    answer_text: entry.instance.key_text(l),
                })
                .collect(),
        });
    }

    pub fn to_json(&self) -> String {
        // Serialising plain data with string keys cannot fail.
        serde_json::to_string_pretty(self).unwrap_or_default() + "\n"
    }

    pub fn from_json(text: &str) -> Result<KeyFile, GradeError> {
        let key: KeyFile =
            serde_json::from_str(text).map_err(|e| GradeError::Json(e.to_string()))?;
        if key.format != KEY_FORMAT {
            return Err(GradeError::Format { found: key.format });
        }
        Ok(key)
    }
}

/// A key item ready to grade: a question standing in for the bank item (read and
/// grade use only the presentation and the key) and its points.
struct Gradable {
    carrier: Question,
    presentation: Presentation,
    key: Key,
}

impl Gradable {
    fn new(version: u32, item: &KeyItem) -> Result<Gradable, GradeError> {
        let bad = |message: String| GradeError::BadKey {
            version,
            number: item.number,
            message,
        };
        let (presentation, key) = item.answer.parts().map_err(bad)?;
        let points =
            stones_of(item.points).ok_or_else(|| bad(format!("points {}", item.points)))?;
        let carrier = Question {
            id: item.id.clone(),
            file: "key.json".into(),
            line: 0,
            article: item.article.clone(),
            rules: RuleSet::default(),
            tags: Vec::new(),
            level: 1,
            points,
            text: Localized::new(),
            explain: Localized::new(),
            body: Body::Open {
                answer: Localized::new(),
            },
            positions: BTreeMap::new(),
        };
        Ok(Gradable {
            carrier,
            presentation,
            key,
        })
    }

    fn instance(&self) -> Instance<'_> {
        Instance {
            question: &self.carrier,
            text: String::new(),
            presentation: self.presentation.clone(),
            key: self.key.clone(),
            explain: None,
            figure: None,
            params: Default::default(),
            replay: None,
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

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MarkedItem {
    pub number: usize,
    pub id: String,
    pub answer: String,
    pub mark: Mark,
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
    pub answered_by: usize,
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
    for (index, (line, cells)) in csv_rows(answers).into_iter().enumerate() {
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
            let instance = item.instance();
            let mark = if answer.is_empty() {
                Mark::Blank
            } else {
                match instance.read(answer) {
                    None => Mark::Unreadable,
                    Some(response) => match instance.grade(&response) {
                        Grade::Right => Mark::Right,
                        Grade::Wrong => Mark::Wrong,
                    },
                }
            };
            total = total + item.carrier.points;
            if mark == Mark::Right {
                score = score + item.carrier.points;
                result.right += 1;
            }
            result.items.push(MarkedItem {
                number: i + 1,
                id: item.carrier.id.clone(),
                answer: answer.to_string(),
                mark,
            });
        }
        result.score = score.as_f64();
        result.total = total.as_f64();
        students.push(result);
    }
    if students.is_empty() {
        return Err(GradeError::NoStudents);
    }
    let (items, group_size) = analyse(&students);
    Ok(Grading {
        title: key.title.clone(),
        students,
        items,
        group_size,
    })
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
    let mut ids: Vec<&str> = Vec::new();
    for s in students {
        for m in &s.items {
            if !ids.contains(&m.id.as_str()) {
                ids.push(&m.id);
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
        .map(|id| {
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
                answered_by: marks.len(),
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

fn percent(share: f64) -> String {
    format!("{:.0}%", share * 100.0)
}

fn points(value: f64) -> String {
    stones_of(value).map_or_else(|| value.to_string(), |s| s.decimal())
}

/// The grades as a teacher reads them: a score per student, the item analysis, the
/// items strong students miss, and every answer that could not be read.
pub fn grading_text(grading: &Grading, l: &Localizer) -> String {
    let mut out = String::new();
    let mut rows = vec![vec![
        l.text("grade-header-name"),
        l.text("grade-header-version"),
        l.text("grade-header-score"),
        l.text("grade-header-percent"),
        l.text("grade-header-right"),
    ]];
    for s in &grading.students {
        rows.push(vec![
            s.name.clone(),
            s.version.to_string(),
            format!("{}/{}", points(s.score), points(s.total)),
            percent(s.score / s.total.max(f64::MIN_POSITIVE)),
            format!("{}/{}", s.right, s.items.len()),
        ]);
    }
    out.push_str(&aligned(&rows, &[false, true, true, true, true]));
    let mean =
        grading.students.iter().map(|s| s.score).sum::<f64>() / grading.students.len() as f64;
    out.push_str(&l.format(
        "grade-mean",
        &[
            ("students", Arg::Number(grading.students.len() as i64)),
            ("mean", Arg::Text(format!("{mean:.1}"))),
        ],
    ));
    out.push_str("\n\n");
    out.push_str(&l.format(
        "grade-analysis",
        &[("group", Arg::Number(grading.group_size as i64))],
    ));
    out.push('\n');
    let mut rows = vec![vec![
        l.text("grade-header-item"),
        l.text("grade-header-answered"),
        l.text("grade-header-share"),
        l.text("grade-header-top"),
        l.text("grade-header-bottom"),
    ]];
    let maybe = |s: Option<f64>| s.map_or_else(|| "-".to_string(), percent);
    for item in &grading.items {
        rows.push(vec![
            item.id.clone(),
            item.answered_by.to_string(),
            percent(item.share),
            maybe(item.top_share),
            maybe(item.bottom_share),
        ]);
    }
    out.push_str(&aligned(&rows, &[false, true, true, true, true]));
    let missed: Vec<&ItemAnalysis> = grading
        .items
        .iter()
        .filter(|i| i.strong_students_miss)
        .collect();
    out.push('\n');
    if missed.is_empty() {
        out.push_str(&l.text("grade-no-strong-miss"));
        out.push('\n');
    } else {
        out.push_str(&l.text("grade-strong-miss"));
        out.push('\n');
        for item in missed {
            out.push_str(&format!(
                "  {}  {}\n",
                item.id,
                l.format(
                    "grade-strong-miss-item",
                    &[
                        ("top", Arg::Text(maybe(item.top_share))),
                        ("bottom", Arg::Text(maybe(item.bottom_share))),
                    ],
                )
            ));
        }
    }
    let unreadable: Vec<(&StudentResult, &MarkedItem)> = grading
        .students
        .iter()
        .flat_map(|s| {
            s.items
                .iter()
                .filter(|m| m.mark == Mark::Unreadable)
                .map(move |m| (s, m))
        })
        .collect();
    if !unreadable.is_empty() {
        out.push('\n');
        out.push_str(&l.text("grade-unreadable"));
        out.push('\n');
        for (s, m) in unreadable {
            out.push_str("  ");
            out.push_str(&l.format(
                "grade-unreadable-item",
                &[
                    ("name", Arg::Text(s.name.clone())),
                    ("number", Arg::Number(m.number as i64)),
                    ("id", Arg::Text(m.id.clone())),
                    ("answer", Arg::Text(m.answer.clone())),
                ],
            ));
            out.push('\n');
        }
    }
    out
}

/// The grades as JSON: `{"title","group_size","students":[…],"items":[…]}`.
pub fn grading_json(grading: &Grading) -> String {
    serde_json::to_string(grading).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::sheet::{Order, version_paper};

    const BANK: &str = r#"
[[question]]
id = "c"
type = "choice"
text.en = "Pick"
options.en = ["w", "x", "right", "y"]
answer = "C"

[[question]]
id = "m"
type = "choice"
shuffle = false
text.en = "Primes?"
options.en = ["2", "9", "13"]
answer = ["A", "C"]

[[question]]
id = "f"
type = "fill"
text.en = "A ____ and a ____."
answer.en = [["x", "ex"], ["y"]]
points = 2

[[question]]
id = "r"
type = "calc"
calc = "result"
params.black = 183
text.en = "Black {black}?"

[[question]]
id = "o"
type = "open"
text.en = "Why?"
answer.en = "Because."

[[question]]
id = "t"
type = "truefalse"
text.en = "Yes?"
answer = false
"#;

    fn bank() -> Vec<Question> {
        crate::bank::test_bank(BANK)
    }

    /// The stored key grades every input exactly as the live instance does.
    #[test]
    fn a_stored_key_grades_like_the_instance_it_came_from() {
        let questions = bank();
        let chosen: Vec<&Question> = questions.iter().collect();
        let l = Localizer::new(Lang::En);
        let inputs = [
            "",
            "a",
            "b",
            "c",
            "d",
            "AC",
            "a c",
            "A,C",
            "z",
            "t",
            "f",
            "true",
            "对",
            "x|y",
            "ex; y",
            "x",
            "x|z",
            "W+2.5",
            "黑负1又1/4子",
            "white by 1 1/4",
            "B+2.5",
            "1.25",
            "Black wins",
            "√",
            "×",
            "nonsense",
        ];
        for version in 1..=6 {
            let paper = version_paper(&chosen, Order::Random, "T", 3, version, None, &l).unwrap();
            let key = KeyFile::from_json(
                &KeyFile::from_papers(std::slice::from_ref(&paper), &l).to_json(),
            )
            .unwrap();
            for (entry, item) in paper.entries().zip(&key.versions[0].items) {
                let stored = Gradable::new(version, item).unwrap();
                let replayed = stored.instance();
                for input in inputs {
                    let live = entry.instance.read(input);
                    assert_eq!(replayed.read(input), live, "{} {input:?}", item.id);
                    if let Some(response) = live {
                        assert_eq!(
                            replayed.grade(&response),
                            entry.instance.grade(&response),
                            "{} {input:?}",
                            item.id
                        );
                    }
                }
            }
        }
    }

    fn key_and_order() -> (KeyFile, Vec<String>) {
        let questions = bank();
        let chosen: Vec<&Question> = questions.iter().collect();
        let l = Localizer::new(Lang::En);
        let paper = version_paper(&chosen, Order::Bank, "T", 3, 1, None, &l).unwrap();
        let ids = paper.entries().map(|e| e.question().id.clone()).collect();
        (KeyFile::from_papers(&[paper], &l), ids)
    }

    #[test]
    fn answers_are_marked_scored_and_analysed() {
        let (key, ids) = key_and_order();
        // Bank order by section: fill, choice ×2, truefalse, calc, open.
        assert_eq!(ids, ["f", "c", "m", "t", "r", "o"]);
        let right_c = match &key.versions[0].items[1].answer {
            StoredKey::Choice { right, .. } => right[0].clone(),
            other => panic!("{other:?}"),
        };
        let csv = format!(
            "name,version,1,2,3,4,5,6\nAnn,1,x|y,{right_c},AC,f,W+2.5,t\nBo,1,ex;y,{right_c},A,false,B+2.5,f\nCy,1,,Q,C\nDee,1,no|no,{right_c},\"A,C\",t,1.25,×\n"
        );
        let graded = grade(&key, &csv).unwrap();
        let ann = &graded.students[0];
        assert_eq!((ann.score, ann.total, ann.right), (7.0, 7.0, 6));
        let bo = &graded.students[1];
        assert_eq!((bo.score, bo.right), (4.0, 3));
        let cy = &graded.students[2];
        assert_eq!(cy.items[0].mark, Mark::Blank);
        assert_eq!(cy.items[1].mark, Mark::Unreadable);
        assert_eq!(cy.items[2].mark, Mark::Wrong);
        assert_eq!(cy.score, 0.0);
        let dee = &graded.students[3];
        // 1.25 alone names the margin of a result whose winner the question gives.
        assert_eq!(dee.items[4].mark, Mark::Right);
        assert_eq!(dee.right, 3);
        assert_eq!(graded.group_size, 1);
        let fill = &graded.items[0];
        assert_eq!(
            (fill.id.as_str(), fill.right, fill.answered_by),
            ("f", 2, 4)
        );
        assert_eq!(fill.top_share, Some(1.0));
        // Cy (bottom) got nothing; nothing is flagged where Ann (top) was right.
        assert!(graded.items.iter().all(|i| !i.strong_students_miss));
        let l = Localizer::new(Lang::En);
        let text = grading_text(&graded, &l);
        assert!(text.contains("Ann"), "{text}");
        assert!(text.contains("Cy, item 2 (c): \"Q\""), "{text}");
        let json: serde_json::Value = serde_json::from_str(&grading_json(&graded)).unwrap();
        assert_eq!(json["students"][0]["score"], 7.0);
        assert_eq!(json["items"][0]["id"], "f");
    }

    #[test]
    fn items_the_top_group_misses_are_flagged() {
        let (key, _) = key_and_order();
        let right_c = match &key.versions[0].items[1].answer {
            StoredKey::Choice { right, .. } => right[0].clone(),
            other => panic!("{other:?}"),
        };
        // The best students miss the true/false item (4); the weakest gets it.
        let csv = format!(
            "A,1,x|y,{right_c},AC,t,W+2.5,t\nB,1,x|y,{right_c},AC,t,W+2.5,t\nC,1,x|y,,,t\nD,1,,,,f\n"
        );
        let graded = grade(&key, &csv).unwrap();
        let flagged: Vec<&str> = graded
            .items
            .iter()
            .filter(|i| i.strong_students_miss)
            .map(|i| i.id.as_str())
            .collect();
        assert_eq!(flagged, ["t"]);
    }

    #[test]
    fn bad_rows_and_bad_keys_are_reported_not_panicked_on() {
        let (key, _) = key_and_order();
        let err = |csv: &str| grade(&key, csv).unwrap_err().to_string();
        assert_eq!(
            err("Ann,7,a\n"),
            "line 1: version \"7\" is not in the key (it has 1)"
        );
        assert_eq!(
            err("Ann,1,a,b,c,d,e,f,g\n"),
            "line 1: 7 answers, but version 1 has 6 items"
        );
        assert_eq!(
            err("Ann,,a\n"),
            "line 1: no version given and no version is printed for \"Ann\""
        );
        assert_eq!(err("name,version\n"), "no students in the answers file");
        assert!(KeyFile::from_json("{").is_err());
        let mut other = key.clone();
        other.format = "v0".into();
        assert!(matches!(
            KeyFile::from_json(&other.to_json()),
            Err(GradeError::Format { .. })
        ));
        let mut broken = key.clone();
        broken.versions[0].items[1].answer = StoredKey::Choice {
            options: vec!["a".into()],
            multiple: false,
            right: vec!["D".into()],
        };
        assert!(matches!(
            grade(&broken, "Ann,1,a\n"),
            Err(GradeError::BadKey { number: 2, .. })
        ));
    }

    proptest::proptest! {
        #[test]
        fn no_answers_file_makes_grading_panic(text in "(?s).{0,300}") {
            let (key, _) = key_and_order();
            let _ = grade(&key, &text);
        }

        #[test]
        fn no_key_file_makes_reading_panic(text in "(?s).{0,300}") {
            if let Ok(key) = KeyFile::from_json(&text) {
                let _ = grade(&key, "a,1,x");
            }
        }
    }

    #[test]
    fn personalised_versions_are_found_by_name() {
        let (mut key, _) = key_and_order();
        key.versions[0].student = Some("李伟".into());
        let graded = grade(&key, "李伟,,x|y\n").unwrap();
        assert_eq!(graded.students[0].version, 1);
        assert_eq!(graded.students[0].items[0].mark, Mark::Right);
    }
}
