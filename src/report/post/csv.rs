//! CSV for spreadsheets, as `grade --csv` writes it: UTF-8 with a byte-order mark so
//! Excel reads the Chinese, CRLF line ends, cells quoted and kept from running as
//! formulas by [`crate::csv::push_row`], each on one line. The header is the first row, so the rows
//! import as data; the event's and the tables' titles are left out, the notes follow
//! under an empty row, one cell each. Several tables are separated by an empty row.

use super::{Page, Table, one_line};
use crate::csv::push_row;

pub(super) fn render(tables: &[Table], _page: &Page) -> String {
    let mut out = String::from("\u{feff}");
    for (i, table) in tables.iter().enumerate() {
        if i > 0 {
            out.push_str("\r\n");
        }
        push_row(&mut out, &table.headers());
        for row in &table.rows {
            let mut cells: Vec<String> = row.iter().map(|c| one_line(c)).collect();
            cells.resize(table.columns.len().max(row.len()), String::new());
            push_row(&mut out, &cells);
        }
        if !table.notes.is_empty() {
            out.push_str("\r\n");
            for note in &table.notes {
                push_row(&mut out, &[note]);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::tests::awkward;
    use super::*;
    use crate::i18n::{Lang, Localizer};

    #[test]
    fn csv_rows_read_back_as_written() {
        let l = Localizer::new(Lang::ZhCn);
        let table = awkward();
        let text = render(std::slice::from_ref(&table), &Page::new(Some("市赛"), &l));
        assert!(text.starts_with("\u{feff}台次,黑方,白方\r\n"), "{text}");
        let rows = crate::csv::rows(&text).unwrap();
        let cells: Vec<&Vec<String>> = rows.iter().map(|(_, cells)| cells).collect();
        assert_eq!(cells[1], &["1", "张|三", "<b>李四</b>"]);
        // The formula is kept from running, the control character dropped.
        assert_eq!(cells[2], &["2", "王&五, \"六\"", "'=1+1"]);
        assert_eq!(cells[3], &["3", "赵 七", ""]);
        assert_eq!(cells[4], &["轮空：A&B <c>"]);
        assert!(!text.contains("市赛"));
    }
}
