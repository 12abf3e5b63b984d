//! Lines laid out for Chinese readers: wrapped by display width (a Chinese character
//! takes two columns) where a line may break, with the kinsoku rules of Chinese
//! typesetting, instead of wherever the terminal happens to cut.
//!
//! A line may break after a space and before or after a Chinese character, never:
//! - before closing punctuation (`，。？！、）` …) or after opening punctuation (`（「《` …);
//! - inside a run of Latin letters, digits and symbols: words, numbers, fractions (`3/4`,
//!   `1¼`), coordinates (`Q4`, `D16`), blanks (`____`): Latin text breaks at spaces only;
//! - inside a mixed number (`7又1/2`) or a run of Chinese numerals (`四分之三`).
//!
//! Lines that fit are left alone, and so are rows of a board, which a break would make
//! unreadable. A line's leading spaces are kept; a list item (`A. …`, `> [x] …`) goes on
//! under its text. Colour escapes count no columns and are never dropped.

use std::borrow::Cow;

use unicode_width::UnicodeWidthChar;

/// `text` with every line wider than `width` columns broken into lines that fit. Only
/// a piece that cannot be broken (a long number, a word) may stick out. Text that fits
/// is borrowed as it is; a `width` of 0 wraps nothing.
pub fn wrap(text: &str, width: usize) -> Cow<'_, str> {
    if width == 0 || text.split('\n').all(|line| left_alone(line, width)) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + text.len() / 8);
    for (i, line) in text.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        if left_alone(line, width) {
            out.push_str(line);
        } else {
            wrap_line(line, width, &mut out);
        }
    }
    Cow::Owned(out)
}

/// The columns `text` takes on one line; escapes take none.
pub fn display_width(text: &str) -> usize {
    pieces(text).map(|p| p.width()).sum()
}

/// A line that fits, or a board row.
fn left_alone(line: &str, width: usize) -> bool {
    display_width(line) <= width || is_board_row(line)
}

/// Closing marks: no line starts with one.
const NO_LINE_START: &str = "，。？！、；：）」』》】〉〕］｝％’”…‥·・々ー〜～\
                             ぁぃぅぇぉゃゅょっァィゥェォャュョッ,.?!;:)]}%/";
/// Opening marks: no line ends with one.
const NO_LINE_END: &str = "（「『《【〈〔［｛‘“￥＄([{";
/// Chinese numerals: a number written in them is not broken (`三又四分之一`).
const NUMERALS: &str = "〇零一二三四五六七八九十百千万亿两又分之";

/// A character, or a terminal escape (zero columns).
#[derive(Debug, Clone, Copy)]
enum Piece<'a> {
    Char(char),
    Escape(&'a str),
}

impl Piece<'_> {
    fn width(self) -> usize {
        match self {
            // A tab counts one column: where it ends depends on where it starts.
            Piece::Char('\t') => 1,
            Piece::Char(c) => c.width().unwrap_or(0),
            Piece::Escape(_) => 0,
        }
    }

    fn char(self) -> Option<char> {
        match self {
            Piece::Char(c) => Some(c),
            Piece::Escape(_) => None,
        }
    }
}

/// The pieces of `text`: CSI (`ESC [ … final`), OSC (`ESC ] … BEL` or `ESC \`) and
/// two-character escapes are kept whole.
fn pieces(text: &str) -> impl Iterator<Item = Piece<'_>> {
    let mut rest = text;
    std::iter::from_fn(move || {
        let c = rest.chars().next()?;
        if c != '\u{1b}' {
            rest = &rest[c.len_utf8()..];
            return Some(Piece::Char(c));
        }
        let bytes = rest.as_bytes();
        let end = match bytes.get(1) {
            Some(b'[') => bytes[2..]
                .iter()
                .position(|b| (0x40..=0x7e).contains(b))
                .map_or(bytes.len(), |i| i + 3),
            Some(b']') => {
                let bel = bytes.iter().position(|&b| b == 0x07).map(|i| i + 1);
                let st = rest.find("\u{1b}\\").filter(|&i| i > 0).map(|i| i + 2);
                match (bel, st) {
                    (Some(a), Some(b)) => a.min(b),
                    (a, b) => a.or(b).unwrap_or(bytes.len()),
                }
            }
            Some(_) => 1 + rest[1..].chars().next().map_or(0, char::len_utf8),
            None => 1,
        };
        let (escape, after) = rest.split_at(end);
        rest = after;
        Some(Piece::Escape(escape))
    })
}

