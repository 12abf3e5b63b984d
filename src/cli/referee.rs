//! The `rules` commands (the engine and the referee's domain on their own) and `gtp`.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use super::errors::{Context as _, Failure, Result};
use weiqi_quiz::bank::articles;
use weiqi_quiz::message::{Describe as _, Message};

use super::args::*;
use super::run::{Env, emit, read_bytes, read_csv, read_sgf, say, warn};
use weiqi_quiz::files::write_atomic;
use weiqi_quiz::files::{Line, read_line};
use weiqi_quiz::gtp::{Gtp, MAX_LINE_BYTES};
use weiqi_quiz::i18n::{Arg, Lang};
use weiqi_quiz::referee::clock::{self as game_clock, TimeSystem};
use weiqi_quiz::referee::nigiri::{Guess, Player, Rank, holder, nigiri as draw_nigiri};
use weiqi_quiz::referee::ruling::{Irregularity, ScatterCause, first_irregularity, rule};
use weiqi_quiz::referee::tournament::{
    Format, InFile, Notice, Results, Roster, System, check_results, method_a_criteria, notices,
    pair_next, pairs_met, parse_players, parse_results, parse_team_results, parse_teams,
    standings as rank, team_standings as rank_teams,
};
use weiqi_quiz::report::Report;
use weiqi_quiz::report::articles::{ArticleReport, ArticlesReport};
use weiqi_quiz::report::clock::ClockReport;
use weiqi_quiz::report::engine::{
    CountReport, FoundDead, PresetsReport, ReplayReport, ResultReport, komi_note,
};
use weiqi_quiz::report::post::{self, Tables};
use weiqi_quiz::report::record::{
    self as record_report, komi_form_note, komi_off_board, komi_unusable, komi_with_handicap,
};
use weiqi_quiz::report::referee::{FindingReport, NigiriReport, RulingReport};
use weiqi_quiz::report::standings::{PairingReport, StandingsReport};
use weiqi_quiz::report::teams::TeamStandingsReport;
use weiqi_quiz::rules::dead::{DEFAULT_PLAYOUTS, Known, estimate as estimate_dead};
use weiqi_quiz::rules::diagram::Diagram;
use weiqi_quiz::rules::replay::replay as replay_record;
use weiqi_quiz::rules::score::{
    CountTerms, count_position, open_boundaries, result_from_area, take_off_dead,
};
use weiqi_quiz::rules::sgf::komi::{RecordKomi, draw_line_on_board, stacks_with_handicap};
use weiqi_quiz::rules::sgf::result::RecordedResult;
use weiqi_quiz::rules::{Board, Point, RuleSet, Stones, sgf};
use weiqi_quiz::text::{escape_json_controls, sanitize_for_terminal};

pub(crate) fn replay(env: &Env, args: &ReplayArgs) -> Result<ExitCode> {
    let record = read_sgf(&args.game)?;
    let replayed = replay_record(&record, args.rules.rules());
    // Moves the board allows may still be irregular at the table (a double move, the
    // wrong colours): the referee's first ruling is named too.
    let irregular = first_irregularity(&record, weiqi_quiz::rules::ruleset::RulingVersion::Cn2002)
        .ok()
        .flatten();
    let report = ReplayReport {
        record: &record,
        replay: &replayed,
        irregular: irregular.as_ref(),
    };
    emit(env, &report, args.json)
}

pub(crate) fn result(env: &Env, args: &ResultArgs) -> Result<ExitCode> {
    let komi = args.komi.or(args.komi_points);
    let terms = CountTerms::new(args.preset.rules, args.size, args.handicap, komi);
    let result = result_from_area(args.black, &terms)?;
    if !args.json
        && let Some(komi) = args.komi
        && let Some(note) = komi_note(komi, Some(result.threshold), &env.l)
    {
        say(&format!("{note}\n"))?;
    }
    emit(env, &ResultReport(&result), args.json)
}

