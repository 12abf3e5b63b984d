//! Moodle XML (`qformat_xml`): every question with its elements in the order Moodle's
//! own exporter writes them; boards as embedded SVG files; fill-in items with several
//! blanks as Cloze; computed items as fixed instances in a category of their own, so a
//! quiz can draw one at random.

use std::fmt::Write;

use crate::bank::instance::{Key, Presentation};
use crate::bank::model::Body;
use crate::bank::{Answer, Kind};
use crate::i18n::Localizer;

use super::{
    Entry, Paper, Renderer, board_label, clean_xml_document, escape_text, escape_xml,
    feedback_html, html_text, number_spellings, spellings, split_blanks,
};
use crate::render::svg::board_svg;

/// The Moodle XML renderer.
pub struct MoodleXml;

/// The grades Moodle accepts for an answer, in percent (`question_bank::fraction_options_full`).
pub const FRACTIONS: [&str; 21] = [
    "100", "90", "83.33333", "80", "75", "70", "66.66667", "60", "50", "40", "33.33333", "30",
    "25", "20", "16.66667", "14.28571", "12.5", "11.11111", "10", "5", "0",
];

/// The allowed grade nearest to `percent` (negative grades mirror the positive ones),
/// and whether it had to move.
pub fn snap_fraction(percent: f64) -> (String, bool) {
    let magnitude = percent.abs();
    let nearest = FRACTIONS
        .iter()
        .min_by(|a, b| {
            let da = (a.parse::<f64>().unwrap_or(0.0) - magnitude).abs();
            let db = (b.parse::<f64>().unwrap_or(0.0) - magnitude).abs();
            da.total_cmp(&db)
        })
        .copied()
        .unwrap_or("0");
    let moved = (nearest.parse::<f64>().unwrap_or(0.0) - magnitude).abs() > 1e-4;
    let sign = if percent < 0.0 && nearest != "0" {
        "-"
    } else {
        ""
    };
    (format!("{sign}{nearest}"), moved)
}

/// Grades for the options of a choice with several right ones: the right ones share
/// 100%, the wrong ones take it back, so ticking everything scores nothing.
pub fn choice_weights(options: usize, right: &[usize]) -> Vec<(String, bool)> {
    let k = right.len().max(1) as f64;
    let wrong = options.saturating_sub(right.len()).max(1) as f64;
    (0..options)
        .map(|i| {
            if right.contains(&i) {
                snap_fraction(100.0 / k)
            } else {
                snap_fraction(-100.0 / wrong)
            }
        })
        .collect()
}

fn cdata(html: &str) -> String {
    format!("<![CDATA[{}]]>", html.replace("]]>", "]]]]><![CDATA[>"))
}

/// Standard base64 (RFC 4648) for embedded files.
pub fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// The category path for an entry: computed items with several instances get their own.
pub(crate) fn category(paper: &Paper<'_>, entry: &Entry<'_>) -> String {
    // A slash would split the path into nested categories.
    let title = paper.title.replace(['/', '\n', '\r'], " ");
    match entry.variant {
        Some(_) => format!("$course$/top/{title}/{}", entry.question().id),
        None => format!("$course$/top/{title}"),
    }
}

/// A short answer matched literally by Moodle: `*` is its wildcard, so a literal one is
/// escaped.
fn short_answer(text: &str) -> String {
    text.replace('*', "\\*")
}

