//! Answer matching, the one place every front end uses: typed text against accepted
//! answers, choice letters, numbers and results in any written form.

use std::sync::OnceLock;

use ferrous_opencc::OpenCC;
use ferrous_opencc::config::BuiltinConfig;
use serde::{Deserialize, Serialize};

use crate::rules::Color;
use crate::rules::notation::fold_width;
use crate::rules::ruleset::Ties;
use crate::rules::score::Outcome;
use crate::rules::stones::Stones;

fn to_simplified() -> Option<&'static OpenCC> {
    static T2S: OnceLock<Option<OpenCC>> = OnceLock::new();
    T2S.get_or_init(|| OpenCC::from_config(BuiltinConfig::T2s).ok())
        .as_ref()
}

/// Character by character (s2tw), not OpenCC's Taiwan phrase table (s2twp), which puts
/// computing words into Go text (循环→迴圈, 全局→全域性, 算法→演算法).
fn to_taiwan() -> Option<&'static OpenCC> {
    static S2TW: OnceLock<Option<OpenCC>> = OnceLock::new();
    S2TW.get_or_init(|| OpenCC::from_config(BuiltinConfig::S2tw).ok())
        .as_ref()
}

/// One `from<TAB>to` pair a line, `#` lines being comments.
fn parse_tsv(text: &'static str) -> Vec<(&'static str, &'static str)> {
    text.lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| line.split_once('\t'))
        .filter(|(from, _)| !from.is_empty())
        .collect()
}

/// Taiwan's Go words, kept as data: `locales/zh-TW/glossary.tsv`.
fn go_glossary() -> &'static [(&'static str, &'static str)] {
    static GLOSSARY: OnceLock<Vec<(&'static str, &'static str)>> = OnceLock::new();
    GLOSSARY.get_or_init(|| parse_tsv(include_str!("../../locales/zh-TW/glossary.tsv")))
}

/// Taiwan's everyday usage, beside the Go words: `locales/zh-TW/regional.tsv` (紐西蘭,
/// 折合, 宣布, 「」 quotes…).
pub fn regional_glossary() -> &'static [(&'static str, &'static str)] {
    static REGIONAL: OnceLock<Vec<(&'static str, &'static str)>> = OnceLock::new();
    REGIONAL.get_or_init(|| parse_tsv(include_str!("../../locales/zh-TW/regional.tsv")))
}

/// Simplified Chinese in traditional characters as Taiwan writes it: characters by
/// OpenCC (s2tw), then Taiwan's Go words, then Taiwan's everyday words and quotes.
pub fn traditional(text: &str) -> String {
    let Some(cc) = to_taiwan() else {
        return text.to_string();
    };
    let mut converted = cc.convert(text);
    for (from, to) in go_glossary().iter().chain(regional_glossary()) {
        if converted.contains(from) {
            converted = converted.replace(from, to);
        }
    }
    converted
}

/// The comparable form of an answer: half-width, lower case, simplified characters,
/// without spaces or punctuation.
pub fn normalize(text: &str) -> String {
    let folded: String = text
        .chars()
        .map(fold_width)
        .flat_map(char::to_lowercase)
        .filter(|c| !c.is_whitespace() && !is_punctuation(*c))
        .collect();
    if folded.is_ascii() {
        return folded;
    }
    let simplified = match to_simplified() {
        Some(cc) => cc.convert(&folded),
        None => folded,
    };
    // OpenCC keeps 著 (a valid simplified character); in Go texts it is always 着.
    let mut comparable = simplified.replace('著', "着");
    for (taiwan, mainland) in regional_folds() {
        if comparable.contains(taiwan.as_str()) {
            comparable = comparable.replace(taiwan.as_str(), mainland);
        }
    }
    comparable
}

/// The regional glossary undone, in simplified characters and in reverse order: an answer
/// typed as Taiwan writes it or as the mainland does is one answer (紐西蘭 = 新西兰,
/// 2.4公分 = 2.4厘米), whichever form the key was converted to.
fn regional_folds() -> &'static [(String, String)] {
    static FOLDS: OnceLock<Vec<(String, String)>> = OnceLock::new();
    FOLDS.get_or_init(|| {
        let Some(cc) = to_simplified() else {
            return Vec::new();
        };
        regional_glossary()
            .iter()
            .rev()
            .map(|(mainland, taiwan)| (cc.convert(taiwan), cc.convert(mainland)))
            .filter(|(taiwan, mainland)| !taiwan.is_empty() && taiwan != mainland)
            .collect()
    })
}

