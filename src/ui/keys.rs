//! Prompts read key by key in raw mode (crossterm): a deadline ticks on screen and ends
//! a prompt mid-answer, and Ctrl-C is a key, so the session can sum up before it exits.
//! Drawn on stderr and redrawn in place by the screen rows the lines take (wide
//! characters count two columns); long lines are wrapped first, as Chinese is set.

use std::io::{self, Write};
use std::time::{Duration, Instant};

use console::{measure_text_width, strip_ansi_codes};
use crossterm::event::{self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use crossterm::terminal;

use crate::bank::instance::letter;
use crate::i18n::{Arg, Localizer};
use crate::text::sanitize_for_terminal;
use crate::text::wrap::wrap;

use super::clock_text;

/// How often the clock is looked at; it is redrawn when the second shown changes.
const TICK: Duration = Duration::from_millis(200);

/// Why a prompt ended without an answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ended {
    /// Escape (or `q` in a list).
    Stopped,
    /// Ctrl-C.
    Interrupted,
    TimeUp,
}

/// What a key did.
enum Step<T> {
    Answer(T),
    Stop,
}

/// A prompt's lines and keys.
trait Widget {
    type Answer;
    fn lines(&self) -> Vec<String>;
    fn key(&mut self, key: KeyEvent) -> Option<Step<Self::Answer>>;
    /// Lists hide the cursor; typed input shows it.
    fn hides_cursor(&self) -> bool;
}

/// Raw mode for as long as it lives; the terminal and the cursor come back on drop,
/// whatever way the prompt is left.
struct Raw;

impl Raw {
    fn on() -> io::Result<Raw> {
        terminal::enable_raw_mode()?;
        Ok(Raw)
    }
}

impl Drop for Raw {
    fn drop(&mut self) {
        let _ = terminal::disable_raw_mode();
        let _ = io::stderr().write_all(b"\x1b[?25h");
        let _ = io::stderr().flush();
    }
}

/// The screen rows `line` takes `cols` columns wide: a wide character that does not
/// fit at the end of a row starts the next one.
pub fn screen_rows(line: &str, cols: usize) -> usize {
    let cols = cols.max(1);
    let plain = strip_ansi_codes(line);
    let (mut rows, mut col) = (1, 0);
    let mut buf = [0; 4];
    for c in plain.chars() {
        let w = measure_text_width(c.encode_utf8(&mut buf));
        if col + w > cols {
            rows += 1;
            col = 0;
        }
        col += w;
    }
    rows
}

