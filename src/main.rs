use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, Result};
use clap::{Args, Parser, Subcommand, ValueEnum};

use weiqi_quiz::gtp::Gtp;
use weiqi_quiz::i18n::{Lang, Localizer};
use weiqi_quiz::report;
use weiqi_quiz::rules::diagram::Diagram;
use weiqi_quiz::rules::replay::replay;
use weiqi_quiz::rules::score::{CountTerms, count_position, result_from_area};
use weiqi_quiz::rules::{Board, KoRule, MoveRules, Point, RuleSet, Stones, SuicideRule, sgf};

/// A rules quiz and referee trainer for Go (weiqi, 围棋) under the Chinese rules.
#[derive(Debug, Parser)]
#[command(version, about, max_term_width = 100)]
struct Cli {
    /// Seed for every random choice (same seed, same result).
    #[arg(long, global = true)]
    seed: Option<u64>,
    /// Language of the output: en, zh-CN or zh-TW (default: the system locale).
    #[arg(long, global = true, value_name = "LANG")]
    lang: Option<String>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// The rules engine on its own: replay games, count positions, compute results.
    #[command(subcommand)]
    Rules(RulesCommand),
    /// Speak the Go Text Protocol (version 2) on stdin/stdout.
    Gtp(MoveRuleArgs),
}

#[derive(Debug, Subcommand)]
enum RulesCommand {
    /// Replay the main line of an SGF game and report every move.
    Replay {
        /// The game record (SGF).
        game: PathBuf,
        #[command(flatten)]
        rules: MoveRuleArgs,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// The result of a game from Black's area (stones plus surrounded points).
    Result {
        /// Black's area in stones, e.g. 184 or 184.5.
        #[arg(long, value_name = "AREA", allow_hyphen_values = true)]
        black: Stones,
        /// Board size.
        #[arg(long, default_value_t = 19, value_parser = clap::value_parser!(u8).range(2..=25))]
        size: u8,
        /// Komi in stones (3.75, 3¾, 3 3/4, 3又3/4); default: the rule set's.
        #[arg(long, value_name = "STONES", allow_hyphen_values = true)]
        komi: Option<Stones>,
        /// Handicap stones (1 = no komi; 2 or more: Black gives back by the rules).
        #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u32).range(0..=25))]
        handicap: u32,
        #[command(flatten)]
        preset: PresetArg,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Count a finished position (SGF or text diagram): dead stones off, then areas.
    Count {
        /// The position: an SGF game (setup plus main line) or a text diagram.
        position: PathBuf,
        /// Dead stones, as vertices (the whole chain through each goes).
        #[arg(long, value_delimiter = ',', value_name = "V1,V2,...")]
        dead: Vec<String>,
        /// Komi in stones; default: the SGF's KM (in points), else the rule set's.
        #[arg(long, value_name = "STONES", allow_hyphen_values = true)]
        komi: Option<Stones>,
        /// Handicap stones; default: the SGF's HA.
        #[arg(long, value_parser = clap::value_parser!(u32).range(0..=25))]
        handicap: Option<u32>,
        #[command(flatten)]
        preset: PresetArg,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// List the rule set presets.
    Presets {
        /// Print JSON instead of a table.
        #[arg(long)]
        json: bool,
    },
}

#[derive(Debug, Clone, Args)]
struct PresetArg {
    /// Rule set: cn2002, cn1988, japanese, korean, aga, ing, nz, tromp-taylor.
    #[arg(long = "rules", value_name = "PRESET", default_value = "cn2002")]
    rules: RuleSet,
}

#[derive(Debug, Clone, Args)]
struct MoveRuleArgs {
    /// Rule set whose ko and suicide rules apply (explicit --ko and --suicide win).
    #[arg(long = "rules", value_name = "PRESET", default_value = "cn2002")]
    preset: RuleSet,
    /// Repetition rule [default: the rule set's; cn2002: simple].
    #[arg(long, value_enum)]
    ko: Option<KoArg>,
    /// Suicide rule [default: the rule set's; cn2002: forbid].
    #[arg(long, value_enum)]
    suicide: Option<SuicideArg>,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum KoArg {
    Simple,
    Positional,
    Situational,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum SuicideArg {
    Forbid,
    Multi,
    All,
}

impl MoveRuleArgs {
    fn rules(&self) -> MoveRules {
        let preset = self.preset.moves;
        MoveRules {
            ko: match self.ko {
                None => preset.ko,
                Some(KoArg::Simple) => KoRule::Simple,
                Some(KoArg::Positional) => KoRule::Positional,
                Some(KoArg::Situational) => KoRule::Situational,
            },
            suicide: match self.suicide {
                None => preset.suicide,
                Some(SuicideArg::Forbid) => SuicideRule::Forbid,
                Some(SuicideArg::Multi) => SuicideRule::MultiStone,
                Some(SuicideArg::All) => SuicideRule::Any,
            },
        }
    }
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => return usage_error(&error),
    };
    match run(cli) {
        Ok(code) => code,
        Err(error) => {
            if is_broken_pipe(&error) {
                return ExitCode::SUCCESS;
            }
            eprintln!("weiqi-quiz: {error:#}");
            ExitCode::FAILURE
        }
    }
}

/// Help and version as clap prints them; any other mistake in the arguments as one line.
fn usage_error(error: &clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    if matches!(
        error.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        let _ = error.print();
        return ExitCode::SUCCESS;
    }
    // clap's message runs until the first blank line; usage and tips follow it.
    let rendered = error.render().to_string();
    let message: Vec<&str> = rendered
        .lines()
        .take_while(|line| !line.trim().is_empty())
        .map(str::trim)
        .collect();
    let message = message.join(" ");
    let message = message.strip_prefix("error: ").unwrap_or(&message);
    eprintln!("weiqi-quiz: {message} (see weiqi-quiz --help)");
    ExitCode::from(2)
}

fn is_broken_pipe(error: &anyhow::Error) -> bool {
    error.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

fn run(cli: Cli) -> Result<ExitCode> {
    let seed = cli.seed.unwrap_or_else(clock_seed);
    let l = Localizer::new(Lang::choose(cli.lang.as_deref()));
    let mut out = std::io::stdout().lock();
    match cli.command {
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
        Command::Rules(RulesCommand::Presets { json }) => {
            if json {
                writeln!(out, "{}", report::presets_json())?;
            } else {
                write!(out, "{}", report::presets_table(&l))?;
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

#[cfg(test)]
mod tests {
    #[test]
    fn cli_definition_is_consistent() {
        use clap::CommandFactory;
        super::Cli::command().debug_assert();
    }
}
