//! Self-contained HTML sheets and keys that print right the first time: A4 print CSS,
//! no question split across pages, inline SVG boards, `lang` set and a font stack
//! teachers' machines have, so the browser picks a Chinese font of the right script.

use std::fmt::Write;

use console::measure_text_width;

use crate::bank::Kind;
use crate::bank::instance::Presentation;
use crate::bank::instance::letter;
use crate::i18n::{Arg, Localizer};

use super::{
    Entry, Paper, Renderer, Section, answer_text, article_text, asks_can, clean_document,
    escape_xml, item_hint, item_points, page_footer_css, paper_meta, section_summary,
    section_title, sheet_meta, split_blanks,
};
use crate::render::font_stack;
use crate::render::svg::board_svg;

/// The HTML renderer.
pub struct Html;

const CSS: &str = r#"@page { size: A4; margin: 16mm 16mm 18mm; }
* { box-sizing: border-box; }
html { font-size: 11pt; line-height: 1.55; color: #000; background: #fff; }
body { margin: 0; }
@media screen { body { max-width: 186mm; margin: 10mm auto; padding: 0 4mm; } }
h1 { font-size: 18pt; text-align: center; margin: 0 0 1mm; }
.meta { text-align: center; margin: 0 0 4mm; font-size: 10pt; }
.fields { width: 100%; border-collapse: collapse; margin: 0 0 5mm; }
.fields td { padding: 0 1mm; white-space: nowrap; }
.fields td.fill { border-bottom: 1px solid #000; width: 30%; }
h2 { font-size: 13pt; margin: 5mm 0 2mm; }
h2 .summary { font-weight: normal; font-size: 11pt; }
.instructions { margin: 0 0 2mm; font-size: 10pt; }
.q, .keep, .k { break-inside: avoid; page-break-inside: avoid; }
.q { margin: 0 0 5mm; }
.pair { display: flex; gap: 4mm; break-inside: avoid; page-break-inside: avoid; }
.pair > .q { flex: 1 1 0; min-width: 0; }
.pair .answer .line { width: 45mm; }
.last { break-before: avoid; page-break-before: avoid; }
.stem { margin: 0; }
.n { font-weight: bold; margin-right: 1mm; }
.pts, .multiple { font-size: 9.5pt; white-space: nowrap; }
.blank { display: inline-block; min-width: 26mm; border-bottom: 1px solid #000; }
.bracket { white-space: pre; }
.options { list-style: none; margin: 1.5mm 0 0 6mm; padding: 0; display: grid; gap: 1mm 4mm; }
.options.c4 { grid-template-columns: repeat(4, 1fr); }
.options.c2 { grid-template-columns: repeat(2, 1fr); }
.options.c1 { grid-template-columns: 1fr; }
.letter { font-weight: bold; margin-right: 1.5mm; }
svg.board { display: block; margin: 2mm 0 2mm 6mm; max-width: 100%; height: auto; font-family: inherit; }
.answer { margin: 2mm 0 0 6mm; }
.answer .line { display: inline-block; width: 80mm; border-bottom: 1px solid #000; }
.lines { margin: 1mm 0 0 6mm; }
.lines div { height: 8.5mm; border-bottom: 1px solid #000; }
.k { margin: 0 0 3mm; }
.k .answer-key { font-weight: bold; }
.explain { margin: 0.5mm 0 0 6mm; }
.ref { margin: 0 0 0 6mm; font-size: 9pt; color: #333; }
.ref code { font-family: "Noto Sans Mono", "DejaVu Sans Mono", Consolas, monospace; }
"#;

/// Escaped bank text with its line breaks kept.
fn text(t: &str) -> String {
    escape_xml(t).replace("\r\n", "\n").replace('\n', "<br>")
}

/// The page start: `title` for the browser's tab; `footer` is the CSS `content` of
/// every page's foot (page numbers, version), printed by the browser in the page margin.
pub(super) fn head(title: &str, footer: &str, l: &Localizer) -> String {
    let lang = l.lang();
    format!(
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"generator\" content=\"weiqi-quiz\">\n<title>{}</title>\n<style>\nhtml {{ font-family: {}; }}\n{CSS}@page {{ @bottom-center {{ content: {footer}; font-size: 9pt; font-family: {}; }} }}\n</style>\n</head>\n<body>\n",
        lang.tag(),
        text(title),
        font_stack(lang),
        font_stack(lang),
    )
}

/// What closes a document [`head`] opened.
pub(super) const TAIL: &str = "</body>\n</html>\n";

/// Options in four, two or one columns, by the width of the longest.
fn option_columns(options: &[String]) -> &'static str {
    let widest = options
        .iter()
        .map(|o| measure_text_width(o))
        .max()
        .unwrap_or(0);
    match widest {
        0..=10 => "c4",
        11..=30 => "c2",
        _ => "c1",
    }
}

fn question(out: &mut String, entry: &Entry<'_>, l: &Localizer) {
    let instance = &entry.instance;
    let _ = write!(
        out,
        "<div class=\"q\" id=\"q{}\">\n<p class=\"stem\"><span class=\"n\">{}.</span>",
        entry.number, entry.number
    );
    let pieces = split_blanks(&instance.text);
    let inline_blanks = matches!(instance.presentation, Presentation::Input { blanks } if blanks == pieces.len() - 1);
    if inline_blanks {
        for (i, piece) in pieces.iter().enumerate() {
            if i > 0 {
                out.push_str("<span class=\"blank\"></span>");
            }
            out.push_str(&text(piece));
        }
    } else {
        out.push_str(&text(&instance.text));
    }
    if let Presentation::Choice { multiple: true, .. } = instance.presentation {
        let _ = write!(
            out,
            " <span class=\"multiple\">{}</span>",
            text(&l.text("sheet-multiple"))
        );
    }
    if matches!(
        instance.presentation,
        Presentation::Choice { .. } | Presentation::TrueFalse
    ) {
        let _ = write!(
            out,
            "<span class=\"bracket\">{}</span>",
            text(&l.text("sheet-bracket"))
        );
    }
    if let Some(hint) = item_hint(entry, l) {
        let _ = write!(out, " <span class=\"multiple\">{}</span>", text(&hint));
    }
    let _ = writeln!(
        out,
        " <span class=\"pts\">{}</span></p>",
        text(&item_points(entry, l))
    );
    if let Some(figure) = &instance.figure {
        let size = i64::from(figure.board.size());
        let label = l.format("sheet-board-label", &[("size", Arg::Number(size))]);
        out.push_str(&board_svg(figure, &escape_xml(&label)));
        out.push('\n');
    }
    match &instance.presentation {
        Presentation::Choice { options, .. } => {
            let _ = writeln!(out, "<ol class=\"options {}\">", option_columns(options));
            for (i, option) in options.iter().enumerate() {
                let _ = writeln!(
                    out,
                    "<li><span class=\"letter\">{}.</span>{}</li>",
                    letter(i),
                    text(option)
                );
            }
            out.push_str("</ol>\n");
        }
        Presentation::Input { .. } if !inline_blanks => {
            let _ = writeln!(
                out,
                "<p class=\"answer\">{} <span class=\"line\"></span></p>",
                text(&l.text("sheet-answer"))
            );
        }
        Presentation::Open => {
            out.push_str("<div class=\"lines\">");
            out.push_str(&"<div></div>".repeat(5));
            out.push_str("</div>\n");
        }
        Presentation::Input { .. } | Presentation::TrueFalse => {}
    }
    out.push_str("</div>\n");
}

fn instructions(kind: Kind, l: &Localizer) -> Option<String> {
    let id = match kind {
        Kind::Choice => "sheet-instructions-choice",
        Kind::TrueFalse => "sheet-instructions-truefalse",
        Kind::Open => "sheet-instructions-open",
        Kind::Board => "sheet-instructions-board",
        _ => return None,
    };
    Some(l.text(id))
}

/// Items that go two to a row: board items whose diagram is at most 9×9 (about 9 cm
/// wide), so small boards do not leave half of each page empty.
fn in_pairs(section: &Section<'_>) -> bool {
    section.kind == Kind::Board
        && section.entries.iter().all(|e| {
            e.instance
                .figure
                .as_ref()
                .is_none_or(|f| f.board.size() <= 9)
        })
}

fn section(
    out: &mut String,
    index: usize,
    section: &Section<'_>,
    l: &Localizer,
    key: bool,
    last: bool,
) {
    out.push_str("<section class=\"part\">\n");
    // The heading travels with the first item so it never ends a page alone.
    out.push_str("<div class=\"keep\">\n");
    let _ = writeln!(
        out,
        "<h2>{} <span class=\"summary\">{}</span></h2>",
        text(&section_title(index + 1, section.kind, l)),
        text(&section_summary(section, l))
    );
    // The board section's instruction is about 能/不能, for its legal-move items.
    let instructed = section.kind != Kind::Board || section.entries.iter().any(asks_can);
    if !key
        && instructed
        && let Some(instructions) = instructions(section.kind, l)
    {
        let _ = writeln!(out, "<p class=\"instructions\">{}</p>", text(&instructions));
    }
    let per_row = if !key && in_pairs(section) { 2 } else { 1 };
    let rows = section.entries.chunks(per_row).count();
    for (i, row) in section.entries.chunks(per_row).enumerate() {
        // The paper's last row travels with the one before it: no question ends up
        // alone on a last page.
        let class = if last && rows > 1 && i == rows - 1 {
            " last"
        } else {
            ""
        };
        if per_row > 1 {
            let _ = writeln!(out, "<div class=\"pair{class}\">");
        } else if !class.is_empty() {
            let _ = writeln!(out, "<div class=\"{}\">", class.trim());
        }
        for entry in row {
            if key {
                key_item(out, entry, l);
            } else {
                question(out, entry, l);
            }
        }
        if per_row > 1 || !class.is_empty() {
            out.push_str("</div>\n");
        }
        if i == 0 {
            out.push_str("</div>\n");
        }
    }
    out.push_str("</section>\n");
}

fn header(out: &mut String, paper: &Paper<'_>, heading: &str, l: &Localizer, key: bool) {
    let _ = writeln!(out, "<header>\n<h1>{}</h1>", text(heading));
    let meta = if key {
        paper_meta(paper, l)
    } else {
        sheet_meta(paper, l)
    };
    let _ = writeln!(out, "<p class=\"meta\">{}</p>", text(&meta));
    if key {
        if let Some(student) = &paper.student {
            let line = l.format(
                "sheet-student",
                &[("name", Arg::Text(student.name.clone()))],
            );
            let _ = writeln!(out, "<p class=\"meta\">{}</p>", text(&line));
        }
        out.push_str("</header>\n");
        return;
    }
    let (name, class) = match &paper.student {
        Some(s) => (s.name.as_str(), s.class.as_deref().unwrap_or("")),
        None => ("", ""),
    };
    let _ = writeln!(
        out,
        "<table class=\"fields\"><tr><td>{}</td><td class=\"fill\">{}</td><td>{}</td><td class=\"fill\">{}</td><td>{}</td><td class=\"fill\"></td></tr></table>\n</header>",
        text(&l.text("sheet-name")),
        text(name),
        text(&l.text("sheet-class")),
        text(class),
        text(&l.text("sheet-date")),
    );
}

fn key_item(out: &mut String, entry: &Entry<'_>, l: &Localizer) {
    let _ = writeln!(
        out,
        "<div class=\"k\">\n<p class=\"stem\"><span class=\"n\">{}.</span><span class=\"answer-key\">{}</span> <span class=\"pts\">{}</span></p>",
        entry.number,
        text(&answer_text(entry, l)),
        text(&item_points(entry, l))
    );
    if let Some(explain) = &entry.instance.explain {
        let _ = writeln!(out, "<p class=\"explain\">{}</p>", text(explain));
    }
    let mut reference = Vec::new();
    if let Some(article) = article_text(entry, l) {
        reference.push(text(&article));
    }
    reference.push(format!("<code>{}</code>", escape_xml(&entry.question().id)));
    let _ = writeln!(
        out,
        "<p class=\"ref\">{}</p>\n</div>",
        reference.join(" · ")
    );
}

/// A sheet's or a key's page content, between [`head`] and [`TAIL`].
pub(super) fn body(paper: &Paper<'_>, l: &Localizer, key: bool) -> String {
    let heading = if key {
        l.format(
            "sheet-key-title",
            &[("title", Arg::Text(paper.title.clone()))],
        )
    } else {
        paper.title.clone()
    };
    let mut out = String::new();
    header(&mut out, paper, &heading, l, key);
    out.push_str("<main>\n");
    let sections = paper.sections.len();
    for (i, s) in paper.sections.iter().enumerate() {
        section(&mut out, i, s, l, key, i + 1 == sections);
    }
    out.push_str("</main>\n");
    out
}

/// A whole sheet or key document.
fn document(paper: &Paper<'_>, l: &Localizer, key: bool) -> String {
    let part = if key {
        l.text("sheet-key")
    } else {
        l.format(
            "sheet-version",
            &[("version", Arg::Number(i64::from(paper.version)))],
        )
    };
    let mut out = head(
        &format!("{} — {part}", paper.title),
        &page_footer_css(paper, l, key),
        l,
    );
    out.push_str(&body(paper, l, key));
    out.push_str(TAIL);
    clean_document(out)
}

impl Renderer for Html {
    fn extension(&self) -> &'static str {
        "html"
    }

    fn paper(&self, paper: &Paper<'_>, l: &Localizer) -> String {
        document(paper, l, false)
    }

    fn key(&self, paper: &Paper<'_>, l: &Localizer) -> Option<String> {
        Some(document(paper, l, true))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bank::Question;
    use crate::i18n::Lang;
    use crate::sheet::{Order, version_paper};

    fn paper_html(bank: &str, lang: Lang) -> (String, String) {
        let questions = crate::bank::test_bank(bank);
        let chosen: Vec<&Question> = questions.iter().collect();
        let l = Localizer::new(lang);
        let paper = version_paper(&chosen, Order::Bank, "Test <1>", 1, 1, None, &l).unwrap();
        (Html.paper(&paper, &l), Html.key(&paper, &l).unwrap())
    }

    #[test]
    fn sheets_name_their_language_and_a_font_of_its_script() {
        let bank = "[[question]]\nid = \"f\"\ntype = \"fill\"\ntext.zh-CN = \"禁着点是____。\"\nanswer.zh-CN = [[\"禁着点\"]]\n";
        let (tw, _) = paper_html(bank, Lang::ZhTw);
        assert!(tw.contains("<html lang=\"zh-TW\">"));
        assert!(tw.contains("\"Noto Sans CJK TC\""));
        assert!(
            tw.contains("禁著點是<span class=\"blank\"></span>。"),
            "{tw}"
        );
        let (cn, _) = paper_html(bank, Lang::ZhCn);
        assert!(cn.contains("\"Noto Sans CJK SC\", \"Source Han Sans SC\", \"PingFang SC\", \"Microsoft YaHei\", \"SimSun\", sans-serif"));
        assert!(cn.contains("@page { size: A4;"));
        assert!(cn.contains("break-inside: avoid"));
        assert!(cn.contains("一、填空题"), "{cn}");
    }

    #[test]
    fn titles_and_texts_are_escaped() {
        let bank = "[[question]]\nid = \"o\"\ntype = \"open\"\ntext.en = \"<b>bold</b> & \\\"q\\\"\"\nanswer.en = \"<i>m</i>\"\n";
        let (sheet, key) = paper_html(bank, Lang::En);
        assert!(sheet.contains("Test &lt;1&gt;"));
        assert!(sheet.contains("&lt;b&gt;bold&lt;/b&gt; &amp; &quot;q&quot;"));
        assert!(!sheet.contains("<b>") && !key.contains("<i>"));
        assert!(key.contains("&lt;i&gt;m&lt;/i&gt;"));
    }
}
