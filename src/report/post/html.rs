//! A standalone HTML page that prints on A4: `@page` A4 (landscape for a wide
//! crosstable), the header row repeated on every printed page, no row split across
//! pages, `lang` set and a font stack of the reader's script, every text escaped.

use std::fmt::Write;

use super::{Align, Page, Table, document_title, one_line};
use crate::render::{escape_xml, font_stack};

/// More columns than this print across the page (landscape).
const PORTRAIT_COLUMNS: usize = 12;

const CSS: &str = r#"* { box-sizing: border-box; }
html { line-height: 1.4; color: #000; background: #fff; }
body { margin: 0; }
@media screen { body { max-width: 277mm; margin: 8mm auto; padding: 0 4mm; } }
h1 { font-size: 16pt; text-align: center; margin: 0 0 4mm; }
h2 { font-size: 13pt; margin: 5mm 0 2mm; }
table { border-collapse: collapse; margin: 0 auto; }
thead { display: table-header-group; }
tr { break-inside: avoid; page-break-inside: avoid; }
th, td { border: 1px solid #000; padding: 0.5mm 1.6mm; white-space: nowrap; }
th { background: #e8e8e8; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
tbody tr:nth-child(even) { background: #f5f5f5; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.l { text-align: left; }
.r { text-align: right; font-variant-numeric: tabular-nums; }
.c { text-align: center; }
.notes { margin: 2mm 0 0; font-size: 9pt; }
.notes p { margin: 0.5mm 0; }
"#;

fn class(align: Align) -> &'static str {
    match align {
        Align::Left => "l",
        Align::Right => "r",
        Align::Center => "c",
    }
}

fn text(t: &str) -> String {
    escape_xml(&one_line(t))
}

pub(super) fn render(tables: &[Table], page: &Page) -> String {
    let widest = tables.iter().map(|t| t.columns.len()).max().unwrap_or(0);
    let (orientation, size) = if widest > PORTRAIT_COLUMNS {
        (" landscape", if widest > 24 { "8pt" } else { "9.5pt" })
    } else {
        ("", "10.5pt")
    };
    let fonts = font_stack(page.lang);
    let mut out = String::new();
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"generator\" content=\"weiqi-quiz\">\n<title>{}</title>\n<style>\n@page {{ size: A4{orientation}; margin: 12mm; }}\nhtml {{ font-family: {fonts}; font-size: {size}; }}\n{CSS}</style>\n</head>\n<body>\n",
        page.lang.tag(),
        text(&document_title(tables, page)),
    );
    if let Some(title) = page.title {
        let _ = writeln!(out, "<h1>{}</h1>", text(title));
    }
    for table in tables {
        out.push_str("<section>\n");
        if let Some(title) = &table.title {
            let _ = writeln!(out, "<h2>{}</h2>", text(title));
        }
        out.push_str("<table>\n<thead>\n<tr>");
        for column in &table.columns {
            let _ = write!(
                out,
                "<th class=\"{}\">{}</th>",
                class(column.align),
                text(&column.header)
            );
        }
        out.push_str("</tr>\n</thead>\n<tbody>\n");
        for (r, row) in table.rows.iter().enumerate() {
            out.push_str("<tr>");
            for c in 0..table.columns.len().max(row.len()) {
                let _ = write!(
                    out,
                    "<td class=\"{}\">{}</td>",
                    class(table.align(c)),
                    text(table.cell(r, c))
                );
            }
            out.push_str("</tr>\n");
        }
        out.push_str("</tbody>\n</table>\n");
        if !table.notes.is_empty() {
            out.push_str("<div class=\"notes\">\n");
            for note in &table.notes {
                let _ = writeln!(out, "<p>{}</p>", text(note));
            }
            out.push_str("</div>\n");
        }
        out.push_str("</section>\n");
    }
    out.push_str("</body>\n</html>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::super::tests::awkward;
    use super::super::{Column, Table};
    use super::*;
    use crate::i18n::{Lang, Localizer};

    #[test]
    fn the_page_prints_on_a4_and_escapes_every_name() {
        let l = Localizer::new(Lang::ZhTw);
        let html = render(&[awkward()], &Page::new(Some("市賽 <2024>"), &l));
        assert!(html.contains("@page { size: A4; margin: 12mm; }"), "{html}");
        assert!(html.contains("<html lang=\"zh-TW\">"));
        assert!(html.contains("Noto Sans CJK TC"));
        assert!(html.contains("<title>市賽 &lt;2024&gt;</title>"));
        assert!(html.contains("<h1>市賽 &lt;2024&gt;</h1>"));
        assert!(html.contains("<td class=\"l\">&lt;b&gt;李四&lt;/b&gt;</td>"));
        assert!(html.contains("王&amp;五, &quot;六&quot;"));
        assert!(!html.contains("<b>") && !html.contains('\u{7}'));
        assert!(
            html.contains("<td class=\"l\"></td></tr>"),
            "short row filled"
        );
        assert!(html.contains("<p>轮空：A&amp;B &lt;c&gt;</p>"));
    }

    #[test]
    fn a_wide_table_prints_across_the_page() {
        let l = Localizer::new(Lang::ZhCn);
        let wide = Table {
            columns: (0..14).map(|i| Column::right(i.to_string())).collect(),
            ..Table::default()
        };
        let html = render(&[wide], &Page::new(None, &l));
        assert!(html.contains("@page { size: A4 landscape;"), "{html}");
        assert!(!html.contains("<h1>"));
    }
}
