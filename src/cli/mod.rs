//! The binary's side: argument parsing, one function per command, and its failures
//! (`errors`). It may use every module of the library; the library uses nothing of it.

pub(crate) mod args;
mod classroom;
pub(crate) mod errors;
pub(crate) mod help;
mod referee;
pub(crate) mod run;
mod serve;
mod trainer;
