//! Tournaments: results in (CSV or TOML), scores 2/1/0, tie-breaks (对手分, 小分, 累进分,
//! 直胜, the seed paper's 总得分), standings, round-robin arithmetic and Berger tables,
//! and team matches (局分 → 场分). Pure: no I/O, no i18n. See rules-facts §7.

use std::borrow::Cow;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt;
use std::str::FromStr;

use serde::Deserialize;
use thiserror::Error;
use toml::Spanned;

use crate::rules::Stones;

/// The highest round number accepted; it also bounds every score and tie-break value,
/// since a player has at most one game per round.
pub const MAX_ROUND: u32 = 10_000;

/// The most players [`berger_table`] builds a table for (the table has n²/2 entries).
pub const MAX_BERGER_PLAYERS: usize = 1_000;

// ---------------------------------------------------------------------------------
// Exact fractions

/// An exact fraction, kept reduced with a positive denominator. Tie-breaks such as 小分
/// (halves) and 总得分 (thirds, fifths, ...) must compare exactly, so never floats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Ratio {
    num: i64,
    den: i64,
}

impl Ratio {
    pub const ZERO: Ratio = Ratio { num: 0, den: 1 };

    pub const fn integer(n: i64) -> Ratio {
        Ratio { num: n, den: 1 }
    }

    /// `num / den`, reduced; `None` when `den` is zero.
    pub fn new(num: i64, den: i64) -> Option<Ratio> {
        (den != 0).then(|| Ratio::reduced(i128::from(num), i128::from(den)))
    }

    /// Reduces and narrows back to i64. Values here are bounded by [`MAX_ROUND`], so
    /// the clamp never bites; it only rules out a panic.
    fn reduced(num: i128, den: i128) -> Ratio {
        let g = gcd(num, den).max(1);
        let sign = if den < 0 { -1 } else { 1 };
        let clamp = |x: i128| x.clamp(i128::from(i64::MIN + 1), i128::from(i64::MAX)) as i64;
        Ratio {
            num: clamp(sign * num / g),
            den: clamp((sign * den / g).max(1)),
        }
    }

    pub const fn numer(self) -> i64 {
        self.num
    }

    pub const fn denom(self) -> i64 {
        self.den
    }

    pub const fn is_integer(self) -> bool {
        self.den == 1
    }

    /// For JSON only; ranking always uses the exact value.
    pub fn to_f64(self) -> f64 {
        self.num as f64 / self.den as f64
    }

    /// Rounded half away from zero to `places` decimals: `16/3` → `5.33`, `4` → `4.00`.
    pub fn to_decimal(self, places: u32) -> String {
        let places = places.min(9);
        let scale = 10_i128.pow(places);
        let num = i128::from(self.num).abs() * scale;
        let den = i128::from(self.den);
        let rounded = (2 * num + den) / (2 * den);
        let sign = if self.num < 0 && rounded != 0 {
            "-"
        } else {
            ""
        };
        let whole = rounded / scale;
        if places == 0 {
            return format!("{sign}{whole}");
        }
        let fraction = rounded % scale;
        format!("{sign}{whole}.{fraction:0width$}", width = places as usize)
    }
}

fn gcd(a: i128, b: i128) -> i128 {
    let (mut a, mut b) = (a.abs(), b.abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl Default for Ratio {
    fn default() -> Ratio {
        Ratio::ZERO
    }
}

impl From<i64> for Ratio {
    fn from(n: i64) -> Ratio {
        Ratio::integer(n)
    }
}

impl Ord for Ratio {
    fn cmp(&self, other: &Ratio) -> std::cmp::Ordering {
        (i128::from(self.num) * i128::from(other.den))
            .cmp(&(i128::from(other.num) * i128::from(self.den)))
    }
}

impl PartialOrd for Ratio {
    fn partial_cmp(&self, other: &Ratio) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl std::ops::Add for Ratio {
    type Output = Ratio;
    fn add(self, other: Ratio) -> Ratio {
        let (a, b) = (i128::from(self.den), i128::from(other.den));
        Ratio::reduced(i128::from(self.num) * b + i128::from(other.num) * a, a * b)
    }
}

impl fmt::Display for Ratio {
    /// Exact: `5`, `9/2`, `16/3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.den == 1 {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, self.den)
        }
    }
}

// ---------------------------------------------------------------------------------
// Games and results

/// How a game between two players ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameResult {
    BlackWins,
    WhiteWins,
    Draw,
    /// Both sides lose (a ruling Art. 17.5 allows): no points for either.
    BothLose,
}

impl GameResult {
    /// Game points (2/1/0) for Black and White.
    pub const fn points(self) -> (u32, u32) {
        match self {
            GameResult::BlackWins => (2, 0),
            GameResult::WhiteWins => (0, 2),
            GameResult::Draw => (1, 1),
            GameResult::BothLose => (0, 0),
        }
    }
}

/// Who played whom in one round, or who had the bye.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Pairing {
    Played {
        black: String,
        white: String,
        result: GameResult,
    },
    /// A bye counts 2 points (YBS practice) and adds nothing to 对手分.
    Bye { player: String },
}

/// Where a game came from, for error messages (1-based line and columns). For a bye
/// both columns are the column of the player's name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Source {
    pub line: usize,
    pub black_column: usize,
    pub white_column: usize,
}

/// One game (or bye) of one round.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Game {
    pub round: u32,
    pub pairing: Pairing,
    pub source: Option<Source>,
}

impl Game {
    pub fn played(round: u32, black: &str, white: &str, result: GameResult) -> Game {
        Game {
            round,
            pairing: Pairing::Played {
                black: black.to_string(),
                white: white.to_string(),
                result,
            },
            source: None,
        }
    }

    pub fn bye(round: u32, player: &str) -> Game {
        Game {
            round,
            pairing: Pairing::Bye {
                player: player.to_string(),
            },
            source: None,
        }
    }

    fn at(&self, white_side: bool) -> Option<Position> {
        self.source.map(|s| Position {
            line: s.line,
            column: if white_side {
                s.white_column
            } else {
                s.black_column
            },
        })
    }
}

/// A place in an input file, 1-based; columns count characters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    pub line: usize,
    pub column: usize,
}

/// A bad results file or an inconsistent set of games.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputError {
    pub at: Option<Position>,
    pub problem: Problem,
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.at {
            Some(p) => write!(f, "line {}, column {}: {}", p.line, p.column, self.problem),
            None => write!(f, "{}", self.problem),
        }
    }
}

impl std::error::Error for InputError {}

/// What is wrong with a results file.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Problem {
    #[error(
        "unknown result {0:?} (write B, W, 1-0, 0-1, =, draw, B+R, W+T, B+3.5, 0-0 for both lose, or bye)"
    )]
    UnknownResult(String),
    #[error("empty player name")]
    EmptyName,
    #[error("{0:?} cannot play against themself")]
    SelfPlay(String),
    #[error("a game against BYE must have the result bye, not {0:?}")]
    ByeResult(String),
    #[error("result bye needs an empty or BYE opponent, but both players are named")]
    ByeWithTwoPlayers,
    #[error("{player:?} has a second game in round {round} (the first is on line {first_line})")]
    TwoGamesInRound {
        player: String,
        round: u32,
        first_line: usize,
    },
    #[error(
        "{first:?} and {second:?} meet again (first on line {first_line}): in a Swiss nobody meets the same opponent twice"
    )]
    Rematch {
        first: String,
        second: String,
        first_line: usize,
    },
    #[error("the round must be a whole number from 1 to {MAX_ROUND}, not {0:?}")]
    BadRound(String),
    #[error("warnings must be a whole number from 0 to 1000, not {0:?}")]
    BadWarnings(String),
    #[error("warnings are given for BYE")]
    WarningsForBye,
    #[error(
        "the first line must be the header round,black,white,result (optional: black_warnings,white_warnings); it has no {0} column"
    )]
    MissingColumn(&'static str),
    #[error("column {0:?} appears twice in the header")]
    DuplicateColumn(String),
    #[error("unknown column {0:?} (warning columns are black_warnings and white_warnings)")]
    UnknownWarningsColumn(String),
    #[error("the {0} field is missing")]
    MissingField(&'static str),
    #[error("more fields than the header has columns")]
    ExtraField,
    #[error("a quoted field is not closed on this line")]
    UnclosedQuote,
    #[error("unexpected text after a closing quote")]
    TextAfterQuote,
    #[error("player {0:?} is listed twice")]
    DuplicatePlayer(String),
    #[error("{0}")]
    Toml(String),
}

impl InputError {
    fn new(at: Option<Position>, problem: Problem) -> InputError {
        InputError { at, problem }
    }

    fn at(line: usize, column: usize, problem: Problem) -> InputError {
        InputError::new(Some(Position { line, column }), problem)
    }
}

/// The games of an event and the warnings each player received, checked for the
/// mistakes a typed or exported file has: empty names, self-play, round numbers, two
/// games for one player in one round.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Results {
    games: Vec<Game>,
    warnings: BTreeMap<String, u32>,
    players: BTreeSet<String>,
}

