//! Rule sets as data: one value per preset, read by counting, legality and rulings.
//! Facts: docs/rules.md, "1988 and 2002 compared" and "Other rule sets".

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::board::SuicideRule;
use super::game::{KoRule, MoveRules};
use super::stones::Stones;
use crate::message::{Describe, Message};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Scoring {
    /// Stones plus surrounded points (数子法, Chinese and most area rule sets).
    Area,
    /// Surrounded points plus prisoners (Japanese, Korean).
    Territory,
}

/// What Black gives back in a handicap game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HandicapCompensation {
    /// Half a stone per handicap stone (N points): Chinese practice.
    HalfStoneEach,
    /// N − 1 points (AGA with area counting).
    OnePointLess,
    /// Nothing.
    None,
}

/// How a tie on the board is decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ties {
    Draw,
    /// Ing rules: 8 points of komi, Black wins ties.
    BlackWins,
}

/// Who may end the game, as the rule set words it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameEnd {
    /// Both confirm, or two passes in succession, or a resignation (Chinese 2002 Art. 7).
    ConfirmOrTwoPasses,
    /// Both confirm the end (Chinese 1988: the player to move, then the opponent).
    Confirm,
    /// Two passes, then agreement on life and death (Japanese, Korean).
    TwoPassesThenAgreement,
    /// Two passes with White passing last (AGA).
    TwoPassesWhiteLast,
    /// Two passes; dead stones must be captured (Tromp–Taylor).
    TwoPassesNoRemoval,
    /// After the dame are filled (Ing).
    DameFilled,
}

/// Which version's rulings on irregularities apply.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RulingVersion {
    Cn2002,
    Cn1988,
    /// Not a Chinese rule set: no rulings are modelled.
    Other,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RuleSet {
    /// The preset name used on the command line and in the bank (`cn2002`).
    pub id: &'static str,
    /// English name, for JSON; the interface names rule sets through Fluent.
    pub name: &'static str,
    /// Komi of an even game.
    pub komi: Stones,
    /// Komi of a handicap game.
    pub handicap_komi: Stones,
    pub scoring: Scoring,
    pub ties: Ties,
    pub moves: MoveRules,
    pub handicap: HandicapCompensation,
    /// Whether eyes of groups in seki count as points for their owner.
    pub seki_eyes_count: bool,
    pub game_end: GameEnd,
    pub rulings: RulingVersion,
}

const fn moves(ko: KoRule, suicide: SuicideRule) -> MoveRules {
    MoveRules { ko, suicide }
}

/// 3¾ stones = 7.5 points.
const KOMI_2002: Stones = Stones::from_quarters(15);

pub const CN2002: RuleSet = RuleSet {
    id: "cn2002",
    name: "Chinese rules 2002",
    komi: KOMI_2002,
    handicap_komi: Stones::ZERO,
    scoring: Scoring::Area,
    ties: Ties::Draw,
    // Art. 6 is written as positional superko; practice is simple ko (Art. 20).
    moves: moves(KoRule::Simple, SuicideRule::Forbid),
    handicap: HandicapCompensation::HalfStoneEach,
    seki_eyes_count: true,
    game_end: GameEnd::ConfirmOrTwoPasses,
    rulings: RulingVersion::Cn2002,
};

pub const PRESETS: [RuleSet; 8] = [
    CN2002,
    RuleSet {
        id: "cn1988",
        name: "Chinese rules 1988",
        komi: Stones::from_quarters(11),
        game_end: GameEnd::Confirm,
        rulings: RulingVersion::Cn1988,
        ..CN2002
    },
    RuleSet {
        id: "japanese",
        name: "Japanese rules 1989",
        komi: Stones::from_half_points(13),
        scoring: Scoring::Territory,
        handicap: HandicapCompensation::None,
        seki_eyes_count: false,
        game_end: GameEnd::TwoPassesThenAgreement,
        rulings: RulingVersion::Other,
        ..CN2002
    },
    RuleSet {
        id: "korean",
        name: "Korean rules 2016",
        komi: Stones::from_half_points(13),
        scoring: Scoring::Territory,
        handicap: HandicapCompensation::None,
        seki_eyes_count: false,
        game_end: GameEnd::TwoPassesThenAgreement,
        rulings: RulingVersion::Other,
        ..CN2002
    },
    RuleSet {
        id: "aga",
        name: "AGA rules",
        handicap_komi: Stones::from_half_points(1),
        moves: moves(KoRule::Situational, SuicideRule::Forbid),
        handicap: HandicapCompensation::OnePointLess,
        game_end: GameEnd::TwoPassesWhiteLast,
        rulings: RulingVersion::Other,
        ..CN2002
    },
    RuleSet {
        id: "ing",
        name: "Ing rules (SST 1991)",
        komi: Stones::from_half_points(16),
        ties: Ties::BlackWins,
        // The SST ko rule has its own cycle categories; situational superko is the
        // nearest whole-board rule the engine has.
        moves: moves(KoRule::Situational, SuicideRule::MultiStone),
        handicap: HandicapCompensation::None,
        game_end: GameEnd::DameFilled,
        rulings: RulingVersion::Other,
        ..CN2002
    },
    RuleSet {
        id: "nz",
        name: "New Zealand rules",
        komi: Stones::from_half_points(14),
        moves: moves(KoRule::Situational, SuicideRule::Any),
        handicap: HandicapCompensation::None,
        game_end: GameEnd::ConfirmOrTwoPasses,
        rulings: RulingVersion::Other,
        ..CN2002
    },
    RuleSet {
        id: "tromp-taylor",
        name: "Tromp-Taylor rules",
        moves: moves(KoRule::Positional, SuicideRule::Any),
        handicap: HandicapCompensation::None,
        game_end: GameEnd::TwoPassesNoRemoval,
        rulings: RulingVersion::Other,
        ..CN2002
    },
];

