//! Durations as people type them (`45s`, `2:10`, `2分10秒`, full-width digits) read into
//! milliseconds, and milliseconds written the way a clock shows them.

use thiserror::Error;

use crate::rules::notation::fold_width;

use super::SECOND_MS;
use crate::message::{Describe, Message};

/// A duration that cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DurationError {
    #[error("no time given (try 45s, 1m15s, 2:10 or 2分10秒)")]
    Empty,
    #[error("{0:?} is negative: a time cannot be negative")]
    Negative(String),
    #[error("{0:?} is not a time (try 45s, 75, 1m15s, 2:10, 2分10秒, 10m or 1h)")]
    Invalid(String),
    #[error("{0:?} is too long")]
    TooLong(String),
    /// A setting (main time, period, increment, lateness) given as a bare number: `60`
    /// is read as 60 minutes by some and 60 seconds by others, so a unit is required.
    #[error(
        "{0:?} has no unit: write {0}m for minutes or {0}s for seconds (or 1h30m, 1:30:00, 60分钟)"
    )]
    NoUnit(String),
    /// A setting given as `m:ss` or `h:mm`: `1:30` is one hour and a half to some and a
    /// minute and a half to others.
    #[error(
        "{0:?} could be hours:minutes or minutes:seconds: write 1h30m or 1m30s (or h:mm:ss, e.g. 1:30:00)"
    )]
    AmbiguousColon(String),
}

/// A list of durations that cannot be read: which one, from 1, and why.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
// `error`, not `source`: the message already holds it, and a source would be printed
// a second time by an error chain.
#[error("time {index}: {error}")]
pub struct DurationListError {
    pub index: usize,
    pub error: DurationError,
}

/// A duration in milliseconds from `45s`, `75` (seconds), `59.5s`, `1m15s`, `1m 15s`,
/// `2:10`, `1:02:10`, `2分10秒`, `1分钟`, `10m`, `1h30m`, `1小时`. Full-width digits and
/// colons are accepted. Only seconds may have a fraction (up to milliseconds), so no
/// float is involved.
pub fn parse_duration(text: &str) -> Result<u64, DurationError> {
    let normalized: String = text.trim().chars().map(fold_width).collect::<String>();
    let normalized = normalized.to_lowercase();
    let invalid = || DurationError::Invalid(text.to_string());
    if normalized.is_empty() {
        return Err(DurationError::Empty);
    }
    if normalized.starts_with(['-', '−']) {
        return Err(DurationError::Negative(text.to_string()));
    }
    let result = if normalized.contains(':') {
        parse_colon(&normalized)
    } else if normalized.chars().all(|c| c.is_ascii_digit() || c == '.') {
        parse_seconds(&normalized)
    } else {
        parse_units(&normalized)
    };
    result.map_err(|e| match e {
        Bad::Invalid => invalid(),
        Bad::Overflow => DurationError::TooLong(text.to_string()),
    })
}

/// A time control's setting (main time, period, increment, lateness): as
/// [`parse_duration`], but a number must carry its unit (`60m`, `60s`, `1h`, `60分钟`) and
/// a clock reading must be `h:mm:ss`, since `60` and `1:30` are read both ways. `0` needs
/// no unit.
pub fn parse_setting(text: &str) -> Result<u64, DurationError> {
    let ms = parse_duration(text)?;
    let normalized: String = text.trim().chars().map(fold_width).collect();
    if ms > 0 && normalized.chars().all(|c| c.is_ascii_digit() || c == '.') {
        return Err(DurationError::NoUnit(text.trim().to_string()));
    }
    if ms > 0 && normalized.matches(':').count() == 1 {
        return Err(DurationError::AmbiguousColon(text.trim().to_string()));
    }
    Ok(ms)
}

/// Durations separated by commas (`,` `，` `、`), as in `45s,75s,2m10s`.
pub fn parse_duration_list(text: &str) -> Result<Vec<u64>, DurationListError> {
    text.split([',', '，', '、'])
        .enumerate()
        .map(|(i, part)| {
            parse_duration(part).map_err(|error| DurationListError {
                index: i + 1,
                error,
            })
        })
        .collect()
}

