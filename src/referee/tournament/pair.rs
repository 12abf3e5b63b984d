//! Pairing the next round of a Swiss event (积分编排制) as Chinese amateur events do it.
//! The rules, their sources and the choices made are in docs/referee.md (Pairing the
//! next round); in short:
//!
//! 1. Players withdrawn before the round are left out.
//! 2. With an odd number of players, the bye goes to the lowest-placed player (by score,
//!    then seeding) who has not had one.
//! 3. Players are ordered by score, then by the seeding of the players file (rating or
//!    rank, else the file's order). Score groups are paired from the top down: in each
//!    group the top half meets the bottom half (1 against n/2+1); the odd one out of a
//!    group, its lowest player, floats down to the next group.
//! 4. Nobody meets the same opponent twice (a forfeited game counts as a meeting).
//! 5. Nobody gets one colour three times in a row when another pairing avoids it.
//! 6. Colours: first avoid a third colour in a row, then the colour owed (more Whites
//!    than Blacks so far → Black), then alternation, then the higher-placed player gets
//!    the colour they want; with no history, the higher-placed player takes Black on odd
//!    boards and White on even boards.
//!
//! The search is a depth-first search with backtracking: the highest unpaired player
//! takes the best opponent by (score difference, colour clash, distance from the ideal
//! opponent of rule 3) that keeps rules 4 and 5 for everyone below; rule 5 is dropped
//! only when no pairing keeps it, and the players it could not spare are reported.

use std::collections::{BTreeMap, HashMap};

use super::{GameResult, Pairing, Results, Roster};
use crate::message::{Describe, Message};
use thiserror::Error;

/// A colour in one game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Colour {
    Black,
    White,
}

impl Colour {
    const fn other(self) -> Colour {
        match self {
            Colour::Black => Colour::White,
            Colour::White => Colour::Black,
        }
    }
}

/// One board of the round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    /// 1-based, top board first.
    pub board: usize,
    pub black: String,
    pub white: String,
}

/// The pairing of one round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundPairing {
    pub round: u32,
    pub boards: Vec<Board>,
    pub bye: Option<String>,
    /// Players who get one colour a third time in a row because no pairing avoided it.
    pub third_colour: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PairError {
    #[error("nobody is left to pair in round {0} (every player has withdrawn)")]
    NoPlayers(u32),
    #[error(
        "round {0} cannot be paired without two players meeting again; the event has had as many rounds as its players allow"
    )]
    Impossible(u32),
}

impl Describe for PairError {
    fn message(&self) -> Message {
        match self {
            PairError::NoPlayers(round) => {
                Message::text("err-pair-no-players").number("round", *round)
            }
            PairError::Impossible(round) => {
                Message::text("err-pair-impossible").number("round", *round)
            }
        }
    }
}

/// What pairing the next round knows of one player still in the event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PairingPlayer {
    pub name: String,
    /// Game points so far: 2 a win (or the bye), 1 a draw.
    pub score: i64,
    /// Colours of the games played, in round order (forfeits and byes have none).
    pub colours: Vec<Colour>,
    /// The round of the bye, if the player has had one.
    pub bye: Option<u32>,
    /// Each opponent met (a forfeit counts), with the round of the meeting.
    pub met: BTreeMap<String, u32>,
}

impl PairingPlayer {
    /// Blacks minus Whites.
    fn balance(&self) -> i64 {
        self.colours
            .iter()
            .map(|c| if *c == Colour::Black { 1 } else { -1 })
            .sum()
    }

    /// The colour this player should get next: the one owed, else the other of the last.
    fn wants(&self) -> Option<Colour> {
        match self.balance() {
            b if b > 0 => Some(Colour::White),
            b if b < 0 => Some(Colour::Black),
            _ => self.colours.last().map(|c| c.other()),
        }
    }

    /// Whether `colour` would be this player's third of one colour in a row.
    pub fn third(&self, colour: Colour) -> bool {
        self.colours.len() >= 2
            && self.colours[self.colours.len() - 2..]
                .iter()
                .all(|c| *c == colour)
    }

    /// How far `colour` goes against the colour owed.
    fn owed_cost(&self, colour: Colour) -> i64 {
        match (self.balance(), colour) {
            (b, Colour::Black) if b > 0 => b,
            (b, Colour::White) if b < 0 => -b,
            _ => 0,
        }
    }
}

/// The event as the next round's pairing sees it: who is in, placed by score then
/// seeding, with their colours, byes and opponents so far.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PairingState {
    /// The round to pair.
    pub round: u32,
    /// The players still in, in placing order (score, then the seeding).
    pub players: Vec<PairingPlayer>,
    /// The players of the roster left out because they withdrew, in seeding order.
    pub withdrawn: Vec<String>,
}

/// Nodes a search may visit before it gives up on one set of constraints.
const SEARCH_BUDGET: usize = 200_000;

