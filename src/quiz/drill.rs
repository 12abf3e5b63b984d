//! Referee drills made by the engine, endless and always right: counting finished
//! positions, spotting an irregular move and ruling on it, byo-yomi clocks, standings.
//! Each drill item is an ordinary [`Question`] whose key the engine computed.

use std::collections::BTreeMap;

use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, RngExt};

use crate::bank::Question;
use crate::bank::calc::{CalcKind, ParamValue};
use crate::bank::load::embedded_games;
use crate::bank::model::{Ask, BoardItem, Body, Localized, ParamSpec, Position, Present};
use crate::bank::worked::Worked;
use crate::i18n::describe::{Join, decisions_text, separator};
use crate::i18n::{Arg, Lang, Localizer};
use crate::message::Describe as _;
use crate::referee::clock::Spoken;
use crate::referee::ruling::{first_irregularity, ruling_options};
use crate::referee::tournament::{self, GameResult, Results, System};
use crate::rules::dead::{self, DEFAULT_PLAYOUTS, Known};
use crate::rules::ruleset::{CN2002, RulingVersion};
use crate::rules::sgf::{self, GameRecord};
use crate::rules::{Board, Game, Move, MoveRules, Point, Stones};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DrillKind {
    Count,
    Ruling,
    Clock,
    Standings,
    Pairing,
}

/// Text in every interface language, from one message id.
fn texts(id: &str, args: &[(&str, Arg)]) -> Localized<String> {
    Lang::ALL
        .iter()
        .map(|&lang| {
            (
                lang.tag().to_string(),
                Localizer::new(lang).format(id, args),
            )
        })
        .collect()
}

fn question(
    id: String,
    tags: &[&str],
    article: Option<&str>,
    text: Localized<String>,
    body: Body,
) -> Question {
    Question {
        id,
        file: "drill".into(),
        line: 0,
        article: article.map(str::to_string),
        regulation: Localized::new(),
        practice: false,
        rules: CN2002,
        tags: tags.iter().map(|t| t.to_string()).collect(),
        level: 3,
        points: Stones::whole(1),
        text,
        explain: Localized::new(),
        body,
        winner_named: false,
        worked: None,
        positions: BTreeMap::new(),
    }
}

/// Drill items made as they are asked, so the first comes at once however many are
/// wanted: one item a position for counting (Black's area or the result, never both, so
/// no solution gives the next answer away), two a game for rulings (which move, then the
/// ruling). The drill owns its random stream; it ends after `count` items, or when the
/// engine fails to make one a hundred times in a row.
pub struct Drill<R> {
    kind: DrillKind,
    size: u8,
    left: usize,
    made: usize,
    ready: std::collections::VecDeque<Question>,
    rng: R,
    /// The user's games for the counting drill (`drill count --game`), if any.
    games: Vec<GameRecord>,
    /// The irregularities of the ruling drill in the order they come round, and how many
    /// games have had one.
    kinds: [Inserted; 4],
    inserted: usize,
}

pub fn drills<R: Rng>(kind: DrillKind, size: u8, count: usize, mut rng: R) -> Drill<R> {
    let mut kinds = Inserted::ALL;
    kinds.shuffle(&mut rng);
    Drill {
        kind,
        size,
        left: count,
        made: 0,
        ready: std::collections::VecDeque::new(),
        rng,
        games: Vec::new(),
        kinds,
        inserted: 0,
    }
}

impl<R> Drill<R> {
    /// Counting items from these games instead of the shipped ones; dead stones are
    /// the games' TB/TW marks, else found by [`rules::dead`](crate::rules::dead).
    pub fn with_games(mut self, games: Vec<GameRecord>) -> Drill<R> {
        self.games = games;
        self
    }
}

impl<R: Rng> Iterator for Drill<R> {
    type Item = Question;

