//! Area counting (数子法, Art. 9): each side's stones plus the empty points only it
//! surrounds. Empty regions that touch both colours (dame, shared points in seki) or
//! neither are counted apart, so the caller can split them.

use super::board::{Board, MAX_CELLS};
use super::point::Color;

/// The area of a position, every stone on the board taken as alive.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Area {
    pub black_stones: u32,
    pub white_stones: u32,
    pub black_territory: u32,
    pub white_territory: u32,
    /// Empty points in regions that touch both colours or none.
    pub neutral: u32,
}

impl Area {
    /// Stones plus territory of one colour (neutral points not included).
    pub fn of(&self, color: Color) -> u32 {
        match color {
            Color::Black => self.black_stones + self.black_territory,
            Color::White => self.white_stones + self.white_territory,
        }
    }
}

const TOUCHES_BLACK: u8 = 1;
const TOUCHES_WHITE: u8 = 2;

/// Counts the area of the position with a flood fill over empty regions;
/// no allocation.
pub fn area(board: &Board) -> Area {
    let mut area = Area::default();
    let mut visited = [false; MAX_CELLS];
    let mut stack = [0u16; MAX_CELLS];
    for point in board.points() {
        let start = board.index(point);
        match board.color_at(start) {
            Some(Color::Black) => area.black_stones += 1,
            Some(Color::White) => area.white_stones += 1,
            None if !visited[start] => {
                let (size, touches) = fill_region(board, start, &mut visited, &mut stack);
                match touches {
                    TOUCHES_BLACK => area.black_territory += size,
                    TOUCHES_WHITE => area.white_territory += size,
                    _ => area.neutral += size,
                }
            }
            None => {}
        }
    }
    area
}

fn fill_region(
    board: &Board,
    start: usize,
    visited: &mut [bool; MAX_CELLS],
    stack: &mut [u16; MAX_CELLS],
) -> (u32, u8) {
    let mut size = 0;
    let mut touches = 0;
    let mut top = 0;
    stack[top] = start as u16;
    top += 1;
    visited[start] = true;
    while top > 0 {
        top -= 1;
        let here = usize::from(stack[top]);
        size += 1;
        for n in board.neighbours(here) {
            match board.color_at(n) {
                Some(Color::Black) => touches |= TOUCHES_BLACK,
                Some(Color::White) => touches |= TOUCHES_WHITE,
                None if board.is_empty_at(n) && !visited[n] => {
                    visited[n] = true;
                    stack[top] = n as u16;
                    top += 1;
                }
                None => {}
            }
        }
    }
    (size, touches)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::point::Point;

    #[test]
    fn a_wall_splits_the_board() {
        let stones = (0..5).flat_map(|y| {
            [
                (Point::new(1, y), Color::Black),
                (Point::new(2, y), Color::White),
            ]
        });
        let board = Board::with_stones(5, stones).unwrap();
        let a = area(&board);
        assert_eq!((a.of(Color::Black), a.of(Color::White)), (10, 15));
        assert_eq!(a.neutral, 0);
    }

    #[test]
    fn an_empty_board_is_all_neutral() {
        let a = area(&Board::new(9).unwrap());
        assert_eq!(a.neutral, 81);
    }
}
