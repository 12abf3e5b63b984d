//! Carrying out a parsed command: read the inputs, call the library, print the
//! report. The terminal is touched here and in `ui/` only.

use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context as _, Result};
use rand::SeedableRng;
use rand::rngs::ChaCha8Rng;

use super::args::*;
use weiqi_quiz::bank::check::load_and_check;
use weiqi_quiz::bank::{self, Finding, Kind, Question, Source};
use weiqi_quiz::bank_report;
use weiqi_quiz::clock_report;
use weiqi_quiz::gtp::Gtp;
use weiqi_quiz::i18n::{Lang, Localizer};
use weiqi_quiz::quiz::drill::{self, DrillKind};
use weiqi_quiz::quiz::history::Store;
use weiqi_quiz::referee::clock::{self, TimeSystem};
use weiqi_quiz::referee::nigiri::{Guess, Player, holder, nigiri};
use weiqi_quiz::referee::ruling::{Irregularity, ScatterCause, first_irregularity, rule};
use weiqi_quiz::referee::tournament::{Format, parse_results, standings};
use weiqi_quiz::referee_report;
use weiqi_quiz::report;
use weiqi_quiz::rules::diagram::Diagram;
use weiqi_quiz::rules::replay::replay;
use weiqi_quiz::rules::score::{CountTerms, count_position, result_from_area};
use weiqi_quiz::rules::{Board, Point, RuleSet, Stones, sgf};
use weiqi_quiz::sheet;
use weiqi_quiz::standings_report;
use weiqi_quiz::ui::commands::{self, Context, ExamRules};

