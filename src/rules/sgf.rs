//! Games and positions in SGF (`FF[4]`): read with `sgf-parse`, written back by hand.
//! Only the main line is read. Errors name the move number at fault.
//!
//! Files come as bytes in the encoding their writer chose: [`decode`] turns them into
//! text (Chinese servers write GB18030/GBK or Big5 with `CA[]`, or nothing at all).

use std::borrow::Cow;
use std::fmt::Write as _;

use encoding_rs::{Encoding, GB18030, UTF_8};
use sgf_parse::go::{self, Move as SgfMove, Prop};
use thiserror::Error;

use super::board::{Board, IllegalReason};
use super::game::{Game, MAX_HANDICAP, MoveRules};
use super::point::{Color, MAX_SIZE, MIN_SIZE, Move, Point};
use super::stones::Stones;
use crate::message::{Describe, Message};

pub mod komi;
pub mod result;
pub mod syntax;

pub use syntax::Position;

/// SGF files larger than this are refused: a game record is a few KiB, a large
/// collection a few MiB.
pub const MAX_FILE_BYTES: u64 = 16 * 1024 * 1024;

/// What a game record says, before any rule is applied.
#[derive(Debug, Clone, PartialEq)]
pub struct GameRecord {
    pub size: u8,
    /// Setup stones of the root node (AB/AW; AE clears).
    pub setup: Vec<(Point, Color)>,
    pub moves: Vec<(Color, Move)>,
    /// HA, when given: 0 to [`MAX_HANDICAP`], and fewer than the board's points.
    pub handicap: Option<u32>,
    /// KM as written, when given: read with [`GameRecord::read_komi`], since clients
    /// write it in several forms (`7.5`, `375`, `3.75`).
    pub komi: Option<String>,
    /// RE, when given: read with [`GameRecord::read_result`].
    pub result: Option<String>,
    /// RU, the rules the record names, when given.
    pub rules: Option<String>,
    /// Every AP value of the root node (Fox writes two: `GNU Go:3.8` and `foxwq`).
    pub applications: Vec<String>,
    /// PB and PW, the players' names, when given.
    pub black_player: Option<String>,
    pub white_player: Option<String>,
    /// PL, or White when the record has handicap stones and no PL.
    pub first_player: Color,
    /// Stones marked dead by the usual client convention: a black stone on a TW
    /// point or a white stone on a TB point.
    pub dead: Vec<Point>,
}

/// Where an SGF text stops being SGF (the parser's errors, by kind).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum SgfSyntax {
    #[error("a property name is not upper-case letters")]
    PropertyName,
    #[error("a property value has no property name")]
    MissingPropertyName,
    #[error("the file ends inside a property name")]
    UnfinishedPropertyName,
    #[error("a property value is not closed with `]`")]
    UnfinishedPropertyValue,
    #[error("a `(` where none can be")]
    TreeStart,
    #[error("a `)` where none can be")]
    TreeEnd,
    #[error("a property outside a node (no `;` before it)")]
    Property,
    #[error("the file ends before the game is closed with `)`")]
    EndOfData,
    #[error("the game type (GM) cannot be read")]
    GameType,
    #[error("a property name in mixed case (old SGF)")]
    MixedCaseProperty,
    #[error("no game tree: an SGF game starts with `(;`")]
    NoGame,
    #[error("a character that cannot stand here")]
    Character,
    #[error("a property without a value `[…]`")]
    NoValue,
    #[error("an empty variation `()`")]
    EmptyTree,
    #[error("a node after a variation")]
    NodeAfterVariation,
    #[error("text after the end of the game")]
    AfterEnd,
    #[error("more nodes than a game record holds (at most 20,000)")]
    TooManyNodes,
}

