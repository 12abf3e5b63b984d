//! The result model: games, byes and their results, the checked [`Results`] of an
//! event, and the [`InputError`] that points at the place in a file where it went wrong.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt;

use super::System;
use crate::message::{Arg, Describe, Message};
use thiserror::Error;

/// The highest round number accepted; it also bounds every score and tie-break value,
/// since a player has at most one game per round.
pub const MAX_ROUND: u32 = 10_000;

/// How a game between two players ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameResult {
    BlackWins,
    WhiteWins,
    Draw,
    /// Both sides lose (双方判负, a ruling Art. 17.5 allows): no points for either.
    BothLose,
    /// White did not play (弃权): Black wins, 2 points, the game not played.
    BlackWinsByForfeit,
    /// Black did not play (弃权): White wins, 2 points, the game not played.
    WhiteWinsByForfeit,
    /// Neither came (双方弃权): no points for either, the game not played.
    BothForfeit,
}

impl GameResult {
    /// Game points (2/1/0) for Black and White.
    pub const fn points(self) -> (u32, u32) {
        match self {
            GameResult::BlackWins => (2, 0),
            GameResult::WhiteWins => (0, 2),
            GameResult::Draw => (1, 1),
            GameResult::BothLose => (0, 0),
            GameResult::BlackWinsByForfeit => (2, 0),
            GameResult::WhiteWinsByForfeit => (0, 2),
            GameResult::BothForfeit => (0, 0),
        }
    }

    /// The game was not played: its points count, but the opponent-score tie-breaks
    /// (对手分, 小分) leave it out, as they leave out a bye (docs/rules.md).
    pub const fn is_forfeit(self) -> bool {
        matches!(
            self,
            GameResult::BlackWinsByForfeit
                | GameResult::WhiteWinsByForfeit
                | GameResult::BothForfeit
        )
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

    /// The line the game was read from, if it was read from a file.
    pub fn line(&self) -> Option<usize> {
        self.source.map(|s| s.line)
    }

    /// Whether `player` took part (played, forfeited or had the bye).
    pub fn involves(&self, player: &str) -> bool {
        match &self.pairing {
            Pairing::Played { black, white, .. } => black == player || white == player,
            Pairing::Bye { player: p } => p == player,
        }
    }

    pub(super) fn at(&self, white_side: bool) -> Option<Position> {
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
        "unknown result {0:?} (write B, W, 1-0, 0-1, =, draw, B+R, W+T, B+3.5, B+F or 0:1 forfeit for a forfeit, 0-0 or 双方判负 for both lose, bye, or withdrawn)"
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
    #[error(
        "{player:?} withdrew before round {round} (line {line}) but has a game in round {game_round}"
    )]
    PlayedAfterWithdrawal {
        player: String,
        round: u32,
        line: usize,
        game_round: u32,
    },
    #[error("a withdrawal names one player, but both players are named")]
    WithdrawalWithTwoPlayers,
    #[error("{0:?} is written as withdrawn twice")]
    WithdrawnTwice(String),
    #[error("unknown system {0:?} in the `# system:` line (write swiss or round-robin)")]
    StatedSystem(String),
    #[error("{player:?} is not in the players file{}; correct the name or add the player there", like.as_ref().map(|l| format!(" (a typo of {l:?}?)")).unwrap_or_default())]
    NotOnList {
        player: String,
        like: Option<String>,
    },
    #[error(
        "{player:?} has no game or bye in round {round} of the results; enter it, or write the round they withdrew after in the withdrawn column"
    )]
    MissingFromRound { player: String, round: u32 },
    #[error(
        "round {round} follows round {previous}: a round in between is missing (a typo in the round number?)"
    )]
    RoundGap { round: u32, previous: u32 },
    #[error(
        "unknown rating or rank {0:?} (write a rating such as 2150, or a rank such as 5d, 3k, 5段, 3级)"
    )]
    BadStrength(String),
    #[error(
        "ratings and ranks are mixed in one column ({0:?}); give every player a rating, or every player a rank"
    )]
    MixedStrength(String),
    #[error("the withdrawn column takes the last round played, a whole number from 0, not {0:?}")]
    BadWithdrawn(String),
    #[error("{0}")]
    Toml(String),
    #[error(
        "{0:?} is a team match score: a match line names the two teams, and --teams TEAMS.csv (team,player a line) gives their players"
    )]
    MatchScoreNeedsTeams(String),
    #[error("the teams file lists no team (write team,player, one player a line)")]
    NoTeams,
    #[error("the team name is missing (write team,player, one player a line)")]
    EmptyTeam,
    #[error(
        "{player:?} is on team {team:?} but already on {first_team:?} (line {first_line}): a player plays for one team"
    )]
    OnTwoTeams {
        player: String,
        team: String,
        first_team: String,
        first_line: usize,
    },
    #[error("{0:?} is both a team and a player: give the team another name")]
    TeamNameIsPlayer(String),
    #[error(
        "{0:?} is on no team of the teams file; correct the name or add the player to their team there"
    )]
    NotInTeam(String),
    #[error(
        "{first:?} and {second:?} are both on team {team:?}: a board is played between two teams"
    )]
    SameTeam {
        first: String,
        second: String,
        team: String,
    },
    #[error("{0:?} is a team: a match line names two teams, a board line two players")]
    TeamAgainstPlayer(String),
    #[error("a bye in a team event ({0:?}) is not counted yet: leave byes out of the results file")]
    TeamBye(String),
    #[error(
        "unknown match score {0:?} (write the boards won, such as 3-1 or 2.5-1.5, or the board points, such as 6-2)"
    )]
    BadMatchScore(String),
    #[error(
        "the match {first:?} – {second:?} has no board results in round {round}: enter each board's game after the match line"
    )]
    MatchWithoutBoards {
        first: String,
        second: String,
        round: u32,
    },
    #[error(
        "the match is written {stated}, but its {boards} boards give {counted}: correct the score or the boards' results"
    )]
    ScoreMismatch {
        stated: String,
        counted: String,
        boards: u32,
    },
    #[error(
        "team {team:?} has a second match in round {round} (the first is on line {first_line})"
    )]
    TeamTwoMatches {
        team: String,
        round: u32,
        first_line: usize,
    },
    #[error("board {board} of this match is already on line {first_line}")]
    BoardTwice { board: u32, first_line: usize },
    #[error("the board must be a whole number from 1 to {MAX_BOARD}, not {0:?}")]
    BadBoard(String),
}

