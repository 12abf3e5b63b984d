//! `show ID…`: an item as an author checks it before anyone sits it. Every locale's
//! text and options (one draw, so computed items and shuffled options agree across
//! locales), the key as the engine makes it, the board as learners see it, for a board
//! with moves the position the question is about (the last move in brackets, the asked
//! point `?`), the explanation and the worked solution.

use rand::SeedableRng;
use rand::rngs::ChaCha8Rng;

use crate::bank::Question;
use crate::bank::instance::{Figure, Instance, instantiate};
use crate::bank::model::{Ask, Body, localized};
use crate::i18n::describe::{Join, citation_text, rules_name, separator, tag_text};
use crate::i18n::{Arg, Lang, Localizer};
use crate::rules::{Move, Snapshot};

use super::{board, options_text, worked_lines};

/// The preview of `q`, its parameters and options drawn from `seed`.
pub fn preview(q: &Question, seed: u64, l: &Localizer) -> String {
    let ask = |lang: Lang| {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        instantiate(q, &Localizer::new(lang), &mut rng)
    };
    let mut out = format!(
        "[{}] {} · {} · {} · {}:{}\n",
        q.id,
        l.text(&format!("kind-{}", q.kind().name())),
        l.format("show-level", &[("level", Arg::from(q.level.to_string()))]),
        rules_name(q.rules, l),
        q.file,
        q.line
    );
    if let Some(citation) = citation_text(q, l) {
        out.push_str(&citation);
        out.push('\n');
    }
    if !q.tags.is_empty() {
        let tags: Vec<String> = q.tags.iter().map(|t| tag_text(t, l)).collect();
        out.push_str(&l.format(
            "show-tags",
            &[("tags", Arg::from(tags.join(separator(Join::Names, l))))],
        ));
        out.push('\n');
    }
    let Some(mine) = ask(l.lang()) else {
        out.push_str(&l.text("show-no-instance"));
        out.push('\n');
        return out;
    };
    // The reader's own language first.
    let mut langs = Lang::ALL.to_vec();
    langs.sort_by_key(|lang| *lang != l.lang());
    for lang in langs {
        let written = q.text.contains_key(lang.tag());
        let Some(instance) = ask(lang) else { continue };
        let head = if written {
            lang.tag().to_string()
        } else {
            l.format("show-converted", &[("locale", Arg::from(lang.tag()))])
        };
        out.push_str(&format!("{head}{}{}\n", colon(l), instance.text));
        out.push_str(&options_text(&instance));
    }
    out.push_str(&l.format("show-key", &[("answer", Arg::from(mine.key_text(l)))]));
    out.push('\n');
    if let Some(figure) = &mine.figure {
        out.push_str(&board::draw(figure, false));
    }
    if let Some(after) = after_moves(q, &mine) {
        out.push_str(&l.text("show-after-moves"));
        out.push('\n');
        out.push_str(&board::draw(&after, false));
    }
    if let Some(explain) = localized(&q.explain, l.lang()) {
        out.push_str(&l.format("quiz-why", &[("explain", Arg::from(explain.as_ref()))]));
        out.push('\n');
    }
    if let Some(worked) = &mine.worked {
        out.push_str(&worked_lines(worked, l));
    }
    out
}

/// The colon after a locale's name, as the reader writes it.
fn colon(l: &Localizer) -> &'static str {
    if l.lang() == Lang::En { ": " } else { "：" }
}

/// The position a board item asks about, when its moves change the one shown: after
/// them, the last stone played in brackets and the asked point labelled `?`.
fn after_moves(q: &Question, instance: &Instance) -> Option<Figure> {
    let Body::Board(item) = &q.body else {
        return None;
    };
    if item.moves.is_empty() || matches!(item.ask, Ask::Irregular | Ask::Ruling) {
        return None;
    }
    let board = item.asked_board();
    let mut figure = Figure {
        marked: item.dead_stones_on(&board),
        last: item.moves.iter().rev().find_map(|(_, m)| match m {
            Move::Play(p) => Some(*p),
            Move::Pass => None,
        }),
        ..Figure::plain(Snapshot::of(&board))
    };
    // The diagram's own labels stay where the points are still empty.
    if let Some(shown) = &instance.figure {
        figure.labels = shown
            .labels
            .iter()
            .copied()
            .filter(|(_, p)| board.get(*p).is_none())
            .collect();
    }
    if let Some(at) = item.at
        && board.get(at).is_none()
    {
        figure.labels.retain(|(_, p)| *p != at);
        figure.labels.push(('?', at));
    }
    Some(figure)
}
