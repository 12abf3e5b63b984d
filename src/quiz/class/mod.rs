//! The classroom quiz as the server keeps it in memory: the settings, each student with
//! the items drawn for them, and every answer marked as it comes. Nothing here does
//! I/O: the server writes what these return to the database, and rebuilds a class from
//! what the database holds after a restart.
//!
//! - `paper`: which items a quiz asks, and each student's items drawn from them;
//! - `view`: what a student, the teacher's dashboard and the review are shown.

mod paper;
mod view;

pub use paper::{DEFAULT_COUNT, Form, ServedItem, choose_items, draw_items, draw_paper};
use paper::{picked, shown_answer};
pub use view::*;

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use crate::i18n::Lang;
use crate::message::{Describe, Message};
use crate::quiz::grade::{Gradable, Grading, Mark, StudentResult, summarise};
use crate::rules::Stones;
use crate::store::{ClassAnswer, ClassStudent, Classroom};

/// Self-paced: each student at their own speed; live: the teacher moves the class.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mode {
    SelfPaced,
    Live,
}

/// What the quiz was started with, kept with it so a restart asks the same.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    pub seed: u64,
    pub mode: Mode,
    /// Each student's time limit, from joining.
    pub minutes: Option<u64>,
    /// The teacher's `--lang`: every student's language when given.
    pub lang: Option<Lang>,
    /// The bank ids of the items, in the order asked.
    pub items: Vec<String>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Given {
    pub answer: String,
    pub mark: Mark,
}

pub struct Student {
    pub id: i64,
    pub token: String,
    pub name: String,
    pub lang: Lang,
    pub joined: u64,
    pub paper: Vec<ServedItem>,
    gradable: Vec<Gradable>,
    pub answers: Vec<Option<Given>>,
}

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ClassError {
    #[error("item {0} of the quiz is not in the bank")]
    MissingItem(String),
    #[error("item {0} has no valid instance (run `weiqi-quiz check`)")]
    NoInstance(String),
    #[error("a stored paper cannot be read: {0}")]
    BadPaper(String),
}

/// Why an answer is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// Already answered: answers are final.
    Already,
    /// The quiz is closed or the student's time is up.
    Over,
    /// Not the item being asked (a number out of range, or not the live item yet).
    NotAsked,
    /// Not an answer to this item (the student may type it again).
    Unreadable,
}

impl Student {
    /// A student from their stored row.
    pub fn new(row: &ClassStudent) -> Result<Student, ClassError> {
        let paper: Vec<ServedItem> =
            serde_json::from_str(&row.paper).map_err(|e| ClassError::BadPaper(e.to_string()))?;
        let gradable = paper
            .iter()
            .map(|item| Gradable::new(1, &item.key))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| ClassError::BadPaper(e.to_string()))?;
        Ok(Student {
            id: row.id,
            token: row.token.clone(),
            name: row.name.clone(),
            lang: Lang::negotiate(&row.lang).unwrap_or(Lang::En),
            joined: row.joined,
            answers: vec![None; paper.len()],
            paper,
            gradable,
        })
    }

    pub fn answered(&self) -> usize {
        self.answers.iter().filter(|a| a.is_some()).count()
    }

    fn right(&self) -> usize {
        self.answers
            .iter()
            .filter(|a| a.as_ref().is_some_and(|g| g.mark == Mark::Right))
            .count()
    }
}

/// A quiz being run.
pub struct Class {
    pub quiz_id: i64,
    pub title: String,
    pub teacher_token: String,
    pub settings: Settings,
    pub current: u32,
    pub closed: bool,
    students: Vec<Student>,
    by_token: HashMap<String, usize>,
    /// Places handed out to joins in progress (their rows are being written).
    pub next_ordinal: u32,
}

impl Class {
    pub fn new(quiz_id: i64, title: &str, teacher_token: &str, settings: Settings) -> Class {
        Class {
            quiz_id,
            title: title.to_string(),
            teacher_token: teacher_token.to_string(),
            settings,
            current: 0,
            closed: false,
            students: Vec::new(),
            by_token: HashMap::new(),
            next_ordinal: 1,
        }
    }

