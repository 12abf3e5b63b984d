//! The bank format described for editors: a JSON Schema of a bank file, generated from
//! the types below, which mirror what the loader (`load/schema`) accepts field by field.
//! `weiqi-quiz schema` prints it and `questions/schema.json` ships it, so that a TOML
//! editor (Taplo, Even Better TOML) completes and checks fields as they are typed:
//!
//! ```toml
//! #:schema ./schema.json
//! ```
//!
//! The types are never read into: the loader stays the one reader, with its precise
//! findings. A test validates the default bank against the schema and holds the schema
//! and the loader to the same answer on wrong fields.

use std::borrow::Cow;
use std::marker::PhantomData;

use schemars::generate::SchemaSettings;
use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};
use serde_json::{Map, Value, json};

use crate::bank::calc::{CalcKind, calc_names};
use crate::bank::matching::Measure;
use crate::bank::model::Kind;
use crate::rules::ruleset::PRESETS;

/// A locale tag as the loader reads one: `zh-CN`, `en`, `zh-TW`.
const LOCALE_PATTERN: &str = "^[A-Za-z0-9]{2,3}(-[A-Za-z0-9]{2,8})*$";

/// What `ask` a board item may have.
pub const ASKS: [&str; 7] = crate::bank::model::Ask::NAMES;

/// The schema of a bank file, as JSON Schema draft 7 (what Taplo reads), with every
/// object's keys sorted so that the printed text does not depend on how it was built.
pub fn schema() -> Value {
    let generator = SchemaSettings::draft07().into_generator();
    let schema = generator.into_root_schema_for::<Bank>();
    let mut value = schema.to_value();
    without_null(&mut value);
    if let Some(question) = value.pointer_mut("/definitions/Question") {
        by_type(question);
    }
    value.sort_all_objects();
    value
}

/// The item types as one object whose `type` chooses, by `if`/`then`, the fields of its
/// type, rather than a `oneOf` of six: an editor then says which field is wrong (not that
/// the item matches no type), and completes every field from the object's own properties.
fn by_type(question: &mut Value) {
    let Some(Value::Array(variants)) = question.as_object_mut().and_then(|q| q.remove("oneOf"))
    else {
        return;
    };
    let mut properties = Map::new();
    let mut forms: Map<String, Value> = Map::new();
    let mut required: Option<Vec<Value>> = None;
    let mut kinds = Vec::new();
    let mut conditions = Vec::new();
    for variant in variants {
        let kind = variant["properties"]["type"]["const"].clone();
        let description = variant["description"].as_str().unwrap_or_default();
        kinds.push(format!(
            "`{}`: {description}",
            kind.as_str().unwrap_or_default()
        ));
        if let Some(fields) = variant["properties"].as_object() {
            for (name, field) in fields.iter().filter(|(name, _)| *name != "type") {
                let said = field["description"].as_str().unwrap_or_default();
                let form = format!("`{}`: {said}", kind.as_str().unwrap_or_default());
                match forms.get_mut(name) {
                    Some(Value::Array(list)) if properties[name] != *field => {
                        list.push(form.into());
                    }
                    Some(_) => {}
                    None => {
                        forms.insert(name.clone(), json!([form]));
                        properties.insert(name.clone(), field.clone());
                    }
                }
            }
        }
        let own: Vec<Value> = variant["required"].as_array().cloned().unwrap_or_default();
        required = Some(match required {
            None => own,
            Some(all) => all.into_iter().filter(|r| own.contains(r)).collect(),
        });
        conditions.push(json!({
            "if": { "properties": { "type": { "const": kind } }, "required": ["type"] },
            "then": variant,
        }));
    }
    // A field whose form depends on the type (`answer`, `present`) is only described
    // here; its type's `then` checks it.
    for (name, list) in &forms {
        if let Some(list) = list.as_array().filter(|l| l.len() > 1) {
            let said: Vec<&str> = list.iter().filter_map(Value::as_str).collect();
            properties.insert(name.clone(), json!({ "description": said.join("\n\n") }));
        }
    }
    let names: Vec<Value> = conditions
        .iter()
        .map(|c| c["if"]["properties"]["type"]["const"].clone())
        .collect();
    properties.insert(
        "type".into(),
        json!({
            "type": "string",
            "enum": names,
            "description": format!("The item type, which says what fields the item takes.\n\n{}", kinds.join("\n\n")),
        }),
    );
    question["type"] = "object".into();
    question["properties"] = Value::Object(properties);
    question["required"] = required.unwrap_or_default().into();
    question["allOf"] = conditions.into();
    // Taplo writes these keys when it completes a new `[[question]]`.
    question["x-taplo"] = json!({ "initKeys": ["id", "type", "text"] });
}

