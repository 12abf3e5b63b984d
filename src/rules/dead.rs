//! Dead stones found, not typed: which chains of a finished position are dead.
//!
//! Two steps. Benson's algorithm proves some chains unconditionally alive: they stay
//! whatever the opponent plays. The rest are judged by Monte-Carlo ownership: many
//! fast random playouts from the position (no filling of one's own eye, no self-atari
//! of a group, so a seki stays a seki; a stone just played in atari is taken and an own
//! chain it put in atari extended, which settles weak groups in open areas far better
//! than uniform play), and each chain is dead when its points end up
//! the opponent's in most of them. Chains the playouts split on are *uncertain*: a
//! referee settles them with the players (under the Chinese rules by playing on).
//! Points still shared at the end of most playouts are seki points; chains touching
//! them are alive in seki.
//!
//! Chains in a small enclosed fight (seki, false seki, eye shapes, a group inside an
//! opponent's small corner) are then read out by [`super::life`]: a seki is declared only
//! when reading proves that neither side can capture, a chain reading kills or saves is
//! settled that way, and one whose fate hangs on who moves first or on a ko is uncertain.
//!
//! Deterministic: the playouts are seeded from the position and what the caller knows,
//! so a file gives the same answer on every run and every machine.

use rand::rngs::ChaCha8Rng;
use rand::{Rng, SeedableRng};

use super::board::{Board, MAX_CELLS, MoveEffect, SimpleKo, SuicideRule};
use super::life::{self, Status};
use super::point::{Color, Point};

/// How sure the estimate must be, in per mille of playouts: a chain whose stones
/// its own colour keeps in fewer than `DEAD_BELOW` is dead, in at least `ALIVE_FROM`
/// alive; in between it is uncertain (and counted by the nearer side).
const DEAD_BELOW: u32 = 300;
const ALIVE_FROM: u32 = 700;
/// A point still shared (touching both colours) in this many per mille of playouts
/// is a seki point.
const SEKI_FROM: u32 = 500;

/// Playouts run by default: as many as @sabaki/deadstones runs by default. Four times
/// more gave the same results on the accuracy set (`tests/data/dead/`), four times slower.
pub const DEFAULT_PLAYOUTS: u32 = 400;

/// What the estimate says about each chain. Every list holds every stone of the
/// chains concerned, row by row from the top.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DeadEstimate {
    /// Stones to take off before counting (uncertain chains judged dead included).
    pub dead: Vec<Point>,
    /// Stones of chains whose status is not settled: see [`DeadEstimate::doubts`].
    pub uncertain: Vec<Point>,
    /// Stones of chains alive in seki, proved by reading.
    pub seki: Vec<Point>,
    /// Stones of chains Benson's algorithm proves unconditionally alive.
    pub unconditional: Vec<Point>,
    /// Stones of chains whose status reading proved (dead, alive or in seki).
    pub read: Vec<Point>,
    /// Each uncertain chain and why, in board order.
    pub doubts: Vec<Doubt>,
}

impl DeadEstimate {
    /// The dead lists at either end of what the uncertain chains allow, given `dead`
    /// (the list counted): the best for Black (Black's uncertain chains alive, White's
    /// dead), then the best for White.
    pub fn extremes(&self, board: &Board, dead: &[Point]) -> [Vec<Point>; 2] {
        [Color::Black, Color::White].map(|favoured| {
            let mut list: Vec<Point> = dead
                .iter()
                .copied()
                .filter(|&p| !(board.get(p) == Some(favoured) && self.uncertain.contains(&p)))
                .collect();
            for &p in &self.uncertain {
                if board.get(p) == Some(favoured.opponent()) && !list.contains(&p) {
                    list.push(p);
                }
            }
            list.sort_by_key(|p| (p.y, p.x));
            list
        })
    }
}

/// An uncertain chain: its stones, why it is not settled, and how it was counted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Doubt {
    pub stones: Vec<Point>,
    pub reason: Reason,
    /// Taken off in the count (judged more likely dead than alive).
    pub counted_dead: bool,
}