    /// The class as the database holds it.
    pub fn restore(stored: &Classroom) -> Result<Class, ClassError> {
        let settings: Settings = serde_json::from_str(&stored.quiz.settings)
            .map_err(|e| ClassError::BadPaper(e.to_string()))?;
        let mut class = Class::new(
            stored.quiz.id,
            &stored.quiz.title,
            &stored.quiz.teacher_token,
            settings,
        );
        class.current = stored.quiz.current;
        class.closed = stored.quiz.closed;
        for row in &stored.students {
            class.add(Student::new(row)?);
        }
        class.next_ordinal = class.students.len() as u32 + 1;
        let index: HashMap<i64, usize> = class
            .students
            .iter()
            .enumerate()
            .map(|(i, s)| (s.id, i))
            .collect();
        for a in &stored.answers {
            if let Some(&i) = index.get(&a.student_id)
                && let Some(slot) = class.students[i]
                    .answers
                    .get_mut((a.number as usize).wrapping_sub(1))
            {
                *slot = Some(Given {
                    answer: a.answer.clone(),
                    mark: a.mark.parse().unwrap_or(Mark::Unreadable),
                });
            }
        }
        Ok(class)
    }

    pub fn add(&mut self, student: Student) -> usize {
        self.by_token
            .insert(student.token.clone(), self.students.len());
        self.students.push(student);
        self.students.len() - 1
    }

    pub fn student(&self, token: &str) -> Option<usize> {
        self.by_token.get(token).copied()
    }

    pub fn students(&self) -> &[Student] {
        &self.students
    }

    pub fn of(&self) -> usize {
        self.settings.items.len()
    }

    fn seconds_left(&self, s: &Student, now: u64) -> Option<u64> {
        self.settings
            .minutes
            .map(|m| (s.joined + m * 60).saturating_sub(now))
    }

    fn time_up(&self, s: &Student, now: u64) -> bool {
        self.seconds_left(s, now) == Some(0)
    }

    /// Done: every item answered, the quiz closed, or the time up.
    pub fn is_done(&self, i: usize, now: u64) -> bool {
        let s = &self.students[i];
        self.closed || self.time_up(s, now) || s.answered() == s.paper.len()
    }