/// What the pairing of the round after the last one in `results` starts from, for the
/// players of `roster`. `results` is assumed checked against `roster`
/// ([`super::check_results`]).
pub fn pairing_state(results: &Results, roster: &Roster) -> PairingState {
    let round = results.rounds() + 1;
    let seeding = roster.seeding();
    let (playing, withdrawn): (Vec<&super::Entrant>, Vec<&super::Entrant>) = seeding
        .iter()
        .partition(|e| roster.plays_in(&e.name, round, results));
    let mut players: Vec<PairingPlayer> = playing
        .iter()
        .map(|e| PairingPlayer {
            name: e.name.clone(),
            score: 0,
            colours: Vec::new(),
            bye: None,
            met: BTreeMap::new(),
        })
        .collect();
    let index: HashMap<String, usize> = players
        .iter()
        .enumerate()
        .map(|(i, p)| (p.name.clone(), i))
        .collect();
    let mut games: Vec<_> = results.games().iter().collect();
    games.sort_by_key(|g| g.round);
    for game in games {
        match &game.pairing {
            Pairing::Played {
                black,
                white,
                result,
            } => {
                let (pb, pw) = result.points();
                for (name, other, points, colour) in [
                    (black, white, pb, Colour::Black),
                    (white, black, pw, Colour::White),
                ] {
                    let Some(&i) = index.get(name.as_str()) else {
                        continue;
                    };
                    let p = &mut players[i];
                    p.score += i64::from(points);
                    if let Some(e) = roster.get(other) {
                        p.met.entry(e.name.clone()).or_insert(game.round);
                    }
                    if !result.is_forfeit() {
                        p.colours.push(colour);
                    }
                }
            }
            Pairing::Bye { player } => {
                if let Some(&i) = index.get(player.as_str()) {
                    players[i].score += i64::from(GameResult::BlackWins.points().0);
                    players[i].bye.get_or_insert(game.round);
                }
            }
        }
    }
    // Score first; the seeding breaks ties (the sort is stable).
    players.sort_by_key(|p| std::cmp::Reverse(p.score));
    PairingState {
        round,
        players,
        withdrawn: withdrawn.iter().map(|e| e.name.clone()).collect(),
    }
}

/// The pairing of the round after the last one in `results`, for the players of
/// `roster` still in the event. `results` is assumed checked against `roster`
/// ([`super::check_results`]).
pub fn pair_next(results: &Results, roster: &Roster) -> Result<RoundPairing, PairError> {
    pairing_state(results, roster).pair()
}

impl PairingState {
    /// The engine's pairing of the round.
    pub fn pair(&self) -> Result<RoundPairing, PairError> {
        let (round, players) = (self.round, self.players.as_slice());
        if players.is_empty() {
            return Err(PairError::NoPlayers(round));
        }
        for bye in self.bye_candidates() {
            let rest: Vec<usize> = (0..players.len()).filter(|&i| Some(i) != bye).collect();
            for strict in [true, false] {
                let mut search = Search::new(players, &rest, strict);
                if let Some(pairs) = search.run() {
                    return Ok(finish(round, players, pairs, bye));
                }
            }
        }
        Err(PairError::Impossible(round))
    }

    /// Bye candidates: lowest first, those without a bye before those with one; `None`
    /// alone for an even number.
    fn bye_candidates(&self) -> Vec<Option<usize>> {
        let players = &self.players;
        if players.len().is_multiple_of(2) {
            return vec![None];
        }
        let lowest_first = (0..players.len()).rev();
        lowest_first
            .clone()
            .filter(|&i| players[i].bye.is_none())
            .chain(lowest_first.filter(|&i| players[i].bye.is_some()))
            .map(Some)
            .collect()
    }

    fn position(&self, name: &str) -> Option<usize> {
        self.players.iter().position(|p| p.name == name)
    }
}

/// Boards in order, colours given, the players who get a third colour in a row.
fn finish(
    round: u32,
    players: &[PairingPlayer],
    mut pairs: Vec<(usize, usize)>,
    bye: Option<usize>,
) -> RoundPairing {
    // The higher-placed player first; the top pair on board 1.
    for pair in &mut pairs {
        if pair.1 < pair.0 {
            *pair = (pair.1, pair.0);
        }
    }
    pairs.sort_by_key(|&(a, b)| (-(players[a].score.max(players[b].score)), a));
    let mut boards = Vec::new();
    let mut third_colour = Vec::new();
    for (n, &(high, low)) in pairs.iter().enumerate() {
        let board = n + 1;
        let (black, white) = colours(&players[high], &players[low], board);
        for (p, c) in [(black, Colour::Black), (white, Colour::White)] {
            if p.third(c) {
                third_colour.push(p.name.to_string());
            }
        }
        boards.push(Board {
            board,
            black: black.name.to_string(),
            white: white.name.to_string(),
        });
    }
    RoundPairing {
        round,
        boards,
        bye: bye.map(|i| players[i].name.to_string()),
        third_colour,
    }
}

/// Black and White of a pair, `high` the higher-placed player (rule 6).
fn colours<'p>(
    high: &'p PairingPlayer,
    low: &'p PairingPlayer,
    board: usize,
) -> (&'p PairingPlayer, &'p PairingPlayer) {
    let key = |black: &PairingPlayer, white: &PairingPlayer| {
        (
            u8::from(black.third(Colour::Black)) + u8::from(white.third(Colour::White)),
            black.owed_cost(Colour::Black) + white.owed_cost(Colour::White),
            u8::from(black.colours.last() == Some(&Colour::Black))
                + u8::from(white.colours.last() == Some(&Colour::White)),
        )
    };
    let high_black = key(high, low);
    let low_black = key(low, high);
    let high_takes_black = match high_black.cmp(&low_black) {
        std::cmp::Ordering::Less => true,
        std::cmp::Ordering::Greater => false,
        std::cmp::Ordering::Equal => match high.wants().or(low.wants().map(Colour::other)) {
            Some(c) => c == Colour::Black,
            None => board % 2 == 1,
        },
    };
    if high_takes_black {
        (high, low)
    } else {
        (low, high)
    }
}