/// Why a chain's status is not settled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reason {
    /// Reading: whoever moves first there decides (the game is not over there).
    FirstMoveDecides,
    /// Reading: it hangs on a ko, which the players fight out with threats.
    Ko,
    /// The playouts split on it and it is too large to read.
    PlayoutsSplit,
    /// It looks like a seki, but reading could not prove it.
    SekiUnproved,
}

/// What the caller already knows: chains through `dead` are off, chains through
/// `alive` stay (a referee's corrections, or marks in the game record).
#[derive(Debug, Clone, Copy, Default)]
pub struct Known<'a> {
    pub dead: &'a [Point],
    pub alive: &'a [Point],
}

/// Finds the dead stones of `board` with `playouts` random playouts, seeded from the
/// position and `known`: the same position gives the same answer every time.
pub fn estimate(board: &Board, known: Known<'_>, playouts: u32) -> DeadEstimate {
    let mut seed = board.hash() ^ u64::from(playouts).rotate_left(48);
    for (tag, points) in [
        (0x9e37_79b9_7f4a_7c15_u64, known.dead),
        (0xc2b2_ae3d_27d4_eb4f, known.alive),
    ] {
        for p in points {
            seed = seed.rotate_left(7) ^ tag ^ (u64::from(p.x) << 8 | u64::from(p.y));
        }
    }
    estimate_with(board, known, playouts, &mut ChaCha8Rng::seed_from_u64(seed))
}

/// [`estimate`] with the caller's generator.
pub fn estimate_with<R: Rng + ?Sized>(
    board: &Board,
    known: Known<'_>,
    playouts: u32,
    rng: &mut R,
) -> DeadEstimate {
    let mut position = board.clone();
    let mut forced = [false; MAX_CELLS];
    for &point in known.dead {
        for stone in board.chain(point) {
            let _ = position.set_point(stone, None);
        }
    }
    for &point in known.alive {
        for stone in board.chain(point) {
            forced[board.index(stone)] = true;
        }
    }
    let safe = unconditionally_alive(&position);
    let own = ownership(&position, playouts.max(1), rng);
    let per_mille = |count: u32| count * 1000 / playouts.max(1);

    let mut seki_point = [false; MAX_CELLS];
    for point in position.points() {
        let i = position.index(point);
        seki_point[i] = position.is_empty_at(i) && per_mille(own.shared[i]) >= SEKI_FROM;
    }

    let mut estimate = DeadEstimate::default();
    let mut judged = [false; MAX_CELLS];
    for point in position.points() {
        let start = position.index(point);
        if position.color_at(start).is_none() || judged[start] {
            continue;
        }
        let chain = position.chain(point);
        let (mut kept, mut in_seki, mut is_forced, mut is_safe) = (0u32, false, false, false);
        let color = position.color_at(start).unwrap_or(Color::Black);
        for &stone in &chain {
            let i = position.index(stone);
            judged[i] = true;
            kept += own.owned[color.index()][i];
            is_forced |= forced[i];
            is_safe |= safe[i];
            in_seki |= position.neighbours(i).iter().any(|&n| seki_point[n]);
        }
        if is_safe {
            estimate.unconditional.extend(&chain);
            continue;
        }
        if is_forced {
            continue;
        }
        let share = per_mille(kept) / chain.len() as u32;
        let likely_dead = share < 500;
        let doubt = match life::status(&position, point) {
            Status::Dead => {
                estimate.read.extend(&chain);
                estimate.dead.extend(&chain);
                None
            }
            Status::Alive => {
                estimate.read.extend(&chain);
                if in_seki {
                    estimate.seki.extend(&chain);
                }
                None
            }
            Status::Unsettled => Some(Reason::FirstMoveDecides),
            Status::Ko => Some(Reason::Ko),
            Status::Unknown if in_seki && share >= DEAD_BELOW => Some(Reason::SekiUnproved),
            Status::Unknown if (DEAD_BELOW..ALIVE_FROM).contains(&share) => {
                Some(Reason::PlayoutsSplit)
            }
            Status::Unknown => {
                if likely_dead {
                    estimate.dead.extend(&chain);
                }
                None
            }
        };
        if let Some(reason) = doubt {
            // Counted by the nearer side of the playouts, and said to be uncertain.
            if likely_dead {
                estimate.dead.extend(&chain);
            }
            estimate.uncertain.extend(&chain);
            let mut stones = chain;
            stones.sort_by_key(|p| (p.y, p.x));
            estimate.doubts.push(Doubt {
                stones,
                reason,
                counted_dead: likely_dead,
            });
        }
    }
    keep_true_seki(&position, &mut estimate);
    for list in [
        &mut estimate.dead,
        &mut estimate.uncertain,
        &mut estimate.seki,
        &mut estimate.unconditional,
        &mut estimate.read,
    ] {
        list.sort_by_key(|p| (p.y, p.x));
    }
    estimate
}

