//! Standings: each player's record gathered once, then ranked one criterion at a time
//! so that 直胜 sees exactly the players still tied.

use std::collections::HashMap;

use super::{Colour, InputError, Pairing, Ratio, Results, System, TieBreak, ranking_criteria};

/// One line of the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    /// 1-based; players equal on every criterion share a rank (1, 2, 2, 4).
    pub rank: usize,
    pub name: String,
    /// Game points: win 2, draw 1, loss 0, bye 2.
    pub score: u32,
    /// Games actually played (byes not included).
    pub games: u32,
    pub wins: u32,
    pub draws: u32,
    /// Losses, including a both-lose ruling.
    pub losses: u32,
    pub byes: u32,
    /// Every tie-break except the score, in [`TieBreak::ALL`] order. `direct` is counted
    /// among the players tied when it was applied, or among the players with the same
    /// score when it is not a criterion.
    pub tiebreaks: Vec<(TieBreak, Ratio)>,
    /// The player's games and byes, in round order: the line of a crosstable. Rounds
    /// without one are not listed (see [`Standing::withdrawn_from`]).
    pub meetings: Vec<Meeting>,
    /// The first round the player misses by withdrawal, if they withdrew.
    pub withdrawn_from: Option<u32>,
}

/// One round of a player's record: a game or the bye.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Meeting {
    pub round: u32,
    /// `None` for the bye.
    pub game: Option<Played>,
}

/// A game from one player's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Played {
    /// The opponent's place in [`Standings::players`] (0-based).
    pub opponent: usize,
    pub colour: Colour,
    /// Game points scored: 2, 1 or 0 (a both-lose ruling is 0 for both).
    pub points: u32,
    /// Not played over the board (弃权).
    pub forfeit: bool,
}

impl Standing {
    /// The value of any criterion, the score included.
    pub fn value(&self, tiebreak: TieBreak) -> Ratio {
        if tiebreak == TieBreak::Score {
            return Ratio::integer(i64::from(self.score));
        }
        self.tiebreaks
            .iter()
            .find(|(t, _)| *t == tiebreak)
            .map_or(Ratio::ZERO, |(_, v)| *v)
    }
}

/// The ranked table of an event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standings {
    pub system: System,
    /// The ranking keys in order (see [`ranking_criteria`]).
    pub criteria: Vec<TieBreak>,
    pub rounds: u32,
    pub players: Vec<Standing>,
}

/// What each player did, gathered once.
#[derive(Debug, Default, Clone)]
struct Record {
    score: i64,
    /// (round, opponent, points scored)
    games: Vec<(u32, usize, i64)>,
    /// Opponents of forfeited games (not played): left out of 对手分 and 小分.
    forfeited: Vec<usize>,
    /// rounds with a bye
    byes: Vec<u32>,
    wins: u32,
    draws: u32,
    losses: u32,
    /// Games and byes as played, opponents by name index.
    meetings: Vec<Meeting>,
}

