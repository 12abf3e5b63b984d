//! The messages of the TOML and JSON readers (and of serde behind them) in the reader's
//! language. They come as English text only, from a closed set of phrasings: each phrase
//! is looked up as `parse-<phrase in kebab case>`; a message of unknown shape is told as
//! "cannot be read here" rather than in English. English readers get the reader's own words.

use super::{Arg, Lang, Localizer};

/// A TOML reader's message: a syntax error (`unclosed array, expected `]``) or a
/// data error from serde (`missing field `round``).
pub fn toml_text(message: &str, l: &Localizer) -> String {
    if l.lang() == Lang::En {
        return message.to_string();
    }
    let message = message.lines().next().unwrap_or_default().trim();
    serde_text(message, l)
        .or_else(|| syntax_text(message, l))
        .unwrap_or_else(|| l.text("parse-unreadable"))
}

/// A JSON reader's message (`expected value at line 1 column 1`).
pub fn json_text(message: &str, l: &Localizer) -> String {
    if l.lang() == Lang::En {
        return message.to_string();
    }
    let (what, place) = match message.rsplit_once(" at line ") {
        Some((what, place)) => (what, place.split_once(" column ")),
        None => (message, None),
    };
    let what = serde_text(what, l)
        .or_else(|| phrase(what, l))
        .unwrap_or_else(|| l.text("parse-unreadable"));
    match place
        .and_then(|(line, column)| Some((line.parse::<i64>().ok()?, column.parse::<i64>().ok()?)))
    {
        Some((line, column)) => l.format(
            "parse-at",
            &[
                ("line", Arg::from(line)),
                ("column", Arg::from(column)),
                ("problem", Arg::from(what)),
            ],
        ),
        None => what,
    }
}

/// The name of a TOML value's type (`integer`, `boolean`, `table`) as `check` says it.
pub fn toml_type_text(type_name: &str, l: &Localizer) -> String {
    phrase(type_name, l).unwrap_or_else(|| type_name.to_string())
}

/// `duplicate key`, `invalid basic string, expected `"``: the parser's phrase, then
/// what it expected.
fn syntax_text(message: &str, l: &Localizer) -> Option<String> {
    let (what, expected) = match message.split_once(", expected ") {
        Some((what, expected)) => (what, Some(expected)),
        None => (message, None),
    };
    let what = phrase(what, l)?;
    Some(match expected {
        None => what,
        Some(expected) => l.format(
            "parse-expected",
            &[
                ("problem", Arg::from(what)),
                ("expected", Arg::from(expected_list(expected, l))),
            ],
        ),
    })
}

/// serde's own phrasings (`serde::de::Error`'s provided methods).
fn serde_text(message: &str, l: &Localizer) -> Option<String> {
    let f = |id: &str, args: &[(&str, Arg)]| Some(l.format(id, args));
    if let Some(name) = quoted_whole(message, "missing field ") {
        return f("parse-missing-field", &[("name", Arg::from(name))]);
    }
    if let Some(name) = quoted_whole(message, "duplicate field ") {
        return f("parse-duplicate-field", &[("name", Arg::from(name))]);
    }
    for (prefix, id) in [
        ("unknown field ", "parse-unknown-field"),
        ("unknown variant ", "parse-unknown-variant"),
    ] {
        if let Some(rest) = message.strip_prefix(prefix) {
            let (name, expected) = rest.split_once(", ")?;
            let expected = match expected.strip_prefix("expected ") {
                Some(list) => expected_text(list, l),
                None => l.text("parse-nothing-allowed"),
            };
            return f(
                id,
                &[("name", Arg::from(name)), ("expected", Arg::from(expected))],
            );
        }
    }
    for (prefix, id) in [
        ("invalid type: ", "parse-wrong-type"),
        ("invalid value: ", "parse-wrong-value"),
    ] {
        if let Some(rest) = message.strip_prefix(prefix) {
            let (found, expected) = rest.rsplit_once(", expected ")?;
            return f(
                id,
                &[
                    ("found", Arg::from(found_text(found, l))),
                    ("expected", Arg::from(expected_text(expected, l))),
                ],
            );
        }
    }
    if let Some(rest) = message.strip_prefix("invalid length ") {
        let (length, expected) = rest.split_once(", expected ")?;
        return f(
            "parse-wrong-length",
            &[
                ("length", Arg::from(length)),
                ("expected", Arg::from(expected_text(expected, l))),
            ],
        );
    }
    None
}

