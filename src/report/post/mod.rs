//! Tables to post and print: the standings with their crosstable, a round's pairing list
//! (and any other table a report builds, such as a team table) as one [`Table`] — a
//! title, a header, rows and notes — written by one renderer per [`Format`]:
//!
//! - `text`: aligned with spaces, for the terminal;
//! - `csv`: UTF-8 with a byte-order mark (Excel reads the Chinese), cells as
//!   [`crate::csv::push_row`] writes them;
//! - `md`: a Markdown table that pastes into chats and notes;
//! - `html`: a standalone page that prints on A4;
//! - `svg`: a standalone image to post in a chat.
//!
//! Every renderer makes the cells safe for its format (names with `|`, `<`, `&`, quotes
//! or control characters included): callers put plain text in a [`Table`].

mod csv;
mod html;
mod md;
mod svg;
mod text;

use crate::i18n::{Lang, Localizer};

/// How a column's cells line up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    Left,
    /// Numbers, and crosstable cells (their signs line up).
    Right,
    Center,
}

/// One column: its heading and alignment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Column {
    pub header: String,
    pub align: Align,
}

impl Column {
    pub fn left(header: impl Into<String>) -> Column {
        Column {
            header: header.into(),
            align: Align::Left,
        }
    }

    pub fn right(header: impl Into<String>) -> Column {
        Column {
            header: header.into(),
            align: Align::Right,
        }
    }

    pub fn center(header: impl Into<String>) -> Column {
        Column {
            header: header.into(),
            align: Align::Center,
        }
    }
}

/// A table as plain text: every renderer escapes it for its format. A row may have fewer
/// cells than there are columns (the rest are empty).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Table {
    /// Above the table (`第3轮对阵`), if any.
    pub title: Option<String>,
    pub columns: Vec<Column>,
    pub rows: Vec<Vec<String>>,
    /// Lines under the table: the order of ranking, a legend, the bye.
    pub notes: Vec<String>,
}

impl Table {
    /// The headers, as the first row of text renderers.
    fn headers(&self) -> Vec<String> {
        self.columns.iter().map(|c| c.header.clone()).collect()
    }

    /// Column `c`'s alignment (left for a cell beyond the columns).
    fn align(&self, c: usize) -> Align {
        self.columns.get(c).map_or(Align::Left, |c| c.align)
    }

    /// Row `r`'s cell `c`, empty when the row is short.
    fn cell(&self, r: usize, c: usize) -> &str {
        self.rows[r].get(c).map_or("", String::as_str)
    }
}

/// The formats a table is written in (JSON is each report's own).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    Text,
    Csv,
    Md,
    Html,
    Svg,
}

/// What a document holds besides its tables: the event's title (`--title`) and the
/// reader's language (the page's `lang`, its fonts).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Page<'a> {
    pub title: Option<&'a str>,
    pub lang: Lang,
}

impl<'a> Page<'a> {
    pub fn new(title: Option<&'a str>, l: &Localizer) -> Page<'a> {
        Page {
            title: title.map(str::trim).filter(|t| !t.is_empty()),
            lang: l.lang(),
        }
    }
}

/// A report that can be posted: its tables, in the reader's language.
pub trait Tables {
    fn tables(&self, l: &Localizer) -> Vec<Table>;
}

/// The tables as one document of `format`, one after the other.
pub fn render(tables: &[Table], format: Format, page: &Page) -> String {
    match format {
        Format::Text => text::render(tables, page),
        Format::Csv => csv::render(tables, page),
        Format::Md => md::render(tables, page),
        Format::Html => html::render(tables, page),
        Format::Svg => svg::render(tables, page),
    }
}

/// The title a whole document goes by: the event's, else the first table's, else the
/// program's.
fn document_title(tables: &[Table], page: &Page) -> String {
    page.title
        .map(str::to_string)
        .or_else(|| tables.iter().find_map(|t| t.title.clone()))
        .unwrap_or_else(|| "weiqi-quiz".to_string())
}

/// A cell as one line of plain text: a line break in a name would end a Markdown or
/// CSV row, or overlap the next SVG line; control characters and bidi overrides are
/// dropped.
fn one_line(text: &str) -> String {
    text.replace("\r\n", "\n")
        .chars()
        .map(|c| {
            if matches!(c, '\n' | '\r' | '\t') {
                ' '
            } else {
                c
            }
        })
        .filter(|&c| !crate::text::is_stripped(c))
        .collect()
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A table with the names that break each format: `|` (Markdown), `<` and `&`
    /// (HTML, SVG), `,` and `"` (CSV), a formula, a control character.
    pub(crate) fn awkward() -> Table {
        Table {
            title: Some("第1轮 <对阵> & 名单".to_string()),
            columns: vec![
                Column::right("台次"),
                Column::left("黑方"),
                Column::left("白方"),
            ],
            rows: vec![
                vec!["1".into(), "张|三".into(), "<b>李四</b>".into()],
                vec!["2".into(), "王&五, \"六\"".into(), "=1+1\u{7}".into()],
                vec!["3".into(), "赵\n七".into()],
            ],
            notes: vec!["轮空：A&B <c>".to_string()],
        }
    }

    #[test]
    fn short_rows_read_as_empty_cells() {
        let t = awkward();
        assert_eq!(t.cell(2, 2), "");
        assert_eq!(t.align(7), Align::Left);
        assert_eq!(one_line("赵\r\n七\u{202e}\r八"), "赵 七 八");
    }

    #[test]
    fn the_document_title_is_the_events_else_the_first_tables() {
        let l = Localizer::new(Lang::ZhCn);
        let t = awkward();
        assert_eq!(
            document_title(std::slice::from_ref(&t), &Page::new(Some(" 市赛 "), &l)),
            "市赛"
        );
        assert_eq!(
            document_title(&[t], &Page::new(Some(""), &l)),
            "第1轮 <对阵> & 名单"
        );
    }
}