#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("unknown rule set {0:?} (expected one of: {names})", names = preset_names())]
pub struct UnknownRuleSet(pub String);

fn preset_names() -> String {
    PRESETS.map(|r| r.id).join(", ")
}

impl FromStr for RuleSet {
    type Err = UnknownRuleSet;
    fn from_str(text: &str) -> Result<RuleSet, UnknownRuleSet> {
        let wanted = text.trim().to_ascii_lowercase().replace('_', "-");
        PRESETS
            .into_iter()
            .find(|r| r.id == wanted)
            .ok_or_else(|| UnknownRuleSet(text.to_string()))
    }
}

impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id)
    }
}

impl Default for RuleSet {
    fn default() -> Self {
        CN2002
    }
}

impl RuleSet {
    /// Komi for a game with `handicap` stones (0 or 1: no handicap stones placed;
    /// 1 means 让先, Black moves first without komi).
    pub fn komi_for(&self, handicap: u32) -> Stones {
        match handicap {
            0 => self.komi,
            _ => self.handicap_komi,
        }
    }

    /// What Black hands back at the count for `handicap` stones.
    pub fn handicap_return(&self, handicap: u32) -> Stones {
        if handicap < 2 {
            return Stones::ZERO;
        }
        let n = i64::from(handicap);
        match self.handicap {
            HandicapCompensation::HalfStoneEach => Stones::halves(n),
            HandicapCompensation::OnePointLess => Stones::from_half_points(2 * (n - 1)),
            HandicapCompensation::None => Stones::ZERO,
        }
    }
}

impl Describe for UnknownRuleSet {
    fn message(&self) -> Message {
        let names: Vec<&str> = PRESETS.iter().map(|r| r.id).collect();
        Message::text("err-unknown-rules")
            .arg("name", &self.0)
            .arg("names", names.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_parse_by_name() {
        assert_eq!("cn2002".parse::<RuleSet>().unwrap().komi.decimal(), "3.75");
        assert_eq!("CN1988".parse::<RuleSet>().unwrap().komi.decimal(), "2.75");
        assert_eq!(
            "tromp_taylor".parse::<RuleSet>().unwrap().id,
            "tromp-taylor"
        );
        let err = "wgc".parse::<RuleSet>().unwrap_err().to_string();
        assert!(err.contains("cn2002, cn1988, japanese"), "{err}");
    }

    #[test]
    fn komi_in_points_matches_the_rules_table() {
        let points = |id: &str| id.parse::<RuleSet>().unwrap().komi.points_decimal();
        assert_eq!(points("cn2002"), "7.5");
        assert_eq!(points("cn1988"), "5.5");
        assert_eq!(points("japanese"), "6.5");
        assert_eq!(points("aga"), "7.5");
        assert_eq!(points("ing"), "8");
        assert_eq!(points("nz"), "7");
    }

    #[test]
    fn handicap_returns() {
        assert_eq!(CN2002.handicap_return(4).decimal(), "2");
        assert_eq!(CN2002.handicap_return(3).decimal(), "1.5");
        let aga: RuleSet = "aga".parse().unwrap();
        assert_eq!(aga.handicap_return(5).points_decimal(), "4");
        assert_eq!(CN2002.handicap_return(1), Stones::ZERO);
    }
}
