//! The binary's side: argument parsing and command dispatch (anyhow lives here).

pub(crate) mod args;
pub(crate) mod run;
