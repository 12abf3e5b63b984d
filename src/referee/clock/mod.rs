//! Game clocks under Art. 12: byo-yomi with reserved periods (读秒), sudden death
//! (包干用时制) and moves per period (定时限步制); and the Fischer increment clock
//! (加秒制) many events now use. Times are integer milliseconds;
//! the referee counts whole seconds.
//!
//! Three readings apply to every system, so rulings stay consistent:
//! - **Reaching a limit uses it.** The rules count a stone placed as the referee says
//!   "10" as a used minute, so a move of exactly 60 s costs one 60 s period, and a
//!   clock that reaches zero under sudden death has lost.
//! - **Main time first.** A move spends main time first; only the part of it that runs
//!   past the end of the main time counts in byo-yomi (or in the first period of a
//!   moves-per-period control). This is the usual practice.
//! - **One player.** A clock tracks one player's moves; the times are how long each of
//!   that player's moves took.
//!
//! The module owns the time systems, the referee's calls and the clock itself, and
//! (in `duration.rs`, re-exported here) reading and writing durations. Pure: no I/O, no
//! i18n. It may use std and external crates, nothing else of ours.

use std::fmt;

use thiserror::Error;

mod duration;

use crate::message::{Describe, Message};
pub use duration::{
    DurationError, DurationListError, Spoken, format_duration, parse_duration, parse_duration_list,
    parse_setting,
};

/// Milliseconds in a second.
const SECOND_MS: u64 = 1000;

/// Shortest byo-yomi period: the last-period count "1 … 10" needs ten seconds.
pub const MIN_PERIOD_SECS: u32 = 10;

/// Longest byo-yomi period accepted (one hour).
pub const MAX_PERIOD_SECS: u32 = 3600;

/// A time control, validated: build one with the constructors.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TimeSystem {
    ByoYomi(ByoYomi),
    SuddenDeath(SuddenDeath),
    MovesPerPeriod(MovesPerPeriod),
    Fischer(Fischer),
}

/// 加秒制 (Fischer): main time, and a fixed increment added after every move; the
/// clock reaching zero during a move loses, as under sudden death.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fischer {
    main_ms: u64,
    increment_ms: u64,
}

/// 读秒: main time, then `periods` periods of `period_secs` each (60 s in slow games;
/// 30, 20 or 10 s in fast ones). Under the Chinese rules the periods are minutes kept
/// back from the base time ("保留N分钟读秒").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ByoYomi {
    main_ms: u64,
    periods: u32,
    period_secs: u32,
}

/// 包干: the whole game within the main time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SuddenDeath {
    main_ms: u64,
}

/// 定时限步制: main time, then `moves` moves in every period; time saved in one period
/// carries over to the next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MovesPerPeriod {
    main_ms: u64,
    moves: u32,
    period_ms: u64,
}

/// A time control that cannot be played.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ClockError {
    #[error("byo-yomi needs at least one period (for none, use sudden death)")]
    NoPeriods,
    #[error(
        "a byo-yomi period must be whole seconds from {MIN_PERIOD_SECS} to {MAX_PERIOD_SECS}, got {}",
        format_duration(*.0)
    )]
    BadPeriod(u64),
    #[error("sudden death needs a main time above zero")]
    NoMainTime,
    #[error("moves per period needs at least one move per period")]
    NoMoves,
    #[error("moves per period needs a period above zero")]
    EmptyPeriod,
    #[error("a Fischer clock needs a main time above zero")]
    FischerNoMainTime,
    #[error("a Fischer clock needs an increment above zero (for none, use sudden death)")]
    NoIncrement,
}

impl TimeSystem {
    /// Byo-yomi: `main_ms` of main time, then `periods` periods of `period_ms` (whole
    /// seconds, 10 s to 1 h).
    pub fn byoyomi(main_ms: u64, periods: u32, period_ms: u64) -> Result<Self, ClockError> {
        if periods == 0 {
            return Err(ClockError::NoPeriods);
        }
        let period_secs = period_ms
            .is_multiple_of(SECOND_MS)
            .then(|| u32::try_from(period_ms / SECOND_MS).ok())
            .flatten()
            .filter(|s| (MIN_PERIOD_SECS..=MAX_PERIOD_SECS).contains(s))
            .ok_or(ClockError::BadPeriod(period_ms))?;
        Ok(TimeSystem::ByoYomi(ByoYomi {
            main_ms,
            periods,
            period_secs,
        }))
    }

    /// Sudden death with `main_ms` for the whole game.
    pub fn sudden_death(main_ms: u64) -> Result<Self, ClockError> {
        if main_ms == 0 {
            return Err(ClockError::NoMainTime);
        }
        Ok(TimeSystem::SuddenDeath(SuddenDeath { main_ms }))
    }