    fn next(&mut self) -> Option<Question> {
        if self.left == 0 {
            return None;
        }
        let mut failures = 0;
        while self.ready.is_empty() {
            if failures == 100 {
                return None;
            }
            self.made += 1;
            let (n, rng) = (self.made, &mut self.rng);
            let made = match self.kind {
                DrillKind::Count => counting(self.size, &self.games, n, rng),
                DrillKind::Ruling => {
                    let kind = self.kinds[self.inserted % self.kinds.len()];
                    let items = ruling(n, kind, rng);
                    self.inserted += usize::from(!items.is_empty());
                    items
                }
                DrillKind::Clock => clock(n, rng),
                DrillKind::Standings => standings(n, rng),
                DrillKind::Pairing => pairing(n, rng),
            };
            failures += usize::from(made.is_empty());
            self.ready.extend(made);
        }
        self.left -= 1;
        self.ready.pop_front()
    }
}

/// A finished position: one of the user's games, else a shipped GNU Go game of that
/// size (dead stones marked), else a random playout (every stone alive).
fn finished_game<R: Rng + ?Sized>(
    size: u8,
    games: &[GameRecord],
    rng: &mut R,
) -> Option<GameRecord> {
    if let Some(game) = games.choose(rng) {
        return Some(game.clone());
    }
    let prefix = format!("gnugo-{size}x{size}-");
    let shipped: Vec<&(&str, &str)> = embedded_games()
        .iter()
        .filter(|(name, _)| name.contains(&prefix))
        .collect();
    if let Some((_, text)) = shipped.choose(rng) {
        return sgf::parse(text).ok();
    }
    let mut game = Game::new(Board::new(size).ok()?, MoveRules::default());
    game.play_out(rng, 3 * usize::from(size) * usize::from(size));
    Some(GameRecord::from_game(
        &game,
        Some(Stones::from_quarters(15)),
    ))
}

fn counting<R: Rng + ?Sized>(
    size: u8,
    games: &[GameRecord],
    n: usize,
    rng: &mut R,
) -> Vec<Question> {
    let Some(record) = finished_game(size, games, rng) else {
        return Vec::new();
    };
    let Some(dead) = dead_stones(&record) else {
        return Vec::new();
    };
    let size = record.size;
    let item = |ask| BoardItem {
        position: Position::Sgf(Box::new(record.clone())),
        ask,
        at: None,
        moves: Vec::new(),
        dead: dead.clone(),
        to_play: None,
        komi: None,
        handicap: 0,
        present: Present::Input,
    };
    let args = [("size", Arg::from(u32::from(size)))];
    let made = if rng.random_bool(0.5) {
        question(
            format!("drill.count-{n}-area"),
            &["counting"],
            Some("9"),
            texts("drill-count-area", &args),
            Body::Board(Box::new(item(Ask::Count))),
        )
    } else {
        question(
            format!("drill.count-{n}-result"),
            &["counting"],
            Some("11"),
            texts("drill-count-result", &args),
            Body::Board(Box::new(item(Ask::Result))),
        )
    };
    vec![made]
}

/// The record's marked dead stones, else those the estimate finds (`None` when the
/// game cannot be replayed).
fn dead_stones(record: &GameRecord) -> Option<Vec<Point>> {
    if !record.dead.is_empty() {
        return Some(record.dead.clone());
    }
    let game = record.replay(MoveRules::default()).ok()?;
    let found = dead::estimate(game.board(), Known::default(), DEFAULT_PLAYOUTS);
    Some(found.dead)
}

