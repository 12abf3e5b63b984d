//! The TOML question reader: a bank document walked with its spans, the fields every
//! item shares, and each item type's own fields (the board item's are in `board`). Every
//! problem becomes a finding at its line and column, naming the item, and reading goes
//! on: one pass reports them all.
//!
//! - `items`: the fields of each item type but the board item.

use std::collections::BTreeMap;
use std::ops::Range;

use toml::Spanned;
use toml::de::{DeTable, DeValue};

use crate::bank::calc::{CalcKind, ParamValue, Params, calc_names};
use crate::bank::model::{Body, Calculation, Kind, Localized, Question};
use crate::bank::tags::BankTags;
use crate::rules::RuleSet;
use crate::rules::diagram::DiagramError;
use crate::rules::ruleset::PRESETS;
use crate::rules::stones::Stones;

mod items;

use super::position::Lines;
use super::{EachArg, Finding, Message, Source};
use crate::i18n::parsers::toml_type_text;
use crate::message::Arg;

const COMMON_FIELDS: &[&str] = &[
    "id",
    "type",
    "article",
    "regulation",
    "source",
    "rules",
    "tags",
    "level",
    "points",
    "text",
    "explain",
    "note",
    "winner_named",
];

/// Full-width marks a Chinese input method types where TOML needs their ASCII forms.
const FULL_WIDTH: [(char, char); 9] = [
    ('，', ','),
    ('＝', '='),
    ('［', '['),
    ('］', ']'),
    ('｛', '{'),
    ('｝', '}'),
    ('＂', '"'),
    ('“', '"'),
    ('”', '"'),
];

fn fields_of(kind: Kind) -> &'static [&'static str] {
    match kind {
        Kind::Fill => &["answer", "verify", "unit"],
        Kind::Choice => &["options", "answer", "shuffle", "verify"],
        Kind::TrueFalse => &["answer", "verify"],
        Kind::Calc => &["calc", "params", "present"],
        Kind::Board => &[
            "board", "sgf", "to_play", "ask", "at", "moves", "dead", "komi", "handicap", "present",
        ],
        Kind::Open => &["answer"],
    }
}

/// Every field an item of `kind` may have: the common ones, then its type's own.
pub fn known_fields(kind: Kind) -> impl Iterator<Item = &'static str> {
    COMMON_FIELDS.iter().chain(fields_of(kind)).copied()
}

/// Reads one file's questions, adding what is wrong to `findings`.
pub fn parse_source(source: &Source, findings: &mut Vec<Finding>) -> Vec<Question> {
    parse_bank_source(source, findings).questions
}

/// One file read: its questions, the names of its own tags, and every tag its items use
/// (those of items left out for other problems too, so that one pass says all).
pub struct Parsed {
    pub questions: Vec<Question>,
    pub tags: BankTags,
    pub tag_uses: Vec<TagUse>,
}

/// A tag as an item uses it: where, and in which item.
pub struct TagUse {
    pub tag: String,
    pub file: String,
    pub position: (usize, usize),
    pub id: String,
}

/// Reads one file's questions and the names it gives its own tags (`[tags]`), adding
/// what is wrong to `findings`.
pub fn parse_bank_source(source: &Source, findings: &mut Vec<Finding>) -> Parsed {
    let lines = Lines::new(&source.text);
    let mut reader = Reader {
        source,
        lines: &lines,
        findings,
        id: None,
        tag_uses: Vec::new(),
    };
    let (document, errors) = DeTable::parse_recoverable(&source.text);
    let mut full_width_at = Vec::new();
    for error in &errors {
        // The reader names no place for a key too long; it is found here.
        let span = error.span().unwrap_or_else(|| {
            let at = crate::nesting::long_key(&source.text).unwrap_or(0);
            at..at
        });
        // A full-width mark from a Chinese input method (`，` between values) makes
        // several errors at one place: it is named once, as what it is.
        let full_width = source.text.get(span.start..).and_then(|rest| {
            let found = rest.chars().next()?;
            let ascii = FULL_WIDTH.iter().find(|(c, _)| *c == found)?.1;
            Some((found, ascii))
        });
        if let Some((found, ascii)) = full_width {
            if !full_width_at.contains(&span.start) {
                full_width_at.push(span.start);
                reader.report(
                    &span,
                    Message::text("check-toml-full-width")
                        .arg("found", found)
                        .arg("ascii", ascii),
                );
            }
            continue;
        }
        let message = error.message();
        reader.report(
            &span,
            Message::text("check-toml-syntax").with_arg("error", Arg::Toml(message.to_string())),
        );
    }
    let mut tags = BankTags::new();
    if !errors.is_empty() {
        return Parsed {
            questions: Vec::new(),
            tags,
            tag_uses: Vec::new(),
        };
    }
    let mut questions = Vec::new();
    for (key, value) in document.get_ref().iter() {
        // A finding outside the questions names no item (not the last one read).
        reader.id = None;
        if key.get_ref().as_ref() == "tags" {
            reader.own_tags(value, &mut tags);
            continue;
        }
        if key.get_ref().as_ref() != "question" {
            reader.report(
                &key.span(),
                Message::text("check-unknown-top-level-key").arg("key", key.get_ref()),
            );
            continue;
        }
        let DeValue::Array(items) = value.get_ref() else {
            reader.report(&value.span(), Message::text("check-question-not-tables"));
            continue;
        };
        for item in items.iter() {
            match item.get_ref() {
                DeValue::Table(table) => {
                    if let Some(q) = reader.question(table, &item.span()) {
                        questions.push(q);
                    }
                }
                _ => reader.report(&item.span(), Message::text("check-question-not-a-table")),
            }
        }
    }
    Parsed {
        questions,
        tags,
        tag_uses: reader.tag_uses,
    }
}

