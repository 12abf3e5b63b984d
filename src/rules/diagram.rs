//! Text diagrams of positions, as the question bank and the tests write them:
//! `X` black, `O` white, `.` (or `+`) empty, a lower-case letter labels an empty point.
//! Spaces between points are optional; blank lines are skipped.

use std::collections::BTreeMap;

use thiserror::Error;

use super::board::{Board, SetupError};
use super::point::{Color, MAX_SIZE, MIN_SIZE, Point};
use super::snapshot::StoneView;
use crate::message::{Describe, Message};

/// A position read from a diagram, with its labelled points.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagram {
    pub board: Board,
    pub labels: BTreeMap<char, Point>,
}

/// A problem in a diagram; `line` and `column` count from 1 within the diagram text.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DiagramError {
    #[error(
        "line {line}, column {column}: unexpected {found:?} (use X, O, . or a lower-case label)"
    )]
    Character {
        line: usize,
        column: usize,
        found: char,
    },
    #[error("line {line}: {found} points in this row, but the first row has {expected}")]
    Ragged {
        line: usize,
        found: usize,
        expected: usize,
    },
    #[error("{rows} rows of {columns} points: diagrams must be square")]
    NotSquare { rows: usize, columns: usize },
    #[error("a {0}x{0} board is not supported (sizes {MIN_SIZE} to {MAX_SIZE})")]
    Size(usize),
    #[error("line {line}, column {column}: label {label:?} is used twice")]
    DuplicateLabel {
        line: usize,
        column: usize,
        label: char,
    },
    #[error("the diagram is empty")]
    Empty,
}

impl DiagramError {
    /// Line and column within the diagram, where the error has one.
    pub fn position(&self) -> Option<(usize, usize)> {
        match self {
            DiagramError::Character { line, column, .. }
            | DiagramError::DuplicateLabel { line, column, .. } => Some((*line, *column)),
            DiagramError::Ragged { line, .. } => Some((*line, 1)),
            _ => None,
        }
    }

    /// The message without its position (shown where the position is the finding's own),
    /// in the reader's language.
    pub fn here(&self) -> Message {
        match self {
            DiagramError::Character { found, .. } => {
                Message::text("err-diagram-unexpected-here").arg("found", found)
            }
            DiagramError::Ragged {
                found, expected, ..
            } => Message::text("err-diagram-ragged-here")
                .number("found", *found)
                .number("expected", *expected),
            DiagramError::DuplicateLabel { label, .. } => {
                Message::text("err-diagram-duplicate-label-here").arg("label", label)
            }
            other => other.message(),
        }
    }
}

impl Diagram {
    pub fn parse(text: &str) -> Result<Diagram, DiagramError> {
        let mut rows: Vec<Vec<(usize, char)>> = Vec::new();
        let mut row_lines = Vec::new();
        for (line_index, line) in text.lines().enumerate() {
            let points: Vec<(usize, char)> = line
                .chars()
                .enumerate()
                .filter(|(_, c)| !c.is_whitespace())
                .map(|(i, c)| (i + 1, c))
                .collect();
            if points.is_empty() {
                continue;
            }
            if let Some(first) = rows.first()
                && points.len() != first.len()
            {
                return Err(DiagramError::Ragged {
                    line: line_index + 1,
                    found: points.len(),
                    expected: first.len(),
                });
            }
            rows.push(points);
            row_lines.push(line_index + 1);
        }
        let columns = rows.first().ok_or(DiagramError::Empty)?.len();
        if rows.len() != columns {
            return Err(DiagramError::NotSquare {
                rows: rows.len(),
                columns,
            });
        }
        let size = u8::try_from(columns)
            .ok()
            .filter(|s| (MIN_SIZE..=MAX_SIZE).contains(s))
            .ok_or(DiagramError::Size(columns))?;
        let mut stones = Vec::new();
        let mut labels = BTreeMap::new();
        for (y, (row, &line)) in rows.iter().zip(&row_lines).enumerate() {
            for (x, &(column, c)) in row.iter().enumerate() {
                let point = Point::new(x as u8, y as u8);
                match c {
                    'X' => stones.push((point, Color::Black)),
                    'O' => stones.push((point, Color::White)),
                    '.' | '+' => {}
                    'a'..='z' => {
                        if labels.insert(c, point).is_some() {
                            return Err(DiagramError::DuplicateLabel {
                                line,
                                column,
                                label: c,
                            });
                        }
                    }
                    found => {
                        return Err(DiagramError::Character {
                            line,
                            column,
                            found,
                        });
                    }
                }
            }
        }
        let board = Board::with_stones(size, stones).map_err(|e| match e {
            SetupError::Board(_) | SetupError::OffBoard { .. } => DiagramError::Size(columns),
        })?;
        Ok(Diagram { board, labels })
    }

    /// The labelled point, if the diagram has that label.
    pub fn label(&self, label: char) -> Option<Point> {
        self.labels.get(&label).copied()
    }
}

/// Rows of the board, top first: `X` black, `O` white, `.` empty (the JSON form).
pub fn rows(board: &impl StoneView) -> Vec<String> {
    (0..board.size())
        .map(|y| {
            (0..board.size())
                .map(|x| symbol(board.get(Point::new(x, y))))
                .collect()
        })
        .collect()
}

