//! The Go Text Protocol, version 2, so that Go tools can use the engine as a referee.
//!
//! [`Gtp::execute`] takes one line and returns the response text; the loop that reads
//! stdin and writes stdout is the binary's (`cli/referee.rs`); it reads at most
//! [`MAX_LINE_BYTES`] of a line and hands over bytes, which [`Gtp::execute_bytes`]
//! answers. A front end: it may use `rules` (and the leaf `files`).

use rand::SeedableRng;
use rand::rngs::ChaCha8Rng;

use crate::files::read_limited;
use crate::rules::game::{HandicapError, fixed_handicap_points};
use crate::rules::ruleset::Ties;
use crate::rules::score::{Outcome, area};
use crate::rules::{Board, Color, Game, Move, MoveRules, Point, Stones, diagram, sgf};

/// Every command this engine knows, as `list_commands` answers.
pub const COMMANDS: &[&str] = &[
    "protocol_version",
    "name",
    "version",
    "known_command",
    "list_commands",
    "quit",
    "boardsize",
    "clear_board",
    "komi",
    "play",
    "genmove",
    "undo",
    "showboard",
    "is_legal",
    "all_legal",
    "captures",
    "list_stones",
    "final_score",
    "loadsgf",
    "fixed_handicap",
    "set_free_handicap",
];

/// The longest line a session reads; the rest of a longer line is dropped unread.
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// A GTP session: one game, its komi and the random player's generator.
pub struct Gtp {
    game: Game,
    rules: MoveRules,
    komi: Stones,
    rng: ChaCha8Rng,
    quit: bool,
}

type Reply = Result<String, String>;

impl Gtp {
    /// A session with no komi until `komi` sets one.
    pub fn new(rules: MoveRules, seed: u64) -> Gtp {
        Gtp {
            game: Game::new(new_board(19), rules),
            rules,
            komi: Stones::ZERO,
            rng: ChaCha8Rng::seed_from_u64(seed),
            quit: false,
        }
    }

    /// True once `quit` has been answered.
    /// Starts with this komi, as if `komi` had been sent.
    pub fn with_komi(mut self, komi: Stones) -> Gtp {
        self.komi = komi;
        self
    }

