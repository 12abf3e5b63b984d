//! Each item type's own fields: fill-in blanks, choice options and keys, true/false,
//! computed items with their parameters, and open items' model answers.

use std::collections::BTreeMap;
use std::ops::Range;

use toml::de::{DeTable, DeValue};

use super::{EachArg, Message, Reader, Value};
use crate::bank::calc::CalcKind;
use crate::bank::matching::{Measure, expected_unit, parse_amount};
use crate::bank::model::{Body, Localized, ParamSpec, Present};
use crate::i18n::Lang;
use crate::rules::stones::Stones;

impl Reader<'_, '_> {
    pub(super) fn fill(&mut self, table: &DeTable, span: &Range<usize>) -> Option<Body> {
        let value = self.required(table, span, "answer", "answer.zh-CN = [[\"…\"], …]")?;
        let DeValue::Table(locales) = value.get_ref() else {
            self.report(&value.span(), Message::text("check-fill-answer-form"));
            return None;
        };
        let mut answers = Localized::new();
        for (locale, blanks) in locales.iter() {
            if !self.locale(locale) {
                return None;
            }
            let name = format!("answer.{}", locale.get_ref());
            let DeValue::Array(blank_list) = blanks.get_ref() else {
                self.report(
                    &blanks.span(),
                    Message::text("check-fill-answer-lists").arg("field", &name),
                );
                return None;
            };
            // Strings written straight in the list: the answers of one blank, written
            // without the list of blanks around them.
            let flat: Vec<String> = blank_list
                .iter()
                .filter_map(|b| match b.get_ref() {
                    DeValue::String(s) => Some(format!("{:?}", s.as_ref())),
                    _ => None,
                })
                .collect();
            if !flat.is_empty() && flat.len() == blank_list.len() {
                self.report(
                    &blanks.span(),
                    Message::text("check-fill-answer-flat")
                        .arg("field", &name)
                        .arg("fixed", format!("[[{}]]", flat.join(", "))),
                );
                return None;
            }
            let mut per_blank = Vec::new();
            for blank in blank_list.iter() {
                let accepted = self.strings(&name, blank)?;
                if accepted.is_empty() {
                    self.report(
                        &blank.span(),
                        Message::text("check-fill-blank-empty").arg("field", &name),
                    );
                    return None;
                }
                per_blank.push(accepted);
            }
            answers.insert(locale.get_ref().to_string(), per_blank);
        }
        let measures = self.measures(table, span, &answers)?;
        Some(Body::Fill {
            answers,
            verify: self.verify(table)?,
            measures,
        })
    }

    /// `unit`: what the numeric blanks ask for, one name for all or one a blank. A blank
    /// whose answers are all numbers must say (else `7.5子` and `7.5目` read alike), and
    /// an answer written in another unit contradicts it.
    fn measures(
        &mut self,
        table: &DeTable,
        span: &Range<usize>,
        answers: &Localized<Vec<Vec<String>>>,
    ) -> Option<Vec<Measure>> {
        let blanks = answers.values().map(Vec::len).max().unwrap_or(0);
        // A blank any of whose answers is a number written with a digit or a numeral
        // (七目半 beside 7.5 too; not 无气, which only reads as none).
        let is_number = |x: &String| {
            x.chars()
                .any(|c| c.is_ascii_digit() || "一二两三四五六七八九十百半".contains(c))
                && parse_amount(x).is_some()
        };
        let numeric: Vec<usize> = (0..blanks)
            .filter(|&i| {
                answers
                    .values()
                    .any(|b| b.get(i).is_some_and(|a| a.iter().any(is_number)))
            })
            .collect();
        let Some(value) = self.optional(table, "unit") else {
            // The item still works (its answers' own units are read): a warning.
            if let Some(&first) = numeric.first() {
                self.warn(
                    span,
                    Message::text("check-unit-missing")
                        .number("blank", first + 1)
                        .arg("names", Measure::NAMES.join(", ")),
                );
            }
            return Some(Vec::new());
        };
        let names = match value.get_ref() {
            DeValue::String(s) => vec![s.to_string()],
            _ => self.strings("unit", value)?,
        };
        let mut measures = Vec::new();
        for name in &names {
            let Some(measure) = Measure::from_name(name) else {
                self.report(
                    &value.span(),
                    Message::text("check-unit-unknown")
                        .arg("unit", name)
                        .arg("names", Measure::NAMES.join(", ")),
                );
                return None;
            };
            measures.push(measure);
        }
        if measures.len() != 1 && measures.len() != blanks {
            self.report(
                &value.span(),
                Message::text("check-unit-count")
                    .number("units", measures.len())
                    .number("blanks", blanks),
            );
            return None;
        }
        for (locale, per_blank) in answers {
            for (i, accepted) in per_blank.iter().enumerate() {
                let Some(expected) = expected_unit(&measures, i, accepted) else {
                    continue;
                };
                let other = accepted.iter().find(|a| {
                    parse_amount(a)
                        .and_then(|x| x.unit)
                        .is_some_and(|u| u != expected)
                });
                if let Some(answer) = other {
                    self.report(
                        &value.span(),
                        Message::text("check-unit-contradicts")
                            .arg("answer", answer)
                            .arg("field", format!("answer.{locale}"))
                            .arg("unit", expected.name()),
                    );
                }
            }
        }
        Some(measures)
    }

