//! Plain mode: questions as text with lettered options, one answer a line from stdin.
//! Used without a terminal, with `--plain`, in tests and over SSH.

use std::io::{self, IsTerminal, Write};
use std::sync::mpsc::{Receiver, channel};
use std::time::Instant;

use crate::bank::answer::Unreadable;
use crate::bank::instance::{Grade, Instance, Presentation, Response};
use crate::files::{Line, read_line, size_text};
use crate::i18n::{Arg, Localizer};
use crate::quiz::session::{Progress, Prompter};
use crate::text::sanitize_for_terminal;
use crate::text::wrap::wrap;

use super::board::draw;
use super::{
    Step, feedback_text, hint, is_stop, not_an_answer, open_answers, options_text, question_head,
    replay_frames, self_mark_head,
};

/// Lines of standard input, read on their own thread so an exam's deadline can cut a
/// wait short. `None` at the end of input.
pub struct Lines {
    lines: Receiver<Input>,
}

/// The longest answer line read; the rest of a longer line is dropped unread.
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// One line of input, or word that a line was too long to be an answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Input {
    Line(String),
    TooLong,
}

impl Lines {
    pub fn stdin() -> Lines {
        let (send, lines) = channel();
        std::thread::spawn(move || {
            let stdin = io::stdin();
            let mut reader = stdin.lock();
            let mut buffer = Vec::new();
            loop {
                let input = match read_line(&mut reader, &mut buffer, MAX_LINE_BYTES) {
                    Ok(Line::End) | Err(_) => break,
                    Ok(Line::TooLong) => Input::TooLong,
                    Ok(Line::Whole) => Input::Line(
                        String::from_utf8_lossy(&buffer)
                            .trim_end_matches('\r')
                            .to_string(),
                    ),
                };
                if send.send(input).is_err() {
                    break;
                }
            }
        });
        Lines { lines }
    }

    /// The next line, or `None` at the end of input or when `deadline` passes.
    pub fn next(&self, deadline: Option<Instant>) -> Option<Input> {
        match deadline {
            None => self.lines.recv().ok(),
            Some(deadline) => {
                let wait = deadline.saturating_duration_since(Instant::now());
                self.lines.recv_timeout(wait).ok()
            }
        }
    }
}

pub struct Plain<'a, W: Write> {
    pub out: W,
    pub lines: &'a Lines,
    pub l: &'a Localizer,
    /// The columns lines are wrapped to ([`super::columns`]); `None`: not wrapped.
    pub width: Option<usize>,
}

impl<W: Write> Plain<'_, W> {
    /// Every text goes out through here: nothing from the bank can drive the terminal,
    /// and lines are laid out for the width.
    fn put(&mut self, text: &str) -> io::Result<()> {
        let clean = sanitize_for_terminal(text);
        match self.width {
            Some(width) => self.out.write_all(wrap(&clean, width).as_bytes()),
            None => self.out.write_all(clean.as_bytes()),
        }
    }

    fn read(&mut self, deadline: Option<Instant>) -> io::Result<Option<String>> {
        loop {
            self.put("> ")?;
            self.out.flush()?;
            let input = self.lines.next(deadline);
            // Echo a newline so the transcript stays readable when input is piped.
            self.put("\n")?;
            match input {
                Some(Input::Line(line)) => return Ok(Some(line)),
                None => return Ok(None),
                Some(Input::TooLong) => {
                    let limit = Arg::from(size_text(MAX_LINE_BYTES as u64));
                    let said = self.l.format("plain-line-too-long", &[("limit", limit)]);
                    self.put(&format!("{said}\n"))?;
                }
            }
        }
    }
}

impl<W: Write> Plain<'_, W> {
    /// `typed` beside the model answer, then right or wrong as its writer says.
    fn mark(
        &mut self,
        instance: &Instance,
        typed: &str,
        deadline: Option<Instant>,
    ) -> io::Result<Option<bool>> {
        self.put(&format!(
            "{}\n{}\n",
            open_answers(instance, typed, self.l),
            self.l.text("quiz-self-grade")
        ))?;
        loop {
            let Some(grade) = self.read(deadline)? else {
                return Ok(None);
            };
            if let Some(Response::SelfGraded(right)) = instance.read(&grade) {
                return Ok(Some(right));
            }
            self.put(&format!("{}\n", self.l.text("quiz-self-grade")))?;
        }
    }
}