impl SgfSyntax {
    fn of(error: &sgf_parse::SgfParseError) -> SgfSyntax {
        use sgf_parse::{LexerError, SgfParseError as E};
        match error {
            E::LexerError(LexerError::UnexpectedPropertyIdentifier) => SgfSyntax::PropertyName,
            E::LexerError(LexerError::MissingPropertyIdentifier) => SgfSyntax::MissingPropertyName,
            E::LexerError(LexerError::UnexpectedEndOfPropertyIdentifier) => {
                SgfSyntax::UnfinishedPropertyName
            }
            E::LexerError(LexerError::UnexpectedEndOfPropertyValue) => {
                SgfSyntax::UnfinishedPropertyValue
            }
            E::UnexpectedGameTreeStart => SgfSyntax::TreeStart,
            E::UnexpectedGameTreeEnd => SgfSyntax::TreeEnd,
            E::UnexpectedProperty => SgfSyntax::Property,
            E::UnexpectedEndOfData => SgfSyntax::EndOfData,
            E::UnexpectedGameType | E::InvalidGameType => SgfSyntax::GameType,
            E::InvalidFF4Property => SgfSyntax::MixedCaseProperty,
            E::NoGameTrees => SgfSyntax::NoGame,
        }
    }

    /// Short stable identifier for messages and tests.
    pub const fn code(self) -> &'static str {
        match self {
            SgfSyntax::PropertyName => "property-name",
            SgfSyntax::MissingPropertyName => "missing-property-name",
            SgfSyntax::UnfinishedPropertyName => "unfinished-property-name",
            SgfSyntax::UnfinishedPropertyValue => "unfinished-property-value",
            SgfSyntax::TreeStart => "tree-start",
            SgfSyntax::TreeEnd => "tree-end",
            SgfSyntax::Property => "property",
            SgfSyntax::EndOfData => "end-of-data",
            SgfSyntax::GameType => "game-type",
            SgfSyntax::MixedCaseProperty => "mixed-case-property",
            SgfSyntax::NoGame => "no-game",
            SgfSyntax::Character => "character",
            SgfSyntax::NoValue => "no-value",
            SgfSyntax::EmptyTree => "empty-tree",
            SgfSyntax::NodeAfterVariation => "node-after-variation",
            SgfSyntax::AfterEnd => "after-end",
            SgfSyntax::TooManyNodes => "too-many-nodes",
        }
    }

    pub const ALL: [SgfSyntax; 16] = [
        SgfSyntax::PropertyName,
        SgfSyntax::MissingPropertyName,
        SgfSyntax::UnfinishedPropertyName,
        SgfSyntax::UnfinishedPropertyValue,
        SgfSyntax::TreeStart,
        SgfSyntax::TreeEnd,
        SgfSyntax::Property,
        SgfSyntax::EndOfData,
        SgfSyntax::GameType,
        SgfSyntax::MixedCaseProperty,
        SgfSyntax::NoGame,
        SgfSyntax::Character,
        SgfSyntax::NoValue,
        SgfSyntax::EmptyTree,
        SgfSyntax::NodeAfterVariation,
        SgfSyntax::AfterEnd,
    ];
}

/// Where an SGF text stops being SGF: what breaks, the line and column (known for every
/// break the grammar check finds), and the character or name at fault.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub struct SyntaxError {
    pub kind: SgfSyntax,
    pub at: Option<Position>,
    pub found: String,
}

impl std::fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if let Some(at) = self.at {
            write!(f, "line {}, column {}: ", at.line, at.column)?;
        }
        write!(f, "{}", self.kind)?;
        if !self.found.is_empty() {
            write!(f, " ({})", self.found)?;
        }
        Ok(())
    }
}

