//! A loaded question: what every item has, and what each type adds.

use std::borrow::Cow;
use std::collections::BTreeMap;

use thiserror::Error;

use crate::i18n::Lang;
use crate::message::{Describe, Message};
use crate::referee::ruling::first_irregularity;
use crate::rules::IllegalReason;
use crate::rules::diagram::Diagram;
use crate::rules::ruleset::RulingVersion;
use crate::rules::score::{CountError, CountTerms, count_position};
use crate::rules::sgf::GameRecord;
use crate::rules::stones::Stones;
use crate::rules::{Board, Color, Game, Move, Point, RuleSet};

use super::answer::Answer;
use super::calc::{CalcKind, ParamValue, Params};
use super::matching::traditional;

/// Values per locale tag (`zh-CN`, `en`, `zh-TW`).
pub type Localized<T> = BTreeMap<String, T>;

/// The text for `lang`: its own locale, else zh-CN (converted to traditional characters
/// for zh-TW), else any locale there is.
pub fn localized(map: &Localized<String>, lang: Lang) -> Option<Cow<'_, str>> {
    if let Some(text) = map.get(lang.tag()) {
        return Some(Cow::Borrowed(text));
    }
    if let Some(text) = map.get("zh-CN") {
        return Some(match lang {
            Lang::ZhTw => Cow::Owned(traditional(text)),
            _ => Cow::Borrowed(text),
        });
    }
    map.values().next().map(|t| Cow::Borrowed(t.as_str()))
}

/// The same lookup for lists (options, accepted answers).
pub fn localized_list<T: Clone>(
    map: &Localized<T>,
    lang: Lang,
    convert: impl Fn(&T) -> T,
) -> Option<T> {
    if let Some(value) = map.get(lang.tag()) {
        return Some(value.clone());
    }
    if let Some(value) = map.get("zh-CN") {
        return Some(match lang {
            Lang::ZhTw => convert(value),
            _ => value.clone(),
        });
    }
    map.values().next().cloned()
}

/// Converts every string of a list to traditional characters.
pub fn traditional_list(list: &[String]) -> Vec<String> {
    list.iter().map(|s| traditional(s)).collect()
}

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    Fill,
    Choice,
    TrueFalse,
    Calc,
    Board,
    Open,
}

impl Kind {
    pub const ALL: [Kind; 6] = [
        Kind::Fill,
        Kind::Choice,
        Kind::TrueFalse,
        Kind::Calc,
        Kind::Board,
        Kind::Open,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Kind::Fill => "fill",
            Kind::Choice => "choice",
            Kind::TrueFalse => "truefalse",
            Kind::Calc => "calc",
            Kind::Board => "board",
            Kind::Open => "open",
        }
    }

    pub fn from_name(name: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.name() == name)
    }
}

/// How a computed answer is asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Present {
    Input,
    Choice,
    TrueFalse,
}

/// A calculation with fixed parameters (`verify`).
#[derive(Debug, Clone, PartialEq)]
pub struct Calculation {
    pub kind: CalcKind,
    pub params: Params,
    /// For true/false items: the key is true exactly when the engine gives this.
    pub expect: Option<String>,
}

/// A parameter of a computed item: fixed, a range, or a list to draw from.
#[derive(Debug, Clone, PartialEq)]
pub enum ParamSpec {
    Fixed(ParamValue),
    Range {
        from: Stones,
        to: Stones,
        step: Stones,
    },
    OneOf(Vec<ParamValue>),
}

impl ParamSpec {
    /// How many values it can take.
    pub fn len(&self) -> u64 {
        match self {
            ParamSpec::Fixed(_) => 1,
            ParamSpec::Range { from, to, step } => {
                ((to.quarters() - from.quarters()) / step.quarters().max(1)) as u64 + 1
            }
            ParamSpec::OneOf(values) => values.len() as u64,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The value number `index` (0-based, below `len`).
    pub fn value(&self, index: u64) -> ParamValue {
        match self {
            ParamSpec::Fixed(v) => v.clone(),
            ParamSpec::Range { from, step, .. } => ParamValue::Number(Stones::from_quarters(
                from.quarters() + step.quarters() * index as i64,
            )),
            ParamSpec::OneOf(values) => values[index as usize % values.len()].clone(),
        }
    }
}

/// What a board item asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ask {
    Legal,
    Captures,
    Liberties,
    Count,
    Result,
    /// The number of the first irregular move of `moves` (a record replayed move by move).
    Irregular,
    /// The referee's ruling on the first irregular move of the record, chosen among
    /// rulings (under the item's rule version).
    Ruling,
}

impl Ask {
    /// Every `ask` a board item may have, as written.
    pub const NAMES: [&'static str; 7] = [
        "legal",
        "captures",
        "liberties",
        "count",
        "result",
        "irregular",
        "ruling",
    ];

