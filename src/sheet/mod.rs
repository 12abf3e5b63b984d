//! Printable test sheets with answer keys (HTML with inline SVG boards, Markdown) and
//! exports to school platforms (GIFT, Moodle XML).
//!
//! Every output is a [`Paper`] — items asked once through
//! [`instantiate`](crate::bank::instance::instantiate), grouped in sections by type — handed
//! to one [`Renderer`] per format, the way hyperfine's exporters work. A paper is built
//! from a seed and a version number alone, so the same seed reproduces the same sheets,
//! keys and exports. Grading reads back `key.json` ([`crate::quiz::grade`]).
//!
//! A front end, like the terminal: may use `quiz`, `bank`, `rules`, `i18n` and the
//! leaves (`csv`, `files`).

mod card;
pub mod gift;
pub mod html;
mod job;
pub mod key;
pub mod markdown;
pub mod moodle;
mod paper;
mod render;
mod roster;
pub mod select;
pub mod set;

use std::path::{Path, PathBuf};

use thiserror::Error;

use crate::bank::Question;
use crate::i18n::{Arg, Localizer};
use crate::render::{escape_text, escape_xml};
use crate::rules::Stones;

use crate::message::{Describe, Message};
pub use paper::*;
pub use render::*;
pub use roster::{Student, read_roster};
pub use select::{Filters, Order, SelectError, select};

/// One output format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Html,
    Markdown,
    Gift,
    MoodleXml,
}

impl Format {
    /// The renderer for this format.
    pub fn renderer(self) -> &'static dyn Renderer {
        match self {
            Format::Html => &html::Html,
            Format::Markdown => &markdown::Markdown,
            Format::Gift => &gift::Gift,
            Format::MoodleXml => &moodle::MoodleXml,
        }
    }
}

