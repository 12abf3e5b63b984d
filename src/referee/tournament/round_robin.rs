//! Round-robin arithmetic (games and rounds for n players) and the standard Berger
//! tables.

/// The most players [`berger_table`] builds a table for (the table has n²/2 entries).
pub const MAX_BERGER_PLAYERS: usize = 1_000;

/// Games in a single round robin of `n` players: n(n−1)/2.
pub const fn round_robin_games(n: u32) -> u64 {
    let n = n as u64;
    if n < 2 { 0 } else { n * (n - 1) / 2 }
}

/// Rounds in a single round robin: n−1 for even n, n for odd n (one bye per round).
pub const fn round_robin_rounds(n: u32) -> u32 {
    match n {
        0 | 1 => 0,
        n if n % 2 == 0 => n - 1,
        n => n,
    }
}

/// The standard (FIDE) Berger tables: one list of `(white, black)` pairs per round,
/// players numbered from 1. For odd `n` a dummy player `n + 1` is added: meeting it is
/// the bye. Empty for fewer than 2 or more than [`MAX_BERGER_PLAYERS`] players.
///
/// Round 1 is 1–n, 2–(n−1), …; each later round adds n/2 to every number but n, modulo
/// n−1, and player n alternates colours (White in even rounds).
pub fn berger_table(n: usize) -> Vec<Vec<(usize, usize)>> {
    if !(2..=MAX_BERGER_PLAYERS).contains(&n) {
        return Vec::new();
    }
    let m = n + n % 2;
    let half = m / 2;
    (0..m - 1)
        .map(|r| {
            let shift = |x: usize| (x - 1 + r * half) % (m - 1) + 1;
            let first = shift(1);
            let mut round = Vec::with_capacity(half);
            round.push(if r % 2 == 0 { (first, m) } else { (m, first) });
            round.extend((1..half).map(|p| (shift(1 + p), shift(m - p))));
            round
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn round_robin_arithmetic() {
        let cases = [
            (8, 7, 28),
            (7, 7, 21),
            (2, 1, 1),
            (3, 3, 3),
            (1, 0, 0),
            (0, 0, 0),
        ];
        for (n, rounds, games) in cases {
            assert_eq!(
                (round_robin_rounds(n), round_robin_games(n)),
                (rounds, games),
                "{n}"
            );
        }
        assert_eq!(round_robin_games(u32::MAX), 9_223_372_030_412_324_865);
    }

    #[test]
    fn berger_tables_match_the_published_ones() {
        assert_eq!(
            berger_table(4),
            vec![
                vec![(1, 4), (2, 3)],
                vec![(4, 3), (1, 2)],
                vec![(2, 4), (3, 1)]
            ]
        );
        assert_eq!(
            berger_table(6),
            vec![
                vec![(1, 6), (2, 5), (3, 4)],
                vec![(6, 4), (5, 3), (1, 2)],
                vec![(2, 6), (3, 1), (4, 5)],
                vec![(6, 5), (1, 4), (2, 3)],
                vec![(3, 6), (4, 2), (5, 1)],
            ]
        );
        assert_eq!(berger_table(8)[1], [(8, 5), (6, 4), (7, 3), (1, 2)]);
        assert!(berger_table(0).is_empty() && berger_table(1).is_empty());
        assert!(berger_table(MAX_BERGER_PLAYERS + 1).is_empty());
    }

    #[test]
    fn berger_tables_pair_everyone_once() {
        for n in 2..=21 {
            let table = berger_table(n);
            let m = n + n % 2;
            assert_eq!(table.len() as u32, round_robin_rounds(n as u32), "{n}");
            let mut met = BTreeSet::new();
            let mut whites = vec![0i32; m + 1];
            for round in &table {
                let mut seen: Vec<usize> = round.iter().flat_map(|&(a, b)| [a, b]).collect();
                seen.sort_unstable();
                assert_eq!(seen, (1..=m).collect::<Vec<_>>(), "n={n}: once per round");
                for &(w, b) in round {
                    assert!(met.insert((w.min(b), w.max(b))), "n={n}: {w}-{b} twice");
                    whites[w] += 1;
                    whites[b] -= 1;
                }
            }
            assert_eq!(met.len() as u64, round_robin_games(m as u32), "n={n}");
            // Colours balance to within one game for every player.
            assert!(
                whites[1..].iter().all(|d| d.abs() <= 1),
                "n={n}: {whites:?}"
            );
        }
    }
}