/// Chinese, Japanese and Korean characters and their punctuation, whatever their width.
fn is_cjk(c: char) -> bool {
    matches!(c,
        '\u{1100}'..='\u{11ff}'
        | '\u{2e80}'..='\u{a4cf}'
        | '\u{ac00}'..='\u{d7af}'
        | '\u{f900}'..='\u{faff}'
        | '\u{fe30}'..='\u{fe4f}'
        | '\u{ff00}'..='\u{ffef}'
        | '\u{20000}'..='\u{3ffff}'
        | '‘' | '’' | '“' | '”' | '…' | '—' | '·')
        || c.width() == Some(2)
}

/// Letters and digits written full width (`Ｑ４`): they break no more than `Q4`.
fn is_full_width_word(c: char) -> bool {
    matches!(c, '０'..='９' | 'Ａ'..='Ｚ' | 'ａ'..='ｚ')
}

/// Whether a line may break between `a` and `b` (neither a space); `before` precedes
/// `a`, `after` follows `b`.
fn may_break(before: Option<char>, a: char, b: char, after: Option<char>) -> bool {
    if NO_LINE_START.contains(b) || NO_LINE_END.contains(a) {
        return false;
    }
    let digit = |c: Option<char>| c.is_some_and(|c| c.is_ascii_digit());
    // 7又1/2: one number.
    if (a.is_ascii_digit() && b == '又' && digit(after))
        || (a == '又' && digit(before) && b.is_ascii_digit())
    {
        return false;
    }
    if (NUMERALS.contains(a) && NUMERALS.contains(b))
        || (is_full_width_word(a) && is_full_width_word(b))
    {
        return false;
    }
    // A dash of two (——) is one mark.
    if a == b && matches!(a, '—' | '―') {
        return false;
    }
    // Latin text breaks at spaces only: words, numbers, coordinates and blanks stay whole.
    is_cjk(a) || is_cjk(b)
}

/// Whether `line` is a row of a board (`    A B C D`, ` 4  a X . . 4`, ` 3 (X)a . 3`):
/// it is shown as drawn, even where it is wider than the terminal.
fn is_board_row(line: &str) -> bool {
    let plain: String = pieces(line).filter_map(Piece::char).collect();
    let tokens: Vec<&str> = plain.split_whitespace().collect();
    let cell = |t: &str| -> bool {
        let n = t.chars().count();
        (n <= 2 && t.chars().all(|c| c.is_ascii_digit()))
            || n == 1
            || t.chars().all(|c| ".XOxo+*#@-|".contains(c))
            || (t.starts_with('(') && t.chars().nth(2) == Some(')') && n <= 4)
    };
    tokens.len() >= 5 && tokens.iter().all(|t| cell(t))
}

/// The length in bytes of a list item's marker after the indentation (`A. `, `1. `,
/// `- `, `> [x] `): the rest of the item goes on under its text.
fn marker_len(text: &str) -> usize {
    let mut rest = text;
    loop {
        let taken = ["> ", "- ", "* ", "• ", "[ ] ", "[x] ", "[X] "]
            .iter()
            .find(|m| rest.starts_with(**m))
            .map(|m| m.len())
            .or_else(|| {
                // A letter or a number, then `.`, `)` or `、`, then a space: `A. `, `12) `.
                let label = rest
                    .find(|c: char| !c.is_ascii_alphanumeric())
                    .filter(|&n| {
                        n > 0 && (n <= 2 || rest[..n].chars().all(|c| c.is_ascii_digit()))
                    })?;
                let mark = rest[label..].chars().next()?;
                let after = label + mark.len_utf8();
                (matches!(mark, '.' | ')' | '、' | '．') && rest[after..].starts_with(' '))
                    .then_some(after + 1)
            });
        match taken {
            Some(n) => rest = &rest[n..],
            None => break,
        }
    }
    text.len() - rest.len()
}

/// One unbreakable run, with the spaces before it (dropped where the line breaks there).
struct Unit<'a> {
    gap: &'a str,
    body: &'a str,
}

