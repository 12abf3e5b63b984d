//! "Did you mean": the known name nearest to one mistyped.

/// Edits (insert, delete, substitute, swap two neighbours) between two names.
fn distance(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let mut rows = vec![(0..=b.len()).collect::<Vec<usize>>(); a.len() + 1];
    for (i, row) in rows.iter_mut().enumerate() {
        row[0] = i;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (rows[i - 1][j] + 1)
                .min(rows[i][j - 1] + 1)
                .min(rows[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(rows[i - 2][j - 2] + 1);
            }
            rows[i][j] = best;
        }
    }
    rows[a.len()][b.len()]
}

/// The known name nearest to `typed`, if it is near enough to be what was meant: at
/// most a third of its letters wrong (and at least one may be).
pub fn closest<'k>(typed: &str, known: impl IntoIterator<Item = &'k str>) -> Option<&'k str> {
    let limit = (typed.chars().count() / 3).max(1);
    known
        .into_iter()
        .map(|name| (distance(typed, name), name))
        .filter(|(d, _)| *d <= limit)
        .min_by_key(|(d, _)| *d)
        .map(|(_, name)| name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_near_name_is_suggested_and_a_far_one_is_not() {
        let known = ["article", "answer", "regulation"];
        assert_eq!(closest("artcle", known), Some("article"));
        assert_eq!(closest("aritcle", known), Some("article"));
        assert_eq!(closest("colour", known), None);
        assert_eq!(
            closest("ko.send-tow", ["ko.send-two", "ko.term"]),
            Some("ko.send-two")
        );
    }
}
