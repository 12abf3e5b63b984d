//! The command line: every command, flag and value, as clap parses them.

use std::net::IpAddr;
use std::path::PathBuf;

use super::errors::Result;
use clap::{Args, Parser, Subcommand, ValueEnum};

use weiqi_quiz::bank::Kind;
use weiqi_quiz::bank::paper::Paper;
use weiqi_quiz::bank::select::{self, Filters, Order};
use weiqi_quiz::i18n::Localizer;
use weiqi_quiz::message::{Describe, Message};
use weiqi_quiz::referee::clock;
use weiqi_quiz::referee::tournament::{System, TieBreak};
use weiqi_quiz::rules::ruleset::UnknownRuleSet;
use weiqi_quiz::rules::{KoRule, MAX_HANDICAP, MoveRules, RuleSet, Stones, SuicideRule};
use weiqi_quiz::store::Profile;

/// A rules quiz and referee trainer for Go (weiqi, 围棋) under the Chinese rules.
#[derive(Debug, Parser)]
#[command(version, about, max_term_width = 100)]
pub(crate) struct Cli {
    /// Seed for every random choice (same seed, same result).
    #[arg(long, global = true)]
    pub(crate) seed: Option<u64>,
    /// Language of the output: en, zh-CN or zh-TW (default: the system locale).
    #[arg(long, global = true, value_name = "LANG")]
    pub(crate) lang: Option<String>,
    /// Question bank to use instead of the built-in one: a .toml file or a directory
    /// (repeatable; `default` adds the built-in bank).
    #[arg(long, global = true, value_name = "PATH")]
    pub(crate) bank: Vec<PathBuf>,
    /// Plain line mode: questions as text, answers one a line from stdin (the default
    /// when stdin or stderr is not a terminal).
    #[arg(long, global = true)]
    pub(crate) plain: bool,
    /// Run without saving: nothing is written to the history (for a home that cannot be
    /// written); `history` and `review` read what is there.
    #[arg(
        long,
        global = true,
        env = "WEIQI_QUIZ_NO_SAVE",
        value_parser = clap::builder::BoolishValueParser::new()
    )]
    pub(crate) no_save: bool,
    /// Whose history: one database per profile in the same home (letters, digits, -
    /// and _; default: the default profile).
    #[arg(long, global = true, env = "WEIQI_QUIZ_PROFILE", value_name = "NAME")]
    pub(crate) profile: Option<Profile>,
    /// Colours: auto (honours NO_COLOR and CLICOLOR), always or never.
    #[arg(long, global = true, value_enum, default_value_t = ColourArg::Auto)]
    pub(crate) color: ColourArg,
    /// Without a command: practice on the built-in bank.
    #[command(subcommand)]
    pub(crate) command: Option<Command>,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub(crate) enum ColourArg {
    Auto,
    Always,
    Never,
}

/// The filters of every command that draws questions.
#[derive(Debug, Clone, Args)]
pub(crate) struct FilterArgs {
    /// Only items with this tag (repeatable: any of them). Exams and sheets leave out
    /// items comparing other rule sets unless given `--tag rule-sets`.
    #[arg(long)]
    pub(crate) tag: Vec<String>,
    /// Only items of this type: fill, choice, truefalse, calc, board, open (repeatable).
    #[arg(long = "type", value_name = "TYPE", value_enum)]
    pub(crate) kind: Vec<KindArg>,
    /// Only items of this level or range of levels: 3, 2..4.
    #[arg(long, value_name = "A..B")]
    pub(crate) level: Option<String>,
    /// Only items assuming this rule version: cn2002, cn1988, …
    #[arg(long = "rules", value_name = "PRESET", value_parser = preset_name)]
    pub(crate) rules: Option<String>,
    /// How many items.
    #[arg(long, value_parser = at_least_one)]
    pub(crate) count: Option<usize>,
    /// random, or bank (the order of the bank files).
    #[arg(long, value_enum, default_value_t = OrderArg::Random)]
    pub(crate) order: OrderArg,
    /// A mock paper instead of the filters: a shipped one by name (referee-2002,
    /// club-basics) or a paper file (.toml); each sitting draws its own items.
    #[arg(long, value_name = "NAME|FILE")]
    pub(crate) paper: Option<String>,
    /// Only this item, by id (repeatable: these items, in this order); the other filters
    /// are then ignored.
    #[arg(long, value_name = "ID")]
    pub(crate) id: Vec<String>,
}