fn is_punctuation(c: char) -> bool {
    // Keep the characters numbers and results are written with.
    if matches!(c, '/' | '.' | '+' | '-' | '¼' | '½' | '¾') {
        return false;
    }
    c.is_ascii_punctuation()
        || matches!(
            c,
            '，' | '。'
                | '、'
                | '；'
                | '：'
                | '？'
                | '！'
                | '“'
                | '”'
                | '‘'
                | '’'
                | '（'
                | '）'
                | '《'
                | '》'
                | '「'
                | '」'
                | '『'
                | '』'
                | '【'
                | '】'
                | '…'
                | '—'
                | '·'
        )
}

/// Whether typed text matches one of the accepted answers: equal once normalised, the
/// same number however written (in a unit that agrees with the key's), or the same
/// result.
pub fn text_matches(input: &str, accepted: &[String]) -> bool {
    text_matches_in(input, accepted, blank_unit(accepted))
}

/// [`text_matches`] for a blank that asks in `expected` (its bank `unit`).
pub fn text_matches_in(input: &str, accepted: &[String], expected: Option<Unit>) -> bool {
    let typed = normalize(input);
    if typed.is_empty() {
        return false;
    }
    let typed_amount = parse_amount(input);
    let typed_result = parse_result(input);
    accepted.iter().any(|a| {
        if normalize(a) == typed {
            return true;
        }
        if let (Some(t), Some(k)) = (typed_amount, parse_amount(a)) {
            return t.value == k.value
                && compatible(t.unit, expected)
                && compatible(t.unit, k.unit);
        }
        typed_result.is_some() && typed_result == parse_result(a)
    })
}

/// What a unit measures. Counters that name no dimension (次, 局, rounds, games…) are
/// not units here: they never make an answer wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Unit {
    Stones,
    Points,
    Hours,
    Minutes,
    Seconds,
}

/// What a numeric blank asks for, as its bank item's `unit` says: an amount in a unit,
/// or a plain count (moves, rounds, liberties), where no unit is held against.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Measure {
    Unit(Unit),
    Count,
}

impl Measure {
    pub const NAMES: [&'static str; 6] =
        ["stones", "points", "hours", "minutes", "seconds", "count"];

    pub fn from_name(name: &str) -> Option<Measure> {
        Some(match name {
            "count" => Measure::Count,
            "stones" => Measure::Unit(Unit::Stones),
            "points" => Measure::Unit(Unit::Points),
            "hours" => Measure::Unit(Unit::Hours),
            "minutes" => Measure::Unit(Unit::Minutes),
            "seconds" => Measure::Unit(Unit::Seconds),
            _ => return None,
        })
    }

    /// The unit an answer must be in, if any.
    pub fn unit(self) -> Option<Unit> {
        match self {
            Measure::Unit(u) => Some(u),
            Measure::Count => None,
        }
    }
}

/// The unit blank `index` expects: its declared measure (one for all blanks, or one
/// each), else what its accepted answers are written in.
pub fn expected_unit(measures: &[Measure], index: usize, accepted: &[String]) -> Option<Unit> {
    let declared = match measures {
        [one] => Some(*one),
        each => each.get(index).copied(),
    };
    match declared {
        Some(measure) => measure.unit(),
        None => blank_unit(accepted),
    }
}

impl Unit {
    pub fn name(self) -> &'static str {
        match self {
            Unit::Stones => "stones",
            Unit::Points => "points",
            Unit::Hours => "hours",
            Unit::Minutes => "minutes",
            Unit::Seconds => "seconds",
        }
    }
}

/// A number as typed, with the unit written after it, if any.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Amount {
    pub value: Stones,
    pub unit: Option<Unit>,
}

/// Whether a typed unit agrees with an expected one; no unit on either side never
/// disagrees.
pub fn compatible(typed: Option<Unit>, expected: Option<Unit>) -> bool {
    match (typed, expected) {
        (Some(t), Some(e)) => t == e,
        _ => true,
    }
}

