//! Worked solutions: what the engine did to reach an answer, kept as values so that
//! every front end shows the same steps (the terminal after an answer, the exam review).

use crate::referee::clock::Timeline;
use crate::referee::ruling::{Finding, first_irregularity};
use crate::referee::tournament::Standings;
use crate::rules::ruleset::RulingVersion;
use crate::rules::score::{CountTerms, PositionCount, count_position, owners, take_off_dead};
use crate::rules::sgf::GameRecord;
use crate::rules::{Board, Color, Game, Move, MoveRules, Point, RuleSet, Snapshot};

use super::instance::Figure;
use super::model::BoardItem;

/// The label put on the point of an irregular move, which is never played.
pub const IRREGULAR_MARK: char = '!';

#[derive(Debug, Clone, PartialEq)]
pub enum Worked {
    /// A count: dead stones off, each side's area, against the draw line. The figure
    /// marks the dead stones and each side's area.
    Count {
        count: PositionCount,
        terms: CountTerms,
        figure: Figure,
    },
    /// One player's clock, move by move, with the referee's calls.
    Clock(Timeline),
    /// A table with its score and tie-breaks.
    Standings(Standings),
    /// The first irregular move of a record, and its ruling unless a later item asks
    /// for it; the figure is the board just before the move, its point marked with
    /// [`IRREGULAR_MARK`].
    Ruling {
        finding: Finding,
        size: u8,
        figure: Figure,
        with_ruling: bool,
    },
}

impl Worked {
    pub fn figure(&self) -> Option<&Figure> {
        match self {
            Worked::Count { figure, .. } | Worked::Ruling { figure, .. } => Some(figure),
            Worked::Clock(_) | Worked::Standings(_) => None,
        }
    }

    /// The count of a board item asking for an area or a result.
    pub fn count(item: &BoardItem, rules: RuleSet) -> Option<Worked> {
        let (game, _) = item.game(rules).ok()?;
        let board = game.board();
        let count = count_position(board, &item.dead).ok()?;
        let (counted, _, _) = take_off_dead(board, &item.dead).ok()?;
        let terms = CountTerms::new(rules, board.size(), item.handicap, item.komi);
        let figure = Figure {
            marked: item.dead_stones_on(board),
            areas: territory(&counted),
            ..Figure::plain(Snapshot::of(board))
        };
        Some(Worked::Count {
            count,
            terms,
            figure,
        })
    }

    /// The first irregular move of `record` under `version`, shown on the board
    /// as it stood when the move was made.
    pub fn ruling(
        record: &GameRecord,
        version: RulingVersion,
        with_ruling: bool,
    ) -> Option<Worked> {
        let finding = first_irregularity(record, version).ok()??;
        let mut game = Game::with_first_player(
            record.setup_board(),
            MoveRules::default(),
            record.first_player,
        );
        let mut last = None;
        // As a referee replays: a move the rules refuse leaves the board as it was.
        for &(color, mv) in &record.moves[..finding.number - 1] {
            if game.play(color, mv).is_ok() {
                last = match mv {
                    Move::Play(p) => Some(p),
                    Move::Pass => None,
                };
            }
        }
        let labels = match finding.mv {
            Move::Play(p) => vec![(IRREGULAR_MARK, p)],
            Move::Pass => Vec::new(),
        };
        Some(Worked::Ruling {
            size: record.size,
            figure: Figure {
                labels,
                last,
                ..Figure::plain(Snapshot::of(game.board()))
            },
            finding,
            with_ruling,
        })
    }
}

/// The empty points only one colour surrounds, with that colour (Art. 9).
fn territory(board: &Board) -> Vec<(Point, Color)> {
    board
        .points()
        .zip(owners(board))
        .filter(|(point, _)| board.get(*point).is_none())
        .filter_map(|(point, owner)| owner.map(|colour| (point, colour)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bank::model::Body;

    fn board_item(text: &str) -> BoardItem {
        let q = &crate::bank::test_bank(text)[0];
        match &q.body {
            Body::Board(item) => (**item).clone(),
            _ => unreachable!(),
        }
    }

    #[test]
    fn a_count_marks_dead_stones_and_each_sides_area() {
        let item = board_item(
            r#"
[[question]]
id = "c"
type = "board"
ask = "count"
text.en = "Count."
dead = ["D2"]
board = """
. X O . .
. X O . .
. X O O O
X X O X .
. X O . .
"""
"#,
        );
        let Some(Worked::Count { count, figure, .. }) = Worked::count(&item, RuleSet::default())
        else {
            panic!("no count");
        };
        assert_eq!(figure.marked, vec![Point::new(3, 3)]);
        let owner = |x, y| {
            figure
                .areas
                .iter()
                .find(|(p, _)| *p == Point::new(x, y))
                .map(|(_, c)| *c)
        };
        assert_eq!(owner(0, 0), Some(Color::Black));
        assert_eq!(owner(4, 0), Some(Color::White));
        // The dead stone's point is White's once it is off.
        assert_eq!(owner(3, 3), Some(Color::White));
        let black = figure
            .areas
            .iter()
            .filter(|(_, c)| *c == Color::Black)
            .count();
        assert_eq!(
            count.area.black_territory as usize, black,
            "the figure marks what was counted"
        );
    }
}
