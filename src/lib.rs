//! weiqi-quiz: a rules-knowledge quiz and referee trainer for Go under the Chinese
//! competition rules, standing on a live rules engine.
//!
//! The layers, each using only those below it:
//!
//! | layer | modules |
//! |---|---|
//! | front ends | `ui` (terminal), `sheet` (paper, exports), `serve` (the classroom in the browser), `gtp`; the binary's `cli` |
//! | words of results | `report` (text and JSON of every result; `ui` shows worked solutions with it) |
//! | use cases every front end shares | `quiz` (sessions, history, drills, grading, the classroom) |
//! | what is kept | `store` (the embedded database) |
//! | drawn alike by several front ends | `render` (board SVG, escaping, per-version random streams) |
//! | the question bank | `bank` |
//! | text in the reader's language | `i18n` (words values of `rules` and `referee`, and every [`message::Message`]) |
//! | the referee's domain | `referee` (rulings, clocks, nigiri, standings) |
//! | the game | `rules` (pure; uses only the `message` leaf) |
//! | leaves | `message` (what is said, as data), `csv`, `files`, `nesting`, `text` |
//!
//! ARCHITECTURE.md has the arrows and a "where is …" index.

pub mod bank;
pub mod csv;
pub mod files;
pub mod gtp;
pub mod i18n;
pub mod message;
pub mod nesting;
pub mod quiz;
pub mod referee;
pub mod render;
pub mod report;
pub mod rules;
pub mod serve;
pub mod sheet;
pub mod store;
pub mod text;
pub mod ui;
