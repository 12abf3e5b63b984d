//! Reading results: CSV (spreadsheet exports, Chinese headers, full-width text) and TOML
//! into [`Results`], with every error pointing at its line and column.

use std::borrow::Cow;
use std::collections::{BTreeMap, BTreeSet};

use serde::Deserialize;
use toml::Spanned;

use super::{
    Game, GameResult, InputError, MAX_ROUND, Pairing, Position, Problem, Results, Source, System,
    Withdrawal,
};
use crate::csv::{self, CsvError};
use crate::rules::Stones;
use crate::rules::notation::fold_width;

/// What a result cell says, before it is tied to the players.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ResultCell {
    Game(GameResult),
    Bye,
    /// The one player named withdraws: no part from this round on.
    Withdrawn,
}

/// Full-width ASCII (Ｂ＋Ｒ, １－０) as typed with a Chinese input method → ASCII.
pub(super) fn half_width(text: &str) -> String {
    text.chars().map(fold_width).collect()
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
    // `1:0` as `1-0`; `0:1 forfeit`, `1-0 弃权` as a forfeit.
    let normal = normal.replace(':', "-");
    let s = normal.as_str();
    let game = |r| Some(ResultCell::Game(r));
    for suffix in [
        "forfeit",
        "(forfeit)",
        "弃权",
        "棄權",
        "(弃权)",
        "(棄權)",
        "（弃权）",
        "（棄權）",
    ] {
        if let Some(score) = s.strip_suffix(suffix).filter(|rest| !rest.is_empty()) {
            let forfeit = match score {
                "1-0" | "2-0" | "b" => GameResult::BlackWinsByForfeit,
                "0-1" | "0-2" | "w" => GameResult::WhiteWinsByForfeit,
                "0-0" => GameResult::BothForfeit,
                _ => continue,
            };
            return game(forfeit);
        }
    }
    match s {
        "b+f" | "b+forfeit" | "白弃权" | "白棄權" | "黑胜(白弃权)" | "黑勝(白棄權)"
        | "黑不战而胜" | "黑不戰而勝" => {
            return game(GameResult::BlackWinsByForfeit);
        }
        "w+f" | "w+forfeit" | "黑弃权" | "黑棄權" | "白胜(黑弃权)" | "白勝(黑棄權)"
        | "白不战而胜" | "白不戰而勝" => {
            return game(GameResult::WhiteWinsByForfeit);
        }
        "双方弃权" | "雙方棄權" | "0-0forfeit" => return game(GameResult::BothForfeit),
        "withdrawn" | "withdraw" | "withdrew" | "wd" | "退赛" | "退賽" | "弃赛" | "棄賽" => {
            return Some(ResultCell::Withdrawn);
        }
        _ => {}
    }
    match s {
        "b" | "black" | "1-0" | "2-0" => return game(GameResult::BlackWins),
        "w" | "white" | "0-1" | "0-2" => return game(GameResult::WhiteWins),
        "=" | "d" | "draw" | "jigo" | "½-½" | "1/2-1/2" | "0.5-0.5" | "1-1" | "和" | "和棋"
        | "平" | "平局" => return game(GameResult::Draw),
        "0-0" | "双负" | "雙負" | "双方负" | "雙方負" | "双方判负" | "雙方判負" | "both-lose"
        | "bothlose" => {
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

/// What may follow `B+`: nothing, R/Resign, T/Time, or a margin in points (F/Forfeit
/// is read before, as a forfeit).
fn western_margin(margin: &str) -> bool {
    matches!(margin, "" | "r" | "res" | "resign" | "t" | "time")
        || margin.parse::<Stones>().is_ok_and(|m| m >= Stones::ZERO)
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
pub(super) fn is_bye_name(name: &str) -> bool {
    name.is_empty() || name.eq_ignore_ascii_case("bye") || name == "轮空" || name == "輪空"
}

/// A cell with its place, already trimmed.
#[derive(Debug, Clone)]
pub(super) struct Cell<'a> {
    pub(super) text: Cow<'a, str>,
    pub(super) line: usize,
    pub(super) column: usize,
}

impl Cell<'_> {
    fn at(text: &str, p: Position) -> Cell<'_> {
        Cell {
            text: Cow::Borrowed(text),
            line: p.line,
            column: p.column,
        }
    }

    pub(super) fn error(&self, problem: Problem) -> InputError {
        InputError::at(self.line, self.column, problem)
    }
}

pub(super) fn parse_round(cell: &Cell) -> Result<u32, InputError> {
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

/// What one row holds: a game (or bye), or a player's withdrawal.
enum Row {
    Game(Game),
    Withdrawal(Withdrawal),
}

/// One row: the pairing, from the names and the result cell.
fn build_game(
    round: u32,
    black: &Cell,
    white: &Cell,
    result: &Cell,
    line: usize,
) -> Result<Row, InputError> {
    let cell = parse_result(&result.text).ok_or_else(|| {
        let text = result.text.to_string();
        result.error(if super::team_read::is_match_score(&text) {
            Problem::MatchScoreNeedsTeams(text)
        } else {
            Problem::UnknownResult(text)
        })
    })?;
    if cell == ResultCell::Withdrawn {
        let named: Vec<&Cell> = [black, white]
            .into_iter()
            .filter(|c| !is_bye_name(&c.text))
            .collect();
        return match named.as_slice() {
            [player] => Ok(Row::Withdrawal(Withdrawal {
                player: player.text.to_string(),
                round,
                line: Some(line),
            })),
            [] => Err(black.error(Problem::EmptyName)),
            _ => Err(result.error(Problem::WithdrawalWithTwoPlayers)),
        };
    }
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
    let game = match (is_bye_name(&black.text), is_bye_name(&white.text)) {
        (true, true) => Err(black.error(Problem::EmptyName)),
        (false, true) => against_bye(black, white, GameResult::BlackWins),
        (true, false) => against_bye(white, black, GameResult::WhiteWins),
        (false, false) => match cell {
            ResultCell::Bye => Err(result.error(Problem::ByeWithTwoPlayers)),
            ResultCell::Withdrawn => Err(result.error(Problem::WithdrawalWithTwoPlayers)),
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
    };
    game.map(Row::Game)
}

/// The system a `# system: swiss` (or `# 赛制：积分编排`) comment line before the
/// first row states, with its line.
pub fn stated_system(text: &str) -> Result<Option<(System, usize)>, InputError> {
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim_start_matches('\u{feff}').trim();
        if trimmed.is_empty() {
            continue;
        }
        let Some(comment) = trimmed.strip_prefix('#') else {
            break;
        };
        let comment = half_width(comment);
        let comment = comment.trim();
        let Some((key, value)) = comment.split_once([':', '：']) else {
            continue;
        };
        let key = key.trim().to_lowercase();
        if !matches!(key.as_str(), "system" | "赛制" | "賽制") {
            continue;
        }
        let value = value.trim();
        return match value.parse::<System>() {
            Ok(system) => Ok(Some((system, i + 1))),
            Err(_) => Err(InputError::at(
                i + 1,
                1,
                Problem::StatedSystem(value.to_string()),
            )),
        };
    }
    Ok(None)
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
        let first = csv::lines(text).next().map_or("", |(_, line)| line.trim());
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
pub(super) enum Column {
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
    pub(super) fn from_header(header: &str) -> Option<Column> {
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

/// One line's cells, errors at their line and column.
pub(super) fn split_line(
    line: &str,
    line_no: usize,
    delimiter: char,
) -> Result<Vec<Cell<'_>>, InputError> {
    let cells = csv::split(line, delimiter).map_err(|e| {
        let problem = match e {
            CsvError::UnclosedQuote(_) => Problem::UnclosedQuote,
            CsvError::TextAfterQuote(_) => Problem::TextAfterQuote,
        };
        InputError::at(line_no, e.column(), problem)
    })?;
    Ok(cells
        .into_iter()
        .map(|c| Cell {
            text: c.text,
            line: line_no,
            column: c.column,
        })
        .collect())
}

/// Reads `round,black,white,result[,black_warnings,white_warnings]` with a header line.
/// Columns may come in any order; other columns (board, notes, ...) are ignored. The
/// delimiter is `,`, tab, `;` or `，`, whichever the header uses. Blank lines, `#`
/// comment lines before the header, rows of empty cells and a UTF-8 byte-order mark are skipped.
pub fn parse_csv(text: &str) -> Result<Results, InputError> {
    parse_csv_skipping(text, &BTreeSet::new())
}

/// As [`parse_csv`], leaving out the rows on the lines in `skip` (a team event's match
/// lines, read on their own).
pub(super) fn parse_csv_skipping(
    text: &str,
    skip: &BTreeSet<usize>,
) -> Result<Results, InputError> {
    let mut lines = csv::lines(text);
    let Some((header_line, header)) = lines.next() else {
        return Err(InputError::at(1, 1, Problem::MissingColumn("round")));
    };
    let delimiter = csv::delimiter(header);
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
    let mut withdrawals = Vec::new();
    for (line_no, line) in lines.filter(|(n, _)| !skip.contains(n)) {
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
        let game = match build_game(round, black, white, result, line_no)? {
            Row::Game(game) => game,
            Row::Withdrawal(w) => {
                withdrawals.push(w);
                continue;
            }
        };
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
    Ok(Results::new(games, warnings)?
        .with_withdrawals(withdrawals)?
        .with_stated_system(stated_system(text)?))
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
        // The reader names no place for a key too long; it is found here.
        let at = e
            .span()
            .map(|s| s.start)
            .or_else(|| crate::nesting::long_key(text));
        InputError::new(
            at.map(|at| line_column(text, at)),
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
    let mut withdrawals = Vec::new();
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
        let game = match build_game(round, &black, &white, &result, round_at.line)? {
            Row::Game(game) => game,
            Row::Withdrawal(w) => {
                withdrawals.push(w);
                continue;
            }
        };
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
    Ok(Results::new(games, warnings)?
        .with_withdrawals(withdrawals)?
        .with_stated_system(stated_system(text)?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::referee::tournament::testing::{order, row, swiss6};
    use crate::referee::tournament::{Ratio, System, TieBreak, standings};
    use proptest::prelude::*;

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
            ("w+F", game(WhiteWinsByForfeit)),
            ("B+F", game(BlackWinsByForfeit)),
            ("0:1 forfeit", game(WhiteWinsByForfeit)),
            ("1-0 弃权", game(BlackWinsByForfeit)),
            ("白弃权", game(BlackWinsByForfeit)),
            ("双方弃权", game(BothForfeit)),
            ("双方判负", game(BothLose)),
            ("雙方判負", game(BothLose)),
            ("1:0", game(BlackWins)),
            ("退赛", Some(ResultCell::Withdrawn)),
            ("withdrawn", Some(ResultCell::Withdrawn)),
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

    const SWISS_CSV: &str = include_str!("../../../tests/fixtures/tournament/swiss-6.csv");
    const RR_TOML: &str = include_str!("../../../tests/fixtures/tournament/round-robin-4.toml");

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
        let text = "\u{feff}# a comment\r\n\
                    Round;Black;White;Result;Board;black_warnings;white_warnings\r\n\
                    1;\"Lee, Sedol\";Ke Jie;B+R;1;;1\r\n\
                    ;;;;;;\r\n\
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

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

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
