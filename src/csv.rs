//! Rows of the CSV files teachers and organisers save from spreadsheets (rosters,
//! answer sheets). A leaf: it uses nothing of ours.

/// Rows of a CSV file as spreadsheets save it: `,` (or tab, `;`, `，`, whichever the first
/// row uses) between cells, `"…"` around cells holding one, `""` for a quote; with the
/// line number of each row. Blank lines, `#` comments and a byte-order mark are skipped.
pub fn csv_rows(text: &str) -> Vec<(usize, Vec<String>)> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let lines: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l))
        .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .collect();
    let delimiter = lines
        .first()
        .and_then(|(_, first)| {
            [',', '\t', ';', '，']
                .into_iter()
                .find(|d| first.contains(*d))
        })
        .unwrap_or(',');
    lines
        .into_iter()
        .map(|(number, line)| (number, split_csv_line(line, delimiter)))
        .collect()
}

fn split_csv_line(line: &str, delimiter: char) -> Vec<String> {
    let mut cells = Vec::new();
    let mut cell = String::new();
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' if quoted && chars.peek() == Some(&'"') => {
                chars.next();
                cell.push('"');
            }
            '"' if quoted => quoted = false,
            '"' if cell.trim().is_empty() => {
                cell.clear();
                quoted = true;
            }
            c if c == delimiter && !quoted => {
                cells.push(cell.trim().to_string());
                cell.clear();
            }
            c => cell.push(c),
        }
    }
    cells.push(cell.trim().to_string());
    cells
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_rows_read_quotes_and_other_delimiters() {
        let rows =
            csv_rows("\u{feff}name,answers\n\n# note\n\"Li, Wei\",\"A,C\"\n\"say \"\"hi\"\"\",x\n");
        assert_eq!(
            rows[0],
            (1, vec!["name".to_string(), "answers".to_string()])
        );
        assert_eq!(rows[1], (4, vec!["Li, Wei".to_string(), "A,C".to_string()]));
        assert_eq!(rows[2].1[0], "say \"hi\"");
        let tabs = csv_rows("a\tb;c\n");
        assert_eq!(tabs[0].1, ["a", "b;c"]);
        assert_eq!(csv_rows("名字，答案\n").first().map(|r| r.1.len()), Some(2));
    }
}
