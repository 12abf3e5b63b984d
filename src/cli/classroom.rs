//! The teacher's commands: printable sheets, grading, exports.

use std::path::Path;
use std::process::ExitCode;

use super::errors::{Context as _, Result};

use super::args::*;
use super::run::{Env, emit, load_bank, read_csv, read_text, say};
use weiqi_quiz::files::write_atomic;
use weiqi_quiz::i18n::Arg;
use weiqi_quiz::quiz::grade::{Grading, KeyFile, MAX_KEY_BYTES, grade as mark};
use weiqi_quiz::report::grade::{GradingReport, grades_csv, student_report};
use weiqi_quiz::sheet;
use weiqi_quiz::text::{safe_file_name, sanitize_for_terminal};

pub(crate) fn sheet(env: &Env, args: &SheetArgs) -> Result<ExitCode> {
    let questions = load_bank(&env.banks)?;
    let filters = args
        .filters
        .filters(weiqi_quiz::quiz::class::DEFAULT_COUNT)?
        .for_exams();
    // A mock paper's own title, unless the teacher gives one.
    let paper_title = filters.paper.as_ref().and_then(|p| p.title(env.l.lang()));
    let options = sheet::SheetOptions {
        format: match args.format {
            SheetFormatArg::Html => sheet::Format::Html,
            SheetFormatArg::Md => sheet::Format::Markdown,
        },
        title: args.title.clone().or(paper_title),
        versions: args.versions,
        students: args.students.clone(),
        seed: env.seed,
        out: args.out.clone(),
        force: args.force,
        answer_sheet: args.answer_sheet,
        one_file: args.one_file,
        papers_only: args.papers_only,
    };
    let written = sheet::write_sheets(&questions, &filters, &options, &env.l)?;
    say(&sheet::written_text(&written, &env.l))?;
    Ok(ExitCode::SUCCESS)
}

pub(crate) fn grade(env: &Env, args: &GradeArgs) -> Result<ExitCode> {
    let keys = KeyFile::from_json(&read_text(&args.key, MAX_KEY_BYTES)?)
        .about(args.key.display().to_string())?;
    let graded =
        mark(&keys, &read_csv(&args.answers)?).about(args.answers.display().to_string())?;
    let code = emit(env, &GradingReport(&graded), args.json)?;
    // Notes go to stderr so that `--json` stays one JSON document on stdout.
    if let Some(path) = &args.csv {
        write_atomic(path, grades_csv(&graded, &env.l).as_bytes())
            .about(format!("cannot write {}", path.display()))?;
        let args = [("file", Arg::from(path.display().to_string()))];
        eprintln!(
            "{}",
            sanitize_for_terminal(&env.l.format("grade-csv-written", &args))
        );
    }
    if let Some(dir) = &args.report {
        let count = write_reports(env, &graded, dir)?;
        let args = [
            ("count", Arg::from(count as i64)),
            ("dir", Arg::from(dir.display().to_string())),
        ];
        eprintln!(
            "{}",
            sanitize_for_terminal(&env.l.format("grade-reports-written", &args))
        );
    }
    Ok(code)
}

/// One `<name>.txt` per student in `dir` (created if missing); a second student of the
/// same name gets `<name>-2.txt`.
fn write_reports(env: &Env, graded: &Grading, dir: &Path) -> Result<usize> {
    std::fs::create_dir_all(dir).about(format!("cannot create {}", dir.display()))?;
    let mut used = std::collections::BTreeSet::new();
    for student in &graded.students {
        let stem = safe_file_name(&student.name);
        let mut name = format!("{stem}.txt");
        let mut n = 1;
        while !used.insert(name.to_lowercase()) {
            n += 1;
            name = format!("{stem}-{n}.txt");
        }
        let path = dir.join(&name);
        let text = student_report(graded, student, &env.l);
        write_atomic(&path, sanitize_for_terminal(&text).as_bytes())
            .about(format!("cannot write {}", path.display()))?;
    }
    Ok(graded.students.len())
}

pub(crate) fn export(env: &Env, args: &ExportArgs) -> Result<ExitCode> {
    let questions = load_bank(&env.banks)?;
    let options = sheet::ExportOptions {
        format: match args.format {
            ExportFormatArg::Gift => sheet::Format::Gift,
            ExportFormatArg::MoodleXml => sheet::Format::MoodleXml,
        },
        variants: args.variants,
        title: args.title.clone(),
        seed: env.seed,
    };
    let exported = sheet::export(
        &questions,
        &args.filters.filters(usize::MAX)?,
        &options,
        &env.l,
    )?;
    for note in &exported.notes {
        eprintln!("{}", sanitize_for_terminal(note));
    }
    match &args.out {
        Some(path) => {
            sheet::write_file(path, &exported.text)?;
            let args = [
                ("count", Arg::from(exported.questions as i64)),
                ("file", Arg::from(path.display().to_string())),
            ];
            say(&format!("{}\n", env.l.format("export-written", &args)))?;
        }
        None => say(&exported.text)?,
    }
    Ok(ExitCode::SUCCESS)
}