/// TOML has no null: an optional field is one left out, so `Option`'s `null` is taken
/// out of every schema (and the integer formats of Rust's types, which editors do not read).
fn without_null(value: &mut Value) {
    match value {
        Value::Object(map) => {
            if let Some(Value::Array(types)) = map.get_mut("type") {
                types.retain(|t| t != "null");
                if let [only] = &types[..] {
                    let only = only.clone();
                    map.insert("type".into(), only);
                }
            }
            if let Some(Value::Array(any)) = map.get_mut("anyOf") {
                any.retain(|s| *s != json!({ "type": "null" }));
                if any.len() == 1 {
                    let only = any.remove(0);
                    map.remove("anyOf");
                    match map.get_mut("allOf") {
                        Some(Value::Array(all)) => all.push(only),
                        _ => {
                            map.insert("allOf".into(), json!([only]));
                        }
                    }
                }
            }
            if map
                .get("format")
                .and_then(Value::as_str)
                .is_some_and(|f| f.starts_with("int") || f.starts_with("uint"))
            {
                map.remove("format");
            }
            map.values_mut().for_each(without_null);
        }
        Value::Array(items) => items.iter_mut().for_each(without_null),
        _ => {}
    }
}

/// [`schema`] as the text `weiqi-quiz schema` prints and `questions/schema.json` holds.
pub fn schema_text() -> String {
    let mut text = serde_json::to_string_pretty(&schema()).unwrap_or_default();
    text.push('\n');
    text
}

/// A weiqi-quiz question bank: an array of `[[question]]` tables.
#[derive(JsonSchema)]
#[schemars(
    title = "weiqi-quiz question bank",
    deny_unknown_fields,
    extend("$comment" = "Generated by `weiqi-quiz schema`; see questions/README.md.")
)]
pub struct Bank {
    /// The items of the bank, one `[[question]]` table each.
    pub question: Option<Vec<Question>>,
}