fn symbol(stone: Option<Color>) -> char {
    match stone {
        Some(Color::Black) => 'X',
        Some(Color::White) => 'O',
        None => '.',
    }
}

/// The board with GTP coordinates around it, star points as `+`.
pub fn render(board: &impl StoneView) -> String {
    render_with(board, None, |point| plain_cell(board, point).to_string())
}

/// `X`, `O`, `+` on a star point, `.` elsewhere.
pub fn plain_cell(board: &impl StoneView, point: Point) -> char {
    match board.get(point) {
        None if is_star_point(board.size(), point) => '+',
        stone => symbol(stone),
    }
}

/// The board with GTP coordinates around it, each point written by `cell` (one
/// column wide on screen); the `last` move sits in brackets, `(X)`, which keeps the
/// columns.
pub fn render_with(
    board: &impl StoneView,
    last: Option<Point>,
    cell: impl Fn(Point) -> String,
) -> String {
    let size = board.size();
    let letters: String = (0..size)
        .map(|x| format!(" {}", &Point::new(x, 0).to_gtp(size)[..1]))
        .collect();
    let mut out = format!("   {letters}\n");
    for y in 0..size {
        let row = size - y;
        out.push_str(&format!("{row:>2} "));
        // The bracket after the last move takes the place of the next space.
        let mut after_last = false;
        for x in 0..size {
            let point = Point::new(x, y);
            if last == Some(point) {
                out.push('(');
                out.push_str(&cell(point));
                out.push(')');
                after_last = true;
            } else {
                if !after_last {
                    out.push(' ');
                }
                out.push_str(&cell(point));
                after_last = false;
            }
        }
        if !after_last {
            out.push(' ');
        }
        out.push_str(&format!("{row}\n"));
    }
    out.push_str(&format!("   {letters}\n"));
    out
}

/// Star points (星) as printed on boards of 7×7 and up.
pub fn is_star_point(size: u8, point: Point) -> bool {
    if size < 7 {
        return false;
    }
    let edge = if size < 13 { 2 } else { 3 };
    // Side star points only from 15×15 up; 9×9 and 13×13 have corners and centre.
    let lines: Vec<u8> = if size % 2 == 1 && size >= 15 {
        vec![edge, size / 2, size - 1 - edge]
    } else {
        vec![edge, size - 1 - edge]
    };
    let centre = size % 2 == 1 && point.x == size / 2 && point.y == size / 2;
    centre || (lines.contains(&point.x) && lines.contains(&point.y))
}

impl Describe for DiagramError {
    fn message(&self) -> Message {
        match self {
            DiagramError::Character {
                line,
                column,
                found,
            } => Message::text("err-diagram-unexpected")
                .number("line", *line)
                .number("column", *column)
                .arg("found", found),
            DiagramError::Ragged {
                line,
                found,
                expected,
            } => Message::text("err-diagram-ragged")
                .number("line", *line)
                .number("found", *found)
                .number("expected", *expected),
            DiagramError::NotSquare { rows, columns } => Message::text("err-diagram-not-square")
                .number("rows", *rows)
                .number("columns", *columns),
            DiagramError::Size(size) => Message::text("err-diagram-size").number("size", *size),
            DiagramError::DuplicateLabel {
                line,
                column,
                label,
            } => Message::text("err-diagram-duplicate-label")
                .number("line", *line)
                .number("column", *column)
                .arg("label", label),
            DiagramError::Empty => Message::text("err-diagram-empty"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_stones_and_labels() {
        let d = Diagram::parse(
            "
            . X O
            X a O
            . O .
            ",
        )
        .unwrap();
        assert_eq!(d.board.size(), 3);
        assert_eq!(d.board.get(Point::new(1, 0)), Some(Color::Black));
        assert_eq!(d.label('a'), Some(Point::new(1, 1)));
        assert_eq!(rows(&d.board), vec![".XO", "X.O", ".O."]);
    }

    #[test]
    fn reports_where_a_diagram_is_wrong() {
        assert_eq!(
            Diagram::parse("..\n.Q"),
            Err(DiagramError::Character {
                line: 2,
                column: 2,
                found: 'Q'
            })
        );
        assert_eq!(
            Diagram::parse("...\n..\n..."),
            Err(DiagramError::Ragged {
                line: 2,
                found: 2,
                expected: 3
            })
        );
        assert_eq!(
            Diagram::parse("...\n..."),
            Err(DiagramError::NotSquare {
                rows: 2,
                columns: 3
            })
        );
        assert_eq!(Diagram::parse(" \n"), Err(DiagramError::Empty));
        assert_eq!(Diagram::parse("X"), Err(DiagramError::Size(1)));
    }

    #[test]
    fn renders_nineteen_with_nine_star_points() {
        let text = render(&Board::new(19).unwrap());
        assert_eq!(text.matches('+').count(), 9);
        assert!(text.starts_with("    A B C D E F G H J K"));
        assert!(text.contains("19  . . ."));
    }
}
