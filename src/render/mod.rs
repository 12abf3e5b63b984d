//! What several front ends draw alike: board diagrams as SVG, bank text escaped for
//! HTML and XML, and the per-version random stream. Used by `sheet` (paper, exports) and
//! `serve` (the classroom pages), so that neither imports the other. Uses `bank` and
//! `rules` for the position; does no I/O.

pub mod escape;
pub mod rng;
pub mod svg;

pub use escape::{escape_text, escape_xml, is_xml_char};
pub use rng::rng_for;
pub use svg::board_svg;
