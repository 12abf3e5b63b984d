//! Exact stone counts in quarters (3¾ komi, ½ shared points, margins like 1¼), never
//! floats. One stone of margin is two points, so a count in quarter stones is the same
//! integer as a count in half points.

use std::fmt;
use std::ops::{Add, Neg, Sub};
use std::str::FromStr;

use crate::message::{Describe, Message};
use thiserror::Error;

/// A signed number of stones, held exactly as an integer count of quarter stones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Stones(i64);

impl Stones {
    pub const ZERO: Stones = Stones(0);

    pub const fn from_quarters(quarters: i64) -> Stones {
        Stones(quarters)
    }

    pub const fn whole(stones: i64) -> Stones {
        Stones(stones * 4)
    }

    pub const fn halves(halves: i64) -> Stones {
        Stones(halves * 2)
    }

    /// Stones worth this many half points (1 stone = 2 points).
    pub const fn from_half_points(half_points: i64) -> Stones {
        Stones(half_points)
    }

    /// `count` times as much (the points of `count` items of this many each).
    pub fn times(self, count: usize) -> Stones {
        Stones(
            self.0
                .saturating_mul(i64::try_from(count).unwrap_or(i64::MAX)),
        )
    }

    pub const fn quarters(self) -> i64 {
        self.0
    }

    /// The same amount in half points.
    pub const fn half_points(self) -> i64 {
        self.0
    }

    pub const fn abs(self) -> Stones {
        Stones(self.0.abs())
    }

    pub const fn is_whole_or_half(self) -> bool {
        self.0 % 2 == 0
    }

    /// As a decimal number of stones (for JSON): exact, since quarters are binary fractions.
    pub fn as_f64(self) -> f64 {
        self.0 as f64 / 4.0
    }

    /// As a decimal number of points (for JSON and `B+1.5`).
    pub fn points_f64(self) -> f64 {
        self.0 as f64 / 2.0
    }

    /// Komi given in points, such as GTP's and SGF's `7.5`.
    pub fn from_points(points: f64) -> Option<Stones> {
        let half_points = points * 2.0;
        (half_points.is_finite() && half_points.fract() == 0.0 && half_points.abs() < 1e9)
            .then_some(Stones(half_points as i64))
    }

    /// A mixed fraction in a locale's style: `Style::Chinese` writes `1又1/4`,
    /// `Style::English` writes `1 1/4`; both write `3/4` and `2`. The sign is kept.
    pub fn mixed(self, style: Style) -> String {
        let sign = if self.0 < 0 { "-" } else { "" };
        let whole = self.0.abs() / 4;
        let fraction = match self.0.abs() % 4 {
            0 => "",
            1 => "1/4",
            2 => "1/2",
            _ => "3/4",
        };
        let joiner = match style {
            Style::Chinese => "又",
            Style::English => " ",
        };
        match (whole, fraction) {
            (w, "") => format!("{sign}{w}"),
            (0, f) => format!("{sign}{f}"),
            (w, f) => format!("{sign}{w}{joiner}{f}"),
        }
    }

    /// A decimal: `3.75`, `-0.25`, `2`.
    pub fn decimal(self) -> String {
        decimal_of_quarters(self.0)
    }

    /// The same amount in points as a decimal: `7.5`, `0.5`.
    pub fn points_decimal(self) -> String {
        decimal_of_quarters(self.0 * 2)
    }
}

fn decimal_of_quarters(quarters: i64) -> String {
    let sign = if quarters < 0 { "-" } else { "" };
    let whole = quarters.abs() / 4;
    let fraction = ["", ".25", ".5", ".75"][(quarters.abs() % 4) as usize];
    format!("{sign}{whole}{fraction}")
}

/// How a fraction is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    Chinese,
    English,
}

impl fmt::Display for Stones {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.mixed(Style::English))
    }
}

impl Add for Stones {
    type Output = Stones;
    fn add(self, other: Stones) -> Stones {
        Stones(self.0 + other.0)
    }
}

impl Sub for Stones {
    type Output = Stones;
    fn sub(self, other: Stones) -> Stones {
        Stones(self.0 - other.0)
    }
}

