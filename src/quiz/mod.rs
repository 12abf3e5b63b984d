//! Sessions over the bank: practice, exams, review and referee drills, with the
//! progress history. No terminal here: the front end is a [`session::Prompter`].

pub mod drill;
pub mod grade;
pub mod history;
pub mod session;
pub mod trainer;
