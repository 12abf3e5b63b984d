//! What every format writes the same way: section titles, points, article lines,
//! answers as printed on keys, and escaping of bank text (control characters and bidi
//! overrides dropped: see [`crate::text`]).

use std::borrow::Cow;

use crate::bank::Answer;
use crate::bank::Kind;
use crate::bank::instance::Key;
use crate::i18n::{Arg, Lang, Localizer};
use crate::render::{escape_text, is_xml_char};
use crate::rules::Stones;
use crate::text::sanitize_for_terminal;

use super::{Entry, Paper, Section};

/// A number of points as a message argument: whole numbers as numbers (so plurals
/// work), others as decimals.
pub fn points_arg(points: Stones) -> Arg {
    if points.quarters() % 4 == 0 {
        Arg::Number(points.quarters() / 4)
    } else {
        Arg::Text(points.decimal())
    }
}

/// The section title: `一、填空题`, `Part 1. Fill in the blanks`.
pub fn section_title(number: usize, kind: Kind, l: &Localizer) -> String {
    l.format(
        "sheet-section",
        &[
            ("number", Arg::Number(number as i64)),
            (
                "title",
                Arg::Text(l.text(&format!("sheet-kind-{}", kind.name()))),
            ),
        ],
    )
}

/// The summary after a section title: how many items, how many points.
pub fn section_summary(section: &Section<'_>, l: &Localizer) -> String {
    l.format(
        "sheet-section-summary",
        &[
            ("count", Arg::Number(section.entries.len() as i64)),
            ("points", points_arg(section.points())),
        ],
    )
}

/// The line under the title: version, seed, items and total points.
pub fn paper_meta(paper: &Paper<'_>, l: &Localizer) -> String {
    l.format(
        "sheet-meta",
        &[
            ("version", Arg::Number(i64::from(paper.version))),
            ("seed", Arg::Text(paper.seed.to_string())),
            ("count", Arg::Number(paper.len() as i64)),
            ("points", points_arg(paper.total_points())),
        ],
    )
}

/// An item's points, as printed after it.
pub fn item_points(entry: &Entry<'_>, l: &Localizer) -> String {
    l.format(
        "sheet-points",
        &[("points", points_arg(entry.question().points))],
    )
}

/// The source an item rests on, cited as every front end cites it.
pub fn article_text(entry: &Entry<'_>, l: &Localizer) -> Option<String> {
    crate::i18n::describe::citation_text(entry.question(), l)
}

/// The answer as a key shows it, with the other accepted answers of each fill-in blank
/// (a teacher marking by hand needs them).
pub fn answer_text(entry: &Entry<'_>, l: &Localizer) -> String {
    let instance = &entry.instance;
    let Key::Blanks(blanks) = &instance.key else {
        return key_text(entry, l);
    };
    blanks
        .iter()
        .map(|accepted| {
            let first = accepted.first().cloned().unwrap_or_default();
            if accepted.len() < 2 {
                return first;
            }
            let others = accepted[1..].join(" / ");
            format!(
                "{first} {}",
                l.format("sheet-also-accepted", &[("answers", Arg::Text(others))])
            )
        })
        .collect::<Vec<_>>()
        .join(" | ")
}

/// Whether the item asks "may this move be played?" of a board: answered 能/不能 (can /
/// cannot), not √/×.
pub fn asks_can(entry: &Entry<'_>) -> bool {
    entry.question().kind() == crate::bank::Kind::Board
        && entry.instance.presentation == crate::bank::instance::Presentation::TrueFalse
}

/// The answer in the form the sheet asks for it: 能/不能 for a board's legal-move item,
/// else the instance's own key text.
pub fn key_text(entry: &Entry<'_>, l: &Localizer) -> String {
    match &entry.instance.key {
        Key::Bool(b) if asks_can(entry) => l.text(if *b { "sheet-can" } else { "sheet-cannot" }),
        _ => entry.instance.key_text(l),
    }
}

/// The line under the title of a student's sheet: version, items and total points (the
/// seed is on the key only: with the public bank it rebuilds the key).
pub fn sheet_meta(paper: &Paper<'_>, l: &Localizer) -> String {
    l.format(
        "sheet-meta-student",
        &[
            ("version", Arg::Number(i64::from(paper.version))),
            ("count", Arg::Number(paper.len() as i64)),
            ("points", points_arg(paper.total_points())),
        ],
    )
}

