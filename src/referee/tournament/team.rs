//! Team events: board points (局分) summed into match points (场分) per match, and the
//! team standings: 场分, then 局分, then 直胜 (boards won among the teams still tied),
//! then each board's win rate from board 1 down, with every player's board record.
//! See docs/rules.md, Team events, for the order and where each step comes from.

use std::collections::{BTreeMap, HashMap};

use super::{GameResult, InputError, Pairing, Position, Problem, Ratio, Results};

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

/// The teams file: each team and its players, in the order listed.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Teams {
    teams: Vec<TeamEntry>,
    /// player → index in `teams`
    of: HashMap<String, usize>,
}

/// One team of the teams file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamEntry {
    pub name: String,
    pub players: Vec<String>,
    /// The line the team is first named on.
    pub line: usize,
}

impl Teams {
    /// Adds `player` to `team` (the team is created at its first line). A player on
    /// two teams, a player listed twice and a name that is both a team and a player are
    /// errors at `at`.
    pub fn add(&mut self, team: &str, player: &str, at: Position) -> Result<(), InputError> {
        let error = |problem| Err(InputError::new(Some(at), problem));
        if let Some(&i) = self.of.get(player) {
            let first = &self.teams[i];
            if first.name == team {
                return error(Problem::DuplicatePlayer(player.to_string()));
            }
            return error(Problem::OnTwoTeams {
                player: player.to_string(),
                team: team.to_string(),
                first_team: first.name.clone(),
                first_line: first.line,
            });
        }
        if self.of.contains_key(team) {
            return error(Problem::TeamNameIsPlayer(team.to_string()));
        }
        if self.is_team(player) || team == player {
            return error(Problem::TeamNameIsPlayer(player.to_string()));
        }
        let index = match self.index(team) {
            Some(i) => i,
            None => {
                self.teams.push(TeamEntry {
                    name: team.to_string(),
                    players: Vec::new(),
                    line: at.line,
                });
                self.teams.len() - 1
            }
        };
        self.teams[index].players.push(player.to_string());
        self.of.insert(player.to_string(), index);
        Ok(())
    }

    pub fn teams(&self) -> &[TeamEntry] {
        &self.teams
    }

    pub fn is_team(&self, name: &str) -> bool {
        self.index(name).is_some()
    }

    /// The team `player` plays for.
    pub fn team_of(&self, player: &str) -> Option<&str> {
        self.of.get(player).map(|&i| self.teams[i].name.as_str())
    }

    fn index(&self, team: &str) -> Option<usize> {
        self.teams.iter().position(|t| t.name == team)
    }
}

/// A match score as written on a match line, in halves: `3-1` is (6, 2), `2.5-1.5` is
/// (5, 3). It may count boards won (the two sides add up to the boards) or board points
/// (they add up to twice the boards).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MatchScore {
    pub halves: (u32, u32),
}

/// A match line of a results file: two teams and the match score, checked against the
/// boards' games of that round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MatchLine {
    pub round: u32,
    pub first: String,
    pub second: String,
    pub score: MatchScore,
    /// The score as written, for messages.
    pub written: String,
    /// The place of the score.
    pub at: Position,
}

/// A team event's results as read: the games (every board's game), the match lines,
/// and the board number a line gives (line → board and the place of the number).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TeamResults {
    pub results: Results,
    pub matches: Vec<MatchLine>,
    pub boards: BTreeMap<usize, (u32, Position)>,
}

/// Games on one board number: played, won, drawn (lost is the rest).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct BoardTally {
    pub board: u32,
    pub played: u32,
    pub won: u32,
    pub drawn: u32,
}

impl BoardTally {
    pub const fn lost(&self) -> u32 {
        self.played - self.won - self.drawn
    }

    fn add(&mut self, points: u32) {
        self.played += 1;
        match points {
            2 => self.won += 1,
            1 => self.drawn += 1,
            _ => {}
        }
    }

    /// Won ÷ played, exactly; 0 when nothing was played.
    pub fn win_rate(&self) -> Ratio {
        Ratio::new(i64::from(self.won), i64::from(self.played)).unwrap_or(Ratio::ZERO)
    }
}

