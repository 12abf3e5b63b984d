//! Life and death by local reading: whether a chain in a small enclosed fight can be
//! captured, found by playing the fight out (throw-ins, capture and retake, approach
//! moves), not assumed from its shape.
//!
//! The fight is the chain's *enclosure*: the empty points and friendly stones reachable
//! from it without crossing an opponent stone, and the opponent chains inside whose every
//! liberty lies there (like the white stone of a false seki). Those empty points are played,
//! and the liberties of any bordering chain short of liberties (a capturing race); other
//! opponent stones are the wall. A chain whose enclosure is larger than [`MAX_AREA`] empty
//! points (a territory, an open position) is not read.
//!
//! Reading is a minimax search with a transposition table: the attacker wins by capturing
//! the chain, the defender by two passes in a row with the chain still on the board.
//! Simple ko is enforced; a result that hangs on winning a ko is reported as a ko, since
//! under the Chinese rules it is played out with ko threats that local reading cannot see.

use std::collections::HashMap;

use super::board::{Board, MAX_CELLS, SimpleKo, SuicideRule};
use super::dead::unconditionally_alive;
use super::point::{Color, Point};

/// The most empty points a fight read here may have.
pub const MAX_AREA: usize = 8;
/// A chain bordering the fight with this many liberties or fewer may be captured from
/// outside in a race, so its liberties are read too; one with more is taken as a wall.
const WEAK_WALL: usize = 3;
/// An enclosed empty space this large, with no opponent stone in it, always gives two
/// eyes: the largest killable eye spaces (rabbity six, flower six) have six points.
const LIVING_SPACE: usize = 8;
/// Positions read at most per question before the answer is "unknown".
const NODE_BUDGET: u32 = 5_000;
/// Moves read ahead at most.
const MAX_DEPTH: u8 = 30;

/// What reading says of a chain.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// The opponent cannot capture it, even moving first (alive, or alive in seki).
    Alive,
    /// Captured even when its owner moves first.
    Dead,
    /// Whoever moves first decides: the game is not over here.
    Unsettled,
    /// The outcome hangs on a ko.
    Ko,
    /// Not read: the fight is too large, or reading ran out of budget.
    Unknown,
}

/// Reads the fight around the chain through `target`.
pub fn status(board: &Board, target: Point) -> Status {
    let Some(owner) = board.get(target) else {
        return Status::Unknown;
    };
    let Some(area) = enclosure(board, target) else {
        return Status::Unknown;
    };
    let attacker = owner.opponent();
    let mut reader = Reader::new(board, target, &area);
    let attacker_first = reader.read(attacker);
    let defender_first = reader.read(owner);
    match (attacker_first, defender_first) {
        (Value::Unknown, _) | (_, Value::Unknown) => Status::Unknown,
        // The attacker, moving first, cannot capture it.
        (Value::Loss, _) => Status::Alive,
        (Value::LossKo, _) => Status::Ko,
        // Captured even when its owner moves first.
        (Value::Win, Value::Win) => Status::Dead,
        (Value::Win, Value::Loss) => Status::Unsettled,
        _ => Status::Ko,
    }
}

/// The points a fight around `target` is played on, or `None` when it holds more than
/// [`MAX_AREA`] empty points.
fn enclosure(board: &Board, target: Point) -> Option<Vec<bool>> {
    space(board, target, MAX_AREA).map(|space| space.inside)
}

/// A chain's enclosure: its points, how many are empty, and whether opponent stones
/// stand inside it.
struct Space {
    inside: Vec<bool>,
    empties: usize,
    opponents_inside: bool,
}

/// The enclosure of the chain through `target`, or `None` past `cap` empty points.
fn space(board: &Board, target: Point, cap: usize) -> Option<Space> {
    let owner = board.get(target)?;
    let start = board.index(target);
    let mut inside = vec![false; MAX_CELLS];
    let mut stack = vec![start];
    inside[start] = true;
    let mut empties = 0;
    let mut opponents = Vec::new();
    while let Some(here) = stack.pop() {
        for n in board.neighbours(here) {
            if inside[n] {
                continue;
            }
            match board.color_at(n) {
                Some(c) if c == owner => {}
                Some(_) => {
                    opponents.push(n);
                    continue;
                }
                None if board.is_empty_at(n) => {
                    empties += 1;
                    if empties > cap {
                        return None;
                    }
                }
                None => continue,
            }
            inside[n] = true;
            stack.push(n);
        }
    }
    // Opponent chains whose every liberty is inside are part of the fight.
    let mut opponents_inside = false;
    for &stone in &opponents {
        if inside[stone] {
            continue;
        }
        let chain = board.chain(board.point_at(stone));
        let enclosed = chain.iter().all(|&p| {
            board
                .neighbours(board.index(p))
                .iter()
                .all(|&n| !board.is_empty_at(n) || inside[n])
        });
        if enclosed {
            opponents_inside = true;
            for p in chain {
                inside[board.index(p)] = true;
            }
        }
    }
    Some(Space {
        inside,
        empties,
        opponents_inside,
    })
}