/// An answer inside Cloze markup: the characters that end or split an answer there are
/// backslash-escaped (`/` and `"` are left alone: they mean nothing to SHORTANSWER).
fn cloze_answer(text: &str) -> String {
    let mut out = String::new();
    for c in escape_text(text).chars() {
        if matches!(c, '}' | '#' | '~' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

fn text_element(name: &str, html: &str) -> String {
    format!(
        "<{name} format=\"html\"><text>{}</text></{name}>",
        cdata(html)
    )
}

/// What kind of Moodle question an entry becomes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Type {
    MultiChoice,
    TrueFalse,
    ShortAnswer,
    Cloze,
    Essay,
}

fn moodle_type(entry: &Entry<'_>) -> Type {
    match (&entry.instance.presentation, &entry.instance.key) {
        (Presentation::Choice { .. }, _) => Type::MultiChoice,
        (_, Key::Bool(_)) | (_, Key::Engine(Answer::Bool(_))) => Type::TrueFalse,
        (_, Key::Blanks(blanks)) if blanks.len() > 1 => Type::Cloze,
        (_, Key::Blanks(_)) => Type::ShortAnswer,
        // Short answer, not numerical: `185子` and `一百八十五` are right in the trainer.
        (_, Key::Engine(_)) => Type::ShortAnswer,
        (Presentation::Open, _)
        | (_, Key::Model(_))
        | (_, Key::Options(_))
        | (_, Key::Pairing(_)) => Type::Essay,
    }
}

fn question(out: &mut String, entry: &Entry<'_>, l: &Localizer) {
    let instance = &entry.instance;
    let kind = moodle_type(entry);
    let id = entry.export_id();
    let type_name = match kind {
        Type::MultiChoice => "multichoice",
        Type::TrueFalse => "truefalse",
        Type::ShortAnswer => "shortanswer",
        Type::Cloze => "cloze",
        Type::Essay => "essay",
    };
    let _ = writeln!(out, "  <question type=\"{type_name}\">");
    let _ = writeln!(out, "    <name><text>{}</text></name>", escape_xml(&id));
    // The question text; Cloze puts its answer markup where the blanks are.
    let mut html = String::from("<p>");
    if let (Type::Cloze, Key::Blanks(blanks)) = (kind, &instance.key) {
        for (i, piece) in split_blanks(&instance.text).iter().enumerate() {
            if i > 0 {
                let accepted: Vec<String> = blanks
                    .get(i - 1)
                    .map(|b| b.iter().map(|a| format!("={}", cloze_answer(a))).collect())
                    .unwrap_or_default();
                let _ = write!(html, "{{1:SHORTANSWER:{}}}", accepted.join("~"));
            }
            // Braces from the bank must not read as Cloze markup.
            html.push_str(
                &html_text(piece)
                    .replace('{', "&#123;")
                    .replace('}', "&#125;"),
            );
        }
    } else {
        html.push_str(&html_text(&instance.text));
    }
    html.push_str("</p>");
    let file = instance.figure.as_ref().map(|figure| {
        let label = board_label(entry, l).unwrap_or_default();
        let name = format!("{id}.svg");
        let _ = write!(
            html,
            "<p><img src=\"@@PLUGINFILE@@/{}\" alt=\"{}\"></p>",
            escape_xml(&name),
            escape_xml(&label)
        );
        let svg = board_svg(figure, &escape_xml(&label));
        (name, base64(svg.as_bytes()))
    });
    let _ = write!(
        out,
        "    <questiontext format=\"html\"><text>{}</text>",
        cdata(&html)
    );
    if let Some((name, data)) = file {
        let _ = write!(
            out,
            "<file name=\"{}\" path=\"/\" encoding=\"base64\">{data}</file>",
            escape_xml(&name)
        );
    }
    out.push_str("</questiontext>\n");
    let _ = writeln!(
        out,
        "    {}",
        text_element("generalfeedback", &feedback_html(entry, l))
    );
    if kind != Type::Cloze {
        let _ = writeln!(
            out,
            "    <defaultgrade>{}</defaultgrade>",
            entry.question().points.decimal()
        );
    }
    let penalty = match kind {
        Type::TrueFalse => "1",
        Type::Essay => "0",
        _ => "0.3333333",
    };
    let _ = writeln!(out, "    <penalty>{penalty}</penalty>");
    out.push_str("    <hidden>0</hidden>\n");
    let _ = writeln!(out, "    <idnumber>{}</idnumber>", escape_xml(&id));
    match (kind, &instance.presentation, &instance.key) {
        (Type::MultiChoice, Presentation::Choice { options, multiple }, Key::Options(right)) => {
            let single = !multiple && right.len() == 1;
            let shuffle = match &entry.question().body {
                Body::Choice { shuffle, .. } => *shuffle,
                _ => true,
            };
            let _ = writeln!(out, "    <single>{single}</single>");
            let _ = writeln!(out, "    <shuffleanswers>{shuffle}</shuffleanswers>");
            out.push_str("    <answernumbering>ABCD</answernumbering>\n");
            out.push_str("    <showstandardinstruction>0</showstandardinstruction>\n");
            for name in [
                "correctfeedback",
                "partiallycorrectfeedback",
                "incorrectfeedback",
            ] {
                let _ = writeln!(out, "    {}", text_element(name, ""));
            }
            if !single {
                out.push_str("    <shownumcorrect/>\n");
            }
            let weights = if single {
                (0..options.len())
                    .map(|i| {
                        (
                            if right.contains(&i) { "100" } else { "0" }.to_string(),
                            false,
                        )
                    })
                    .collect()
            } else {
                choice_weights(options.len(), right)
            };
            for (option, (fraction, _)) in options.iter().zip(weights) {
                let _ = writeln!(
                    out,
                    "    <answer fraction=\"{fraction}\" format=\"html\"><text>{}</text>{}</answer>",
                    cdata(&html_text(option)),
                    text_element("feedback", "")
                );
            }
        }
        (Type::TrueFalse, _, key) => {
            let right = matches!(key, Key::Bool(true) | Key::Engine(Answer::Bool(true)));
            for (value, fraction) in [("true", right), ("false", !right)] {
                let _ = writeln!(
                    out,
                    "    <answer fraction=\"{}\" format=\"moodle_auto_format\"><text>{value}</text>{}</answer>",
                    if fraction { "100" } else { "0" },
                    text_element("feedback", "")
                );
            }
        }
        (Type::ShortAnswer, _, key) => {
            out.push_str("    <usecase>0</usecase>\n");
            let accepted = match key {
                Key::Blanks(blanks) => blanks.first().cloned().unwrap_or_default(),
                Key::Engine(Answer::Number(n)) => number_spellings(*n, entry.instance.reading.unit),
                Key::Engine(answer) => spellings(answer),
                _ => Vec::new(),
            };
            for answer in accepted {
                let _ = writeln!(
                    out,
                    "    <answer fraction=\"100\" format=\"moodle_auto_format\"><text>{}</text>{}</answer>",
                    escape_xml(&short_answer(&answer)),
                    text_element("feedback", "")
                );
            }
        }
        (Type::Essay, _, key) => {
            let model = match key {
                Key::Model(m) => m.clone(),
                _ => String::new(),
            };
            out.push_str("    <responseformat>editor</responseformat>\n    <responserequired>1</responserequired>\n    <responsefieldlines>10</responsefieldlines>\n    <attachments>0</attachments>\n    <attachmentsrequired>0</attachmentsrequired>\n");
            let _ = writeln!(
                out,
                "    {}",
                text_element("graderinfo", &format!("<p>{}</p>", html_text(&model)))
            );
            out.push_str(
                "    <responsetemplate format=\"html\"><text></text></responsetemplate>\n",
            );
        }
        _ => {}
    }
    let tags = &entry.question().tags;
    if !tags.is_empty() {
        out.push_str("    <tags>");
        for tag in tags {
            let _ = write!(out, "<tag><text>{}</text></tag>", escape_xml(tag));
        }
        out.push_str("</tags>\n");
    }
    out.push_str("  </question>\n");
}

fn category_question(out: &mut String, path: &str) {
    let _ = writeln!(
        out,
        "  <question type=\"category\">\n    <category><text>{}</text></category>\n    <info format=\"html\"><text></text></info>\n    <idnumber></idnumber>\n  </question>",
        escape_xml(path)
    );
}

impl Renderer for MoodleXml {
    fn extension(&self) -> &'static str {
        "xml"
    }

    fn paper(&self, paper: &Paper<'_>, l: &Localizer) -> String {
        let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n");
        let mut current = String::new();
        for entry in paper.entries() {
            let path = category(paper, entry);
            if path != current {
                category_question(&mut out, &path);
                current = path;
            }
            question(&mut out, entry, l);
        }
        out.push_str("</quiz>\n");
        clean_xml_document(out)
    }

    fn key(&self, _paper: &Paper<'_>, _l: &Localizer) -> Option<String> {
        None
    }

    fn notes(&self, paper: &Paper<'_>, l: &Localizer) -> Vec<String> {
        moved_weights(paper, l)
    }
}

/// Notes for choices whose shared grade had to move to Moodle's allowed list.
pub(crate) fn moved_weights(paper: &Paper<'_>, l: &Localizer) -> Vec<String> {
    paper
        .entries()
        .filter(|e| e.question().kind() != Kind::Open)
        .filter_map(
            |entry| match (&entry.instance.presentation, &entry.instance.key) {
                (Presentation::Choice { options, multiple }, Key::Options(right))
                    if *multiple || right.len() > 1 =>
                {
                    choice_weights(options.len(), right)
                        .iter()
                        .any(|(_, moved)| *moved)
                        .then(|| {
                            l.format("export-weights-moved", &[("id", entry.export_id().into())])
                        })
                }
                _ => None,
            },
        )
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grades_snap_to_moodles_list() {
        assert_eq!(snap_fraction(100.0), ("100".into(), false));
        assert_eq!(snap_fraction(100.0 / 3.0), ("33.33333".into(), false));
        assert_eq!(snap_fraction(-100.0 / 7.0), ("-14.28571".into(), false));
        assert_eq!(snap_fraction(-15.0), ("-14.28571".into(), true));
        assert_eq!(snap_fraction(100.0 / 9.0), ("11.11111".into(), false));
        assert_eq!(snap_fraction(0.0), ("0".into(), false));
        assert_eq!(snap_fraction(-1.0), ("0".into(), true));
        // Up to eight options, the shares are always on the list.
        for n in 2..=8 {
            for k in 1..n {
                let right: Vec<usize> = (0..k).collect();
                assert!(
                    choice_weights(n, &right).iter().all(|(_, moved)| !moved),
                    "{n} {k}"
                );
            }
        }
        let weights: Vec<String> = choice_weights(4, &[0, 2])
            .into_iter()
            .map(|w| w.0)
            .collect();
        assert_eq!(weights, ["50", "-50", "50", "-50"]);
    }

    #[test]
    fn base64_matches_the_rfc_vectors() {
        for (plain, encoded) in [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(base64(plain.as_bytes()), encoded);
        }
    }

    #[test]
    fn cdata_cannot_be_closed_early() {
        assert_eq!(cdata("a]]>b"), "<![CDATA[a]]]]><![CDATA[>b]]>");
        assert_eq!(
            cloze_answer("a}b#c~d/e\"f\\g<"),
            "a\\}b\\#c\\~d/e\"f\\\\g&lt;"
        );
    }
}