/// Ranks the players by the criteria of [`ranking_criteria`]. A Swiss is first checked
/// for rematches. `tiebreaks` empty means the system's defaults.
pub fn standings(
    results: &Results,
    system: System,
    tiebreaks: &[TieBreak],
) -> Result<Standings, InputError> {
    if system == System::Swiss {
        results.check_no_rematch()?;
    }
    let criteria = ranking_criteria(system, tiebreaks);
    let names: Vec<&str> = results.players().collect();
    let index: HashMap<&str, usize> = names.iter().enumerate().map(|(i, n)| (*n, i)).collect();
    let mut records = vec![Record::default(); names.len()];
    for game in results.games() {
        match &game.pairing {
            Pairing::Played {
                black,
                white,
                result,
            } => {
                let (Some(&b), Some(&w)) = (index.get(black.as_str()), index.get(white.as_str()))
                else {
                    continue; // cannot happen: Results lists every player of its games
                };
                let (pb, pw) = result.points();
                for (me, them, points, colour) in
                    [(b, w, pb, Colour::Black), (w, b, pw, Colour::White)]
                {
                    let r = &mut records[me];
                    r.meetings.push(Meeting {
                        round: game.round,
                        game: Some(Played {
                            opponent: them,
                            colour,
                            points,
                            forfeit: result.is_forfeit(),
                        }),
                    });
                    r.score += i64::from(points);
                    r.games.push((game.round, them, i64::from(points)));
                    if result.is_forfeit() {
                        r.forfeited.push(r.games.len() - 1);
                    }
                    match points {
                        2 => r.wins += 1,
                        1 => r.draws += 1,
                        _ => r.losses += 1,
                    }
                }
            }
            Pairing::Bye { player } => {
                if let Some(&p) = index.get(player.as_str()) {
                    records[p].score += 2;
                    records[p].byes.push(game.round);
                    records[p].meetings.push(Meeting {
                        round: game.round,
                        game: None,
                    });
                }
            }
        }
    }
    let rounds = results.rounds();
    let calc = Calc {
        records: &records,
        names: &names,
        results,
        rounds: i64::from(rounds),
        top: records.iter().map(|r| r.score).max().unwrap_or(0),
    };

    // Refine groups of tied players one criterion at a time, so that `direct` sees
    // exactly the players still tied when it is applied.
    let mut direct: Vec<Option<Ratio>> = vec![None; names.len()];
    let mut groups: Vec<Vec<usize>> = vec![(0..names.len()).collect()]; // name order
    for &key in &criteria {
        let mut next = Vec::with_capacity(groups.len());
        for group in groups {
            let mut valued: Vec<(usize, Ratio)> = group
                .iter()
                .map(|&p| (p, calc.value(key, p, &group)))
                .collect();
            if key == TieBreak::Direct {
                for &(p, v) in &valued {
                    direct[p] = Some(v);
                }
            }
            // Stable: equal players keep name order.
            valued.sort_by(|a, b| {
                if key.lower_is_better() {
                    a.1.cmp(&b.1)
                } else {
                    b.1.cmp(&a.1)
                }
            });
            for chunk in valued.chunk_by(|a, b| a.1 == b.1) {
                next.push(chunk.iter().map(|(p, _)| *p).collect());
            }
        }
        groups = next;
    }

    // Each name's place in the table, for the crosstable's opponents.
    let mut place = vec![0; names.len()];
    for (i, &p) in groups.iter().flatten().enumerate() {
        place[p] = i;
    }
    let mut players = Vec::with_capacity(names.len());
    for group in &groups {
        let rank = players.len() + 1;
        for &p in group {
            let record = &records[p];
            let tiebreaks = TieBreak::ALL
                .into_iter()
                .filter(|t| *t != TieBreak::Score)
                .map(|t| {
                    let v = match t {
                        TieBreak::Direct => direct[p].unwrap_or_else(|| {
                            let same: Vec<usize> = (0..names.len())
                                .filter(|&q| records[q].score == record.score)
                                .collect();
                            calc.value(t, p, &same)
                        }),
                        _ => calc.value(t, p, &[]),
                    };
                    (t, v)
                })
                .collect();
            players.push(Standing {
                rank,
                name: names[p].to_string(),
                score: u32::try_from(record.score).unwrap_or(u32::MAX),
                games: u32::try_from(record.games.len()).unwrap_or(u32::MAX),
                wins: record.wins,
                draws: record.draws,
                losses: record.losses,
                byes: u32::try_from(record.byes.len()).unwrap_or(u32::MAX),
                tiebreaks,
                meetings: crosstable_line(&record.meetings, &place),
                withdrawn_from: results.withdrawn_from(names[p]),
            });
        }
    }
    Ok(Standings {
        system,
        criteria,
        rounds,
        players,
    })
}

/// A player's meetings in round order, each opponent by their place in the table.
fn crosstable_line(meetings: &[Meeting], place: &[usize]) -> Vec<Meeting> {
    let mut line: Vec<Meeting> = meetings
        .iter()
        .map(|m| Meeting {
            round: m.round,
            game: m.game.map(|g| Played {
                opponent: place[g.opponent],
                ..g
            }),
        })
        .collect();
    line.sort_by_key(|m| m.round);
    line
}

/// The tie-break functions, over gathered records.
struct Calc<'a> {
    records: &'a [Record],
    names: &'a [&'a str],
    results: &'a Results,
    rounds: i64,
    /// The highest score reached in the event.
    top: i64,
}

