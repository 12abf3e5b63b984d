//! Tournament standings for the command line: an aligned text table and JSON.

use super::Report;
use super::table::aligned;
use serde::Serialize;
use serde::ser::{SerializeMap, Serializer};

use crate::i18n::{Arg, Localizer};
use crate::referee::tournament::{Ratio, RoundPairing, Standing, Standings, TieBreak};

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

/// The standings as a table: rank, player, games, W/D/L (byes when there were any),
/// score, then each ranking criterion after the score; a line naming the order last.
fn standings_text(standings: &Standings, l: &Localizer) -> String {
    let any_byes = standings.players.iter().any(|p| p.byes > 0);
    let columns: Vec<TieBreak> = standings
        .criteria
        .iter()
        .copied()
        .filter(|t| *t != TieBreak::Score)
        .collect();

    let mut header: Vec<String> = [
        "standings-header-rank",
        "standings-header-name",
        "standings-header-games",
        "standings-header-wins",
        "standings-header-draws",
        "standings-header-losses",
    ]
    .iter()
    .map(|id| l.text(id))
    .collect();
    if any_byes {
        header.push(l.text("standings-header-byes"));
    }
    header.push(l.text(&tiebreak_message_id(TieBreak::Score)));
    header.extend(columns.iter().map(|t| l.text(&tiebreak_message_id(*t))));

    let mut rows = vec![header];
    for p in &standings.players {
        let mut row = vec![
            p.rank.to_string(),
            p.name.clone(),
            p.games.to_string(),
            p.wins.to_string(),
            p.draws.to_string(),
            p.losses.to_string(),
        ];
        if any_byes {
            row.push(p.byes.to_string());
        }
        row.push(p.score.to_string());
        row.extend(columns.iter().map(|t| value_text(*t, p.value(*t))));
        rows.push(row);
    }
    // Every column but the name holds numbers: right-align them.
    let right: Vec<bool> = (0..rows[0].len()).map(|c| c != 1).collect();
    let mut out = aligned(&rows, &right);

    let order: Vec<String> = standings
        .criteria
        .iter()
        .map(|t| l.text(&tiebreak_message_id(*t)))
        .collect();
    out.push('\n');
    out.push_str(&l.format(
        "standings-order",
        &[
            ("criteria", Arg::from(order.join(" → "))),
            ("rounds", Arg::from(standings.rounds)),
        ],
    ));
    out.push('\n');
    out
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

impl Report for StandingsReport<'_> {
    fn text(&self, l: &Localizer) -> String {
        standings_text(self.0, l)
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

impl Report for PairingReport<'_> {
    fn text(&self, l: &Localizer) -> String {
        let p = self.0;
        let mut out = l.format("pairing-title", &[("round", Arg::from(p.round))]);
        out.push_str("\n\n");
        let mut rows = vec![vec![
            l.text("pairing-header-board"),
            l.text("pairing-header-black"),
            l.text("pairing-header-white"),
        ]];
        for b in &p.boards {
            rows.push(vec![b.board.to_string(), b.black.clone(), b.white.clone()]);
        }
        out.push_str(&aligned(&rows, &[true, false, false]));
        if let Some(bye) = &p.bye {
            out.push_str(&l.format("pairing-bye", &[("name", Arg::from(bye.as_str()))]));
            out.push('\n');
        }
        out
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
            let text = standings_text(&s, &Localizer::new(lang));
            let lines: Vec<&str> = text.lines().collect();
            // Header, six players, a blank line, the order line.
            assert_eq!(lines.len(), 9, "{text}");
            assert!(lines[1].trim_start().starts_with("1  P6"), "{text}");
            // Right-aligned numbers end in the same display column.
            let widths: Vec<usize> = lines[..7]
                .iter()
                .map(|l| console::measure_text_width(l))
                .collect();
            assert!(widths.iter().all(|w| *w == widths[0]), "{text}");
        }
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