/// `missing field `x``: the `x`, when the message is exactly that.
fn quoted_whole<'a>(message: &'a str, prefix: &str) -> Option<&'a str> {
    let name = message.strip_prefix(prefix)?;
    (name.starts_with('`') && name.ends_with('`') && name.len() > 1).then_some(name)
}

/// What serde found: `integer `3``, `string "x"`, `sequence`.
fn found_text(found: &str, l: &Localizer) -> String {
    let (kind, value) = match found.find([' ']) {
        Some(at) if found[at + 1..].starts_with(['`', '"']) => {
            (&found[..at], Some(&found[at + 1..]))
        }
        _ => (found, None),
    };
    let kind = match kind {
        "floating" => "float",
        other => other,
    };
    let value = value.or_else(|| found.strip_prefix("floating point ").map(str::trim));
    let kind = phrase(kind, l).unwrap_or_else(|| kind.to_string());
    match value {
        Some(value) => format!("{kind} {value}"),
        None => kind,
    }
}

/// What serde expected: a Rust type (`u32`), a phrase (`a string`), or names
/// (`one of `a`, `b``, `` `a` ``). Code is set off from Chinese by a space.
fn expected_text(expected: &str, l: &Localizer) -> String {
    let text = expected_words(expected, l);
    if text.starts_with('`') {
        format!(" {text}")
    } else {
        text
    }
}

fn expected_words(expected: &str, l: &Localizer) -> String {
    // serde lists three names and more as "one of `a`, `b`, `c`", two as "`a` or `b`".
    let list = expected
        .strip_prefix("one of ")
        .map(str::to_string)
        .or_else(|| {
            let (first, second) = expected.split_once(" or ")?;
            let names = |s: &str| s.starts_with('`') && s.ends_with('`') && s.len() > 1;
            (names(first) && names(second)).then(|| format!("{first}, {second}"))
        });
    if let Some(list) = list {
        return l.format(
            "parse-one-of",
            &[(
                "names",
                Arg::from(list.replace(", ", &l.text("help-list-separator"))),
            )],
        );
    }
    let expected = expected
        .strip_prefix("struct ")
        .map_or(expected, |_| "a table");
    let rust_type = match expected {
        "u8" | "u16" | "u32" | "u64" | "usize" | "i8" | "i16" | "i32" | "i64" | "isize" => {
            Some("an integer")
        }
        "f32" | "f64" => Some("a number"),
        "a borrowed string" | "a string" | "string" => Some("a string"),
        "a sequence" => Some("an array"),
        "a map" => Some("a table"),
        _ => None,
    };
    let expected = rust_type.unwrap_or(expected);
    phrase(expected, l)
        .or_else(|| {
            phrase(
                expected.trim_start_matches("a ").trim_start_matches("an "),
                l,
            )
        })
        .unwrap_or_else(|| expected.to_string())
}

/// The TOML parser's list of what it expected: backquoted literals stay, phrases are
/// said in the reader's language.
fn expected_list(list: &str, l: &Localizer) -> String {
    list.split(", ")
        .map(|item| {
            if item.starts_with(['`', '\'']) {
                item.to_string()
            } else {
                phrase(item, l).unwrap_or_else(|| item.to_string())
            }
        })
        .collect::<Vec<_>>()
        .join(&l.text("help-list-separator"))
}

/// A parser phrase in the reader's language, if the bundles know it.
fn phrase(english: &str, l: &Localizer) -> Option<String> {
    let id = phrase_id(english)?;
    l.has(&id).then(|| l.text(&id))
}

