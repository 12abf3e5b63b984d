//! The paper: items asked once through [`instantiate`], numbered and grouped in
//! sections by type, for one version (or one student) of a sheet or for an export.
//! A paper is built from a seed and a version number alone.

use rand::rngs::ChaCha8Rng;
use rand::seq::SliceRandom;

use crate::bank::instance::{Instance, instantiate};
use crate::bank::{Kind, Question};
use crate::i18n::Localizer;
use crate::render::rng_for;
use crate::rules::Stones;

use super::{Order, SheetError, Student};

/// One asked item with its number on the paper.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry<'q> {
    /// 1, 2, … across the whole paper.
    pub number: usize,
    /// For exports: which of an item's fixed instances this is (1, 2, …), when it has
    /// several.
    pub variant: Option<u32>,
    pub instance: Instance<'q>,
}

impl Entry<'_> {
    pub fn question(&self) -> &Question {
        self.instance.question
    }

    /// The item's id, with the variant for exported instances (`calc.result.v2`).
    pub fn export_id(&self) -> String {
        match self.variant {
            Some(v) => format!("{}.v{v}", self.question().id),
            None => self.question().id.clone(),
        }
    }
}

/// The items of one type.
#[derive(Debug, Clone, PartialEq)]
pub struct Section<'q> {
    pub kind: Kind,
    pub entries: Vec<Entry<'q>>,
}

impl Section<'_> {
    pub fn points(&self) -> Stones {
        self.entries
            .iter()
            .fold(Stones::ZERO, |sum, e| sum + e.question().points)
    }
}

/// A test as printed or exported: one version.
#[derive(Debug, Clone, PartialEq)]
pub struct Paper<'q> {
    pub title: String,
    /// 1, 2, …; 0 for an export.
    pub version: u32,
    pub seed: u64,
    pub student: Option<Student>,
    pub sections: Vec<Section<'q>>,
}

impl<'q> Paper<'q> {
    pub fn entries(&self) -> impl Iterator<Item = &Entry<'q>> {
        self.sections.iter().flat_map(|s| s.entries.iter())
    }

    pub fn total_points(&self) -> Stones {
        self.sections
            .iter()
            .fold(Stones::ZERO, |sum, s| sum + s.points())
    }

    pub fn len(&self) -> usize {
        self.sections.iter().map(|s| s.entries.len()).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

fn ask<'q>(
    q: &'q Question,
    l: &Localizer,
    rng: &mut ChaCha8Rng,
) -> Result<Instance<'q>, SheetError> {
    instantiate(q, l, rng).ok_or_else(|| SheetError::NoInstance(q.id.clone()))
}

/// Groups items by type in the order exam papers use, numbering them 1, 2, …
fn sectioned<'q>(entries: Vec<(Instance<'q>, Option<u32>)>) -> Vec<Section<'q>> {
    let mut number = 0;
    let mut sections = Vec::new();
    for kind in Kind::ALL {
        let mut section = Section {
            kind,
            entries: Vec::new(),
        };
        for (instance, variant) in entries.iter().filter(|(i, _)| i.question.kind() == kind) {
            number += 1;
            section.entries.push(Entry {
                number,
                variant: *variant,
                instance: instance.clone(),
            });
        }
        if !section.entries.is_empty() {
            sections.push(section);
        }
    }
    sections
}

/// One version of a test: the chosen items in this version's order (shuffled unless
/// `order` is `Bank`), options shuffled, and every computed item with its own numbers.
pub fn version_paper<'q>(
    chosen: &[&'q Question],
    order: Order,
    title: &str,
    seed: u64,
    version: u32,
    student: Option<Student>,
    l: &Localizer,
) -> Result<Paper<'q>, SheetError> {
    let mut rng = rng_for(seed, version);
    let mut items = chosen.to_vec();
    if order == Order::Random {
        items.shuffle(&mut rng);
    }
    let asked = items
        .into_iter()
        .map(|q| ask(q, l, &mut rng).map(|i| (i, None)))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Paper {
        title: title.to_string(),
        version,
        seed,
        student,
        sections: sectioned(asked),
    })
}

/// The items for an export: each once, and each computed item as up to `variants`
/// different fixed instances (platforms cannot run the rules engine).
pub fn export_paper<'q>(
    chosen: &[&'q Question],
    variants: u32,
    title: &str,
    seed: u64,
    l: &Localizer,
) -> Result<Paper<'q>, SheetError> {
    let mut rng = rng_for(seed, u32::MAX);
    let mut asked = Vec::new();
    for q in chosen {
        if q.kind() != Kind::Calc || variants <= 1 {
            asked.push((ask(q, l, &mut rng)?, None));
            continue;
        }
        let mut distinct: Vec<Instance<'q>> = Vec::new();
        // A small range may have fewer instances than asked for: stop after a few misses.
        for _ in 0..variants * 4 {
            let instance = ask(q, l, &mut rng)?;
            if !distinct.iter().any(|d| d.text == instance.text) {
                distinct.push(instance);
            }
            if distinct.len() == variants as usize {
                break;
            }
        }
        let several = distinct.len() > 1;
        for (i, instance) in distinct.into_iter().enumerate() {
            asked.push((instance, several.then_some(i as u32 + 1)));
        }
    }
    Ok(Paper {
        title: title.to_string(),
        version: 0,
        seed,
        student: None,
        sections: sectioned(asked),
    })
}