pub(crate) fn count(env: &Env, args: &CountArgs) -> Result<ExitCode> {
    let (board, marked, recorded) = read_position(&args.position, args.preset.rules)?;
    let vertices = |option: &str, list: &[String]| -> Result<Vec<Point>> {
        list.iter()
            .map(|v| v.trim())
            .filter(|v| !v.eq_ignore_ascii_case("auto"))
            .map(|v| {
                // A vertex that is not one is a malformed argument (exit 2).
                Point::from_gtp(v, board.size()).map_err(|e| {
                    Failure::malformed(
                        Message::text("err-about")
                            .arg("what", format!("--{option} {v}"))
                            .said("cause", &e),
                    )
                })
            })
            .collect()
    };
    let auto = args
        .dead
        .iter()
        .any(|v| v.trim().eq_ignore_ascii_case("auto"));
    let named_dead = vertices("dead", &args.dead)?;
    let alive = vertices("alive", &args.alive)?;
    // The referee's word wins over the record's marks: a chain named alive stays on.
    let alive_chains: Vec<Point> = alive.iter().flat_map(|&p| board.chain(p)).collect();
    let mut dead: Vec<Point> = marked
        .into_iter()
        .filter(|p| !alive_chains.contains(p))
        .chain(named_dead)
        .collect();
    let estimate = auto.then(|| {
        let known = Known {
            dead: &dead,
            alive: &alive,
        };
        estimate_dead(&board, known, DEFAULT_PLAYOUTS)
    });
    if let Some(estimate) = &estimate {
        let mut all: Vec<Point> = dead.iter().flat_map(|&p| board.chain(p)).collect();
        all.extend(&estimate.dead);
        all.sort_by_key(|p| (p.y, p.x));
        all.dedup();
        dead = all;
    }
    if !args.json
        && let Some(komi) = args.komi
        && let Some(note) = komi_note(komi, None, &env.l)
    {
        say(&format!("{note}\n"))?;
    }
    let handicap = args.handicap.or(recorded.handicap).unwrap_or(0);
    // --komi or --komi-points wins over the record's komi, which is then not read.
    let komi = match args.komi.or(args.komi_points) {
        Some(given) => Some(given),
        None => record_komi(env, &recorded, args, board.size(), handicap)?,
    };
    let terms = CountTerms::new(args.preset.rules, board.size(), handicap, komi);
    let count = count_position(&board, &dead).about(args.position.display().to_string())?;
    let seki = estimate.as_ref().map_or(&[][..], |e| &e.seki[..]);
    // Judged only where the dead stones are known: unmarked dead stones leave shared
    // points that are no open boundary.
    let open = if auto || !dead.is_empty() {
        open_boundaries(&take_off_dead(&board, &dead)?.0, seki)
    } else {
        Vec::new()
    };
    // The results the unsettled chains allow, when they change it.
    let range = estimate.as_ref().and_then(|estimate| {
        let [best_black, best_white] = estimate
            .extremes(&board, &dead)
            .map(|list| count_position(&board, &list).map(|c| c.outcome(&terms)));
        let (best_black, best_white) = (best_black.ok()?, best_white.ok()?);
        let counted = count.outcome(&terms);
        (best_black != counted || best_white != counted).then_some([best_black, best_white])
    });
    let found = estimate.as_ref().map(|estimate| FoundDead {
        board: &board,
        dead: &dead,
        estimate,
    });
    emit(
        env,
        &CountReport {
            count: &count,
            terms: &terms,
            found,
            recorded: recorded
                .result
                .as_ref()
                .map(|(written, result)| record_report::Recorded {
                    written,
                    result: *result,
                }),
            size: board.size(),
            open: &open,
            range,
        },
        args.json,
    )
}

pub(crate) fn ruling(env: &Env, args: &RulingArgs) -> Result<ExitCode> {
    let version = args.preset.rulings;
    if let Some(path) = &args.game {
        let record = read_sgf(path)?;
        let finding = first_irregularity(&record, version).about(path.display().to_string())?;
        let report = FindingReport {
            finding: finding.as_ref(),
            moves: record.moves.len(),
            size: record.size,
        };
        return emit(env, &report, args.json);
    }
    let Some(kind) = args.kind else {
        return Err(Failure::said("err-ruling-what"));
    };
    let irregularity = match kind {
        IrregularityArg::DoubleMove => Irregularity::DoubleMove,
        IrregularityArg::KoRetake => Irregularity::KoRetake,
        IrregularityArg::ForbiddenPoint => Irregularity::ForbiddenPoint,
        IrregularityArg::Repetition => Irregularity::RepetitionCycle,
        IrregularityArg::Moonshine => Irregularity::MoonshineLife,
        IrregularityArg::TakeBack => Irregularity::TakeBack {
            claimed_in_time: !args.late,
        },
        IrregularityArg::DroppedStone => Irregularity::DroppedStone {
            opponent_consents: args.consent,
        },
        IrregularityArg::ClockBeforeStone => Irregularity::ClockBeforeStone,
        IrregularityArg::WrongColours => Irregularity::WrongColours {
            move_number: args.move_number,
        },
        IrregularityArg::MovedStone => Irregularity::MovedStone {
            players_agree: args.agree,
            deliberate: args.deliberate,
        },
        IrregularityArg::ScatteredBoard => Irregularity::ScatteredBoard {
            cause: match args.cause {
                CauseArg::Outside => ScatterCause::Outside,
                CauseArg::Accident => ScatterCause::Accident,
                CauseArg::Deliberate => ScatterCause::Deliberate,
            },
            reconstructable: args.reconstructable,
        },
        IrregularityArg::WrongCapture => Irregularity::WrongCapture,
        IrregularityArg::Warnings => Irregularity::Warnings { count: args.count },
    };
    emit(env, &RulingReport(&rule(irregularity, version)), args.json)
}

