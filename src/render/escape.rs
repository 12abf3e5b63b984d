//! Escaping bank text for HTML, XML and Markdown: markup characters escaped, control characters,
//! bidi overrides and what XML 1.0 cannot hold dropped (see [`crate::text`]).

use crate::text::is_stripped;

/// Text safe as HTML or XML element content: only `&`, `<` and `>` escaped, so the
/// result holds no `#` or quotes for the import formats' own markup to trip over.
pub fn escape_text(text: &str) -> String {
    escape_markup(text, false)
}

/// Text safe inside HTML or XML, element content and quoted attributes alike.
pub fn escape_xml(text: &str) -> String {
    escape_markup(text, true)
}

fn escape_markup(text: &str, quotes: bool) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' if quotes => out.push_str("&quot;"),
            '\'' if quotes => out.push_str("&#39;"),
            // Controls are not text (XML 1.0 allows none but tab and line ends, nor
            // U+FFFE and U+FFFF); a bidi override would reorder what a reader sees.
            c if is_stripped(c) || !is_xml_char(c) => {}
            c => out.push(c),
        }
    }
    out
}

/// Text that Markdown shows as written: markup characters escaped everywhere, and
/// what would start a list, heading or rule at the start of a line.
pub fn escape_markdown(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    for (i, line) in text.lines().enumerate() {
        if i > 0 {
            // A hard line break keeps the author's lines.
            out.push_str("  \n");
        }
        let trimmed = line.trim_start();
        out.push_str(&line[..line.len() - trimmed.len()]);
        let digits = trimmed.chars().take_while(char::is_ascii_digit).count();
        for (j, c) in trimmed.chars().enumerate() {
            let starts_block = j == 0 && matches!(c, '-' | '+' | '=');
            // `1.` or `1)` followed by a space would start an ordered list.
            let ends_number = digits > 0
                && j == digits
                && matches!(c, '.' | ')')
                && (trimmed[j + 1..].is_empty()
                    || trimmed[j + 1..].starts_with(char::is_whitespace));
            if starts_block
                || ends_number
                || matches!(
                    c,
                    '\\' | '`' | '*' | '_' | '[' | ']' | '<' | '>' | '#' | '|' | '~' | '&' | '!'
                )
            {
                out.push('\\');
            }
            out.push(c);
        }
    }
    out
}

/// A character XML 1.0 allows in a document (its `Char` production).
pub fn is_xml_char(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\r' | '\u{20}'..='\u{d7ff}' | '\u{e000}'..='\u{fffd}' | '\u{10000}'..)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xml_escaping_leaves_no_markup() {
        assert_eq!(
            escape_xml("<script>alert('x&y')</script>\u{1}"),
            "&lt;script&gt;alert(&#39;x&amp;y&#39;)&lt;/script&gt;"
        );
    }
}
