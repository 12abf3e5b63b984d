//! Engine and referee values in the reader's language: results, colours, rulings and
//! rule versions. Domain text, not command-line text: the bank's answers, the drills,
//! the reports and every front end show these the same way.

use crate::referee::ruling::{Article, Decision, Ruling};
use crate::rules::RuleSet;
use crate::rules::ruleset::RulingVersion;
use crate::rules::score::Outcome;
use crate::rules::stones::Style;
use crate::rules::{Color, Stones};

use super::{Arg, Lang, Localizer};

/// A result in the reader's language: `黑胜3/4子`, `Black wins by 3/4 stone (B+1.5)`.
pub fn outcome_text(outcome: &Outcome, l: &Localizer) -> String {
    let style = stones_style(l);
    let plural = if outcome.margin <= Stones::whole(1) {
        "one"
    } else {
        "other"
    };
    let args = [
        ("margin", Arg::from(outcome.margin.mixed(style))),
        ("plural", Arg::from(plural)),
        ("points", Arg::from(outcome.points_notation())),
    ];
    match outcome.winner {
        None => l.text("result-draw"),
        Some(Color::Black) if outcome.margin == Stones::ZERO => l.text("result-tie-to-black"),
        Some(Color::Black) => l.format("result-black-wins", &args),
        Some(Color::White) => l.format("result-black-loses", &args),
    }
}

pub fn stones_style(l: &Localizer) -> Style {
    match l.lang() {
        Lang::En => Style::English,
        Lang::ZhCn | Lang::ZhTw => Style::Chinese,
    }
}

pub fn version_id(version: RulingVersion) -> &'static str {
    match version {
        RulingVersion::Cn1988 => "cn1988",
        RulingVersion::Cn2002 | RulingVersion::Other => "cn2002",
    }
}

/// "Art. 17.2" / "第17条第2款".
fn article_text(article: Article, l: &Localizer) -> String {
    match article {
        Article::Numbered(number) => article_number_text(number, l),
        Article::Closing1988 => l.text("article-other"),
        // The head names the version alone; the ruling says nothing was found.
        Article::NotFound => String::new(),
    }
}

/// An article as cited by number: `"17.2"` → "Art. 17.2" / "第17条第2款".
pub fn article_number_text(number: &str, l: &Localizer) -> String {
    let (main, item) = number.split_once('.').unwrap_or((number, ""));
    if item.is_empty() {
        l.format("article", &[("number", Arg::from(main))])
    } else {
        l.format(
            "article-item",
            &[("number", Arg::from(main)), ("item", Arg::from(item))],
        )
    }
}

/// Where an item's answer comes from, as every front end cites it: "依据：2002年规则第17条第2款",
/// else "依据：<regulation>"; an item stating current practice says so.
pub fn citation_text(question: &crate::bank::Question, l: &Localizer) -> Option<String> {
    let cited = match question.article.as_deref() {
        Some(article) => Some(l.format(
            "quiz-source",
            &[
                ("rules", Arg::from(rules_name(question.rules, l))),
                ("article", Arg::from(article_number_text(article, l))),
            ],
        )),
        None => question.regulation(l.lang()).map(|regulation| {
            l.format(
                "quiz-regulation",
                &[("regulation", Arg::from(regulation.into_owned()))],
            )
        }),
    };
    if !question.practice {
        return cited;
    }
    Some(match cited {
        Some(cited) => format!("{cited}{}", l.text("quiz-practice-cited")),
        None => l.text("quiz-practice"),
    })
}

/// What joins several things written in a row, in the reader's language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Join {
    /// Names in a list: `A5、B5`, `A5, B5`.
    Names,
    /// Short clauses: `7＝3，第2手白方虚着`.
    Clauses,
    /// Answers shown together (the options of a multiple choice): `A. …；C. …`.
    Answers,
}

