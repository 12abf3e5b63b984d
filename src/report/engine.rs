//! Reports of engine results for the command line: plain text and JSON.

use super::table::{aligned, padded};
use serde::Serialize;

use crate::i18n::describe::{colour_text, outcome_text, stones_style};
use crate::i18n::{Arg, Localizer};

use super::Report;
use crate::rules::dead::{DeadEstimate, Reason};
use crate::rules::replay::Replay;
use crate::rules::ruleset::{HandicapCompensation, PRESETS, Scoring, Ties};
use crate::rules::score::{AreaResult, CountTerms, Outcome, PositionCount, owners};
use crate::rules::sgf::GameRecord;
use crate::rules::{Board, Color, KoRule, Point, Stones, SuicideRule, diagram};

use super::record::{Recorded, recorded_line};

#[derive(Serialize)]
struct ReplayJson<'a> {
    size: u8,
    /// PB and PW, when the record names the players.
    #[serde(skip_serializing_if = "Option::is_none")]
    black_player: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    white_player: Option<&'a str>,
    moves: Vec<MoveJson>,
    board: Vec<String>,
    captures: CapturesJson,
}

#[derive(Serialize)]
struct MoveJson {
    number: usize,
    color: &'static str,
    point: String,
    legal: bool,
    captured: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<&'static str>,
}

#[derive(Serialize)]
struct CapturesJson {
    black: u32,
    white: u32,
}

/// The `rules replay --json` object.
fn replay_json(record: &GameRecord, replay: &Replay) -> String {
    let board = replay.game.board();
    let report = ReplayJson {
        size: record.size,
        black_player: record.black_player.as_deref(),
        white_player: record.white_player.as_deref(),
        moves: replay
            .moves
            .iter()
            .map(|m| MoveJson {
                number: m.number,
                color: m.color.name(),
                point: m.mv.to_gtp(record.size),
                legal: m.outcome.is_ok(),
                captured: m.outcome.map_or(0, |p| p.captured),
                reason: m.outcome.err().map(|r| r.code()),
            })
            .collect(),
        board: diagram::rows(board),
        captures: CapturesJson {
            black: board.captures(Color::Black),
            white: board.captures(Color::White),
        },
    };
    serde_json::to_string(&report).unwrap_or_default()
}

/// The players (when named), one line per move, then the final board with coordinates.
fn replay_text(
    record: &GameRecord,
    replay: &Replay,
    irregular: Option<&crate::referee::ruling::Finding>,
    l: &Localizer,
) -> String {
    let mut out = String::new();
    let players = [
        (Color::Black, &record.black_player),
        (Color::White, &record.white_player),
    ];
    let named: Vec<String> = players
        .iter()
        .filter_map(|(color, name)| {
            Some(l.format(
                "replay-player",
                &[
                    ("color", Arg::from(colour_text(*color, l))),
                    ("name", Arg::from(name.as_ref()?.as_str())),
                ],
            ))
        })
        .collect();
    if !named.is_empty() {
        out.push_str(&format!("{}\n\n", named.join(&l.text("list-separator"))));
    }
    let count = |id: &str, n: u32| l.format(id, &[("count", Arg::from(n))]);
    for m in &replay.moves {
        let point = m.mv.to_gtp(record.size);
        let line = match m.outcome {
            Ok(p) if p.captured > 0 => count("replay-captures", p.captured),
            Ok(p) if p.suicided > 0 => count("replay-suicide", p.suicided),
            Ok(_) if irregular.is_some_and(|f| f.number == m.number) => {
                l.text("replay-irregular-mark")
            }
            Ok(_) => String::new(),
            Err(reason) => l.format(
                "replay-illegal",
                &[(
                    "reason",
                    Arg::from(l.text(&format!("err-illegal-{}", reason.code()))),
                )],
            ),
        };
        let colour = padded(&colour_text(m.color, l), 6);
        out.push_str(format!("{:>4}  {colour} {:<5} {line}", m.number, point).trim_end());
        out.push('\n');
    }
    let illegal: Vec<String> = replay
        .moves
        .iter()
        .filter(|m| m.outcome.is_err())
        .map(|m| m.number.to_string())
        .collect();
    let moves = Arg::from(replay.moves.len() as i64);
    out.push('\n');
    out.push_str(&match (illegal.len(), irregular) {
        (0, Some(finding)) => {
            super::referee::finding_text(Some(finding), replay.moves.len(), record.size, l)
                .trim_end()
                .to_string()
        }
        (0, None) => l.format("replay-all-legal", &[("moves", moves)]),
        (n, _) => l.format(
            "replay-some-illegal",
            &[
                ("moves", moves),
                ("count", Arg::from(n as i64)),
                ("list", Arg::from(illegal.join(", "))),
            ],
        ),
    });
    let board = replay.game.board();
    out.push_str("\n\n");
    out.push_str(&diagram::render(board));
    out.push_str(&l.format(
        "replay-captures-total",
        &[
            ("black", Arg::from(board.captures(Color::Black))),
            ("white", Arg::from(board.captures(Color::White))),
        ],
    ));
    out.push('\n');
    out
}

