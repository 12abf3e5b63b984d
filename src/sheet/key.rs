//! The key file of printed papers: what `grade` needs of each version, taken from the
//! papers as they were printed.

use crate::i18n::Localizer;
use crate::quiz::grade::{KeyFile, KeyItem, KeyVersion, StoredKey};

use super::Paper;

/// The keys of printed versions.
pub fn key_file(papers: &[Paper<'_>], l: &Localizer) -> KeyFile {
    let mut key = KeyFile::new(
        papers.first().map(|p| p.title.as_str()).unwrap_or_default(),
        papers.first().map_or(0, |p| p.seed),
        l,
    );
    for paper in papers {
        add_version(&mut key, paper, l);
    }
    key
}

/// Adds the key of one printed version.
pub fn add_version(key: &mut KeyFile, paper: &Paper<'_>, l: &Localizer) {
    key.versions.push(KeyVersion {
        version: paper.version,
        student: paper.student.as_ref().map(|s| s.name.clone()),
        total_points: paper.total_points().as_f64(),
        items: paper
            .entries()
            .map(|entry| KeyItem {
                number: entry.number,
                id: entry.question().id.clone(),
                kind: entry.question().kind(),
                article: entry.question().article.clone(),
                regulation: entry
                    .question()
                    .regulation(l.lang())
                    .map(|r| r.into_owned()),
                points: entry.question().points.as_f64(),
                answer: StoredKey::of(&entry.instance),
                answer_text: super::key_text(entry, l),
                text: Some(entry.instance.text.clone()),
            })
            .collect(),
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bank::Question;
    use crate::i18n::Lang;
    use crate::quiz::grade::{Gradable, GradeError, Mark, grade};
    use crate::report::Report;
    use crate::report::grade::GradingReport;
    use crate::sheet::{Order, version_paper};

    const BANK: &str = r#"
[[question]]
id = "c"
type = "choice"
text.en = "Pick"
options.en = ["w", "x", "right", "y"]
answer = "C"

[[question]]
id = "m"
type = "choice"
shuffle = false
text.en = "Primes?"
options.en = ["2", "9", "13"]
answer = ["A", "C"]

[[question]]
id = "f"
type = "fill"
text.en = "A ____ and a ____."
answer.en = [["x", "ex"], ["y"]]
points = 2

[[question]]
id = "r"
type = "calc"
calc = "result"
params.black = 183
text.en = "Black {black}?"

[[question]]
id = "o"
type = "open"
text.en = "Why?"
answer.en = "Because."

[[question]]
id = "t"
type = "truefalse"
text.en = "Yes?"
answer = false
"#;

    fn bank() -> Vec<Question> {
        crate::bank::test_bank(BANK)
    }

    /// The stored key grades every input exactly as the live instance does.
    #[test]
    fn a_stored_key_grades_like_the_instance_it_came_from() {
        let questions = bank();
        let chosen: Vec<&Question> = questions.iter().collect();
        let l = Localizer::new(Lang::En);
        let inputs = [
            "",
            "a",
            "b",
            "c",
            "d",
            "AC",
            "a c",
            "A,C",
            "z",
            "t",
            "f",
            "true",
            "对",
            "x|y",
            "ex; y",
            "x",
            "x|z",
            "W+2.5",
            "黑负1又1/4子",
            "white by 1 1/4",
            "B+2.5",
            "1.25",
            "Black wins",
            "√",
            "×",
            "nonsense",
        ];
        for version in 1..=6 {
            let paper = version_paper(&chosen, Order::Random, "T", 3, version, None, &l).unwrap();
            let key =
                KeyFile::from_json(&key_file(std::slice::from_ref(&paper), &l).to_json()).unwrap();
            for (entry, item) in paper.entries().zip(&key.versions[0].items) {
                let stored = Gradable::new(version, item).unwrap();
                let replayed = stored.instance();
                for input in inputs {
                    let live = entry.instance.read(input);
                    assert_eq!(replayed.read(input), live, "{} {input:?}", item.id);
                    if let Some(response) = live {
                        assert_eq!(
                            replayed.grade(&response),
                            entry.instance.grade(&response),
                            "{} {input:?}",
                            item.id
                        );
                    }
                }
            }
        }
    }

    fn key_and_order() -> (KeyFile, Vec<String>) {
        let questions = bank();
        let chosen: Vec<&Question> = questions.iter().collect();
        let l = Localizer::new(Lang::En);
        let paper = version_paper(&chosen, Order::Bank, "T", 3, 1, None, &l).unwrap();
        let ids = paper.entries().map(|e| e.question().id.clone()).collect();
        (key_file(&[paper], &l), ids)
    }

    #[test]
    fn answers_are_marked_scored_and_analysed() {
        let (key, ids) = key_and_order();
        // Bank order by section: fill, choice ×2, truefalse, calc, open.
        assert_eq!(ids, ["f", "c", "m", "t", "r", "o"]);
        let right_c = match &key.versions[0].items[1].answer {
            StoredKey::Choice { right, .. } => right[0].clone(),
            other => panic!("{other:?}"),
        };
        let csv = format!(
            "name,version,1,2,3,4,5,6\nAnn,1,x|y,{right_c},AC,f,W+2.5,t\nBo,1,ex;y,{right_c},A,false,B+2.5,f\nCy,1,,Q,C\nDee,1,no|no,{right_c},\"A,C\",t,1.25,×\n"
        );
        let graded = grade(&key, &csv).unwrap();
        let ann = &graded.students[0];
        assert_eq!((ann.score, ann.total, ann.right), (7.0, 7.0, 6));
        let bo = &graded.students[1];
        assert_eq!((bo.score, bo.right), (4.0, 3));
        let cy = &graded.students[2];
        assert_eq!(cy.items[0].mark, Mark::Blank);
        assert_eq!(cy.items[1].mark, Mark::Unreadable);
        assert_eq!(cy.items[2].mark, Mark::Wrong);
        assert_eq!(cy.score, 0.0);
        let dee = &graded.students[3];
        // 1.25 alone says nothing of who wins, and this question does not name the
        // winner: not an answer, listed for the teacher.
        assert_eq!(dee.items[4].mark, Mark::Unreadable);
        assert_eq!(dee.right, 2);
        assert_eq!(graded.group_size, 1);
        let fill = &graded.items[0];
        assert_eq!(
            (fill.id.as_str(), fill.right, fill.answered_by),
            ("f", 2, 3)
        );
        assert_eq!(fill.top_share, Some(1.0));
        // Cy (bottom) got nothing; nothing is flagged where Ann (top) was right.
        assert!(graded.items.iter().all(|i| !i.strong_students_miss));
        let l = Localizer::new(Lang::En);
        let text = GradingReport(&graded).text(&l);
        assert!(text.contains("Ann"), "{text}");
        assert!(text.contains("Cy, item 2 (c): \"Q\""), "{text}");
        let json: serde_json::Value =
            serde_json::from_str(&GradingReport(&graded).json(&l)).unwrap();
        assert_eq!(json["students"][0]["score"], 7.0);
        assert_eq!(json["items"][0]["id"], "f");
    }

    #[test]
    fn items_the_top_group_misses_are_flagged() {
        let (key, _) = key_and_order();
        let right_c = match &key.versions[0].items[1].answer {
            StoredKey::Choice { right, .. } => right[0].clone(),
            other => panic!("{other:?}"),
        };
        // The best students miss the true/false item (4); the weakest gets it.
        let csv = format!(
            "A,1,x|y,{right_c},AC,t,W+2.5,t\nB,1,x|y,{right_c},AC,t,W+2.5,t\nC,1,x|y,,,t\nD,1,,,,f\n"
        );
        let graded = grade(&key, &csv).unwrap();
        let flagged: Vec<&str> = graded
            .items
            .iter()
            .filter(|i| i.strong_students_miss)
            .map(|i| i.id.as_str())
            .collect();
        assert_eq!(flagged, ["t"]);
    }

    #[test]
    fn bad_rows_and_bad_keys_are_reported_not_panicked_on() {
        let (key, _) = key_and_order();
        let err = |csv: &str| grade(&key, csv).unwrap_err().to_string();
        assert_eq!(
            err("Ann,7,a\n"),
            "line 1: version \"7\" is not in the key (it has 1)"
        );
        assert_eq!(
            err("Ann,1,a,b,c,d,e,f,g\n"),
            "line 1: 7 answers, but version 1 has 6 items"
        );
        assert_eq!(
            err("Ann,,a\n"),
            "line 1: no version given and no version is printed for \"Ann\""
        );
        assert_eq!(err("name,version\n"), "no students in the answers file");
        assert_eq!(
            err("name,version\nAnn,1,\"a\n"),
            "line 2, column 7: a quoted cell is not closed"
        );
        assert!(KeyFile::from_json("{").is_err());
        let mut other = key.clone();
        other.format = "v0".into();
        assert!(matches!(
            KeyFile::from_json(&other.to_json()),
            Err(GradeError::Format { .. })
        ));
        let mut broken = key.clone();
        broken.versions[0].items[1].answer = StoredKey::Choice {
            options: vec!["a".into()],
            multiple: false,
            right: vec!["D".into()],
        };
        assert!(matches!(
            grade(&broken, "Ann,1,a\n"),
            Err(GradeError::BadKey { number: 2, .. })
        ));
    }

    proptest::proptest! {
        #[test]
        fn no_answers_file_makes_grading_panic(text in "(?s).{0,300}") {
            let (key, _) = key_and_order();
            let _ = grade(&key, &text);
        }

        #[test]
        fn no_key_file_makes_reading_panic(text in "(?s).{0,300}") {
            if let Ok(key) = KeyFile::from_json(&text) {
                let _ = grade(&key, "a,1,x");
            }
        }
    }

    #[test]
    fn personalised_versions_are_found_by_name() {
        let (mut key, _) = key_and_order();
        key.versions[0].student = Some("李伟".into());
        let graded = grade(&key, "李伟,,x|y\n").unwrap();
        assert_eq!(graded.students[0].version, 1);
        assert_eq!(graded.students[0].items[0].mark, Mark::Right);
    }
}
