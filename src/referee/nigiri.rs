//! 猜先 (nigiri), 2002 Art. 10: the higher-ranked player (the older one at equal rank) hides
//! a handful of white stones; the other shows one black stone to guess "odd" or two to
//! guess "even". A right guess takes Black; there is no free choice of colour.

use std::cmp::Ordering;

use thiserror::Error;

use crate::message::{Describe, Message};
use crate::rules::Color;

/// The guess, by the number of black stones shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Guess {
    /// One stone shown: "odd, and I take Black".
    Odd,
    /// Two stones shown: "even, and I take Black".
    Even,
}

impl Guess {
    pub fn from_stones_shown(stones: u32) -> Result<Guess, NigiriError> {
        match stones {
            1 => Ok(Guess::Odd),
            2 => Ok(Guess::Even),
            other => Err(NigiriError::Shown(other)),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum NigiriError {
    #[error("the guesser shows 1 stone (odd) or 2 stones (even), not {0}")]
    Shown(u32),
    #[error("the holder must hide at least one stone")]
    NoStones,
    #[error(
        "{0:?} is not a rank: write 3k (kyu, 1k–30k), 5d or 5 (dan, 1d–9d) or 5p (professional, 1p–9p)"
    )]
    Rank(String),
}

/// A player's rank: kyu (级) below amateur dan (段) below professional dan (职业段).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Rank {
    Kyu(u8),
    Dan(u8),
    Pro(u8),
}

impl Rank {
    /// `3k`, `3级`, `5d`, `5`, `5段`, `5p`, `职业5段` (case and width do not matter).
    pub fn parse(text: &str) -> Result<Rank, NigiriError> {
        let bad = || NigiriError::Rank(text.to_string());
        let folded: String = text
            .trim()
            .chars()
            .map(|c| match c {
                '０'..='９' | 'Ａ'..='Ｚ' | 'ａ'..='ｚ' => char::from_u32(c as u32 - 0xFEE0)
                    .unwrap_or(c)
                    .to_ascii_lowercase(),
                c => c.to_ascii_lowercase(),
            })
            .collect();
        let (pro, rest) = match folded.strip_prefix("职业").or(folded.strip_prefix("職業")) {
            Some(rest) => (true, rest.to_string()),
            None => (false, folded.clone()),
        };
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        let unit = rest[digits.len()..].trim();
        let n: u8 = digits.parse().map_err(|_| bad())?;
        let rank = match (pro, unit) {
            (false, "k" | "kyu" | "级" | "級") if (1..=30).contains(&n) => Rank::Kyu(n),
            (false, "" | "d" | "dan" | "段") if (1..=9).contains(&n) => Rank::Dan(n),
            (false, "p" | "pro") | (true, "段" | "d" | "p") if (1..=9).contains(&n) => {
                Rank::Pro(n)
            }
            _ => return Err(bad()),
        };
        Ok(rank)
    }

    /// Higher is stronger: 30k … 1k, 1d … 9d, 1p … 9p.
    fn strength(self) -> i32 {
        match self {
            Rank::Kyu(k) => -i32::from(k),
            Rank::Dan(d) => i32::from(d),
            Rank::Pro(p) => 100 + i32::from(p),
        }
    }

    /// `3k`, `5d`, `5p`.
    pub fn code(self) -> String {
        match self {
            Rank::Kyu(n) => format!("{n}k"),
            Rank::Dan(n) => format!("{n}d"),
            Rank::Pro(n) => format!("{n}p"),
        }
    }
}

/// The result of one nigiri.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Nigiri {
    pub guess: Guess,
    pub count: u32,
    pub guessed_right: bool,
    /// The colour the guesser takes; the holder takes the other.
    pub guesser_takes: Color,
}

/// Who takes Black, from the guess and the number of stones revealed.
pub fn nigiri(guess: Guess, count: u32) -> Result<Nigiri, NigiriError> {
    if count == 0 {
        return Err(NigiriError::NoStones);
    }
    let odd = count % 2 == 1;
    let guessed_right = odd == (guess == Guess::Odd);
    Ok(Nigiri {
        guess,
        count,
        guessed_right,
        guesser_takes: if guessed_right {
            Color::Black
        } else {
            Color::White
        },
    })
}

