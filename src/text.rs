//! Text from files (banks, CSV, SGF, history) made safe to show: no control character
//! reaches a terminal, a pasted Markdown file or a written JSON file. A leaf: it uses
//! nothing of ours.
//!
//! Stripped: C0 controls but tab and line feed (so ESC, and with it every CSI and OSC
//! sequence, BEL, a bare or paired CR), DEL, the C1 controls U+0080–U+009F (a terminal
//! may read U+009B as CSI and U+009D as OSC), and the bidi overrides and isolates
//! U+202A–U+202E and U+2066–U+2069, which can make a line read other than it is.
//!
//! [`wrap`] lays lines out for the terminal's width, by the rules of Chinese typesetting.

pub mod wrap;

use std::borrow::Cow;

/// Whether `c` is never written to a terminal.
pub fn is_stripped(c: char) -> bool {
    match c {
        '\n' | '\t' => false,
        '\u{0}'..='\u{1f}' | '\u{7f}'..='\u{9f}' => true,
        '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' => true,
        _ => false,
    }
}

/// The longest name [`safe_file_name`] makes, in bytes: file systems count bytes (255 at
/// most), and a Chinese character takes three, a rare one four. Room is left for a
/// version number in front and a suffix such as `-answer-sheet.html`.
pub const MAX_NAME_BYTES: usize = 120;

/// A name safe as a file name on Windows, macOS and Linux: path separators, characters
/// Windows forbids, control characters and leading dots become `_`; Chinese and other
/// letters stay; so do no bidi overrides. Cut at [`MAX_NAME_BYTES`] on a character
/// boundary. Empty or reserved names (`CON`, `NUL`…) get a `_` in front.
pub fn safe_file_name(name: &str) -> String {
    let mut out = String::new();
    for c in name.trim().chars() {
        let c = match c {
            '/' | '\\' | ':' | '*' | '?' | '"' | '<' | '>' | '|' => '_',
            c if c.is_control() || c.is_whitespace() || is_stripped(c) => '_',
            c => c,
        };
        if out.len() + c.len_utf8() > MAX_NAME_BYTES {
            break;
        }
        out.push(c);
    }
    while out.starts_with('.') {
        out.replace_range(..1, "_");
    }
    let stem = out.split('.').next().unwrap_or("").to_ascii_uppercase();
    let reserved = ["CON", "PRN", "AUX", "NUL"].contains(&stem.as_str())
        || ((stem.starts_with("COM") || stem.starts_with("LPT"))
            && stem.len() == 4
            && stem.as_bytes()[3].is_ascii_digit());
    if out.is_empty() || reserved {
        out.insert(0, '_');
    }
    out
}

/// `text` without the characters [`is_stripped`] names; borrowed when there are none.
pub fn sanitize_for_terminal(text: &str) -> Cow<'_, str> {
    if text.chars().any(is_stripped) {
        Cow::Owned(text.chars().filter(|&c| !is_stripped(c)).collect())
    } else {
        Cow::Borrowed(text)
    }
}