impl<W: Write> Prompter for Plain<'_, W> {
    fn ask(
        &mut self,
        instance: &Instance,
        progress: &Progress,
        deadline: Option<Instant>,
    ) -> io::Result<Option<Response>> {
        self.put(&question_head(instance, progress, self.l, false))?;
        self.put(&options_text(instance))?;
        if let Some(record) = &instance.replay {
            let hint = self.l.text("quiz-replay-hint");
            let mut frames = replay_frames(record, self.l).peekable();
            let mut going = Step::Next;
            while let Some(frame) = frames.next() {
                // Passed over on the way to a capture or a move number; the last is shown.
                if !going.reached(&frame) && frames.peek().is_some() {
                    continue;
                }
                self.put(&format!(
                    "{}\n{}({hint})\n",
                    frame.text,
                    draw(&frame.figure, false)
                ))?;
                let Some(line) = self.read(deadline)? else {
                    return Ok(None);
                };
                going = match Step::read(&line) {
                    Some(Step::Stop) => {
                        return Ok(Some(Response::Text(vec![frame.number.to_string()])));
                    }
                    Some(step) => step,
                    None => match instance.read(&line) {
                        Some(response) => return Ok(Some(response)),
                        None => Step::Next,
                    },
                };
            }
            self.put(&format!("{}\n", self.l.text("quiz-replay-end")))?;
        }
        let hint = hint(instance, self.l);
        self.put(&format!("({hint})\n"))?;
        // A pairing typed a board a line: the lines so far, handed in by an empty line.
        let mut so_far = String::new();
        loop {
            let Some(line) = self.read(deadline)? else {
                return Ok(None);
            };
            if !so_far.is_empty() {
                let read = if line.trim().is_empty() {
                    instance.read_handed_in(&so_far)
                } else {
                    instance.read_or_why(&format!("{so_far}\n{line}"))
                };
                if let Err(Unreadable::Partial { .. }) = read {
                    so_far = format!("{so_far}\n{line}");
                }
                match read {
                    Ok(response) => return Ok(Some(response)),
                    Err(why) => {
                        let again = not_an_answer(instance, why, self.l);
                        self.put(&format!("{again}\n"))?;
                    }
                }
                continue;
            }
            if instance.presentation == Presentation::Open {
                // Any text is an answer; then it beside the model answer, and a self-grade.
                if !progress.mark_now {
                    return Ok(Some(Response::Text(vec![line])));
                }
                return Ok(self
                    .mark(instance, &line, deadline)?
                    .map(Response::SelfGraded));
            }
            match instance.read_or_why(&line) {
                Ok(response) => return Ok(Some(response)),
                Err(why @ Unreadable::Partial { .. }) => {
                    so_far = line;
                    let more = not_an_answer(instance, why, self.l);
                    self.put(&format!("{more}\n"))?;
                }
                Err(why) => {
                    let again = not_an_answer(instance, why, self.l);
                    self.put(&format!("{again}\n"))?;
                }
            }
        }
    }

    fn feedback(
        &mut self,
        instance: &Instance,
        response: &Response,
        grade: Grade,
    ) -> io::Result<bool> {
        self.put(&format!(
            "{}\n",
            feedback_text(instance, response, grade, self.l)
        ))?;
        Ok(true)
    }

    fn warn(&mut self, text: &str) -> io::Result<()> {
        let said = format!("weiqi-quiz: {}\n", sanitize_for_terminal(text));
        io::stderr().write_all(super::fit(&said, &console::Term::stderr()).as_bytes())
    }

    /// A person at a terminal starts with Enter; a script's answers start at once.
    fn cover(&mut self, text: &str) -> io::Result<bool> {
        self.put(text)?;
        if !io::stdin().is_terminal() {
            return Ok(true);
        }
        self.put(&format!("({})\n", self.l.text("exam-start-plain")))?;
        Ok(self.read(None)?.is_some_and(|line| !is_stop(&line)))
    }

    fn self_mark(
        &mut self,
        instance: &Instance,
        typed: &str,
        number: usize,
        total: usize,
    ) -> io::Result<Option<bool>> {
        let head = self_mark_head(instance, number, total, self.l);
        self.put(&format!("{head}\n"))?;
        self.mark(instance, typed, None)
    }
}