/// A player's board record: every board game (a forfeit included), and by board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerRecord {
    pub name: String,
    pub total: BoardTally,
    /// One entry per board number played, in board order.
    pub boards: Vec<BoardTally>,
}

/// One line of the team standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamStanding {
    /// 1-based; teams equal on every criterion share a rank (1, 2, 2, 4).
    pub rank: usize,
    pub team: String,
    pub matches: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// 场分: 2 a match won, 1 drawn, 0 lost.
    pub match_points: u32,
    /// 局分: 2 a board won, 1 drawn, 0 lost, summed over every match.
    pub board_points: u32,
    /// Boards won over every match.
    pub board_wins: u32,
    /// 直胜: boards won in the matches among the teams equal on 场分 and 局分, when
    /// there were such teams.
    pub direct: Option<u32>,
    /// The team's games by board number (the win rates compared after 直胜).
    pub boards: Vec<BoardTally>,
    /// The players in the teams file's order, those without a game included.
    pub players: Vec<PlayerRecord>,
}

impl TeamStanding {
    /// The team's record on board `board` (empty if never played).
    pub fn board(&self, board: u32) -> BoardTally {
        self.boards
            .iter()
            .find(|b| b.board == board)
            .copied()
            .unwrap_or(BoardTally {
                board,
                ..BoardTally::default()
            })
    }
}

/// A ranking key of the team standings, in the order applied.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TeamCriterion {
    MatchPoints,
    BoardPoints,
    Direct,
    /// The win rate on this board (board 1 first).
    Board(u32),
}

/// The ranked table of a team event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamStandings {
    pub rounds: u32,
    /// The highest board number played.
    pub boards: u32,
    /// The criteria that had to separate equal teams beyond 场分 and 局分, in order
    /// (empty when those two were enough).
    pub deciding: Vec<TeamCriterion>,
    pub teams: Vec<TeamStanding>,
}

/// One board's game, with the teams of its two players.
struct BoardGame<'a> {
    board: u32,
    line: usize,
    black: &'a str,
    white: &'a str,
    result: GameResult,
    black_team: usize,
    white_team: usize,
}

/// One match: two teams (teams-file order) in one round.
struct Match<'a> {
    teams: (usize, usize),
    boards: Vec<BoardGame<'a>>,
}

impl Match<'_> {
    /// Board points and boards won by `team` and its opponent, and draws.
    fn tally(&self, team: usize) -> MatchTally {
        let mut t = MatchTally::default();
        for b in &self.boards {
            let (pb, pw) = b.result.points();
            let (mine, theirs) = if b.black_team == team {
                (pb, pw)
            } else {
                (pw, pb)
            };
            t.points += mine;
            t.their_points += theirs;
            t.wins += u32::from(mine == 2);
            t.their_wins += u32::from(theirs == 2);
            t.draws += u32::from(mine == 1 && theirs == 1);
        }
        t
    }

    fn opponent(&self, team: usize) -> usize {
        if self.teams.0 == team {
            self.teams.1
        } else {
            self.teams.0
        }
    }
}

#[derive(Debug, Default, Clone, Copy)]
struct MatchTally {
    points: u32,
    their_points: u32,
    wins: u32,
    their_wins: u32,
    draws: u32,
}

/// `5` halves → `2.5`, `6` → `3`.
fn halves_text(halves: u32) -> String {
    if halves.is_multiple_of(2) {
        (halves / 2).to_string()
    } else {
        format!("{}.5", halves / 2)
    }
}

