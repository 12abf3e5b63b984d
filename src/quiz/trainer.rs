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
use crate::rules::{RuleSet, Stones};

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

    fn settings(self, deadline: Option<Instant>, weights: &[Stones]) -> Settings<'_> {
        Settings {
            weights,
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
    /// Each item's points in order, as an exam's paper gives them; empty: one point
    /// each, so practice reports items right out of items asked.
    pub weights: Vec<Stones>,
    /// Whether every item is known before the session (not a drill's, made as asked):
    /// the history then keeps the total, unanswered items included.
    pub known: bool,
}

impl<'s, 'q> Items<std::iter::Copied<std::slice::Iter<'s, &'q Question>>> {
    pub fn of(questions: &'s [&'q Question]) -> Self {
        Items {
            items: questions.iter().copied(),
            total: questions.len(),
            weights: Vec::new(),
            known: true,
        }
    }
}

impl<I> Items<I> {
    /// The points of every item, when known before the session.
    fn points(&self) -> Option<Stones> {
        self.known
            .then(|| (0..self.total).fold(Stones::ZERO, |sum, i| sum + weight(&self.weights, i)))
    }
}

/// Item `index`'s points: one unless a paper says otherwise.
fn weight(weights: &[Stones], index: usize) -> Stones {
    weights.get(index).copied().unwrap_or(Stones::whole(1))
}

/// Runs a session over `questions`, each answer recorded in `store` as it is given
/// (`None`: nothing is saved). A failed save is told through the prompter, once, and
/// the session goes on.
pub fn session<'q, P, R>(
    store: Option<&Store>,
    questions: Items<impl Iterator<Item = &'q Question>>,
    mode: Mode,
    exam: Option<&Sitting>,
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
            total_quarters: questions.points().map_or(0, Stones::quarters),
            title: exam.and_then(|e| e.title.as_deref()),
            pass_quarters: exam.map(|e| e.pass.quarters()),
        };
        (store, store.start_session(&new))
    });
    let settings = mode.settings(exam.and_then(|e| e.deadline), &questions.weights);
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
        points_quarters: a.points.quarters(),
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

/// What a session that is an exam has: its deadline, and what the history keeps for
/// the verdict.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sitting {
    pub deadline: Option<Instant>,
    pub title: Option<String>,
    /// The pass mark in points.
    pub pass: Stones,
}

/// The settings of an exam.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExamRules {
    pub minutes: Option<u64>,
    /// The pass mark out of 100 points: a percentage of the points drawn, exactly.
    pub pass: Stones,
    /// The paper's title, kept with the sitting.
    pub title: Option<String>,
    /// The paper's sections in order; none: every item one point, in one section.
    pub sections: Vec<ExamSection>,
    /// The rule version of every item, when the paper names it.
    pub rules: Option<RuleSet>,
    /// What the cover asks the candidate to read.
    pub instructions: Option<String>,
}

impl ExamRules {
    /// Each item's points, in the order the paper draws them.
    fn weights(&self) -> Vec<Stones> {
        self.sections
            .iter()
            .flat_map(|s| std::iter::repeat_n(s.each, s.count))
            .collect()
    }
}

/// A section of a paper: `count` items of `each` points.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExamSection {
    pub title: String,
    pub count: usize,
    pub each: Stones,
}

/// How a section went: items right of items set, points right of points set.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SectionScore {
    pub title: String,
    pub right: usize,
    pub count: usize,
    pub score: Stones,
    pub total: Stones,
}

/// How an exam went: unanswered items count as wrong.
#[derive(Debug, Clone, PartialEq)]
pub struct ExamResult<'q> {
    pub summary: Summary,
    /// The pass mark out of 100, and in points of this sitting's total.
    pub pass: Stones,
    pub pass_points: Stones,
    pub passed: bool,
    /// The deadline passed with items left.
    pub timed_out: bool,
    /// The candidate stopped before the end.
    pub stopped: bool,
    /// From the first item to the last answer.
    pub elapsed: Duration,
    pub by_section: Vec<SectionScore>,
    pub answered: Vec<Answered<'q>>,
    /// With their points.
    pub unanswered: Vec<(&'q Question, Stones)>,
    /// The unanswered item on screen when the sitting ended, as it was shown.
    pub left: Option<Answered<'q>>,
}

/// The points of `total` a pass mark out of 100 asks for, rounded up to a score that
/// can be reached: a multiple of `step` (the items' common measure).
pub fn pass_points(pass: Stones, total: Stones, step: Stones) -> Stones {
    let step = step.quarters().max(1);
    let needed = (pass.quarters() * total.quarters() + 399) / 400;
    Stones::from_quarters((needed + step - 1) / step * step).min(total.max(Stones::ZERO))
}