/// A shipped game with one irregularity of `kind` put in. Two items: which move, and
/// the ruling.
fn ruling<R: Rng + ?Sized>(n: usize, kind: Inserted, rng: &mut R) -> Vec<Question> {
    let Some((_, text)) = embedded_games().choose(rng) else {
        return Vec::new();
    };
    let Ok(mut record) = sgf::parse(text) else {
        return Vec::new();
    };
    let Some(inserted) = insert_irregularity(&mut record, kind, rng) else {
        return Vec::new();
    };
    let Ok(Some(finding)) = first_irregularity(&record, RulingVersion::Cn2002) else {
        return Vec::new();
    };
    debug_assert_eq!(finding.number, inserted);
    let size = record.size;
    let mut which = question(
        format!("drill.ruling-{n}-move"),
        &["irregularities"],
        None,
        texts("drill-ruling-which", &[]),
        Body::Board(Box::new(BoardItem {
            position: Position::Sgf(Box::new(record.clone())),
            ask: Ask::Irregular,
            at: None,
            moves: Vec::new(),
            dead: Vec::new(),
            to_play: None,
            komi: None,
            handicap: 0,
            present: Present::Input,
        })),
    );
    let (candidates, answer) = ruling_options(&finding.ruling, rng);
    let options: Localized<Vec<String>> = Lang::ALL
        .iter()
        .map(|&lang| {
            let l = Localizer::new(lang);
            let list = candidates.iter().map(|c| decisions_text(c, &l)).collect();
            (lang.tag().to_string(), list)
        })
        .collect();
    let point = finding.mv.to_gtp(size);
    let mut ruled = question(
        format!("drill.ruling-{n}-ruling"),
        &["irregularities"],
        finding.ruling.article.number(),
        texts(
            "drill-ruling-which-ruling",
            &[
                ("number", Arg::from(finding.number as i64)),
                ("point", Arg::from(point)),
            ],
        ),
        Body::Choice {
            options,
            answer: vec![answer],
            shuffle: false,
            verify: None,
        },
    );
    // The move item's solution leaves the ruling to the next item.
    which.worked = Worked::ruling(&record, RulingVersion::Cn2002, false).map(Box::new);
    ruled.worked = Worked::ruling(&record, RulingVersion::Cn2002, true).map(Box::new);
    vec![which, ruled]
}

/// The irregularities the ruling drill puts into games: every kind `first_irregularity`
/// finds in a record but the long cycle, which needs a triple ko no shipped game has.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Inserted {
    WrongColours,
    DoubleMove,
    KoRetake,
    ForbiddenPoint,
}

impl Inserted {
    pub const ALL: [Inserted; 4] = [
        Inserted::WrongColours,
        Inserted::DoubleMove,
        Inserted::KoRetake,
        Inserted::ForbiddenPoint,
    ];
}

/// Puts one irregularity of `kind` into the record, at a place drawn from every place
/// the game allows it, and cuts the record a few moves later; returns the number of the
/// irregular move. `None` when the game has no such place (no ko ever taken, say).
fn insert_irregularity<R: Rng + ?Sized>(
    record: &mut GameRecord,
    kind: Inserted,
    rng: &mut R,
) -> Option<usize> {
    if kind == Inserted::WrongColours {
        // White starts an even game; the referee notices when the record ends.
        if !record.setup.is_empty() || record.handicap.unwrap_or(0) > 1 || record.moves.len() < 12 {
            return None;
        }
        for (color, _) in &mut record.moves {
            *color = color.opponent();
        }
        record.first_player = record.first_player.opponent();
        record
            .moves
            .truncate(rng.random_range(6..=40).min(record.moves.len()));
        record.dead.clear();
        return Some(1);
    }
    let mut game = Game::with_first_player(
        record.setup_board(),
        MoveRules::default(),
        record.first_player,
    );
    // Every (moves played before, colour, point) where this kind can be put in.
    let mut places: Vec<(usize, crate::rules::Color, Point)> = Vec::new();
    for cut in 1..record.moves.len() {
        let (color, mv) = record.moves[cut - 1];
        game.play(color, mv).ok()?;
        if cut < 4 {
            continue;
        }
        let board = game.board();
        match kind {
            // The same colour again, on a legal point.
            Inserted::DoubleMove => {
                let legal = game.legal_points(color);
                places.extend(legal.choose(rng).map(|&p| (cut, color, p)));
            }
            // The ko just taken, taken back at once.
            Inserted::KoRetake => places.extend(
                board
                    .ko()
                    .filter(|(_, c)| *c == color.opponent())
                    .map(|(p, c)| (cut, c, p)),
            ),
            // A forbidden point of the player to move.
            Inserted::ForbiddenPoint => {
                let mover = color.opponent();
                places.extend(
                    board
                        .points()
                        .filter(|&p| {
                            game.check(mover, p) == Err(crate::rules::IllegalReason::Suicide)
                        })
                        .map(|p| (cut, mover, p)),
                );
            }
            Inserted::WrongColours => {}
        }
    }
    let &(cut, color, point) = places.choose(rng)?;
    record.moves.insert(cut, (color, Move::Play(point)));
    record.moves.truncate(cut + 1 + rng.random_range(0..4));
    record.dead.clear();
    Some(cut + 1)
}

