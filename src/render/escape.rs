//! Escaping bank text for HTML and XML: markup characters escaped, control characters,
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
