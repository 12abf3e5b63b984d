//! The one CSV reader, for the files people save from spreadsheets: tournament
//! results, rosters and students' answers. `,` (or tab, `;`, `，`, whichever the first
//! row uses) between cells, `"…"` around a cell holding one, `""` for a quote inside;
//! cells trimmed. Lines end in LF, CRLF or CR alone (old Mac Excel). Blank lines are
//! skipped, and so are `#` comment lines before the first row; after it a `#` line is a
//! row (a student named `#1 Alice`). A leaf: it uses nothing of ours.

use std::borrow::Cow;

use crate::message::{Describe, Message};
use encoding_rs::{Encoding, GB18030};
use thiserror::Error;

/// CSV files larger than this are refused: a class's answers or a tournament's results
/// are a few KiB.
pub const MAX_FILE_BYTES: u64 = 16 * 1024 * 1024;

/// The text of a CSV file's bytes: by its byte-order mark (UTF-8, or UTF-16 as Excel's
/// "Unicode text" saves), else UTF-8 when the bytes are UTF-8, else GB18030, which is
/// what Excel on a Chinese Windows saves (bytes it cannot read become U+FFFD).
pub fn decode(bytes: &[u8]) -> Cow<'_, str> {
    if let Some((encoding, bom)) = Encoding::for_bom(bytes) {
        return encoding.decode_without_bom_handling(&bytes[bom..]).0;
    }
    match std::str::from_utf8(bytes) {
        Ok(text) => Cow::Borrowed(text),
        Err(_) => GB18030.decode_without_bom_handling(bytes).0,
    }
}

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

/// The lines that hold rows, numbered from 1: not blank, and not a `#` comment before
/// the first row.
pub fn lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut first_row_read = false;
    physical_lines(text)
        .enumerate()
        .map(|(i, l)| (i + 1, l))
        .filter(move |(_, l)| {
            let row = !l.trim().is_empty() && (first_row_read || !l.trim_start().starts_with('#'));
            first_row_read |= row;
            row
        })
}

/// Lines ended by LF or CRLF, or, in a file with no LF at all (old Mac spreadsheets),
/// by CR; without their endings. A CR inside a line of an LF file stays a character.
fn physical_lines(text: &str) -> impl Iterator<Item = &str> {
    let ending = if text.contains('\n') { '\n' } else { '\r' };
    let text = text.strip_suffix(ending).unwrap_or(text);
    text.split(ending)
        .map(|line| line.strip_suffix('\r').unwrap_or(line))
        .filter(move |_| !text.is_empty())
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

/// A cell a spreadsheet shows as text: without control characters, quoted when it holds
/// a delimiter, a quote or a line break, and with a `'` in front when it begins like a
/// formula (`=`, `+`, `-`, `@`, a tab), so a student's name or answer never runs as one.
pub fn cell(text: &str) -> String {
    // No control characters or bidi overrides, as in every file written.
    let text = crate::text::sanitize_for_terminal(text);
    // A negative number is a number, not a formula.
    let formula = text.starts_with(['=', '+', '-', '@', '\t']) && text.parse::<f64>().is_err();
    let text = if formula {
        format!("'{text}")
    } else {
        text.into_owned()
    };
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text
    }
}

/// One CSV line of `cells` (each as [`cell`] writes it), ended with CRLF as
/// spreadsheets write them.
pub fn push_row(out: &mut String, cells: &[impl AsRef<str>]) {
    let cells: Vec<String> = cells.iter().map(|c| cell(c.as_ref())).collect();
    out.push_str(&cells.join(","));
    out.push_str("\r\n");
}

impl Describe for CsvError {
    fn message(&self) -> Message {
        match self {
            CsvError::UnclosedQuote(column) => {
                Message::text("err-csv-unclosed-quote").number("column", *column)
            }
            CsvError::TextAfterQuote(column) => {
                Message::text("err-csv-text-after-quote").number("column", *column)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_read_quotes_and_other_delimiters() {
        let rows =
            rows("\u{feff}# note\nname,answers\n\n\"Li, Wei\",\"A,C\"\n\"say \"\"hi\"\"\",x\n")
                .unwrap();
        assert_eq!(
            rows[0],
            (2, vec!["name".to_string(), "answers".to_string()])
        );
        assert_eq!(rows[1], (4, vec!["Li, Wei".to_string(), "A,C".to_string()]));
        assert_eq!(rows[2].1[0], "say \"hi\"");
        let tabs = super::rows("a\tb;c\n").unwrap();
        assert_eq!(tabs[0].1, ["a", "b;c"]);
        assert_eq!(super::rows("名字，答案\n").unwrap()[0].1.len(), 2);
    }

    #[test]
    fn hash_lines_are_comments_only_before_the_first_row() {
        let rows = rows("# exported 2024-05-01\nname,version\n#1 Alice,1\n  # 2 Bob ,2\n").unwrap();
        let names: Vec<&str> = rows.iter().map(|(_, cells)| cells[0].as_str()).collect();
        assert_eq!(names, ["name", "#1 Alice", "# 2 Bob"]);
        assert_eq!(rows[1].0, 3);
    }

    #[test]
    fn lines_end_in_lf_crlf_or_cr_alone() {
        let numbered = |text| lines(text).collect::<Vec<_>>();
        let want = vec![(1, "a,b"), (2, "c,d"), (4, "e")];
        assert_eq!(numbered("a,b\nc,d\n\ne\n"), want);
        assert_eq!(numbered("a,b\r\nc,d\r\n\r\ne"), want);
        assert_eq!(numbered("a,b\rc,d\r\re\r"), want);
        // In an LF file a lone CR is part of a cell, not the end of a row.
        assert_eq!(numbered("a,\"b\rc\"\nd"), vec![(1, "a,\"b\rc\""), (2, "d")]);
        assert_eq!(numbered(""), Vec::<(usize, &str)>::new());
    }

    #[test]
    fn bytes_are_read_as_utf8_utf16_or_gb18030() {
        let (gbk, _, _) = GB18030.encode("姓名,版本\n李伟,1\n");
        assert_eq!(decode(&gbk), "姓名,版本\n李伟,1\n");
        assert_eq!(decode("李伟".as_bytes()), "李伟");
        assert_eq!(decode(b"\xef\xbb\xbfname"), "name");
        assert_eq!(decode(b"\xff\xfea\x00,\x00b\x00"), "a,b");
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

    #[test]
    fn rows_keep_formulas_out_of_a_spreadsheet() {
        let mut out = String::new();
        push_row(&mut out, &["=SUM(A1)", "-1.5", "a,\"b\""]);
        assert_eq!(out, "'=SUM(A1),-1.5,\"a,\"\"b\"\"\"\r\n");
    }
}
