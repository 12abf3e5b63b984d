//! The teacher's commands: printable sheets, grading, exports.

use std::io::Write;
use std::process::ExitCode;

use anyhow::{Context as _, Result};

use super::args::*;
use super::run::{Env, emit, load_bank, read_csv, read_text};
use weiqi_quiz::i18n::Arg;
use weiqi_quiz::quiz::grade::{KeyFile, MAX_KEY_BYTES, grade as mark};
use weiqi_quiz::report::grade::GradingReport;
use weiqi_quiz::sheet;

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
    };
    let written = sheet::write_sheets(&questions, &args.filters.filters(20)?, &options, &env.l)?;
    print!("{}", sheet::written_text(&written, &env.l));
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
        eprintln!("{note}");
    }
    let mut out = std::io::stdout().lock();
    match &args.out {
        Some(path) => {
            sheet::write_file(path, &exported.text)?;
            let args = [
                ("count", Arg::from(exported.questions as i64)),
                ("file", Arg::from(path.display().to_string())),
            ];
            writeln!(out, "{}", env.l.format("export-written", &args))?;
        }
        None => out.write_all(exported.text.as_bytes())?,
    }
    Ok(ExitCode::SUCCESS)
}
