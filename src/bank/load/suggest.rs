//! "Did you mean": the nearest of the known names to a misspelt one, by edit distance
//! (a letter left out, added, changed or two swapped), when it is near enough to be the
//! name meant.

/// The known name nearest to `word`, if one is within a third of its length (at least
/// one edit, at most three); the first of equally near names.
pub fn nearest<'a>(word: &str, known: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let written = word;
    let word = word.to_lowercase();
    let limit = (word.chars().count() / 3).clamp(1, 3);
    let mut best: Option<(usize, &str)> = None;
    for name in known {
        let d = distance(&word, name);
        if name == written || d > limit {
            continue;
        }
        if best.is_none_or(|(b, _)| d < b) {
            best = Some((d, name));
        }
    }
    best.map(|(_, name)| name)
}

/// Optimal string alignment distance: insertions, deletions, substitutions and
/// transpositions of neighbours, each one edit.
fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut d = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut v = (d[i - 1][j] + 1)
                .min(d[i][j - 1] + 1)
                .min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                v = v.min(d[i - 2][j - 2] + 1);
            }
            d[i][j] = v;
        }
    }
    d[a.len()][b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_misspelt_name_finds_the_name_meant_and_a_stranger_none() {
        let fields = ["article", "answer", "explain", "tags"];
        assert_eq!(nearest("artcle", fields), Some("article"));
        assert_eq!(nearest("anwser", fields), Some("answer"));
        assert_eq!(nearest("Explain", fields), Some("explain"));
        assert_eq!(nearest("colour", fields), None);
        assert_eq!(
            nearest("tags", fields),
            None,
            "the name itself is no suggestion"
        );
        assert_eq!(nearest("legall", ["legal", "liberties"]), Some("legal"));
        assert_eq!(nearest("reslt", ["result", "sos"]), Some("result"));
    }
}
