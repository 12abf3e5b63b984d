//! Board diagrams for paper: an inline SVG (grid, star points, stones, labels, GTP
//! coordinates that skip I) sized in millimetres so it prints large enough to read, and
//! the same position as a monospace text diagram for formats without images.

use std::fmt::Write;

use crate::bank::instance::Figure;
use crate::rules::diagram::{is_star_point, plain_cell, render_with};
use crate::rules::{Color, Point};

/// Distance between two lines, in SVG user units.
const STEP: u32 = 10;
/// Room around the grid for the coordinates.
const MARGIN: u32 = 14;

/// Printed distance between two lines in millimetres: a 19×19 board is about 85 mm
/// wide, small boards are capped so a 5×5 corner is not a poster.
fn step_mm(size: u8) -> f64 {
    (88.0 / f64::from(size.max(2) - 1).max(1.0)).clamp(4.5, 8.0)
}

/// The column letter of `x` (GTP: no I).
fn column(x: u8, size: u8) -> String {
    Point::new(x, 0)
        .to_gtp(size)
        .chars()
        .take_while(char::is_ascii_alphabetic)
        .collect()
}

/// The board as an SVG element; `label` is its accessible name (already escaped for
/// XML by the caller, who knows the language).
pub fn board_svg(figure: &Figure, label: &str) -> String {
    let size = figure.board.size();
    let span = u32::from(size.max(1) - 1) * STEP;
    let full = span + 2 * MARGIN;
    let mm = f64::from(full) / f64::from(STEP) * step_mm(size);
    let at = |v: u8| MARGIN + u32::from(v) * STEP;
    let mut s = String::with_capacity(4096);
    let _ = write!(
        s,
        r#"<svg class="board" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {full} {full}" width="{mm:.1}mm" height="{mm:.1}mm" role="img" aria-label="{label}">"#
    );
    // Grid: inner lines thin, the edge of the board thicker, as printed diagrams do.
    s.push_str(r#"<path fill="none" stroke="black" stroke-width="0.5" d=""#);
    for i in 1..size.saturating_sub(1) {
        let p = at(i);
        let _ = write!(
            s,
            "M{} {p}H{}M{p} {}V{}",
            MARGIN,
            MARGIN + span,
            MARGIN,
            MARGIN + span
        );
    }
    let _ = write!(
        s,
        r#""/><rect x="{MARGIN}" y="{MARGIN}" width="{span}" height="{span}" fill="none" stroke="black" stroke-width="1"/>"#
    );
    let labels: Vec<(Point, char)> = figure.labels.iter().map(|&(c, p)| (p, c)).collect();
    for point in figure.board.points() {
        let (x, y) = (at(point.x), at(point.y));
        let label = labels.iter().find(|(p, _)| *p == point).map(|&(_, c)| c);
        match figure.board.get(point) {
            Some(Color::Black) => {
                let _ = write!(s, r#"<circle cx="{x}" cy="{y}" r="4.7" fill="black"/>"#);
            }
            Some(Color::White) => {
                let _ = write!(
                    s,
                    r#"<circle cx="{x}" cy="{y}" r="4.5" fill="white" stroke="black" stroke-width="0.7"/>"#
                );
            }
            // A label hides the grid under it so the letter stays legible.
            None if label.is_some() => {
                let _ = write!(s, r#"<circle cx="{x}" cy="{y}" r="3.8" fill="white"/>"#);
            }
            None if is_star_point(size, point) => {
                let _ = write!(s, r#"<circle cx="{x}" cy="{y}" r="1.3" fill="black"/>"#);
            }
            None => {}
        }
        // Marks on a stone, and labels, are drawn in the colour that contrasts with it.
        let stone = figure.board.get(point);
        let ink = if stone == Some(Color::Black) {
            "white"
        } else {
            "black"
        };
        // Dead stones (counting items) carry a cross.
        if stone.is_some() && figure.marked.contains(&point) {
            let _ = write!(
                s,
                r#"<path d="M{}.5 {}.5l5 5m0 -5l-5 5" stroke="{ink}" stroke-width="1"/>"#,
                x - 3,
                y - 3
            );
        }
        if stone.is_some() && figure.last == Some(point) {
            let _ = write!(
                s,
                r#"<circle cx="{x}" cy="{y}" r="2.4" fill="none" stroke="{ink}" stroke-width="0.9"/>"#
            );
        }
        if let (Some(_), Some(number)) = (stone, figure.number_at(point)) {
            let digits = number.to_string();
            let font = match digits.len() {
                1 => "6",
                2 => "5.2",
                3 => "4",
                _ => "3.2",
            };
            let _ = write!(
                s,
                r#"<text class="move" x="{x}" y="{}" font-size="{font}" text-anchor="middle" fill="{ink}">{digits}</text>"#,
                y + 2
            );
        }
        if let Some(c) = label {
            let _ = write!(
                s,
                r#"<text x="{x}" y="{}" font-size="7" font-style="italic" font-weight="bold" text-anchor="middle" fill="{ink}">{c}</text>"#,
                y + 2
            );
        }
    }
    // Coordinates on all four sides: letters above and below, numbers left and right.
    let text = |s: &mut String, x: u32, y: u32, t: &str| {
        let _ = write!(
            s,
            r#"<text x="{x}" y="{y}" font-size="4.6" text-anchor="middle" fill="black">{t}</text>"#
        );
    };
    for i in 0..size {
        let letter = column(i, size);
        text(&mut s, at(i), MARGIN - 7, &letter);
        text(&mut s, at(i), MARGIN + span + 10, &letter);
        let row = (size - i).to_string();
        text(&mut s, MARGIN - 8, at(i) + 2, &row);
        text(&mut s, MARGIN + span + 8, at(i) + 2, &row);
    }
    s.push_str("</svg>");
    s
}

/// A numbered diagram as text: a move's colour and number on its stone (`X12`, `O7`),
/// every point as wide as the longest of them and a space, so that a record reads
/// without images.
pub fn numbered_text(figure: &Figure) -> String {
    let board = &figure.board;
    let size = board.size();
    let longest = figure
        .numbers
        .iter()
        .map(|(_, n)| n.to_string().len() + 1)
        .max()
        .unwrap_or(1);
    let width = longest.max(2) + 1;
    let letters: String = (0..size)
        .map(|x| format!("{:>width$}", column(x, size)))
        .collect();
    let mut out = format!("   {letters}\n");
    for y in 0..size {
        let row = size - y;
        let _ = write!(out, "{row:>2} ");
        for x in 0..size {
            let point = Point::new(x, y);
            let stone = match board.get(point) {
                Some(Color::Black) => "X",
                Some(Color::White) => "O",
                None => "",
            };
            let cell = match figure.number_at(point) {
                Some(n) => format!("{stone}{n}"),
                None if stone.is_empty() => plain_cell(board, point).to_string(),
                None => stone.to_string(),
            };
            let _ = write!(out, "{cell:>width$}");
        }
        let _ = writeln!(out, "  {row}");
    }
    let _ = write!(out, "   {letters}");
    out
}

/// The board as text with coordinates: `X` black, `O` white, `x` and `o` for stones
/// marked dead, `+` star points, `.` empty, lower-case letters for labels (as the
/// trainer draws it in the terminal).
pub fn board_text(figure: &Figure) -> String {
    if !figure.numbers.is_empty() {
        return numbered_text(figure);
    }
    let board = &figure.board;
    let text = render_with(board, figure.last, |point| {
        let label = figure
            .labels
            .iter()
            .find(|(_, p)| *p == point)
            .map(|(c, _)| *c);
        let dead = figure.marked.contains(&point);
        match (board.get(point), label) {
            (Some(Color::Black), _) if dead => 'x',
            (Some(Color::White), _) if dead => 'o',
            (None, Some(c)) => c,
            _ => plain_cell(board, point),
        }
        .to_string()
    });
    text.trim_end_matches('\n').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::diagram::Diagram;

    fn figure(text: &str) -> Figure {
        let d = Diagram::parse(text).unwrap();
        Figure {
            labels: d.labels.iter().map(|(c, p)| (*c, *p)).collect(),
            ..Figure::plain(crate::rules::Snapshot::of(&d.board))
        }
    }

    #[test]
    fn text_diagram_shows_stones_labels_and_coordinates_without_i() {
        let f = figure("a X . . .\nX X . . .\n. . . . .\n. . . . O\n. . . . .\n");
        assert_eq!(
            board_text(&f),
            "    A B C D E\n 5  a X . . . 5\n 4  X X . . . 4\n 3  . . . . . 3\n 2  . . . . O 2\n 1  . . . . . 1\n    A B C D E"
        );
        let nine = figure(&". . . . . . . . .\n".repeat(9));
        let text = board_text(&nine);
        assert!(text.starts_with("    A B C D E F G H J\n"), "{text}");
        assert!(text.contains(" 7  . . + . . . + . . 7"), "{text}");
    }

    #[test]
    fn dead_stones_and_the_last_move_are_marked() {
        let mut f = figure("X O .\n. X .\n. . .\n");
        f.marked = vec![Point::new(1, 0)];
        f.last = Some(Point::new(1, 1));
        assert_eq!(
            board_text(&f),
            "    A B C\n 3  X o . 3\n 2  .(X). 2\n 1  . . . 1\n    A B C"
        );
        f.last = Some(Point::new(2, 2));
        assert!(board_text(&f).contains(" 1  . .(.)1"));
        let svg = board_svg(&f, "Board");
        assert_eq!(svg.matches("l5 5m0 -5l-5 5").count(), 1);
        assert!(!svg.contains(r#"r="2.4""#), "no ring on an empty point");
        f.last = Some(Point::new(0, 0));
        assert_eq!(board_svg(&f, "Board").matches(r#"r="2.4""#).count(), 1);
    }

    #[test]
    fn a_record_is_numbered_and_a_move_on_a_taken_point_is_noted() {
        use crate::bank::instance::{MoveNote, NoteAt};
        use crate::rules::Move;
        use crate::rules::sgf::GameRecord;
        let d = Diagram::parse(". . .\n. . .\n. . .\n").unwrap();
        let mut record = GameRecord::from_game(
            &crate::rules::Game::new(d.board, crate::rules::RuleSet::default().moves),
            None,
        );
        let (a, b) = (Point::new(0, 0), Point::new(1, 0));
        record.moves = vec![
            (Color::Black, Move::Play(a)),
            (Color::White, Move::Play(b)),
            (Color::Black, Move::Pass),
            (Color::White, Move::Play(a)),
        ];
        let f = Figure::numbered(&record);
        assert_eq!(f.numbers, [(a, 1), (b, 2)]);
        assert_eq!(
            f.notes,
            [
                MoveNote {
                    number: 3,
                    color: Color::Black,
                    at: NoteAt::Pass
                },
                MoveNote {
                    number: 4,
                    color: Color::White,
                    at: NoteAt::Move(1)
                }
            ]
        );
        assert_eq!(
            board_text(&f),
            "     A  B  C\n 3  X1 O2  .  3\n 2   .  .  .  2\n 1   .  .  .  1\n     A  B  C"
        );
        let svg = board_svg(&f, "Record");
        assert!(svg.contains(r#"fill="white">1</text>"#) && svg.contains(r#"<text class="move""#));
        assert!(svg.contains(r#"fill="black">2</text>"#), "{svg}");
    }

    #[test]
    fn svg_has_every_stone_star_point_label_and_coordinate() {
        let f = figure(&format!(
            "X O a . . . . . .\n{}",
            ". . . . . . . . .\n".repeat(8)
        ));
        let svg = board_svg(&f, "Board");
        assert!(svg.starts_with("<svg class=\"board\""));
        assert!(svg.ends_with("</svg>"));
        // One black stone, one white, five star points and one label mask.
        assert_eq!(svg.matches(r##"r="4.7" fill="black""##).count(), 1);
        assert_eq!(svg.matches(r##"r="4.5" fill="white""##).count(), 1);
        assert_eq!(svg.matches(r#"r="1.3""#).count(), 5);
        assert_eq!(svg.matches(r#"r="3.8""#).count(), 1);
        assert!(svg.contains(">a</text>"));
        assert!(svg.contains(">J</text>") && !svg.contains(">I</text>"));
        assert!(svg.contains(">9</text>") && svg.contains(">1</text>"));
        // 9×9 prints at 8 mm a line: (8 + 2.8) × 8 = 86.4 mm.
        assert!(svg.contains(r#"width="86.4mm""#), "{svg}");
    }

    #[test]
    fn a_full_board_fits_the_page_width() {
        let f = figure(&format!("{}\n", ". ".repeat(19)).repeat(19));
        let svg = board_svg(&f, "Board");
        // 18 steps plus the margins at 4.9 mm per step stay under A4's 178 mm text width.
        let width: f64 = svg
            .split("width=\"")
            .nth(1)
            .and_then(|w| w.split("mm").next())
            .and_then(|w| w.parse().ok())
            .unwrap();
        assert!((80.0..120.0).contains(&width), "{width}");
    }
}
