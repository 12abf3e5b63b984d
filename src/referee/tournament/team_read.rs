//! Reading a team event: the teams file (`team,player`, one player a line) and the
//! results with match lines (`1,甲队,乙队,3-1`) and a board column, every error at its
//! line and column.

use std::collections::{BTreeMap, BTreeSet};

use super::read::{Cell, Column, half_width, is_bye_name, parse_csv_skipping, parse_round};
use super::{
    Format, InputError, MAX_BOARD, MatchLine, MatchScore, Position, Problem, TeamResults, Teams,
    parse_toml,
};
use crate::csv::{self, CsvError};

fn csv_error(e: CsvError, line: usize) -> InputError {
    let problem = match e {
        CsvError::UnclosedQuote(_) => Problem::UnclosedQuote,
        CsvError::TextAfterQuote(_) => Problem::TextAfterQuote,
    };
    InputError::at(line, e.column(), problem)
}

/// Which column of a teams file a header cell names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum TeamColumn {
    Team,
    Player,
}

fn team_column(header: &str) -> Option<TeamColumn> {
    match header.trim().to_lowercase().as_str() {
        "team" | "队" | "队名" | "队伍" | "球队" | "团队" | "隊" | "隊名" | "隊伍" | "團隊"
        | "代表队" | "代表隊" => Some(TeamColumn::Team),
        "player" | "name" | "棋手" | "姓名" | "选手" | "選手" | "队员" | "隊員" => {
            Some(TeamColumn::Player)
        }
        _ => None,
    }
}

/// Reads a teams file: CSV `team,player`, one player a line, in board order within a
/// team if the referee wishes (the order is kept). A first line naming the columns
/// (`team,player`, `队名,棋手`, in either order) is a header. A player on two teams, a
/// player listed twice and a name used for a team and a player are errors.
pub fn parse_teams(text: &str) -> Result<Teams, InputError> {
    let mut lines = csv::lines(text).peekable();
    let Some(&(first_no, first)) = lines.peek() else {
        return Err(InputError::at(1, 1, Problem::NoTeams));
    };
    let delimiter = csv::delimiter(first);
    let first_cells = csv::split(first, delimiter).map_err(|e| csv_error(e, first_no))?;
    let named: Vec<Option<TeamColumn>> = first_cells.iter().map(|c| team_column(&c.text)).collect();
    let (team_at, player_at, has_header) = if named.iter().any(Option::is_some) {
        lines.next();
        let find = |col: TeamColumn, name: &'static str| {
            named
                .iter()
                .position(|c| *c == Some(col))
                .ok_or_else(|| InputError::at(first_no, 1, Problem::MissingColumn(name)))
        };
        (
            find(TeamColumn::Team, "team")?,
            find(TeamColumn::Player, "player")?,
            true,
        )
    } else {
        (0, 1, false)
    };
    let mut teams = Teams::default();
    for (line_no, line) in lines {
        let cells = csv::split(line, delimiter).map_err(|e| csv_error(e, line_no))?;
        if cells.iter().all(|c| c.text.is_empty()) {
            continue;
        }
        if !has_header && let Some(extra) = cells.iter().skip(2).find(|c| !c.text.is_empty()) {
            return Err(InputError::at(line_no, extra.column, Problem::ExtraField));
        }
        let end = line.chars().count() + 1;
        let team = cells.get(team_at).filter(|c| !c.text.is_empty());
        let Some(team) = team else {
            let column = cells.get(team_at).map_or(end, |c| c.column);
            return Err(InputError::at(line_no, column, Problem::EmptyTeam));
        };
        let Some(player) = cells.get(player_at).filter(|c| !c.text.is_empty()) else {
            let column = cells.get(player_at).map_or(end, |c| c.column);
            return Err(InputError::at(line_no, column, Problem::EmptyName));
        };
        let at = Position {
            line: line_no,
            column: player.column,
        };
        teams.add(&team.text, &player.text, at)?;
    }
    if teams.teams().is_empty() {
        return Err(InputError::at(first_no, 1, Problem::NoTeams));
    }
    Ok(teams)
}

/// One side of a match score: `3`, `2.5`, `2½`, `½`, in halves.
fn score_halves(text: &str) -> Option<u32> {
    let (whole, half) = if let Some(w) = text.strip_suffix('½') {
        (w, 1)
    } else if let Some(w) = text.strip_suffix(".5") {
        (w, 1)
    } else {
        (text.strip_suffix(".0").unwrap_or(text), 0)
    };
    let whole = if whole.is_empty() && half == 1 {
        0
    } else if !whole.is_empty() && whole.len() <= 4 && whole.bytes().all(|b| b.is_ascii_digit()) {
        whole.parse::<u32>().ok()?
    } else {
        return None;
    };
    Some(whole * 2 + half)
}

