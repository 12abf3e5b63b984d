//! Printable test sheets with answer keys (HTML with inline SVG boards, Markdown) and
//! exports to school platforms (GIFT, Moodle XML).
//!
//! Every output is a [`Paper`] — items asked once through
//! [`instantiate`](crate::bank::instance::instantiate), grouped in sections by type — handed
//! to one [`Renderer`] per format, the way hyperfine's exporters work. A paper is built
//! from a seed and a version number alone, so the same seed reproduces the same sheets,
//! keys and exports. Grading reads back `key.json` ([`grade`]).

pub mod gift;
pub mod html;
pub mod key;
pub mod markdown;
pub mod moodle;
pub mod select;
pub mod svg;

use std::path::{Path, PathBuf};

use rand::SeedableRng;
use rand::rngs::ChaCha8Rng;
use rand::seq::SliceRandom;
use thiserror::Error;

use crate::bank::Answer;
use crate::bank::instance::{Instance, Key, instantiate};
use crate::bank::{Kind, Question};
use crate::csv::csv_rows;
use crate::i18n::{Arg, Lang, Localizer};
use crate::rules::Stones;

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

/// The person a personalised version is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Student {
    pub name: String,
    pub class: Option<String>,
}

/// One asked item with its number on the paper.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry<'q> {
    /// 1, 2, … across the whole paper.
    pub number: usize,
    /// For exports: which of an item's fixed instances this is (1, 2, …), when it has
    /// several.
    pub variant: Option<u32>,
    pub instance: Instance<'q>,
}

impl Entry<'_> {
    pub fn question(&self) -> &Question {
        self.instance.question
    }

    /// The item's id, with the variant for exported instances (`calc.result.v2`).
    pub fn export_id(&self) -> String {
        match self.variant {
            Some(v) => format!("{}.v{v}", self.question().id),
            None => self.question().id.clone(),
        }
    }
}

/// The items of one type.
#[derive(Debug, Clone, PartialEq)]
pub struct Section<'q> {
    pub kind: Kind,
    pub entries: Vec<Entry<'q>>,
}

impl Section<'_> {
    pub fn points(&self) -> Stones {
        self.entries
            .iter()
            .fold(Stones::ZERO, |sum, e| sum + e.question().points)
    }
}

/// A test as printed or exported: one version.
#[derive(Debug, Clone, PartialEq)]
pub struct Paper<'q> {
    pub title: String,
    /// 1, 2, …; 0 for an export.
    pub version: u32,
    pub seed: u64,
    pub student: Option<Student>,
    pub sections: Vec<Section<'q>>,
}

impl<'q> Paper<'q> {
    pub fn entries(&self) -> impl Iterator<Item = &Entry<'q>> {
        self.sections.iter().flat_map(|s| s.entries.iter())
    }

    pub fn total_points(&self) -> Stones {
        self.sections
            .iter()
            .fold(Stones::ZERO, |sum, s| sum + s.points())
    }

    pub fn len(&self) -> usize {
        self.sections.iter().map(|s| s.entries.len()).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
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
    #[error("{path}: no student names in the roster")]
    EmptyRoster { path: String },
    #[error("cannot read {path}: {source}")]
    Read {
        path: String,
        source: std::io::Error,
    },
    #[error("cannot write {path}: {source}")]
    Write {
        path: String,
        source: std::io::Error,
    },
}

/// The random stream of one version: the seed and the version number alone decide it
/// (ChaCha8's output is stable across releases, so a seed printed on a sheet keeps
/// reproducing it). Stream 0 draws the items.
pub fn rng_for(seed: u64, version: u32) -> ChaCha8Rng {
    let mut key = [0u8; 32];
    key[..8].copy_from_slice(&seed.to_le_bytes());
    key[8..12].copy_from_slice(&version.to_le_bytes());
    // A tag keeps these streams apart from any other use of the same seed.
    key[12..16].copy_from_slice(b"WQSH");
    ChaCha8Rng::from_seed(key)
}

fn ask<'q>(
    q: &'q Question,
    l: &Localizer,
    rng: &mut ChaCha8Rng,
) -> Result<Instance<'q>, SheetError> {
    instantiate(q, l, rng).ok_or_else(|| SheetError::NoInstance(q.id.clone()))
}

