//! An item as it is asked once: text in one language, parameters drawn, options
//! shuffled, and the key that grades the answer. Practice, exams, drills, printed
//! sheets and exports all ask questions through this.

use rand::seq::SliceRandom;
use rand::{Rng, RngExt};

use crate::i18n::Localizer;
use crate::i18n::describe::{Join, decisions_text, separator};
use crate::referee::ruling::{first_irregularity, ruling_options};
use crate::rules::sgf::GameRecord;
use crate::rules::{Color, Move, Point, Snapshot};

use super::answer::{Answer, Reading, Unreadable};
use super::calc::{self, Params};
use super::check::{instance, instance_count};
use super::matching::{
    Unit, blank_is_numeric, compatible, expected_unit, normalize, parse_amount, parse_bool,
    parse_choice, parse_result, text_matches_in,
};
use super::model::{
    Ask, BoardItem, Body, Position, Present, Question, localized, localized_list, ruling_version,
    traditional_list,
};
use super::pairing::PairingKey;
use super::worked::Worked;

/// How the question is put.
#[derive(Debug, Clone, PartialEq)]
pub enum Presentation {
    /// Options in the order shown; `multiple` when more than one may be right.
    Choice {
        options: Vec<String>,
        multiple: bool,
    },
    TrueFalse,
    /// Typed answers, one per blank.
    Input {
        blanks: usize,
    },
    /// Answered in the person's own words; graded by themselves or a teacher.
    Open,
}

/// What grades the answer.
#[derive(Debug, Clone, PartialEq)]
pub enum Key {
    /// The right options, as indices into the options shown.
    Options(Vec<usize>),
    Bool(bool),
    /// Per blank, the accepted answers.
    Blanks(Vec<Vec<String>>),
    /// The engine's answer, matched in any written form.
    Engine(Answer),
    /// A model answer.
    Model(String),
    /// A round to pair: marked by the pairing rules, the engine's pairing the model.
    Pairing(Box<PairingKey>),
}

/// A position to draw with the question.
#[derive(Debug, Clone, PartialEq)]
pub struct Figure {
    pub board: Snapshot,
    pub labels: Vec<(char, Point)>,
    /// Stones marked dead.
    pub marked: Vec<Point>,
    /// The last move played, marked on the board.
    pub last: Option<Point>,
    /// Empty points counted as one side's area (a worked count shows them).
    pub areas: Vec<(Point, Color)>,
    /// A game record printed as a numbered diagram (棋谱): the number of the move on
    /// each stone it placed.
    pub numbers: Vec<(Point, u16)>,
    /// The record's moves that no stone of the diagram shows: played where a stone
    /// already stands (after a capture, or void), and passes.
    pub notes: Vec<MoveNote>,
}

/// A move of a numbered diagram written beside it: `7 = 3`, `9 = C3`, `8 White passes`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveNote {
    pub number: u16,
    pub color: Color,
    pub at: NoteAt,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoteAt {
    /// On the point of an earlier move, by its number.
    Move(u16),
    /// On a point whose stone was there before the record starts.
    Point(Point),
    Pass,
}

impl Figure {
    /// A position and nothing marked on it.
    pub fn plain(board: Snapshot) -> Figure {
        Figure {
            board,
            labels: Vec::new(),
            marked: Vec::new(),
            last: None,
            areas: Vec::new(),
            numbers: Vec::new(),
            notes: Vec::new(),
        }
    }

    /// A record as game records are printed: the starting position, each move's stone
    /// on its point with its number, and beside the diagram the moves that have no
    /// point of their own. Stones are never taken off, so every move can be read.
    pub fn numbered(record: &GameRecord) -> Figure {
        let mut figure = Figure::plain(Snapshot::of(&record.setup_board()));
        for (i, &(color, mv)) in record.moves.iter().enumerate() {
            let number = u16::try_from(i + 1).unwrap_or(u16::MAX);
            let at = match mv {
                Move::Pass => NoteAt::Pass,
                Move::Play(point) if figure.board.get(point).is_none() => {
                    figure.board = figure.board.with_stone(point, color);
                    figure.numbers.push((point, number));
                    continue;
                }
                Move::Play(point) => figure
                    .numbers
                    .iter()
                    .find(|(p, _)| *p == point)
                    .map_or(NoteAt::Point(point), |&(_, n)| NoteAt::Move(n)),
            };
            figure.notes.push(MoveNote { number, color, at });
        }
        figure
    }

