//! A standalone SVG image to post in a chat: its own width and height in pixels, a
//! white background (chats show transparency dark), the fonts of the reader's script
//! named in a style sheet, each cell's text escaped. Cell widths come from the display
//! width of their text (a Chinese character takes two columns).

use std::fmt::Write;

use console::measure_text_width;

use super::{Align, Page, Table, one_line};
use crate::render::{escape_xml, font_stack};
use crate::text::wrap::wrap;

/// Pixels a display column takes at the table's font size (14px).
const COLUMN_PX: usize = 8;
/// Space on either side of a cell's text.
const PAD: usize = 8;
const ROW: usize = 24;
const MARGIN: usize = 16;
const EVENT_TITLE: usize = 34;
const TABLE_TITLE: usize = 28;
const NOTE: usize = 18;
/// Between one table and the next.
const GAP: usize = 16;
/// Pixels a display column of a note takes (12px).
const NOTE_COLUMN_PX: usize = 7;
/// Notes wrap at the table's width, but not narrower than this many columns.
const NOTE_MIN_COLUMNS: usize = 48;

fn width_of(text: &str, per_column: usize) -> usize {
    measure_text_width(text) * per_column
}

/// One table laid out: its columns' widths.
struct Layout<'a> {
    table: &'a Table,
    /// Each cell's text, on one line; the header first.
    rows: Vec<Vec<String>>,
    widths: Vec<usize>,
    /// The notes' lines, wrapped to the table's width.
    notes: Vec<String>,
}