impl ExamRules {
    /// The pass mark in points of `total`.
    pub fn pass_points(&self, total: Stones) -> Stones {
        let step = self.sections.iter().map(|s| s.each.quarters()).fold(0, gcd);
        pass_points(self.pass, total, Stones::from_quarters(step))
    }
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 { a.abs() } else { gcd(b, a % b) }
}

impl<'q> ExamResult<'q> {
    /// The items not answered right: answered wrong (or left unmarked), in paper order.
    pub fn mistakes(&self) -> impl Iterator<Item = &Answered<'q>> {
        self.answered.iter().filter(|a| !a.right())
    }

    /// The score out of 100, whatever the points drawn (a paper's are 100 already).
    pub fn out_of_100(&self) -> Stones {
        let total = self.summary.total.quarters();
        if total <= 0 {
            return Stones::ZERO;
        }
        // Rounded down to a quarter: a candidate is never given a point not earned.
        Stones::from_quarters(self.summary.right.quarters() * 400 / total)
    }

    /// The result as `exam --out` writes it.
    pub fn to_json(&self) -> String {
        let s = &self.summary;
        let json = ExamJson {
            score: s.right.as_f64(),
            total: s.total.as_f64(),
            percent: s.percent(),
            pass_percent: self.pass.as_f64(),
            pass_points: self.pass_points.as_f64(),
            passed: self.passed,
            timed_out: self.timed_out,
            stopped: self.stopped,
            seconds: self.elapsed.as_secs(),
            by_section: self
                .by_section
                .iter()
                .map(|section| SectionJson {
                    title: &section.title,
                    right: section.right,
                    count: section.count,
                    score: section.score.as_f64(),
                    total: section.total.as_f64(),
                })
                .collect(),
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
                    points: a.points.as_f64(),
                })
                .chain(self.unanswered.iter().map(|(q, points)| ExamItemJson {
                    id: &q.id,
                    answered: false,
                    right: false,
                    points: points.as_f64(),
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
    pass_percent: f64,
    pass_points: f64,
    passed: bool,
    timed_out: bool,
    stopped: bool,
    seconds: u64,
    by_section: Vec<SectionJson<'a>>,
    by_topic: Vec<TopicJson<'a>>,
    items: Vec<ExamItemJson<'a>>,
}

#[derive(Serialize)]
struct SectionJson<'a> {
    title: &'a str,
    right: usize,
    count: usize,
    score: f64,
    total: f64,
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
    let started = Instant::now();
    let deadline = rules
        .minutes
        .and_then(|m| started.checked_add(Duration::from_secs(m.saturating_mul(60))));
    let weights = rules.weights();
    let asked = Items {
        weights: weights.clone(),
        ..Items::of(questions)
    };
    let total = asked.points().unwrap_or(Stones::ZERO);
    let pass = rules.pass_points(total);
    let sitting = Sitting {
        deadline,
        title: rules.title.clone(),
        pass,
    };
    let outcome = session(store, asked, Mode::Exam, Some(&sitting), prompter, l, rng)?;
    let elapsed = started.elapsed();
    let unanswered: Vec<(&Question, Stones)> = questions
        .iter()
        .enumerate()
        .filter(|(_, q)| !outcome.items.iter().any(|a| a.question.id == q.id))
        .map(|(i, q)| (*q, weight(&weights, i)))
        .collect();
    let summary = Summary::of(&outcome.items, &unanswered);
    Ok(ExamResult {
        passed: summary.right >= pass,
        pass: rules.pass,
        pass_points: pass,
        timed_out: deadline.is_some_and(|d| Instant::now() >= d) && !unanswered.is_empty(),
        stopped: outcome.stopped,
        elapsed,
        by_section: section_scores(&rules.sections, questions, &outcome.items),
        summary,
        answered: outcome.items,
        unanswered,
        left: outcome.left,
    })
}

/// Each section's items right and points right; items are drawn section by section.
fn section_scores(
    sections: &[ExamSection],
    questions: &[&Question],
    answered: &[Answered],
) -> Vec<SectionScore> {
    let mut start = 0;
    sections
        .iter()
        .map(|section| {
            let ids = &questions
                [start.min(questions.len())..(start + section.count).min(questions.len())];
            start += section.count;
            let right = answered
                .iter()
                .filter(|a| a.right() && ids.iter().any(|q| q.id == a.question.id))
                .count();
            SectionScore {
                title: section.title.clone(),
                right,
                count: section.count,
                score: section.each.times(right),
                total: section.each.times(section.count),
            }
        })
        .collect()
}

/// Practice's draw: `drawn` (already in random order) with each item once, those never
/// answered first, then those answered longest ago, at most `count` of them. Without a
/// history the draw stays as it is.
pub fn fresh_first<'q>(
    store: Option<&Store>,
    drawn: Vec<&'q Question>,
    count: usize,
) -> Result<Vec<&'q Question>, StoreError> {
    let mut seen_ids = std::collections::HashSet::new();
    let mut items: Vec<&Question> = drawn
        .into_iter()
        .filter(|q| seen_ids.insert(q.id.as_str()))
        .collect();
    if let Some(store) = store {
        let history = store.load()?;
        let mut last = std::collections::HashMap::new();
        for item in history.sessions.iter().flat_map(|s| &s.items) {
            let at = last.entry(item.id.as_str()).or_insert(0);
            *at = item.at.max(*at);
        }
        // Stable: items answered as long ago keep their random order.
        items.sort_by_key(|q| last.get(q.id.as_str()).copied().unwrap_or(0));
    }
    items.truncate(count);
    Ok(items)
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
        // Practice counts items, whatever the bank's points: one of two right.
        assert_eq!((summary.right.quarters(), summary.total.quarters()), (4, 8));
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
        // The paper's points, not the bank's: a is worth 1, b 3.
        let section = |title: &str, each| ExamSection {
            title: title.into(),
            count: 1,
            each: Stones::whole(each),
        };
        let rules = ExamRules {
            minutes: None,
            pass: Stones::whole(25),
            title: Some("T".into()),
            sections: vec![section("one", 1), section("two", 3)],
            rules: None,
            instructions: None,
        };
        let result = exam(Some(&store), &chosen, rules, &mut prompter, &l, &mut rng).unwrap();
        assert!(prompter.feedback.is_empty(), "no feedback during an exam");
        assert_eq!(result.summary.percent(), 25);
        assert_eq!(result.out_of_100(), Stones::whole(25));
        assert!(result.passed && !result.timed_out && result.stopped);
        let unanswered: Vec<&str> = result
            .unanswered
            .iter()
            .map(|(q, _)| q.id.as_str())
            .collect();
        assert_eq!(unanswered, ["b"]);
        assert_eq!(result.mistakes().count(), 0);
        let sections: Vec<(usize, usize, Stones)> = result
            .by_section
            .iter()
            .map(|s| (s.right, s.count, s.score))
            .collect();
        assert_eq!(sections, [(1, 1, Stones::whole(1)), (0, 1, Stones::ZERO)]);
        let json: serde_json::Value = serde_json::from_str(&result.to_json()).unwrap();
        assert_eq!(
            (json["score"].as_f64(), json["total"].as_f64()),
            (Some(1.0), Some(4.0))
        );
        assert_eq!(json["items"][1]["answered"], false);
        assert_eq!(json["items"][1]["points"], 3.0);
        // The history keeps the paper and the pass mark: the same verdict later.
        let session = &store.load().unwrap().sessions[0];
        assert_eq!(session.title.as_deref(), Some("T"));
        assert_eq!(
            (session.total_quarters, session.pass_quarters),
            (16, Some(4))
        );
    }

    #[test]
    fn a_pass_mark_out_of_100_becomes_points_a_candidate_can_reach() {
        let quarter = Stones::from_quarters(1);
        let one = Stones::whole(1);
        assert_eq!(
            pass_points(Stones::whole(60), Stones::whole(100), one),
            Stones::whole(60)
        );
        assert_eq!(
            pass_points(Stones::whole(80), Stones::whole(59), quarter),
            Stones::from_quarters(189)
        );
        // Four items of one point, 80 % to pass: 3.2 points means four right.
        assert_eq!(
            pass_points(Stones::whole(80), Stones::whole(4), one),
            Stones::whole(4)
        );
        assert_eq!(
            pass_points(Stones::ZERO, Stones::whole(10), one),
            Stones::ZERO
        );
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
        assert_eq!(summary.right.quarters(), 8);
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
    fn practice_draws_each_item_once_and_the_unseen_first() {
        let (_dir, store) = store();
        let bank = crate::bank::test_bank(BANK);
        let (a, b) = (&bank[0], &bank[1]);
        let ids =
            |items: Vec<&Question>| -> Vec<String> { items.iter().map(|q| q.id.clone()).collect() };
        let drawn = fresh_first(Some(&store), vec![a, b, a], 5).unwrap();
        assert_eq!(ids(drawn), ["a", "b"], "each once, the draw's order kept");
        practise(Some(&store), Mode::Practice, &[Some("t"), None]);
        let drawn = fresh_first(Some(&store), vec![a, b], 1).unwrap();
        assert_eq!(ids(drawn), ["b"], "a was just answered");
        let drawn = fresh_first(None, vec![a, b], 1).unwrap();
        assert_eq!(ids(drawn), ["a"]);
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