/// `lines` wrapped to `cols` columns, one screen line each (an option's text goes on
/// under itself, past its pointer and mark).
fn laid_out(lines: &[String], cols: usize) -> Vec<String> {
    lines
        .iter()
        .flat_map(|line| {
            wrap(line, cols)
                .split('\n')
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The lines last drawn, so they can be drawn over.
#[derive(Default)]
struct Region {
    rows: usize,
}

impl Region {
    /// Back to the first row drawn, and everything below cleared.
    fn rewind(&self, out: &mut String) {
        out.push('\r');
        if self.rows > 1 {
            out.push_str(&format!("\x1b[{}A", self.rows - 1));
        }
        out.push_str("\x1b[J");
    }

    fn draw(&mut self, lines: &[String]) -> io::Result<()> {
        let cols = terminal::size().map_or(80, |(c, _)| usize::from(c));
        let lines = laid_out(lines, cols);
        let mut out = String::new();
        self.rewind(&mut out);
        out.push_str(&lines.join("\r\n"));
        self.rows = lines.iter().map(|l| screen_rows(l, cols)).sum();
        let mut err = io::stderr().lock();
        err.write_all(out.as_bytes())?;
        err.flush()
    }

    /// Leaves the cursor at the start of an empty line where the prompt was.
    fn clear(&mut self) -> io::Result<()> {
        let mut out = String::new();
        self.rewind(&mut out);
        self.rows = 0;
        let mut err = io::stderr().lock();
        err.write_all(out.as_bytes())?;
        err.flush()
    }
}

/// Prompts with an optional deadline, its time left shown above the prompt.
pub struct Prompt<'a> {
    pub l: &'a Localizer,
    pub deadline: Option<Instant>,
}

impl Prompt<'_> {
    /// One of `items` (an index).
    pub fn select(&self, prompt: &str, items: &[String]) -> io::Result<Result<usize, Ended>> {
        let picked = self.run(List::new(prompt, items, false))?;
        Ok(picked.map(|marked| marked.first().copied().unwrap_or(0)))
    }

    /// One of a choice's `options`, shown with letters that can be typed.
    pub fn select_lettered(
        &self,
        prompt: &str,
        options: &[String],
    ) -> io::Result<Result<usize, Ended>> {
        let picked = self.run(List::lettered(prompt, options, false))?;
        Ok(picked.map(|marked| marked.first().copied().unwrap_or(0)))
    }

    /// Any of a choice's `options`, shown with letters; a typed letter marks its option.
    pub fn select_several_lettered(
        &self,
        prompt: &str,
        options: &[String],
    ) -> io::Result<Result<Vec<usize>, Ended>> {
        self.run(List::lettered(prompt, options, true))
    }

    /// True or false (`items` in that order), also by typing 对/错, t/f, y/n, √/×.
    pub fn select_true_false(
        &self,
        prompt: &str,
        items: &[String; 2],
    ) -> io::Result<Result<bool, Ended>> {
        let list = List {
            shortcuts: vec![
                vec!['t', 'y', '对', '對', '是', '√', '✓'],
                vec!['f', 'n', '错', '錯', '否', '×', '✗'],
            ],
            ..List::new(prompt, items, false)
        };
        let picked = self.run(list)?;
        Ok(picked.map(|marked| marked.first() == Some(&0)))
    }

    /// Any of `items`, marked with Space (indices, in order).
    pub fn select_several(
        &self,
        prompt: &str,
        items: &[String],
    ) -> io::Result<Result<Vec<usize>, Ended>> {
        self.run(List::new(prompt, items, true))
    }

    /// A typed line; empty only when `allow_empty`.
    pub fn text(&self, prompt: &str, allow_empty: bool) -> io::Result<Result<String, Ended>> {
        self.run(Typed {
            prompt: prompt.to_string(),
            text: String::new(),
            allow_empty,
        })
    }

    fn run<W: Widget>(&self, mut widget: W) -> io::Result<Result<W::Answer, Ended>> {
        let raw = Raw::on()?;
        if widget.hides_cursor() {
            io::stderr().write_all(b"\x1b[?25l")?;
        }
        let mut region = Region::default();
        let mut shown: Option<Vec<String>> = None;
        let result = loop {
            let now = Instant::now();
            let mut lines = Vec::new();
            if let Some(deadline) = self.deadline {
                if now >= deadline {
                    break Err(Ended::TimeUp);
                }
                let left = Arg::from(clock_text(deadline - now));
                lines.push(self.l.format("quiz-time-left", &[("time", left)]));
            }
            lines.extend(widget.lines());
            if shown.as_ref() != Some(&lines) {
                region.draw(&lines)?;
                shown = Some(lines);
            }
            if !event::poll(TICK)? {
                continue;
            }
            match event::read()? {
                Event::Key(key) if key.kind != KeyEventKind::Release => {
                    if key.modifiers.contains(KeyModifiers::CONTROL)
                        && key.code == KeyCode::Char('c')
                    {
                        break Err(Ended::Interrupted);
                    }
                    // Keys typed before raw mode was on come as a line the terminal ended
                    // with LF, which raw mode reads as Ctrl-J: it was an Enter.
                    let key = if key.modifiers.contains(KeyModifiers::CONTROL)
                        && key.code == KeyCode::Char('j')
                    {
                        KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE)
                    } else {
                        key
                    };
                    match widget.key(key) {
                        Some(Step::Answer(answer)) => break Ok(answer),
                        Some(Step::Stop) => break Err(Ended::Stopped),
                        None => {}
                    }
                }
                // The old rows no longer match the new width: draw again.
                Event::Resize(..) => shown = None,
                _ => {}
            }
        };
        region.clear()?;
        drop(raw);
        Ok(result)
    }
}