/// A duration as a clock shows it: `0:45`, `2:10`, `1:02:10`, `0:59.5`.
pub fn format_duration(ms: u64) -> String {
    let secs = ms / SECOND_MS;
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    let mut out = if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    };
    let frac = ms % SECOND_MS;
    if frac > 0 {
        out.push_str(format!(".{frac:03}").trim_end_matches('0'));
    }
    out
}

/// A duration as a referee says it, with its units: `60分钟`, `1小时30分钟`, `2分10秒`,
/// `30秒`; `60 min`, `1 h 30 min`. Hours are named only past an hour, so an hour's main
/// time reads `60分钟` as events write it. Said through [`Describe`]: the words are the
/// locale's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Spoken(pub u64);

impl Spoken {
    /// Hours, minutes, and seconds with their fraction (`"59.5"`), as said.
    pub fn parts(self) -> (u64, u64, String) {
        let secs = self.0 / SECOND_MS;
        let (hours, minutes) = if self.0 > 3600 * SECOND_MS {
            (secs / 3600, secs / 60 % 60)
        } else {
            (0, secs / 60)
        };
        let mut seconds = (secs % 60).to_string();
        let frac = self.0 % SECOND_MS;
        if frac > 0 {
            seconds.push_str(format!(".{frac:03}").trim_end_matches('0'));
        }
        (hours, minutes, seconds)
    }
}

impl Describe for Spoken {
    fn message(&self) -> Message {
        let (h, m, s) = self.parts();
        let id = match (h > 0, m > 0, s != "0") {
            (true, false, false) => "duration-h",
            (true, true, false) => "duration-h-m",
            (true, true, true) => "duration-h-m-s",
            (true, false, true) => "duration-h-s",
            (false, true, false) => "duration-m",
            (false, true, true) => "duration-m-s",
            (false, false, _) => "duration-s",
        };
        Message::text(id).arg("h", h).arg("m", m).arg("s", s)
    }
}

/// Why a duration failed, before the text is attached.
enum Bad {
    Invalid,
    Overflow,
}

/// Whole digits as a number.
fn digits(text: &str) -> Result<u64, Bad> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(Bad::Invalid);
    }
    text.bytes().try_fold(0u64, |n, b| {
        n.checked_mul(10)
            .and_then(|n| n.checked_add(u64::from(b - b'0')))
            .ok_or(Bad::Overflow)
    })
}

/// Seconds with an optional fraction of up to three digits, in milliseconds.
fn parse_seconds(text: &str) -> Result<u64, Bad> {
    let (whole, frac) = text.split_once('.').unwrap_or((text, ""));
    let whole = digits(whole)?;
    let frac_ms = if text.contains('.') {
        if frac.len() > 3 {
            return Err(Bad::Invalid);
        }
        digits(frac)? * 10u64.pow(3 - frac.len() as u32)
    } else {
        0
    };
    whole
        .checked_mul(SECOND_MS)
        .and_then(|ms| ms.checked_add(frac_ms))
        .ok_or(Bad::Overflow)
}

/// `m:ss` or `h:mm:ss`; every part after the first is below 60.
fn parse_colon(text: &str) -> Result<u64, Bad> {
    let parts: Vec<&str> = text.split(':').map(str::trim).collect();
    if !(2..=3).contains(&parts.len()) {
        return Err(Bad::Invalid);
    }
    let (last, rest) = parts.split_last().ok_or(Bad::Invalid)?;
    let last_ms = parse_seconds(last)?;
    if last_ms >= 60 * SECOND_MS || last.split('.').next().is_none_or(|s| s.len() > 2) {
        return Err(Bad::Invalid);
    }
    let mut total_secs = 0u64;
    for (i, part) in rest.iter().enumerate() {
        let n = digits(part)?;
        if i > 0 && (n >= 60 || part.len() > 2) {
            return Err(Bad::Invalid);
        }
        total_secs = total_secs
            .checked_mul(60)
            .and_then(|t| t.checked_add(n))
            .ok_or(Bad::Overflow)?;
    }
    total_secs
        .checked_mul(60 * SECOND_MS)
        .and_then(|ms| ms.checked_add(last_ms))
        .ok_or(Bad::Overflow)
}