/// The highest board number a team match may have.
pub const MAX_BOARD: u32 = 100;

impl InputError {
    pub(super) fn new(at: Option<Position>, problem: Problem) -> InputError {
        InputError { at, problem }
    }

    pub(super) fn at(line: usize, column: usize, problem: Problem) -> InputError {
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
    withdrawals: Vec<Withdrawal>,
    /// The system a `# system:` line states, with its line.
    stated_system: Option<(System, usize)>,
}

/// A player who takes no part from `round` on (their earlier games stand).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Withdrawal {
    pub player: String,
    /// The first round the player misses.
    pub round: u32,
    pub line: Option<usize>,
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
            withdrawals: Vec::new(),
            stated_system: None,
        })
    }

    /// Adds the withdrawals the file states; a game in or after the round a player
    /// withdrew before is an error.
    pub fn with_withdrawals(mut self, withdrawals: Vec<Withdrawal>) -> Result<Results, InputError> {
        let mut seen = BTreeSet::new();
        for w in &withdrawals {
            let at = w.line.map(|line| Position { line, column: 1 });
            if w.player.trim().is_empty() {
                return Err(InputError::new(at, Problem::EmptyName));
            }
            if !seen.insert(w.player.as_str()) {
                return Err(InputError::new(
                    at,
                    Problem::WithdrawnTwice(w.player.clone()),
                ));
            }
            if let Some(game) = self
                .games
                .iter()
                .find(|g| g.round >= w.round && g.involves(&w.player))
            {
                let white_side =
                    matches!(&game.pairing, Pairing::Played { white, .. } if *white == w.player);
                return Err(InputError::new(
                    game.at(white_side),
                    Problem::PlayedAfterWithdrawal {
                        player: w.player.clone(),
                        round: w.round,
                        line: w.line.unwrap_or(0),
                        game_round: game.round,
                    },
                ));
            }
            self.players.insert(w.player.clone());
        }
        self.withdrawals = withdrawals;
        Ok(self)
    }

    /// Records the system a `# system:` line states (and its line).
    pub fn with_stated_system(mut self, system: Option<(System, usize)>) -> Results {
        self.stated_system = system;
        self
    }

    pub fn stated_system(&self) -> Option<(System, usize)> {
        self.stated_system
    }

    pub fn withdrawals(&self) -> &[Withdrawal] {
        &self.withdrawals
    }

    /// The first round `player` misses by withdrawal, if they withdrew.
    pub fn withdrawn_from(&self, player: &str) -> Option<u32> {
        self.withdrawals
            .iter()
            .find(|w| w.player == player)
            .map(|w| w.round)
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
    /// Players given more than one bye, with the rounds of their byes: an event gives a
    /// player one bye at most, so a second is likely a mistake in the file or the pairing.
    pub fn repeated_byes(&self) -> Vec<(String, Vec<u32>)> {
        let mut byes: BTreeMap<&str, Vec<u32>> = BTreeMap::new();
        for game in &self.games {
            if let Pairing::Bye { player } = &game.pairing {
                byes.entry(player).or_default().push(game.round);
            }
        }
        byes.into_iter()
            .filter(|(_, rounds)| rounds.len() > 1)
            .map(|(player, mut rounds)| {
                rounds.sort_unstable();
                (player.to_string(), rounds)
            })
            .collect()
    }

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

impl Describe for InputError {
    fn message(&self) -> Message {
        match self.at {
            Some(at) => Message::text("err-input-at")
                .number("line", at.line)
                .number("column", at.column)
                .said("problem", &self.problem),
            None => self.problem.message(),
        }
    }
}

/// What is wrong with a tournament results file.
impl Describe for Problem {
    fn message(&self) -> Message {
        let m = Message::text;
        match self {
            Problem::UnknownResult(v) => m("err-input-result").arg("value", v),
            Problem::EmptyName => m("err-input-empty-name"),
            Problem::SelfPlay(v) => m("err-input-self-play").arg("player", v),
            Problem::ByeResult(v) => m("err-input-bye-result").arg("value", v),
            Problem::ByeWithTwoPlayers => m("err-input-bye-two-players"),
            Problem::TwoGamesInRound {
                player,
                round,
                first_line,
            } => m("err-input-two-games")
                .arg("player", player)
                .number("round", *round)
                .number("line", *first_line),
            Problem::Rematch {
                first,
                second,
                first_line,
            } => m("err-input-rematch")
                .arg("first", first)
                .arg("second", second)
                .number("line", *first_line),
            Problem::BadRound(v) => m("err-input-round")
                .arg("value", v)
                .number("max", MAX_ROUND),
            Problem::BadWarnings(v) => m("err-input-warnings").arg("value", v),
            Problem::WarningsForBye => m("err-input-warnings-bye"),
            Problem::MissingColumn(c) => m("err-input-missing-column").arg("column", c),
            Problem::DuplicateColumn(c) => m("err-input-duplicate-column").arg("column", c),
            Problem::UnknownWarningsColumn(c) => m("err-input-unknown-column").arg("column", c),
            Problem::MissingField(c) => m("err-input-missing-field").arg("field", c),
            Problem::ExtraField => m("err-input-extra-field"),
            Problem::UnclosedQuote => m("err-input-unclosed-quote"),
            Problem::TextAfterQuote => m("err-input-text-after-quote"),
            Problem::DuplicatePlayer(v) => m("err-input-duplicate-player").arg("player", v),
            Problem::PlayedAfterWithdrawal {
                player,
                round,
                line,
                game_round,
            } => m("err-input-played-after-withdrawal")
                .arg("player", player)
                .number("round", *round)
                .number("line", *line)
                .number("game_round", *game_round),
            Problem::WithdrawalWithTwoPlayers => m("err-input-withdrawal-two-players"),
            Problem::WithdrawnTwice(v) => m("err-input-withdrawn-twice").arg("player", v),
            Problem::StatedSystem(v) => m("err-input-stated-system").arg("value", v),
            Problem::NotOnList { player, like } => match like {
                Some(like) => m("err-input-not-on-list-like")
                    .arg("player", player)
                    .arg("like", like),
                None => m("err-input-not-on-list").arg("player", player),
            },
            Problem::MissingFromRound { player, round } => m("err-input-missing-from-round")
                .arg("player", player)
                .number("round", *round),
            Problem::RoundGap { round, previous } => m("err-input-round-gap")
                .number("round", *round)
                .number("previous", *previous),
            Problem::BadStrength(v) => m("err-input-strength").arg("value", v),
            Problem::MixedStrength(v) => m("err-input-mixed-strength").arg("value", v),
            Problem::BadWithdrawn(v) => m("err-input-withdrawn").arg("value", v),
            Problem::Toml(text) => m("err-as-said").with_arg("text", Arg::Toml(text.clone())),
            Problem::MatchScoreNeedsTeams(v) => m("err-team-score-needs-teams").arg("value", v),
            Problem::NoTeams => m("err-team-none"),
            Problem::EmptyTeam => m("err-team-empty-name"),
            Problem::OnTwoTeams {
                player,
                team,
                first_team,
                first_line,
            } => m("err-team-two-teams")
                .arg("player", player)
                .arg("team", team)
                .arg("first_team", first_team)
                .number("line", *first_line),
            Problem::TeamNameIsPlayer(v) => m("err-team-name-is-player").arg("name", v),
            Problem::NotInTeam(v) => m("err-team-not-in-team").arg("player", v),
            Problem::SameTeam {
                first,
                second,
                team,
            } => m("err-team-same-team")
                .arg("first", first)
                .arg("second", second)
                .arg("team", team),
            Problem::TeamAgainstPlayer(v) => m("err-team-against-player").arg("team", v),
            Problem::TeamBye(v) => m("err-team-bye").arg("name", v),
            Problem::BadMatchScore(v) => m("err-team-score").arg("value", v),
            Problem::MatchWithoutBoards {
                first,
                second,
                round,
            } => m("err-team-no-boards")
                .arg("first", first)
                .arg("second", second)
                .number("round", *round),
            Problem::ScoreMismatch {
                stated,
                counted,
                boards,
            } => m("err-team-score-mismatch")
                .arg("stated", stated)
                .arg("counted", counted)
                .number("boards", *boards),
            Problem::TeamTwoMatches {
                team,
                round,
                first_line,
            } => m("err-team-two-matches")
                .arg("team", team)
                .number("round", *round)
                .number("line", *first_line),
            Problem::BoardTwice { board, first_line } => m("err-team-board-twice")
                .number("board", *board)
                .number("line", *first_line),
            Problem::BadBoard(v) => m("err-team-board").arg("value", v).number("max", MAX_BOARD),
        }
    }
}
