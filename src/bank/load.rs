//! Reading banks: files and directories (or the embedded default), TOML with spans, and
//! every problem reported as `file:line:column: message [id]` without stopping.
//! A bank is untrusted data: file sizes are capped and nothing outside a bank directory
//! is read.

use std::collections::BTreeMap;
use std::fmt;
use std::ops::Range;
use std::path::{Path, PathBuf};

use toml::Spanned;
use toml::de::{DeTable, DeValue};

use crate::rules::diagram::{Diagram, DiagramError};
use crate::rules::sgf;
use crate::rules::stones::Stones;
use crate::rules::{Color, RuleSet};

use super::calc::{CalcKind, ParamValue, Params};
use super::model::{
    Ask, BoardItem, Body, Calculation, Kind, Localized, ParamSpec, Position, Present, Question,
};

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/embedded_bank.rs"));
}

/// Bank files larger than this are refused.
pub const MAX_FILE_BYTES: u64 = 4 * 1024 * 1024;

/// One bank file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Source {
    /// The path as given (shown in findings).
    pub name: String,
    pub text: String,
}

/// A problem in a bank, where it is and which item it concerns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    pub file: String,
    pub line: usize,
    pub column: usize,
    pub message: String,
    pub id: Option<String>,
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: {}",
            self.file, self.line, self.column, self.message
        )?;
        if let Some(id) = &self.id {
            write!(f, " [{id}]")?;
        }
        Ok(())
    }
}

/// The default bank embedded in the binary.
pub fn embedded() -> Vec<Source> {
    embedded::EMBEDDED
        .iter()
        .map(|(name, text)| Source {
            name: (*name).to_string(),
            text: (*text).to_string(),
        })
        .collect()
}

/// The finished games shipped for the counting drill: (path, SGF text).
pub fn embedded_games() -> &'static [(&'static str, &'static str)] {
    embedded::GAMES
}

/// Reads bank files: each path is a `.toml` file or a directory of them (not searched
/// below its top level, and no link leading outside it is followed).
pub fn read_paths(paths: &[PathBuf]) -> (Vec<Source>, Vec<Finding>) {
    let mut sources = Vec::new();
    let mut findings = Vec::new();
    let mut problem = |name: &Path, message: String| {
        findings.push(Finding {
            file: name.display().to_string(),
            line: 1,
            column: 1,
            message,
            id: None,
        })
    };
    for path in paths {
        if path.is_dir() {
            let Ok(root) = path.canonicalize() else {
                problem(path, "cannot read this directory".into());
                continue;
            };
            let mut files: Vec<PathBuf> = match std::fs::read_dir(path) {
                Ok(entries) => entries
                    .filter_map(Result::ok)
                    .map(|e| e.path())
                    .filter(|p| p.extension().is_some_and(|e| e == "toml"))
                    .collect(),
                Err(e) => {
                    problem(path, format!("cannot read this directory: {e}"));
                    continue;
                }
            };
            files.sort();
            for file in files {
                let inside = file
                    .canonicalize()
                    .is_ok_and(|real| real.starts_with(&root));
                if !inside {
                    problem(
                        &file,
                        "links outside the bank directory are not followed".into(),
                    );
                    continue;
                }
                match read_file(&file) {
                    Ok(source) => sources.push(source),
                    Err(message) => problem(&file, message),
                }
            }
        } else {
            match read_file(path) {
                Ok(source) => sources.push(source),
                Err(message) => problem(path, message),
            }
        }
    }
    (sources, findings)
}

fn read_file(path: &Path) -> Result<Source, String> {
    let metadata = std::fs::metadata(path).map_err(|e| format!("cannot read this file: {e}"))?;
    if !metadata.is_file() {
        return Err("not a file".into());
    }
    if metadata.len() > MAX_FILE_BYTES {
        return Err(format!(
            "file of {} bytes is too large for a bank (at most {MAX_FILE_BYTES})",
            metadata.len()
        ));
    }
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read this file: {e}"))?;
    let text = String::from_utf8(bytes).map_err(|e| {
        format!(
            "not UTF-8 text (bad byte at offset {})",
            e.utf8_error().valid_up_to()
        )
    })?;
    Ok(Source {
        name: path.display().to_string(),
        text,
    })
}

