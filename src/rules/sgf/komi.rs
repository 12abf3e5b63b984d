//! Komi as game records write it (SGF `KM`), read exactly, in quarter stones.
//!
//! SGF defines `KM` in points (`KM[7.5]`, 3¾ stones). Clients write other forms:
//!
//! - **Fox** (野狐, `AP[foxwq]`) writes a hundred times the komi: in stones under the
//!   Chinese rules (`KM[375]` is 3¾ stones, 7.5 points) and in points under the others
//!   (`KM[650]` is 6.5 points, `KM[50]` half a point). Read so: a whole number that is a
//!   multiple of 25, in a file with an `AP` named `foxwq`. KataGo maps the same values
//!   (`cpp/dataio/sgf.cpp`, `Sgf::getKomiOrFail`: 275 and 550 to 5.5, 325 and 650 to
//!   6.5, 350 and 700 to 7, 375 and 750 to 7.5); KaTrain (`katrain/core/sgf_parser.py`,
//!   `SGF.parse_sgf`) and Sabaki (`@sabaki/sgf`, `parseTokens`) replace a Fox komi by
//!   7.5 under Chinese rules, 6.5 otherwise, and 0.5 with a handicap.
//! - **Stones**: `KM[3.75]`, as Chinese clients write it under `RU[Chinese]`. A quarter
//!   value (x.25, x.75) cannot be points, so below 5 it is read as stones (KataGo
//!   doubles such a komi in GoGoD files under `RU[Chinese]`).
//! - **A unit written**: `KM[7.5目]`, `KM[3又3/4子]`.
//!
//! Anything else that is not a multiple of ½ point (¼ stone) is not a komi the count
//! can use, and is said so.

use crate::rules::Stones;
use crate::rules::ruleset::HandicapCompensation;
use crate::rules::score::CountTerms;

/// How a record's komi was written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KomiForm {
    /// Points, as SGF defines `KM`: `7.5`.
    Points,
    /// A quarter value read as stones: `3.75`.
    Stones,
    /// With its unit: `7.5目` or `3又3/4子`.
    Unit,
    /// Fox under the Chinese rules: hundredths of a stone (`375`).
    FoxStones,
    /// Fox under other rules: hundredths of a point (`650`, `50`).
    FoxPoints,
}

/// Why a written komi cannot be used.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KomiProblem {
    /// Not a number in any form read here.
    NotANumber,
    /// A number that is not a multiple of ¼ stone (½ point).
    NotQuarters,
}

/// A record's komi: as written, how it was read, and the amount.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordKomi {
    /// The `KM` value as written (trimmed).
    pub written: String,
    pub form: KomiForm,
    pub komi: Result<Stones, KomiProblem>,
}

/// The context a `KM` is read in: the record's `RU` and its `AP` values.
#[derive(Debug, Clone, Copy, Default)]
pub struct Writer<'a> {
    pub rules: Option<&'a str>,
    pub applications: &'a [String],
}

impl Writer<'_> {
    /// `AP[foxwq]` (the name part of any `AP`, with or without `:version`).
    pub fn is_fox(&self) -> bool {
        self.applications.iter().any(|ap| {
            let name = ap.split(':').next().unwrap_or("");
            name.trim().eq_ignore_ascii_case("foxwq")
        })
    }

    /// `RU` names the Chinese rules: `Chinese`, `cn`, `中国规则`, …
    pub fn is_chinese(&self) -> bool {
        let Some(rules) = self.rules else {
            return false;
        };
        let rules = rules.trim().to_ascii_lowercase();
        rules.contains("chinese")
            || rules == "cn"
            || rules.starts_with("cn ")
            || rules.contains("中国")
            || rules.contains("中國")
    }
}

/// A decimal number written exactly: `mantissa / 10^scale`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Decimal {
    mantissa: i128,
    scale: u32,
}

impl Decimal {
    /// `-7.5`, `+375`, `.25`; at most 15 digits.
    fn parse(text: &str) -> Option<Decimal> {
        let (negative, body) = match text.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, text.strip_prefix('+').unwrap_or(text)),
        };
        let (whole, fraction) = body.split_once('.').unwrap_or((body, ""));
        let digits = whole.len() + fraction.len();
        if digits == 0
            || digits > 15
            || !whole
                .bytes()
                .chain(fraction.bytes())
                .all(|b| b.is_ascii_digit())
        {
            return None;
        }
        let mut mantissa: i128 = 0;
        for b in whole.bytes().chain(fraction.bytes()) {
            mantissa = mantissa * 10 + i128::from(b - b'0');
        }
        Some(Decimal {
            mantissa: if negative { -mantissa } else { mantissa },
            scale: fraction.len() as u32,
        })
    }

    /// This many units of `quarters_per / per` quarter stones each, when that is a whole
    /// number of quarters: points are 2/1, stones 4/1, hundredths of a stone 4/100.
    fn quarters(self, quarters_per: i128, per: i128) -> Option<i64> {
        let numerator = self.mantissa * quarters_per;
        let denominator = 10i128.pow(self.scale) * per;
        (numerator % denominator == 0)
            .then(|| i64::try_from(numerator / denominator).ok())
            .flatten()
            .filter(|q| q.abs() <= 4 * 100_000)
    }

    /// A whole number, when it is one.
    fn whole(self) -> Option<i128> {
        let unit = 10i128.pow(self.scale);
        (self.mantissa % unit == 0).then_some(self.mantissa / unit)
    }
}