fn winner_name(outcome: &Outcome) -> &'static str {
    outcome.winner.map_or("draw", Color::name)
}

#[derive(Serialize)]
struct ResultJson {
    winner: &'static str,
    margin_stones: f64,
    margin_points: f64,
    threshold: f64,
    black_area: f64,
    text: String,
}

impl ResultJson {
    fn new(outcome: &Outcome, threshold: Stones, black_area: Stones, l: &Localizer) -> Self {
        ResultJson {
            winner: winner_name(outcome),
            margin_stones: outcome.margin.as_f64(),
            margin_points: outcome.margin.points_f64(),
            threshold: threshold.as_f64(),
            black_area: black_area.as_f64(),
            text: outcome_text(outcome, l),
        }
    }
}

/// `rules result --json`.
fn result_json(result: &AreaResult, l: &Localizer) -> String {
    let json = ResultJson::new(&result.outcome, result.threshold, result.black_area, l);
    serde_json::to_string(&json).unwrap_or_default()
}

/// Komi as `3 3/4 stones (7.5 points)` / `3又3/4子（7.5目）`.
pub fn komi_text(komi: Stones, l: &Localizer) -> String {
    let plural = if komi.abs() <= Stones::whole(1) {
        "one"
    } else {
        "other"
    };
    l.format(
        "komi-amount",
        &[
            ("stones", Arg::from(komi.mixed(stones_style(l)))),
            ("plural", Arg::from(plural)),
            ("points", Arg::from(komi.points_decimal())),
        ],
    )
}

/// A result under territory scoring, in points (目) as those rules count: 黑胜0.5目,
/// `Black wins by 0.5 points (B+0.5)`.
fn territory_outcome_text(outcome: &Outcome, l: &Localizer) -> String {
    let args = [("points", Arg::from(outcome.margin.points_decimal()))];
    match outcome.winner {
        None => l.text("result-draw"),
        Some(Color::Black) if outcome.margin == Stones::ZERO => l.text("result-tie-to-black"),
        Some(Color::Black) => l.format("result-points-black-wins", &args),
        Some(Color::White) => l.format("result-points-black-loses", &args),
    }
}

/// The result of a count in the unit its scoring uses: stones for area, points for
/// territory.
fn count_outcome_text(outcome: &Outcome, terms: &CountTerms, l: &Localizer) -> String {
    match terms.rules.scoring {
        Scoring::Area => outcome_text(outcome, l),
        Scoring::Territory => territory_outcome_text(outcome, l),
    }
}

/// For a `--komi` that looks like points (5 stones or more, when Chinese komi is 2¾ or
/// 3¾): the komi and draw line used, and how to give komi in points.
pub fn komi_note(komi: Stones, threshold: Option<Stones>, l: &Localizer) -> Option<String> {
    if komi.abs() < Stones::whole(5) {
        return None;
    }
    let style = stones_style(l);
    let given = komi.decimal();
    let half = Stones::from_points(komi.as_f64()).map_or(given.clone(), |s| s.decimal());
    let mut text = l.format(
        "komi-stones-used",
        &[("komi", Arg::from(komi_text(komi, l)))],
    );
    if let Some(threshold) = threshold {
        text.push_str(&l.format(
            "komi-draw-line",
            &[("threshold", Arg::from(threshold.mixed(style)))],
        ));
    }
    text.push_str(&l.format(
        "komi-how-points",
        &[("given", Arg::from(given)), ("half", Arg::from(half))],
    ));
    Some(text)
}

