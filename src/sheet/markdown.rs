//! Markdown sheets and keys, for teachers who paste into their own documents: bank text
//! is backslash-escaped so it stays plain text, boards are monospace diagrams, and no
//! control character gets through (a Markdown file ends up in a terminal sooner or later).

use std::fmt::Write;

use crate::bank::instance::{Presentation, letter};
use crate::i18n::{Arg, Localizer};

use super::{
    Entry, Paper, Renderer, answer_text, article_text, clean_document, item_points, paper_meta,
    section_summary, section_title, split_blanks,
};
use crate::render::escape_markdown as escape;
use crate::render::svg::board_text;

/// The Markdown renderer.
pub struct Markdown;

/// A blank to write in, as escaped underscores.
const BLANK: &str = r"\_\_\_\_\_\_\_\_";
const LINE: &str = r"\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_";

fn stem(entry: &Entry<'_>) -> (String, bool) {
    let instance = &entry.instance;
    let pieces = split_blanks(&instance.text);
    let inline = matches!(instance.presentation, Presentation::Input { blanks } if blanks == pieces.len() - 1);
    if !inline {
        return (escape(&instance.text), false);
    }
    let escaped: Vec<String> = pieces.iter().map(|p| escape(p)).collect();
    (escaped.join(BLANK), true)
}

fn question(out: &mut String, entry: &Entry<'_>, l: &Localizer) {
    let instance = &entry.instance;
    let (text, inline) = stem(entry);
    let _ = write!(out, "**{}.** {text}", entry.number);
    if let Presentation::Choice { multiple: true, .. } = instance.presentation {
        let _ = write!(out, " {}", escape(&l.text("sheet-multiple")));
    }
    if matches!(
        instance.presentation,
        Presentation::Choice { .. } | Presentation::TrueFalse
    ) {
        out.push_str(&escape(&l.text("sheet-bracket")));
    }
    if let Some(hint) = super::item_hint(entry, l) {
        out.push(' ');
        out.push_str(&escape(&hint));
    }
    let _ = writeln!(out, " *{}*\n", escape(&item_points(entry, l)));
    if let Some(figure) = &instance.figure {
        let _ = writeln!(out, "```text\n{}\n```\n", board_text(figure));
    }
    match &instance.presentation {
        Presentation::Choice { options, .. } => {
            for (i, option) in options.iter().enumerate() {
                let _ = writeln!(out, "- **{}.** {}", letter(i), escape(option));
            }
            out.push('\n');
        }
        Presentation::Input { .. } if !inline => {
            let _ = writeln!(out, "{} {LINE}\n", escape(&l.text("sheet-answer")));
        }
        Presentation::Open => {
            for _ in 0..4 {
                let _ = writeln!(out, "{LINE}{LINE}\n");
            }
        }
        Presentation::Input { .. } | Presentation::TrueFalse => {}
    }
}

fn key_item(out: &mut String, entry: &Entry<'_>, l: &Localizer) {
    let _ = write!(
        out,
        "**{}.** **{}** *{}*",
        entry.number,
        escape(&answer_text(entry, l)),
        escape(&item_points(entry, l))
    );
    if let Some(explain) = &entry.instance.explain {
        let _ = write!(out, "  \n{}", escape(explain));
    }
    let mut reference = Vec::new();
    if let Some(article) = article_text(entry, l) {
        reference.push(escape(&article));
    }
    reference.push(format!("`{}`", entry.question().id.replace('`', "'")));
    let _ = writeln!(out, "  \n{}\n", reference.join(" · "));
}

fn document(paper: &Paper<'_>, l: &Localizer, key: bool) -> String {
    let mut out = String::new();
    let heading = if key {
        l.format(
            "sheet-key-title",
            &[("title", Arg::Text(paper.title.clone()))],
        )
    } else {
        paper.title.clone()
    };
    let _ = writeln!(out, "# {}\n", escape(&heading));
    let meta = if key {
        paper_meta(paper, l)
    } else {
        super::sheet_meta(paper, l)
    };
    let _ = writeln!(out, "{}\n", escape(&meta));
    let name = paper.student.as_ref().map(|s| s.name.as_str());
    let class = paper.student.as_ref().and_then(|s| s.class.as_deref());
    let field = |value: Option<&str>| match value {
        Some(v) => format!("**{}**", escape(v)),
        None => BLANK.repeat(2),
    };
    if key {
        if let Some(name) = name {
            let line = l.format("sheet-student", &[("name", Arg::Text(name.to_string()))]);
            let _ = writeln!(out, "{}\n", escape(&line));
        }
    } else {
        let _ = writeln!(
            out,
            "{} {}  {} {}  {} {}\n",
            escape(&l.text("sheet-name")),
            field(name),
            escape(&l.text("sheet-class")),
            field(class),
            escape(&l.text("sheet-date")),
            field(None),
        );
    }
    for (i, section) in paper.sections.iter().enumerate() {
        let _ = writeln!(
            out,
            "## {} {}\n",
            escape(&section_title(i + 1, section.kind, l)),
            escape(&section_summary(section, l))
        );
        for entry in &section.entries {
            if key {
                key_item(&mut out, entry, l);
            } else {
                question(&mut out, entry, l);
            }
        }
    }
    out
}

impl Renderer for Markdown {
    fn extension(&self) -> &'static str {
        "md"
    }

    fn paper(&self, paper: &Paper<'_>, l: &Localizer) -> String {
        clean_document(document(paper, l, false))
    }

    fn key(&self, paper: &Paper<'_>, l: &Localizer) -> Option<String> {
        Some(clean_document(document(paper, l, true)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_is_escaped_and_line_starts_are_defused() {
        assert_eq!(
            escape("<script>x</script> *a* _b_ [c](d) `e` #f |g| ~h~ &amp; !"),
            r"\<script\>x\</script\> \*a\* \_b\_ \[c\](d) \`e\` \#f \|g\| \~h\~ \&amp; \!"
        );
        assert_eq!(
            escape("1. not a list\n- nor this\n+ nor\n=== nor"),
            "1\\. not a list  \n\\- nor this  \n\\+ nor  \n\\=== nor"
        );
        assert_eq!(escape("3½ stones - 2"), "3½ stones - 2");
        assert_eq!(escape("45.5 stones"), "45.5 stones");
        assert_eq!(escape("2) two"), "2\\) two");
        assert_eq!(escape("a\\b"), "a\\\\b");
    }
}
