//! Reports of one player's clock (`rules clock`): a localised table and JSON.

use super::Report;
use super::table::aligned;
use serde::Serialize;

use crate::i18n::{Arg, Localizer};
use crate::referee::clock::{
    Call, LateOutcome, LateRuling, MoveState, Overtime, Spoken, TimeSystem, Timeline,
};

/// A duration with its units, as the referee says it: `60分钟`, `1小时30分钟`, `30秒`;
/// `60 min`. Never a bare `1:00`, which reads as an hour to some and a minute to others.
pub fn spoken(ms: u64, l: &Localizer) -> String {
    l.say(&crate::message::Describe::message(&Spoken(ms)))
}

/// The time control in one line: `Byo-yomi: main time 60 min, then 5 periods of 60 s`.
pub fn system_text(system: &TimeSystem, l: &Localizer) -> String {
    match system {
        TimeSystem::ByoYomi(b) => l.format(
            "clock-system-byoyomi",
            &[
                ("main", Arg::from(spoken(b.main_ms(), l))),
                ("periods", Arg::from(b.periods())),
                ("seconds", Arg::from(b.period_secs())),
            ],
        ),
        TimeSystem::SuddenDeath(s) => l.format(
            "clock-system-sudden-death",
            &[("main", Arg::from(spoken(s.main_ms(), l)))],
        ),
        TimeSystem::MovesPerPeriod(m) => l.format(
            "clock-system-moves-per-period",
            &[
                ("main", Arg::from(spoken(m.main_ms(), l))),
                ("moves", Arg::from(m.moves())),
                ("period", Arg::from(spoken(m.period_ms(), l))),
            ],
        ),
        TimeSystem::Fischer(f) => l.format(
            "clock-system-fischer",
            &[
                ("main", Arg::from(spoken(f.main_ms(), l))),
                ("increment", Arg::from(spoken(f.increment_ms(), l))),
            ],
        ),
    }
}

/// A referee's call as the referee says it: `40秒`, `1分`, `还剩4分` / `還剩4分`, `7`.
pub fn call_text(call: Call, l: &Localizer) -> String {
    match call {
        Call::Seconds(seconds) => l.format("clock-call-seconds", &[("seconds", seconds.into())]),
        // The end of a period is called by its length: "1分" for 60 s, "30秒" for 30 s.
        Call::PeriodUsed { period_secs } => {
            l.format("clock-call-seconds", &[("seconds", period_secs.into())])
        }
        Call::PeriodsLeft { left, period_secs } => l.format(
            "clock-call-periods-left",
            &[("left", left.into()), ("period", period_secs.into())],
        ),
        // The count aloud is bare digits in every language.
        Call::Count(n) => n.to_string(),
    }
}