/// The human report of `rules count`.
pub(super) fn count_text(count: &PositionCount, terms: &CountTerms, l: &Localizer) -> String {
    let style = stones_style(l);
    let mut lines = vec![l.format(
        "count-rules",
        &[
            (
                "rules",
                Arg::from(l.text(&format!("ruleset-{}", terms.rules.id))),
            ),
            (
                "komi",
                Arg::from(match terms.rules.scoring {
                    Scoring::Area => komi_text(terms.komi, l),
                    Scoring::Territory => l.format(
                        "komi-points-amount",
                        &[("points", Arg::from(terms.komi.points_decimal()))],
                    ),
                }),
            ),
        ],
    )];
    if terms.handicap >= 2 {
        lines.push(l.format(
            "count-handicap",
            &[
                ("stones", Arg::from(terms.handicap)),
                (
                    "back",
                    Arg::from(terms.rules.handicap_return(terms.handicap).mixed(style)),
                ),
            ],
        ));
    }
    if count.dead_black + count.dead_white > 0 {
        lines.push(l.format(
            "count-dead",
            &[
                ("black", Arg::from(count.dead_black)),
                ("white", Arg::from(count.dead_white)),
            ],
        ));
    }
    lines.push(l.format(
        "count-area",
        &[
            ("black_stones", Arg::from(count.area.black_stones)),
            ("black_territory", Arg::from(count.area.black_territory)),
            ("black", Arg::from(count.black_area.mixed(style))),
            ("white", Arg::from(count.white_area.mixed(style))),
            ("shared", Arg::from(count.area.neutral)),
        ],
    ));
    match terms.rules.scoring {
        Scoring::Area => lines.push(l.format(
            "count-threshold",
            &[("threshold", Arg::from(terms.threshold().mixed(style)))],
        )),
        Scoring::Territory => lines.push(l.format(
            "count-territory",
            &[
                ("black_territory", Arg::from(count.area.black_territory)),
                ("black_prisoners", Arg::from(count.prisoners(Color::Black))),
                ("white_territory", Arg::from(count.area.white_territory)),
                ("white_prisoners", Arg::from(count.prisoners(Color::White))),
            ],
        )),
    }
    let outcome = count.outcome(terms);
    lines.push(l.format(
        "count-result",
        &[("result", Arg::from(count_outcome_text(&outcome, terms, l)))],
    ));
    lines.join("\n") + "\n"
}

#[derive(Serialize)]
struct CountJson {
    rules: &'static str,
    komi: f64,
    handicap: u32,
    white_area: f64,
    shared: u32,
    black_stones: u32,
    white_stones: u32,
    black_territory: u32,
    white_territory: u32,
    dead_black: u32,
    dead_white: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    territory: Option<TerritoryJson>,
    /// With `--dead auto`: every stone taken off, the stones of chains the estimate is
    /// not sure of, and those alive in seki.
    #[serde(skip_serializing_if = "Option::is_none")]
    dead: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    uncertain: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    seki: Option<Vec<String>>,
    /// With `--dead auto`: each unsettled chain, why, and how it was counted.
    #[serde(skip_serializing_if = "Option::is_none")]
    doubts: Option<Vec<DoubtJson>>,
    /// Shared points where the boundary looks open.
    open: Vec<String>,
    /// The result may change: the game looks unfinished or chains are unsettled.
    provisional: bool,
    /// The results the unsettled chains allow, in points notation.
    #[serde(skip_serializing_if = "Option::is_none")]
    range: Option<RangeJson>,
    /// The record's RE, and whether this count gives the same result.
    #[serde(skip_serializing_if = "Option::is_none")]
    recorded: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    recorded_agrees: Option<bool>,
    /// How the record says the game was won: `count`, `resignation`, `time`, …
    #[serde(skip_serializing_if = "Option::is_none")]
    recorded_by: Option<&'static str>,
    #[serde(flatten)]
    result: ResultJson,
}

#[derive(Serialize)]
struct DoubtJson {
    stones: Vec<String>,
    reason: &'static str,
    counted_dead: bool,
}

#[derive(Serialize)]
struct RangeJson {
    best_for_black: String,
    best_for_white: String,
}

#[derive(Serialize)]
struct TerritoryJson {
    black_territory: u32,
    white_territory: u32,
    black_prisoners: u32,
    white_prisoners: u32,
}

