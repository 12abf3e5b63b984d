//! The result model: games, byes and their results, the checked [`Results`] of an
//! event, and the [`InputError`] that points at the place in a file where it went wrong.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt;

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
            Problem::Toml(text) => m("err-as-said").with_arg("text", Arg::Toml(text.clone())),
        }
    }
}
