//! Vocabulary of the engine: colours, points, moves and their written forms.

use std::fmt;
use std::str::FromStr;

use crate::message::{Describe, Message};
use thiserror::Error;

/// Smallest and largest supported board sizes (square boards only).
pub const MIN_SIZE: u8 = 2;
pub const MAX_SIZE: u8 = 25;

/// GTP column letters: A–Z without I.
const COLUMN_LETTERS: &[u8; 25] = b"ABCDEFGHJKLMNOPQRSTUVWXYZ";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    Black,
    White,
}

impl Color {
    pub const fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    pub const fn index(self) -> usize {
        match self {
            Color::Black => 0,
            Color::White => 1,
        }
    }

    /// `B` or `W`, as SGF and results (`B+2.5`) write it.
    pub const fn letter(self) -> char {
        match self {
            Color::Black => 'B',
            Color::White => 'W',
        }
    }

    /// Lower-case English name, as GTP and JSON write it.
    pub const fn name(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => "white",
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("not a colour: {0:?} (expected black, white, b or w)")]
pub struct ParseColorError(pub String);

impl FromStr for Color {
    type Err = ParseColorError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "b" | "black" => Ok(Color::Black),
            "w" | "white" => Ok(Color::White),
            _ => Err(ParseColorError(s.to_string())),
        }
    }
}

/// A point on the board: `x` is the column from the left, `y` the row from the top,
/// both from 0 (the order SGF uses).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point {
    pub x: u8,
    pub y: u8,
}

impl Point {
    pub const fn new(x: u8, y: u8) -> Point {
        Point { x, y }
    }

    /// GTP vertex such as `Q16` on a board of `size`.
    pub fn to_gtp(self, size: u8) -> String {
        let column = COLUMN_LETTERS[usize::from(self.x)] as char;
        format!("{column}{}", size - self.y)
    }

    /// Parses a GTP vertex (`Q16`, case-insensitive) on a board of `size`.
    /// `pass` is not a point: see [`Move::from_gtp`].
    pub fn from_gtp(text: &str, size: u8) -> Result<Point, ParsePointError> {
        let bad = || ParsePointError::Vertex {
            text: text.to_string(),
            size,
        };
        let mut chars = text.chars();
        let letter = chars.next().ok_or_else(bad)?.to_ascii_uppercase();
        let x = COLUMN_LETTERS
            .iter()
            .position(|&c| c as char == letter)
            .ok_or_else(bad)?;
        let digits = chars.as_str();
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || digits.len() > 2 {
            return Err(bad());
        }
        let row: u8 = digits.parse().map_err(|_| bad())?;
        if x >= usize::from(size) || row == 0 || row > size {
            return Err(bad());
        }
        Ok(Point::new(x as u8, size - row))
    }

    /// SGF coordinates such as `pd`.
    pub fn to_sgf(self) -> String {
        let letter = |v: u8| (b'a' + v) as char;
        format!("{}{}", letter(self.x), letter(self.y))
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ParsePointError {
    #[error(
        "not a vertex on a {size}x{size} board: {text:?} (expected a letter A-Z without I and a row 1-{size}, or pass)"
    )]
    Vertex { text: String, size: u8 },
}

/// A turn: a stone on a point, or a pass (虚着).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    Play(Point),
    Pass,
}

impl Move {
    pub fn to_gtp(self, size: u8) -> String {
        match self {
            Move::Play(p) => p.to_gtp(size),
            Move::Pass => "pass".to_string(),
        }
    }

    pub fn from_gtp(text: &str, size: u8) -> Result<Move, ParsePointError> {
        if text.eq_ignore_ascii_case("pass") {
            Ok(Move::Pass)
        } else {
            Point::from_gtp(text, size).map(Move::Play)
        }
    }
}

impl Describe for ParsePointError {
    fn message(&self) -> Message {
        let ParsePointError::Vertex { text, size } = self;
        Message::text("err-vertex")
            .arg("text", text)
            .number("size", *size)
    }
}

/// The colour's name: `黑`, `Black`.
impl Describe for Color {
    fn message(&self) -> Message {
        Message::built(format!("color-{}", self.name()))
    }
}

/// A point without its board: its column and row counted from 1.
pub(crate) fn point_numbers(point: Point) -> String {
    format!("{},{}", u32::from(point.x) + 1, u32::from(point.y) + 1)
}

impl Describe for ParseColorError {
    fn message(&self) -> Message {
        Message::text("err-key-not-a-colour").arg("value", &self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gtp_vertices_skip_i_and_count_rows_from_the_bottom() {
        assert_eq!(Point::new(15, 3).to_gtp(19), "Q16");
        assert_eq!(Point::new(8, 0).to_gtp(19), "J19");
        assert_eq!(Point::new(0, 18).to_gtp(19), "A1");
        assert_eq!(Point::from_gtp("q16", 19), Ok(Point::new(15, 3)));
        assert_eq!(Point::from_gtp("J9", 9), Ok(Point::new(8, 0)));
    }

    #[test]
    fn bad_vertices_are_refused() {
        for text in [
            "", "I5", "A0", "A20", "U1", "Z", "A-1", "A+1", "AA", "A123", "é1",
        ] {
            assert!(Point::from_gtp(text, 19).is_err(), "{text:?} accepted");
        }
        assert!(Point::from_gtp("K1", 9).is_err());
    }

    #[test]
    fn every_point_round_trips_through_gtp() {
        for size in MIN_SIZE..=MAX_SIZE {
            for x in 0..size {
                for y in 0..size {
                    let p = Point::new(x, y);
                    assert_eq!(Point::from_gtp(&p.to_gtp(size), size), Ok(p));
                }
            }
        }
    }

    #[test]
    fn colours_parse_in_gtp_spellings() {
        assert_eq!("B".parse::<Color>(), Ok(Color::Black));
        assert_eq!("white".parse::<Color>(), Ok(Color::White));
        assert!("red".parse::<Color>().is_err());
    }
}