    /// The number on the stone at `point`, if the figure numbers moves.
    pub fn number_at(&self, point: Point) -> Option<u16> {
        self.numbers
            .iter()
            .find(|(p, _)| *p == point)
            .map(|&(_, n)| n)
    }

    /// The notes beside a numbered diagram, in the reader's language.
    pub fn notes_text(&self, l: &Localizer) -> Option<String> {
        if self.notes.is_empty() {
            return None;
        }
        let size = self.board.size();
        let notes: Vec<String> = self
            .notes
            .iter()
            .map(|note| {
                let (key, at) = match note.at {
                    NoteAt::Move(n) => ("figure-note-at", n.to_string()),
                    NoteAt::Point(p) => ("figure-note-at", p.to_gtp(size)),
                    NoteAt::Pass => ("figure-note-pass", String::new()),
                };
                l.format(
                    key,
                    &[
                        ("number", crate::i18n::Arg::from(note.number.to_string())),
                        ("at", crate::i18n::Arg::from(at)),
                        (
                            "colour",
                            crate::i18n::Arg::from(crate::i18n::describe::colour_text(
                                note.color, l,
                            )),
                        ),
                    ],
                )
            })
            .collect();
        Some(l.format(
            "figure-notes",
            &[(
                "notes",
                crate::i18n::Arg::from(notes.join(separator(Join::Clauses, l))),
            )],
        ))
    }
}

/// One asking of an item.
#[derive(Debug, Clone, PartialEq)]
pub struct Instance<'q> {
    pub question: &'q Question,
    pub text: String,
    pub presentation: Presentation,
    pub key: Key,
    pub explain: Option<String>,
    pub figure: Option<Figure>,
    /// The parameters drawn for a computed item.
    pub params: Params,
    /// A game to replay move by move, stopping at the irregular move
    /// (`ask = "irregular"`); the answer is that move's number.
    pub replay: Option<GameRecord>,
    /// How an engine-keyed answer is read: its unit, whether the text names the winner.
    pub reading: Reading,
    /// How the engine reached the answer, shown after it.
    pub worked: Option<Worked>,
    /// For a record: the notes of its numbered diagram, at the end of `text`.
    pub record_notes: Option<String>,
}