impl Results {
    /// Checks the games; `warnings` may name players with no game (they are listed too).
    pub fn new(games: Vec<Game>, warnings: BTreeMap<String, u32>) -> Result<Results, InputError> {
        let mut players: BTreeSet<String> = warnings.keys().cloned().collect();
        if warnings.keys().any(|name| name.trim().is_empty()) {
            return Err(InputError::new(None, Problem::EmptyName));
        }
        // (round, player) → line of the player's first game that round.
        let mut seen: HashMap<(u32, &str), usize> = HashMap::new();
        for game in &games {
            if game.round == 0 || game.round > MAX_ROUND {
                return Err(InputError::new(
                    game.at(false),
                    Problem::BadRound(game.round.to_string()),
                ));
            }
            let sides: Vec<(&str, bool)> = match &game.pairing {
                Pairing::Played { black, white, .. } => {
                    if black == white {
                        return Err(InputError::new(
                            game.at(true),
                            Problem::SelfPlay(black.clone()),
                        ));
                    }
                    vec![(black, false), (white, true)]
                }
                Pairing::Bye { player } => vec![(player, false)],
            };
            for (name, white_side) in sides {
                if name.trim().is_empty() {
                    return Err(InputError::new(game.at(white_side), Problem::EmptyName));
                }
                let line = game.source.map_or(0, |s| s.line);
                if let Some(&first_line) = seen.get(&(game.round, name)) {
                    return Err(InputError::new(
                        game.at(white_side),
                        Problem::TwoGamesInRound {
                            player: name.to_string(),
                            round: game.round,
                            first_line,
                        },
                    ));
                }
                seen.insert((game.round, name), line);
                players.insert(name.to_string());
            }
        }
        Ok(Results {
            games,
            warnings,
            players,
        })
    }

    pub fn games(&self) -> &[Game] {
        &self.games
    }

    /// Every player, in name order.
    pub fn players(&self) -> impl Iterator<Item = &str> {
        self.players.iter().map(String::as_str)
    }

    pub fn warnings(&self, player: &str) -> u32 {
        self.warnings.get(player).copied().unwrap_or(0)
    }

    /// The event's number of rounds: the highest round number played.
    pub fn rounds(&self) -> u32 {
        self.games.iter().map(|g| g.round).max().unwrap_or(0)
    }

    /// In a Swiss nobody meets the same opponent twice (a double round robin may).
    pub fn check_no_rematch(&self) -> Result<(), InputError> {
        let mut met: HashMap<(&str, &str), usize> = HashMap::new();
        for game in &self.games {
            if let Pairing::Played { black, white, .. } = &game.pairing {
                let key = if black < white {
                    (black.as_str(), white.as_str())
                } else {
                    (white.as_str(), black.as_str())
                };
                if let Some(&first_line) = met.get(&key) {
                    return Err(InputError::new(
                        game.at(true),
                        Problem::Rematch {
                            first: black.clone(),
                            second: white.clone(),
                            first_line,
                        },
                    ));
                }
                met.insert(key, game.source.map_or(0, |s| s.line));
            }
        }
        Ok(())
    }
}

// ---------------------------------------------------------------------------------
// Reading results

/// What a result cell says, before it is tied to the players.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ResultCell {
    Game(GameResult),
    Bye,
}

/// Full-width ASCII (Ｂ＋Ｒ, １－０) as typed with a Chinese input method → ASCII.
fn half_width(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
            '\u{3000}' => ' ',
            '−' | '–' | '—' => '-',
            other => other,
        })
        .collect()
}

/// Reads a result cell case-insensitively: `B`, `W`, `1-0`, `0-1`, `2-0`, `=`, `draw`,
/// `½-½`, `B+R`, `W+T`, `B+F`, `B+3.5`, `W+1又1/4`, `0-0` (both lose), `bye`, and the
/// Chinese `黑胜`, `白中盘胜`, `黑胜3/4子`, `和`, `轮空` (simplified or traditional).
fn parse_result(text: &str) -> Option<ResultCell> {
    let normal: String = half_width(text)
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect::<String>()
        .to_lowercase();
    let s = normal.as_str();
    let game = |r| Some(ResultCell::Game(r));
    match s {
        "b" | "black" | "1-0" | "2-0" => return game(GameResult::BlackWins),
        "w" | "white" | "0-1" | "0-2" => return game(GameResult::WhiteWins),
        "=" | "d" | "draw" | "jigo" | "½-½" | "1/2-1/2" | "0.5-0.5" | "1-1" | "和" | "和棋"
        | "平" | "平局" => return game(GameResult::Draw),
        "0-0" | "双负" | "雙負" | "双方负" | "雙方負" => {
            return game(GameResult::BothLose);
        }
        "bye" | "轮空" | "輪空" => return Some(ResultCell::Bye),
        _ => {}
    }
    if let Some(margin) = s.strip_prefix("b+") {
        return western_margin(margin).then_some(ResultCell::Game(GameResult::BlackWins));
    }
    if let Some(margin) = s.strip_prefix("w+") {
        return western_margin(margin).then_some(ResultCell::Game(GameResult::WhiteWins));
    }
    for (prefix, result) in [
        ("黑胜", GameResult::BlackWins),
        ("黑勝", GameResult::BlackWins),
        ("白负", GameResult::BlackWins),
        ("白負", GameResult::BlackWins),
        ("白胜", GameResult::WhiteWins),
        ("白勝", GameResult::WhiteWins),
        ("黑负", GameResult::WhiteWins),
        ("黑負", GameResult::WhiteWins),
    ] {
        if let Some(margin) = s.strip_prefix(prefix) {
            return chinese_margin(margin).then_some(ResultCell::Game(result));
        }
    }
    match s {
        "黑中盘胜" | "黑中盤勝" => game(GameResult::BlackWins),
        "白中盘胜" | "白中盤勝" => game(GameResult::WhiteWins),
        _ => None,
    }
}

/// What may follow `B+`: nothing, R/Resign, T/Time, F/Forfeit, or a margin in points.
fn western_margin(margin: &str) -> bool {
    matches!(
        margin,
        "" | "r" | "res" | "resign" | "t" | "time" | "f" | "forfeit"
    ) || margin.parse::<Stones>().is_ok_and(|m| m >= Stones::ZERO)
}

/// What may follow `黑胜`: nothing, 中盘 / 超时, or a margin in 子 or 目.
fn chinese_margin(margin: &str) -> bool {
    if matches!(margin, "" | "中盘" | "中盤" | "超时" | "超時") {
        return true;
    }
    let amount = margin
        .strip_suffix('子')
        .or_else(|| margin.strip_suffix('目'))
        .or_else(|| margin.strip_suffix("点"))
        .or_else(|| margin.strip_suffix("點"))
        .unwrap_or(margin);
    amount.parse::<Stones>().is_ok_and(|m| m >= Stones::ZERO)
}

/// `BYE` (any case) or an empty cell stands for "no opponent".
fn is_bye_name(name: &str) -> bool {
    name.is_empty() || name.eq_ignore_ascii_case("bye") || name == "轮空" || name == "輪空"
}

/// A cell with its place, already trimmed.
#[derive(Debug, Clone)]
struct Cell<'a> {
    text: Cow<'a, str>,
    line: usize,
    column: usize,
}

impl Cell<'_> {
    fn at(text: &str, p: Position) -> Cell<'_> {
        Cell {
            text: Cow::Borrowed(text),
            line: p.line,
            column: p.column,
        }
    }

    fn error(&self, problem: Problem) -> InputError {
        InputError::at(self.line, self.column, problem)
    }
}

fn parse_round(cell: &Cell) -> Result<u32, InputError> {
    let text = half_width(&cell.text);
    let digits = text.trim();
    let round =
        (!digits.is_empty() && digits.len() <= 6 && digits.bytes().all(|b| b.is_ascii_digit()))
            .then(|| digits.parse::<u32>().ok())
            .flatten()
            .filter(|r| (1..=MAX_ROUND).contains(r));
    round.ok_or_else(|| cell.error(Problem::BadRound(cell.text.to_string())))
}

fn parse_warnings(cell: &Cell) -> Result<u32, InputError> {
    let text = half_width(&cell.text);
    let digits = text.trim();
    if digits.is_empty() {
        return Ok(0);
    }
    let n = (digits.len() <= 4 && digits.bytes().all(|b| b.is_ascii_digit()))
        .then(|| digits.parse::<u32>().ok())
        .flatten()
        .filter(|n| *n <= 1000);
    n.ok_or_else(|| cell.error(Problem::BadWarnings(cell.text.to_string())))
}

/// One row: the pairing, from the names and the result cell.
fn build_game(
    round: u32,
    black: &Cell,
    white: &Cell,
    result: &Cell,
    line: usize,
) -> Result<Game, InputError> {
    let cell = parse_result(&result.text)
        .ok_or_else(|| result.error(Problem::UnknownResult(result.text.to_string())))?;
    let source = |black_column, white_column| {
        Some(Source {
            line,
            black_column,
            white_column,
        })
    };
    let bye = |player: &Cell| Game {
        round,
        pairing: Pairing::Bye {
            player: player.text.to_string(),
        },
        source: source(player.column, player.column),
    };
    // Against an empty cell the result must be `bye` (else the name was forgotten);
    // against a written BYE it may also be a win for the player present.
    let against_bye = |player: &Cell, missing: &Cell, win: GameResult| match cell {
        ResultCell::Bye => Ok(bye(player)),
        _ if missing.text.is_empty() => Err(missing.error(Problem::EmptyName)),
        ResultCell::Game(r) if r == win => Ok(bye(player)),
        _ => Err(result.error(Problem::ByeResult(result.text.to_string()))),
    };
    match (is_bye_name(&black.text), is_bye_name(&white.text)) {
        (true, true) => Err(black.error(Problem::EmptyName)),
        (false, true) => against_bye(black, white, GameResult::BlackWins),
        (true, false) => against_bye(white, black, GameResult::WhiteWins),
        (false, false) => match cell {
            ResultCell::Bye => Err(result.error(Problem::ByeWithTwoPlayers)),
            ResultCell::Game(r) => {
                if black.text == white.text {
                    return Err(white.error(Problem::SelfPlay(white.text.to_string())));
                }
                Ok(Game {
                    round,
                    pairing: Pairing::Played {
                        black: black.text.to_string(),
                        white: white.text.to_string(),
                        result: r,
                    },
                    source: source(black.column, white.column),
                })
            }
        },
    }
}

