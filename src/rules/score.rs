//! Area counting (数子法, Art. 9): each side's stones plus the empty points only it
//! surrounds. Empty regions that touch both colours (dame, shared points in seki) or
//! neither are counted apart, so the caller can split them.

use thiserror::Error;

use super::board::{Board, MAX_CELLS};
use super::point::{Color, Point};
use super::ruleset::{RuleSet, Scoring, Ties};
use super::stones::Stones;
use crate::message::{Describe, Message};

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
                let (size, touches) = fill_region(board, start, &mut visited, &mut stack, |_| {});
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

/// Who owns each point, row by row from the top: a stone's colour, or for an empty
/// point the one colour its region touches (`None` for shared points).
pub fn owners(board: &Board) -> Vec<Option<Color>> {
    let mut visited = [false; MAX_CELLS];
    let mut stack = [0u16; MAX_CELLS];
    let mut owner = [None; MAX_CELLS];
    let mut region = Vec::new();
    for point in board.points() {
        let start = board.index(point);
        if board.color_at(start).is_some() || visited[start] {
            continue;
        }
        region.clear();
        let (_, touches) = fill_region(board, start, &mut visited, &mut stack, |i| region.push(i));
        let colour = match touches {
            TOUCHES_BLACK => Some(Color::Black),
            TOUCHES_WHITE => Some(Color::White),
            _ => None,
        };
        for &i in &region {
            owner[i] = colour;
        }
    }
    board
        .points()
        .map(|p| {
            let i = board.index(p);
            board.color_at(i).or(owner[i])
        })
        .collect()
}

/// Shared points that look like an open boundary rather than dame: after the dead
/// stones are off, a shared point that is not itself between a black and a white stone
/// (dame always are; a gap two points wide or more is not). Liberties of chains in `seki`
/// are left out. A finished game under the Chinese rules has none.
pub fn open_boundaries(board: &Board, seki: &[Point]) -> Vec<Point> {
    let size = usize::from(board.size());
    // An empty board has no boundary at all.
    if board.empty_count() == size * size {
        return Vec::new();
    }
    let owners = owners(board);
    let mut beside_seki = [false; MAX_CELLS];
    for &p in seki.iter().filter(|&&p| board.contains(p)) {
        for n in board.neighbours(board.index(p)) {
            beside_seki[n] = true;
        }
    }
    let between_colours = |i: usize| {
        [Color::Black, Color::White].iter().all(|&c| {
            board
                .neighbours(i)
                .iter()
                .any(|&n| board.color_at(n) == Some(c))
        })
    };
    board
        .points()
        .filter(|&p| {
            let i = board.index(p);
            let shared = owners[usize::from(p.y) * size + usize::from(p.x)].is_none();
            board.is_empty_at(i) && shared && !beside_seki[i] && !between_colours(i)
        })
        .collect()
}

/// Whether a record's result (SGF `RE`: `B+9.5`, `黑胜4又3/4子`, `0`, `和棋`) agrees
/// with `outcome`: the same winner and, when the record gives one, the same margin. `None`
/// when the game was not decided by the count (`W+R`, `B+T`) or the record states no
/// result this can read (`?`, `Void`). Bare margins are points: see
/// [`super::sgf::result`] for the forms, and [`super::sgf::GameRecord::read_result`]
/// for a record's own.
pub fn record_agrees(outcome: &Outcome, recorded: &str) -> Option<bool> {
    super::sgf::result::RecordedResult::read(recorded, super::sgf::result::Unit::Points)
        .agrees(outcome)
}

fn fill_region(
    board: &Board,
    start: usize,
    visited: &mut [bool; MAX_CELLS],
    stack: &mut [u16; MAX_CELLS],
    mut member: impl FnMut(usize),
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
        member(here);
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

/// Who won and by how much (the winner's margin, never negative).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    /// `None` for a draw.
    pub winner: Option<Color>,
    pub margin: Stones,
}

impl Outcome {
    /// The outcome from Black's margin: positive wins, negative loses, zero by `ties`.
    pub fn from_black_margin(margin: Stones, ties: Ties) -> Outcome {
        let winner = match margin.quarters() {
            m if m > 0 => Some(Color::Black),
            m if m < 0 => Some(Color::White),
            _ if ties == Ties::BlackWins => Some(Color::Black),
            _ => None,
        };
        Outcome {
            winner,
            margin: margin.abs(),
        }
    }

