//! Tournament standings with their crosstable, and a round's pairing list: as tables
//! to post ([`super::post`]: text, CSV, Markdown, HTML, SVG) and as JSON.

use super::Report;
use super::post::{Column, Format, Page, Table, Tables, render};
use serde::Serialize;
use serde::ser::{SerializeMap, Serializer};

use crate::i18n::{Arg, Localizer};
use crate::referee::tournament::{
    Colour, Played, Ratio, RoundPairing, Standing, Standings, System, TieBreak,
};

/// The Fluent message naming a criterion (column header and the order line).
pub fn tiebreak_message_id(tiebreak: TieBreak) -> String {
    format!("tiebreak-{}", tiebreak.id())
}

/// A value as shown in the table: 总得分 always to 2 decimals (it is a quotient), the
/// others exactly (integers, or halves for 小分).
pub fn value_text(tiebreak: TieBreak, value: Ratio) -> String {
    if tiebreak.is_total() {
        value.to_decimal(2)
    } else if value.is_integer() {
        value.numer().to_string()
    } else {
        value.to_decimal(1)
    }
}

/// More crosstable cells than this (players × rounds, or players² in a round robin)
/// are left out, with a note: a file of thousands of players or rounds stays printable.
pub const MAX_CROSSTABLE_CELLS: usize = 250_000;

/// The standings as one table: [number when ranks are shared], rank, player, the
/// crosstable (a Swiss: a column a round, `5黑+`; a round robin: the grid), games, W/D/L
/// (byes when there were any), score, then each ranking criterion after the score. The
/// notes name the order and read the crosstable's cells.
fn standings_table(standings: &Standings, l: &Localizer) -> Table {
    let any_byes = standings.players.iter().any(|p| p.byes > 0);
    let numbered = standings
        .players
        .iter()
        .enumerate()
        .any(|(i, p)| p.rank != i + 1);
    let columns: Vec<TieBreak> = standings
        .criteria
        .iter()
        .copied()
        .filter(|t| *t != TieBreak::Score)
        .collect();
    let crosstable = Crosstable::new(standings, l);

    let mut header = Vec::new();
    if numbered {
        header.push(Column::right(l.text("standings-header-number")));
    }
    header.push(Column::right(l.text("standings-header-rank")));
    header.push(Column::left(l.text("standings-header-name")));
    if let Some(cross) = &crosstable {
        header.extend(cross.columns());
    }
    for id in [
        "standings-header-games",
        "standings-header-wins",
        "standings-header-draws",
        "standings-header-losses",
    ] {
        header.push(Column::right(l.text(id)));
    }
    if any_byes {
        header.push(Column::right(l.text("standings-header-byes")));
    }
    header.push(Column::right(l.text(&tiebreak_message_id(TieBreak::Score))));
    header.extend(
        columns
            .iter()
            .map(|t| Column::right(l.text(&tiebreak_message_id(*t)))),
    );

    let mut rows = Vec::with_capacity(standings.players.len());
    for (i, p) in standings.players.iter().enumerate() {
        let mut row = Vec::new();
        if numbered {
            row.push((i + 1).to_string());
        }
        row.push(p.rank.to_string());
        row.push(p.name.clone());
        if let Some(cross) = &crosstable {
            row.extend(cross.cells(i, p));
        }
        row.extend([
            p.games.to_string(),
            p.wins.to_string(),
            p.draws.to_string(),
            p.losses.to_string(),
        ]);
        if any_byes {
            row.push(p.byes.to_string());
        }
        row.push(p.score.to_string());
        row.extend(columns.iter().map(|t| value_text(*t, p.value(*t))));
        rows.push(row);
    }

    // The legend, then the order last (where a script reading the text finds it).
    let mut notes = Vec::new();
    let by = Arg::from(if numbered { "number" } else { "rank" });
    match &crosstable {
        Some(cross) => notes.push(l.format(cross.legend_id(), &[("by", by)])),
        None if !standings.players.is_empty() => notes.push(l.format(
            "crosstable-left-out",
            &[("cells", Arg::from(crosstable_cells(standings) as i64))],
        )),
        None => {}
    }
    let order: Vec<String> = standings
        .criteria
        .iter()
        .map(|t| l.text(&tiebreak_message_id(*t)))
        .collect();
    notes.push(l.format(
        "standings-order",
        &[
            ("criteria", Arg::from(order.join(" → "))),
            ("rounds", Arg::from(standings.rounds)),
        ],
    ));
    // No title of its own: the event's (`--title`) goes above it.
    Table {
        title: None,
        columns: header,
        rows,
        notes,
    }
}

