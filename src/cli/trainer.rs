//! The trainer's commands: practice, exam, drill, review and history.

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

use super::errors::{Context as _, Failure, Result};
use rand::SeedableRng;
use rand::rngs::ChaCha8Rng;
use typed_arena::Arena;
use weiqi_quiz::message::Message;

use super::args::*;
use super::errors::WriteFailed;
use super::run::{Env, emit_wrapped, load_bank, read_sgf, tell};
use weiqi_quiz::bank::paper::Section;
use weiqi_quiz::bank::select::{Filters, Order};
use weiqi_quiz::i18n::Arg;
use weiqi_quiz::quiz::drill::{self, DrillKind};
use weiqi_quiz::quiz::history::{History, Overview, Store};
use weiqi_quiz::quiz::trainer::{self as use_case, ExamRules, ExamSection, Items, Mode};
use weiqi_quiz::rules::Stones;

/// The pass mark of an exam whose paper sets none, in percent.
const DEFAULT_PASS_PERCENT: u32 = 80;
use weiqi_quiz::report::history::HistoryReport;
use weiqi_quiz::rules::MoveRules;
use weiqi_quiz::store;
use weiqi_quiz::ui::commands::{self, Context};

/// Where answers are saved (none with `--no-save`), and the terminal made ready for
/// prompts.
fn context(env: &Env) -> Result<Context<'_>> {
    let plain = env.plain || !std::io::stdin().is_terminal() || !std::io::stderr().is_terminal();
    let store = if env.no_save {
        None
    } else {
        Some(open_store(env)?)
    };
    if !plain {
        // Answers are saved as they are given: a signal (Ctrl-C between prompts, SIGTERM)
        // only needs the terminal back as it was.
        let _ = ctrlc::set_handler(|| {
            let _ = crossterm::terminal::disable_raw_mode();
            let _ = console::Term::stderr().show_cursor();
            std::process::exit(130);
        });
    }
    Ok(Context {
        l: &env.l,
        plain,
        colour: console::colors_enabled_stderr(),
        store,
    })
}

fn home() -> Result<PathBuf> {
    Ok(store::home(
        std::env::var_os("WEIQI_QUIZ_HOME").map(PathBuf::from),
    )?)
}

/// The history for reading and writing; what happened on opening (a damaged file kept
/// aside, an old history imported) is told on stderr.
fn open_store(env: &Env) -> Result<Store> {
    let (store, notes) = Store::open_profile(&home()?, &env.profile)?;
    tell_notes(env, notes);
    Ok(store)
}

fn tell_notes(env: &Env, notes: Vec<store::Note>) {
    for note in notes {
        tell(&format!("weiqi-quiz: {}\n", env.l.describe(&note)));
    }
}

/// The history to read: with `--no-save`, or in a home that can only be read, the
/// database as it is, read-only.
fn read_store(env: &Env) -> Result<Option<Store>> {
    if env.no_save {
        return Ok(Store::open_read_only_profile(&home()?, &env.profile)?);
    }
    let (store, notes) = Store::open_to_read(&home()?, &env.profile)?;
    tell_notes(env, notes);
    Ok(store)
}

fn rng(env: &Env) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(env.seed)
}

pub(crate) fn practice(env: &Env, filters: &FilterArgs) -> Result<ExitCode> {
    let ctx = context(env)?;
    let mut rng = rng(env);
    let questions = load_bank(&env.banks)?;
    let mut filters = filters.filters(20)?;
    // A random draw prefers items not seen lately: all of them drawn, then the freshest.
    let fresh = filters.order == Order::Random && filters.paper.is_none();
    let count = if fresh { filters.count.take() } else { None };
    let drawn = filters.select(&questions, &mut rng)?;
    let chosen = use_case::fresh_first(ctx.store.as_ref(), drawn, count.unwrap_or(usize::MAX))?;
    commands::practice(&ctx, Items::of(&chosen), Mode::Practice, &mut rng)?;
    Ok(ExitCode::SUCCESS)
}