pub fn separator(join: Join, l: &Localizer) -> &'static str {
    match (join, l.lang()) {
        (Join::Names | Join::Clauses, Lang::En) => ", ",
        (Join::Answers, Lang::En) => "; ",
        (Join::Names, _) => "、",
        (Join::Clauses, _) => "，",
        (Join::Answers, _) => "；",
    }
}

/// A rule set by name: "2002年规则", "Japanese rules 1989".
pub fn rules_name(rules: RuleSet, l: &Localizer) -> String {
    match rules.id {
        "cn2002" | "cn1988" => l.text(&format!("version-{}", rules.id)),
        id => l.text(&format!("ruleset-{id}")),
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

/// What the referee does, and nothing of what happened: a ruling named by its
/// decisions (a ruling whose text was not available, by its precedent's).
pub fn decisions_text(ruling: &Ruling, l: &Localizer) -> String {
    list(ruling.effective_decisions(), l)
}

/// One ruling as a paragraph: what happened, under which text, what the referee does.
pub fn ruling_text(ruling: &Ruling, l: &Localizer) -> String {
    let rules = l.text(&format!("version-{}", version_id(ruling.version)));
    let head = l.format(
        match ruling.article {
            Article::NotFound => "ruling-head-no-article",
            _ => "ruling-head",
        },
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
    if let Some(stated) = ruling.stated {
        lines.push(l.text(&format!("ruling-stated-{}", stated.code())));
    }
    match &ruling.precedent {
        Some(precedent) => {
            // Said once: no penalty text was found; then the precedent and its source.
            lines.push(l.format("ruling-unverified", &[("rules", Arg::from(rules))]));
            let precedent_rules = l.text(&format!("version-{}", version_id(precedent.version)));
            let decisions = if precedent.decisions.is_empty() {
                l.text("ruling-precedent-none")
            } else {
                list(&precedent.decisions, l)
            };
            lines.push(l.format(
                "ruling-precedent",
                &[
                    ("rules", Arg::from(precedent_rules)),
                    ("article", Arg::from(article_text(precedent.article, l))),
                    ("decisions", Arg::from(decisions)),
                ],
            ));
            if !precedent.options.is_empty() {
                lines.push(l.format(
                    "ruling-options",
                    &[("options", Arg::from(list(&precedent.options, l)))],
                ));
            }
        }
        None if ruling.decisions.is_empty() => {
            lines.push(l.format("ruling-none", &[("rules", Arg::from(rules))]));
        }
        None => {}
    }
    lines.join("\n")
}

pub fn colour_text(color: Color, l: &Localizer) -> String {
    l.text(&format!("color-{}", color.name()))
}

/// A topic (a bank tag) by its name in the reader's language: the vocabulary's, else
/// the name a loaded bank gives its own tag in its `[tags]` table, else as written.
pub fn tag_text(tag: &str, l: &Localizer) -> String {
    if !l.has(&format!("tag-{tag}"))
        && let Some(name) = crate::bank::tags::own_name(tag, l.lang())
    {
        return name;
    }
    named_or_as_written("tag", tag, l)
}

/// A session's mode as the history stores it (`practice`, `exam`, `drill`, `review`).
pub fn mode_text(mode: &str, l: &Localizer) -> String {
    named_or_as_written("mode", mode, l)
}

/// The message `prefix-value` when there is one, else `value` itself.
fn named_or_as_written(prefix: &str, value: &str, l: &Localizer) -> String {
    let id = format!("{prefix}-{value}");
    if l.has(&id) {
        l.text(&id)
    } else {
        value.to_string()
    }
}

/// An article key of the history (`cn2002 17.2`) as "2002年规则第17条第2款".
pub fn article_key_text(key: &str, l: &Localizer) -> String {
    let Some((rules, article)) = key.split_once(' ') else {
        return key.to_string();
    };
    match rules.parse::<RuleSet>() {
        Ok(rules) => format!(
            "{}{}{}",
            rules_name(rules, l),
            if l.lang() == Lang::En { ", " } else { "" },
            article_number_text(article, l)
        ),
        Err(_) => key.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bank::Kind;
    use crate::bank::matching::Unit;
    use crate::quiz::trainer::Mode;
    use crate::referee::ruling::{Irregularity, ScatterCause, rule};
    use crate::referee::tournament::TieBreak;
    use crate::rules::IllegalReason;
    use crate::rules::ruleset::PRESETS;

    /// Ids built at run time from the program's values: each value has its message in
    /// every language (literal ids are checked by the integration tests).
    #[test]
    fn ids_built_at_run_time_exist_in_every_language() {
        let mut ids: Vec<String> = Vec::new();
        ids.extend(["black", "white"].map(|c| format!("color-{c}")));
        ids.extend(["cn2002", "cn1988"].map(|v| format!("version-{v}")));
        ids.extend(PRESETS.iter().map(|r| format!("ruleset-{}", r.id)));
        ids.extend(Kind::ALL.iter().map(|k| format!("kind-{}", k.name())));
        ids.extend(Kind::ALL.iter().map(|k| format!("sheet-kind-{}", k.name())));
        ids.extend(TieBreak::ALL.iter().map(|t| format!("tiebreak-{}", t.id())));
        ids.extend(["practice", "exam", "drill", "review"].map(|m| {
            assert!(m.parse::<Mode>().is_ok(), "{m}");
            format!("mode-{m}")
        }));
        let units = [
            Unit::Stones,
            Unit::Points,
            Unit::Hours,
            Unit::Minutes,
            Unit::Seconds,
        ];
        ids.extend(units.iter().map(|u| format!("unit-{}", u.name())));
        let reasons = [
            IllegalReason::OffBoard,
            IllegalReason::Occupied,
            IllegalReason::Suicide,
            IllegalReason::Ko,
            IllegalReason::PositionalSuperko,
            IllegalReason::SituationalSuperko,
        ];
        ids.extend(reasons.iter().map(|r| format!("err-illegal-{}", r.code())));
        ids.extend(
            crate::rules::sgf::SgfSyntax::ALL
                .iter()
                .map(|s| format!("err-sgf-syntax-{}", s.code())),
        );
        let irregularities = [
            Irregularity::DoubleMove,
            Irregularity::KoRetake,
            Irregularity::ForbiddenPoint,
            Irregularity::RepetitionCycle,
            Irregularity::MoonshineLife,
            Irregularity::TakeBack {
                claimed_in_time: false,
            },
            Irregularity::DroppedStone {
                opponent_consents: false,
            },
            Irregularity::ClockBeforeStone,
            Irregularity::WrongColours { move_number: 20 },
            Irregularity::MovedStone {
                players_agree: false,
                deliberate: true,
            },
            Irregularity::ScatteredBoard {
                cause: ScatterCause::Deliberate,
                reconstructable: false,
            },
            Irregularity::WrongCapture,
            Irregularity::Warnings { count: 1 },
        ];
        ids.extend(
            crate::referee::ruling::Note::ALL
                .iter()
                .map(|n| format!("ruling-note-{}", n.code())),
        );
        ids.extend(
            crate::referee::ruling::Stated::ALL
                .iter()
                .map(|s| format!("ruling-stated-{}", s.code())),
        );
        for i in irregularities {
            ids.push(format!("irregularity-{}", i.code()));
            for version in [RulingVersion::Cn2002, RulingVersion::Cn1988] {
                let ruling = rule(i, version);
                let decisions = ruling.decisions.iter().chain(&ruling.options);
                ids.extend(decisions.map(|d| format!("decision-{}", d.code())));
            }
        }
        for lang in Lang::ALL {
            let l = Localizer::new(lang);
            let missing: Vec<&String> = ids.iter().filter(|id| !l.has(id)).collect();
            assert!(missing.is_empty(), "{}: {missing:?}", lang.tag());
        }
    }
}