fn wrap_line(line: &str, width: usize, out: &mut String) {
    let indent_len = line.len() - line.trim_start_matches([' ', '\t']).len();
    let (indent, content) = line.split_at(indent_len);
    let marker_len = marker_len(content);
    let marker = display_width(&content[..marker_len]);
    let indent_width = display_width(indent);
    // Continuation lines go under the text, if that leaves half the width for it.
    let hang = if indent_width + marker <= width / 2 {
        format!("{indent}{}", " ".repeat(marker))
    } else if indent_width <= width / 2 {
        indent.to_string()
    } else {
        String::new()
    };
    let hang_width = display_width(&hang);
    // The marker stays with the first piece of the text.
    let units = units(content, marker_len);
    let Some((first, rest)) = units.split_first() else {
        out.push_str(line);
        return;
    };
    out.push_str(indent);
    out.push_str(first.gap);
    out.push_str(first.body);
    let mut column = indent_width + display_width(first.gap) + display_width(first.body);
    for unit in rest {
        let (gap, body) = (display_width(unit.gap), display_width(unit.body));
        if column + gap + body > width {
            // The spaces go; any colour among them stays.
            out.extend(pieces(unit.gap).filter_map(|p| match p {
                Piece::Escape(e) => Some(e),
                Piece::Char(_) => None,
            }));
            out.push('\n');
            out.push_str(&hang);
            out.push_str(unit.body);
            column = hang_width + body;
        } else {
            out.push_str(unit.gap);
            out.push_str(unit.body);
            column += gap + body;
        }
    }
}

