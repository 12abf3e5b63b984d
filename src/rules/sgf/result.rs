//! The result a game record states (SGF `RE`), in the English forms SGF defines and the
//! Chinese forms Chinese clients and referees write, read exactly.
//!
//! | form | read as |
//! |---|---|
//! | `B+3.5`, `W+0.5` | won on the count, margin in points |
//! | `W+3.25`, `B+3/4` | a quarter or a fraction: margin in stones (Fox writes its Chinese-rule results so) |
//! | `B+`, `黑胜`, `白胜` | won on the count, no margin given |
//! | `白胜4又3/4子`, `黑胜3/4子`, `黑胜半子`, `黑胜四分之三子` | margin in stones (子) |
//! | `黑胜2.5目`, `黑胜3目半` | margin in points (目) |
//! | `黑负1/4子` | the other side won |
//! | `B+R`, `W+Resign`, `黑中盘胜`, `白中盘胜` | won by resignation |
//! | `B+T`, `W+Time`, `白超时胜` | won on time |
//! | `B+F`, `W+Forfeit`, `黑不战胜` | won by forfeit |
//! | `0`, `Draw`, `Jigo`, `和棋`, `和局` | a draw |
//! | `?`, `Void`, `无胜负` | no result |
//!
//! A bare decimal margin is in points, as SGF defines it, except in Fox files under the
//! Chinese rules, whose `KM` and `RE` are both in stones (`KM[375]`, `RE[W+3.25]`).
//! Traditional characters (勝, 負, 盤, 時) read as their simplified forms.

use crate::rules::notation::fold_width;
use crate::rules::score::Outcome;
use crate::rules::{Color, Stones};

/// The unit a margin was written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unit {
    Points,
    Stones,
}

/// A margin as the record gives it: the amount (held in stones) and the unit written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Margin {
    pub amount: Stones,
    pub unit: Unit,
}

/// How the record says the game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RecordedResult {
    /// Won on the count, with the margin when the record gives one.
    Count {
        winner: Color,
        margin: Option<Margin>,
    },
    Resignation {
        winner: Color,
    },
    Time {
        winner: Color,
    },
    Forfeit {
        winner: Color,
    },
    Draw,
    /// `?`, `Void`, `无胜负`: the record states no result.
    NoResult,
    /// Written in no form read here.
    Unreadable,
}

impl RecordedResult {
    /// Reads `RE`; a bare decimal margin (`B+3.5`) is taken in `bare` units.
    pub fn read(text: &str, bare: Unit) -> RecordedResult {
        let folded: String = text.trim().chars().map(fold_width).collect();
        let text = folded.trim();
        let lower = text.to_ascii_lowercase();
        match lower.as_str() {
            "" | "?" | "void" | "unknown" => return RecordedResult::NoResult,
            "0" | "draw" | "jigo" | "d" => return RecordedResult::Draw,
            _ => {}
        }
        if let Some((who, how)) = text.split_once('+') {
            let winner = match who.trim().to_ascii_lowercase().as_str() {
                "b" | "black" => Color::Black,
                "w" | "white" => Color::White,
                _ => return RecordedResult::Unreadable,
            };
            return english(winner, how.trim(), bare);
        }
        if !text.is_ascii() {
            return chinese(text, bare);
        }
        RecordedResult::Unreadable
    }

    /// Whether `outcome` gives the same result: the same winner (or a draw) and, when
    /// the record gives one, the same margin. `None` for a game not decided by the count
    /// (resignation, time, forfeit) and for no result or one not read.
    pub fn agrees(&self, outcome: &Outcome) -> Option<bool> {
        match *self {
            RecordedResult::Count { winner, margin } => Some(
                outcome.winner == Some(winner) && margin.is_none_or(|m| m.amount == outcome.margin),
            ),
            RecordedResult::Draw => Some(outcome.winner.is_none()),
            _ => None,
        }
    }

    /// Stable identifier for JSON.
    pub const fn code(&self) -> &'static str {
        match self {
            RecordedResult::Count { .. } => "count",
            RecordedResult::Resignation { .. } => "resignation",
            RecordedResult::Time { .. } => "time",
            RecordedResult::Forfeit { .. } => "forfeit",
            RecordedResult::Draw => "draw",
            RecordedResult::NoResult => "none",
            RecordedResult::Unreadable => "unreadable",
        }
    }
}