pub(super) struct Reader<'a, 'f> {
    pub(super) source: &'a Source,
    lines: &'a Lines<'a>,
    findings: &'f mut Vec<Finding>,
    /// The id of the item being read, once known.
    id: Option<String>,
    tag_uses: Vec<TagUse>,
}

pub(super) type Value<'i> = Spanned<DeValue<'i>>;

impl Reader<'_, '_> {
    pub(super) fn report(&mut self, span: &Range<usize>, message: Message) {
        let position = self.lines.position(span.start);
        let finding = Finding::new(self.source.name.clone(), position, message);
        self.findings.push(finding.about(self.id.clone()));
    }

    /// A problem that leaves the item usable: `check` warns, `check --strict` fails.
    pub(super) fn warn(&mut self, span: &Range<usize>, message: Message) {
        self.report(span, message);
        if let Some(finding) = self.findings.last_mut() {
            finding.severity = super::Severity::Warning;
        }
    }

    /// A diagram error at its own line and column when the diagram is a multi-line
    /// string (`"""` then a new line), whose lines are the file's lines.
    pub(super) fn report_in_diagram(&mut self, span: &Range<usize>, error: &DiagramError) {
        let raw = self.source.text.get(span.clone()).unwrap_or("");
        let multiline = raw.starts_with("\"\"\"\n") || raw.starts_with("\"\"\"\r\n");
        match error.position() {
            Some((line, column)) if multiline => {
                let (start_line, _) = self.lines.position(span.start);
                let message = Message::text("check-board").with("error", error.here());
                let finding = Finding::new(
                    self.source.name.clone(),
                    (start_line + line, column),
                    message,
                );
                self.findings.push(finding.about(self.id.clone()));
            }
            _ => self.report(span, Message::text("check-board").said("error", &error)),
        }
    }

    pub(super) fn string(&mut self, name: &str, value: &Value) -> Option<String> {
        match value.get_ref() {
            DeValue::String(s) => Some(s.to_string()),
            other => {
                self.report(
                    &value.span(),
                    Message::text("check-not-a-string")
                        .arg("field", name)
                        .with_arg_each("found", |l| toml_type_text(other.type_str(), l)),
                );
                None
            }
        }
    }

    fn strings(&mut self, name: &str, value: &Value) -> Option<Vec<String>> {
        let spanned = self.spanned_strings(name, value)?;
        Some(spanned.into_iter().map(|(text, _)| text).collect())
    }

    /// The strings of an array, each with where it is written.
    pub(super) fn spanned_strings(
        &mut self,
        name: &str,
        value: &Value,
    ) -> Option<Vec<(String, Range<usize>)>> {
        let DeValue::Array(items) = value.get_ref() else {
            self.report(
                &value.span(),
                Message::text("check-not-strings").arg("field", name),
            );
            return None;
        };
        let mut out = Vec::new();
        for item in items.iter() {
            out.push((self.string(name, item)?, item.span()));
        }
        Some(out)
    }

    /// A number (integer, float or a string such as "3 3/4") exact to the quarter.
    pub(super) fn number(&mut self, name: &str, value: &Value) -> Option<Stones> {
        let parsed = quarters(value);
        if parsed.is_none() {
            self.report(
                &value.span(),
                Message::text("check-not-a-number").arg("field", name),
            );
        }
        parsed
    }

    /// `points`: an item's weight in points, a multiple of 0.25 (not an amount of stones).
    fn weight(&mut self, value: &Value) -> Option<Stones> {
        let parsed = quarters(value);
        if parsed.is_none() {
            self.report(&value.span(), Message::text("check-points-quarters"));
        }
        parsed
    }

    fn param_value(&mut self, name: &str, value: &Value) -> Option<ParamValue> {
        match value.get_ref() {
            DeValue::String(s) => Some(ParamValue::Text(s.to_string())),
            _ => self.number(name, value).map(ParamValue::Number),
        }
    }

