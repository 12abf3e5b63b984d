//! What a game record states beside its moves, as the count reports it: how its komi was
//! read (and why it could not be used), and its result compared with the count.

use crate::i18n::describe::{colour_text, outcome_text, stones_style};
use crate::i18n::{Arg, Localizer};
use crate::rules::ruleset::Scoring;
use crate::rules::score::{CountTerms, Outcome};
use crate::rules::sgf::komi::{KomiForm, KomiProblem, RecordKomi};
use crate::rules::sgf::result::{RecordedResult, Unit};
use crate::text::sanitize_for_terminal;

use super::engine::komi_text;

/// The record's `RE`: as written, and as read.
#[derive(Debug, Clone, Copy)]
pub struct Recorded<'a> {
    pub written: &'a str,
    pub result: RecordedResult,
}

impl Recorded<'_> {
    /// The text quoted in a report: trimmed, on one line, no control characters.
    pub fn quoted(&self) -> String {
        sanitize_for_terminal(self.written.trim()).into_owned()
    }
}

/// The line after a count about the record's result: agrees, differs (check the dead
/// stones), won by resignation, on time or by forfeit (the count is for information
/// only), or not read. `None` when the record states no result (`?`, `Void`).
pub fn recorded_line(
    recorded: &Recorded<'_>,
    outcome: &Outcome,
    terms: &CountTerms,
    l: &Localizer,
) -> Option<String> {
    let quoted = Arg::from(recorded.quoted());
    let early = |id: &str, winner| {
        Some(l.format(
            id,
            &[
                ("recorded", quoted.clone()),
                ("winner", Arg::from(colour_text(winner, l))),
            ],
        ))
    };
    let (agrees, in_stones) = match recorded.result {
        RecordedResult::Count { margin, .. } => (
            recorded.result.agrees(outcome)?,
            margin.is_some_and(|m| m.unit == Unit::Stones),
        ),
        RecordedResult::Draw => (recorded.result.agrees(outcome)?, false),
        RecordedResult::Resignation { winner } => {
            return early("count-recorded-resignation", winner);
        }
        RecordedResult::Time { winner } => return early("count-recorded-time", winner),
        RecordedResult::Forfeit { winner } => return early("count-recorded-forfeit", winner),
        RecordedResult::NoResult => return None,
        RecordedResult::Unreadable => {
            return Some(l.format("count-recorded-unread", &[("recorded", quoted)]));
        }
    };
    // The count as the record wrote its result: in stones for a result in stones.
    let chinese = !recorded.written.is_ascii();
    let counted = if (in_stones || chinese) && terms.rules.scoring == Scoring::Area {
        outcome_text(outcome, l)
    } else {
        outcome.points_notation()
    };
    let id = if agrees {
        "count-recorded-agrees"
    } else {
        "count-recorded-differs"
    };
    Some(l.format(id, &[("recorded", quoted), ("counted", Arg::from(counted))]))
}

/// How a komi written in another form than points was read (Fox's hundredths, a quarter
/// value in stones); `None` for points or a unit written out.
pub fn komi_form_note(komi: &RecordKomi, l: &Localizer) -> Option<String> {
    let amount = komi.komi.ok()?;
    let id = match komi.form {
        KomiForm::FoxStones => "count-komi-fox-stones",
        KomiForm::FoxPoints => "count-komi-fox-points",
        KomiForm::Stones => "count-komi-stones",
        KomiForm::Points | KomiForm::Unit => return None,
    };
    Some(l.format(
        id,
        &[
            ("written", Arg::from(shown(&komi.written))),
            ("komi", Arg::from(komi_text(amount, l))),
        ],
    ))
}

/// A record's komi that cannot be used, and the komi used instead.
pub fn komi_unusable(
    komi: &RecordKomi,
    problem: KomiProblem,
    used: &CountTerms,
    l: &Localizer,
) -> String {
    let id = match problem {
        KomiProblem::NotANumber => "count-komi-unreadable",
        KomiProblem::NotQuarters => "count-komi-not-quarters",
    };
    l.format(
        id,
        &[
            ("written", Arg::from(shown(&komi.written))),
            ("used", Arg::from(komi_text(used.komi, l))),
        ],
    )
}

/// A record's komi that leaves no draw line on the board, and the komi used instead.
pub fn komi_off_board(
    komi: &RecordKomi,
    stated: &CountTerms,
    used: &CountTerms,
    l: &Localizer,
) -> String {
    l.format(
        "count-komi-off-board",
        &[
            ("written", Arg::from(shown(&komi.written))),
            ("komi", Arg::from(komi_text(stated.komi, l))),
            (
                "threshold",
                Arg::from(stated.threshold().mixed(stones_style(l))),
            ),
            ("size", Arg::from(i64::from(stated.size))),
            ("points", Arg::from(stated.points())),
            ("used", Arg::from(komi_text(used.komi, l))),
        ],
    )
}

/// A record that states both a handicap and a komi, which the count adds up.
pub fn komi_with_handicap(komi: &RecordKomi, terms: &CountTerms, l: &Localizer) -> String {
    let style = stones_style(l);
    l.format(
        "count-komi-with-handicap",
        &[
            ("handicap", Arg::from(terms.handicap)),
            (
                "back",
                Arg::from(terms.rules.handicap_return(terms.handicap).mixed(style)),
            ),
            ("written", Arg::from(shown(&komi.written))),
            ("komi", Arg::from(komi_text(terms.komi, l))),
            ("threshold", Arg::from(terms.threshold().mixed(style))),
        ],
    )
}

/// A value from a file as a message quotes it: on one line, without controls, short.
fn shown(value: &str) -> String {
    let safe = sanitize_for_terminal(value).into_owned();
    match safe.char_indices().nth(20) {
        Some((end, _)) => format!("{}…", &safe[..end]),
        None => safe,
    }
}