pub(crate) fn nigiri(env: &Env, args: &NigiriArgs) -> Result<ExitCode> {
    // Nothing given: a nigiri is simulated, a handful of stones and a guess drawn from
    // the seed.
    let simulated = args.shown.is_none() && args.player.is_empty();
    let result = match (args.shown, args.count) {
        (Some(shown), Some(count)) => Some(draw_nigiri(Guess::from_stones_shown(shown)?, count)?),
        _ if simulated => {
            use rand::{RngExt as _, SeedableRng as _};
            let mut rng = rand::rngs::ChaCha8Rng::seed_from_u64(env.seed);
            let count = rng.random_range(10..=40);
            let guess = if rng.random_bool(0.5) {
                Guess::Odd
            } else {
                Guess::Even
            };
            Some(draw_nigiri(guess, count)?)
        }
        _ => None,
    };
    let players = match args.player.as_slice() {
        [] => None,
        [a, b] => Some([parse_player(a)?, parse_player(b)?]),
        _ => return Err(Failure::malformed(Message::text("err-player-both"))),
    };
    let holder = players.as_ref().map(|p| {
        let (index, reason) = holder(p);
        (p, index, reason)
    });
    let report = NigiriReport {
        result: result.as_ref(),
        holder,
        simulated,
    };
    emit(env, &report, args.json)
}

pub(crate) fn clock(env: &Env, args: &ClockArgs) -> Result<ExitCode> {
    check_clock_options(args)?;
    let main = args.main.unwrap_or(0);
    let system = match args.system {
        ClockSystemArg::Byoyomi => TimeSystem::byoyomi(
            main,
            args.periods.unwrap_or(5),
            args.period.unwrap_or(60_000),
        )?,
        ClockSystemArg::SuddenDeath => TimeSystem::sudden_death(main)?,
        ClockSystemArg::Fischer => TimeSystem::fischer(
            main,
            args.increment
                .ok_or_else(|| Failure::malformed(Message::text("err-clock-needs-increment")))?,
        )?,
        ClockSystemArg::MovesPerPeriod => TimeSystem::moves_per_period(
            main,
            args.moves_per_period.ok_or_else(|| {
                Failure::malformed(Message::text("err-clock-needs-moves-per-period"))
            })?,
            args.period
                .ok_or_else(|| Failure::malformed(Message::text("err-clock-needs-period")))?,
        )?,
    };
    let late = args.late.map(|late_ms| game_clock::Late {
        late_ms,
        limit_ms: args.late_limit.unwrap_or(game_clock::DEFAULT_LATE_LIMIT_MS),
    });
    let timeline = game_clock::run_late(system, late, &args.moves.0);
    emit(env, &ClockReport(&timeline), args.json)
}

/// An option the chosen system does not use is a mistake (`--increment` under
/// byo-yomi would otherwise be ignored): name it and the options the system takes.
fn check_clock_options(args: &ClockArgs) -> Result<()> {
    let given = [
        ("--periods", args.periods.is_some()),
        ("--period", args.period.is_some()),
        ("--moves-per-period", args.moves_per_period.is_some()),
        ("--increment", args.increment.is_some()),
    ];
    let (takes, id): (&[&str], _) = match args.system {
        ClockSystemArg::Byoyomi => (&["--periods", "--period"], "err-clock-not-for-byoyomi"),
        ClockSystemArg::SuddenDeath => (&[], "err-clock-not-for-sudden-death"),
        ClockSystemArg::MovesPerPeriod => (
            &["--moves-per-period", "--period"],
            "err-clock-not-for-moves-per-period",
        ),
        ClockSystemArg::Fischer => (&["--increment"], "err-clock-not-for-fischer"),
    };
    if let Some((option, _)) = given
        .iter()
        .find(|(option, given)| *given && !takes.contains(option))
    {
        return Err(Failure::malformed(Message::text(id).arg("option", option)));
    }
    if args.late_limit.is_some() && args.late.is_none() {
        return Err(Failure::malformed(Message::text(
            "err-clock-late-limit-alone",
        )));
    }
    Ok(())
}

