//! 猜先 (nigiri), 2002 Art. 10: the higher-dan player (the older one at equal dan) hides
//! a handful of white stones; the other shows one black stone to guess "odd" or two to
//! guess "even". A right guess takes Black; there is no free choice of colour.

use std::cmp::Ordering;

use thiserror::Error;

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

/// A player as nigiri sees them: rank in dan and age in years.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    pub name: String,
    pub dan: u8,
    pub age: u32,
}

/// Why a player holds the stones.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HolderReason {
    HigherDan,
    OlderAtEqualDan,
    /// Same dan and same age: the rules do not say; the referee decides (by lot).
    Undecided,
}

/// Which of the two holds the stones (index 0 or 1), and why.
pub fn holder(players: &[Player; 2]) -> (Option<usize>, HolderReason) {
    let [a, b] = players;
    match a.dan.cmp(&b.dan) {
        Ordering::Greater => (Some(0), HolderReason::HigherDan),
        Ordering::Less => (Some(1), HolderReason::HigherDan),
        Ordering::Equal => match a.age.cmp(&b.age) {
            Ordering::Greater => (Some(0), HolderReason::OlderAtEqualDan),
            Ordering::Less => (Some(1), HolderReason::OlderAtEqualDan),
            Ordering::Equal => (None, HolderReason::Undecided),
        },
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
    fn the_higher_dan_then_the_older_player_holds() {
        let p = |name: &str, dan, age| Player {
            name: name.into(),
            dan,
            age,
        };
        assert_eq!(
            holder(&[p("A", 3, 20), p("B", 5, 18)]),
            (Some(1), HolderReason::HigherDan)
        );
        assert_eq!(
            holder(&[p("A", 5, 40), p("B", 5, 38)]),
            (Some(0), HolderReason::OlderAtEqualDan)
        );
        assert_eq!(
            holder(&[p("A", 5, 40), p("B", 5, 40)]).1,
            HolderReason::Undecided
        );
    }
}
