//! Boards in the terminal: GTP coordinates (letters skip I), stones, star points,
//! labels and dead-stone marks, optionally in colour.

use console::style;

use crate::bank::instance::Figure;
use crate::rules::diagram::is_star_point;
use crate::rules::{Color, Point};

/// The figure as text lines; `colour` styles stones and labels.
pub fn draw(figure: &Figure, colour: bool) -> String {
    let board = &figure.board;
    let size = board.size();
    let letters: String = (0..size)
        .map(|x| format!(" {}", &Point::new(x, 0).to_gtp(size)[..1]))
        .collect();
    let mut out = format!("   {letters}\n");
    for y in 0..size {
        let row = size - y;
        out.push_str(&format!("{row:>2} "));
        for x in 0..size {
            let point = Point::new(x, y);
            let dead = figure.marked.contains(&point);
            let label = figure
                .labels
                .iter()
                .find(|(_, p)| *p == point)
                .map(|(c, _)| *c);
            let cell = match (board.get(point), label) {
                (Some(Color::Black), _) if dead => paint('x', colour, Paint::Dead),
                (Some(Color::White), _) if dead => paint('o', colour, Paint::Dead),
                (Some(Color::Black), _) => paint('X', colour, Paint::Black),
                (Some(Color::White), _) => paint('O', colour, Paint::White),
                (None, Some(c)) => paint(c, colour, Paint::Label),
                (None, None) if is_star_point(size, point) => "+".to_string(),
                (None, None) => ".".to_string(),
            };
            // The last move sits in brackets: ( X) keeps the columns.
            if figure.last == Some(point) {
                out.push('(');
                out.push_str(&cell);
                out.push(')');
            } else {
                if !out.ends_with(')') {
                    out.push(' ');
                }
                out.push_str(&cell);
            }
        }
        if !out.ends_with(')') {
            out.push(' ');
        }
        out.push_str(&format!("{row}\n"));
    }
    out.push_str(&format!("   {letters}\n"));
    out
}

enum Paint {
    Black,
    White,
    Label,
    Dead,
}

fn paint(c: char, colour: bool, paint: Paint) -> String {
    if !colour {
        return c.to_string();
    }
    let styled = match paint {
        Paint::Black => style(c).bold().blue(),
        Paint::White => style(c).bold().yellow(),
        Paint::Label => style(c).cyan().underlined(),
        Paint::Dead => style(c).red(),
    };
    styled.force_styling(true).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::diagram::Diagram;

    #[test]
    fn labels_and_dead_stones_are_marked() {
        let d = Diagram::parse("X a .\n. O .\n. . .").unwrap();
        let figure = Figure {
            board: d.board.clone(),
            labels: d.labels.iter().map(|(c, p)| (*c, *p)).collect(),
            marked: vec![Point::new(1, 1)],
            last: Some(Point::new(0, 0)),
        };
        assert_eq!(
            draw(&figure, false),
            "    A B C\n 3 (X)a . 3\n 2  . o . 2\n 1  . . . 1\n    A B C\n"
        );
    }
}