impl From<syntax::Broken> for SyntaxError {
    fn from(b: syntax::Broken) -> SyntaxError {
        SyntaxError {
            kind: b.kind,
            at: Some(b.at),
            found: b.found,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SgfError {
    #[error("not a readable SGF file: {0}")]
    Syntax(SyntaxError),
    #[error("the SGF file holds no game")]
    Empty,
    #[error("the SGF file is not a game of Go (GM[{0}])")]
    NotGo(i64),
    #[error("board size {0} is not supported (square boards of {MIN_SIZE} to {MAX_SIZE})")]
    Size(String),
    #[error("move {number} ({text}) is off the {size}x{size} board")]
    MoveOffBoard {
        number: usize,
        text: String,
        size: u8,
    },
    #[error("move {number}: unreadable {property} value {value:?}")]
    BadMove {
        number: usize,
        property: String,
        value: String,
    },
    #[error("setup stone {text} is off the {size}x{size} board")]
    SetupOffBoard { text: String, size: u8 },
    #[error("{property}[{value}] cannot be read")]
    BadValue { property: String, value: String },
    #[error("HA[{value}] is not a possible handicap on a {size}x{size} board (0 to {max} stones)")]
    Handicap { value: String, size: u8, max: u32 },
    #[error(
        "setup stones without liberties at {vertices}: no game reaches this position (fix AB/AW)"
    )]
    SetupWithoutLiberties { vertices: String },
    #[error("move {number} has both a black and a white move")]
    TwoMoves { number: usize },
    #[error(
        "setup properties (AB/AW/AE) after move {after} are not supported: put the position in the root node"
    )]
    LateSetup { after: usize },
    #[error("move {number} ({color} {vertex}) is illegal: {reason}")]
    Illegal {
        number: usize,
        color: Color,
        vertex: String,
        reason: IllegalReason,
    },
}

/// The text of an SGF file's bytes. A byte-order mark decides first. Then bytes that
/// are valid UTF-8 are read as UTF-8 whatever `CA` says: an editor that converts a file
/// keeps its old `CA`, while GB18030 or Big5 text with Chinese in it is practically never
/// valid UTF-8. Otherwise the root node's `CA` names the encoding (`gb2312`, `GBK`,
/// `GB18030`, `Big5`, any WHATWG label), and without one (or when the bytes do not fit
/// it) GB18030, which is what Chinese servers write. Bytes no encoding reads become
/// U+FFFD: they can only be in text (names, comments), never in moves, which are ASCII.
pub fn decode(bytes: &[u8]) -> Cow<'_, str> {
    if let Some((encoding, bom)) = Encoding::for_bom(bytes) {
        return encoding.decode_without_bom_handling(&bytes[bom..]).0;
    }
    if let Ok(text) = std::str::from_utf8(bytes) {
        return Cow::Borrowed(text);
    }
    let declared = charset(bytes)
        .and_then(|label| Encoding::for_label(label.as_bytes()))
        .filter(|&e| e != UTF_8);
    for encoding in declared.into_iter().chain([GB18030]) {
        if let Some(text) = encoding.decode_without_bom_handling_and_without_replacement(bytes) {
            return text;
        }
    }
    declared
        .unwrap_or(GB18030)
        .decode_without_bom_handling(bytes)
        .0
}

/// The root node's `CA` value, found at the byte level (it is ASCII in any encoding).
fn charset(bytes: &[u8]) -> Option<&str> {
    let start = bytes.iter().position(|&b| b == b';')? + 1;
    let mut ident = Vec::new();
    let mut after_value = false;
    let mut i = start;
    while let Some(&b) = bytes.get(i) {
        match b {
            b'A'..=b'Z' => {
                if after_value {
                    ident.clear();
                    after_value = false;
                }
                ident.push(b);
            }
            b'[' => {
                let value_start = i + 1;
                i = value_start;
                while let Some(&c) = bytes.get(i) {
                    match c {
                        b'\\' => i += 2,
                        b']' => break,
                        _ => i += 1,
                    }
                }
                let value = bytes.get(value_start..i.min(bytes.len()))?;
                if ident == b"CA" {
                    return std::str::from_utf8(value).ok().map(str::trim);
                }
                after_value = true;
            }
            b';' | b'(' | b')' => return None,
            // Lower-case letters of old (FF[3]) identifiers, and white space.
            _ => {}
        }
        i += 1;
    }
    None
}

/// Reads the first game of an SGF file's bytes (see [`decode`]).
pub fn parse_bytes(bytes: &[u8]) -> Result<GameRecord, SgfError> {
    parse(&decode(bytes))
}