    fn localized_text(&mut self, name: &str, value: &Value) -> Option<Localized<String>> {
        let DeValue::Table(table) = value.get_ref() else {
            self.report(
                &value.span(),
                Message::text("check-text-needs-locale").arg("field", name),
            );
            return None;
        };
        let mut out = Localized::new();
        for (locale, text) in table.iter() {
            if !self.locale(locale) {
                continue;
            }
            let text = self.string(&format!("{name}.{}", locale.get_ref()), text)?;
            if text.trim().is_empty() {
                self.report(
                    &locale.span(),
                    Message::text("check-text-empty")
                        .arg("field", name)
                        .arg("locale", locale.get_ref()),
                );
            }
            out.insert(locale.get_ref().to_string(), text);
        }
        Some(out)
    }

    fn locale(&mut self, key: &Spanned<std::borrow::Cow<str>>) -> bool {
        let tag = key.get_ref();
        let valid = tag.split('-').enumerate().all(|(i, part)| {
            (if i == 0 { 2..=3 } else { 2..=8 }).contains(&part.len())
                && part.chars().all(|c| c.is_ascii_alphanumeric())
        });
        if !valid {
            self.report(
                &key.span(),
                Message::text("check-not-a-locale").arg("tag", tag),
            );
        }
        valid
    }

    fn question(&mut self, table: &DeTable, span: &Range<usize>) -> Option<Question> {
        self.id = None;
        let field = |name: &str| table.iter().find(|(k, _)| k.get_ref().as_ref() == name);
        // The id first, so every later finding can name the item.
        let id = match field("id") {
            Some((_, value)) => {
                let id = self.string("id", value)?;
                self.id = Some(id.clone());
                let valid = !id.is_empty()
                    && id.len() <= 100
                    && id.chars().all(|c| {
                        c.is_ascii_lowercase() || c.is_ascii_digit() || matches!(c, '.' | '_' | '-')
                    });
                if !valid {
                    self.report(
                        &value.span(),
                        Message::text("check-id-characters").arg("id", &id),
                    );
                }
                id
            }
            None => {
                self.report(span, Message::text("check-missing-id"));
                return None;
            }
        };
        let Some((_, kind_value)) = field("type") else {
            self.report(span, Message::text("check-missing-type"));
            return None;
        };
        let kind_name = self.string("type", kind_value)?;
        let Some(kind) = Kind::from_name(&kind_name) else {
            self.report(
                &kind_value.span(),
                Message::text("check-unknown-type").arg("type", &kind_name),
            );
            return None;
        };
        let mut positions = BTreeMap::new();
        for (key, _) in table.iter() {
            let name = key.get_ref().as_ref();
            positions.insert(name.to_string(), self.lines.position(key.span().start));
            if COMMON_FIELDS.contains(&name) || fields_of(kind).contains(&name) {
                continue;
            }
            let used_by: Vec<&str> = Kind::ALL
                .into_iter()
                .filter(|k| fields_of(*k).contains(&name))
                .map(Kind::name)
                .collect();
            let known = COMMON_FIELDS
                .iter()
                .chain(Kind::ALL.into_iter().flat_map(fields_of))
                .copied();
            let message = if let Some(meant) = used_by
                .is_empty()
                .then(|| super::suggest::nearest(name, known))
                .flatten()
            {
                Message::text("check-unknown-field-near")
                    .arg("field", name)
                    .arg("meant", meant)
            } else if used_by.is_empty() {
                Message::text("check-unknown-field").arg("field", name)
            } else {
                Message::text("check-field-of-other-types")
                    .arg("field", name)
                    .arg("type", kind.name())
                    .arg("types", used_by.join(", "))
            };
            self.report(&key.span(), message);
        }
        let (line, _) = self.lines.position(span.start);
        let mut question = Question {
            id,
            file: self.source.name.clone(),
            line,
            article: None,
            regulation: Localized::new(),
            practice: false,
            rules: RuleSet::default(),
            tags: Vec::new(),
            level: 2,
            points: Stones::whole(1),
            text: Localized::new(),
            explain: Localized::new(),
            body: Body::Open {
                answer: Localized::new(),
            },
            winner_named: false,
            worked: None,
            positions,
        };
        if let Some((_, v)) = field("article") {
            question.article = match v.get_ref() {
                DeValue::Integer(i) => Some(i.as_str().to_string()),
                _ => self.string("article", v),
            };
        }
        if let Some((_, v)) = field("regulation") {
            question.regulation = self.localized_text("regulation", v)?;
        }
        if let Some((_, v)) = field("source") {
            match self.string("source", v).as_deref() {
                Some("practice") => question.practice = true,
                Some("rules") | None => {}
                Some(other) => {
                    self.report(
                        &v.span(),
                        Message::text("check-unknown-source").arg("name", format!("{other:?}")),
                    );
                }
            }
        }
        if let Some((_, v)) = field("rules") {
            let name = self.string("rules", v)?;
            match name.parse() {
                Ok(rules) => question.rules = rules,
                Err(e) => {
                    self.report(
                        &v.span(),
                        Message::text("check-unknown-rules")
                            .arg("name", format!("{:?}", e.0))
                            .arg("names", PRESETS.map(|r| r.id).join(", ")),
                    );
                }
            }
        }
        if let Some((_, v)) = field("tags") {
            for (tag, span) in self.spanned_strings("tags", v)? {
                let position = self.lines.position(span.start);
                // `"ko，rulings"`: two tags typed with a Chinese comma. Read as two, and
                // said once.
                let parts: Vec<&str> = tag
                    .split(['，', ',', '、'])
                    .map(str::trim)
                    .filter(|t| !t.is_empty())
                    .collect();
                if parts.len() > 1 {
                    let fixed: Vec<String> = parts.iter().map(|t| format!("{t:?}")).collect();
                    self.warn(
                        &span,
                        Message::text("check-tag-comma")
                            .arg("tag", &tag)
                            .arg("fixed", fixed.join(", ")),
                    );
                }
                for part in parts {
                    self.tag_uses.push(TagUse {
                        tag: part.to_string(),
                        file: self.source.name.clone(),
                        position,
                        id: question.id.clone(),
                    });
                    question.tags.push(part.to_string());
                }
            }
        }
        if let Some((_, v)) = field("level") {
            match v.get_ref() {
                DeValue::Integer(i) if matches!(i.as_str(), "1" | "2" | "3" | "4" | "5") => {
                    question.level = i.as_str().parse().unwrap_or(2);
                }
                _ => {
                    self.report(&v.span(), Message::text("check-level-range"));
                }
            }
        }
        if let Some((_, v)) = field("points") {
            match self.weight(v) {
                Some(p) if p > Stones::ZERO && p <= Stones::whole(100) => question.points = p,
                Some(_) => {
                    self.report(&v.span(), Message::text("check-points-range"));
                }
                None => {}
            }
        }
        match field("text") {
            Some((_, v)) => question.text = self.localized_text("text", v)?,
            None => {
                self.report(span, Message::text("check-missing-text"));
                return None;
            }
        }
        if question.text.is_empty() {
            self.report(span, Message::text("check-text-no-locale"));
        }
        if let Some((_, v)) = field("explain") {
            question.explain = self.localized_text("explain", v)?;
        }
        // An editor's note: checked to be text, then dropped, so that no renderer can
        // ever show it to a learner.
        if let Some((_, v)) = field("note") {
            self.string("note", v)?;
        }
        if let Some((_, v)) = field("winner_named") {
            match v.get_ref() {
                DeValue::Boolean(b) => question.winner_named = *b,
                _ => {
                    self.report(&v.span(), Message::text("check-winner-named-boolean"));
                }
            }
        }
        question.body = match kind {
            Kind::Fill => self.fill(table, span)?,
            Kind::Choice => self.choice(table, span)?,
            Kind::TrueFalse => self.truefalse(table, span)?,
            Kind::Calc => self.calc(table, span)?,
            Kind::Board => self.board(table, span)?,
            Kind::Open => self.open(table, span)?,
        };
        // Problems with single fields are reported; the item still takes part in the
        // checks across the bank (duplicate ids and the like).
        Some(question)
    }

