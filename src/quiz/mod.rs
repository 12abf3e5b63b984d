//! The use cases every front end shares: sessions over the bank (practice, exams,
//! review, referee drills), the progress history, and grading of students' answers.
//!
//! No terminal here: a front end supplies a [`session::Prompter`] and renders what the
//! use cases return. May use `store`, `bank`, `referee`, `rules`, `i18n` and the leaves
//! (`csv`, `files`); nothing of the reports or any front end.

pub mod class;
pub mod drill;
pub mod grade;
pub mod history;
pub mod session;
pub mod trainer;