/// Reads the first game of an SGF text.
pub fn parse(text: &str) -> Result<GameRecord, SgfError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let root_properties =
        syntax::check(text).map_err(|broken| SgfError::Syntax(SyntaxError::from(broken)))?;
    let nodes = go::parse(text).map_err(|e| {
        SgfError::Syntax(SyntaxError {
            kind: SgfSyntax::of(&e),
            at: None,
            found: String::new(),
        })
    })?;
    let root = nodes.into_iter().next().ok_or(SgfError::Empty)?;
    if let Some(Prop::GM(game)) = root.get_property("GM")
        && *game != 1
    {
        return Err(SgfError::NotGo(*game));
    }
    let size = match root.get_property("SZ") {
        None => 19,
        Some(Prop::SZ((w, h))) if w == h && (MIN_SIZE..=MAX_SIZE).contains(w) => *w,
        Some(Prop::SZ((w, h))) if w == h => return Err(SgfError::Size(w.to_string())),
        Some(Prop::SZ((w, h))) => return Err(SgfError::Size(format!("{w}:{h}"))),
        Some(other) => return Err(SgfError::Size(other.to_string())),
    };
    let mut record = GameRecord {
        size,
        setup: Vec::new(),
        moves: Vec::new(),
        handicap: None,
        komi: None,
        result: None,
        rules: None,
        applications: Vec::new(),
        black_player: None,
        white_player: None,
        first_player: Color::Black,
        dead: Vec::new(),
    };
    // Values the tree reader turns into numbers or keeps once, as written.
    for (name, values) in root_properties {
        let value = values.concat();
        match name.as_str() {
            "KM" if record.komi.is_none() => record.komi = Some(value),
            "RU" if record.rules.is_none() => record.rules = Some(value),
            "AP" => record.applications.push(value),
            _ => {}
        }
    }
    let mut stones = std::collections::BTreeMap::new();
    let mut first_player = None;
    let (mut black_marks, mut white_marks) = (Vec::new(), Vec::new());
    for node in root.main_variation() {
        let number = record.moves.len() + 1;
        let mut node_move = None;
        for prop in node.properties() {
            match prop {
                Prop::B(m) | Prop::W(m) => {
                    let color = if matches!(prop, Prop::B(_)) {
                        Color::Black
                    } else {
                        Color::White
                    };
                    if node_move.is_some() {
                        return Err(SgfError::TwoMoves { number });
                    }
                    node_move = Some((color, read_move(m, size, number)?));
                }
                Prop::AB(points) | Prop::AW(points) | Prop::AE(points) => {
                    if !record.moves.is_empty() {
                        return Err(SgfError::LateSetup {
                            after: record.moves.len(),
                        });
                    }
                    let color = match prop {
                        Prop::AB(_) => Some(Color::Black),
                        Prop::AW(_) => Some(Color::White),
                        _ => None,
                    };
                    for p in points {
                        let point = setup_point(*p, size)?;
                        match color {
                            Some(c) => stones.insert(point, c),
                            None => stones.remove(&point),
                        };
                    }
                }
                Prop::PL(c) if record.moves.is_empty() => {
                    first_player = Some(match c {
                        sgf_parse::Color::Black => Color::Black,
                        sgf_parse::Color::White => Color::White,
                    });
                }
                Prop::HA(n) => record.handicap = Some(handicap(&n.to_string(), size)?),
                // sgf-parse takes only 2 or more for HA; 0 and 1 are written too.
                Prop::Invalid(id, values) if id == "HA" => {
                    record.handicap = Some(handicap(&values.concat(), size)?);
                }
                Prop::PB(name) => record.black_player = Some(name.to_string()),
                Prop::PW(name) => record.white_player = Some(name.to_string()),
                Prop::RE(text) => record.result = Some(text.to_string()),
                Prop::TB(points) => black_marks.extend(on_board(points, size)),
                Prop::TW(points) => white_marks.extend(on_board(points, size)),
                Prop::Invalid(id, values) if id == "B" || id == "W" => {
                    return Err(SgfError::BadMove {
                        number,
                        property: id.clone(),
                        value: values.join(""),
                    });
                }
                // Stones and marks that change the position or the count: never dropped.
                Prop::Invalid(id, values)
                    if ["AB", "AW", "AE", "TB", "TW", "PL"].contains(&id.as_str()) =>
                {
                    return Err(SgfError::BadValue {
                        property: id.clone(),
                        value: shown(&values.join("][")),
                    });
                }
                _ => {}
            }
        }
        if let Some(m) = node_move {
            record.moves.push(m);
        }
    }
    record.setup = stones.into_iter().collect();
    let without_liberties = record.setup_board().chains_without_liberties();
    if !without_liberties.is_empty() {
        let vertices: Vec<String> = without_liberties.iter().map(|p| p.to_gtp(size)).collect();
        return Err(SgfError::SetupWithoutLiberties {
            vertices: vertices.join(", "),
        });
    }
    record.first_player = first_player.unwrap_or_else(|| record.default_first_player());
    record.dead = dead_stones(&record, &black_marks, &white_marks);
    Ok(record)
}