    /// Moves per period: `main_ms` of main time, then `moves` moves in every `period_ms`.
    pub fn moves_per_period(main_ms: u64, moves: u32, period_ms: u64) -> Result<Self, ClockError> {
        if moves == 0 {
            return Err(ClockError::NoMoves);
        }
        if period_ms == 0 {
            return Err(ClockError::EmptyPeriod);
        }
        Ok(TimeSystem::MovesPerPeriod(MovesPerPeriod {
            main_ms,
            moves,
            period_ms,
        }))
    }

    /// Fischer: `main_ms` to start with, and `increment_ms` added after every move.
    pub fn fischer(main_ms: u64, increment_ms: u64) -> Result<Self, ClockError> {
        if main_ms == 0 {
            return Err(ClockError::FischerNoMainTime);
        }
        if increment_ms == 0 {
            return Err(ClockError::NoIncrement);
        }
        Ok(TimeSystem::Fischer(Fischer {
            main_ms,
            increment_ms,
        }))
    }

    pub fn main_ms(&self) -> u64 {
        match self {
            TimeSystem::ByoYomi(b) => b.main_ms,
            TimeSystem::SuddenDeath(s) => s.main_ms,
            TimeSystem::MovesPerPeriod(m) => m.main_ms,
            TimeSystem::Fischer(f) => f.main_ms,
        }
    }

    /// A stable id for the system: `byoyomi`, `sudden-death`, `moves-per-period`.
    pub fn id(&self) -> &'static str {
        match self {
            TimeSystem::ByoYomi(_) => "byoyomi",
            TimeSystem::SuddenDeath(_) => "sudden-death",
            TimeSystem::MovesPerPeriod(_) => "moves-per-period",
            TimeSystem::Fischer(_) => "fischer",
        }
    }
}

impl ByoYomi {
    pub fn main_ms(&self) -> u64 {
        self.main_ms
    }
    pub fn periods(&self) -> u32 {
        self.periods
    }
    pub fn period_secs(&self) -> u32 {
        self.period_secs
    }
    pub fn period_ms(&self) -> u64 {
        u64::from(self.period_secs) * SECOND_MS
    }
}

impl SuddenDeath {
    pub fn main_ms(&self) -> u64 {
        self.main_ms
    }
}

impl Fischer {
    pub fn main_ms(&self) -> u64 {
        self.main_ms
    }
    pub fn increment_ms(&self) -> u64 {
        self.increment_ms
    }
}

impl MovesPerPeriod {
    pub fn main_ms(&self) -> u64 {
        self.main_ms
    }
    pub fn moves(&self) -> u32 {
        self.moves
    }
    pub fn period_ms(&self) -> u64 {
        self.period_ms
    }
}

/// The usual limit for lateness at the start of a game where the venue and the players'
/// lodging are at one place (2002 Art. 22.2 as copied; 1 hour where they are apart,
/// Art. 22.1). Events may set their own.
pub const DEFAULT_LATE_LIMIT_MS: u64 = 15 * 60 * SECOND_MS;

/// A player late at the start of a game (迟到), and the limit past which the game is
/// lost.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Late {
    pub late_ms: u64,
    pub limit_ms: u64,
}

/// How lateness is dealt with, as 2002 Art. 22.1, 22.2 and 22.4 read in the copy that
/// was found (docs/rules.md, "Lateness": not checked against the booklet).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LateRuling {
    /// Later than the limit (more than it; the limit itself is allowed): the game is
    /// lost (判负), and no move is timed.
    Forfeit,
    /// Twice the lateness (`asked_ms`) comes off the main time (加倍扣除);
    /// `deducted_ms` is what there was to take, at most the main time left. Past the
    /// main time the text says nothing: this program leaves byo-yomi periods and
    /// moves-per-period periods whole, and under sudden death or Fischer the clock is
    /// at zero, which loses.
    Deducted { asked_ms: u64, deducted_ms: u64 },
    /// No main time: the absent player's overtime runs (缺席读秒, Art. 22.4), once
    /// (not doubled), and goes on into the first move; overtime used up by the absence
    /// loses.
    CountedInOvertime,
}

/// Lateness and what came of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LateOutcome {
    pub late: Late,
    pub ruling: LateRuling,
    /// The game is lost before the first move: by the limit, or by no time left.
    pub lost: bool,
}

/// What the referee says while a byo-yomi period runs, as data for the UI to localise.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Call {
    /// "30秒", "40秒", …: seconds gone in this period.
    Seconds(u32),
    /// "1分" for a 60 s period ("30秒" for a 30 s one): this period is used.
    PeriodUsed { period_secs: u32 },
    /// "还剩N分": periods left after one was used.
    PeriodsLeft { left: u32, period_secs: u32 },
    /// The last period's count aloud, "1" … "10"; "10" means time is up.
    Count(u32),
}

/// A call and the second of the period at which it is made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TimedCall {
    pub at_secs: u32,
    pub call: Call,
}

/// Seconds still to go at the normal count's marks: for 60 s, "30, 40, 50, 55, 58秒".
/// Shorter periods (fast games set their own details "on the same principles") keep
/// the marks that fall inside the period, so 30 s gives 10, 20, 25, 28.
const NORMAL_MARKS: [u32; 5] = [30, 20, 10, 5, 2];