/// The cells a crosstable of these standings has.
fn crosstable_cells(standings: &Standings) -> usize {
    let players = standings.players.len();
    let across = match standings.system {
        System::Swiss => standings.rounds as usize,
        System::RoundRobin => players,
    };
    players.saturating_mul(across)
}

/// The crosstable's words, and its shape: a column a round (Swiss) or a column a
/// player (round robin).
struct Crosstable {
    system: System,
    columns: usize,
    black: String,
    white: String,
    bye: String,
    withdrawn: String,
    forfeit: String,
    round_headers: Vec<String>,
}

impl Crosstable {
    /// `None` when it would have more than [`MAX_CROSSTABLE_CELLS`] cells, or none.
    fn new(standings: &Standings, l: &Localizer) -> Option<Crosstable> {
        let cells = crosstable_cells(standings);
        if cells == 0 || cells > MAX_CROSSTABLE_CELLS {
            return None;
        }
        let columns = cells / standings.players.len();
        let round_headers = match standings.system {
            System::Swiss => (1..=standings.rounds)
                .map(|round| l.format("crosstable-round", &[("round", Arg::from(round))]))
                .collect(),
            System::RoundRobin => (1..=columns).map(|n| n.to_string()).collect(),
        };
        Some(Crosstable {
            system: standings.system,
            columns,
            black: l.text("crosstable-black"),
            white: l.text("crosstable-white"),
            bye: l.text("crosstable-bye"),
            withdrawn: l.text("crosstable-withdrawn"),
            forfeit: l.text("crosstable-forfeit"),
            round_headers,
        })
    }

    fn columns(&self) -> impl Iterator<Item = Column> + '_ {
        self.round_headers.iter().map(|h| Column::right(h.clone()))
    }

    fn legend_id(&self) -> &'static str {
        match self.system {
            System::Swiss => "crosstable-legend-swiss",
            System::RoundRobin => "crosstable-legend-round-robin",
        }
    }

    /// A game from one side: colour, sign (+ win, = draw, - loss), forfeit mark.
    fn game(&self, game: &Played) -> String {
        let colour = match game.colour {
            Colour::Black => &self.black,
            Colour::White => &self.white,
        };
        let sign = match game.points {
            2 => "+",
            1 => "=",
            _ => "-",
        };
        let forfeit = if game.forfeit { &self.forfeit[..] } else { "" };
        format!("{colour}{sign}{forfeit}")
    }

    /// Row `i`'s cells: by round (`5黑+`, 轮空, 退赛, — for no game) or by opponent
    /// (`黑+`, × on the diagonal, every game of a double round robin).
    fn cells(&self, i: usize, p: &Standing) -> Vec<String> {
        match self.system {
            System::Swiss => {
                let mut cells: Vec<String> = (1..=self.columns as u32)
                    .map(|round| {
                        if p.withdrawn_from.is_some_and(|from| from <= round) {
                            self.withdrawn.clone()
                        } else {
                            "—".to_string()
                        }
                    })
                    .collect();
                for m in &p.meetings {
                    if let Some(cell) = cells.get_mut(m.round as usize - 1) {
                        *cell = match &m.game {
                            Some(game) => format!("{}{}", game.opponent + 1, self.game(game)),
                            None => self.bye.clone(),
                        };
                    }
                }
                cells
            }
            System::RoundRobin => {
                let mut cells = vec![String::new(); self.columns];
                if let Some(me) = cells.get_mut(i) {
                    *me = "×".to_string();
                }
                for game in p.meetings.iter().filter_map(|m| m.game.as_ref()) {
                    if let Some(cell) = cells.get_mut(game.opponent) {
                        if !cell.is_empty() {
                            cell.push(' ');
                        }
                        cell.push_str(&self.game(game));
                    }
                }
                cells
            }
        }
    }
}

#[derive(Serialize)]
struct StandingJson<'a> {
    rank: usize,
    name: &'a str,
    score: u32,
    tiebreaks: TiebreaksJson<'a>,
    games: u32,
    wins: u32,
    draws: u32,
    losses: u32,
    byes: u32,
}