/// Exit 3 when the exam is failed, so a script can tell.
pub(crate) fn exam(env: &Env, args: &ExamArgs) -> Result<ExitCode> {
    // Said before the exam, not after the candidate has sat it.
    if let Some(path) = &args.out {
        weiqi_quiz::files::check_writable(path).map_err(|error| WriteFailed {
            path: path.display().to_string(),
            error,
        })?;
    }
    let ctx = context(env)?;
    let mut rng = rng(env);
    let questions = load_bank(&env.banks)?;
    let filters = args.filters.filters(50)?.for_exams();
    let chosen = filters.select(&questions, &mut rng)?;
    let rules = exam_rules(env, args, &filters, chosen.len());
    let Some(result) = commands::exam(&ctx, &chosen, rules, &mut rng)? else {
        return Ok(ExitCode::from(3));
    };
    if let Some(path) = &args.out {
        weiqi_quiz::files::write_atomic(path, result.to_json().as_bytes()).map_err(|error| {
            WriteFailed {
                path: path.display().to_string(),
                error,
            }
        })?;
    }
    Ok(if result.passed {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(3)
    })
}

/// The exam as its paper sets it (its time, pass mark, sections and points unless the
/// command line says otherwise); without a paper, every item one point and 80 % to pass.
fn exam_rules(env: &Env, args: &ExamArgs, filters: &Filters, drawn: usize) -> ExamRules {
    let lang = env.l.lang();
    let pass_percent = |percent: u32| Stones::whole(i64::from(percent));
    let Some(paper) = &filters.paper else {
        return ExamRules {
            minutes: args.minutes,
            pass: pass_percent(args.pass.unwrap_or(DEFAULT_PASS_PERCENT)),
            title: None,
            sections: vec![ExamSection {
                title: env.l.text("exam-all-items"),
                count: drawn,
                each: Stones::whole(1),
            }],
            rules: None,
            instructions: None,
        };
    };
    // `--type` may have left sections out: the pass mark stays a share of what is set.
    let kept: Vec<&Section> = paper
        .sections
        .iter()
        .filter(|s| filters.kinds.is_empty() || s.kind.is_none_or(|k| filters.kinds.contains(&k)))
        .collect();
    let pass = match (args.pass, paper.pass) {
        (Some(percent), _) => pass_percent(percent),
        // Out of the paper's points (100 when it gives points): the same share of 100.
        (None, Some(points)) => {
            Stones::from_quarters(points.quarters() * 400 / paper.total().quarters().max(1))
        }
        (None, None) => pass_percent(DEFAULT_PASS_PERCENT),
    };
    ExamRules {
        // A mock paper is written in its own time unless told otherwise.
        minutes: args.minutes.or(paper.minutes),
        pass,
        title: paper.title(lang),
        sections: kept
            .iter()
            .map(|s| ExamSection {
                title: s
                    .title(lang)
                    // As a printed sheet names its sections.
                    .or_else(|| {
                        s.kind
                            .map(|k| env.l.text(&format!("sheet-kind-{}", k.name())))
                    })
                    .unwrap_or_else(|| env.l.text("exam-all-items")),
                count: s.count,
                each: s.each(),
            })
            .collect(),
        rules: Some(paper.rules),
        instructions: paper.instructions(lang),
    }
}

pub(crate) fn drill(env: &Env, args: &DrillArgs) -> Result<ExitCode> {
    let ctx = context(env)?;
    let mut rng = rng(env);
    let kind = match args.kind {
        DrillArg::Count => DrillKind::Count,
        DrillArg::Ruling => DrillKind::Ruling,
        DrillArg::Clock => DrillKind::Clock,
        DrillArg::Standings => DrillKind::Standings,
        DrillArg::Pairing => DrillKind::Pairing,
    };
    if !args.game.is_empty() && kind != DrillKind::Count {
        return Err(Failure::said("drill-game-count-only"));
    }
    let games = args
        .game
        .iter()
        .map(|path| {
            let record = read_sgf(path)?;
            // A game that cannot be replayed is refused here, not skipped mid-drill.
            record
                .replay(MoveRules::default())
                .about(path.display().to_string())?;
            Ok(record)
        })
        .collect::<Result<Vec<_>>>()?;
    // Items are made as they are asked; the arena keeps the asked ones for the summary.
    // The drill draws its items from a stream of its own, the session its options.
    let asked = Arena::new();
    let made = drill::drills(
        kind,
        args.size,
        args.count,
        ChaCha8Rng::seed_from_u64(!env.seed),
    )
    .with_games(games);
    let items = Items {
        items: made.map(|q| &*asked.alloc(q)),
        total: args.count,
        weights: Vec::new(),
        known: false,
    };
    commands::practice(&ctx, items, Mode::Drill, &mut rng)?;
    Ok(ExitCode::SUCCESS)
}

