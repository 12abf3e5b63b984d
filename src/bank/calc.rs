//! Engine calculations that computed items and `verify` name: `calc = "result"` and
//! its parameters give an exact answer, and plausible wrong ones for choice items.

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::referee::clock::{self, TimeSystem};
use crate::referee::nigiri::{Guess, nigiri};
use crate::referee::tournament::{BoardResult, round_robin_games, round_robin_rounds, team_match};
use crate::rules::ruleset::{CN2002, PRESETS, RuleSet};
use crate::rules::score::{CountTerms, Outcome, result_from_area};
use crate::rules::stones::Stones;

use super::answer::Answer;
use super::matching::Unit;
use crate::i18n::english;
use crate::message::{Describe, Message};

/// A parameter value: a number (exact to the quarter) or text.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub enum ParamValue {
    Number(Stones),
    Text(String),
}

impl fmt::Display for ParamValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParamValue::Number(n) => f.write_str(&n.decimal()),
            ParamValue::Text(t) => f.write_str(t),
        }
    }
}

/// Parameter values by name.
pub type Params = BTreeMap<String, ParamValue>;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CalcKind {
    Result,
    Threshold,
    AreaNeeded,
    KomiPoints,
    PointsToStones,
    HandicapReturn,
    RrRounds,
    RrGames,
    Progressive,
    Xiaofen,
    Sos,
    TeamBoardPoints,
    TeamMatchPoints,
    Byoyomi,
    Nigiri,
    PointsTotal,
    CanDraw,
}

pub(crate) const KINDS: [(&str, CalcKind); 17] = [
    ("result", CalcKind::Result),
    ("threshold", CalcKind::Threshold),
    ("area-needed", CalcKind::AreaNeeded),
    ("komi-points", CalcKind::KomiPoints),
    ("points-to-stones", CalcKind::PointsToStones),
    ("handicap-return", CalcKind::HandicapReturn),
    ("rr-rounds", CalcKind::RrRounds),
    ("rr-games", CalcKind::RrGames),
    ("progressive", CalcKind::Progressive),
    ("xiaofen", CalcKind::Xiaofen),
    ("sos", CalcKind::Sos),
    ("team-board-points", CalcKind::TeamBoardPoints),
    ("team-match-points", CalcKind::TeamMatchPoints),
    ("byoyomi", CalcKind::Byoyomi),
    ("nigiri", CalcKind::Nigiri),
    ("points-total", CalcKind::PointsTotal),
    ("can-draw", CalcKind::CanDraw),
];

#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("unknown calculation {0:?} (expected one of: {names})", names = calc_names())]
pub struct UnknownCalc(pub String);

pub fn calc_names() -> String {
    KINDS.map(|(name, _)| name).join(", ")
}

impl FromStr for CalcKind {
    type Err = UnknownCalc;
    fn from_str(text: &str) -> Result<CalcKind, UnknownCalc> {
        KINDS
            .iter()
            .find(|(name, _)| *name == text)
            .map(|&(_, kind)| kind)
            .ok_or_else(|| UnknownCalc(text.to_string()))
    }
}

impl CalcKind {
    pub fn name(self) -> &'static str {
        KINDS
            .iter()
            .find(|(_, kind)| *kind == self)
            .map_or("?", |(name, _)| name)
    }

    /// (name, required) of every parameter.
    pub fn params(self) -> &'static [(&'static str, bool)] {
        match self {
            CalcKind::Result => &[
                ("black", true),
                ("size", false),
                ("komi", false),
                ("handicap", false),
            ],
            CalcKind::Threshold | CalcKind::AreaNeeded => {
                &[("size", false), ("komi", false), ("handicap", false)]
            }
            CalcKind::KomiPoints => &[("stones", true)],
            CalcKind::PointsToStones => &[("points", true)],
            CalcKind::HandicapReturn => &[("handicap", true)],
            CalcKind::RrRounds | CalcKind::RrGames => &[("players", true)],
            CalcKind::Progressive => &[("results", true)],
            CalcKind::Xiaofen => &[("beaten", false), ("drawn", false)],
            CalcKind::Sos => &[("opponents", true)],
            CalcKind::TeamBoardPoints | CalcKind::TeamMatchPoints => {
                &[("wins", true), ("draws", true), ("losses", true)]
            }
            CalcKind::Byoyomi => &[("periods", true), ("period", false), ("moves", true)],
            CalcKind::Nigiri => &[("shown", true), ("count", true)],
            CalcKind::PointsTotal => &[("players", false), ("boards", false), ("both_lose", false)],
            CalcKind::CanDraw => &[
                ("size", false),
                ("komi", false),
                ("handicap", false),
                ("shared", false),
            ],
        }
    }
}