impl FilterArgs {
    pub(crate) fn filters(&self, default_count: usize) -> Result<Filters> {
        Ok(Filters {
            tags: self.tag.clone(),
            kinds: self.kind.iter().map(|k| k.kind()).collect(),
            levels: self
                .level
                .as_deref()
                .map(select::parse_levels)
                .transpose()?,
            rules: self.rules.clone(),
            count: Some(self.count.unwrap_or(default_count)),
            order: match self.order {
                OrderArg::Random => Order::Random,
                OrderArg::Bank => Order::Bank,
            },
            without_rule_sets: false,
            without_open: false,
            paper: self.paper.as_deref().map(read_paper).transpose()?,
            ids: self.id.clone(),
        })
    }
}

/// A shipped paper by name, or a paper file.
fn read_paper(name: &str) -> Result<Paper> {
    if name.ends_with(".toml") {
        let text = super::run::read_text(
            std::path::Path::new(name),
            weiqi_quiz::bank::paper::MAX_FILE_BYTES,
        )?;
        return Ok(Paper::parse(name, &text)?);
    }
    Ok(Paper::shipped(name)?)
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub(crate) enum DrillArg {
    Count,
    Ruling,
    Clock,
    Standings,
    Pairing,
}

#[derive(Debug, Subcommand)]
pub(crate) enum Command {
    /// Practice: one question at a time, right or wrong at once, the article and why.
    Practice(FilterArgs),
    /// An exam: no feedback until the end, a time limit, a pass mark.
    Exam(ExamArgs),
    /// Referee drills made by the engine: count, ruling, clock, standings or pairing.
    Drill(DrillArgs),
    /// Review the missed items that are due (spaced by FSRS).
    Review(ReviewArgs),
    /// Sessions and accuracy by topic and article.
    History(HistoryArgs),
    /// The rules engine on its own: replay games, count positions, compute results, read
    /// the articles.
    #[command(subcommand)]
    Rules(RulesCommand),
    /// Speak the Go Text Protocol (version 2) on stdin/stdout.
    Gtp(MoveRuleArgs),
    /// Check question banks: every problem as file:line:column: message [id].
    Check(CheckArgs),
    /// Print the JSON Schema of the bank format, for TOML editors (questions/schema.json).
    Schema,
    /// List the questions of the bank.
    List(ListArgs),
    /// Preview items by id: every locale, the key as the engine computes it, the board
    /// before and after the moves, the explanation and the worked solution.
    Show(ShowArgs),
    /// Print a commented item of a type to start a bank from.
    New(NewArgs),
    /// Printable test sheets with answer keys: DIR/sheet-<v>, DIR/key-<v>, DIR/key.json.
    Sheet(SheetArgs),
    /// Grade students' answers against the key.json of `sheet`: scores and item analysis.
    Grade(GradeArgs),
    /// Export questions for Moodle and other platforms (GIFT or Moodle XML).
    Export(ExportArgs),
    /// A classroom quiz in the browser: students on the same network open the printed
    /// address; the teacher follows on a live dashboard.
    Serve(ServeArgs),
}

/// An item type, as `--type` names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum KindArg {
    Fill,
    Choice,
    #[value(name = "truefalse")]
    TrueFalse,
    Calc,
    Board,
    Open,
}