    pub fn finished(&self) -> bool {
        self.quit
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Answers one line as it came in: a line that is not UTF-8 before its comment gets
    /// an error (its id kept, where it can be read) instead of a guess at what it says.
    pub fn execute_bytes(&mut self, line: &[u8]) -> Option<String> {
        match std::str::from_utf8(line) {
            Ok(text) => self.execute(text),
            Err(e) => {
                let text = String::from_utf8_lossy(line);
                let command = text.split('#').next().unwrap_or("");
                if command.contains(char::REPLACEMENT_CHARACTER) {
                    Some(error_reply(
                        &text,
                        &format!("invalid UTF-8 at byte {}", e.valid_up_to() + 1),
                    ))
                } else {
                    self.execute(&text)
                }
            }
        }
    }

    /// The answer to a line longer than [`MAX_LINE_BYTES`], given its first bytes (the
    /// rest is not read into memory).
    pub fn too_long(&self, start: &[u8]) -> String {
        error_reply(
            &String::from_utf8_lossy(start),
            &format!(
                "line longer than {}, not executed",
                crate::files::size_text(MAX_LINE_BYTES as u64)
            ),
        )
    }

    /// Answers one line of input, or `None` for a line that is empty or a comment.
    pub fn execute(&mut self, line: &str) -> Option<String> {
        let cleaned = clean(line);
        let (id, mut words) = split_id(&cleaned)?;
        let reply = match words.next() {
            None => Err("missing command".to_string()),
            Some(command) => {
                let args: Vec<&str> = words.collect();
                self.dispatch(command, &args)
            }
        };
        Some(match reply {
            Ok(text) => format!("={id} {text}\n\n"),
            Err(text) => format!("?{id} {text}\n\n"),
        })
    }

    fn dispatch(&mut self, command: &str, args: &[&str]) -> Reply {
        match command {
            "protocol_version" => Ok("2".into()),
            "name" => Ok("weiqi-quiz".into()),
            "version" => Ok(env!("CARGO_PKG_VERSION").into()),
            "known_command" => {
                let name = one_arg(args)?;
                Ok(COMMANDS.contains(&name).to_string())
            }
            "list_commands" => Ok(COMMANDS.join("\n")),
            "quit" => {
                self.quit = true;
                Ok(String::new())
            }
            "boardsize" => {
                let size: u8 = one_arg(args)?
                    .parse()
                    .map_err(|_| "boardsize not an integer".to_string())?;
                let board = Board::new(size).map_err(|_| "unacceptable size".to_string())?;
                self.game = Game::new(board, self.rules);
                Ok(String::new())
            }
            "clear_board" => {
                self.game = Game::new(new_board(self.size()), self.rules);
                Ok(String::new())
            }
            "komi" => {
                self.komi = parse_komi(one_arg(args)?)?;
                Ok(String::new())
            }
            "play" => {
                let (color, mv) = self.color_and_move(args)?;
                self.game
                    .play(color, mv)
                    .map(|_| String::new())
                    .map_err(|_| "illegal move".to_string())
            }
            "genmove" => {
                let color = color_arg(one_arg(args)?)?;
                let mv = self.game.random_move(color, &mut self.rng);
                self.game
                    .play(color, mv)
                    .map_err(|e| format!("internal error: {e}"))?;
                Ok(mv.to_gtp(self.size()))
            }
            "undo" => {
                if self.game.undo() {
                    Ok(String::new())
                } else {
                    Err("cannot undo".into())
                }
            }
            "showboard" => Ok(format!(
                "\n{}",
                diagram::render(self.game.board()).trim_end()
            )),
            "is_legal" => {
                let (color, mv) = self.color_and_move(args)?;
                let legal = match mv {
                    Move::Pass => true,
                    Move::Play(p) => self.game.check(color, p).is_ok(),
                };
                Ok(if legal { "1" } else { "0" }.into())
            }
            "all_legal" => {
                let color = color_arg(one_arg(args)?)?;
                Ok(self.vertices(self.game.legal_points(color)))
            }
            "captures" => {
                let color = color_arg(one_arg(args)?)?;
                Ok(self.game.board().captures(color).to_string())
            }
            "list_stones" => {
                let color = color_arg(one_arg(args)?)?;
                let board = self.game.board();
                let stones = board.points().filter(|&p| board.get(p) == Some(color));
                Ok(self.vertices(stones.collect()))
            }
            "final_score" => Ok(self.final_score()),
            "loadsgf" => self.load_sgf(args),
            "fixed_handicap" => {
                let stones: usize = one_arg(args)?
                    .parse()
                    .map_err(|_| "handicap not an integer".to_string())?;
                let points = fixed_handicap_points(self.size(), stones)
                    .map_err(|_| "invalid handicap".to_string())?;
                self.place_handicap(&points)
            }
            "set_free_handicap" => {
                let points = args
                    .iter()
                    .map(|a| Point::from_gtp(a, self.size()))
                    .collect::<Result<Vec<_>, _>>()
                    .map_err(|_| "bad vertex list".to_string())?;
                self.place_handicap(&points).map(|_| String::new())
            }
            _ => Err("unknown command".into()),
        }
    }

    fn size(&self) -> u8 {
        self.game.board().size()
    }

    fn vertices(&self, points: Vec<Point>) -> String {
        let size = self.size();
        points
            .into_iter()
            .map(|p| p.to_gtp(size))
            .collect::<Vec<_>>()
            .join(" ")
    }

    fn color_and_move(&self, args: &[&str]) -> Result<(Color, Move), String> {
        let [color, vertex] = args else {
            return Err("syntax error: expected a colour and a vertex".into());
        };
        let color = color_arg(color)?;
        let mv = Move::from_gtp(vertex, self.size()).map_err(|_| "invalid vertex".to_string())?;
        Ok((color, mv))
    }

    fn place_handicap(&mut self, points: &[Point]) -> Reply {
        let mut distinct = points.to_vec();
        distinct.sort();
        distinct.dedup();
        if distinct.len() != points.len() {
            return Err("bad vertex list".into());
        }
        self.game.place_handicap(points).map_err(|e| match e {
            HandicapError::BoardNotEmpty => "board not empty".to_string(),
            HandicapError::NoRoom { max, .. } => {
                format!("invalid handicap: at most {max} stones on this board")
            }
            _ => "invalid handicap".to_string(),
        })?;
        Ok(self.vertices(points.to_vec()))
    }

    /// Area score of the position as it stands, every stone alive, minus komi.
    fn final_score(&self) -> String {
        let a = area(self.game.board());
        let difference = i64::from(a.of(Color::Black)) - i64::from(a.of(Color::White));
        // A point of difference is half a stone.
        let margin = Stones::from_half_points(2 * difference) - self.komi;
        Outcome::from_black_margin(margin, Ties::Draw).points_notation()
    }

    fn load_sgf(&mut self, args: &[&str]) -> Reply {
        let (file, count) = match args {
            [file] => (*file, None),
            [file, n] => {
                let n: usize = n
                    .parse()
                    .map_err(|_| "move number not an integer".to_string())?;
                (*file, Some(n))
            }
            _ => return Err("syntax error: loadsgf FILE [MOVE_NUMBER]".into()),
        };
        let bytes = read_limited(std::path::Path::new(file), sgf::MAX_FILE_BYTES)
            .map_err(|e| format!("cannot load file: {e}"))?;
        let record = sgf::parse_bytes(&bytes).map_err(|e| format!("cannot load file: {e}"))?;
        // GTP's move number N means: load up to, not including, move N.
        let moves = count.map_or(record.moves.len(), |n| n.saturating_sub(1));
        let game = record
            .replay_until(self.rules, moves)
            .map_err(|e| format!("cannot load file: {e}"))?;
        // The komi in whatever form the record wrote it (Fox's `375`, points, stones).
        if let Some(komi) = record.read_komi().and_then(|k| k.komi.ok()) {
            self.komi = komi;
        }
        self.game = game;
        Ok(String::new())
    }
}

/// The line without control characters (tabs become spaces) and without its comment.
fn clean(line: &str) -> String {
    let cleaned: String = line
        .chars()
        .filter(|&c| c == '\t' || !c.is_control())
        .map(|c| if c == '\t' { ' ' } else { c })
        .collect();
    cleaned.split('#').next().unwrap_or("").to_string()
}

/// The command's id (empty when it has none) and the words after it; `None` for an
/// empty line.
fn split_id(cleaned: &str) -> Option<(&str, std::iter::Peekable<std::str::SplitWhitespace<'_>>)> {
    let mut words = cleaned.split_whitespace().peekable();
    let first = *words.peek()?;
    let id = if first.bytes().all(|b| b.is_ascii_digit()) {
        words.next()
    } else {
        None
    };
    Some((id.unwrap_or(""), words))
}

/// `?id message`, the id read from the start of `line` when it has one.
fn error_reply(line: &str, message: &str) -> String {
    let cleaned = clean(line);
    let id = split_id(&cleaned).map_or("", |(id, _)| id);
    format!("?{id} {message}\n\n")
}

fn new_board(size: u8) -> Board {
    // Sizes come from a Board that exists already, or 19.
    Board::new(size).unwrap_or_else(|_| unreachable!("size {size} was checked"))
}

fn one_arg<'a>(args: &[&'a str]) -> Result<&'a str, String> {
    match args {
        [one] => Ok(one),
        _ => Err("syntax error: expected one argument".into()),
    }
}

