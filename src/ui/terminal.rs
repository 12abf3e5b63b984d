//! The interactive front end: choices by selection (several where more than one is
//! right), typed answers by input, boards in colour, an exam's time left ticking above
//! the prompt. Prompts ([`super::keys`]) are drawn on stderr so stdout stays clean.
//! Every line is wrapped to the terminal's width as it is now (it may have been resized).

use std::io::{self, Write};
use std::time::Instant;

use console::{Term, style};

use crate::bank::answer::Unreadable;
use crate::bank::articles::lookup;
use crate::bank::instance::{Grade, Instance, Presentation, Response};
use crate::i18n::describe::{article_number_text, rules_name};
use crate::i18n::{Arg, Localizer};
use crate::quiz::session::{Progress, Prompter};
use crate::report::articles::article_text;
use crate::text::sanitize_for_terminal;

use super::board::draw;
use super::keys::{Ended, Prompt};
use super::{
    Step, feedback_text, fit, hint, not_an_answer, open_answers, question_head, replay_frames,
    self_mark_head,
};

pub struct Terminal<'a> {
    pub term: Term,
    pub l: &'a Localizer,
    pub colour: bool,
    /// Ctrl-C was pressed: the session sums up, then the command exits 130.
    pub interrupted: bool,
}

impl Terminal<'_> {
    /// `text` as it is, but wrapped.
    fn show(&self, text: &str) -> io::Result<()> {
        self.term.write_str(&fit(text, &self.term))
    }

    /// The article the item cites, one key away; `false` when the person stops here.
    fn offer_article(&mut self, instance: &Instance) -> io::Result<bool> {
        let q = instance.question;
        let Some(article) = q.article.as_deref().and_then(|n| lookup(q.rules, n)) else {
            return Ok(true);
        };
        let l = self.l;
        let cited = [
            ("rules", Arg::from(rules_name(q.rules, l))),
            (
                "article",
                Arg::from(article_number_text(&article.number, l)),
            ),
        ];
        let choices = [
            l.text("quiz-continue"),
            l.format("quiz-read-article", &cited),
        ];
        let prompt = Prompt { l, deadline: None };
        match self.answer(prompt.select("", &choices))? {
            None => Ok(false),
            Some(1) => {
                self.show(&sanitize_for_terminal(&format!(
                    "{}\n",
                    article_text(article, l)
                )))?;
                let choices = [l.text("quiz-continue")];
                Ok(self.answer(prompt.select("", &choices))?.is_some())
            }
            Some(_) => Ok(true),
        }
    }

    /// `text` and a line end, wrapped.
    fn show_line(&self, text: &str) -> io::Result<()> {
        self.show(&format!("{text}\n"))
    }

    /// `typed` beside the model answer, then right or wrong as its writer says: typed,
    /// so 对/错, 是/否, √/× and y/n all mark.
    fn mark(&mut self, instance: &Instance, typed: &str) -> io::Result<Option<bool>> {
        // The answer prompt clears itself: the answer stays on screen beside the model.
        self.show_line(&open_answers(instance, typed, self.l))?;
        let prompt = Prompt {
            l: self.l,
            deadline: None,
        };
        loop {
            let grade = prompt.text(&self.l.text("quiz-self-grade"), false);
            let Some(line) = self.answer(grade)? else {
                return Ok(None);
            };
            if let Some(Response::SelfGraded(right)) = instance.read(&line) {
                return Ok(Some(right));
            }
        }
    }

    /// The answer, or `None` when the prompt ended without one (noting a Ctrl-C).
    fn answer<T>(&mut self, read: io::Result<Result<T, Ended>>) -> io::Result<Option<T>> {
        match read? {
            Ok(value) => Ok(Some(value)),
            Err(Ended::Interrupted) => {
                self.interrupted = true;
                Ok(None)
            }
            Err(Ended::Stopped | Ended::TimeUp) => Ok(None),
        }
    }
}