/// Adds a side's warnings to its player; warnings for BYE are an error.
fn add_warnings(
    warnings: &mut BTreeMap<String, u32>,
    name: &Cell,
    count: Option<(u32, &Cell)>,
) -> Result<(), InputError> {
    let Some((count, cell)) = count else {
        return Ok(());
    };
    if count == 0 {
        return Ok(());
    }
    if is_bye_name(&name.text) {
        return Err(cell.error(Problem::WarningsForBye));
    }
    let total = warnings.entry(name.text.to_string()).or_insert(0);
    *total = total.saturating_add(count);
    Ok(())
}

/// The kind of a results file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Csv,
    Toml,
}

impl Format {
    /// By the file name's extension (`.toml`; `.csv`, `.tsv`, `.txt`), else by the first
    /// line that is not blank or a comment: a `[` or a `key =` line means TOML.
    pub fn guess(file_name: &str, text: &str) -> Format {
        let lower = file_name.to_lowercase();
        if lower.ends_with(".toml") {
            return Format::Toml;
        }
        if [".csv", ".tsv", ".txt"].iter().any(|e| lower.ends_with(e)) {
            return Format::Csv;
        }
        let first = text
            .trim_start_matches('\u{feff}')
            .lines()
            .map(str::trim)
            .find(|l| !l.is_empty() && !l.starts_with('#'))
            .unwrap_or("");
        let before_comma = first.split([',', ';', '\t', '，']).next().unwrap_or("");
        if first.starts_with('[') || before_comma.contains('=') {
            Format::Toml
        } else {
            Format::Csv
        }
    }
}

/// Reads results in the given format.
pub fn parse_results(text: &str, format: Format) -> Result<Results, InputError> {
    match format {
        Format::Csv => parse_csv(text),
        Format::Toml => parse_toml(text),
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Column {
    Round,
    Black,
    White,
    Result,
    BlackWarnings,
    WhiteWarnings,
}

impl Column {
    const REQUIRED: [(Column, &'static str); 4] = [
        (Column::Round, "round"),
        (Column::Black, "black"),
        (Column::White, "white"),
        (Column::Result, "result"),
    ];

    /// English names and the headers a Chinese spreadsheet uses.
    fn from_header(header: &str) -> Option<Column> {
        let name = header.trim().to_lowercase().replace([' ', '-'], "_");
        Some(match name.as_str() {
            "round" | "rd" | "轮次" | "輪次" | "轮" | "輪" => Column::Round,
            "black" | "黑方" | "黑" | "执黑" | "執黑" => Column::Black,
            "white" | "白方" | "白" | "执白" | "執白" => Column::White,
            "result" | "结果" | "結果" => Column::Result,
            "black_warnings" | "黑方警告" => Column::BlackWarnings,
            "white_warnings" | "白方警告" => Column::WhiteWarnings,
            _ => return None,
        })
    }
}

/// Splits one CSV line into trimmed cells (RFC 4180 quotes, `""` inside quotes).
fn split_line(line: &str, line_no: usize, delimiter: char) -> Result<Vec<Cell<'_>>, InputError> {
    let chars: Vec<(usize, char)> = line.char_indices().collect();
    let byte = |k: usize| chars.get(k).map_or(line.len(), |&(b, _)| b);
    let is_char = |k: usize, c: char| chars.get(k).is_some_and(|x| x.1 == c);
    let blank = |k: usize| {
        chars
            .get(k)
            .is_some_and(|x| x.1 != delimiter && x.1.is_whitespace())
    };
    let mut cells = Vec::new();
    let mut i = 0;
    loop {
        while blank(i) {
            i += 1;
        }
        let column = i + 1;
        let text = if is_char(i, '"') {
            let start = i + 1;
            let mut k = start;
            let mut doubled = false;
            loop {
                match chars.get(k).map(|c| c.1) {
                    None => return Err(InputError::at(line_no, column, Problem::UnclosedQuote)),
                    Some('"') if is_char(k + 1, '"') => {
                        doubled = true;
                        k += 2;
                    }
                    Some('"') => break,
                    Some(_) => k += 1,
                }
            }
            let raw = line[byte(start)..byte(k)].trim();
            i = k + 1;
            while blank(i) {
                i += 1;
            }
            if i < chars.len() && !is_char(i, delimiter) {
                return Err(InputError::at(line_no, i + 1, Problem::TextAfterQuote));
            }
            if doubled {
                Cow::Owned(raw.replace("\"\"", "\""))
            } else {
                Cow::Borrowed(raw)
            }
        } else {
            let start = i;
            while i < chars.len() && !is_char(i, delimiter) {
                i += 1;
            }
            Cow::Borrowed(line[byte(start)..byte(i)].trim())
        };
        cells.push(Cell {
            text,
            line: line_no,
            column,
        });
        if i >= chars.len() {
            return Ok(cells);
        }
        i += 1; // the delimiter
    }
}

/// Reads `round,black,white,result[,black_warnings,white_warnings]` with a header line.
/// Columns may come in any order; other columns (board, notes, ...) are ignored. The
/// delimiter is `,`, tab, `;` or `，`, whichever the header uses. Blank lines, `#`
/// comment lines, rows of empty cells and a UTF-8 byte-order mark are skipped.
pub fn parse_csv(text: &str) -> Result<Results, InputError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l))
        .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'));
    let Some((header_line, header)) = lines.next() else {
        return Err(InputError::at(1, 1, Problem::MissingColumn("round")));
    };
    let delimiter = [',', '\t', ';', '，']
        .into_iter()
        .find(|d| header.contains(*d))
        .unwrap_or(',');
    let mut columns: Vec<Option<Column>> = Vec::new();
    for cell in split_line(header, header_line, delimiter)? {
        let column = Column::from_header(&cell.text);
        let lower = cell.text.to_lowercase();
        if column.is_none() && (lower.contains("warn") || lower.contains("警告")) {
            return Err(cell.error(Problem::UnknownWarningsColumn(cell.text.to_string())));
        }
        if column.is_some() && columns.contains(&column) {
            return Err(cell.error(Problem::DuplicateColumn(cell.text.to_string())));
        }
        columns.push(column);
    }
    for (required, name) in Column::REQUIRED {
        if !columns.contains(&Some(required)) {
            return Err(InputError::at(header_line, 1, Problem::MissingColumn(name)));
        }
    }
    let index = |c: Column| columns.iter().position(|x| *x == Some(c));

    let mut games = Vec::new();
    let mut warnings = BTreeMap::new();
    for (line_no, line) in lines {
        let cells = split_line(line, line_no, delimiter)?;
        if cells.iter().all(|c| c.text.is_empty()) {
            continue;
        }
        if let Some(extra) = cells
            .iter()
            .skip(columns.len())
            .find(|c| !c.text.is_empty())
        {
            return Err(extra.error(Problem::ExtraField));
        }
        let end = line.chars().count() + 1;
        let field = |c: Column, name: &'static str| {
            index(c)
                .and_then(|i| cells.get(i))
                .ok_or_else(|| InputError::at(line_no, end, Problem::MissingField(name)))
        };
        let round = parse_round(field(Column::Round, "round")?)?;
        let black = field(Column::Black, "black")?;
        let white = field(Column::White, "white")?;
        let result = field(Column::Result, "result")?;
        let game = build_game(round, black, white, result, line_no)?;
        for (column, name) in [
            (Column::BlackWarnings, black),
            (Column::WhiteWarnings, white),
        ] {
            let cell = index(column).and_then(|i| cells.get(i));
            let count = cell
                .map(|c| parse_warnings(c).map(|n| (n, c)))
                .transpose()?;
            add_warnings(&mut warnings, name, count)?;
        }
        games.push(game);
    }
    Results::new(games, warnings)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TomlFile {
    #[serde(default)]
    game: Vec<TomlGame>,
    #[serde(default)]
    player: Vec<TomlPlayer>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TomlGame {
    round: Spanned<i64>,
    black: Option<Spanned<String>>,
    white: Option<Spanned<String>>,
    result: Spanned<String>,
    black_warnings: Option<Spanned<i64>>,
    white_warnings: Option<Spanned<i64>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TomlPlayer {
    name: Spanned<String>,
    warnings: Option<Spanned<i64>>,
}

/// 1-based line and column (in characters) of a byte offset.
fn line_column(text: &str, offset: usize) -> Position {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    Position {
        line,
        column: before[line_start..].chars().count() + 1,
    }
}

/// A TOML name with its place; a name left out has no place of its own, so it points
/// at the round instead.
fn name_cell<'a>(text: &str, value: Option<&'a Spanned<String>>, fallback: Position) -> Cell<'a> {
    match value {
        Some(v) => Cell::at(v.get_ref().trim(), line_column(text, v.span().start)),
        None => Cell::at("", fallback),
    }
}