    /// Black's margin: negative when White wins.
    pub fn black_margin(&self) -> Stones {
        match self.winner {
            Some(Color::White) => -self.margin,
            _ => self.margin,
        }
    }

    /// The usual points notation: `B+1.5`, `W+0.5`, `0`.
    pub fn points_notation(&self) -> String {
        match self.winner {
            None => "0".to_string(),
            Some(color) => {
                format!("{}+{}", color.letter(), self.margin.points_decimal())
            }
        }
    }
}

/// A result from Black's area under area counting (Art. 9, Art. 11).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AreaResult {
    pub outcome: Outcome,
    /// What Black needs for a draw: half the points + komi + handicap return.
    pub threshold: Stones,
    pub black_area: Stones,
}

/// The terms of a count: board, komi and handicap under a rule set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CountTerms {
    pub size: u8,
    pub komi: Stones,
    pub handicap: u32,
    pub rules: RuleSet,
}

impl CountTerms {
    /// The rule set's own komi for this handicap, unless `komi` is given.
    pub fn new(rules: RuleSet, size: u8, handicap: u32, komi: Option<Stones>) -> CountTerms {
        CountTerms {
            size,
            komi: komi.unwrap_or_else(|| rules.komi_for(handicap)),
            handicap,
            rules,
        }
    }

    pub fn points(&self) -> i64 {
        i64::from(self.size) * i64::from(self.size)
    }

    /// Black's threshold: points/2 + komi + handicap return (归本数 plus 贴子).
    pub fn threshold(&self) -> Stones {
        Stones::halves(self.points()) + self.komi + self.rules.handicap_return(self.handicap)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CountError {
    #[error(
        "Black's area {area} is impossible on a {size}x{size} board (0 to {points}, in steps of 1/2)"
    )]
    Area { area: String, size: u8, points: i64 },
    #[error("dead stone at {vertex}: there is no stone on that point")]
    NoDeadStone { vertex: String },
    #[error(
        "stones without liberties at {vertices}: no game reaches this position (fix the diagram or the SGF setup)"
    )]
    WithoutLiberties { vertices: String },
}

/// The result of a count in which Black has `black_area` (stones plus surrounded points
/// plus half the shared points).
pub fn result_from_area(black_area: Stones, terms: &CountTerms) -> Result<AreaResult, CountError> {
    let points = terms.points();
    if black_area < Stones::ZERO
        || black_area > Stones::whole(points)
        || !black_area.is_whole_or_half()
    {
        return Err(CountError::Area {
            area: black_area.decimal(),
            size: terms.size,
            points,
        });
    }
    let threshold = terms.threshold();
    Ok(AreaResult {
        outcome: Outcome::from_black_margin(black_area - threshold, terms.rules.ties),
        threshold,
        black_area,
    })
}

/// A counted position: the dead stones taken off, then each side's area.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PositionCount {
    pub area: Area,
    /// Area with the shared (neutral) points split half each: they add up to size².
    pub black_area: Stones,
    pub white_area: Stones,
    /// Dead stones taken off, by their colour.
    pub dead_black: u32,
    pub dead_white: u32,
    /// Stones each side captured during the game.
    pub captured_by_black: u32,
    pub captured_by_white: u32,
}

impl PositionCount {
    /// Prisoners for territory counting: captures plus the opponent's dead stones.
    pub fn prisoners(&self, color: Color) -> u32 {
        match color {
            Color::Black => self.captured_by_black + self.dead_white,
            Color::White => self.captured_by_white + self.dead_black,
        }
    }

    /// Territory plus prisoners (Japanese and Korean counting). Eyes inside a seki are
    /// not told apart from territory here: mark such a position's dame as filled.
    pub fn territory_score(&self, color: Color) -> u32 {
        let territory = match color {
            Color::Black => self.area.black_territory,
            Color::White => self.area.white_territory,
        };
        territory + self.prisoners(color)
    }

    /// The result under `terms`: area counting, or territory counting for presets
    /// that use it.
    pub fn outcome(&self, terms: &CountTerms) -> Outcome {
        match terms.rules.scoring {
            Scoring::Area => {
                Outcome::from_black_margin(self.black_area - terms.threshold(), terms.rules.ties)
            }
            Scoring::Territory => {
                let difference = i64::from(self.territory_score(Color::Black))
                    - i64::from(self.territory_score(Color::White));
                // A point of territory is half a stone of margin.
                let margin = Stones::from_half_points(2 * difference)
                    - terms.komi
                    - terms.rules.handicap_return(terms.handicap);
                Outcome::from_black_margin(margin, terms.rules.ties)
            }
        }
    }
}