/// A results file read; `absent_is_empty`: a missing or empty file is an event not
/// yet begun (for `rules pair`).
fn read_results(path: &Path, absent_is_empty: bool) -> Result<(Results, String)> {
    let name = path.display().to_string();
    if absent_is_empty && !path.exists() {
        return Ok((Results::default(), name));
    }
    let text = read_csv(path)?;
    if absent_is_empty && text.trim().is_empty() {
        return Ok((Results::default(), name));
    }
    let format = Format::guess(&name, &text);
    let parsed = parse_results(&text, format).about(name.clone())?;
    Ok((parsed, name))
}

fn read_roster(path: &Path) -> Result<(Roster, String)> {
    let name = path.display().to_string();
    let text = read_csv(path)?;
    let roster = parse_players(&text).about(name.clone())?;
    Ok((roster, name))
}

/// The results checked against the players file; the error names the file it is in.
fn check_with_players(
    results: &Results,
    results_name: &str,
    roster: &Roster,
    roster_name: &str,
    system: System,
) -> Result<()> {
    check_results(results, roster, system).map_err(|(file, error)| {
        let name = match file {
            InFile::Results => results_name,
            InFile::Players => roster_name,
        };
        Err::<(), _>(error).about(name).unwrap_err()
    })
}

/// `file:line: ` before a warning about a place in the results, in the reader's words.
fn at_line(env: &Env, file: &str, line: Option<usize>) -> String {
    match line {
        Some(line) => env.l.format(
            "standings-at-line",
            &[("file", Arg::from(file)), ("line", Arg::from(line as i64))],
        ),
        None => String::new(),
    }
}

/// `rules standings --teams`: the team table; errors name the file they are in.
fn team_standings(env: &Env, args: &StandingsArgs, teams_path: &Path) -> Result<ExitCode> {
    let teams_name = teams_path.display().to_string();
    let teams = parse_teams(&read_csv(teams_path)?).about(teams_name)?;
    let name = args.results.display().to_string();
    let text = read_csv(&args.results)?;
    let format = Format::guess(&name, &text);
    let read = parse_team_results(&text, format, &teams).about(name.clone())?;
    let table = rank_teams(&read, &teams).about(name)?;
    post(env, &TeamStandingsReport(&table), &args.post)
}

pub(crate) fn standings(env: &Env, args: &StandingsArgs) -> Result<ExitCode> {
    if let Some(teams) = &args.teams {
        return team_standings(env, args, teams);
    }
    let (parsed, name) = read_results(&args.results, false)?;
    let stated = parsed.stated_system();
    let system = args
        .system
        .or(stated.map(|(s, _)| s))
        .unwrap_or(System::RoundRobin);
    let criteria = match args.method {
        Some(total) => method_a_criteria(total, &args.tiebreak),
        None => args.tiebreak.clone(),
    };
    if let Some(players) = &args.players {
        let (roster, roster_name) = read_roster(players)?;
        check_with_players(&parsed, &name, &roster, &roster_name, system)?;
    }
    let table = rank(&parsed, system, &criteria).about(name.clone())?;
    let system_name = |s: System| env.l.text(&format!("system-{}", s.id()));
    match (args.system, stated) {
        (Some(given), Some((said, line))) if given != said => warn(&env.l.format(
            "standings-system-differs",
            &[
                ("at", Arg::from(at_line(env, &name, Some(line)))),
                ("stated", Arg::from(system_name(said))),
                ("given", Arg::from(system_name(given))),
            ],
        )),
        (None, None) => {
            let (met, pairs) = pairs_met(&parsed);
            if met < pairs {
                warn(&env.l.format(
                    "standings-not-round-robin",
                    &[
                        ("met", Arg::from(met as i64)),
                        ("pairs", Arg::from(pairs as i64)),
                    ],
                ));
            }
        }
        _ => {}
    }
    if args.players.is_none() {
        for notice in notices(&parsed) {
            let text = match notice {
                Notice::SeenOnce { player, line } => env.l.format(
                    "standings-seen-once",
                    &[
                        ("at", Arg::from(at_line(env, &name, line))),
                        ("name", Arg::from(player)),
                    ],
                ),
                Notice::RoundGap {
                    round,
                    previous,
                    line,
                } => env.l.format(
                    "standings-round-gap",
                    &[
                        ("at", Arg::from(at_line(env, &name, line))),
                        ("round", Arg::from(round)),
                        ("previous", Arg::from(previous)),
                    ],
                ),
            };
            warn(&text);
        }
    }
    for (player, rounds) in parsed.repeated_byes() {
        let rounds: Vec<String> = rounds.iter().map(u32::to_string).collect();
        warn(&env.l.format(
            "standings-second-bye",
            &[
                ("name", Arg::from(player)),
                ("count", Arg::from(rounds.len() as i64)),
                (
                    "rounds",
                    Arg::from(rounds.join(match env.l.lang() {
                        Lang::En => ", ",
                        Lang::ZhCn | Lang::ZhTw => "、",
                    })),
                ),
            ],
        ));
    }
    post(env, &StandingsReport(&table), &args.post)
}