impl Prompter for Terminal<'_> {
    fn ask(
        &mut self,
        instance: &Instance,
        progress: &Progress,
        deadline: Option<Instant>,
    ) -> io::Result<Option<Response>> {
        // The time left ticks above the prompt: the header does not show a second clock.
        let progress = Progress {
            remaining: deadline.map_or(progress.remaining, |_| None),
            ..*progress
        };
        let head = question_head(instance, &progress, self.l, self.colour);
        self.show(&head)?;
        let l = self.l;
        let prompt = Prompt { l, deadline };
        if let Some(record) = &instance.replay {
            let steps = [
                l.text("quiz-replay-next"),
                l.text("quiz-replay-capture"),
                l.text("quiz-replay-jump"),
                l.text("quiz-replay-stop"),
            ];
            let mut frames = replay_frames(record, l).peekable();
            let mut going = Step::Next;
            while let Some(frame) = frames.next() {
                // Passed over on the way to a capture or a move number; the last is shown.
                if !going.reached(&frame) && frames.peek().is_some() {
                    continue;
                }
                self.show_line(&sanitize_for_terminal(&frame.text))?;
                self.show(&draw(&frame.figure, self.colour))?;
                going = match self.answer(prompt.select("", &steps))? {
                    None => return Ok(None),
                    Some(3) => return Ok(Some(Response::Text(vec![frame.number.to_string()]))),
                    Some(1) => Step::NextCapture,
                    Some(2) => {
                        let Some(typed) =
                            self.answer(prompt.text(&l.text("quiz-replay-to"), false))?
                        else {
                            return Ok(None);
                        };
                        Step::read(&format!("g{typed}")).unwrap_or(Step::Next)
                    }
                    Some(_) => Step::Next,
                };
            }
            self.show_line(&l.text("quiz-replay-end"))?;
        }
        let hint = hint(instance, l);
        let clean = |options: &[String]| -> Vec<String> {
            options
                .iter()
                .map(|o| sanitize_for_terminal(o).into_owned())
                .collect()
        };
        match &instance.presentation {
            Presentation::Choice {
                options,
                multiple: false,
            } => {
                let picked = prompt.select_lettered(&l.text("quiz-pick-one"), &clean(options));
                Ok(self.answer(picked)?.map(|i| Response::Choice(vec![i])))
            }
            Presentation::Choice {
                options,
                multiple: true,
            } => {
                let picked =
                    prompt.select_several_lettered(&l.text("quiz-pick-several"), &clean(options));
                Ok(self.answer(picked)?.map(Response::Choice))
            }
            Presentation::TrueFalse => {
                let items = [l.text("answer-true"), l.text("answer-false")];
                let picked = prompt.select_true_false(&l.text("quiz-pick-true-false"), &items);
                Ok(self.answer(picked)?.map(Response::Bool))
            }
            Presentation::Input { .. } => {
                // A pairing typed a board a line: the lines so far, handed in by an
                // empty line.
                let mut so_far = String::new();
                loop {
                    let more = !so_far.is_empty();
                    let Some(line) = self.answer(prompt.text(&hint, more))? else {
                        return Ok(None);
                    };
                    let read = match (more, line.trim().is_empty()) {
                        (true, true) => instance.read_handed_in(&so_far),
                        (true, false) => instance.read_or_why(&format!("{so_far}\n{line}")),
                        (false, _) => instance.read_or_why(&line),
                    };
                    match read {
                        Ok(response) => return Ok(Some(response)),
                        Err(why) => {
                            if let Unreadable::Partial { .. } = why {
                                // The lines typed stay on screen above the next.
                                self.show_line(&format!("> {}", line.trim()))?;
                                so_far = if more {
                                    format!("{so_far}\n{line}")
                                } else {
                                    line
                                };
                            }
                            self.show_line(&not_an_answer(instance, why, l))?;
                        }
                    }
                }
            }
            Presentation::Open => {
                let Some(typed) = self.answer(prompt.text(&hint, true))? else {
                    return Ok(None);
                };
                if !progress.mark_now {
                    return Ok(Some(Response::Text(vec![typed])));
                }
                Ok(self.mark(instance, &typed)?.map(Response::SelfGraded))
            }
        }
    }

    fn cover(&mut self, text: &str) -> io::Result<bool> {
        self.show(&sanitize_for_terminal(text))?;
        let prompt = Prompt {
            l: self.l,
            deadline: None,
        };
        let choices = [self.l.text("exam-start"), self.l.text("exam-not-now")];
        Ok(self.answer(prompt.select("", &choices))? == Some(0))
    }

    fn feedback(
        &mut self,
        instance: &Instance,
        response: &Response,
        grade: Grade,
    ) -> io::Result<bool> {
        // Already without control characters: the colour goes around clean text, wrapped
        // before it is coloured.
        let text = feedback_text(instance, response, grade, self.l);
        let text = fit(&text, &self.term).into_owned();
        let styled = match (self.colour, grade) {
            (false, _) => text,
            (true, Grade::Right) => style(text).green().to_string(),
            (true, Grade::Wrong) => style(text).red().to_string(),
        };
        self.term.write_line(&styled)?;
        self.offer_article(instance)
    }

    fn warn(&mut self, text: &str) -> io::Result<()> {
        let said = format!("weiqi-quiz: {}\n", sanitize_for_terminal(text));
        io::stderr().write_all(fit(&said, &self.term).as_bytes())
    }

    fn self_mark(
        &mut self,
        instance: &Instance,
        typed: &str,
        number: usize,
        total: usize,
    ) -> io::Result<Option<bool>> {
        if self.interrupted {
            return Ok(None);
        }
        let head = self_mark_head(instance, number, total, self.l);
        self.show_line(&head)?;
        self.mark(instance, typed)
    }
}