/// The unit a calculation answers in, when it has one a person might confuse: an
/// answer typed in another unit is wrong. Counts (rounds, games, 小分) have none.
pub fn unit(kind: CalcKind, params: &Params) -> Option<Unit> {
    match kind {
        CalcKind::KomiPoints => Some(Unit::Points),
        CalcKind::PointsToStones
        | CalcKind::Threshold
        | CalcKind::AreaNeeded
        | CalcKind::HandicapReturn => Some(Unit::Stones),
        // Periods of a minute are minutes; other periods are only counted.
        CalcKind::Byoyomi => match params.get("period") {
            None => Some(Unit::Minutes),
            Some(ParamValue::Number(n)) if *n == Stones::whole(60) => Some(Unit::Minutes),
            Some(_) => None,
        },
        _ => None,
    }
}

/// Why a calculation has no answer for these parameters. `Display` is English; `text`
/// says it in the reader's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CalcError {
    Missing(&'static str),
    Bad {
        name: &'static str,
        what: Wanted,
        value: String,
    },
    /// The parameters describe nothing that can happen: why.
    Impossible(Message),
}

/// What a parameter must be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wanted {
    Number,
    Count,
    NumberList,
    Size,
    Handicap,
    Halves,
    Players,
    Results,
}

impl Wanted {
    pub const ALL: [Wanted; 8] = [
        Wanted::Number,
        Wanted::Count,
        Wanted::NumberList,
        Wanted::Size,
        Wanted::Handicap,
        Wanted::Halves,
        Wanted::Players,
        Wanted::Results,
    ];

    /// The message saying it: `calc-wanted-<code>`.
    pub const fn code(self) -> &'static str {
        match self {
            Wanted::Number => "number",
            Wanted::Count => "count",
            Wanted::NumberList => "number-list",
            Wanted::Size => "size",
            Wanted::Handicap => "handicap",
            Wanted::Halves => "halves",
            Wanted::Players => "players",
            Wanted::Results => "results",
        }
    }
}

impl Describe for CalcError {
    fn message(&self) -> Message {
        match self {
            CalcError::Missing(name) => Message::text("calc-err-missing").arg("name", name),
            CalcError::Bad { name, what, value } => Message::text("calc-err-bad")
                .arg("name", name)
                .with(
                    "what",
                    Message::built(format!("calc-wanted-{}", what.code())),
                )
                .arg("value", value),
            CalcError::Impossible(message) => message.clone(),
        }
    }
}

impl fmt::Display for CalcError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&english(&self.message()))
    }
}

impl std::error::Error for CalcError {}

/// An error of the engine or the referee that makes the parameters impossible.
fn impossible(e: &impl Describe) -> CalcError {
    CalcError::Impossible(e.message())
}

/// One of the calculations' own reasons (`calc-err-…`).
fn impossible_because(id: &'static str, args: &[(&'static str, i64)]) -> CalcError {
    let message = args
        .iter()
        .fold(Message::text(id), |m, (name, value)| m.number(name, *value));
    CalcError::Impossible(message)
}

/// The clock of a `byoyomi` item: its moves through its periods, move by move.
fn byoyomi_timeline(args: &Args) -> Result<clock::Timeline, CalcError> {
    let periods = u32::try_from(args.count("periods", None)?).unwrap_or(u32::MAX);
    let period = args.count("period", Some(60))?;
    let system =
        TimeSystem::byoyomi(0, periods, (period as u64) * 1000).map_err(|e| impossible(&e))?;
    let moves = clock::parse_duration_list(&args.text("moves")?).map_err(|e| impossible(&e))?;
    Ok(clock::run(system, &moves))
}