/// Reads a `KM` value written by `writer`; `None` for an empty one.
pub fn read(written: &str, writer: Writer<'_>) -> Option<RecordKomi> {
    let text: String = written
        .trim()
        .chars()
        .map(crate::rules::notation::fold_width)
        .collect();
    let text = text.trim();
    if text.is_empty() {
        return None;
    }
    let komi = |form, komi| RecordKomi {
        written: written.trim().to_string(),
        form,
        komi,
    };
    // A unit written.
    if let Some(number) = text.strip_suffix('子') {
        let stones = number.trim().parse::<Stones>();
        return Some(komi(
            KomiForm::Unit,
            stones.map_err(|_| problem(Decimal::parse(number.trim()))),
        ));
    }
    if let Some(number) = text.strip_suffix('目') {
        let decimal = Decimal::parse(number.trim());
        let points = decimal.and_then(|d| d.quarters(2, 1));
        return Some(komi(
            KomiForm::Unit,
            points.map(Stones::from_quarters).ok_or(problem(decimal)),
        ));
    }
    let Some(decimal) = Decimal::parse(text) else {
        return Some(komi(KomiForm::Points, Err(KomiProblem::NotANumber)));
    };
    let fox_scaled = decimal.whole().is_some_and(|n| n != 0 && n % 25 == 0);
    if writer.is_fox() && fox_scaled {
        let (form, quarters) = if writer.is_chinese() {
            (KomiForm::FoxStones, decimal.quarters(4, 100))
        } else {
            (KomiForm::FoxPoints, decimal.quarters(2, 100))
        };
        let stones = quarters.map(Stones::from_quarters);
        return Some(komi(form, stones.ok_or(KomiProblem::NotQuarters)));
    }
    if let Some(q) = decimal.quarters(2, 1) {
        return Some(komi(KomiForm::Points, Ok(Stones::from_quarters(q))));
    }
    match decimal.quarters(4, 1) {
        Some(q) if q.abs() < 5 * 4 => Some(komi(KomiForm::Stones, Ok(Stones::from_quarters(q)))),
        _ => Some(komi(KomiForm::Points, Err(KomiProblem::NotQuarters))),
    }
}

fn problem(decimal: Option<Decimal>) -> KomiProblem {
    match decimal {
        Some(_) => KomiProblem::NotQuarters,
        None => KomiProblem::NotANumber,
    }
}

/// Whether the terms leave Black a draw line on the board: between none of its points
/// and all of them. A komi of more than the board's points (or as far below zero) does
/// not.
pub fn draw_line_on_board(terms: &CountTerms) -> bool {
    let threshold = terms.threshold();
    threshold >= Stones::ZERO && threshold <= Stones::whole(terms.points())
}