impl KindArg {
    pub(crate) fn kind(self) -> Kind {
        match self {
            KindArg::Fill => Kind::Fill,
            KindArg::Choice => Kind::Choice,
            KindArg::TrueFalse => Kind::TrueFalse,
            KindArg::Calc => Kind::Calc,
            KindArg::Board => Kind::Board,
            KindArg::Open => Kind::Open,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum OrderArg {
    Random,
    /// As the items stand in the bank files.
    Bank,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub(crate) enum ServeModeArg {
    /// Each student at their own speed.
    SelfPaced,
    /// The teacher moves the class from question to question.
    Live,
}

#[derive(Debug, Args)]
pub(crate) struct ServeArgs {
    #[command(flatten)]
    pub(crate) filters: FilterArgs,
    /// Time limit per student in minutes, from joining.
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=1440))]
    pub(crate) minutes: Option<u64>,
    /// self-paced, or live (the teacher moves the class on).
    #[arg(long, value_enum, default_value_t = ServeModeArg::SelfPaced)]
    pub(crate) mode: ServeModeArg,
    /// Address to listen on [default: this machine's address on the local network].
    #[arg(long, value_name = "ADDR")]
    pub(crate) bind: Option<IpAddr>,
    /// Port to listen on (0: any free port).
    #[arg(long, default_value_t = 8080)]
    pub(crate) port: u16,
    /// The database the quiz is kept in [default: the profile's history]. A restart on
    /// the same file takes up its open quiz: every answer, every student's token.
    #[arg(long, value_name = "FILE")]
    pub(crate) db: Option<PathBuf>,
    /// The quiz's title on every page.
    #[arg(long)]
    pub(crate) title: Option<String>,
    /// Start a new quiz even if the database holds an open one.
    #[arg(long)]
    pub(crate) new: bool,
    /// Live mode: seconds to answer each question, counted down on the projector.
    #[arg(long, value_parser = clap::value_parser!(u64).range(5..=3600))]
    pub(crate) seconds: Option<u64>,
    /// Live mode: no top five on the projector after each answer is revealed.
    #[arg(long)]
    pub(crate) no_leaderboard: bool,
    /// Each student sees the keys and their review as soon as they finish (for
    /// practice); otherwise only once the quiz is closed for everyone.
    #[arg(long)]
    pub(crate) review_on_finish: bool,
    /// The class list (CSV: name[,class], as `sheet --students` takes it): only these
    /// names join, one seat each, and the dashboard lists who is absent.
    #[arg(long, value_name = "ROSTER.csv", alias = "students")]
    pub(crate) roster: Option<PathBuf>,
    /// Connections open at once from one address (a lab behind one address needs more).
    #[arg(long, value_name = "N", default_value_t = 32,
          value_parser = clap::value_parser!(u64).range(1..=100_000))]
    pub(crate) max_connections: u64,
    /// Joins a minute from one address.
    #[arg(long, value_name = "N", default_value_t = 30,
          value_parser = clap::value_parser!(u32).range(1..))]
    pub(crate) max_joins_per_minute: u32,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub(crate) enum SheetFormatArg {
    Html,
    Md,
}

/// The forms of a table to post: `rules standings`, `rules pair`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum PostFormatArg {
    Text,
    Json,
    Csv,
    Md,
    Html,
    Svg,
}

/// How a table is printed or posted.
#[derive(Debug, Clone, Args)]
pub(crate) struct PostArgs {
    /// text (aligned, for the terminal), json, csv (for spreadsheets), md (Markdown, to
    /// paste into chats and notes), html (a page that prints on A4) or svg (an image to
    /// post) [default: text].
    #[arg(long, value_enum, value_name = "FORMAT")]
    pub(crate) format: Option<PostFormatArg>,
    /// Print JSON (the same as --format json).
    #[arg(long, conflicts_with = "format")]
    pub(crate) json: bool,
    /// The event's title, above the table.
    #[arg(long)]
    pub(crate) title: Option<String>,
    /// File to write (default: standard output).
    #[arg(long, value_name = "FILE")]
    pub(crate) out: Option<PathBuf>,
}