/// The last period's marks before the count aloud: for 60 s, "30, 40, 50".
const LAST_MARKS: [u32; 3] = [30, 20, 10];

/// Every call of one period of `period_secs`, in order. `periods_left` counts this
/// period; when it is 1 this is the last period, whose last ten seconds are counted
/// aloud 1 … 10. Otherwise the period ends with "1分" (the period used) and
/// "还剩N分" (N = `periods_left - 1`). No periods left: no calls.
pub fn schedule(period_secs: u32, periods_left: u32) -> Vec<TimedCall> {
    let at = |at_secs, call| TimedCall { at_secs, call };
    let marks = |remaining: &[u32]| -> Vec<TimedCall> {
        remaining
            .iter()
            .filter(|&&r| r < period_secs)
            .map(|&r| at(period_secs - r, Call::Seconds(period_secs - r)))
            .collect()
    };
    match periods_left {
        0 => Vec::new(),
        1 => {
            let mut calls = marks(&LAST_MARKS);
            // The count ends with "10" on the period's last second.
            let first = period_secs.saturating_sub(9).max(1);
            calls.extend((first..=period_secs).map(|s| at(s, Call::Count(10 - (period_secs - s)))));
            calls
        }
        left => {
            let mut calls = marks(&NORMAL_MARKS);
            calls.push(at(period_secs, Call::PeriodUsed { period_secs }));
            calls.push(at(
                period_secs,
                Call::PeriodsLeft {
                    left: left - 1,
                    period_secs,
                },
            ));
            calls
        }
    }
}

/// The calls the referee has made `elapsed_secs` into a period (a call on that very
/// second included: a stone placed as the call is made is placed after it). Past the
/// end of the period: all of them. See [`schedule`] for `periods_left`.
pub fn calls(period_secs: u32, periods_left: u32, elapsed_secs: u32) -> Vec<Call> {
    schedule(period_secs, periods_left)
        .into_iter()
        .take_while(|c| c.at_secs <= elapsed_secs)
        .map(|c| c.call)
        .collect()
}

/// Where a player stands in overtime after a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Overtime {
    /// Sudden death has none.
    None,
    ByoYomi {
        periods_left: u32,
        /// Periods this move used.
        periods_used: u32,
    },
    MovesPerPeriod {
        /// The period being played, from 1.
        period: u32,
        /// Moves still to make in it.
        moves_left: u32,
        /// Time left in it, saved time from earlier periods included.
        time_left_ms: u64,
    },
}

/// One player's clock after one of their moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveState {
    /// The player's move number, from 1.
    pub number: usize,
    pub taken_ms: u64,
    pub main_left_ms: u64,
    /// The main time is used up, so the next move is timed in overtime (never under
    /// sudden death, which has no overtime).
    pub in_overtime: bool,
    pub overtime: Overtime,
    /// The referee's last call before the stone landed (byo-yomi only).
    pub last_call: Option<Call>,
    /// The player has lost on time, on this move or before.
    pub lost: bool,
}

/// One player's clock, move by move.
#[derive(Debug, Clone)]
pub struct Clock {
    system: TimeSystem,
    moves: usize,
    main_left_ms: u64,
    periods_left: u32,
    period: u32,
    period_moves_left: u32,
    period_time_left_ms: u64,
    last: Option<MoveState>,
    lost: bool,
    /// Time already on the clock before the next move (an absent player's overtime).
    carry_ms: u64,
}

impl Clock {
    pub fn new(system: TimeSystem) -> Clock {
        let (periods_left, period_moves_left, period_time_left_ms) = match system {
            TimeSystem::ByoYomi(b) => (b.periods, 0, 0),
            TimeSystem::SuddenDeath(_) | TimeSystem::Fischer(_) => (0, 0, 0),
            TimeSystem::MovesPerPeriod(m) => (0, m.moves, m.period_ms),
        };
        Clock {
            system,
            moves: 0,
            main_left_ms: system.main_ms(),
            periods_left,
            period: 1,
            period_moves_left,
            period_time_left_ms,
            last: None,
            lost: false,
            carry_ms: 0,
        }
    }

    /// The player arrives `late.late_ms` after the start, before their first move: see
    /// [`LateRuling`].
    pub fn arrive_late(&mut self, late: Late) -> LateOutcome {
        let ruling = if late.late_ms > late.limit_ms {
            self.lost = true;
            LateRuling::Forfeit
        } else if self.system.main_ms() > 0 {
            let asked_ms = late.late_ms.saturating_mul(2);
            let deducted_ms = asked_ms.min(self.main_left_ms);
            self.main_left_ms -= deducted_ms;
            if self.main_left_ms == 0
                && matches!(
                    self.system,
                    TimeSystem::SuddenDeath(_) | TimeSystem::Fischer(_)
                )
            {
                self.lost = true;
            }
            LateRuling::Deducted {
                asked_ms,
                deducted_ms,
            }
        } else {
            // Would the absence alone use the overtime up?
            let mut absent = self.clone();
            if absent.play(late.late_ms).lost {
                self.lost = true;
            } else {
                self.carry_ms = late.late_ms;
            }
            LateRuling::CountedInOvertime
        };
        LateOutcome {
            late,
            ruling,
            lost: self.lost,
        }
    }