/// Reads `[[game]]` tables (`round`, `black`, `white`, `result`, optional
/// `black_warnings` / `white_warnings`; a bye leaves `white` out or writes `"BYE"`) and
/// optional `[[player]]` tables (`name`, `warnings`).
pub fn parse_toml(text: &str) -> Result<Results, InputError> {
    let file: TomlFile = toml::from_str(text).map_err(|e| {
        InputError::new(
            e.span().map(|s| line_column(text, s.start)),
            Problem::Toml(e.message().to_string()),
        )
    })?;
    let at = |span: std::ops::Range<usize>| line_column(text, span.start);
    let warnings_of = |value: &Spanned<i64>| {
        u32::try_from(*value.get_ref())
            .ok()
            .filter(|n| *n <= 1000)
            .ok_or_else(|| {
                InputError::new(
                    Some(at(value.span())),
                    Problem::BadWarnings(value.get_ref().to_string()),
                )
            })
    };
    let mut games = Vec::new();
    let mut warnings = BTreeMap::new();
    for g in &file.game {
        let round_at = at(g.round.span());
        let round = u32::try_from(*g.round.get_ref())
            .ok()
            .filter(|r| (1..=MAX_ROUND).contains(r))
            .ok_or_else(|| {
                InputError::new(
                    Some(round_at),
                    Problem::BadRound(g.round.get_ref().to_string()),
                )
            })?;
        let black = name_cell(text, g.black.as_ref(), round_at);
        let white = name_cell(text, g.white.as_ref(), round_at);
        let result = Cell::at(g.result.get_ref().trim(), at(g.result.span()));
        let game = build_game(round, &black, &white, &result, round_at.line)?;
        for (player, count) in [(&black, &g.black_warnings), (&white, &g.white_warnings)] {
            if let Some(count) = count {
                let cell = Cell::at("", at(count.span()));
                add_warnings(&mut warnings, player, Some((warnings_of(count)?, &cell)))?;
            }
        }
        games.push(game);
    }
    let mut listed = BTreeSet::new();
    for p in &file.player {
        let name = p.name.get_ref().trim().to_string();
        let name_at = at(p.name.span());
        if name.is_empty() {
            return Err(InputError::new(Some(name_at), Problem::EmptyName));
        }
        if !listed.insert(name.clone()) {
            return Err(InputError::new(
                Some(name_at),
                Problem::DuplicatePlayer(name),
            ));
        }
        let count = p
            .warnings
            .as_ref()
            .map(&warnings_of)
            .transpose()?
            .unwrap_or(0);
        let total = warnings.entry(name).or_insert(0);
        *total = total.saturating_add(count);
    }
    Results::new(games, warnings)
}

// ---------------------------------------------------------------------------------
// Systems and tie-breaks

/// How the event was paired.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum System {
    /// 循环制: everyone plays everyone (a double round robin may repeat pairs).
    RoundRobin,
    /// 积分编排制: score-group pairing; nobody meets the same opponent twice.
    Swiss,
}

impl System {
    pub const ALL: [System; 2] = [System::RoundRobin, System::Swiss];

    pub const fn id(self) -> &'static str {
        match self {
            System::RoundRobin => "round-robin",
            System::Swiss => "swiss",
        }
    }

    /// Round robin: the seed text's 小分 then warnings (§7.2). Swiss: current Chinese
    /// amateur practice, 对手分 then 累进分 (§7.3, YBS).
    pub const fn default_tiebreaks(self) -> &'static [TieBreak] {
        match self {
            System::RoundRobin => &[TieBreak::Sb, TieBreak::Warnings],
            System::Swiss => &[TieBreak::Sos, TieBreak::Progressive],
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("unknown tournament system {0:?} (use round-robin or swiss)")]
pub struct UnknownSystem(pub String);

impl FromStr for System {
    type Err = UnknownSystem;
    fn from_str(text: &str) -> Result<System, UnknownSystem> {
        match text.trim().to_lowercase().as_str() {
            "round-robin" | "roundrobin" | "rr" | "循环" | "循環" | "循环制" | "循環制" => {
                Ok(System::RoundRobin)
            }
            "swiss" | "积分编排" | "積分編排" | "积分编排制" | "積分編排制" => {
                Ok(System::Swiss)
            }
            _ => Err(UnknownSystem(text.to_string())),
        }
    }
}

/// A ranking criterion. Its id is the name used on the command line and in JSON.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TieBreak {
    /// 积分: game points, 2/1/0, a bye 2.
    Score,
    /// 对手分: the sum of all opponents' final scores (a bye adds nothing).
    Sos,
    /// 小分: beaten opponents' scores plus half the drawn opponents' scores.
    Sb,
    /// 累进分: the sum of the running score after each round.
    Progressive,
    /// Fewer warnings over the event rank higher.
    Warnings,
    /// 直胜: points scored in games among exactly the players still tied.
    Direct,
    /// The seed's 总得分 with 最高积分 = 2 × rounds: score + SOS ÷ rounds − rounds.
    TotalTheoretical,
    /// The seed's 总得分 with 最高积分 = the top score reached: score + SOS ÷ (top/2) − rounds.
    TotalActual,
}

impl TieBreak {
    pub const ALL: [TieBreak; 8] = [
        TieBreak::Score,
        TieBreak::Sos,
        TieBreak::Sb,
        TieBreak::Progressive,
        TieBreak::Warnings,
        TieBreak::Direct,
        TieBreak::TotalTheoretical,
        TieBreak::TotalActual,
    ];

    pub const fn id(self) -> &'static str {
        match self {
            TieBreak::Score => "score",
            TieBreak::Sos => "sos",
            TieBreak::Sb => "sb",
            TieBreak::Progressive => "progressive",
            TieBreak::Warnings => "warnings",
            TieBreak::Direct => "direct",
            TieBreak::TotalTheoretical => "total-theoretical",
            TieBreak::TotalActual => "total-actual",
        }
    }

    pub const fn lower_is_better(self) -> bool {
        matches!(self, TieBreak::Warnings)
    }

    /// The seed's 总得分 already contains the score, so it can lead the ranking.
    pub const fn is_total(self) -> bool {
        matches!(self, TieBreak::TotalTheoretical | TieBreak::TotalActual)
    }
}

impl fmt::Display for TieBreak {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error(
    "unknown tie-break {0:?} (use score, sos, sb, progressive, warnings, direct, total-theoretical or total-actual)"
)]
pub struct UnknownTieBreak(pub String);

impl FromStr for TieBreak {
    type Err = UnknownTieBreak;

    /// The ids, a few common English names, and the Chinese terms. A bare `total` /
    /// 总得分 is refused: the seed's formula is ambiguous and the reading must be named.
    fn from_str(text: &str) -> Result<TieBreak, UnknownTieBreak> {
        let name = text.trim().to_lowercase().replace('_', "-");
        Ok(match name.as_str() {
            "score" | "points" | "积分" | "積分" => TieBreak::Score,
            "sos" | "buchholz" | "对手分" | "對手分" => TieBreak::Sos,
            "sb" | "sonneborn-berger" | "小分" => TieBreak::Sb,
            "progressive" | "cumulative" | "累进分" | "累進分" => TieBreak::Progressive,
            "warnings" | "警告" => TieBreak::Warnings,
            "direct" | "head-to-head" | "直胜" | "直勝" => TieBreak::Direct,
            "total-theoretical" => TieBreak::TotalTheoretical,
            "total-actual" => TieBreak::TotalActual,
            _ => return Err(UnknownTieBreak(text.to_string())),
        })
    }
}

/// The ranking keys for a requested tie-break list: `score` first, unless the list
/// names `score` itself or starts with a 总得分 (which replaces the score, as the seed's
/// method A does). Empty: the system's defaults.
pub fn ranking_criteria(system: System, tiebreaks: &[TieBreak]) -> Vec<TieBreak> {
    let list = if tiebreaks.is_empty() {
        system.default_tiebreaks()
    } else {
        tiebreaks
    };
    let mut criteria = Vec::with_capacity(list.len() + 1);
    let leads = list.first().is_some_and(|t| t.is_total());
    if !leads && !list.contains(&TieBreak::Score) {
        criteria.push(TieBreak::Score);
    }
    for &t in list {
        // A criterion repeated later can change nothing.
        if !criteria.contains(&t) {
            criteria.push(t);
        }
    }
    criteria
}

// ---------------------------------------------------------------------------------
// Standings

/// One line of the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    /// 1-based; players equal on every criterion share a rank (1, 2, 2, 4).
    pub rank: usize,
    pub name: String,
    /// Game points: win 2, draw 1, loss 0, bye 2.
    pub score: u32,
    /// Games actually played (byes not included).
    pub games: u32,
    pub wins: u32,
    pub draws: u32,
    /// Losses, including a both-lose ruling.
    pub losses: u32,
    pub byes: u32,
    /// Every tie-break except the score, in [`TieBreak::ALL`] order. `direct` is counted
    /// among the players tied when it was applied, or among the players with the same
    /// score when it is not a criterion.
    pub tiebreaks: Vec<(TieBreak, Ratio)>,
}

impl Standing {
    /// The value of any criterion, the score included.
    pub fn value(&self, tiebreak: TieBreak) -> Ratio {
        if tiebreak == TieBreak::Score {
            return Ratio::integer(i64::from(self.score));
        }
        self.tiebreaks
            .iter()
            .find(|(t, _)| *t == tiebreak)
            .map_or(Ratio::ZERO, |(_, v)| *v)
    }
}

/// The ranked table of an event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standings {
    pub system: System,
    /// The ranking keys in order (see [`ranking_criteria`]).
    pub criteria: Vec<TieBreak>,
    pub rounds: u32,
    pub players: Vec<Standing>,
}

/// What each player did, gathered once.
#[derive(Debug, Default, Clone)]
struct Record {
    score: i64,
    /// (round, opponent, points scored)
    games: Vec<(u32, usize, i64)>,
    /// rounds with a bye
    byes: Vec<u32>,
    wins: u32,
    draws: u32,
    losses: u32,
}

