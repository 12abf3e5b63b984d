//! weiqi-quiz: a rules-knowledge quiz and referee trainer for Go under the Chinese
//! competition rules, standing on a live rules engine.
//!
//! The layers, each using only those below it:
//!
//! | layer | modules |
//! |---|---|
//! | front ends: render and read | `ui` (terminal; shows worked solutions with `report`'s text), `sheet` (paper, exports), `report` (command output), `serve` (the classroom in the browser), `gtp`; the binary's `cli` |
//! | use cases every front end shares | `quiz` (sessions, history, drills, grading) |
//! | what is kept | `store` (the embedded database: sessions, answers, review state; uses nothing of ours) |
//! | the question bank | `bank` |
//! | text in the reader's language | `i18n` (uses `rules`, `referee` and the leaves to put their values and errors into words) |
//! | the referee's domain | `referee` (rulings, clocks, nigiri, standings) |
//! | the game | `rules` (pure; uses nothing of ours) |
//! | leaves | `csv` (spreadsheet files), `files` (atomic writes), `text` (control characters kept off terminals and files) |

pub mod bank;
pub mod csv;
pub mod files;
pub mod gtp;
pub mod i18n;
pub mod message;
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
