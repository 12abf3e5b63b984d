//! Team standings for the command line: the team table, the players' board records and
//! JSON. The tables are built as rows of cells ([`team_table`], [`player_table`]) so
//! that another renderer can take them as they are.

use super::Report;
use super::table::aligned;
use serde::Serialize;

use crate::i18n::{Arg, Localizer};
use crate::referee::tournament::{BoardTally, TeamCriterion, TeamStandings};

/// A table as rows of cells, the header first, and which columns hold numbers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    pub rows: Vec<Vec<String>>,
    pub right: Vec<bool>,
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
    let mut rows = vec![header];
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
    let right = (0..rows[0].len()).map(|c| c != 1).collect();
    Table { rows, right }
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
    let mut rows = vec![header];
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
    let right = (0..rows[0].len()).map(|c| c > 1).collect();
    Table { rows, right }
}

fn teams_text(s: &TeamStandings, l: &Localizer) -> String {
    let table = team_table(s, l);
    let mut out = aligned(&table.rows, &table.right);
    out.push('\n');
    out.push_str(&l.format(
        "teams-order",
        &[
            ("rounds", Arg::from(s.rounds)),
            ("boards", Arg::from(s.boards)),
        ],
    ));
    out.push('\n');
    let tied = s.teams.windows(2).any(|w| w[0].rank == w[1].rank);
    if tied {
        out.push_str(&l.text("teams-still-tied"));
        out.push('\n');
    }
    out.push('\n');
    out.push_str(&l.text("teams-players-title"));
    out.push('\n');
    let players = player_table(s, l);
    out.push_str(&aligned(&players.rows, &players.right));
    out
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

impl Report for TeamStandingsReport<'_> {
    fn text(&self, l: &Localizer) -> String {
        teams_text(self.0, l)
    }

    fn json(&self, _l: &Localizer) -> String {
        teams_json(self.0)
    }
}