/// Keeps in `estimate.seki` only chains that still have a shared point beside them once
/// the dead stones are off (the white stone of a false seki is simply alive).
fn keep_true_seki(position: &Board, estimate: &mut DeadEstimate) {
    // Every stone of the list stands on the position: taking them off cannot fail.
    let Ok((counted, _, _)) = super::score::take_off_dead(position, &estimate.dead) else {
        return;
    };
    let owners = super::score::owners(&counted);
    let size = usize::from(counted.size());
    let shared = |i: usize| {
        let p = counted.point_at(i);
        counted.is_empty_at(i) && owners[usize::from(p.y) * size + usize::from(p.x)].is_none()
    };
    let seki = std::mem::take(&mut estimate.seki);
    for p in &seki {
        let chain = counted.chain(*p);
        let beside_shared = chain.iter().any(|&s| {
            counted
                .neighbours(counted.index(s))
                .iter()
                .any(|&n| shared(n))
        });
        if beside_shared {
            estimate.seki.push(*p);
        }
    }
}

/// Per point: in how many playouts each colour owned it at the end, and in how many it
/// was an empty point touching both colours.
struct Ownership {
    owned: [[u32; MAX_CELLS]; 2],
    shared: [u32; MAX_CELLS],
}

fn ownership<R: Rng + ?Sized>(board: &Board, playouts: u32, rng: &mut R) -> Box<Ownership> {
    let mut own = Box::new(Ownership {
        owned: [[0; MAX_CELLS]; 2],
        shared: [0; MAX_CELLS],
    });
    let cap = 3 * usize::from(board.size()).pow(2);
    let mut playout = board.clone();
    for n in 0..playouts {
        playout.clone_from(board);
        // Each side moves first in half of the playouts: the position is finished, so
        // neither has the move.
        let mut color = if n % 2 == 0 {
            Color::Black
        } else {
            Color::White
        };
        let mut passes = 0;
        let mut moves = 0;
        let mut last = None;
        while passes < 2 && moves < cap {
            let chosen = last
                .and_then(|last| answer_atari(&playout, color, last))
                .or_else(|| {
                    playout.random_empty(
                        color,
                        rng,
                        SuicideRule::Forbid,
                        SimpleKo::Enforce,
                        |b, index, effect| {
                            !b.is_eye_at(color, index) && !b.is_group_self_atari(index, effect)
                        },
                    )
                });
            last = None;
            match chosen {
                Some((index, effect)) => {
                    playout.apply(color, index, &effect);
                    last = Some(index);
                    passes = 0;
                }
                None => {
                    playout.pass();
                    passes += 1;
                }
            }
            moves += 1;
            color = color.opponent();
        }
        for point in playout.points() {
            let i = playout.index(point);
            match playout.color_at(i) {
                Some(c) => own.owned[c.index()][i] += 1,
                None => match surrounding(&playout, i) {
                    Some(c) => own.owned[c.index()][i] += 1,
                    None => own.shared[i] += 1,
                },
            }
        }
    }
    own
}