/// Every tie-break by id, in the engine's fixed order (not alphabetical).
struct TiebreaksJson<'a>(&'a Standing);

impl Serialize for TiebreaksJson<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.tiebreaks.len()))?;
        for (t, v) in &self.0.tiebreaks {
            map.serialize_entry(t.id(), &v.to_f64())?;
        }
        map.end()
    }
}

/// `rules standings --json`: an array, best first, of
/// `{"rank":1,"name":"A","score":4,"tiebreaks":{"sos":9.0,"sb":5.0,...},"games":3,
/// "wins":2,"draws":0,"losses":1,"byes":0}`. Tie-break values are numbers (a 总得分
/// such as 16/3 at full precision); the ranking itself was done exactly.
fn standings_json(standings: &Standings) -> String {
    let rows: Vec<StandingJson> = standings
        .players
        .iter()
        .map(|p| StandingJson {
            rank: p.rank,
            name: &p.name,
            score: p.score,
            tiebreaks: TiebreaksJson(p),
            games: p.games,
            wins: p.wins,
            draws: p.draws,
            losses: p.losses,
            byes: p.byes,
        })
        .collect();
    serde_json::to_string(&rows).unwrap_or_default()
}

/// `rules standings`: the table with scores and tie-breaks.
pub struct StandingsReport<'a>(pub &'a Standings);

impl Tables for StandingsReport<'_> {
    fn tables(&self, l: &Localizer) -> Vec<Table> {
        vec![standings_table(self.0, l)]
    }
}

impl Report for StandingsReport<'_> {
    fn text(&self, l: &Localizer) -> String {
        render(&self.tables(l), Format::Text, &Page::new(None, l))
    }

    fn json(&self, _l: &Localizer) -> String {
        standings_json(self.0)
    }
}

/// `rules pair`: the pairing list of one round, board by board, and the bye.
pub struct PairingReport<'a>(pub &'a RoundPairing);

#[derive(Serialize)]
struct BoardJson<'a> {
    board: usize,
    black: &'a str,
    white: &'a str,
}

#[derive(Serialize)]
struct PairingJson<'a> {
    round: u32,
    pairings: Vec<BoardJson<'a>>,
    bye: Option<&'a str>,
}

/// The pairing list: board, Black, White; the bye under it.
fn pairing_table(p: &RoundPairing, l: &Localizer) -> Table {
    Table {
        title: Some(l.format("pairing-title", &[("round", Arg::from(p.round))])),
        columns: vec![
            Column::right(l.text("pairing-header-board")),
            Column::left(l.text("pairing-header-black")),
            Column::left(l.text("pairing-header-white")),
        ],
        rows: p
            .boards
            .iter()
            .map(|b| vec![b.board.to_string(), b.black.clone(), b.white.clone()])
            .collect(),
        notes: p
            .bye
            .iter()
            .map(|bye| l.format("pairing-bye", &[("name", Arg::from(bye.as_str()))]))
            .collect(),
    }
}

impl Tables for PairingReport<'_> {
    fn tables(&self, l: &Localizer) -> Vec<Table> {
        vec![pairing_table(self.0, l)]
    }
}

