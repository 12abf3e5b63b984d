//! Which items a sheet or an export asks: the trainer's filters
//! ([`crate::bank::select::Filters`]: `--tag`, `--type`, `--level A..B`, `--rules`,
//! `--count`, `--order`), drawn as `serve` draws them ([`draw_items`]), so the same
//! filters and seed ask the same items printed and in the browser. A sheet with nothing
//! on it is an error rather than an empty page.

use thiserror::Error;

use crate::bank::Question;
pub use crate::bank::select::{FilterError, Filters, Order, parse_kind, parse_levels};
use crate::message::{Describe, Message};
use crate::quiz::class::draw_items;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SelectError {
    #[error("no question in the bank matches the filters")]
    NoMatch,
    #[error(transparent)]
    Paper(#[from] crate::bank::paper::PaperError),
}

/// The items to ask, drawn by the filters and the seed; at least one.
pub fn select<'q>(
    questions: &'q [Question],
    filters: &Filters,
    seed: u64,
) -> Result<Vec<&'q Question>, SelectError> {
    let chosen = draw_items(questions, filters, seed)?;
    if chosen.is_empty() {
        return Err(SelectError::NoMatch);
    }
    Ok(chosen)
}

impl Describe for SelectError {
    fn message(&self) -> Message {
        match self {
            SelectError::NoMatch => Message::text("err-no-match"),
            SelectError::Paper(inner) => inner.message(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bank() -> Vec<Question> {
        let mut text = String::new();
        for (i, (kind, level, tag, rules)) in [
            ("truefalse", 1, "ko", "cn2002"),
            ("truefalse", 2, "komi", "cn1988"),
            ("open", 3, "ko", "cn2002"),
            ("open", 5, "seki", "cn2002"),
        ]
        .into_iter()
        .enumerate()
        {
            let answer = if kind == "open" {
                "answer.en = \"m\""
            } else {
                "answer = true"
            };
            text.push_str(&format!(
                "[[question]]\nid = \"q{i}\"\ntype = \"{kind}\"\nlevel = {level}\ntags = [\"{tag}\"]\nrules = \"{rules}\"\ntext.en = \"t\"\n{answer}\n\n"
            ));
        }
        crate::bank::test_bank(&text)
    }

    fn ids(filters: &Filters, seed: u64) -> Result<Vec<String>, SelectError> {
        let bank = bank();
        let picked = select(&bank, filters, seed)?;
        Ok(picked.iter().map(|q| q.id.clone()).collect())
    }

    #[test]
    fn each_filter_narrows_the_items_in_bank_order() {
        let bank_order = |f: Filters| Filters {
            order: Order::Bank,
            ..f
        };
        assert_eq!(
            ids(&bank_order(Filters::default()), 1).unwrap(),
            ["q0", "q1", "q2", "q3"]
        );
        let tags = bank_order(Filters {
            tags: vec!["ko".into(), "seki".into()],
            ..Filters::default()
        });
        assert_eq!(ids(&tags, 1).unwrap(), ["q0", "q2", "q3"]);
        let kinds = bank_order(Filters {
            kinds: vec![parse_kind("open").unwrap()],
            ..Filters::default()
        });
        assert_eq!(ids(&kinds, 1).unwrap(), ["q2", "q3"]);
        let levels = bank_order(Filters {
            levels: Some(parse_levels("2..3").unwrap()),
            ..Filters::default()
        });
        assert_eq!(ids(&levels, 1).unwrap(), ["q1", "q2"]);
        let rules = bank_order(Filters {
            rules: Some("cn1988".into()),
            ..Filters::default()
        });
        assert_eq!(ids(&rules, 1).unwrap(), ["q1"]);
        let count = bank_order(Filters {
            count: Some(2),
            ..Filters::default()
        });
        assert_eq!(ids(&count, 1).unwrap(), ["q0", "q1"]);
        let none = Filters {
            tags: vec!["zzz".into()],
            ..Filters::default()
        };
        assert_eq!(ids(&none, 1), Err(SelectError::NoMatch));
    }

    #[test]
    fn open_items_left_out_after_the_draw_give_way_to_the_next_drawn() {
        for seed in 0..20 {
            let drawn = ids(&Filters::default(), seed).unwrap();
            let closed = Filters {
                count: Some(1),
                without_open: true,
                ..Filters::default()
            };
            // q0 and q1 are true/false, q2 and q3 open.
            let first = drawn.iter().find(|id| ["q0", "q1"].contains(&id.as_str()));
            assert_eq!(ids(&closed, seed).unwrap(), [first.unwrap().clone()]);
        }
    }

    #[test]
    fn random_order_is_a_seeded_sample() {
        let filters = Filters {
            count: Some(3),
            ..Filters::default()
        };
        let first = ids(&filters, 7).unwrap();
        assert_eq!(first.len(), 3);
        assert_eq!(ids(&filters, 7).unwrap(), first, "same seed, same draw");
        let draws: std::collections::BTreeSet<Vec<String>> =
            (0..20).map(|seed| ids(&filters, seed).unwrap()).collect();
        assert!(draws.len() > 1, "seeds give different draws");
    }
}