/// A player as nigiri sees them: rank and age in years.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    pub name: String,
    pub rank: Rank,
    pub age: u32,
}

/// Why a player holds the stones.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HolderReason {
    HigherRank,
    OlderAtEqualRank,
    /// Same dan and same age: the rules do not say; the referee decides (by lot).
    Undecided,
}

/// Which of the two holds the stones (index 0 or 1), and why.
pub fn holder(players: &[Player; 2]) -> (Option<usize>, HolderReason) {
    let [a, b] = players;
    match a.rank.strength().cmp(&b.rank.strength()) {
        Ordering::Greater => (Some(0), HolderReason::HigherRank),
        Ordering::Less => (Some(1), HolderReason::HigherRank),
        Ordering::Equal => match a.age.cmp(&b.age) {
            Ordering::Greater => (Some(0), HolderReason::OlderAtEqualRank),
            Ordering::Less => (Some(1), HolderReason::OlderAtEqualRank),
            Ordering::Equal => (None, HolderReason::Undecided),
        },
    }
}

impl Describe for NigiriError {
    fn message(&self) -> Message {
        match self {
            NigiriError::Shown(n) => Message::text("err-nigiri-shown").number("shown", *n),
            NigiriError::NoStones => Message::text("err-nigiri-no-stones"),
            NigiriError::Rank(rank) => Message::text("err-nigiri-rank").arg("rank", rank),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_right_guess_takes_black() {
        let cases = [
            (Guess::Even, 14, true, Color::Black),
            (Guess::Even, 15, false, Color::White),
            (Guess::Odd, 15, true, Color::Black),
            (Guess::Odd, 1, true, Color::Black),
            (Guess::Odd, 2, false, Color::White),
        ];
        for (guess, count, right, colour) in cases {
            let n = nigiri(guess, count).unwrap();
            assert_eq!(
                (n.guessed_right, n.guesser_takes),
                (right, colour),
                "{guess:?} {count}"
            );
        }
        assert_eq!(nigiri(Guess::Odd, 0), Err(NigiriError::NoStones));
        assert_eq!(Guess::from_stones_shown(3), Err(NigiriError::Shown(3)));
    }

    #[test]
    fn the_higher_rank_then_the_older_player_holds() {
        let p = |name: &str, rank: &str, age| Player {
            name: name.into(),
            rank: Rank::parse(rank).unwrap(),
            age,
        };
        assert_eq!(
            holder(&[p("A", "3", 20), p("B", "5d", 18)]),
            (Some(1), HolderReason::HigherRank)
        );
        assert_eq!(
            holder(&[p("A", "5段", 40), p("B", "5", 38)]),
            (Some(0), HolderReason::OlderAtEqualRank)
        );
        assert_eq!(
            holder(&[p("A", "5", 40), p("B", "5d", 40)]).1,
            HolderReason::Undecided
        );
        // 1k is below 1d, a kyu of fewer grades is stronger, a professional is above
        // every amateur.
        assert_eq!(holder(&[p("A", "1k", 50), p("B", "1d", 9)]).0, Some(1));
        assert_eq!(holder(&[p("A", "3k", 50), p("B", "10级", 60)]).0, Some(0));
        assert_eq!(holder(&[p("A", "9d", 50), p("B", "1p", 16)]).0, Some(1));
        assert_eq!(
            holder(&[p("A", "职业5段", 30), p("B", "5P", 40)]).0,
            Some(1)
        );
    }

    #[test]
    fn ranks_are_read_as_players_write_them() {
        assert_eq!(Rank::parse("3k"), Ok(Rank::Kyu(3)));
        assert_eq!(Rank::parse("３Ｋ"), Ok(Rank::Kyu(3)));
        assert_eq!(Rank::parse("1段"), Ok(Rank::Dan(1)));
        assert_eq!(Rank::parse("9p"), Ok(Rank::Pro(9)));
        for bad in ["0k", "31k", "10d", "10p", "", "k3", "3x", "-1"] {
            assert!(Rank::parse(bad).is_err(), "{bad}");
        }
    }
}