/// The brackets of rule 2 over `order` (indices into `players`, in placing order), as
/// positions in `order`, top down: the floaters from above first, then the score group;
/// an odd bracket sends its lowest player down. The top half of each meets the bottom half.
fn brackets(players: &[PairingPlayer], order: &[usize]) -> Vec<Vec<usize>> {
    let mut all = Vec::new();
    let mut carry: Vec<usize> = Vec::new();
    let mut start = 0;
    while start < order.len() {
        let score = players[order[start]].score;
        let end = (start..order.len())
            .find(|&k| players[order[k]].score != score)
            .unwrap_or(order.len());
        let mut bracket: Vec<usize> = std::mem::take(&mut carry);
        bracket.extend(start..end);
        if bracket.len() % 2 == 1 && end < order.len() {
            carry.extend(bracket.pop());
        }
        all.push(bracket);
        start = end;
    }
    all
}

/// The backtracking search over one set of players (in placing order).
struct Search<'s> {
    players: &'s [PairingPlayer],
    /// Indices into `players`, in placing order.
    order: &'s [usize],
    /// The ideal opponent of each position of `order` (rule 2), as a position.
    ideal: Vec<usize>,
    /// The bracket of each position and whether it is in the bracket's top half.
    half: Vec<(usize, bool)>,
    strict: bool,
    paired: Vec<bool>,
    pairs: Vec<(usize, usize)>,
    budget: usize,
}

impl<'s> Search<'s> {
    fn new(players: &'s [PairingPlayer], order: &'s [usize], strict: bool) -> Search<'s> {
        let mut ideal = vec![0; order.len()];
        let mut halves = vec![(0, false); order.len()];
        for (n, bracket) in brackets(players, order).into_iter().enumerate() {
            let half = bracket.len() / 2;
            for (k, &position) in bracket.iter().enumerate() {
                halves[position] = (n, k < half);
            }
            for k in 0..half {
                ideal[bracket[k]] = bracket[k + half];
                ideal[bracket[k + half]] = bracket[k];
            }
            if bracket.len() % 2 == 1 {
                // Only at the bottom, which the bye has made even: cannot happen.
                let last = bracket[bracket.len() - 1];
                ideal[last] = last;
            }
        }
        Search {
            players,
            order,
            ideal,
            half: halves,
            strict,
            paired: vec![false; order.len()],
            pairs: Vec::new(),
            budget: SEARCH_BUDGET,
        }
    }

    fn allowed(&self, a: usize, b: usize) -> bool {
        let (pa, pb) = (&self.players[self.order[a]], &self.players[self.order[b]]);
        if pa.met.contains_key(&pb.name) {
            return false;
        }
        !self.strict
            || !(pa.third(Colour::Black) || pb.third(Colour::White))
            || !(pa.third(Colour::White) || pb.third(Colour::Black))
    }

    fn run(&mut self) -> Option<Vec<(usize, usize)>> {
        self.step().then(|| {
            self.pairs
                .iter()
                .map(|&(a, b)| (self.order[a], self.order[b]))
                .collect()
        })
    }

    fn step(&mut self) -> bool {
        let Some(a) = self.paired.iter().position(|p| !p) else {
            return true;
        };
        if self.budget == 0 {
            return false;
        }
        self.budget -= 1;
        let pa = &self.players[self.order[a]];
        let mut options: Vec<usize> = (a + 1..self.order.len())
            .filter(|&b| !self.paired[b] && self.allowed(a, b))
            .collect();
        let ideal = self.ideal[a];
        options.sort_by_key(|&b| {
            let pb = &self.players[self.order[b]];
            let clash = pa.wants().is_some() && pa.wants() == pb.wants();
            // Within a bracket, the other half first (rule 2), then nearest the fold.
            let same_half = self.half[a] == self.half[b];
            (
                (pa.score - pb.score).abs(),
                clash,
                same_half,
                b.abs_diff(ideal),
                b,
            )
        });
        self.paired[a] = true;
        for b in options {
            self.paired[b] = true;
            self.pairs.push((a, b));
            if self.step() {
                return true;
            }
            self.pairs.pop();
            self.paired[b] = false;
            if self.budget == 0 {
                break;
            }
        }
        self.paired[a] = false;
        false
    }
}

/// A pairing proposed for the round (a candidate's, say): the boards as (black, white)
/// in the order given, and whoever was given the bye.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Proposal {
    pub boards: Vec<(String, String)>,
    pub byes: Vec<String>,
}

impl From<&RoundPairing> for Proposal {
    fn from(pairing: &RoundPairing) -> Proposal {
        Proposal {
            boards: pairing
                .boards
                .iter()
                .map(|b| (b.black.clone(), b.white.clone()))
                .collect(),
            byes: pairing.bye.iter().cloned().collect(),
        }
    }
}

