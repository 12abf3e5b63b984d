use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, Result};
use clap::{Args, Parser, Subcommand, ValueEnum};

use weiqi_quiz::gtp::Gtp;
use weiqi_quiz::rules::replay::replay;
use weiqi_quiz::rules::{KoRule, MoveRules, SuicideRule, sgf};

/// A rules quiz and referee trainer for Go (weiqi, 围棋) under the Chinese rules.
#[derive(Debug, Parser)]
#[command(version, about, max_term_width = 100)]
struct Cli {
    /// Seed for every random choice (same seed, same result).
    #[arg(long, global = true)]
    seed: Option<u64>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// The rules engine on its own: replay games, speak GTP.
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
}

#[derive(Debug, Clone, Args)]
struct MoveRuleArgs {
    /// Repetition rule.
    #[arg(long, value_enum, default_value_t = KoArg::Simple)]
    ko: KoArg,
    /// Suicide rule.
    #[arg(long, value_enum, default_value_t = SuicideArg::Forbid)]
    suicide: SuicideArg,
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
        MoveRules {
            ko: match self.ko {
                KoArg::Simple => KoRule::Simple,
                KoArg::Positional => KoRule::Positional,
                KoArg::Situational => KoRule::Situational,
            },
            suicide: match self.suicide {
                SuicideArg::Forbid => SuicideRule::Forbid,
                SuicideArg::Multi => SuicideRule::MultiStone,
                SuicideArg::All => SuicideRule::Any,
            },
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
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

fn is_broken_pipe(error: &anyhow::Error) -> bool {
    error.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

fn run(cli: Cli) -> Result<ExitCode> {
    let seed = cli.seed.unwrap_or_else(clock_seed);
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
        Command::Gtp(rules) => {
            let mut gtp = Gtp::new(rules.rules(), seed);
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
