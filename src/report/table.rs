//! Plain-text tables for the terminal, aligned by display width (a CJK character takes
//! two columns).

use console::measure_text_width;

/// `text` followed by spaces up to `width` columns (none when it is as wide already).
pub fn padded(text: &str, width: usize) -> String {
    let pad = width.saturating_sub(measure_text_width(text));
    format!("{text}{}", " ".repeat(pad))
}

/// A title line, then one line a row: two spaces, the name padded to 24 columns (or to
/// the longest name), a space and the value.
pub fn named_rows(title: &str, rows: impl IntoIterator<Item = (String, String)>) -> String {
    let rows: Vec<(String, String)> = rows.into_iter().collect();
    let width = rows
        .iter()
        .map(|(name, _)| measure_text_width(name))
        .max()
        .unwrap_or(0)
        .max(24);
    let mut out = format!("{title}\n");
    for (name, value) in rows {
        out.push_str(&format!("  {} {value}\n", padded(&name, width)));
    }
    out
}

/// Columns two spaces apart; `right[c]` right-aligns column `c`. Rows may have fewer or
/// more cells than the header.
pub fn aligned(rows: &[Vec<String>], right: &[bool]) -> String {
    let columns = rows.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..columns)
        .map(|c| {
            rows.iter()
                .filter_map(|r| r.get(c))
                .map(|cell| measure_text_width(cell))
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    for row in rows {
        let mut line = String::new();
        for (c, (cell, width)) in row.iter().zip(&widths).enumerate() {
            if c > 0 {
                line.push_str("  ");
            }
            if right.get(c).copied().unwrap_or(false) {
                line.push_str(&" ".repeat(width.saturating_sub(measure_text_width(cell))));
                line.push_str(cell);
            } else {
                line.push_str(&padded(cell, *width));
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chinese_cells_count_two_columns() {
        let rows = vec![
            vec!["名次".to_string(), "x".to_string()],
            vec!["1".to_string(), "yy".to_string()],
        ];
        assert_eq!(aligned(&rows, &[true, false]), "名次  x\n   1  yy\n");
    }
}
