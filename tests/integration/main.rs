//! The one integration test crate: each module drives one part of the product.

mod bank;
mod cli;
mod fixtures;
mod gnugo;
mod properties;