impl PostArgs {
    /// The format asked for; `--json` is `--format json`.
    pub(crate) fn format(&self) -> PostFormatArg {
        if self.json {
            PostFormatArg::Json
        } else {
            self.format.unwrap_or(PostFormatArg::Text)
        }
    }
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub(crate) enum ExportFormatArg {
    Gift,
    MoodleXml,
}

#[derive(Debug, Subcommand)]
pub(crate) enum RulesCommand {
    /// Replay the main line of an SGF game and report every move.
    Replay(ReplayArgs),
    /// The result of a game from Black's area (stones plus surrounded points).
    Result(ResultArgs),
    /// Count a finished position (SGF or text diagram): dead stones off, then areas.
    Count(CountArgs),
    /// The referee's ruling on an irregularity, or the first irregular move of a game.
    #[command(group(clap::ArgGroup::new("what").required(true).args(["kind", "game"])))]
    Ruling(RulingArgs),
    /// Nigiri (猜先): who holds the stones, and who takes Black; with no arguments, a
    /// simulated nigiri.
    Nigiri(NigiriArgs),
    /// One player's clock (Art. 12): periods left, the referee's calls, loss on time.
    Clock(ClockArgs),
    /// Standings of an event from its results (CSV or TOML), with tie-breaks.
    Standings(StandingsArgs),
    /// The next round's pairing of a Swiss event (积分编排) from the results so far.
    Pair(PairArgs),
    /// List the rule set presets.
    Presets(PresetsArgs),
    /// One article or item of the rules (17, 17.2) in this program's words, with 1988's.
    Article(ArticleArgs),
    /// The articles kept for a rule version: number and short title.
    Articles(ArticlesArgs),
}

#[derive(Debug, Clone, Args)]
pub(crate) struct PresetArg {
    /// Rule set: cn2002, cn1988, japanese, korean, aga, ing, nz, tromp-taylor.
    #[arg(long = "rules", value_name = "PRESET", default_value = "cn2002")]
    pub(crate) rules: RuleSet,
}

#[derive(Debug, Clone, Args)]
pub(crate) struct MoveRuleArgs {
    /// Rule set whose ko and suicide rules apply (explicit --ko and --suicide win).
    #[arg(long = "rules", value_name = "PRESET", default_value = "cn2002")]
    pub(crate) preset: RuleSet,
    /// Repetition rule [default: the rule set's; cn2002: simple].
    #[arg(long, value_enum)]
    pub(crate) ko: Option<KoArg>,
    /// Suicide rule [default: the rule set's; cn2002: forbid].
    #[arg(long, value_enum)]
    pub(crate) suicide: Option<SuicideArg>,
}

/// Points of komi as stones: `7.5` → 3¾.
/// A count of items that asks for none.
#[derive(Debug, thiserror::Error)]
#[error("at least 1")]
pub(crate) struct NoItems;

fn at_least_one(text: &str) -> Result<usize, Box<dyn std::error::Error + Send + Sync>> {
    match text.parse::<usize>()? {
        0 => Err(Box::new(NoItems)),
        n => Ok(n),
    }
}

/// A move number: the first move is 1.
fn from_one(text: &str) -> Result<u32, Box<dyn std::error::Error + Send + Sync>> {
    match text.parse::<u32>()? {
        0 => Err(Box::new(NoItems)),
        n => Ok(n),
    }
}

/// A rule version the bank's items can assume: a preset's name.
fn preset_name(text: &str) -> Result<String, UnknownRuleSet> {
    text.parse::<RuleSet>().map(|rules| rules.id.to_string())
}

/// A komi in points that is no multiple of 0.5.
#[derive(Debug, thiserror::Error)]
#[error("not a number of points in halves (write 7.5, 6.5 or 7)")]
pub(crate) struct BadKomiPoints;

fn komi_points(text: &str) -> Result<Stones, BadKomiPoints> {
    let points = text.parse::<Stones>().map_err(|_| BadKomiPoints)?;
    Stones::from_points(points.as_f64())
        .filter(|_| points.quarters() % 2 == 0)
        .ok_or(BadKomiPoints)
}

/// A `--method` that is not a total-score method.
#[derive(Debug, thiserror::Error)]
#[error("use total-theoretical (最高积分 = 2 × rounds) or total-actual (the top score reached)")]
pub(crate) struct NotATotalMethod;

fn total_method(text: &str) -> Result<TieBreak, NotATotalMethod> {
    match text.parse::<TieBreak>() {
        Ok(t) if t.is_total() => Ok(t),
        _ => Err(NotATotalMethod),
    }
}

/// The move times of `rules clock --moves`, read when the arguments are parsed.
#[derive(Debug, Clone)]
pub(crate) struct MoveTimes(pub(crate) Vec<u64>);

fn move_times(text: &str) -> Result<MoveTimes, Refusal> {
    clock::parse_duration_list(text)
        .map(MoveTimes)
        .map_err(|e| Refusal::of(e.message()))
}

/// A time control's setting such as `30s`, `10m` or `1:30:00`: a number must carry its
/// unit.
fn setting(text: &str) -> Result<u64, Refusal> {
    clock::parse_setting(text).map_err(|e| {
        Refusal::of(match e {
            clock::DurationError::Empty => Message::text("help-reason-time-empty"),
            clock::DurationError::Negative(_) => Message::text("help-reason-time-negative"),
            clock::DurationError::Invalid(_) => Message::text("help-reason-time"),
            clock::DurationError::TooLong(_) => Message::text("help-reason-time-too-long"),
            clock::DurationError::NoUnit(text) => {
                Message::text("help-reason-time-no-unit").arg("text", text)
            }
            clock::DurationError::AmbiguousColon(text) => {
                Message::text("help-reason-time-colon").arg("text", text)
            }
        })
    })
}

/// Why one of our value parsers refused a value, said in the reader's language as it
/// is refused: clap hands a parser's error back only as `dyn Error`.
#[derive(Debug)]
pub(crate) struct Refusal(String);

impl Refusal {
    fn of(message: Message) -> Refusal {
        Refusal(Localizer::new(super::help::parsing_lang()).say(&message))
    }
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Refusal {}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub(crate) enum IrregularityArg {
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
pub(crate) enum ClockSystemArg {
    Byoyomi,
    SuddenDeath,
    MovesPerPeriod,
    Fischer,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub(crate) enum CauseArg {
    Outside,
    Accident,
    Deliberate,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub(crate) enum KoArg {
    Simple,
    Positional,
    Situational,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub(crate) enum SuicideArg {
    Forbid,
    Multi,
    All,
}

impl MoveRuleArgs {
    pub(crate) fn rules(&self) -> MoveRules {
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

impl FilterArgs {
    pub(crate) fn default_practice() -> FilterArgs {
        FilterArgs {
            tag: Vec::new(),
            kind: Vec::new(),
            level: None,
            rules: None,
            count: None,
            order: OrderArg::Random,
            paper: None,
            id: Vec::new(),
        }
    }
}

#[derive(Debug, Args)]
pub(crate) struct ExamArgs {
    #[command(flatten)]
    pub(crate) filters: FilterArgs,
    /// Time limit in minutes (unanswered items count as wrong), at most a day.
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=1440))]
    pub(crate) minutes: Option<u64>,
    /// Pass mark in percent (default: the paper's, else 80).
    #[arg(long, value_parser = clap::value_parser!(u32).range(0..=100))]
    pub(crate) pass: Option<u32>,
    /// Write the result as JSON for a teacher to collect.
    #[arg(long, value_name = "RESULT.json")]
    pub(crate) out: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub(crate) struct DrillArgs {
    #[arg(value_enum)]
    pub(crate) kind: DrillArg,
    /// Board size for counting drills.
    #[arg(long, default_value_t = 9, value_parser = clap::value_parser!(u8).range(5..=19))]
    pub(crate) size: u8,
    /// How many items.
    #[arg(long, default_value_t = 10, value_parser = at_least_one)]
    pub(crate) count: usize,
    /// Counting drill: finished games to count (SGF, repeatable) instead of the
    /// shipped ones; dead stones from TB/TW marks, else found as `--dead auto` does.
    #[arg(long, value_name = "GAME.sgf", num_args = 1..)]
    pub(crate) game: Vec<PathBuf>,
}

#[derive(Debug, Args)]
pub(crate) struct ReviewArgs {
    /// At most this many items.
    #[arg(long, default_value_t = 20, value_parser = at_least_one)]
    pub(crate) count: usize,
}

#[derive(Debug, Args)]
pub(crate) struct HistoryArgs {
    /// Print JSON.
    #[arg(long, conflicts_with = "reset")]
    pub(crate) json: bool,
    /// Clear this profile's history after a confirmation; the old database is kept
    /// beside it, renamed.
    #[arg(long)]
    pub(crate) reset: bool,
    /// With --reset: no question asked (needed without a terminal).
    #[arg(long, requires = "reset")]
    pub(crate) yes: bool,
}

#[derive(Debug, Args)]
pub(crate) struct CheckArgs {
    /// Bank files or directories (default: those of --bank, else the built-in bank).
    pub(crate) paths: Vec<PathBuf>,
    /// Print the findings as JSON.
    #[arg(long)]
    pub(crate) json: bool,
    /// Fail (exit 1) on warnings too, such as control characters in bank text.
    #[arg(long)]
    pub(crate) strict: bool,
}

#[derive(Debug, Args)]
pub(crate) struct ShowArgs {
    /// Ids of the items to show (`weiqi-quiz list` shows every id).
    #[arg(required = true, value_name = "ID")]
    pub(crate) ids: Vec<String>,
}

#[derive(Debug, Args)]
pub(crate) struct NewArgs {
    /// The item type: fill, choice, truefalse, calc, board or open.
    #[arg(value_name = "TYPE", value_enum)]
    pub(crate) kind: KindArg,
}

#[derive(Debug, Args)]
pub(crate) struct ListArgs {
    /// Only items with this tag (repeatable: any of them). Exams and sheets leave out
    /// items comparing other rule sets unless given `--tag rule-sets`.
    #[arg(long)]
    pub(crate) tag: Vec<String>,
    /// Only items of this type: fill, choice, truefalse, calc, board, open.
    #[arg(long = "type", value_name = "TYPE", value_enum)]
    pub(crate) kind: Vec<KindArg>,
    /// Print JSON.
    #[arg(long)]
    pub(crate) json: bool,
    /// Counts by type, tag, article and rule version instead of the items.
    #[arg(long)]
    pub(crate) stats: bool,
    /// The tag vocabulary instead of the items: each tag, its names and how many items
    /// carry it (with a bank's own tags from its [tags] table).
    #[arg(long, conflicts_with = "stats")]
    pub(crate) tags: bool,
}

#[derive(Debug, Args)]
pub(crate) struct SheetArgs {
    #[command(flatten)]
    pub(crate) filters: FilterArgs,
    /// Versions to print (questions and options shuffled, own numbers in each), 1 to 500.
    #[arg(long, default_value_t = 1, conflicts_with = "students",
          value_parser = clap::value_parser!(u32).range(1..=i64::from(weiqi_quiz::sheet::MAX_VERSIONS)))]
    pub(crate) versions: u32,
    /// A roster (CSV: name[,class]): one personalised version per student.
    #[arg(long, value_name = "ROSTER.csv", alias = "roster")]
    pub(crate) students: Option<PathBuf>,
    /// html (prints on A4 from any browser) or md.
    #[arg(long, value_enum, default_value_t = SheetFormatArg::Html)]
    pub(crate) format: SheetFormatArg,
    /// The title on every sheet.
    #[arg(long)]
    pub(crate) title: Option<String>,
    /// Directory to write into (created if missing). An earlier run's sheets there are
    /// replaced as a set; other files are left alone.
    #[arg(long, value_name = "DIR", default_value = "sheets")]
    pub(crate) out: PathBuf,
    /// Overwrite files in DIR with a sheet's name that weiqi-quiz did not write.
    #[arg(long)]
    pub(crate) force: bool,
    /// Also write an answer sheet (答题卡) per student and a one-page answer grid key.
    #[arg(long)]
    pub(crate) answer_sheet: bool,
    /// Write one file, DIR/print.html, to print at once: each student's sheet, answer
    /// sheet and key, each starting a new page (HTML only).
    #[arg(long)]
    pub(crate) one_file: bool,
    /// Leave out the keys (key-<v> files, or the keys in --one-file's file); key.json for
    /// grading and the answer grid key are still written.
    #[arg(long)]
    pub(crate) papers_only: bool,
}

#[derive(Debug, Args)]
pub(crate) struct GradeArgs {
    /// The key.json that `sheet` wrote.
    pub(crate) key: PathBuf,
    /// One row per student: name, version, answer 1, answer 2, …
    pub(crate) answers: PathBuf,
    /// Print JSON.
    #[arg(long)]
    pub(crate) json: bool,
    /// Also write the grades for a spreadsheet: one row per student, one column per item.
    #[arg(long, value_name = "FILE")]
    pub(crate) csv: Option<PathBuf>,
    /// Also write one report per student (each mistake with the question, the answer
    /// given and the key) into this directory, for handing back.
    #[arg(long, value_name = "DIR")]
    pub(crate) report: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub(crate) struct ExportArgs {
    #[command(flatten)]
    pub(crate) filters: FilterArgs,
    #[arg(long, value_enum)]
    pub(crate) format: ExportFormatArg,
    /// Fixed instances of each computed item (platforms cannot run the engine).
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..=100))]
    pub(crate) variants: u32,
    /// The category the questions go into.
    #[arg(long)]
    pub(crate) title: Option<String>,
    /// File to write (default: standard output).
    #[arg(long, value_name = "FILE")]
    pub(crate) out: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub(crate) struct ReplayArgs {
    /// The game record (SGF).
    pub(crate) game: PathBuf,
    #[command(flatten)]
    pub(crate) rules: MoveRuleArgs,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub(crate) json: bool,
}

#[derive(Debug, Args)]
pub(crate) struct ResultArgs {
    /// Black's area in stones, e.g. 184 or 184.5.
    #[arg(long, value_name = "AREA", allow_hyphen_values = true)]
    pub(crate) black: Stones,
    /// Board size.
    #[arg(long, default_value_t = 19, value_parser = clap::value_parser!(u8).range(2..=25))]
    pub(crate) size: u8,
    /// Komi in stones (3.75, 3¾, 3 3/4, 3又3/4); default: the rule set's.
    #[arg(long, value_name = "STONES", allow_hyphen_values = true)]
    pub(crate) komi: Option<Stones>,
    /// Komi in points instead (7.5 = 3¾ stones; a multiple of 0.5).
    #[arg(long, value_name = "POINTS", conflicts_with = "komi", allow_hyphen_values = true, value_parser = komi_points)]
    pub(crate) komi_points: Option<Stones>,
    /// Handicap stones (1 = no komi; 2 or more: Black gives back by the rules).
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u32).range(0..=i64::from(MAX_HANDICAP)))]
    pub(crate) handicap: u32,
    #[command(flatten)]
    pub(crate) preset: PresetArg,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub(crate) json: bool,
}

