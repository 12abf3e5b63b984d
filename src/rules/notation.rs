//! How people type what the engine reads: a Chinese input method gives full-width
//! digits and signs (１２３, ：, ＋), which every reader of numbers, times, results and
//! answers folds the same way before parsing.

/// `c` in its ASCII form: full-width ASCII (U+FF01–U+FF5E) as half-width, the
/// ideographic space as a space, and the minus sign and dashes (−, –, —) as `-`.
/// Anything else is returned unchanged.
pub fn fold_width(c: char) -> char {
    match c {
        '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
        '\u{3000}' => ' ',
        '−' | '–' | '—' => '-',
        _ => c,
    }
}

#[cfg(test)]
mod tests {
    use super::fold_width;

    #[test]
    fn full_width_forms_fold_to_ascii() {
        let folded: String = "１２：３０　Ｂ＋Ｒ　－１．５　−2 ／ ａ"
            .chars()
            .map(fold_width)
            .collect();
        assert_eq!(folded, "12:30 B+R -1.5 -2 / a");
        assert_eq!(fold_width('黑'), '黑');
        assert_eq!(fold_width('，'), ',');
        assert_eq!(fold_width('。'), '。');
    }
}