/// A rule of the pairing (docs/referee.md, Pairing the next round, rules 1 to 5) that a
/// proposed pairing breaks. Rule 6 (who takes Black) and the order of the boards are
/// choices the regulations leave open: no proposal breaks them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Broken {
    /// Rule 1: a player withdrawn before the round is paired.
    Withdrawn(String),
    /// Rule 1: a name that is no player of the event.
    NotInEvent(String),
    /// Rule 1: a player still in the event has neither a board nor the bye.
    Missing(String),
    /// Rule 1: a player is placed twice (on two boards, against themselves, or on a
    /// board and given the bye).
    Twice(String),
    /// Rule 2: `player` meets `opponent`, further from their score than another pairing,
    /// which pairs every player placed above as near to their score, allows.
    Float { player: String, opponent: String },
    /// Rule 2: two players of the same half of a score group meet, where a pairing with
    /// fewer such meetings exists.
    SameHalf { high: String, low: String },
    /// Rule 3: `a` and `b` met before, in `round`.
    Repeat { a: String, b: String, round: u32 },
    /// Rule 4: a bye with an even number of players.
    ByeNotNeeded(String),
    /// Rule 4: an odd number of players and nobody given the bye; it is `due` to them.
    NoBye { due: String },
    /// Rule 4: the bye given to `given`, but due to `due`.
    WrongBye { given: String, due: String },
    /// Rule 5: `player` takes `colour` a third time in a row, where a pairing spares
    /// everyone that.
    ThirdColour { player: String, colour: Colour },
}

impl Broken {
    /// The number of the rule broken, as docs/referee.md numbers them.
    pub fn rule(&self) -> u8 {
        match self {
            Broken::Withdrawn(_)
            | Broken::NotInEvent(_)
            | Broken::Missing(_)
            | Broken::Twice(_) => 1,
            Broken::Float { .. } | Broken::SameHalf { .. } => 2,
            Broken::Repeat { .. } => 3,
            Broken::ByeNotNeeded(_) | Broken::NoBye { .. } | Broken::WrongBye { .. } => 4,
            Broken::ThirdColour { .. } => 5,
        }
    }
}

/// The rules a proposed pairing of `state`'s round breaks, by rule: none when it keeps
/// every rule the engine keeps. Where a rule gives way to another (a float to spare a
/// rematch, a third colour none can avoid), the engine's own pairing ([`PairingState::pair`])
/// is the proof that a pairing keeping it exists, so a proposal is marked wrong only
/// where one that does better is known. Who takes Black (rule 6), transpositions within
/// the halves of a score group and the order of the boards are choices: a proposal that
/// differs from the engine's only there keeps every rule.
pub fn check_pairing(state: &PairingState, proposal: &Proposal) -> Vec<Broken> {
    let mut broken = Vec::new();
    let player = |name: &str| state.players.iter().find(|p| p.name == name);
    // Rule 1: everyone in the event placed once, nobody else.
    let placed = proposal
        .boards
        .iter()
        .flat_map(|(b, w)| [b, w])
        .chain(&proposal.byes);
    let mut seen: HashMap<&str, usize> = HashMap::new();
    for name in placed {
        let count = seen.entry(name.as_str()).or_insert(0);
        *count += 1;
        if *count == 2 {
            broken.push(Broken::Twice(name.clone()));
        }
        if *count == 1 && player(name).is_none() {
            broken.push(if state.withdrawn.contains(name) {
                Broken::Withdrawn(name.clone())
            } else {
                Broken::NotInEvent(name.clone())
            });
        }
    }
    for p in &state.players {
        if !seen.contains_key(p.name.as_str()) {
            broken.push(Broken::Missing(p.name.clone()));
        }
    }
    // Rule 3: no rematch.
    for (black, white) in &proposal.boards {
        if let Some(round) = player(black).and_then(|p| p.met.get(white)) {
            broken.push(Broken::Repeat {
                a: black.clone(),
                b: white.clone(),
                round: *round,
            });
        }
    }
    // The rest is measured against the engine's pairing.
    let Ok(model) = state.pair() else {
        broken.sort_by_key(Broken::rule);
        return broken;
    };
    // Rule 4: the bye.
    match (&model.bye, proposal.byes.as_slice()) {
        (None, given) => broken.extend(given.iter().cloned().map(Broken::ByeNotNeeded)),
        (Some(due), []) => broken.push(Broken::NoBye { due: due.clone() }),
        (Some(due), [given, ..]) if given != due => broken.push(Broken::WrongBye {
            given: given.clone(),
            due: due.clone(),
        }),
        (Some(_), _) => {}
    }
    // Rule 5: a third colour in a row, where the engine spares everyone.
    if model.third_colour.is_empty() {
        for (black, white) in &proposal.boards {
            for (name, colour) in [(black, Colour::Black), (white, Colour::White)] {
                if player(name).is_some_and(|p| p.third(colour)) {
                    broken.push(Broken::ThirdColour {
                        player: name.clone(),
                        colour,
                    });
                }
            }
        }
    }
    // Rule 2 compares who meets whom, so only a pairing that places everyone once,
    // repeats nothing and gives the bye as due.
    if broken.iter().all(|b| b.rule() == 5) {
        score_groups(state, proposal, &model, &mut broken);
    }
    broken.sort_by_key(Broken::rule);
    broken
}

