//! Markdown that pastes into chats and notes: the titles in bold (a chat shows `#` as
//! written), a pipe table, the notes as paragraphs. Every cell is escaped, so a name
//! with `|`, `<` or `*` stays a name and the row keeps its cells.

use super::{Align, Page, Table, one_line};
use crate::render::escape_markdown;

/// A cell's text: on one line, Markdown escaped (`|` included).
fn cell(text: &str) -> String {
    escape_markdown(&one_line(text))
}

fn row(cells: impl Iterator<Item = String>) -> String {
    let mut line = String::from("|");
    for c in cells {
        line.push(' ');
        line.push_str(&c);
        line.push_str(" |");
    }
    line.push('\n');
    line
}

pub(super) fn render(tables: &[Table], page: &Page) -> String {
    let mut out = String::new();
    if let Some(title) = page.title {
        out.push_str(&format!("**{}**\n\n", cell(title)));
    }
    for (i, table) in tables.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        if let Some(title) = &table.title {
            out.push_str(&format!("**{}**\n\n", cell(title)));
        }
        out.push_str(&row(table.columns.iter().map(|c| cell(&c.header))));
        out.push_str(&row(table.columns.iter().map(|c| {
            match c.align {
                Align::Left => ":---",
                Align::Right => "---:",
                Align::Center => ":---:",
            }
            .to_string()
        })));
        let width = table.columns.len();
        for (r, cells) in table.rows.iter().enumerate() {
            out.push_str(&row(
                (0..width.max(cells.len())).map(|c| cell(table.cell(r, c)))
            ));
        }
        for note in &table.notes {
            out.push('\n');
            out.push_str(&cell(note));
            out.push('\n');
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
    fn markdown_rows_keep_their_cells_whatever_the_names() {
        let l = Localizer::new(Lang::ZhCn);
        let text = render(&[awkward()], &Page::new(Some("市赛*"), &l));
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], r"**市赛\***");
        assert_eq!(lines[2], r"**第1轮 \<对阵\> \& 名单**");
        assert_eq!(lines[4], "| 台次 | 黑方 | 白方 |");
        assert_eq!(lines[5], "| ---: | :--- | :--- |");
        assert_eq!(lines[6], r"| 1 | 张\|三 | \<b\>李四\</b\> |");
        assert_eq!(lines[7], "| 2 | 王\\&五, \"六\" | \\=1+1 |");
        assert_eq!(lines[8], "| 3 | 赵 七 |  |");
        // Every table line has the columns' four unescaped pipes.
        for line in &lines[4..9] {
            let pipes = line.replace(r"\|", "").matches('|').count();
            assert_eq!(pipes, 4, "{line}");
        }
        assert_eq!(lines[10], r"轮空：A\&B \<c\>");
    }
}
