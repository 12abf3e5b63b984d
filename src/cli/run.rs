//! Carrying out a parsed command: one function per command, each reading its inputs,
//! calling the library and printing a [`Report`]. The terminal is touched here and in
//! `ui/` only.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use super::errors::{BankProblems, Context as _, NotUtf8, Result};

use super::args::*;
use super::{classroom, referee, serve, trainer};
use weiqi_quiz::bank::check::load_and_check;
use weiqi_quiz::bank::{self, Finding, Question, Source};
use weiqi_quiz::i18n::{Lang, Localizer};
use weiqi_quiz::report::Report;
use weiqi_quiz::report::bank::{CheckReport, ListReport, StatsReport, TagsReport};
use weiqi_quiz::rules::sgf::{self, GameRecord};
use weiqi_quiz::store::Profile;
use weiqi_quiz::{csv, files, text};

/// What every command may need besides its own arguments.
pub(crate) struct Env {
    pub(crate) l: Localizer,
    pub(crate) seed: u64,
    pub(crate) banks: Vec<PathBuf>,
    pub(crate) plain: bool,
    /// `--no-save`: sessions run and nothing is written to the history.
    pub(crate) no_save: bool,
    /// `--profile`: whose history.
    pub(crate) profile: Profile,
    /// `--lang` was given (not taken from the system).
    pub(crate) lang_asked: bool,
}

