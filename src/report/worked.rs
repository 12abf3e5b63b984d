//! Worked solutions as text: the count, the clock, the table or the ruling the engine
//! worked out, in the reader's language. The board, if any, is drawn by the caller.

use crate::bank::worked::Worked;
use crate::i18n::describe::colour_text;
use crate::i18n::{Arg, Localizer};
use crate::referee::ruling::Irregularity;

use super::Report;
use super::clock::ClockReport;
use super::engine::count_text;
use super::referee::finding_text;
use super::standings::StandingsReport;

/// The steps that give the answer, one a line, ending in a newline.
pub fn worked_text(worked: &Worked, l: &Localizer) -> String {
    let mut out = match worked {
        Worked::Count { count, terms, .. } => {
            format!(
                "{}{}\n",
                count_text(count, terms, l),
                l.text("worked-count-legend")
            )
        }
        Worked::Clock(timeline) => ClockReport(timeline).text(l),
        Worked::Standings(table) => StandingsReport(table).text(l),
        Worked::Ruling {
            finding,
            size,
            with_ruling,
            ..
        } => {
            let mut text = if *with_ruling {
                finding_text(Some(finding), 0, *size, l)
            } else {
                l.format(
                    "worked-irregular-move",
                    &[
                        ("number", Arg::from(finding.number as i64)),
                        ("color", Arg::from(colour_text(finding.color, l))),
                        ("point", Arg::from(finding.mv.to_gtp(*size))),
                        (
                            "irregularity",
                            Arg::from(l.text(&format!(
                                "irregularity-{}",
                                finding.ruling.irregularity.code()
                            ))),
                        ),
                    ],
                )
            };
            // Why the move is irregular: the moves a record can show.
            let why = match finding.ruling.irregularity {
                Irregularity::DoubleMove => Some("worked-why-double-move"),
                Irregularity::KoRetake => Some("worked-why-ko-retake"),
                Irregularity::ForbiddenPoint => Some("worked-why-forbidden-point"),
                Irregularity::RepetitionCycle => Some("worked-why-repetition"),
                _ => None,
            };
            if let Some(why) = why {
                text.push('\n');
                text.push_str(&l.format(
                    why,
                    &[
                        ("color", Arg::from(colour_text(finding.color, l))),
                        ("point", Arg::from(finding.mv.to_gtp(*size))),
                    ],
                ));
            }
            text
        }
    };
    if !out.ends_with('\n') {
        out.push('\n');
    }
    out
}