/// The worked solution of a computed item, where it has more to show than its answer:
/// a byo-yomi item's clock, move by move.
pub fn worked(kind: CalcKind, params: &Params) -> Option<super::worked::Worked> {
    match kind {
        CalcKind::Byoyomi => byoyomi_timeline(&Args { params })
            .ok()
            .map(super::worked::Worked::Clock),
        _ => None,
    }
}

struct Args<'a> {
    params: &'a Params,
}

impl Args<'_> {
    fn number(&self, name: &'static str) -> Result<Option<Stones>, CalcError> {
        match self.params.get(name) {
            None => Ok(None),
            Some(ParamValue::Number(n)) => Ok(Some(*n)),
            Some(ParamValue::Text(t)) => t.parse().map(Some).map_err(|_| CalcError::Bad {
                name,
                what: Wanted::Number,
                value: format!("{t:?}"),
            }),
        }
    }

    fn required_number(&self, name: &'static str) -> Result<Stones, CalcError> {
        self.number(name)?.ok_or(CalcError::Missing(name))
    }

    fn count(&self, name: &'static str, default: Option<i64>) -> Result<i64, CalcError> {
        let value = match (self.number(name)?, default) {
            (Some(v), _) => v,
            (None, Some(d)) => return Ok(d),
            (None, None) => return Err(CalcError::Missing(name)),
        };
        if value.quarters() % 4 != 0 || value < Stones::ZERO || value > Stones::whole(100_000) {
            return Err(CalcError::Bad {
                name,
                what: Wanted::Count,
                value: value.decimal(),
            });
        }
        Ok(value.quarters() / 4)
    }

    fn text(&self, name: &'static str) -> Result<String, CalcError> {
        match self.params.get(name) {
            None => Err(CalcError::Missing(name)),
            Some(value) => Ok(value.to_string()),
        }
    }

    /// A comma list of numbers (empty text: none).
    fn numbers(&self, name: &'static str) -> Result<Vec<Stones>, CalcError> {
        let text = match self.params.get(name) {
            None => return Ok(Vec::new()),
            Some(value) => value.to_string(),
        };
        text.split([',', '，', '、'])
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .map(|t| {
                t.parse::<Stones>().map_err(|_| CalcError::Bad {
                    name,
                    what: Wanted::NumberList,
                    value: format!("{text:?}"),
                })
            })
            .collect()
    }
}

fn size_of(args: &Args) -> Result<u8, CalcError> {
    let size = args.count("size", Some(19))?;
    u8::try_from(size)
        .ok()
        .filter(|s| (2..=25).contains(s))
        .ok_or_else(|| CalcError::Bad {
            name: "size",
            what: Wanted::Size,
            value: size.to_string(),
        })
}

fn terms(args: &Args, rules: RuleSet) -> Result<CountTerms, CalcError> {
    let handicap = args.count("handicap", Some(0))?;
    let handicap = u32::try_from(handicap)
        .ok()
        .filter(|h| *h <= 25)
        .ok_or_else(|| CalcError::Bad {
            name: "handicap",
            what: Wanted::Handicap,
            value: handicap.to_string(),
        })?;
    Ok(CountTerms::new(
        rules,
        size_of(args)?,
        handicap,
        args.number("komi")?,
    ))
}

/// The players of a round robin: 2 to 1000.
fn players(args: &Args) -> Result<u32, CalcError> {
    let players = args.count("players", None)?;
    if !(2..=1000).contains(&players) {
        return Err(CalcError::Bad {
            name: "players",
            what: Wanted::Players,
            value: players.to_string(),
        });
    }
    Ok(players as u32)
}