    pub fn from_name(name: &str) -> Option<Ask> {
        Some(match name {
            "legal" => Ask::Legal,
            "captures" => Ask::Captures,
            "liberties" => Ask::Liberties,
            "count" => Ask::Count,
            "result" => Ask::Result,
            "irregular" => Ask::Irregular,
            "ruling" => Ask::Ruling,
            _ => return None,
        })
    }
}

/// A position for a board item.
#[derive(Debug, Clone, PartialEq)]
pub enum Position {
    Diagram(Box<Diagram>),
    Sgf(Box<GameRecord>),
}

impl Position {
    /// The size of the board.
    pub fn size(&self) -> u8 {
        match self {
            Position::Diagram(d) => d.board.size(),
            Position::Sgf(record) => record.size,
        }
    }

    /// A point as an item writes it: a label of the diagram (`a`) or a vertex (`D4`).
    pub fn point(&self, text: &str) -> Result<Point, BoardItemError> {
        let mut chars = text.chars();
        if let (Some(label @ 'a'..='z'), None) = (chars.next(), chars.next())
            && let Position::Diagram(d) = self
            && let Some(point) = d.label(label)
        {
            return Ok(point);
        }
        Point::from_gtp(text, self.size()).map_err(|_| BoardItemError::Point(text.to_string()))
    }

    /// A move as an item writes it: `pass` or a point.
    pub fn play(&self, text: &str) -> Result<Move, BoardItemError> {
        if text.eq_ignore_ascii_case("pass") {
            Ok(Move::Pass)
        } else {
            self.point(text).map(Move::Play)
        }
    }

    /// A point as findings name it: its label in the diagram, else its vertex.
    pub fn name(&self, point: Point) -> String {
        let label = match self {
            Position::Diagram(d) => d.labels.iter().find(|(_, p)| **p == point),
            Position::Sgf(_) => None,
        };
        match label {
            Some((label, _)) => label.to_string(),
            None => point.to_gtp(self.size()),
        }
    }

