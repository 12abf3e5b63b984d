//! The one CSV reader, for the files people save from spreadsheets: tournament
//! results, rosters and students' answers. `,` (or tab, `;`, `，`, whichever the first
//! row uses) between cells, `"…"` around a cell holding one, `""` for a quote inside;
//! cells trimmed. Blank lines, `#` comment lines and a byte-order mark are skipped.
//! A leaf: it uses nothing of ours.

use std::borrow::Cow;

use thiserror::Error;

/// One cell and the column (in characters, from 1) where it starts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cell<'a> {
    pub text: Cow<'a, str>,
    pub column: usize,
}

/// A line that is not CSV, and the column (from 1) where it goes wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum CsvError {
    #[error("column {0}: a quoted cell is not closed")]
    UnclosedQuote(usize),
    #[error("column {0}: text after a closing quote (put a quote inside quotes as \"\")")]
    TextAfterQuote(usize),
}

impl CsvError {
    pub fn column(self) -> usize {
        match self {
            CsvError::UnclosedQuote(column) | CsvError::TextAfterQuote(column) => column,
        }
    }
}

/// The lines that hold rows, numbered from 1.
pub fn lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    text.lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l))
        .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
}

/// The delimiter a header row uses.
pub fn delimiter(header: &str) -> char {
    [',', '\t', ';', '，']
        .into_iter()
        .find(|d| header.contains(*d))
        .unwrap_or(',')
}

/// Splits one line into trimmed cells (RFC 4180 quotes, `""` inside quotes).
pub fn split(line: &str, delimiter: char) -> Result<Vec<Cell<'_>>, CsvError> {
    let chars: Vec<(usize, char)> = line.char_indices().collect();
    let byte = |k: usize| chars.get(k).map_or(line.len(), |&(b, _)| b);
    let is_char = |k: usize, c: char| chars.get(k).is_some_and(|x| x.1 == c);
    let blank = |k: usize| {
        chars
            .get(k)
            .is_some_and(|x| x.1 != delimiter && x.1.is_whitespace())
    };
    let mut cells = Vec::new();
    let mut i = 0;
    loop {
        while blank(i) {
            i += 1;
        }
        let column = i + 1;
        let text = if is_char(i, '"') {
            let start = i + 1;
            let mut k = start;
            let mut doubled = false;
            loop {
                match chars.get(k).map(|c| c.1) {
                    None => return Err(CsvError::UnclosedQuote(column)),
                    Some('"') if is_char(k + 1, '"') => {
                        doubled = true;
                        k += 2;
                    }
                    Some('"') => break,
                    Some(_) => k += 1,
                }
            }
            let raw = line[byte(start)..byte(k)].trim();
            i = k + 1;
            while blank(i) {
                i += 1;
            }
            if i < chars.len() && !is_char(i, delimiter) {
                return Err(CsvError::TextAfterQuote(i + 1));
            }
            if doubled {
                Cow::Owned(raw.replace("\"\"", "\""))
            } else {
                Cow::Borrowed(raw)
            }
        } else {
            let start = i;
            while i < chars.len() && !is_char(i, delimiter) {
                i += 1;
            }
            Cow::Borrowed(line[byte(start)..byte(i)].trim())
        };
        cells.push(Cell { text, column });
        if i >= chars.len() {
            return Ok(cells);
        }
        i += 1; // the delimiter
    }
}

/// A row's line number and its cells.
pub type Row = (usize, Vec<String>);

/// Every row as owned cells with its line number; the first line that is not CSV
/// stops the reading with its line number.
pub fn rows(text: &str) -> Result<Vec<Row>, (usize, CsvError)> {
    let mut lines = lines(text).peekable();
    let delimiter = lines.peek().map_or(',', |(_, header)| delimiter(header));
    lines
        .map(|(number, line)| {
            let cells = split(line, delimiter).map_err(|e| (number, e))?;
            Ok((
                number,
                cells.into_iter().map(|c| c.text.into_owned()).collect(),
            ))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_read_quotes_and_other_delimiters() {
        let rows =
            rows("\u{feff}name,answers\n\n# note\n\"Li, Wei\",\"A,C\"\n\"say \"\"hi\"\"\",x\n")
                .unwrap();
        assert_eq!(
            rows[0],
            (1, vec!["name".to_string(), "answers".to_string()])
        );
        assert_eq!(rows[1], (4, vec!["Li, Wei".to_string(), "A,C".to_string()]));
        assert_eq!(rows[2].1[0], "say \"hi\"");
        let tabs = super::rows("a\tb;c\n").unwrap();
        assert_eq!(tabs[0].1, ["a", "b;c"]);
        assert_eq!(super::rows("名字，答案\n").unwrap()[0].1.len(), 2);
    }

    #[test]
    fn cells_know_their_columns() {
        let cells = split("a,  李伟 ,\"x\"", ',').unwrap();
        let columns: Vec<usize> = cells.iter().map(|c| c.column).collect();
        assert_eq!(columns, [1, 5, 9]);
        assert_eq!(cells[1].text, "李伟");
    }

    #[test]
    fn broken_quotes_are_errors_at_their_column() {
        assert_eq!(split("a,\"open", ','), Err(CsvError::UnclosedQuote(3)));
        assert_eq!(split("\"a\" b,c", ','), Err(CsvError::TextAfterQuote(5)));
        assert_eq!(rows("x\n\"y\n"), Err((2, CsvError::UnclosedQuote(1))));
    }
}