/// The answer of `kind` for `params`, under the item's rule set.
pub fn compute(kind: CalcKind, params: &Params, rules: RuleSet) -> Result<Answer, CalcError> {
    let args = Args { params };
    Ok(match kind {
        CalcKind::Result => {
            let terms = terms(&args, rules)?;
            let black = args.required_number("black")?;
            let result = result_from_area(black, &terms).map_err(|e| impossible(&e))?;
            Answer::Result(result.outcome)
        }
        CalcKind::Threshold => Answer::Number(terms(&args, rules)?.threshold()),
        CalcKind::AreaNeeded => {
            // The smallest whole area strictly above the threshold (or equal, where
            // ties go to Black).
            let threshold = terms(&args, rules)?.threshold();
            let mut whole = threshold.quarters().div_euclid(4);
            if Stones::whole(whole) <= threshold {
                whole += 1;
            }
            Answer::whole(whole)
        }
        CalcKind::KomiPoints => {
            let stones = args.required_number("stones")?;
            Answer::Number(Stones::from_quarters(stones.quarters() * 2))
        }
        CalcKind::PointsToStones => {
            let points = args.required_number("points")?;
            if points.quarters() % 2 != 0 {
                return Err(CalcError::Bad {
                    name: "points",
                    what: Wanted::Halves,
                    value: points.decimal(),
                });
            }
            Answer::Number(Stones::from_quarters(points.quarters() / 2))
        }
        CalcKind::HandicapReturn => {
            let handicap = args.count("handicap", None)?;
            Answer::Number(rules.handicap_return(u32::try_from(handicap).unwrap_or(u32::MAX)))
        }
        CalcKind::PointsTotal => {
            // Every game gives 2 points (2 + 0, or 1 + 1), except one ruled lost for
            // both players, which gives none.
            let games = match args.count("boards", Some(0))? {
                0 => round_robin_games(players(&args)?) as i64,
                boards => boards,
            };
            let both_lose = args.count("both_lose", Some(0))?;
            if both_lose > games {
                return Err(CalcError::Bad {
                    name: "both_lose",
                    what: Wanted::Count,
                    value: both_lose.to_string(),
                });
            }
            Answer::whole(2 * (games - both_lose))
        }
        CalcKind::CanDraw => {
            // Black's count is whole stones plus half of each shared point: a draw
            // needs it to land on the draw line exactly.
            let terms = terms(&args, rules)?;
            let shared = args.count("shared", Some(0))?;
            let line = terms.threshold();
            let half_shared = Stones::halves(shared);
            let lands = (line - half_shared).quarters() % 4 == 0 && shared <= terms.points();
            let draws =
                lands && result_from_area(line, &terms).is_ok_and(|r| r.outcome.winner.is_none());
            Answer::Bool(draws)
        }
        CalcKind::RrRounds | CalcKind::RrGames => {
            let players = players(&args)?;
            Answer::whole(if kind == CalcKind::RrGames {
                round_robin_games(players) as i64
            } else {
                round_robin_rounds(players).into()
            })
        }
        CalcKind::Progressive => {
            let results = args.text("results")?;
            let mut running = 0;
            let mut total = 0;
            for c in results.chars().filter(|c| !c.is_whitespace()) {
                running += match c.to_ascii_uppercase() {
                    'W' | '胜' => 2,
                    'D' | '和' => 1,
                    'L' | '负' => 0,
                    _ => {
                        return Err(CalcError::Bad {
                            name: "results",
                            what: Wanted::Results,
                            value: format!("{results:?}"),
                        });
                    }
                };
                total += running;
            }
            Answer::whole(total)
        }
        CalcKind::Xiaofen => {
            let beaten: Stones = args
                .numbers("beaten")?
                .into_iter()
                .fold(Stones::ZERO, |a, b| a + b);
            let drawn: Stones = args
                .numbers("drawn")?
                .into_iter()
                .fold(Stones::ZERO, |a, b| a + b);
            // Half of a drawn opponent's score: exact in quarters when scores are halves.
            if drawn.quarters() % 2 != 0 {
                return Err(impossible_because("calc-err-drawn-halves", &[]));
            }
            Answer::Number(beaten + Stones::from_quarters(drawn.quarters() / 2))
        }
        CalcKind::Sos => Answer::Number(
            args.numbers("opponents")?
                .into_iter()
                .fold(Stones::ZERO, |a, b| a + b),
        ),
        CalcKind::TeamBoardPoints | CalcKind::TeamMatchPoints => {
            let wins = args.count("wins", None)?;
            let draws = args.count("draws", None)?;
            let losses = args.count("losses", None)?;
            if wins + draws + losses == 0 {
                return Err(impossible_because("calc-err-no-boards", &[]));
            }
            if wins + draws + losses > 1000 {
                return Err(impossible_because("calc-err-too-many-boards", &[]));
            }
            let boards: Vec<BoardResult> = [
                (BoardResult::Win, wins),
                (BoardResult::Draw, draws),
                (BoardResult::Loss, losses),
            ]
            .iter()
            .flat_map(|&(result, n)| std::iter::repeat_n(result, n as usize))
            .collect();
            let team = team_match(&boards);
            Answer::whole(i64::from(if kind == CalcKind::TeamBoardPoints {
                team.board_points.0
            } else {
                team.match_points.0
            }))
        }
        CalcKind::Byoyomi => {
            let periods = u32::try_from(args.count("periods", None)?).unwrap_or(u32::MAX);
            let timeline = byoyomi_timeline(&args)?;
            if let Some(number) = timeline.lost_at {
                return Err(impossible_because(
                    "calc-err-lost-on-time",
                    &[("number", number as i64)],
                ));
            }
            let left = match timeline.states.last().map(|s| s.overtime) {
                Some(clock::Overtime::ByoYomi { periods_left, .. }) => periods_left,
                _ => periods,
            };
            Answer::whole(left.into())
        }
        CalcKind::Nigiri => {
            let shown = u32::try_from(args.count("shown", None)?).unwrap_or(0);
            let count = u32::try_from(args.count("count", None)?).unwrap_or(0);
            let guess = Guess::from_stones_shown(shown).map_err(|e| impossible(&e))?;
            Answer::Colour(
                nigiri(guess, count)
                    .map_err(|e| impossible(&e))?
                    .guesser_takes,
            )
        }
    })
}

