//! The players file: who is entered, their rating or rank (the seeding of round 1) and
//! the round each withdrew after; the checks it makes of a results file, and the
//! warnings a results file gets without one.

use std::collections::{BTreeMap, BTreeSet};

use super::{Game, InputError, Pairing, Position, Problem, Results, System};
use crate::csv::{self, CsvError};
use crate::rules::notation::fold_width;

/// How strong a player is, for the seeding: a rating (等级分) or a rank (段位).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Strength {
    Rating(i64),
    /// Kyu k → 1 − k, dan d → d, professional p → 100 + p: higher is stronger.
    Rank(i64),
}

impl Strength {
    /// A whole number is a rating; `5d`, `5段`, `业余5段`, `3k`, `3级`, `9p`, `职业9段` a rank.
    pub fn parse(text: &str) -> Option<Strength> {
        let folded: String = text
            .trim()
            .chars()
            .map(fold_width)
            .collect::<String>()
            .to_lowercase();
        if !folded.is_empty() && folded.len() <= 6 && folded.bytes().all(|b| b.is_ascii_digit()) {
            return folded.parse().ok().map(Strength::Rating);
        }
        let (pro, rest) =
            if let Some(rest) = ["职业", "職業"].iter().find_map(|p| folded.strip_prefix(p)) {
                (true, rest)
            } else {
                let rest = ["业余", "業餘"]
                    .iter()
                    .find_map(|p| folded.strip_prefix(p))
                    .unwrap_or(&folded);
                (false, rest)
            };
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        let n: i64 = digits.parse().ok().filter(|n| (1..=40).contains(n))?;
        let unit = rest[digits.len()..].trim();
        match (pro, unit) {
            (false, "k" | "kyu" | "级" | "級") if n <= 30 => Some(Strength::Rank(1 - n)),
            (false, "d" | "dan" | "段") if n <= 9 => Some(Strength::Rank(n)),
            (true, "段" | "d" | "p") | (false, "p" | "pro") if n <= 9 => {
                Some(Strength::Rank(100 + n))
            }
            _ => None,
        }
    }

    fn same_kind(self, other: Strength) -> bool {
        matches!(
            (self, other),
            (Strength::Rating(_), Strength::Rating(_)) | (Strength::Rank(_), Strength::Rank(_))
        )
    }
}

/// One line of the players file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entrant {
    pub name: String,
    pub strength: Option<Strength>,
    /// The last round played before withdrawing (0: withdrew before round 1).
    pub withdrawn_after: Option<u32>,
    pub line: usize,
}

/// The players of an event, in the file's order.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Roster {
    pub entrants: Vec<Entrant>,
}

impl Roster {
    /// A roster from names alone, in seeding order (for tests and drills).
    pub fn of(names: &[&str]) -> Roster {
        Roster {
            entrants: names
                .iter()
                .enumerate()
                .map(|(i, n)| Entrant {
                    name: (*n).to_string(),
                    strength: None,
                    withdrawn_after: None,
                    line: i + 1,
                })
                .collect(),
        }
    }

    /// The seeding: strongest first by rating or rank, equal (or none given) in the
    /// file's order.
    pub fn seeding(&self) -> Vec<&Entrant> {
        let mut order: Vec<&Entrant> = self.entrants.iter().collect();
        order.sort_by_key(|e| std::cmp::Reverse(e.strength));
        order
    }

    pub fn get(&self, name: &str) -> Option<&Entrant> {
        self.entrants.iter().find(|e| e.name == name)
    }

    /// Whether `name` takes part in `round`, by this file and the results' withdrawals.
    pub fn plays_in(&self, name: &str, round: u32, results: &Results) -> bool {
        let by_file = self
            .get(name)
            .and_then(|e| e.withdrawn_after)
            .is_none_or(|after| round <= after);
        let by_results = results.withdrawn_from(name).is_none_or(|from| round < from);
        by_file && by_results
    }

