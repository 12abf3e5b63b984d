//! The one integration test crate: each module drives one part of the product.

mod answers;
mod bank;
mod cli;
mod coverage;
mod editorial;
mod fixtures;
mod gnugo;
mod history;
mod input;
mod output;
mod properties;
mod reports;
mod sheet;
mod trainer;