/// One item; its `type` says which fields it takes.
#[derive(JsonSchema)]
#[serde(tag = "type", deny_unknown_fields)]
pub enum Question {
    /// Fill in the blanks: blanks are written `____` (four or more underscores) in the
    /// text; `answer.<locale>` lists the accepted answers of each blank.
    #[serde(rename = "fill")]
    Fill {
        #[serde(flatten)]
        common: Common,
        /// Per locale, per blank, the accepted answers: `answer.zh-CN = [["9", "九"], ["天元"]]`.
        answer: Localized<Blanks>,
        /// Proves the key with the engine: `{ calc = "result", black = 183 }`.
        verify: Option<Verify>,
        /// What a numeric blank asks for: one unit for every blank, or one per blank.
        unit: Option<Units>,
    },
    /// Multiple choice: options per locale, the key as letters.
    #[serde(rename = "choice")]
    Choice {
        #[serde(flatten)]
        common: Common,
        /// The options per locale (2 to 8, the same number in every locale).
        options: Localized<Options>,
        /// The key: a letter (`"B"`) or several (`["A", "C"]`).
        answer: ChoiceKey,
        /// Shuffle the options (default `true`); `false` when an option says "all of the above".
        shuffle: Option<bool>,
        /// Proves the key with the engine: the keyed option must mean the engine's answer.
        verify: Option<Verify>,
    },
    /// True or false.
    #[serde(rename = "truefalse")]
    TrueFalse {
        #[serde(flatten)]
        common: Common,
        /// The key: `true` or `false` (no quotes).
        answer: bool,
        /// Proves the key with the engine; with `expect`, the key is `true` exactly when
        /// the engine's answer equals it.
        verify: Option<Verify>,
    },
    /// Computed: no `answer`, the engine is the key; parameters are drawn each time.
    #[serde(rename = "calc")]
    #[schemars(transform = calc_conditions)]
    Calc {
        #[serde(flatten)]
        common: Common,
        /// The calculation.
        calc: CalcName,
        /// Its parameters, named in the text in braces (`{black}`): a fixed value, a
        /// range `{ from = 180, to = 190, step = 0.5 }` or a list `{ one_of = [183, 184] }`.
        params: Option<ParamSpecs>,
        /// `input` (default: the answer is typed) or `choice` (the engine writes the options).
        present: Option<CalcPresent>,
    },
    /// A position answered by the engine: `board` (a diagram) or `sgf`, and what to `ask`.
    #[serde(rename = "board")]
    #[schemars(transform = board_conditions)]
    Board {
        #[serde(flatten)]
        common: Common,
        /// A text diagram: `X` black, `O` white, `.` empty, a lower-case letter labels an
        /// empty point; square, no chain without liberties. Not with `sgf`.
        board: Option<String>,
        /// An SGF position. Not with `board`.
        sgf: Option<String>,
        /// Who is to play: `black` or `white` (default: the colour after the last move, or Black).
        to_play: Option<Colour>,
        /// What to find.
        ask: AskName,
        /// A label (`"a"`) or a vertex (`"D4"`: columns A–T without I, rows from the bottom).
        at: Option<String>,
        /// Moves played first, each a colour and a point or `pass`: `["B a", "W pass", "W C3"]`.
        moves: Option<Vec<MoveText>>,
        /// One stone of each dead chain (labels or vertices); the whole chain is dead.
        dead: Option<Vec<String>>,
        /// Komi in stones (default: the item's rule version's).
        komi: Option<Quarters>,
        /// Handicap stones (0 to 25; default 0).
        handicap: Option<Handicap>,
        /// `truefalse` for `ask = "legal"` (the default there); `input` (default) or
        /// `choice` for the others.
        present: Option<BoardPresent>,
    },
    /// An open question: a model answer, self-graded in practice, answer lines on a sheet.
    #[serde(rename = "open")]
    Open {
        #[serde(flatten)]
        common: Common,
        /// The model answer per locale.
        answer: Localized<Text>,
    },
}

/// The fields every item has.
#[derive(JsonSchema)]
pub struct Common {
    /// Unique and stable: lower-case letters, digits, `.`, `_`, `-` (e.g. `komi.result-183`).
    #[schemars(regex(pattern = r"^[a-z0-9._-]{1,100}$"))]
    pub id: String,
    /// The rule article it tests: `"11"`, `"17.2"` (of the version in `rules`); it must
    /// have an entry in questions/articles/.
    pub article: Option<Article>,
    /// The regulation it comes from when that is no article of the rules text.
    pub regulation: Option<Localized<Text>>,
    /// `practice` when the item states what events do in practice rather than what a
    /// rule says (certification papers never draw it); `rules` is the default.
    pub source: Option<SourceName>,
    /// The rule version it assumes: `cn2002` (default), `cn1988`, or another preset for
    /// comparison items.
    pub rules: Option<RulesName>,
    /// Topics a teacher filters by: `["scoring", "seed-paper"]`; `rule-sets` marks items
    /// comparing other rule sets.
    pub tags: Option<Vec<String>>,
    /// 1 (easy) to 5; default 2. 1–3 player knowledge, 4 referee practice, 5 referee certification.
    #[schemars(range(min = 1, max = 5))]
    pub level: Option<u8>,
    /// Weight on exams and sheets, a multiple of 0.25 above 0 and at most 100; default 1.
    pub points: Option<Points>,
    /// The question, per locale: `text.zh-CN`, `text.en`, `text.zh-TW`.
    pub text: Localized<Text, true>,
    /// Why the answer is right, citing the article and rule version.
    pub explain: Option<Localized<Text>>,
    /// For the bank's editors only: one plain string, never shown to learners.
    pub note: Option<String>,
    /// `true` when the text names the winner and asks only the margin: a bare amount
    /// then answers a result.
    pub winner_named: Option<bool>,
}