/// Numbers with units, hours then minutes then seconds, each at most once.
fn parse_units(text: &str) -> Result<u64, Bad> {
    let mut rest = text.trim_start();
    let mut total = 0u64;
    let mut last_rank = None;
    while !rest.is_empty() {
        let number_end = rest
            .find(|c: char| !(c.is_ascii_digit() || c == '.'))
            .ok_or(Bad::Invalid)?;
        let (number, after) = rest.split_at(number_end);
        let after = after.trim_start();
        let unit_end = after
            .find(|c: char| c.is_ascii_digit() || c == '.' || c.is_whitespace())
            .unwrap_or(after.len());
        let (unit, after) = after.split_at(unit_end);
        let (rank, unit_ms) = unit_of(unit).ok_or(Bad::Invalid)?;
        if last_rank.is_some_and(|r| r >= rank) {
            return Err(Bad::Invalid);
        }
        last_rank = Some(rank);
        let ms = if unit_ms == SECOND_MS {
            parse_seconds(number)?
        } else {
            digits(number)?.checked_mul(unit_ms).ok_or(Bad::Overflow)?
        };
        total = total.checked_add(ms).ok_or(Bad::Overflow)?;
        rest = after.trim_start();
    }
    Ok(total)
}

/// A unit's rank (hours first) and its length in milliseconds.
fn unit_of(unit: &str) -> Option<(u8, u64)> {
    match unit {
        "h" | "hr" | "hrs" | "hour" | "hours" | "小时" | "小時" | "时" | "時" => {
            Some((0, 3600 * SECOND_MS))
        }
        "m" | "min" | "mins" | "minute" | "minutes" | "分" | "分钟" | "分鐘" => {
            Some((1, 60 * SECOND_MS))
        }
        "s" | "sec" | "secs" | "second" | "seconds" | "秒" | "秒钟" | "秒鐘" => {
            Some((2, SECOND_MS))
        }
        _ => None,
    }
}

impl Describe for DurationError {
    fn message(&self) -> Message {
        match self {
            DurationError::Empty => Message::text("err-time-empty"),
            DurationError::Negative(text) => Message::text("err-time-negative").arg("text", text),
            DurationError::Invalid(text) => Message::text("err-time-invalid").arg("text", text),
            DurationError::TooLong(text) => Message::text("err-time-too-long").arg("text", text),
            DurationError::NoUnit(text) => Message::text("err-time-no-unit").arg("text", text),
            DurationError::AmbiguousColon(text) => {
                Message::text("err-time-ambiguous-colon").arg("text", text)
            }
        }
    }
}