    /// The item a student is to answer now; never its key.
    pub fn question(&self, i: usize, now: u64) -> QuestionView<'_> {
        let s = &self.students[i];
        let of = s.paper.len();
        let seconds_left = self.seconds_left(s, now);
        if self.is_done(i, now) {
            return QuestionView::Done {
                done: true,
                of,
                answered: s.answered(),
                closed: self.closed,
                time_up: self.time_up(s, now),
            };
        }
        let next = match self.settings.mode {
            Mode::SelfPaced => s.answers.iter().position(Option::is_none),
            Mode::Live => {
                let current = self.current as usize;
                (current >= 1 && s.answers.get(current - 1) == Some(&None)).then(|| current - 1)
            }
        };
        let Some(n) = next else {
            return QuestionView::Waiting {
                waiting: true,
                number: self.current as usize,
                of,
                seconds_left,
            };
        };
        let item = &s.paper[n];
        QuestionView::Ask {
            number: item.number,
            of,
            kind: item.kind,
            form: item.form,
            text: &item.text,
            options: item.options.as_deref(),
            multiple: item.multiple,
            blanks: item.blanks,
            board_svg: item.board_svg.as_deref(),
            seconds_left,
        }
    }

    /// Marks an answer and keeps it (the caller writes the returned row, and calls
    /// [`Class::forget`] if that fails). Answers are final: a second one is refused.
    pub fn answer(
        &mut self,
        i: usize,
        number: usize,
        answer: &str,
        now: u64,
    ) -> Result<ClassAnswer, Refused> {
        if self.is_done(i, now) && self.students[i].answered() < self.students[i].paper.len() {
            return Err(Refused::Over);
        }
        let mode = self.settings.mode;
        let current = self.current as usize;
        let s = &mut self.students[i];
        let slot = number.checked_sub(1).filter(|&n| n < s.paper.len());
        let Some(n) = slot else {
            return Err(Refused::NotAsked);
        };
        if s.answers[n].is_some() {
            return Err(Refused::Already);
        }
        if mode == Mode::Live && number != current {
            return Err(Refused::NotAsked);
        }
        let answer = answer.trim();
        let mark = s.gradable[n].mark(answer);
        if mark == Mark::Unreadable {
            return Err(Refused::Unreadable);
        }
        s.answers[n] = Some(Given {
            answer: answer.to_string(),
            mark,
        });
        Ok(ClassAnswer {
            student_id: s.id,
            number: number as u32,
            answer: answer.to_string(),
            mark: mark.to_string(),
            at: now,
        })
    }

    /// Takes back an answer that could not be saved.
    pub fn forget(&mut self, i: usize, number: usize) {
        if let Some(slot) = self.students[i].answers.get_mut(number.wrapping_sub(1)) {
            *slot = None;
        }
    }

    /// A student's score and mistakes: only once they are done, so no key is seen
    /// while an item can still be answered.
    pub fn review(&self, i: usize, now: u64) -> Option<Review> {
        if !self.is_done(i, now) {
            return None;
        }
        let result = self.result(i);
        let s = &self.students[i];
        let mistakes = s
            .paper
            .iter()
            .zip(&result.items)
            .filter(|(_, m)| m.mark != Mark::Right)
            .map(|(item, m)| Mistake {
                number: item.number,
                text: item.text.clone(),
                board_svg: item.board_svg.clone(),
                answer: shown_answer(item, &m.answer),
                mark: m.mark,
                key: item.key.answer_text.clone(),
                explain: item.explain.clone(),
                article: item.key.article.clone(),
            })
            .collect();
        Some(Review {
            name: s.name.clone(),
            score: result.score,
            total: result.total,
            right: result.right,
            of: s.paper.len(),
            mistakes,
        })
    }

    fn result(&self, i: usize) -> StudentResult {
        let s = &self.students[i];
        let mut score = Stones::ZERO;
        let mut total = Stones::ZERO;
        let mut items = Vec::new();
        for ((item, gradable), given) in s.paper.iter().zip(&s.gradable).zip(&s.answers) {
            let (answer, mark) = given
                .as_ref()
                .map_or((String::new(), Mark::Blank), |g| (g.answer.clone(), g.mark));
            let points = gradable.points();
            total = total + points;
            if mark == Mark::Right {
                score = score + points;
            }
            items.push(gradable.marked(item.number, &answer, mark));
        }
        StudentResult {
            name: s.name.clone(),
            version: i as u32 + 1,
            score: score.as_f64(),
            total: total.as_f64(),
            right: items.iter().filter(|m| m.mark == Mark::Right).count(),
            items,
        }
    }

    /// Every student's marks and the item analysis: the schema of `grade --json`.
    /// Items not answered count as blank.
    pub fn grading(&self) -> Grading {
        summarise(
            &self.title,
            (0..self.students.len()).map(|i| self.result(i)).collect(),
            Vec::new(),
        )
    }

    /// What the teacher's dashboard shows.
    pub fn status(&self, now: u64) -> Status {
        let students = self
            .students
            .iter()
            .enumerate()
            .map(|(i, s)| Progress {
                name: s.name.clone(),
                answered: s.answered(),
                right: s.right(),
                done: self.is_done(i, now),
            })
            .collect();
        let items = self
            .settings
            .items
            .iter()
            .enumerate()
            .map(|(n, id)| {
                let given: Vec<&Given> = self
                    .students
                    .iter()
                    .filter_map(|s| s.answers.get(n).and_then(Option::as_ref))
                    .collect();
                ItemProgress {
                    number: n + 1,
                    id: id.clone(),
                    answered: given.len(),
                    right: given.iter().filter(|g| g.mark == Mark::Right).count(),
                }
            })
            .collect();
        let distribution = (self.settings.mode == Mode::Live && self.current >= 1)
            .then(|| self.distribution(self.current as usize));
        Status {
            title: self.title.clone(),
            mode: self.settings.mode,
            of: self.of(),
            current: self.current,
            closed: self.closed,
            minutes: self.settings.minutes,
            students,
            items,
            distribution,
        }
    }

    /// How the class answered item `number`: chosen options by their text (each
    /// student's letters differ), typed answers as typed.
    pub fn distribution(&self, number: usize) -> Distribution {
        let mut counts: Vec<Count> = Vec::new();
        for s in &self.students {
            let n = number - 1;
            let Some(Some(given)) = s.answers.get(n) else {
                continue;
            };
            let item = &s.paper[n];
            let shown = match (&item.options, given.mark) {
                (_, Mark::Blank) => "—".to_string(),
                (Some(options), _) => picked(options, &given.answer)
                    .map(|p| {
                        p.iter()
                            .map(|(_, text)| text.as_str())
                            .collect::<Vec<_>>()
                            .join(" + ")
                    })
                    .unwrap_or_else(|| given.answer.clone()),
                (None, _) => given.answer.clone(),
            };
            match counts.iter_mut().find(|c| c.answer == shown) {
                Some(c) => c.count += 1,
                None => counts.push(Count {
                    answer: shown,
                    right: given.mark == Mark::Right,
                    count: 1,
                }),
            }
        }
        counts.sort_by(|a, b| b.count.cmp(&a.count).then_with(|| a.answer.cmp(&b.answer)));
        Distribution {
            number,
            answers: counts,
        }
    }

    /// The results for a spreadsheet: one row per student (name, score, total, right,
    /// then each item's answer and mark), headed by the item ids.
    pub fn csv(&self) -> String {
        let grading = self.grading();
        let mut out = String::from("\u{feff}");
        let mut header = vec![
            "name".to_string(),
            "score".into(),
            "total".into(),
            "right".into(),
        ];
        for (n, id) in self.settings.items.iter().enumerate() {
            header.push(format!("{} {id}", n + 1));
            header.push(format!("{} mark", n + 1));
        }
        crate::csv::push_row(&mut out, &header);
        for s in &grading.students {
            let mut row = vec![
                s.name.clone(),
                s.score.to_string(),
                s.total.to_string(),
                s.right.to_string(),
            ];
            for m in &s.items {
                row.push(m.answer.clone());
                row.push(m.mark.to_string());
            }
            crate::csv::push_row(&mut out, &row);
        }
        out
    }
}