    /// The one listed name a typo could have made `name` from (one character changed,
    /// added or left out).
    fn like(&self, name: &str) -> Option<String> {
        let close: Vec<&str> = self
            .entrants
            .iter()
            .map(|e| e.name.as_str())
            .filter(|listed| one_edit_apart(listed, name))
            .collect();
        match close.as_slice() {
            [one] => Some((*one).to_string()),
            _ => None,
        }
    }
}

fn one_edit_apart(a: &str, b: &str) -> bool {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let (short, long) = if a.len() <= b.len() {
        (&a, &b)
    } else {
        (&b, &a)
    };
    match long.len() - short.len() {
        0 => {
            short
                .iter()
                .zip(long.iter())
                .filter(|(x, y)| x != y)
                .count()
                == 1
        }
        1 => (0..long.len()).any(|skip| {
            long.iter()
                .enumerate()
                .filter(|(i, _)| *i != skip)
                .map(|(_, c)| c)
                .eq(short.iter())
        }),
        _ => false,
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Column {
    Name,
    Strength,
    Withdrawn,
}

fn column_of(header: &str) -> Option<Column> {
    let name = header.trim().to_lowercase().replace([' ', '-'], "_");
    Some(match name.as_str() {
        "name" | "player" | "姓名" | "棋手" | "选手" | "選手" | "名字" => Column::Name,
        "rating" | "rank" | "elo" | "strength" | "等级分" | "等級分" | "段位" | "级位" | "級位"
        | "棋力" | "等级" | "等級" => Column::Strength,
        "withdrawn" | "withdrawn_after" | "withdrew" | "退赛" | "退賽" | "退赛轮次"
        | "退賽輪次" => Column::Withdrawn,
        _ => return None,
    })
}

fn csv_error(e: CsvError, line: usize) -> InputError {
    let problem = match e {
        CsvError::UnclosedQuote(_) => Problem::UnclosedQuote,
        CsvError::TextAfterQuote(_) => Problem::TextAfterQuote,
    };
    InputError::at(line, e.column(), problem)
}

/// Reads a players file: CSV `name[,rating or rank][,withdrawn]`, one player a line. A
/// first line whose first cell is `name` (姓名, 棋手, 选手) is a header, and then the
/// columns may come in any order (others are ignored); without one the columns are
/// name, rating or rank, withdrawn. `withdrawn` is the last round the player played.
pub fn parse_players(text: &str) -> Result<Roster, InputError> {
    let mut lines = csv::lines(text).peekable();
    let Some(&(first_no, first)) = lines.peek() else {
        return Ok(Roster::default());
    };
    let delimiter = csv::delimiter(first);
    let first_cells = csv::split(first, delimiter).map_err(|e| csv_error(e, first_no))?;
    let has_header = first_cells
        .first()
        .is_some_and(|c| column_of(&c.text) == Some(Column::Name));
    let columns: Vec<Option<Column>> = if has_header {
        lines.next();
        let mut columns = Vec::new();
        for c in &first_cells {
            let column = column_of(&c.text);
            if column.is_some() && columns.contains(&column) {
                return Err(InputError::at(
                    first_no,
                    c.column,
                    Problem::DuplicateColumn(c.text.to_string()),
                ));
            }
            columns.push(column);
        }
        columns
    } else {
        vec![
            Some(Column::Name),
            Some(Column::Strength),
            Some(Column::Withdrawn),
        ]
    };
    let index = |c: Column| columns.iter().position(|x| *x == Some(c));
    let mut entrants: Vec<Entrant> = Vec::new();
    let mut kind: Option<Strength> = None;
    for (line_no, line) in lines {
        let cells = csv::split(line, delimiter).map_err(|e| csv_error(e, line_no))?;
        if cells.iter().all(|c| c.text.is_empty()) {
            continue;
        }
        if !has_header && let Some(extra) = cells.iter().skip(3).find(|c| !c.text.is_empty()) {
            return Err(InputError::at(line_no, extra.column, Problem::ExtraField));
        }
        let cell = |c: Column| index(c).and_then(|i| cells.get(i));
        let Some(name_cell) = cell(Column::Name).filter(|c| !c.text.is_empty()) else {
            let column = cell(Column::Name).map_or(1, |c| c.column);
            return Err(InputError::at(line_no, column, Problem::EmptyName));
        };
        let name = name_cell.text.to_string();
        if entrants.iter().any(|e| e.name == name) {
            return Err(InputError::at(
                line_no,
                name_cell.column,
                Problem::DuplicatePlayer(name),
            ));
        }
        let strength = match cell(Column::Strength).filter(|c| !c.text.is_empty()) {
            None => None,
            Some(c) => {
                let s = Strength::parse(&c.text).ok_or_else(|| {
                    InputError::at(line_no, c.column, Problem::BadStrength(c.text.to_string()))
                })?;
                match kind {
                    Some(k) if !k.same_kind(s) => {
                        return Err(InputError::at(
                            line_no,
                            c.column,
                            Problem::MixedStrength(c.text.to_string()),
                        ));
                    }
                    _ => kind = Some(s),
                }
                Some(s)
            }
        };
        let withdrawn_after = match cell(Column::Withdrawn).filter(|c| !c.text.is_empty()) {
            None => None,
            Some(c) => {
                let digits: String = c.text.chars().map(fold_width).collect();
                let digits = digits.trim();
                let n = (digits.len() <= 5 && digits.bytes().all(|b| b.is_ascii_digit()))
                    .then(|| digits.parse::<u32>().ok())
                    .flatten()
                    .ok_or_else(|| {
                        InputError::at(line_no, c.column, Problem::BadWithdrawn(c.text.to_string()))
                    })?;
                Some(n)
            }
        };
        entrants.push(Entrant {
            name,
            strength,
            withdrawn_after,
            line: line_no,
        });
    }
    Ok(Roster { entrants })
}

/// Which file a problem found by [`check_results`] is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InFile {
    Results,
    Players,
}

fn name_at(game: &Game, name: &str) -> Option<Position> {
    let white_side = matches!(&game.pairing, Pairing::Played { white, .. } if white == name);
    game.at(white_side)
}

/// The first line of each round's games, by round.
fn round_lines(results: &Results) -> BTreeMap<u32, Option<usize>> {
    let mut rounds: BTreeMap<u32, Option<usize>> = BTreeMap::new();
    for game in results.games() {
        let line = game.line();
        let first = rounds.entry(game.round).or_insert(line);
        if let (Some(l), Some(f)) = (line, *first)
            && l < f
        {
            *first = Some(l);
        }
    }
    rounds
}

/// The first gap in the rounds (rounds are 1, 2, 3, … with none left out): the round
/// after the gap, the round before it, and the first line of the later round.
pub fn round_gap(results: &Results) -> Option<(u32, u32, Option<usize>)> {
    let mut previous = 0;
    for (round, line) in round_lines(results) {
        if round != previous + 1 {
            return Some((round, previous, line));
        }
        previous = round;
    }
    None
}

/// Checks results against the players file: every name on it, rounds in sequence, in
/// a Swiss no pairing twice, and every player still in the event in every round.
pub fn check_results(
    results: &Results,
    roster: &Roster,
    system: System,
) -> Result<(), (InFile, InputError)> {
    let listed: BTreeSet<&str> = roster.entrants.iter().map(|e| e.name.as_str()).collect();
    let not_on_list = |name: &str| Problem::NotOnList {
        player: name.to_string(),
        like: roster.like(name),
    };
    for game in results.games() {
        let names: Vec<&str> = match &game.pairing {
            Pairing::Played { black, white, .. } => vec![black, white],
            Pairing::Bye { player } => vec![player],
        };
        if let Some(name) = names.into_iter().find(|n| !listed.contains(n)) {
            return Err((
                InFile::Results,
                InputError::new(name_at(game, name), not_on_list(name)),
            ));
        }
    }
    for w in results.withdrawals() {
        if !listed.contains(w.player.as_str()) {
            let at = w.line.map(|line| Position { line, column: 1 });
            return Err((InFile::Results, InputError::new(at, not_on_list(&w.player))));
        }
    }
    if let Some((round, previous, line)) = round_gap(results) {
        let at = line.map(|line| Position { line, column: 1 });
        return Err((
            InFile::Results,
            InputError::new(at, Problem::RoundGap { round, previous }),
        ));
    }
    if system == System::Swiss {
        results
            .check_no_rematch()
            .map_err(|e| (InFile::Results, e))?;
    }
    for round in 1..=results.rounds() {
        for e in &roster.entrants {
            if roster.plays_in(&e.name, round, results)
                && !results
                    .games()
                    .iter()
                    .any(|g| g.round == round && g.involves(&e.name))
            {
                return Err((
                    InFile::Players,
                    InputError::at(
                        e.line,
                        1,
                        Problem::MissingFromRound {
                            player: e.name.clone(),
                            round,
                        },
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// What looks wrong in a results file read without a players file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    /// A name in one round only, of an event of several: a typo of another name?
    SeenOnce { player: String, line: Option<usize> },
    /// A round number skips (`round` follows `previous`).
    RoundGap {
        round: u32,
        previous: u32,
        line: Option<usize>,
    },
}

/// The warnings for a results file read without a players file.
pub fn notices(results: &Results) -> Vec<Notice> {
    let mut out = Vec::new();
    if let Some((round, previous, line)) = round_gap(results) {
        out.push(Notice::RoundGap {
            round,
            previous,
            line,
        });
    }
    if results.rounds() >= 2 {
        for player in results.players() {
            let appearances: Vec<&Game> = results
                .games()
                .iter()
                .filter(|g| g.involves(player))
                .collect();
            if let [only] = appearances.as_slice()
                && results.withdrawn_from(player).is_none()
            {
                out.push(Notice::SeenOnce {
                    player: player.to_string(),
                    line: only.line(),
                });
            }
        }
    }
    out
}

/// How many of the pairs of players have met, and how many pairs there are: a round
/// robin has them all meet.
pub fn pairs_met(results: &Results) -> (usize, usize) {
    let mut met = BTreeSet::new();
    for game in results.games() {
        if let Pairing::Played { black, white, .. } = &game.pairing {
            met.insert(if black < white {
                (black.as_str(), white.as_str())
            } else {
                (white.as_str(), black.as_str())
            });
        }
    }
    let n = results.players().count();
    (met.len(), n * n.saturating_sub(1) / 2)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::referee::tournament::parse_csv;

    #[test]
    fn strengths() {
        let cases = [
            ("2150", Some(Strength::Rating(2150))),
            ("２１５０", Some(Strength::Rating(2150))),
            ("5d", Some(Strength::Rank(5))),
            ("5段", Some(Strength::Rank(5))),
            ("业余5段", Some(Strength::Rank(5))),
            ("1k", Some(Strength::Rank(0))),
            ("3级", Some(Strength::Rank(-2))),
            ("職業9段", Some(Strength::Rank(109))),
            ("9p", Some(Strength::Rank(109))),
            ("10d", None),
            ("strong", None),
            ("", None),
        ];
        for (text, expected) in cases {
            assert_eq!(Strength::parse(text), expected, "{text:?}");
        }
    }

    #[test]
    fn players_file_with_and_without_header() {
        let roster =
            parse_players("姓名，段位，退赛\n张三，3段，\n李四，5段，2\n王五，，\n").unwrap();
        let seeding: Vec<&str> = roster.seeding().iter().map(|e| e.name.as_str()).collect();
        assert_eq!(seeding, ["李四", "张三", "王五"]);
        assert_eq!(roster.get("李四").unwrap().withdrawn_after, Some(2));
        let roster = parse_players("# seeded\nA,1800\nB,2100\nC\n").unwrap();
        let seeding: Vec<&str> = roster.seeding().iter().map(|e| e.name.as_str()).collect();
        assert_eq!(seeding, ["B", "A", "C"]);
        assert_eq!(roster.get("A").unwrap().line, 2);
        let errors = [
            (
                "A,5d\nB,2100\n",
                "line 2, column 3: ratings and ranks are mixed",
            ),
            ("A,strong\n", "line 1, column 3: unknown rating"),
            ("A\nA\n", "line 2, column 1: player \"A\" is listed twice"),
            ("A,,x\n", "line 1, column 4: the withdrawn column"),
            (
                "name,rating\n,2000\n",
                "line 2, column 1: empty player name",
            ),
        ];
        for (text, what) in errors {
            let err = parse_players(text).unwrap_err().to_string();
            assert!(err.starts_with(what), "{text:?}: {err}");
        }
    }

    #[test]
    fn the_players_file_catches_each_typo() {
        let roster = parse_players("李明\n张三\n王五\n赵六\n").unwrap();
        let check = |rows: &str, system| {
            let results = parse_csv(&format!("round,black,white,result\n{rows}")).unwrap();
            check_results(&results, &roster, system).map_err(|(f, e)| (f, e.to_string()))
        };
        let good = "1,李明,张三,B\n1,王五,赵六,W\n2,李明,王五,B\n2,张三,赵六,W\n";
        assert_eq!(check(good, System::Swiss), Ok(()));
        let cases = [
            (
                "1,李明,张三,B\n1,王五,赵六,W\n2,李名,王五,B\n2,张三,赵六,W\n",
                InFile::Results,
                "line 4, column 3: \"李名\" is not in the players file (a typo of \"李明\"?)",
            ),
            (
                "1,李明,张三,B\n1,王五,赵六,W\n7,李明,王五,B\n7,张三,赵六,W\n",
                InFile::Results,
                "line 4, column 1: round 7 follows round 1",
            ),
            (
                "1,李明,张三,B\n1,王五,赵六,W\n2,张三,李明,B\n2,王五,赵六,W\n",
                InFile::Results,
                "line 4, column 6: \"张三\" and \"李明\" meet again",
            ),
            (
                "1,李明,张三,B\n1,王五,赵六,W\n2,李明,王五,B\n",
                InFile::Players,
                "line 2, column 1: \"张三\" has no game or bye in round 2",
            ),
        ];
        for (rows, file, what) in cases {
            let (f, err) = check(rows, System::Swiss).unwrap_err();
            assert_eq!(f, file, "{err}");
            assert!(err.starts_with(what), "{rows}: {err}");
        }
        // A double round robin may repeat a pairing.
        let twice = "1,李明,张三,B\n1,王五,赵六,W\n2,张三,李明,B\n2,王五,赵六,W\n";
        assert_eq!(check(twice, System::RoundRobin), Ok(()));
        // Withdrawn after round 1 (in the results): not missing from round 2.
        let roster = parse_players("李明\n张三\n王五\n赵六,,1\n").unwrap();
        let results = parse_csv(
            "round,black,white,result\n1,李明,张三,B\n1,王五,赵六,W\n2,李明,王五,B\n2,张三,,bye\n",
        )
        .unwrap();
        assert_eq!(check_results(&results, &roster, System::Swiss), Ok(()));
    }

    #[test]
    fn without_a_players_file_typos_are_warned() {
        let results = parse_csv(
            "round,black,white,result\n1,李明,张三,B\n1,王五,赵六,W\n2,李名,王五,B\n2,张三,赵六,W\n5,李明,赵六,B\n",
        )
        .unwrap();
        assert_eq!(
            notices(&results),
            [
                Notice::RoundGap {
                    round: 5,
                    previous: 2,
                    line: Some(6)
                },
                Notice::SeenOnce {
                    player: "李名".into(),
                    line: Some(4)
                },
            ]
        );
        assert_eq!(pairs_met(&results), (5, 10));
    }

    #[test]
    fn one_edit() {
        assert!(one_edit_apart("李明", "李名"));
        assert!(one_edit_apart("Lee", "Le"));
        assert!(!one_edit_apart("李明", "李明"));
        assert!(!one_edit_apart("张三", "王五"));
    }
}
