use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context as _, Result};
use clap::{Args, Parser, Subcommand, ValueEnum};
use rand::SeedableRng;
use rand::rngs::ChaCha8Rng;

use weiqi_quiz::bank::check::load_and_check;
use weiqi_quiz::bank::select::{self, Filters};
use weiqi_quiz::bank::{self, Finding, Kind, Question, Source};
use weiqi_quiz::bank_report;
use weiqi_quiz::clock_report;
use weiqi_quiz::gtp::Gtp;
use weiqi_quiz::i18n::{Lang, Localizer};
use weiqi_quiz::quiz::drill::{self, DrillKind};
use weiqi_quiz::quiz::history::Store;
use weiqi_quiz::referee_report;
use weiqi_quiz::report;
use weiqi_quiz::rules::clock::{self, TimeSystem};
use weiqi_quiz::rules::diagram::Diagram;
use weiqi_quiz::rules::nigiri::{Guess, Player, holder, nigiri};
use weiqi_quiz::rules::replay::replay;
use weiqi_quiz::rules::ruling::{Irregularity, ScatterCause, first_irregularity, rule};
use weiqi_quiz::rules::score::{CountTerms, count_position, result_from_area};
use weiqi_quiz::rules::tournament::{Format, System, TieBreak, parse_results, standings};
use weiqi_quiz::rules::{Board, KoRule, MoveRules, Point, RuleSet, Stones, SuicideRule, sgf};
use weiqi_quiz::sheet;
use weiqi_quiz::standings_report;
use weiqi_quiz::ui::commands::{self, Context, ExamRules};

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
    /// Question bank to use instead of the built-in one: a .toml file or a directory
    /// (repeatable; `default` adds the built-in bank).
    #[arg(long, global = true, value_name = "PATH")]
    bank: Vec<PathBuf>,
    /// Plain line mode: questions as text, answers one a line from stdin (the default
    /// when stdin or stderr is not a terminal).
    #[arg(long, global = true)]
    plain: bool,
    /// Colours: auto (honours NO_COLOR and CLICOLOR), always or never.
    #[arg(long, global = true, value_enum, default_value_t = ColourArg::Auto)]
    color: ColourArg,
    /// Without a command: practice on the built-in bank.
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum ColourArg {
    Auto,
    Always,
    Never,
}

/// The filters of every command that draws questions.
#[derive(Debug, Clone, Args)]
struct FilterArgs {
    /// Only items with this tag (repeatable: any of them).
    #[arg(long)]
    tag: Vec<String>,
    /// Only items of this type: fill, choice, truefalse, calc, board, open (repeatable).
    #[arg(long = "type", value_name = "TYPE")]
    kind: Vec<String>,
    /// Only items of this level or range of levels: 3, 2..4.
    #[arg(long, value_name = "A..B")]
    level: Option<String>,
    /// Only items assuming this rule version: cn2002, cn1988, …
    #[arg(long = "rules", value_name = "PRESET")]
    rules: Option<String>,
    /// How many items.
    #[arg(long)]
    count: Option<usize>,
    /// random, or bank (the order of the bank files).
    #[arg(long, default_value = "random")]
    order: String,
}

