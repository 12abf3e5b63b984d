//! Pairing systems and tie-breaks: [`System`], [`TieBreak`] (对手分, 小分, 累进分, 直胜,
//! the sample referee paper's 总得分) and the ranking keys a requested list gives.

use std::fmt;
use std::str::FromStr;

use crate::message::{Describe, Message};
use thiserror::Error;

/// How the event was paired.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum System {
    /// 循环制: everyone plays everyone (a double round robin may repeat pairs).
    RoundRobin,
    /// 积分编排制: score-group pairing; nobody meets the same opponent twice.
    Swiss,
}

impl System {
    pub const ALL: [System; 2] = [System::RoundRobin, System::Swiss];

    pub const fn id(self) -> &'static str {
        match self {
            System::RoundRobin => "round-robin",
            System::Swiss => "swiss",
        }
    }

    /// Round robin: the sample referee paper's 小分 then warnings. Swiss: current Chinese amateur
    /// practice, 对手分 then 累进分 (YBS). See docs/rules.md, Tournaments and ranking.
    pub const fn default_tiebreaks(self) -> &'static [TieBreak] {
        match self {
            System::RoundRobin => &[TieBreak::Sb, TieBreak::Warnings],
            System::Swiss => &[TieBreak::Sos, TieBreak::Progressive],
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("unknown tournament system {0:?} (use round-robin or swiss)")]
pub struct UnknownSystem(pub String);

impl FromStr for System {
    type Err = UnknownSystem;
    fn from_str(text: &str) -> Result<System, UnknownSystem> {
        match text.trim().to_lowercase().as_str() {
            "round-robin" | "roundrobin" | "rr" | "循环" | "循環" | "循环制" | "循環制" => {
                Ok(System::RoundRobin)
            }
            "swiss" | "积分编排" | "積分編排" | "积分编排制" | "積分編排制" => {
                Ok(System::Swiss)
            }
            _ => Err(UnknownSystem(text.to_string())),
        }
    }
}

/// A ranking criterion. Its id is the name used on the command line and in JSON.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TieBreak {
    /// 积分: game points, 2/1/0, a bye 2.
    Score,
    /// 对手分: the sum of all opponents' final scores (a bye adds nothing).
    Sos,
    /// 小分: beaten opponents' scores plus half the drawn opponents' scores.
    Sb,
    /// 累进分: the sum of the running score after each round.
    Progressive,
    /// Fewer warnings over the event rank higher.
    Warnings,
    /// 直胜: points scored in games among exactly the players still tied.
    Direct,
    /// The sample paper's 总得分 with 最高积分 = 2 × rounds: score + SOS ÷ rounds − rounds.
    TotalTheoretical,
    /// The sample paper's 总得分 with 最高积分 = the top score reached: score + SOS ÷ (top/2) − rounds.
    TotalActual,
}

impl TieBreak {
    pub const ALL: [TieBreak; 8] = [
        TieBreak::Score,
        TieBreak::Sos,
        TieBreak::Sb,
        TieBreak::Progressive,
        TieBreak::Warnings,
        TieBreak::Direct,
        TieBreak::TotalTheoretical,
        TieBreak::TotalActual,
    ];

    pub const fn id(self) -> &'static str {
        match self {
            TieBreak::Score => "score",
            TieBreak::Sos => "sos",
            TieBreak::Sb => "sb",
            TieBreak::Progressive => "progressive",
            TieBreak::Warnings => "warnings",
            TieBreak::Direct => "direct",
            TieBreak::TotalTheoretical => "total-theoretical",
            TieBreak::TotalActual => "total-actual",
        }
    }

    pub const fn lower_is_better(self) -> bool {
        matches!(self, TieBreak::Warnings)
    }

    /// The sample paper's 总得分 already contains the score, so it can lead the ranking.
    pub const fn is_total(self) -> bool {
        matches!(self, TieBreak::TotalTheoretical | TieBreak::TotalActual)
    }
}

impl fmt::Display for TieBreak {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error(
    "unknown tie-break {0:?} (use score, sos, sb, progressive, warnings, direct, total-theoretical or total-actual)"
)]
pub struct UnknownTieBreak(pub String);