/// Whether the chain through `target` is safe for good after its owner captured: Benson
/// proves it, or the capture left it an enclosed space of [`LIVING_SPACE`] or more empty
/// points with no opponent stone inside (no such space can be killed).
fn freed(board: &Board, target: Point) -> bool {
    if unconditionally_alive(board)[board.index(target)] {
        return true;
    }
    match space(board, target, usize::MAX) {
        Some(space) => !space.opponents_inside && space.empties >= LIVING_SPACE,
        None => false,
    }
}

/// A result for the side to move, worst first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Value {
    Loss,
    /// Lost, unless a ko is won.
    LossKo,
    Unknown,
    /// Won through a ko.
    WinKo,
    Win,
}

impl Value {
    fn for_opponent(self) -> Value {
        match self {
            Value::Loss => Value::Win,
            Value::LossKo => Value::WinKo,
            Value::Unknown => Value::Unknown,
            Value::WinKo => Value::LossKo,
            Value::Win => Value::Loss,
        }
    }
}

struct Reader<'a> {
    start: &'a Board,
    target: Point,
    attacker: Color,
    moves: Vec<Point>,
    seen: HashMap<(u64, u8, u16), Value>,
    nodes: u32,
}

impl<'a> Reader<'a> {
    fn new(board: &'a Board, target: Point, area: &[bool]) -> Reader<'a> {
        let mut playable = area.to_vec();
        // A wall short of liberties may be attacked from outside (a capturing race):
        // its liberties are played too.
        for p in board.points() {
            let i = board.index(p);
            let wall = !area[i]
                && board.color_at(i).is_some()
                && board.neighbours(i).iter().any(|&n| area[n])
                && board.liberties(p) <= WEAK_WALL;
            if wall {
                for stone in board.chain(p) {
                    for n in board.neighbours(board.index(stone)) {
                        if board.is_empty_at(n) {
                            playable[n] = true;
                        }
                    }
                }
            }
        }
        let moves = board
            .points()
            .filter(|&p| playable[board.index(p)])
            .collect();
        let attacker = board.get(target).map_or(Color::White, Color::opponent);
        Reader {
            start: board,
            target,
            attacker,
            moves,
            seen: HashMap::new(),
            nodes: 0,
        }
    }

    /// The attacker's result with `first` to move, from the attacker's side.
    fn read(&mut self, first: Color) -> Value {
        self.nodes = 0;
        let board = self.start.clone();
        let value = self.search(&board, first, 0, 0);
        if first == self.attacker {
            value
        } else {
            value.for_opponent()
        }
    }

    /// The value for `to_move` of `board` after `passes` passes in a row.
    fn search(&mut self, board: &Board, to_move: Color, passes: u8, depth: u8) -> Value {
        let defender_to_move = to_move != self.attacker;
        if passes >= 2 {
            // The chain stands: the defender has won.
            return if defender_to_move {
                Value::Win
            } else {
                Value::Loss
            };
        }
        if depth >= MAX_DEPTH || self.nodes >= NODE_BUDGET {
            return Value::Unknown;
        }
        self.nodes += 1;
        let ko = board
            .ko()
            .map_or(u16::MAX, |(p, _)| u16::from(p.y) * 32 + u16::from(p.x));
        let key = (
            board.hash() ^ u64::from(to_move == Color::Black),
            passes,
            ko,
        );
        if let Some(&known) = self.seen.get(&key) {
            return known;
        }
        let mut best = Value::Loss;
        for i in 0..=self.moves.len() {
            let mut next = board.clone();
            let (child, ko_capture) = if let Some(&point) = self.moves.get(i) {
                if next.get(point).is_some() {
                    continue;
                }
                let Ok(played) = next.play(to_move, point, SuicideRule::Forbid, SimpleKo::Enforce)
                else {
                    continue;
                };
                if next.get(self.target).is_none() {
                    // Captured: the attacker has won.
                    best = Value::Win;
                    break;
                }
                // A capture may free the chain for good: then the defender has won.
                if defender_to_move && played.captured > 0 && freed(&next, self.target) {
                    best = Value::Win;
                    break;
                }
                let ko_capture = played.captured == 1 && next.ko().is_some();
                (
                    self.search(&next, to_move.opponent(), 0, depth + 1),
                    ko_capture,
                )
            } else {
                next.pass();
                (
                    self.search(&next, to_move.opponent(), passes + 1, depth + 1),
                    false,
                )
            };
            let mut value = child.for_opponent();
            if ko_capture && value == Value::Win {
                value = Value::WinKo;
            }
            best = best.max(value);
            if best == Value::Win {
                break;
            }
        }
        if best != Value::Unknown {
            self.seen.insert(key, best);
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::diagram::Diagram;

    /// The status of the chain through `at` on a board drawn as a diagram.
    fn read(diagram: &str, at: &str) -> Status {
        let board = Diagram::parse(diagram).unwrap().board;
        let point = Point::from_gtp(at, board.size()).unwrap();
        status(&board, point)
    }

    /// The false seki of issue #24: Black A2 B2 C2 D2 D1, White B1, A1 and C1 empty,
    /// the rest White's. White A1; Black must take two at C1; the straight two left
    /// dies to the throw-in at B1.
    const FALSE_SEKI: &str = "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        O O O O O . . . .
        X X X X O . . . .
        . O . X O . . . .
    ";

    #[test]
    fn a_false_seki_is_dead_not_seki() {
        assert_eq!(read(FALSE_SEKI, "A2"), Status::Dead);
        assert_eq!(read(FALSE_SEKI, "B1"), Status::Alive);
    }

    #[test]
    fn a_true_seki_is_alive_for_both() {
        // Black's inside chain and White's ring share their only liberties D5 and E5.
        let seki = "
            . X . X X X X X X
            X X X X X X X X X
            X O O O O O O O X
            X O X X X X X O X
            X O X . . X X O X
            X O O O O O O O X
            X X X X X X X X X
            . . . . . . . . .
            . . . . . . . . .
        ";
        assert_eq!(read(seki, "C6"), Status::Alive);
        assert_eq!(read(seki, "B7"), Status::Alive);
    }

    /// A corner drawn by its bottom rows, empty rows added above to make a square.
    fn corner(rows: &str) -> Board {
        let rows: Vec<&str> = rows
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .collect();
        let width = rows[0].split_whitespace().count();
        let empty = vec!["."; width].join(" ");
        let mut all = vec![empty.as_str(); width - rows.len()];
        all.extend(rows);
        Diagram::parse(&all.join("\n")).unwrap().board
    }

    #[test]
    fn eye_shapes_read_as_referees_know_them() {
        // Black's corner group inside White's wall, with the eye space marked by dots.
        let cases = [
            (
                "straight two",
                "
                O O O O . .
                X X X O . .
                . . X O . .
                ",
                Status::Dead,
            ),
            (
                "straight three: whoever plays the middle first",
                "
                O O O O O .
                X X X X O .
                . . . X O .
                ",
                Status::Unsettled,
            ),
            (
                "bent three in the corner",
                "
                O O O O . .
                X X X O . .
                . X X O . .
                . . X O . .
                ",
                Status::Unsettled,
            ),
            (
                "straight four lives",
                "
                O O O O O O
                X X X X X O
                . . . . X O
                ",
                Status::Alive,
            ),
            (
                "bulky five: the vital point decides",
                "
                O O O O O .
                X X X X O .
                . . X X O .
                . . . X O .
                ",
                Status::Unsettled,
            ),
            (
                "two separate eyes live",
                "
                O O O O O O
                X X X X X O
                . X . X X O
                ",
                Status::Alive,
            ),
            (
                // White D1 takes E1 and F1; Black can take back one stone at E1, but White
                // F1 and a ko capture at D1 follow: Black lives only by winning that ko.
                "a false eye is no second eye",
                "
                O O O O O O O
                X X X X O O O
                X X . X O O O
                X X X . X X O
                ",
                Status::Ko,
            ),
        ];
        for (name, rows, expected) in cases {
            let board = corner(rows);
            let size = board.size();
            let black = board
                .points()
                .find(|&p| board.get(p) == Some(Color::Black))
                .unwrap();
            assert_eq!(
                status(&board, black),
                expected,
                "{name}: Black at {}",
                black.to_gtp(size)
            );
        }
    }

    #[test]
    fn bent_four_in_the_corner_is_played_out_as_a_ko() {
        // Bent four in the corner: White's throw-in makes a ko, which under the Chinese
        // rules is fought with threats, not assumed dead.
        let board = corner(
            "
            O O O O O .
            X X X X O .
            X . X X O .
            . . . X O .
            ",
        );
        let status = status(&board, Point::from_gtp("A3", 6).unwrap());
        assert!(
            matches!(status, Status::Ko | Status::Unsettled),
            "{status:?}"
        );
    }

    #[test]
    fn a_large_territory_is_not_read() {
        let open = "
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . X . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
        ";
        assert_eq!(read(open, "E6"), Status::Unknown);
    }
}