/// The reply a player does not miss after the opponent's move at `last`: take the stone
/// just played when it is in atari, else save an own chain it put in atari by extending,
/// unless that leaves the chain in atari still.
fn answer_atari(board: &Board, color: Color, last: usize) -> Option<(usize, MoveEffect)> {
    let legal = |index: usize| {
        board
            .analyse(color, index, SuicideRule::Forbid, SimpleKo::Enforce)
            .ok()
    };
    if let Some(liberty) = board.last_liberty(last)
        && let Some(effect) = legal(liberty)
    {
        return Some((liberty, effect));
    }
    board
        .neighbours(last)
        .into_iter()
        .filter(|&n| board.color_at(n) == Some(color))
        .filter_map(|n| board.last_liberty(n))
        .find_map(|liberty| {
            legal(liberty)
                .filter(|effect| !board.is_group_self_atari(liberty, effect))
                .map(|effect| (liberty, effect))
        })
}

/// The colour of every stone next to an empty point, when they all agree (a finished
/// playout leaves only single points and seki liberties empty).
fn surrounding(board: &Board, index: usize) -> Option<Color> {
    let mut seen = None;
    for n in board.neighbours(index) {
        if let Some(c) = board.color_at(n) {
            if seen.is_some_and(|s| s != c) {
                return None;
            }
            seen = Some(c);
        }
    }
    seen
}

/// Benson's algorithm, for both colours: `true` on every stone of an unconditionally
/// alive chain. A chain needs two *vital* regions (regions of points not its colour,
/// every empty point of which is its liberty) among regions bordered only by chains
/// that are themselves still candidates; chains short of two drop out, with the
/// regions they border, until nothing changes.
pub fn unconditionally_alive(board: &Board) -> [bool; MAX_CELLS] {
    let mut alive = [false; MAX_CELLS];
    for color in [Color::Black, Color::White] {
        benson(board, color, &mut alive);
    }
    alive
}

