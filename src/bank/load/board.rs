//! The board-item reader: the position (a text diagram or SGF), what is asked, and the
//! points of `at`, `moves` and `dead`, resolved against the position as they are read,
//! so a point that names nothing is a finding where it is written.

use std::ops::Range;

use toml::de::DeTable;

use crate::bank::model::{Ask, BoardItem, Body, Position, Present};
use crate::rules::diagram::Diagram;
use crate::rules::sgf;
use crate::rules::stones::Stones;
use crate::rules::{Color, Move, Point};

use super::Message;
use super::schema::{Reader, Value};

impl Reader<'_, '_> {
    pub(super) fn board(&mut self, table: &DeTable, span: &Range<usize>) -> Option<Body> {
        let position = self.position(table, span)?;
        let ask_value = self.required(
            table,
            span,
            "ask",
            "legal, captures, liberties, count, result, irregular or ruling",
        )?;
        let ask_name = self.string("ask", ask_value)?;
        let Some(ask) = Ask::from_name(&ask_name) else {
            self.report(
                &ask_value.span(),
                match super::suggest::nearest(&ask_name, Ask::NAMES) {
                    Some(meant) => Message::text("check-unknown-ask-near")
                        .arg("ask", &ask_name)
                        .arg("meant", meant),
                    None => Message::text("check-unknown-ask").arg("ask", &ask_name),
                },
            );
            return None;
        };
        // Points name something on this position, or are findings where written;
        // all of them are reported before the item is given up.
        let at = match self.optional(table, "at") {
            Some(v) => {
                let text = self.string("at", v)?;
                self.point(&position, "at", &text, &v.span()).map(Some)
            }
            None => Some(None),
        };
        let moves = match self.optional(table, "moves") {
            Some(v) => self.moves(&position, v),
            None => Some(Vec::new()),
        };
        let dead = match self.optional(table, "dead") {
            Some(v) => self.points(&position, "dead", v),
            None => Some(Vec::new()),
        };
        let to_play = match self.optional(table, "to_play") {
            Some(v) => {
                let text = self.string("to_play", v)?;
                match text.parse::<Color>() {
                    Ok(c) => Some(c),
                    Err(e) => {
                        self.report(
                            &v.span(),
                            Message::text("check-not-a-colour").arg("name", format!("{:?}", e.0)),
                        );
                        return None;
                    }
                }
            }
            None => None,
        };
        let komi = match self.optional(table, "komi") {
            Some(v) => Some(self.number("komi", v)?),
            None => None,
        };
        let handicap = match self.optional(table, "handicap") {
            Some(v) => {
                let n = self.number("handicap", v)?;
                if n.quarters() % 4 != 0 || n < Stones::ZERO || n > Stones::whole(25) {
                    self.report(&v.span(), Message::text("check-handicap-range"));
                    return None;
                }
                (n.quarters() / 4) as u32
            }
            None => 0,
        };
        let (default, allowed): (Present, &[&str]) = match ask {
            Ask::Legal => (Present::TrueFalse, &["truefalse"]),
            Ask::Ruling => (Present::Choice, &["choice"]),
            _ => (Present::Input, &["input", "choice"]),
        };
        let present = self.present(table, default, allowed);
        let (Some(at), Some(moves), Some(dead), Some(present)) = (at, moves, dead, present) else {
            return None;
        };
        Some(Body::Board(Box::new(BoardItem {
            position,
            ask,
            at,
            moves,
            dead,
            to_play,
            komi,
            handicap,
            present,
        })))
    }

