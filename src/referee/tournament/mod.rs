//! Tournaments: results in (CSV or TOML), scores 2/1/0, tie-breaks (对手分, 小分, 累进分,
//! 直胜, the sample referee paper's 总得分), standings, round-robin arithmetic and Berger tables,
//! team events (局分 → 场分, team standings, the teams file), the players file and the next round's Swiss pairing. See docs/rules.md, Tournaments and ranking.
//!
//! The module owns the result model, reading results files, the pairing systems and
//! tie-breaks, the standings, round-robin arithmetic and team matches. Every public
//! item is re-exported here, so callers write `tournament::Name` whichever file holds
//! it. Pure: no I/O, no i18n. It may use [`crate::rules`] and the leaf [`crate::csv`]
//! reader, nothing else of ours.

mod pair;
mod players;
mod ratio;
mod read;
mod results;
mod round_robin;
mod standings;
mod team;
mod team_read;
#[cfg(test)]
mod testing;
mod tiebreak;

pub use pair::{
    Board, Broken, Colour, PairError, PairingPlayer, PairingState, Proposal, RoundPairing,
    check_pairing, pair_next, pairing_state,
};
pub use players::{
    Entrant, InFile, Notice, Roster, Strength, check_results, notices, pairs_met, parse_players,
    round_gap,
};
pub use ratio::Ratio;
pub use read::{Format, parse_csv, parse_results, parse_toml, stated_system};
pub use results::{
    Game, GameResult, InputError, MAX_BOARD, MAX_ROUND, Pairing, Position, Problem, Results,
    Source, Withdrawal,
};
pub use round_robin::{MAX_BERGER_PLAYERS, berger_table, round_robin_games, round_robin_rounds};
pub use standings::{Meeting, Played, Standing, Standings, standings};
pub use team::{
    BoardResult, BoardTally, MatchLine, MatchScore, PlayerRecord, TeamCriterion, TeamEntry,
    TeamMatch, TeamResults, TeamStanding, TeamStandings, Teams, team_match, team_standings,
};
pub use team_read::{parse_team_results, parse_teams};
pub use tiebreak::{
    System, TieBreak, UnknownSystem, UnknownTieBreak, method_a_criteria, ranking_criteria,
};
