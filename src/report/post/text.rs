//! Text for the terminal: the event's title, then each table's title, its columns
//! aligned with spaces by display width, and its notes under a blank line.

use super::{Align, Page, Table, one_line};
use crate::report::table::aligned;

pub(super) fn render(tables: &[Table], page: &Page) -> String {
    let mut out = String::new();
    if let Some(title) = page.title {
        out.push_str(title);
        out.push_str("\n\n");
    }
    for (i, table) in tables.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        if let Some(title) = &table.title {
            out.push_str(title);
            out.push_str("\n\n");
        }
        let mut rows = vec![table.headers()];
        rows.extend(
            table
                .rows
                .iter()
                .map(|row| row.iter().map(|c| one_line(c)).collect()),
        );
        let right: Vec<bool> = (0..table.columns.len())
            .map(|c| table.align(c) == Align::Right)
            .collect();
        out.push_str(&aligned(&rows, &right));
        if !table.notes.is_empty() {
            out.push('\n');
            for note in &table.notes {
                out.push_str(note);
                out.push('\n');
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
    fn text_is_the_aligned_table_with_its_notes() {
        let l = Localizer::new(Lang::ZhCn);
        let text = render(&[awkward()], &Page::new(Some("市赛"), &l));
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "市赛");
        assert_eq!(lines[2], "第1轮 <对阵> & 名单");
        assert_eq!(lines[4], "台次  黑方         白方");
        assert_eq!(lines[5], "   1  张|三        <b>李四</b>");
        assert_eq!(lines.last(), Some(&"轮空：A&B <c>"));
    }
}