/// Plausible wrong answers for a choice item: sign flips, the other rule version's komi,
/// points read as stones, off by ½ — never the right answer, no repeats.
pub fn distractors(
    kind: CalcKind,
    params: &Params,
    rules: RuleSet,
    right: &Answer,
    limit: Option<Stones>,
) -> Vec<Answer> {
    let mut wrong: Vec<Answer> = Vec::new();
    let mut push = |a: Answer| {
        if a != *right && !wrong.contains(&a) && plausible(right, &a, limit) {
            wrong.push(a);
        }
    };
    match *right {
        Answer::Result(outcome) => {
            let margin = outcome.black_margin();
            let ties = rules.ties;
            let flip = |m: Stones| Answer::Result(Outcome::from_black_margin(m, ties));
            push(flip(-margin));
            // The same count under the other Chinese komi.
            let other = if rules.komi == CN2002.komi {
                PRESETS[1]
            } else {
                CN2002
            };
            if let Ok(Answer::Result(o)) = compute(kind, params, other) {
                push(Answer::Result(o));
            }
            push(flip(margin + Stones::halves(1)));
            push(flip(margin - Stones::halves(1)));
            push(flip(-(margin + Stones::halves(1))));
            push(flip(margin + Stones::whole(1)));
        }
        Answer::Number(n) => {
            // A whole quantity (stones on the board, liberties, moves) gets whole
            // neighbours; a quantity in quarters (a threshold) its half-stone ones.
            let step = if is_whole(n) {
                Stones::whole(1)
            } else {
                Stones::halves(1)
            };
            for k in [1, -1, 2, -2, 3, -3] {
                push(Answer::Number(
                    n + Stones::from_quarters(step.quarters() * k),
                ));
            }
        }
        Answer::Colour(c) => push(Answer::Colour(c.opponent())),
        Answer::Bool(b) => push(Answer::Bool(!b)),
    }
    wrong
}

fn is_whole(n: Stones) -> bool {
    n.quarters() % 4 == 0
}

/// Whether `wrong` could pass for the answer to a question whose answer is `right`: of
/// the same kind; a number whole where the answer is whole, never below zero or above
/// `limit` (the points of the board), and within three stones of the answer (or a tenth
/// of it, for large answers); a result within three stones of the answer's margin (or
/// its margin again).
pub fn plausible(right: &Answer, wrong: &Answer, limit: Option<Stones>) -> bool {
    match (right, wrong) {
        (Answer::Number(r), Answer::Number(w)) => {
            let near = Stones::whole(3).max(Stones::from_quarters(r.quarters().abs() / 10));
            (!is_whole(*r) || is_whole(*w))
                && *w >= Stones::ZERO
                && limit.is_none_or(|limit| *w <= limit)
                && (*w - *r).abs() <= near
        }
        (Answer::Result(r), Answer::Result(w)) => {
            let (r, w) = (r.black_margin(), w.black_margin());
            let near = Stones::whole(3).max(Stones::from_quarters(r.quarters().abs()));
            (w.abs() - r.abs()).abs() <= near
        }
        (Answer::Colour(_), Answer::Colour(_)) | (Answer::Bool(_), Answer::Bool(_)) => true,
        _ => false,
    }
}