/// The board with the chains through `dead` taken off, and how many black and white
/// stones went.
pub fn take_off_dead(board: &Board, dead: &[Point]) -> Result<(Board, u32, u32), CountError> {
    let mut counted = board.clone();
    let (mut dead_black, mut dead_white) = (0, 0);
    for &point in dead {
        let Some(color) = counted.get(point) else {
            if board.get(point).is_some() {
                continue; // already taken off with its chain
            }
            return Err(CountError::NoDeadStone {
                vertex: point.to_gtp(board.size()),
            });
        };
        for stone in counted.chain(point) {
            // The point is on the board: it came from the board's own chain.
            let _ = counted.set_point(stone, None);
            match color {
                Color::Black => dead_black += 1,
                Color::White => dead_white += 1,
            }
        }
    }
    Ok((counted, dead_black, dead_white))
}

/// Takes the chains through `dead` off the board and counts the rest (Art. 8, 9). A
/// position with a chain without liberties is refused: no game reaches it.
pub fn count_position(board: &Board, dead: &[Point]) -> Result<PositionCount, CountError> {
    let without_liberties = board.chains_without_liberties();
    if !without_liberties.is_empty() {
        let vertices: Vec<String> = without_liberties
            .iter()
            .map(|p| p.to_gtp(board.size()))
            .collect();
        return Err(CountError::WithoutLiberties {
            vertices: vertices.join(", "),
        });
    }
    let (counted, dead_black, dead_white) = take_off_dead(board, dead)?;
    let area = area(&counted);
    let neutral = Stones::halves(i64::from(area.neutral));
    Ok(PositionCount {
        black_area: Stones::whole(area.of(Color::Black).into()) + neutral,
        white_area: Stones::whole(area.of(Color::White).into()) + neutral,
        area,
        dead_black,
        dead_white,
        captured_by_black: board.captures(Color::Black),
        captured_by_white: board.captures(Color::White),
    })
}