/// A match score: `3-1`, `3:1`, `3比1`, `2.5-1.5`, `6-2` (board points), full-width too.
fn parse_score(text: &str) -> Option<MatchScore> {
    let normal: String = half_width(text)
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| {
            if matches!(c, ':' | '比' | '—' | '–') {
                '-'
            } else {
                c
            }
        })
        .collect();
    let (a, b) = normal.split_once('-')?;
    Some(MatchScore {
        halves: (score_halves(a)?, score_halves(b)?),
    })
}

/// Whether a result cell that is no game result reads as a match score (`3-1`).
pub(super) fn is_match_score(text: &str) -> bool {
    parse_score(text).is_some()
}

/// Board-column headers.
fn is_board_header(header: &str) -> bool {
    matches!(
        header.trim().to_lowercase().as_str(),
        "board" | "bd" | "table" | "台" | "台次" | "台号" | "台號" | "棋台"
    )
}

/// Reads a team event's results. CSV: the individual results file (`round,black,white,
/// result`), where a row naming two teams of `teams` is a match line whose result is the
/// match score (`3-1`, checked against its boards), and an optional `board` (台次)
/// column numbers the boards; without it a match's boards are numbered in the order
/// they come. TOML: `[[game]]` tables, boards in the order they come, no match lines.
pub fn parse_team_results(
    text: &str,
    format: Format,
    teams: &Teams,
) -> Result<TeamResults, InputError> {
    if format == Format::Toml {
        return Ok(TeamResults {
            results: parse_toml(text)?,
            ..TeamResults::default()
        });
    }
    let mut skip = BTreeSet::new();
    let mut matches = Vec::new();
    let mut boards = BTreeMap::new();
    let mut lines = csv::lines(text);
    if let Some((_, header)) = lines.next() {
        let delimiter = csv::delimiter(header);
        // A header that cannot be read is reported by the results reader below.
        let header = csv::split(header, delimiter).unwrap_or_default();
        let column = |c: Column| {
            header
                .iter()
                .position(|h| Column::from_header(&h.text) == Some(c))
        };
        let board_at = header.iter().position(|h| is_board_header(&h.text));
        let (round_at, black_at, white_at, result_at) = (
            column(Column::Round),
            column(Column::Black),
            column(Column::White),
            column(Column::Result),
        );
        for (line_no, line) in lines {
            let Ok(cells) = csv::split(line, delimiter) else {
                continue; // reported by the results reader
            };
            let cell = |i: Option<usize>| {
                i.and_then(|i| cells.get(i)).map(|c| Cell {
                    text: c.text.clone(),
                    line: line_no,
                    column: c.column,
                })
            };
            let (Some(round), Some(black), Some(white), Some(result)) = (
                cell(round_at),
                cell(black_at),
                cell(white_at),
                cell(result_at),
            ) else {
                continue;
            };
            let (black_team, white_team) = (teams.is_team(&black.text), teams.is_team(&white.text));
            match (black_team, white_team) {
                (true, true) => {
                    let round = parse_round(&round)?;
                    if black.text == white.text {
                        return Err(white.error(Problem::SelfPlay(white.text.to_string())));
                    }
                    let score = parse_score(&result.text).ok_or_else(|| {
                        result.error(Problem::BadMatchScore(result.text.to_string()))
                    })?;
                    matches.push(MatchLine {
                        round,
                        first: black.text.to_string(),
                        second: white.text.to_string(),
                        score,
                        written: result.text.to_string(),
                        at: Position {
                            line: line_no,
                            column: result.column,
                        },
                    });
                    skip.insert(line_no);
                    continue;
                }
                (true, false) | (false, true) => {
                    let (team, other) = if black_team {
                        (&black, &white)
                    } else {
                        (&white, &black)
                    };
                    return Err(if is_bye_name(&other.text) {
                        team.error(Problem::TeamBye(team.text.to_string()))
                    } else {
                        team.error(Problem::TeamAgainstPlayer(team.text.to_string()))
                    });
                }
                (false, false) => {}
            }
            if let Some(board) = cell(board_at).filter(|c| !c.text.is_empty()) {
                let digits = half_width(&board.text);
                let digits = digits.trim();
                let n = (digits.len() <= 3 && digits.bytes().all(|b| b.is_ascii_digit()))
                    .then(|| digits.parse::<u32>().ok())
                    .flatten()
                    .filter(|n| (1..=MAX_BOARD).contains(n))
                    .ok_or_else(|| board.error(Problem::BadBoard(board.text.to_string())))?;
                let at = Position {
                    line: line_no,
                    column: board.column,
                };
                boards.insert(line_no, (n, at));
            }
        }
    }
    Ok(TeamResults {
        results: parse_csv_skipping(text, &skip)?,
        matches,
        boards,
    })
}