/// A person's answer.
#[derive(Debug, Clone, PartialEq)]
pub enum Response {
    Choice(Vec<usize>),
    Bool(bool),
    Text(Vec<String>),
    /// Self-graded open answer: right or not.
    SelfGraded(bool),
    Skipped,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Grade {
    Right,
    Wrong,
}

fn figure_of(item: &BoardItem) -> Figure {
    let labels = match &item.position {
        Position::Diagram(d) => d.labels.iter().map(|(c, p)| (*c, *p)).collect(),
        Position::Sgf(_) => Vec::new(),
    };
    let board = item.board();
    Figure {
        labels,
        marked: item.dead_stones_on(&board),
        last: item.last_move(),
        ..Figure::plain(Snapshot::of(&board))
    }
}

/// Options for a choice made of answers: the right one among up to three wrong ones,
/// shuffled.
fn answer_options<R: Rng + ?Sized>(
    right: Answer,
    mut wrong: Vec<Answer>,
    l: &Localizer,
    rng: &mut R,
) -> (Vec<String>, usize) {
    // Numbers near the answer, drawn at random: always taking the nearest would leave the
    // key second smallest every time.
    if matches!(right, Answer::Number(_)) {
        wrong.shuffle(rng);
    }
    wrong.truncate(3);
    let mut all = vec![right];
    all.extend(wrong);
    all.shuffle(rng);
    let index = all.iter().position(|a| *a == right).unwrap_or(0);
    (all.iter().map(|a| a.display(l)).collect(), index)
}

/// Asks `q` once in `l`'s language. Parameters and option order come from `rng`.
/// `None` when a computed item has no valid instance (which `check` reports).
pub fn instantiate<'q, R: Rng + ?Sized>(
    q: &'q Question,
    l: &Localizer,
    rng: &mut R,
) -> Option<Instance<'q>> {
    let lang = l.lang();
    let text = localized(&q.text, lang)?.into_owned();
    let explain = localized(&q.explain, lang).map(|e| e.into_owned());
    let mut made = Instance {
        question: q,
        text,
        presentation: Presentation::Open,
        key: Key::Model(String::new()),
        explain,
        figure: None,
        params: Params::new(),
        replay: None,
        reading: Reading {
            unit: None,
            winner_named: q.winner_named,
        },
        worked: q.worked.as_deref().cloned(),
        record_notes: None,
    };
    match &q.body {
        Body::Fill { answers, .. } => {
            let blanks = localized_list(answers, lang, |b: &Vec<Vec<String>>| {
                b.iter().map(|a| traditional_list(a)).collect()
            })?;
            made.presentation = Presentation::Input {
                blanks: blanks.len(),
            };
            made.key = Key::Blanks(blanks);
        }
        Body::Choice {
            options,
            answer,
            shuffle,
            ..
        } => {
            let options = localized_list(options, lang, |o: &Vec<String>| traditional_list(o))?;
            let mut order: Vec<usize> = (0..options.len()).collect();
            if *shuffle {
                order.shuffle(rng);
            }
            let right = order
                .iter()
                .enumerate()
                .filter(|(_, original)| answer.contains(original))
                .map(|(shown, _)| shown)
                .collect();
            made.presentation = Presentation::Choice {
                options: order.iter().map(|&i| options[i].clone()).collect(),
                multiple: answer.len() > 1,
            };
            made.key = Key::Options(right);
        }
        Body::TrueFalse { answer, .. } => {
            made.presentation = Presentation::TrueFalse;
            made.key = Key::Bool(*answer);
        }
        Body::Calc {
            kind,
            params,
            present,
        } => {
            let total = instance_count(params);
            // A few draws: a sampled instance may be impossible where others are not.
            let (values, right) = (0..8).find_map(|_| {
                let values = instance(params, rng.random_range(0..total.max(1)));
                calc::compute(*kind, &values, q.rules)
                    .ok()
                    .map(|a| (values, a))
            })?;
            made.text = calc::interpolate(&made.text, &values);
            made.reading.unit = calc::unit(*kind, &values);
            match present {
                Present::Choice => {
                    let wrong = calc::distractors(*kind, &values, q.rules, &right, None);
                    let (options, index) = answer_options(right, wrong, l, rng);
                    made.presentation = Presentation::Choice {
                        options,
                        multiple: false,
                    };
                    made.key = Key::Options(vec![index]);
                }
                _ => {
                    made.presentation = Presentation::Input { blanks: 1 };
                    made.key = Key::Engine(right);
                }
            }
            made.worked = calc::worked(*kind, &values);
            made.params = values;
        }
        Body::Board(item) if matches!(item.ask, Ask::Irregular | Ask::Ruling) => {
            let record = item.record();
            let version = ruling_version(q.rules);
            if made.worked.is_none() {
                made.worked = Worked::ruling(&record, version, true);
            }
            // Paper, exports and the browser cannot step through a record: every front
            // end shows it as a numbered diagram.
            let figure = Figure::numbered(&record);
            if let Some(notes) = figure.notes_text(l) {
                made.text = format!("{}\n{notes}", made.text);
                made.record_notes = Some(notes);
            }
            made.figure = Some(figure);
            if item.ask == Ask::Ruling {
                // Which ruling, among others a candidate might give.
                let finding = first_irregularity(&record, version).ok()??;
                let (rulings, right) = ruling_options(&finding.ruling, rng);
                made.presentation = Presentation::Choice {
                    options: rulings.iter().map(|r| decisions_text(r, l)).collect(),
                    multiple: false,
                };
                made.key = Key::Options(vec![right]);
            } else {
                made.replay = Some(record);
                made.presentation = Presentation::Input { blanks: 1 };
                made.key = Key::Engine(item.answer(q.rules).ok()?);
            }
        }
        Body::Board(item) => {
            let right = item.answer(q.rules).ok()?;
            // Areas and captures are counted in stones.
            if matches!(item.ask, Ask::Count | Ask::Captures) {
                made.reading.unit = Some(Unit::Stones);
            }
            made.figure = Some(figure_of(item));
            if matches!(item.ask, Ask::Count | Ask::Result) {
                made.worked = Worked::count(item, q.rules);
            }
            match (item.present, right) {
                (Present::TrueFalse, Answer::Bool(b)) => {
                    made.presentation = Presentation::TrueFalse;
                    made.key = Key::Bool(b);
                }
                (Present::Choice, right) => {
                    let wrong = match right {
                        Answer::Result(_) | Answer::Number(_) => calc::distractors(
                            calc::CalcKind::Result,
                            &Params::new(),
                            q.rules,
                            &right,
                            Some(item.board_points()),
                        ),
                        other => vec![match other {
                            Answer::Bool(b) => Answer::Bool(!b),
                            Answer::Colour(c) => Answer::Colour(c.opponent()),
                            same => same,
                        }],
                    };
                    let (options, index) = answer_options(right, wrong, l, rng);
                    made.presentation = Presentation::Choice {
                        options,
                        multiple: false,
                    };
                    made.key = Key::Options(vec![index]);
                }
                (_, right) => {
                    made.presentation = Presentation::Input { blanks: 1 };
                    made.key = Key::Engine(right);
                }
            }
        }
        Body::Pairing(item) => {
            made.presentation = Presentation::Input { blanks: 1 };
            made.key = Key::Pairing(Box::new(PairingKey::new(item, lang)?));
        }
        Body::Open { answer } => {
            made.key = Key::Model(
                localized(answer, lang)
                    .map(|a| a.into_owned())
                    .unwrap_or_default(),
            );
        }
    }
    Some(made)
}