/// `content` cut where a line may break, never within its first `protected` bytes.
fn units(content: &str, protected: usize) -> Vec<Unit<'_>> {
    // Each character with its byte range; escapes lie between the ranges.
    let mut chars: Vec<(usize, usize, char)> = Vec::new();
    let mut at = 0;
    for piece in pieces(content) {
        let len = match piece {
            Piece::Char(c) => {
                chars.push((at, at + c.len_utf8(), c));
                c.len_utf8()
            }
            Piece::Escape(e) => e.len(),
        };
        at += len;
    }
    let is_space = |c: char| c == ' ' || c == '\t';
    let mut units = Vec::new();
    // Where the current unit's spaces and body start.
    let (mut gap_start, mut body_start) = (0, 0);
    let mut k = 1;
    while k < chars.len() {
        let (start, _, c) = chars[k];
        let (_, prev_end, prev) = chars[k - 1];
        if start < protected || is_space(prev) {
            k += 1;
            continue;
        }
        if is_space(c) {
            let mut m = k;
            while m < chars.len() && is_space(chars[m].2) {
                m += 1;
            }
            // Trailing spaces stay on the line; a space before a closing mark or after
            // an opening one is no place to break (but one before a path is).
            let Some(&(next_start, _, next)) = chars.get(m) else {
                break;
            };
            if (next == '/' || !NO_LINE_START.contains(next)) && !NO_LINE_END.contains(prev) {
                units.push(Unit {
                    gap: &content[gap_start..body_start],
                    body: &content[body_start..prev_end],
                });
                (gap_start, body_start) = (prev_end, next_start);
            }
            k = m + 1;
            continue;
        }
        let before = k.checked_sub(2).map(|i| chars[i].2);
        let after = chars.get(k + 1).map(|&(_, _, c)| c);
        if may_break(before, prev, c, after) {
            units.push(Unit {
                gap: &content[gap_start..body_start],
                body: &content[body_start..prev_end],
            });
            (gap_start, body_start) = (prev_end, prev_end);
        }
        k += 1;
    }
    units.push(Unit {
        gap: &content[gap_start..body_start],
        body: &content[body_start..],
    });
    units
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn lines(text: &str, width: usize) -> Vec<String> {
        wrap(text, width).split('\n').map(String::from).collect()
    }

    #[test]
    fn the_issues_lines_break_where_a_reader_expects() {
        // (what, text, width, expected lines)
        let cases: &[(&str, &str, usize, &[&str])] = &[
            (
                "a mixed number stays whole",
                "黑方共177又1/2子。",
                12,
                &["黑方共", "177又1/2子。"],
            ),
            (
                "coordinates stay whole, the comma stays behind",
                "黑棋在Q4、Q5两点。",
                10,
                &["黑棋在Q4、", "Q5两点。"],
            ),
            (
                "a blank stays whole",
                "终局时的结果是____。",
                16,
                &["终局时的结果是", "____。"],
            ),
            (
                "no question mark starts a line",
                "黑方能否提子？",
                12,
                &["黑方能否提", "子？"],
            ),
            (
                "no full stop starts a line",
                "这手棋无效。",
                10,
                &["这手棋无", "效。"],
            ),
            (
                "no opening bracket ends a line",
                "终局如图（贴子）。",
                10,
                &["终局如图", "（贴子）。"],
            ),
            (
                "English breaks at spaces, the spaces go",
                "Black gives 3 3/4 stones of komi",
                12,
                &["Black gives", "3 3/4 stones", "of komi"],
            ),
            (
                "English in Chinese stays whole",
                "按Tromp-Taylor规则计算",
                12,
                &["按", "Tromp-Taylor", "规则计算"],
            ),
            (
                "an option goes on under its text",
                "  A. 两种规则贴目相差1目，数子与数目也可能相差",
                24,
                &[
                    "  A. 两种规则贴目相差1",
                    "     目，数子与数目也可",
                    "     能相差",
                ],
            ),
            (
                "a list row goes on under its text",
                "> [x] 黑方在G8提子",
                12,
                &["> [x] 黑方在", "      G8提子"],
            ),
            (
                "a board row is left as drawn",
                " 9 . . X O . . . . . 9",
                10,
                &[" 9 . . X O . . . . . 9"],
            ),
            (
                "board letters are left as drawn",
                "    A B C D E F G H J",
                10,
                &["    A B C D E F G H J"],
            ),
            (
                "a path starts a line after a space",
                "kept as /tmp/a/b.sqlite3 (rename)",
                12,
                &["kept as", "/tmp/a/b.sqlite3", "(rename)"],
            ),
            (
                "a token longer than the line sticks out",
                "见https://example.org/rules说明",
                10,
                &["见", "https://example.org/rules", "说明"],
            ),
        ];
        for (what, text, width, expected) in cases {
            assert_eq!(lines(text, *width), *expected, "{what}");
        }
    }

    #[test]
    fn the_default_banks_long_items_at_60_and_100_columns() {
        let text = "同一盘棋终局局面，按日本规则（贴6.5目）数目为黑胜0.5目，按中国规则（贴3又3/4子）数子黑方184子、黑负1/4子。出现不同结果的原因是：";
        let cases: &[(usize, &[&str])] = &[
            (
                60,
                &[
                    "同一盘棋终局局面，按日本规则（贴6.5目）数目为黑胜0.5目，按中",
                    "国规则（贴3又3/4子）数子黑方184子、黑负1/4子。出现不同结果的",
                    "原因是：",
                ],
            ),
            (
                100,
                &[
                    "同一盘棋终局局面，按日本规则（贴6.5目）数目为黑胜0.5目，按中国规则（贴3又3/4子）数子黑方184子、黑负",
                    "1/4子。出现不同结果的原因是：",
                ],
            ),
        ];
        for (width, expected) in cases {
            let got = lines(text, *width);
            assert_eq!(got, *expected, "{width}");
            assert!(got.iter().all(|l| display_width(l) <= *width));
        }
        let english = "Under the 2002 rules Black gives 3 3/4 stones of komi: D4, Q16 and the 1¼ handicap return.";
        assert_eq!(
            lines(english, 60),
            [
                "Under the 2002 rules Black gives 3 3/4 stones of komi: D4,",
                "Q16 and the 1¼ handicap return."
            ]
        );
    }

    #[test]
    fn newlines_indentation_and_lines_that_fit_are_kept() {
        let text = "第一行\n\n    缩进的一行很长很长很长很长\n";
        assert_eq!(
            wrap(text, 16),
            "第一行\n\n    缩进的一行很\n    长很长很长很\n    长\n"
        );
        assert!(matches!(wrap("短\n短", 10), Cow::Borrowed(_)));
        assert!(matches!(wrap("很长很长很长很长", 0), Cow::Borrowed(_)));
        // Trailing spaces stay: a prompt waits after them.
        assert_eq!(wrap("答案是什么？ ", 8), "答案是什\n么？ ");
    }

    #[test]
    fn colour_takes_no_columns_and_is_kept() {
        let red = "\u{1b}[31m错误。正确答案：3又3/4子\u{1b}[0m";
        assert_eq!(display_width(red), 24);
        assert_eq!(
            wrap(red, 16),
            "\u{1b}[31m错误。正确答案：\n3又3/4子\u{1b}[0m"
        );
        // A colour code among the spaces at a break is kept.
        assert_eq!(wrap("aaaa \u{1b}[1mbbbb", 6), "aaaa\u{1b}[1m\nbbbb");
    }

    /// Pieces that may be put together: each with whether a line may break inside it.
    fn token() -> impl Strategy<Value = (String, bool)> {
        prop_oneof![
            "[黑白棋子提劫目贴规则终局]".prop_map(|s| (s, true)),
            "[，。？！、；：）」》%,.?!]".prop_map(|s| (s, true)),
            "[（「《(]".prop_map(|s| (s, true)),
            Just(" ".to_string()).prop_map(|s| (s, true)),
            "[a-zA-Z]{1,12}".prop_map(|s| (s, false)),
            "[0-9]{1,4}".prop_map(|s| (s, false)),
            "[1-9]又[1-3]/4".prop_map(|s| (s, false)),
            "[1-9]¼".prop_map(|s| (s, false)),
            "[A-HJ-T][1-9][0-9]?".prop_map(|s| (s, false)),
            "_{2,6}".prop_map(|s| (s, false)),
            Just("\u{1b}[32m".to_string()).prop_map(|s| (s, true)),
            Just("\n".to_string()).prop_map(|s| (s, true)),
        ]
    }

    /// Where `wrapped` broke lines of `text`: the byte offsets in `text`. Spaces at a
    /// break and the indentation after it are skipped; everything else must match.
    fn breaks(text: &str, wrapped: &str) -> Result<Vec<usize>, String> {
        let (t, w): (Vec<(usize, char)>, Vec<char>) =
            (text.char_indices().collect(), wrapped.chars().collect());
        let (mut i, mut j, mut found) = (0, 0, Vec::new());
        while j < w.len() {
            if i < t.len() && t[i].1 == w[j] {
                (i, j) = (i + 1, j + 1);
            } else if w[j] == '\n' {
                found.push(t.get(i).map_or(text.len(), |c| c.0));
                while i < t.len() && t[i].1 == ' ' {
                    i += 1;
                }
                j += 1;
                while j < w.len() && w[j] == ' ' {
                    j += 1;
                }
            } else if i < t.len() && t[i].1 == ' ' {
                // Spaces before colour kept at a break.
                i += 1;
            } else {
                return Err(format!("differs at {i}/{j}"));
            }
        }
        if i == t.len() {
            Ok(found)
        } else {
            Err("text lost".into())
        }
    }

    proptest! {
        #[test]
        fn wrapped_text_fits_keeps_the_text_and_breaks_only_where_allowed(
            tokens in prop::collection::vec(token(), 0..60),
            width in 4usize..40,
        ) {
            let text: String = tokens.iter().map(|(s, _)| s.as_str()).collect();
            let wrapped = wrap(&text, width);
            let at = breaks(&text, &wrapped).map_err(TestCaseError::fail)?;
            // No break inside a token that must stay whole.
            let mut start = 0;
            for (s, breakable) in &tokens {
                let end = start + s.len();
                if !breakable {
                    prop_assert!(!at.iter().any(|&b| b > start && b < end), "{s:?} broken: {wrapped:?}");
                }
                start = end;
            }
            for &b in &at {
                let next = text[b..].chars().next();
                let prev = text[..b].trim_end_matches(' ').chars().next_back();
                prop_assert!(!next.is_some_and(|c| NO_LINE_START.contains(c)), "{wrapped:?}");
                prop_assert!(!prev.is_some_and(|c| NO_LINE_END.contains(c)), "{wrapped:?}");
            }
            // A line too wide is one piece that cannot be broken.
            for line in wrapped.split('\n') {
                if display_width(line) > width {
                    let content = line.trim_start();
                    prop_assert_eq!(wrap(content, 1), content, "{:?}", wrapped);
                }
            }
        }

        #[test]
        fn any_text_wraps_without_panicking(text in "\\PC{0,200}", width in 0usize..50) {
            let wrapped = wrap(&text, width);
            let at = breaks(&text, &wrapped);
            prop_assert!(at.is_ok(), "{:?}", at);
        }
    }
}
