//! The SGF grammar checked by hand before `sgf-parse` reads the tree, so that a broken
//! file stops at the line and column where it breaks instead of being read in part.
//!
//! `sgf-parse` takes every ASCII character up to the next `[` as a property name and
//! keeps only its upper-case letters: `;B(kc]` followed by `;W[dd]` becomes one unknown
//! property `BW`, and two moves vanish without a word. Text after the last `)` is
//! dropped too. The grammar (SGF FF[4]) is small:
//!
//! ```text
//! Collection = GameTree { GameTree }
//! GameTree   = "(" Node { Node } { GameTree } ")"
//! Node       = ";" { Property }
//! Property   = PropIdent PropValue { PropValue }
//! PropIdent  = letters, at least one upper-case (FF[3] names such as `CoPyright` keep
//!              their capitals)
//! PropValue  = "[" text, `\` escaping the next character "]"
//! ```
//!
//! White space may stand between any two of these. A few properties of the root node are
//! kept as written (see [`KEPT`]), for the values the tree reader turns into numbers
//! (`KM`) or drops (`AP` given twice, as Fox writes it); other values are only checked.

use super::SgfSyntax;

/// A place in a text: both counted from 1, columns in characters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Position {
    pub line: usize,
    pub column: usize,
}

/// Where the grammar breaks, and what stands there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Broken {
    pub kind: SgfSyntax,
    pub at: Position,
    /// The character or name at fault, as it can be quoted (empty when none).
    pub found: String,
}

/// The root node of the first game: each kept property's name (capitals only) and
/// values with their escapes undone.
pub type RootProperties = Vec<(String, Vec<String>)>;

/// The most nodes a file may hold: a long game has some 400, a record with every
/// variation a few thousand. The tree reader recurses once a node, so a deeper record
/// would overflow its stack; it is refused here, where reading is a loop.
pub const MAX_NODES: usize = 20_000;

/// The root properties kept: the game type, komi, rules and writing applications.
pub const KEPT: [&str; 4] = ["GM", "KM", "RU", "AP"];

struct Scanner<'a> {
    chars: std::iter::Peekable<std::str::CharIndices<'a>>,
    line: usize,
    column: usize,
    /// The previous character was a carriage return (so a line feed after it does not
    /// start a second line).
    after_cr: bool,
}