/// Groups items by type in the order exam papers use, numbering them 1, 2, …
fn sectioned<'q>(entries: Vec<(Instance<'q>, Option<u32>)>) -> Vec<Section<'q>> {
    let mut number = 0;
    let mut sections = Vec::new();
    for kind in Kind::ALL {
        let mut section = Section {
            kind,
            entries: Vec::new(),
        };
        for (instance, variant) in entries.iter().filter(|(i, _)| i.question.kind() == kind) {
            number += 1;
            section.entries.push(Entry {
                number,
                variant: *variant,
                instance: instance.clone(),
            });
        }
        if !section.entries.is_empty() {
            sections.push(section);
        }
    }
    sections
}

/// One version of a test: the chosen items in this version's order (shuffled unless
/// `order` is `Bank`), options shuffled, and every computed item with its own numbers.
pub fn version_paper<'q>(
    chosen: &[&'q Question],
    order: Order,
    title: &str,
    seed: u64,
    version: u32,
    student: Option<Student>,
    l: &Localizer,
) -> Result<Paper<'q>, SheetError> {
    let mut rng = rng_for(seed, version);
    let mut items = chosen.to_vec();
    if order == Order::Random {
        items.shuffle(&mut rng);
    }
    let asked = items
        .into_iter()
        .map(|q| ask(q, l, &mut rng).map(|i| (i, None)))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Paper {
        title: title.to_string(),
        version,
        seed,
        student,
        sections: sectioned(asked),
    })
}

/// The items for an export: each once, and each computed item as up to `variants`
/// different fixed instances (platforms cannot run the rules engine).
pub fn export_paper<'q>(
    chosen: &[&'q Question],
    variants: u32,
    title: &str,
    seed: u64,
    l: &Localizer,
) -> Result<Paper<'q>, SheetError> {
    let mut rng = rng_for(seed, u32::MAX);
    let mut asked = Vec::new();
    for q in chosen {
        if q.kind() != Kind::Calc || variants <= 1 {
            asked.push((ask(q, l, &mut rng)?, None));
            continue;
        }
        let mut distinct: Vec<Instance<'q>> = Vec::new();
        // A small range may have fewer instances than asked for: stop after a few misses.
        for _ in 0..variants * 4 {
            let instance = ask(q, l, &mut rng)?;
            if !distinct.iter().any(|d| d.text == instance.text) {
                distinct.push(instance);
            }
            if distinct.len() == variants as usize {
                break;
            }
        }
        let several = distinct.len() > 1;
        for (i, instance) in distinct.into_iter().enumerate() {
            asked.push((instance, several.then_some(i as u32 + 1)));
        }
    }
    Ok(Paper {
        title: title.to_string(),
        version: 0,
        seed,
        student: None,
        sections: sectioned(asked),
    })
}

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
}