/// Turns a paper into one format. Print formats (HTML, Markdown) render the students'
/// sheet and a separate key; import formats (GIFT, Moodle XML) carry the key inside each
/// question, so they have no separate key.
pub trait Renderer {
    /// The file name extension of what it writes.
    fn extension(&self) -> &'static str;
    /// The paper as students see it, or as a platform imports it.
    fn paper(&self, paper: &Paper<'_>, l: &Localizer) -> String;
    /// The answer key, where the format keeps it apart from the paper.
    fn key(&self, paper: &Paper<'_>, l: &Localizer) -> Option<String>;
    /// What the format could not express as the bank does (shown to the teacher).
    fn notes(&self, _paper: &Paper<'_>, _l: &Localizer) -> Vec<String> {
        Vec::new()
    }
}

#[derive(Debug, Error)]
pub enum SheetError {
    #[error(transparent)]
    Select(#[from] SelectError),
    #[error("question `{0}` has no valid instance (run `weiqi-quiz check`)")]
    NoInstance(String),
    #[error("--versions must be at least 1")]
    NoVersions,
    #[error("--one-file writes one HTML file: use it with --format html")]
    OneFileNeedsHtml,
    #[error("{path}: no student names in the roster")]
    EmptyRoster { path: String },
    #[error("{path}, line {line}, {error}")]
    Roster {
        path: String,
        line: usize,
        error: crate::csv::CsvError,
    },
    #[error(transparent)]
    Read(#[from] crate::files::ReadError),
    // `error`, not `source`: the message already holds it, and a source would be
    // printed a second time by `{:#}`.
    #[error("cannot write {path}: {error}")]
    Write { path: String, error: std::io::Error },
    #[error("{path}: not a directory; give --out a directory for the sheets")]
    NotADirectory { path: String },
    #[error(
        "{path}: not written by weiqi-quiz sheet; choose an empty directory or pass --force to replace it"
    )]
    NotOurs { path: String },
}

/// The most versions one `sheet` run prints: a school year of classes, not an
/// unbounded stream of files.
pub const MAX_VERSIONS: u32 = 500;

/// What `sheet` is asked to write.
#[derive(Debug, Clone, PartialEq)]
pub struct SheetOptions {
    pub format: Format,
    pub title: Option<String>,
    pub versions: u32,
    /// A roster (CSV: name, optional class): one personalised version per student.
    pub students: Option<PathBuf>,
    pub seed: u64,
    pub out: PathBuf,
    /// Replace files in `out` that no earlier run wrote (otherwise refused).
    pub force: bool,
    /// Also write an answer sheet (答题卡) per version and one answer grid key.
    pub answer_sheet: bool,
    /// Every version's parts in one HTML file ([`PRINT_FILE`]), one print job.
    pub one_file: bool,
    /// Leave out each version's key (`key.json` and the grid key are still written).
    pub papers_only: bool,
}

/// The file `--one-file` writes.
pub use job::FILE as PRINT_FILE;

/// What the one file of `--one-file` holds for each version.
#[derive(Debug, Clone, PartialEq)]
pub struct OneFile {
    pub path: PathBuf,
    /// Versions of a roster's students.
    pub students: bool,
    pub answer_sheets: bool,
    pub keys: bool,
}

/// What `sheet` wrote.
#[derive(Debug, Clone, PartialEq)]
pub struct Written {
    pub dir: PathBuf,
    pub files: Vec<PathBuf>,
    pub versions: u32,
    pub items: usize,
    pub total: Stones,
    pub seed: u64,
    /// Things the teacher should know (fewer items than asked for, …), in their language.
    pub notes: Vec<String>,
    pub one_file: Option<OneFile>,
}

/// A roster file read and checked: an error names its line; an empty roster is one.
pub fn load_roster(path: &std::path::Path) -> Result<Vec<Student>, SheetError> {
    let bytes = crate::files::read_limited(path, crate::csv::MAX_FILE_BYTES)?;
    let roster =
        read_roster(&crate::csv::decode(&bytes)).map_err(|(line, error)| SheetError::Roster {
            path: path.display().to_string(),
            line,
            error,
        })?;
    if roster.is_empty() {
        return Err(SheetError::EmptyRoster {
            path: path.display().to_string(),
        });
    }
    Ok(roster)
}

/// Builds every version and writes `sheet-<v>.<ext>`, `key-<v>.<ext>` (or all of them
/// in [`PRINT_FILE`]) and `key.json` into `options.out`, replacing an earlier run's set
/// there whole ([`set`]).
pub fn write_sheets(
    questions: &[Question],
    filters: &Filters,
    options: &SheetOptions,
    l: &Localizer,
) -> Result<Written, SheetError> {
    if options.one_file && options.format != Format::Html {
        return Err(SheetError::OneFileNeedsHtml);
    }
    let students = match &options.students {
        Some(path) => Some(load_roster(path)?),
        None => None,
    };
    let versions = match &students {
        Some(roster) => u32::try_from(roster.len()).unwrap_or(u32::MAX),
        None if options.versions == 0 => return Err(SheetError::NoVersions),
        None => options.versions,
    };
    let title = options
        .title
        .clone()
        .unwrap_or_else(|| l.text("sheet-default-title"));
    let chosen = select(questions, filters, options.seed)?;
    let mut notes = Vec::new();
    if let Some(count) = filters.count
        && chosen.len() < count
    {
        notes.push(l.format(
            "sheet-fewer",
            &[
                ("found", Arg::Number(chosen.len() as i64)),
                ("count", Arg::Number(count as i64)),
            ],
        ));
    }
    let renderer = options.format.renderer();
    let dir = &options.out;
    let mut staged = set::Staged::begin(dir, options.force)?;
    let mut files = Vec::new();
    let ext = renderer.extension();
    let mut keys = crate::quiz::grade::KeyFile::new(&title, options.seed, l);
    let mut total = Stones::ZERO;
    let mut grids = Vec::new();
    let mut job = options
        .one_file
        .then(|| job::PrintJob::new(options.answer_sheet, !options.papers_only));
    // One version at a time: memory stays that of one paper however many are printed
    // (`--one-file` keeps the text of its one file: tens of KB a version).
    for v in 1..=versions {
        let student = students
            .as_ref()
            .and_then(|roster| roster.get(v as usize - 1).cloned());
        // A roster's sheets carry the student's name, after the number that keeps them
        // in roster order and apart when two students share a name.
        let suffix = match &student {
            Some(s) => format!("{v}-{}", crate::text::safe_file_name(&s.name)),
            None => v.to_string(),
        };
        let paper = version_paper(&chosen, filters.order, &title, options.seed, v, student, l)?;
        if let Some(job) = &mut job {
            job.add(&paper, l);
        } else {
            let sheet = format!("sheet-{suffix}.{ext}");
            staged.write(&sheet, &renderer.paper(&paper, l))?;
            files.push(staged.target(&sheet));
            if options.answer_sheet {
                let name = format!("answers-{suffix}.html");
                staged.write(&name, &card::answer_sheet(&paper, l))?;
                files.push(staged.target(&name));
            }
            if !options.papers_only
                && let Some(key) = renderer.key(&paper, l)
            {
                let name = format!("key-{suffix}.{ext}");
                staged.write(&name, &key)?;
                files.push(staged.target(&name));
            }
        }
        if options.answer_sheet {
            grids.push(card::Grid::of(&paper, l));
        }
        for note in renderer.notes(&paper, l) {
            if !notes.contains(&note) {
                notes.push(note);
            }
        }
        key::add_version(&mut keys, &paper, l);
        total = paper.total_points();
    }
    let one_file = match job {
        Some(job) => {
            staged.write(PRINT_FILE, &job.finish(&title, l))?;
            files.push(staged.target(PRINT_FILE));
            Some(OneFile {
                path: staged.target(PRINT_FILE),
                students: students.is_some(),
                answer_sheets: options.answer_sheet,
                keys: !options.papers_only,
            })
        }
        None => None,
    };
    if options.answer_sheet {
        staged.write("key-grid.html", &card::grid_key(&title, &grids, l))?;
        files.push(staged.target("key-grid.html"));
    }
    // Names and answers stay whole; a control character in them stays a `\u` escape.
    staged.write(
        "key.json",
        &crate::text::escape_json_controls(&keys.to_json()),
    )?;
    files.push(staged.target("key.json"));
    let replaced = staged.commit()?;
    if replaced.removed > 0 {
        notes.push(l.format(
            "sheet-replaced",
            &[
                ("count", Arg::Number(replaced.removed as i64)),
                ("dir", Arg::Text(dir.display().to_string())),
            ],
        ));
    }
    Ok(Written {
        dir: dir.clone(),
        files,
        versions,
        items: chosen.len(),
        total,
        seed: options.seed,
        notes,
        one_file,
    })
}

/// What `sheet` prints after writing.
pub fn written_text(written: &Written, l: &Localizer) -> String {
    let mut out = String::new();
    for note in &written.notes {
        out.push_str(note);
        out.push('\n');
    }
    out.push_str(&l.format(
        "sheet-written",
        &[
            ("versions", Arg::Number(i64::from(written.versions))),
            ("items", Arg::Number(written.items as i64)),
            ("points", points_arg(written.total)),
            ("seed", Arg::Text(written.seed.to_string())),
            ("dir", Arg::Text(written.dir.display().to_string())),
        ],
    ));
    out.push('\n');
    for file in &written.files {
        out.push_str("  ");
        out.push_str(&file.display().to_string());
        out.push('\n');
    }
    if let Some(one) = &written.one_file {
        let parts = match (one.answer_sheets, one.keys) {
            (true, true) => "all",
            (true, false) => "sheet-card",
            (false, true) => "sheet-key",
            (false, false) => "sheet",
        };
        out.push_str(&l.format(
            "sheet-one-file",
            &[
                ("file", Arg::Text(one.path.display().to_string())),
                (
                    "who",
                    Arg::Text(if one.students { "student" } else { "version" }.into()),
                ),
                ("parts", Arg::Text(parts.into())),
            ],
        ));
        out.push('\n');
    }
    out
}

/// What `export` is asked to write.
#[derive(Debug, Clone, PartialEq)]
pub struct ExportOptions {
    pub format: Format,
    pub variants: u32,
    pub title: Option<String>,
    pub seed: u64,
}

/// An export, ready to be written.
#[derive(Debug, Clone, PartialEq)]
pub struct Exported {
    pub text: String,
    pub questions: usize,
    pub notes: Vec<String>,
}

/// Renders the chosen items in an import format.
pub fn export(
    questions: &[Question],
    filters: &Filters,
    options: &ExportOptions,
    l: &Localizer,
) -> Result<Exported, SheetError> {
    let chosen = select(questions, filters, options.seed)?;
    let title = options
        .title
        .clone()
        .unwrap_or_else(|| l.text("sheet-default-title"));
    let paper = export_paper(&chosen, options.variants, &title, options.seed, l)?;
    let renderer = options.format.renderer();
    Ok(Exported {
        text: renderer.paper(&paper, l),
        questions: paper.len(),
        notes: renderer.notes(&paper, l),
    })
}

/// Writes a file whole; a reader never sees half of it.
pub fn write_file(path: &Path, text: &str) -> Result<(), SheetError> {
    crate::files::write_atomic(path, text.as_bytes()).map_err(|error| SheetError::Write {
        path: path.display().to_string(),
        error,
    })
}

impl Describe for SheetError {
    fn message(&self) -> Message {
        match self {
            SheetError::NoInstance(id) => Message::text("err-sheet-no-instance").arg("id", id),
            SheetError::NoVersions => Message::text("err-sheet-no-versions"),
            SheetError::OneFileNeedsHtml => Message::text("err-sheet-one-file-html"),
            SheetError::EmptyRoster { path } => {
                Message::text("err-sheet-empty-roster").arg("path", path)
            }
            SheetError::Write { path, error } => Message::text("err-write")
                .arg("path", path)
                .said("cause", error),
            SheetError::NotADirectory { path } => {
                Message::text("err-sheet-not-a-directory").arg("path", path)
            }
            SheetError::NotOurs { path } => Message::text("err-sheet-not-ours").arg("path", path),
            SheetError::Select(inner) => inner.message(),
            SheetError::Read(inner) => inner.message(),
            SheetError::Roster { path, line, error } => Message::text("err-csv-at")
                .arg("path", path)
                .number("line", *line)
                .said("problem", error),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bank::Kind;
    use crate::i18n::Lang;

    use crate::bank::test_bank as bank;

    const MIXED: &str = r#"
[[question]]
id = "o"
type = "open"
text.en = "Why?"
answer.en = "Because."

[[question]]
id = "c"
type = "calc"
calc = "result"
params.black = { from = 178, to = 191, step = 0.5 }
text.en = "Black has {black}. Result?"
points = 2

[[question]]
id = "f"
type = "fill"
text.en = "A ____ and a ____."
answer.en = [["x", "ex"], ["y"]]

[[question]]
id = "t"
type = "truefalse"
text.en = "Yes?"
answer = true
"#;

    #[test]
    fn sections_follow_the_exam_order_and_numbers_run_on() {
        let questions = bank(MIXED);
        let chosen: Vec<&Question> = questions.iter().collect();
        let l = Localizer::new(Lang::En);
        let paper = version_paper(&chosen, Order::Bank, "T", 1, 1, None, &l).unwrap();
        let kinds: Vec<Kind> = paper.sections.iter().map(|s| s.kind).collect();
        assert_eq!(kinds, [Kind::Fill, Kind::TrueFalse, Kind::Calc, Kind::Open]);
        let numbers: Vec<usize> = paper.entries().map(|e| e.number).collect();
        assert_eq!(numbers, [1, 2, 3, 4]);
        assert_eq!(paper.total_points(), Stones::whole(5));
    }

    #[test]
    fn versions_differ_and_the_same_seed_reproduces_them() {
        let questions = bank(MIXED);
        let chosen: Vec<&Question> = questions.iter().collect();
        let l = Localizer::new(Lang::En);
        let calc_text = |seed, version| {
            let paper =
                version_paper(&chosen, Order::Random, "T", seed, version, None, &l).unwrap();
            paper
                .entries()
                .find(|e| e.question().id == "c")
                .unwrap()
                .instance
                .text
                .clone()
        };
        assert_eq!(calc_text(5, 2), calc_text(5, 2));
        let texts: std::collections::BTreeSet<String> = (1..=8).map(|v| calc_text(5, v)).collect();
        assert!(
            texts.len() > 1,
            "each version draws its own numbers: {texts:?}"
        );
    }

    #[test]
    fn exports_hold_distinct_fixed_instances_of_computed_items() {
        let questions = bank(MIXED);
        let chosen: Vec<&Question> = questions.iter().collect();
        let l = Localizer::new(Lang::En);
        let paper = export_paper(&chosen, 3, "T", 9, &l).unwrap();
        let calc: Vec<&Entry> = paper.entries().filter(|e| e.question().id == "c").collect();
        assert_eq!(calc.len(), 3);
        assert_eq!(
            calc.iter().map(|e| e.export_id()).collect::<Vec<_>>(),
            ["c.v1", "c.v2", "c.v3"]
        );
        let texts: std::collections::BTreeSet<&str> =
            calc.iter().map(|e| e.instance.text.as_str()).collect();
        assert_eq!(texts.len(), 3);
        assert_eq!(paper.len(), 6);
    }

    #[test]
    fn rosters_skip_headers_and_keep_classes() {
        let roster = read_roster("姓名,班级\n李伟,三班\n\n王芳\n").unwrap();
        assert_eq!(
            roster,
            [
                Student {
                    name: "李伟".into(),
                    class: Some("三班".into())
                },
                Student {
                    name: "王芳".into(),
                    class: None
                }
            ]
        );
        assert!(read_roster("# nobody\n").unwrap().is_empty());
        assert_eq!(
            read_roster("name\n\"Li\" Wei\n"),
            Err((2, crate::csv::CsvError::TextAfterQuote(6)))
        );
    }

    #[test]
    fn blanks_split_on_four_or_more_underscores() {
        assert_eq!(split_blanks("a ____ b ______c"), ["a ", " b ", "c"]);
        assert_eq!(split_blanks("snake_case and ___"), ["snake_case and ___"]);
        assert_eq!(split_blanks("____"), ["", ""]);
    }

    #[test]
    fn page_footers_hold_a_name_as_css_text_only() {
        assert_eq!(
            css_string("李\"; }</style>\u{1}"),
            "\"李\\22 ; }\\3c /style\\3e \""
        );
        let questions = bank(MIXED);
        let chosen: Vec<&Question> = questions.iter().collect();
        let l = Localizer::new(Lang::ZhCn);
        let paper = version_paper(&chosen, Order::Bank, "T", 1, 2, None, &l).unwrap();
        assert_eq!(
            page_footer_css(&paper, &l, false),
            "\"第\" counter(page) \"页 共\" counter(pages) \"页 · 第2卷\""
        );
    }

    #[test]
    fn escaping_and_cleaning_drop_what_xml_and_terminals_cannot_hold() {
        let cases: &[(&str, &str)] = &[
            ("a\u{fffe}b\u{ffff}c", "abc"),
            ("\u{1b}]0;t\u{7}x", "]0;tx"),
            ("r\u{202e}l \u{2066}i\u{2069}", "rl i"),
            ("c1\u{9b}\u{9d}\u{85}", "c1"),
            ("line\r\nnext\ttab", "line\nnext\ttab"),
            ("\u{10000}\u{e000}\u{d7ff}", "\u{10000}\u{e000}\u{d7ff}"),
        ];
        for (input, expected) in cases {
            assert_eq!(escape_xml(input), *expected, "{input:?}");
            assert_eq!(escape_text(input), *expected, "{input:?}");
            assert_eq!(
                clean_xml_document(input.to_string()),
                *expected,
                "{input:?}"
            );
        }
        assert_eq!(clean_document("\u{fffe}\u{1b}".to_string()), "\u{fffe}");
    }
}
