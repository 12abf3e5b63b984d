//! The tag vocabulary: the topics of the default bank, which every front end names in
//! the reader's language (`tag-…` in the locales), and the tags a bank adds in its own
//! `[tags]` table. `check` warns on a tag in neither, with the tag meant when it can
//! tell (`clocks` → `time-control`).

use std::collections::BTreeMap;
use std::sync::RwLock;

use super::model::{Localized, localized};
use crate::i18n::Lang;

/// A tag of the vocabulary and the words a teacher may write for it.
pub struct Tag {
    pub id: &'static str,
    /// Other spellings that mean this tag (for "did you mean").
    pub aliases: &'static [&'static str],
}

const fn tag(id: &'static str, aliases: &'static [&'static str]) -> Tag {
    Tag { id, aliases }
}

/// The default bank's tags, by subject: play, counting, the referee, events.
pub const VOCABULARY: &[Tag] = &[
    tag("equipment", &["board", "stones", "bowls"]),
    tag("moves", &["move", "play", "playing"]),
    tag("liberties", &["liberty", "qi"]),
    tag("captures", &["capture", "capturing", "taking"]),
    tag("suicide", &[]),
    tag(
        "forbidden-point",
        &["forbidden", "forbidden-points", "illegal"],
    ),
    tag("ko", &["jie"]),
    tag("snapback", &[]),
    tag("triple-ko", &["sanko", "three-ko"]),
    tag("superko", &["super-ko"]),
    tag("repetition", &["cycle", "cycles", "same-position"]),
    tag("life-death", &["life-and-death", "tsumego", "dead-stones"]),
    tag("seki", &["shuanghuo"]),
    tag("pass", &["passing", "passes"]),
    tag("end-of-game", &["end", "game-end", "endgame"]),
    tag("counting", &["count", "area"]),
    tag("scoring", &["score", "points"]),
    tag("komi", &["compensation"]),
    tag("handicap", &["handicaps"]),
    tag("results", &["result", "margin"]),
    tag("small-boards", &["small-board", "9x9", "13x13"]),
    tag("irregularities", &["irregular", "fouls", "violations"]),
    tag("rulings", &["ruling", "referee", "penalties", "penalty"]),
    tag("warnings", &["warning"]),
    tag(
        "time-control",
        &["time", "clock", "clocks", "timing", "time-limit"],
    ),
    tag("byoyomi", &["byo-yomi", "overtime"]),
    tag("sudden-death", &["absolute-time"]),
    tag("nigiri", &["colours", "colors"]),
    tag("tournament", &["tournaments", "events", "pairing"]),
    tag("round-robin", &["league"]),
    tag("swiss", &["swiss-system", "mcmahon"]),
    tag(
        "tie-breaks",
        &["tiebreak", "tiebreaks", "tie-break", "sos", "xiaofen"],
    ),
    tag("team", &["teams", "team-events"]),
    tag("rule-versions", &["versions", "1988", "cn1988"]),
    tag(
        "rule-sets",
        &["japanese", "korean", "aga", "ing", "rulesets"],
    ),
    tag("seed-paper", &["sample-paper", "paper"]),
    tag("misconception", &["misconceptions", "myths"]),
];

/// Whether `tag` is one of the vocabulary's.
pub fn is_known(tag: &str) -> bool {
    VOCABULARY.iter().any(|t| t.id == tag)
}

/// The tag meant by `written` among the vocabulary's and `own` (a bank's own): the one
/// it is an alias of, else the nearest by spelling.
pub fn meant<'a>(written: &str, own: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let lower = written.trim().to_lowercase().replace(['_', ' '], "-");
    if let Some(t) = VOCABULARY
        .iter()
        .find(|t| t.id == lower || t.aliases.contains(&lower.as_str()))
    {
        return Some(t.id);
    }
    let names = VOCABULARY.iter().map(|t| t.id).chain(own);
    super::load::suggest::nearest(&lower, names)
}

/// The names a bank gives its own tags: tag → locale → name.
pub type BankTags = BTreeMap<String, Localized<String>>;

/// The own tags of the banks loaded in this run, so that every front end names them.
static LOADED: RwLock<BTreeMap<String, Localized<String>>> = RwLock::new(BTreeMap::new());

/// Keeps the names of a loaded bank's own tags for [`own_name`].
pub fn register(tags: &BankTags) {
    if tags.is_empty() {
        return;
    }
    if let Ok(mut loaded) = LOADED.write() {
        for (tag, names) in tags {
            loaded.insert(tag.clone(), names.clone());
        }
    }
}

/// The name a loaded bank gives its own tag `tag` in `lang`.
pub fn own_name(tag: &str, lang: Lang) -> Option<String> {
    let loaded = LOADED.read().ok()?;
    localized(loaded.get(tag)?, lang).map(|name| name.into_owned())
}

/// The own tags of the loaded banks, with their names.
pub fn loaded() -> BankTags {
    LOADED.read().map(|l| l.clone()).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Localizer;

    #[test]
    fn every_tag_has_a_name_in_every_language() {
        for lang in Lang::ALL {
            let l = Localizer::new(lang);
            for t in VOCABULARY {
                assert!(l.has(&format!("tag-{}", t.id)), "{}: {}", lang.tag(), t.id);
            }
        }
    }

    #[test]
    fn a_tag_written_another_way_finds_the_tag_meant() {
        assert_eq!(meant("clocks", []), Some("time-control"));
        assert_eq!(meant("Time_Control", []), Some("time-control"));
        assert_eq!(meant("tie-break", []), Some("tie-breaks"));
        assert_eq!(meant("komii", []), Some("komi"));
        assert_eq!(meant("my-topc", ["my-topic"]), Some("my-topic"));
        assert_eq!(meant("astronomy", []), None);
    }
}