/// Byte offsets to 1-based line and column (in characters).
struct Lines<'a> {
    text: &'a str,
    starts: Vec<usize>,
}

impl<'a> Lines<'a> {
    fn new(text: &'a str) -> Lines<'a> {
        let starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        Lines { text, starts }
    }

    fn position(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.text.len());
        let line = self.starts.partition_point(|&s| s <= offset).max(1);
        let start = self.starts[line - 1];
        let column = self
            .text
            .get(start..offset)
            .map_or(1, |s| s.chars().count() + 1);
        (line, column)
    }
}

const COMMON_FIELDS: &[&str] = &[
    "id", "type", "article", "rules", "tags", "level", "points", "text", "explain",
];

fn fields_of(kind: Kind) -> &'static [&'static str] {
    match kind {
        Kind::Fill => &["answer", "verify"],
        Kind::Choice => &["options", "answer", "shuffle", "verify"],
        Kind::TrueFalse => &["answer", "verify"],
        Kind::Calc => &["calc", "params", "present"],
        Kind::Board => &[
            "board", "sgf", "to_play", "ask", "at", "moves", "dead", "komi", "handicap", "present",
        ],
        Kind::Open => &["answer"],
    }
}

/// Reads one file's questions, adding what is wrong to `findings`.
pub fn parse_source(source: &Source, findings: &mut Vec<Finding>) -> Vec<Question> {
    let lines = Lines::new(&source.text);
    let mut reader = Reader {
        source,
        lines: &lines,
        findings,
        id: None,
    };
    let (document, errors) = DeTable::parse_recoverable(&source.text);
    for error in &errors {
        let span = error.span().unwrap_or(0..0);
        let message = error
            .message()
            .lines()
            .next()
            .unwrap_or("TOML syntax error");
        reader.report(&span, format!("TOML syntax: {message}"));
    }
    if !errors.is_empty() {
        return Vec::new();
    }
    let mut questions = Vec::new();
    for (key, value) in document.get_ref().iter() {
        if key.get_ref().as_ref() != "question" {
            reader.report(
                &key.span(),
                format!(
                    "unknown top-level key `{}` (a bank is an array of [[question]] tables)",
                    key.get_ref()
                ),
            );
            continue;
        }
        let DeValue::Array(items) = value.get_ref() else {
            reader.report(
                &value.span(),
                "`question` must be written as [[question]] tables".into(),
            );
            continue;
        };
        for item in items.iter() {
            match item.get_ref() {
                DeValue::Table(table) => {
                    if let Some(q) = reader.question(table, &item.span()) {
                        questions.push(q);
                    }
                }
                _ => reader.report(&item.span(), "each question must be a table".into()),
            }
        }
    }
    questions
}

struct Reader<'a, 'f> {
    source: &'a Source,
    lines: &'a Lines<'a>,
    findings: &'f mut Vec<Finding>,
    /// The id of the item being read, once known.
    id: Option<String>,
}

type Value<'i> = Spanned<DeValue<'i>>;

impl Reader<'_, '_> {
    fn report(&mut self, span: &Range<usize>, message: String) {
        let (line, column) = self.lines.position(span.start);
        self.findings.push(Finding {
            file: self.source.name.clone(),
            line,
            column,
            message,
            id: self.id.clone(),
        });
    }