#[derive(Debug, Args)]
pub(crate) struct CountArgs {
    /// The position: an SGF game (setup plus main line) or a text diagram.
    pub(crate) position: PathBuf,
    /// Dead stones, as vertices (the whole chain through each goes); `auto` finds them
    /// (Benson's algorithm, then Monte-Carlo playouts; seeded by --seed), and vertices
    /// named beside it are the referee's corrections.
    #[arg(long, value_delimiter = ',', value_name = "auto|V1,V2,...")]
    pub(crate) dead: Vec<String>,
    /// With --dead auto: chains the referee rules alive, whatever the estimate says.
    #[arg(long, value_delimiter = ',', value_name = "V1,V2,...")]
    pub(crate) alive: Vec<String>,
    /// Komi in stones; default: the SGF's KM (in points), else the rule set's.
    #[arg(long, value_name = "STONES", allow_hyphen_values = true)]
    pub(crate) komi: Option<Stones>,
    /// Komi in points instead (6.5 = 3¼ stones; a multiple of 0.5).
    #[arg(long, value_name = "POINTS", conflicts_with = "komi", allow_hyphen_values = true, value_parser = komi_points)]
    pub(crate) komi_points: Option<Stones>,
    /// Handicap stones; default: the SGF's HA.
    #[arg(long, value_parser = clap::value_parser!(u32).range(0..=i64::from(MAX_HANDICAP)))]
    pub(crate) handicap: Option<u32>,
    #[command(flatten)]
    pub(crate) preset: PresetArg,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub(crate) json: bool,
}