/// Text as a quoted CSS string that is safe inside a `<style>` element.
pub fn css_string(t: &str) -> String {
    let mut out = String::from("\"");
    for c in t.chars() {
        match c {
            '"' | '\\' | '<' | '>' | '&' => out.push_str(&format!("\\{:x} ", c as u32)),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The form a board item's answer takes, printed after it: 能/不能 for a legal-move
/// question (the brackets of the true/false section take √/×).
pub fn item_hint(entry: &Entry<'_>, l: &Localizer) -> Option<String> {
    asks_can(entry).then(|| l.text("sheet-can-hint"))
}

/// What the browser prints at the foot of every page (a CSS page margin box), so that
/// dropped pages can be sorted back: `第1页 共4页 · 第2卷`, with the student's name
/// on a roster's sheets. CSS `content` tokens: quoted text and page counters.
pub fn page_footer_css(paper: &Paper<'_>, l: &Localizer, key: bool) -> String {
    const PAGE: &str = "\u{e000}";
    const PAGES: &str = "\u{e001}";
    let mut text = l.format(
        "sheet-page-footer",
        &[
            ("page", Arg::Text(PAGE.into())),
            ("pages", Arg::Text(PAGES.into())),
            ("version", Arg::Number(i64::from(paper.version))),
        ],
    );
    if key {
        text = format!("{} · {text}", l.text("sheet-key"));
    } else if let Some(student) = &paper.student {
        text = format!("{} · {text}", student.name);
    }
    let mut tokens = Vec::new();
    for (i, part) in text.split(PAGE).enumerate() {
        if i > 0 {
            tokens.push("counter(page)".to_string());
        }
        for (j, piece) in part.split(PAGES).enumerate() {
            if j > 0 {
                tokens.push("counter(pages)".to_string());
            }
            if !piece.is_empty() {
                tokens.push(css_string(piece));
            }
        }
    }
    tokens.join(" ")
}

/// Text split at its `____` blanks (four or more underscores): the pieces between them.
pub fn split_blanks(text: &str) -> Vec<&str> {
    let mut pieces = Vec::new();
    let mut start = 0;
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'_' {
            let run_end = bytes[i..]
                .iter()
                .position(|&b| b != b'_')
                .map_or(bytes.len(), |n| i + n);
            if run_end - i >= 4 {
                pieces.push(&text[start..i]);
                start = run_end;
            }
            i = run_end;
        } else {
            i += 1;
        }
    }
    pieces.push(&text[start..]);
    pieces
}

/// Bank text as HTML for the import formats: escaped, line breaks kept.
pub fn html_text(text: &str) -> String {
    escape_text(text)
        .replace("\r\n", "\n")
        .replace('\n', "<br>")
}

/// The feedback a platform shows after an attempt: the explanation and the article.
pub fn feedback_html(entry: &Entry<'_>, l: &Localizer) -> String {
    let mut parts = Vec::new();
    if let Key::Model(model) = &entry.instance.key
        && !model.is_empty()
    {
        parts.push(format!(
            "<p>{}</p>",
            html_text(&l.format(
                "sheet-model-answer",
                &[("answer", Arg::Text(model.clone()))]
            ))
        ));
    }
    if let Some(explain) = &entry.instance.explain {
        parts.push(format!("<p>{}</p>", html_text(explain)));
    }
    if let Some(article) = article_text(entry, l) {
        parts.push(format!("<p>{}</p>", html_text(&article)));
    }
    parts.concat()
}

/// Ways of writing an engine answer that a platform matching text literally accepts:
/// the answer in every interface language, and a result's points notation (`W+2.5`).
pub fn spellings(answer: &Answer) -> Vec<String> {
    let mut all = Vec::new();
    for lang in Lang::ALL {
        let shown = answer.display(&Localizer::new(lang));
        // "Black loses by 1 1/4 stones (W+2.5)": the words alone are a spelling too.
        if let Some((words, _)) = shown.split_once(" (") {
            all.push(words.to_string());
        }
        all.push(shown);
    }
    match answer {
        Answer::Result(outcome) => {
            all.push(outcome.points_notation());
            if let Some(winner) = outcome.winner {
                all.extend(result_forms(winner, outcome.margin));
            }
        }
        Answer::Colour(colour) => {
            let (zh, en) = match colour {
                crate::rules::Color::Black => ("黑", "Black"),
                crate::rules::Color::White => ("白", "White"),
            };
            all.extend([
                format!("{zh}方"),
                format!("执{zh}"),
                format!("執{zh}"),
                format!("{zh}棋"),
                zh.to_string(),
                en.to_string(),
            ]);
        }
        _ => {}
    }
    distinct(all)
}

/// The spellings in their first order, each once, none empty.
fn distinct(spellings: Vec<String>) -> Vec<String> {
    let mut kept: Vec<String> = Vec::with_capacity(spellings.len());
    for s in spellings {
        if !s.is_empty() && !kept.contains(&s) {
            kept.push(s);
        }
    }
    kept
}

/// A number as a person may write it, with the unit the item asks in: `185`, `185子`,
/// `一百八十五子`, `185 stones`, `184又1/4子`. Exports list these where a platform only
/// compares text, so that what the trainer accepts is accepted there too.
pub fn number_spellings(
    n: crate::rules::Stones,
    unit: Option<crate::bank::matching::Unit>,
) -> Vec<String> {
    use crate::bank::matching::Unit;
    use crate::rules::stones::Style;
    let mut bare = vec![
        n.decimal(),
        n.mixed(Style::Chinese),
        n.mixed(Style::English),
    ];
    if n.quarters() % 4 == 0
        && let Some(numeral) = chinese_numeral(n.quarters() / 4)
    {
        bare.push(numeral);
    }
    let bare = distinct(bare);
    // The unit in Chinese and in English ("1 stone", "3/4 stone", "2 stones").
    let units = unit.map(|unit| {
        let (zh, plural, singular) = match unit {
            Unit::Stones => ("子", "stones", "stone"),
            Unit::Points => ("目", "points", "point"),
            Unit::Minutes => ("分钟", "minutes", "minute"),
            Unit::Seconds => ("秒", "seconds", "second"),
            Unit::Hours => ("小时", "hours", "hour"),
        };
        let en = if n <= crate::rules::Stones::whole(1) {
            singular
        } else {
            plural
        };
        (zh, en)
    });
    let mut all = bare.clone();
    if let Some((zh, en)) = units {
        for number in &bare {
            all.push(format!("{number}{zh}"));
            if number.is_ascii() {
                all.push(format!("{number} {en}"));
            }
        }
    }
    distinct(all)
}

/// A whole number in Chinese numerals as the matcher reads them (`十八`, `一百八十五`),
/// for 1 to 9999 without a zero inside (`一百零五` is left to the digits).
fn chinese_numeral(n: i64) -> Option<String> {
    const DIGITS: [char; 10] = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
    if !(1..=9999).contains(&n) {
        return None;
    }
    let places = [(1000, '千'), (100, '百'), (10, '十'), (1, ' ')];
    let mut out = String::new();
    let mut started = false;
    for (value, name) in places {
        let digit = (n / value) % 10;
        if digit == 0 {
            if started && n % value != 0 {
                return None;
            }
            continue;
        }
        // 十八, not 一十八.
        if !(value == 10 && digit == 1 && !started) {
            out.push(DIGITS[digit as usize]);
        }
        if name != ' ' {
            out.push(name);
        }
        started = true;
    }
    Some(out)
}

/// A result as a person may write it, from either side and in stones or points:
/// `白胜3又3/4子`, `黑负3又3/4子`, `白胜7.5目`, `White wins by 7.5 points`.
fn result_forms(winner: crate::rules::Color, margin: crate::rules::Stones) -> Vec<String> {
    use crate::rules::stones::Style;
    use crate::rules::{Color, Stones};
    let (w, l, w_en, l_en) = match winner {
        Color::Black => ("黑", "白", "Black", "White"),
        Color::White => ("白", "黑", "White", "Black"),
    };
    let stones_zh = margin.mixed(Style::Chinese);
    let stones_en = margin.mixed(Style::English);
    let points = margin.points_decimal();
    let mut forms = Vec::new();
    for (win, lose) in [("胜", "负"), ("勝", "負")] {
        forms.push(format!("{w}{win}{stones_zh}子"));
        forms.push(format!("{l}{lose}{stones_zh}子"));
        forms.push(format!("{w}{win}{points}目"));
        forms.push(format!("{l}{lose}{points}目"));
    }
    // English counts a stone or less in the singular: "by 3/4 stone", "by 1 point".
    let (stone, point) = (
        if margin <= Stones::whole(1) {
            "stone"
        } else {
            "stones"
        },
        if margin.half_points() <= 2 {
            "point"
        } else {
            "points"
        },
    );
    forms.push(format!("{w_en} wins by {stones_en} {stone}"));
    forms.push(format!("{l_en} loses by {stones_en} {stone}"));
    forms.push(format!("{w_en} wins by {points} {point}"));
    forms.push(format!("{l_en} loses by {points} {point}"));
    forms
}

/// The board of an entry as a text diagram and as an SVG, with its accessible name.
pub fn board_label(entry: &Entry<'_>, l: &Localizer) -> Option<String> {
    entry.instance.figure.as_ref().map(|f| {
        l.format(
            "sheet-board-label",
            &[("size", Arg::Number(i64::from(f.board.size())))],
        )
    })
}

/// A whole written document without control characters, whatever a renderer let by:
/// sheets and exports get opened in terminals and pasted into editors.
pub fn clean_document(text: String) -> String {
    match sanitize_for_terminal(&text) {
        Cow::Borrowed(_) => text,
        Cow::Owned(clean) => clean,
    }
}

/// [`clean_document`] for XML: also nothing outside XML 1.0's characters, so the file
/// parses whatever the bank holds.
pub fn clean_xml_document(text: String) -> String {
    let text = clean_document(text);
    if text.chars().all(is_xml_char) {
        text
    } else {
        text.chars().filter(|&c| is_xml_char(c)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chinese_numerals_are_written_as_the_matcher_reads_them() {
        assert_eq!(chinese_numeral(10).as_deref(), Some("十"));
        assert_eq!(chinese_numeral(18).as_deref(), Some("十八"));
        assert_eq!(chinese_numeral(185).as_deref(), Some("一百八十五"));
        assert_eq!(chinese_numeral(105), None);
        for n in [1, 9, 10, 11, 20, 99, 100, 110, 361, 999, 1234] {
            let numeral = chinese_numeral(n).unwrap();
            assert_eq!(
                crate::bank::matching::parse_amount(&numeral).map(|a| a.value),
                Some(crate::rules::Stones::whole(n)),
                "{n}: {numeral}"
            );
        }
    }
}
