//! What several front ends draw alike: board diagrams as SVG, text escaped for HTML, XML
//! and Markdown, the fonts of pages and images, and the per-version random stream. Used
//! by `sheet` (paper, exports), `serve` (the classroom pages) and `report` (tables to
//! post), so that none imports another. Uses `bank` and
//! `rules` for the position; does no I/O.

pub mod escape;
pub mod fonts;
pub mod rng;
pub mod svg;

pub use escape::{escape_markdown, escape_text, escape_xml, is_xml_char};
pub use fonts::font_stack;
pub use rng::rng_for;
pub use svg::board_svg;