#[derive(Debug, Args)]
pub(crate) struct RulingArgs {
    /// What happened.
    #[arg(value_enum)]
    pub(crate) kind: Option<IrregularityArg>,
    /// Find the first irregular move of this SGF game and rule on it instead.
    #[arg(long, value_name = "GAME.sgf")]
    pub(crate) game: Option<PathBuf>,
    /// Rule version: cn2002 (default) or cn1988.
    #[arg(long = "rules", value_name = "PRESET", default_value = "cn2002")]
    pub(crate) preset: RuleSet,
    /// wrong-colours: the move number at which it was noticed, from 1.
    #[arg(long = "move", value_name = "N", default_value_t = 1, value_parser = from_one)]
    pub(crate) move_number: u32,
    /// take-back: the claim came after the opponent's next move (no effect under
    /// cn1988, which sets no deadline: the ruling says so).
    #[arg(long)]
    pub(crate) late: bool,
    /// dropped-stone: the opponent agrees to let it be played elsewhere.
    #[arg(long)]
    pub(crate) consent: bool,
    /// moved-stone: the players agree on what to do.
    #[arg(long)]
    pub(crate) agree: bool,
    /// moved-stone: it was moved on purpose.
    #[arg(long)]
    pub(crate) deliberate: bool,
    /// scattered-board: who or what scattered the stones.
    #[arg(long, value_enum, default_value_t = CauseArg::Accident)]
    pub(crate) cause: CauseArg,
    /// scattered-board: the position can be put back.
    #[arg(long)]
    pub(crate) reconstructable: bool,
    /// warnings: how many the player has received in this game.
    #[arg(long, default_value_t = 1)]
    pub(crate) count: u32,
    /// Print JSON instead of text.
    #[arg(long)]
    pub(crate) json: bool,
}