    pub fn system(&self) -> TimeSystem {
        self.system
    }

    pub fn is_lost(&self) -> bool {
        self.lost
    }

    /// Charge a move that took `taken_ms`. After a loss on time nothing changes: the
    /// state of the losing move comes back with the new number and time.
    pub fn play(&mut self, taken_ms: u64) -> MoveState {
        self.moves += 1;
        if self.lost {
            let last = self.last.unwrap_or_else(|| self.state(0, None));
            return MoveState {
                number: self.moves,
                taken_ms,
                last_call: None,
                lost: true,
                ..last
            };
        }
        // The move's own time, and what was on the clock before it.
        let charged = taken_ms.saturating_add(std::mem::take(&mut self.carry_ms));
        let mut last_call = None;
        let mut periods_used = 0;
        if let TimeSystem::SuddenDeath(_) | TimeSystem::Fischer(_) = self.system {
            // Reaching zero is the flag falling.
            if charged >= self.main_left_ms {
                self.lost = true;
            }
            self.main_left_ms = self.main_left_ms.saturating_sub(charged);
            // The increment comes once the move is made in time.
            if let TimeSystem::Fischer(f) = self.system
                && !self.lost
            {
                self.main_left_ms = self.main_left_ms.saturating_add(f.increment_ms);
            }
        } else if let Some(over_ms) = self.spend_main(charged) {
            match self.system {
                TimeSystem::ByoYomi(b) => {
                    let used = over_ms / b.period_ms();
                    if used >= u64::from(self.periods_left) {
                        periods_used = self.periods_left;
                        self.periods_left = 0;
                        self.lost = true;
                        last_call = Some(Call::Count(10));
                    } else {
                        // `used` is below `periods_left`, so it fits in u32.
                        periods_used = u32::try_from(used).unwrap_or(self.periods_left);
                        self.periods_left -= periods_used;
                        let into_ms = over_ms - used * b.period_ms();
                        let into_secs = u32::try_from(into_ms / SECOND_MS).unwrap_or(u32::MAX);
                        last_call = calls(b.period_secs, self.periods_left, into_secs)
                            .last()
                            .copied()
                            .or((periods_used > 0).then_some(Call::PeriodsLeft {
                                left: self.periods_left,
                                period_secs: b.period_secs,
                            }));
                    }
                }
                TimeSystem::MovesPerPeriod(m) => {
                    // Reaching the end of the period before its last move is made loses,
                    // as a stone placed on the call counts as late.
                    if over_ms >= self.period_time_left_ms {
                        self.period_time_left_ms = 0;
                        self.lost = true;
                    } else {
                        self.period_time_left_ms -= over_ms;
                        self.period_moves_left -= 1;
                        if self.period_moves_left == 0 {
                            self.period = self.period.saturating_add(1);
                            self.period_moves_left = m.moves;
                            self.period_time_left_ms =
                                self.period_time_left_ms.saturating_add(m.period_ms);
                        }
                    }
                }
                TimeSystem::SuddenDeath(_) | TimeSystem::Fischer(_) => {}
            }
        }
        let state = MoveState {
            taken_ms,
            ..self.state(periods_used, last_call)
        };
        self.last = Some(state);
        state
    }

    /// The clock as it stands, after a move that used `periods_used` periods.
    fn state(&self, periods_used: u32, last_call: Option<Call>) -> MoveState {
        let overtime = match self.system {
            TimeSystem::SuddenDeath(_) | TimeSystem::Fischer(_) => Overtime::None,
            TimeSystem::ByoYomi(_) => Overtime::ByoYomi {
                periods_left: self.periods_left,
                periods_used,
            },
            TimeSystem::MovesPerPeriod(_) => Overtime::MovesPerPeriod {
                period: self.period,
                moves_left: self.period_moves_left,
                time_left_ms: self.period_time_left_ms,
            },
        };
        MoveState {
            number: self.moves,
            taken_ms: 0,
            main_left_ms: self.main_left_ms,
            in_overtime: self.main_left_ms == 0 && overtime != Overtime::None,
            overtime,
            last_call,
            lost: self.lost,
        }
    }

    /// Spend main time; the part of the move past its end, if the move ran past it (or
    /// the whole move once main time is gone). A move ending exactly as main time runs
    /// out is still a main-time move.
    fn spend_main(&mut self, taken_ms: u64) -> Option<u64> {
        if self.main_left_ms > 0 && taken_ms <= self.main_left_ms {
            self.main_left_ms -= taken_ms;
            None
        } else {
            let over = taken_ms - self.main_left_ms;
            self.main_left_ms = 0;
            Some(over)
        }
    }
}