impl<'a> Layout<'a> {
    fn new(table: &'a Table) -> Layout<'a> {
        let columns = table
            .rows
            .iter()
            .map(Vec::len)
            .chain([table.columns.len()])
            .max()
            .unwrap_or(0);
        let mut rows = vec![table.headers()];
        rows.extend(table.rows.iter().cloned());
        let rows: Vec<Vec<String>> = rows
            .into_iter()
            .map(|row| {
                let mut row: Vec<String> = row.iter().map(|c| one_line(c)).collect();
                row.resize(columns, String::new());
                row
            })
            .collect();
        let widths: Vec<usize> = (0..columns)
            .map(|c| {
                rows.iter()
                    .map(|row| width_of(&row[c], COLUMN_PX))
                    .max()
                    .unwrap_or(0)
                    + 2 * PAD
            })
            .collect();
        let table_width: usize = widths.iter().sum();
        let columns = (table_width / NOTE_COLUMN_PX).max(NOTE_MIN_COLUMNS);
        let notes = table
            .notes
            .iter()
            .flat_map(|n| {
                wrap(&one_line(n), columns)
                    .split('\n')
                    .map(str::to_string)
                    .collect::<Vec<_>>()
            })
            .collect();
        Layout {
            table,
            rows,
            widths,
            notes,
        }
    }

    fn table_width(&self) -> usize {
        self.widths.iter().sum()
    }

    /// The width the table and its titles and notes need.
    fn width(&self) -> usize {
        let title = self
            .table
            .title
            .as_deref()
            .map_or(0, |t| width_of(&one_line(t), 9));
        let notes = self
            .notes
            .iter()
            .map(|n| width_of(n, NOTE_COLUMN_PX))
            .max()
            .unwrap_or(0);
        self.table_width().max(title).max(notes)
    }

    fn height(&self) -> usize {
        let title = if self.table.title.is_some() {
            TABLE_TITLE
        } else {
            0
        };
        let notes = if self.notes.is_empty() {
            0
        } else {
            6 + NOTE * self.notes.len()
        };
        title + ROW * self.rows.len() + notes
    }

    /// The table's elements, its top left corner at (`x`, `y`).
    fn draw(&self, out: &mut String, x: usize, mut y: usize) {
        if let Some(title) = &self.table.title {
            let _ = writeln!(
                out,
                r#"<text class="table-title" x="{x}" y="{}">{}</text>"#,
                y + 19,
                escape_xml(&one_line(title))
            );
            y += TABLE_TITLE;
        }
        let width = self.table_width();
        let _ = writeln!(
            out,
            r##"<rect x="{x}" y="{y}" width="{width}" height="{ROW}" fill="#e8e8e8"/>"##
        );
        for r in (2..self.rows.len()).step_by(2) {
            let _ = writeln!(
                out,
                r##"<rect x="{x}" y="{}" width="{width}" height="{ROW}" fill="#f5f5f5"/>"##,
                y + r * ROW
            );
        }
        for (r, row) in self.rows.iter().enumerate() {
            let top = y + r * ROW;
            let mut left = x;
            for (c, (cell, w)) in row.iter().zip(&self.widths).enumerate() {
                if !cell.is_empty() {
                    let (at, anchor) = match self.table.align(c) {
                        Align::Left => (left + PAD, "start"),
                        Align::Right => (left + w - PAD, "end"),
                        Align::Center => (left + w / 2, "middle"),
                    };
                    let class = if r == 0 { r#" class="header""# } else { "" };
                    let _ = writeln!(
                        out,
                        r#"<text{class} x="{at}" y="{}" text-anchor="{anchor}">{}</text>"#,
                        top + 17,
                        escape_xml(cell)
                    );
                }
                left += w;
            }
        }
        // The grid: every row line and column line, one path.
        let bottom = y + ROW * self.rows.len();
        let mut path = String::new();
        for r in 0..=self.rows.len() {
            let _ = write!(path, "M{x} {}h{width}", y + r * ROW);
        }
        let mut left = x;
        for w in std::iter::once(&0).chain(&self.widths) {
            left += w;
            let _ = write!(path, "M{left} {y}V{bottom}");
        }
        let _ = writeln!(
            out,
            r##"<path d="{path}" fill="none" stroke="#000" stroke-width="1"/>"##
        );
        let mut note_y = bottom + 6;
        for note in &self.notes {
            let _ = writeln!(
                out,
                r#"<text class="note" x="{x}" y="{}">{}</text>"#,
                note_y + 13,
                escape_xml(note)
            );
            note_y += NOTE;
        }
    }
}

pub(super) fn render(tables: &[Table], page: &Page) -> String {
    let layouts: Vec<Layout> = tables.iter().map(Layout::new).collect();
    let event = page.title.map(one_line);
    let content_width = layouts
        .iter()
        .map(Layout::width)
        .chain(event.iter().map(|t| width_of(t, 11)))
        .max()
        .unwrap_or(0);
    let width = content_width + 2 * MARGIN;
    let tables_height: usize =
        layouts.iter().map(Layout::height).sum::<usize>() + GAP * layouts.len().saturating_sub(1);
    let height = 2 * MARGIN + tables_height + if event.is_some() { EVENT_TITLE } else { 0 };
    let mut out = String::new();
    let _ = write!(
        out,
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" xml:lang=\"{}\" width=\"{width}\" height=\"{height}\" viewBox=\"0 0 {width} {height}\">\n<style>\ntext {{ font-family: {}; font-size: 14px; fill: #000; }}\n.header, .table-title {{ font-weight: bold; }}\n.event-title {{ font-size: 20px; font-weight: bold; }}\n.table-title {{ font-size: 16px; }}\n.note {{ font-size: 12px; }}\n</style>\n<rect width=\"{width}\" height=\"{height}\" fill=\"#fff\"/>\n",
        page.lang.tag(),
        font_stack(page.lang),
    );
    let mut y = MARGIN;
    if let Some(title) = &event {
        let _ = writeln!(
            out,
            r#"<text class="event-title" x="{}" y="{}" text-anchor="middle">{}</text>"#,
            width / 2,
            y + 22,
            escape_xml(title)
        );
        y += EVENT_TITLE;
    }
    for layout in &layouts {
        layout.draw(&mut out, MARGIN, y);
        y += layout.height() + GAP;
    }
    out.push_str("</svg>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::super::tests::awkward;
    use super::*;
    use crate::i18n::{Lang, Localizer};

    #[test]
    fn the_image_has_its_size_fonts_and_escaped_names() {
        let l = Localizer::new(Lang::ZhCn);
        let svg = render(&[awkward()], &Page::new(Some("市赛 & <决赛>"), &l));
        assert!(
            svg.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" xml:lang=\"zh-CN\" width=\"")
        );
        assert!(svg.contains("Noto Sans CJK SC"));
        assert!(svg.contains(">市赛 &amp; &lt;决赛&gt;</text>"));
        assert!(svg.contains(">&lt;b&gt;李四&lt;/b&gt;</text>"));
        assert!(svg.contains(">赵 七</text>"));
        assert!(!svg.contains("<b>") && !svg.contains('\u{7}'));
        // Well-formed XML: a title, the table's title, 3 + 3 + 2 cells, a note.
        use quick_xml::events::Event;
        let mut reader = quick_xml::Reader::from_str(&svg);
        let (mut depth, mut texts) = (0, 0);
        loop {
            match reader.read_event() {
                Ok(Event::Start(e)) => {
                    depth += 1;
                    texts += usize::from(e.name().as_ref() == "text");
                }
                Ok(Event::End(_)) => depth -= 1,
                Ok(Event::Eof) => break,
                Ok(_) => {}
                Err(e) => panic!("{e} at {}\n{svg}", reader.buffer_position()),
            }
        }
        assert_eq!((depth, texts), (0, 14), "{svg}");
    }

    #[test]
    fn long_notes_wrap_to_the_tables_width() {
        let l = Localizer::new(Lang::ZhCn);
        let mut table = awkward();
        table.notes = vec!["各轮一格：对手名次、所执颜色与结果。".repeat(6)];
        let svg = render(&[table], &Page::new(None, &l));
        assert!(svg.matches(r#"<text class="note""#).count() > 2, "{svg}");
        let width: usize = svg
            .split("width=\"")
            .nth(1)
            .and_then(|w| w.split('"').next())
            .and_then(|w| w.parse().ok())
            .unwrap();
        assert!(
            width <= NOTE_MIN_COLUMNS * NOTE_COLUMN_PX + 2 * MARGIN,
            "{width}"
        );
    }
}