    /// A bank's own tags: `[tags] my-topic = { zh-CN = "…", en = "…" }`.
    fn own_tags(&mut self, value: &Value, tags: &mut BankTags) {
        let DeValue::Table(table) = value.get_ref() else {
            self.report(&value.span(), Message::text("check-tags-not-a-table"));
            return;
        };
        for (key, names) in table.iter() {
            let tag = key.get_ref().to_string();
            let valid = !tag.is_empty()
                && tag
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
            if !valid {
                self.report(
                    &key.span(),
                    Message::text("check-tag-name-form").arg("tag", &tag),
                );
                continue;
            }
            if let Some(names) = self.localized_text(&format!("tags.{tag}"), names) {
                tags.insert(tag, names);
            }
        }
    }

    pub(super) fn required<'t, 'i>(
        &mut self,
        table: &'t DeTable<'i>,
        span: &Range<usize>,
        name: &str,
        hint: &str,
    ) -> Option<&'t Value<'i>> {
        let found = table.iter().find(|(k, _)| k.get_ref().as_ref() == name);
        if found.is_none() {
            self.report(
                span,
                Message::text("check-missing-field")
                    .arg("field", name)
                    .arg("hint", hint),
            );
        }
        found.map(|(_, v)| v)
    }

    pub(super) fn optional<'t, 'i>(
        &self,
        table: &'t DeTable<'i>,
        name: &str,
    ) -> Option<&'t Value<'i>> {
        table
            .iter()
            .find(|(k, _)| k.get_ref().as_ref() == name)
            .map(|(_, v)| v)
    }

