//! The teacher's commands: printable sheets, grading, exports.

use std::process::ExitCode;

use anyhow::{Context as _, Result};

use super::args::*;
use super::run::{Env, emit, load_bank, read_csv, read_text, say};
use weiqi_quiz::i18n::Arg;
use weiqi_quiz::quiz::grade::{KeyFile, MAX_KEY_BYTES, grade as mark};
use weiqi_quiz::report::grade::GradingReport;
use weiqi_quiz::sheet;
use weiqi_quiz::text::sanitize_for_terminal;

pub(crate) fn sheet(env: &Env, args: &SheetArgs) -> Result<ExitCode> {
    let questions = load_bank(&env.banks)?;
    let options = sheet::SheetOptions {
        format: match args.format {
            SheetFormatArg::Html => sheet::Format::Html,
            SheetFormatArg::Md => sheet::Format::Markdown,
        },
        title: args.title.clone(),
        versions: args.versions,
        students: args.students.clone(),
        seed: env.seed,
        out: args.out.clone(),
        force: args.force,
    };
    let filters = args.filters.filters(20)?.for_exams();
    let written = sheet::write_sheets(&questions, &filters, &options, &env.l)?;
    say(&sheet::written_text(&written, &env.l))?;
    Ok(ExitCode::SUCCESS)
}

pub(crate) fn grade(env: &Env, args: &GradeArgs) -> Result<ExitCode> {
    let keys = KeyFile::from_json(&read_text(&args.key, MAX_KEY_BYTES)?)
        .with_context(|| args.key.display().to_string())?;
    let graded = mark(&keys, &read_csv(&args.answers)?)
        .with_context(|| args.answers.display().to_string())?;
    emit(env, &GradingReport(&graded), args.json)
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