/// A table keyed by locale (`zh-CN`, `en`, `zh-TW`); a missing locale falls back to
/// zh-CN, then to any. With `NONEMPTY`, at least one locale.
pub struct Localized<T, const NONEMPTY: bool = false>(PhantomData<T>);

impl<T: JsonSchema, const NONEMPTY: bool> JsonSchema for Localized<T, NONEMPTY> {
    fn schema_name() -> Cow<'static, str> {
        let suffix = if NONEMPTY { "_required" } else { "" };
        format!("Localized_{}{suffix}", T::schema_name()).into()
    }

    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        let item = generator.subschema_for::<T>().to_value();
        let described = |description: &str| {
            let mut schema = item.clone();
            if let Value::Object(map) = &mut schema {
                map.insert("description".into(), description.into());
            } else {
                schema = json!({ "allOf": [schema], "description": description });
            }
            schema
        };
        let mut schema = json_schema!({
            "type": "object",
            "description": "Per locale: zh-CN, en, zh-TW (a missing locale falls back to zh-CN, then to any).",
            "properties": {
                "zh-CN": described("Simplified Chinese (the fallback of every other locale)."),
                "en": described("English."),
                "zh-TW": described("Traditional Chinese (made from zh-CN when absent)."),
            },
            "patternProperties": { LOCALE_PATTERN: item },
            "additionalProperties": false,
        });
        if NONEMPTY {
            schema.insert("minProperties".into(), 1.into());
        }
        schema
    }
}

/// Text a learner reads: not empty.
pub struct Text;

impl JsonSchema for Text {
    fn schema_name() -> Cow<'static, str> {
        "Text".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({ "type": "string", "pattern": "\\S" })
    }
}

/// An amount written as text, as `Stones` reads one: digits (full-width too), `.`, `/`,
/// `又`, `¼`, `½`, `¾`, a sign and spaces.
const AMOUNT_PATTERN: &str =
    "^[\\s+＋\\-－]*[\\s0-9０-９.．/／又¼½¾]*[0-9０-９¼½¾][\\s0-9０-９.．/／又¼½¾]*$";

/// An amount exact to the quarter: a number (`3`, `184.5`) or a string (`"3 3/4"`).
pub struct Quarters;

fn quarters(number: Value) -> Schema {
    let mut number = number;
    if let Value::Object(map) = &mut number {
        map.insert("type".into(), "number".into());
        map.insert("multipleOf".into(), 0.25.into());
    }
    json_schema!({
        "anyOf": [number, {
            "type": "string",
            "pattern": AMOUNT_PATTERN,
            "description": "A number written as text: \"3 3/4\", \"3又3/4\", \"3¾\", \"15/4\".",
        }]
    })
}

impl JsonSchema for Quarters {
    fn schema_name() -> Cow<'static, str> {
        "Quarters".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        quarters(json!({}))
    }
}

/// `points`: a multiple of 0.25 above 0, at most 100.
pub struct Points;

impl JsonSchema for Points {
    fn schema_name() -> Cow<'static, str> {
        "Points".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        quarters(json!({ "exclusiveMinimum": 0, "maximum": 100 }))
    }
}

/// A handicap: a whole number of stones from 0 to 25.
pub struct Handicap;

impl JsonSchema for Handicap {
    fn schema_name() -> Cow<'static, str> {
        "Handicap".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "anyOf": [
                { "type": "integer", "minimum": 0, "maximum": 25 },
                { "type": "string" },
            ]
        })
    }
}

/// An article number: a string (`"17.2"`) or an integer (`11`).
pub struct Article;

impl JsonSchema for Article {
    fn schema_name() -> Cow<'static, str> {
        "Article".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({ "type": ["string", "integer"] })
    }
}

/// Where a fact comes from.
#[derive(JsonSchema)]
pub enum SourceName {
    /// What events do in practice, not what a rule says.
    #[serde(rename = "practice")]
    Practice,
    /// The rules text or a regulation (the default).
    #[serde(rename = "rules")]
    Rules,
}

