//! Rulings and nigiri for the command line: localised text and JSON.

use serde::Serialize;

use crate::i18n::{Arg, Lang, Localizer};
use crate::referee::nigiri::{Guess, HolderReason, Nigiri, Player};
use crate::referee::ruling::{Decision, Finding, Ruling};
use crate::rules::ruleset::RulingVersion;
use crate::rules::{Color, Move};

fn version_id(version: RulingVersion) -> &'static str {
    match version {
        RulingVersion::Cn1988 => "cn1988",
        RulingVersion::Cn2002 | RulingVersion::Other => "cn2002",
    }
}

/// "Art. 17.2" / "第17条第2款".
fn article_text(article: &str, l: &Localizer) -> String {
    if article == "其他" {
        return l.text("article-other");
    }
    let (main, item) = article.split_once('.').unwrap_or((article, ""));
    if item.is_empty() {
        l.format("article", &[("number", Arg::from(main))])
    } else {
        l.format(
            "article-item",
            &[("number", Arg::from(main)), ("item", Arg::from(item))],
        )
    }
}

fn list(decisions: &[Decision], l: &Localizer) -> String {
    let separator = match l.lang() {
        Lang::En => "; ",
        Lang::ZhCn | Lang::ZhTw => "，",
    };
    decisions
        .iter()
        .map(|d| l.text(&format!("decision-{}", d.code())))
        .collect::<Vec<_>>()
        .join(separator)
}

/// One ruling as a paragraph: what happened, under which text, what the referee does.
pub fn ruling_text(ruling: &Ruling, l: &Localizer) -> String {
    let rules = l.text(&format!("version-{}", version_id(ruling.version)));
    let head = l.format(
        "ruling-head",
        &[
            (
                "irregularity",
                Arg::from(l.text(&format!("irregularity-{}", ruling.irregularity.code()))),
            ),
            ("rules", Arg::from(rules.clone())),
            ("article", Arg::from(article_text(ruling.article, l))),
        ],
    );
    let mut lines = vec![head];
    if !ruling.decisions.is_empty() {
        lines.push(l.format(
            "ruling-decisions",
            &[("decisions", Arg::from(list(&ruling.decisions, l)))],
        ));
    }
    if !ruling.options.is_empty() {
        lines.push(l.format(
            "ruling-options",
            &[("options", Arg::from(list(&ruling.options, l)))],
        ));
    }
    match &ruling.precedent {
        Some(precedent) => {
            lines.push(l.format("ruling-unverified", &[("rules", Arg::from(rules))]));
            lines.push(l.format(
                "ruling-precedent",
                &[("ruling", Arg::from(ruling_text(precedent, l)))],
            ));
        }
        None if ruling.decisions.is_empty() => {
            lines.push(l.format("ruling-none", &[("rules", Arg::from(rules))]));
        }
        None => {}
    }
    lines.join("\n")
}

#[derive(Serialize)]
struct RulingJson {
    irregularity: &'static str,
    rules: &'static str,
    article: &'static str,
    verified: bool,
    decisions: Vec<&'static str>,
    options: Vec<&'static str>,
    precedent: Option<Box<RulingJson>>,
}

impl RulingJson {
    fn new(ruling: &Ruling) -> RulingJson {
        let codes = |ds: &[Decision]| ds.iter().map(|d| d.code()).collect();
        RulingJson {
            irregularity: ruling.irregularity.code(),
            rules: version_id(ruling.version),
            article: ruling.article,
            verified: ruling.is_verified(),
            decisions: codes(&ruling.decisions),
            options: codes(&ruling.options),
            precedent: ruling
                .precedent
                .as_deref()
                .map(|p| Box::new(RulingJson::new(p))),
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
pub fn ruling_json(ruling: &Ruling, l: &Localizer) -> String {
    let json = TextRulingJson {
        ruling: RulingJson::new(ruling),
        text: ruling_text(ruling, l),
    };
    serde_json::to_string(&json).unwrap_or_default()
}

fn colour_text(color: Color, l: &Localizer) -> String {
    l.text(&format!("color-{}", color.name()))
}

/// The first irregular move of a record, or that there is none.
pub fn finding_text(finding: Option<&Finding>, moves: usize, size: u8, l: &Localizer) -> String {
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
pub fn finding_json(finding: Option<&Finding>, moves: usize, size: u8, l: &Localizer) -> String {
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
pub fn nigiri_text(
    result: Option<&Nigiri>,
    holder: Option<(&[Player; 2], Option<usize>, HolderReason)>,
    l: &Localizer,
) -> String {
    let mut lines = Vec::new();
    if let Some((players, index, reason)) = holder {
        let name = index.map_or(String::new(), |i| players[i].name.clone());
        let id = match reason {
            HolderReason::HigherDan => "nigiri-holder-dan",
            HolderReason::OlderAtEqualDan => "nigiri-holder-age",
            HolderReason::Undecided => "nigiri-holder-undecided",
        };
        lines.push(l.format(id, &[("name", Arg::from(name))]));
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
pub fn nigiri_json(
    result: Option<&Nigiri>,
    holder: Option<(&[Player; 2], Option<usize>, HolderReason)>,
    l: &Localizer,
) -> String {
    let holder_json = holder.map(|(players, index, reason)| {
        serde_json::json!({
            "holder": index.map(|i| players[i].name.clone()),
            "reason": match reason {
                HolderReason::HigherDan => "higher-dan",
                HolderReason::OlderAtEqualDan => "older",
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