/// `rules count --json`: the areas, then the result fields of `rules result --json`.
fn count_json(report: &CountReport<'_>, l: &Localizer) -> String {
    let (count, terms) = (report.count, report.terms);
    let size = report.found.as_ref().map_or(0, |f| f.board.size());
    let found = report.found.as_ref();
    let list =
        |pick: for<'f> fn(&'f FoundDead<'_>) -> &'f [Point]| found.map(|f| vertices(pick(f), size));
    let outcome = count.outcome(terms);
    let territory = (terms.rules.scoring == Scoring::Territory).then(|| TerritoryJson {
        black_territory: count.area.black_territory,
        white_territory: count.area.white_territory,
        black_prisoners: count.prisoners(Color::Black),
        white_prisoners: count.prisoners(Color::White),
    });
    let json = CountJson {
        rules: terms.rules.id,
        komi: terms.komi.as_f64(),
        handicap: terms.handicap,
        white_area: count.white_area.as_f64(),
        shared: count.area.neutral,
        black_stones: count.area.black_stones,
        white_stones: count.area.white_stones,
        black_territory: count.area.black_territory,
        white_territory: count.area.white_territory,
        dead_black: count.dead_black,
        dead_white: count.dead_white,
        territory,
        dead: list(|f| f.dead),
        uncertain: list(|f| &f.estimate.uncertain),
        seki: list(|f| &f.estimate.seki),
        doubts: found.map(|f| {
            f.estimate
                .doubts
                .iter()
                .map(|d| DoubtJson {
                    stones: vertices(&d.stones, size),
                    reason: reason_code(d.reason),
                    counted_dead: d.counted_dead,
                })
                .collect()
        }),
        open: vertices(report.open, report.size),
        provisional: report.provisional(),
        range: report.range.as_ref().map(|[black, white]| RangeJson {
            best_for_black: black.points_notation(),
            best_for_white: white.points_notation(),
        }),
        recorded: report.recorded.map(|r| r.quoted()),
        recorded_agrees: report.agrees(),
        recorded_by: report.recorded.map(|r| r.result.code()),
        result: ResultJson {
            text: count_outcome_text(&outcome, terms, l),
            ..ResultJson::new(&outcome, terms.threshold(), count.black_area, l)
        },
    };
    serde_json::to_string(&json).unwrap_or_default()
}

fn ko_id(ko: KoRule) -> &'static str {
    match ko {
        KoRule::Simple => "simple",
        KoRule::Positional => "positional",
        KoRule::Situational => "situational",
    }
}

fn suicide_id(suicide: SuicideRule) -> &'static str {
    match suicide {
        SuicideRule::Forbid => "forbid",
        SuicideRule::MultiStone => "multi",
        SuicideRule::Any => "any",
    }
}

fn handicap_id(h: HandicapCompensation) -> &'static str {
    match h {
        HandicapCompensation::HalfStoneEach => "half-stone",
        HandicapCompensation::OnePointLess => "one-less",
        HandicapCompensation::None => "none",
    }
}

/// `rules presets`: one row per rule set, columns aligned for CJK text too.
fn presets_table(l: &Localizer) -> String {
    let header = [
        "presets-header-id",
        "presets-header-name",
        "presets-header-komi",
        "presets-header-scoring",
        "presets-header-ko",
        "presets-header-suicide",
        "presets-header-handicap",
        "presets-header-seki",
    ]
    .map(|id| l.text(id));
    let mut rows = vec![header.to_vec()];
    for rules in PRESETS {
        let mut komi = komi_text(rules.komi, l);
        if rules.ties == Ties::BlackWins {
            komi.push_str(&l.text("ties-black"));
        }
        let scoring = match rules.scoring {
            Scoring::Area => "scoring-area",
            Scoring::Territory => "scoring-territory",
        };
        let seki = if rules.seki_eyes_count {
            "seki-eyes-count"
        } else {
            "seki-eyes-not"
        };
        rows.push(vec![
            rules.id.to_string(),
            l.text(&format!("ruleset-{}", rules.id)),
            komi,
            l.text(scoring),
            l.text(&format!("ko-{}", ko_id(rules.moves.ko))),
            l.text(&format!("suicide-{}", suicide_id(rules.moves.suicide))),
            l.text(&format!("handicap-{}", handicap_id(rules.handicap))),
            l.text(seki),
        ]);
    }
    aligned(&rows, &[])
}

