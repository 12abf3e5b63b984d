//! A session: items asked one at a time through a [`Prompter`], graded, saved after
//! every answer, and summed up by topic. Practice gives feedback after each answer;
//! an exam gives none until the end and has a deadline.

use std::collections::BTreeMap;
use std::io;
use std::time::{Duration, Instant};

use rand::Rng;

use crate::bank::Question;
use crate::bank::instance::{Figure, Grade, Instance, Presentation, Response, instantiate};
use crate::bank::worked::Worked;
use crate::i18n::Localizer;
use crate::rules::Stones;

/// Where the session stands, for the header of each question.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Progress {
    /// 1-based.
    pub number: usize,
    pub total: usize,
    /// Time left on an exam.
    pub remaining: Option<Duration>,
    /// Time since the start, on timed drills.
    pub elapsed: Option<Duration>,
    /// What the item is worth, on an exam (practice counts items, not points).
    pub points: Option<Stones>,
    /// An open item is marked by its writer as soon as it is answered; on an exam it
    /// is only typed, and marked after the last item (the model answer is feedback).
    pub mark_now: bool,
}

/// The front end: terminal or plain lines.
pub trait Prompter {
    /// Asks until the answer is readable; `None` when the person stops (end of input,
    /// quit) or the deadline passes.
    fn ask(
        &mut self,
        instance: &Instance,
        progress: &Progress,
        deadline: Option<Instant>,
    ) -> io::Result<Option<Response>>;

    /// Right or wrong, the right answer, the explanation and the article; `response`
    /// is what was answered (a unit mixed up in it is named). `false` when the person
    /// stops there.
    fn feedback(
        &mut self,
        instance: &Instance,
        response: &Response,
        grade: Grade,
    ) -> io::Result<bool>;

    /// A problem the person should know of that does not stop the session (a damaged
    /// history set aside, a failed save).
    fn warn(&mut self, text: &str) -> io::Result<()>;

    /// An exam's cover, read before the clock starts; `false` when the person does not
    /// start.
    fn cover(&mut self, text: &str) -> io::Result<bool>;

    /// After an exam: the open answer `typed` beside the model answer, marked right or
    /// wrong by its writer (`number` of `total` such items). `None` when they stop.
    fn self_mark(
        &mut self,
        instance: &Instance,
        typed: &str,
        number: usize,
        total: usize,
    ) -> io::Result<Option<bool>>;
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings<'w> {
    /// Show right/wrong after each answer (practice, drills) or not (exam).
    pub feedback: bool,
    pub deadline: Option<Instant>,
    /// Show the time taken so far (referees count against the clock).
    pub timed: bool,
    /// Each item's points in order (an exam's paper); past the end, one point.
    pub weights: &'w [Stones],
}

/// One answered item, with what the review shows of it: what was asked, the key, the
/// answer given, why, and the board shown.
#[derive(Debug, Clone, PartialEq)]
pub struct Answered<'q> {
    pub question: &'q Question,
    /// What it is worth: its paper's points on an exam, else one.
    pub points: Stones,
    pub state: State,
    pub asked: String,
    pub key: String,
    /// The answer as given, when it can be said (nothing for a skipped item).
    pub given: Option<String>,
    pub explain: Option<String>,
    pub figure: Option<Figure>,
    /// How the engine reached the answer.
    pub worked: Option<Worked>,
}

/// Where an answered item stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum State {
    Right,
    Wrong,
    /// An open answer typed on an exam, waiting for its writer's mark after the last
    /// item; one left unmarked counts as wrong.
    ToMark,
}

impl<'q> Answered<'q> {
    pub fn right(&self) -> bool {
        self.state == State::Right
    }

    /// `instance` of `question` as asked, with the state and answer given.
    fn of(
        question: &'q Question,
        points: Stones,
        instance: &Instance,
        state: State,
        given: Option<String>,
        l: &Localizer,
    ) -> Answered<'q> {
        Answered {
            question,
            points,
            state,
            asked: instance.text.clone(),
            key: instance.key_text(l),
            given,
            explain: instance.explain.clone(),
            figure: instance.figure.clone(),
            worked: instance.worked.clone(),
        }
    }

    /// An exam item never answered, as `instance` shows it: wrong, with no answer.
    pub fn unanswered(
        question: &'q Question,
        points: Stones,
        instance: &Instance,
        l: &Localizer,
    ) -> Answered<'q> {
        Answered::of(question, points, instance, State::Wrong, None, l)
    }
}