/// Groups the boards' games into matches and checks them: every player on a team,
/// the two players of a board on different teams, a team in one match a round, a board
/// number once a match, and each match line's score equal to what its boards give.
fn matches<'a>(read: &'a TeamResults, teams: &Teams) -> Result<Vec<Match<'a>>, InputError> {
    let mut matches: Vec<Match> = Vec::new();
    let mut by_key: HashMap<(u32, usize, usize), usize> = HashMap::new();
    // (round, team) → (match, the line it was first seen on)
    let mut team_round: HashMap<(u32, usize), (usize, usize)> = HashMap::new();
    for game in read.results.games() {
        let line = game.line().unwrap_or(0);
        let (black, white, result) = match &game.pairing {
            Pairing::Bye { player } => {
                return Err(InputError::new(
                    game.at(false),
                    Problem::TeamBye(player.clone()),
                ));
            }
            Pairing::Played {
                black,
                white,
                result,
            } => (black.as_str(), white.as_str(), *result),
        };
        let team_of = |name: &str, white_side: bool| {
            teams.of.get(name).copied().ok_or_else(|| {
                InputError::new(game.at(white_side), Problem::NotInTeam(name.to_string()))
            })
        };
        let (black_team, white_team) = (team_of(black, false)?, team_of(white, true)?);
        if black_team == white_team {
            return Err(InputError::new(
                game.at(true),
                Problem::SameTeam {
                    first: black.to_string(),
                    second: white.to_string(),
                    team: teams.teams[black_team].name.clone(),
                },
            ));
        }
        let pair = (black_team.min(white_team), black_team.max(white_team));
        let key = (game.round, pair.0, pair.1);
        let index = match by_key.get(&key) {
            Some(&i) => i,
            None => {
                for team in [black_team, white_team] {
                    if let Some(&(_, first_line)) = team_round.get(&(game.round, team)) {
                        return Err(InputError::new(
                            game.at(team == white_team),
                            Problem::TeamTwoMatches {
                                team: teams.teams[team].name.clone(),
                                round: game.round,
                                first_line,
                            },
                        ));
                    }
                }
                matches.push(Match {
                    teams: pair,
                    boards: Vec::new(),
                });
                let i = matches.len() - 1;
                by_key.insert(key, i);
                team_round.insert((game.round, black_team), (i, line));
                team_round.insert((game.round, white_team), (i, line));
                i
            }
        };
        let boards = &mut matches[index].boards;
        let (board, at) = match read.boards.get(&line) {
            Some(&(n, at)) => (n, Some(at)),
            None => (
                u32::try_from(boards.len() + 1).unwrap_or(u32::MAX),
                game.at(false),
            ),
        };
        if let Some(first) = boards.iter().find(|b| b.board == board) {
            return Err(InputError::new(
                at,
                Problem::BoardTwice {
                    board,
                    first_line: first.line,
                },
            ));
        }
        boards.push(BoardGame {
            board,
            line,
            black,
            white,
            result,
            black_team,
            white_team,
        });
    }
    let mut stated: HashMap<(u32, usize), usize> = HashMap::new();
    for m in &read.matches {
        let error = |problem| Err(InputError::new(Some(m.at), problem));
        let (Some(first), Some(second)) = (teams.index(&m.first), teams.index(&m.second)) else {
            return error(Problem::NotInTeam(m.first.clone()));
        };
        for team in [first, second] {
            if let Some(&first_line) = stated.get(&(m.round, team)) {
                return error(Problem::TeamTwoMatches {
                    team: teams.teams[team].name.clone(),
                    round: m.round,
                    first_line,
                });
            }
            stated.insert((m.round, team), m.at.line);
        }
        let key = (m.round, first.min(second), first.max(second));
        let Some(found) = by_key.get(&key).map(|&i| &matches[i]) else {
            // The boards may have been entered against another team.
            if let Some(&(_, first_line)) = team_round.get(&(m.round, first)) {
                return error(Problem::TeamTwoMatches {
                    team: m.first.clone(),
                    round: m.round,
                    first_line,
                });
            }
            return error(Problem::MatchWithoutBoards {
                first: m.first.clone(),
                second: m.second.clone(),
                round: m.round,
            });
        };
        let n = u32::try_from(found.boards.len()).unwrap_or(u32::MAX);
        let t = found.tally(first);
        let (a, b) = m.score.halves;
        let counted = if a + b == 4 * n && n > 0 {
            (2 * t.points, 2 * t.their_points)
        } else {
            (2 * t.wins + t.draws, 2 * t.their_wins + t.draws)
        };
        if counted != m.score.halves {
            return error(Problem::ScoreMismatch {
                stated: m.written.clone(),
                counted: format!("{}-{}", halves_text(counted.0), halves_text(counted.1)),
                boards: n,
            });
        }
    }
    for m in &mut matches {
        m.boards.sort_by_key(|b| b.board);
    }
    Ok(matches)
}