impl Neg for Stones {
    type Output = Stones;
    fn neg(self) -> Stones {
        Stones(-self.0)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{0:?} is not a number of stones in quarters (write 3.75, 3¾, 3 3/4, 3又3/4 or 15/4)")]
pub struct ParseStonesError(pub String);

/// The largest amount accepted, far beyond any board (25×25 = 625 points).
const LIMIT_QUARTERS: i64 = 4 * 100_000;

impl FromStr for Stones {
    type Err = ParseStonesError;

    /// Reads `3.75`, `3¾`, `3 3/4`, `3又3/4`, `15/4`, `-1.25`, `½`, full-width digits.
    fn from_str(text: &str) -> Result<Stones, ParseStonesError> {
        let error = || ParseStonesError(text.to_string());
        let normal: String = text
            .trim()
            .chars()
            .map(super::notation::fold_width)
            .collect();
        let (negative, body) = match normal.strip_prefix('-') {
            Some(rest) => (true, rest.trim_start()),
            None => (
                false,
                normal.strip_prefix('+').unwrap_or(&normal).trim_start(),
            ),
        };
        let quarters = parse_unsigned(body).ok_or_else(error)?;
        if quarters > LIMIT_QUARTERS {
            return Err(error());
        }
        Ok(Stones(if negative { -quarters } else { quarters }))
    }
}

/// Quarters in an unsigned amount, or `None` if it is not a multiple of ¼.
fn parse_unsigned(body: &str) -> Option<i64> {
    if body.is_empty() {
        return None;
    }
    let vulgar = |c: char| match c {
        '¼' => Some(1),
        '½' => Some(2),
        '¾' => Some(3),
        _ => None,
    };
    // 3¾ or ¾
    if let Some(last) = body.chars().last()
        && let Some(q) = vulgar(last)
    {
        let whole = &body[..body.len() - last.len_utf8()];
        let whole = whole.trim_end_matches(['又', ' ']);
        return Some(if whole.is_empty() {
            q
        } else {
            parse_whole(whole)? * 4 + q
        });
    }
    // 3又3/4, 3 3/4
    if let Some((whole, fraction)) = body.split_once(['又', ' ']) {
        let whole = parse_whole(whole.trim())?;
        let fraction = parse_fraction(fraction.trim())?;
        return (fraction < 4).then_some(whole * 4 + fraction);
    }
    // 15/4
    if body.contains('/') {
        return parse_fraction(body);
    }
    parse_decimal(body)
}

fn parse_whole(text: &str) -> Option<i64> {
    if text.is_empty() || text.len() > 9 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

/// `a/b` as quarters, when it is a whole number of quarters.
fn parse_fraction(text: &str) -> Option<i64> {
    let (numerator, denominator) = text.split_once('/')?;
    let numerator = parse_whole(numerator.trim())?;
    let denominator = parse_whole(denominator.trim())?;
    if denominator == 0 || (numerator * 4) % denominator != 0 {
        return None;
    }
    Some(numerator * 4 / denominator)
}

/// `3.75`, `0.5`, `12`, `.25`.
fn parse_decimal(text: &str) -> Option<i64> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    let whole = if whole.is_empty() {
        0
    } else {
        parse_whole(whole)?
    };
    if text.ends_with('.') || !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let fraction = fraction.trim_end_matches('0');
    let quarters = match fraction {
        "" => 0,
        "25" => 1,
        "5" => 2,
        "75" => 3,
        _ => return None,
    };
    Some(whole * 4 + quarters)
}

impl Describe for ParseStonesError {
    fn message(&self) -> Message {
        Message::text("err-stones").arg("text", &self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_written_form_of_three_and_three_quarters_is_equal() {
        for text in [
            "3.75",
            "3¾",
            "3 3/4",
            "3又3/4",
            "15/4",
            "3.750",
            "３又３／４",
            "+3.75",
        ] {
            assert_eq!(
                text.parse::<Stones>(),
                Ok(Stones::from_quarters(15)),
                "{text}"
            );
        }
        assert_eq!("-1.25".parse::<Stones>(), Ok(Stones::from_quarters(-5)));
        assert_eq!("½".parse::<Stones>(), Ok(Stones::halves(1)));
        assert_eq!("184.5".parse::<Stones>(), Ok(Stones::from_quarters(738)));
        assert_eq!("0".parse::<Stones>(), Ok(Stones::ZERO));
    }

    #[test]
    fn amounts_that_are_not_quarters_are_refused() {
        for text in [
            "", "3.3", "1/3", "3 5/4", "x", "3.", "1//4", "--1", "1e3", "3又", "0/0",
        ] {
            assert!(text.parse::<Stones>().is_err(), "{text:?} accepted");
        }
    }

    #[test]
    fn formats_the_way_results_are_written() {
        let q = Stones::from_quarters;
        assert_eq!(q(3).mixed(Style::Chinese), "3/4");
        assert_eq!(q(5).mixed(Style::Chinese), "1又1/4");
        assert_eq!(q(5).mixed(Style::English), "1 1/4");
        assert_eq!(q(8).mixed(Style::English), "2");
        assert_eq!(q(-5).mixed(Style::English), "-1 1/4");
        assert_eq!(q(15).decimal(), "3.75");
        assert_eq!(q(15).points_decimal(), "7.5");
        assert_eq!(q(-1).decimal(), "-0.25");
        assert_eq!(Stones::from_points(7.5), Some(q(15)));
        assert_eq!(Stones::from_points(7.3), None);
    }
}
