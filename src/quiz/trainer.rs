//! The trainer's use cases, the same for every front end: a session saved to the
//! history as each answer is given, practice with its summary, an exam with its result, and
//! the items due for review. A front end supplies the [`Prompter`] and renders what
//! these return.

use std::io;
use std::time::{Duration, Instant};

use rand::Rng;
use serde::Serialize;

use crate::bank::Question;
use crate::i18n::Localizer;
use crate::rules::Stones;

use crate::store::NewSession;

use super::history::{self, ItemRecord, Store, StoreError};
use super::session::{self, Answered, Outcome, Prompter, Settings, Summary};

/// What kind of session: stored with it in the history by name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Practice,
    Exam,
    Drill,
    Review,
}

impl std::fmt::Display for Mode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Mode {
    type Err = ();
    fn from_str(name: &str) -> Result<Mode, ()> {
        Mode::ALL.into_iter().find(|m| m.name() == name).ok_or(())
    }
}

impl Mode {
    /// The name the history stores.
    pub fn name(self) -> &'static str {
        match self {
            Mode::Practice => "practice",
            Mode::Exam => "exam",
            Mode::Drill => "drill",
            Mode::Review => "review",
        }
    }

    pub const ALL: [Mode; 4] = [Mode::Practice, Mode::Exam, Mode::Drill, Mode::Review];

    fn settings(self, deadline: Option<Instant>) -> Settings {
        Settings {
            feedback: self != Mode::Exam,
            deadline,
            // Referees count against the clock.
            timed: self == Mode::Drill,
        }
    }
}

pub use crate::store::unix_now as now;

/// The items of a session: asked in order, `total` of them (the header's count).
/// Drills make theirs as they are asked.
pub struct Items<I> {
    pub items: I,
    pub total: usize,
    /// The points of every item, when known before the session (an exam's total);
    /// `None`: the session's total is the points of the items answered.
    pub points: Option<Stones>,
}

impl<'s, 'q> Items<std::iter::Copied<std::slice::Iter<'s, &'q Question>>> {
    pub fn of(questions: &'s [&'q Question]) -> Self {
        Items {
            items: questions.iter().copied(),
            total: questions.len(),
            points: Some(questions.iter().fold(Stones::ZERO, |sum, q| sum + q.points)),
        }
    }
}

/// Runs a session over `questions`, each answer recorded in `store` as it is given
/// (`None`: nothing is saved). A failed save is told through the prompter, once, and
/// the session goes on.
pub fn session<'q, P, R>(
    store: Option<&Store>,
    questions: Items<impl Iterator<Item = &'q Question>>,
    mode: Mode,
    deadline: Option<Instant>,
    prompter: &mut P,
    l: &Localizer,
    rng: &mut R,
) -> io::Result<Outcome<'q>>
where
    P: Prompter + ?Sized,
    R: Rng + ?Sized,
{
    let mut told = false;
    let mut tell = |result: Result<(), StoreError>| match result {
        Err(e) if !told => {
            told = true;
            Some(l.describe(&e))
        }
        _ => None,
    };
    // The session's row is written with its first answer: quitting at once saves none.
    let mut recording = store.map(|store| {
        let new = NewSession {
            started: now(),
            mode: mode.name(),
            lang: l.lang().tag(),
            // 0 when not known before: the history then counts the items answered.
            total_quarters: questions.points.map_or(0, Stones::quarters),
        };
        (store, store.start_session(&new))
    });
    let settings = mode.settings(deadline);
    let outcome = session::run(
        questions.items,
        questions.total,
        settings,
        prompter,
        l,
        rng,
        |a| {
            let (store, id) = recording.as_mut()?;
            let item = item_record(a);
            tell(store.record(id, &item, |card| {
                history::next_card(card, item.right, item.at)
            }))
        },
    )?;
    if let Some((store, id)) = &recording
        && let Some(problem) = tell(store.finish_session(id))
    {
        prompter.warn(&problem)?;
    }
    Ok(outcome)
}

fn item_record(a: &Answered) -> ItemRecord {
    ItemRecord {
        id: a.question.id.clone(),
        right: a.right(),
        points_quarters: a.question.points.quarters(),
        tags: a.question.tags.clone(),
        article: a.question.article.clone(),
        rules: a.question.rules.id.to_string(),
        at: now(),
    }
}

/// Practice, drills and review: feedback after each answer; the summary at the end.
pub fn practice<'q, P, R>(
    store: Option<&Store>,
    questions: Items<impl Iterator<Item = &'q Question>>,
    mode: Mode,
    prompter: &mut P,
    l: &Localizer,
    rng: &mut R,
) -> io::Result<Summary>
where
    P: Prompter + ?Sized,
    R: Rng + ?Sized,
{
    let outcome = session(store, questions, mode, None, prompter, l, rng)?;
    Ok(Summary::of(&outcome.items, &[]))
}