impl Instance<'_> {
    /// The question without a record's notes: the terminal steps through the record
    /// instead, and shows the numbered diagram after the answer.
    pub fn stem(&self) -> &str {
        match &self.record_notes {
            Some(notes) => self
                .text
                .strip_suffix(notes.as_str())
                .map_or(self.text.as_str(), str::trim_end),
            None => &self.text,
        }
    }

    /// Reads one line of typed input as an answer; `None` if it is not one (ask again).
    /// Blanks are separated as [`split_blanks`] reads them when there are several.
    pub fn read(&self, line: &str) -> Option<Response> {
        self.read_or_why(line).ok()
    }

    /// As [`Instance::read`], saying why a line is not an answer.
    pub fn read_or_why(&self, line: &str) -> Result<Response, Unreadable> {
        let line = line.trim();
        if let Key::Pairing(key) = &self.key {
            key.read(line, false)?;
            return Ok(Response::Text(vec![line.to_string()]));
        }
        let not = Unreadable::NotAnAnswer;
        match &self.presentation {
            Presentation::Choice { options, .. } => parse_choice(line, options.len())
                .map(Response::Choice)
                .ok_or(not),
            Presentation::TrueFalse => parse_bool(line).map(Response::Bool).ok_or(not),
            Presentation::Input { blanks } => {
                let parts = split_blanks(line, *blanks).ok_or(not)?;
                for (i, part) in parts.iter().enumerate() {
                    self.readable_part(i, part)?;
                }
                Ok(Response::Text(parts))
            }
            Presentation::Open => parse_bool(line).map(Response::SelfGraded).ok_or(not),
        }
    }

    /// As [`Instance::read_or_why`], for text handed in as it is: a pairing that leaves
    /// players out is marked (they are missing), not waited on.
    pub fn read_handed_in(&self, text: &str) -> Result<Response, Unreadable> {
        match &self.key {
            Key::Pairing(key) => {
                key.read(text.trim(), true)?;
                Ok(Response::Text(vec![text.trim().to_string()]))
            }
            _ => self.read_or_why(text),
        }
    }

    /// What the feedback says of `response` beyond right or wrong: for a pairing, each
    /// rule it breaks, or that it differs from the model only where the rules allow.
    pub fn notes(&self, response: &Response, l: &Localizer) -> Vec<String> {
        match (&self.key, response) {
            (Key::Pairing(key), Response::Text(typed)) => key.notes(&typed.join("\n"), l),
            _ => Vec::new(),
        }
    }

    /// Whether one typed blank is an answer: a number where the key is a number, a result
    /// that names its winner, and never punctuation alone.
    fn readable_part(&self, blank: usize, part: &str) -> Result<(), Unreadable> {
        if normalize(part).is_empty() {
            return Err(Unreadable::NotAnAnswer);
        }
        match &self.key {
            Key::Engine(answer) => answer.readable(part, self.reading),
            Key::Blanks(accepted) => {
                let Some(accepted) = accepted.get(blank) else {
                    return Ok(());
                };
                let reading = Reading {
                    unit: None,
                    winner_named: self.reading.winner_named,
                };
                // A blank keyed by results wants a result; one keyed by numbers, a number.
                if let Some(outcome) = accepted.iter().find_map(|a| parse_result(a))
                    && accepted.iter().all(|a| parse_result(a).is_some())
                {
                    return Answer::Result(outcome).readable(part, reading);
                }
                if blank_is_numeric(accepted) && parse_amount(part).is_none() {
                    return Err(Unreadable::NotAnAnswer);
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// Per blank, the unit it asks in (`None`: no unit), when the item says; empty when
    /// its answers say.
    pub fn blank_units(&self) -> Vec<Option<Unit>> {
        let Key::Blanks(accepted) = &self.key else {
            return Vec::new();
        };
        match &self.question.body {
            Body::Fill { measures, .. } if !measures.is_empty() => accepted
                .iter()
                .enumerate()
                .map(|(i, a)| self.blank_unit(i, a))
                .collect(),
            _ => Vec::new(),
        }
    }

    /// The unit blank `index` asks in: the item's `unit`, else its accepted answers'.
    fn blank_unit(&self, index: usize, accepted: &[String]) -> Option<Unit> {
        let measures = match &self.question.body {
            Body::Fill { measures, .. } => measures.as_slice(),
            _ => &[],
        };
        expected_unit(measures, index, accepted)
    }

    /// A unit typed that the question does not ask in: (typed, expected), for feedback.
    pub fn unit_mixup(&self, response: &Response) -> Option<(Unit, Unit)> {
        let Response::Text(typed) = response else {
            return None;
        };
        typed.iter().enumerate().find_map(|(i, t)| {
            let expected = match &self.key {
                Key::Engine(Answer::Number(_)) => self.reading.unit,
                Key::Blanks(accepted) => accepted.get(i).and_then(|a| self.blank_unit(i, a)),
                _ => None,
            }?;
            let unit = parse_amount(t)?.unit?;
            (!compatible(Some(unit), Some(expected))).then_some((unit, expected))
        })
    }

    pub fn grade(&self, response: &Response) -> Grade {
        let right = match (&self.key, response) {
            (Key::Options(right), Response::Choice(picked)) => right == picked,
            (Key::Bool(right), Response::Bool(b)) => right == b,
            (Key::Blanks(accepted), Response::Text(typed)) => {
                accepted.len() == typed.len()
                    && accepted.iter().zip(typed).enumerate().all(|(i, (a, t))| {
                        text_matches_in(t, a, self.blank_unit(i, a)) || self.margin_meant(t, a)
                    })
            }
            (Key::Engine(answer), Response::Text(typed)) => {
                typed.len() == 1 && answer.is_meant_by(&typed[0], self.reading)
            }
            (Key::Model(_), Response::SelfGraded(right)) => *right,
            (Key::Pairing(key), Response::Text(typed)) => key
                .broken(&typed.join("\n"))
                .is_some_and(|broken| broken.is_empty()),
            _ => false,
        };
        if right { Grade::Right } else { Grade::Wrong }
    }

    /// A bare margin for a blank keyed by results, where the text names the winner.
    fn margin_meant(&self, typed: &str, accepted: &[String]) -> bool {
        self.reading.winner_named
            && accepted.iter().any(|a| {
                parse_result(a).is_some_and(|o| Answer::Result(o).is_meant_by(typed, self.reading))
            })
    }

    /// A person's answer as they gave it, in the same form as [`Self::key_text`];
    /// `None` for a self-graded or skipped item.
    pub fn response_text(&self, response: &Response, l: &Localizer) -> Option<String> {
        match (response, &self.presentation) {
            (Response::Choice(picked), Presentation::Choice { options, .. }) => Some(
                picked
                    .iter()
                    .filter_map(|&i| options.get(i).map(|o| format!("{}. {o}", letter(i))))
                    .collect::<Vec<_>>()
                    .join(separator(Join::Answers, l)),
            ),
            (Response::Bool(b), _) => Some(Answer::Bool(*b).display(l)),
            (Response::Text(typed), _) if matches!(self.key, Key::Pairing(_)) => {
                let Key::Pairing(key) = &self.key else {
                    return None;
                };
                let text = typed.join("\n");
                Some(
                    key.read(&text, true)
                        .map_or(text, |proposal| key.text(&proposal, l)),
                )
            }
            (Response::Text(typed), _) => Some(typed.join(" | ")),
            _ => None,
        }
    }

    /// The right answer as a person reads it.
    pub fn key_text(&self, l: &Localizer) -> String {
        match (&self.key, &self.presentation) {
            (Key::Options(right), Presentation::Choice { options, .. }) => right
                .iter()
                .map(|&i| format!("{}. {}", letter(i), options[i]))
                .collect::<Vec<_>>()
                .join(separator(Join::Answers, l)),
            (Key::Bool(b), _) => Answer::Bool(*b).display(l),
            (Key::Blanks(blanks), _) => blanks
                .iter()
                .map(|accepted| accepted.first().cloned().unwrap_or_default())
                .collect::<Vec<_>>()
                .join(" | "),
            (Key::Engine(answer), _) => answer.display(l),
            (Key::Model(model), _) => model.clone(),
            (Key::Pairing(key), _) => key.model_text(l),
            (Key::Options(_), _) => String::new(),
        }
    }
}

/// `A`, `B`, … for option `index`.
/// One typed line cut into `blanks` answers: at `|`, `｜`, `;` or `；`, else (a Chinese
/// IME types these between words) at `，`, `,` or `、`. `None` when neither gives
/// that many.
pub fn split_blanks(line: &str, blanks: usize) -> Option<Vec<String>> {
    if blanks <= 1 {
        return Some(vec![line.to_string()]);
    }
    [&['|', '｜', ';', '；'][..], &['，', ',', '、']]
        .iter()
        .map(|separators| {
            line.split(*separators)
                .map(|p| p.trim().to_string())
                .collect::<Vec<_>>()
        })
        .find(|parts| parts.len() == blanks)
}

pub fn letter(index: usize) -> char {
    (b'A' + (index % 26) as u8) as char
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bank::test_bank as bank;
    use crate::i18n::Lang;
    use rand::SeedableRng;
    use rand::rngs::ChaCha8Rng;

    #[test]
    fn blanks_are_cut_at_any_separator_a_chinese_ime_types() {
        for line in [
            "星|天元",
            "星｜天元",
            "星；天元",
            "星，天元",
            "星, 天元",
            "星、天元",
        ] {
            assert_eq!(
                split_blanks(line, 2),
                Some(vec!["星".to_string(), "天元".to_string()]),
                "{line}"
            );
        }
        // A comma inside one of the answers is kept when a bar separates them.
        assert_eq!(
            split_blanks("30、40、50|1分", 2),
            Some(vec!["30、40、50".to_string(), "1分".to_string()])
        );
        assert_eq!(split_blanks("星 天元", 2), None);
        assert_eq!(
            split_blanks("星，天元", 1),
            Some(vec!["星，天元".to_string()])
        );
    }

    #[test]
    fn a_shuffled_choice_keeps_its_key() {
        let q = bank(
            "[[question]]\nid = \"c\"\ntype = \"choice\"\ntext.en = \"?\"\noptions.en = [\"w\", \"x\", \"right\", \"y\"]\nanswer = \"C\"\n",
        );
        let l = Localizer::new(Lang::En);
        for seed in 0..20 {
            let i = instantiate(&q[0], &l, &mut ChaCha8Rng::seed_from_u64(seed)).unwrap();
            let Presentation::Choice { options, .. } = &i.presentation else {
                panic!()
            };
            let Key::Options(right) = &i.key else {
                panic!()
            };
            assert_eq!(options[right[0]], "right");
            let typed = letter(right[0]).to_string();
            assert_eq!(i.grade(&i.read(&typed).unwrap()), Grade::Right);
        }
    }

    #[test]
    fn computed_items_are_keyed_by_the_engine_and_read_typed_results() {
        let q = bank(
            "[[question]]\nid = \"r\"\ntype = \"calc\"\ncalc = \"result\"\nparams.black = 183\ntext.en = \"Black {black}?\"\n",
        );
        let l = Localizer::new(Lang::En);
        let i = instantiate(&q[0], &l, &mut ChaCha8Rng::seed_from_u64(1)).unwrap();
        assert_eq!(i.text, "Black 183?");
        for typed in ["黑负1又1/4子", "W+2.5", "white by 1 1/4"] {
            assert_eq!(i.grade(&i.read(typed).unwrap()), Grade::Right, "{typed}");
        }
        assert_eq!(i.grade(&i.read("B+2.5").unwrap()), Grade::Wrong);
        assert_eq!(i.key_text(&l), "Black loses by 1 1/4 stones (W+2.5)");
    }

    #[test]
    fn zh_tw_comes_from_zh_cn_by_conversion() {
        let q = bank(
            "[[question]]\nid = \"f\"\ntype = \"fill\"\ntext.zh-CN = \"禁着点是____。\"\nanswer.zh-CN = [[\"禁着点\"]]\n",
        );
        let l = Localizer::new(Lang::ZhTw);
        let i = instantiate(&q[0], &l, &mut ChaCha8Rng::seed_from_u64(1)).unwrap();
        assert_eq!(i.text, "禁著點是____。");
        assert_eq!(i.grade(&i.read("禁著點").unwrap()), Grade::Right);
        assert_eq!(i.read(""), None);
    }
}