    /// A move as findings name it.
    pub fn name_move(&self, mv: Move) -> String {
        match mv {
            Move::Play(point) => self.name(point),
            Move::Pass => "pass".to_string(),
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct BoardItem {
    pub position: Position,
    pub ask: Ask,
    /// The point asked about (written as a label or a vertex, resolved when loaded).
    pub at: Option<Point>,
    /// Moves played before asking (written `"B a"`, `"W D4"`, `"B pass"`).
    pub moves: Vec<(Color, Move)>,
    /// One stone of each chain marked dead.
    pub dead: Vec<Point>,
    pub to_play: Option<Color>,
    pub komi: Option<Stones>,
    pub handicap: u32,
    pub present: Present,
}

/// Why a board item has no answer.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum BoardItemError {
    /// A written point that names nothing: found when the item is loaded.
    #[error("`{0}` is neither a label of the diagram nor a vertex on the board")]
    Point(String),
    #[error("`at` is missing: `ask = \"{0}\"` needs a point")]
    NoAt(&'static str),
    #[error("move {number} ({text}) is illegal: {reason}")]
    Move {
        number: usize,
        text: String,
        reason: IllegalReason,
    },
    #[error("there is no stone at {0}")]
    NoStone(String),
    #[error("{0}")]
    Count(CountError),
    #[error("the moves hold no irregular move to find")]
    NoIrregularity,
}

impl Describe for BoardItemError {
    fn message(&self) -> Message {
        match self {
            BoardItemError::Point(text) => Message::text("board-err-point").arg("text", text),
            BoardItemError::NoAt(ask) => Message::text("board-err-no-at").arg("ask", ask),
            BoardItemError::Move {
                number,
                text,
                reason,
            } => Message::text("board-err-move")
                .number("number", *number)
                .arg("text", text)
                .said("reason", reason),
            BoardItemError::NoStone(at) => Message::text("board-err-no-stone").arg("at", at),
            BoardItemError::Count(e) => e.message(),
            BoardItemError::NoIrregularity => Message::text("board-err-no-irregularity"),
        }
    }
}

impl BoardItem {
    /// The position before `moves`.
    pub fn board(&self) -> Board {
        match &self.position {
            Position::Diagram(d) => d.board.clone(),
            Position::Sgf(record) => record
                .replay(RuleSet::default().moves)
                .map(|g| g.board().clone())
                .unwrap_or_else(|_| record.setup_board()),
        }
    }

    /// How many points the board has: no count or number of stones exceeds it.
    pub fn board_points(&self) -> Stones {
        let size = i64::from(self.position.size());
        Stones::whole(size * size)
    }

    /// The position the item asks about: after `moves` (before them if they cannot be
    /// played, which `check` reports).
    pub fn asked_board(&self) -> Board {
        self.game(RuleSet::default())
            .map(|(game, _)| game.board().clone())
            .unwrap_or_else(|_| self.board())
    }

    /// Every stone of the chains marked dead on `board`, as a diagram marks them.
    pub fn dead_stones_on(&self, board: &Board) -> Vec<Point> {
        let mut stones: Vec<Point> = Vec::new();
        for &point in &self.dead {
            if board.get(point).is_some() {
                for stone in board.chain(point) {
                    if !stones.contains(&stone) {
                        stones.push(stone);
                    }
                }
            }
        }
        stones
    }

    /// The last stone played in the position shown (an SGF game's last move).
    pub fn last_move(&self) -> Option<Point> {
        match &self.position {
            Position::Sgf(record) => record.moves.iter().rev().find_map(|(_, m)| match m {
                Move::Play(p) => Some(*p),
                Move::Pass => None,
            }),
            Position::Diagram(_) => None,
        }
    }

    /// The record to replay for `ask = "irregular"`: the position's setup and moves,
    /// then `moves`, none of them checked yet.
    pub fn record(&self) -> GameRecord {
        let mut record = match &self.position {
            Position::Sgf(record) => (**record).clone(),
            Position::Diagram(d) => {
                GameRecord::from_game(&Game::new(d.board.clone(), RuleSet::default().moves), None)
            }
        };
        record.moves.extend(self.moves.iter().copied());
        record
    }

    /// The game after `moves`, and the colour to play.
    pub fn game(&self, rules: RuleSet) -> Result<(Game, Color), BoardItemError> {
        let first = self.moves.first().map_or(Color::Black, |m| m.0);
        let mut game = Game::with_first_player(self.board(), rules.moves, first);
        for (i, &(color, mv)) in self.moves.iter().enumerate() {
            game.play(color, mv).map_err(|e| BoardItemError::Move {
                number: i + 1,
                text: self.position.name_move(mv),
                reason: e.reason,
            })?;
        }
        let to_play = self.to_play.unwrap_or(match self.moves.last() {
            Some((color, _)) => color.opponent(),
            None => Color::Black,
        });
        Ok((game, to_play))
    }

    /// The engine's answer to the item, under its rule set.
    pub fn answer(&self, rules: RuleSet) -> Result<Answer, BoardItemError> {
        if matches!(self.ask, Ask::Irregular | Ask::Ruling) {
            let record = self.record();
            return match first_irregularity(&record, ruling_version(rules)) {
                Ok(Some(found)) => Ok(Answer::whole(found.number as i64)),
                Ok(None) => Err(BoardItemError::NoIrregularity),
                Err(impossible) => Err(BoardItemError::Move {
                    number: impossible.number,
                    text: String::new(),
                    reason: impossible.reason,
                }),
            };
        }
        let (game, to_play) = self.game(rules)?;
        let size = game.board().size();
        let at = |ask: &'static str| self.at.ok_or(BoardItemError::NoAt(ask));
        Ok(match self.ask {
            Ask::Legal => Answer::Bool(game.check(to_play, at("legal")?).is_ok()),
            Ask::Captures => {
                let point = at("captures")?;
                let mut after = game.clone();
                let played =
                    after
                        .play(to_play, Move::Play(point))
                        .map_err(|e| BoardItemError::Move {
                            number: self.moves.len() + 1,
                            text: self.position.name(point),
                            reason: e.reason,
                        })?;
                Answer::whole(played.captured.into())
            }
            Ask::Liberties => {
                let point = at("liberties")?;
                if game.board().get(point).is_none() {
                    return Err(BoardItemError::NoStone(self.position.name(point)));
                }
                Answer::whole(game.board().liberties(point) as i64)
            }
            Ask::Irregular | Ask::Ruling => return Err(BoardItemError::NoIrregularity),
            Ask::Count | Ask::Result => {
                let count =
                    count_position(game.board(), &self.dead).map_err(BoardItemError::Count)?;
                if self.ask == Ask::Count {
                    Answer::Number(count.black_area)
                } else {
                    let terms = CountTerms::new(rules, size, self.handicap, self.komi);
                    Answer::Result(count.outcome(&terms))
                }
            }
        })
    }
}

/// The Chinese rulings an item's rule set is judged by: 1988 for 1988, else 2002.
pub fn ruling_version(rules: RuleSet) -> RulingVersion {
    match rules.rulings {
        RulingVersion::Cn1988 => RulingVersion::Cn1988,
        _ => RulingVersion::Cn2002,
    }
}

/// What each type of item carries.
#[derive(Debug, Clone, PartialEq)]
pub enum Body {
    Fill {
        /// Per locale, per blank, the accepted answers.
        answers: Localized<Vec<Vec<String>>>,
        verify: Option<Calculation>,
        /// What the numeric blanks ask for (`unit`): one for all, or one a blank.
        measures: Vec<crate::bank::matching::Measure>,
    },
    Choice {
        options: Localized<Vec<String>>,
        /// Indices of the right options.
        answer: Vec<usize>,
        shuffle: bool,
        verify: Option<Calculation>,
    },
    TrueFalse {
        answer: bool,
        verify: Option<Calculation>,
    },
    Calc {
        kind: CalcKind,
        params: BTreeMap<String, ParamSpec>,
        present: Present,
    },
    Board(Box<BoardItem>),
    Open {
        answer: Localized<String>,
    },
    /// The next round of a Swiss event to pair (the referee drill `pairing`); typed and
    /// marked by the pairing rules.
    Pairing(Box<super::pairing::PairingItem>),
}

impl Body {
    pub fn kind(&self) -> Kind {
        match self {
            Body::Fill { .. } => Kind::Fill,
            Body::Choice { .. } => Kind::Choice,
            Body::TrueFalse { .. } => Kind::TrueFalse,
            Body::Calc { .. } => Kind::Calc,
            Body::Board(_) => Kind::Board,
            Body::Open { .. } => Kind::Open,
            // Typed, and answered by the engine.
            Body::Pairing(_) => Kind::Calc,
        }
    }
}

/// One question of a bank.
#[derive(Debug, Clone, PartialEq)]
pub struct Question {
    pub id: String,
    /// Where it was read: the file as given, and the line of its `[[question]]`.
    pub file: String,
    pub line: usize,
    pub article: Option<String>,
    /// The regulation an item comes from when it is no article of the rules text
    /// (ranking methods, team scoring, an event's clocks), per locale.
    pub regulation: Localized<String>,
    /// The item states current practice (`source = "practice"`), not a rule or a named
    /// regulation: shown as such, and left out of certification papers.
    pub practice: bool,
    pub rules: RuleSet,
    pub tags: Vec<String>,
    pub level: u8,
    /// Weight in quarter points.
    pub points: Stones,
    pub text: Localized<String>,
    pub explain: Localized<String>,
    pub body: Body,
    /// The text names the winner ("by how much does Black lose?"): a bare margin
    /// answers a result. Otherwise a result must say who wins.
    pub winner_named: bool,
    /// A worked solution made with the item (drills make theirs as they make the item;
    /// a bank item's is computed when it is asked).
    pub worked: Option<Box<super::worked::Worked>>,
    /// Line and column of each field as written, for findings about it.
    pub positions: BTreeMap<String, (usize, usize)>,
}

impl Question {
    /// Where a field was written (or the item itself, if the field was not).
    pub fn position(&self, field: &str) -> (usize, usize) {
        self.positions.get(field).copied().unwrap_or((self.line, 1))
    }

    pub fn kind(&self) -> Kind {
        self.body.kind()
    }

    /// The regulation it cites, in `lang` (see [`localized`]).
    pub fn regulation(&self, lang: Lang) -> Option<Cow<'_, str>> {
        localized(&self.regulation, lang)
    }

    /// Whether it cites its source: an article of the rules or a regulation.
    pub fn cites_source(&self) -> bool {
        self.article.is_some() || !self.regulation.is_empty()
    }

    /// The locales the item is written in.
    pub fn locales(&self) -> Vec<String> {
        self.text.keys().cloned().collect()
    }
}