impl FilterArgs {
    fn filters(&self, default_count: usize) -> Result<Filters> {
        Ok(Filters {
            tags: self.tag.clone(),
            kinds: self
                .kind
                .iter()
                .map(|k| select::parse_kind(k))
                .collect::<Result<_, _>>()?,
            levels: self
                .level
                .as_deref()
                .map(select::parse_levels)
                .transpose()?,
            rules: self.rules.clone(),
            count: Some(self.count.unwrap_or(default_count)),
            order: self.order.parse()?,
        })
    }
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum DrillArg {
    Count,
    Ruling,
    Clock,
    Standings,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Practice: one question at a time, right or wrong at once, the article and why.
    Practice(FilterArgs),
    /// An exam: no feedback until the end, a time limit, a pass mark.
    Exam {
        #[command(flatten)]
        filters: FilterArgs,
        /// Time limit in minutes (unanswered items count as wrong).
        #[arg(long)]
        minutes: Option<u64>,
        /// Pass mark in percent.
        #[arg(long, default_value_t = 80, value_parser = clap::value_parser!(u32).range(0..=100))]
        pass: u32,
        /// Write the result as JSON for a teacher to collect.
        #[arg(long, value_name = "RESULT.json")]
        out: Option<PathBuf>,
    },
    /// Referee drills made by the engine: count, ruling, clock or standings.
    Drill {
        #[arg(value_enum)]
        kind: DrillArg,
        /// Board size for counting drills.
        #[arg(long, default_value_t = 9, value_parser = clap::value_parser!(u8).range(5..=19))]
        size: u8,
        /// How many items.
        #[arg(long, default_value_t = 10)]
        count: usize,
    },
    /// Review the missed items that are due (Leitner boxes).
    Review {
        /// At most this many items.
        #[arg(long, default_value_t = 20)]
        count: usize,
    },
    /// Sessions and accuracy by topic and article.
    History {
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// The rules engine on its own: replay games, count positions, compute results.
    #[command(subcommand)]
    Rules(RulesCommand),
    /// Speak the Go Text Protocol (version 2) on stdin/stdout.
    Gtp(MoveRuleArgs),
    /// Check question banks: every problem as file:line:column: message [id].
    Check {
        /// Bank files or directories (default: the built-in bank).
        paths: Vec<PathBuf>,
        /// Print the findings as JSON.
        #[arg(long)]
        json: bool,
    },
    /// List the questions of the bank.
    List {
        /// Only items with this tag (repeatable: any of them).
        #[arg(long)]
        tag: Vec<String>,
        /// Only items of this type: fill, choice, truefalse, calc, board, open.
        #[arg(long = "type", value_name = "TYPE")]
        kind: Vec<String>,
        /// Print JSON.
        #[arg(long)]
        json: bool,
        /// Counts by type, tag, article and rule version instead of the items.
        #[arg(long)]
        stats: bool,
    },
    /// Printable test sheets with answer keys: DIR/sheet-<v>, DIR/key-<v>, DIR/key.json.
    Sheet {
        #[command(flatten)]
        filters: FilterArgs,
        /// Versions to print (questions and options shuffled, own numbers in each).
        #[arg(long, default_value_t = 1, conflicts_with = "students")]
        versions: u32,
        /// A roster (CSV: name[,class]): one personalised version per student.
        #[arg(long, value_name = "ROSTER.csv")]
        students: Option<PathBuf>,
        /// html (prints on A4 from any browser) or md.
        #[arg(long, value_enum, default_value_t = SheetFormatArg::Html)]
        format: SheetFormatArg,
        /// The title on every sheet.
        #[arg(long)]
        title: Option<String>,
        /// Directory to write into (created if missing).
        #[arg(long, value_name = "DIR", default_value = "sheets")]
        out: PathBuf,
    },
    /// Grade students' answers against the key.json of `sheet`: scores and item analysis.
    Grade {
        /// The key.json that `sheet` wrote.
        key: PathBuf,
        /// One row per student: name, version, answer 1, answer 2, …
        answers: PathBuf,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Export questions for Moodle and other platforms (GIFT or Moodle XML).
    Export {
        #[command(flatten)]
        filters: FilterArgs,
        #[arg(long, value_enum)]
        format: ExportFormatArg,
        /// Fixed instances of each computed item (platforms cannot run the engine).
        #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..=100))]
        variants: u32,
        /// The category the questions go into.
        #[arg(long)]
        title: Option<String>,
        /// File to write (default: standard output).
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum SheetFormatArg {
    Html,
    Md,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum ExportFormatArg {
    Gift,
    MoodleXml,
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
    /// The referee's ruling on an irregularity, or the first irregular move of a game.
    #[command(group(clap::ArgGroup::new("what").required(true).args(["kind", "game"])))]
    Ruling {
        /// What happened.
        #[arg(value_enum)]
        kind: Option<IrregularityArg>,
        /// Find the first irregular move of this SGF game and rule on it instead.
        #[arg(long, value_name = "GAME.sgf")]
        game: Option<PathBuf>,
        /// Rule version: cn2002 (default) or cn1988.
        #[arg(long = "rules", value_name = "PRESET", default_value = "cn2002")]
        preset: RuleSet,
        /// wrong-colours: the move number at which it was noticed.
        #[arg(long = "move", value_name = "N", default_value_t = 1)]
        move_number: u32,
        /// take-back: the claim came after the opponent's next move.
        #[arg(long)]
        late: bool,
        /// dropped-stone: the opponent agrees to let it be played elsewhere.
        #[arg(long)]
        consent: bool,
        /// moved-stone: the players agree on what to do.
        #[arg(long)]
        agree: bool,
        /// moved-stone: it was moved on purpose.
        #[arg(long)]
        deliberate: bool,
        /// scattered-board: who or what scattered the stones.
        #[arg(long, value_enum, default_value_t = CauseArg::Accident)]
        cause: CauseArg,
        /// scattered-board: the position can be put back.
        #[arg(long)]
        reconstructable: bool,
        /// warnings: how many the player has received in this game.
        #[arg(long, default_value_t = 1)]
        count: u32,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Nigiri (猜先): who holds the stones, and who takes Black.
    #[command(group(clap::ArgGroup::new("input").required(true).multiple(true).args(["shown", "player"])))]
    Nigiri {
        /// Stones shown by the guesser: 1 (odd) or 2 (even).
        #[arg(long, requires = "count", value_parser = clap::value_parser!(u32).range(1..=2))]
        shown: Option<u32>,
        /// Stones the holder reveals.
        #[arg(long, requires = "shown")]
        count: Option<u32>,
        /// Each of the two players as NAME:DAN:AGE (e.g. --player Li:5:34 --player Wang:5:40),
        /// to say who holds the stones.
        #[arg(long, value_name = "NAME:DAN:AGE")]
        player: Vec<String>,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// One player's clock (Art. 12): periods left, the referee's calls, loss on time.
    Clock {
        /// byoyomi (reserved periods), sudden-death (包干) or moves-per-period (定时限步).
        #[arg(long, value_enum, default_value_t = ClockSystemArg::Byoyomi)]
        system: ClockSystemArg,
        /// Main (base) time, e.g. 30m, 1h, 0.
        #[arg(long, default_value = "0", value_parser = clock::parse_duration, allow_hyphen_values = true)]
        main: u64,
        /// Byo-yomi periods (reserved minutes).
        #[arg(long, default_value_t = 5)]
        periods: u32,
        /// Period length: 60s by default for byo-yomi; needed for moves-per-period (e.g. 10m).
        #[arg(long, value_parser = clock::parse_duration, allow_hyphen_values = true)]
        period: Option<u64>,
        /// Moves to make in each period (moves-per-period).
        #[arg(long)]
        moves_per_period: Option<u32>,
        /// The player's move times, comma-separated: 45s,75s,2m10s or 45秒、1分15秒.
        #[arg(long, value_name = "TIMES", allow_hyphen_values = true)]
        moves: String,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Standings of an event from its results (CSV or TOML), with tie-breaks.
    Standings {
        /// Results file: CSV `round,black,white,result` or TOML `[[game]]` tables.
        results: PathBuf,
        /// round-robin (循环制) or swiss (积分编排制).
        #[arg(long, default_value = "round-robin")]
        system: System,
        /// Tie-breaks in order after the score: sos, sb, progressive, warnings, direct,
        /// total-theoretical, total-actual (default: sb,warnings for round robins;
        /// sos,progressive for Swiss).
        #[arg(long, value_delimiter = ',')]
        tiebreak: Vec<TieBreak>,
        /// Print JSON instead of a table.
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
enum IrregularityArg {
    DoubleMove,
    KoRetake,
    ForbiddenPoint,
    Repetition,
    Moonshine,
    TakeBack,
    DroppedStone,
    ClockBeforeStone,
    WrongColours,
    MovedStone,
    ScatteredBoard,
    WrongCapture,
    Warnings,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum ClockSystemArg {
    Byoyomi,
    SuddenDeath,
    MovesPerPeriod,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum CauseArg {
    Outside,
    Accident,
    Deliberate,
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

impl FilterArgs {
    fn default_practice() -> FilterArgs {
        FilterArgs {
            tag: Vec::new(),
            kind: Vec::new(),
            level: None,
            rules: None,
            count: None,
            order: "random".into(),
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

#[cfg(test)]
mod tests {
    #[test]
    fn cli_definition_is_consistent() {
        use clap::CommandFactory;
        super::Cli::command().debug_assert();
    }
}