/// What each team did, gathered once.
#[derive(Debug, Default, Clone)]
struct TeamRecord {
    matches: u32,
    wins: u32,
    draws: u32,
    losses: u32,
    match_points: u32,
    board_points: u32,
    board_wins: u32,
    /// (opponent, boards won against it) per match
    against: Vec<(usize, u32)>,
    boards: BTreeMap<u32, BoardTally>,
}

/// Ranks the teams: 场分, then 局分, then 直胜 (boards won in the matches among exactly
/// the teams still tied), then the win rate on board 1, board 2, … Teams still equal
/// share a rank (a play-off or lots, if the event needs one order, is the organiser's).
pub fn team_standings(read: &TeamResults, teams: &Teams) -> Result<TeamStandings, InputError> {
    let matches = matches(read, teams)?;
    let mut records = vec![TeamRecord::default(); teams.teams.len()];
    let mut players: HashMap<&str, (BoardTally, BTreeMap<u32, BoardTally>)> = HashMap::new();
    for m in &matches {
        for team in [m.teams.0, m.teams.1] {
            let t = m.tally(team);
            let r = &mut records[team];
            let (won, drawn, lost, points) = match t.points.cmp(&t.their_points) {
                std::cmp::Ordering::Greater => (1, 0, 0, 2),
                std::cmp::Ordering::Equal => (0, 1, 0, 1),
                std::cmp::Ordering::Less => (0, 0, 1, 0),
            };
            r.matches += 1;
            r.wins += won;
            r.draws += drawn;
            r.losses += lost;
            r.match_points += points;
            r.board_points += t.points;
            r.board_wins += t.wins;
            r.against.push((m.opponent(team), t.wins));
        }
        for b in &m.boards {
            let (pb, pw) = b.result.points();
            for (name, team, points) in [(b.black, b.black_team, pb), (b.white, b.white_team, pw)] {
                let empty = BoardTally {
                    board: b.board,
                    ..BoardTally::default()
                };
                records[team]
                    .boards
                    .entry(b.board)
                    .or_insert(empty)
                    .add(points);
                let (total, by_board) = players.entry(name).or_default();
                total.add(points);
                by_board.entry(b.board).or_insert(empty).add(points);
            }
        }
    }
    let max_board = records
        .iter()
        .flat_map(|r| r.boards.keys().copied())
        .max()
        .unwrap_or(0);

    let direct = |p: usize, group: &[usize]| -> u32 {
        records[p]
            .against
            .iter()
            .filter(|(o, _)| group.contains(o))
            .map(|(_, w)| w)
            .sum()
    };
    let value = |key: TeamCriterion, p: usize, group: &[usize]| -> Ratio {
        let r = &records[p];
        match key {
            TeamCriterion::MatchPoints => Ratio::integer(i64::from(r.match_points)),
            TeamCriterion::BoardPoints => Ratio::integer(i64::from(r.board_points)),
            TeamCriterion::Direct => Ratio::integer(i64::from(direct(p, group))),
            TeamCriterion::Board(k) => r.boards.get(&k).map_or(Ratio::ZERO, BoardTally::win_rate),
        }
    };
    let mut criteria = vec![
        TeamCriterion::MatchPoints,
        TeamCriterion::BoardPoints,
        TeamCriterion::Direct,
    ];
    criteria.extend((1..=max_board).map(TeamCriterion::Board));

    let mut direct_of: Vec<Option<u32>> = vec![None; records.len()];
    let mut deciding = Vec::new();
    let mut groups: Vec<Vec<usize>> = vec![(0..records.len()).collect()]; // file order
    for key in criteria {
        if groups.iter().all(|g| g.len() == 1) {
            break;
        }
        let mut next = Vec::with_capacity(groups.len());
        for group in groups {
            if group.len() == 1 {
                next.push(group);
                continue;
            }
            if !matches!(key, TeamCriterion::MatchPoints | TeamCriterion::BoardPoints)
                && !deciding.contains(&key)
            {
                deciding.push(key);
            }
            let mut valued: Vec<(usize, Ratio)> =
                group.iter().map(|&p| (p, value(key, p, &group))).collect();
            if key == TeamCriterion::Direct {
                for &(p, v) in &valued {
                    direct_of[p] = u32::try_from(v.numer()).ok();
                }
            }
            valued.sort_by_key(|v| std::cmp::Reverse(v.1)); // stable: equal teams keep file order
            for chunk in valued.chunk_by(|a, b| a.1 == b.1) {
                next.push(chunk.iter().map(|(p, _)| *p).collect());
            }
        }
        groups = next;
    }

    let mut table = Vec::with_capacity(records.len());
    for group in &groups {
        let rank = table.len() + 1;
        for &p in group {
            let r = &records[p];
            let entry = &teams.teams[p];
            table.push(TeamStanding {
                rank,
                team: entry.name.clone(),
                matches: r.matches,
                wins: r.wins,
                draws: r.draws,
                losses: r.losses,
                match_points: r.match_points,
                board_points: r.board_points,
                board_wins: r.board_wins,
                direct: direct_of[p],
                boards: r.boards.values().copied().collect(),
                players: entry
                    .players
                    .iter()
                    .map(|name| {
                        let (total, boards) =
                            players.get(name.as_str()).cloned().unwrap_or_default();
                        PlayerRecord {
                            name: name.clone(),
                            total,
                            boards: boards.into_values().collect(),
                        }
                    })
                    .collect(),
            });
        }
    }
    Ok(TeamStandings {
        rounds: read.results.rounds(),
        boards: max_board,
        deciding,
        teams: table,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::referee::tournament::{Format, Game, parse_team_results, parse_teams};

    const TEAMS: &str = include_str!("../../../docs/examples/teams.csv");
    const RESULTS: &str = include_str!("../../../docs/examples/team-results.csv");

    /// Teams `T1`, `T2`, … of `size` players `T1a`, `T1b`, …
    fn teams(count: usize, size: usize) -> Teams {
        let mut teams = Teams::default();
        for t in 1..=count {
            for p in 0..size {
                let player = format!("T{t}{}", char::from(b'a' + p as u8));
                let at = Position { line: 1, column: 1 };
                teams.add(&format!("T{t}"), &player, at).unwrap();
            }
        }
        teams
    }

    fn read(games: Vec<Game>) -> TeamResults {
        TeamResults {
            results: Results::new(games, BTreeMap::new()).unwrap(),
            ..TeamResults::default()
        }
    }

    #[test]
    fn the_four_team_round_robin_ranks_by_match_then_board_points_then_direct() {
        let teams = parse_teams(TEAMS).unwrap();
        let read = parse_team_results(RESULTS, Format::Csv, &teams).unwrap();
        let s = team_standings(&read, &teams).unwrap();
        let rows: Vec<(usize, &str, u32, u32, Option<u32>)> = s
            .teams
            .iter()
            .map(|t| {
                (
                    t.rank,
                    t.team.as_str(),
                    t.match_points,
                    t.board_points,
                    t.direct,
                )
            })
            .collect();
        // 北京 and 上海 tie on 场分 and 局分; 北京 won their match 3-1 (直胜). 四川 and 广东
        // tie on 场分; 局分 12 against 8 decides.
        assert_eq!(
            rows,
            [
                (1, "北京队", 4, 14, Some(3)),
                (2, "上海队", 4, 14, Some(1)),
                (3, "四川队", 2, 12, None),
                (4, "广东队", 2, 8, None),
            ]
        );
        assert_eq!(s.deciding, [TeamCriterion::Direct]);
        assert_eq!((s.rounds, s.boards), (3, 4));
        let li = &s.teams[0].players[0];
        assert_eq!(li.name, "李明");
        assert_eq!((li.total.played, li.total.won, li.total.lost()), (3, 2, 1));
        assert_eq!(li.boards.len(), 1);
        assert_eq!(li.boards[0].board, 1);
    }

    #[test]
    fn further_ties_go_to_the_boards_in_order_then_share_a_rank() {
        use GameResult::*;
        // (games, order, ranks, the criteria that were needed)
        type Case = (Vec<Game>, Vec<&'static str>, Vec<usize>, Vec<TeamCriterion>);
        let cases: Vec<Case> = vec![
            // 1-1: T2 won board 1, T1 board 2; all else equal → board 1 decides.
            (
                vec![
                    Game::played(1, "T1a", "T2a", WhiteWins),
                    Game::played(1, "T2b", "T1b", WhiteWins),
                ],
                vec!["T2", "T1"],
                vec![1, 2],
                vec![TeamCriterion::Direct, TeamCriterion::Board(1)],
            ),
            // Both boards drawn: equal on everything, one rank.
            (
                vec![
                    Game::played(1, "T1a", "T2a", Draw),
                    Game::played(1, "T2b", "T1b", Draw),
                ],
                vec!["T1", "T2"],
                vec![1, 1],
                vec![
                    TeamCriterion::Direct,
                    TeamCriterion::Board(1),
                    TeamCriterion::Board(2),
                ],
            ),
            // A win 2-0: 场分 decides; a forfeit board counts as won.
            (
                vec![
                    Game::played(1, "T1a", "T2a", WhiteWins),
                    Game::played(1, "T2b", "T1b", BlackWinsByForfeit),
                ],
                vec!["T2", "T1"],
                vec![1, 2],
                vec![],
            ),
        ];
        for (games, order, ranks, deciding) in cases {
            let s = team_standings(&read(games), &teams(2, 2)).unwrap();
            let got: Vec<&str> = s.teams.iter().map(|t| t.team.as_str()).collect();
            let got_ranks: Vec<usize> = s.teams.iter().map(|t| t.rank).collect();
            assert_eq!((got, got_ranks), (order, ranks));
            assert_eq!(s.deciding, deciding);
        }
    }

    #[test]
    fn three_teams_tied_compare_boards_won_among_themselves() {
        use GameResult::*;
        // A circle: T1 > T2, T2 > T3, T3 > T1, each 2-0. 场分 2 and 局分 4 each, 2 boards
        // won among the three each, and each board won once in two: one rank.
        let g = |r, b: &str, w: &str| Game::played(r, b, w, BlackWins);
        let games = vec![
            g(1, "T1a", "T2a"),
            g(1, "T1b", "T2b"),
            g(2, "T2a", "T3a"),
            g(2, "T2b", "T3b"),
            g(3, "T3a", "T1a"),
            g(3, "T3b", "T1b"),
        ];
        let s = team_standings(&read(games), &teams(3, 2)).unwrap();
        assert!(s.teams.iter().all(|t| t.rank == 1 && t.direct == Some(2)));
        // A team without a match is listed (here equal to the team that lost its only
        // board on everything the regulations compare).
        let s = team_standings(&read(vec![g(1, "T1a", "T2a")]), &teams(3, 1)).unwrap();
        let order: Vec<(&str, usize, u32)> = s
            .teams
            .iter()
            .map(|t| (t.team.as_str(), t.rank, t.matches))
            .collect();
        assert_eq!(order, [("T1", 1, 1), ("T2", 2, 1), ("T3", 2, 0)]);
    }

    #[test]
    fn inconsistent_team_results_are_errors_at_their_place() {
        let header = "round,board,black,white,result\n";
        let cases: [(&str, usize, usize, &str); 9] = [
            ("1,1,T1a,X,B\n", 2, 9, "\"X\" is on no team"),
            ("1,1,T1a,T1b,B\n", 2, 9, "both on team \"T1\""),
            (
                "1,1,T1a,T2a,B\n1,1,T1b,T3a,B\n",
                3,
                5,
                "team \"T1\" has a second match in round 1 (the first is on line 2)",
            ),
            (
                "1,1,T1a,T2a,B\n1,1,T2b,T1b,B\n",
                3,
                3,
                "board 1 of this match is already on line 2",
            ),
            (
                "1,,T1,T2,2-0\n1,1,T1a,T2a,B\n1,2,T2b,T1b,B\n",
                2,
                10,
                "written 2-0, but its 2 boards give 1-1",
            ),
            ("1,,T1,T2,2-0\n", 2, 10, "no board results in round 1"),
            ("1,,T1,T2,many\n", 2, 10, "unknown match score"),
            ("1,,T1,T2a,B\n", 2, 4, "\"T1\" is a team"),
            ("1,1,T1a,,bye\n", 2, 5, "bye in a team event"),
        ];
        let teams = teams(3, 2);
        for (rows, line, column, what) in cases {
            let text = format!("{header}{rows}");
            let err = parse_team_results(&text, Format::Csv, &teams)
                .and_then(|read| team_standings(&read, &teams))
                .unwrap_err()
                .to_string();
            assert!(
                err.starts_with(&format!("line {line}, column {column}: ")) && err.contains(what),
                "{rows:?} gave {err}"
            );
        }
    }

    #[test]
    fn a_match_score_may_count_boards_won_or_board_points() {
        let teams = teams(2, 4);
        let boards = "1,1,T1a,T2a,B\n1,2,T2b,T1b,=\n1,3,T1c,T2c,B\n1,4,T2d,T1d,B\n";
        for (score, ok) in [
            ("2.5-1.5", true),
            ("2½-1½", true),
            ("5-3", true),
            ("５：３", true),
            ("2-1", false),
            ("3-1", false),
            ("1.5-2.5", false),
        ] {
            let text = format!("round,board,black,white,result\n1,,T1,T2,{score}\n{boards}");
            let read = parse_team_results(&text, Format::Csv, &teams).unwrap();
            assert_eq!(team_standings(&read, &teams).is_ok(), ok, "{score}");
        }
    }

    #[test]
    fn the_teams_file_is_checked() {
        let ok = [
            "队名,棋手\n甲,A\n甲,B\n乙,C\n",
            "棋手,队名\nA,甲\nB,甲\nC,乙\n",
            "甲,A\n甲,B\n乙,C\n",
        ];
        for text in ok {
            let teams = parse_teams(text).unwrap();
            assert_eq!(teams.team_of("B"), Some("甲"), "{text}");
            assert_eq!(teams.teams()[1].players, ["C"]);
        }
        let cases = [
            ("甲,A\n乙,A\n", 2, 3, "already on \"甲\" (line 1)"),
            ("甲,A\n甲,A\n", 2, 3, "listed twice"),
            ("甲,A\nA,B\n", 2, 3, "both a team and a player"),
            ("甲,A\n,B\n", 2, 1, "team name is missing"),
            ("甲,\n", 1, 3, "empty player name"),
            ("甲,A,B\n", 1, 5, "more fields"),
            ("队名,棋手\n", 1, 1, "no team"),
        ];
        for (text, line, column, what) in cases {
            let err = parse_teams(text).unwrap_err().to_string();
            assert!(
                err.starts_with(&format!("line {line}, column {column}: ")) && err.contains(what),
                "{text:?} gave {err}"
            );
        }
    }

    #[test]
    fn team_match_examples() {
        use BoardResult::*;
        // docs/rules.md, Team events, four boards: 3–1 → 6:2 → 2:0; 2 wins, a draw and
        // a loss → 5:3 → 2:0; 2–2 → 4:4 → 1:1; and the mirror of the second.
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

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]

        #[test]
        fn team_readers_never_panic(text in "[0-9T12abcd,=BW\n.½:-]{0,240}") {
            let teams = teams(3, 2);
            let results = format!("round,board,black,white,result\n{text}");
            if let Ok(read) = parse_team_results(&results, Format::Csv, &teams) {
                let _ = team_standings(&read, &teams);
            }
            let _ = parse_teams(&text);
        }
    }
}