    fn verify(&mut self, table: &DeTable) -> Option<Option<Calculation>> {
        let Some(value) = self.optional(table, "verify") else {
            return Some(None);
        };
        let DeValue::Table(fields) = value.get_ref() else {
            self.report(&value.span(), Message::text("check-verify-not-a-table"));
            return None;
        };
        let mut kind = None;
        let mut params = Params::new();
        let mut expect = None;
        for (key, v) in fields.iter() {
            match key.get_ref().as_ref() {
                "calc" => {
                    let name = self.string("verify.calc", v)?;
                    match name.parse::<CalcKind>() {
                        Ok(k) => kind = Some(k),
                        Err(e) => {
                            self.report(&v.span(), unknown_calc(&e.0));
                            return None;
                        }
                    }
                }
                "expect" => {
                    expect = Some(match v.get_ref() {
                        DeValue::String(s) => s.to_string(),
                        DeValue::Boolean(b) => b.to_string(),
                        _ => self.number("verify.expect", v)?.decimal(),
                    })
                }
                name => {
                    let value = self.param_value(&format!("verify.{name}"), v)?;
                    params.insert(name.to_string(), value);
                }
            }
        }
        let Some(kind) = kind else {
            self.report(&value.span(), Message::text("check-verify-needs-calc"));
            return None;
        };
        for name in params.keys() {
            if !kind.params().iter().any(|(p, _)| p == name) {
                let known: Vec<&str> = kind.params().iter().map(|(p, _)| *p).collect();
                self.report(
                    &value.span(),
                    Message::text("check-not-a-parameter")
                        .arg("field", format!("verify.{name}"))
                        .arg("calc", kind.name())
                        .arg("known", known.join(", ")),
                );
                return None;
            }
        }
        Some(Some(Calculation {
            kind,
            params,
            expect,
        }))
    }
}

/// A number (integer, float or a string such as "3 3/4") exact to the quarter.
fn quarters(value: &Value) -> Option<Stones> {
    match value.get_ref() {
        DeValue::Integer(i) => i64::from_str_radix(i.as_str(), i.radix())
            .ok()
            .filter(|n| n.abs() <= 1_000_000)
            .map(Stones::whole),
        DeValue::Float(f) => f
            .as_str()
            .replace('_', "")
            .parse::<f64>()
            .ok()
            .and_then(|x| {
                let q = x * 4.0;
                (q.is_finite() && q.fract() == 0.0 && q.abs() <= 4e6)
                    .then_some(Stones::from_quarters(q as i64))
            }),
        DeValue::String(s) => s.parse().ok(),
        _ => None,
    }
}