/// A rule version by its preset's id; the loader also takes other cases and `_` for `-`.
pub struct RulesName;

/// `[xX]` for each letter, `[-_]` for a dash: the names as the loader matches them.
fn any_case(name: &str) -> String {
    name.chars()
        .map(|c| match c {
            '-' | '_' => "[-_]".to_string(),
            c if c.is_ascii_alphabetic() => {
                format!("[{}{}]", c.to_ascii_lowercase(), c.to_ascii_uppercase())
            }
            c => c.to_string(),
        })
        .collect()
}

impl JsonSchema for RulesName {
    fn schema_name() -> Cow<'static, str> {
        "RulesName".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        let ids: Vec<&str> = PRESETS.iter().map(|r| r.id).collect();
        let pattern: Vec<String> = ids.iter().map(|id| any_case(id)).collect();
        json_schema!({
            "type": "string",
            "anyOf": [
                { "enum": ids },
                { "pattern": format!("^\\s*({})\\s*$", pattern.join("|")) },
            ]
        })
    }
}

/// A colour: `black` or `white` (`B`, `W` and other cases too).
pub struct Colour;

const COLOUR_PATTERN: &str = "([Bb]([Ll][Aa][Cc][Kk])?|[Ww]([Hh][Ii][Tt][Ee])?)";

impl JsonSchema for Colour {
    fn schema_name() -> Cow<'static, str> {
        "Colour".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "type": "string",
            "anyOf": [
                { "enum": ["black", "white"] },
                { "pattern": format!("^{COLOUR_PATTERN}$") },
            ]
        })
    }
}

/// A move: a colour and a point or `pass` (`"B a"`, `"W D4"`, `"B pass"`).
pub struct MoveText;

impl JsonSchema for MoveText {
    fn schema_name() -> Cow<'static, str> {
        "Move".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "type": "string",
            "pattern": format!("^\\s*{COLOUR_PATTERN}\\s+\\S+\\s*$"),
        })
    }
}

/// What a board item asks.
pub struct AskName;

impl JsonSchema for AskName {
    fn schema_name() -> Cow<'static, str> {
        "Ask".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "type": "string",
            "enum": ASKS,
            "description": "legal (needs at, to_play), captures (at, to_play), liberties (at: a stone), count (dead), result (dead, komi, handicap), irregular (moves: the number of the first irregular move), ruling (a record: the referee's ruling on its first irregular move, asked as a choice)",
        })
    }
}

/// How a computed item is asked.
#[derive(JsonSchema)]
pub enum CalcPresent {
    /// The answer is typed (default).
    #[serde(rename = "input")]
    Input,
    /// The engine writes plausible wrong options.
    #[serde(rename = "choice")]
    Choice,
}

/// How a board item is asked.
#[derive(JsonSchema)]
pub enum BoardPresent {
    /// The answer is typed (default but for `legal`).
    #[serde(rename = "input")]
    Input,
    /// The engine writes the options (the only way for `ask = "ruling"`).
    #[serde(rename = "choice")]
    Choice,
    /// Only for `ask = "legal"`, and its default.
    #[serde(rename = "truefalse")]
    TrueFalse,
}

/// The name of an engine calculation.
pub struct CalcName;

impl JsonSchema for CalcName {
    fn schema_name() -> Cow<'static, str> {
        "Calc".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        let names: Vec<String> = calc_names().split(", ").map(String::from).collect();
        json_schema!({ "type": "string", "enum": names })
    }
}

/// Every calculation with its parameters: (name, every parameter, the required ones).
fn calculations() -> Vec<(&'static str, Vec<&'static str>, Vec<&'static str>)> {
    calc_names()
        .split(", ")
        .filter_map(|name| name.parse::<CalcKind>().ok())
        .map(|kind| {
            let all = kind.params().iter().map(|(p, _)| *p).collect();
            let required = kind
                .params()
                .iter()
                .filter(|(_, r)| *r)
                .map(|(p, _)| *p)
                .collect();
            (kind.name(), all, required)
        })
        .collect()
}