/// The settings of an exam.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExamRules {
    pub minutes: Option<u64>,
    pub pass_percent: u32,
}

/// How an exam went: unanswered items count as wrong.
#[derive(Debug, Clone, PartialEq)]
pub struct ExamResult<'q> {
    pub summary: Summary,
    pub pass_percent: u32,
    pub passed: bool,
    /// The deadline passed with items left.
    pub timed_out: bool,
    pub answered: Vec<Answered<'q>>,
    pub unanswered: Vec<&'q Question>,
}

impl<'q> ExamResult<'q> {
    /// The items answered wrong.
    pub fn mistakes(&self) -> impl Iterator<Item = &Answered<'q>> {
        self.answered.iter().filter(|a| !a.right())
    }

    /// The result as `exam --out` writes it.
    pub fn to_json(&self) -> String {
        let s = &self.summary;
        let json = ExamJson {
            score: s.right.as_f64(),
            total: s.total.as_f64(),
            percent: s.percent(),
            pass_percent: self.pass_percent,
            passed: self.passed,
            by_topic: s
                .by_topic
                .iter()
                .map(|(topic, (right, total))| TopicJson {
                    topic,
                    score: right.as_f64(),
                    total: total.as_f64(),
                })
                .collect(),
            items: self
                .answered
                .iter()
                .map(|a| ExamItemJson {
                    id: &a.question.id,
                    answered: true,
                    right: a.right(),
                    points: a.question.points.as_f64(),
                })
                .chain(self.unanswered.iter().map(|q| ExamItemJson {
                    id: &q.id,
                    answered: false,
                    right: false,
                    points: q.points.as_f64(),
                }))
                .collect(),
        };
        // Plain data with string keys: serialising cannot fail.
        serde_json::to_string_pretty(&json).unwrap_or_default() + "\n"
    }
}

#[derive(Serialize)]
struct ExamJson<'a> {
    score: f64,
    total: f64,
    percent: u32,
    pass_percent: u32,
    passed: bool,
    by_topic: Vec<TopicJson<'a>>,
    items: Vec<ExamItemJson<'a>>,
}

#[derive(Serialize)]
struct TopicJson<'a> {
    topic: &'a str,
    score: f64,
    total: f64,
}

#[derive(Serialize)]
struct ExamItemJson<'a> {
    id: &'a str,
    answered: bool,
    right: bool,
    points: f64,
}

/// An exam: no feedback until the end, a deadline, unanswered items wrong.
pub fn exam<'q, P, R>(
    store: Option<&Store>,
    questions: &[&'q Question],
    rules: ExamRules,
    prompter: &mut P,
    l: &Localizer,
    rng: &mut R,
) -> io::Result<ExamResult<'q>>
where
    P: Prompter + ?Sized,
    R: Rng + ?Sized,
{
    let deadline = rules
        .minutes
        .and_then(|m| Instant::now().checked_add(Duration::from_secs(m.saturating_mul(60))));
    let asked = Items::of(questions);
    let outcome = session(store, asked, Mode::Exam, deadline, prompter, l, rng)?;
    let unanswered: Vec<&Question> = questions
        .iter()
        .copied()
        .filter(|q| !outcome.items.iter().any(|a| a.question.id == q.id))
        .collect();
    let summary = Summary::of(&outcome.items, &unanswered);
    Ok(ExamResult {
        passed: summary.percent() >= rules.pass_percent,
        pass_percent: rules.pass_percent,
        timed_out: deadline.is_some_and(|d| Instant::now() >= d) && !unanswered.is_empty(),
        summary,
        answered: outcome.items,
        unanswered,
    })
}

/// The items due for review, in the order they fell due (none without a history).
pub fn due_items<'q>(
    store: Option<&Store>,
    questions: &'q [Question],
) -> Result<Vec<&'q Question>, StoreError> {
    let Some(store) = store else {
        return Ok(Vec::new());
    };
    Ok(history::due_items(&store.load()?, questions, now()))
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::ChaCha8Rng;

    use super::*;
    use crate::i18n::Lang;
    use crate::quiz::session::tests::Scripted;

    const BANK: &str = r#"
[[question]]
id = "a"
type = "truefalse"
tags = ["ko"]
text.en = "t"
answer = true

