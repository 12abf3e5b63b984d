//! The board: stones, chains, liberties, captures (Art. 3–4) and forbidden points (Art. 5).
//!
//! Points live in a padded one-dimensional array with a ring of border cells, so
//! neighbours are `±1` and `±stride` without bounds checks. Chains are circular
//! linked lists with their data kept at the chain's head. Liberties are *pseudo*-liberties
//! (one per stone–empty adjacency): zero exactly when the chain has no liberty, and a
//! chain is in atari at `p` exactly when all its pseudo-liberties are adjacencies to `p`.
//! Everything is fixed-size arrays: playing a move never allocates.

use rand::{Rng, RngExt};
use thiserror::Error;

use super::point::{Color, MAX_SIZE, MIN_SIZE, Point};
use super::zobrist::STONE_KEYS;
use crate::message::{Describe, Message};

const MAX_STRIDE: usize = MAX_SIZE as usize + 2;
/// Cells of the largest padded board.
pub const MAX_CELLS: usize = MAX_STRIDE * MAX_STRIDE;
const MAX_POINTS: usize = (MAX_SIZE as usize) * (MAX_SIZE as usize);
/// Marks "no ko point".
const NO_POINT: u16 = 0;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
enum Cell {
    Empty,
    Black,
    White,
    Border,
}

impl Cell {
    const fn of(color: Color) -> Cell {
        match color {
            Color::Black => Cell::Black,
            Color::White => Cell::White,
        }
    }

    const fn is_stone(self) -> bool {
        matches!(self, Cell::Black | Cell::White)
    }
}

/// What a rule set says about moves that leave their own group without liberties.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SuicideRule {
    /// Every suicide is a forbidden point (Chinese, Japanese, Korean, AGA rules).
    Forbid,
    /// Suicide of two or more stones is allowed, of a single stone not (Ing rules).
    MultiStone,
    /// Any suicide is allowed (New Zealand, Tromp–Taylor).
    Any,
}

/// Whether the board applies the simple ko rule (the immediate retake of a single
/// ko). Superko is not the board's business: the game checks it, and a game under a
/// superko rule lets the board ignore simple ko, since superko subsumes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SimpleKo {
    /// The immediate retake of a single ko is refused ([`IllegalReason::Ko`]).
    Enforce,
    /// The ko point is not looked at.
    Ignore,
}

/// Why a move cannot be played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Error)]
pub enum IllegalReason {
    #[error("off the board")]
    OffBoard,
    #[error("point occupied")]
    Occupied,
    #[error("forbidden point (suicide)")]
    Suicide,
    #[error("ko (immediate recapture)")]
    Ko,
    #[error("positional superko (whole-board position repeated)")]
    PositionalSuperko,
    #[error("situational superko (position repeated with the same player to move)")]
    SituationalSuperko,
}

impl IllegalReason {
    /// Short stable identifier for JSON and tests.
    pub const fn code(self) -> &'static str {
        match self {
            IllegalReason::OffBoard => "off-board",
            IllegalReason::Occupied => "occupied",
            IllegalReason::Suicide => "suicide",
            IllegalReason::Ko => "ko",
            IllegalReason::PositionalSuperko => "positional-superko",
            IllegalReason::SituationalSuperko => "situational-superko",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum BoardError {
    #[error("board size {0} is not supported (expected {MIN_SIZE} to {MAX_SIZE})")]
    Size(usize),
}

/// What a legal move will do, worked out before the board changes.
#[derive(Debug, Clone, Copy)]
pub(crate) struct MoveEffect {
    captured_heads: [u16; 4],
    captured_chains: u8,
    own_heads: [u16; 4],
    own_chains: u8,
    /// The move removes its own group (only where the suicide rule allows it).
    suicide: bool,
}

/// The outcome of a move that was played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Played {
    /// Opponent stones removed by the move.
    pub captured: u32,
    /// Own stones removed by a suicide the rules allowed.
    pub suicided: u32,
}

#[derive(Clone)]
pub struct Board {
    size: u8,
    stride: usize,
    cells: [Cell; MAX_CELLS],
    head: [u16; MAX_CELLS],
    next: [u16; MAX_CELLS],
    /// Per chain head: pseudo-liberties and stone count.
    pseudo_liberties: [u16; MAX_CELLS],
    chain_stones: [u16; MAX_CELLS],
    empties: [u16; MAX_POINTS],
    empty_index: [u16; MAX_CELLS],
    empty_count: usize,
    hash: u64,
    ko_point: u16,
    ko_color: Color,
    /// Opponent stones removed by each colour's moves (including the opponent's suicides).
    captures: [u32; 2],
}

impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Board {}x{} hash {:016x}",
            self.size, self.size, self.hash
        )?;
        for y in 0..self.size {
            f.write_str("\n")?;
            for x in 0..self.size {
                let symbol = match self.get(Point::new(x, y)) {
                    Some(Color::Black) => 'X',
                    Some(Color::White) => 'O',
                    None => '.',
                };
                write!(f, "{symbol}")?;
            }
        }
        Ok(())
    }
}

