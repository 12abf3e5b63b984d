//! The one integration test crate: each module drives one part of the product.

mod answers;
mod articles;
mod author;
mod bank;
mod browser;
mod cli;
mod clock;
mod coverage;
mod dead;
mod docs;
mod editorial;
mod findings;
mod fixtures;
mod gnugo;
mod grading;
mod help;
mod history;
mod input;
mod language;
mod lesson;
mod output;
mod pairing;
mod posting;
mod properties;
mod records;
mod referee;
mod reports;
mod schema;
mod serve;
mod sheet;
mod teams;
mod trainer;
mod workbench;

/// The names in `dir`, sorted.
fn names(dir: &std::path::Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}
