//! Embeds the default question bank (`questions/*.toml`) in the binary.

use std::fs;
use std::path::Path;

fn main() {
    println!("cargo:rerun-if-changed=questions");
    let mut files: Vec<String> = fs::read_dir("questions")
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|name| name.ends_with(".toml"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    let entries: String = files
        .iter()
        .map(|name| {
            format!(
                "    (\"questions/{name}\", include_str!(concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/questions/{name}\"))),\n"
            )
        })
        .collect();
    let out =
        Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("embedded_bank.rs");
    let code = format!(
        "/// The default bank: (path, text) of every file.\npub static EMBEDDED: &[(&str, &str)] = &[\n{entries}];\n"
    );
    fs::write(out, code).expect("OUT_DIR is writable");
}
