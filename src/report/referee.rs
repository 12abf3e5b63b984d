//! Rulings and nigiri for the command line: localised text and JSON.

use serde::Serialize;

use crate::i18n::describe::{colour_text, ruling_text, version_id};
use crate::i18n::{Arg, Localizer};

use super::Report;
use crate::referee::nigiri::{Guess, HolderReason, Nigiri, Player};
use crate::referee::ruling::{Article, Decision, Finding, Ruling};
use crate::rules::Move;

#[derive(Serialize)]
struct RulingJson {
    irregularity: &'static str,
    rules: &'static str,
    /// `null` where no article of the version was found.
    article: Option<&'static str>,
    verified: bool,
    /// What the 2002 text says where its penalty was not found.
    stated: Option<&'static str>,
    decisions: Vec<&'static str>,
    options: Vec<&'static str>,
    precedent: Option<Box<RulingJson>>,
    notes: Vec<&'static str>,
}

impl RulingJson {
    fn new(ruling: &Ruling) -> RulingJson {
        let codes = |ds: &[Decision]| ds.iter().map(|d| d.code()).collect();
        RulingJson {
            irregularity: ruling.irregularity.code(),
            rules: version_id(ruling.version),
            // JSON names the unnumbered closing provisions as the 1988 text does.
            article: match ruling.article {
                Article::Numbered(number) => Some(number),
                Article::Closing1988 => Some("其他"),
                Article::NotFound => None,
            },
            verified: ruling.is_verified(),
            stated: ruling.stated.map(|s| s.code()),
            decisions: codes(&ruling.decisions),
            options: codes(&ruling.options),
            precedent: ruling
                .precedent
                .as_deref()
                .map(|p| Box::new(RulingJson::new(p))),
            notes: ruling.notes.iter().map(|n| n.code()).collect(),
        }
    }
}

#[derive(Serialize)]
struct TextRulingJson {
    #[serde(flatten)]
    ruling: RulingJson,
    text: String,
}

/// `rules ruling --json`.
fn ruling_json(ruling: &Ruling, l: &Localizer) -> String {
    let json = TextRulingJson {
        ruling: RulingJson::new(ruling),
        text: ruling_text(ruling, l),
    };
    serde_json::to_string(&json).unwrap_or_default()
}

/// The first irregular move of a record, or that there is none.
pub(crate) fn finding_text(
    finding: Option<&Finding>,
    moves: usize,
    size: u8,
    l: &Localizer,
) -> String {
    match finding {
        None => l.format("ruling-regular", &[("moves", Arg::from(moves as i64))]),
        Some(f) => l.format(
            "ruling-found",
            &[
                ("number", Arg::from(f.number as i64)),
                ("color", Arg::from(colour_text(f.color, l))),
                ("point", Arg::from(f.mv.to_gtp(size))),
                ("ruling", Arg::from(ruling_text(&f.ruling, l))),
            ],
        ),
    }
}

#[derive(Serialize)]
struct FindingJson {
    number: usize,
    color: &'static str,
    point: String,
    ruling: TextRulingJson,
}

/// `rules ruling --game --json`: `{"moves":N,"first":{...}|null}`.
fn finding_json(finding: Option<&Finding>, moves: usize, size: u8, l: &Localizer) -> String {
    #[derive(Serialize)]
    struct Report {
        moves: usize,
        first: Option<FindingJson>,
    }
    let first = finding.map(|f| FindingJson {
        number: f.number,
        color: f.color.name(),
        point: match f.mv {
            Move::Pass => "pass".into(),
            mv => mv.to_gtp(size),
        },
        ruling: TextRulingJson {
            ruling: RulingJson::new(&f.ruling),
            text: ruling_text(&f.ruling, l),
        },
    });
    serde_json::to_string(&Report { moves, first }).unwrap_or_default()
}

fn guess_text(guess: Guess, l: &Localizer) -> String {
    l.text(match guess {
        Guess::Odd => "parity-odd",
        Guess::Even => "parity-even",
    })
}

/// Who holds the stones, then who takes Black.
fn nigiri_text(result: Option<&Nigiri>, holder: Option<Holder<'_>>, l: &Localizer) -> String {
    let mut lines = Vec::new();
    if let Some((players, index, reason)) = holder {
        let name = index.map_or(String::new(), |i| players[i].name.clone());
        let id = match reason {
            HolderReason::HigherRank => "nigiri-holder-rank",
            HolderReason::OlderAtEqualRank => "nigiri-holder-age",
            HolderReason::Undecided => "nigiri-holder-undecided",
        };
        let rank = index.map_or(String::new(), |i| players[i].rank.code());
        let other = index.map_or(String::new(), |i| players[1 - i].rank.code());
        lines.push(l.format(
            id,
            &[
                ("name", Arg::from(name)),
                ("rank", Arg::from(rank)),
                ("other", Arg::from(other)),
            ],
        ));
    }
    if let Some(n) = result {
        let parity = if n.count % 2 == 1 {
            Guess::Odd
        } else {
            Guess::Even
        };
        let id = if n.guessed_right {
            "nigiri-right"
        } else {
            "nigiri-wrong"
        };
        lines.push(l.format(
            id,
            &[
                ("count", Arg::from(n.count)),
                ("parity", Arg::from(guess_text(parity, l))),
                ("guess", Arg::from(guess_text(n.guess, l))),
            ],
        ));
    }
    lines.join("\n")
}