#[derive(Serialize)]
struct PresetJson {
    id: &'static str,
    name: &'static str,
    komi_stones: f64,
    komi_points: f64,
    black_wins_ties: bool,
    scoring: &'static str,
    ko: &'static str,
    suicide: &'static str,
    handicap: &'static str,
    seki_eyes_count: bool,
}

/// `rules presets --json`.
fn presets_json() -> String {
    let presets: Vec<PresetJson> = PRESETS
        .iter()
        .map(|r| PresetJson {
            id: r.id,
            name: r.name,
            komi_stones: r.komi.as_f64(),
            komi_points: r.komi.points_f64(),
            black_wins_ties: r.ties == Ties::BlackWins,
            scoring: match r.scoring {
                Scoring::Area => "area",
                Scoring::Territory => "territory",
            },
            ko: ko_id(r.moves.ko),
            suicide: suicide_id(r.moves.suicide),
            handicap: handicap_id(r.handicap),
            seki_eyes_count: r.seki_eyes_count,
        })
        .collect();
    serde_json::to_string(&presets).unwrap_or_default()
}

/// `rules replay`: every move, illegal ones named, the first irregularity a referee
/// rules on (as `rules ruling --game` finds it), and the final position.
pub struct ReplayReport<'a> {
    pub record: &'a GameRecord,
    pub replay: &'a Replay,
    pub irregular: Option<&'a crate::referee::ruling::Finding>,
}

impl Report for ReplayReport<'_> {
    fn text(&self, l: &Localizer) -> String {
        replay_text(self.record, self.replay, self.irregular, l)
    }

    fn json(&self, _l: &Localizer) -> String {
        replay_json(self.record, self.replay)
    }
}

/// `rules result`: the outcome of a count of Black's area.
pub struct ResultReport<'a>(pub &'a AreaResult);

impl Report for ResultReport<'_> {
    fn text(&self, l: &Localizer) -> String {
        outcome_text(&self.0.outcome, l)
    }

    fn json(&self, l: &Localizer) -> String {
        result_json(self.0, l)
    }
}

/// `rules count`: the count of a position and its result.
pub struct CountReport<'a> {
    pub count: &'a PositionCount,
    pub terms: &'a CountTerms,
    /// With `--dead auto`: the dead stones found.
    pub found: Option<FoundDead<'a>>,
    /// The result the game record states (SGF `RE`).
    pub recorded: Option<Recorded<'a>>,
    /// The board's size, for naming points.
    pub size: u8,
    /// Shared points where the boundary looks open: the game seems unfinished.
    pub open: &'a [Point],
    /// With unsettled chains: the results at either end of what they allow (best for
    /// Black, best for White).
    pub range: Option<[Outcome; 2]>,
}

/// Open boundary points named on screen; JSON lists them all.
const OPEN_SHOWN: usize = 8;

impl CountReport<'_> {
    /// Whether the result may change: the game looks unfinished, or chains are unsettled.
    fn provisional(&self) -> bool {
        !self.open.is_empty() || self.range.is_some()
    }

    /// The lines that say why the result is provisional.
    fn provisional_text(&self, l: &Localizer) -> String {
        let mut lines = Vec::new();
        if !self.open.is_empty() {
            // The first few points show where; the count says how many.
            let shown = &self.open[..self.open.len().min(OPEN_SHOWN)];
            let mut points = vertex_list(shown, self.size);
            if self.open.len() > OPEN_SHOWN {
                points.push_str(", …");
            }
            lines.push(l.format(
                "count-open",
                &[
                    ("points", Arg::from(points)),
                    ("count", Arg::from(self.open.len() as i64)),
                ],
            ));
        }
        if let Some([best_black, best_white]) = &self.range {
            lines.push(l.format(
                "count-range",
                &[
                    ("black", Arg::from(outcome_text(best_black, l))),
                    ("white", Arg::from(outcome_text(best_white, l))),
                ],
            ));
        }
        lines.iter().map(|line| format!("{line}\n")).collect()
    }
}