/// A list to choose from, one or several.
struct List {
    prompt: String,
    items: Vec<String>,
    at: usize,
    marked: Option<Vec<bool>>,
    /// Per item, the keys that go to it (a choice's letter, 对 or t for true).
    shortcuts: Vec<Vec<char>>,
}

impl List {
    fn new(prompt: &str, items: &[String], several: bool) -> List {
        List {
            prompt: prompt.to_string(),
            items: items.to_vec(),
            at: 0,
            marked: several.then(|| vec![false; items.len()]),
            shortcuts: Vec::new(),
        }
    }

    /// A choice's options shown as `A. …`, each reached by typing its letter.
    fn lettered(prompt: &str, items: &[String], several: bool) -> List {
        let shown: Vec<String> = items
            .iter()
            .enumerate()
            .map(|(i, item)| format!("{}. {item}", letter(i)))
            .collect();
        List {
            shortcuts: (0..items.len())
                .map(|i| vec![letter(i), letter(i).to_ascii_lowercase()])
                .collect(),
            ..List::new(prompt, &shown, several)
        }
    }

    /// The item a typed character goes to.
    fn shortcut(&self, c: char) -> Option<usize> {
        self.shortcuts.iter().position(|keys| keys.contains(&c))
    }
}

impl Widget for List {
    type Answer = Vec<usize>;

    fn lines(&self) -> Vec<String> {
        let mut lines: Vec<String> = (!self.prompt.is_empty())
            .then(|| self.prompt.clone())
            .into_iter()
            .collect();
        for (i, item) in self.items.iter().enumerate() {
            let pointer = if i == self.at { '>' } else { ' ' };
            let line = match &self.marked {
                None => format!("{pointer} {item}"),
                Some(marked) => {
                    let mark = if marked[i] { 'x' } else { ' ' };
                    format!("{pointer} [{mark}] {item}")
                }
            };
            lines.push(line);
        }
        lines
    }

    fn key(&mut self, key: KeyEvent) -> Option<Step<Vec<usize>>> {
        let n = self.items.len().max(1);
        // A typed letter (or 对/错) goes to its item, marks it among several; Enter answers.
        if let KeyCode::Char(c) = key.code
            && let Some(i) = self.shortcut(c)
        {
            self.at = i;
            if let Some(mark) = self.marked.as_mut().and_then(|m| m.get_mut(i)) {
                *mark = !*mark;
            }
            return None;
        }
        match key.code {
            KeyCode::Up | KeyCode::Char('k') => self.at = (self.at + n - 1) % n,
            KeyCode::Down | KeyCode::Char('j') | KeyCode::Tab => self.at = (self.at + 1) % n,
            KeyCode::Home => self.at = 0,
            KeyCode::End => self.at = n - 1,
            KeyCode::Char(' ') => {
                if let Some(mark) = self.marked.as_mut().and_then(|m| m.get_mut(self.at)) {
                    *mark = !*mark;
                }
            }
            KeyCode::Enter => {
                return Some(Step::Answer(match &self.marked {
                    None => vec![self.at],
                    Some(marked) => (0..marked.len()).filter(|&i| marked[i]).collect(),
                }));
            }
            KeyCode::Esc | KeyCode::Char('q') => return Some(Step::Stop),
            _ => {}
        }
        None
    }

    fn hides_cursor(&self) -> bool {
        true
    }
}

/// A typed line, edited at its end: Backspace takes off a whole character (一, ¼).
struct Typed {
    prompt: String,
    text: String,
    allow_empty: bool,
}

impl Widget for Typed {
    type Answer = String;

    fn lines(&self) -> Vec<String> {
        // Pasted text may hold anything: nothing typed drives the terminal.
        vec![format!(
            "{}: {}",
            self.prompt,
            sanitize_for_terminal(&self.text)
        )]
    }