pub(crate) fn pair(env: &Env, args: &PairArgs) -> Result<ExitCode> {
    let (roster, roster_name) = read_roster(&args.players)?;
    let (results, name) = read_results(&args.results, true)?;
    if let Some((System::RoundRobin, line)) = results.stated_system() {
        warn(&env.l.format(
            "pair-stated-round-robin",
            &[("at", Arg::from(at_line(env, &name, Some(line))))],
        ));
    }
    check_with_players(&results, &name, &roster, &roster_name, System::Swiss)?;
    let pairing = pair_next(&results, &roster)?;
    for player in &pairing.third_colour {
        warn(
            &env.l
                .format("pair-third-colour", &[("name", Arg::from(player.as_str()))]),
        );
    }
    post(env, &PairingReport(&pairing), &args.post)
}

/// A table printed, or written to `--out`, in the format asked for. Text for the
/// terminal is cleaned of control characters as every report is; the other formats
/// escape every cell themselves (CSV keeps its CRLF line ends).
fn post(env: &Env, report: &(impl Report + Tables), args: &PostArgs) -> Result<ExitCode> {
    let format = match args.format() {
        PostFormatArg::Json => None,
        PostFormatArg::Text => Some(post::Format::Text),
        PostFormatArg::Csv => Some(post::Format::Csv),
        PostFormatArg::Md => Some(post::Format::Md),
        PostFormatArg::Html => Some(post::Format::Html),
        PostFormatArg::Svg => Some(post::Format::Svg),
    };
    let page = post::Page::new(args.title.as_deref(), &env.l);
    let text = match format {
        None => escape_json_controls(&report.render(true, &env.l)).into_owned(),
        Some(post::Format::Text) => sanitize_for_terminal(&post::render(
            &report.tables(&env.l),
            post::Format::Text,
            &page,
        ))
        .into_owned(),
        Some(format) => post::render(&report.tables(&env.l), format, &page),
    };
    match &args.out {
        None => std::io::stdout().lock().write_all(text.as_bytes())?,
        Some(path) => {
            write_atomic(path, text.as_bytes()).about(path.display().to_string())?;
            let written = env.l.format(
                "post-written",
                &[("file", Arg::from(path.display().to_string()))],
            );
            eprintln!("{}", sanitize_for_terminal(&written));
        }
    }
    Ok(ExitCode::SUCCESS)
}

pub(crate) fn presets(env: &Env, args: &PresetsArgs) -> Result<ExitCode> {
    emit(env, &PresetsReport, args.json)
}

/// An unknown number or a rule set without texts is a bad argument (exit 2).
pub(crate) fn article(env: &Env, args: &ArticleArgs) -> Result<ExitCode> {
    let article =
        articles::find(args.preset, &args.number).map_err(|e| Failure::malformed(e.message()))?;
    emit(env, &ArticleReport::new(article), args.json)
}

pub(crate) fn articles(env: &Env, args: &ArticlesArgs) -> Result<ExitCode> {
    let list = articles::list(args.preset).map_err(|e| Failure::malformed(e.message()))?;
    let report = ArticlesReport {
        rules: args.preset,
        articles: list,
    };
    emit(env, &report, args.json)
}