[[question]]
id = "b"
type = "truefalse"
tags = ["scoring"]
points = 3
text.en = "f"
answer = false
"#;

    fn store() -> (tempfile::TempDir, Store) {
        let dir = tempfile::tempdir().unwrap();
        let (store, notes) = Store::open(dir.path()).unwrap();
        assert!(notes.is_empty(), "{notes:?}");
        (dir, store)
    }

    /// Practice on BANK with scripted answers: the bank, the summary and the prompter.
    fn practise(
        store: Option<&Store>,
        mode: Mode,
        answers: &[Option<&'static str>],
    ) -> (Vec<Question>, Summary, Scripted) {
        practise_in(Lang::En, store, mode, answers)
    }

    fn practise_in(
        lang: Lang,
        store: Option<&Store>,
        mode: Mode,
        answers: &[Option<&'static str>],
    ) -> (Vec<Question>, Summary, Scripted) {
        let bank = crate::bank::test_bank(BANK);
        let chosen: Vec<&Question> = bank.iter().collect();
        let mut prompter = Scripted::new(answers);
        let l = Localizer::new(lang);
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let summary = practice(store, Items::of(&chosen), mode, &mut prompter, &l, &mut rng);
        (bank, summary.unwrap(), prompter)
    }

    #[test]
    fn modes_are_stored_by_name() {
        for mode in [Mode::Practice, Mode::Exam, Mode::Drill, Mode::Review] {
            assert_eq!(mode.to_string().parse(), Ok(mode));
        }
        assert_eq!("quiz".parse::<Mode>(), Err(()));
    }

    #[test]
    fn practice_saves_every_answer_and_sums_up() {
        let (_dir, store) = store();
        let (_, summary, prompter) = practise(Some(&store), Mode::Drill, &[Some("t"), Some("t")]);
        assert_eq!(
            (summary.right.quarters(), summary.total.quarters()),
            (4, 16)
        );
        assert_eq!(prompter.feedback.len(), 2);
        let history = store.load().unwrap();
        let session = &history.sessions[0];
        assert_eq!((session.mode.as_str(), session.finished), ("drill", true));
        assert_eq!(session.items.len(), 2);
        assert_eq!(history.due(now()), ["b"]);
    }

    #[test]
    fn an_exam_stopped_early_counts_the_rest_as_wrong() {
        let (_dir, store) = store();
        let bank = crate::bank::test_bank(BANK);
        let chosen: Vec<&Question> = bank.iter().collect();
        let mut prompter = Scripted::new(&[Some("t"), None]);
        let l = Localizer::new(Lang::En);
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let rules = ExamRules {
            minutes: None,
            pass_percent: 25,
        };
        let result = exam(Some(&store), &chosen, rules, &mut prompter, &l, &mut rng).unwrap();
        assert!(prompter.feedback.is_empty(), "no feedback during an exam");
        assert_eq!(result.summary.percent(), 25);
        assert!(result.passed && !result.timed_out);
        let unanswered: Vec<&str> = result.unanswered.iter().map(|q| q.id.as_str()).collect();
        assert_eq!(unanswered, ["b"]);
        assert_eq!(result.mistakes().count(), 0);
        let json: serde_json::Value = serde_json::from_str(&result.to_json()).unwrap();
        assert_eq!(
            (json["score"].as_f64(), json["total"].as_f64()),
            (Some(1.0), Some(4.0))
        );
        assert_eq!(json["items"][1]["answered"], false);
    }

    #[test]
    fn a_failed_save_is_told_once_and_the_session_goes_on() {
        let (_dir, store) = store();
        // Another program breaks the database under the running session.
        rusqlite::Connection::open(store.path())
            .unwrap()
            .execute_batch("DROP TABLE answers")
            .unwrap();
        let (_, summary, prompter) =
            practise(Some(&store), Mode::Practice, &[Some("t"), Some("f")]);
        assert_eq!(summary.right.quarters(), 16);
        assert_eq!(prompter.feedback.len(), 2);
        assert_eq!(prompter.said.len(), 1, "{:?}", prompter.said);
        assert!(
            prompter.said[0].starts_with("cannot save to the history ")
                && prompter.said[0].ends_with("no such table: answers"),
            "{:?}",
            prompter.said
        );
        // In the reader's language.
        let (_, _, prompter) = practise_in(
            Lang::ZhCn,
            Some(&store),
            Mode::Practice,
            &[Some("t"), Some("f")],
        );
        assert_eq!(prompter.said.len(), 1, "{:?}", prompter.said);
        assert!(
            prompter.said[0].starts_with("无法保存到练习记录 "),
            "{:?}",
            prompter.said
        );
    }

    #[test]
    fn without_a_store_nothing_is_saved_and_nothing_is_due() {
        let (bank, summary, prompter) = practise(None, Mode::Practice, &[Some("f"), Some("t")]);
        assert_eq!(summary.right.quarters(), 0);
        assert!(prompter.said.is_empty());
        assert!(due_items(None, &bank).unwrap().is_empty());
    }

    #[test]
    fn missed_items_fall_due_for_review() {
        let (_dir, store) = store();
        let (bank, _, _) = practise(Some(&store), Mode::Practice, &[Some("f"), Some("t")]);
        let due: Vec<&str> = due_items(Some(&store), &bank)
            .unwrap()
            .iter()
            .map(|q| q.id.as_str())
            .collect();
        assert_eq!(due, ["a", "b"]);
    }
}