fn benson(board: &Board, color: Color, alive: &mut [bool; MAX_CELLS]) {
    // Chains of `color`, by the index of a stone standing for each.
    let mut chain_of = [usize::MAX; MAX_CELLS];
    let mut chains: Vec<usize> = Vec::new();
    for point in board.points() {
        let i = board.index(point);
        if board.color_at(i) == Some(color) && chain_of[i] == usize::MAX {
            for stone in board.chain(point) {
                chain_of[board.index(stone)] = chains.len();
            }
            chains.push(i);
        }
    }
    // Regions: connected points that are not `color`.
    let mut region_of = [usize::MAX; MAX_CELLS];
    let mut regions: Vec<Vec<usize>> = Vec::new();
    for point in board.points() {
        let start = board.index(point);
        if board.color_at(start) == Some(color) || region_of[start] != usize::MAX {
            continue;
        }
        let id = regions.len();
        let mut members = vec![start];
        region_of[start] = id;
        let mut next = 0;
        while next < members.len() {
            let here = members[next];
            next += 1;
            for n in board.neighbours(here) {
                let inside = board.is_empty_at(n) || board.color_at(n) == Some(color.opponent());
                if inside && region_of[n] == usize::MAX {
                    region_of[n] = id;
                    members.push(n);
                }
            }
        }
        regions.push(members);
    }
    // For each region: the chains it borders, and the chains every empty point of
    // which is a liberty (those it is vital to).
    let mut borders: Vec<Vec<usize>> = Vec::with_capacity(regions.len());
    let mut vital_to: Vec<Vec<usize>> = Vec::with_capacity(regions.len());
    for members in &regions {
        let mut bordering: Vec<usize> = Vec::new();
        for &m in members {
            for n in board.neighbours(m) {
                let c = chain_of[n];
                if c != usize::MAX && !bordering.contains(&c) {
                    bordering.push(c);
                }
            }
        }
        let vital: Vec<usize> = bordering
            .iter()
            .copied()
            .filter(|&c| {
                members.iter().all(|&m| {
                    !board.is_empty_at(m) || board.neighbours(m).iter().any(|&n| chain_of[n] == c)
                })
            })
            .collect();
        borders.push(bordering);
        vital_to.push(vital);
    }
    let mut chain_in = vec![true; chains.len()];
    let mut region_in = vec![true; regions.len()];
    loop {
        let mut changed = false;
        for (c, candidate) in chain_in.iter_mut().enumerate() {
            let vital = (0..regions.len())
                .filter(|&r| region_in[r] && vital_to[r].contains(&c))
                .take(2)
                .count();
            if *candidate && vital < 2 {
                *candidate = false;
                changed = true;
            }
        }
        for r in 0..regions.len() {
            if region_in[r] && borders[r].iter().any(|&c| !chain_in[c]) {
                region_in[r] = false;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    for point in board.points() {
        let i = board.index(point);
        if chain_of[i] != usize::MAX && chain_in[chain_of[i]] {
            alive[i] = true;
        }
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::ChaCha8Rng;

    use super::*;
    use crate::rules::diagram::Diagram;

    fn board(text: &str) -> Board {
        Diagram::parse(text).unwrap().board
    }

    fn vertices(points: &[Point], size: u8) -> String {
        let v: Vec<String> = points.iter().map(|p| p.to_gtp(size)).collect();
        v.join(",")
    }

    fn run(text: &str, seed: u64) -> DeadEstimate {
        let b = board(text);
        estimate_with(
            &b,
            Known::default(),
            DEFAULT_PLAYOUTS,
            &mut ChaCha8Rng::seed_from_u64(seed),
        )
    }

    /// Black lives with two eyes on the left; White's three stones inside Black's
    /// area on the right are dead; White's wall lives with two eyes.
    const FINISHED: &str = "
        . X . X O . O . .
        X X X X O O O O O
        . X . X O . . O .
        X X X X O O O O O
        . . . X O . . . .
        . . . X X O . . .
        . O . . X O O O O
        . . . . X X X X X
        . . . . X . . . .
    ";

    #[test]
    fn benson_proves_two_eyed_chains_alive_and_nothing_else() {
        let b = board(FINISHED);
        let alive = unconditionally_alive(&b);
        let at = |v: &str| alive[b.index(Point::from_gtp(v, 9).unwrap())];
        assert!(at("B8"), "Black's chain with eyes at A9, C9, A7 and C7");
        assert!(!at("B3"), "a lone white stone in Black's area");
        assert!(!at("F3"), "White's lower chain has no eye of its own");
    }

    #[test]
    fn the_white_stone_inside_blacks_area_is_dead_and_walls_live() {
        let e = run(FINISHED, 1);
        assert_eq!(vertices(&e.dead, 9), "B3");
        assert!(e.uncertain.is_empty(), "{:?}", e.uncertain);
        assert!(e.seki.is_empty());
    }

    #[test]
    fn the_same_seed_gives_the_same_answer() {
        assert_eq!(run(FINISHED, 7), run(FINISHED, 7));
    }

    #[test]
    fn a_seki_is_recognised_and_nobody_dies_in_it() {
        // White's ring and Black's inside chain share their only liberties, D5 and E5:
        // whoever fills one is captured, so both live in seki.
        let e = run(
            "
            . X . X X X X X X
            X X X X X X X X X
            X O O O O O O O X
            X O X X X X X O X
            X O X . . X X O X
            X O O O O O O O X
            X X X X X X X X X
            . . . . . . . . .
            . . . . . . . . .
            ",
            3,
        );
        assert!(e.dead.is_empty(), "dead: {}", vertices(&e.dead, 9));
        let seki = vertices(&e.seki, 9);
        assert!(seki.contains("B7") && seki.contains("C6"), "seki: {seki}");
        assert!(!seki.contains("A9"), "the outer wall has eyes");
    }

    #[test]
    fn known_dead_and_alive_chains_are_taken_as_given() {
        let b = board(FINISHED);
        let b3 = Point::from_gtp("B3", 9).unwrap();
        let known = Known {
            dead: &[],
            alive: &[b3],
        };
        let e = estimate_with(&b, known, 100, &mut ChaCha8Rng::seed_from_u64(2));
        assert!(e.dead.is_empty());
        let e9 = Point::from_gtp("E9", 9).unwrap();
        let known = Known {
            dead: &[e9],
            alive: &[],
        };
        let e = estimate_with(&b, known, 100, &mut ChaCha8Rng::seed_from_u64(2));
        assert!(
            !e.dead.contains(&e9),
            "known dead stones are the caller's list"
        );
    }
}