/// A parameter value: a number exact to the quarter, or text (`"WWLWL"`, `"4,1"`).
pub struct ParamValue;

impl JsonSchema for ParamValue {
    fn schema_name() -> Cow<'static, str> {
        "ParamValue".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "anyOf": [
                { "type": "number", "multipleOf": 0.25 },
                { "type": "string" },
            ]
        })
    }
}

/// The parameters of a computed item, by name; which names depends on `calc`.
pub struct ParamSpecs;

impl JsonSchema for ParamSpecs {
    fn schema_name() -> Cow<'static, str> {
        "Params".into()
    }

    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        let value = generator.subschema_for::<ParamValue>().to_value();
        let quarters = generator.subschema_for::<Quarters>().to_value();
        let step = quarters_above_zero();
        json_schema!({
            "type": "object",
            "additionalProperties": {
                "anyOf": [
                    value,
                    {
                        "type": "object",
                        "description": "A value drawn from a list.",
                        "properties": {
                            "one_of": {
                                "type": "array",
                                "items": value,
                                "minItems": 1,
                                "description": "The values to draw from: [183, 184, 185].",
                            }
                        },
                        "required": ["one_of"],
                        "additionalProperties": false,
                    },
                    {
                        "type": "object",
                        "description": "A value drawn from a range.",
                        "properties": {
                            "from": quarters,
                            "to": quarters,
                            "step": step,
                        },
                        "required": ["from", "to"],
                        "additionalProperties": false,
                    },
                ]
            }
        })
    }
}

fn quarters_above_zero() -> Value {
    let mut step = quarters(json!({ "exclusiveMinimum": 0 })).to_value();
    if let Value::Object(map) = &mut step {
        map.insert("description".into(), "The step (default 1).".into());
    }
    step
}

/// `verify`: a calculation with fixed parameters that must agree with the key.
pub struct Verify;

impl JsonSchema for Verify {
    fn schema_name() -> Cow<'static, str> {
        "Verify".into()
    }

    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        let calc = generator.subschema_for::<CalcName>().to_value();
        let value = generator.subschema_for::<ParamValue>().to_value();
        let conditions: Vec<Value> = calculations()
            .into_iter()
            .map(|(name, params, _)| {
                let mut allowed = Map::new();
                for key in ["calc", "expect"].into_iter().chain(params) {
                    allowed.insert(key.to_string(), true.into());
                }
                json!({
                    "if": { "properties": { "calc": { "const": name } }, "required": ["calc"] },
                    "then": { "properties": allowed, "additionalProperties": false },
                })
            })
            .collect();
        json_schema!({
            "type": "object",
            "description": "The calculation (`calc`) and its fixed parameters, with `expect` for a true/false item.",
            "properties": {
                "calc": calc,
                "expect": {
                    "type": ["string", "boolean", "number"],
                    "description": "For a true/false item: the key is true exactly when the engine's answer equals this.",
                },
            },
            "required": ["calc"],
            "additionalProperties": value,
            "allOf": conditions,
        })
    }
}

/// The accepted answers of each blank.
pub struct Blanks;

impl JsonSchema for Blanks {
    fn schema_name() -> Cow<'static, str> {
        "Blanks".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "type": "array",
            "description": "One list per blank of the accepted answers: [[\"9\", \"九\"], [\"天元\"]].",
            "items": { "type": "array", "items": { "type": "string" }, "minItems": 1 },
        })
    }
}

/// A unit name for a numeric blank, or one per blank.
pub struct Units;

impl JsonSchema for Units {
    fn schema_name() -> Cow<'static, str> {
        "Units".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        let unit = json!({ "type": "string", "enum": Measure::NAMES });
        json_schema!({
            "anyOf": [unit, { "type": "array", "items": unit, "minItems": 1 }]
        })
    }
}

/// Choice options in one locale: 2 to 8.
pub struct Options;

impl JsonSchema for Options {
    fn schema_name() -> Cow<'static, str> {
        "Options".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "type": "array",
            "items": { "type": "string" },
            "minItems": 2,
            "maxItems": 8,
        })
    }
}

/// A choice item's key: capital letters.
pub struct ChoiceKey;