/// An unknown calculation, with the name meant when it is near one.
pub(super) fn unknown_calc(name: &str) -> Message {
    let known = crate::bank::calc::KINDS.iter().map(|(k, _)| *k);
    match super::suggest::nearest(name, known) {
        Some(meant) => Message::text("check-unknown-calc-near")
            .arg("name", format!("{name:?}"))
            .arg("meant", meant)
            .arg("names", calc_names()),
        None => Message::text("check-unknown-calc")
            .arg("name", format!("{name:?}"))
            .arg("names", calc_names()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bank::model::{ParamSpec, Present};

    use crate::bank::load::read_str as read;
    use crate::i18n::Lang;

    /// The one question of a bank that must read cleanly.
    fn one(text: &str) -> Question {
        let (mut questions, findings) = read(text);
        assert_eq!(findings, Vec::<String>::new());
        assert_eq!(questions.len(), 1);
        questions.remove(0)
    }

    #[test]
    fn a_fill_item_keeps_its_blanks_and_the_common_defaults() {
        let q = one(
            "# a fill item\n[[question]]\nid = \"f.one\"\ntype = \"fill\"\ntext.en = \"A ____ and a ____\"\nanswer.en = [[\"x\", \"y\"], [\"z\"]]\n",
        );
        assert_eq!(q.id, "f.one");
        assert_eq!((q.file.as_str(), q.line), ("t.toml", 2));
        assert_eq!(q.position("answer"), (6, 1));
        assert_eq!(
            q.position("explain"),
            (2, 1),
            "a field not written: the item"
        );
        assert_eq!(q.level, 2);
        assert_eq!(q.points, Stones::whole(1));
        assert_eq!(q.rules, RuleSet::default());
        assert_eq!(q.text["en"], "A ____ and a ____");
        let Body::Fill {
            answers, verify, ..
        } = q.body
        else {
            panic!("{:?}", q.body)
        };
        assert_eq!(
            answers["en"],
            [vec!["x".to_string(), "y".into()], vec!["z".into()]]
        );
        assert_eq!(verify, None);
    }

    #[test]
    fn a_choice_item_keys_letters_as_sorted_indices() {
        let q = one(
            "[[question]]\nid = \"c\"\ntype = \"choice\"\ntext.en = \"?\"\noptions.en = [\"a\", \"b\", \"c\"]\noptions.zh-CN = [\"甲\", \"乙\", \"丙\"]\nanswer = [\"C\", \"A\", \"C\"]\nshuffle = false\n",
        );
        let Body::Choice {
            options,
            answer,
            shuffle,
            verify,
        } = q.body
        else {
            panic!("{:?}", q.body)
        };
        assert_eq!(options["zh-CN"], ["甲", "乙", "丙"]);
        assert_eq!(options.len(), 2);
        assert_eq!(answer, [0, 2]);
        assert!(!shuffle);
        assert_eq!(verify, None);
        let q = one(
            "[[question]]\nid = \"c\"\ntype = \"choice\"\ntext.en = \"?\"\noptions.en = [\"a\", \"b\"]\nanswer = \"B\"\n",
        );
        assert!(matches!(q.body, Body::Choice { ref answer, shuffle: true, .. } if *answer == [1]));
    }

    #[test]
    fn a_truefalse_item_reads_its_verify() {
        let q = one(
            "[[question]]\nid = \"t\"\ntype = \"truefalse\"\ntext.en = \"184 is a draw\"\nanswer = false\nverify = { calc = \"result\", black = 184, expect = \"draw\" }\n",
        );
        let Body::TrueFalse { answer, verify } = q.body else {
            panic!("{:?}", q.body)
        };
        assert!(!answer);
        assert_eq!(
            verify,
            Some(Calculation {
                kind: CalcKind::Result,
                params: Params::from([(
                    "black".to_string(),
                    ParamValue::Number(Stones::whole(184))
                )]),
                expect: Some("draw".into()),
            })
        );
    }

    #[test]
    fn a_calc_item_reads_fixed_ranged_and_listed_params() {
        let q = one(
            "[[question]]\nid = \"r\"\ntype = \"calc\"\ncalc = \"result\"\nparams.black = { from = 180, to = 182, step = 0.5 }\nparams.komi = { one_of = [7.5, \"3 3/4\"] }\nparams.size = 19\npresent = \"choice\"\ntext.en = \"{black}\"\n",
        );
        let Body::Calc {
            kind,
            params,
            present,
        } = q.body
        else {
            panic!("{:?}", q.body)
        };
        assert_eq!(kind, CalcKind::Result);
        assert_eq!(present, Present::Choice);
        assert_eq!(
            params["black"],
            ParamSpec::Range {
                from: Stones::whole(180),
                to: Stones::whole(182),
                step: Stones::from_quarters(2),
            }
        );
        assert_eq!(
            params["komi"],
            ParamSpec::OneOf(vec![
                ParamValue::Number(Stones::from_quarters(30)),
                ParamValue::Text("3 3/4".into()),
            ])
        );
        assert_eq!(
            params["size"],
            ParamSpec::Fixed(ParamValue::Number(Stones::whole(19)))
        );
    }

    #[test]
    fn a_param_spec_takes_no_other_key() {
        let calc = |spec: &str| {
            read(&format!(
                "[[question]]\nid = \"r\"\ntype = \"calc\"\ncalc = \"result\"\nparams.black = {spec}\ntext.en = \"{{black}}\"\n"
            ))
        };
        let (questions, findings) = calc("{ from = 180, to = 182, stp = 0.5 }");
        assert_eq!(
            findings,
            ["t.toml:5:40: unknown field `params.black.stp` [r]"]
        );
        assert!(questions.is_empty());
        let (_, findings) = calc("{ one_of = [180], to = 182 }");
        assert_eq!(
            findings,
            ["t.toml:5:34: unknown field `params.black.to` [r]"]
        );
    }

    #[test]
    fn a_regulation_is_read_per_locale_and_cites_the_source() {
        let q = one(
            "[[question]]\nid = \"r\"\ntype = \"open\"\nregulation.zh-CN = \"名次计算办法：循环制\"\nregulation.en = \"Ranking rules: round robin\"\ntext.zh-CN = \"什么是小分？\"\nanswer.zh-CN = \"所胜对手积分之和。\"\n",
        );
        assert_eq!(q.article, None);
        assert_eq!(
            q.regulation(Lang::ZhCn).as_deref(),
            Some("名次计算办法：循环制")
        );
        assert_eq!(
            q.regulation(Lang::En).as_deref(),
            Some("Ranking rules: round robin")
        );
        let traditional = crate::bank::matching::traditional("名次计算办法：循环制");
        assert_eq!(
            q.regulation(Lang::ZhTw).as_deref(),
            Some(traditional.as_str())
        );
        assert!(q.cites_source());
        let bare = one(
            "[[question]]\nid = \"b\"\ntype = \"open\"\ntext.zh-CN = \"什么是小分？\"\nanswer.zh-CN = \"所胜对手积分之和。\"\n",
        );
        assert!(!bare.cites_source());
    }

    #[test]
    fn an_open_item_reads_its_model_answer_and_common_fields() {
        let q = one(
            "[[question]]\nid = \"o\"\ntype = \"open\"\narticle = 12\nrules = \"cn2002\"\ntags = [\"a\", \"b\"]\nlevel = 4\npoints = 2.5\ntext.zh-CN = \"什么是气？\"\nexplain.en = \"see 12\"\nanswer.zh-CN = \"相邻的空点。\"\n",
        );
        assert_eq!(q.article.as_deref(), Some("12"));
        assert_eq!(q.tags, ["a", "b"]);
        assert_eq!(q.level, 4);
        assert_eq!(q.points, Stones::from_quarters(10));
        assert_eq!(q.explain["en"], "see 12");
        assert_eq!(q.kind(), Kind::Open);
        let Body::Open { answer } = q.body else {
            panic!("{:?}", q.body)
        };
        assert_eq!(answer["zh-CN"], "相邻的空点。");
    }

    const OPEN: &str =
        "[[question]]\nid = \"x\"\ntype = \"open\"\ntext.en = \"t\"\nanswer.en = \"a\"\n";

    #[test]
    fn unknown_fields_are_reported_where_written_with_the_id() {
        let (questions, findings) = read(&format!("{OPEN}colour = 1\n  options.en = [\"a\"]\n"));
        assert_eq!(
            findings,
            [
                "t.toml:6:1: unknown field `colour` [x]",
                "t.toml:7:3: field `options` is not used by open items (only by choice) [x]",
            ]
        );
        assert_eq!(
            questions.len(),
            1,
            "an unknown field does not drop the item"
        );
    }

    #[test]
    fn wrong_types_are_reported_at_the_value_with_the_id() {
        let cases = [
            (
                "level = \"two\"\n",
                "t.toml:6:9: `level` must be an integer from 1 to 5 [x]",
            ),
            (
                "tags = \"a\"\n",
                "t.toml:6:8: `tags` must be an array of strings [x]",
            ),
            (
                "tags = [\"甲\", 3]\n",
                "t.toml:6:14: `tags` must be a string, not integer [x]",
            ),
            (
                "points = \"many\"\n",
                "t.toml:6:10: `points` is the item's weight in points, a multiple of 0.25 (such as 1, 0.5 or 2.25) [x]",
            ),
            (
                "explain = \"why\"\n",
                "t.toml:6:11: `explain` must name its locale: explain.zh-CN = \"…\", explain.en = \"…\" [x]",
            ),
            (
                "regulation = \"名次计算办法\"\n",
                "t.toml:6:14: `regulation` must name its locale: regulation.zh-CN = \"…\", regulation.en = \"…\" [x]",
            ),
            (
                "explain.english = \"why\"\n",
                "t.toml:6:9: `english` is not a locale tag (write zh-CN, zh-TW or en) [x]",
            ),
        ];
        for (line, expected) in cases {
            let (_, findings) = read(&format!("{OPEN}{line}"));
            assert_eq!(findings, [expected], "{line}");
        }
        let (_, findings) = read("[[question]]\nid = \"x\"\ntype = \"open\"\ntext.en = 3\n");
        assert_eq!(
            findings,
            ["t.toml:4:11: `text.en` must be a string, not integer [x]"]
        );
        let (_, findings) = read("[[question]]\nid = 7\n");
        assert_eq!(findings, ["t.toml:2:6: `id` must be a string, not integer"]);
    }

    #[test]
    fn a_numeric_blank_says_its_unit_and_its_answers_keep_to_it() {
        let fill = |unit: &str, answers: &str| {
            read(&format!(
                "[[question]]\nid = \"f\"\ntype = \"fill\"\n{unit}text.zh-CN = \"____\"\nanswer.zh-CN = {answers}\n"
            ))
        };
        let (questions, findings) = fill("", "[[\"185\"]]");
        assert_eq!(questions.len(), 1, "the item still works");
        assert_eq!(findings.len(), 1);
        assert!(
            findings[0].starts_with("t.toml:1:1: warning: blank 1 is answered by numbers"),
            "{findings:?}"
        );
        let (_, findings) = fill("", "[[\"无气\"]]");
        assert!(findings.is_empty(), "not a number: {findings:?}");
        let (_, findings) = fill("unit = \"stones\"\n", "[[\"185\", \"185子\"]]");
        assert!(findings.is_empty(), "{findings:?}");
        let (_, findings) = fill("unit = \"stone\"\n", "[[\"185\"]]");
        assert_eq!(
            findings,
            [
                "t.toml:4:8: unknown unit \"stone\": write one of stones, points, hours, minutes, seconds, count [f]"
            ]
        );
        let (_, findings) = fill("unit = [\"stones\", \"points\"]\n", "[[\"185\"]]");
        assert_eq!(
            findings,
            [
                "t.toml:4:8: 2 units for one blank: give one unit for all blanks, or one for each [f]"
            ]
        );
        let (_, findings) = fill("unit = \"stones\"\n", "[[\"185\", \"185目\"]]");
        assert_eq!(
            findings,
            [
                "t.toml:4:8: the accepted answer \"185目\" in `answer.zh-CN` is not in stones, the item's `unit` [f]"
            ]
        );
    }

    #[test]
    fn positions_count_characters_and_crlf_files_read_the_same() {
        let text = "[[question]]\r\nid = \"x\"\r\ntype = \"open\"\r\ntext.zh-CN = \"气\"\r\nanswer.zh-CN = \"气\"\r\ntags = [\"甲\", \"乙\", 3]\r\n";
        let (questions, findings) = read(text);
        assert_eq!(
            findings,
            ["t.toml:6:19: `tags` must be a string, not integer [x]"]
        );
        assert!(questions.is_empty());
    }

    #[test]
    fn a_banks_own_tags_are_read_and_bad_ones_reported() {
        let source = Source {
            name: "t.toml".into(),
            text: format!(
                "[tags]\nmy-topic = {{ zh-CN = \"我的专题\", en = \"my topic\" }}\n\"My Topic\" = {{ en = \"x\" }}\n{OPEN}"
            ),
        };
        let mut findings = Vec::new();
        let parsed = parse_bank_source(&source, &mut findings);
        let shown: Vec<String> = findings.iter().map(ToString::to_string).collect();
        assert_eq!(
            shown,
            [
                "t.toml:3:1: a tag of the bank's own is lower-case letters, digits and `-`, not `My Topic`"
            ]
        );
        assert_eq!(parsed.tags["my-topic"]["en"], "my topic");
        assert_eq!(parsed.questions.len(), 1);
        let (_, findings) = read(&format!("tags = [\"ko\"]\n{OPEN}"));
        assert_eq!(
            findings,
            [
                "t.toml:1:8: `tags` at the top of a bank names the bank's own tags: [tags] my-topic = { zh-CN = \"…\", en = \"…\" }"
            ]
        );
    }

    #[test]
    fn a_full_width_mark_between_values_is_one_finding() {
        let (_, findings) = read("[[question]]\nid ＝ \"x\"\n");
        assert_eq!(
            findings,
            [
                "t.toml:2:4: TOML syntax: a full-width `＝` (from a Chinese input method) where TOML needs `=`"
            ]
        );
    }

    #[test]
    fn a_syntax_error_is_reported_once_and_nothing_is_read() {
        let (questions, findings) =
            read("[[question]]\nid = \"x\"\ntype = \"open\"\ntext.en = \"unterminated\n");
        assert_eq!(
            findings,
            ["t.toml:4:24: TOML syntax: invalid basic string, expected `\"`"]
        );
        assert!(questions.is_empty());
    }

    #[test]
    fn every_problem_of_a_file_is_reported_in_one_pass() {
        let text = "\
[questions]
x = 1

[[question]]
id = \"a\"
type = \"open\"
level = 9
text.en = \"t\"
answer.en = \"a\"
sgf = \"(;)\"

[[question]]
id = \"b\"
type = \"truefalse\"
text.en = \"t\"
answer = \"yes\"

[[question]]
type = \"open\"
text.en = \"t\"

[[question]]
id = \"c\"
type = \"choice\"
text.en = \"t\"
options.en = [\"a\", \"b\"]
answer = \"b\"

[[question]]
id = \"d\"
type = \"open\"
text.en = \"t\"
answer.en = \"fine\"
";
        let source = Source {
            name: "t.toml".into(),
            text: text.into(),
        };
        let mut findings = Vec::new();
        let questions = parse_source(&source, &mut findings);
        // In the order of the file, whatever order the document's keys are walked in.
        findings.sort_by_key(|f| (f.line, f.column));
        let findings: Vec<String> = findings.iter().map(ToString::to_string).collect();
        assert_eq!(
            findings,
            [
                "t.toml:1:2: unknown top-level key `questions` (a bank is an array of [[question]] tables)",
                "t.toml:7:9: `level` must be an integer from 1 to 5 [a]",
                "t.toml:10:1: field `sgf` is not used by open items (only by board) [a]",
                "t.toml:16:10: a true/false answer is `true` or `false` (no quotes) [b]",
                "t.toml:18:1: missing field `id`",
                "t.toml:27:10: answer `b` is not a capital letter [c]",
            ]
        );
        let ids: Vec<&str> = questions.iter().map(|q| q.id.as_str()).collect();
        assert_eq!(
            ids,
            ["a", "d"],
            "items with a bad field of their own are left out"
        );
    }
}