impl Calc<'_> {
    /// `group` is the set of players still tied (used by `direct` only).
    fn value(&self, key: TieBreak, p: usize, group: &[usize]) -> Ratio {
        match key {
            TieBreak::Score => Ratio::integer(self.records[p].score),
            TieBreak::Sos => Ratio::integer(self.sos(p)),
            TieBreak::Sb => self.sb(p),
            TieBreak::Progressive => Ratio::integer(self.progressive(p)),
            TieBreak::Warnings => Ratio::integer(i64::from(self.results.warnings(self.names[p]))),
            TieBreak::Direct => Ratio::integer(self.direct(p, group)),
            TieBreak::TotalTheoretical => self.total(p, 2 * self.rounds),
            TieBreak::TotalActual => self.total(p, self.top),
        }
    }

    /// The games actually played over the board: a forfeit is left out, as a bye is.
    fn played(&self, p: usize) -> impl Iterator<Item = &(u32, usize, i64)> {
        let record = &self.records[p];
        record
            .games
            .iter()
            .enumerate()
            .filter(|(i, _)| !record.forfeited.contains(i))
            .map(|(_, g)| g)
    }

    fn sos(&self, p: usize) -> i64 {
        self.played(p)
            .map(|&(_, opponent, _)| self.records[opponent].score)
            .sum()
    }

    /// In halves, so that a drawn opponent's odd score stays exact.
    fn sb(&self, p: usize) -> Ratio {
        let halves: i64 = self
            .played(p)
            .map(|&(_, opponent, points)| points * self.records[opponent].score)
            .sum();
        Ratio::new(halves, 2).unwrap_or_default()
    }

    /// Σ over rounds of the running score = Σ over games of points × rounds still to
    /// count (its own included); O(games) whatever the round numbers.
    fn progressive(&self, p: usize) -> i64 {
        let record = &self.records[p];
        let weight = |round: u32| self.rounds - i64::from(round) + 1;
        let games: i64 = record
            .games
            .iter()
            .map(|&(round, _, points)| points * weight(round))
            .sum();
        let byes: i64 = record.byes.iter().map(|&round| 2 * weight(round)).sum();
        games + byes
    }

    fn direct(&self, p: usize, group: &[usize]) -> i64 {
        self.records[p]
            .games
            .iter()
            .filter(|(_, opponent, _)| group.contains(opponent))
            .map(|&(_, _, points)| points)
            .sum()
    }

    /// 总得分 = score + SOS ÷ (½ × max) − rounds. With no points in the event (max 0)
    /// every SOS is 0 too, so the quotient is taken as 0.
    fn total(&self, p: usize, max: i64) -> Ratio {
        let quotient = Ratio::new(2 * self.sos(p), max).unwrap_or_default();
        quotient + Ratio::integer(self.records[p].score - self.rounds)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::referee::tournament::testing::{order, r, row, swiss6};
    use crate::referee::tournament::{Game, GameResult, parse_csv};
    use proptest::prelude::*;
    use std::collections::BTreeMap;

    fn rr4() -> Results {
        use GameResult::*;
        Results::new(
            vec![
                Game::played(1, "A", "B", BlackWins),
                Game::played(1, "C", "D", Draw),
                Game::played(2, "C", "A", BlackWins),
                Game::played(2, "B", "D", BlackWins),
                Game::played(3, "A", "D", BlackWins),
                Game::played(3, "B", "C", BlackWins),
            ],
            BTreeMap::new(),
        )
        .unwrap()
    }

    #[test]
    fn round_robin_of_four_is_decided_by_xiaofen() {
        let s = standings(&rr4(), System::RoundRobin, &[]).unwrap();
        assert_eq!(
            s.criteria,
            [TieBreak::Score, TieBreak::Sb, TieBreak::Warnings]
        );
        let cases = [
            ("A", 4, r(5, 1), 1),
            ("B", 4, r(4, 1), 2),
            ("C", 3, r(9, 2), 3),
            ("D", 1, r(3, 2), 4),
        ];
        for (name, score, sb, rank) in cases {
            let p = row(&s, name);
            assert_eq!(
                (p.score, p.value(TieBreak::Sb), p.rank),
                (score, sb, rank),
                "{name}"
            );
        }
        assert_eq!(order(&s), ["A", "B", "C", "D"]);
    }

    #[test]
    fn swiss_of_six_worked_example() {
        let s = standings(&swiss6(), System::Swiss, &[]).unwrap();
        assert_eq!(order(&s), ["P6", "P1", "P3", "P2", "P5", "P4"]);
        assert_eq!(
            s.players.iter().map(|p| p.rank).collect::<Vec<_>>(),
            [1, 2, 3, 4, 5, 6]
        );
        // (name, score, SOS, progressive, total theoretical, total actual)
        let cases = [
            ("P6", 5, 5, 9, Some(r(11, 3)), Some(r(4, 1))),
            ("P1", 4, 13, 10, Some(r(16, 3)), Some(r(31, 5))),
            ("P2", 4, 5, 6, None, None),
            ("P3", 4, 5, 8, None, None),
            ("P5", 1, 13, 3, None, None),
            ("P4", 0, 13, 0, None, None),
        ];
        for (name, score, sos, progressive, theoretical, actual) in cases {
            let p = row(&s, name);
            assert_eq!(p.score, score, "{name} score");
            assert_eq!(p.value(TieBreak::Sos), Ratio::integer(sos), "{name} sos");
            assert_eq!(
                p.value(TieBreak::Progressive),
                Ratio::integer(progressive),
                "{name} progressive"
            );
            if let Some(t) = theoretical {
                assert_eq!(p.value(TieBreak::TotalTheoretical), t, "{name}");
            }
            if let Some(t) = actual {
                assert_eq!(p.value(TieBreak::TotalActual), t, "{name}");
            }
        }
        let p1 = row(&s, "P1");
        let p6 = row(&s, "P6");
        assert_eq!(p1.value(TieBreak::TotalTheoretical).to_decimal(2), "5.33");
        assert_eq!(p6.value(TieBreak::TotalTheoretical).to_decimal(2), "3.67");
        assert_eq!(p1.value(TieBreak::TotalActual).to_decimal(2), "6.20");
        assert_eq!(p6.value(TieBreak::TotalActual).to_decimal(2), "4.00");
    }

    #[test]
    fn each_line_lists_its_rounds_with_opponents_by_place() {
        let s = standings(&swiss6(), System::Swiss, &[]).unwrap();
        // P6 (1st): drew P5 (5th) with White, beat P4 (6th) and P1 (2nd) with Black.
        let game = |round, opponent, colour, points| Meeting {
            round,
            game: Some(Played {
                opponent,
                colour,
                points,
                forfeit: false,
            }),
        };
        assert_eq!(
            row(&s, "P6").meetings,
            [
                game(1, 4, Colour::White, 1),
                game(2, 5, Colour::Black, 2),
                game(3, 1, Colour::Black, 2),
            ]
        );
        let results = Results::new(
            vec![
                Game::bye(2, "A"),
                Game::played(1, "A", "B", GameResult::WhiteWinsByForfeit),
            ],
            BTreeMap::new(),
        )
        .unwrap();
        let s = standings(&results, System::Swiss, &[]).unwrap();
        let a = row(&s, "A");
        assert_eq!(
            a.meetings[1],
            Meeting {
                round: 2,
                game: None
            }
        );
        let lost = a.meetings[0].game.unwrap();
        assert_eq!((lost.points, lost.forfeit, lost.opponent), (0, true, 0));
        assert_eq!(a.withdrawn_from, None);
    }

    #[test]
    fn the_seed_total_can_put_a_lower_score_first() {
        for total in [TieBreak::TotalTheoretical, TieBreak::TotalActual] {
            let s = standings(&swiss6(), System::Swiss, &[total, TieBreak::Sb]).unwrap();
            assert_eq!(s.criteria, [total, TieBreak::Sb]);
            assert_eq!(order(&s)[0], "P1", "{total}");
        }
        // After the score it is only a tie-break among equal scores.
        let s = standings(
            &swiss6(),
            System::Swiss,
            &[TieBreak::Score, TieBreak::TotalActual],
        );
        assert_eq!(order(&s.unwrap())[0], "P6");
    }

    fn progressive_of(results: &[GameResult]) -> Ratio {
        // "Me" plays Black against a fresh opponent each round.
        let games = results
            .iter()
            .enumerate()
            .map(|(i, res)| Game::played(i as u32 + 1, "Me", &format!("O{i}"), *res))
            .collect();
        let results = Results::new(games, BTreeMap::new()).unwrap();
        let s = standings(&results, System::Swiss, &[]).unwrap();
        row(&s, "Me").value(TieBreak::Progressive)
    }

    #[test]
    fn progressive_examples() {
        use GameResult::{BlackWins as W, WhiteWins as L};
        let cases: [(&[GameResult], i64); 3] = [
            (&[W, W, L, W, L], 22),
            (&[W, W, W, W, L], 28),
            (&[L, W, W, W, W], 20),
        ];
        for (games, expected) in cases {
            assert_eq!(progressive_of(games), Ratio::integer(expected), "{games:?}");
        }
    }

    #[test]
    fn a_bye_scores_two_and_adds_nothing_to_sos() {
        use GameResult::*;
        let results = Results::new(
            vec![
                Game::played(1, "A", "B", BlackWins),
                Game::bye(1, "C"),
                Game::played(2, "C", "A", WhiteWins),
                Game::bye(2, "B"),
            ],
            BTreeMap::new(),
        )
        .unwrap();
        let s = standings(&results, System::Swiss, &[]).unwrap();
        let c = row(&s, "C");
        assert_eq!((c.score, c.games, c.byes, c.losses), (2, 1, 1, 1));
        // C's only opponent is A (4): the bye adds nothing.
        assert_eq!(c.value(TieBreak::Sos), Ratio::integer(4));
        // Running score: 2 after round 1 (bye), 2 after round 2.
        assert_eq!(c.value(TieBreak::Progressive), Ratio::integer(4));
        assert_eq!(row(&s, "B").value(TieBreak::Sos), Ratio::integer(4));
    }

    #[test]
    fn players_equal_on_everything_share_a_rank_in_name_order() {
        use GameResult::*;
        // A cycle of three draws plus one loser: B, C, D all equal.
        let results = Results::new(
            vec![
                Game::played(1, "D", "C", Draw),
                Game::played(1, "A", "X", WhiteWins),
                Game::played(2, "C", "B", Draw),
                Game::played(3, "B", "D", Draw),
            ],
            BTreeMap::new(),
        )
        .unwrap();
        let s = standings(&results, System::RoundRobin, &[]).unwrap();
        let table: Vec<(usize, &str)> = s
            .players
            .iter()
            .map(|p| (p.rank, p.name.as_str()))
            .collect();
        // X has the same score but beat a 0-point player: 小分 0 against 2.
        assert_eq!(table, [(1, "B"), (1, "C"), (1, "D"), (4, "X"), (5, "A")]);
    }

    #[test]
    fn warnings_and_direct_break_ties() {
        use GameResult::*;
        // A cycle: A beat B, C beat A, B beat C; all on 2 points. B has a warning.
        let results = Results::new(
            vec![
                Game::played(1, "A", "B", BlackWins),
                Game::played(2, "C", "A", BlackWins),
                Game::played(3, "B", "C", BlackWins),
            ],
            BTreeMap::from([("B".to_string(), 1)]),
        )
        .unwrap();
        let by = |list: &[TieBreak]| {
            order(&standings(&results, System::RoundRobin, list).unwrap())
                .into_iter()
                .map(str::to_string)
                .collect::<Vec<_>>()
        };
        assert_eq!(by(&[TieBreak::Warnings]), ["A", "C", "B"]);
        // Direct among all three is the cycle, 2 each: nothing decided.
        let s = standings(&results, System::RoundRobin, &[TieBreak::Direct]).unwrap();
        assert_eq!(order(&s), ["A", "B", "C"]);
        assert!(s.players.iter().all(|p| p.rank == 1));
        // Direct among exactly the still-tied players: once warnings put B last, A
        // and C are compared on their own game only, which C won.
        let s = standings(
            &results,
            System::RoundRobin,
            &[TieBreak::Warnings, TieBreak::Direct],
        )
        .unwrap();
        assert_eq!(order(&s), ["C", "A", "B"]);
        assert_eq!(row(&s, "C").value(TieBreak::Direct), Ratio::integer(2));
    }

    #[test]
    fn direct_among_exactly_the_tied_players() {
        use GameResult::*;
        // A and B on 4 (C 0, D 2); A beat B, so A is first on direct.
        let results = Results::new(
            vec![
                Game::played(1, "B", "A", WhiteWins),
                Game::played(2, "B", "C", BlackWins),
                Game::played(3, "A", "D", WhiteWins),
                Game::played(4, "B", "D", BlackWins),
                Game::played(5, "A", "C", BlackWins),
            ],
            BTreeMap::new(),
        )
        .unwrap();
        let s = standings(&results, System::RoundRobin, &[TieBreak::Direct]).unwrap();
        assert_eq!(order(&s)[..2], ["A", "B"]);
        assert_eq!(row(&s, "A").value(TieBreak::Direct), Ratio::integer(2));
        assert_eq!(row(&s, "B").value(TieBreak::Direct), Ratio::integer(0));
    }

    #[test]
    fn swiss_rejects_a_rematch_but_a_double_round_robin_allows_it() {
        let text = "round,black,white,result\n1,A,B,B\n2,B,A,B\n";
        let results = parse_csv(text).unwrap();
        let err = standings(&results, System::Swiss, &[]).unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 3, column 5: \"B\" and \"A\" meet again (first on line 2): in a Swiss nobody \
             meets the same opponent twice"
        );
        let s = standings(&results, System::RoundRobin, &[]).unwrap();
        assert_eq!(row(&s, "A").value(TieBreak::Sos), Ratio::integer(4));
    }

    /// A random event: `n` players, `rounds` rounds, each round paired in an order and
    /// with results drawn from `noise`; odd player counts give one bye per round.
    fn random_games(n: usize, rounds: usize, noise: &[u64]) -> Vec<Game> {
        let mut draw = noise.iter().copied().cycle();
        let mut games = Vec::new();
        for round in 1..=rounds {
            let mut players: Vec<(u64, usize)> =
                (0..n).map(|p| (draw.next().unwrap_or(0), p)).collect();
            players.sort();
            let names: Vec<String> = players.iter().map(|(_, p)| format!("P{p}")).collect();
            for pair in names.chunks(2) {
                games.push(match pair {
                    [a, b] => {
                        let result = match draw.next().unwrap_or(0) % 7 {
                            0..=2 => GameResult::BlackWins,
                            3..=4 => GameResult::WhiteWins,
                            5 => GameResult::Draw,
                            _ => GameResult::BothLose,
                        };
                        Game::played(round as u32, a, b, result)
                    }
                    [a] => Game::bye(round as u32, a),
                    _ => continue,
                });
            }
        }
        games
    }

    fn criteria_from(bits: u8) -> Vec<TieBreak> {
        TieBreak::ALL
            .into_iter()
            .enumerate()
            .filter(|(i, _)| bits & (1 << i) != 0)
            .map(|(_, t)| t)
            .collect()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn standings_are_a_stable_permutation(
            n in 1usize..9,
            rounds in 1usize..7,
            noise in prop::collection::vec(any::<u64>(), 1..64),
            shuffle in prop::collection::vec(any::<u64>(), 1..64),
            bits in any::<u8>(),
            warnings in prop::collection::vec(0u32..3, 9),
        ) {
            let games = random_games(n, rounds, &noise);
            let warn: BTreeMap<String, u32> =
                (0..n).map(|p| (format!("P{p}"), warnings[p])).collect();
            let results = Results::new(games.clone(), warn.clone()).unwrap();
            let criteria = criteria_from(bits);
            let s = standings(&results, System::RoundRobin, &criteria).unwrap();

            let mut names: Vec<&str> = s.players.iter().map(|p| p.name.as_str()).collect();
            names.sort_unstable();
            let expected: Vec<String> = (0..n).map(|p| format!("P{p}")).collect();
            prop_assert_eq!(names, expected.iter().map(String::as_str).collect::<Vec<_>>());
            prop_assert!(s.players.first().is_none_or(|p| p.rank == 1));
            for pair in s.players.windows(2) {
                prop_assert!(pair[0].rank <= pair[1].rank);
                // A rank shared only by players equal on every criterion.
                let equal = s.criteria.iter().all(|&t| pair[0].value(t) == pair[1].value(t));
                prop_assert_eq!(pair[0].rank == pair[1].rank, equal);
            }

            prop_assert_eq!(&s, &standings(&results, System::RoundRobin, &criteria).unwrap());
            let mut keyed: Vec<(u64, Game)> = games
                .into_iter()
                .zip(shuffle.iter().copied().cycle())
                .map(|(g, k)| (k, g))
                .collect();
            keyed.sort_by_key(|(k, _)| *k);
            let shuffled = Results::new(keyed.into_iter().map(|(_, g)| g).collect(), warn).unwrap();
            prop_assert_eq!(&s, &standings(&shuffled, System::RoundRobin, &criteria).unwrap());
            let swiss = standings(&results, System::Swiss, &criteria);
            prop_assert_eq!(swiss.is_ok(), standings(&shuffled, System::Swiss, &criteria).is_ok());
        }
    }
}