/// The unit a fill-in blank expects: the one unit its accepted answers are written in,
/// or `None` when they name none (or disagree).
pub fn blank_unit(accepted: &[String]) -> Option<Unit> {
    let mut units = accepted.iter().filter_map(|a| parse_amount(a)?.unit);
    let first = units.next()?;
    units.all(|u| u == first).then_some(first)
}

/// Whether every accepted answer of a blank is a number, so that typed words are not an
/// answer at all.
pub fn blank_is_numeric(accepted: &[String]) -> bool {
    !accepted.is_empty() && accepted.iter().all(|a| parse_amount(a).is_some())
}

/// Chinese numerals up to 9999 (十九, 一百八十一, 两); `None` for anything else.
fn chinese_numeral(text: &str) -> Option<i64> {
    let digit = |c: char| {
        "零一二三四五六七八九"
            .chars()
            .position(|d| d == c)
            .map(|d| d as i64)
    };
    let mut total = 0;
    let mut current: Option<i64> = None;
    let mut any = false;
    for c in text.chars() {
        any = true;
        let c = if c == '两' || c == '兩' { '二' } else { c };
        if let Some(d) = digit(c) {
            if current.is_some() {
                return None; // two digits in a row: not a numeral we read
            }
            current = Some(d);
            continue;
        }
        let unit = match c {
            '十' => 10,
            '百' => 100,
            '千' => 1000,
            _ => return None,
        };
        // 十九 means 19; a bare 百 or 千 is not a numeral we read.
        let multiplier = match current {
            Some(d) => d,
            None if unit == 10 => 1,
            None => return None,
        };
        total += multiplier * unit;
        current = None;
    }
    any.then(|| total + current.unwrap_or(0))
}

/// English number words: `seven`, `thirty-six`, `a hundred and thirty-six`.
fn english_numeral(text: &str) -> Option<i64> {
    const SMALL: [&str; 20] = [
        "zero",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
    ];
    const TENS: [&str; 8] = [
        "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
    ];
    let words: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || c == '-')
        .filter(|w| !w.is_empty() && *w != "and")
        .collect();
    if words.is_empty() {
        return None;
    }
    let (mut total, mut current) = (0i64, 0i64);
    for (i, word) in words.iter().enumerate() {
        if let Some(n) = SMALL.iter().position(|w| w == word) {
            current += n as i64;
        } else if let Some(n) = TENS.iter().position(|w| w == word) {
            current += (n as i64 + 2) * 10;
        } else if *word == "a" && matches!(words.get(i + 1), Some(&"hundred" | &"thousand")) {
            current += 1;
        } else if *word == "hundred" && current > 0 {
            current *= 100;
        } else if *word == "thousand" && current > 0 {
            total += current * 1000;
            current = 0;
        } else {
            return None;
        }
    }
    Some(total + current)
}

/// Words people put before a number (还剩2次, 一共136局, a total of 136 games), longest
/// first. Traditional text is simplified before these are looked for.
const LEADING: &[&str] = &[
    "answer:",
    "a total of",
    "in total",
    "there are",
    "there were",
    "there is",
    "it is",
    "it's",
    "at least",
    "total of",
    "total",
    "is",
    "are",
    "一共是",
    "总共是",
    "一共有",
    "总共有",
    "应该是",
    "还剩下",
    "一共",
    "总共",
    "共计",
    "合计",
    "还剩",
    "剩下",
    "剩余",
    "还有",
    "需要",
    "应为",
    "应是",
    "等于",
    "至少",
    "答案",
    "答",
    "剩",
    "共",
    "是",
    "为",
    "需",
    "要",
    "有",
    "第",
];

/// Words people put after a number and its measure word.
const TRAILING: &[&str] = &["left", "remaining", "in all", "in total", "total", "整"];