    /// `board` (a text diagram) or `sgf`, exactly one of them.
    fn position(&mut self, table: &DeTable, span: &Range<usize>) -> Option<Position> {
        Some(
            match (self.optional(table, "board"), self.optional(table, "sgf")) {
                (Some(_), Some(v)) => {
                    self.report(&v.span(), Message::text("check-board-and-sgf"));
                    return None;
                }
                (Some(v), None) => {
                    let text = self.string("board", v)?;
                    match Diagram::parse(&text) {
                        Ok(diagram) => {
                            let dead: Vec<String> = diagram
                                .board
                                .chains_without_liberties()
                                .iter()
                                .map(|p| p.to_gtp(diagram.board.size()))
                                .collect();
                            if !dead.is_empty() {
                                self.report(
                                    &v.span(),
                                    Message::text("check-board-no-liberties")
                                        .arg("points", dead.join(", ")),
                                );
                                return None;
                            }
                            Position::Diagram(Box::new(diagram))
                        }
                        Err(e) => {
                            self.report_in_diagram(&v.span(), &e);
                            return None;
                        }
                    }
                }
                (None, Some(v)) => {
                    let written = self.string("sgf", v)?;
                    // Inline SGF starts with `(`; anything else names a file beside the bank.
                    let text = if written.trim_start().starts_with('(') {
                        written
                    } else {
                        match super::files::read_beside(&self.source.name, written.trim()) {
                            Ok(text) => text,
                            Err(message) => {
                                self.report(&v.span(), message);
                                return None;
                            }
                        }
                    };
                    match sgf::parse(&text) {
                        Ok(record) => Position::Sgf(Box::new(record)),
                        Err(e) => {
                            self.report(&v.span(), Message::text("check-sgf").said("error", &e));
                            return None;
                        }
                    }
                }
                (None, None) => {
                    self.report(span, Message::text("check-missing-board"));
                    return None;
                }
            },
        )
    }

    /// A point of `field`: a label of the diagram or a vertex on the board.
    fn point(
        &mut self,
        position: &Position,
        field: &str,
        text: &str,
        span: &Range<usize>,
    ) -> Option<Point> {
        match position.point(text) {
            Ok(point) => Some(point),
            Err(e) => {
                self.report(
                    span,
                    Message::text("check-point-error")
                        .arg("field", field)
                        .said("error", &e),
                );
                None
            }
        }
    }

    /// A list of points (`dead`), every one that names nothing reported.
    fn points(&mut self, position: &Position, field: &str, value: &Value) -> Option<Vec<Point>> {
        let mut points = Vec::new();
        let mut clean = true;
        for (text, span) in self.spanned_strings(field, value)? {
            match self.point(position, field, &text, &span) {
                Some(point) => points.push(point),
                None => clean = false,
            }
        }
        clean.then_some(points)
    }

    /// `moves`: each a colour and a point or `pass`, every bad one reported.
    fn moves(&mut self, position: &Position, value: &Value) -> Option<Vec<(Color, Move)>> {
        let mut moves = Vec::new();
        let mut clean = true;
        for (text, span) in self.spanned_strings("moves", value)? {
            let mut parts = text.split_whitespace();
            let color = parts.next().and_then(|c| c.parse::<Color>().ok());
            let (Some(color), Some(point), None) = (color, parts.next(), parts.next()) else {
                self.report(&span, Message::text("check-move-form").arg("move", text));
                clean = false;
                continue;
            };
            match position.play(point) {
                Ok(mv) => moves.push((color, mv)),
                Err(e) => {
                    self.report(
                        &span,
                        Message::text("check-point-error")
                            .arg("field", "moves")
                            .said("error", &e),
                    );
                    clean = false;
                }
            }
        }
        clean.then_some(moves)
    }
}

#[cfg(test)]
mod tests {
    use crate::bank::model::{BoardItem, BoardItemError, Body};
    use crate::rules::{Color, Move, Point, RuleSet};

    use crate::bank::load::read_str as read;

    fn item(text: &str) -> BoardItem {
        let (questions, findings) = read(text);
        assert_eq!(findings, Vec::<String>::new());
        let [q] = &questions[..] else {
            panic!("{questions:?}")
        };
        let Body::Board(item) = &q.body else {
            panic!("{:?}", q.body)
        };
        (**item).clone()
    }

    const DIAGRAM: &str = "[[question]]\nid = \"b\"\ntype = \"board\"\nboard = \"\"\"\n. a .\nX b O\n. . .\n\"\"\"\ntext.en = \"t\"\n";