/// One row per move (move, time taken, main time left, periods left or the current
/// period, the referee's last call), `LOST ON TIME` on the losing move, then a line
/// naming the losing move and any moves after it that were not timed.
fn clock_text(timeline: &Timeline, l: &Localizer) -> String {
    let system = &timeline.system;
    let mut header = vec![
        l.text("clock-col-move"),
        l.text("clock-col-taken"),
        // Under Fischer the one time left is the main time with its increments.
        l.text(match system {
            TimeSystem::Fischer(_) => "clock-col-left",
            _ => "clock-col-main",
        }),
    ];
    match system {
        TimeSystem::ByoYomi(_) => {
            header.push(l.text("clock-col-periods"));
            header.push(l.text("clock-col-call"));
        }
        TimeSystem::MovesPerPeriod(_) => header.push(l.text("clock-col-period")),
        TimeSystem::SuddenDeath(_) | TimeSystem::Fischer(_) => {}
    }
    let mut rows = vec![header];
    for state in &timeline.states {
        let mut row = vec![
            state.number.to_string(),
            spoken(state.taken_ms, l),
            spoken(state.main_left_ms, l),
        ];
        match state.overtime {
            Overtime::ByoYomi { periods_left, .. } => {
                row.push(periods_left.to_string());
                row.push(
                    state
                        .last_call
                        .map_or_else(String::new, |c| call_text(c, l)),
                );
            }
            Overtime::MovesPerPeriod {
                period,
                moves_left,
                time_left_ms,
            } => row.push(l.format(
                "clock-period-left",
                &[
                    ("period", period.into()),
                    ("moves", moves_left.into()),
                    ("time", Arg::from(spoken(time_left_ms, l))),
                ],
            )),
            Overtime::None => {}
        }
        if state.lost {
            row.push(l.text("clock-lost"));
        }
        rows.push(row);
    }
    let mut out = system_text(system, l);
    out.push('\n');
    if let Some(late) = &timeline.late {
        out.push_str(&late_text(late, system, l));
    }
    if rows.len() > 1 {
        out.push_str(&aligned(&rows, &[]));
    }
    if let Some(number) = timeline.lost_at {
        let number = u32::try_from(number).unwrap_or(u32::MAX);
        out.push_str(&l.format("clock-lost-at", &[("number", number.into())]));
        out.push('\n');
    }
    if timeline.ignored > 0 {
        let count = u32::try_from(timeline.ignored).unwrap_or(u32::MAX);
        let id = if timeline.late.is_some_and(|l| l.lost) {
            "clock-late-ignored"
        } else {
            "clock-ignored"
        };
        out.push_str(&l.format(id, &[("count", count.into())]));
        out.push('\n');
    }
    out
}

/// What lateness did, line by line, and where the rule comes from: the copy of 2002
/// Art. 22 that was found is not the booklet, and events set their own limits.
pub fn late_text(outcome: &LateOutcome, system: &TimeSystem, l: &Localizer) -> String {
    let late = Arg::from(spoken(outcome.late.late_ms, l));
    let limit = Arg::from(spoken(outcome.late.limit_ms, l));
    let mut lines = Vec::new();
    match outcome.ruling {
        LateRuling::Forfeit => lines.push(l.format(
            "clock-late-forfeit",
            &[("late", late.clone()), ("limit", limit.clone())],
        )),
        LateRuling::Deducted {
            asked_ms,
            deducted_ms,
        } => {
            lines.push(l.format(
                "clock-late-deducted",
                &[
                    ("late", late.clone()),
                    ("limit", limit.clone()),
                    ("deducted", Arg::from(spoken(asked_ms, l))),
                ],
            ));
            if deducted_ms < asked_ms || outcome.lost {
                let id = match system {
                    TimeSystem::SuddenDeath(_) | TimeSystem::Fischer(_) => {
                        "clock-late-main-gone-lost"
                    }
                    _ => "clock-late-main-gone",
                };
                lines.push(l.format(id, &[("main", Arg::from(spoken(deducted_ms, l)))]));
            }
        }
        LateRuling::CountedInOvertime => lines.push(l.format(
            if outcome.lost {
                "clock-late-absent-lost"
            } else {
                "clock-late-absent"
            },
            &[("late", late.clone()), ("limit", limit.clone())],
        )),
    }
    lines.push(l.format("clock-late-source", &[("limit", limit)]));
    lines.iter().map(|line| format!("{line}\n")).collect()
}

#[derive(Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
enum SystemJson {
    #[serde(rename = "byoyomi")]
    ByoYomi {
        main_ms: u64,
        periods: u32,
        period_ms: u64,
    },
    SuddenDeath {
        main_ms: u64,
    },
    MovesPerPeriod {
        main_ms: u64,
        moves: u32,
        period_ms: u64,
    },
    Fischer {
        main_ms: u64,
        increment_ms: u64,
    },
}

#[derive(Serialize)]
struct CallJson {
    /// `seconds`, `period-used`, `periods-left` or `count`.
    kind: &'static str,
    value: u32,
    text: String,
}

#[derive(Serialize)]
struct MoveJson {
    number: usize,
    taken_ms: u64,
    main_left_ms: u64,
    in_overtime: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    periods_left: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    periods_used: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    period: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    period_moves_left: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    period_time_left_ms: Option<u64>,
    call: Option<CallJson>,
    lost: bool,
}

