//! The classroom quiz as the server keeps it in memory: the settings, each student with
//! the items drawn for them, and every answer marked as it comes. Nothing here does
//! I/O: the server writes what these return to the database, and rebuilds a class from
//! what the database holds after a restart.
//!
//! - `paper`: which items a quiz asks, and each student's items drawn from them;
//! - `seats`: who may join under which name (a roster, equal names, another browser);
//! - `live`: the projector screen, the reveal and the leaderboard of a live lesson;
//! - `view`: what a student, the teacher's dashboard and the review are shown.

mod live;
mod paper;
mod seats;
mod view;

use paper::shown_answer;
pub use paper::{DEFAULT_COUNT, Form, ServedItem, choose_items, draw_items, draw_paper};
pub use seats::{Rejoin, Seat, name_key};
pub use view::*;

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use crate::i18n::{Lang, Localizer};
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
    /// Live mode: seconds to answer each item, from when it is shown.
    #[serde(default)]
    pub seconds: Option<u64>,
    /// Live mode: no top five on the projector.
    #[serde(default)]
    pub no_leaderboard: bool,
    /// Each student sees their review once they finish, not when the quiz closes.
    #[serde(default)]
    pub review_on_finish: bool,
    /// The class list: only these names join, one seat each.
    #[serde(default)]
    pub roster: Vec<String>,
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
    /// Not the item being asked (a number out of range, an item ahead of the one
    /// asked, or not the live item yet).
    NotAsked,
    /// Live mode: the item's time is up or its answer has been revealed.
    TooLate,
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

    /// Points scored so far.
    fn points(&self) -> Stones {
        self.answers
            .iter()
            .zip(&self.gradable)
            .filter(|(a, _)| a.as_ref().is_some_and(|g| g.mark == Mark::Right))
            .fold(Stones::ZERO, |sum, (_, g)| sum + g.points())
    }
}