    #[test]
    fn labels_and_vertices_become_points_when_read() {
        let item = item(&format!(
            "{DIAGRAM}ask = \"captures\"\nat = \"a\"\nmoves = [\"W pass\", \"b c3\", \"W B1\", \"black b\"]\ndead = [\"A2\"]\n"
        ));
        assert_eq!(item.at, Some(Point::new(1, 0)));
        assert_eq!(
            item.moves,
            [
                (Color::White, Move::Pass),
                (Color::Black, Move::Play(Point::new(2, 0))),
                (Color::White, Move::Play(Point::new(1, 2))),
                (Color::Black, Move::Play(Point::new(1, 1))),
            ]
        );
        assert_eq!(item.dead, [Point::new(0, 1)]);
    }

    #[test]
    fn an_sgf_position_takes_vertices_on_its_own_board() {
        let sgf = "[[question]]\nid = \"s\"\ntype = \"board\"\nsgf = \"(;SZ[9]AB[cc];W[ee])\"\nask = \"liberties\"\ntext.en = \"t\"\n";
        let item = item(&format!("{sgf}at = \"E5\"\ndead = [\"c7\"]\n"));
        assert_eq!(item.at, Some(Point::new(4, 4)));
        assert_eq!(item.dead, [Point::new(2, 2)]);
        let (questions, findings) = read(&format!("{sgf}at = \"a\"\n"));
        assert_eq!(
            findings,
            [
                "t.toml:7:6: `at`: `a` is neither a label of the diagram nor a vertex on the board [s]"
            ]
        );
        assert!(questions.is_empty());
    }

    #[test]
    fn every_bad_point_is_a_finding_where_it_is_written() {
        let (questions, findings) = read(&format!(
            "{DIAGRAM}ask = \"count\"\nat = \"z\"\nmoves = [\"B a\", \"W Z9\", \"pass\", \"B  pass\"]\ndead = [\"B2\", \"I1\", \"C3\"]\n"
        ));
        assert_eq!(
            findings,
            [
                "t.toml:11:6: `at`: `z` is neither a label of the diagram nor a vertex on the board [b]",
                "t.toml:12:17: `moves`: `Z9` is neither a label of the diagram nor a vertex on the board [b]",
                "t.toml:12:25: move `pass` must be a colour and a point: \"B a\", \"W D4\", \"B pass\" [b]",
                "t.toml:13:15: `dead`: `I1` is neither a label of the diagram nor a vertex on the board [b]",
            ]
        );
        assert!(questions.is_empty(), "an item with a bad point is not read");
    }

    #[test]
    fn points_of_the_wrong_type_are_reported_at_the_value() {
        let (_, findings) = read(&format!("{DIAGRAM}ask = \"legal\"\nat = 3\n"));
        assert_eq!(
            findings,
            ["t.toml:11:6: `at` must be a string, not integer [b]"]
        );
        let (_, findings) = read(&format!("{DIAGRAM}ask = \"count\"\nmoves = \"B a\"\n"));
        assert_eq!(
            findings,
            ["t.toml:11:9: `moves` must be an array of strings [b]"]
        );
        let (_, findings) = read(&format!(
            "{DIAGRAM}ask = \"count\"\ndead = [\"A2\", true]\n"
        ));
        assert_eq!(
            findings,
            ["t.toml:11:15: `dead` must be a string, not boolean [b]"]
        );
    }

    #[test]
    fn the_engine_names_points_as_they_are_written() {
        let empty = item(&format!("{DIAGRAM}ask = \"liberties\"\nat = \"a\"\n"));
        assert_eq!(
            empty.answer(RuleSet::default()),
            Err(BoardItemError::NoStone("a".into()))
        );
        let occupied = item(&format!(
            "{DIAGRAM}ask = \"liberties\"\nat = \"A2\"\nmoves = [\"B C1\", \"W C1\"]\n"
        ));
        let error = occupied.answer(RuleSet::default()).unwrap_err().to_string();
        assert!(error.starts_with("move 2 (C1) is illegal: "), "{error}");
    }
}