/// Builds every version and writes `sheet-<v>.<ext>`, `key-<v>.<ext>` and `key.json`
/// into `options.out`.
pub fn write_sheets(
    questions: &[Question],
    filters: &Filters,
    options: &SheetOptions,
    l: &Localizer,
) -> Result<Written, SheetError> {
    let students = match &options.students {
        Some(path) => {
            let text = std::fs::read_to_string(path).map_err(|source| SheetError::Read {
                path: path.display().to_string(),
                source,
            })?;
            let roster = read_roster(&text);
            if roster.is_empty() {
                return Err(SheetError::EmptyRoster {
                    path: path.display().to_string(),
                });
            }
            Some(roster)
        }
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
    let chosen = select(questions, filters, &mut rng_for(options.seed, 0))?;
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
    std::fs::create_dir_all(dir).map_err(|source| SheetError::Write {
        path: dir.display().to_string(),
        source,
    })?;
    let mut files = Vec::new();
    let ext = renderer.extension();
    let mut keys = crate::quiz::grade::KeyFile::new(&title, options.seed, l);
    let mut total = Stones::ZERO;
    // One version at a time: memory stays that of one paper however many are printed.
    for v in 1..=versions {
        let student = students
            .as_ref()
            .and_then(|roster| roster.get(v as usize - 1).cloned());
        let paper = version_paper(&chosen, filters.order, &title, options.seed, v, student, l)?;
        let sheet = dir.join(format!("sheet-{v}.{ext}"));
        write_file(&sheet, &renderer.paper(&paper, l))?;
        files.push(sheet);
        if let Some(key) = renderer.key(&paper, l) {
            let path = dir.join(format!("key-{v}.{ext}"));
            write_file(&path, &key)?;
            files.push(path);
        }
        for note in renderer.notes(&paper, l) {
            if !notes.contains(&note) {
                notes.push(note);
            }
        }
        key::add_version(&mut keys, &paper, l);
        total = paper.total_points();
    }
    let key_json = dir.join("key.json");
    write_file(&key_json, &keys.to_json())?;
    files.push(key_json);
    Ok(Written {
        dir: dir.clone(),
        files,
        versions,
        items: chosen.len(),
        total,
        seed: options.seed,
        notes,
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
    let chosen = select(questions, filters, &mut rng_for(options.seed, 0))?;
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
    crate::files::write_atomic(path, text.as_bytes()).map_err(|source| SheetError::Write {
        path: path.display().to_string(),
        source,
    })
}

/// A roster: one student a line, `name[,class]`; a header line (`name`, `姓名`), blank
/// lines and `#` comments are skipped.
pub fn read_roster(text: &str) -> Vec<Student> {
    csv_rows(text)
        .into_iter()
        .enumerate()
        .filter(|(i, (_, cells))| {
            let first = cells.first().map(|c| c.to_lowercase()).unwrap_or_default();
            !(*i == 0 && ["name", "student", "姓名", "学生", "學生"].contains(&first.as_str()))
        })
        .filter_map(|(_, (_, cells))| {
            let name = cells.first()?.trim().to_string();
            (!name.is_empty()).then(|| Student {
                name,
                class: cells
                    .get(1)
                    .map(|c| c.trim().to_string())
                    .filter(|c| !c.is_empty()),
            })
        })
        .collect()
}

/// A number of points as a message argument: whole numbers as numbers (so plurals
/// work), others as decimals.
pub fn points_arg(points: Stones) -> Arg {
    if points.quarters() % 4 == 0 {
        Arg::Number(points.quarters() / 4)
    } else {
        Arg::Text(points.decimal())
    }
}

/// The section title: `一、填空题`, `Part 1. Fill in the blanks`.
pub fn section_title(number: usize, kind: Kind, l: &Localizer) -> String {
    l.format(
        "sheet-section",
        &[
            ("number", Arg::Number(number as i64)),
            (
                "title",
                Arg::Text(l.text(&format!("sheet-kind-{}", kind.name()))),
            ),
        ],
    )
}

/// The summary after a section title: how many items, how many points.
pub fn section_summary(section: &Section<'_>, l: &Localizer) -> String {
    l.format(
        "sheet-section-summary",
        &[
            ("count", Arg::Number(section.entries.len() as i64)),
            ("points", points_arg(section.points())),
        ],
    )
}

/// The line under the title: version, seed, items and total points.
pub fn paper_meta(paper: &Paper<'_>, l: &Localizer) -> String {
    l.format(
        "sheet-meta",
        &[
            ("version", Arg::Number(i64::from(paper.version))),
            ("seed", Arg::Text(paper.seed.to_string())),
            ("count", Arg::Number(paper.len() as i64)),
            ("points", points_arg(paper.total_points())),
        ],
    )
}

/// An item's points, as printed after it.
pub fn item_points(entry: &Entry<'_>, l: &Localizer) -> String {
    l.format(
        "sheet-points",
        &[("points", points_arg(entry.question().points))],
    )
}

/// The article an item rests on, as a reader cites it (`Art. 7`, `第7条`).
pub fn article_text(entry: &Entry<'_>, l: &Localizer) -> Option<String> {
    entry
        .question()
        .article
        .as_ref()
        .map(|a| l.format("sheet-article", &[("article", Arg::Text(a.clone()))]))
}

/// The answer as a key shows it, with the other accepted answers of each fill-in blank
/// (a teacher marking by hand needs them).
pub fn answer_text(entry: &Entry<'_>, l: &Localizer) -> String {
    let instance = &entry.instance;
    let Key::Blanks(blanks) = &instance.key else {
        return instance.key_text(l);
    };
    blanks
        .iter()
        .map(|accepted| {
            let first = accepted.first().cloned().unwrap_or_default();
            if accepted.len() < 2 {
                return first;
            }
            let others = accepted[1..].join(" / ");
            format!(
                "{first} {}",
                l.format("sheet-also-accepted", &[("answers", Arg::Text(others))])
            )
        })
        .collect::<Vec<_>>()
        .join(" | ")
}

/// Text split at its `____` blanks (four or more underscores): the pieces between them.
pub fn split_blanks(text: &str) -> Vec<&str> {
    let mut pieces = Vec::new();
    let mut start = 0;
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'_' {
            let run_end = bytes[i..]
                .iter()
                .position(|&b| b != b'_')
                .map_or(bytes.len(), |n| i + n);
            if run_end - i >= 4 {
                pieces.push(&text[start..i]);
                start = run_end;
            }
            i = run_end;
        } else {
            i += 1;
        }
    }
    pieces.push(&text[start..]);
    pieces
}

/// Bank text as HTML for the import formats: escaped, line breaks kept.
pub fn html_text(text: &str) -> String {
    escape_text(text)
        .replace("\r\n", "\n")
        .replace('\n', "<br>")
}

/// The feedback a platform shows after an attempt: the explanation and the article.
pub fn feedback_html(entry: &Entry<'_>, l: &Localizer) -> String {
    let mut parts = Vec::new();
    if let Key::Model(model) = &entry.instance.key
        && !model.is_empty()
    {
        parts.push(format!(
            "<p>{}</p>",
            html_text(&l.format(
                "sheet-model-answer",
                &[("answer", Arg::Text(model.clone()))]
            ))
        ));
    }
    if let Some(explain) = &entry.instance.explain {
        parts.push(format!("<p>{}</p>", html_text(explain)));
    }
    if let Some(article) = article_text(entry, l) {
        parts.push(format!("<p>{}</p>", html_text(&article)));
    }
    parts.concat()
}

/// Ways of writing an engine answer that a platform matching text literally accepts:
/// the answer in every interface language, and a result's points notation (`W+2.5`).
pub fn spellings(answer: &Answer) -> Vec<String> {
    let mut all = Vec::new();
    let mut add = |s: String| {
        if !s.is_empty() && !all.contains(&s) {
            all.push(s);
        }
    };
    for lang in Lang::ALL {
        let shown = answer.display(&Localizer::new(lang));
        // "Black loses by 1 1/4 stones (W+2.5)": the words alone are a spelling too.
        if let Some((words, _)) = shown.split_once(" (") {
            add(words.to_string());
        }
        add(shown);
    }
    if let Answer::Result(outcome) = answer {
        add(outcome.points_notation());
    }
    all
}

/// The board of an entry as a text diagram and as an SVG, with its accessible name.
pub fn board_label(entry: &Entry<'_>, l: &Localizer) -> Option<String> {
    entry.instance.figure.as_ref().map(|f| {
        l.format(
            "sheet-board-label",
            &[("size", Arg::Number(i64::from(f.board.size())))],
        )
    })
}

/// Text safe as HTML or XML element content: only `&`, `<` and `>` escaped, so the
/// result holds no `#` or quotes for the import formats' own markup to trip over.
pub fn escape_text(text: &str) -> String {
    escape_markup(text, false)
}

/// Text safe inside HTML or XML, element content and quoted attributes alike.
pub fn escape_xml(text: &str) -> String {
    escape_markup(text, true)
}

fn escape_markup(text: &str, quotes: bool) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' if quotes => out.push_str("&quot;"),
            '\'' if quotes => out.push_str("&#39;"),
            // Control characters other than tab and newlines are not allowed in XML 1.0.
            c if c.is_control() && !matches!(c, '\t' | '\n' | '\r') => {}
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
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
        let roster = read_roster("姓名,班级\n李伟,三班\n\n王芳\n");
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
        assert!(read_roster("# nobody\n").is_empty());
    }

    #[test]
    fn blanks_split_on_four_or_more_underscores() {
        assert_eq!(split_blanks("a ____ b ______c"), ["a ", " b ", "c"]);
        assert_eq!(split_blanks("snake_case and ___"), ["snake_case and ___"]);
        assert_eq!(split_blanks("____"), ["", ""]);
    }

    #[test]
    fn xml_escaping_leaves_no_markup() {
        assert_eq!(
            escape_xml("<script>alert('x&y')</script>\u{1}"),
            "&lt;script&gt;alert(&#39;x&amp;y&#39;)&lt;/script&gt;"
        );
    }

    #[test]
    fn rng_streams_depend_on_seed_and_version_only() {
        use rand::RngExt;
        let draw = |seed, version| rng_for(seed, version).random::<u64>();
        assert_eq!(draw(1, 1), draw(1, 1));
        assert_ne!(draw(1, 1), draw(1, 2));
        assert_ne!(draw(1, 1), draw(2, 1));
    }
}