#[derive(Debug, Args)]
pub(crate) struct NigiriArgs {
    /// Stones shown by the guesser: 1 (odd) or 2 (even).
    #[arg(long, requires = "count", value_parser = clap::value_parser!(u32).range(1..=2))]
    pub(crate) shown: Option<u32>,
    /// Stones the holder reveals.
    #[arg(long, requires = "shown")]
    pub(crate) count: Option<u32>,
    /// Each of the two players as NAME:RANK:AGE (e.g. --player Li:5d:34 --player Wang:3k:40;
    /// ranks 30k–1k, 1d–9d or a bare dan number, 1p–9p), to say who holds the stones.
    #[arg(long, value_name = "NAME:RANK:AGE")]
    pub(crate) player: Vec<String>,
    /// Print JSON instead of text.
    #[arg(long)]
    pub(crate) json: bool,
}

#[derive(Debug, Args)]
pub(crate) struct ClockArgs {
    /// byoyomi (reserved periods), sudden-death (包干), moves-per-period (定时限步) or
    /// fischer (加秒: --increment after every move).
    #[arg(long, value_enum, default_value_t = ClockSystemArg::Byoyomi)]
    pub(crate) system: ClockSystemArg,
    /// Main (base) time with its unit, e.g. 90m, 1h30m, 1:30:00, 60分钟, 0 (a bare 60
    /// is refused: minutes or seconds?).
    #[arg(long, value_parser = setting, allow_hyphen_values = true)]
    pub(crate) main: Option<u64>,
    /// Byo-yomi periods (reserved minutes) [default: 5].
    #[arg(long)]
    pub(crate) periods: Option<u32>,
    /// Period length: 60s by default for byo-yomi; needed for moves-per-period (e.g. 10m).
    #[arg(long, value_parser = setting, allow_hyphen_values = true)]
    pub(crate) period: Option<u64>,
    /// Moves to make in each period (moves-per-period).
    #[arg(long)]
    pub(crate) moves_per_period: Option<u32>,
    /// Time added after every move (fischer), e.g. 30s.
    #[arg(long, value_parser = setting, allow_hyphen_values = true)]
    pub(crate) increment: Option<u64>,
    /// How late the player was at the start (迟到), e.g. 10m: twice that comes off the
    /// main time (2002 Art. 22.1 as copied; see docs/rules.md).
    #[arg(long, value_parser = setting, allow_hyphen_values = true)]
    pub(crate) late: Option<u64>,
    /// Lateness past which the game is lost [default: 15m; 1h where the venue and the
    /// lodging are apart].
    #[arg(long, value_parser = setting, allow_hyphen_values = true)]
    pub(crate) late_limit: Option<u64>,
    /// The player's move times, comma-separated: 45s,75s,2m10s or 45秒、1分15秒 (a bare
    /// number is seconds).
    #[arg(long, value_name = "TIMES", allow_hyphen_values = true, value_parser = move_times)]
    pub(crate) moves: MoveTimes,
    /// Print JSON instead of text.
    #[arg(long)]
    pub(crate) json: bool,
}