    /// A diagram error at its own line and column when the diagram is a multi-line
    /// string (`"""` then a new line), whose lines are the file's lines.
    fn report_in_diagram(&mut self, span: &Range<usize>, error: &DiagramError) {
        let raw = self.source.text.get(span.clone()).unwrap_or("");
        let multiline = raw.starts_with("\"\"\"\n") || raw.starts_with("\"\"\"\r\n");
        match error.position() {
            Some((line, column)) if multiline => {
                let (start_line, _) = self.lines.position(span.start);
                self.findings.push(Finding {
                    file: self.source.name.clone(),
                    line: start_line + line,
                    column,
                    message: format!("board: {}", error.describe()),
                    id: self.id.clone(),
                });
            }
            _ => self.report(span, format!("board: {error}")),
        }
    }

    fn string(&mut self, name: &str, value: &Value) -> Option<String> {
        match value.get_ref() {
            DeValue::String(s) => Some(s.to_string()),
            other => {
                self.report(
                    &value.span(),
                    format!("`{name}` must be a string, not {}", other.type_str()),
                );
                None
            }
        }
    }

    fn strings(&mut self, name: &str, value: &Value) -> Option<Vec<String>> {
        let DeValue::Array(items) = value.get_ref() else {
            self.report(
                &value.span(),
                format!("`{name}` must be an array of strings"),
            );
            return None;
        };
        let mut out = Vec::new();
        for item in items.iter() {
            out.push(self.string(name, item)?);
        }
        Some(out)
    }