/// Byo-yomi: how many periods are left after these moves?
fn clock<R: Rng + ?Sized>(n: usize, rng: &mut R) -> Vec<Question> {
    let periods = rng.random_range(3..=5u32);
    let count = rng.random_range(3..=7usize);
    let moves: Vec<u32> = (0..count).map(|_| rng.random_range(5..=150)).collect();
    // Keep the player alive: the drill asks what is left.
    let used: u32 = moves.iter().map(|s| s / 60).sum();
    if used >= periods {
        return Vec::new();
    }
    // Each time with its units (`1分49秒`, `1 min 49 s`): `1:49` reads as an hour to some.
    let text: Localized<String> = Lang::ALL
        .iter()
        .map(|&lang| {
            let l = Localizer::new(lang);
            let times = moves
                .iter()
                .map(|&s| l.say(&Spoken(u64::from(s) * 1000).message()))
                .collect::<Vec<_>>()
                .join(separator(Join::Names, &l));
            (
                lang.tag().to_string(),
                l.format(
                    "drill-clock",
                    &[("periods", Arg::from(periods)), ("times", Arg::from(times))],
                ),
            )
        })
        .collect();
    let fixed = |v: ParamValue| ParamSpec::Fixed(v);
    let params: BTreeMap<String, ParamSpec> = [
        (
            "periods".to_string(),
            fixed(ParamValue::Number(Stones::whole(periods.into()))),
        ),
        (
            "moves".to_string(),
            fixed(ParamValue::Text(
                moves
                    .iter()
                    .map(|s| format!("{s}s"))
                    .collect::<Vec<_>>()
                    .join(","),
            )),
        ),
    ]
    .into_iter()
    .collect();
    vec![question(
        format!("drill.clock-{n}"),
        &["byoyomi"],
        Some("12.3"),
        text,
        Body::Calc {
            kind: CalcKind::Byoyomi,
            params,
            present: Present::Input,
        },
    )]
}

/// A four-player round robin: who ranks first (by score, then 小分)?
fn standings<R: Rng + ?Sized>(n: usize, rng: &mut R) -> Vec<Question> {
    let names = ["A", "B", "C", "D"];
    let table = tournament::berger_table(4);
    let mut games = Vec::new();
    let mut lines = Vec::new();
    for (round, pairs) in table.iter().enumerate() {
        for &(black, white) in pairs {
            let result = [
                GameResult::BlackWins,
                GameResult::WhiteWins,
                GameResult::Draw,
            ][rng.random_range(0..3)];
            let (b, w) = (names[black - 1], names[white - 1]);
            lines.push(match result {
                GameResult::BlackWins => format!("{b} > {w}"),
                GameResult::WhiteWins => format!("{w} > {b}"),
                _ => format!("{b} = {w}"),
            });
            games.push(tournament::Game::played(round as u32 + 1, b, w, result));
        }
    }
    let Ok(results) = Results::new(games, BTreeMap::new()) else {
        return Vec::new();
    };
    let Ok(table) = tournament::standings(&results, System::RoundRobin, &[]) else {
        return Vec::new();
    };
    // Only tables with one clear winner make a fair question.
    let first: Vec<&str> = table
        .players
        .iter()
        .filter(|p| p.rank == 1)
        .map(|p| p.name.as_str())
        .collect();
    let [winner] = first.as_slice() else {
        return Vec::new();
    };
    let answer = names.iter().position(|n| n == winner).unwrap_or(0);
    let mut item = question(
        format!("drill.standings-{n}"),
        &["tie-breaks"],
        None,
        texts("drill-standings", &[("games", Arg::from(lines.join("; ")))]),
        Body::Choice {
            options: Lang::ALL
                .iter()
                .map(|l| (l.tag().to_string(), names.map(str::to_string).to_vec()))
                .collect(),
            answer: vec![answer],
            shuffle: false,
            verify: None,
        },
    );
    item.worked = Some(Box::new(Worked::Standings(table)));
    vec![item]
}

