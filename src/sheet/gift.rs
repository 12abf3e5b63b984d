//! GIFT, Moodle's text import format: one block per question, ids and tags in the
//! comment line above it, `[html]` text so boards keep their monospace diagram, and
//! every bank text escaped (`~ = # { } :` and the backslash).

use std::fmt::Write;

use crate::bank::Answer;
use crate::bank::instance::{Key, Presentation};
use crate::i18n::{Arg, Localizer};

use super::moodle::{category, choice_weights, moved_weights};
use super::{
    Entry, Paper, Renderer, clean_document, escape_text, feedback_html, html_text,
    number_spellings, spellings,
};
use crate::render::svg::board_text;

/// The GIFT renderer.
pub struct Gift;

/// Text GIFT reads back as written: its control characters and the backslash escaped,
/// line breaks as `\n` (a blank line would end the question).
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        match c {
            '\\' | '~' | '=' | '#' | '{' | '}' | ':' => {
                out.push('\\');
                out.push(c);
            }
            '\r' => {}
            '\n' => out.push_str("\\n"),
            c => out.push(c),
        }
    }
    out
}

/// A tag as GIFT's `[tag:…]` comment can hold it.
fn tag(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            ']' | '[' => '-',
            c if c.is_whitespace() => '-',
            c => c,
        })
        .collect()
}

/// Whether GIFT can hold the item as the bank has it: several blanks cannot.
fn several_blanks(entry: &Entry<'_>) -> bool {
    matches!(&entry.instance.key, Key::Blanks(b) if b.len() > 1)
}

fn question(out: &mut String, entry: &Entry<'_>, l: &Localizer) {
    let instance = &entry.instance;
    let id = entry.export_id();
    out.push_str("// [id:");
    out.push_str(&tag(&id));
    out.push(']');
    for t in &entry.question().tags {
        let _ = write!(out, " [tag:{}]", tag(t));
    }
    out.push('\n');
    let _ = write!(
        out,
        "::{}::[html]<p>{}</p>",
        escape(&id),
        escape(&html_text(&instance.text))
    );
    if let Some(figure) = &instance.figure {
        let _ = write!(
            out,
            "<pre>{}</pre>",
            escape(&escape_text(&board_text(figure)))
        );
    }
    let body = match (&instance.presentation, &instance.key) {
        (Presentation::Choice { options, multiple }, Key::Options(right)) => {
            let single = !multiple && right.len() == 1;
            let weights = choice_weights(options.len(), right);
            options
                .iter()
                .enumerate()
                .map(|(i, option)| {
                    let text = escape(&html_text(option));
                    match (single, right.contains(&i)) {
                        (true, true) => format!("\n\t={text}"),
                        (true, false) => format!("\n\t~{text}"),
                        (false, _) => format!("\n\t~%{}%{text}", weights[i].0),
                    }
                })
                .collect::<String>()
        }
        (_, Key::Bool(b)) | (_, Key::Engine(Answer::Bool(b))) => {
            if *b { "T" } else { "F" }.to_string()
        }
        // Text, not GIFT's numeric form: `185子` and `一百八十五` are right in the trainer.
        (_, Key::Engine(Answer::Number(n))) => number_spellings(*n, instance.reading.unit)
            .iter()
            .map(|s| format!("\n\t={}", escape(&html_text(s))))
            .collect(),
        (_, Key::Engine(answer)) => spellings(answer)
            .iter()
            .map(|s| format!("\n\t={}", escape(&html_text(s))))
            .collect(),
        (_, Key::Blanks(blanks)) if blanks.len() == 1 => blanks[0]
            .iter()
            .map(|s| format!("\n\t={}", escape(&html_text(&s.replace('*', "\\*")))))
            .collect(),
        // Several blanks or an open item: an essay for the teacher to mark; the key goes
        // to the feedback.
        (_, Key::Blanks(_)) | (_, Key::Model(_)) | (_, Key::Options(_)) | (_, Key::Pairing(_)) => {
            String::new()
        }
    };
    let mut feedback = feedback_html(entry, l);
    if several_blanks(entry) {
        let key = l.format(
            "sheet-model-answer",
            &[("answer", Arg::Text(instance.key_text(l)))],
        );
        feedback = format!("<p>{}</p>{feedback}", html_text(&key));
    }
    out.push_str(" {");
    out.push_str(&body);
    if !feedback.is_empty() {
        let _ = write!(out, "\n\t####{}", escape(&feedback));
    }
    if body.contains('\n') || !feedback.is_empty() {
        out.push('\n');
    }
    out.push_str("}\n\n");
}

impl Renderer for Gift {
    fn extension(&self) -> &'static str {
        "gift"
    }

    fn paper(&self, paper: &Paper<'_>, l: &Localizer) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "// {}\n",
            l.format(
                "export-comment",
                &[
                    ("count", Arg::Number(paper.len() as i64)),
                    ("seed", Arg::Text(paper.seed.to_string())),
                ],
            )
            .replace('\n', " ")
        );
        let mut current = String::new();
        for entry in paper.entries() {
            let path = category(paper, entry);
            if path != current {
                let _ = writeln!(out, "$CATEGORY: {path}\n");
                current = path;
            }
            question(&mut out, entry, l);
        }
        clean_document(out)
    }

    fn key(&self, _paper: &Paper<'_>, _l: &Localizer) -> Option<String> {
        None
    }

    fn notes(&self, paper: &Paper<'_>, l: &Localizer) -> Vec<String> {
        let mut notes: Vec<String> = paper
            .entries()
            .filter(|e| several_blanks(e))
            .map(|e| l.format("export-gift-blanks", &[("id", e.export_id().into())]))
            .collect();
        notes.extend(moved_weights(paper, l));
        notes
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_and_line_breaks_are_escaped() {
        assert_eq!(
            escape("a~b=c#d{e}f:g\\h\ni"),
            "a\\~b\\=c\\#d\\{e\\}f\\:g\\\\h\\ni"
        );
        assert_eq!(tag("rule [5] x"), "rule--5--x");
    }
}