impl JsonSchema for ChoiceKey {
    fn schema_name() -> Cow<'static, str> {
        "ChoiceKey".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        let letter = json!({ "type": "string", "pattern": "^[A-Z]$" });
        json_schema!({
            "anyOf": [letter, { "type": "array", "items": letter, "minItems": 1 }]
        })
    }
}

/// A computed item's parameters must be its calculation's, the required ones given.
fn calc_conditions(schema: &mut Schema) {
    let conditions: Vec<Value> = calculations()
        .into_iter()
        .map(|(name, params, required)| {
            let mut allowed = Map::new();
            for key in params {
                allowed.insert(key.to_string(), true.into());
            }
            let mut params = json!({
                "properties": allowed,
                "additionalProperties": false,
            });
            if !required.is_empty() {
                params["required"] = json!(required);
            }
            let mut then = json!({ "properties": { "params": params } });
            if !required.is_empty() {
                then["required"] = json!(["params"]);
            }
            json!({
                "if": { "properties": { "calc": { "const": name } }, "required": ["calc"] },
                "then": then,
            })
        })
        .collect();
    schema.insert("allOf".into(), conditions.into());
}

/// A board item has `board` or `sgf`, not both; `legal` is asked true or false, a
/// `ruling` as a choice.
fn board_conditions(schema: &mut Schema) {
    schema.insert(
        "oneOf".into(),
        json!([{ "required": ["board"] }, { "required": ["sgf"] }]),
    );
    let asked =
        |ask: &str| json!({ "properties": { "ask": { "const": ask } }, "required": ["ask"] });
    let present = |allowed: serde_json::Value| json!({ "properties": { "present": allowed } });
    schema.insert(
        "allOf".into(),
        json!([
            {
                "if": asked("legal"),
                "then": present(json!({ "const": "truefalse" })),
                "else": {
                    "if": asked("ruling"),
                    "then": present(json!({ "const": "choice" })),
                    "else": present(json!({ "enum": ["input", "choice"] })),
                },
            },
        ]),
    );
}

/// The item types the schema describes, in its order: the loader's, by name.
pub fn kinds() -> [&'static str; 6] {
    Kind::ALL.map(Kind::name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bank::model::Ask;

    fn variants() -> Vec<Value> {
        schema()["properties"]["question"]["items"]["$ref"]
            .as_str()
            .map(|r| {
                let name = r.trim_start_matches("#/definitions/");
                schema()["definitions"][name]["allOf"]
                    .as_array()
                    .map(|all| all.iter().map(|c| c["then"].clone()).collect())
                    .unwrap_or_default()
            })
            .unwrap_or_default()
    }

    #[test]
    fn each_type_of_the_loader_is_one_variant_with_its_fields() {
        let variants = variants();
        let types: Vec<&str> = variants
            .iter()
            .filter_map(|v| v["properties"]["type"]["const"].as_str())
            .collect();
        assert_eq!(types, kinds());
        for (variant, kind) in variants.iter().zip(Kind::ALL) {
            assert_eq!(variant["additionalProperties"], false, "{kind:?}");
            let mut fields: Vec<&str> = variant["properties"]
                .as_object()
                .unwrap()
                .keys()
                .map(String::as_str)
                .collect();
            fields.sort_unstable();
            let mut expected: Vec<&str> = crate::bank::load::known_fields(kind).collect();
            expected.sort_unstable();
            assert_eq!(fields, expected, "{kind:?}");
        }
    }

    #[test]
    fn the_names_are_the_loaders() {
        for ask in ASKS {
            assert!(Ask::from_name(ask).is_some(), "{ask}");
        }
        for measure in Measure::NAMES {
            assert!(Measure::from_name(measure).is_some(), "{measure}");
        }
        assert_eq!(calculations().len(), calc_names().split(", ").count());
    }

    #[test]
    fn rule_names_match_as_the_loader_reads_them() {
        assert_eq!(
            any_case("tromp-taylor").len(),
            "[tT]".len() * 11 + "[-_]".len()
        );
        assert_eq!(any_case("cn2002"), "[cC][nN]2002");
    }
}