/// Measure words and units, longest first: (word, what it measures).
const MEASURES: &[(&str, Option<Unit>)] = &[
    ("liberties", None),
    ("players", None),
    ("periods", None),
    ("minutes", Some(Unit::Minutes)),
    ("seconds", Some(Unit::Seconds)),
    ("liberty", None),
    ("minute", Some(Unit::Minutes)),
    ("second", Some(Unit::Seconds)),
    ("period", None),
    ("player", None),
    ("stones", Some(Unit::Stones)),
    ("points", Some(Unit::Points)),
    ("rounds", None),
    ("boards", None),
    ("stone", Some(Unit::Stones)),
    ("point", Some(Unit::Points)),
    ("round", None),
    ("games", None),
    ("moves", None),
    ("hours", Some(Unit::Hours)),
    ("times", None),
    ("board", None),
    ("game", None),
    ("move", None),
    ("hour", Some(Unit::Hours)),
    ("time", None),
    ("mins", Some(Unit::Minutes)),
    ("secs", Some(Unit::Seconds)),
    ("min", Some(Unit::Minutes)),
    ("sec", Some(Unit::Seconds)),
    ("pts", Some(Unit::Points)),
    ("hrs", Some(Unit::Hours)),
    ("pt", Some(Unit::Points)),
    ("hr", Some(Unit::Hours)),
    ("s", Some(Unit::Seconds)),
    ("h", Some(Unit::Hours)),
    ("分钟", Some(Unit::Minutes)),
    ("小时", Some(Unit::Hours)),
    ("钟头", Some(Unit::Hours)),
    ("秒钟", Some(Unit::Seconds)),
    ("口气", None),
    ("子", Some(Unit::Stones)),
    ("枚", Some(Unit::Stones)),
    ("颗", Some(Unit::Stones)),
    ("目", Some(Unit::Points)),
    ("点", Some(Unit::Points)),
    ("秒", Some(Unit::Seconds)),
    // 分 is minutes or score points (小分 12分): a counter, never held against.
    ("分", None),
    ("次", None),
    ("局", None),
    ("轮", None),
    ("个", None),
    ("手", None),
    ("名", None),
    ("人", None),
    ("位", None),
    ("场", None),
    ("盘", None),
    ("台", None),
    ("气", None),
];

/// A number in any written form: `3.75`, `3¾`, `3 3/4`, `3又3/4`, `15/4`, `十九`,
/// `３又３／４`, `two`; with the words people put around it (`还剩2次`, `一百三十六局`,
/// `a total of 136 games`) and the unit or measure word after it (`7.5目`, `3分钟`,
/// `7 rounds`).
pub fn parse_number(text: &str) -> Option<Stones> {
    parse_amount(text).map(|a| a.value)
}

/// A number as [`parse_number`] reads it, with the unit written after it.
pub fn parse_amount(text: &str) -> Option<Amount> {
    let folded: String = text.trim().chars().map(fold_width).collect();
    let mut body = folded.to_lowercase();
    if !body.is_ascii()
        && let Some(cc) = to_simplified()
    {
        body = cc.convert(&body);
    }
    let mut body = body
        .trim()
        .trim_end_matches(['。', '!', '！', '?', '？'])
        .trim();
    // Leading words may stack (一共是): strip while one is there.
    while let Some(rest) = LEADING.iter().find_map(|w| {
        body.strip_prefix(w).filter(|rest| {
            !w.is_ascii() || rest.starts_with(' ') || !w.ends_with(char::is_alphabetic)
        })
    }) {
        body = rest.trim_start_matches([':', '：']).trim();
    }
    for w in TRAILING {
        if let Some(rest) = body.strip_suffix(w) {
            body = rest.trim_end();
            break;
        }
    }
    if let Some(value) = bare_number(body) {
        return Some(Amount { value, unit: None });
    }
    MEASURES.iter().find_map(|&(word, unit)| {
        let rest = body.strip_suffix(word)?.trim_end();
        bare_number(rest).map(|value| Amount { value, unit })
    })
}

/// A number with nothing around it.
fn bare_number(body: &str) -> Option<Stones> {
    if body.is_empty() {
        return None;
    }
    if let Ok(value) = body.parse::<Stones>() {
        return Some(value);
    }
    // 一百八十四又二分之一 is rare; whole Chinese numerals are common.
    chinese_numeral(body)
        .or_else(|| english_numeral(body))
        .filter(|n| *n <= 1_000_000)
        .map(Stones::whole)
}