/// HA as the count can use it: no more than [`MAX_HANDICAP`] stones, and at least one
/// point left free.
fn handicap(value: &str, size: u8) -> Result<u32, SgfError> {
    let max = MAX_HANDICAP.min(u32::from(size) * u32::from(size) - 1);
    value
        .trim()
        .parse::<u32>()
        .ok()
        .filter(|&n| n <= max)
        .ok_or_else(|| SgfError::Handicap {
            value: shown(value),
            size,
            max,
        })
}

/// A value as an error message can quote it: on one line, and short.
fn shown(value: &str) -> String {
    let escaped: String = value.escape_debug().collect();
    match escaped.char_indices().nth(20) {
        Some((end, _)) => format!("{}…", &escaped[..end]),
        None => escaped,
    }
}

fn dead_stones(record: &GameRecord, black_marks: &[Point], white_marks: &[Point]) -> Vec<Point> {
    let Ok(game) = record.replay(MoveRules::default()) else {
        return Vec::new();
    };
    let board = game.board();
    let marked = |marks: &[Point], stone: Color| {
        marks
            .iter()
            .copied()
            .filter(move |&p| board.get(p) == Some(stone))
            .collect::<Vec<_>>()
    };
    let mut dead = marked(white_marks, Color::Black);
    dead.extend(marked(black_marks, Color::White));
    dead.sort();
    dead.dedup();
    dead
}

fn read_move(m: &SgfMove, size: u8, number: usize) -> Result<Move, SgfError> {
    match m {
        SgfMove::Pass => Ok(Move::Pass),
        // `tt` is the old way of writing a pass, on boards up to 19×19.
        SgfMove::Move(p) if size <= 19 && p.x == 19 && p.y == 19 => Ok(Move::Pass),
        SgfMove::Move(p) if p.x < size && p.y < size => Ok(Move::Play(Point::new(p.x, p.y))),
        SgfMove::Move(p) => Err(SgfError::MoveOffBoard {
            number,
            text: sgf_text(*p),
            size,
        }),
    }
}

fn on_board(
    points: &std::collections::HashSet<go::Point>,
    size: u8,
) -> impl Iterator<Item = Point> + '_ {
    points
        .iter()
        .filter_map(move |&p| setup_point(p, size).ok())
}

fn setup_point(p: go::Point, size: u8) -> Result<Point, SgfError> {
    if p.x < size && p.y < size {
        Ok(Point::new(p.x, p.y))
    } else {
        Err(SgfError::SetupOffBoard {
            text: sgf_text(p),
            size,
        })
    }
}

fn sgf_text(p: go::Point) -> String {
    let letter = |v: u8| match v {
        0..=25 => (b'a' + v) as char,
        26..=51 => (b'A' + v - 26) as char,
        _ => '?',
    };
    format!("{}{}", letter(p.x), letter(p.y))
}