impl Describe for DurationListError {
    fn message(&self) -> Message {
        Message::text("err-time-index")
            .number("index", self.index)
            .said("cause", &self.error)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const S: u64 = SECOND_MS;
    const MIN: u64 = 60 * S;

    #[test]
    fn durations_in_every_accepted_form() {
        let cases = [
            ("45s", 45 * S),
            ("75", 75 * S),
            ("1m15s", 75 * S),
            ("1m 15s", 75 * S),
            ("2:10", 130 * S),
            ("1:02:10", 3730 * S),
            ("2分10秒", 130 * S),
            ("１分钟３０秒", 90 * S),
            ("2：10", 130 * S),
            ("10m", 10 * MIN),
            ("1h", 60 * MIN),
            ("1h30m", 90 * MIN),
            ("1小時", 60 * MIN),
            ("59.5s", 59_500),
            ("0:59.25", 59_250),
            (" 30 SEC ", 30 * S),
            ("0", 0),
        ];
        for (text, ms) in cases {
            assert_eq!(parse_duration(text), Ok(ms), "{text}");
        }
    }

    #[test]
    fn bad_durations_name_the_text() {
        assert_eq!(
            parse_duration("-5s"),
            Err(DurationError::Negative("-5s".into()))
        );
        assert_eq!(parse_duration("  "), Err(DurationError::Empty));
        for bad in [
            "abc", "5x", "1.5m", "15s1m", "1m1m", "2:75", "1:2:3:4", ":", "1::2", "5.", ".5s",
            "0.1234s", "1h 2", "1:030", "s", "1 2",
        ] {
            assert_eq!(
                parse_duration(bad),
                Err(DurationError::Invalid(bad.into())),
                "{bad}"
            );
        }
        assert!(matches!(
            parse_duration("99999999999999999999s"),
            Err(DurationError::TooLong(_))
        ));
        let err = parse_duration_list("45s,75s,x").unwrap_err();
        assert_eq!(err.index, 3);
        assert_eq!(
            err.to_string(),
            "time 3: \"x\" is not a time (try 45s, 75, 1m15s, 2:10, 2分10秒, 10m or 1h)"
        );
        assert_eq!(
            parse_duration_list("45s，75s、2m10s"),
            Ok(vec![45 * S, 75 * S, 130 * S])
        );
    }

    #[test]
    fn durations_format_like_a_clock() {
        assert_eq!(format_duration(0), "0:00");
        assert_eq!(format_duration(130 * S), "2:10");
        assert_eq!(format_duration(3730 * S), "1:02:10");
        assert_eq!(format_duration(59_500), "0:59.5");
        assert_eq!(format_duration(59_005), "0:59.005");
    }

    #[test]
    fn settings_need_a_unit_and_hours_in_a_clock_reading() {
        let cases = [
            ("90m", 90 * MIN),
            ("1h30m", 90 * MIN),
            ("30s", 30 * S),
            ("1:30:00", 90 * MIN),
            ("60分钟", 60 * MIN),
            ("1小时", 60 * MIN),
            ("１小時３０分鐘", 90 * MIN),
            ("0", 0),
        ];
        for (text, ms) in cases {
            assert_eq!(parse_setting(text), Ok(ms), "{text}");
        }
        assert_eq!(parse_setting("60"), Err(DurationError::NoUnit("60".into())));
        assert_eq!(
            parse_setting(" ６０ "),
            Err(DurationError::NoUnit("６０".into()))
        );
        assert_eq!(
            parse_setting("1:30"),
            Err(DurationError::AmbiguousColon("1:30".into()))
        );
        assert_eq!(parse_setting("x"), Err(DurationError::Invalid("x".into())));
        assert!(
            DurationError::NoUnit("60".into())
                .to_string()
                .contains("60m for minutes or 60s for seconds")
        );
    }

    #[test]
    fn spoken_durations_name_their_units() {
        let parts = |ms| Spoken(ms).parts();
        assert_eq!(parts(60 * MIN), (0, 60, "0".into()));
        assert_eq!(parts(90 * MIN), (1, 30, "0".into()));
        assert_eq!(parts(2 * 60 * MIN), (2, 0, "0".into()));
        assert_eq!(parts(130 * S), (0, 2, "10".into()));
        assert_eq!(parts(59_500), (0, 0, "59.5".into()));
        assert_eq!(parts(3730 * S), (1, 2, "10".into()));
        let id = |ms| Spoken(ms).message().id.into_owned();
        assert_eq!(id(60 * MIN), "duration-m");
        assert_eq!(id(90 * MIN), "duration-h-m");
        assert_eq!(id(2 * 60 * MIN), "duration-h");
        assert_eq!(id(3601 * S), "duration-h-s");
        assert_eq!(id(0), "duration-s");
        assert_eq!(id(130 * S), "duration-m-s");
    }

    proptest! {
        #[test]
        fn parsing_any_text_never_panics(text in ".{0,40}") {
            let _ = parse_duration(&text);
            let _ = parse_duration_list(&text);
        }

        #[test]
        fn formatted_durations_read_back(ms in 0..100 * 3600 * S) {
            prop_assert_eq!(parse_duration(&format_duration(ms)), Ok(ms));
        }
    }
}