/// Same stones, same ko restriction and same capture counts.
impl PartialEq for Board {
    fn eq(&self, other: &Self) -> bool {
        self.size == other.size
            && self.hash == other.hash
            && self.ko() == other.ko()
            && self.captures == other.captures
            && self.points().all(|p| self.get(p) == other.get(p))
    }
}

impl Eq for Board {}

impl Board {
    pub fn new(size: u8) -> Result<Board, BoardError> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
            return Err(BoardError::Size(size.into()));
        }
        let stride = usize::from(size) + 2;
        let mut board = Board {
            size,
            stride,
            cells: [Cell::Border; MAX_CELLS],
            head: [0; MAX_CELLS],
            next: [0; MAX_CELLS],
            pseudo_liberties: [0; MAX_CELLS],
            chain_stones: [0; MAX_CELLS],
            empties: [0; MAX_POINTS],
            empty_index: [0; MAX_CELLS],
            empty_count: 0,
            hash: 0,
            ko_point: NO_POINT,
            ko_color: Color::Black,
            captures: [0; 2],
        };
        for y in 0..size {
            for x in 0..size {
                let cell = board.index(Point::new(x, y));
                board.cells[cell] = Cell::Empty;
                board.add_empty(cell);
            }
        }
        Ok(board)
    }

    /// A board holding the given stones, with no captures made (a setup position).
    /// Stones left without liberties stay on the board: see [`Board::chains_without_liberties`].
    pub fn with_stones(
        size: u8,
        stones: impl IntoIterator<Item = (Point, Color)>,
    ) -> Result<Board, SetupError> {
        let mut board = Board::new(size)?;
        for (point, color) in stones {
            board.set_point(point, Some(color))?;
        }
        Ok(board)
    }

    pub fn size(&self) -> u8 {
        self.size
    }

    /// Every point, row by row from the top-left corner.
    pub fn points(&self) -> impl Iterator<Item = Point> + use<> {
        let size = self.size;
        (0..size).flat_map(move |y| (0..size).map(move |x| Point::new(x, y)))
    }

    pub fn contains(&self, point: Point) -> bool {
        point.x < self.size && point.y < self.size
    }

    pub(crate) fn index(&self, point: Point) -> usize {
        (usize::from(point.y) + 1) * self.stride + usize::from(point.x) + 1
    }

    pub(crate) fn point_at(&self, index: usize) -> Point {
        Point::new(
            (index % self.stride - 1) as u8,
            (index / self.stride - 1) as u8,
        )
    }

    pub fn get(&self, point: Point) -> Option<Color> {
        if !self.contains(point) {
            return None;
        }
        self.color_at(self.index(point))
    }

    pub(crate) fn color_at(&self, index: usize) -> Option<Color> {
        match self.cells[index] {
            Cell::Black => Some(Color::Black),
            Cell::White => Some(Color::White),
            Cell::Empty | Cell::Border => None,
        }
    }

    pub(crate) fn is_empty_at(&self, index: usize) -> bool {
        self.cells[index] == Cell::Empty
    }

    /// Zobrist hash of the stones on the board (not of the player to move).
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The point the given colour may not retake at once, if the last move won a ko.
    pub fn ko(&self) -> Option<(Point, Color)> {
        (self.ko_point != NO_POINT).then(|| (self.point_at(self.ko_point.into()), self.ko_color))
    }

    /// Opponent stones removed by `color`'s moves, counting the stones the opponent
    /// lost to its own suicides.
    pub fn captures(&self, color: Color) -> u32 {
        self.captures[color.index()]
    }

    pub fn stone_count(&self, color: Color) -> usize {
        let cell = Cell::of(color);
        self.points()
            .filter(|&p| self.cells[self.index(p)] == cell)
            .count()
    }

    pub fn empty_count(&self) -> usize {
        self.empty_count
    }

    #[inline]
    pub(crate) fn neighbours(&self, index: usize) -> [usize; 4] {
        [
            index - self.stride,
            index - 1,
            index + 1,
            index + self.stride,
        ]
    }

    /// The stones of the chain through `point` (empty if there is no stone).
    pub fn chain(&self, point: Point) -> Vec<Point> {
        let mut stones = Vec::new();
        if self.get(point).is_some() {
            let start = self.index(point);
            let mut stone = start;
            loop {
                stones.push(self.point_at(stone));
                stone = self.next[stone].into();
                if stone == start {
                    break;
                }
            }
        }
        stones
    }

    /// Exact number of liberties of the chain through `point` (0 for an empty point).
    pub fn liberties(&self, point: Point) -> usize {
        let mut seen = [false; MAX_CELLS];
        let mut count = 0;
        for stone in self.chain(point) {
            for n in self.neighbours(self.index(stone)) {
                if self.cells[n] == Cell::Empty && !seen[n] {
                    seen[n] = true;
                    count += 1;
                }
            }
        }
        count
    }

    /// The one liberty of the chain through `index` when it is in atari; `None` when it
    /// has none or two or more. Walks the chain without allocating.
    pub(crate) fn last_liberty(&self, index: usize) -> Option<usize> {
        if !self.cells[index].is_stone() {
            return None;
        }
        let mut found = None;
        let mut stone = index;
        loop {
            for n in self.neighbours(stone) {
                if self.cells[n] == Cell::Empty && found != Some(n) {
                    if found.is_some() {
                        return None;
                    }
                    found = Some(n);
                }
            }
            stone = self.next[stone].into();
            if stone == index {
                return found;
            }
        }
    }

    /// One stone of every chain that has no liberty (possible only in a setup position).
    pub fn chains_without_liberties(&self) -> Vec<Point> {
        self.points()
            .map(|p| self.index(p))
            .filter(|&i| {
                self.cells[i].is_stone()
                    && usize::from(self.head[i]) == i
                    && self.pseudo_liberties[i] == 0
            })
            .map(|i| self.point_at(i))
            .collect()
    }

    /// Puts a stone on (or clears) a point without capturing anything: for setup
    /// positions (SGF AB/AW/AE, handicap stones, diagrams). Clears any ko.
    pub fn set_point(&mut self, point: Point, color: Option<Color>) -> Result<(), SetupError> {
        if !self.contains(point) {
            return Err(SetupError::OffBoard {
                point,
                size: self.size,
            });
        }
        let index = self.index(point);
        self.ko_point = NO_POINT;
        if self.color_at(index) == color {
            return Ok(());
        }
        if self.cells[index] == Cell::Empty {
            if let Some(color) = color {
                self.put_stone(color, index);
            }
            return Ok(());
        }
        // Removing or recolouring a stone can split a chain: rebuild from the stones.
        let stones: Vec<(Point, Color)> = self
            .points()
            .filter(|&p| p != point)
            .filter_map(|p| self.get(p).map(|c| (p, c)))
            .chain(color.map(|c| (point, c)))
            .collect();
        let captures = self.captures;
        *self = Board::new(self.size)?;
        self.captures = captures;
        for (p, c) in stones {
            let i = self.index(p);
            self.put_stone(c, i);
        }
        Ok(())
    }

    /// Decides whether `color` may play at `index` and what the move would do,
    /// applying the simple ko rule as `simple_ko` says (superko is checked by the game).
    pub(crate) fn analyse(
        &self,
        color: Color,
        index: usize,
        suicide_rule: SuicideRule,
        simple_ko: SimpleKo,
    ) -> Result<MoveEffect, IllegalReason> {
        if self.cells[index] != Cell::Empty {
            return Err(if self.cells[index] == Cell::Border {
                IllegalReason::OffBoard
            } else {
                IllegalReason::Occupied
            });
        }
        if simple_ko == SimpleKo::Enforce
            && usize::from(self.ko_point) == index
            && self.ko_color == color
        {
            return Err(IllegalReason::Ko);
        }
        let own = Cell::of(color);
        let neighbours = self.neighbours(index);
        let mut effect = MoveEffect {
            captured_heads: [0; 4],
            captured_chains: 0,
            own_heads: [0; 4],
            own_chains: 0,
            suicide: false,
        };
        let mut has_liberty = false;
        let mut own_chain_keeps_liberty = false;
        for (i, &n) in neighbours.iter().enumerate() {
            let cell = self.cells[n];
            if cell == Cell::Empty {
                has_liberty = true;
                continue;
            }
            if !cell.is_stone() {
                continue;
            }
            let head = self.head[n];
            let same_chain = |&m: &usize| self.cells[m].is_stone() && self.head[m] == head;
            if neighbours[..i].iter().any(same_chain) {
                continue;
            }
            let contacts = neighbours[i..].iter().filter(|m| same_chain(m)).count();
            let in_atari_here = usize::from(self.pseudo_liberties[usize::from(head)]) == contacts;
            if cell == own {
                effect.own_heads[usize::from(effect.own_chains)] = head;
                effect.own_chains += 1;
                own_chain_keeps_liberty |= !in_atari_here;
            } else if in_atari_here {
                effect.captured_heads[usize::from(effect.captured_chains)] = head;
                effect.captured_chains += 1;
            }
        }
        if !has_liberty && effect.captured_chains == 0 && !own_chain_keeps_liberty {
            let allowed = match suicide_rule {
                SuicideRule::Forbid => false,
                SuicideRule::MultiStone => effect.own_chains > 0,
                SuicideRule::Any => true,
            };
            if !allowed {
                return Err(IllegalReason::Suicide);
            }
            effect.suicide = true;
        }
        Ok(effect)
    }

    /// Whether `color` may play `point` under `simple_ko` and `suicide_rule`.
    pub fn check(
        &self,
        color: Color,
        point: Point,
        suicide_rule: SuicideRule,
        simple_ko: SimpleKo,
    ) -> Result<(), IllegalReason> {
        if !self.contains(point) {
            return Err(IllegalReason::OffBoard);
        }
        self.analyse(color, self.index(point), suicide_rule, simple_ko)
            .map(|_| ())
    }

    /// The board hash after a move that [`Board::analyse`] accepted.
    pub(crate) fn hash_after(&self, color: Color, index: usize, effect: &MoveEffect) -> u64 {
        let mut hash = self.hash ^ STONE_KEYS[color.index()][index];
        let removed_color = color.opponent();
        for &head in &effect.captured_heads[..usize::from(effect.captured_chains)] {
            hash ^= self.chain_hash(head.into(), removed_color);
        }
        if effect.suicide {
            hash ^= STONE_KEYS[color.index()][index];
            for &head in &effect.own_heads[..usize::from(effect.own_chains)] {
                hash ^= self.chain_hash(head.into(), color);
            }
        }
        hash
    }

    fn chain_hash(&self, head: usize, color: Color) -> u64 {
        let mut hash = 0;
        let mut stone = head;
        loop {
            hash ^= STONE_KEYS[color.index()][stone];
            stone = self.next[stone].into();
            if stone == head {
                return hash;
            }
        }
    }

    /// Plays a move under `simple_ko` and `suicide_rule`.
    pub fn play(
        &mut self,
        color: Color,
        point: Point,
        suicide_rule: SuicideRule,
        simple_ko: SimpleKo,
    ) -> Result<Played, IllegalReason> {
        if !self.contains(point) {
            return Err(IllegalReason::OffBoard);
        }
        let index = self.index(point);
        let effect = self.analyse(color, index, suicide_rule, simple_ko)?;
        Ok(self.apply(color, index, &effect))
    }

    /// Carries out a move that [`Board::analyse`] accepted: Art. 4 order, opponent
    /// stones without liberties first, then the mover's own group.
    pub(crate) fn apply(&mut self, color: Color, index: usize, effect: &MoveEffect) -> Played {
        self.put_stone(color, index);
        let mut captured = 0;
        let mut last_removed = 0;
        for &head in &effect.captured_heads[..usize::from(effect.captured_chains)] {
            let (count, last) = self.remove_chain(head.into());
            captured += count;
            last_removed = last;
        }
        self.captures[color.index()] += captured;
        let mut suicided = 0;
        if effect.suicide {
            suicided = self.remove_chain(self.head[index].into()).0;
            self.captures[color.opponent().index()] += suicided;
        }
        let head = usize::from(self.head[index]);
        let is_ko_shape = captured == 1
            && suicided == 0
            && self.chain_stones[head] == 1
            && self.pseudo_liberties[head] == 1;
        if is_ko_shape {
            self.ko_point = last_removed as u16;
            self.ko_color = color.opponent();
        } else {
            self.ko_point = NO_POINT;
        }
        Played { captured, suicided }
    }

    /// A pass lifts the ko restriction.
    pub fn pass(&mut self) {
        self.ko_point = NO_POINT;
    }

    fn put_stone(&mut self, color: Color, index: usize) {
        self.cells[index] = Cell::of(color);
        self.remove_empty(index);
        self.hash ^= STONE_KEYS[color.index()][index];
        self.head[index] = index as u16;
        self.next[index] = index as u16;
        self.chain_stones[index] = 1;
        self.pseudo_liberties[index] = 0;
        for n in self.neighbours(index) {
            match self.cells[n] {
                Cell::Empty => self.pseudo_liberties[index] += 1,
                Cell::Black | Cell::White => {
                    self.pseudo_liberties[usize::from(self.head[n])] -= 1;
                }
                Cell::Border => {}
            }
        }
        let own = Cell::of(color);
        for n in self.neighbours(index) {
            if self.cells[n] == own && self.head[n] != self.head[index] {
                self.merge(self.head[index].into(), self.head[n].into());
            }
        }
    }

    fn merge(&mut self, a: usize, b: usize) {
        let (big, small) = if self.chain_stones[a] >= self.chain_stones[b] {
            (a, b)
        } else {
            (b, a)
        };
        let mut stone = small;
        loop {
            self.head[stone] = big as u16;
            stone = self.next[stone].into();
            if stone == small {
                break;
            }
        }
        self.next.swap(big, small);
        self.chain_stones[big] += self.chain_stones[small];
        self.pseudo_liberties[big] += self.pseudo_liberties[small];
    }

    /// Takes a chain off the board; returns its size and one of its points.
    fn remove_chain(&mut self, head: usize) -> (u32, usize) {
        let Some(color) = self.color_at(head) else {
            return (0, head);
        };
        let neighbour_colour = Cell::of(color.opponent());
        let mut count = 0;
        let mut stone = head;
        loop {
            self.cells[stone] = Cell::Empty;
            self.hash ^= STONE_KEYS[color.index()][stone];
            self.add_empty(stone);
            for n in self.neighbours(stone) {
                if self.cells[n] == neighbour_colour {
                    self.pseudo_liberties[usize::from(self.head[n])] += 1;
                }
            }
            count += 1;
            stone = self.next[stone].into();
            if stone == head {
                return (count, head);
            }
        }
    }

    fn add_empty(&mut self, index: usize) {
        self.empties[self.empty_count] = index as u16;
        self.empty_index[index] = self.empty_count as u16;
        self.empty_count += 1;
    }

    fn remove_empty(&mut self, index: usize) {
        let slot = usize::from(self.empty_index[index]);
        let last = self.empties[self.empty_count - 1];
        self.empties[slot] = last;
        self.empty_index[usize::from(last)] = slot as u16;
        self.empty_count -= 1;
    }

    /// A one-point eye of `color`: every neighbour is its stone or the edge, and the
    /// diagonals hold at most one opponent stone (none on the edge), so it is not false.
    pub(crate) fn is_eye_at(&self, color: Color, index: usize) -> bool {
        let own = Cell::of(color);
        if self
            .neighbours(index)
            .iter()
            .any(|&n| self.cells[n] != own && self.cells[n] != Cell::Border)
        {
            return false;
        }
        let opponent = Cell::of(color.opponent());
        let s = self.stride;
        let mut opponents = 0;
        let mut on_edge = false;
        for d in [index - s - 1, index - s + 1, index + s - 1, index + s + 1] {
            match self.cells[d] {
                Cell::Border => on_edge = true,
                c if c == opponent => opponents += 1,
                _ => {}
            }
        }
        opponents < if on_edge { 1 } else { 2 }
    }

    /// Whether a move that [`Board::analyse`] accepted leaves a chain of two or more
    /// stones in atari without capturing: the self-atari a sensible playout avoids
    /// (it would break every seki). Stops counting at two liberties.
    pub(crate) fn is_group_self_atari(&self, index: usize, effect: &MoveEffect) -> bool {
        if effect.captured_chains > 0 || effect.own_chains == 0 {
            return false;
        }
        let mut liberty = None;
        let mut note = |n: usize| -> bool {
            if n == index || self.cells[n] != Cell::Empty || liberty == Some(n) {
                return false;
            }
            liberty.is_some() || {
                liberty = Some(n);
                false
            }
        };
        for n in self.neighbours(index) {
            if note(n) {
                return false;
            }
        }
        for &head in &effect.own_heads[..usize::from(effect.own_chains)] {
            let mut stone = usize::from(head);
            loop {
                for n in self.neighbours(stone) {
                    if note(n) {
                        return false;
                    }
                }
                stone = self.next[stone].into();
                if stone == usize::from(head) {
                    break;
                }
            }
        }
        true
    }

    pub fn is_eye(&self, color: Color, point: Point) -> bool {
        self.contains(point)
            && self.cells[self.index(point)] == Cell::Empty
            && self.is_eye_at(color, self.index(point))
    }

    /// Draws empty points uniformly at random, without replacement, until one is
    /// legal for `color` and passes `accept`; `None` when none does. Reorders the
    /// internal list of empty points, which has no meaning.
    pub(crate) fn random_empty<R: Rng + ?Sized>(
        &mut self,
        color: Color,
        rng: &mut R,
        suicide_rule: SuicideRule,
        simple_ko: SimpleKo,
        mut accept: impl FnMut(&Board, usize, &MoveEffect) -> bool,
    ) -> Option<(usize, MoveEffect)> {
        let mut remaining = self.empty_count;
        while remaining > 0 {
            let slot = rng.random_range(0..remaining as u32) as usize;
            let index = usize::from(self.empties[slot]);
            if let Ok(effect) = self.analyse(color, index, suicide_rule, simple_ko)
                && accept(self, index, &effect)
            {
                return Some((index, effect));
            }
            // Move the rejected point behind the ones still to draw.
            let last = self.empties[remaining - 1];
            self.empties[slot] = last;
            self.empties[remaining - 1] = index as u16;
            self.empty_index[usize::from(last)] = slot as u16;
            self.empty_index[index] = (remaining - 1) as u16;
            remaining -= 1;
        }
        None
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SetupError {
    #[error(transparent)]
    Board(#[from] BoardError),
    #[error("point {x},{y} is off the {size}x{size} board", x = point.x, y = point.y)]
    OffBoard { point: Point, size: u8 },
}

impl Describe for BoardError {
    fn message(&self) -> Message {
        let BoardError::Size(size) = self;
        Message::text("err-diagram-size").number("size", *size)
    }
}

/// Why a move cannot be played.
impl Describe for IllegalReason {
    fn message(&self) -> Message {
        Message::built(format!("err-illegal-{}", self.code()))
    }
}

impl Describe for SetupError {
    fn message(&self) -> Message {
        match self {
            SetupError::Board(e) => e.message(),
            SetupError::OffBoard { point, size } => Message::text("err-setup-off-board")
                .arg("point", crate::rules::point::point_numbers(*point))
                .number("size", *size),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(x: u8, y: u8) -> Point {
        Point::new(x, y)
    }

    #[test]
    fn sizes_outside_two_to_twenty_five_are_refused() {
        assert!(Board::new(1).is_err());
        assert!(Board::new(26).is_err());
        assert_eq!(Board::new(25).unwrap().empty_count(), 625);
        assert_eq!(Board::new(2).unwrap().empty_count(), 4);
    }

    #[test]
    fn a_corner_stone_is_captured_by_two_stones() {
        let mut b = Board::new(9).unwrap();
        b.play(
            Color::White,
            p(0, 0),
            SuicideRule::Forbid,
            SimpleKo::Enforce,
        )
        .unwrap();
        b.play(
            Color::Black,
            p(1, 0),
            SuicideRule::Forbid,
            SimpleKo::Enforce,
        )
        .unwrap();
        assert_eq!(b.liberties(p(0, 0)), 1);
        let played = b
            .play(
                Color::Black,
                p(0, 1),
                SuicideRule::Forbid,
                SimpleKo::Enforce,
            )
            .unwrap();
        assert_eq!(played.captured, 1);
        assert_eq!(b.get(p(0, 0)), None);
        assert_eq!(b.captures(Color::Black), 1);
        assert_eq!(b.empty_count(), 79);
    }

    #[test]
    fn chains_merge_and_count_liberties_exactly() {
        let mut b = Board::new(5).unwrap();
        for x in 0..3 {
            b.play(
                Color::Black,
                p(x, 2),
                SuicideRule::Forbid,
                SimpleKo::Enforce,
            )
            .unwrap();
        }
        assert_eq!(b.chain(p(0, 2)).len(), 3);
        assert_eq!(b.liberties(p(1, 2)), 7);
    }

    #[test]
    fn removing_a_setup_stone_splits_its_chain() {
        let mut b = Board::with_stones(5, (0..3).map(|x| (p(x, 0), Color::Black))).unwrap();
        b.set_point(p(1, 0), None).unwrap();
        assert_eq!(b.chain(p(0, 0)).len(), 1);
        assert_eq!(b.liberties(p(2, 0)), 3);
    }

    #[test]
    fn last_liberty_is_found_only_for_a_chain_in_atari() {
        // y0: X X O . .
        // y1: O O . . .
        let stones = [
            (p(0, 1), Color::White),
            (p(1, 1), Color::White),
            (p(2, 0), Color::White),
            (p(0, 0), Color::Black),
            (p(1, 0), Color::Black),
        ];
        let mut b = Board::with_stones(5, stones).unwrap();
        assert_eq!(b.last_liberty(b.index(p(0, 0))), None, "no liberty at all");
        assert_eq!(b.last_liberty(b.index(p(2, 0))), None, "two liberties");
        assert_eq!(b.last_liberty(b.index(p(1, 1))), None, "three liberties");
        assert_eq!(b.last_liberty(b.index(p(4, 4))), None, "an empty point");
        b.set_point(p(2, 1), Some(Color::Black)).unwrap();
        b.set_point(p(0, 2), Some(Color::Black)).unwrap();
        assert_eq!(b.last_liberty(b.index(p(2, 0))), Some(b.index(p(3, 0))));
        assert_eq!(b.last_liberty(b.index(p(0, 1))), Some(b.index(p(1, 2))));
    }
}