/// `invalid basic string` → `parse-invalid-basic-string`; symbols in backquotes are
/// named: `extra `=`` → `parse-extra-equals`.
fn phrase_id(english: &str) -> Option<String> {
    let mut id = String::from("parse");
    let mut dash = true;
    let mut quoted = false;
    for ch in english.chars() {
        if ch.is_ascii_alphanumeric() {
            if dash {
                id.push('-');
                dash = false;
            }
            id.push(ch.to_ascii_lowercase());
            continue;
        }
        dash = true;
        if ch == '`' {
            quoted = !quoted;
            continue;
        }
        let name = match ch {
            '=' => "equals",
            '_' => "underscore",
            ':' => "colon",
            ',' => "comma",
            ']' => "bracket",
            '}' => "brace",
            _ => continue,
        };
        if quoted {
            id.push('-');
            id.push_str(name);
        }
    }
    (id.len() > "parse".len()).then_some(id)
}

/// Every phrase the readers of our dependencies use (toml_parser 1.1, toml 1.2,
/// serde_json 1.0) and the types `check` names: each has a message in every language.
pub const PHRASES: &[&str] = &[
    "`_` may only go between digits",
    "cannot recurse further; max recursion depth met",
    // toml: a dotted key of too many parts.
    "recursion limit",
    "carriage return must be followed by newline",
    "duplicate key",
    "extra `=`",
    "extra assignment between key-value pairs",
    "extra comma in array",
    "extra comma in inline table",
    "integers with a radix cannot be signed",
    "invalid basic string",
    "invalid binary number",
    "invalid boolean",
    "invalid comment character",
    "invalid date-time",
    "invalid exponent",
    "invalid float",
    "invalid fraction",
    "invalid hexadecimal number",
    "invalid inline table element",
    "invalid integer number",
    "invalid key",
    "invalid key-value pair",
    "invalid literal string",
    "invalid mantissa",
    "invalid multi-line basic string",
    "invalid multi-line literal string",
    "invalid octal number",
    "invalid string",
    "invalid table",
    "invalid unquoted key",
    "invalid value",
    "key with no value",
    "keys cannot be multi-line basic strings",
    "keys cannot be multi-line literal strings",
    "missing array opening",
    "missing assignment between key-value pairs",
    "missing comma between array elements",
    "missing comma between key-value pairs",
    "missing comment start",
    "missing escaped value",
    "missing inline table opening",
    "missing key for inline table element",
    "missing opening quote",
    "missing table open",
    "missing value for key",
    "missing value",
    "radix must be lowercase",
    "redundant integer number prefix",
    "redundant numeric sign",
    "string values must be quoted",
    "too few unicode value digits",
    "unclosed array table",
    "unclosed array",
    "unclosed inline table",
    "unclosed table",
    "unexpected `=` in array",
    "unexpected content between comment and newline",
    "unexpected content",
    "unexpected key or value",
    "unexpected leading zero",
    "unexpected sign",
    "unquoted keys cannot be empty",
    // What the TOML parser expected.
    "basic string",
    "characters",
    "digits",
    "key",
    "letters",
    "literal string",
    "multi-line basic string",
    "non-double-quote visible characters",
    "non-single-quote characters",
    "non-single-quote visible characters",
    "numbers",
    "printable characters",
    "unicode hexadecimal value",
    "value",
    "newline",
    "nothing",
    // Types: TOML's, and what serde names.
    "string",
    "integer",
    "float",
    "boolean",
    "datetime",
    "array",
    "table",
    "inline table",
    "sequence",
    "map",
    "unit value",
    "character",
    "a number",
    // serde_json.
    "EOF while parsing a list",
    "EOF while parsing an object",
    "EOF while parsing a string",
    "EOF while parsing a value",
    "expected `:`",
    "expected `,` or `]`",
    "expected `,` or `}`",
    "expected ident",
    "expected value",
    "invalid escape",
    "invalid number",
    "number out of range",
    "invalid unicode code point",
    "control character (\\u0000-\\u001F) found while parsing a string",
    "key must be a string",
    "lone leading surrogate in hex escape",
    "trailing comma",
    "trailing characters",
    "unexpected end of hex escape",
    "recursion limit exceeded",
];

