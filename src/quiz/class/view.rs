//! What the classroom shows: the item a student is asked, their review once done, and
//! the teacher's view of the class. The server sends these as its JSON.

use serde::Serialize;

use crate::bank::Kind;
use crate::quiz::grade::Mark;

use super::{Form, Mode};

/// What `GET /api/question` says.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum QuestionView<'a> {
    Ask {
        number: usize,
        of: usize,
        #[serde(rename = "type")]
        kind: Kind,
        form: Form,
        text: &'a str,
        options: Option<&'a [String]>,
        multiple: bool,
        blanks: usize,
        board_svg: Option<&'a str>,
        seconds_left: Option<u64>,
    },
    Waiting {
        waiting: bool,
        number: usize,
        of: usize,
        seconds_left: Option<u64>,
        /// Live mode, once the item's answer is revealed: how this student did.
        outcome: Option<Outcome>,
    },
    Done {
        done: bool,
        of: usize,
        answered: usize,
        closed: bool,
        time_up: bool,
        /// Whether the review may be read now (else when the teacher closes the quiz).
        review: bool,
    },
}

/// A student's result on the item just revealed, in one line: right or wrong, and why.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Outcome {
    pub number: usize,
    /// `None`: not answered.
    pub right: Option<bool>,
    pub line: String,
}

/// A student's result and the review of their mistakes, once they are done.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Review {
    pub name: String,
    pub score: f64,
    pub total: f64,
    pub right: usize,
    pub of: usize,
    pub mistakes: Vec<Mistake>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Mistake {
    pub number: usize,
    pub text: String,
    pub board_svg: Option<String>,
    pub answer: String,
    pub mark: Mark,
    pub key: String,
    pub explain: Option<String>,
    /// Where the answer comes from (`依据：2002年规则第20条第1款`).
    pub cite: Option<String>,
}

/// The teacher's live view.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Status {
    pub title: String,
    pub mode: Mode,
    pub of: usize,
    pub current: u32,
    /// Live mode: the current item's answer is shown.
    pub revealed: bool,
    /// Live mode: seconds left to answer the current item.
    pub seconds_left: Option<u64>,
    pub closed: bool,
    pub minutes: Option<u64>,
    pub students: Vec<Progress>,
    pub items: Vec<ItemProgress>,
    /// Live mode: how the class answered the item it is on (or just left).
    pub distribution: Option<Distribution>,
    /// With a roster: the names not joined.
    pub absent: Vec<String>,
    /// Students asking to continue in another browser, for the teacher to approve.
    pub requests: Vec<Request>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Request {
    pub id: u32,
    pub name: String,
    /// Seconds since asked.
    pub waiting: u64,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Progress {
    pub name: String,
    pub answered: usize,
    pub right: usize,
    pub done: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ItemProgress {
    pub number: usize,
    pub id: String,
    /// The item's text, shortened.
    pub text: String,
    pub answered: usize,
    pub right: usize,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Distribution {
    pub number: usize,
    pub answers: Vec<Count>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Count {
    /// The answer as the student saw it (an option's text, not its shuffled letter).
    pub answer: String,
    /// Whether it is right: `None` until the teacher reveals the item (a projected
    /// dashboard must not show the key).
    pub right: Option<bool>,
    pub count: usize,
}