/// JSON text with the characters [`is_stripped`] names written as `\uXXXX` escapes:
/// the data stays whole, the file stays safe to print. Such characters only occur in
/// JSON strings (the syntax around them is ASCII), where the escape means the same.
pub fn escape_json_controls(json: &str) -> Cow<'_, str> {
    if !json.chars().any(is_stripped) {
        return Cow::Borrowed(json);
    }
    let mut out = String::with_capacity(json.len() + 16);
    for c in json.chars() {
        if is_stripped(c) {
            out.push_str(&format!("\\u{:04x}", u32::from(c)));
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// How a finding names a character: `U+001B ESC`, `U+202E RLO`, `U+FFFE noncharacter`.
pub fn describe(c: char) -> String {
    format!("U+{:04X} {}", u32::from(c), name(c))
}

fn name(c: char) -> &'static str {
    const C0: [&str; 32] = [
        "NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS", "HT", "LF", "VT", "FF", "CR",
        "SO", "SI", "DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB", "CAN", "EM", "SUB",
        "ESC", "FS", "GS", "RS", "US",
    ];
    const C1: [&str; 32] = [
        "PAD", "HOP", "BPH", "NBH", "IND", "NEL", "SSA", "ESA", "HTS", "HTJ", "VTS", "PLD", "PLU",
        "RI", "SS2", "SS3", "DCS", "PU1", "PU2", "STS", "CCH", "MW", "SPA", "EPA", "SOS", "SGCI",
        "SCI", "CSI", "ST", "OSC", "PM", "APC",
    ];
    let code = u32::from(c);
    match c {
        '\u{0}'..='\u{1f}' => C0[code as usize],
        '\u{7f}' => "DEL",
        '\u{80}'..='\u{9f}' => C1[(code - 0x80) as usize],
        '\u{202a}' => "LRE",
        '\u{202b}' => "RLE",
        '\u{202c}' => "PDF",
        '\u{202d}' => "LRO",
        '\u{202e}' => "RLO",
        '\u{2066}' => "LRI",
        '\u{2067}' => "RLI",
        '\u{2068}' => "FSI",
        '\u{2069}' => "PDI",
        '\u{fffe}' | '\u{ffff}' => "noncharacter",
        _ => "character",
    }
}

/// The start of a text on one line, at most `max` characters (`…` where cut); blanks
/// `____` drawn shorter.
pub fn excerpt(text: &str, max: usize) -> String {
    let flat: String = text
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .replace("____", "__");
    if flat.chars().count() <= max {
        flat
    } else {
        flat.chars()
            .take(max.saturating_sub(1))
            .chain(['…'])
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_keep_letters_and_lose_separators() {
        assert_eq!(safe_file_name("李伟"), "李伟");
        assert_eq!(safe_file_name("../a/b c"), "_._a_b_c");
        assert_eq!(safe_file_name("con"), "_con");
        assert_eq!(safe_file_name(" "), "_");
        assert_eq!(safe_file_name("a:b*?\u{1}"), "a_b___");
        assert_eq!(safe_file_name("\u{202e}Wang"), "_Wang");
    }

    #[test]
    fn long_names_are_cut_by_bytes_on_a_character_boundary() {
        let chinese = "李".repeat(80);
        let cut = safe_file_name(&chinese);
        assert_eq!((cut.len(), cut.chars().count()), (120, 40));
        let rare = "𠀀".repeat(70);
        let cut = safe_file_name(&rare);
        assert_eq!((cut.len(), cut.chars().count()), (120, 30));
        assert!(safe_file_name(&"é".repeat(100)).len() <= MAX_NAME_BYTES);
    }

    #[test]
    fn controls_and_bidi_overrides_are_stripped_and_the_rest_kept() {
        let cases: &[(&str, &str, &str)] = &[
            ("plain text", "plain text", "plain text"),
            ("lines", "a\n\tb", "a\n\tb"),
            ("CJK", "黑胜3/4子 ½", "黑胜3/4子 ½"),
            ("OSC 52", "x\u{1b}]52;c;aGk=\u{7}y", "x]52;c;aGk=y"),
            ("OSC title", "\u{1b}]0;title\u{7}ok", "]0;titleok"),
            ("reset", "\u{1b}cok", "cok"),
            ("CSI colour", "\u{1b}[31mred\u{1b}[0m", "[31mred[0m"),
            ("bare CR", "safe\rforged", "safeforged"),
            ("CRLF", "a\r\nb", "a\nb"),
            ("DEL and NUL", "a\u{7f}b\u{0}c", "abc"),
            ("C1 CSI and OSC", "a\u{9b}31mb\u{9d}0;t\u{9c}", "a31mb0;t"),
            ("C1 edges", "\u{80}x\u{9f}", "x"),
            ("bidi override", "abc\u{202e}fed\u{202c}", "abcfed"),
            (
                "bidi isolates",
                "\u{2066}a\u{2067}b\u{2068}c\u{2069}",
                "abc",
            ),
            ("marks stay", "a\u{200e}b\u{a0}c", "a\u{200e}b\u{a0}c"),
        ];
        for (what, input, expected) in cases {
            assert_eq!(sanitize_for_terminal(input), *expected, "{what}");
        }
    }

    #[test]
    fn clean_text_is_borrowed() {
        assert!(matches!(sanitize_for_terminal("a\nb"), Cow::Borrowed(_)));
        assert!(matches!(sanitize_for_terminal("a\u{1b}b"), Cow::Owned(_)));
    }

    #[test]
    fn json_keeps_the_data_as_escapes() {
        let cases: &[(&str, &str)] = &[
            (r#"{"a":"b"}"#, r#"{"a":"b"}"#),
            (
                "{\"n\":\"x\u{9b}y\u{202e}z\u{7f}\"}",
                r#"{"n":"x\u009by\u202ez\u007f"}"#,
            ),
            ("\"a\rb\"", r#""a\u000db""#),
        ];
        for (input, expected) in cases {
            assert_eq!(escape_json_controls(input), *expected);
        }
        let value: String =
            serde_json::from_str(&escape_json_controls("\"x\u{9b}\u{202e}\"")).unwrap();
        assert_eq!(value, "x\u{9b}\u{202e}");
    }

    #[test]
    fn characters_are_named() {
        let cases = [
            ('\u{1b}', "U+001B ESC"),
            ('\u{7}', "U+0007 BEL"),
            ('\r', "U+000D CR"),
            ('\u{7f}', "U+007F DEL"),
            ('\u{9b}', "U+009B CSI"),
            ('\u{9d}', "U+009D OSC"),
            ('\u{202e}', "U+202E RLO"),
            ('\u{2069}', "U+2069 PDI"),
            ('\u{fffe}', "U+FFFE noncharacter"),
        ];
        for (c, expected) in cases {
            assert_eq!(describe(c), expected);
        }
    }
}
