//! How deep the TOML reader lets a file nest, and where a file goes past it when the
//! reader names no place. A leaf: it uses nothing of ours.
//!
//! The `toml` crate (1.2) refuses arrays and inline tables nested more than
//! [`TOML_DEPTH`] deep, with a place, and keys of more than [`TOML_DEPTH`] parts
//! (`a.b.c…`, in a table header or before `=`), without one. Either way nothing is
//! read recursively past the bound, so no file can overflow the stack.

/// The most arrays and inline tables nested in one another, and the most parts of one
/// dotted key, that the TOML reader accepts.
pub const TOML_DEPTH: usize = 80;

/// The byte offset of the first key in `text` with more than [`TOML_DEPTH`] parts: the
/// place of the reader's "recursion limit", which has none. A run of dots between bare
/// or quoted key parts counts; strings and comments are skipped. Only a locator: `None`
/// when no such key is found.
pub fn long_key(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut at = 0;
    // The current run: where its first part starts, how many dots so far, and whether
    // a part has been read since the last dot.
    let mut start = None;
    let mut dots = 0;
    let mut part = false;
    while at < bytes.len() {
        let b = bytes[at];
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'_' | b'-' | b'"' | b'\'' => {
                let end = if b == b'"' || b == b'\'' {
                    string_end(bytes, at)
                } else {
                    bytes[at..]
                        .iter()
                        .position(
                            |c| !matches!(c, b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'_' | b'-'),
                        )
                        .map_or(bytes.len(), |n| at + n)
                };
                if part {
                    // Two parts with no dot between: a new run starts here.
                    dots = 0;
                    start = Some(at);
                }
                start.get_or_insert(at);
                part = true;
                at = end;
                continue;
            }
            b'.' if part => {
                dots += 1;
                part = false;
                if dots >= TOML_DEPTH {
                    return start;
                }
            }
            b' ' | b'\t' => {}
            b'#' => {
                at = bytes[at..]
                    .iter()
                    .position(|&c| c == b'\n')
                    .map_or(bytes.len(), |n| at + n);
                continue;
            }
            _ => {
                start = None;
                dots = 0;
                part = false;
            }
        }
        at += 1;
    }
    None
}

/// Where the string starting at `at` ends (just past its closing quote): basic (`"`,
/// with escapes) or literal (`'`), single- or multi-line; the end of the text when it
/// is not closed.
fn string_end(bytes: &[u8], at: usize) -> usize {
    let quote = bytes[at];
    let multi = bytes[at..].starts_with(&[quote; 3]);
    let mut i = at + if multi { 3 } else { 1 };
    while i < bytes.len() {
        match bytes[i] {
            b'\\' if quote == b'"' => i += 2,
            b'\n' if !multi => return i,
            c if c == quote => {
                if !multi {
                    return i + 1;
                }
                if bytes[i..].starts_with(&[quote; 3]) {
                    // Up to two more quotes may close the string's own text.
                    let mut end = i + 3;
                    while end < bytes.len() && bytes[end] == quote && end < i + 5 {
                        end += 1;
                    }
                    return end;
                }
                i += 1;
            }
            _ => i += 1,
        }
    }
    bytes.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(parts: usize) -> String {
        vec!["k"; parts].join(".")
    }

    /// The bound is the reader's own: a key of `TOML_DEPTH` parts and values nested
    /// `TOML_DEPTH` deep are read, one more is refused; only the key is refused
    /// without a place.
    #[test]
    fn the_bound_is_the_readers() {
        let read = |text: &str| toml::de::DeTable::parse_recoverable(text).1;
        let nested = |depth: usize| format!("x = {}{}\n", "[".repeat(depth), "]".repeat(depth));
        let inline =
            |depth: usize| format!("x = {}1{}\n", "{a = ".repeat(depth), "}".repeat(depth));
        for text in [
            format!("{} = 1\n", key(TOML_DEPTH)),
            format!("[{}]\n", key(TOML_DEPTH)),
            nested(TOML_DEPTH),
            inline(TOML_DEPTH),
        ] {
            assert!(read(&text).is_empty(), "{text}");
        }
        for text in [
            format!("{} = 1\n", key(TOML_DEPTH + 1)),
            format!("[{}]\n", key(TOML_DEPTH + 1)),
        ] {
            let errors = read(&text);
            assert_eq!(errors[0].message(), "recursion limit");
            assert_eq!(errors[0].span(), None);
        }
        for text in [nested(TOML_DEPTH + 1), inline(TOML_DEPTH + 1)] {
            let errors = read(&text);
            assert_eq!(
                errors[0].message(),
                "cannot recurse further; max recursion depth met"
            );
            assert!(errors[0].span().is_some());
        }
    }

    #[test]
    fn finds_the_first_key_past_the_bound() {
        let long = key(TOML_DEPTH + 1);
        let text = format!("a.b = 1\n[{}]\nc = 2\n", long);
        assert_eq!(long_key(&text), Some(9));
        let text = format!("x = 1.5\n\"q.r\" . {long} = true # {long}\n");
        assert_eq!(long_key(&text), Some(8));
        // Quoted parts count as parts.
        let quoted = vec!["'a.b'"; TOML_DEPTH + 1].join(".");
        assert_eq!(long_key(&format!("{quoted} = 1")), Some(0));
    }

    #[test]
    fn strings_comments_and_short_keys_hold_no_long_key() {
        let long = key(TOML_DEPTH + 1);
        for text in [
            format!("a = \"{long}\"\n"),
            format!("a = '{long}'\n"),
            format!("a = \"\"\"\n{long}\n\"\"\"\n"),
            format!("a = '''{long}''''\n"),
            format!("a = \"\\\"{long}\"\n"),
            format!("# {long}\n"),
            format!("{} = 1\n", key(TOML_DEPTH)),
            // Values, not keys: a dot after every number, but the run breaks at commas.
            format!("a = [{}]\n", vec!["1.5"; 200].join(", ")),
            String::new(),
            "\"unclosed".to_string(),
        ] {
            assert_eq!(long_key(&text), None, "{text}");
        }
    }
}
