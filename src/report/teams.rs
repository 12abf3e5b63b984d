//! Team standings for the command line: the team table, the players' board records and
//! JSON. The tables ([`team_table`], [`player_table`]) go to every format `--format`
//! writes.

use super::Report;
use super::post::{Column, Format, Page, Table, Tables, render};
use serde::Serialize;

use crate::i18n::{Arg, Localizer};
use crate::referee::tournament::{BoardTally, TeamCriterion, TeamStandings};

/// Columns from their headers: the `left` ones are text, the others numbers.
fn columns(headers: Vec<String>, left: &[usize]) -> Vec<Column> {
    headers
        .into_iter()
        .enumerate()
        .map(|(c, h)| {
            if left.contains(&c) {
                Column::left(h)
            } else {
                Column::right(h)
            }
        })
        .collect()
}

/// `won/played` on one board, or nothing when the board was not played.
fn tally_text(t: &BoardTally) -> String {
    if t.played == 0 {
        String::new()
    } else {
        format!("{}/{}", t.won, t.played)
    }
}

fn board_header(l: &Localizer, board: u32) -> String {
    l.format("teams-header-board", &[("board", Arg::from(board))])
}

/// The boards whose win rates had to be compared, in order.
fn deciding_boards(s: &TeamStandings) -> Vec<u32> {
    s.deciding
        .iter()
        .filter_map(|c| match c {
            TeamCriterion::Board(k) => Some(*k),
            _ => None,
        })
        .collect()
}

/// Rank, team, matches W/D/L, 场分, 局分; 直胜 when it was needed, and the records on
/// the boards whose win rates were compared (`won/played`).
pub fn team_table(s: &TeamStandings, l: &Localizer) -> Table {
    let direct = s.deciding.contains(&TeamCriterion::Direct);
    let boards = deciding_boards(s);
    let mut header: Vec<String> = [
        "standings-header-rank",
        "teams-header-team",
        "teams-header-matches",
        "standings-header-wins",
        "standings-header-draws",
        "standings-header-losses",
        "teams-match-points",
        "teams-board-points",
    ]
    .iter()
    .map(|id| l.text(id))
    .collect();
    if direct {
        header.push(l.text("tiebreak-direct"));
    }
    header.extend(boards.iter().map(|&k| board_header(l, k)));
    let mut rows = Vec::new();
    for t in &s.teams {
        let mut row = vec![
            t.rank.to_string(),
            t.team.clone(),
            t.matches.to_string(),
            t.wins.to_string(),
            t.draws.to_string(),
            t.losses.to_string(),
            t.match_points.to_string(),
            t.board_points.to_string(),
        ];
        if direct {
            row.push(t.direct.map(|d| d.to_string()).unwrap_or_default());
        }
        row.extend(boards.iter().map(|&k| tally_text(&t.board(k))));
        rows.push(row);
    }
    let mut notes = vec![l.format(
        "teams-order",
        &[
            ("rounds", Arg::from(s.rounds)),
            ("boards", Arg::from(s.boards)),
        ],
    )];
    if s.teams.windows(2).any(|w| w[0].rank == w[1].rank) {
        notes.push(l.text("teams-still-tied"));
    }
    Table {
        title: None,
        columns: columns(header, &[1]),
        rows,
        notes,
    }
}

/// Each player's board record: team, player, games, W/D/L, then `won/played` on each
/// board, in the order of the team table and the teams file.
pub fn player_table(s: &TeamStandings, l: &Localizer) -> Table {
    let mut header: Vec<String> = [
        "teams-header-team",
        "standings-header-name",
        "standings-header-games",
        "standings-header-wins",
        "standings-header-draws",
        "standings-header-losses",
    ]
    .iter()
    .map(|id| l.text(id))
    .collect();
    header.extend((1..=s.boards).map(|k| board_header(l, k)));
    let mut rows = Vec::new();
    for t in &s.teams {
        for p in &t.players {
            let mut row = vec![
                t.team.clone(),
                p.name.clone(),
                p.total.played.to_string(),
                p.total.won.to_string(),
                p.total.drawn.to_string(),
                p.total.lost().to_string(),
            ];
            row.extend((1..=s.boards).map(|k| {
                p.boards
                    .iter()
                    .find(|b| b.board == k)
                    .map(tally_text)
                    .unwrap_or_default()
            }));
            rows.push(row);
        }
    }
    Table {
        title: Some(l.text("teams-players-title")),
        columns: columns(header, &[0, 1]),
        rows,
        notes: Vec::new(),
    }
}

#[derive(Serialize)]
struct TallyJson {
    board: u32,
    played: u32,
    won: u32,
    drawn: u32,
    lost: u32,
}

impl From<&BoardTally> for TallyJson {
    fn from(t: &BoardTally) -> TallyJson {
        TallyJson {
            board: t.board,
            played: t.played,
            won: t.won,
            drawn: t.drawn,
            lost: t.lost(),
        }
    }
}

#[derive(Serialize)]
struct PlayerJson<'a> {
    name: &'a str,
    played: u32,
    won: u32,
    drawn: u32,
    lost: u32,
    boards: Vec<TallyJson>,
}

#[derive(Serialize)]
struct TeamJson<'a> {
    rank: usize,
    team: &'a str,
    match_points: u32,
    board_points: u32,
    matches: u32,
    wins: u32,
    draws: u32,
    losses: u32,
    board_wins: u32,
    direct: Option<u32>,
    boards: Vec<TallyJson>,
    players: Vec<PlayerJson<'a>>,
}

/// `rules standings --teams --json`: an array, best first, of `{"rank":1,"team":"…",
/// "match_points":4,"board_points":14,"matches":3,"wins":2,"draws":0,"losses":1,
/// "board_wins":7,"direct":3|null,"boards":[{"board":1,"played":3,"won":2,"drawn":0,
/// "lost":1}],"players":[{"name":"…","played":3,"won":2,"drawn":0,"lost":1,"boards":[…]}]}`.
fn teams_json(s: &TeamStandings) -> String {
    let rows: Vec<TeamJson> = s
        .teams
        .iter()
        .map(|t| TeamJson {
            rank: t.rank,
            team: &t.team,
            match_points: t.match_points,
            board_points: t.board_points,
            matches: t.matches,
            wins: t.wins,
            draws: t.draws,
            losses: t.losses,
            board_wins: t.board_wins,
            direct: t.direct,
            boards: t.boards.iter().map(TallyJson::from).collect(),
            players: t
                .players
                .iter()
                .map(|p| PlayerJson {
                    name: &p.name,
                    played: p.total.played,
                    won: p.total.won,
                    drawn: p.total.drawn,
                    lost: p.total.lost(),
                    boards: p.boards.iter().map(TallyJson::from).collect(),
                })
                .collect(),
        })
        .collect();
    serde_json::to_string(&rows).unwrap_or_default()
}

/// `rules standings --teams`: the team table and the players' board records.
pub struct TeamStandingsReport<'a>(pub &'a TeamStandings);

impl Tables for TeamStandingsReport<'_> {
    fn tables(&self, l: &Localizer) -> Vec<Table> {
        vec![team_table(self.0, l), player_table(self.0, l)]
    }
}

impl Report for TeamStandingsReport<'_> {
    fn text(&self, l: &Localizer) -> String {
        render(&self.tables(l), Format::Text, &Page::new(None, l))
    }

    fn json(&self, _l: &Localizer) -> String {
        teams_json(self.0)
    }
}