impl FromStr for TieBreak {
    type Err = UnknownTieBreak;

    /// The ids, a few common English names, and the Chinese terms. A bare `total` /
    /// 总得分 is refused: the sample paper's formula is ambiguous and the reading must be named.
    fn from_str(text: &str) -> Result<TieBreak, UnknownTieBreak> {
        let name = text.trim().to_lowercase().replace('_', "-");
        Ok(match name.as_str() {
            "score" | "points" | "积分" | "積分" => TieBreak::Score,
            "sos" | "buchholz" | "对手分" | "對手分" => TieBreak::Sos,
            "sb" | "sonneborn-berger" | "小分" => TieBreak::Sb,
            "progressive" | "cumulative" | "累进分" | "累進分" => TieBreak::Progressive,
            "warnings" | "警告" => TieBreak::Warnings,
            "direct" | "head-to-head" | "直胜" | "直勝" => TieBreak::Direct,
            "total-theoretical" => TieBreak::TotalTheoretical,
            "total-actual" => TieBreak::TotalActual,
            _ => return Err(UnknownTieBreak(text.to_string())),
        })
    }
}

/// Method A of the sample paper for Swiss events: 总得分 is the ranking itself, and equal
/// totals go on to the tie-breaks given, or to warnings (round-robin criterion 2).
pub fn method_a_criteria(total: TieBreak, tiebreaks: &[TieBreak]) -> Vec<TieBreak> {
    let mut list = vec![total];
    if tiebreaks.is_empty() {
        list.push(TieBreak::Warnings);
    }
    for &t in tiebreaks {
        if !list.contains(&t) {
            list.push(t);
        }
    }
    list
}

/// The ranking keys for a requested tie-break list: `score` first, unless the list
/// names `score` itself or starts with a 总得分 (which replaces the score, as the sample paper's
/// method A does). Empty: the system's defaults.
pub fn ranking_criteria(system: System, tiebreaks: &[TieBreak]) -> Vec<TieBreak> {
    let list = if tiebreaks.is_empty() {
        system.default_tiebreaks()
    } else {
        tiebreaks
    };
    let mut criteria = Vec::with_capacity(list.len() + 1);
    let leads = list.first().is_some_and(|t| t.is_total());
    if !leads && !list.contains(&TieBreak::Score) {
        criteria.push(TieBreak::Score);
    }
    for &t in list {
        // A criterion repeated later can change nothing.
        if !criteria.contains(&t) {
            criteria.push(t);
        }
    }
    criteria
}

impl Describe for UnknownSystem {
    fn message(&self) -> Message {
        Message::text("err-unknown-system").arg("name", &self.0)
    }
}

impl Describe for UnknownTieBreak {
    fn message(&self) -> Message {
        Message::text("err-unknown-tiebreak").arg("name", &self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tiebreak_and_system_names() {
        for t in TieBreak::ALL {
            assert_eq!(t.id().parse::<TieBreak>(), Ok(t));
        }
        assert_eq!("小分".parse::<TieBreak>(), Ok(TieBreak::Sb));
        assert_eq!("對手分".parse::<TieBreak>(), Ok(TieBreak::Sos));
        assert!("total".parse::<TieBreak>().is_err());
        for s in System::ALL {
            assert_eq!(s.id().parse::<System>(), Ok(s));
        }
        assert_eq!(
            ranking_criteria(System::Swiss, &[TieBreak::Sos, TieBreak::Sos]),
            [TieBreak::Score, TieBreak::Sos]
        );
        assert_eq!(
            ranking_criteria(System::Swiss, &[TieBreak::Sos, TieBreak::Score]),
            [TieBreak::Sos, TieBreak::Score]
        );
        // Method A: the total ranks, then warnings; the score is not put before it.
        let a = method_a_criteria(TieBreak::TotalActual, &[]);
        assert_eq!(
            ranking_criteria(System::Swiss, &a),
            [TieBreak::TotalActual, TieBreak::Warnings]
        );
        let a = method_a_criteria(TieBreak::TotalTheoretical, &[TieBreak::Sos]);
        assert_eq!(
            ranking_criteria(System::Swiss, &a),
            [TieBreak::TotalTheoretical, TieBreak::Sos]
        );
    }
}
