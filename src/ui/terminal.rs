//! The interactive front end: choices by selection (several where more than one is
//! right), typed answers by input, boards in colour. Prompts are drawn on stderr so
//! stdout stays clean.

use std::io::{self, Write};
use std::time::Instant;

use console::{Term, style};
use dialoguer::{Input, MultiSelect, Select};

use crate::bank::instance::{Grade, Instance, Presentation, Response};
use crate::i18n::Localizer;
use crate::quiz::session::{Progress, Prompter};
use crate::text::sanitize_for_terminal;

use super::board::draw;
use super::{feedback_text, hint, not_an_answer, open_answers, question_head, replay_frames};

pub struct Terminal<'a> {
    pub term: Term,
    pub l: &'a Localizer,
    pub colour: bool,
}

/// Escape or `q` in a prompt, or an interrupted read, stops the session.
fn stopped<T>(result: dialoguer::Result<Option<T>>) -> io::Result<Option<T>> {
    match result {
        Ok(value) => Ok(value),
        Err(dialoguer::Error::IO(e)) if e.kind() == io::ErrorKind::Interrupted => Ok(None),
        Err(dialoguer::Error::IO(e)) => Err(e),
    }
}

impl Terminal<'_> {
    fn typed(&self, prompt: &str, allow_empty: bool) -> io::Result<Option<String>> {
        let result = Input::<String>::new()
            .with_prompt(prompt)
            .allow_empty(allow_empty)
            .report(false)
            .interact_text_on(&self.term);
        stopped(result.map(Some))
    }
}

impl Prompter for Terminal<'_> {
    fn ask(
        &mut self,
        instance: &Instance,
        progress: &Progress,
        _deadline: Option<Instant>,
    ) -> io::Result<Option<Response>> {
        let head = question_head(instance, progress, self.l, self.colour);
        self.term.write_str(&head)?;
        if let Some(record) = &instance.replay {
            let steps = [
                self.l.text("quiz-replay-next"),
                self.l.text("quiz-replay-stop"),
            ];
            for frame in replay_frames(record, self.l) {
                self.term.write_line(&sanitize_for_terminal(&frame.text))?;
                self.term.write_str(&draw(&frame.figure, self.colour))?;
                let picked = Select::new()
                    .items(&steps)
                    .default(0)
                    .report(false)
                    .interact_on_opt(&self.term);
                match stopped(picked)? {
                    None => return Ok(None),
                    Some(1) => return Ok(Some(Response::Text(vec![frame.number.to_string()]))),
                    Some(_) => {}
                }
            }
            self.term.write_line(&self.l.text("quiz-replay-end"))?;
        }
        let hint = hint(instance, self.l);
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
                let picked = Select::new()
                    .with_prompt(self.l.text("quiz-pick-one"))
                    .items(clean(options))
                    .default(0)
                    .report(false)
                    .interact_on_opt(&self.term);
                Ok(stopped(picked)?.map(|i| Response::Choice(vec![i])))
            }
            Presentation::Choice {
                options,
                multiple: true,
            } => {
                let picked = MultiSelect::new()
                    .with_prompt(self.l.text("quiz-pick-several"))
                    .items(clean(options))
                    .report(false)
                    .interact_on_opt(&self.term);
                Ok(stopped(picked)?.map(Response::Choice))
            }
            Presentation::TrueFalse => {
                let picked = Select::new()
                    .with_prompt(self.l.text("quiz-pick-one"))
                    .items([self.l.text("answer-true"), self.l.text("answer-false")])
                    .default(0)
                    .report(false)
                    .interact_on_opt(&self.term);
                Ok(stopped(picked)?.map(|i| Response::Bool(i == 0)))
            }
            Presentation::Input { .. } => loop {
                let Some(line) = self.typed(&hint, false)? else {
                    return Ok(None);
                };
                match instance.read_or_why(&line) {
                    Ok(response) => return Ok(Some(response)),
                    Err(why) => self
                        .term
                        .write_line(&not_an_answer(instance, why, self.l))?,
                }
            },
            Presentation::Open => {
                let Some(typed) = self.typed(&hint, true)? else {
                    return Ok(None);
                };
                // The prompt clears itself: the answer stays on screen beside the model.
                self.term
                    .write_line(&open_answers(instance, &typed, self.l))?;
                // Typed, so 对/错, 是/否, √/× and y/n all grade.
                loop {
                    let Some(line) = self.typed(&self.l.text("quiz-self-grade"), false)? else {
                        return Ok(None);
                    };
                    if let Some(response) = instance.read(&line) {
                        return Ok(Some(response));
                    }
                }
            }
        }
    }

    fn feedback(
        &mut self,
        instance: &Instance,
        response: &Response,
        grade: Grade,
    ) -> io::Result<()> {
        // Already without control characters: the colour goes around clean text.
        let text = feedback_text(instance, response, grade, self.l);
        let styled = match (self.colour, grade) {
            (false, _) => text,
            (true, Grade::Right) => style(text).green().to_string(),
            (true, Grade::Wrong) => style(text).red().to_string(),
        };
        self.term.write_line(&styled)
    }

    fn warn(&mut self, text: &str) -> io::Result<()> {
        writeln!(io::stderr(), "weiqi-quiz: {}", sanitize_for_terminal(text))
    }
}
