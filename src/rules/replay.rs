//! Replaying a game record move by move, reporting every illegal move instead of
//! stopping at the first: the basis of `rules replay` and of the irregularity drills.

use super::board::{IllegalReason, Played};
use super::game::{Game, MoveRules};
use super::point::{Color, Move};
use super::sgf::GameRecord;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplayedMove {
    /// 1 for the first move of the record.
    pub number: usize,
    pub color: Color,
    pub mv: Move,
    /// What the move did, or why it was refused (and not played).
    pub outcome: Result<Played, IllegalReason>,
}

#[derive(Debug, Clone)]
pub struct Replay {
    pub moves: Vec<ReplayedMove>,
    /// The game after every legal move.
    pub game: Game,
}

impl Replay {
    pub fn first_illegal(&self) -> Option<&ReplayedMove> {
        self.moves.iter().find(|m| m.outcome.is_err())
    }
}

pub fn replay(record: &GameRecord, rules: MoveRules) -> Replay {
    let mut game = Game::with_first_player(record.setup_board(), rules, record.first_player);
    let moves = record
        .moves
        .iter()
        .enumerate()
        .map(|(i, &(color, mv))| ReplayedMove {
            number: i + 1,
            color,
            mv,
            outcome: game.play(color, mv).map_err(|e| e.reason),
        })
        .collect();
    Replay { moves, game }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::sgf;

    #[test]
    fn an_illegal_move_is_reported_and_skipped() {
        // Black takes the ko, White retakes at once; Black's next move still counts.
        let record =
            sgf::parse("(;SZ[5]AB[ba][ab][bc]AW[ca][db][cc][bb];B[cb];W[bb];B[ee])").unwrap();
        let replay = replay(&record, MoveRules::default());
        assert_eq!(replay.moves[0].outcome.map(|p| p.captured), Ok(1));
        assert_eq!(replay.moves[1].outcome, Err(IllegalReason::Ko));
        assert!(replay.moves[2].outcome.is_ok());
        assert_eq!(replay.first_illegal().map(|m| m.number), Some(2));
    }
}