/// GTP on stdin and stdout until `quit` or the end of input. Lines are read as bytes
/// and cut at [`MAX_LINE_BYTES`]: a bad byte or an endless line gets an error reply,
/// and the session goes on.
pub(crate) fn gtp(env: &Env, args: &MoveRuleArgs) -> Result<ExitCode> {
    let mut gtp = Gtp::new(args.rules(), env.seed).with_komi(args.preset.komi);
    let mut out = std::io::stdout().lock();
    let mut input = std::io::stdin().lock();
    let mut line = Vec::new();
    loop {
        let reply = match read_line(&mut input, &mut line, MAX_LINE_BYTES)
            .about(env.l.text("err-stdin"))?
        {
            Line::End => break,
            Line::TooLong => Some(gtp.too_long(&line)),
            Line::Whole => gtp.execute_bytes(&line),
        };
        if let Some(reply) = reply {
            // A loaded file's text can be quoted in a reply; GTP allows no controls there.
            out.write_all(sanitize_for_terminal(&reply).as_bytes())?;
            out.flush()?;
        }
        if gtp.finished() {
            break;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// `NAME:RANK:AGE`, e.g. `Li:5d:34`, `Wang:3k:12`.
fn parse_player(text: &str) -> Result<Player> {
    let said = |message: Message| Failure::malformed(message.arg("text", text));
    let parts: Vec<&str> = text.rsplitn(3, ':').collect();
    let [age, rank, name] = parts.as_slice() else {
        return Err(said(Message::text("err-player-form")));
    };
    let age = age
        .trim()
        .trim_end_matches(['岁', '歲'])
        .parse::<u32>()
        .map_err(|_| {
            said(
                Message::text("err-player-number")
                    .with("what", Message::text("player-age"))
                    .arg("value", age),
            )
        })?;
    let rank =
        Rank::parse(rank).map_err(|_| said(Message::text("err-player-rank").arg("rank", rank)))?;
    Ok(Player {
        name: name.trim().to_string(),
        rank,
        age,
    })
}

/// Komi and handicap a game record states.
#[derive(Default)]
struct Recorded {
    komi: Option<RecordKomi>,
    handicap: Option<u32>,
    /// RE, the result the record states: as written and as read.
    result: Option<(String, RecordedResult)>,
}

/// The komi a record states, as the count uses it. A form other than points is said
/// (Fox's `KM[375]`); a komi that cannot be one, or leaves Black no draw line on this
/// board, is warned about and the rule set's komi used instead; a komi beside the
/// handicap stones the record states (both are paid at the count) is warned about.
fn record_komi(
    env: &Env,
    recorded: &Recorded,
    args: &CountArgs,
    size: u8,
    handicap: u32,
) -> Result<Option<Stones>> {
    let Some(komi) = &recorded.komi else {
        return Ok(None);
    };
    let rules = args.preset.rules;
    let preset = CountTerms::new(rules, size, handicap, None);
    let amount = match komi.komi {
        Ok(amount) => amount,
        Err(problem) => {
            warn(&komi_unusable(komi, problem, &preset, &env.l));
            return Ok(None);
        }
    };
    let stated = CountTerms::new(rules, size, handicap, Some(amount));
    if !draw_line_on_board(&stated) {
        warn(&komi_off_board(komi, &stated, &preset, &env.l));
        return Ok(None);
    }
    if !args.json
        && let Some(note) = komi_form_note(komi, &env.l)
    {
        say(&format!("{note}\n"))?;
    }
    if args.handicap.is_none() && stacks_with_handicap(&stated) {
        warn(&komi_with_handicap(komi, &stated, &env.l));
    }
    Ok(Some(amount))
}

/// A position from an SGF game (replayed under the rule set's move rules) or a text
/// diagram, with the dead stones the SGF marks.
fn read_position(path: &Path, rules: RuleSet) -> Result<(Board, Vec<Point>, Recorded)> {
    let bytes = read_bytes(path, sgf::MAX_FILE_BYTES)?;
    let text = sgf::decode(&bytes);
    let context = || path.display().to_string();
    if !text.trim_start().starts_with('(') {
        let diagram = Diagram::parse(&text).about(context())?;
        return Ok((diagram.board, Vec::new(), Recorded::default()));
    }
    let record = sgf::parse(&text).about(context())?;
    let game = record.replay(rules.moves).about(context())?;
    let recorded = Recorded {
        komi: record.read_komi(),
        handicap: record.handicap,
        result: record.result.clone().zip(record.read_result()),
    };
    Ok((game.board().clone(), record.dead.clone(), recorded))
}