#[derive(Debug, Args)]
pub(crate) struct StandingsArgs {
    /// Results file: CSV `round,black,white,result` or TOML `[[game]]` tables.
    pub(crate) results: PathBuf,
    /// round-robin (循环制) or swiss (积分编排制) [default: the file's `# system:` line,
    /// else round-robin].
    #[arg(long)]
    pub(crate) system: Option<System>,
    /// Players file (CSV name[,rating or rank][,withdrawn]): every name in the results
    /// must be on it, and every player in every round.
    #[arg(long, value_name = "PLAYERS", conflicts_with = "teams")]
    pub(crate) players: Option<PathBuf>,
    /// Teams file (CSV team,player, one player a line; header 队名,棋手 accepted): rank the
    /// teams by 场分, 局分, 直胜 and board win rates, with each player's board record. The
    /// results give every board's game (a board column optional) and may give match
    /// lines naming two teams with the score, such as 3-1.
    #[arg(long, value_name = "TEAMS", conflicts_with_all = ["system", "tiebreak", "method"])]
    pub(crate) teams: Option<PathBuf>,
    /// Tie-breaks in order after the score: sos, sb, progressive, warnings, direct,
    /// total-theoretical, total-actual (default: sb,warnings for round robins;
    /// sos,progressive for Swiss).
    #[arg(long, value_delimiter = ',')]
    pub(crate) tiebreak: Vec<TieBreak>,
    /// Rank by the sample paper's 总得分 itself (its method A for Swiss events) instead
    /// of by the score: total-theoretical or total-actual; --tiebreak then breaks equal
    /// totals (default: warnings).
    #[arg(long, value_name = "TOTAL", value_parser = total_method)]
    pub(crate) method: Option<TieBreak>,
    #[command(flatten)]
    pub(crate) post: PostArgs,
}

#[derive(Debug, Args)]
pub(crate) struct PairArgs {
    /// Results so far (as for `rules standings`); an empty or missing file means round 1.
    pub(crate) results: PathBuf,
    /// Players file: CSV name[,rating or rank][,withdrawn] (header optional, 姓名,段位,退赛
    /// accepted); the seeding of round 1 and who is still in the event.
    #[arg(long, value_name = "PLAYERS")]
    pub(crate) players: PathBuf,
    #[command(flatten)]
    pub(crate) post: PostArgs,
}

#[derive(Debug, Args)]
pub(crate) struct ArticleArgs {
    /// The article or item, as bank items cite it: 17 or 17.2.
    pub(crate) number: String,
    /// Rule version: cn2002 or cn1988 (japanese: only the article the bank cites).
    #[arg(long = "rules", value_name = "PRESET", default_value = "cn2002")]
    pub(crate) preset: RuleSet,
    /// Print JSON instead of text.
    #[arg(long)]
    pub(crate) json: bool,
}

#[derive(Debug, Args)]
pub(crate) struct ArticlesArgs {
    /// Rule version: cn2002 or cn1988 (japanese: only the article the bank cites).
    #[arg(long = "rules", value_name = "PRESET", default_value = "cn2002")]
    pub(crate) preset: RuleSet,
    /// Print JSON instead of a list.
    #[arg(long)]
    pub(crate) json: bool,
}

#[derive(Debug, Args)]
pub(crate) struct PresetsArgs {
    /// Print JSON instead of a table.
    #[arg(long)]
    pub(crate) json: bool,
}
