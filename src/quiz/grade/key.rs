//! `key.json`: the keys of every printed version, as `sheet` writes them and `grade`
//! reads them back.
//!
//! Each key holds what grading needs and nothing of the bank: the presentation (options
//! as printed, number of blanks) and the key (right letters, accepted answers, or the
//! engine's exact answer), so a key file keeps grading the same after the bank changes.

use serde::{Deserialize, Serialize};

use crate::bank::answer::Reading;
use crate::bank::instance::{Instance, Key, Presentation, letter};
use crate::bank::matching::{Measure, Unit, parse_choice};
use crate::bank::{Answer, Kind};
use crate::i18n::{Lang, Localizer};
use crate::rules::score::Outcome;
use crate::rules::{Color, Stones};

use super::{GradeError, KeyProblem};

/// Key files larger than this are refused (a key for a thousand students of a hundred
/// items is about 50 MiB).
pub const MAX_KEY_BYTES: u64 = 64 * 1024 * 1024;

/// The `format` field of a key file this version writes and reads.
pub const KEY_FORMAT: &str = "weiqi-quiz-key/1";

/// Keys for every version of a test.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct KeyFile {
    pub format: String,
    pub title: String,
    pub seed: u64,
    /// The language the sheets were printed in (`en`, `zh-CN`, `zh-TW`).
    pub lang: Lang,
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
    pub kind: Kind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub article: Option<String>,
    /// The regulation it cites instead of an article, as the sheet's language names it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub regulation: Option<String>,
    pub points: f64,
    pub answer: StoredKey,
    /// The answer as the printed key shows it.
    pub answer_text: String,
    /// The question as printed, for the item analysis and the students' reports (absent
    /// in keys of earlier versions).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
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
        /// The text names the winner: a bare margin answers a result (absent: false).
        #[serde(default, skip_serializing_if = "is_false")]
        winner_named: bool,
        /// Per blank, the unit it asks in (`null`: a plain count); absent in keys written
        /// before items said their unit, which are read from their answers.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        units: Vec<Option<Unit>>,
    },
    /// The engine's answer, matched in any written form.
    Engine {
        answer: StoredAnswer,
        /// The unit the question asks in; an answer in another is wrong (absent: any).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        unit: Option<Unit>,
        #[serde(default, skip_serializing_if = "is_false")]
        winner_named: bool,
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

fn is_false(b: &bool) -> bool {
    !*b
}

pub fn stones_of(points: f64) -> Option<Stones> {
    let quarters = points * 4.0;
    (quarters.is_finite() && quarters.fract() == 0.0 && quarters.abs() < 1e9)
        .then(|| Stones::from_quarters(quarters as i64))
}

impl StoredKey {
    pub fn of(instance: &Instance<'_>) -> StoredKey {
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
                winner_named: instance.reading.winner_named,
                units: instance.blank_units(),
            },
            (_, Key::Engine(answer)) => StoredKey::Engine {
                answer: StoredAnswer::of(answer),
                unit: instance.reading.unit,
                winner_named: instance.reading.winner_named,
            },
            (_, Key::Model(model)) => StoredKey::Open {
                model: model.clone(),
            },
            // Drill items, which no classroom asks: the model pairing as the model answer.
            (_, Key::Pairing(key)) => StoredKey::Open {
                model: key.model_text(&crate::i18n::Localizer::new(crate::i18n::Lang::ZhCn)),
            },
            // Options without a choice presentation are not made by `instantiate`.
            (_, Key::Options(right)) => StoredKey::Choice {
                options: Vec::new(),
                multiple: right.len() > 1,
                right: right.iter().map(|&i| letter(i).to_string()).collect(),
            },
        }
    }

    /// What the blanks ask for, as a stand-in bank item says it (none: read from the
    /// accepted answers).
    pub(super) fn measures(&self) -> Vec<Measure> {
        match self {
            StoredKey::Blanks { units, .. } => units
                .iter()
                .map(|u| u.map_or(Measure::Count, Measure::Unit))
                .collect(),
            _ => Vec::new(),
        }
    }

    /// The presentation, key and reading `Instance::read` and `Instance::grade` work
    /// from.
    pub(super) fn parts(&self) -> Result<(Presentation, Key, Reading), KeyProblem> {
        let reading = match self {
            StoredKey::Engine {
                unit, winner_named, ..
            } => Reading {
                unit: *unit,
                winner_named: *winner_named,
            },
            StoredKey::Blanks { winner_named, .. } => Reading {
                unit: None,
                winner_named: *winner_named,
            },
            _ => Reading::default(),
        };
        let (presentation, key) = match self {
            StoredKey::Choice {
                options,
                multiple,
                right,
            } => {
                let mut indices = Vec::new();
                for l in right {
                    let picked = parse_choice(l, options.len())
                        .filter(|p| p.len() == 1)
                        .ok_or_else(|| KeyProblem::RightOption(l.clone()))?;
                    indices.extend(picked);
                }
                indices.sort_unstable();
                indices.dedup();
                if indices.is_empty() {
                    return Err(KeyProblem::NoRightOption);
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
            StoredKey::Blanks { accepted, .. } => {
                if accepted.is_empty() {
                    return Err(KeyProblem::NoBlanks);
                }
                (
                    Presentation::Input {
                        blanks: accepted.len(),
                    },
                    Key::Blanks(accepted.clone()),
                )
            }
            StoredKey::Engine { answer, .. } => (
                Presentation::Input { blanks: 1 },
                Key::Engine(answer.answer()?),
            ),
            StoredKey::Open { model } => (Presentation::Open, Key::Model(model.clone())),
        };
        Ok((presentation, key, reading))
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

    fn answer(&self) -> Result<Answer, KeyProblem> {
        let stones = |text: &str| {
            text.parse::<Stones>()
                .map_err(|_| KeyProblem::NotANumber(text.to_string()))
        };
        let colour = |text: &str| {
            text.parse::<Color>()
                .map_err(|_| KeyProblem::NotAColour(text.to_string()))
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
    /// A key file without versions yet.
    pub fn new(title: &str, seed: u64, l: &Localizer) -> KeyFile {
        KeyFile {
            format: KEY_FORMAT.to_string(),
            title: title.to_string(),
            seed,
            lang: l.lang(),
            versions: Vec::new(),
        }
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
        // Points a sheet can print: no score could come from anything else.
        for version in &key.versions {
            for item in &version.items {
                if stones_of(item.points).is_none_or(|p| p < Stones::ZERO) {
                    return Err(GradeError::BadKey {
                        version: version.version,
                        number: item.number,
                        problem: KeyProblem::Points(item.points.to_string()),
                    });
                }
            }
        }
        Ok(key)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key_with_points(points: &str) -> String {
        format!(
            r#"{{"format":"{KEY_FORMAT}","title":"t","seed":1,"lang":"en","versions":[{{"version":2,"total_points":1.0,"items":[{{"number":3,"id":"a","type":"truefalse","points":{points},"answer":{{"kind":"truefalse","right":true}},"answer_text":"true"}}]}}]}}"#
        )
    }

    /// Keys written before units were stored still load; a stored unit is held against
    /// an answer in another.
    #[test]
    fn an_engine_key_without_a_unit_still_loads_and_grades() {
        use crate::bank::instance::Grade;
        let key = |extra: &str| {
            format!(
                r#"{{"format":"{KEY_FORMAT}","title":"t","seed":1,"lang":"en","versions":[{{"version":1,"total_points":1.0,"items":[{{"number":1,"id":"k","type":"calc","points":1.0,"answer":{{"kind":"engine","answer":{{"type":"number","value":"7.5"}}{extra}}},"answer_text":"7.5"}}]}}]}}"#
            )
        };
        let grade = |json: &str, typed: &str| {
            let file = KeyFile::from_json(json).unwrap();
            let item = super::super::Gradable::new(1, &file.versions[0].items[0]).unwrap();
            let instance = item.instance();
            instance.read(typed).map(|r| instance.grade(&r))
        };
        assert_eq!(grade(&key(""), "7.5子"), Some(Grade::Right));
        let with_unit = key(r#","unit":"points""#);
        assert_eq!(grade(&with_unit, "7.5子"), Some(Grade::Wrong));
        assert_eq!(grade(&with_unit, "7.5目"), Some(Grade::Right));
        assert_eq!(grade(&with_unit, "abc"), None);
    }

    #[test]
    fn points_are_quarters_and_never_negative() {
        assert!(KeyFile::from_json(&key_with_points("0.25")).is_ok());
        assert!(KeyFile::from_json(&key_with_points("0")).is_ok());
        for bad in ["-1", "0.3", "1e300"] {
            let error = KeyFile::from_json(&key_with_points(bad)).unwrap_err();
            assert!(
                matches!(
                    error,
                    GradeError::BadKey {
                        version: 2,
                        number: 3,
                        ..
                    }
                ),
                "{bad}: {error}"
            );
        }
        assert_eq!(
            KeyFile::from_json(&key_with_points("-1"))
                .unwrap_err()
                .to_string(),
            "item 3 of version 2: points -1 is not possible (0 or more, in quarters: 0.25, 1, 1.5, …)"
        );
    }
}
