//! The one integration test crate: each module drives one part of the product.

mod bank;
mod cli;
mod coverage;
mod fixtures;
mod gnugo;
mod history;
mod properties;
mod reports;
mod sheet;
mod trainer;