pub(crate) fn run(cli: Cli) -> Result<ExitCode> {
    let seed = cli.seed.unwrap_or_else(clock_seed);
    let l = Localizer::new(Lang::choose(cli.lang.as_deref()));
    match cli.color {
        ColourArg::Auto => {}
        ColourArg::Always | ColourArg::Never => {
            let on = matches!(cli.color, ColourArg::Always);
            console::set_colors_enabled(on);
            console::set_colors_enabled_stderr(on);
        }
    }
    let command = cli
        .command
        .unwrap_or_else(|| Command::Practice(FilterArgs::default_practice()));
    if let Some(code) = trainer(&command, &cli.bank, cli.plain, seed, &l)? {
        return Ok(code);
    }
    let mut out = std::io::stdout().lock();
    match command {
        Command::Rules(RulesCommand::Replay { game, rules, json }) => {
            let text = std::fs::read_to_string(&game)
                .with_context(|| format!("cannot read {}", game.display()))?;
            let record = sgf::parse(&text).with_context(|| format!("{}", game.display()))?;
            let replayed = replay(&record, rules.rules());
            if json {
                writeln!(
                    out,
                    "{}",
                    weiqi_quiz::report::replay_json(&record, &replayed)
                )?;
            } else {
                write!(
                    out,
                    "{}",
                    weiqi_quiz::report::replay_text(&record, &replayed)
                )?;
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Rules(RulesCommand::Result {
            black,
            size,
            komi,
            handicap,
            preset,
            json,
        }) => {
            let terms = CountTerms::new(preset.rules, size, handicap, komi);
            let result = result_from_area(black, &terms)?;
            if json {
                writeln!(out, "{}", report::result_json(&result, &l))?;
            } else {
                writeln!(out, "{}", report::outcome_text(&result.outcome, &l))?;
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Rules(RulesCommand::Count {
            position,
            dead,
            komi,
            handicap,
            preset,
            json,
        }) => {
            let (board, mut dead_points, recorded) = read_position(&position, preset.rules)?;
            for vertex in &dead {
                dead_points.push(
                    Point::from_gtp(vertex.trim(), board.size())
                        .with_context(|| format!("--dead {vertex}"))?,
                );
            }
            let komi = komi.or(recorded.komi);
            let handicap = handicap.or(recorded.handicap).unwrap_or(0);
            let terms = CountTerms::new(preset.rules, board.size(), handicap, komi);
            let count = count_position(&board, &dead_points)?;
            if json {
                writeln!(out, "{}", report::count_json(&count, &terms, &l))?;
            } else {
                write!(out, "{}", report::count_text(&count, &terms, &l))?;
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Rules(RulesCommand::Ruling {
            kind,
            game,
            preset,
            move_number,
            late,
            consent,
            agree,
            deliberate,
            cause,
            reconstructable,
            count,
            json,
        }) => {
            let version = preset.rulings;
            if let Some(path) = game {
                let text = std::fs::read_to_string(&path)
                    .with_context(|| format!("cannot read {}", path.display()))?;
                let record = sgf::parse(&text).with_context(|| path.display().to_string())?;
                let finding = first_irregularity(&record, version)
                    .with_context(|| path.display().to_string())?;
                let moves = record.moves.len();
                if json {
                    let report =
                        referee_report::finding_json(finding.as_ref(), moves, record.size, &l);
                    writeln!(out, "{report}")?;
                } else {
                    let report =
                        referee_report::finding_text(finding.as_ref(), moves, record.size, &l);
                    writeln!(out, "{report}")?;
                }
                return Ok(ExitCode::SUCCESS);
            }
            let Some(kind) = kind else {
                anyhow::bail!("name an irregularity or give --game");
            };
            let irregularity = match kind {
                IrregularityArg::DoubleMove => Irregularity::DoubleMove,
                IrregularityArg::KoRetake => Irregularity::KoRetake,
                IrregularityArg::ForbiddenPoint => Irregularity::ForbiddenPoint,
                IrregularityArg::Repetition => Irregularity::RepetitionCycle,
                IrregularityArg::Moonshine => Irregularity::MoonshineLife,
                IrregularityArg::TakeBack => Irregularity::TakeBack {
                    claimed_in_time: !late,
                },
                IrregularityArg::DroppedStone => Irregularity::DroppedStone {
                    opponent_consents: consent,
                },
                IrregularityArg::ClockBeforeStone => Irregularity::ClockBeforeStone,
                IrregularityArg::WrongColours => Irregularity::WrongColours { move_number },
                IrregularityArg::MovedStone => Irregularity::MovedStone {
                    players_agree: agree,
                    deliberate,
                },
                IrregularityArg::ScatteredBoard => Irregularity::ScatteredBoard {
                    cause: match cause {
                        CauseArg::Outside => ScatterCause::Outside,
                        CauseArg::Accident => ScatterCause::Accident,
                        CauseArg::Deliberate => ScatterCause::Deliberate,
                    },
                    reconstructable,
                },
                IrregularityArg::WrongCapture => Irregularity::WrongCapture,
                IrregularityArg::Warnings => Irregularity::Warnings { count },
            };
            let ruling = rule(irregularity, version);
            if json {
                writeln!(out, "{}", referee_report::ruling_json(&ruling, &l))?;
            } else {
                writeln!(out, "{}", referee_report::ruling_text(&ruling, &l))?;
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Rules(RulesCommand::Nigiri {
            shown,
            count,
            player,
            json,
        }) => {
            let result = match (shown, count) {
                (Some(shown), Some(count)) => {
                    Some(nigiri(Guess::from_stones_shown(shown)?, count)?)
                }
                _ => None,
            };
            let players = match player.as_slice() {
                [] => None,
                [a, b] => Some([parse_player(a)?, parse_player(b)?]),
                _ => anyhow::bail!("--player: give both players, or neither"),
            };
            let holder = players.as_ref().map(|p| {
                let (index, reason) = holder(p);
                (p, index, reason)
            });
            if json {
                writeln!(
                    out,
                    "{}",
                    referee_report::nigiri_json(result.as_ref(), holder, &l)
                )?;
            } else {
                writeln!(
                    out,
                    "{}",
                    referee_report::nigiri_text(result.as_ref(), holder, &l)
                )?;
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Rules(RulesCommand::Clock {
            system,
            main,
            periods,
            period,
            moves_per_period,
            moves,
            json,
        }) => {
            let system = match system {
                ClockSystemArg::Byoyomi => {
                    TimeSystem::byoyomi(main, periods, period.unwrap_or(60_000))?
                }
                ClockSystemArg::SuddenDeath => TimeSystem::sudden_death(main)?,
                ClockSystemArg::MovesPerPeriod => TimeSystem::moves_per_period(
                    main,
                    moves_per_period
                        .context("--moves-per-period is needed for moves-per-period")?,
                    period.context("--period is needed for moves-per-period (e.g. 10m)")?,
                )?,
            };
            let timeline = clock::run(system, &clock::parse_duration_list(&moves)?);
            if json {
                writeln!(out, "{}", clock_report::clock_json(&timeline, &l))?;
            } else {
                write!(out, "{}", clock_report::clock_text(&timeline, &l))?;
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Rules(RulesCommand::Standings {
            results,
            system,
            tiebreak,
            json,
        }) => {
            let text = std::fs::read_to_string(&results)
                .with_context(|| format!("cannot read {}", results.display()))?;
            let name = results.display().to_string();
            let format = Format::guess(&name, &text);
            let parsed = parse_results(&text, format).with_context(|| name.clone())?;
            let table = standings(&parsed, system, &tiebreak).with_context(|| name.clone())?;
            if json {
                writeln!(out, "{}", standings_report::standings_json(&table))?;
            } else {
                write!(out, "{}", standings_report::standings_text(&table, &l))?;
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Rules(RulesCommand::Presets { json }) => {
            if json {
                writeln!(out, "{}", report::presets_json())?;
            } else {
                write!(out, "{}", report::presets_table(&l))?;
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Check { paths, json } => {
            let (sources, mut findings) = bank_sources(&paths);
            let (questions, more) = load_and_check(&sources);
            findings.extend(more);
            if json {
                writeln!(
                    out,
                    "{}",
                    bank_report::check_json(&questions, sources.len(), &findings)
                )?;
            } else if findings.is_empty() {
                writeln!(
                    out,
                    "{}",
                    bank_report::check_summary(&questions, sources.len())
                )?;
            } else {
                for f in &findings {
                    writeln!(out, "{f}")?;
                }
                writeln!(
                    out,
                    "{} {} in {} questions",
                    findings.len(),
                    if findings.len() == 1 {
                        "problem"
                    } else {
                        "problems"
                    },
                    questions.len()
                )?;
            }
            Ok(if findings.is_empty() {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            })
        }
        Command::List {
            tag,
            kind,
            json,
            stats,
        } => {
            for k in &kind {
                if Kind::from_name(k).is_none() {
                    anyhow::bail!(
                        "--type {k}: expected fill, choice, truefalse, calc, board or open"
                    );
                }
            }
            let questions = load_bank(&cli.bank)?;
            let selected: Vec<&Question> = questions
                .iter()
                .filter(|q| tag.is_empty() || q.tags.iter().any(|t| tag.contains(t)))
                .filter(|q| kind.is_empty() || kind.iter().any(|k| k == q.kind().name()))
                .collect();
            let text = match (stats, json) {
                (true, true) => bank_report::stats_json(&selected) + "\n",
                (true, false) => bank_report::stats_text(&selected),
                (false, true) => bank_report::list_json(&selected) + "\n",
                (false, false) => bank_report::list_text(&selected),
            };
            out.write_all(text.as_bytes())?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Practice(_)
        | Command::Exam { .. }
        | Command::Drill { .. }
        | Command::Review { .. }
        | Command::History { .. } => unreachable!("the trainer ran these"),
        Command::Sheet {
            filters,
            versions,
            students,
            format,
            title,
            out: dir,
        } => {
            let questions = load_bank(&cli.bank)?;
            let options = sheet::SheetOptions {
                format: match format {
                    SheetFormatArg::Html => sheet::Format::Html,
                    SheetFormatArg::Md => sheet::Format::Markdown,
                },
                title,
                versions,
                students,
                seed,
                out: dir,
            };
            let written = sheet::write_sheets(&questions, &filters.filters(20)?, &options, &l)?;
            write!(out, "{}", sheet::written_text(&written, &l))?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Grade { key, answers, json } => {
            let read = |path: &PathBuf| {
                std::fs::read_to_string(path)
                    .with_context(|| format!("cannot read {}", path.display()))
            };
            let keys = sheet::grade::KeyFile::from_json(&read(&key)?)
                .with_context(|| key.display().to_string())?;
            let graded = sheet::grade::grade(&keys, &read(&answers)?)
                .with_context(|| answers.display().to_string())?;
            if json {
                writeln!(out, "{}", sheet::grade::grading_json(&graded))?;
            } else {
                write!(out, "{}", sheet::grade::grading_text(&graded, &l))?;
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Export {
            filters,
            format,
            variants,
            title,
            out: file,
        } => {
            let questions = load_bank(&cli.bank)?;
            let options = sheet::ExportOptions {
                format: match format {
                    ExportFormatArg::Gift => sheet::Format::Gift,
                    ExportFormatArg::MoodleXml => sheet::Format::MoodleXml,
                },
                variants,
                title,
                seed,
            };
            let exported = sheet::export(&questions, &filters.filters(usize::MAX)?, &options, &l)?;
            for note in &exported.notes {
                eprintln!("{note}");
            }
            match file {
                Some(path) => {
                    sheet::write_file(&path, &exported.text)?;
                    let message = l.format(
                        "export-written",
                        &[
                            ("count", (exported.questions as i64).into()),
                            ("file", path.display().to_string().into()),
                        ],
                    );
                    writeln!(out, "{message}")?;
                }
                None => out.write_all(exported.text.as_bytes())?,
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Gtp(rules) => {
            let mut gtp = Gtp::new(rules.rules(), seed).with_komi(rules.preset.komi);
            for line in std::io::stdin().lock().lines() {
                let line = line.context("cannot read standard input")?;
                if let Some(reply) = gtp.execute(&line) {
                    out.write_all(reply.as_bytes())?;
                    out.flush()?;
                }
                if gtp.finished() {
                    break;
                }
            }
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// Runs the trainer's commands (practice, exam, drill, review, history); `None` for
/// any other command.
fn trainer(
    command: &Command,
    banks: &[PathBuf],
    plain: bool,
    seed: u64,
    l: &Localizer,
) -> Result<Option<ExitCode>> {
    use std::io::IsTerminal;
    if !matches!(
        command,
        Command::Practice(_)
            | Command::Exam { .. }
            | Command::Drill { .. }
            | Command::Review { .. }
            | Command::History { .. }
    ) {
        return Ok(None);
    }
    let plain = plain || !std::io::stdin().is_terminal() || !std::io::stderr().is_terminal();
    let home = std::env::var_os("WEIQI_QUIZ_HOME").map(PathBuf::from);
    let store = Store::locate(home)?;
    if !plain {
        // Answers are saved as they are given: Ctrl-C only needs the cursor back.
        let _ = ctrlc::set_handler(|| {
            let _ = console::Term::stderr().show_cursor();
            std::process::exit(130);
        });
    }
    let ctx = Context {
        l,
        plain,
        colour: console::colors_enabled_stderr(),
        store,
    };
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    match command {
        Command::Practice(filters) => {
            let questions = load_bank(banks)?;
            let chosen = filters.filters(20)?.select(&questions, &mut rng);
            commands::practice(&ctx, &chosen, "practice", &mut rng)?;
        }
        Command::Exam {
            filters,
            minutes,
            pass,
            out,
        } => {
            let questions = load_bank(banks)?;
            let chosen = filters.filters(50)?.select(&questions, &mut rng);
            let rules = ExamRules {
                minutes: *minutes,
                pass_percent: *pass,
                out: out.as_deref(),
            };
            let passed = commands::exam(&ctx, &chosen, &rules, &mut rng)?;
            return Ok(Some(if passed {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(3)
            }));
        }
        Command::Drill { kind, size, count } => {
            let kind = match kind {
                DrillArg::Count => DrillKind::Count,
                DrillArg::Ruling => DrillKind::Ruling,
                DrillArg::Clock => DrillKind::Clock,
                DrillArg::Standings => DrillKind::Standings,
            };
            let items = drill::make(kind, *size, *count, &mut rng);
            let chosen: Vec<&Question> = items.iter().collect();
            commands::practice(&ctx, &chosen, "drill", &mut rng)?;
        }
        Command::Review { count } => {
            let questions = load_bank(banks)?;
            let mut due = commands::due_items(&ctx.store, &questions);
            due.truncate(*count);
            if due.is_empty() {
                println!("{}", l.text("review-nothing"));
            } else {
                commands::practice(&ctx, &due, "review", &mut rng)?;
            }
        }
        Command::History { json } => commands::history(&ctx.store, *json, l)?,
        _ => return Ok(None),
    }
    Ok(Some(ExitCode::SUCCESS))
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
fn load_bank(paths: &[PathBuf]) -> Result<Vec<Question>> {
    let (sources, mut findings) = bank_sources(paths);
    let (questions, more) = load_and_check(&sources);
    findings.extend(more);
    if let Some(first) = findings.first() {
        anyhow::bail!(
            "{first}\n({} problems in the bank; run `weiqi-quiz check` to see them all)",
            findings.len()
        );
    }
    Ok(questions)
}

/// `NAME:DAN:AGE`, e.g. `Li:5:34`.
fn parse_player(text: &str) -> Result<Player> {
    let parts: Vec<&str> = text.rsplitn(3, ':').collect();
    let [age, dan, name] = parts.as_slice() else {
        anyhow::bail!("--player {text:?}: expected NAME:DAN:AGE, e.g. Li:5:34");
    };
    let number = |what: &str, value: &str| {
        value
            .trim()
            .trim_end_matches(['d', 'D', '段'])
            .parse::<u32>()
            .with_context(|| format!("--player {text:?}: {what} {value:?} is not a whole number"))
    };
    let dan = u8::try_from(number("dan", dan)?)
        .with_context(|| format!("--player {text:?}: dan out of range"))?;
    Ok(Player {
        name: name.trim().to_string(),
        dan,
        age: number("age", age)?,
    })
}

/// Komi and handicap a game record states.
#[derive(Default)]
struct Recorded {
    komi: Option<Stones>,
    handicap: Option<u32>,
}

/// A position from an SGF game (replayed under the rule set's move rules) or a text
/// diagram, with the dead stones the SGF marks.
fn read_position(path: &PathBuf, rules: RuleSet) -> Result<(Board, Vec<Point>, Recorded)> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    let context = || path.display().to_string();
    if !text.trim_start().starts_with('(') {
        let diagram = Diagram::parse(&text).with_context(context)?;
        return Ok((diagram.board, Vec::new(), Recorded::default()));
    }
    let record = sgf::parse(&text).with_context(context)?;
    let game = record.replay(rules.moves).with_context(context)?;
    let komi = match record.komi {
        Some(points) => Some(Stones::from_points(points).with_context(|| {
            format!(
                "{}: KM[{points}] is not a multiple of 0.5 points",
                context()
            )
        })?),
        None => None,
    };
    let recorded = Recorded {
        komi,
        handicap: record.handicap.and_then(|h| u32::try_from(h).ok()),
    };
    Ok((game.board().clone(), record.dead.clone(), recorded))
}

fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}