/// What a session gave.
#[derive(Debug, Clone, PartialEq)]
pub struct Outcome<'q> {
    pub items: Vec<Answered<'q>>,
    /// The session ended before every item was answered.
    pub stopped: bool,
    /// The item on screen when it ended, as it was shown (its options in their order).
    pub left: Option<Answered<'q>>,
}

/// Asks `questions` in order (`total` of them, for the header; they may be made as
/// they are asked). `save` is called after every answer, before the feedback, so the
/// history keeps what was answered whatever happens next; a problem it returns is told
/// at once.
pub fn run<'q, P, R>(
    questions: impl IntoIterator<Item = &'q Question>,
    total: usize,
    settings: Settings,
    prompter: &mut P,
    l: &Localizer,
    rng: &mut R,
    mut save: impl FnMut(&Answered<'q>) -> Option<String>,
) -> io::Result<Outcome<'q>>
where
    P: Prompter + ?Sized,
    R: Rng + ?Sized,
{
    let mut items = Vec::new();
    // Open items typed on an exam, to be marked at the end: where, the item, the text.
    let mut unmarked: Vec<(usize, Instance, String)> = Vec::new();
    let started = Instant::now();
    let mut stopped = false;
    let mut left = None;
    for (index, question) in questions.into_iter().enumerate() {
        let Some(instance) = instantiate(question, l, rng) else {
            continue;
        };
        let remaining = settings
            .deadline
            .map(|d| d.saturating_duration_since(Instant::now()));
        if remaining == Some(Duration::ZERO) {
            stopped = true;
            break;
        }
        let points = settings
            .weights
            .get(index)
            .copied()
            .unwrap_or(Stones::whole(1));
        let progress = Progress {
            number: index + 1,
            total,
            points: (!settings.feedback).then_some(points),
            remaining,
            elapsed: settings.timed.then(|| started.elapsed()),
            mark_now: settings.feedback,
        };
        let response = prompter.ask(&instance, &progress, settings.deadline)?;
        // An answer given after the deadline does not count.
        let late = settings.deadline.is_some_and(|d| Instant::now() > d);
        let Some(response) = response.filter(|_| !late) else {
            stopped = true;
            left = Some(Answered::unanswered(question, points, &instance, l));
            break;
        };
        // An open answer typed on an exam, to be marked after the last item.
        let to_mark = match (&response, &instance.presentation) {
            (Response::Text(typed), Presentation::Open) => Some(typed.join(" ")),
            _ => None,
        };
        let grade = instance.grade(&response);
        let state = match (&to_mark, grade) {
            (Some(_), _) => State::ToMark,
            (None, Grade::Right) => State::Right,
            (None, _) => State::Wrong,
        };
        let given = to_mark
            .clone()
            .or_else(|| instance.response_text(&response, l));
        let answered = Answered::of(question, points, &instance, state, given, l);
        if let Some(typed) = to_mark {
            unmarked.push((items.len(), instance, typed));
            items.push(answered);
            continue;
        }
        if let Some(problem) = save(&answered) {
            prompter.warn(&problem)?;
        }
        let go_on = !settings.feedback || prompter.feedback(&instance, &response, grade)?;
        items.push(answered);
        if !go_on {
            stopped = true;
            break;
        }
    }
    // Marked by the writer once the exam is over; one left unmarked counts as wrong, and
    // every one is saved.
    let total = unmarked.len();
    let mut marking = true;
    for (number, (at, instance, typed)) in unmarked.into_iter().enumerate() {
        if marking {
            match prompter.self_mark(&instance, &typed, number + 1, total)? {
                Some(true) => items[at].state = State::Right,
                Some(false) => items[at].state = State::Wrong,
                None => marking = false,
            }
        }
        if let Some(problem) = save(&items[at]) {
            prompter.warn(&problem)?;
        }
    }
    Ok(Outcome {
        items,
        stopped,
        left,
    })
}

/// Points right out of points asked, overall and by topic (an item's first tag).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Summary {
    pub right: Stones,
    pub total: Stones,
    pub by_topic: BTreeMap<String, (Stones, Stones)>,
    /// How many items were answered.
    pub answered: usize,
}

