//! Positions in a bank file: byte offsets (as TOML spans give them) to the 1-based line
//! and column (in characters) that findings show.

/// Byte offsets to 1-based line and column (in characters).
pub(super) struct Lines<'a> {
    text: &'a str,
    starts: Vec<usize>,
}

impl<'a> Lines<'a> {
    pub(super) fn new(text: &'a str) -> Lines<'a> {
        let starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        Lines { text, starts }
    }

    pub(super) fn position(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.text.len());
        let line = self.starts.partition_point(|&s| s <= offset).max(1);
        let start = self.starts[line - 1];
        let column = self
            .text
            .get(start..offset)
            .map_or(1, |s| s.chars().count() + 1);
        (line, column)
    }
}

#[cfg(test)]
mod tests {
    use super::Lines;

    #[test]
    fn offsets_count_lines_from_one_and_columns_in_characters() {
        let lines = Lines::new("ab\ncd\n");
        assert_eq!(lines.position(0), (1, 1));
        assert_eq!(lines.position(1), (1, 2));
        assert_eq!(lines.position(2), (1, 3), "the line break ends line 1");
        assert_eq!(lines.position(3), (2, 1));
        assert_eq!(lines.position(4), (2, 2));
        assert_eq!(lines.position(6), (3, 1), "after the last line break");
    }

    #[test]
    fn offsets_past_the_end_are_the_end() {
        let lines = Lines::new("ab\ncd");
        assert_eq!(lines.position(5), (2, 3));
        assert_eq!(lines.position(500), (2, 3));
        assert_eq!(Lines::new("").position(0), (1, 1));
        assert_eq!(Lines::new("").position(7), (1, 1));
    }

    #[test]
    fn chinese_characters_are_one_column_each_though_three_bytes() {
        // 禁着点 is nine bytes; `=` is at byte 10 and column 5.
        let text = "禁着点 = 1\n气 = 2\n";
        let lines = Lines::new(text);
        assert_eq!(text.find('=').unwrap(), 10);
        assert_eq!(lines.position(10), (1, 5));
        assert_eq!(lines.position(12), (1, 7));
        // Line 2 starts at byte 14: 气 is column 1, its `=` (byte 18) column 3.
        assert_eq!(lines.position(14), (2, 1));
        assert_eq!(lines.position(18), (2, 3));
    }

    #[test]
    fn crlf_line_ends_count_one_line_each() {
        let text = "a = 1\r\nbb = 2\r\n\r\nc";
        let lines = Lines::new(text);
        assert_eq!(lines.position(5), (1, 6), "the \\r is the end of line 1");
        assert_eq!(lines.position(7), (2, 1));
        assert_eq!(lines.position(10), (2, 4));
        assert_eq!(lines.position(15), (3, 1));
        assert_eq!(lines.position(17), (4, 1));
    }

    #[test]
    fn crlf_and_chinese_together() {
        let text = "id = \"甲\"\r\ntext.zh-CN = \"气是____。\"\r\n";
        let lines = Lines::new(text);
        let second = text.find("text").unwrap();
        assert_eq!(lines.position(second), (2, 1));
        let blank = text.find('_').unwrap();
        assert_eq!(lines.position(blank), (2, 17));
    }
}