/// Players' names for the pairing drill: Chinese (traditional by conversion) and pinyin.
const PLAYERS: [(&str, &str); 14] = [
    ("李明", "Li Ming"),
    ("王芳", "Wang Fang"),
    ("张伟", "Zhang Wei"),
    ("刘洋", "Liu Yang"),
    ("陈静", "Chen Jing"),
    ("杨帆", "Yang Fan"),
    ("赵磊", "Zhao Lei"),
    ("黄丽", "Huang Li"),
    ("周杰", "Zhou Jie"),
    ("吴敏", "Wu Min"),
    ("孙浩", "Sun Hao"),
    ("马超", "Ma Chao"),
    ("朱琳", "Zhu Lin"),
    ("胡军", "Hu Jun"),
];

/// A small Swiss event, two or three rounds played as the engine paired them (a bye
/// when the number is odd, now and then a player withdrawn): pair the next round.
fn pairing<R: Rng + ?Sized>(n: usize, rng: &mut R) -> Vec<Question> {
    let count = rng.random_range(6..=8usize);
    let played = rng.random_range(2..=3u32);
    let mut pool = PLAYERS.to_vec();
    pool.shuffle(rng);
    pool.truncate(count);
    let seeded: Vec<&str> = pool.iter().map(|p| p.0).collect();
    let mut roster = tournament::Roster::of(&seeded);
    let mut games = Vec::new();
    for round in 1..=played {
        let Ok(results) = Results::new(games.clone(), BTreeMap::new()) else {
            return Vec::new();
        };
        let Ok(round_pairing) = tournament::pair_next(&results, &roster) else {
            return Vec::new();
        };
        for board in &round_pairing.boards {
            let result = if rng.random_bool(0.5) {
                GameResult::BlackWins
            } else {
                GameResult::WhiteWins
            };
            games.push(tournament::Game::played(
                round,
                &board.black,
                &board.white,
                result,
            ));
        }
        if let Some(bye) = &round_pairing.bye {
            games.push(tournament::Game::bye(round, bye));
        }
    }
    if rng.random_bool(0.25) {
        let who = rng.random_range(0..count);
        roster.entrants[who].withdrawn_after = Some(played);
    }
    let Ok(results) = Results::new(games.clone(), BTreeMap::new()) else {
        return Vec::new();
    };
    let state = tournament::pairing_state(&results, &roster);
    if state.pair().is_err() {
        return Vec::new();
    }
    // The list: by place, then those withdrawn.
    let listed: Vec<String> = state
        .players
        .iter()
        .map(|p| p.name.clone())
        .chain(state.withdrawn.iter().cloned())
        .collect();
    let pinyin = |name: &str| {
        PLAYERS
            .iter()
            .find(|p| p.0 == name)
            .map_or(name.to_string(), |p| p.1.to_string())
    };
    let names: Localized<Vec<String>> = Lang::ALL
        .iter()
        .map(|&lang| {
            let list = listed
                .iter()
                .map(|name| match lang {
                    Lang::En => pinyin(name),
                    Lang::ZhTw => crate::bank::matching::traditional(name),
                    _ => name.clone(),
                })
                .collect();
            (lang.tag().to_string(), list)
        })
        .collect();
    let text: Localized<String> = Lang::ALL
        .iter()
        .map(|&lang| {
            let l = Localizer::new(lang);
            let shown = &names[lang.tag()];
            let number = |name: &str| listed.iter().position(|n| n == name).unwrap_or(0);
            let rows: Vec<String> = listed
                .iter()
                .enumerate()
                .map(|(i, name)| {
                    let mut score = 0i64;
                    let mut rounds = Vec::new();
                    for game in games.iter().filter(|g| g.involves(name)) {
                        let round = ("round", Arg::from(game.round));
                        match &game.pairing {
                            tournament::Pairing::Played {
                                black,
                                white,
                                result,
                            } => {
                                let is_black = black == name;
                                let other = if is_black { white } else { black };
                                let (pb, pw) = result.points();
                                let points = i64::from(if is_black { pb } else { pw });
                                score += points;
                                let o = number(other);
                                rounds.push(l.format(
                                    "drill-pairing-game",
                                    &[
                                        round,
                                        (
                                            "colour",
                                            Arg::from(if is_black { "black" } else { "white" }),
                                        ),
                                        ("won", Arg::from(if points > 0 { "yes" } else { "no" })),
                                        (
                                            "opponent",
                                            Arg::from(crate::bank::pairing::listed_name(
                                                &shown[o],
                                                o + 1,
                                            )),
                                        ),
                                    ],
                                ));
                            }
                            tournament::Pairing::Bye { .. } => {
                                score += 2;
                                rounds.push(l.format("drill-pairing-game-bye", &[round]));
                            }
                        }
                    }
                    let id = if i < state.players.len() {
                        "drill-pairing-row"
                    } else {
                        "drill-pairing-row-withdrawn"
                    };
                    l.format(
                        id,
                        &[
                            ("number", Arg::from(i as i64 + 1)),
                            ("name", Arg::from(shown[i].as_str())),
                            ("score", Arg::from(score)),
                            (
                                "games",
                                Arg::from(rounds.join(separator(Join::Answers, &l))),
                            ),
                            ("after", Arg::from(played)),
                        ],
                    )
                })
                .collect();
            let made = format!(
                "{}\n{}\n{}",
                l.format(
                    "drill-pairing",
                    &[
                        ("played", Arg::from(played)),
                        ("round", Arg::from(state.round)),
                    ],
                ),
                rows.join("\n"),
                l.text("drill-pairing-ask"),
            );
            (lang.tag().to_string(), made)
        })
        .collect();
    let item = crate::bank::pairing::PairingItem {
        state,
        listed,
        names,
    };
    let mut made = question(
        format!("drill.pairing-{n}"),
        &["swiss"],
        None,
        text,
        Body::Pairing(Box::new(item)),
    );
    made.regulation = texts("drill-pairing-source", &[]);
    vec![made]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bank::instance::{Grade, Key, instantiate};
    use rand::SeedableRng;
    use rand::rngs::ChaCha8Rng;

    #[test]
    fn every_drill_makes_items_the_engine_can_key() {
        let l = Localizer::new(Lang::En);
        for kind in [
            DrillKind::Count,
            DrillKind::Ruling,
            DrillKind::Clock,
            DrillKind::Standings,
            DrillKind::Pairing,
        ] {
            for seed in 0..5 {
                let items: Vec<Question> =
                    drills(kind, 9, 2, ChaCha8Rng::seed_from_u64(seed)).collect();
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                assert_eq!(items.len(), 2, "{kind:?} seed {seed}");
                for q in &items {
                    let i = instantiate(q, &l, &mut rng).unwrap_or_else(|| panic!("{}", q.id));
                    assert!(!i.text.contains('['), "{}: {}", q.id, i.text);
                    assert!(!matches!(i.key, Key::Model(_)));
                    let right = i.key_text(&l);
                    if let Some(response) = i.read(&right) {
                        assert_eq!(i.grade(&response), Grade::Right, "{}: {right}", q.id);
                    }
                }
            }
        }
    }

    #[test]
    fn each_kind_of_irregularity_is_put_in_and_found_as_the_first() {
        let games: Vec<GameRecord> = embedded_games()
            .iter()
            .map(|(_, text)| sgf::parse(text).unwrap())
            .collect();
        for kind in Inserted::ALL {
            let mut put_in = 0;
            for (seed, game) in games.iter().enumerate() {
                let mut rng = ChaCha8Rng::seed_from_u64(seed as u64);
                let mut record = game.clone();
                let Some(number) = insert_irregularity(&mut record, kind, &mut rng) else {
                    continue;
                };
                put_in += 1;
                let found = first_irregularity(&record, RulingVersion::Cn2002)
                    .unwrap()
                    .unwrap_or_else(|| panic!("{kind:?} in game {seed}: nothing found"));
                assert_eq!(found.number, number, "{kind:?} in game {seed}");
                let expected = match kind {
                    Inserted::WrongColours => "wrong-colours",
                    Inserted::DoubleMove => "double-move",
                    Inserted::KoRetake => "ko-retake",
                    Inserted::ForbiddenPoint => "forbidden-point",
                };
                assert_eq!(found.ruling.irregularity.code(), expected, "game {seed}");
            }
            assert!(put_in >= 3, "{kind:?} fits only {put_in} shipped games");
        }
    }

    #[test]
    fn a_ruling_drill_meets_every_kind_as_often() {
        let rng = ChaCha8Rng::seed_from_u64(9);
        let items: Vec<Question> = drills(DrillKind::Ruling, 9, 16, rng).collect();
        let mut kinds = BTreeMap::new();
        for item in items.iter().filter(|q| q.id.ends_with("-move")) {
            let Body::Board(board) = &item.body else {
                panic!("the first ruling item replays a game")
            };
            let Position::Sgf(record) = &board.position else {
                panic!("a game record")
            };
            let found = first_irregularity(record, RulingVersion::Cn2002)
                .unwrap()
                .unwrap();
            *kinds.entry(found.ruling.irregularity.code()).or_insert(0) += 1;
        }
        assert_eq!(
            kinds.values().collect::<Vec<_>>(),
            [&2, &2, &2, &2],
            "{kinds:?}"
        );
    }

    #[test]
    fn the_counting_drill_counts_a_users_game_with_dead_stones_found() {
        let shipped = embedded_games()
            .iter()
            .find(|(name, _)| name.contains("gnugo-19x19-"))
            .expect("a shipped 19x19 game");
        let mut record = sgf::parse(shipped.1).unwrap();
        let marked = std::mem::take(&mut record.dead);
        assert!(!marked.is_empty());
        let rng = ChaCha8Rng::seed_from_u64(3);
        let items: Vec<Question> = drills(DrillKind::Count, 9, 2, rng)
            .with_games(vec![record])
            .collect();
        let Body::Board(item) = &items[0].body else {
            panic!("a counting item shows a board")
        };
        let Position::Sgf(shown) = &item.position else {
            panic!("the user's game")
        };
        assert_eq!(shown.size, 19, "the game's size, not --size");
        assert!(
            !item.dead.is_empty(),
            "dead stones found in an unmarked game"
        );
    }

    #[test]
    fn a_million_items_are_made_one_at_a_time() {
        let rng = ChaCha8Rng::seed_from_u64(1);
        let mut drill = drills(DrillKind::Clock, 9, 1_000_000, rng);
        let first = drill.next().expect("the first item at once");
        assert!(first.id.starts_with("drill.clock-"), "{}", first.id);
        assert!(drill.ready.len() <= 2, "made ahead: {}", drill.ready.len());
        assert_eq!(drill.left, 999_999);
        assert_eq!(
            drills(DrillKind::Count, 9, 3, ChaCha8Rng::seed_from_u64(1)).count(),
            3
        );
    }
}