/// One player's moves under a time control.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Timeline {
    pub system: TimeSystem,
    /// The state after each move, up to and including the move that lost on time.
    pub states: Vec<MoveState>,
    /// The move that lost on time.
    pub lost_at: Option<usize>,
    /// Moves given after the loss, which are not timed.
    pub ignored: usize,
    /// The player's lateness at the start, and what came of it.
    pub late: Option<LateOutcome>,
}

/// Run one player's move times through a clock. The game ends at a loss on time, so
/// later moves are counted in `ignored` and not timed.
pub fn run(system: TimeSystem, moves_ms: &[u64]) -> Timeline {
    run_late(system, None, moves_ms)
}

/// [`run`] for a player who may have arrived late: a game lost by the lateness times
/// no move.
pub fn run_late(system: TimeSystem, late: Option<Late>, moves_ms: &[u64]) -> Timeline {
    let mut clock = Clock::new(system);
    let late = late.map(|late| clock.arrive_late(late));
    let mut states = Vec::new();
    let timed = if late.is_some_and(|l| l.lost) {
        &[][..]
    } else {
        moves_ms
    };
    for &taken in timed {
        let state = clock.play(taken);
        states.push(state);
        if state.lost {
            break;
        }
    }
    let lost_at = states.last().filter(|s| s.lost).map(|s| s.number);
    Timeline {
        system,
        ignored: moves_ms.len() - states.len(),
        states,
        lost_at,
        late,
    }
}

impl fmt::Display for Call {
    /// A language-neutral rendering for logs and tests; the UI localises [`Call`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Call::Seconds(s) => write!(f, "{s}s"),
            Call::PeriodUsed { period_secs } => write!(f, "{period_secs}s used"),
            Call::PeriodsLeft { left, .. } => write!(f, "{left} left"),
            Call::Count(n) => write!(f, "{n}"),
        }
    }
}