impl<'a> Scanner<'a> {
    fn new(text: &'a str) -> Scanner<'a> {
        Scanner {
            chars: text.char_indices().peekable(),
            line: 1,
            column: 1,
            after_cr: false,
        }
    }

    fn here(&self) -> Position {
        Position {
            line: self.line,
            column: self.column,
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.chars.peek().map(|&(_, c)| c)
    }

    fn next(&mut self) -> Option<char> {
        let (_, c) = self.chars.next()?;
        match c {
            '\n' if self.after_cr => {}
            '\n' | '\r' => {
                self.line += 1;
                self.column = 1;
            }
            _ => self.column += 1,
        }
        self.after_cr = c == '\r';
        Some(c)
    }

    /// White space between tokens: ASCII white space, as the SGF reader takes it.
    fn skip_space(&mut self) {
        while self.peek().is_some_and(|c| c.is_ascii_whitespace()) {
            self.next();
        }
    }
}

fn broken(kind: SgfSyntax, at: Position, found: impl Into<String>) -> Broken {
    Broken {
        kind,
        at,
        found: found.into(),
    }
}

/// A character as an error can quote it: control characters escaped.
fn quoted(c: char) -> String {
    if c.is_control() || c.is_whitespace() {
        c.escape_debug().collect()
    } else {
        c.to_string()
    }
}

/// Checks `text` against the SGF grammar; the first game's root properties, or where
/// the text stops being SGF. Leading and trailing white space of any kind is allowed.
pub fn check(text: &str) -> Result<RootProperties, Broken> {
    let mut s = Scanner::new(text);
    // Leading white space, Unicode included (the reader trims it).
    while s.peek().is_some_and(char::is_whitespace) {
        s.next();
    }
    let mut root = None;
    let mut trees = 0;
    loop {
        match s.peek() {
            Some('(') => {
                let properties = game_tree(&mut s)?;
                root.get_or_insert(properties);
                trees += 1;
            }
            None if trees > 0 => break,
            None => return Err(broken(SgfSyntax::NoGame, s.here(), "")),
            Some(c) if c.is_whitespace() => {
                s.next();
            }
            Some(c) if trees > 0 => return Err(broken(SgfSyntax::AfterEnd, s.here(), quoted(c))),
            Some(c) => return Err(broken(SgfSyntax::NoGame, s.here(), quoted(c))),
        }
    }
    Ok(root.unwrap_or_default())
}

/// One game tree from its `(` to its `)`, sub-trees included; the root node's
/// properties.
fn game_tree(s: &mut Scanner<'_>) -> Result<RootProperties, Broken> {
    // Open trees, each with the number of nodes its sequence has so far and whether a
    // variation has opened in it (no node may follow one).
    let mut open: Vec<(usize, bool)> = Vec::new();
    let mut root: Option<RootProperties> = None;
    let mut nodes_in_all = 0;
    loop {
        s.skip_space();
        let at = s.here();
        let Some(c) = s.peek() else {
            return Err(broken(SgfSyntax::EndOfData, at, ""));
        };
        match c {
            '(' => {
                if let Some((nodes, variations)) = open.last_mut() {
                    if *nodes == 0 {
                        return Err(broken(SgfSyntax::TreeStart, at, "("));
                    }
                    *variations = true;
                }
                s.next();
                open.push((0, false));
            }
            ')' => {
                if open.last().is_some_and(|&(nodes, _)| nodes == 0) {
                    return Err(broken(SgfSyntax::EmptyTree, at, ")"));
                }
                s.next();
                open.pop();
                if open.is_empty() {
                    return Ok(root.unwrap_or_default());
                }
            }
            ';' => {
                if open.last().is_some_and(|&(_, variations)| variations) {
                    return Err(broken(SgfSyntax::NodeAfterVariation, at, ";"));
                }
                nodes_in_all += 1;
                if nodes_in_all > MAX_NODES {
                    return Err(broken(SgfSyntax::TooManyNodes, at, ""));
                }
                s.next();
                let first_of_game = root.is_none();
                let properties = node(s, first_of_game)?;
                if first_of_game {
                    root = Some(properties);
                }
                if let Some((nodes, _)) = open.last_mut() {
                    *nodes += 1;
                }
            }
            c if c.is_ascii_alphabetic() => return Err(broken(SgfSyntax::Property, at, quoted(c))),
            '[' => return Err(broken(SgfSyntax::MissingPropertyName, at, "[")),
            c => return Err(broken(SgfSyntax::Character, at, quoted(c))),
        }
    }
}

/// The properties of one node, after its `;`, up to the next `;`, `(` or `)`. Those of
/// a game's root node are kept (`keep`).
fn node(s: &mut Scanner<'_>, keep: bool) -> Result<RootProperties, Broken> {
    let mut properties = Vec::new();
    let mut game_types = 0;
    loop {
        s.skip_space();
        let at = s.here();
        match s.peek() {
            Some(c) if c.is_ascii_alphabetic() => {
                let (name, written) = property_name(s)?;
                let kept = keep && KEPT.contains(&name.as_str());
                let values = property_values(s, &written, kept)?;
                if kept && name == "GM" {
                    game_types += 1;
                    let readable = matches!(values.as_slice(), [v] if v.parse::<i32>().is_ok());
                    if game_types > 1 || !readable {
                        return Err(broken(SgfSyntax::GameType, at, written));
                    }
                }
                if kept {
                    properties.push((name, values));
                }
            }
            Some('[') => return Err(broken(SgfSyntax::MissingPropertyName, at, "[")),
            Some(';' | '(' | ')') | None => return Ok(properties),
            Some(c) => return Err(broken(SgfSyntax::Character, at, quoted(c))),
        }
    }
}

/// A property name: letters up to white space or `[`. The name as the reader keeps it
/// (capitals only) and as written.
fn property_name(s: &mut Scanner<'_>) -> Result<(String, String), Broken> {
    let start = s.here();
    let mut written = String::new();
    loop {
        match s.peek() {
            Some(c) if c.is_ascii_alphabetic() => {
                written.push(c);
                s.next();
            }
            Some('[') => break,
            Some(c) if c.is_ascii_whitespace() => break,
            None => return Err(broken(SgfSyntax::UnfinishedPropertyName, s.here(), written)),
            Some(c) => return Err(broken(SgfSyntax::PropertyName, s.here(), quoted(c))),
        }
    }
    let name: String = written.chars().filter(char::is_ascii_uppercase).collect();
    if name.is_empty() {
        return Err(broken(SgfSyntax::PropertyName, start, written));
    }
    Ok((name, written))
}

/// One or more `[value]` after a property name, white space allowed before each; their
/// text only when `keep`.
fn property_values(s: &mut Scanner<'_>, name: &str, keep: bool) -> Result<Vec<String>, Broken> {
    let mut values = Vec::new();
    let mut read = 0;
    loop {
        s.skip_space();
        match s.peek() {
            Some('[') => {
                let open = s.here();
                s.next();
                values.push(value(s, open, keep)?);
                read += 1;
            }
            None if read == 0 => {
                return Err(broken(SgfSyntax::UnfinishedPropertyName, s.here(), name));
            }
            _ if read == 0 => {
                return Err(broken(SgfSyntax::NoValue, s.here(), name));
            }
            _ => return Ok(values),
        }
    }
}

/// A value's text after its `[`, up to the `]` that closes it (gathered only when
/// `keep`); `\` keeps the next character, and `\` before a line break removes it (a
/// soft break).
fn value(s: &mut Scanner<'_>, open: Position, keep: bool) -> Result<String, Broken> {
    let mut text = String::new();
    let mut push = |c| {
        if keep {
            text.push(c);
        }
    };
    loop {
        match s.next() {
            Some(']') => return Ok(text),
            Some('\\') => match s.next() {
                Some('\r') => {
                    if s.peek() == Some('\n') {
                        s.next();
                    }
                }
                Some('\n') => {}
                Some(c) => push(c),
                None => break,
            },
            Some(c) => push(c),
            None => break,
        }
    }
    Err(broken(SgfSyntax::UnfinishedPropertyValue, open, "["))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fails(text: &str) -> (SgfSyntax, usize, usize, String) {
        let b = check(text).unwrap_err();
        (b.kind, b.at.line, b.at.column, b.found)
    }

    #[test]
    fn a_move_broken_into_a_bracket_stops_at_its_line_and_column() {
        let text = "(;GM[1]SZ[9]\n;B[ee];W[cc]\n;B(kc];W[dd])";
        assert_eq!(
            fails(text),
            (SgfSyntax::PropertyName, 3, 3, "(".to_string())
        );
    }

    #[test]
    fn good_files_pass_with_their_root_properties() {
        let root = check(
            "  (;GM[1]FF[4]\r\nAP[GNU Go:3.8]KM[375]AP[fox\\]wq] C[a \\] b\\\nc]RU[Chi\\\r\nnese]\n;B[aa]\n(;W[bb])(;W[cc]))\n\n(;B[dd])\n",
        )
        .unwrap();
        assert_eq!(
            root,
            vec![
                ("GM".to_string(), vec!["1".to_string()]),
                ("AP".to_string(), vec!["GNU Go:3.8".to_string()]),
                ("KM".to_string(), vec!["375".to_string()]),
                ("AP".to_string(), vec!["fox]wq".to_string()]),
                ("RU".to_string(), vec!["Chinese".to_string()]),
            ]
        );
        // Old (FF[3]) names keep their capitals; values may be spaced out.
        let root = check("(;KoMi[7.5]AB [aa] [bb]\n;B[cc])").unwrap();
        assert_eq!(root, vec![("KM".to_string(), vec!["7.5".to_string()])]);
        assert!(check("(;AB [aa] [bb] ;B[cc])").is_ok());
    }

    #[test]
    fn each_kind_of_break_is_told_where_it_is() {
        let cases: &[(&str, SgfSyntax, usize, usize)] = &[
            ("", SgfSyntax::NoGame, 1, 1),
            ("x(;B[aa])", SgfSyntax::NoGame, 1, 1),
            ("(;B[aa])x", SgfSyntax::AfterEnd, 1, 9),
            ("(;B[aa])\nC[x]", SgfSyntax::AfterEnd, 2, 1),
            ("(B[aa])", SgfSyntax::Property, 1, 2),
            ("(;B[aa]", SgfSyntax::EndOfData, 1, 8),
            ("(;B[aa", SgfSyntax::UnfinishedPropertyValue, 1, 4),
            ("(;B[aa];[bb])", SgfSyntax::MissingPropertyName, 1, 9),
            ("(;B", SgfSyntax::UnfinishedPropertyName, 1, 4),
            ("(;b[aa])", SgfSyntax::PropertyName, 1, 3),
            ("(;B2[aa])", SgfSyntax::PropertyName, 1, 4),
            ("(;B ;W[aa])", SgfSyntax::NoValue, 1, 5),
            ("(;B[aa]((;W[bb])))", SgfSyntax::TreeStart, 1, 9),
            ("(;B[aa]())", SgfSyntax::EmptyTree, 1, 9),
            (
                "(;B[aa](;W[bb]);W[cc])",
                SgfSyntax::NodeAfterVariation,
                1,
                16,
            ),
            ("(;GM[x])", SgfSyntax::GameType, 1, 3),
            ("(;GM[1]GM[1])", SgfSyntax::GameType, 1, 8),
            ("(;B[aa]\r\n\r\n;W[bb]+)", SgfSyntax::Character, 3, 7),
            ("(;C[柯洁]\n ;白[aa])", SgfSyntax::Character, 2, 3),
        ];
        for &(text, kind, line, column) in cases {
            let b = check(text).unwrap_err();
            assert_eq!(
                (b.kind, b.at.line, b.at.column),
                (kind, line, column),
                "{text:?}"
            );
        }
    }
}
