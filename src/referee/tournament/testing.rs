//! Fixtures shared by the tests of several files: exact fractions, the six-player
//! Swiss worked example and lookups in a table of standings.

use std::collections::BTreeMap;

use super::{Game, GameResult, Ratio, Results, Standing, Standings};

pub(super) fn r(num: i64, den: i64) -> Ratio {
    Ratio::new(num, den).unwrap()
}

/// docs/rules.md, Worked examples: R1 P1>P2, P3>P4, P5=P6. R2 P1>P3, P2>P5, P6>P4.
/// R3 P6>P1, P3>P5, P2>P4 (the winner is written first, as Black).
pub(super) fn swiss6() -> Results {
    use GameResult::*;
    Results::new(
        vec![
            Game::played(1, "P1", "P2", BlackWins),
            Game::played(1, "P3", "P4", BlackWins),
            Game::played(1, "P5", "P6", Draw),
            Game::played(2, "P1", "P3", BlackWins),
            Game::played(2, "P2", "P5", BlackWins),
            Game::played(2, "P6", "P4", BlackWins),
            Game::played(3, "P6", "P1", BlackWins),
            Game::played(3, "P3", "P5", BlackWins),
            Game::played(3, "P2", "P4", BlackWins),
        ],
        BTreeMap::new(),
    )
    .unwrap()
}

pub(super) fn row<'a>(s: &'a Standings, name: &str) -> &'a Standing {
    s.players.iter().find(|p| p.name == name).unwrap()
}

pub(super) fn order(s: &Standings) -> Vec<&str> {
    s.players.iter().map(|p| p.name.as_str()).collect()
}