/// Rule 2 for a proposal that places everyone once: floats no further than the model
/// needs (the highest-placed player where they differ decides), then as many pairs of one
/// half of a score group as the model at most.
fn score_groups(
    state: &PairingState,
    proposal: &Proposal,
    model: &RoundPairing,
    broken: &mut Vec<Broken>,
) {
    let players = &state.players;
    let opponents = |boards: &mut dyn Iterator<Item = (&str, &str)>| {
        let mut opponent: Vec<Option<usize>> = vec![None; players.len()];
        for (a, b) in boards {
            if let (Some(a), Some(b)) = (state.position(a), state.position(b)) {
                opponent[a] = Some(b);
                opponent[b] = Some(a);
            }
        }
        opponent
    };
    let mine = opponents(
        &mut proposal
            .boards
            .iter()
            .map(|(b, w)| (b.as_str(), w.as_str())),
    );
    let theirs = opponents(
        &mut model
            .boards
            .iter()
            .map(|b| (b.black.as_str(), b.white.as_str())),
    );
    let gap = |i: usize, o: usize| (players[i].score - players[o].score).abs();
    for (i, (m, t)) in mine.iter().zip(&theirs).enumerate() {
        if let (Some(m), Some(t)) = (*m, *t) {
            match gap(i, m).cmp(&gap(i, t)) {
                std::cmp::Ordering::Greater => {
                    broken.push(Broken::Float {
                        player: players[i].name.clone(),
                        opponent: players[m].name.clone(),
                    });
                    return;
                }
                // Nearer than the model: better kept, whatever follows.
                std::cmp::Ordering::Less => return,
                std::cmp::Ordering::Equal => {}
            }
        }
    }
    // The same floats: the halves of each bracket.
    let bye = model.bye.as_deref().and_then(|b| state.position(b));
    let order: Vec<usize> = (0..players.len()).filter(|&i| Some(i) != bye).collect();
    let mut half: Vec<Option<(usize, bool)>> = vec![None; players.len()];
    for (n, bracket) in brackets(players, &order).iter().enumerate() {
        for (k, &position) in bracket.iter().enumerate() {
            half[order[position]] = Some((n, k < bracket.len() / 2));
        }
    }
    let one_half = |opponent: &[Option<usize>]| -> Vec<(usize, usize)> {
        (0..players.len())
            .filter_map(|i| opponent[i].filter(|&o| o > i).map(|o| (i, o)))
            .filter(|&(i, o)| half[i].is_some() && half[i] == half[o])
            .collect()
    };
    let (mine, theirs) = (one_half(&mine), one_half(&theirs));
    if mine.len() > theirs.len() {
        broken.extend(
            mine.iter()
                .filter(|pair| !theirs.contains(pair))
                .map(|&(high, low)| Broken::SameHalf {
                    high: players[high].name.clone(),
                    low: players[low].name.clone(),
                }),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::referee::tournament::{Game, GameResult, Results, Roster, parse_players};
    use proptest::prelude::*;
    use std::collections::BTreeMap;

    fn names(n: usize) -> Vec<String> {
        (1..=n).map(|i| format!("P{i}")).collect()
    }

    fn roster(n: usize) -> Roster {
        let names = names(n);
        Roster::of(&names.iter().map(String::as_str).collect::<Vec<_>>())
    }

    fn boards(p: &RoundPairing) -> Vec<(&str, &str)> {
        p.boards
            .iter()
            .map(|b| (b.black.as_str(), b.white.as_str()))
            .collect()
    }

    fn results(games: Vec<Game>) -> Results {
        Results::new(games, BTreeMap::new()).unwrap()
    }

    #[test]
    fn round_one_is_top_half_against_bottom_half() {
        type Case<'a> = (usize, &'a [(&'a str, &'a str)], Option<&'a str>);
        let cases: [Case; 3] = [
            (
                8,
                &[("P1", "P5"), ("P6", "P2"), ("P3", "P7"), ("P8", "P4")],
                None,
            ),
            (5, &[("P1", "P3"), ("P4", "P2")], Some("P5")),
            (2, &[("P1", "P2")], None),
        ];
        for (n, expected, bye) in cases {
            let p = pair_next(&results(vec![]), &roster(n)).unwrap();
            assert_eq!(p.round, 1);
            assert_eq!(boards(&p), expected, "{n} players");
            assert_eq!(p.bye.as_deref(), bye);
        }
        // The players file's ratings seed round 1, whatever its order.
        let r = parse_players("name,rating\nA,1500\nB,2400\nC,2000\nD,1800\n").unwrap();
        let p = pair_next(&results(vec![]), &r).unwrap();
        assert_eq!(boards(&p), [("B", "D"), ("A", "C")]);
    }

    #[test]
    fn later_rounds_pair_score_groups_and_float_the_odd_one_down() {
        use GameResult::*;
        // Round 1 of six: P1, P2, P3 win (by the fold P1-P4, P5-P2, P3-P6).
        let r1 = vec![
            Game::played(1, "P1", "P4", BlackWins),
            Game::played(1, "P5", "P2", WhiteWins),
            Game::played(1, "P3", "P6", BlackWins),
        ];
        let p = pair_next(&results(r1), &roster(6)).unwrap();
        // Winners P1, P2, P3: P1 meets P2 (top half against bottom half of two), P3
        // floats down to the top of the losers and meets P4, the best it has not met.
        assert_eq!(p.round, 2);
        let mut pairs: Vec<(String, String)> = p
            .boards
            .iter()
            .map(|b| {
                let mut two = [b.black.clone(), b.white.clone()];
                two.sort();
                (two[0].clone(), two[1].clone())
            })
            .collect();
        pairs.sort();
        assert_eq!(
            pairs,
            [
                ("P1".into(), "P2".into()),
                ("P3".into(), "P4".into()),
                ("P5".into(), "P6".into())
            ]
        );
        // P1 had Black, P2 White: P1 is owed White.
        assert_eq!(boards(&p)[0], ("P2", "P1"));
    }

    #[test]
    fn a_rematch_is_avoided_by_the_next_best_opponent() {
        use GameResult::*;
        // Four players, P1 and P2 won round 1 ... but had met before in round 1 of a
        // made-up history: P1-P2 and P3-P4 again would repeat; the search transposes.
        let games = vec![
            Game::played(1, "P1", "P3", BlackWins),
            Game::played(1, "P4", "P2", WhiteWins),
            Game::played(2, "P1", "P2", Draw),
            Game::played(2, "P3", "P4", Draw),
        ];
        let p = pair_next(&results(games), &roster(4)).unwrap();
        for (b, w) in boards(&p) {
            assert!(
                !matches!(
                    (b, w),
                    ("P1" | "P2", "P1" | "P2") | ("P3" | "P4", "P3" | "P4")
                ) && !matches!(
                    (b, w),
                    ("P1", "P3") | ("P3", "P1") | ("P2", "P4") | ("P4", "P2")
                ),
                "{b}-{w}"
            );
        }
        assert_eq!(boards(&p).len(), 2);
        // Every opponent met: no pairing.
        let games = vec![
            Game::played(1, "P1", "P2", BlackWins),
            Game::played(2, "P2", "P1", BlackWins),
        ];
        assert_eq!(
            pair_next(&results(games), &roster(2)),
            Err(PairError::Impossible(3))
        );
    }

    #[test]
    fn the_bye_goes_to_the_lowest_without_one_and_withdrawn_players_sit_out() {
        use GameResult::*;
        // P5 had the bye in round 1 and lost round 2; P4 is lowest without a bye.
        let games = vec![
            Game::played(1, "P1", "P3", BlackWins),
            Game::played(1, "P4", "P2", WhiteWins),
            Game::bye(1, "P5"),
            Game::played(2, "P1", "P2", BlackWins),
            Game::played(2, "P3", "P5", BlackWins),
            Game::bye(2, "P4"),
        ];
        let p = pair_next(&results(games.clone()), &roster(5)).unwrap();
        // P4 (2 points, a bye) and P5 (2 points, a bye): everyone without a bye is
        // placed above them, so the lowest without one is P2 or P3 (2 points).
        let bye = p.bye.clone().unwrap();
        assert!(["P2", "P3"].contains(&bye.as_str()), "{bye}");
        // P5 withdraws after round 2: four players, no bye.
        let mut withdrawn = roster(5);
        withdrawn.entrants[4].withdrawn_after = Some(2);
        let p = pair_next(&results(games), &withdrawn).unwrap();
        assert_eq!(p.bye, None);
        assert!(boards(&p).iter().all(|(b, w)| *b != "P5" && *w != "P5"));
    }

    #[test]
    fn nobody_gets_a_third_colour_in_a_row_when_it_can_be_avoided() {
        use GameResult::*;
        // P1 and P2 both had Black twice; they are the two leaders. Paired together one
        // would take a third Black, so each meets someone who can take Black.
        let games = vec![
            Game::played(1, "P1", "P3", BlackWins),
            Game::played(1, "P2", "P4", BlackWins),
            Game::played(2, "P1", "P4", BlackWins),
            Game::played(2, "P2", "P3", BlackWins),
        ];
        // P3 and P4 had White twice and have met P1 and P2: with two fresh pairs of
        // players below, everyone can be spared.
        let p = pair_next(&results(games.clone()), &roster(8)).unwrap();
        assert!(p.third_colour.is_empty(), "{p:?}");
        for (black, white) in boards(&p) {
            assert!(!["P1", "P2"].contains(&black), "{p:?}");
            assert!(!["P3", "P4"].contains(&white), "{p:?}");
        }
        // With six, P3 and P4 cannot both be spared: the pairing is made anyway and
        // names who takes a colour a third time.
        let p = pair_next(&results(games), &roster(6)).unwrap();
        assert!(!p.third_colour.is_empty(), "{p:?}");
    }

    fn proposal(boards: &[(&str, &str)], byes: &[&str]) -> Proposal {
        Proposal {
            boards: boards
                .iter()
                .map(|(b, w)| (b.to_string(), w.to_string()))
                .collect(),
            byes: byes.iter().map(|b| b.to_string()).collect(),
        }
    }

    /// Six players after round 1 (P1, P2, P3 won), P6 withdrawn after round 1.
    fn six_after_one(withdraw: bool) -> PairingState {
        use GameResult::*;
        let games = vec![
            Game::played(1, "P1", "P4", BlackWins),
            Game::played(1, "P5", "P2", WhiteWins),
            Game::played(1, "P3", "P6", BlackWins),
        ];
        let mut r = roster(6);
        if withdraw {
            r.entrants[5].withdrawn_after = Some(1);
        }
        pairing_state(&results(games), &r)
    }

    #[test]
    fn the_state_places_players_by_score_then_seeding() {
        let state = six_after_one(false);
        let placed: Vec<(&str, i64)> = state
            .players
            .iter()
            .map(|p| (p.name.as_str(), p.score))
            .collect();
        assert_eq!(
            placed,
            [
                ("P1", 2),
                ("P2", 2),
                ("P3", 2),
                ("P4", 0),
                ("P5", 0),
                ("P6", 0)
            ]
        );
        assert_eq!(state.players[1].colours, [Colour::White]);
        assert_eq!(state.players[0].met.get("P4"), Some(&1));
        assert_eq!(state.round, 2);
        let state = six_after_one(true);
        assert_eq!(state.withdrawn, ["P6"]);
        assert_eq!(state.players.len(), 5);
    }

    #[test]
    fn the_check_names_each_rule_broken() {
        let state = six_after_one(false);
        // The engine's pairing and a transposition of colours keep every rule.
        let model = state.pair().unwrap();
        assert!(check_pairing(&state, &Proposal::from(&model)).is_empty());
        let swapped = proposal(&[("P1", "P2"), ("P4", "P3"), ("P6", "P5")], &[]);
        assert_eq!(check_pairing(&state, &swapped), []);
        // A rematch.
        let repeat = proposal(&[("P1", "P4"), ("P2", "P3"), ("P5", "P6")], &[]);
        assert_eq!(
            check_pairing(&state, &repeat),
            [Broken::Repeat {
                a: "P1".into(),
                b: "P4".into(),
                round: 1
            }]
        );
        // Twice and missing; a bye nobody needs.
        let twice = proposal(&[("P1", "P2"), ("P3", "P2"), ("P5", "P6")], &["P4"]);
        assert_eq!(
            check_pairing(&state, &twice),
            [
                Broken::Twice("P2".into()),
                Broken::ByeNotNeeded("P4".into())
            ]
        );
        let missing = proposal(&[("P1", "P2"), ("P3", "P4")], &[]);
        assert_eq!(
            check_pairing(&state, &missing),
            [Broken::Missing("P5".into()), Broken::Missing("P6".into())]
        );
        // A leader floated down while the group could pair him: P2 meets P6, where P3,
        // the lowest of the winners, floats in the engine's pairing.
        let float = proposal(&[("P1", "P3"), ("P2", "P6"), ("P4", "P5")], &[]);
        assert_eq!(
            check_pairing(&state, &float),
            [Broken::Float {
                player: "P2".into(),
                opponent: "P6".into()
            }]
        );
    }

    #[test]
    fn the_bye_and_withdrawn_players_are_checked() {
        let state = six_after_one(true);
        let model = state.pair().unwrap();
        // P6 is out: five players, and the bye to the lowest, P5.
        assert_eq!(model.bye.as_deref(), Some("P5"));
        let wrong = proposal(&[("P1", "P2"), ("P3", "P5")], &["P4"]);
        assert_eq!(
            check_pairing(&state, &wrong),
            [Broken::WrongBye {
                given: "P4".into(),
                due: "P5".into()
            }]
        );
        let withdrawn = proposal(&[("P1", "P2"), ("P3", "P4"), ("P5", "P6")], &[]);
        assert_eq!(
            check_pairing(&state, &withdrawn),
            [
                Broken::Withdrawn("P6".into()),
                Broken::NoBye { due: "P5".into() }
            ]
        );
        let none = proposal(&[("P1", "P2"), ("P3", "P4")], &[]);
        assert_eq!(
            check_pairing(&state, &none),
            [
                Broken::Missing("P5".into()),
                Broken::NoBye { due: "P5".into() }
            ]
        );
    }

    #[test]
    fn groups_pair_top_half_against_bottom_half() {
        // Round 1 of eight: 1-5, 2-6, 3-7, 4-8; 1-2 is one half against itself.
        let state = pairing_state(&results(vec![]), &roster(8));
        let folded = proposal(
            &[("P1", "P5"), ("P6", "P2"), ("P7", "P3"), ("P4", "P8")],
            &[],
        );
        assert_eq!(check_pairing(&state, &folded), []);
        // A transposition keeps top against bottom: accepted.
        let transposed = proposal(
            &[("P1", "P6"), ("P5", "P2"), ("P3", "P7"), ("P4", "P8")],
            &[],
        );
        assert_eq!(check_pairing(&state, &transposed), []);
        let halves = proposal(
            &[("P1", "P2"), ("P5", "P6"), ("P3", "P7"), ("P4", "P8")],
            &[],
        );
        assert_eq!(
            check_pairing(&state, &halves),
            [
                Broken::SameHalf {
                    high: "P1".into(),
                    low: "P2".into()
                },
                Broken::SameHalf {
                    high: "P5".into(),
                    low: "P6".into()
                }
            ]
        );
    }

    #[test]
    fn a_third_colour_is_wrong_only_where_it_can_be_avoided() {
        use GameResult::*;
        let games = vec![
            Game::played(1, "P1", "P3", BlackWins),
            Game::played(1, "P2", "P4", BlackWins),
            Game::played(2, "P1", "P4", BlackWins),
            Game::played(2, "P2", "P3", BlackWins),
        ];
        let state = pairing_state(&results(games.clone()), &roster(8));
        let model = state.pair().unwrap();
        assert!(model.third_colour.is_empty());
        // Model boards with P1 given Black again.
        let mut boards = Proposal::from(&model);
        for (black, white) in &mut boards.boards {
            if white == "P1" {
                std::mem::swap(black, white);
            }
        }
        assert_eq!(
            check_pairing(&state, &boards),
            [Broken::ThirdColour {
                player: "P1".into(),
                colour: Colour::Black
            }]
        );
        // With six, someone must: the engine's pairing, colours swapped where the
        // third falls, is not marked for it.
        let state = pairing_state(&results(games), &roster(6));
        let model = state.pair().unwrap();
        assert!(!model.third_colour.is_empty());
        let mut boards = Proposal::from(&model);
        for (black, white) in &mut boards.boards {
            std::mem::swap(black, white);
        }
        assert!(
            check_pairing(&state, &boards).iter().all(|b| b.rule() != 5),
            "{boards:?}"
        );
    }

    /// Plays an event of `n` players over `rounds` rounds, pairing each round with
    /// [`pair_next`] and drawing results from `noise`; checks every round.
    fn run_event(
        n: usize,
        rounds: u32,
        noise: &[u8],
        withdraw: Option<(usize, u32)>,
    ) -> Result<(), TestCaseError> {
        let mut r = roster(n);
        if let Some((who, after)) = withdraw {
            r.entrants[who % n].withdrawn_after = Some(after);
        }
        let mut games: Vec<Game> = Vec::new();
        let mut draw = noise.iter().copied().cycle();
        let mut colours: BTreeMap<String, Vec<char>> = BTreeMap::new();
        for round in 1..=rounds {
            let res = results(games.clone());
            let state = pairing_state(&res, &r);
            let p = state
                .pair()
                .map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(p.round, round);
            // The engine's own pairing keeps every rule the check knows.
            let broken = check_pairing(&state, &Proposal::from(&p));
            prop_assert!(broken.is_empty(), "round {}: {:?}", round, broken);
            let active: Vec<&str> = r
                .entrants
                .iter()
                .filter(|e| r.plays_in(&e.name, round, &res))
                .map(|e| e.name.as_str())
                .collect();
            // Everyone active paired once (or the bye); nobody else.
            let mut seen: Vec<&str> = p
                .boards
                .iter()
                .flat_map(|b| [b.black.as_str(), b.white.as_str()])
                .chain(p.bye.as_deref())
                .collect();
            seen.sort_unstable();
            let mut expected = active.clone();
            expected.sort_unstable();
            prop_assert_eq!(seen, expected);
            prop_assert_eq!(p.bye.is_some(), active.len() % 2 == 1);
            if let Some(bye) = &p.bye {
                let had = games
                    .iter()
                    .any(|g| matches!(&g.pairing, Pairing::Bye { player } if player == bye));
                prop_assert!(!had, "{} had a bye already", bye);
            }
            for b in &p.boards {
                let again = games.iter().any(|g| {
                    matches!(&g.pairing, Pairing::Played { black, white, .. }
                        if (black == &b.black && white == &b.white) || (black == &b.white && white == &b.black))
                });
                prop_assert!(
                    !again,
                    "{} and {} meet again in round {}",
                    b.black,
                    b.white,
                    round
                );
            }
            // The reported third colours are exactly the players with three in a row.
            let mut thirds = Vec::new();
            for b in &p.boards {
                for (name, colour) in [(&b.black, 'B'), (&b.white, 'W')] {
                    let history = colours.entry(name.clone()).or_default();
                    history.push(colour);
                    if history.ends_with(&[colour; 3]) {
                        thirds.push(name.clone());
                    }
                }
            }
            prop_assert_eq!(&thirds, &p.third_colour);
            for (i, b) in p.boards.iter().enumerate() {
                prop_assert_eq!(b.board, i + 1);
                let result = match draw.next().unwrap_or(0) % 5 {
                    0 | 1 => GameResult::BlackWins,
                    2 | 3 => GameResult::WhiteWins,
                    _ => GameResult::Draw,
                };
                games.push(Game::played(round, &b.black, &b.white, result));
            }
            if let Some(bye) = &p.bye {
                games.push(Game::bye(round, bye));
            }
        }
        Ok(())
    }

    #[test]
    fn sixteen_players_five_rounds_keep_every_rule() {
        run_event(16, 5, &[3, 1, 4, 1, 5, 9, 2, 6], None).unwrap();
        run_event(15, 5, &[2, 7, 1, 8, 2, 8], Some((3, 2))).unwrap();
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn every_round_pairs_everyone_once_without_rematches(
            n in 2usize..21,
            noise in prop::collection::vec(any::<u8>(), 1..40),
            withdraw in proptest::option::of((0usize..20, 0u32..4)),
        ) {
            // As many rounds as the players allow without forcing a rematch or a second bye.
            let rounds = u32::try_from(((n - 1) / 2).clamp(1, 5)).unwrap();
            run_event(n, rounds, &noise, withdraw)?;
        }
    }
}