impl Report for PairingReport<'_> {
    fn text(&self, l: &Localizer) -> String {
        render(&self.tables(l), Format::Text, &Page::new(None, l))
    }

    /// `{"round": N, "pairings": [{"board": 1, "black": "…", "white": "…"}], "bye": "…" | null}`
    fn json(&self, _l: &Localizer) -> String {
        let p = self.0;
        let json = PairingJson {
            round: p.round,
            pairings: p
                .boards
                .iter()
                .map(|b| BoardJson {
                    board: b.board,
                    black: &b.black,
                    white: &b.white,
                })
                .collect(),
            bye: p.bye.as_deref(),
        };
        serde_json::to_string(&json).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::referee::tournament::{System, parse_csv, standings};

    fn swiss() -> Standings {
        let text = include_str!("../../tests/fixtures/tournament/swiss-6.csv");
        standings(&parse_csv(text).unwrap(), System::Swiss, &[]).unwrap()
    }

    #[test]
    fn json_lists_every_tiebreak_in_order() {
        let json: serde_json::Value = serde_json::from_str(&standings_json(&swiss())).unwrap();
        let first = &json[0];
        assert_eq!(first["rank"], 1);
        assert_eq!(first["name"], "P6");
        assert_eq!(first["score"], 5);
        assert_eq!(first["tiebreaks"]["sos"], 5.0);
        assert_eq!(first["tiebreaks"]["total-actual"], 4.0);
        assert_eq!(
            (first["wins"].as_u64(), first["draws"].as_u64()),
            (Some(2), Some(1))
        );
        let text = standings_json(&swiss());
        let keys = [
            "\"sos\"",
            "\"sb\"",
            "\"progressive\"",
            "\"warnings\"",
            "\"direct\"",
        ];
        let places: Vec<usize> = keys.iter().map(|k| text.find(k).unwrap()).collect();
        assert!(places.windows(2).all(|w| w[0] < w[1]), "{text}");
        assert_eq!(json.as_array().map(Vec::len), Some(6));
    }

    #[test]
    fn text_table_is_aligned_in_every_language() {
        let s = swiss();
        for lang in Lang::ALL {
            let text = StandingsReport(&s).text(&Localizer::new(lang));
            let lines: Vec<&str> = text.lines().collect();
            // Header, six players, a blank line, the legend and the order line.
            assert_eq!(lines.len(), 10, "{text}");
            assert!(lines[1].trim_start().starts_with("1  P6"), "{text}");
            // Right-aligned numbers end in the same display column.
            let widths: Vec<usize> = lines[..7]
                .iter()
                .map(|l| console::measure_text_width(l))
                .collect();
            assert!(widths.iter().all(|w| *w == widths[0]), "{text}");
        }
    }

    /// The standings table's cells of `name`'s row under `header`.
    fn cell<'a>(table: &'a Table, name: &str, header: &str) -> &'a str {
        let c = table
            .columns
            .iter()
            .position(|c| c.header == header)
            .unwrap();
        let row = table
            .rows
            .iter()
            .find(|r| r.contains(&name.to_string()))
            .unwrap();
        &row[c]
    }

    #[test]
    fn a_swiss_crosstable_names_opponent_colour_and_result_each_round() {
        let l = Localizer::new(Lang::ZhCn);
        let table = standings_table(&swiss(), &l);
        // P6 drew P5 (5th) with White, then beat P4 (6th) and P1 (2nd) with Black.
        let p6: Vec<&str> = ["第1轮", "第2轮", "第3轮"]
            .iter()
            .map(|h| cell(&table, "P6", h))
            .collect();
        assert_eq!(p6, ["5白=", "6黑+", "2黑+"]);
        assert_eq!(cell(&table, "P4", "第3轮"), "4白-");
        assert!(table.notes[0].contains("对手名次"), "{:?}", table.notes);
    }

    #[test]
    fn byes_forfeits_withdrawals_and_missing_rounds_have_their_own_cells() {
        let text = "round,black,white,result\n1,A,B,B+F\n1,C,,bye\n2,A,C,W\n3,B,C,0-0\n";
        let mut results = parse_csv(text).unwrap();
        results = results
            .with_withdrawals(vec![crate::referee::tournament::Withdrawal {
                player: "A".into(),
                round: 3,
                line: None,
            }])
            .unwrap();
        let s = standings(&results, System::Swiss, &[]).unwrap();
        let table = standings_table(&s, &Localizer::new(Lang::ZhCn));
        let line = |name| -> Vec<&str> {
            ["第1轮", "第2轮", "第3轮"]
                .iter()
                .map(|h| cell(&table, name, h))
                .collect()
        };
        let place = |name: &str| s.players.iter().position(|p| p.name == name).unwrap() + 1;
        assert_eq!(
            line("A"),
            [
                format!("{}黑+弃", place("B")).as_str(),
                &format!("{}黑-", place("C")),
                "退赛"
            ]
        );
        assert_eq!(line("B")[1], "—");
        assert_eq!(line("B")[2], format!("{}黑-", place("C")));
        assert_eq!(line("C")[0], "轮空");
    }

    #[test]
    fn shared_ranks_add_a_number_column_the_crosstable_refers_to() {
        use crate::referee::tournament::{Game, GameResult::*, Results};
        // Three draws in a cycle: all three share rank 1.
        let results = Results::new(
            vec![
                Game::played(1, "A", "B", Draw),
                Game::played(2, "B", "C", Draw),
                Game::played(3, "C", "A", Draw),
            ],
            Default::default(),
        )
        .unwrap();
        let s = standings(&results, System::RoundRobin, &[]).unwrap();
        let table = standings_table(&s, &Localizer::new(Lang::En));
        let headers: Vec<&str> = table.columns.iter().map(|c| c.header.as_str()).collect();
        assert_eq!(&headers[..6], ["No.", "Rank", "Player", "1", "2", "3"]);
        assert_eq!(table.rows[0][..6], ["1", "1", "A", "×", "B=", "W="]);
        assert!(
            table.notes[0].contains("column's number"),
            "{:?}",
            table.notes
        );
    }

    #[test]
    fn a_double_round_robin_cell_holds_both_games() {
        use crate::referee::tournament::{Game, GameResult::*, Results};
        let results = Results::new(
            vec![
                Game::played(1, "A", "B", BlackWins),
                Game::played(2, "B", "A", Draw),
            ],
            Default::default(),
        )
        .unwrap();
        let s = standings(&results, System::RoundRobin, &[]).unwrap();
        let table = standings_table(&s, &Localizer::new(Lang::ZhTw));
        assert_eq!(table.rows[0][..4], ["1", "A", "×", "黑+ 白="]);
        assert_eq!(table.rows[1][..4], ["2", "B", "白- 黑=", "×"]);
    }

    #[test]
    fn a_crosstable_too_big_to_print_is_left_out_with_a_note() {
        use crate::referee::tournament::MAX_ROUND;
        use crate::referee::tournament::{Game, GameResult::*, Results};
        let l = Localizer::new(Lang::ZhCn);
        // 26 players in round 10 000 of a Swiss: 260 000 cells.
        let games: Vec<Game> = (0..13)
            .map(|i| Game::played(MAX_ROUND, &format!("P{i}"), &format!("Q{i}"), BlackWins))
            .collect();
        let results = Results::new(games, Default::default()).unwrap();
        let s = standings(&results, System::Swiss, &[]).unwrap();
        assert!(crosstable_cells(&s) > MAX_CROSSTABLE_CELLS);
        let table = standings_table(&s, &l);
        assert_eq!(table.columns.len(), 10, "{:?}", table.columns);
        assert!(table.notes[0].contains("未列出"), "{:?}", table.notes);
        // Many players of a round robin: the grid is players².
        let games: Vec<Game> = (0..=(MAX_CROSSTABLE_CELLS as f64).sqrt() as usize)
            .map(|i| Game::played(1, &format!("P{i}"), &format!("Q{i}"), BlackWins))
            .collect();
        let results = Results::new(games, Default::default()).unwrap();
        let s = standings(&results, System::RoundRobin, &[]).unwrap();
        assert!(crosstable_cells(&s) > MAX_CROSSTABLE_CELLS);
        let table = standings_table(&s, &l);
        assert!(table.notes[0].contains("未列出"), "{:?}", table.notes);
        assert_eq!(table.rows[0].len(), table.columns.len());
    }

    #[test]
    fn the_pairing_list_has_a_row_a_board_and_the_bye_under_it() {
        use crate::referee::tournament::Board;
        let pairing = RoundPairing {
            round: 2,
            boards: vec![Board {
                board: 1,
                black: "张|三".into(),
                white: "李四".into(),
            }],
            bye: Some("王五".into()),
            third_colour: vec![],
        };
        let table = pairing_table(&pairing, &Localizer::new(Lang::ZhCn));
        assert_eq!(table.title.as_deref(), Some("第2轮对阵"));
        assert_eq!(table.rows, [["1", "张|三", "李四"]]);
        assert_eq!(table.notes, ["轮空：王五"]);
    }

    #[test]
    fn values_are_shown_exactly_or_to_two_decimals() {
        let r = |n, d| Ratio::new(n, d).unwrap();
        assert_eq!(value_text(TieBreak::Sb, r(9, 2)), "4.5");
        assert_eq!(value_text(TieBreak::Sos, r(13, 1)), "13");
        assert_eq!(value_text(TieBreak::TotalTheoretical, r(16, 3)), "5.33");
        assert_eq!(value_text(TieBreak::TotalActual, r(4, 1)), "4.00");
    }
}