#[derive(Serialize)]
struct LateJson {
    late_ms: u64,
    limit_ms: u64,
    /// `forfeit`, `deducted` or `counted-in-overtime`.
    ruling: &'static str,
    /// Twice the lateness, and what there was of it to take from the main time.
    #[serde(skip_serializing_if = "Option::is_none")]
    deduction_ms: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    deducted_ms: Option<u64>,
    lost: bool,
    text: String,
}

#[derive(Serialize)]
struct ClockJson {
    system: SystemJson,
    system_text: String,
    late: Option<LateJson>,
    moves: Vec<MoveJson>,
    lost_at: Option<usize>,
    ignored: usize,
}

fn call_json(call: Call, l: &Localizer) -> CallJson {
    let (kind, value) = match call {
        Call::Seconds(s) => ("seconds", s),
        Call::PeriodUsed { period_secs } => ("period-used", period_secs),
        Call::PeriodsLeft { left, .. } => ("periods-left", left),
        Call::Count(n) => ("count", n),
    };
    CallJson {
        kind,
        value,
        text: call_text(call, l),
    }
}

fn move_json(state: &MoveState, l: &Localizer) -> MoveJson {
    let mut json = MoveJson {
        number: state.number,
        taken_ms: state.taken_ms,
        main_left_ms: state.main_left_ms,
        in_overtime: state.in_overtime,
        periods_left: None,
        periods_used: None,
        period: None,
        period_moves_left: None,
        period_time_left_ms: None,
        call: state.last_call.map(|c| call_json(c, l)),
        lost: state.lost,
    };
    match state.overtime {
        Overtime::ByoYomi {
            periods_left,
            periods_used,
        } => {
            json.periods_left = Some(periods_left);
            json.periods_used = Some(periods_used);
        }
        Overtime::MovesPerPeriod {
            period,
            moves_left,
            time_left_ms,
        } => {
            json.period = Some(period);
            json.period_moves_left = Some(moves_left);
            json.period_time_left_ms = Some(time_left_ms);
        }
        Overtime::None => {}
    }
    json
}

/// `rules clock --json`: the system, the state after each move (times in
/// milliseconds; calls with their localised text), `lost_at` (a move number or
/// null) and `ignored` (moves after the loss).
fn clock_json(timeline: &Timeline, l: &Localizer) -> String {
    let system = match timeline.system {
        TimeSystem::ByoYomi(b) => SystemJson::ByoYomi {
            main_ms: b.main_ms(),
            periods: b.periods(),
            period_ms: b.period_ms(),
        },
        TimeSystem::SuddenDeath(s) => SystemJson::SuddenDeath {
            main_ms: s.main_ms(),
        },
        TimeSystem::MovesPerPeriod(m) => SystemJson::MovesPerPeriod {
            main_ms: m.main_ms(),
            moves: m.moves(),
            period_ms: m.period_ms(),
        },
        TimeSystem::Fischer(f) => SystemJson::Fischer {
            main_ms: f.main_ms(),
            increment_ms: f.increment_ms(),
        },
    };
    let json = ClockJson {
        system,
        system_text: system_text(&timeline.system, l),
        late: timeline.late.map(|late| {
            let (ruling, deduction_ms, deducted_ms) = match late.ruling {
                LateRuling::Forfeit => ("forfeit", None, None),
                LateRuling::Deducted {
                    asked_ms,
                    deducted_ms,
                } => ("deducted", Some(asked_ms), Some(deducted_ms)),
                LateRuling::CountedInOvertime => ("counted-in-overtime", None, None),
            };
            LateJson {
                late_ms: late.late.late_ms,
                limit_ms: late.late.limit_ms,
                ruling,
                deduction_ms,
                deducted_ms,
                lost: late.lost,
                text: late_text(&late, &timeline.system, l),
            }
        }),
        moves: timeline.states.iter().map(|s| move_json(s, l)).collect(),
        lost_at: timeline.lost_at,
        ignored: timeline.ignored,
    };
    serde_json::to_string(&json).unwrap_or_default()
}

