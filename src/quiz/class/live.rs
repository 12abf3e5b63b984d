//! A live lesson: the item the class is on, its countdown, the reveal, and what the
//! projector shows. Nothing on the screen names the key before the teacher reveals it.

use serde::Serialize;

use crate::bank::instance::letter;
use crate::i18n::describe::{Join, separator};
use crate::i18n::{Arg, Localizer};
use crate::quiz::grade::{Mark, StoredKey};

use super::paper::{answer_in_words, can_or_true_false};
use super::{Class, Count, Distribution, Form, Mode, Outcome, ServedItem};

/// How many names the projector's board of scores shows.
const LEADERS: usize = 5;

/// Where a live lesson stands, as the projector shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// No item shown yet (or a self-paced quiz under way): the address and QR code.
    Joining,
    Asking,
    /// The item's time is up, its answer not yet revealed.
    TimeUp,
    Revealed,
    Closed,
}

/// What `GET /api/screen` says.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Screen<'a> {
    pub title: &'a str,
    pub mode: Mode,
    pub phase: Phase,
    pub number: u32,
    pub of: usize,
    pub joined: usize,
    /// Self-paced: the students done.
    pub finished: usize,
    /// While joining: the names in, newest first (at most 60).
    pub names: Vec<&'a str>,
    /// Answers in for the item shown.
    pub answered: usize,
    pub seconds_left: Option<u64>,
    pub question: Option<ScreenQuestion<'a>>,
    /// Once revealed: the key, how the class answered, and the top five.
    pub answer: Option<&'a str>,
    pub distribution: Option<Distribution>,
    pub leaderboard: Option<Vec<Leader>>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ScreenQuestion<'a> {
    pub text: &'a str,
    pub form: Form,
    pub options: Option<&'a [String]>,
    pub multiple: bool,
    pub board_svg: Option<&'a str>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Leader {
    pub rank: usize,
    pub name: String,
    pub points: String,
}

impl Class {
    /// Live mode: the current item takes answers (shown, not revealed, time not up).
    pub fn live_open(&self, now: u64) -> bool {
        self.current >= 1
            && !self.revealed
            && !self.closed
            && self.item_seconds_left(now) != Some(0)
    }

    /// Live mode with `--seconds`: the time left to answer the current item.
    pub fn item_seconds_left(&self, now: u64) -> Option<u64> {
        let counting =
            self.settings.mode == Mode::Live && self.current >= 1 && !self.revealed && !self.closed;
        let seconds = self.settings.seconds.filter(|_| counting)?;
        Some((self.asked_at + seconds).saturating_sub(now))
    }

    /// Shows the next item (the caller has saved it).
    pub fn show_next(&mut self, now: u64) {
        self.current += 1;
        self.asked_at = now;
        self.revealed = false;
    }

    /// How a student did on the item just revealed, in one line.
    pub(super) fn outcome(&self, i: usize, l: &Localizer) -> Option<Outcome> {
        if self.settings.mode != Mode::Live || !self.revealed {
            return None;
        }
        let n = (self.current as usize).checked_sub(1)?;
        let s = &self.students[i];
        let item = s.paper.get(n)?;
        let right = s.answers[n]
            .as_ref()
            .filter(|g| g.mark != Mark::Blank)
            .map(|g| g.mark == Mark::Right);
        let id = match right {
            Some(true) => "serve-outcome-right",
            Some(false) => "serve-outcome-wrong",
            None => "serve-outcome-none",
        };
        let head = l.format(id, &[("key", Arg::from(item.key.answer_text.as_str()))]);
        let line = match why(item) {
            Some(why) => format!("{head}{}{why}", separator(Join::Clauses, l)),
            None => head,
        };
        Some(Outcome {
            number: n + 1,
            right,
            line,
        })
    }

    /// How the class answered item `number`. In live mode every student has the
    /// class's draw, so options are counted by letter, each listed in order; in
    /// self-paced mode by their text (each student's order differs). Which answer is
    /// right is told only once the item is revealed or past.
    pub fn distribution(&self, number: usize, l: &Localizer) -> Distribution {
        let n = number - 1;
        let told = self.closed || self.revealed || number < self.current as usize;
        let screen = self
            .drawn(n, l.lang())
            .filter(|_| self.settings.mode == Mode::Live);
        let mut counts: Vec<Count> = screen.map(|item| listed(item, l)).unwrap_or_default();
        let listed_first = !counts.is_empty();
        for s in &self.students {
            let Some(Some(given)) = s.answers.get(n) else {
                continue;
            };
            let item = screen.unwrap_or(&s.paper[n]);
            let shown = match given.mark {
                Mark::Blank => l.text("serve-mark-blank"),
                _ => answer_in_words(item, &given.answer, l, screen.is_some()),
            };
            let right = given.mark == Mark::Right;
            match counts.iter_mut().find(|c| c.answer == shown) {
                Some(c) => {
                    c.count += 1;
                    c.right = c.right.or(Some(right));
                }
                None => counts.push(Count {
                    answer: shown,
                    right: Some(right),
                    count: 1,
                }),
            }
        }
        if !listed_first {
            counts.sort_by(|a, b| b.count.cmp(&a.count).then_with(|| a.answer.cmp(&b.answer)));
        }
        for c in &mut counts {
            c.right = c.right.filter(|_| told);
        }
        Distribution {
            number,
            answers: counts,
        }
    }