/// `rules nigiri --json`.
fn nigiri_json(result: Option<&Nigiri>, holder: Option<Holder<'_>>, l: &Localizer) -> String {
    let holder_json = holder.map(|(players, index, reason)| {
        serde_json::json!({
            "holder": index.map(|i| players[i].name.clone()),
            "reason": match reason {
                HolderReason::HigherRank => "higher-rank",
                HolderReason::OlderAtEqualRank => "older",
                HolderReason::Undecided => "undecided",
            },
        })
    });
    let result_json = result.map(|n| {
        serde_json::json!({
            "guess": match n.guess { Guess::Odd => "odd", Guess::Even => "even" },
            "count": n.count,
            "guessed_right": n.guessed_right,
            "guesser": n.guesser_takes.name(),
            "holder": n.guesser_takes.opponent().name(),
        })
    });
    serde_json::json!({
        "stones": holder_json,
        "colours": result_json,
        "text": nigiri_text(result, holder, l),
    })
    .to_string()
}

/// `rules ruling`: what happened, under which text, what the referee does.
pub struct RulingReport<'a>(pub &'a Ruling);

/// The notes of a ruling and of its precedent, a line each.
fn notes_text(ruling: &Ruling, l: &Localizer) -> String {
    let mut notes = ruling.notes.clone();
    if let Some(precedent) = &ruling.precedent {
        notes.extend(precedent.notes.iter().copied());
    }
    notes
        .iter()
        .map(|n| format!("{}\n", l.text(&format!("ruling-note-{}", n.code()))))
        .collect()
}

impl Report for RulingReport<'_> {
    fn text(&self, l: &Localizer) -> String {
        let mut text = ruling_text(self.0, l);
        if !text.ends_with('\n') {
            text.push('\n');
        }
        text.push_str(&notes_text(self.0, l));
        text
    }

    fn json(&self, l: &Localizer) -> String {
        ruling_json(self.0, l)
    }
}

/// `rules ruling --game`: the first irregular move of a record, or that there is none.
pub struct FindingReport<'a> {
    pub finding: Option<&'a Finding>,
    pub moves: usize,
    pub size: u8,
}

impl Report for FindingReport<'_> {
    fn text(&self, l: &Localizer) -> String {
        let mut text = finding_text(self.finding, self.moves, self.size, l);
        if let Some(finding) = self.finding {
            if !text.ends_with('\n') {
                text.push('\n');
            }
            text.push_str(&notes_text(&finding.ruling, l));
        }
        text
    }

    fn json(&self, l: &Localizer) -> String {
        finding_json(self.finding, self.moves, self.size, l)
    }
}

/// Who holds the stones in a nigiri, with the reason.
pub type Holder<'a> = (&'a [Player; 2], Option<usize>, HolderReason);

/// `rules nigiri`: who holds the stones, then who takes Black.
pub struct NigiriReport<'a> {
    pub result: Option<&'a Nigiri>,
    pub holder: Option<Holder<'a>>,
    /// The stones and the guess were drawn at random (`rules nigiri` alone).
    pub simulated: bool,
}

impl NigiriReport<'_> {
    fn simulated_text(&self, l: &Localizer) -> Option<String> {
        let n = self.result.filter(|_| self.simulated)?;
        let shown = match n.guess {
            Guess::Odd => 1u32,
            Guess::Even => 2,
        };
        Some(l.format(
            "nigiri-simulated",
            &[("count", Arg::from(n.count)), ("shown", Arg::from(shown))],
        ))
    }
}

impl Report for NigiriReport<'_> {
    fn text(&self, l: &Localizer) -> String {
        let text = nigiri_text(self.result, self.holder, l);
        match self.simulated_text(l) {
            Some(first) => format!("{first}\n{text}"),
            None => text,
        }
    }

    fn json(&self, l: &Localizer) -> String {
        let mut json: serde_json::Value =
            serde_json::from_str(&nigiri_json(self.result, self.holder, l)).unwrap_or_default();
        json["simulated"] = self.simulated.into();
        if let Some(first) = self.simulated_text(l) {
            json["text"] = format!("{first}\n{}", json["text"].as_str().unwrap_or("")).into();
        }
        json.to_string()
    }
}