/// Choice letters: `b`, `B`, `A,C`, `ac`, `A C`, `Ａ`. `None` when the text is not a
/// set of letters among the `count` options ("not an answer", rather than wrong).
pub fn parse_choice(text: &str, count: usize) -> Option<Vec<usize>> {
    let mut picked = Vec::new();
    for c in text.chars().map(fold_width) {
        if c.is_whitespace() || matches!(c, ',' | '，' | '、' | ';' | '/' | '&') {
            continue;
        }
        let upper = c.to_ascii_uppercase();
        if !upper.is_ascii_uppercase() {
            return None;
        }
        let index = usize::from(upper as u8 - b'A');
        if index >= count {
            return None;
        }
        picked.push(index);
    }
    picked.sort_unstable();
    picked.dedup();
    (!picked.is_empty()).then_some(picked)
}

/// True or false in English or Chinese (`t`, `yes`, `对`, `正确`, `√`, `是`…).
pub fn parse_bool(text: &str) -> Option<bool> {
    match normalize(text).as_str() {
        "t" | "true" | "y" | "yes" | "对" | "正确" | "是" | "√" | "✓" | "o" | "能" | "可以"
        | "can" => Some(true),
        "f" | "false" | "n" | "no" | "错" | "错误" | "否" | "×" | "✗" | "x" | "不能" | "不可以"
        | "cannot" | "can't" => Some(false),
        _ => None,
    }
}

/// A colour: `black`, `b`, `黑`, `黑方`, `执黑`.
pub fn parse_colour(text: &str) -> Option<Color> {
    match normalize(text).as_str() {
        "b" | "black" | "黑" | "黑方" | "执黑" | "黑棋" => Some(Color::Black),
        "w" | "white" | "白" | "白方" | "执白" | "白棋" => Some(Color::White),
        _ => None,
    }
}

/// A result typed freely: `黑负1又1/4子`, `白胜1¼子`, `W+2.5`, `B-1.25 stones`,
/// `white by 1 1/4`, `Black wins by 3/4 stone (B+1.5)`, `和棋`, `draw`.
/// Words name the margin in stones (`黑胜3/4`, `white by 1 1/4`); the `B+`/`W+` notation
/// in points (`B+2.5`); a unit after the number (子, 目, stones, points) always wins.
pub fn parse_result(text: &str) -> Option<Outcome> {
    let folded: String = text.trim().chars().map(fold_width).collect();
    let compact = squeeze_spaces(&folded.to_lowercase());
    if matches!(
        normalize(&folded).as_str(),
        "和" | "和棋" | "和局" | "draw" | "jigo" | "0"
    ) || compact.starts_with("draw")
    {
        return Some(Outcome::from_black_margin(Stones::ZERO, Ties::Draw));
    }
    // A trailing "(B+1.5)" repeats the result in points: read the words before it.
    let head = compact.split(['(', '（']).next().unwrap_or(&compact);
    let (black_wins, points_by_default, rest) = result_head(head)?;
    let (number, unit) = split_unit(rest);
    let value = parse_number(number)?;
    let in_points = match unit {
        "" => points_by_default,
        "子" | "stone" | "stones" => false,
        _ => true,
    };
    let margin = if in_points {
        // Two points are one stone: the margin must be a whole number of half points.
        if value.quarters() % 2 != 0 {
            return None;
        }
        Stones::from_quarters(value.quarters() / 2)
    } else {
        value
    };
    if margin <= Stones::ZERO {
        return None;
    }
    Some(Outcome::from_black_margin(
        if black_wins { margin } else { -margin },
        Ties::Draw,
    ))
}

/// Drops whitespace except between two digits, so words join (`white by` → `whiteby`)
/// but mixed numbers stay readable (`1 1/4`).
fn squeeze_spaces(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    for (i, &c) in chars.iter().enumerate() {
        if c.is_whitespace() {
            let before = out.chars().last().is_some_and(|p| p.is_ascii_digit());
            let after = chars[i + 1..]
                .iter()
                .find(|n| !n.is_whitespace())
                .is_some_and(|n| n.is_ascii_digit());
            if before && after && !out.ends_with(' ') {
                out.push(' ');
            }
            continue;
        }
        out.push(c);
    }
    out
}