    /// The five best scores so far, ranked with ties sharing a place.
    pub fn leaderboard(&self) -> Vec<Leader> {
        let mut scored: Vec<(crate::rules::Stones, &str)> = self
            .students
            .iter()
            .map(|s| (s.points(), s.name.as_str()))
            .collect();
        scored.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(b.1)));
        let mut leaders: Vec<Leader> = Vec::new();
        for (at, (points, name)) in scored.iter().enumerate().take(LEADERS) {
            let rank = match leaders.last() {
                Some(last) if scored[at - 1].0 == *points => last.rank,
                _ => at + 1,
            };
            leaders.push(Leader {
                rank,
                name: name.to_string(),
                points: points.decimal(),
            });
        }
        leaders
    }

    /// What the projector shows now.
    pub fn screen(&self, now: u64, l: &Localizer) -> Screen<'_> {
        let live = self.settings.mode == Mode::Live;
        let phase = if self.closed {
            Phase::Closed
        } else if !live || self.current == 0 {
            Phase::Joining
        } else if self.revealed {
            Phase::Revealed
        } else if self.live_open(now) {
            Phase::Asking
        } else {
            Phase::TimeUp
        };
        let item = (self.current as usize)
            .checked_sub(1)
            .and_then(|n| self.drawn(n, l.lang()))
            .filter(|_| live && phase != Phase::Joining);
        let answered = item.map_or(0, |item| {
            self.students
                .iter()
                .filter(|s| s.answers.get(item.number - 1).is_some_and(Option::is_some))
                .count()
        });
        let shown = matches!(phase, Phase::Revealed | Phase::Closed);
        let leaders = (shown && !self.settings.no_leaderboard && !self.students.is_empty())
            .then(|| self.leaderboard());
        Screen {
            title: &self.title,
            mode: self.settings.mode,
            phase,
            number: self.current,
            of: self.of(),
            joined: self.students.len(),
            finished: (0..self.students.len())
                .filter(|&i| self.is_done(i, now))
                .count(),
            names: match phase {
                Phase::Joining => self
                    .students
                    .iter()
                    .rev()
                    .take(60)
                    .map(|s| s.name.as_str())
                    .collect(),
                _ => Vec::new(),
            },
            answered,
            seconds_left: self.item_seconds_left(now),
            question: item.map(|item| ScreenQuestion {
                text: &item.text,
                form: item.form,
                options: item.options.as_deref(),
                multiple: item.multiple,
                board_svg: item.board_svg.as_deref(),
            }),
            answer: item
                .filter(|_| shown)
                .map(|item| item.key.answer_text.as_str()),
            distribution: item
                .filter(|_| shown)
                .map(|item| self.distribution(item.number, l)),
            leaderboard: leaders,
        }
    }
}

/// Every answer a live item offers, in order, none chosen yet: its options (`A. 3¾`),
/// or 对/错 (能/不能); nothing for a written answer.
fn listed(item: &ServedItem, l: &Localizer) -> Vec<Count> {
    let right = |yes: bool| Some(yes);
    match (&item.options, &item.key.answer, item.form) {
        (
            Some(options),
            StoredKey::Choice {
                right: keyed,
                multiple: false,
                ..
            },
            _,
        ) => options
            .iter()
            .enumerate()
            .map(|(i, text)| Count {
                answer: format!("{}. {text}", letter(i)),
                right: right(keyed.iter().any(|k| *k == letter(i).to_string())),
                count: 0,
            })
            .collect(),
        (None, StoredKey::TrueFalse { right: keyed }, Form::TrueFalse | Form::Can) => [true, false]
            .into_iter()
            .map(|b| Count {
                answer: can_or_true_false(item.form, b, l),
                right: right(b == *keyed),
                count: 0,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// Why, in a few words: the explanation's first sentence, else the citation.
fn why(item: &ServedItem) -> Option<String> {
    const LONGEST: usize = 90;
    let first = item.explain.as_deref().and_then(|text| {
        let end = text
            .char_indices()
            .find(|(_, c)| matches!(c, '。' | '！' | '？'))
            .map(|(at, c)| at + c.len_utf8())
            .or_else(|| text.find(". ").map(|at| at + 1))
            .unwrap_or(text.len());
        let sentence = text[..end].trim();
        (!sentence.is_empty() && sentence.chars().count() <= LONGEST).then(|| sentence.to_string())
    });
    first.or_else(|| item.cite.clone())
}