/// `rules clock`: one player's moves with the time left and the referee's calls.
pub struct ClockReport<'a>(pub &'a Timeline);

impl Report for ClockReport<'_> {
    fn text(&self, l: &Localizer) -> String {
        clock_text(self.0, l)
    }

    fn json(&self, l: &Localizer) -> String {
        clock_json(self.0, l)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::referee::clock::{Call, TimeSystem, run, schedule};

    const S: u64 = 1000;

    #[test]
    fn calls_read_exactly_like_the_rules() {
        // Until the clock messages are in locales/, a message renders as `[id]`; from
        // then on the exact wording is checked.
        let said = |lang, period_secs, periods_left| -> String {
            let l = Localizer::new(lang);
            let calls: Vec<String> = schedule(period_secs, periods_left)
                .into_iter()
                .map(|c| call_text(c.call, &l))
                .collect();
            calls.join(", ")
        };
        let cases = [
            (
                Lang::ZhCn,
                60,
                5,
                "30秒, 40秒, 50秒, 55秒, 58秒, 1分, 还剩4分",
            ),
            (
                Lang::ZhTw,
                60,
                5,
                "30秒, 40秒, 50秒, 55秒, 58秒, 1分, 還剩4分",
            ),
            (
                Lang::ZhCn,
                60,
                1,
                "30秒, 40秒, 50秒, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10",
            ),
            (Lang::ZhCn, 30, 3, "10秒, 20秒, 25秒, 28秒, 30秒, 还剩2次"),
            (
                Lang::En,
                60,
                2,
                "30 s, 40 s, 50 s, 55 s, 58 s, 1 minute, 1 minute left",
            ),
        ];
        for (lang, period, left, expected) in cases {
            let text = said(lang, period, left);
            if !text.contains("[clock-") {
                assert_eq!(text, expected, "{}", lang.tag());
            }
        }
        let l = Localizer::new(Lang::ZhCn);
        assert_eq!(call_text(Call::Count(10), &l), "10");
    }

    #[test]
    fn json_has_the_system_the_moves_and_the_losing_move() {
        let system = TimeSystem::byoyomi(0, 1, 60 * S).unwrap();
        let t = run(system, &[55 * S, 60 * S, 5 * S]);
        let l = Localizer::new(Lang::En);
        let json: serde_json::Value = serde_json::from_str(&clock_json(&t, &l)).unwrap();
        assert_eq!(json["system"]["kind"], "byoyomi");
        assert_eq!(json["system"]["periods"], 1);
        assert_eq!(json["lost_at"], 2);
        assert_eq!(json["ignored"], 1);
        assert_eq!(json["moves"].as_array().unwrap().len(), 2);
        assert_eq!(json["moves"][0]["call"]["kind"], "count");
        assert_eq!(json["moves"][0]["call"]["value"], 5);
        assert_eq!(json["moves"][1]["call"]["value"], 10);
        assert_eq!(json["moves"][1]["lost"], true);
        let t = run(TimeSystem::sudden_death(60 * S).unwrap(), &[10 * S, 10 * S]);
        let json: serde_json::Value = serde_json::from_str(&clock_json(&t, &l)).unwrap();
        assert_eq!(json["system"]["kind"], "sudden-death");
        assert!(json["lost_at"].is_null());
        assert!(json["moves"][0]["call"].is_null());
        assert!(json["moves"][0].get("periods_left").is_none());
    }

    #[test]
    fn text_has_one_row_per_move_and_marks_the_loss() {
        let system = TimeSystem::moves_per_period(0, 2, 60 * S).unwrap();
        let t = run(system, &[20 * S, 20 * S, 80 * S, S]);
        let l = Localizer::new(Lang::En);
        let text = clock_text(&t, &l);
        let lines: Vec<&str> = text.lines().collect();
        // System, header, three moves (the third loses), the losing move, ignored moves.
        assert_eq!(lines.len(), 7, "{text}");
        assert!(lines[2].starts_with("1 "), "{text}");
        assert!(lines[4].starts_with("3 "), "{text}");
    }
}