#[cfg(test)]
mod tests {
    use super::*;

    fn zh() -> Localizer {
        Localizer::new(Lang::ZhCn)
    }

    #[test]
    fn every_phrase_has_a_message_in_every_language() {
        for lang in Lang::ALL {
            let l = Localizer::new(lang);
            for phrase in PHRASES {
                let id = phrase_id(phrase).unwrap();
                assert!(l.has(&id), "{id} ({phrase:?}) missing in {}", lang.tag());
            }
        }
    }

    #[test]
    fn phrases_have_distinct_ids() {
        let mut ids: Vec<String> = PHRASES.iter().map(|p| phrase_id(p).unwrap()).collect();
        ids.sort();
        let before = ids.len();
        ids.dedup();
        assert_eq!(before, ids.len());
        assert_eq!(phrase_id("extra `=`").unwrap(), "parse-extra-equals");
        assert_eq!(
            phrase_id("`_` may only go between digits").unwrap(),
            "parse-underscore-may-only-go-between-digits"
        );
    }

    /// The messages the readers really give, from the real readers.
    #[test]
    fn the_readers_messages_are_told_in_chinese() {
        let l = zh();
        let toml_error = |text: &str| {
            let (_, errors) = toml::de::DeTable::parse_recoverable(text);
            toml_text(errors[0].message(), &l)
        };
        assert_eq!(toml_error("a = \"abc\n"), "基本字符串无效；应为：`\"`");
        assert_eq!(toml_error("a = 1\na = 2\n"), "键重复");
        assert_eq!(toml_error("a = [1, 2\n"), "数组没有闭合；应为：`]`");
        let deep = crate::nesting::TOML_DEPTH + 1;
        assert_eq!(
            toml_error(&format!("a = {}\n", "[".repeat(deep))),
            "嵌套太深"
        );
        assert_eq!(
            toml_error(&format!("{} = 1\n", vec!["a"; deep].join("."))),
            "点分隔的键层数太多"
        );

        #[derive(Debug, serde::Deserialize)]
        #[serde(deny_unknown_fields)]
        #[allow(dead_code)]
        struct Game {
            round: u32,
        }
        let data_error = |text: &str| {
            let e = toml::from_str::<Game>(text).unwrap_err();
            toml_text(e.message(), &l)
        };
        assert_eq!(data_error(""), "缺少字段 `round`");
        assert_eq!(
            data_error("round = \"x\""),
            "类型不对：这里是字符串 \"x\"，应为整数"
        );
        assert_eq!(
            data_error("round = 1\nrond = 2"),
            "未知的字段 `rond`，应为 `round`"
        );
        #[derive(Debug, serde::Deserialize)]
        #[serde(deny_unknown_fields)]
        #[allow(dead_code)]
        struct Two {
            game: Option<u32>,
            player: Option<u32>,
        }
        let e = toml::from_str::<Two>("games = 1").unwrap_err();
        assert_eq!(
            toml_text(e.message(), &l),
            "未知的字段 `games`，应为 `game`、`player` 之一"
        );

        let json_error = |text: &str| {
            let e = serde_json::from_str::<serde_json::Value>(text).unwrap_err();
            json_text(&e.to_string(), &l)
        };
        assert_eq!(json_error(""), "第1行第0列：解析值时文件就结束了");
        assert_eq!(
            json_error("{\"a\": 1} x"),
            "第1行第10列：后面还有多余的字符"
        );
        assert_eq!(json_error(&"[".repeat(200)), "第1行第128列：嵌套太深");
    }

    #[test]
    fn an_unknown_message_is_not_told_in_english() {
        let l = zh();
        assert_eq!(
            toml_text("something new happened", &l),
            l.text("parse-unreadable")
        );
        assert_eq!(
            toml_text("something new happened", &Localizer::new(Lang::En)),
            "something new happened"
        );
    }
}