/// After `B+` / `W+`.
fn english(winner: Color, how: &str, bare: Unit) -> RecordedResult {
    match how.to_ascii_lowercase().as_str() {
        "" => RecordedResult::Count {
            winner,
            margin: None,
        },
        "r" | "resign" | "resignation" | "res" => RecordedResult::Resignation { winner },
        "t" | "time" => RecordedResult::Time { winner },
        "f" | "forfeit" => RecordedResult::Forfeit { winner },
        _ if ended_early(&simplified(how)).is_some() => {
            early(ended_early(&simplified(how)), winner)
        }
        _ => match margin(how, bare) {
            Some(margin) => RecordedResult::Count {
                winner,
                margin: Some(margin),
            },
            None => RecordedResult::Unreadable,
        },
    }
}

/// How a game ended before the count, by the Chinese words for it.
#[derive(Clone, Copy)]
enum Early {
    Resignation,
    Time,
    Forfeit,
}

fn ended_early(text: &str) -> Option<Early> {
    if ["中盘", "中押", "认输", "投子"]
        .iter()
        .any(|w| text.contains(w))
    {
        Some(Early::Resignation)
    } else if ["超时", "时间", "时胜", "时负"]
        .iter()
        .any(|w| text.contains(w))
    {
        Some(Early::Time)
    } else if ["不战", "弃权"].iter().any(|w| text.contains(w)) {
        Some(Early::Forfeit)
    } else {
        None
    }
}

fn early(how: Option<Early>, winner: Color) -> RecordedResult {
    match how {
        Some(Early::Resignation) => RecordedResult::Resignation { winner },
        Some(Early::Time) => RecordedResult::Time { winner },
        Some(Early::Forfeit) => RecordedResult::Forfeit { winner },
        None => RecordedResult::Unreadable,
    }
}

/// Traditional characters of results as simplified, brackets and final punctuation
/// dropped.
fn simplified(text: &str) -> String {
    text.chars()
        .filter(|c| !matches!(c, '(' | ')' | '（' | '）' | '【' | '】' | '。' | '！' | '!'))
        .map(|c| match c {
            '勝' => '胜',
            '負' => '负',
            '盤' => '盘',
            '時' => '时',
            '戰' => '战',
            '權' => '权',
            '認' => '认',
            '輸' => '输',
            '無' => '无',
            '點' => '点',
            '兩' => '两',
            _ => c,
        })
        .collect::<String>()
        .replace("黑方", "黑")
        .replace("白方", "白")
}

fn chinese(text: &str, bare: Unit) -> RecordedResult {
    let text = simplified(text);
    if ["和棋", "和局", "平局", "持棋"]
        .iter()
        .any(|w| text.contains(w))
        || text == "和"
    {
        return RecordedResult::Draw;
    }
    if ["无胜负", "未完", "打挂"].iter().any(|w| text.contains(w)) {
        return RecordedResult::NoResult;
    }
    let Some((at, colour)) = text.char_indices().find_map(|(i, c)| match c {
        '黑' => Some((i, Color::Black)),
        '白' => Some((i, Color::White)),
        _ => None,
    }) else {
        return RecordedResult::Unreadable;
    };
    let after_colour = &text[at + colour_len()..];
    let verdict = after_colour
        .char_indices()
        .find(|&(_, c)| c == '胜' || c == '负');
    let how = ended_early(&text);
    let winner = match verdict {
        Some((_, '胜')) => colour,
        Some(_) => colour.opponent(),
        // 黑认输: Black resigned.
        None if how.is_some() => colour.opponent(),
        None => return RecordedResult::Unreadable,
    };
    if how.is_some() {
        return early(how, winner);
    }
    let Some((v, _)) = verdict else {
        return RecordedResult::Unreadable;
    };
    // 黑胜3/4子, or 黑3/4子胜.
    let after = after_colour[v + '胜'.len_utf8()..].trim();
    let before = after_colour[..v].trim();
    let written = if after.is_empty() { before } else { after };
    if written.is_empty() {
        return RecordedResult::Count {
            winner,
            margin: None,
        };
    }
    match margin(written, bare) {
        Some(margin) => RecordedResult::Count {
            winner,
            margin: Some(margin),
        },
        None => RecordedResult::Unreadable,
    }
}

const fn colour_len() -> usize {
    '黑'.len_utf8()
}