pub(crate) fn run(cli: Cli) -> Result<ExitCode> {
    match cli.color {
        ColourArg::Auto => {}
        ColourArg::Always | ColourArg::Never => {
            let on = matches!(cli.color, ColourArg::Always);
            console::set_colors_enabled(on);
            console::set_colors_enabled_stderr(on);
        }
    }
    let lang = match Lang::choose_checked(cli.lang.as_deref()) {
        Ok(lang) => lang,
        Err(unknown) => {
            // Said in the system's language, which is all there is to go by.
            let l = Localizer::new(Lang::choose(None));
            warn(&l.format("lang-unknown", &[("lang", unknown.0.as_str().into())]));
            return Ok(ExitCode::from(2));
        }
    };
    let env = Env {
        l: Localizer::new(lang),
        seed: cli.seed.unwrap_or_else(clock_seed),
        banks: cli.bank,
        plain: cli.plain,
        no_save: cli.no_save,
        profile: cli.profile.unwrap_or_default(),
        lang_asked: cli.lang.is_some(),
    };
    let command = cli
        .command
        .unwrap_or_else(|| Command::Practice(FilterArgs::default_practice()));
    match command {
        Command::Practice(args) => trainer::practice(&env, &args),
        Command::Exam(args) => trainer::exam(&env, &args),
        Command::Drill(args) => trainer::drill(&env, &args),
        Command::Review(args) => trainer::review(&env, &args),
        Command::History(args) => trainer::history(&env, &args),
        Command::Rules(RulesCommand::Replay(args)) => referee::replay(&env, &args),
        Command::Rules(RulesCommand::Result(args)) => referee::result(&env, &args),
        Command::Rules(RulesCommand::Count(args)) => referee::count(&env, &args),
        Command::Rules(RulesCommand::Ruling(args)) => referee::ruling(&env, &args),
        Command::Rules(RulesCommand::Nigiri(args)) => referee::nigiri(&env, &args),
        Command::Rules(RulesCommand::Clock(args)) => referee::clock(&env, &args),
        Command::Rules(RulesCommand::Standings(args)) => referee::standings(&env, &args),
        Command::Rules(RulesCommand::Pair(args)) => referee::pair(&env, &args),
        Command::Rules(RulesCommand::Presets(args)) => referee::presets(&env, &args),
        Command::Rules(RulesCommand::Article(args)) => referee::article(&env, &args),
        Command::Rules(RulesCommand::Articles(args)) => referee::articles(&env, &args),
        Command::Gtp(args) => referee::gtp(&env, &args),
        Command::Check(args) => check(&env, &args),
        Command::Schema => schema(),
        Command::List(args) => list(&env, &args),
        Command::Show(args) => show(&env, &args),
        Command::New(args) => {
            say(&weiqi_quiz::ui::template::template(
                args.kind.kind(),
                &env.l,
            ))?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Sheet(args) => classroom::sheet(&env, &args),
        Command::Grade(args) => classroom::grade(&env, &args),
        Command::Export(args) => classroom::export(&env, &args),
        Command::Serve(args) => serve::serve(&env, &args),
    }
}

/// Prints a report as text or JSON; text from files cannot drive the terminal (JSON
/// keeps such characters as `\u` escapes).
pub(crate) fn emit(env: &Env, report: &dyn Report, json: bool) -> Result<ExitCode> {
    let rendered = report.render(json, &env.l);
    let safe = if json {
        text::escape_json_controls(&rendered)
    } else {
        text::sanitize_for_terminal(&rendered)
    };
    std::io::stdout().lock().write_all(safe.as_bytes())?;
    Ok(ExitCode::SUCCESS)
}

/// As [`emit`], the text wrapped to the width of standard output (as the trainer's
/// lines are): for what a candidate reads.
pub(crate) fn emit_wrapped(env: &Env, report: &dyn Report, json: bool) -> Result<ExitCode> {
    if json {
        return emit(env, report, json);
    }
    weiqi_quiz::ui::commands::say(&report.render(false, &env.l))?;
    Ok(ExitCode::SUCCESS)
}

/// A line on stderr, without control characters, wrapped to its width.
pub(crate) fn tell(text: &str) {
    let clean = text::sanitize_for_terminal(text);
    let fitted = weiqi_quiz::ui::fit(&clean, &console::Term::stderr());
    eprint!("{fitted}");
}

/// Prints text on stdout, without control characters.
pub(crate) fn say(text: &str) -> std::io::Result<()> {
    std::io::stdout()
        .lock()
        .write_all(text::sanitize_for_terminal(text).as_bytes())
}

/// A `weiqi-quiz: …` line on stderr, without control characters.
pub(crate) fn warn(text: &str) {
    eprintln!("weiqi-quiz: {}", text::sanitize_for_terminal(text));
}

/// A whole input file of at most `limit` bytes (every reader goes through this, so
/// no file, device or pipe can fill memory); its name in the error.
pub(crate) fn read_bytes(path: &Path, limit: u64) -> Result<Vec<u8>> {
    Ok(files::read_limited(path, limit)?)
}

/// A UTF-8 text file of at most `limit` bytes (a byte-order mark is dropped).
pub(crate) fn read_text(path: &Path, limit: u64) -> Result<String> {
    let bytes = read_bytes(path, limit)?;
    let bytes = bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(&bytes);
    match std::str::from_utf8(bytes) {
        Ok(text) => Ok(text.to_string()),
        Err(e) => Err(NotUtf8 {
            path: path.display().to_string(),
            offset: e.valid_up_to(),
        }
        .into()),
    }
}

/// A spreadsheet's CSV file (answers, results), in whatever encoding it was saved.
pub(crate) fn read_csv(path: &Path) -> Result<String> {
    Ok(csv::decode(&read_bytes(path, csv::MAX_FILE_BYTES)?).into_owned())
}

/// The first game of an SGF file, in whatever encoding it was written.
pub(crate) fn read_sgf(path: &Path) -> Result<GameRecord> {
    let bytes = read_bytes(path, sgf::MAX_FILE_BYTES)?;
    sgf::parse_bytes(&bytes).about(path.display())
}

fn check(env: &Env, args: &CheckArgs) -> Result<ExitCode> {
    // `--bank FILE check` checks FILE, as `--bank FILE list` lists it.
    let paths = if args.paths.is_empty() {
        &env.banks
    } else {
        &args.paths
    };
    let (sources, mut findings) = bank_sources(paths);
    let (questions, more) = load_and_check(&sources);
    findings.extend(more);
    let report = CheckReport {
        questions: &questions,
        files: sources.len(),
        findings: &findings,
    };
    emit(env, &report, args.json)?;
    let fails = |f: &Finding| f.is_error() || args.strict;
    Ok(if findings.iter().any(fails) {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}

/// `show ID…`: each item previewed, in the order asked; an unknown id is refused with
/// the nearest one.
fn show(env: &Env, args: &ShowArgs) -> Result<ExitCode> {
    let questions = load_bank(&env.banks)?;
    let filters = weiqi_quiz::bank::select::Filters {
        ids: args.ids.clone(),
        ..Default::default()
    };
    let mut rng = <rand::rngs::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(env.seed);
    let items = filters.select(&questions, &mut rng)?;
    let previews: Vec<String> = items
        .iter()
        .map(|q| weiqi_quiz::ui::preview::preview(q, env.seed, &env.l))
        .collect();
    weiqi_quiz::ui::commands::say(&previews.join("\n"))?;
    Ok(ExitCode::SUCCESS)
}

/// The bank format as JSON Schema: `weiqi-quiz schema > questions/schema.json`.
fn schema() -> Result<ExitCode> {
    let text = bank::format::schema_text();
    std::io::stdout().lock().write_all(text.as_bytes())?;
    Ok(ExitCode::SUCCESS)
}

fn list(env: &Env, args: &ListArgs) -> Result<ExitCode> {
    let questions = load_bank(&env.banks)?;
    let selected: Vec<&Question> = questions
        .iter()
        .filter(|q| args.tag.is_empty() || q.tags.iter().any(|t| args.tag.contains(t)))
        .filter(|q| args.kind.is_empty() || args.kind.iter().any(|k| k.kind() == q.kind()))
        .collect();
    // Nothing on stdout for a script, but a person is told why the list is empty.
    if selected.is_empty() && !args.json {
        warn(&env.l.text("quiz-no-items"));
    }
    if args.tags {
        emit(env, &TagsReport(&selected), args.json)
    } else if args.stats {
        emit(env, &StatsReport(&selected), args.json)
    } else {
        emit(env, &ListReport(&selected), args.json)
    }
}

/// The sources of the banks named by `--bank` (or of the built-in bank).
fn bank_sources(paths: &[PathBuf]) -> (Vec<Source>, Vec<Finding>) {
    if paths.is_empty() {
        return (bank::load::embedded(), Vec::new());
    }
    let mut sources = Vec::new();
    let mut findings = Vec::new();
    for path in paths {
        if path.as_os_str() == "default" {
            sources.extend(bank::load::embedded());
        } else {
            let (s, f) = bank::load::read_paths(std::slice::from_ref(path));
            sources.extend(s);
            findings.extend(f);
        }
    }
    (sources, findings)
}

/// Loads the banks for a session; a bank with problems is refused with the first few.
/// Warnings do not stop it: `check` shows them.
pub(crate) fn load_bank(paths: &[PathBuf]) -> Result<Vec<Question>> {
    let (sources, mut findings) = bank_sources(paths);
    let (questions, more) = load_and_check(&sources);
    findings.extend(more);
    findings.retain(Finding::is_error);
    if let Some(first) = findings.first() {
        return Err(BankProblems {
            first: first.clone(),
            count: findings.len(),
        }
        .into());
    }
    Ok(questions)
}

fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}