    fn key(&mut self, key: KeyEvent) -> Option<Step<String>> {
        match key.code {
            KeyCode::Enter if self.allow_empty || !self.text.trim().is_empty() => {
                return Some(Step::Answer(std::mem::take(&mut self.text)));
            }
            KeyCode::Backspace => {
                self.text.pop();
            }
            KeyCode::Char('u') if key.modifiers.contains(KeyModifiers::CONTROL) => {
                self.text.clear();
            }
            KeyCode::Char(c)
                if !c.is_control()
                    && !key
                        .modifiers
                        .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT) =>
            {
                self.text.push(c);
            }
            KeyCode::Esc => return Some(Step::Stop),
            _ => {}
        }
        None
    }

    fn hides_cursor(&self) -> bool {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_count_wide_characters_and_wrapping() {
        assert_eq!(screen_rows("", 80), 1);
        assert_eq!(screen_rows(&"a".repeat(80), 80), 1);
        assert_eq!(screen_rows(&"a".repeat(81), 80), 2);
        // 40 CJK characters fill 80 columns; a 41st wraps.
        assert_eq!(screen_rows(&"黑".repeat(40), 80), 1);
        assert_eq!(screen_rows(&"黑".repeat(41), 80), 2);
        // One column left at the end of a row: the wide character goes to the next.
        assert_eq!(screen_rows(&format!("{}黑", "a".repeat(79)), 80), 2);
        assert_eq!(screen_rows("\x1b[31mred\x1b[0m", 80), 1);
    }

    #[test]
    fn options_are_laid_out_under_their_text() {
        let items = [
            "黑方在Q4、Q5两点各下一子，白方提掉Q4的黑子".to_string(),
            "黑负1又1/4子".to_string(),
        ];
        let mut list = List::new("选一项", &items, true);
        list.key(press(KeyCode::Char(' ')));
        assert_eq!(
            laid_out(&list.lines(), 24),
            [
                "选一项",
                "> [x] 黑方在Q4、Q5两点各",
                "      下一子，白方提掉Q4",
                "      的黑子",
                "  [ ] 黑负1又1/4子",
            ]
        );
    }

    fn press(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    #[test]
    fn backspace_takes_off_a_whole_character() {
        let mut typed = Typed {
            prompt: "p".into(),
            text: String::new(),
            allow_empty: false,
        };
        assert!(typed.key(press(KeyCode::Enter)).is_none(), "empty");
        for c in "黑负1又1/4子子".chars() {
            assert!(typed.key(press(KeyCode::Char(c))).is_none());
        }
        typed.key(press(KeyCode::Backspace));
        assert_eq!(typed.lines(), ["p: 黑负1又1/4子"]);
        match typed.key(press(KeyCode::Enter)) {
            Some(Step::Answer(text)) => assert_eq!(text, "黑负1又1/4子"),
            _ => panic!("an answer"),
        }
    }

    #[test]
    fn typed_letters_and_words_pick_their_items() {
        let options = ["x".to_string(), "y".to_string(), "z".to_string()];
        let mut one = List::lettered("p", &options, false);
        assert_eq!(one.lines(), ["p", "> A. x", "  B. y", "  C. z"]);
        assert!(one.key(press(KeyCode::Char('b'))).is_none());
        assert!(matches!(one.key(press(KeyCode::Enter)), Some(Step::Answer(v)) if v == [1]));
        let mut several = List::lettered("p", &options, true);
        several.key(press(KeyCode::Char('C')));
        several.key(press(KeyCode::Char('a')));
        assert!(matches!(several.key(press(KeyCode::Enter)), Some(Step::Answer(v)) if v == [0, 2]));
        // A key that is no item's letter still moves or stops.
        let mut list = List::lettered("p", &options, false);
        assert!(matches!(
            list.key(press(KeyCode::Char('q'))),
            Some(Step::Stop)
        ));
    }

    #[test]
    fn lists_move_mark_and_stop() {
        let items = ["a".to_string(), "b".to_string(), "c".to_string()];
        let mut list = List::new("pick", &items, true);
        list.key(press(KeyCode::Up));
        list.key(press(KeyCode::Char(' ')));
        list.key(press(KeyCode::Down));
        list.key(press(KeyCode::Char(' ')));
        assert_eq!(list.lines()[1], "> [x] a");
        match list.key(press(KeyCode::Enter)) {
            Some(Step::Answer(marked)) => assert_eq!(marked, [0, 2]),
            _ => panic!("an answer"),
        }
        assert!(matches!(list.key(press(KeyCode::Esc)), Some(Step::Stop)));
    }
}