/// A margin: `3.5`, `3/4`, `4又3/4子`, `2.5目`, `3目半`, `半子`, `四分之三子`, `1.5 points`.
fn margin(text: &str, bare: Unit) -> Option<Margin> {
    let text = simplified(text.trim()).to_lowercase();
    let (text, half) = match text.strip_suffix('半') {
        Some(rest) if !rest.is_empty() => (rest.to_string(), true),
        _ => (text.clone(), false),
    };
    let units: [(&str, Unit); 9] = [
        ("子", Unit::Stones),
        ("stones", Unit::Stones),
        ("stone", Unit::Stones),
        ("目", Unit::Points),
        ("点", Unit::Points),
        ("points", Unit::Points),
        ("point", Unit::Points),
        ("pts", Unit::Points),
        ("pt", Unit::Points),
    ];
    let (number, unit) = units
        .iter()
        .find_map(|&(suffix, unit)| Some((text.strip_suffix(suffix)?.trim(), Some(unit))))
        .unwrap_or((text.trim(), None));
    let number = arabic(number)?;
    // As a count of quarters of the unit: 3.5 is 14 quarters (of a point or a stone).
    let mut quarters = if number == "半" {
        2
    } else {
        number.parse::<Stones>().ok()?.quarters()
    };
    if half {
        quarters += 2;
    }
    if quarters < 0 {
        return None;
    }
    let fraction = number.contains(['/', '又', ' ', '¼', '½', '¾', '半']) || half;
    let unit = match unit {
        Some(unit) => unit,
        None if fraction || quarters % 2 != 0 => Unit::Stones,
        None => bare,
    };
    let amount = match unit {
        Unit::Stones => Stones::from_quarters(quarters),
        // Half a point is a quarter stone: the points must be whole or half.
        Unit::Points if quarters % 2 == 0 => Stones::from_quarters(quarters / 2),
        Unit::Points => return None,
    };
    Some(Margin { amount, unit })
}

/// Chinese numerals in a margin as Arabic: `四又四分之三` → `4又3/4`, `十二` → `12`.
/// Arabic text is returned as it is.
fn arabic(text: &str) -> Option<String> {
    if text.is_empty() {
        return None;
    }
    if text == "半"
        || !text
            .chars()
            .any(|c| digit(c).is_some() || c == '十' || c == '分')
    {
        return Some(text.to_string());
    }
    let part = |part: &str| -> Option<String> {
        match part.split_once("分之") {
            Some((denominator, numerator)) => {
                Some(format!("{}/{}", whole(numerator)?, whole(denominator)?))
            }
            None => whole(part).map(|n| n.to_string()),
        }
    };
    match text.split_once('又') {
        Some((w, f)) => Some(format!("{}又{}", whole(w)?, part(f)?)),
        None => part(text),
    }
}

fn digit(c: char) -> Option<u32> {
    Some(match c {
        '零' | '〇' => 0,
        '一' => 1,
        '二' | '两' => 2,
        '三' => 3,
        '四' => 4,
        '五' => 5,
        '六' => 6,
        '七' => 7,
        '八' => 8,
        '九' => 9,
        _ => return None,
    })
}

