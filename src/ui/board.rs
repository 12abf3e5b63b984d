//! Boards in the terminal: GTP coordinates (letters skip I), stones, star points,
//! labels, dead-stone marks and each side's counted area (`b`, `w`), optionally in colour.

use console::style;

use crate::bank::instance::Figure;
use crate::rules::Color;
use crate::rules::diagram::{plain_cell, render_with};

/// The figure as text lines; `colour` styles stones and labels.
pub fn draw(figure: &Figure, colour: bool) -> String {
    if !figure.numbers.is_empty() {
        return format!("{}\n", crate::render::svg::numbered_text(figure));
    }
    let board = &figure.board;
    render_with(board, figure.last, |point| {
        let dead = figure.marked.contains(&point);
        let label = figure
            .labels
            .iter()
            .find(|(_, p)| *p == point)
            .map(|(c, _)| *c);
        match (board.get(point), label) {
            (Some(Color::Black), _) if dead => paint('x', colour, Paint::Dead),
            (Some(Color::White), _) if dead => paint('o', colour, Paint::Dead),
            (Some(Color::Black), _) => paint('X', colour, Paint::Black),
            (Some(Color::White), _) => paint('O', colour, Paint::White),
            (None, Some(c)) => paint(c, colour, Paint::Label),
            (None, None) => match figure.areas.iter().find(|(p, _)| *p == point) {
                Some((_, Color::Black)) => paint('b', colour, Paint::Black),
                Some((_, Color::White)) => paint('w', colour, Paint::White),
                None => plain_cell(board, point).to_string(),
            },
        }
    })
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
    use crate::rules::Point;
    use crate::rules::diagram::Diagram;

    #[test]
    fn labels_and_dead_stones_are_marked() {
        let d = Diagram::parse("X a .\n. O .\n. . .").unwrap();
        let figure = Figure {
            labels: d.labels.iter().map(|(c, p)| (*c, *p)).collect(),
            marked: vec![Point::new(1, 1)],
            last: Some(Point::new(0, 0)),
            ..Figure::plain(crate::rules::Snapshot::of(&d.board))
        };
        assert_eq!(
            draw(&figure, false),
            "    A B C\n 3 (X)a . 3\n 2  . o . 2\n 1  . . . 1\n    A B C\n"
        );
    }
}