fn color_arg(text: &str) -> Result<Color, String> {
    text.parse().map_err(|_| "invalid color".to_string())
}

/// Komi from GTP's decimal form, in points.
fn parse_komi(text: &str) -> Result<Stones, String> {
    let points: f64 = text.parse().map_err(|_| "komi not a float".to_string())?;
    Stones::from_points(points)
        .filter(|k| k.abs() <= Stones::whole(1000))
        .ok_or_else(|| "komi must be a multiple of 0.5 points, at most 2000".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session(lines: &[&str]) -> Vec<String> {
        let mut gtp = Gtp::new(MoveRules::default(), 1);
        lines.iter().filter_map(|l| gtp.execute(l)).collect()
    }

    #[test]
    fn answers_carry_the_command_id() {
        assert_eq!(session(&["7 protocol_version"]), vec!["=7 2\n\n"]);
        assert_eq!(session(&["frobnicate"]), vec!["? unknown command\n\n"]);
        assert_eq!(session(&["# comment only", ""]), Vec::<String>::new());
    }

    #[test]
    fn illegal_moves_change_nothing() {
        let out = session(&["boardsize 9", "play b e5", "play w E5", "list_stones white"]);
        assert_eq!(
            out,
            vec!["= \n\n", "= \n\n", "? illegal move\n\n", "= \n\n"]
        );
    }

    #[test]
    fn a_line_that_is_not_utf8_gets_an_error_with_its_id() {
        let mut gtp = Gtp::new(MoveRules::default(), 1);
        assert_eq!(
            gtp.execute_bytes(b"12 play b \xff4"),
            Some("?12 invalid UTF-8 at byte 11\n\n".to_string())
        );
        // A bad byte in a comment is only a comment.
        assert_eq!(
            gtp.execute_bytes(b"name # \xff"),
            Some("= weiqi-quiz\n\n".to_string())
        );
        assert_eq!(
            gtp.too_long(b"7 play b"),
            "?7 line longer than 64 KiB, not executed\n\n"
        );
    }

    #[test]
    fn a_free_handicap_leaves_a_point_free() {
        let out = session(&[
            "boardsize 2",
            "set_free_handicap A1 A2 B1 B2",
            "set_free_handicap A1 A2 B1",
        ]);
        assert_eq!(
            out,
            vec![
                "= \n\n",
                "? invalid handicap: at most 3 stones on this board\n\n",
                "= \n\n"
            ]
        );
    }

    #[test]
    fn final_score_counts_area_minus_komi() {
        let out = session(&["boardsize 9", "komi 7.5", "play b e5", "final_score"]);
        assert_eq!(out[3], "= B+73.5\n\n");
        assert_eq!(session(&["komi 0", "final_score"])[1], "= 0\n\n");
        assert_eq!(session(&["komi 6.5", "final_score"])[1], "= W+6.5\n\n");
    }
}