    pub(super) fn choice(&mut self, table: &DeTable, span: &Range<usize>) -> Option<Body> {
        let options_value =
            self.required(table, span, "options", "options.zh-CN = [\"…\", \"…\"]")?;
        let DeValue::Table(locales) = options_value.get_ref() else {
            self.report(
                &options_value.span(),
                Message::text("check-options-need-locale"),
            );
            return None;
        };
        let mut options = Localized::new();
        for (locale, list) in locales.iter() {
            if !self.locale(locale) {
                return None;
            }
            let list = self.strings(&format!("options.{}", locale.get_ref()), list)?;
            options.insert(locale.get_ref().to_string(), list);
        }
        let answer_value =
            self.required(table, span, "answer", "answer = \"B\" or [\"A\", \"C\"]")?;
        let letters = match answer_value.get_ref() {
            DeValue::String(s) => vec![s.to_string()],
            DeValue::Array(_) => self.strings("answer", answer_value)?,
            _ => {
                self.report(
                    &answer_value.span(),
                    Message::text("check-choice-answer-form"),
                );
                return None;
            }
        };
        let mut answer = Vec::new();
        for letter in &letters {
            // A full-width capital from a Chinese input method (`Ａ`) means its letter.
            let mut chars = letter.trim().chars().map(|c| match c {
                'Ａ'..='Ｚ' => char::from_u32(c as u32 - 'Ａ' as u32 + 'A' as u32).unwrap_or(c),
                c => c,
            });
            match (chars.next(), chars.next()) {
                (Some(c @ 'A'..='Z'), None) => answer.push(usize::from(c as u8 - b'A')),
                _ => {
                    self.report(
                        &answer_value.span(),
                        Message::text("check-answer-not-a-letter").arg("answer", letter),
                    );
                    return None;
                }
            }
        }
        answer.sort_unstable();
        answer.dedup();
        let shuffle = match self.optional(table, "shuffle") {
            None => true,
            Some(v) => match v.get_ref() {
                DeValue::Boolean(b) => *b,
                _ => {
                    self.report(&v.span(), Message::text("check-shuffle-boolean"));
                    return None;
                }
            },
        };
        Some(Body::Choice {
            options,
            answer,
            shuffle,
            verify: self.verify(table)?,
        })
    }

    pub(super) fn truefalse(&mut self, table: &DeTable, span: &Range<usize>) -> Option<Body> {
        let value = self.required(table, span, "answer", "answer = true or false")?;
        let DeValue::Boolean(answer) = value.get_ref() else {
            self.report(&value.span(), Message::text("check-truefalse-answer-form"));
            return None;
        };
        Some(Body::TrueFalse {
            answer: *answer,
            verify: self.verify(table)?,
        })
    }

    pub(in crate::bank::load) fn present(
        &mut self,
        table: &DeTable,
        default: Present,
        allowed: &[&str],
    ) -> Option<Present> {
        let Some(value) = self.optional(table, "present") else {
            return Some(default);
        };
        let name = self.string("present", value)?;
        if !allowed.contains(&name.as_str()) {
            self.report(
                &value.span(),
                Message::text("check-present-values").with_arg_each("allowed", |l| {
                    allowed.join(if l.lang() == Lang::En {
                        " or "
                    } else {
                        " 或 "
                    })
                }),
            );
            return None;
        }
        Some(match name.as_str() {
            "choice" => Present::Choice,
            "truefalse" => Present::TrueFalse,
            _ => Present::Input,
        })
    }