pub(crate) fn review(env: &Env, args: &ReviewArgs) -> Result<ExitCode> {
    let ctx = context(env)?;
    let mut rng = rng(env);
    let questions = load_bank(&env.banks)?;
    let reader = if env.no_save { read_store(env)? } else { None };
    let mut due = use_case::due_items(reader.as_ref().or(ctx.store.as_ref()), &questions)?;
    due.truncate(args.count);
    if due.is_empty() {
        commands::say(&format!("{}\n", env.l.text("review-nothing")))?;
    } else {
        commands::practice(&ctx, Items::of(&due), Mode::Review, &mut rng)?;
    }
    Ok(ExitCode::SUCCESS)
}

pub(crate) fn history(env: &Env, args: &HistoryArgs) -> Result<ExitCode> {
    if args.reset {
        return reset(env, args.yes);
    }
    let history = match read_store(env)? {
        Some(store) => store.load()?,
        None => History::default(),
    };
    // The bank too: what is due counts as `review` counts it.
    let questions = load_bank(&env.banks)?;
    let overview = Overview::of(&history, &questions, use_case::now());
    emit_wrapped(env, &HistoryReport(&overview), args.json)
}

/// `history --reset`: asks first on a terminal; without one, only with `--yes`.
fn reset(env: &Env, yes: bool) -> Result<ExitCode> {
    if env.no_save {
        return Err(Failure::said("err-reset-no-save"));
    }
    let home = home()?;
    let profile = match env.profile.name() {
        Some(name) => name.to_string(),
        None => env.l.text("profile-default"),
    };
    let path = home.join(env.profile.database());
    if !yes {
        if !std::io::stdin().is_terminal() {
            return Err(Message::text("err-reset-no-terminal")
                .arg("profile", &profile)
                .into());
        }
        // The path may come from the environment: no control characters.
        tell(&env.l.format(
            "history-reset-confirm",
            &[
                ("profile", Arg::from(profile.as_str())),
                ("path", Arg::from(path.display().to_string())),
            ],
        ));
        // Bounded like every other line read: a confirmation is a word.
        let mut line = Vec::new();
        let read = weiqi_quiz::files::read_line(&mut std::io::stdin().lock(), &mut line, 64)?;
        let whole = matches!(read, weiqi_quiz::files::Line::Whole);
        if !whole || !confirmed(&String::from_utf8_lossy(&line)) {
            tell(&format!("{}\n", env.l.text("history-reset-cancelled")));
            return Ok(ExitCode::FAILURE);
        }
    }
    let said = match Store::reset(&home, &env.profile)? {
        Some(kept) => env.l.format(
            "history-reset-done",
            &[
                ("profile", Arg::from(profile.as_str())),
                ("path", Arg::from(kept.display().to_string())),
            ],
        ),
        None => env.l.format(
            "history-reset-nothing",
            &[("profile", Arg::from(profile.as_str()))],
        ),
    };
    commands::say(&format!("{said}\n"))?;
    Ok(ExitCode::SUCCESS)
}

/// A typed yes, in any of the interface's languages.
fn confirmed(line: &str) -> bool {
    matches!(
        line.trim().to_lowercase().as_str(),
        "y" | "yes" | "是" | "对" | "對"
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn only_a_typed_yes_confirms() {
        for yes in ["y\n", "YES", " 是 ", "对", "對\r\n"] {
            assert!(super::confirmed(yes), "{yes:?}");
        }
        for no in ["", "\n", "n", "no", "否", "yess", "y y"] {
            assert!(!super::confirmed(no), "{no:?}");
        }
    }
}