/// Who wins, from Black's side, whether a bare number means points, and the rest.
fn result_head(text: &str) -> Option<(bool, bool, &str)> {
    const WORDS: &[(&str, bool)] = &[
        ("执黑胜", true),
        ("执白胜", false),
        ("黑胜", true),
        ("黑勝", true),
        ("黑负", false),
        ("黑負", false),
        ("白胜", false),
        ("白勝", false),
        ("白负", true),
        ("白負", true),
        ("blackwinsby", true),
        ("blacklosesby", false),
        ("whitewinsby", false),
        ("whitelosesby", true),
        ("blackby", true),
        ("whiteby", false),
    ];
    const SIGNS: &[(&str, bool)] = &[("b+", true), ("w+", false), ("b-", false), ("w-", true)];
    WORDS
        .iter()
        .find_map(|&(head, black)| text.strip_prefix(head).map(|rest| (black, false, rest)))
        .or_else(|| {
            SIGNS
                .iter()
                .find_map(|&(head, black)| text.strip_prefix(head).map(|rest| (black, true, rest)))
        })
}

fn split_unit(text: &str) -> (&str, &str) {
    for unit in [
        "stones", "stone", "points", "point", "pts", "子", "目", "点", "點",
    ] {
        if let Some(number) = text.strip_suffix(unit) {
            return (number, unit);
        }
    }
    (text, "")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn result(text: &str) -> Option<String> {
        parse_result(text).map(|o| o.points_notation())
    }

    #[test]
    fn results_in_every_written_form() {
        for (text, expected) in [
            ("黑负1又1/4子", "W+2.5"),
            ("白胜1¼子", "W+2.5"),
            ("W+2.5", "W+2.5"),
            ("B-1.25 stones", "W+2.5"),
            ("white by 1 1/4", "W+2.5"),
            ("黑胜3/4子", "B+1.5"),
            ("黑勝3/4子", "B+1.5"),
            ("Black wins by 3/4 stone (B+1.5)", "B+1.5"),
            ("Black loses by 1 1/4 stones (W+2.5)", "W+2.5"),
            ("B+0.5", "B+0.5"),
            ("黑胜1目", "B+1"),
            ("和棋", "0"),
            ("Draw (0)", "0"),
            ("ｗ＋２.５", "W+2.5"),
        ] {
            assert_eq!(result(text).as_deref(), Some(expected), "{text}");
        }
        for text in ["", "黑", "B+", "B+x", "W+0.25", "黑胜0子", "black", "B+-1"] {
            assert_eq!(result(text), None, "{text:?}");
        }
    }

    #[test]
    fn numbers_in_every_written_form() {
        for text in [
            "3又3/4",
            "3¾",
            "3 3/4",
            "3.75",
            "15/4",
            "３又３／４",
            "3.75子",
        ] {
            assert_eq!(
                parse_number(text),
                Some(Stones::from_quarters(15)),
                "{text}"
            );
        }
        assert_eq!(parse_number("十九"), Some(Stones::whole(19)));
        assert_eq!(parse_number("一百八十一"), Some(Stones::whole(181)));
        assert_eq!(parse_number("两"), Some(Stones::whole(2)));
        assert_eq!(parse_number("十"), Some(Stones::whole(10)));
        assert_eq!(parse_number("abc"), None);
        assert_eq!(parse_number("一一"), None);
    }

    #[test]
    fn numbers_with_their_words_and_units() {
        let amount = |t: &str| parse_amount(t).map(|a| (a.value.decimal(), a.unit));
        for (text, value, unit) in [
            ("2次", "2", None),
            ("两次", "2", None),
            ("还剩2次", "2", None),
            ("還剩兩次", "2", None),
            ("一共是136局", "136", None),
            ("一百三十六局", "136", None),
            ("七輪", "7", None),
            ("九个", "9", None),
            ("3口气", "3", None),
            ("第12手", "12", None),
            ("7.5目", "7.5", Some(Unit::Points)),
            ("7又1/2目", "7.5", Some(Unit::Points)),
            ("1又1/4子", "1.25", Some(Unit::Stones)),
            ("三分钟", "3", Some(Unit::Minutes)),
            ("三分鐘", "3", Some(Unit::Minutes)),
            ("12分", "12", None),
            ("30秒", "30", Some(Unit::Seconds)),
            ("2 periods left", "2", None),
            ("a total of 136 games", "136", None),
            ("there are 7 rounds", "7", None),
            ("a hundred and thirty-six", "136", None),
            ("twenty-one", "21", None),
            ("zero", "0", None),
            ("7.5 points", "7.5", Some(Unit::Points)),
            ("1 1/4 stones", "1.25", Some(Unit::Stones)),
            ("3 min", "3", Some(Unit::Minutes)),
            ("45s", "45", Some(Unit::Seconds)),
        ] {
            assert_eq!(amount(text), Some((value.to_string(), unit)), "{text}");
        }
        for text in [
            "abc", "？？", "", "是", "islands", "a", "hundred", "2 apples",
        ] {
            assert_eq!(amount(text), None, "{text:?}");
        }
    }

    #[test]
    fn a_unit_against_the_keys_unit_does_not_match() {
        let accepted = |a: &[&str]| a.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let points = accepted(&["7.5", "7.5目"]);
        assert_eq!(blank_unit(&points), Some(Unit::Points));
        assert!(text_matches("7.5点", &points));
        assert!(text_matches("7.5", &points));
        assert!(!text_matches("7.5子", &points));
        assert!(!text_matches("7.5 stones", &points));
        // Nothing says which unit: none is held against the answer.
        assert!(text_matches("7.5子", &accepted(&["7.5"])));
        assert!(text_matches("W+2.5", &accepted(&["黑负1又1/4子"])));
        assert!(!blank_is_numeric(&accepted(&["天元"])));
    }

    #[test]
    fn fill_answers_ignore_case_width_space_punctuation_and_script() {
        let accepted = |a: &[&str]| a.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert!(text_matches(" Tengen ", &accepted(&["tengen"])));
        assert!(text_matches("天元。", &accepted(&["天元"])));
        assert!(text_matches("禁著點", &accepted(&["禁着点"])));
        assert!(text_matches("ＡＢＣ", &accepted(&["abc"])));
        assert!(text_matches("十九", &accepted(&["19"])));
        assert!(text_matches("3 3/4", &accepted(&["3又3/4"])));
        assert!(!text_matches("", &accepted(&["19"])));
        assert!(!text_matches("18", &accepted(&["19"])));
    }

    #[test]
    fn choice_letters() {
        assert_eq!(parse_choice("b", 3), Some(vec![1]));
        assert_eq!(parse_choice("A,C", 3), Some(vec![0, 2]));
        assert_eq!(parse_choice("ca", 3), Some(vec![0, 2]));
        assert_eq!(parse_choice("A C", 3), Some(vec![0, 2]));
        assert_eq!(parse_choice("Ｂ", 3), Some(vec![1]));
        assert_eq!(parse_choice("D", 3), None);
        assert_eq!(parse_choice("1", 3), None);
        assert_eq!(parse_choice("", 3), None);
    }

    #[test]
    fn booleans_colours_and_traditional_text() {
        assert_eq!(parse_bool("对"), Some(true));
        // A board's "may Black play at a?" is answered as the sheet asks it.
        assert_eq!(parse_bool("能"), Some(true));
        assert_eq!(parse_bool("不能"), Some(false));
        assert_eq!(parse_bool("錯"), Some(false));
        assert_eq!(parse_bool("T"), Some(true));
        assert_eq!(parse_colour("執黑"), Some(Color::Black));
        assert_eq!(traditional("禁着点"), "禁著點");
    }

    #[test]
    fn taiwan_text_keeps_gos_words() {
        let cases = [
            ("单循环赛", "單循環賽"),
            ("禁止全局同形", "禁止全局同形"),
            ("计算方法与算法", "計算方法與算法"),
            ("落子后按钟，停钟后裁判", "落子後按鐘，停鐘後裁判"),
            ("第20条第1款", "第20條第1款"),
        ];
        for (simplified, taiwan) in cases {
            assert_eq!(traditional(simplified), taiwan, "{simplified}");
        }
    }
}