    pub(super) fn calc(&mut self, table: &DeTable, span: &Range<usize>) -> Option<Body> {
        let value = self.required(table, span, "calc", "calc = \"result\"")?;
        let name = self.string("calc", value)?;
        let kind = match name.parse::<CalcKind>() {
            Ok(kind) => kind,
            Err(e) => {
                self.report(&value.span(), super::unknown_calc(&e.0));
                return None;
            }
        };
        let mut params = BTreeMap::new();
        if let Some(value) = self.optional(table, "params") {
            let DeValue::Table(fields) = value.get_ref() else {
                self.report(&value.span(), Message::text("check-params-not-a-table"));
                return None;
            };
            for (key, v) in fields.iter() {
                let pname = key.get_ref().to_string();
                if !kind.params().iter().any(|(p, _)| *p == pname) {
                    let known: Vec<&str> = kind.params().iter().map(|(p, _)| *p).collect();
                    self.report(
                        &key.span(),
                        Message::text("check-not-a-parameter")
                            .arg("field", format!("params.{pname}"))
                            .arg("calc", kind.name())
                            .arg("known", known.join(", ")),
                    );
                    return None;
                }
                let spec = self.param_spec(&pname, v)?;
                params.insert(pname, spec);
            }
        }
        for (pname, required) in kind.params() {
            if *required && !params.contains_key(*pname) {
                self.report(
                    span,
                    Message::text("check-missing-param")
                        .arg("param", pname)
                        .arg("calc", kind.name()),
                );
                return None;
            }
        }
        Some(Body::Calc {
            kind,
            params,
            present: self.present(table, Present::Input, &["input", "choice"])?,
        })
    }

    fn param_spec(&mut self, name: &str, value: &Value) -> Option<ParamSpec> {
        let DeValue::Table(fields) = value.get_ref() else {
            return self
                .param_value(&format!("params.{name}"), value)
                .map(ParamSpec::Fixed);
        };
        let get = |key: &str| {
            fields
                .iter()
                .find(|(k, _)| k.get_ref().as_ref() == key)
                .map(|(_, v)| v)
        };
        // A list, or a range: no other key (a misspelt `step` is not left unread).
        let keys: &[&str] = if get("one_of").is_some() {
            &["one_of"]
        } else {
            &["from", "to", "step"]
        };
        if let Some((key, _)) = fields
            .iter()
            .find(|(k, _)| !keys.contains(&k.get_ref().as_ref()))
        {
            self.report(
                &key.span(),
                Message::text("check-unknown-field")
                    .arg("field", format!("params.{name}.{}", key.get_ref())),
            );
            return None;
        }
        if let Some(list) = get("one_of") {
            let DeValue::Array(items) = list.get_ref() else {
                self.report(
                    &list.span(),
                    Message::text("check-one-of-not-a-list").arg("param", name),
                );
                return None;
            };
            let mut values = Vec::new();
            for item in items.iter() {
                values.push(self.param_value(&format!("params.{name}.one_of"), item)?);
            }
            if values.is_empty() {
                self.report(
                    &list.span(),
                    Message::text("check-one-of-empty").arg("param", name),
                );
                return None;
            }
            return Some(ParamSpec::OneOf(values));
        }
        let (Some(from), Some(to)) = (get("from"), get("to")) else {
            self.report(
                &value.span(),
                Message::text("check-param-form").arg("param", name),
            );
            return None;
        };
        let from = self.number(&format!("params.{name}.from"), from)?;
        let to = self.number(&format!("params.{name}.to"), to)?;
        let step = match get("step") {
            Some(step) => self.number(&format!("params.{name}.step"), step)?,
            None => Stones::whole(1),
        };
        if step <= Stones::ZERO || to < from {
            self.report(
                &value.span(),
                Message::text("check-param-range").arg("param", name),
            );
            return None;
        }
        Some(ParamSpec::Range { from, to, step })
    }

    pub(super) fn open(&mut self, table: &DeTable, span: &Range<usize>) -> Option<Body> {
        let value = self.required(table, span, "answer", "answer.zh-CN = \"model answer\"")?;
        Some(Body::Open {
            answer: self.localized_text("answer", value)?,
        })
    }
}