/// A whole number in Chinese numerals up to 99, or in Arabic digits.
fn whole(text: &str) -> Option<u32> {
    if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) {
        return text.parse().ok().filter(|&n| n < 1_000_000);
    }
    let chars: Vec<char> = text.chars().collect();
    match chars.as_slice() {
        ['十'] => Some(10),
        [c] => digit(*c),
        ['十', u] => Some(10 + digit(*u)?),
        [t, '十'] => Some(10 * digit(*t)?),
        [t, '十', u] => Some(10 * digit(*t)? + digit(*u)?),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use RecordedResult::*;

    fn count(winner: Color, quarters: i64, unit: Unit) -> RecordedResult {
        Count {
            winner,
            margin: Some(Margin {
                amount: Stones::from_quarters(quarters),
                unit,
            }),
        }
    }

    #[test]
    fn english_forms() {
        let read = |t| RecordedResult::read(t, Unit::Points);
        let (b, w) = (Color::Black, Color::White);
        assert_eq!(read("B+3.5"), count(b, 7, Unit::Points));
        assert_eq!(read("W+0.5"), count(w, 1, Unit::Points));
        assert_eq!(read(" w+9.50 "), count(w, 19, Unit::Points));
        assert_eq!(read("Ｂ＋Ｒ"), Resignation { winner: b });
        assert_eq!(read("W+R"), Resignation { winner: w });
        assert_eq!(read("W+Resign"), Resignation { winner: w });
        assert_eq!(read("B+T"), Time { winner: b });
        assert_eq!(read("B+Time"), Time { winner: b });
        assert_eq!(read("W+F"), Forfeit { winner: w });
        assert_eq!(
            read("B+"),
            Count {
                winner: b,
                margin: None
            }
        );
        assert_eq!(read("0"), Draw);
        assert_eq!(read("Draw"), Draw);
        assert_eq!(read("jigo"), Draw);
        assert_eq!(read("?"), NoResult);
        assert_eq!(read("Void"), NoResult);
        assert_eq!(read(""), NoResult);
        for unread in ["X+3", "B+abc", "B+-3", "B+2.3", "Black wins", "W+2.25目"] {
            assert_eq!(read(unread), Unreadable, "{unread}");
        }
    }

    #[test]
    fn quarters_and_fractions_are_stones_whatever_the_default() {
        let read = |t| RecordedResult::read(t, Unit::Points);
        assert_eq!(read("W+3.25"), count(Color::White, 13, Unit::Stones));
        assert_eq!(read("B+3/4"), count(Color::Black, 3, Unit::Stones));
        assert_eq!(read("B+1.5 points"), count(Color::Black, 3, Unit::Points));
        // Fox under the Chinese rules: bare margins are stones.
        assert_eq!(
            RecordedResult::read("B+9.5", Unit::Stones),
            count(Color::Black, 38, Unit::Stones)
        );
    }

    #[test]
    fn chinese_forms() {
        let read = |t| RecordedResult::read(t, Unit::Points);
        let (b, w) = (Color::Black, Color::White);
        assert_eq!(
            read("黑胜"),
            Count {
                winner: b,
                margin: None
            }
        );
        assert_eq!(read("白胜4又3/4子"), count(w, 19, Unit::Stones));
        assert_eq!(read("黑胜3/4子"), count(b, 3, Unit::Stones));
        assert_eq!(read("黑胜1/4子"), count(b, 1, Unit::Stones));
        assert_eq!(read("黑胜2.5目"), count(b, 5, Unit::Points));
        assert_eq!(read("黑胜3目半"), count(b, 7, Unit::Points));
        assert_eq!(read("黑胜半子"), count(b, 2, Unit::Stones));
        assert_eq!(read("白胜1子半"), count(w, 6, Unit::Stones));
        assert_eq!(read("黑胜四分之三子"), count(b, 3, Unit::Stones));
        assert_eq!(read("白胜二又四分之一子"), count(w, 9, Unit::Stones));
        assert_eq!(read("白胜十二目"), count(w, 24, Unit::Points));
        assert_eq!(read("黑负1/4子"), count(w, 1, Unit::Stones));
        assert_eq!(read("黑方胜3又3/4子"), count(b, 15, Unit::Stones));
        assert_eq!(read("黑勝1又1/4子"), count(b, 5, Unit::Stones));
        assert_eq!(read("黑中盘胜"), Resignation { winner: b });
        assert_eq!(read("白中盤勝"), Resignation { winner: w });
        assert_eq!(read("黑胜（中盘）"), Resignation { winner: b });
        assert_eq!(read("黑认输"), Resignation { winner: w });
        assert_eq!(read("白超时胜"), Time { winner: w });
        assert_eq!(read("黑超時勝"), Time { winner: b });
        assert_eq!(read("白超时负"), Time { winner: b });
        assert_eq!(read("黑不战胜"), Forfeit { winner: b });
        assert_eq!(read("和棋"), Draw);
        assert_eq!(read("和局"), Draw);
        assert_eq!(read("无胜负"), NoResult);
        assert_eq!(read("B+中盘"), Resignation { winner: b });
        for unread in ["黑胜很多", "胜", "黑白", "黑胜2.25目"] {
            assert_eq!(read(unread), Unreadable, "{unread}");
        }
    }

    #[test]
    fn agreement_is_winner_and_margin() {
        let outcome = Outcome {
            winner: Some(Color::Black),
            margin: Stones::from_quarters(19),
        };
        let agrees = |t| RecordedResult::read(t, Unit::Points).agrees(&outcome);
        assert_eq!(agrees("B+9.5"), Some(true));
        assert_eq!(agrees("黑胜4又3/4子"), Some(true));
        assert_eq!(agrees("黑胜9.5目"), Some(true));
        assert_eq!(agrees("黑胜"), Some(true));
        assert_eq!(agrees("B+1.5"), Some(false));
        assert_eq!(agrees("白胜4又3/4子"), Some(false));
        assert_eq!(agrees("和棋"), Some(false));
        assert_eq!(agrees("W+R"), None);
        assert_eq!(agrees("白超时胜"), None);
        assert_eq!(agrees("?"), None);
        assert_eq!(agrees("很多"), None);
    }
}
