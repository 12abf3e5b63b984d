//! `serve`: the classroom server. Prints the students' address (with a QR code of it)
//! and the teacher's, then serves until stopped.

use std::process::ExitCode;

use super::errors::{Failure, Result};

use super::args::{ServeArgs, ServeModeArg};
use super::run::{Env, load_bank, say, warn};
use weiqi_quiz::i18n::Arg;
use weiqi_quiz::quiz::class::{DEFAULT_COUNT, choose_items};
use weiqi_quiz::serve::{self, Config, Mode, Settings};
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
        },
        questions,
        fresh: args.new,
        default_lang: env.l.lang(),
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
    say(&out)?;
    prepared.run()?;
    Ok(ExitCode::SUCCESS)
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
