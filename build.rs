//! Embeds the default question bank (`questions/*.toml`) and the finished games of the
//! counting drill (`questions/games/*.sgf`) and the mock papers (`questions/papers/*.toml`)
//! in the binary.

use std::fs;
use std::path::Path;

fn main() {
    println!("cargo:rerun-if-changed=questions");
    let bank = embed_list("questions", ".toml");
    let games = embed_list("questions/games", ".sgf");
    let papers = embed_list("questions/papers", ".toml");
    let code = format!(
        "/// The default bank: (path, text) of every file.\n\
         pub static EMBEDDED: &[(&str, &str)] = &[\n{bank}];\n\
         /// Finished games for the counting drill: (path, SGF).\n\
         pub static GAMES: &[(&str, &str)] = &[\n{games}];\n\
         /// Mock papers: (path, TOML).\n\
         pub static PAPERS: &[(&str, &str)] = &[\n{papers}];\n"
    );
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    fs::write(Path::new(&out).join("embedded_bank.rs"), code).expect("OUT_DIR is writable");
}

/// `(path, include_str!(…))` lines for the files of `dir` ending in `extension`.
fn embed_list(dir: &str, extension: &str) -> String {
    let mut files: Vec<String> = fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|name| name.ends_with(extension))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
        .iter()
        .map(|name| {
            format!(
                "    (\"{dir}/{name}\", include_str!(concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/{dir}/{name}\"))),\n"
            )
        })
        .collect()
}