impl Describe for ClockError {
    fn message(&self) -> Message {
        match self {
            ClockError::NoPeriods => Message::text("err-clock-no-periods"),
            ClockError::BadPeriod(ms) => Message::text("err-clock-period")
                .with("period", Spoken(*ms).message())
                .number("min", MIN_PERIOD_SECS)
                .number("max", MAX_PERIOD_SECS),
            ClockError::NoMainTime => Message::text("err-clock-no-main-time"),
            ClockError::NoMoves => Message::text("err-clock-no-moves"),
            ClockError::EmptyPeriod => Message::text("err-clock-empty-period"),
            ClockError::FischerNoMainTime => Message::text("err-clock-fischer-no-main-time"),
            ClockError::NoIncrement => Message::text("err-clock-no-increment"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const S: u64 = SECOND_MS;
    const MIN: u64 = 60 * S;

    fn byoyomi(main: u64, periods: u32, period: u64) -> TimeSystem {
        TimeSystem::byoyomi(main, periods, period).unwrap()
    }

    fn periods_left(state: &MoveState) -> u32 {
        match state.overtime {
            Overtime::ByoYomi { periods_left, .. } => periods_left,
            _ => panic!("not byo-yomi: {state:?}"),
        }
    }

    #[test]
    fn five_reserved_minutes_45s_75s_130s_leave_5_4_2() {
        let t = run(byoyomi(0, 5, MIN), &[45 * S, 75 * S, 130 * S]);
        let left: Vec<u32> = t.states.iter().map(periods_left).collect();
        assert_eq!(left, [5, 4, 2]);
        assert_eq!(t.lost_at, None);
        let calls: Vec<Option<Call>> = t.states.iter().map(|s| s.last_call).collect();
        let periods_left = |left| Call::PeriodsLeft {
            left,
            period_secs: 60,
        };
        assert_eq!(
            calls,
            [
                Some(Call::Seconds(40)),
                Some(periods_left(4)),
                Some(periods_left(2))
            ]
        );
    }

    #[test]
    fn a_stone_placed_as_the_referee_says_10_in_the_last_minute_loses() {
        let t = run(byoyomi(0, 1, MIN), &[60 * S, 10 * S]);
        assert_eq!(t.lost_at, Some(1));
        assert_eq!(t.ignored, 1);
        assert_eq!(t.states[0].last_call, Some(Call::Count(10)));
        assert_eq!(periods_left(&t.states[0]), 0);
        // A moment earlier the count is at 9 and the minute is kept.
        let t = run(byoyomi(0, 1, MIN), &[59_999]);
        assert_eq!(t.lost_at, None);
        assert_eq!(t.states[0].last_call, Some(Call::Count(9)));
        assert_eq!(periods_left(&t.states[0]), 1);
    }

    #[test]
    fn a_move_of_exactly_one_period_uses_it() {
        let t = run(byoyomi(0, 5, MIN), &[60 * S, 59 * S + 999]);
        assert_eq!(periods_left(&t.states[0]), 4);
        assert_eq!(periods_left(&t.states[1]), 4);
    }

    #[test]
    fn fast_byoyomi_30s_times_3() {
        let t = run(
            byoyomi(0, 3, 30 * S),
            &[29 * S, 30 * S, 59 * S, 28 * S, 30 * S],
        );
        let left: Vec<u32> = t.states.iter().map(periods_left).collect();
        assert_eq!(left, [3, 2, 1, 1, 0]);
        assert_eq!(t.lost_at, Some(5));
        assert_eq!(t.states[0].last_call, Some(Call::Seconds(28)));
        // 59 s with 2 periods: the first is used at 30 s, then 29 s into the last.
        assert_eq!(t.states[2].last_call, Some(Call::Count(9)));
        assert_eq!(t.states[3].last_call, Some(Call::Count(8)));
        assert_eq!(
            calls(30, 3, 30),
            [
                Call::Seconds(10),
                Call::Seconds(20),
                Call::Seconds(25),
                Call::Seconds(28),
                Call::PeriodUsed { period_secs: 30 },
                Call::PeriodsLeft {
                    left: 2,
                    period_secs: 30
                },
            ]
        );
    }

    #[test]
    fn main_time_is_spent_first_and_the_rest_counts_in_byoyomi() {
        // 10 min main: 9 min, then 1 min 45 s runs 45 s into byo-yomi (free),
        // then 70 s uses one period.
        let t = run(byoyomi(10 * MIN, 3, MIN), &[9 * MIN, MIN + 45 * S, 70 * S]);
        assert_eq!(t.states[0].main_left_ms, MIN);
        assert!(!t.states[0].in_overtime);
        assert_eq!(t.states[0].last_call, None);
        assert_eq!(t.states[1].main_left_ms, 0);
        assert!(t.states[1].in_overtime);
        assert_eq!(periods_left(&t.states[1]), 3);
        assert_eq!(t.states[1].last_call, Some(Call::Seconds(40)));
        assert_eq!(periods_left(&t.states[2]), 2);
        // Ending exactly as main time runs out costs nothing.
        let t = run(byoyomi(MIN, 1, MIN), &[MIN]);
        assert_eq!((t.states[0].main_left_ms, t.lost_at), (0, None));
        assert!(t.states[0].in_overtime);
    }

    #[test]
    fn the_normal_and_last_minute_counts_read_like_the_rules() {
        let normal: Vec<(u32, Call)> = schedule(60, 5)
            .into_iter()
            .map(|c| (c.at_secs, c.call))
            .collect();
        assert_eq!(
            normal,
            [
                (30, Call::Seconds(30)),
                (40, Call::Seconds(40)),
                (50, Call::Seconds(50)),
                (55, Call::Seconds(55)),
                (58, Call::Seconds(58)),
                (60, Call::PeriodUsed { period_secs: 60 }),
                (
                    60,
                    Call::PeriodsLeft {
                        left: 4,
                        period_secs: 60
                    }
                ),
            ]
        );
        let last = schedule(60, 1);
        let expected: Vec<TimedCall> = [30, 40, 50]
            .map(|s| TimedCall {
                at_secs: s,
                call: Call::Seconds(s),
            })
            .into_iter()
            .chain((1..=10).map(|n| TimedCall {
                at_secs: 50 + n,
                call: Call::Count(n),
            }))
            .collect();
        assert_eq!(last, expected);
        assert_eq!(calls(60, 1, 29), []);
        assert_eq!(calls(60, 1, 52).last(), Some(&Call::Count(2)));
        assert_eq!(calls(60, 1, 600).len(), 13);
        assert_eq!(calls(60, 0, 60), []);
        assert_eq!(
            schedule(10, 1)
                .iter()
                .map(|c| c.at_secs)
                .collect::<Vec<_>>(),
            (1..=10).collect::<Vec<_>>()
        );
    }

    #[test]
    fn sudden_death_30_minutes_lost_at_30_01() {
        let moves = [10 * MIN, 10 * MIN, 9 * MIN + 59 * S, 2 * S, 5 * S];
        let t = run(TimeSystem::sudden_death(30 * MIN).unwrap(), &moves);
        assert_eq!(t.states[2].main_left_ms, S);
        assert!(!t.states[2].lost);
        assert_eq!(t.lost_at, Some(4));
        assert_eq!(t.ignored, 1);
        assert_eq!(t.states[3].main_left_ms, 0);
        assert!(!t.states[3].in_overtime);
    }

    #[test]
    fn fischer_adds_the_increment_after_each_move_in_time() {
        // 1 minute plus 30 s a move: 40 s leaves 20 s, +30 = 50 s; then 50 s is the
        // flag falling (reaching zero uses it), and no increment comes.
        let t = run(
            TimeSystem::fischer(MIN, 30 * S).unwrap(),
            &[40 * S, 45 * S, 50 * S, S],
        );
        let left: Vec<u64> = t.states.iter().map(|s| s.main_left_ms).collect();
        assert_eq!(left, [50 * S, 35 * S, 0]);
        assert_eq!(t.lost_at, Some(3));
        assert_eq!(t.ignored, 1);
        assert!(
            t.states
                .iter()
                .all(|s| !s.in_overtime && s.overtime == Overtime::None)
        );
        // Quick moves bank time: there is no cap.
        let t = run(TimeSystem::fischer(MIN, 30 * S).unwrap(), &[S, S]);
        assert_eq!(t.states[1].main_left_ms, 2 * MIN - 2 * S);
        assert_eq!(
            TimeSystem::fischer(0, S),
            Err(ClockError::FischerNoMainTime)
        );
        assert_eq!(TimeSystem::fischer(MIN, 0), Err(ClockError::NoIncrement));
    }

    #[test]
    fn fifteen_moves_in_8_minutes_carry_2_minutes_into_the_next_period() {
        let system = TimeSystem::moves_per_period(0, 15, 10 * MIN).unwrap();
        let t = run(system, &[32 * S; 15]);
        assert_eq!(
            t.states[13].overtime,
            Overtime::MovesPerPeriod {
                period: 1,
                moves_left: 1,
                time_left_ms: 10 * MIN - 14 * 32 * S
            }
        );
        assert_eq!(
            t.states[14].overtime,
            Overtime::MovesPerPeriod {
                period: 2,
                moves_left: 15,
                time_left_ms: 12 * MIN
            }
        );
    }

    #[test]
    fn missing_the_moves_in_the_period_loses() {
        let system = TimeSystem::moves_per_period(MIN, 2, MIN).unwrap();
        // 50 s main, then 30 s: 20 s into the first period (move 1 of 2), then 40 s.
        let t = run(system, &[50 * S, 30 * S, 40 * S, S]);
        assert_eq!(t.lost_at, Some(3));
        let t = run(system, &[50 * S, 30 * S, 39 * S, S]);
        assert_eq!(t.lost_at, None);
        assert_eq!(
            t.states[2].overtime,
            Overtime::MovesPerPeriod {
                period: 2,
                moves_left: 2,
                time_left_ms: MIN + S
            }
        );
    }

    fn late(late_ms: u64) -> Option<Late> {
        Some(Late {
            late_ms,
            limit_ms: DEFAULT_LATE_LIMIT_MS,
        })
    }

    #[test]
    fn lateness_comes_off_the_main_time_twice() {
        // 60 min main, 10 min late: 20 min off; then a 5 min move leaves 35 min.
        let t = run_late(byoyomi(60 * MIN, 3, MIN), late(10 * MIN), &[5 * MIN]);
        let outcome = t.late.unwrap();
        assert_eq!(
            outcome.ruling,
            LateRuling::Deducted {
                asked_ms: 20 * MIN,
                deducted_ms: 20 * MIN
            }
        );
        assert!(!outcome.lost);
        assert_eq!(t.states[0].main_left_ms, 35 * MIN);
        // 15 min is the limit itself, still allowed; a second more loses.
        let t = run_late(byoyomi(60 * MIN, 3, MIN), late(15 * MIN), &[MIN]);
        assert_eq!(t.states[0].main_left_ms, 29 * MIN);
        let t = run_late(byoyomi(60 * MIN, 3, MIN), late(15 * MIN + S), &[MIN, MIN]);
        let outcome = t.late.unwrap();
        assert_eq!((outcome.ruling, outcome.lost), (LateRuling::Forfeit, true));
        assert!(t.states.is_empty());
        assert_eq!((t.ignored, t.lost_at), (2, None));
    }

    #[test]
    fn lateness_past_the_main_time() {
        // Byo-yomi: the main time is gone, the periods stay whole.
        let t = run_late(byoyomi(10 * MIN, 3, MIN), late(6 * MIN), &[30 * S]);
        assert_eq!(
            t.late.unwrap().ruling,
            LateRuling::Deducted {
                asked_ms: 12 * MIN,
                deducted_ms: 10 * MIN
            }
        );
        assert_eq!(periods_left(&t.states[0]), 3);
        // Sudden death: nothing left is a loss on time before the first move.
        let t = run_late(
            TimeSystem::sudden_death(10 * MIN).unwrap(),
            late(5 * MIN),
            &[S],
        );
        assert!(t.late.unwrap().lost);
        assert!(t.states.is_empty());
        let t = run_late(
            TimeSystem::sudden_death(10 * MIN).unwrap(),
            late(4 * MIN),
            &[S],
        );
        assert_eq!(t.states[0].main_left_ms, 2 * MIN - S);
    }

    #[test]
    fn an_absent_player_without_main_time_is_counted_in_byoyomi() {
        // 4 min late with 5 periods: 4 used by the absence; the first move runs on
        // from the start of the fifth.
        let t = run_late(byoyomi(0, 5, MIN), late(4 * MIN), &[30 * S]);
        assert_eq!(t.late.unwrap().ruling, LateRuling::CountedInOvertime);
        assert_eq!(periods_left(&t.states[0]), 1);
        assert_eq!(t.states[0].taken_ms, 30 * S);
        assert_eq!(t.states[0].last_call, Some(Call::Seconds(30)));
        // 45 s late, then a 30 s move: the two run on into one period, which is used.
        let t = run_late(byoyomi(0, 5, MIN), late(45 * S), &[30 * S, 30 * S]);
        assert_eq!(periods_left(&t.states[0]), 4);
        assert_eq!(periods_left(&t.states[1]), 4);
        // Five minutes away uses all five: lost before the first move.
        let t = run_late(byoyomi(0, 5, MIN), late(5 * MIN), &[S]);
        assert!(t.late.unwrap().lost);
        assert!(t.states.is_empty());
    }

    #[test]
    fn systems_that_cannot_be_played_are_refused() {
        assert_eq!(TimeSystem::byoyomi(0, 0, MIN), Err(ClockError::NoPeriods));
        assert_eq!(
            TimeSystem::byoyomi(0, 3, 9 * S),
            Err(ClockError::BadPeriod(9 * S))
        );
        assert_eq!(
            TimeSystem::byoyomi(0, 3, 30 * S + 500),
            Err(ClockError::BadPeriod(30 * S + 500))
        );
        assert_eq!(TimeSystem::sudden_death(0), Err(ClockError::NoMainTime));
        assert_eq!(
            TimeSystem::moves_per_period(0, 0, MIN),
            Err(ClockError::NoMoves)
        );
        assert_eq!(
            TimeSystem::moves_per_period(0, 15, 0),
            Err(ClockError::EmptyPeriod)
        );
        assert!(
            ClockError::BadPeriod(9 * S)
                .to_string()
                .contains("got 0:09")
        );
    }

    fn any_system() -> impl Strategy<Value = TimeSystem> {
        prop_oneof![
            (
                0..20 * MIN,
                1u32..8,
                prop::sample::select(vec![10, 20, 30, 60])
            )
                .prop_map(|(main, periods, p)| byoyomi(main, periods, p * S)),
            (1..60 * MIN).prop_map(|main| TimeSystem::sudden_death(main).unwrap()),
            (0..20 * MIN, 1u32..20, 1..15 * MIN)
                .prop_map(|(main, moves, p)| TimeSystem::moves_per_period(main, moves, p).unwrap()),
        ]
    }

    proptest! {
        #[test]
        fn periods_and_main_time_never_increase(
            system in any_system(),
            moves in prop::collection::vec(0..200 * S, 0..60),
        ) {
            let t = run(system, &moves);
            let mut main = system.main_ms();
            let mut periods = u32::MAX;
            for s in &t.states {
                prop_assert!(s.main_left_ms <= main);
                main = s.main_left_ms;
                if let Overtime::ByoYomi { periods_left, .. } = s.overtime {
                    prop_assert!(periods_left <= periods);
                    periods = periods_left;
                }
            }
            prop_assert_eq!(t.states.len() + t.ignored, moves.len());
            prop_assert_eq!(t.lost_at.is_some(), t.states.last().is_some_and(|s| s.lost));
        }

        #[test]
        fn once_lost_stays_lost(
            system in any_system(),
            moves in prop::collection::vec(0..200 * S, 0..60),
        ) {
            let mut clock = Clock::new(system);
            let mut lost = None;
            for &m in &moves {
                let s = clock.play(m);
                if let Some(l) = lost {
                    prop_assert!(s.lost);
                    prop_assert_eq!(MoveState { number: 0, taken_ms: 0, ..s },
                        MoveState { number: 0, taken_ms: 0, last_call: None, ..l });
                } else if s.lost {
                    lost = Some(s);
                }
            }
        }

        #[test]
        fn a_move_inside_the_period_never_costs_one(
            periods in 1u32..8,
            p in prop::sample::select(vec![10u64, 20, 30, 60]),
            moves in prop::collection::vec(0..200 * S, 0..30),
            inside in 0..1000u64,
        ) {
            let system = byoyomi(0, periods, p * S);
            let mut clock = Clock::new(system);
            for &m in &moves {
                clock.play(m);
            }
            if !clock.is_lost() {
                let before = clock.periods_left;
                let s = clock.play(inside * (p * S - 1) / 999);
                prop_assert_eq!(s.overtime, Overtime::ByoYomi { periods_left: before, periods_used: 0 });
                prop_assert!(!s.lost);
            }
        }

        #[test]
        fn moves_per_period_accounts_for_every_millisecond(
            main in 0..5 * MIN,
            per in 1u32..10,
            period in 1..5 * MIN,
            moves in prop::collection::vec(0..90 * S, 0..60),
        ) {
            let system = TimeSystem::moves_per_period(main, per, period).unwrap();
            let t = run(system, &moves);
            let Some(last) = t.states.last() else { return Ok(()) };
            if last.lost { return Ok(()) }
            let spent: u64 = moves.iter().sum();
            let Overtime::MovesPerPeriod { period: n, time_left_ms, .. } = last.overtime else {
                panic!("not moves per period");
            };
            // Main time used, plus every period begun, minus what is left.
            let given = main + u64::from(n) * period;
            let left = last.main_left_ms + time_left_ms;
            prop_assert_eq!(spent, given - left);
        }
    }
}