/// Replaces `{name}` in `text` by the parameter values; unknown names stay as written.
pub fn interpolate(text: &str, params: &Params) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close) if params.contains_key(&after[..close]) => {
                out.push_str(&params[&after[..close]].to_string());
                rest = &after[close + 1..];
            }
            _ => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// The `{name}` placeholders of a text.
pub fn placeholders(text: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else { break };
        let name = &after[..close];
        if !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            names.push(name.to_string());
        }
        rest = &after[close + 1..];
    }
    names
}

impl Describe for UnknownCalc {
    fn message(&self) -> Message {
        Message::text("check-unknown-calc")
            .arg("name", &self.0)
            .arg("names", calc_names())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Localizer;
    use crate::rules::Color;

    fn params(pairs: &[(&str, &str)]) -> Params {
        pairs
            .iter()
            .map(|(k, v)| {
                let value = v
                    .parse::<Stones>()
                    .map(ParamValue::Number)
                    .unwrap_or_else(|_| ParamValue::Text(v.to_string()));
                (k.to_string(), value)
            })
            .collect()
    }

    fn answer(kind: &str, pairs: &[(&str, &str)]) -> Answer {
        compute(kind.parse().unwrap(), &params(pairs), CN2002).unwrap()
    }

    #[test]
    fn each_calculation_gives_the_worked_example() {
        let n = |q: i64| Answer::Number(Stones::from_quarters(q));
        assert_eq!(
            answer("result", &[("black", "183")]),
            Answer::Result(Outcome::from_black_margin(
                Stones::from_quarters(-5),
                crate::rules::ruleset::Ties::Draw
            ))
        );
        assert_eq!(answer("threshold", &[]), n(737));
        assert_eq!(answer("area-needed", &[]), Answer::whole(185));
        assert_eq!(
            answer("area-needed", &[("handicap", "3")]),
            Answer::whole(183)
        );
        assert_eq!(answer("komi-points", &[("stones", "3.75")]), n(30));
        assert_eq!(answer("points-to-stones", &[("points", "2.5")]), n(5));
        assert_eq!(
            answer("handicap-return", &[("handicap", "4")]),
            Answer::whole(2)
        );
        assert_eq!(answer("rr-rounds", &[("players", "8")]), Answer::whole(7));
        assert_eq!(answer("rr-rounds", &[("players", "7")]), Answer::whole(7));
        assert_eq!(answer("rr-games", &[("players", "8")]), Answer::whole(28));
        assert_eq!(
            answer("progressive", &[("results", "WWLWL")]),
            Answer::whole(22)
        );
        assert_eq!(
            answer("progressive", &[("results", "WWWWL")]),
            Answer::whole(28)
        );
        assert_eq!(answer("xiaofen", &[("beaten", "4,1")]), Answer::whole(5));
        assert_eq!(answer("xiaofen", &[("beaten", "4"), ("drawn", "1")]), n(18));
        assert_eq!(answer("sos", &[("opponents", "4,4,5")]), Answer::whole(13));
        let team = [("wins", "2"), ("draws", "1"), ("losses", "1")];
        assert_eq!(answer("team-board-points", &team), Answer::whole(5));
        assert_eq!(answer("team-match-points", &team), Answer::whole(2));
        let even = [("wins", "2"), ("draws", "0"), ("losses", "2")];
        assert_eq!(answer("team-match-points", &even), Answer::whole(1));
        let byo = [("periods", "5"), ("moves", "45,75,130")];
        assert_eq!(answer("byoyomi", &byo), Answer::whole(2));
        assert_eq!(
            answer("nigiri", &[("shown", "2"), ("count", "17")]),
            Answer::Colour(Color::White)
        );
    }

    #[test]
    fn every_wanted_is_said_in_every_language() {
        for lang in crate::i18n::Lang::ALL {
            let l = Localizer::new(lang);
            for wanted in Wanted::ALL {
                assert!(
                    l.has(&format!("calc-wanted-{}", wanted.code())),
                    "{wanted:?}"
                );
            }
        }
    }

    #[test]
    fn impossible_instances_say_why() {
        let err = compute(CalcKind::Result, &params(&[("black", "400")]), CN2002).unwrap_err();
        assert!(err.to_string().contains("0 to 361"), "{err}");
        let err = compute(
            CalcKind::Byoyomi,
            &params(&[("periods", "1"), ("moves", "61")]),
            CN2002,
        )
        .unwrap_err();
        assert!(err.to_string().contains("loses on time"), "{err}");
        let zh = Localizer::new(crate::i18n::Lang::ZhCn);
        assert_eq!(zh.describe(&err), "该棋手在第1手超时判负");
        assert_eq!(
            compute(CalcKind::RrGames, &params(&[]), CN2002),
            Err(CalcError::Missing("players"))
        );
    }

    #[test]
    fn distractors_are_wrong_and_distinct() {
        let p = params(&[("black", "183")]);
        let right = compute(CalcKind::Result, &p, CN2002).unwrap();
        let wrong = distractors(CalcKind::Result, &p, CN2002, &right, None);
        assert!(wrong.len() >= 3);
        assert!(!wrong.contains(&right));
        let mut unique = wrong.clone();
        unique.dedup();
        assert_eq!(unique.len(), wrong.len());
    }

    #[test]
    fn distractors_of_a_whole_quantity_are_whole_near_and_on_the_board() {
        let board = Some(Stones::whole(25));
        for n in [0, 1, 3, 13, 24, 25] {
            let right = Answer::whole(n);
            let wrong = distractors(CalcKind::Result, &params(&[]), CN2002, &right, board);
            assert!(wrong.len() >= 3, "{n}: {wrong:?}");
            for w in &wrong {
                let Answer::Number(w) = w else {
                    panic!("{w:?}")
                };
                assert_eq!(w.quarters() % 4, 0, "{n}: {w:?} is not whole");
                assert!(*w >= Stones::ZERO && *w <= Stones::whole(25), "{n}: {w:?}");
                assert!(
                    (*w - Stones::whole(n)).abs() <= Stones::whole(3),
                    "{n}: {w:?}"
                );
            }
        }
        // A threshold in quarters keeps its quarter: 184¼ against 183¾, 184¾…
        let right = Answer::Number(Stones::from_quarters(737));
        let wrong = distractors(CalcKind::Result, &params(&[]), CN2002, &right, None);
        assert!(wrong.contains(&Answer::Number(Stones::from_quarters(739))));
        assert!(!plausible(
            &Answer::whole(13),
            &Answer::Number(Stones::halves(27)),
            None
        ));
        assert!(!plausible(&Answer::whole(4), &Answer::whole(40), None));
    }

    #[test]
    fn point_totals_and_draws_are_computed() {
        let total = |p: &[(&str, &str)]| compute(CalcKind::PointsTotal, &params(p), CN2002);
        assert_eq!(total(&[("players", "8")]), Ok(Answer::whole(56)));
        assert_eq!(
            total(&[("players", "8"), ("both_lose", "1")]),
            Ok(Answer::whole(54))
        );
        assert_eq!(total(&[("boards", "4")]), Ok(Answer::whole(8)));
        assert!(total(&[("boards", "4"), ("both_lose", "5")]).is_err());
        let draw = |p: &[(&str, &str)]| compute(CalcKind::CanDraw, &params(p), CN2002);
        assert_eq!(draw(&[]), Ok(Answer::Bool(false)));
        assert_eq!(draw(&[("handicap", "3")]), Ok(Answer::Bool(true)));
        assert_eq!(draw(&[("handicap", "2")]), Ok(Answer::Bool(false)));
        assert_eq!(
            draw(&[("handicap", "2"), ("shared", "1")]),
            Ok(Answer::Bool(true))
        );
        assert_eq!(draw(&[("shared", "1")]), Ok(Answer::Bool(false)));
    }

    #[test]
    fn interpolation_fills_known_names_only() {
        let p = params(&[("black", "184.5")]);
        assert_eq!(interpolate("黑{black}子，{x}", &p), "黑184.5子，{x}");
        assert_eq!(placeholders("a {black} b {size} {不}"), ["black", "size"]);
    }
}