/// Ranks the players by the criteria of [`ranking_criteria`]. A Swiss is first checked
/// for rematches. `tiebreaks` empty means the system's defaults.
pub fn standings(
    results: &Results,
    system: System,
    tiebreaks: &[TieBreak],
) -> Result<Standings, InputError> {
    if system == System::Swiss {
        results.check_no_rematch()?;
    }
    let criteria = ranking_criteria(system, tiebreaks);
    let names: Vec<&str> = results.players().collect();
    let index: HashMap<&str, usize> = names.iter().enumerate().map(|(i, n)| (*n, i)).collect();
    let mut records = vec![Record::default(); names.len()];
    for game in results.games() {
        match &game.pairing {
            Pairing::Played {
                black,
                white,
                result,
            } => {
                let (Some(&b), Some(&w)) = (index.get(black.as_str()), index.get(white.as_str()))
                else {
                    continue; // cannot happen: Results lists every player of its games
                };
                let (pb, pw) = result.points();
                for (me, them, points) in [(b, w, pb), (w, b, pw)] {
                    let r = &mut records[me];
                    r.score += i64::from(points);
                    r.games.push((game.round, them, i64::from(points)));
                    match points {
                        2 => r.wins += 1,
                        1 => r.draws += 1,
                        _ => r.losses += 1,
                    }
                }
            }
            Pairing::Bye { player } => {
                if let Some(&p) = index.get(player.as_str()) {
                    records[p].score += 2;
                    records[p].byes.push(game.round);
                }
            }
        }
    }
    let rounds = results.rounds();
    let calc = Calc {
        records: &records,
        names: &names,
        results,
        rounds: i64::from(rounds),
        top: records.iter().map(|r| r.score).max().unwrap_or(0),
    };

    // Refine groups of tied players one criterion at a time, so that `direct` sees
    // exactly the players still tied when it is applied.
    let mut direct: Vec<Option<Ratio>> = vec![None; names.len()];
    let mut groups: Vec<Vec<usize>> = vec![(0..names.len()).collect()]; // name order
    for &key in &criteria {
        let mut next = Vec::with_capacity(groups.len());
        for group in groups {
            let mut valued: Vec<(usize, Ratio)> = group
                .iter()
                .map(|&p| (p, calc.value(key, p, &group)))
                .collect();
            if key == TieBreak::Direct {
                for &(p, v) in &valued {
                    direct[p] = Some(v);
                }
            }
            // Stable: equal players keep name order.
            valued.sort_by(|a, b| {
                if key.lower_is_better() {
                    a.1.cmp(&b.1)
                } else {
                    b.1.cmp(&a.1)
                }
            });
            for chunk in valued.chunk_by(|a, b| a.1 == b.1) {
                next.push(chunk.iter().map(|(p, _)| *p).collect());
            }
        }
        groups = next;
    }

    let mut players = Vec::with_capacity(names.len());
    for group in &groups {
        let rank = players.len() + 1;
        for &p in group {
            let record = &records[p];
            let tiebreaks = TieBreak::ALL
                .into_iter()
                .filter(|t| *t != TieBreak::Score)
                .map(|t| {
                    let v = match t {
                        TieBreak::Direct => direct[p].unwrap_or_else(|| {
                            let same: Vec<usize> = (0..names.len())
                                .filter(|&q| records[q].score == record.score)
                                .collect();
                            calc.value(t, p, &same)
                        }),
                        _ => calc.value(t, p, &[]),
                    };
                    (t, v)
                })
                .collect();
            players.push(Standing {
                rank,
                name: names[p].to_string(),
                score: u32::try_from(record.score).unwrap_or(u32::MAX),
                games: u32::try_from(record.games.len()).unwrap_or(u32::MAX),
                wins: record.wins,
                draws: record.draws,
                losses: record.losses,
                byes: u32::try_from(record.byes.len()).unwrap_or(u32::MAX),
                tiebreaks,
            });
        }
    }
    Ok(Standings {
        system,
        criteria,
        rounds,
        players,
    })
}

/// The tie-break functions, over gathered records.
struct Calc<'a> {
    records: &'a [Record],
    names: &'a [&'a str],
    results: &'a Results,
    rounds: i64,
    /// The highest score reached in the event.
    top: i64,
}

impl Calc<'_> {
    /// `group` is the set of players still tied (used by `direct` only).
    fn value(&self, key: TieBreak, p: usize, group: &[usize]) -> Ratio {
        match key {
            TieBreak::Score => Ratio::integer(self.records[p].score),
            TieBreak::Sos => Ratio::integer(self.sos(p)),
            TieBreak::Sb => self.sb(p),
            TieBreak::Progressive => Ratio::integer(self.progressive(p)),
            TieBreak::Warnings => Ratio::integer(i64::from(self.results.warnings(self.names[p]))),
            TieBreak::Direct => Ratio::integer(self.direct(p, group)),
            TieBreak::TotalTheoretical => self.total(p, 2 * self.rounds),
            TieBreak::TotalActual => self.total(p, self.top),
        }
    }

    fn sos(&self, p: usize) -> i64 {
        self.records[p]
            .games
            .iter()
            .map(|&(_, opponent, _)| self.records[opponent].score)
            .sum()
    }

    /// In halves, so that a drawn opponent's odd score stays exact.
    fn sb(&self, p: usize) -> Ratio {
        let halves: i64 = self.records[p]
            .games
            .iter()
            .map(|&(_, opponent, points)| points * self.records[opponent].score)
            .sum();
        Ratio::new(halves, 2).unwrap_or_default()
    }

    /// Σ over rounds of the running score = Σ over games of points × rounds still to
    /// count (its own included); O(games) whatever the round numbers.
    fn progressive(&self, p: usize) -> i64 {
        let record = &self.records[p];
        let weight = |round: u32| self.rounds - i64::from(round) + 1;
        let games: i64 = record
            .games
            .iter()
            .map(|&(round, _, points)| points * weight(round))
            .sum();
        let byes: i64 = record.byes.iter().map(|&round| 2 * weight(round)).sum();
        games + byes
    }

    fn direct(&self, p: usize, group: &[usize]) -> i64 {
        self.records[p]
            .games
            .iter()
            .filter(|(_, opponent, _)| group.contains(opponent))
            .map(|&(_, _, points)| points)
            .sum()
    }

    /// 总得分 = score + SOS ÷ (½ × max) − rounds. With no points in the event (max 0)
    /// every SOS is 0 too, so the quotient is taken as 0.
    fn total(&self, p: usize, max: i64) -> Ratio {
        let quotient = Ratio::new(2 * self.sos(p), max).unwrap_or_default();
        quotient + Ratio::integer(self.records[p].score - self.rounds)
    }
}

// ---------------------------------------------------------------------------------
// Round robin

/// Games in a single round robin of `n` players: n(n−1)/2.
pub const fn round_robin_games(n: u32) -> u64 {
    let n = n as u64;
    if n < 2 { 0 } else { n * (n - 1) / 2 }
}

/// Rounds in a single round robin: n−1 for even n, n for odd n (one bye per round).
pub const fn round_robin_rounds(n: u32) -> u32 {
    match n {
        0 | 1 => 0,
        n if n % 2 == 0 => n - 1,
        n => n,
    }
}

/// The standard (FIDE) Berger tables: one list of `(white, black)` pairs per round,
/// players numbered from 1. For odd `n` a dummy player `n + 1` is added: meeting it is
/// the bye. Empty for fewer than 2 or more than [`MAX_BERGER_PLAYERS`] players.
///
/// Round 1 is 1–n, 2–(n−1), …; each later round adds n/2 to every number but n, modulo
/// n−1, and player n alternates colours (White in even rounds).
pub fn berger_table(n: usize) -> Vec<Vec<(usize, usize)>> {
    if !(2..=MAX_BERGER_PLAYERS).contains(&n) {
        return Vec::new();
    }
    let m = n + n % 2;
    let half = m / 2;
    (0..m - 1)
        .map(|r| {
            let shift = |x: usize| (x - 1 + r * half) % (m - 1) + 1;
            let first = shift(1);
            let mut round = Vec::with_capacity(half);
            round.push(if r % 2 == 0 { (first, m) } else { (m, first) });
            round.extend((1..half).map(|p| (shift(1 + p), shift(m - p))));
            round
        })
        .collect()
}

// ---------------------------------------------------------------------------------
// Team matches

/// One board of a team match, from the first team's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BoardResult {
    Win,
    Draw,
    Loss,
}

impl BoardResult {
    const fn points(self) -> (u32, u32) {
        match self {
            BoardResult::Win => (2, 0),
            BoardResult::Draw => (1, 1),
            BoardResult::Loss => (0, 2),
        }
    }
}

/// A team match: 局分 (board points, 2/1/0 per board, summed) and 场分 (match points:
/// 2 to the team with more board points, 1 each when equal), first team first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TeamMatch {
    pub board_points: (u32, u32),
    pub match_points: (u32, u32),
}