/// The position and the dead stones `--dead auto` found in it.
pub struct FoundDead<'a> {
    pub board: &'a Board,
    /// Every stone taken off (found, marked or named).
    pub dead: &'a [Point],
    pub estimate: &'a DeadEstimate,
}

impl Report for CountReport<'_> {
    fn text(&self, l: &Localizer) -> String {
        let mut text = String::new();
        if let Some(found) = &self.found {
            text.push_str(&found_text(found, l));
        }
        text.push_str(&count_text(self.count, self.terms, l));
        text.push_str(&self.provisional_text(l));
        if let Some(line) = self.recorded_line(l) {
            text.push_str(&line);
            text.push('\n');
        }
        text
    }

    fn json(&self, l: &Localizer) -> String {
        count_json(self, l)
    }
}

impl CountReport<'_> {
    fn agrees(&self) -> Option<bool> {
        self.recorded?
            .result
            .agrees(&self.count.outcome(self.terms))
    }

    fn recorded_line(&self, l: &Localizer) -> Option<String> {
        let outcome = self.count.outcome(self.terms);
        recorded_line(self.recorded.as_ref()?, &outcome, self.terms, l)
    }
}

/// The board with dead stones (`x`, `o`) and each side's area (`b`, `w` on empty
/// points) marked, then the chains the referee must settle and those in seki.
fn found_text(found: &FoundDead<'_>, l: &Localizer) -> String {
    let board = found.board;
    let mut counted = board.clone();
    for &point in found.dead {
        let _ = counted.set_point(point, None);
    }
    let owners = owners(&counted);
    let size = usize::from(board.size());
    let text = diagram::render_with(board, None, |point| {
        let owner = owners[usize::from(point.y) * size + usize::from(point.x)];
        let cell = match (board.get(point), counted.get(point), owner) {
            (Some(Color::Black), None, _) => 'x',
            (Some(Color::White), None, _) => 'o',
            (Some(_), Some(_), _) => diagram::plain_cell(board, point),
            (None, _, Some(Color::Black)) => 'b',
            (None, _, Some(Color::White)) => 'w',
            (None, _, None) => '.',
        };
        cell.to_string()
    });
    let mut lines = vec![l.text("count-found-legend"), text.trim_end().to_string()];
    let size = board.size();
    for doubt in &found.estimate.doubts {
        let counted = if doubt.counted_dead {
            "count-found-counted-dead"
        } else {
            "count-found-counted-alive"
        };
        lines.push(l.format(
            "count-found-doubt",
            &[
                ("stones", Arg::from(vertex_list(&doubt.stones, size))),
                ("reason", Arg::from(l.text(reason_id(doubt.reason)))),
                ("counted", Arg::from(l.text(counted))),
            ],
        ));
    }
    if !found.estimate.seki.is_empty() {
        lines.push(l.format(
            "count-found-seki",
            &[("stones", Arg::from(vertex_list(&found.estimate.seki, size)))],
        ));
    }
    if found.estimate.doubts.is_empty() {
        lines.push(l.text("count-found-sure"));
    }
    lines.join("\n") + "\n"
}

/// The message naming why a chain is unsettled.
fn reason_id(reason: Reason) -> &'static str {
    match reason {
        Reason::FirstMoveDecides => "count-doubt-first-move",
        Reason::Ko => "count-doubt-ko",
        Reason::PlayoutsSplit => "count-doubt-playouts",
        Reason::SekiUnproved => "count-doubt-seki",
    }
}

/// The code of a reason in JSON.
fn reason_code(reason: Reason) -> &'static str {
    match reason {
        Reason::FirstMoveDecides => "first-move-decides",
        Reason::Ko => "ko",
        Reason::PlayoutsSplit => "playouts-split",
        Reason::SekiUnproved => "seki-unproved",
    }
}

fn vertex_list(points: &[Point], size: u8) -> String {
    points
        .iter()
        .map(|p| p.to_gtp(size))
        .collect::<Vec<_>>()
        .join(", ")
}

fn vertices(points: &[Point], size: u8) -> Vec<String> {
    points.iter().map(|p| p.to_gtp(size)).collect()
}

/// `rules presets`: every rule set the engine knows.
pub struct PresetsReport;

impl Report for PresetsReport {
    fn text(&self, l: &Localizer) -> String {
        presets_table(l)
    }

    fn json(&self, _l: &Localizer) -> String {
        presets_json()
    }
}