impl GameRecord {
    /// The client that wrote the record and the rules it names, as far as reading its
    /// komi and result depends on them.
    pub fn writer(&self) -> komi::Writer<'_> {
        komi::Writer {
            rules: self.rules.as_deref(),
            applications: &self.applications,
        }
    }

    /// The komi, read from the form its writer used (see [`komi`]); `None` when the
    /// record states none.
    pub fn read_komi(&self) -> Option<komi::RecordKomi> {
        komi::read(self.komi.as_deref()?, self.writer())
    }

    /// The result `RE` states (see [`result`]); `None` when the record has no `RE`.
    /// Bare margins are points, except in Fox files under the Chinese rules (stones).
    pub fn read_result(&self) -> Option<result::RecordedResult> {
        let writer = self.writer();
        let bare = if writer.is_fox() && writer.is_chinese() {
            result::Unit::Stones
        } else {
            result::Unit::Points
        };
        Some(result::RecordedResult::read(self.result.as_deref()?, bare))
    }

    /// Who moves first when the record has no PL: White after handicap stones.
    fn default_first_player(&self) -> Color {
        let has_handicap_stones =
            self.handicap.unwrap_or(0) >= 2 && self.setup.iter().any(|&(_, c)| c == Color::Black);
        if has_handicap_stones {
            Color::White
        } else {
            Color::Black
        }
    }

    /// The setup position as a board.
    pub fn setup_board(&self) -> Board {
        // The size and points were checked while parsing.
        let mut board = Board::new(self.size).unwrap_or_else(|_| unreachable!());
        for &(p, c) in &self.setup {
            let _ = board.set_point(p, Some(c));
        }
        board
    }

    /// Plays the whole main line; the first illegal move is an error.
    pub fn replay(&self, rules: MoveRules) -> Result<Game, SgfError> {
        self.replay_until(rules, self.moves.len())
    }

    /// Plays the first `count` moves of the main line.
    pub fn replay_until(&self, rules: MoveRules, count: usize) -> Result<Game, SgfError> {
        let mut game = Game::with_first_player(self.setup_board(), rules, self.first_player);
        for (i, &(color, mv)) in self.moves.iter().take(count).enumerate() {
            game.play(color, mv).map_err(|e| SgfError::Illegal {
                number: i + 1,
                color,
                vertex: mv.to_gtp(self.size),
                reason: e.reason,
            })?;
        }
        Ok(game)
    }

    /// The record as SGF text (`FF[4]`, passes written `B[]`).
    pub fn to_sgf(&self) -> String {
        let mut out = format!("(;GM[1]FF[4]CA[UTF-8]SZ[{}]", self.size);
        if let Some(k) = &self.komi {
            let _ = write!(out, "KM[{}]", escape(k));
        }
        if let Some(ru) = &self.rules {
            let _ = write!(out, "RU[{}]", escape(ru));
        }
        for ap in &self.applications {
            let _ = write!(out, "AP[{}]", escape(ap));
        }
        if let Some(h) = self.handicap {
            let _ = write!(out, "HA[{h}]");
        }
        if let Some(re) = &self.result {
            let _ = write!(out, "RE[{}]", escape(re));
        }
        for (property, name) in [("PB", &self.black_player), ("PW", &self.white_player)] {
            if let Some(name) = name {
                let _ = write!(out, "{property}[{}]", escape(name));
            }
        }
        for (property, color) in [("AB", Color::Black), ("AW", Color::White)] {
            let points: Vec<String> = self
                .setup
                .iter()
                .filter(|&&(_, c)| c == color)
                .map(|(p, _)| format!("[{}]", p.to_sgf()))
                .collect();
            if !points.is_empty() {
                let _ = write!(out, "{property}{}", points.concat());
            }
        }
        if self.first_player != self.default_first_player() {
            out.push_str(match self.first_player {
                Color::Black => "PL[B]",
                Color::White => "PL[W]",
            });
        }
        for (color, mv) in &self.moves {
            let letter = color.letter();
            let value = match mv {
                Move::Play(p) => p.to_sgf(),
                Move::Pass => String::new(),
            };
            let _ = write!(out, "\n;{letter}[{value}]");
        }
        out.push_str(")\n");
        out
    }

    /// A record of a game played from `setup`, its komi written in points.
    pub fn from_game(game: &Game, komi: Option<Stones>) -> GameRecord {
        let setup = game.setup();
        GameRecord {
            size: setup.size(),
            setup: setup
                .points()
                .filter_map(|p| setup.get(p).map(|c| (p, c)))
                .collect(),
            moves: game.moves().to_vec(),
            handicap: None,
            komi: komi.map(Stones::points_decimal),
            result: None,
            rules: None,
            applications: Vec::new(),
            black_player: None,
            white_player: None,
            first_player: game.first_player(),
            dead: Vec::new(),
        }
    }
}