pub fn team_match(boards: &[BoardResult]) -> TeamMatch {
    let board_points = boards.iter().fold((0u32, 0u32), |(a, b), board| {
        let (x, y) = board.points();
        (a.saturating_add(x), b.saturating_add(y))
    });
    let match_points = match board_points.0.cmp(&board_points.1) {
        std::cmp::Ordering::Greater => (2, 0),
        std::cmp::Ordering::Equal => (1, 1),
        std::cmp::Ordering::Less => (0, 2),
    };
    TeamMatch {
        board_points,
        match_points,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn r(num: i64, den: i64) -> Ratio {
        Ratio::new(num, den).unwrap()
    }

    fn rr4() -> Results {
        use GameResult::*;
        Results::new(
            vec![
                Game::played(1, "A", "B", BlackWins),
                Game::played(1, "C", "D", Draw),
                Game::played(2, "C", "A", BlackWins),
                Game::played(2, "B", "D", BlackWins),
                Game::played(3, "A", "D", BlackWins),
                Game::played(3, "B", "C", BlackWins),
            ],
            BTreeMap::new(),
        )
        .unwrap()
    }

    /// rules-facts §7.4: R1 P1>P2, P3>P4, P5=P6. R2 P1>P3, P2>P5, P6>P4. R3 P6>P1,
    /// P3>P5, P2>P4 (the winner is written first, as Black).
    fn swiss6() -> Results {
        use GameResult::*;
        Results::new(
            vec![
                Game::played(1, "P1", "P2", BlackWins),
                Game::played(1, "P3", "P4", BlackWins),
                Game::played(1, "P5", "P6", Draw),
                Game::played(2, "P1", "P3", BlackWins),
                Game::played(2, "P2", "P5", BlackWins),
                Game::played(2, "P6", "P4", BlackWins),
                Game::played(3, "P6", "P1", BlackWins),
                Game::played(3, "P3", "P5", BlackWins),
                Game::played(3, "P2", "P4", BlackWins),
            ],
            BTreeMap::new(),
        )
        .unwrap()
    }

    fn row<'a>(s: &'a Standings, name: &str) -> &'a Standing {
        s.players.iter().find(|p| p.name == name).unwrap()
    }

    fn order(s: &Standings) -> Vec<&str> {
        s.players.iter().map(|p| p.name.as_str()).collect()
    }

    #[test]
    fn round_robin_of_four_is_decided_by_xiaofen() {
        let s = standings(&rr4(), System::RoundRobin, &[]).unwrap();
        assert_eq!(
            s.criteria,
            [TieBreak::Score, TieBreak::Sb, TieBreak::Warnings]
        );
        let cases = [
            ("A", 4, r(5, 1), 1),
            ("B", 4, r(4, 1), 2),
            ("C", 3, r(9, 2), 3),
            ("D", 1, r(3, 2), 4),
        ];
        for (name, score, sb, rank) in cases {
            let p = row(&s, name);
            assert_eq!(
                (p.score, p.value(TieBreak::Sb), p.rank),
                (score, sb, rank),
                "{name}"
            );
        }
        assert_eq!(order(&s), ["A", "B", "C", "D"]);
    }

    #[test]
    fn swiss_of_six_worked_example() {
        let s = standings(&swiss6(), System::Swiss, &[]).unwrap();
        assert_eq!(order(&s), ["P6", "P1", "P3", "P2", "P5", "P4"]);
        assert_eq!(
            s.players.iter().map(|p| p.rank).collect::<Vec<_>>(),
            [1, 2, 3, 4, 5, 6]
        );
        // (name, score, SOS, progressive, total theoretical, total actual)
        let cases = [
            ("P6", 5, 5, 9, Some(r(11, 3)), Some(r(4, 1))),
            ("P1", 4, 13, 10, Some(r(16, 3)), Some(r(31, 5))),
            ("P2", 4, 5, 6, None, None),
            ("P3", 4, 5, 8, None, None),
            ("P5", 1, 13, 3, None, None),
            ("P4", 0, 13, 0, None, None),
        ];
        for (name, score, sos, progressive, theoretical, actual) in cases {
            let p = row(&s, name);
            assert_eq!(p.score, score, "{name} score");
            assert_eq!(p.value(TieBreak::Sos), Ratio::integer(sos), "{name} sos");
            assert_eq!(
                p.value(TieBreak::Progressive),
                Ratio::integer(progressive),
                "{name} progressive"
            );
            if let Some(t) = theoretical {
                assert_eq!(p.value(TieBreak::TotalTheoretical), t, "{name}");
            }
            if let Some(t) = actual {
                assert_eq!(p.value(TieBreak::TotalActual), t, "{name}");
            }
        }
        let p1 = row(&s, "P1");
        let p6 = row(&s, "P6");
        assert_eq!(p1.value(TieBreak::TotalTheoretical).to_decimal(2), "5.33");
        assert_eq!(p6.value(TieBreak::TotalTheoretical).to_decimal(2), "3.67");
        assert_eq!(p1.value(TieBreak::TotalActual).to_decimal(2), "6.20");
        assert_eq!(p6.value(TieBreak::TotalActual).to_decimal(2), "4.00");
    }

    #[test]
    fn the_seed_total_can_put_a_lower_score_first() {
        for total in [TieBreak::TotalTheoretical, TieBreak::TotalActual] {
            let s = standings(&swiss6(), System::Swiss, &[total, TieBreak::Sb]).unwrap();
            assert_eq!(s.criteria, [total, TieBreak::Sb]);
            assert_eq!(order(&s)[0], "P1", "{total}");
        }
        // After the score it is only a tie-break among equal scores.
        let s = standings(
            &swiss6(),
            System::Swiss,
            &[TieBreak::Score, TieBreak::TotalActual],
        );
        assert_eq!(order(&s.unwrap())[0], "P6");
    }

    fn progressive_of(results: &[GameResult]) -> Ratio {
        // "Me" plays Black against a fresh opponent each round.
        let games = results
            .iter()
            .enumerate()
            .map(|(i, res)| Game::played(i as u32 + 1, "Me", &format!("O{i}"), *res))
            .collect();
        let results = Results::new(games, BTreeMap::new()).unwrap();
        let s = standings(&results, System::Swiss, &[]).unwrap();
        row(&s, "Me").value(TieBreak::Progressive)
    }

    #[test]
    fn progressive_examples() {
        use GameResult::{BlackWins as W, WhiteWins as L};
        let cases: [(&[GameResult], i64); 3] = [
            (&[W, W, L, W, L], 22),
            (&[W, W, W, W, L], 28),
            (&[L, W, W, W, W], 20),
        ];
        for (games, expected) in cases {
            assert_eq!(progressive_of(games), Ratio::integer(expected), "{games:?}");
        }
    }

    #[test]
    fn a_bye_scores_two_and_adds_nothing_to_sos() {
        use GameResult::*;
        let results = Results::new(
            vec![
                Game::played(1, "A", "B", BlackWins),
                Game::bye(1, "C"),
                Game::played(2, "C", "A", WhiteWins),
                Game::bye(2, "B"),
            ],
            BTreeMap::new(),
        )
        .unwrap();
        let s = standings(&results, System::Swiss, &[]).unwrap();
        let c = row(&s, "C");
        assert_eq!((c.score, c.games, c.byes, c.losses), (2, 1, 1, 1));
        // C's only opponent is A (4): the bye adds nothing.
        assert_eq!(c.value(TieBreak::Sos), Ratio::integer(4));
        // Running score: 2 after round 1 (bye), 2 after round 2.
        assert_eq!(c.value(TieBreak::Progressive), Ratio::integer(4));
        assert_eq!(row(&s, "B").value(TieBreak::Sos), Ratio::integer(4));
    }

    #[test]
    fn players_equal_on_everything_share_a_rank_in_name_order() {
        use GameResult::*;
        // A cycle of three draws plus one loser: B, C, D all equal.
        let results = Results::new(
            vec![
                Game::played(1, "D", "C", Draw),
                Game::played(1, "A", "X", WhiteWins),
                Game::played(2, "C", "B", Draw),
                Game::played(3, "B", "D", Draw),
            ],
            BTreeMap::new(),
        )
        .unwrap();
        let s = standings(&results, System::RoundRobin, &[]).unwrap();
        let table: Vec<(usize, &str)> = s
            .players
            .iter()
            .map(|p| (p.rank, p.name.as_str()))
            .collect();
        // X has the same score but beat a 0-point player: 小分 0 against 2.
        assert_eq!(table, [(1, "B"), (1, "C"), (1, "D"), (4, "X"), (5, "A")]);
    }

    #[test]
    fn warnings_and_direct_break_ties() {
        use GameResult::*;
        // A cycle: A beat B, C beat A, B beat C; all on 2 points. B has a warning.
        let results = Results::new(
            vec![
                Game::played(1, "A", "B", BlackWins),
                Game::played(2, "C", "A", BlackWins),
                Game::played(3, "B", "C", BlackWins),
            ],
            BTreeMap::from([("B".to_string(), 1)]),
        )
        .unwrap();
        let by = |list: &[TieBreak]| {
            order(&standings(&results, System::RoundRobin, list).unwrap())
                .into_iter()
                .map(str::to_string)
                .collect::<Vec<_>>()
        };
        assert_eq!(by(&[TieBreak::Warnings]), ["A", "C", "B"]);
        // Direct among all three is the cycle, 2 each: nothing decided.
        let s = standings(&results, System::RoundRobin, &[TieBreak::Direct]).unwrap();
        assert_eq!(order(&s), ["A", "B", "C"]);
        assert!(s.players.iter().all(|p| p.rank == 1));
        // Direct among exactly the still-tied players: once warnings put B last, A
        // and C are compared on their own game only, which C won.
        let s = standings(
            &results,
            System::RoundRobin,
            &[TieBreak::Warnings, TieBreak::Direct],
        )
        .unwrap();
        assert_eq!(order(&s), ["C", "A", "B"]);
        assert_eq!(row(&s, "C").value(TieBreak::Direct), Ratio::integer(2));
    }

    #[test]
    fn direct_among_exactly_the_tied_players() {
        use GameResult::*;
        // A and B on 4 (C 0, D 2); A beat B, so A is first on direct.
        let results = Results::new(
            vec![
                Game::played(1, "B", "A", WhiteWins),
                Game::played(2, "B", "C", BlackWins),
                Game::played(3, "A", "D", WhiteWins),
                Game::played(4, "B", "D", BlackWins),
                Game::played(5, "A", "C", BlackWins),
            ],
            BTreeMap::new(),
        )
        .unwrap();
        let s = standings(&results, System::RoundRobin, &[TieBreak::Direct]).unwrap();
        assert_eq!(order(&s)[..2], ["A", "B"]);
        assert_eq!(row(&s, "A").value(TieBreak::Direct), Ratio::integer(2));
        assert_eq!(row(&s, "B").value(TieBreak::Direct), Ratio::integer(0));
    }

    #[test]
    fn team_match_examples() {
        use BoardResult::*;
        // rules-facts §7.5, four boards: 3–1 → 6:2 → 2:0; 2 wins, a draw and a loss →
        // 5:3 → 2:0; 2–2 → 4:4 → 1:1; and the mirror of the second.
        let cases = [
            ([Win, Win, Win, Loss], (6, 2), (2, 0)),
            ([Win, Draw, Win, Loss], (5, 3), (2, 0)),
            ([Win, Loss, Loss, Win], (4, 4), (1, 1)),
            ([Loss, Loss, Draw, Win], (3, 5), (0, 2)),
        ];
        for (boards, board_points, match_points) in cases {
            assert_eq!(
                team_match(&boards),
                TeamMatch {
                    board_points,
                    match_points
                },
                "{boards:?}"
            );
        }
    }

    #[test]
    fn round_robin_arithmetic() {
        let cases = [
            (8, 7, 28),
            (7, 7, 21),
            (2, 1, 1),
            (3, 3, 3),
            (1, 0, 0),
            (0, 0, 0),
        ];
        for (n, rounds, games) in cases {
            assert_eq!(
                (round_robin_rounds(n), round_robin_games(n)),
                (rounds, games),
                "{n}"
            );
        }
        assert_eq!(round_robin_games(u32::MAX), 9_223_372_030_412_324_865);
    }

    #[test]
    fn berger_tables_match_the_published_ones() {
        assert_eq!(
            berger_table(4),
            vec![
                vec![(1, 4), (2, 3)],
                vec![(4, 3), (1, 2)],
                vec![(2, 4), (3, 1)]
            ]
        );
        assert_eq!(
            berger_table(6),
            vec![
                vec![(1, 6), (2, 5), (3, 4)],
                vec![(6, 4), (5, 3), (1, 2)],
                vec![(2, 6), (3, 1), (4, 5)],
                vec![(6, 5), (1, 4), (2, 3)],
                vec![(3, 6), (4, 2), (5, 1)],
            ]
        );
        assert_eq!(berger_table(8)[1], [(8, 5), (6, 4), (7, 3), (1, 2)]);
        assert!(berger_table(0).is_empty() && berger_table(1).is_empty());
        assert!(berger_table(MAX_BERGER_PLAYERS + 1).is_empty());
    }

    #[test]
    fn berger_tables_pair_everyone_once() {
        for n in 2..=21 {
            let table = berger_table(n);
            let m = n + n % 2;
            assert_eq!(table.len() as u32, round_robin_rounds(n as u32), "{n}");
            let mut met = BTreeSet::new();
            let mut whites = vec![0i32; m + 1];
            for round in &table {
                let mut seen: Vec<usize> = round.iter().flat_map(|&(a, b)| [a, b]).collect();
                seen.sort_unstable();
                assert_eq!(seen, (1..=m).collect::<Vec<_>>(), "n={n}: once per round");
                for &(w, b) in round {
                    assert!(met.insert((w.min(b), w.max(b))), "n={n}: {w}-{b} twice");
                    whites[w] += 1;
                    whites[b] -= 1;
                }
            }
            assert_eq!(met.len() as u64, round_robin_games(m as u32), "n={n}");
            // Colours balance to within one game for every player.
            assert!(
                whites[1..].iter().all(|d| d.abs() <= 1),
                "n={n}: {whites:?}"
            );
        }
    }

    #[test]
    fn result_forms() {
        use GameResult::*;
        let game = |r| Some(ResultCell::Game(r));
        let cases = [
            ("B", game(BlackWins)),
            ("b", game(BlackWins)),
            ("1-0", game(BlackWins)),
            ("B+R", game(BlackWins)),
            ("b+resign", game(BlackWins)),
            ("B+3.5", game(BlackWins)),
            ("B + 0.5", game(BlackWins)),
            ("Ｂ＋Ｒ", game(BlackWins)),
            ("黑胜3/4子", game(BlackWins)),
            ("黑胜1又1/4子", game(BlackWins)),
            ("黑中盘胜", game(BlackWins)),
            ("白負", game(BlackWins)),
            ("W", game(WhiteWins)),
            ("0-1", game(WhiteWins)),
            ("W+T", game(WhiteWins)),
            ("w+F", game(WhiteWins)),
            ("W+1又1/4", game(WhiteWins)),
            ("白勝", game(WhiteWins)),
            ("=", game(Draw)),
            ("Draw", game(Draw)),
            ("½-½", game(Draw)),
            ("和", game(Draw)),
            ("0-0", game(BothLose)),
            ("BYE", Some(ResultCell::Bye)),
            ("轮空", Some(ResultCell::Bye)),
            ("", None),
            ("X", None),
            ("B+", game(BlackWins)),
            ("B+Q", None),
            ("B+3.3", None),
            ("B+-1", None),
            ("黑胜很多", None),
            ("1-2", None),
        ];
        for (text, expected) in cases {
            assert_eq!(parse_result(text), expected, "{text:?}");
        }
    }

    const SWISS_CSV: &str = include_str!("../../tests/fixtures/tournament/swiss-6.csv");
    const RR_TOML: &str = include_str!("../../tests/fixtures/tournament/round-robin-4.toml");

    #[test]
    fn fixtures_give_the_worked_examples() {
        let swiss = parse_csv(SWISS_CSV).unwrap();
        assert_eq!(swiss.games().len(), 9);
        let s = standings(&swiss, System::Swiss, &[]).unwrap();
        assert_eq!(order(&s), ["P6", "P1", "P3", "P2", "P5", "P4"]);
        assert_eq!(s, standings(&swiss6(), System::Swiss, &[]).unwrap());

        let rr = parse_toml(RR_TOML).unwrap();
        let s = standings(&rr, System::RoundRobin, &[]).unwrap();
        assert_eq!(order(&s), ["A", "B", "C", "D"]);
        assert_eq!(rr.warnings("D"), 2);
        assert_eq!(row(&s, "D").value(TieBreak::Warnings), Ratio::integer(2));
    }

    #[test]
    fn csv_accepts_spreadsheet_exports() {
        let text = "\u{feff}Round;Black;White;Result;Board;black_warnings;white_warnings\r\n\
                    1;\"Lee, Sedol\";Ke Jie;B+R;1;;1\r\n\
                    ;;;;;;\r\n\
                    # a comment\r\n\
                    1;Gu Li;BYE;bye;2;;\r\n\
                    2;Ke Jie;Gu Li;=;1;0;0\r\n\
                    2;;Lee, Sedol;bye;;;\r\n";
        let results = parse_csv(text).unwrap();
        assert_eq!(results.games().len(), 4);
        assert_eq!(results.warnings("Ke Jie"), 1);
        assert_eq!(
            results.players().collect::<Vec<_>>(),
            ["Gu Li", "Ke Jie", "Lee, Sedol"]
        );
        assert_eq!(
            results.games()[3].pairing,
            Pairing::Bye {
                player: "Lee, Sedol".into()
            }
        );
        let chinese = "轮次，黑方，白方，结果\n1，张三，李四，黑胜\n";
        assert_eq!(parse_csv(chinese).unwrap().games().len(), 1);
    }

    #[test]
    fn csv_errors_point_at_the_cell() {
        let header = "round,black,white,result\n";
        let cases: [(&str, usize, usize, &str); 14] = [
            ("1,A,B,X\n", 2, 7, "unknown result"),
            ("1,A,,B\n", 2, 5, "empty player name"),
            ("1,,,bye\n", 2, 3, "empty player name"),
            ("1,A,A,B\n", 2, 5, "themself"),
            ("1,A,BYE,W\n", 2, 9, "must have the result bye"),
            ("1,A,B,bye\n", 2, 7, "both players are named"),
            ("x,A,B,B\n", 2, 1, "round must be"),
            ("0,A,B,B\n", 2, 1, "round must be"),
            (
                "1,A,B,B\n1,C,A,W\n",
                3,
                5,
                "second game in round 1 (the first is on line 2)",
            ),
            (
                "1,A,B,B\n2,A,BYE,bye\n2,C,A,W\n",
                4,
                5,
                "second game in round 2",
            ),
            ("1,A,B\n", 2, 6, "result field is missing"),
            ("1,A,B,B,extra\n", 2, 9, "more fields"),
            ("1,\"A,B,B\n", 2, 3, "not closed"),
            ("1,\"A\"x,B,B\n", 2, 6, "after a closing quote"),
        ];
        for (rows, line, column, what) in cases {
            let err = parse_csv(&format!("{header}{rows}")).unwrap_err();
            let text = err.to_string();
            assert!(
                text.starts_with(&format!("line {line}, column {column}: ")) && text.contains(what),
                "{rows:?} gave {text}"
            );
        }
        let header_cases = [
            ("round,black,white\n", "no result column"),
            ("", "no round column"),
            ("round,black,black,white,result\n", "twice"),
            ("round,black,white,result,warnings\n", "unknown column"),
            ("1,A,B,B\n", "no round column"),
        ];
        for (text, what) in header_cases {
            let err = parse_csv(text).unwrap_err().to_string();
            assert!(
                err.starts_with("line 1, column ") && err.contains(what),
                "{text:?}: {err}"
            );
        }
    }

    #[test]
    fn swiss_rejects_a_rematch_but_a_double_round_robin_allows_it() {
        let text = "round,black,white,result\n1,A,B,B\n2,B,A,B\n";
        let results = parse_csv(text).unwrap();
        let err = standings(&results, System::Swiss, &[]).unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 3, column 5: \"B\" and \"A\" meet again (first on line 2): in a Swiss nobody \
             meets the same opponent twice"
        );
        let s = standings(&results, System::RoundRobin, &[]).unwrap();
        assert_eq!(row(&s, "A").value(TieBreak::Sos), Ratio::integer(4));
    }

    #[test]
    fn toml_errors_point_at_the_value() {
        let cases = [
            (
                "[[game]]\nround = 1\nblack = \"A\"\nwhite = \"B\"\nresult = \"Q\"\n",
                5,
                10,
                "unknown result",
            ),
            (
                "[[game]]\nround = 0\nblack = \"A\"\nwhite = \"B\"\nresult = \"B\"\n",
                2,
                9,
                "round must be",
            ),
            (
                "[[game]]\nround = 1\nblack = \"\"\nwhite = \"B\"\nresult = \"B\"\n",
                3,
                9,
                "empty player name",
            ),
            ("[[game]]\nround = \"one\"\n", 2, 9, "invalid type"),
            ("[[games]]\nround = 1\n", 1, 3, "unknown field `games`"),
            (
                "[[game]]\nround = 1\nblack = \"A\"\nwhite = \"B\"\nresult = \"B\"\ncolour = 1\n",
                6,
                1,
                "unknown field",
            ),
            (
                "[[player]]\nname = \"A\"\nwarnings = -1\n",
                3,
                12,
                "warnings must be",
            ),
            (
                "[[player]]\nname = \"A\"\n[[player]]\nname = \"A\"\n",
                4,
                8,
                "listed twice",
            ),
            ("[[game]\n", 1, 8, "unclosed array table"),
        ];
        for (text, line, column, what) in cases {
            let err = parse_toml(text).unwrap_err().to_string();
            assert!(
                err.starts_with(&format!("line {line}, column {column}: ")) && err.contains(what),
                "{text:?} gave {err}"
            );
        }
    }

    #[test]
    fn toml_byes_and_players() {
        let text = "[[game]]\nround = 1\nblack = \"A\"\nresult = \"bye\"\n\
                    [[game]]\nround = 1\nblack = \"B\"\nwhite = \"C\"\nresult = \"W+R\"\nblack_warnings = 1\n\
                    [[player]]\nname = \"Absent\"\n[[player]]\nname = \"B\"\nwarnings = 2\n";
        let results = parse_toml(text).unwrap();
        assert_eq!(results.warnings("B"), 3);
        let s = standings(&results, System::Swiss, &[]).unwrap();
        // A (bye) and C (win) are equal on everything; B's lost game gives him SOS 2.
        assert_eq!(order(&s), ["A", "C", "B", "Absent"]);
        let ranks: Vec<usize> = s.players.iter().map(|p| p.rank).collect();
        assert_eq!(ranks, [1, 1, 3, 4]);
    }

    #[test]
    fn format_is_guessed_from_the_name_then_the_text() {
        assert_eq!(Format::guess("a.TOML", ""), Format::Toml);
        assert_eq!(Format::guess("a.csv", "[[game]]"), Format::Csv);
        assert_eq!(Format::guess("-", "# c\n[[game]]\n"), Format::Toml);
        assert_eq!(Format::guess("-", "round = 1"), Format::Toml);
        assert_eq!(Format::guess("-", "round,black,white,result"), Format::Csv);
    }

    #[test]
    fn tiebreak_and_system_names() {
        for t in TieBreak::ALL {
            assert_eq!(t.id().parse::<TieBreak>(), Ok(t));
        }
        assert_eq!("小分".parse::<TieBreak>(), Ok(TieBreak::Sb));
        assert_eq!("對手分".parse::<TieBreak>(), Ok(TieBreak::Sos));
        assert!("total".parse::<TieBreak>().is_err());
        for s in System::ALL {
            assert_eq!(s.id().parse::<System>(), Ok(s));
        }
        assert_eq!(
            ranking_criteria(System::Swiss, &[TieBreak::Sos, TieBreak::Sos]),
            [TieBreak::Score, TieBreak::Sos]
        );
        assert_eq!(
            ranking_criteria(System::Swiss, &[TieBreak::Sos, TieBreak::Score]),
            [TieBreak::Sos, TieBreak::Score]
        );
    }

    #[test]
    fn ratios_are_exact_and_round_half_away_from_zero() {
        assert_eq!(r(4, 8), r(1, 2));
        assert_eq!(r(3, -6), r(-1, 2));
        assert_eq!(Ratio::new(1, 0), None);
        assert!(r(16, 3) > r(31, 6));
        assert_eq!(r(1, 3) + r(1, 6), r(1, 2));
        let cases = [
            (r(16, 3), "5.33"),
            (r(11, 3), "3.67"),
            (r(1, 200), "0.01"),
            (r(-1, 200), "-0.01"),
            (r(-1, 1000), "0.00"),
            (r(9, 2), "4.50"),
            (r(-7, 3), "-2.33"),
        ];
        for (value, text) in cases {
            assert_eq!(value.to_decimal(2), text, "{value}");
        }
        assert_eq!(r(9, 2).to_string(), "9/2");
    }

    /// A random event: `n` players, `rounds` rounds, each round paired in an order and
    /// with results drawn from `noise`; odd player counts give one bye per round.
    fn random_games(n: usize, rounds: usize, noise: &[u64]) -> Vec<Game> {
        let mut draw = noise.iter().copied().cycle();
        let mut games = Vec::new();
        for round in 1..=rounds {
            let mut players: Vec<(u64, usize)> =
                (0..n).map(|p| (draw.next().unwrap_or(0), p)).collect();
            players.sort();
            let names: Vec<String> = players.iter().map(|(_, p)| format!("P{p}")).collect();
            for pair in names.chunks(2) {
                games.push(match pair {
                    [a, b] => {
                        let result = match draw.next().unwrap_or(0) % 7 {
                            0..=2 => GameResult::BlackWins,
                            3..=4 => GameResult::WhiteWins,
                            5 => GameResult::Draw,
                            _ => GameResult::BothLose,
                        };
                        Game::played(round as u32, a, b, result)
                    }
                    [a] => Game::bye(round as u32, a),
                    _ => continue,
                });
            }
        }
        games
    }

    fn criteria_from(bits: u8) -> Vec<TieBreak> {
        TieBreak::ALL
            .into_iter()
            .enumerate()
            .filter(|(i, _)| bits & (1 << i) != 0)
            .map(|(_, t)| t)
            .collect()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn standings_are_a_stable_permutation(
            n in 1usize..9,
            rounds in 1usize..7,
            noise in prop::collection::vec(any::<u64>(), 1..64),
            shuffle in prop::collection::vec(any::<u64>(), 1..64),
            bits in any::<u8>(),
            warnings in prop::collection::vec(0u32..3, 9),
        ) {
            let games = random_games(n, rounds, &noise);
            let warn: BTreeMap<String, u32> =
                (0..n).map(|p| (format!("P{p}"), warnings[p])).collect();
            let results = Results::new(games.clone(), warn.clone()).unwrap();
            let criteria = criteria_from(bits);
            let s = standings(&results, System::RoundRobin, &criteria).unwrap();

            let mut names: Vec<&str> = s.players.iter().map(|p| p.name.as_str()).collect();
            names.sort_unstable();
            let expected: Vec<String> = (0..n).map(|p| format!("P{p}")).collect();
            prop_assert_eq!(names, expected.iter().map(String::as_str).collect::<Vec<_>>());
            prop_assert!(s.players.first().is_none_or(|p| p.rank == 1));
            for pair in s.players.windows(2) {
                prop_assert!(pair[0].rank <= pair[1].rank);
                // A rank shared only by players equal on every criterion.
                let equal = s.criteria.iter().all(|&t| pair[0].value(t) == pair[1].value(t));
                prop_assert_eq!(pair[0].rank == pair[1].rank, equal);
            }

            prop_assert_eq!(&s, &standings(&results, System::RoundRobin, &criteria).unwrap());
            let mut keyed: Vec<(u64, Game)> = games
                .into_iter()
                .zip(shuffle.iter().copied().cycle())
                .map(|(g, k)| (k, g))
                .collect();
            keyed.sort_by_key(|(k, _)| *k);
            let shuffled = Results::new(keyed.into_iter().map(|(_, g)| g).collect(), warn).unwrap();
            prop_assert_eq!(&s, &standings(&shuffled, System::RoundRobin, &criteria).unwrap());
            let swiss = standings(&results, System::Swiss, &criteria);
            prop_assert_eq!(swiss.is_ok(), standings(&shuffled, System::Swiss, &criteria).is_ok());
        }

        #[test]
        fn csv_parser_never_panics(text in "(?s).{0,300}") {
            let _ = parse_csv(&text);
            let _ = parse_csv(&format!("round,black,white,result\n{text}"));
        }

        #[test]
        fn csv_parser_never_panics_on_near_misses(
            text in "[0-9a-zA-Z,;\"\t\n +=½黑胜负和/-]{0,200}"
        ) {
            let _ = parse_csv(&format!("round,black,white,result,black_warnings\n{text}"));
        }

        #[test]
        fn toml_parser_never_panics(text in "(?s).{0,300}") {
            let _ = parse_toml(&text);
            let _ = parse_toml(&format!("[[game]]\n{text}"));
        }

        #[test]
        fn toml_parser_never_panics_on_near_misses(
            text in "(\\[\\[game\\]\\]\n|round = -?[0-9]{1,12}\n|black = \"[A-Z ]{0,2}\"\n|white = \"(BYE|[A-Z]?)\"\n|result = \"[BW=+R0-9.-]{0,4}\"\n|black_warnings = -?[0-9]{1,11}\n|\\[\\[player\\]\\]\n|name = \"[A-Z]?\"\n){0,12}"
        ) {
            let _ = parse_toml(&text);
        }
    }
}