    /// A number (integer, float or a string such as "3 3/4") exact to the quarter.
    fn number(&mut self, name: &str, value: &Value) -> Option<Stones> {
        let parsed = match value.get_ref() {
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
        };
        if parsed.is_none() {
            self.report(
                &value.span(),
                format!("`{name}` must be a number in quarters (such as 3, 184.5 or \"3 3/4\")"),
            );
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
                format!("`{name}` must name its locale: {name}.zh-CN = \"…\", {name}.en = \"…\""),
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
                    format!("`{name}.{}` is empty", locale.get_ref()),
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
                format!("`{tag}` is not a locale tag (write zh-CN, zh-TW or en)"),
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
                        format!("id `{id}` may only use a-z, 0-9, `.`, `_` and `-`"),
                    );
                }
                id
            }
            None => {
                self.report(span, "missing field `id`".into());
                return None;
            }
        };
        let Some((_, kind_value)) = field("type") else {
            self.report(span, "missing field `type`".into());
            return None;
        };
        let kind_name = self.string("type", kind_value)?;
        let Some(kind) = Kind::from_name(&kind_name) else {
            self.report(
                &kind_value.span(),
                format!(
                    "unknown type `{kind_name}` (expected fill, choice, truefalse, calc, board or open)"
                ),
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
            let message = if used_by.is_empty() {
                format!("unknown field `{name}`")
            } else {
                format!(
                    "field `{name}` is not used by {} items (only by {})",
                    kind.name(),
                    used_by.join(", ")
                )
            };
            self.report(&key.span(), message);
        }
        let (line, _) = self.lines.position(span.start);
        let mut question = Question {
            id,
            file: self.source.name.clone(),
            line,
            article: None,
            rules: RuleSet::default(),
            tags: Vec::new(),
            level: 2,
            points: Stones::whole(1),
            text: Localized::new(),
            explain: Localized::new(),
            body: Body::Open {
                answer: Localized::new(),
            },
            positions,
        };
        if let Some((_, v)) = field("article") {
            question.article = match v.get_ref() {
                DeValue::Integer(i) => Some(i.as_str().to_string()),
                _ => self.string("article", v),
            };
        }
        if let Some((_, v)) = field("rules") {
            let name = self.string("rules", v)?;
            match name.parse() {
                Ok(rules) => question.rules = rules,
                Err(e) => {
                    self.report(&v.span(), format!("{e}"));
                }
            }
        }
        if let Some((_, v)) = field("tags") {
            question.tags = self.strings("tags", v)?;
        }
        if let Some((_, v)) = field("level") {
            match v.get_ref() {
                DeValue::Integer(i) if matches!(i.as_str(), "1" | "2" | "3" | "4" | "5") => {
                    question.level = i.as_str().parse().unwrap_or(2);
                }
                _ => {
                    self.report(&v.span(), "`level` must be an integer from 1 to 5".into());
                }
            }
        }
        if let Some((_, v)) = field("points") {
            match self.number("points", v) {
                Some(p) if p > Stones::ZERO && p <= Stones::whole(100) => question.points = p,
                Some(_) => {
                    self.report(
                        &v.span(),
                        "`points` must be more than 0 and at most 100".into(),
                    );
                }
                None => {}
            }
        }
        match field("text") {
            Some((_, v)) => question.text = self.localized_text("text", v)?,
            None => {
                self.report(span, "missing field `text` (text.zh-CN = \"…\")".into());
                return None;
            }
        }
        if question.text.is_empty() {
            self.report(span, "`text` has no locale".into());
        }
        if let Some((_, v)) = field("explain") {
            question.explain = self.localized_text("explain", v)?;
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

    fn required<'t, 'i>(
        &mut self,
        table: &'t DeTable<'i>,
        span: &Range<usize>,
        name: &str,
        hint: &str,
    ) -> Option<&'t Value<'i>> {
        let found = table.iter().find(|(k, _)| k.get_ref().as_ref() == name);
        if found.is_none() {
            self.report(span, format!("missing field `{name}` ({hint})"));
        }
        found.map(|(_, v)| v)
    }

    fn optional<'t, 'i>(&self, table: &'t DeTable<'i>, name: &str) -> Option<&'t Value<'i>> {
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
            self.report(
                &value.span(),
                "`verify` must be a table: verify = { calc = \"result\", black = 183 }".into(),
            );
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
                            self.report(&v.span(), e.to_string());
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
            self.report(&value.span(), "`verify` needs `calc = \"…\"`".into());
            return None;
        };
        for name in params.keys() {
            if !kind.params().iter().any(|(p, _)| p == name) {
                let known: Vec<&str> = kind.params().iter().map(|(p, _)| *p).collect();
                self.report(
                    &value.span(),
                    format!(
                        "`verify.{name}` is not a parameter of `{}` (it takes {})",
                        kind.name(),
                        known.join(", ")
                    ),
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

    fn fill(&mut self, table: &DeTable, span: &Range<usize>) -> Option<Body> {
        let value = self.required(table, span, "answer", "answer.zh-CN = [[\"…\"], …]")?;
        let DeValue::Table(locales) = value.get_ref() else {
            self.report(
                &value.span(),
                "a fill answer names its locale and lists each blank's answers: answer.zh-CN = [[\"气\"], [\"天元\", \"天元点\"]]".into(),
            );
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
                    format!("`{name}` must be a list of lists: [[\"…\"], [\"…\"]]"),
                );
                return None;
            };
            let mut per_blank = Vec::new();
            for blank in blank_list.iter() {
                let accepted = self.strings(&name, blank)?;
                if accepted.is_empty() {
                    self.report(
                        &blank.span(),
                        format!("`{name}` has a blank with no accepted answer"),
                    );
                    return None;
                }
                per_blank.push(accepted);
            }
            answers.insert(locale.get_ref().to_string(), per_blank);
        }
        Some(Body::Fill {
            answers,
            verify: self.verify(table)?,
        })
    }

    fn choice(&mut self, table: &DeTable, span: &Range<usize>) -> Option<Body> {
        let options_value =
            self.required(table, span, "options", "options.zh-CN = [\"…\", \"…\"]")?;
        let DeValue::Table(locales) = options_value.get_ref() else {
            self.report(
                &options_value.span(),
                "`options` must name its locale: options.zh-CN = [\"…\"]".into(),
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
                    "a choice answer is a letter (\"B\") or a list of letters ([\"A\", \"C\"])"
                        .into(),
                );
                return None;
            }
        };
        let mut answer = Vec::new();
        for letter in &letters {
            let mut chars = letter.chars();
            match (chars.next(), chars.next()) {
                (Some(c @ 'A'..='Z'), None) => answer.push(usize::from(c as u8 - b'A')),
                _ => {
                    self.report(
                        &answer_value.span(),
                        format!("answer `{letter}` is not a capital letter"),
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
                    self.report(&v.span(), "`shuffle` must be true or false".into());
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

    fn truefalse(&mut self, table: &DeTable, span: &Range<usize>) -> Option<Body> {
        let value = self.required(table, span, "answer", "answer = true or false")?;
        let DeValue::Boolean(answer) = value.get_ref() else {
            self.report(
                &value.span(),
                "a true/false answer is `true` or `false` (no quotes)".into(),
            );
            return None;
        };
        Some(Body::TrueFalse {
            answer: *answer,
            verify: self.verify(table)?,
        })
    }

    fn present(&mut self, table: &DeTable, default: Present, allowed: &[&str]) -> Option<Present> {
        let Some(value) = self.optional(table, "present") else {
            return Some(default);
        };
        let name = self.string("present", value)?;
        if !allowed.contains(&name.as_str()) {
            self.report(
                &value.span(),
                format!("`present` must be {}", allowed.join(" or ")),
            );
            return None;
        }
        Some(match name.as_str() {
            "choice" => Present::Choice,
            "truefalse" => Present::TrueFalse,
            _ => Present::Input,
        })
    }

    fn calc(&mut self, table: &DeTable, span: &Range<usize>) -> Option<Body> {
        let value = self.required(table, span, "calc", "calc = \"result\"")?;
        let name = self.string("calc", value)?;
        let kind = match name.parse::<CalcKind>() {
            Ok(kind) => kind,
            Err(e) => {
                self.report(&value.span(), e.to_string());
                return None;
            }
        };
        let mut params = BTreeMap::new();
        if let Some(value) = self.optional(table, "params") {
            let DeValue::Table(fields) = value.get_ref() else {
                self.report(
                    &value.span(),
                    "`params` must be a table: params.black = 183".into(),
                );
                return None;
            };
            for (key, v) in fields.iter() {
                let pname = key.get_ref().to_string();
                if !kind.params().iter().any(|(p, _)| *p == pname) {
                    let known: Vec<&str> = kind.params().iter().map(|(p, _)| *p).collect();
                    self.report(
                        &key.span(),
                        format!(
                            "`params.{pname}` is not a parameter of `{}` (it takes {})",
                            kind.name(),
                            known.join(", ")
                        ),
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
                    format!("missing `params.{pname}` (needed by `{}`)", kind.name()),
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
        if let Some(list) = get("one_of") {
            let DeValue::Array(items) = list.get_ref() else {
                self.report(
                    &list.span(),
                    format!("`params.{name}.one_of` must be a list"),
                );
                return None;
            };
            let mut values = Vec::new();
            for item in items.iter() {
                values.push(self.param_value(&format!("params.{name}.one_of"), item)?);
            }
            if values.is_empty() {
                self.report(&list.span(), format!("`params.{name}.one_of` is empty"));
                return None;
            }
            return Some(ParamSpec::OneOf(values));
        }
        let (Some(from), Some(to)) = (get("from"), get("to")) else {
            self.report(
                &value.span(),
                format!("`params.{name}` must be a value, {{ from = …, to = …, step = … }} or {{ one_of = […] }}"),
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
                format!("`params.{name}` needs from ≤ to and a step above 0"),
            );
            return None;
        }
        Some(ParamSpec::Range { from, to, step })
    }

    fn board(&mut self, table: &DeTable, span: &Range<usize>) -> Option<Body> {
        let position = match (self.optional(table, "board"), self.optional(table, "sgf")) {
            (Some(_), Some(v)) => {
                self.report(&v.span(), "give `board` or `sgf`, not both".into());
                return None;
            }
            (Some(v), None) => {
                let text = self.string("board", v)?;
                match Diagram::parse(&text) {
                    Ok(diagram) => {
                        let dead: Vec<String> = diagram
                            .board
                            .chains_without_liberties()
                            .iter()
                            .map(|p| p.to_gtp(diagram.board.size()))
                            .collect();
                        if !dead.is_empty() {
                            self.report(
                                &v.span(),
                                format!("board: stones without liberties at {}", dead.join(", ")),
                            );
                            return None;
                        }
                        Position::Diagram(Box::new(diagram))
                    }
                    Err(e) => {
                        self.report_in_diagram(&v.span(), &e);
                        return None;
                    }
                }
            }
            (None, Some(v)) => {
                let text = self.string("sgf", v)?;
                match sgf::parse(&text) {
                    Ok(record) => Position::Sgf(Box::new(record)),
                    Err(e) => {
                        self.report(&v.span(), format!("sgf: {e}"));
                        return None;
                    }
                }
            }
            (None, None) => {
                self.report(
                    span,
                    "missing field `board` (a text diagram) or `sgf`".into(),
                );
                return None;
            }
        };
        let ask_value = self.required(
            table,
            span,
            "ask",
            "legal, captures, liberties, count, result or irregular",
        )?;
        let ask_name = self.string("ask", ask_value)?;
        let Some(ask) = Ask::from_name(&ask_name) else {
            self.report(
                &ask_value.span(),
                format!("unknown ask `{ask_name}` (expected legal, captures, liberties, count, result or irregular)"),
            );
            return None;
        };
        let at = match self.optional(table, "at") {
            Some(v) => Some(self.string("at", v)?),
            None => None,
        };
        let mut moves = Vec::new();
        if let Some(v) = self.optional(table, "moves") {
            for text in self.strings("moves", v)? {
                let mut parts = text.split_whitespace();
                let color = parts.next().and_then(|c| c.parse::<Color>().ok());
                let (Some(color), Some(point), None) = (color, parts.next(), parts.next()) else {
                    self.report(&v.span(), format!("move `{text}` must be a colour and a point: \"B a\", \"W D4\", \"B pass\""));
                    return None;
                };
                moves.push((color, point.to_string()));
            }
        }
        let dead = match self.optional(table, "dead") {
            Some(v) => self.strings("dead", v)?,
            None => Vec::new(),
        };
        let to_play = match self.optional(table, "to_play") {
            Some(v) => {
                let text = self.string("to_play", v)?;
                match text.parse::<Color>() {
                    Ok(c) => Some(c),
                    Err(e) => {
                        self.report(&v.span(), e.to_string());
                        return None;
                    }
                }
            }
            None => None,
        };
        let komi = match self.optional(table, "komi") {
            Some(v) => Some(self.number("komi", v)?),
            None => None,
        };
        let handicap = match self.optional(table, "handicap") {
            Some(v) => {
                let n = self.number("handicap", v)?;
                if n.quarters() % 4 != 0 || n < Stones::ZERO || n > Stones::whole(25) {
                    self.report(
                        &v.span(),
                        "`handicap` must be a whole number from 0 to 25".into(),
                    );
                    return None;
                }
                (n.quarters() / 4) as u32
            }
            None => 0,
        };
        let (default, allowed): (Present, &[&str]) = match ask {
            Ask::Legal => (Present::TrueFalse, &["truefalse"]),
            _ => (Present::Input, &["input", "choice"]),
        };
        Some(Body::Board(Box::new(BoardItem {
            position,
            ask,
            at,
            moves,
            dead,
            to_play,
            komi,
            handicap,
            present: self.present(table, default, allowed)?,
        })))
    }

    fn open(&mut self, table: &DeTable, span: &Range<usize>) -> Option<Body> {
        let value = self.required(table, span, "answer", "answer.zh-CN = \"model answer\"")?;
        Some(Body::Open {
            answer: self.localized_text("answer", value)?,
        })
    }
}
