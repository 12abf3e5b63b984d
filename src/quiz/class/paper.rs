//! The items of a classroom quiz: which the quiz asks, and each student's own instance
//! of each (parameters and option order from the seed and the student's place).

use serde::{Deserialize, Serialize};

use crate::bank::answer::Answer;
use crate::bank::instance::{Key, Presentation, instantiate, letter};
use crate::bank::matching::parse_bool;
use crate::bank::paper::PaperError;
use crate::bank::select::Filters;
use crate::bank::{Kind, Question};
use crate::i18n::describe::{Join, citation_text, separator};
use crate::i18n::{Arg, Localizer};
use crate::quiz::grade::{KeyItem, StoredKey};
use crate::render::{board_svg, escape_xml, rng_for};

use super::ClassError;

/// How an item is answered on the page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Form {
    Choice,
    TrueFalse,
    /// A board's "may this move be played?": true/false answered 能/不能 as on paper.
    Can,
    Text,
}

/// One item as drawn for one student.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ServedItem {
    pub number: usize,
    pub kind: Kind,
    pub text: String,
    pub form: Form,
    pub options: Option<Vec<String>>,
    pub multiple: bool,
    pub blanks: usize,
    pub board_svg: Option<String>,
    pub explain: Option<String>,
    /// Where the answer comes from, as every front end cites it.
    #[serde(default)]
    pub cite: Option<String>,
    /// Never sent before the student's answer is locked.
    pub key: KeyItem,
}

/// Draws one student's items: the quiz's items in its order, each asked afresh
/// (parameters and option order from the seed and the student's place in the class).
pub fn draw_paper(
    questions: &[&Question],
    seed: u64,
    ordinal: u32,
    l: &Localizer,
) -> Result<Vec<ServedItem>, ClassError> {
    let mut rng = rng_for(seed, ordinal);
    questions
        .iter()
        .enumerate()
        .map(|(i, q)| {
            let instance =
                instantiate(q, l, &mut rng).ok_or_else(|| ClassError::NoInstance(q.id.clone()))?;
            let (form, options, multiple, blanks) = match &instance.presentation {
                Presentation::Choice { options, multiple } => {
                    (Form::Choice, Some(options.clone()), *multiple, 0)
                }
                Presentation::TrueFalse if q.kind() == Kind::Board => (Form::Can, None, false, 0),
                Presentation::TrueFalse => (Form::TrueFalse, None, false, 0),
                Presentation::Input { blanks } => (Form::Text, None, false, *blanks),
                Presentation::Open => (Form::Text, None, false, 1),
            };
            let board = instance.figure.as_ref().map(|f| {
                let label = l.format(
                    "sheet-board-label",
                    &[("size", Arg::Number(i64::from(f.board.size())))],
                );
                board_svg(f, &escape_xml(&label))
            });
            Ok(ServedItem {
                number: i + 1,
                kind: q.kind(),
                text: instance.text.clone(),
                form,
                options,
                multiple,
                blanks,
                board_svg: board,
                explain: instance.explain.clone(),
                cite: citation_text(q, l),
                key: KeyItem {
                    number: i + 1,
                    id: q.id.clone(),
                    kind: q.kind(),
                    article: q.article.clone(),
                    regulation: q.regulation(l.lang()).map(|r| r.into_owned()),
                    points: q.points.as_f64(),
                    answer: StoredKey::of(&instance),
                    answer_text: match (&instance.key, form) {
                        (Key::Bool(b), Form::Can) => can_text(*b, l),
                        _ => instance.key_text(l),
                    },
                    text: Some(instance.text.clone()),
                },
            })
        })
        .collect()
}

/// The options a choice answer picks: (letter, text).
pub(super) fn picked<'a>(options: &'a [String], answer: &str) -> Option<Vec<(char, &'a String)>> {
    crate::bank::matching::parse_choice(answer, options.len()).map(|p| {
        p.iter()
            .filter_map(|&i| options.get(i).map(|o| (letter(i), o)))
            .collect()
    })
}

fn can_text(can: bool, l: &Localizer) -> String {
    l.text(if can { "sheet-can" } else { "sheet-cannot" })
}

/// A true/false answer in the reader's words: 对/错, or 能/不能 for a board move.
pub(super) fn can_or_true_false(form: Form, answer: bool, l: &Localizer) -> String {
    match form {
        Form::Can => can_text(answer, l),
        _ => Answer::Bool(answer).display(l),
    }
}

/// An answer as the student gave it, in the reader's words: a choice with its
/// options' text (`B. 3¾`), true/false as 对/错 (能/不能 for a board move).
pub(super) fn shown_answer(item: &ServedItem, answer: &str, l: &Localizer) -> String {
    answer_in_words(item, answer, l, true)
}

/// As [`shown_answer`]; without `letters` a choice is its options' text alone (each
/// student's letters differ in a self-paced quiz).
pub(super) fn answer_in_words(
    item: &ServedItem,
    answer: &str,
    l: &Localizer,
    letters: bool,
) -> String {
    match (&item.options, item.form) {
        (Some(options), _) => picked(options, answer).map_or_else(
            || answer.to_string(),
            |p| {
                p.iter()
                    .map(|(letter, o)| match letters {
                        true => format!("{letter}. {o}"),
                        false => o.to_string(),
                    })
                    .collect::<Vec<_>>()
                    .join(separator(Join::Answers, l))
            },
        ),
        (None, Form::TrueFalse | Form::Can) => parse_bool(answer).map_or_else(
            || answer.to_string(),
            |b| can_or_true_false(item.form, b, l),
        ),
        (None, _) => answer.to_string(),
    }
}

/// How many items a class's test asks when `--count` is not given, printed (`sheet`)
/// or in the browser (`serve`) alike.
pub const DEFAULT_COUNT: usize = 20;

/// The items of a class's test, printed or in the browser: one draw, from stream 0 of
/// the seed, so the same seed and filters ask the same items everywhere.
pub fn draw_items<'q>(
    questions: &'q [Question],
    filters: &Filters,
    seed: u64,
) -> Result<Vec<&'q Question>, PaperError> {
    filters.select(questions, &mut rng_for(seed, 0))
}

/// The items a classroom quiz asks, by id, and how many open items the filters named
/// that are left out (a quiz in the browser marks as it goes; an open answer needs the
/// teacher). The draw is `sheet`'s ([`draw_items`]) with its open items taken out
/// afterwards, the next items of the draw in their place.
pub fn choose_items(
    questions: &[Question],
    filters: Filters,
    seed: u64,
) -> Result<(Vec<String>, Option<usize>), PaperError> {
    let left_out = filters
        .kinds
        .contains(&Kind::Open)
        .then(|| questions.iter().filter(|q| q.kind() == Kind::Open).count());
    let filters = Filters {
        without_open: true,
        ..filters
    };
    let chosen = draw_items(questions, &filters, seed)?;
    Ok((chosen.iter().map(|q| q.id.clone()).collect(), left_out))
}
