//! `serve`: the classroom server. Prints the students' address (with a QR code of it)
//! and the teacher's, then serves until stopped.

use std::process::ExitCode;

use super::errors::{Failure, Result};

use super::args::{ServeArgs, ServeModeArg};
use super::run::{Env, load_bank, say, warn};
use weiqi_quiz::i18n::Arg;
use weiqi_quiz::quiz::class::{DEFAULT_COUNT, choose_items};
use weiqi_quiz::serve::{self, Config, Limits, Mode, Settings};
use weiqi_quiz::store;

pub(crate) fn serve(env: &Env, args: &ServeArgs) -> Result<ExitCode> {
    let questions = load_bank(&env.banks)?;
    let filters = args.filters.filters(DEFAULT_COUNT)?.for_exams();
    let (items, open_left_out) = choose_items(&questions, filters, env.seed)?;
    if let Some(count) = open_left_out {
        warn(&env.l.format(
            "serve-open-left-out",
            &[("count", Arg::Number(count as i64))],
        ));
    }
    if items.is_empty() {
        return Err(Failure::said("serve-no-items"));
    }
    let count = items.len();
    let db = match &args.db {
        Some(path) => path.clone(),
        None => store::home(std::env::var_os("WEIQI_QUIZ_HOME").map(Into::into))?
            .join(env.profile.database()),
    };
    let mode = match args.mode {
        ServeModeArg::SelfPaced => Mode::SelfPaced,
        ServeModeArg::Live => Mode::Live,
    };
    if mode == Mode::SelfPaced && (args.seconds.is_some() || args.no_leaderboard) {
        return Err(Failure::said("serve-live-only"));
    }
    let roster = match &args.roster {
        Some(path) => read_roster_file(path)?,
        None => Vec::new(),
    };
    let config = Config {
        bind: args.bind.unwrap_or_else(serve::lan_address),
        port: args.port,
        db,
        title: args
            .title
            .clone()
            .unwrap_or_else(|| env.l.text("serve-title-default")),
        settings: Settings {
            seed: env.seed,
            mode,
            minutes: args.minutes,
            lang: env.lang_asked.then(|| env.l.lang()),
            items,
            seconds: args.seconds,
            no_leaderboard: args.no_leaderboard,
            review_on_finish: args.review_on_finish,
            roster,
        },
        questions,
        fresh: args.new,
        default_lang: env.l.lang(),
        limits: Limits {
            connections_per_address: usize::try_from(args.max_connections).unwrap_or(usize::MAX),
            joins_per_minute: args.max_joins_per_minute,
        },
    };
    let prepared = serve::prepare(config)?;
    for note in &prepared.notes {
        warn(&env.l.describe(note));
    }
    let l = &env.l;
    let mut out = String::new();
    if let Some((title, students)) = &prepared.resumed {
        out.push_str(&l.format(
            "serve-resumed",
            &[
                ("title", Arg::Text(title.clone())),
                ("students", Arg::Number(*students as i64)),
            ],
        ));
        out.push('\n');
    } else {
        let mode = match mode {
            Mode::SelfPaced => l.text("serve-mode-self-paced"),
            Mode::Live => l.text("serve-mode-live"),
        };
        out.push_str(&l.format(
            "serve-started",
            &[
                ("count", Arg::Number(count as i64)),
                ("mode", Arg::Text(mode)),
            ],
        ));
        out.push('\n');
    }
    out.push_str(&l.format(
        "serve-students",
        &[("url", Arg::Text(prepared.students_url.clone()))],
    ));
    out.push('\n');
    out.push_str(&qr(&prepared.students_url));
    out.push_str(&l.format(
        "serve-teacher",
        &[("url", Arg::Text(prepared.teacher_url.clone()))],
    ));
    out.push('\n');
    out.push_str(&l.format(
        "serve-screen",
        &[("url", Arg::Text(prepared.screen_url.clone()))],
    ));
    out.push('\n');
    say(&out)?;
    prepared.run()?;
    Ok(ExitCode::SUCCESS)
}

/// A roster's names, as `sheet --students` reads the file.
fn read_roster_file(path: &std::path::Path) -> Result<Vec<String>> {
    let roster = weiqi_quiz::sheet::load_roster(path)?;
    Ok(roster.into_iter().map(|s| s.name).collect())
}

/// A QR code of `url` in Unicode half blocks, light on dark as phones read it from a
/// terminal, with its quiet zone.
fn qr(url: &str) -> String {
    use qrcode::render::unicode::Dense1x2;
    match qrcode::QrCode::new(url.as_bytes()) {
        Ok(code) => {
            code.render::<Dense1x2>()
                .dark_color(Dense1x2::Light)
                .light_color(Dense1x2::Dark)
                .build()
                + "\n"
        }
        Err(_) => String::new(),
    }
}