impl Describe for ClassError {
    fn message(&self) -> Message {
        match self {
            ClassError::MissingItem(id) => Message::text("err-class-missing-item").arg("id", id),
            ClassError::NoInstance(id) => Message::text("err-class-no-instance").arg("id", id),
            ClassError::BadPaper(_) => Message::text("err-class-bad-paper"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bank::Question;
    use crate::bank::instance::letter;
    use crate::i18n::Lang;
    use crate::i18n::Localizer;

    const BANK: &str = r#"
[[question]]
id = "c"
type = "choice"
text.en = "Komi?"
options.en = ["2 3/4", "3 3/4", "none"]
answer = "B"

[[question]]
id = "f"
type = "fill"
unit = "count"
text.en = "A 19×19 board has ____ points."
answer.en = [["361"]]
"#;

    /// A class of `names`, each with their own paper, as the server builds it.
    fn class(mode: Mode, names: &[&str]) -> (Class, Vec<Question>) {
        let questions = crate::bank::test_bank(BANK);
        let settings = Settings {
            seed: 3,
            mode,
            minutes: None,
            lang: None,
            items: vec!["c".into(), "f".into()],
        };
        let mut class = Class::new(1, "T", "teacher", settings);
        let l = Localizer::new(Lang::En);
        let items: Vec<&Question> = questions.iter().collect();
        for (i, name) in names.iter().enumerate() {
            let paper = draw_paper(&items, 3, i as u32 + 1, &l).unwrap();
            let row = ClassStudent {
                id: i as i64 + 1,
                token: format!("tok{i}"),
                name: name.to_string(),
                lang: "en".into(),
                joined: 0,
                paper: serde_json::to_string(&paper).unwrap(),
            };
            class.add(Student::new(&row).unwrap());
        }
        (class, questions)
    }

    fn right_letter(class: &Class, i: usize) -> String {
        let options = class.students()[i].paper[0].options.clone().unwrap();
        let at = options.iter().position(|o| o == "3 3/4").unwrap();
        letter(at).to_string()
    }

    #[test]
    fn an_answer_is_marked_once_and_the_key_waits_for_the_end() {
        let (mut class, _) = class(Mode::SelfPaced, &["Ann"]);
        let asked = serde_json::to_string(&class.question(0, 0)).unwrap();
        assert!(
            !asked.contains("answer_text") && !asked.contains("right"),
            "{asked}"
        );
        assert_eq!(class.answer(0, 1, "Z", 0), Err(Refused::Unreadable));
        let letter = right_letter(&class, 0);
        let row = class.answer(0, 1, &letter, 0).unwrap();
        assert_eq!((row.number, row.mark.as_str()), (1, "right"));
        assert_eq!(class.answer(0, 1, &letter, 0), Err(Refused::Already));
        assert_eq!(class.answer(0, 3, "1", 0), Err(Refused::NotAsked));
        assert!(class.review(0, 0).is_none());
        class.answer(0, 2, "360", 0).unwrap();
        let review = class.review(0, 0).unwrap();
        assert_eq!((review.right, review.of), (1, 2));
        assert_eq!(review.mistakes[0].key, "361");
        assert_eq!(review.mistakes[0].answer, "360");
        let grading = class.grading();
        assert_eq!(grading.students[0].score, 1.0);
        assert_eq!(grading.items[1].share, 0.0);
    }

    #[test]
    fn a_class_restored_from_its_rows_is_the_class_it_was() {
        let (mut class, _) = class(Mode::Live, &["Ann", "Bo"]);
        class.current = 1;
        let letter = right_letter(&class, 1);
        let row = class.answer(1, 1, &letter, 5).unwrap();
        let stored = Classroom {
            quiz: crate::store::ClassQuiz {
                id: 1,
                created: 0,
                title: "T".into(),
                teacher_token: "teacher".into(),
                settings: serde_json::to_string(&class.settings).unwrap(),
                current: 1,
                closed: false,
            },
            students: class
                .students()
                .iter()
                .map(|s| ClassStudent {
                    id: s.id,
                    token: s.token.clone(),
                    name: s.name.clone(),
                    lang: "en".into(),
                    joined: 0,
                    paper: serde_json::to_string(&s.paper).unwrap(),
                })
                .collect(),
            answers: vec![row],
        };
        let back = Class::restore(&stored).unwrap();
        assert_eq!(back.student("tok1"), Some(1));
        assert_eq!(back.grading(), class.grading());
        assert_eq!(back.status(0), class.status(0));
        assert_eq!(back.next_ordinal, 3);
    }

    #[test]
    fn the_live_distribution_counts_options_by_their_text() {
        let (mut class, _) = class(Mode::Live, &["Ann", "Bo", "Cy"]);
        assert!(matches!(class.question(0, 0), QuestionView::Waiting { .. }));
        class.current = 1;
        for i in 0..2 {
            let letter = right_letter(&class, i);
            class.answer(i, 1, &letter, 0).unwrap();
        }
        class.answer(2, 1, "", 0).unwrap();
        let d = class.distribution(1);
        assert_eq!(d.answers[0].answer, "3 3/4");
        assert_eq!((d.answers[0].count, d.answers[0].right), (2, true));
        assert_eq!(d.answers[1].answer, "—");
        assert_eq!(class.answer(0, 2, "361", 0), Err(Refused::NotAsked));
    }
}