/// Whether a handicap game's terms under the Chinese rules give Black both a komi to
/// pay and stones to hand back, which a record states by `HA` and `KM` together (Chinese
/// handicap games have no komi: Black hands back half a stone per handicap stone
/// instead).
pub fn stacks_with_handicap(terms: &CountTerms) -> bool {
    terms.rules.handicap == HandicapCompensation::HalfStoneEach
        && terms.komi != Stones::ZERO
        && terms.rules.handicap_return(terms.handicap) != Stones::ZERO
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::RuleSet;

    fn fox() -> Vec<String> {
        vec!["GNU Go:3.8".to_string(), "foxwq".to_string()]
    }

    fn read_as(written: &str, rules: Option<&str>, applications: &[String]) -> RecordKomi {
        read(
            written,
            Writer {
                rules,
                applications,
            },
        )
        .unwrap()
    }

    fn quarters(k: &RecordKomi) -> Result<i64, KomiProblem> {
        k.komi.map(Stones::quarters)
    }

    #[test]
    fn points_as_sgf_writes_them() {
        for (written, q) in [("7.5", 15), ("6.5", 13), ("0", 0), ("-3.5", -7), ("7", 14)] {
            let k = read_as(written, Some("Chinese"), &[]);
            assert_eq!(
                (k.form, quarters(&k)),
                (KomiForm::Points, Ok(q)),
                "{written}"
            );
        }
        assert_eq!(read_as(" 7.50 ", None, &[]).written, "7.50");
        assert!(read("  ", Writer::default()).is_none());
    }

    #[test]
    fn fox_writes_hundredths_of_stones_under_chinese_rules_and_of_points_otherwise() {
        let ap = fox();
        let cases = [
            ("375", "Chinese", KomiForm::FoxStones, 15),
            ("375", "cn", KomiForm::FoxStones, 15),
            ("275", "Chinese", KomiForm::FoxStones, 11),
            ("325", "Chinese", KomiForm::FoxStones, 13),
            ("350", "Chinese", KomiForm::FoxStones, 14),
            ("650", "Japanese", KomiForm::FoxPoints, 13),
            ("550", "Korean", KomiForm::FoxPoints, 11),
            ("750", "Japanese", KomiForm::FoxPoints, 15),
            ("50", "Japanese", KomiForm::FoxPoints, 1),
        ];
        for (written, rules, form, q) in cases {
            let k = read_as(written, Some(rules), &ap);
            assert_eq!((k.form, quarters(&k)), (form, Ok(q)), "{written} {rules}");
        }
        // Komi Fox writes in points already, and no komi.
        assert_eq!(quarters(&read_as("7.5", Some("Chinese"), &ap)), Ok(15));
        assert_eq!(quarters(&read_as("7", Some("Chinese"), &ap)), Ok(14));
        assert_eq!(quarters(&read_as("0", Some("Chinese"), &ap)), Ok(0));
        // Not Fox: 375 is 375 points.
        assert_eq!(quarters(&read_as("375", Some("Chinese"), &[])), Ok(750));
        // AP with a version.
        let versioned = ["FoxWQ:1.0".to_string()];
        assert_eq!(
            read_as("375", Some("cn"), &versioned).form,
            KomiForm::FoxStones
        );
        // Hundredths of a point that are not half points.
        assert_eq!(
            quarters(&read_as("25", Some("Japanese"), &ap)),
            Err(KomiProblem::NotQuarters)
        );
    }

    #[test]
    fn quarter_values_below_five_are_stones() {
        for (written, q) in [("3.75", 15), ("2.75", 11), ("3.25", 13), ("-0.25", -1)] {
            let k = read_as(written, Some("Chinese"), &[]);
            assert_eq!(
                (k.form, quarters(&k)),
                (KomiForm::Stones, Ok(q)),
                "{written}"
            );
        }
        assert_eq!(
            quarters(&read_as("7.25", Some("Chinese"), &[])),
            Err(KomiProblem::NotQuarters)
        );
    }

    #[test]
    fn units_and_what_cannot_be_read() {
        assert_eq!(quarters(&read_as("7.5目", None, &[])), Ok(15));
        assert_eq!(quarters(&read_as("3又3/4子", None, &[])), Ok(15));
        assert_eq!(quarters(&read_as("３．７５子", None, &[])), Ok(15));
        assert_eq!(read_as("7.5目", None, &[]).form, KomiForm::Unit);
        for (written, why) in [
            ("7.3", KomiProblem::NotQuarters),
            ("7.3目", KomiProblem::NotQuarters),
            ("3.3子", KomiProblem::NotQuarters),
            ("seven", KomiProblem::NotANumber),
            ("1e3", KomiProblem::NotANumber),
            ("7.5.5", KomiProblem::NotANumber),
            ("99999999999999999999", KomiProblem::NotANumber),
        ] {
            assert_eq!(
                quarters(&read_as(written, None, &[])),
                Err(why),
                "{written}"
            );
        }
    }

    #[test]
    fn a_komi_beyond_the_board_leaves_no_draw_line() {
        let rules = RuleSet::default();
        let terms = |size, handicap, quarters| {
            CountTerms::new(rules, size, handicap, Some(Stones::from_quarters(quarters)))
        };
        assert!(draw_line_on_board(&terms(13, 0, 15)));
        // 375 points on a 169-point board.
        assert!(!draw_line_on_board(&terms(13, 0, 750)));
        assert!(draw_line_on_board(&terms(13, 0, 338)));
        assert!(!draw_line_on_board(&terms(13, 0, -340)));
        assert!(stacks_with_handicap(&terms(19, 4, 15)));
        assert!(!stacks_with_handicap(&terms(19, 4, 0)));
        assert!(!stacks_with_handicap(&terms(19, 0, 15)));
    }
}