impl Summary {
    /// `items` answered, plus `unanswered` items that count as wrong (an exam's), each
    /// with its points.
    pub fn of(items: &[Answered], unanswered: &[(&Question, Stones)]) -> Summary {
        let mut summary = Summary {
            right: Stones::ZERO,
            total: Stones::ZERO,
            by_topic: BTreeMap::new(),
            answered: items.len(),
        };
        let all = items
            .iter()
            .map(|a| (a.question, a.points, a.right()))
            .chain(unanswered.iter().map(|(q, points)| (*q, *points, false)));
        for (q, points, right) in all {
            let topic = q.tags.first().cloned().unwrap_or_else(|| "-".into());
            let entry = summary
                .by_topic
                .entry(topic)
                .or_insert((Stones::ZERO, Stones::ZERO));
            entry.1 = entry.1 + points;
            summary.total = summary.total + points;
            if right {
                entry.0 = entry.0 + points;
                summary.right = summary.right + points;
            }
        }
        summary
    }

    /// Whole percent, rounded half up; 0 when nothing was asked.
    pub fn percent(&self) -> u32 {
        percent(self.right.quarters(), self.total.quarters())
    }
}

/// `part` of `whole` in whole percent, rounded half up; 0 when `whole` is not positive.
/// The one percentage of every summary, history and grade.
pub fn percent(part: i64, whole: i64) -> u32 {
    if whole <= 0 {
        return 0;
    }
    u32::try_from((part.max(0) * 200 + whole) / (whole * 2)).unwrap_or(u32::MAX)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::bank::instance::Presentation;
    use crate::i18n::Lang;
    use rand::SeedableRng;
    use rand::rngs::ChaCha8Rng;

    /// Answers from a script: a letter, text, `right`, or `None` to stop.
    pub(crate) struct Scripted {
        pub(crate) answers: Vec<Option<&'static str>>,
        pub(crate) said: Vec<String>,
        pub(crate) feedback: Vec<Grade>,
    }

    impl Scripted {
        pub(crate) fn new(answers: &[Option<&'static str>]) -> Scripted {
            Scripted {
                answers: answers.to_vec(),
                said: Vec::new(),
                feedback: Vec::new(),
            }
        }
    }

    impl Prompter for Scripted {
        fn ask(
            &mut self,
            instance: &Instance,
            progress: &Progress,
            _: Option<Instant>,
        ) -> io::Result<Option<Response>> {
            let answer = self.answers.remove(0);
            Ok(answer.map(|a| {
                if instance.presentation == Presentation::Open && !progress.mark_now {
                    Response::Text(vec![a.to_string()])
                } else if a == "right" {
                    right_response(instance)
                } else {
                    instance.read(a).expect("a readable scripted answer")
                }
            }))
        }
        fn feedback(&mut self, _: &Instance, _: &Response, grade: Grade) -> io::Result<bool> {
            self.feedback.push(grade);
            Ok(true)
        }
        fn cover(&mut self, text: &str) -> io::Result<bool> {
            self.said.push(text.to_string());
            Ok(true)
        }

        fn warn(&mut self, text: &str) -> io::Result<()> {
            self.said.push(text.into());
            Ok(())
        }
        fn self_mark(
            &mut self,
            _: &Instance,
            typed: &str,
            number: usize,
            total: usize,
        ) -> io::Result<Option<bool>> {
            self.said.push(format!("mark {number}/{total}: {typed}"));
            let mark = self.answers.remove(0);
            Ok(mark.map(|m| m == "right"))
        }
    }

    fn right_response(i: &Instance) -> Response {
        use crate::bank::instance::Key;
        match (&i.key, &i.presentation) {
            (Key::Options(o), Presentation::Choice { .. }) => Response::Choice(o.clone()),
            (Key::Bool(b), _) => Response::Bool(*b),
            (Key::Blanks(b), _) => Response::Text(b.iter().map(|a| a[0].clone()).collect()),
            (Key::Engine(a), _) => Response::Text(vec![a.display(&Localizer::new(Lang::En))]),
            _ => Response::SelfGraded(true),
        }
    }

    const BANK: &str = r#"
[[question]]
id = "a"
type = "truefalse"
tags = ["ko"]
text.en = "t"
answer = true

[[question]]
id = "b"
type = "calc"
tags = ["scoring"]
points = 2
calc = "result"
params.black = { from = 180, to = 190 }
text.en = "Black {black}?"
"#;

    fn questions() -> Vec<Question> {
        crate::bank::test_bank(BANK)
    }

    /// Asks every item of `bank` in order, untimed, with feedback after each or not.
    fn run_all<'q>(
        bank: &'q [Question],
        prompter: &mut Scripted,
        feedback: bool,
        save: impl FnMut(&Answered<'q>) -> Option<String>,
    ) -> Outcome<'q> {
        // Worth what the bank says, as a paper's points would make them.
        let weights: Vec<Stones> = bank.iter().map(|q| q.points).collect();
        let settings = Settings {
            feedback,
            deadline: None,
            timed: false,
            weights: &weights,
        };
        run(
            bank,
            bank.len(),
            settings,
            prompter,
            &Localizer::new(Lang::En),
            &mut ChaCha8Rng::seed_from_u64(3),
            save,
        )
        .unwrap()
    }

    #[test]
    fn practice_grades_saves_and_sums_up_by_topic() {
        let bank = questions();
        let mut prompter = Scripted {
            answers: vec![Some("false"), Some("right")],
            said: Vec::new(),
            feedback: Vec::new(),
        };
        let mut saved = Vec::new();
        let outcome = run_all(&bank, &mut prompter, true, |a| {
            saved.push(a.question.id.clone());
            None
        });
        assert_eq!(saved, ["a", "b"]);
        assert_eq!(prompter.feedback, [Grade::Wrong, Grade::Right]);
        let summary = Summary::of(&outcome.items, &[]);
        assert_eq!(
            (summary.right, summary.total),
            (Stones::whole(2), Stones::whole(3))
        );
        assert_eq!(summary.percent(), 67);
        assert_eq!(summary.by_topic["ko"], (Stones::ZERO, Stones::whole(1)));
    }

    /// The model answer is feedback: on an exam open items are only typed, and marked
    /// by their writer after the last item, each saved once marked.
    #[test]
    fn an_exam_marks_open_items_after_the_last_one() {
        let bank = crate::bank::test_bank(
            r#"
[[question]]
id = "o1"
type = "open"
text.en = "Why?"
answer.en = "Because."

[[question]]
id = "a"
type = "truefalse"
text.en = "t"
answer = true

[[question]]
id = "o2"
type = "open"
text.en = "How?"
answer.en = "Thus."
"#,
        );
        let mut prompter = Scripted::new(&[
            Some("my reason"),
            Some("true"),
            Some("my way"),
            Some("right"),
            Some("wrong"),
        ]);
        let mut saved = Vec::new();
        let outcome = run_all(&bank, &mut prompter, false, |a| {
            saved.push((a.question.id.clone(), a.right()));
            None
        });
        assert_eq!(prompter.said, ["mark 1/2: my reason", "mark 2/2: my way"]);
        assert_eq!(
            saved,
            [
                ("a".into(), true),
                ("o1".into(), true),
                ("o2".into(), false)
            ]
        );
        let marks: Vec<(bool, Option<&str>)> = outcome
            .items
            .iter()
            .map(|i| (i.right(), i.given.as_deref()))
            .collect();
        assert_eq!(
            marks,
            [
                (true, Some("my reason")),
                (true, Some("true")),
                (false, Some("my way"))
            ]
        );
        assert!(prompter.feedback.is_empty());
    }

    #[test]
    fn stopping_early_keeps_what_was_answered() {
        let bank = questions();
        let chosen: Vec<&Question> = bank.iter().collect();
        let mut prompter = Scripted {
            answers: vec![Some("true"), None],
            said: Vec::new(),
            feedback: Vec::new(),
        };
        let outcome = run_all(&bank, &mut prompter, false, |_| None);
        assert!(outcome.stopped);
        assert_eq!(outcome.items.len(), 1);
        assert!(prompter.feedback.is_empty());
        // On an exam the unanswered item counts against the total.
        let summary = Summary::of(&outcome.items, &[(chosen[1], Stones::whole(2))]);
        assert_eq!(summary.percent(), 33);
    }
}