impl Describe for CountError {
    fn message(&self) -> Message {
        match self {
            CountError::Area { area, size, points } => Message::text("err-count-area")
                .arg("area", area)
                .number("size", *size)
                .number("points", *points),
            CountError::NoDeadStone { vertex } => {
                Message::text("err-count-no-dead").arg("vertex", vertex)
            }
            CountError::WithoutLiberties { vertices } => {
                Message::text("err-without-liberties").arg("vertices", vertices)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::point::Point;

    #[test]
    fn a_record_agrees_on_winner_and_margin() {
        let outcome = Outcome {
            winner: Some(Color::Black),
            margin: Stones::from_points(9.5).unwrap(),
        };
        assert_eq!(record_agrees(&outcome, "B+9.5"), Some(true));
        assert_eq!(record_agrees(&outcome, "B+"), Some(true));
        assert_eq!(record_agrees(&outcome, "黑胜4又3/4子"), Some(true));
        // Not decided by the count: nothing to compare.
        assert_eq!(record_agrees(&outcome, "B+R"), None);
        assert_eq!(record_agrees(&outcome, "B+1.5"), Some(false));
        assert_eq!(record_agrees(&outcome, "W+9.5"), Some(false));
        assert_eq!(record_agrees(&outcome, "0"), Some(false));
        assert_eq!(record_agrees(&outcome, "?"), None);
    }

    #[test]
    fn owners_give_each_region_to_the_colour_around_it() {
        let stones = (0..5).flat_map(|y| {
            [
                (Point::new(1, y), Color::Black),
                (Point::new(3, y), Color::White),
            ]
        });
        let board = Board::with_stones(5, stones).unwrap();
        let row: Vec<Option<Color>> = owners(&board)[..5].to_vec();
        let (b, w) = (Some(Color::Black), Some(Color::White));
        assert_eq!(row, vec![b, b, None, w, w]);
    }

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

    /// (preset, size, handicap, komi override, Black's area, expected result).
    type Example = (
        &'static str,
        u8,
        u32,
        Option<&'static str>,
        &'static str,
        &'static str,
    );

    /// docs/rules.md, "Scoring arithmetic".
    const WORKED_EXAMPLES: &[Example] = &[
        ("cn2002", 19, 0, None, "180", "W+4 1/4"),
        ("cn2002", 19, 0, None, "181", "W+3 1/4"),
        ("cn2002", 19, 0, None, "182", "W+2 1/4"),
        ("cn2002", 19, 0, None, "183", "W+1 1/4"),
        ("cn2002", 19, 0, None, "183.5", "W+3/4"),
        ("cn2002", 19, 0, None, "184", "W+1/4"),
        ("cn2002", 19, 0, None, "184.5", "B+1/4"),
        ("cn2002", 19, 0, None, "185", "B+3/4"),
        ("cn2002", 19, 0, None, "186", "B+1 3/4"),
        ("cn2002", 19, 0, None, "190", "B+5 3/4"),
        ("cn1988", 19, 0, None, "183", "W+1/4"),
        ("cn1988", 19, 0, None, "184", "B+3/4"),
        ("cn1988", 19, 0, None, "185", "B+1 3/4"),
        // 让先: no komi, 180.5 each is a draw.
        ("cn2002", 19, 1, None, "181", "B+1/2"),
        ("cn2002", 19, 1, None, "180", "W+1/2"),
        ("cn2002", 19, 1, None, "180.5", "draw"),
        // Handicap N: Black returns N/2 stones.
        ("cn2002", 19, 2, None, "182", "B+1/2"),
        ("cn2002", 19, 2, None, "181", "W+1/2"),
        ("cn2002", 19, 3, None, "182", "draw"),
        ("cn2002", 19, 3, None, "183", "B+1"),
        ("cn2002", 19, 4, None, "183", "B+1/2"),
        ("cn2002", 19, 4, None, "182", "W+1/2"),
        ("cn2002", 19, 5, None, "183", "draw"),
        ("cn2002", 19, 6, None, "184", "B+1/2"),
        ("cn2002", 19, 9, None, "185", "draw"),
        ("cn2002", 19, 9, None, "186", "B+1"),
        // Small boards with the same 3¾ komi.
        ("cn2002", 9, 0, None, "45", "B+3/4"),
        ("cn2002", 9, 0, None, "44", "W+1/4"),
        ("cn2002", 13, 0, None, "89", "B+3/4"),
        ("cn2002", 13, 0, None, "88", "W+1/4"),
        ("cn2002", 9, 0, Some("0"), "44", "B+3 1/2"),
        // Ing: 8 points, Black wins ties.
        ("ing", 19, 0, None, "185", "B+1/2"),
        ("ing", 19, 0, None, "184.5", "B+0"),
        ("ing", 19, 0, None, "184", "W+1/2"),
    ];

    fn written(outcome: Outcome) -> String {
        match outcome.winner {
            None => "draw".into(),
            Some(Color::Black) => format!("B+{}", outcome.margin),
            Some(Color::White) => format!("W+{}", outcome.margin),
        }
    }

    #[test]
    fn worked_examples_of_the_rules_digest() {
        for &(preset, size, handicap, komi, black, expected) in WORKED_EXAMPLES {
            let rules: RuleSet = preset.parse().unwrap();
            let komi = komi.map(|k| k.parse().unwrap());
            let terms = CountTerms::new(rules, size, handicap, komi);
            let result = result_from_area(black.parse().unwrap(), &terms).unwrap();
            assert_eq!(
                written(result.outcome),
                expected,
                "{preset} {size}x{size} handicap {handicap}, Black {black}"
            );
        }
    }

    #[test]
    fn thresholds_and_points() {
        let terms = CountTerms::new(RuleSet::default(), 19, 0, None);
        assert_eq!(terms.threshold().decimal(), "184.25");
        let r = result_from_area("185".parse().unwrap(), &terms).unwrap();
        assert_eq!(r.outcome.points_notation(), "B+1.5");
        let r = result_from_area("183".parse().unwrap(), &terms).unwrap();
        assert_eq!(r.outcome.points_notation(), "W+2.5");
        assert_eq!(r.outcome.black_margin().decimal(), "-1.25");
    }

    #[test]
    fn impossible_areas_are_refused() {
        let terms = CountTerms::new(RuleSet::default(), 19, 0, None);
        for area in ["-1", "361.5", "184.25", "400"] {
            let err = result_from_area(area.parse().unwrap(), &terms).unwrap_err();
            assert!(err.to_string().contains("0 to 361"), "{err}");
        }
        assert!(result_from_area("361".parse().unwrap(), &terms).is_ok());
    }

    fn diagram(text: &str) -> Board {
        crate::rules::diagram::Diagram::parse(text).unwrap().board
    }

    /// A seki of two inner groups sharing two liberties (C7/D7 area), walls alive.
    const SEKI: &str = "
        . O X . O X .
        . O X . O X .
        O O O O X X X
        . . . O X . .
        . . . O X . .
        . . . O X . .
        . . . O X . .";

    #[test]
    fn shared_points_in_seki_are_split_half_each() {
        let count = count_position(&diagram(SEKI), &[]).unwrap();
        assert_eq!(count.area.neutral, 2);
        assert_eq!(
            (count.area.black_stones, count.area.black_territory),
            (11, 10)
        );
        assert_eq!(
            (count.area.white_stones, count.area.white_territory),
            (12, 14)
        );
        assert_eq!(count.black_area.decimal(), "22");
        assert_eq!(count.white_area.decimal(), "27");
    }

    #[test]
    fn dead_stones_inside_territory_go_to_the_owner() {
        let board = diagram(
            "
            . . . O X . .
            . . . O X O .
            . . . O X . .
            . X . O X . .
            . . . O X . .
            . . . O X . .
            . . . O X . .",
        );
        // White F6 and Black B4 are dead: both chains named by one of their stones.
        let dead = [Point::new(5, 1), Point::new(1, 3)];
        let count = count_position(&board, &dead).unwrap();
        assert_eq!((count.dead_black, count.dead_white), (1, 1));
        assert_eq!(count.black_area.decimal(), "21");
        assert_eq!(count.white_area.decimal(), "28");
        assert_eq!(count.prisoners(Color::Black), 1);
        let err = count_position(&board, &[Point::new(0, 0)]).unwrap_err();
        assert_eq!(
            err.to_string(),
            "dead stone at A7: there is no stone on that point"
        );
    }

    #[test]
    fn a_position_with_chains_without_liberties_is_refused() {
        let board = diagram(
            "
            X O .
            O . .
            . . X",
        );
        assert_eq!(
            count_position(&board, &[]).unwrap_err(),
            CountError::WithoutLiberties {
                vertices: "A3".into()
            }
        );
    }

    /// Black 44 of 81 with equal stone counts: area says White by 1/4 stone,
    /// territory says Black by half a point (komi 7.5 vs 6.5, and parity).
    const PARITY: &str = "
        . . . . X O . . .
        . . . . X O . . .
        . . . . X O . . .
        . . . . X O . . .
        . . . . X O . . .
        . . . . X O . . .
        . . . . X O . . .
        . . . . X O . . .
        . . . X O . . . .";

    #[test]
    fn the_same_board_has_different_winners_under_area_and_territory() {
        let board = diagram(PARITY);
        let count = count_position(&board, &[]).unwrap();
        assert_eq!(count.black_area.decimal(), "44");
        let chinese = CountTerms::new(RuleSet::default(), 9, 0, None);
        assert_eq!(count.outcome(&chinese).points_notation(), "W+0.5");
        let japanese = CountTerms::new("japanese".parse().unwrap(), 9, 0, None);
        assert_eq!(count.territory_score(Color::Black), 35);
        assert_eq!(count.territory_score(Color::White), 28);
        assert_eq!(count.outcome(&japanese).points_notation(), "B+0.5");
    }

    proptest::proptest! {
        #[test]
        fn areas_add_up_to_the_board_after_the_dame_split(
            size in 2u8..=13,
            cells in proptest::collection::vec(0u8..3, 169),
        ) {
            let stones = (0..size).flat_map(|y| (0..size).map(move |x| Point::new(x, y)))
                .zip(&cells)
                .filter_map(|(p, &c)| match c {
                    1 => Some((p, Color::Black)),
                    2 => Some((p, Color::White)),
                    _ => None,
                });
            let mut board = Board::with_stones(size, stones).unwrap();
            // Random stones make impossible positions: take their dead chains off.
            for point in board.chains_without_liberties() {
                for stone in board.chain(point) {
                    board.set_point(stone, None).unwrap();
                }
            }
            let count = count_position(&board, &[]).unwrap();
            proptest::prop_assert_eq!(
                count.black_area + count.white_area,
                Stones::whole(i64::from(size) * i64::from(size))
            );
        }
    }

    #[test]
    fn an_empty_board_is_all_neutral() {
        let a = area(&Board::new(9).unwrap());
        assert_eq!(a.neutral, 81);
    }
}
