//! A position to look at, not to play on: the stones of a board in `size²` bytes,
//! where a [`Board`] keeps kilobytes of fixed arrays for fast play. Figures of printed
//! and exported questions hold these, so memory follows the output.

use super::board::Board;
use super::point::{Color, Point};

/// What a drawing needs of a position: its size and the stone at each point.
pub trait StoneView {
    fn size(&self) -> u8;
    fn get(&self, point: Point) -> Option<Color>;

    /// Every point, row by row from the top-left corner.
    fn points(&self) -> impl Iterator<Item = Point> + use<Self> {
        let size = self.size();
        (0..size).flat_map(move |y| (0..size).map(move |x| Point::new(x, y)))
    }
}

impl StoneView for Board {
    fn size(&self) -> u8 {
        Board::size(self)
    }

    fn get(&self, point: Point) -> Option<Color> {
        Board::get(self, point)
    }
}

/// The stones of a board, a byte a point.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Snapshot {
    size: u8,
    stones: Vec<Option<Color>>,
}

impl Snapshot {
    pub fn of(board: &Board) -> Snapshot {
        Snapshot {
            size: board.size(),
            stones: board.points().map(|p| board.get(p)).collect(),
        }
    }

    pub fn size(&self) -> u8 {
        self.size
    }

    pub fn get(&self, point: Point) -> Option<Color> {
        if point.x >= self.size || point.y >= self.size {
            return None;
        }
        let index = usize::from(point.y) * usize::from(self.size) + usize::from(point.x);
        self.stones[index]
    }

    pub fn points(&self) -> impl Iterator<Item = Point> + use<> {
        StoneView::points(self)
    }

    /// The same stones with `color` put on `point` (a stone the rules refused, drawn
    /// where it was played).
    pub fn with_stone(mut self, point: Point, color: Color) -> Snapshot {
        if point.x < self.size && point.y < self.size {
            let index = usize::from(point.y) * usize::from(self.size) + usize::from(point.x);
            self.stones[index] = Some(color);
        }
        self
    }
}

impl StoneView for Snapshot {
    fn size(&self) -> u8 {
        Snapshot::size(self)
    }

    fn get(&self, point: Point) -> Option<Color> {
        Snapshot::get(self, point)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::diagram::Diagram;

    #[test]
    fn a_snapshot_shows_the_stones_of_its_board() {
        let board = Diagram::parse("X . O\n. X .\nO . .").unwrap().board;
        let snapshot = Snapshot::of(&board);
        assert_eq!(snapshot.size(), 3);
        assert_eq!(snapshot.points().count(), 9);
        for point in board.points() {
            assert_eq!(snapshot.get(point), board.get(point), "{point:?}");
        }
        assert_eq!(snapshot.get(Point::new(3, 0)), None);
        assert!(std::mem::size_of::<Snapshot>() < 64);
    }
}