fn escape(text: &str) -> String {
    text.replace('\\', "\\\\").replace(']', "\\]")
}

impl Describe for SgfSyntax {
    fn message(&self) -> Message {
        Message::built(format!("err-sgf-syntax-{}", self.code()))
    }
}

impl Describe for SyntaxError {
    fn message(&self) -> Message {
        let what = self.kind.message().arg("found", &self.found);
        match self.at {
            Some(at) => Message::text("err-sgf-syntax-at")
                .number("line", at.line)
                .number("column", at.column)
                .with("detail", what),
            None => what,
        }
    }
}

impl Describe for SgfError {
    fn message(&self) -> Message {
        let m = Message::text;
        match self {
            SgfError::Syntax(syntax) => m("err-sgf-syntax").said("detail", syntax),
            SgfError::Empty => m("err-sgf-empty"),
            SgfError::NotGo(game) => m("err-sgf-not-go").number("game", *game),
            SgfError::Size(value) => m("err-sgf-size").arg("size", value),
            SgfError::MoveOffBoard { number, text, size } => m("err-sgf-move-off-board")
                .number("number", *number)
                .arg("text", text)
                .number("size", *size),
            SgfError::BadMove {
                number,
                property,
                value,
            } => m("err-sgf-bad-move")
                .number("number", *number)
                .arg("property", property)
                .arg("value", value),
            SgfError::SetupOffBoard { text, size } => m("err-sgf-setup-off-board")
                .arg("text", text)
                .number("size", *size),
            SgfError::BadValue { property, value } => m("err-sgf-bad-value")
                .arg("property", property)
                .arg("value", value),
            SgfError::Handicap { value, size, max } => m("err-sgf-handicap")
                .arg("value", value)
                .number("size", *size)
                .number("max", *max),
            SgfError::SetupWithoutLiberties { vertices } => {
                m("err-sgf-setup-without-liberties").arg("vertices", vertices)
            }
            SgfError::TwoMoves { number } => m("err-sgf-two-moves").number("number", *number),
            SgfError::LateSetup { after } => m("err-sgf-late-setup").number("after", *after),
            SgfError::Illegal {
                number,
                color,
                vertex,
                reason,
            } => m("err-sgf-illegal")
                .number("number", *number)
                .said("color", color)
                .arg("vertex", vertex)
                .said("reason", reason),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_size_setup_moves_and_passes() {
        let r = parse("(;GM[1]FF[4]SZ[9]KM[7.5]HA[2]AB[cc][gg]RE[W+0.5];W[ee];B[];W[tt])").unwrap();
        assert_eq!(r.size, 9);
        assert_eq!(r.setup.len(), 2);
        assert_eq!(r.first_player, Color::White);
        assert_eq!(r.komi.as_deref(), Some("7.5"));
        assert_eq!(r.result.as_deref(), Some("W+0.5"));
        assert_eq!(
            r.moves,
            vec![
                (Color::White, Move::Play(Point::new(4, 4))),
                (Color::Black, Move::Pass),
                (Color::White, Move::Pass),
            ]
        );
    }

    #[test]
    fn tt_is_a_point_on_large_boards() {
        let r = parse("(;SZ[21];B[tt])").unwrap();
        assert_eq!(
            r.moves,
            vec![(Color::Black, Move::Play(Point::new(19, 19)))]
        );
    }

    #[test]
    fn errors_name_the_move() {
        assert_eq!(
            parse("(;SZ[9];B[aa];W[jj])"),
            Err(SgfError::MoveOffBoard {
                number: 2,
                text: "jj".into(),
                size: 9
            })
        );
        assert!(matches!(parse("(;SZ[9];B[aa"), Err(SgfError::Syntax(_))));
        assert!(matches!(parse("(;SZ[30])"), Err(SgfError::Size(_))));
        assert!(matches!(parse("(;SZ[9:13])"), Err(SgfError::Size(_))));
        let occupied = parse("(;SZ[9];B[aa];W[aa])").unwrap();
        assert_eq!(
            occupied
                .replay(MoveRules::default())
                .unwrap_err()
                .to_string(),
            "move 2 (white A9) is illegal: point occupied"
        );
    }

    #[test]
    fn written_sgf_reads_back_the_same() {
        let r = parse("(;SZ[13]KM[6.5]AB[dd]AW[jj];B[dj];W[];B[jd])").unwrap();
        assert_eq!(parse(&r.to_sgf()).unwrap(), r);
    }

    #[test]
    fn handicaps_are_whole_numbers_the_board_can_take() {
        assert_eq!(parse("(;SZ[9]HA[0])").unwrap().handicap, Some(0));
        assert_eq!(parse("(;SZ[9]HA[9])").unwrap().handicap, Some(9));
        assert_eq!(parse("(;SZ[19]HA[25])").unwrap().handicap, Some(25));
        assert_eq!(parse("(;SZ[2]HA[3])").unwrap().handicap, Some(3));
        let refused = |text| parse(text).unwrap_err().to_string();
        assert_eq!(
            refused("(;SZ[9]HA[-1])"),
            "HA[-1] is not a possible handicap on a 9x9 board (0 to 25 stones)"
        );
        assert_eq!(
            refused("(;SZ[2]HA[4])"),
            "HA[4] is not a possible handicap on a 2x2 board (0 to 3 stones)"
        );
        assert_eq!(
            refused("(;HA[26])"),
            "HA[26] is not a possible handicap on a 19x19 board (0 to 25 stones)"
        );
        assert_eq!(
            refused("(;HA[three\nstones, and then some more])"),
            "HA[three\\nstones, and t…] is not a possible handicap on a 19x19 board (0 to 25 stones)"
        );
    }

    #[test]
    fn setup_stones_need_liberties() {
        assert_eq!(
            parse("(;SZ[3]AB[aa]AW[ba][ab])").unwrap_err().to_string(),
            "setup stones without liberties at A3: no game reaches this position (fix AB/AW)"
        );
    }

    #[test]
    fn bytes_are_read_in_the_encoding_the_file_declares_or_gb18030() {
        let record = |text: &str, encoding: &'static Encoding| {
            let (bytes, _, unmappable) = encoding.encode(text);
            assert!(!unmappable, "{text}");
            let r = parse_bytes(&bytes).unwrap();
            (r.black_player.unwrap(), r.white_player.unwrap())
        };
        let names = |b: &str, w: &str| (b.to_string(), w.to_string());
        assert_eq!(
            record("(;CA[gb2312]PB[柯洁]PW[古力]C[黑胜])", GB18030),
            names("柯洁", "古力")
        );
        assert_eq!(
            record("(;PB[柯洁]PW[古力])", GB18030),
            names("柯洁", "古力")
        );
        // 許 is B3 5C in Big5: its second byte is a backslash.
        assert_eq!(
            record("(;CA[Big5]PB[許家元]PW[柯潔]C[許])", encoding_rs::BIG5),
            names("許家元", "柯潔")
        );
        // A stale CA on a file an editor saved as UTF-8.
        assert_eq!(
            record("(;CA[GBK]PB[柯洁]PW[古力])", UTF_8),
            names("柯洁", "古力")
        );
        assert_eq!(
            parse_bytes("\u{feff}(;PB[柯洁]PW[古力])".as_bytes())
                .unwrap()
                .black_player
                .as_deref(),
            Some("柯洁")
        );
        assert_eq!(
            charset(b"(;GM[1]XCA[x]AB[aa][bb] CA [ UTF-8 ];CA[no])"),
            Some("UTF-8")
        );
        assert_eq!(charset(b"(;GM[1];CA[gbk])"), None);
    }

    #[test]
    fn territory_marks_on_stones_mean_dead_stones() {
        let r = parse("(;SZ[5]AB[aa][bb]AW[cc][dd]TW[aa][ee]TB[dd])").unwrap();
        assert_eq!(r.dead, vec![Point::new(0, 0), Point::new(3, 3)]);
    }
}