/// A quiz being run.
pub struct Class {
    pub quiz_id: i64,
    pub title: String,
    pub teacher_token: String,
    pub settings: Settings,
    /// Live mode: the item the class is on (0: not started), when it was shown, and
    /// whether its answer is revealed.
    pub current: u32,
    pub asked_at: u64,
    pub revealed: bool,
    pub closed: bool,
    /// The class's own draw of the items, in each language: the projector shows it,
    /// the dashboard names items by it, and in live mode every student is asked it
    /// (the screen and the phones must agree).
    pub draws: Vec<(Lang, Vec<ServedItem>)>,
    students: Vec<Student>,
    by_token: HashMap<String, usize>,
    /// Names of joins in progress (their rows are being written): they hold a seat.
    joining: Vec<String>,
    requests: Vec<Rejoin>,
    /// Places handed out to joins so far.
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
            asked_at: 0,
            revealed: false,
            closed: false,
            draws: Vec::new(),
            students: Vec::new(),
            by_token: HashMap::new(),
            joining: Vec::new(),
            requests: Vec::new(),
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
        class.asked_at = stored.quiz.asked_at;
        class.revealed = stored.quiz.revealed;
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
        let key = name_key(&student.name);
        self.joining.retain(|n| *n != key);
        self.by_token
            .insert(student.token.clone(), self.students.len());
        self.students.push(student);
        self.students.len() - 1
    }

    pub fn student(&self, token: &str) -> Option<usize> {
        self.by_token.get(token).copied()
    }

    /// Item `n` (from 0) of the class's draw in `lang`.
    pub fn drawn(&self, n: usize, lang: Lang) -> Option<&ServedItem> {
        self.draws
            .iter()
            .find(|(l, _)| *l == lang)
            .or(self.draws.first())
            .and_then(|(_, items)| items.get(n))
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

    /// Keys are for everyone once no one can answer any more: the quiz closed, or every
    /// student's time up.
    pub fn keys_out(&self, now: u64) -> bool {
        self.closed
            || (self.settings.minutes.is_some()
                && !self.students.is_empty()
                && self.students.iter().all(|s| self.time_up(s, now)))
    }

    /// The item a student is to answer now: in self-paced mode their first item not
    /// answered, in live mode the class's item while it is open.
    fn asked(&self, i: usize, now: u64) -> Option<usize> {
        let s = &self.students[i];
        match self.settings.mode {
            Mode::SelfPaced => s.answers.iter().position(Option::is_none),
            Mode::Live => {
                let n = (self.current as usize).checked_sub(1)?;
                (self.live_open(now) && s.answers.get(n) == Some(&None)).then_some(n)
            }
        }
    }

    /// The item a student is to answer now; never its key (in live mode, once it is
    /// revealed, how they did).
    pub fn question(&self, i: usize, now: u64, l: &Localizer) -> QuestionView<'_> {
        let s = &self.students[i];
        let of = s.paper.len();
        if self.is_done(i, now) {
            return QuestionView::Done {
                done: true,
                of,
                answered: s.answered(),
                closed: self.closed,
                time_up: self.time_up(s, now),
                review: self.review_allowed(i, now),
            };
        }
        let seconds_left = match (self.seconds_left(s, now), self.item_seconds_left(now)) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        let Some(n) = self.asked(i, now) else {
            return QuestionView::Waiting {
                waiting: true,
                number: self.current as usize,
                of,
                seconds_left: self.seconds_left(s, now),
                outcome: self.outcome(i, l),
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
        let s = &self.students[i];
        let Some(n) = number.checked_sub(1).filter(|&n| n < s.paper.len()) else {
            return Err(Refused::NotAsked);
        };
        if s.answers[n].is_some() {
            return Err(Refused::Already);
        }
        if self.settings.mode == Mode::Live
            && number == self.current as usize
            && !self.live_open(now)
        {
            return Err(Refused::TooLate);
        }
        if self.asked(i, now) != Some(n) {
            return Err(Refused::NotAsked);
        }
        let s = &mut self.students[i];
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

    fn review_allowed(&self, i: usize, now: u64) -> bool {
        self.keys_out(now) || (self.settings.review_on_finish && self.is_done(i, now))
    }

    /// A student's score and mistakes: once the quiz is over for everyone (or, with
    /// `review_on_finish`, once this student is done), so no key reaches a classmate
    /// who can still answer.
    pub fn review(&self, i: usize, now: u64, l: &Localizer) -> Option<Review> {
        if !self.review_allowed(i, now) {
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
                answer: shown_answer(item, &m.answer, l),
                mark: m.mark,
                key: item.key.answer_text.clone(),
                explain: item.explain.clone(),
                cite: item.cite.clone(),
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

    /// An item as the teacher's screens name it: its text, shortened.
    fn item_title(&self, n: usize, l: &Localizer) -> String {
        let text = self
            .drawn(n, l.lang())
            .map_or("", |item| item.text.as_str());
        crate::text::excerpt(text, 40)
    }

    /// What the teacher's dashboard shows.
    pub fn status(&self, now: u64, l: &Localizer) -> Status {
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
                    text: self.item_title(n, l),
                    answered: given.len(),
                    right: given.iter().filter(|g| g.mark == Mark::Right).count(),
                }
            })
            .collect();
        let distribution = (self.settings.mode == Mode::Live && self.current >= 1)
            .then(|| self.distribution(self.current as usize, l));
        Status {
            title: self.title.clone(),
            mode: self.settings.mode,
            of: self.of(),
            current: self.current,
            revealed: self.revealed,
            seconds_left: self.item_seconds_left(now),
            closed: self.closed,
            minutes: self.settings.minutes,
            students,
            items,
            distribution,
            absent: self.absent(),
            requests: self.open_requests(now),
        }
    }

    /// The results for a spreadsheet, in the teacher's language as `grade --csv`
    /// writes it: one row per student (name, score, total, right, then each item's
    /// answer and mark).
    pub fn csv(&self, l: &Localizer) -> String {
        use crate::i18n::Arg;
        let grading = self.grading();
        let mut out = String::from("\u{feff}");
        let mut header = vec![
            l.text("grade-header-name"),
            l.text("grade-header-score"),
            l.text("grade-header-total"),
            l.text("grade-header-right"),
        ];
        for (n, id) in self.settings.items.iter().enumerate() {
            let number = ("number", Arg::Number(n as i64 + 1));
            header.push(l.format(
                "serve-csv-answer",
                &[number.clone(), ("id", Arg::from(id.as_str()))],
            ));
            header.push(l.format("serve-csv-mark", &[number]));
        }
        crate::csv::push_row(&mut out, &header);
        for (s, marked) in self.students.iter().zip(&grading.students) {
            let mut row = vec![
                marked.name.clone(),
                crate::report::grade::points(marked.score),
                crate::report::grade::points(marked.total),
                marked.right.to_string(),
            ];
            for (item, m) in s.paper.iter().zip(&marked.items) {
                row.push(shown_answer(item, &m.answer, l));
                row.push(mark_text(m.mark, l));
            }
            crate::csv::push_row(&mut out, &row);
        }
        out
    }
}

/// A mark in the reader's words (对/错/未答/无法识别).
pub fn mark_text(mark: Mark, l: &Localizer) -> String {
    l.text(match mark {
        Mark::Right => "serve-mark-right",
        Mark::Wrong => "serve-mark-wrong",
        Mark::Blank => "serve-mark-blank",
        Mark::Unreadable => "serve-mark-unreadable",
    })
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
            seconds: None,
            no_leaderboard: false,
            review_on_finish: false,
            roster: Vec::new(),
        };
        let mut class = Class::new(1, "T", "teacher", settings);
        let l = Localizer::new(Lang::En);
        let items: Vec<&Question> = questions.iter().collect();
        class.draws = vec![(Lang::En, draw_paper(&items, 3, 0, &l).unwrap())];
        for (i, name) in names.iter().enumerate() {
            let draw = if mode == Mode::Live { 0 } else { i as u32 + 1 };
            let paper = draw_paper(&items, 3, draw, &l).unwrap();
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

    fn en() -> Localizer {
        Localizer::new(Lang::En)
    }

    #[test]
    fn an_answer_is_marked_once_and_the_key_waits_for_the_end() {
        let (mut class, _) = class(Mode::SelfPaced, &["Ann", "Bo"]);
        let asked = serde_json::to_string(&class.question(0, 0, &en())).unwrap();
        assert!(
            !asked.contains("answer_text") && !asked.contains("right"),
            "{asked}"
        );
        assert_eq!(class.answer(0, 2, "361", 0), Err(Refused::NotAsked));
        assert_eq!(class.answer(0, 1, "Z", 0), Err(Refused::Unreadable));
        let letter = right_letter(&class, 0);
        let row = class.answer(0, 1, &letter, 0).unwrap();
        assert_eq!((row.number, row.mark.as_str()), (1, "right"));
        assert_eq!(class.answer(0, 1, &letter, 0), Err(Refused::Already));
        assert_eq!(class.answer(0, 3, "1", 0), Err(Refused::NotAsked));
        assert!(class.review(0, 0, &en()).is_none());
        class.answer(0, 2, "360", 0).unwrap();
        // Done, but a classmate can still answer: no keys yet.
        assert!(class.review(0, 0, &en()).is_none());
        class.settings.review_on_finish = true;
        assert!(class.review(0, 0, &en()).is_some());
        assert!(class.review(1, 0, &en()).is_none());
        class.settings.review_on_finish = false;
        class.closed = true;
        let review = class.review(0, 0, &en()).unwrap();
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
                asked_at: 0,
                revealed: false,
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
        let mut back = Class::restore(&stored).unwrap();
        // The server draws the class's own paper again after a restore.
        back.draws = class.draws.clone();
        assert_eq!(back.student("tok1"), Some(1));
        assert_eq!(back.grading(), class.grading());
        assert_eq!(back.status(0, &en()), class.status(0, &en()));
        assert_eq!(back.next_ordinal, 3);
    }

    #[test]
    fn the_live_distribution_lists_every_option_and_tells_the_key_only_once_revealed() {
        let (mut class, _) = class(Mode::Live, &["Ann", "Bo", "Cy"]);
        assert!(matches!(
            class.question(0, 0, &en()),
            QuestionView::Waiting { .. }
        ));
        class.show_next(0);
        for i in 0..2 {
            let letter = right_letter(&class, i);
            class.answer(i, 1, &letter, 0).unwrap();
        }
        class.answer(2, 1, "", 0).unwrap();
        let d = class.distribution(1, &en());
        let at = right_letter(&class, 0);
        let right = d
            .answers
            .iter()
            .find(|c| c.answer.starts_with(&at))
            .unwrap();
        assert!(right.answer.ends_with("3 3/4"), "{d:?}");
        assert_eq!((right.count, right.right), (2, None));
        assert_eq!(d.answers.len(), 4, "three options and the blank: {d:?}");
        assert!(d.answers.iter().all(|c| c.right.is_none()));
        let screen = serde_json::to_string(&class.screen(0, &en())).unwrap();
        assert!(
            !screen.contains("3 3/4\"") || !screen.contains("answer\":\""),
            "{screen}"
        );
        assert_eq!(class.screen(0, &en()).answer, None);
        class.revealed = true;
        let d = class.distribution(1, &en());
        let right = d
            .answers
            .iter()
            .find(|c| c.answer.starts_with(&at))
            .unwrap();
        assert_eq!(right.right, Some(true));
        assert_eq!(
            class.screen(0, &en()).answer,
            Some(format!("{at}. 3 3/4").as_str())
        );
        assert_eq!(class.answer(0, 2, "361", 0), Err(Refused::NotAsked));
    }

    #[test]
    fn a_live_item_closes_when_its_time_is_up_or_it_is_revealed() {
        let (mut class, _) = class(Mode::Live, &["Ann", "Bo"]);
        class.settings.seconds = Some(20);
        class.show_next(100);
        assert_eq!(class.item_seconds_left(110), Some(10));
        let letter = right_letter(&class, 0);
        assert_eq!(class.answer(0, 1, &letter, 120), Err(Refused::TooLate));
        assert!(matches!(
            class.question(0, 120, &en()),
            QuestionView::Waiting { .. }
        ));
        class.answer(1, 1, &letter, 105).unwrap();
        class.revealed = true;
        let QuestionView::Waiting {
            outcome: Some(o), ..
        } = class.question(1, 130, &en())
        else {
            panic!("Bo sees how he did");
        };
        assert_eq!(o.right, Some(true));
        assert!(o.line.starts_with("✓ Right"), "{}", o.line);
        let QuestionView::Waiting {
            outcome: Some(o), ..
        } = class.question(0, 130, &en())
        else {
            panic!("Ann sees the answer");
        };
        assert_eq!(o.right, None);
        assert_eq!(class.leaderboard()[0].name, "Bo");
        assert_eq!(class.leaderboard()[1].rank, 2);
    }

    #[test]
    fn seats_follow_the_roster_and_equal_names_get_a_suffix() {
        let (mut class, _) = class(Mode::SelfPaced, &["李伟"]);
        let suffix = |n: usize| format!("李伟（{n}）");
        assert_eq!(
            class.seat(" 李 伟", 10, suffix),
            Seat::Free("李伟（2）".into())
        );
        class.hold("李伟（2）");
        assert_eq!(
            class.seat("李伟", 10, suffix),
            Seat::Free("李伟（3）".into())
        );
        assert_eq!(class.seat("Zoe", 2, suffix), Seat::Full);
        class.settings.roster = vec!["李伟".into(), "Ｗａｎｇ Fang".into()];
        assert_eq!(class.seat("李伟", 10, suffix), Seat::Taken(0));
        assert_eq!(
            class.seat("wang fang", 10, suffix),
            Seat::Free("Ｗａｎｇ Fang".into())
        );
        assert_eq!(class.seat("王芳", 10, suffix), Seat::NotOnRoster);
        assert_eq!(
            class.status(0, &en()).absent,
            vec!["Ｗａｎｇ Fang".to_string()]
        );
        let id = class.request_rejoin(0, "secret".into(), 0).unwrap();
        assert_eq!(class.approvable(id, 1), Some(0));
        assert_eq!(class.approvable(id, 10_000), None, "a request lapses");
        class.hand_over(id, "new".into());
        assert_eq!(class.student("new"), Some(0));
        assert_eq!(class.student("tok0"), None);
        assert_eq!(
            class.rejoin("secret").unwrap().token.as_deref(),
            Some("new")
        );
    }
}
