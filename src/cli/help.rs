//! `--help` and argument errors in the user's language.
//!
//! The clap tree gets its words from `locales/<lang>/help.ftl` at run time: a command's
//! about is `help-<path>-about` (`help-about` for the program), an argument's help is
//! `help-<path>-arg-<id>` (`help-arg-<id>` for the global options), else
//! `help-common-arg-<id>` for arguments that mean the same in every command (`--json`).
//! `<path>` is the command path joined by `-` (`rules-count`), `<id>` clap's argument id
//! with `_` as `-`. English falls back to the doc comment. clap's own words (headings,
//! `[default: …]`) are replaced too, and its errors are rendered as one line through
//! Fluent.

use std::ffi::OsString;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, ArgAction, Command, CommandFactory, FromArgMatches};

use weiqi_quiz::i18n::{Arg as FluentArg, Lang, Localizer};
use weiqi_quiz::referee::tournament::{UnknownSystem, UnknownTieBreak};
use weiqi_quiz::rules::ruleset::{PRESETS, UnknownRuleSet};
use weiqi_quiz::rules::stones::ParseStonesError;
use weiqi_quiz::store::ProfileError;

use super::args::{BadKomiPoints, Cli, NoItems, NotATotalMethod, Refusal};

/// The widest help page (`max_term_width` in args.rs).
const MAX_WIDTH: usize = 100;

/// The width help is laid out in: the terminal's (or `COLUMNS`), at most
/// [`MAX_WIDTH`], as clap reckons it.
fn help_width() -> usize {
    console::Term::stdout()
        .size_checked()
        .map(|(_, columns)| usize::from(columns))
        .or_else(|| std::env::var("COLUMNS").ok()?.parse().ok())
        .unwrap_or(MAX_WIDTH)
        .clamp(40, MAX_WIDTH)
}

/// How wide help lines may be.
#[derive(Debug, Clone, Copy)]
struct Layout {
    /// The whole page.
    page: usize,
    /// The narrowest help column beside the specs (clap's 40% rule).
    narrowest: usize,
}

impl Layout {
    fn new(page: usize) -> Layout {
        Layout {
            page,
            narrowest: page - page * 2 / 5 - 2,
        }
    }
}

/// The language asked for on the raw command line (`--lang X`, `--lang=X`), else the
/// system locale: needed before clap parses, for its help and errors.
pub(crate) fn lang_of(args: &[OsString]) -> Lang {
    let mut requested = None;
    let mut words = args.iter().skip(1).map(|a| a.to_string_lossy());
    while let Some(word) = words.next() {
        if word == "--" {
            break;
        }
        if word == "--lang" {
            requested = words.next().map(|w| w.into_owned());
            break;
        }
        if let Some(value) = word.strip_prefix("--lang=") {
            requested = Some(value.to_string());
            break;
        }
    }
    Lang::choose(requested.as_deref())
}

thread_local! {
    static PARSING_LANG: std::cell::Cell<Lang> = const { std::cell::Cell::new(Lang::En) };
}

/// The language of the command line being parsed, for our value parsers' reasons.
pub(crate) fn parsing_lang() -> Lang {
    PARSING_LANG.with(std::cell::Cell::get)
}

/// Parses the command line with help and errors in `l`'s language.
pub(crate) fn parse(l: &Localizer, args: Vec<OsString>) -> Result<Cli, clap::Error> {
    PARSING_LANG.with(|lang| lang.set(l.lang()));
    let mut command = command(l);
    let mut matches = command.try_get_matches_from_mut(args)?;
    Cli::from_arg_matches_mut(&mut matches).map_err(|e| e.format(&mut command))
}

/// The whole command tree with its words in `l`'s language.
pub(crate) fn command(l: &Localizer) -> Command {
    let root = Cli::command()
        .disable_help_flag(true)
        .disable_version_flag(true)
        .arg(
            Arg::new("help")
                .short('h')
                .long("help")
                .action(ArgAction::Help)
                .global(true),
        )
        .arg(
            Arg::new("version")
                .short('V')
                .long("version")
                .action(ArgAction::Version),
        );
    let layout = Layout::new(help_width());
    let mut root = localize(root, &[], l, layout);
    // clap adds the `help` subcommand while building: localise it afterwards.
    root.build();
    localize_help_subcommands(&mut root, &mut Vec::new(), l, layout);
    root
}

/// The message id of a command's about.
fn about_id(path: &[String]) -> String {
    if path.is_empty() {
        "help-about".into()
    } else {
        format!("help-{}-about", path.join("-"))
    }
}

/// The message ids of an argument's help: its own, then the shared one.
fn arg_ids(path: &[String], arg: &Arg) -> [String; 2] {
    let id = arg.get_id().as_str().replace('_', "-");
    let own = if path.is_empty() {
        format!("help-arg-{id}")
    } else {
        format!("help-{}-arg-{id}", path.join("-"))
    };
    [own, format!("help-common-arg-{id}")]
}

/// A message, or `None` when the bundle lacks it.
fn message(l: &Localizer, id: &str) -> Option<String> {
    let text = l.text(id);
    (text != format!("[{id}]")).then_some(text)
}

fn localize(mut cmd: Command, path: &[String], l: &Localizer, layout: Layout) -> Command {
    let about = message(l, &about_id(path))
        .or_else(|| cmd.get_about().map(ToString::to_string))
        .unwrap_or_default();
    let chinese = l.lang() != Lang::En;
    let (next_line, width) = help_column(&cmd, !path.is_empty(), l, layout);
    let ids: Vec<String> = cmd
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    let mut positionals = 0;
    for id in ids {
        cmd = cmd.mut_arg(id, |arg| {
            let mut arg = localize_arg(arg, path, l, width);
            // Under a heading of ours clap sorts by display order, then name: keep
            // positionals in the order they are typed.
            if arg.is_positional() {
                positionals += 1;
                arg = arg.display_order(positionals);
            }
            arg
        });
    }
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in names {
        let mut child = path.to_vec();
        child.push(name.clone());
        cmd = cmd.mut_subcommand(name, |sub| localize(sub, &child, l, layout));
    }
    // The about shows beside the command's name in its parent's list (the longest
    // name, `standings`, ends at column 13) and atop its own help.
    let about = if chinese {
        cmd = cmd.term_width(layout.page);
        wrap_cjk(&about, layout.page - 14)
    } else {
        about
    };
    cmd.about(about)
        .long_about(None)
        .next_line_help(next_line)
        .disable_help_flag(true)
        .help_template(template(l))
        .subcommand_help_heading(l.text("help-heading-commands"))
}

/// Where a command's help text goes: below the specs (`true`) or beside them, and how
/// wide it may be. clap puts it below when the specs take more than 40% of the width;
/// clap cannot wrap Chinese, so we do, and decide the layout ourselves. In a subcommand
/// (`own_only`) its own options decide; the general ones follow its layout.
fn help_column(cmd: &Command, own_only: bool, l: &Localizer, layout: Layout) -> (bool, usize) {
    let own = cmd
        .get_arguments()
        .filter(|a| !(own_only && a.is_global_set()));
    let taken = spec_width(own) + 4;
    let next_line = l.lang() != Lang::En && taken > layout.page * 2 / 5;
    let width = if next_line {
        layout.page - 12
    } else {
        layout.page.saturating_sub(taken + 2).max(layout.narrowest)
    };
    (next_line, width)
}

/// The general options of `cmd`, propagated from the program once built, wrapped again
/// for this command's help column (they come wrapped for the program's).
fn rewrap_general_options(cmd: Command, l: &Localizer, layout: Layout) -> Command {
    // clap aligns each heading's options by themselves, below the specs or beside them
    // as the command's own options decided.
    let (next_line, width) = help_column(&cmd, true, l, layout);
    let width = if next_line {
        width
    } else {
        let taken = spec_width(cmd.get_arguments().filter(|a| a.is_global_set())) + 4;
        layout.page.saturating_sub(taken + 2)
    };
    let general: Vec<String> = cmd
        .get_arguments()
        .filter(|a| a.is_global_set())
        .map(|a| a.get_id().to_string())
        .collect();
    general.into_iter().fold(cmd, |cmd, id| {
        cmd.mut_arg(id, |arg| localize_arg(arg, &[], l, width))
    })
}

/// `{usage-heading}` is clap's English "Usage:": the template names it itself.
fn template(l: &Localizer) -> String {
    format!(
        "{{before-help}}{{about-with-newline}}\n{}{{usage}}\n\n{{all-args}}{{after-help}}",
        l.text("help-usage-heading")
    )
}

fn localize_arg(arg: Arg, path: &[String], l: &Localizer, width: usize) -> Arg {
    let [own, common] = arg_ids(path, &arg);
    // English prefers the doc comment to the shared wording.
    let doc = arg.get_help().map(ToString::to_string);
    let english = if l.lang() == Lang::En {
        doc.clone()
    } else {
        None
    };
    let mut text = message(l, &own)
        .or(english)
        .or_else(|| message(l, &common))
        .or(doc)
        .unwrap_or_default();
    // clap's "[default: …]", "[possible values: …]" and "[env: …]" are English: ours.
    let mut notes = Vec::new();
    if let Some(env) = arg.get_env() {
        let name = env.to_string_lossy().into_owned();
        notes.push(l.format("help-env", &[("name", FluentArg::from(name))]));
    }
    if arg.get_action().takes_values() {
        let defaults: Vec<String> = arg
            .get_default_values()
            .iter()
            .map(|v| v.to_string_lossy().into_owned())
            .collect();
        if !defaults.is_empty() {
            let value = FluentArg::from(defaults.join(","));
            notes.push(l.format("help-default", &[("value", value)]));
        }
        let values: Vec<String> = arg
            .get_possible_values()
            .iter()
            .filter(|v| !v.is_hide_set())
            .map(|v| v.get_name().to_string())
            .collect();
        // A message that explains each value already lists them.
        if !values.is_empty() && !values.iter().all(|v| text.contains(v.as_str())) {
            let values = FluentArg::from(values.join(&l.text("help-list-separator")));
            notes.push(l.format("help-possible-values", &[("values", values)]));
        }
    }
    if l.lang() == Lang::En {
        for note in notes {
            text.push(' ');
            text.push_str(&note);
        }
    } else {
        // Chinese: "…或 never（默认：auto）。", the notes inside the sentence.
        let full_stop = text.ends_with('。');
        if full_stop {
            text.pop();
        }
        text.extend(notes);
        if full_stop {
            text.push('。');
        }
        text = wrap_cjk(&text, width);
    }
    // The program's options are every command's: they come after a command's own.
    let heading = if arg.is_positional() {
        "help-heading-arguments"
    } else if path.is_empty() {
        "help-heading-global-options"
    } else {
        "help-heading-options"
    };
    let takes_values = arg.get_action().takes_values();
    let has_env = arg.get_env().is_some();
    let mut arg = arg.help(text).long_help(None).help_heading(l.text(heading));
    if takes_values {
        arg = arg.hide_default_value(true).hide_possible_values(true);
    }
    if has_env {
        arg = arg.hide_env(true);
    }
    arg
}

/// The widest spec of `args` (`-h, --moves-per-period <MOVES_PER_PERIOD>`, `--game
/// <GAME.sgf>...`), roughly as clap lays it out: the help column starts after it.
fn spec_width<'a>(args: impl Iterator<Item = &'a Arg>) -> usize {
    args.filter(|a| !a.is_hide_set())
        .map(|a| {
            let names: usize = a
                .get_value_names()
                .map(|names| names.iter().map(|n| n.len() + 3).sum())
                .unwrap_or(if a.get_action().takes_values() {
                    a.get_id().as_str().len() + 3
                } else {
                    0
                });
            let many = a.get_num_args().is_some_and(|r| r.max_values() > 1);
            let long = a.get_long().map_or(0, |l| l.len() + 2);
            4 + long + names + if many { 3 } else { 0 }
        })
        .max()
        .unwrap_or(0)
}

/// Chinese has no spaces for clap to break lines at, and clap counts a character as one
/// column: break lines ourselves at `width` columns, as the trainer's lines are broken.
fn wrap_cjk(text: &str, width: usize) -> String {
    weiqi_quiz::text::wrap::wrap(text, width).into_owned()
}

/// Prints help as clap renders it, with the headings' colons in the user's language.
pub(crate) fn print_help(error: &clap::Error, l: &Localizer) -> std::io::Result<()> {
    use std::io::Write as _;
    let on_stderr = error.exit_code() != 0;
    let colour = if on_stderr {
        console::colors_enabled_stderr()
    } else {
        console::colors_enabled()
    };
    let rendered = error.render();
    let mut text = if colour {
        rendered.ansi().to_string()
    } else {
        rendered.to_string()
    };
    for id in [
        "help-heading-commands",
        "help-heading-options",
        "help-heading-arguments",
    ] {
        let heading = l.text(id);
        let line = l.format(
            "help-heading-line",
            &[("heading", FluentArg::from(heading.clone()))],
        );
        text = text.replace(&format!("{heading}:"), &line);
    }
    if on_stderr {
        std::io::stderr().lock().write_all(text.as_bytes())
    } else {
        std::io::stdout().lock().write_all(text.as_bytes())
    }
}

/// The `help` subcommands clap made while building (`weiqi-quiz help`, `rules help`).
fn localize_help_subcommands(
    cmd: &mut Command,
    path: &mut Vec<String>,
    l: &Localizer,
    layout: Layout,
) {
    for sub in cmd.get_subcommands_mut() {
        path.push(sub.get_name().to_string());
        if sub.get_name() == "help" {
            let localized = localize(std::mem::take(sub), path, l, layout);
            *sub = localized;
            // Its children mirror the real commands (`help rules count`): their words.
            path.pop();
            localize_mirrors(sub, path, l);
            path.push("help".into());
        } else {
            if l.lang() != Lang::En {
                *sub = rewrap_general_options(std::mem::take(sub), l, layout);
            }
            localize_help_subcommands(sub, path, l, layout);
        }
        path.pop();
    }
}

/// The commands under `help`, named like the real ones at `path`.
fn localize_mirrors(cmd: &mut Command, path: &mut Vec<String>, l: &Localizer) {
    for sub in cmd.get_subcommands_mut() {
        path.push(sub.get_name().to_string());
        if let Some(about) = message(l, &about_id(path)) {
            *sub = std::mem::take(sub).about(about);
        }
        localize_mirrors(sub, path, l);
        path.pop();
    }
}

/// An argument error as one line in `l`'s language, ending with where to read more.
pub(crate) fn error_line(error: &clap::Error, l: &Localizer, args: &[OsString]) -> String {
    let text = |kind| match error.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(v)) => Some(v.join(", ")),
        Some(ContextValue::StyledStr(s)) => Some(s.to_string()),
        Some(ContextValue::Number(n)) => Some(n.to_string()),
        _ => None,
    };
    let list = |kind| match error.get(kind) {
        Some(ContextValue::Strings(v)) => v.clone(),
        Some(ContextValue::String(s)) => vec![s.clone()],
        _ => Vec::new(),
    };
    let arg = || FluentArg::from(text(ContextKind::InvalidArg).unwrap_or_default());
    let value = || FluentArg::from(text(ContextKind::InvalidValue).unwrap_or_default());
    let separator = l.text("help-list-separator");
    let mut line = match error.kind() {
        ErrorKind::InvalidSubcommand => l.format(
            "help-error-unknown-subcommand",
            &[(
                "name",
                FluentArg::from(text(ContextKind::InvalidSubcommand).unwrap_or_default()),
            )],
        ),
        ErrorKind::UnknownArgument => l.format("help-error-unknown-argument", &[("arg", arg())]),
        ErrorKind::InvalidValue
            if text(ContextKind::InvalidValue)
                .unwrap_or_default()
                .is_empty() =>
        {
            l.format("help-error-value-missing", &[("arg", arg())])
        }
        ErrorKind::InvalidValue => {
            let mut line = l.format(
                "help-error-invalid-value",
                &[("arg", arg()), ("value", value())],
            );
            let valid = list(ContextKind::ValidValue);
            if !valid.is_empty() {
                let values = FluentArg::from(valid.join(&separator));
                line = l.format(
                    "help-error-reason",
                    &[
                        ("message", FluentArg::from(line)),
                        (
                            "reason",
                            FluentArg::from(
                                l.format("help-error-valid-values", &[("values", values)]),
                            ),
                        ),
                    ],
                );
            }
            line
        }
        ErrorKind::ValueValidation => {
            let line = l.format(
                "help-error-invalid-value",
                &[("arg", arg()), ("value", value())],
            );
            match std::error::Error::source(error).and_then(|e| reason(e, l)) {
                Some(reason) => l.format(
                    "help-error-reason",
                    &[
                        ("message", FluentArg::from(line)),
                        ("reason", FluentArg::from(reason)),
                    ],
                ),
                None => line,
            }
        }
        ErrorKind::TooManyValues => l.format(
            "help-error-extra-value",
            &[("arg", arg()), ("value", value())],
        ),
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            l.format("help-error-value-count", &[("arg", arg())])
        }
        ErrorKind::ArgumentConflict => {
            let what = text(ContextKind::InvalidArg)
                .or_else(|| text(ContextKind::InvalidSubcommand))
                .unwrap_or_default();
            match text(ContextKind::PriorArg) {
                Some(other) if other != what => l.format(
                    "help-error-conflict",
                    &[
                        ("arg", FluentArg::from(what)),
                        ("other", FluentArg::from(other)),
                    ],
                ),
                _ => l.format("help-error-repeated", &[("arg", FluentArg::from(what))]),
            }
        }
        ErrorKind::NoEquals => l.format("help-error-no-equals", &[("arg", arg())]),
        ErrorKind::MissingRequiredArgument => l.format(
            "help-error-missing-argument",
            &[(
                "args",
                FluentArg::from(list(ContextKind::InvalidArg).join(&separator)),
            )],
        ),
        ErrorKind::MissingSubcommand => l.format(
            "help-error-missing-subcommand",
            &[(
                "names",
                FluentArg::from(list(ContextKind::ValidSubcommand).join(&separator)),
            )],
        ),
        ErrorKind::InvalidUtf8 => l.text("help-error-utf8"),
        _ => l.text("help-error-other"),
    };
    let suggestion = list(ContextKind::SuggestedSubcommand)
        .into_iter()
        .chain(list(ContextKind::SuggestedArg))
        .chain(list(ContextKind::SuggestedValue))
        .next();
    if let Some(suggestion) = suggestion {
        line = l.format(
            "help-error-did-you-mean",
            &[
                ("message", FluentArg::from(line)),
                ("suggestion", FluentArg::from(suggestion)),
            ],
        );
    }
    l.format(
        "help-error-see-help",
        &[
            ("message", FluentArg::from(line)),
            ("command", FluentArg::from(command_path(args))),
        ],
    )
}

/// Why a value was refused, for the parsers of our own types and clap's numbers.
fn reason(error: &(dyn std::error::Error + 'static), l: &Localizer) -> Option<String> {
    if error.is::<std::num::ParseIntError>() {
        return Some(l.text("help-reason-integer"));
    }
    if error.is::<ParseStonesError>() {
        return Some(l.text("help-reason-stones"));
    }
    if error.is::<std::net::AddrParseError>() {
        return Some(l.text("help-reason-address"));
    }
    if error.is::<NoItems>() {
        return Some(l.text("help-reason-at-least-one"));
    }
    if error.is::<BadKomiPoints>() {
        return Some(l.text("help-reason-komi-points"));
    }
    if error.is::<NotATotalMethod>() {
        return Some(l.text("help-reason-total-method"));
    }
    if error.is::<UnknownRuleSet>() {
        let names = PRESETS.map(|r| r.id).join(&l.text("help-list-separator"));
        return Some(l.format("help-reason-rule-set", &[("names", FluentArg::from(names))]));
    }
    if error.is::<ProfileError>() {
        return Some(l.text("help-reason-profile"));
    }
    if error.is::<UnknownSystem>() {
        return Some(l.text("help-reason-system"));
    }
    if error.is::<UnknownTieBreak>() {
        return Some(l.text("help-reason-tie-break"));
    }
    if error.is::<Refusal>() {
        return Some(error.to_string());
    }
    // clap's ranged integers: "7 is not in 1..=2".
    let message = error.to_string();
    if let Some((_, bounds)) = message.split_once(" is not in ") {
        let (min, max) = bounds.split_once("..=")?;
        return Some(l.format(
            "help-reason-range",
            &[("min", FluentArg::from(min)), ("max", FluentArg::from(max))],
        ));
    }
    if message == "value was not a boolean" {
        return Some(l.text("help-reason-boolean"));
    }
    None
}

/// `weiqi-quiz rules count`: the program and the subcommands named on the command line.
fn command_path(args: &[OsString]) -> String {
    let mut cmd = Cli::command();
    let mut path = vec![cmd.get_name().to_string()];
    for word in args.iter().skip(1).map(|a| a.to_string_lossy()) {
        if word == "--" {
            break;
        }
        let Some(sub) = cmd.find_subcommand(word.as_ref()).cloned() else {
            continue;
        };
        path.push(sub.get_name().to_string());
        cmd = sub;
    }
    path.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// Every command and argument of the built tree, as the ids `localize` looks up:
    /// (about id) or (own id, shared id). Global options count once, at the top.
    fn tree_ids(cmd: &Command, path: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
        out.push(vec![about_id(path)]);
        for arg in cmd.get_arguments() {
            if path.is_empty() || !arg.is_global_set() {
                out.push(arg_ids(path, arg).to_vec());
            }
        }
        // The commands under `help` mirror the real ones and take their words.
        if path.last().is_some_and(|name| name == "help") {
            return;
        }
        for sub in cmd.get_subcommands() {
            path.push(sub.get_name().to_string());
            tree_ids(sub, path, out);
            path.pop();
        }
    }

    fn all_tree_ids(lang: Lang) -> Vec<Vec<String>> {
        let mut out = Vec::new();
        tree_ids(&command(&Localizer::new(lang)), &mut Vec::new(), &mut out);
        out
    }

    fn file_ids(lang: Lang) -> BTreeSet<String> {
        let source = match lang {
            Lang::En => include_str!("../../locales/en/help.ftl"),
            Lang::ZhCn => include_str!("../../locales/zh-CN/help.ftl"),
            Lang::ZhTw => include_str!("../../locales/zh-TW/help.ftl"),
        };
        let resource = fluent_syntax::parser::parse(source)
            .unwrap_or_else(|(_, errors)| panic!("{}: help.ftl: {errors:?}", lang.tag()));
        resource
            .body
            .iter()
            .filter_map(|entry| match entry {
                fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn every_command_and_argument_has_a_message_in_chinese() {
        for lang in [Lang::ZhCn, Lang::ZhTw] {
            let l = Localizer::new(lang);
            let missing: Vec<String> = all_tree_ids(lang)
                .into_iter()
                .filter(|ids| ids.iter().all(|id| message(&l, id).is_none()))
                .map(|ids| ids[0].clone())
                .collect();
            assert!(
                missing.is_empty(),
                "{}: add to locales/{}/help.ftl: {missing:?}",
                lang.tag(),
                lang.tag()
            );
        }
    }

    #[test]
    fn help_files_hold_the_same_words_and_no_stray_ids() {
        let english = file_ids(Lang::En);
        let tree: BTreeSet<String> = all_tree_ids(Lang::En).into_iter().flatten().collect();
        for lang in [Lang::ZhCn, Lang::ZhTw] {
            let ids = file_ids(lang);
            let lacking: Vec<&String> = english.difference(&ids).collect();
            assert!(lacking.is_empty(), "{} lacks {lacking:?}", lang.tag());
            let stray: Vec<&String> = ids
                .iter()
                .filter(|id| !english.contains(*id) && !tree.contains(*id))
                .collect();
            assert!(
                stray.is_empty(),
                "{}: no such command or argument: {stray:?}",
                lang.tag()
            );
        }
        // Messages never shadow main.ftl's: every help id is prefixed.
        assert!(english.iter().all(|id| id.starts_with("help-")));
    }

    #[test]
    fn english_has_words_for_every_command_and_argument() {
        let cmd = command(&Localizer::new(Lang::En));
        fn walk(cmd: &Command, missing: &mut Vec<String>) {
            if cmd.get_about().is_none_or(|a| a.to_string().is_empty()) {
                missing.push(cmd.get_name().to_string());
            }
            for arg in cmd.get_arguments() {
                if arg.get_help().is_none_or(|h| h.to_string().is_empty()) {
                    missing.push(format!("{} {}", cmd.get_name(), arg.get_id()));
                }
            }
            for sub in cmd.get_subcommands() {
                walk(sub, missing);
            }
        }
        let mut missing = Vec::new();
        walk(&cmd, &mut missing);
        assert!(missing.is_empty(), "{missing:?}");
    }

    #[test]
    fn the_language_is_read_before_parsing() {
        let args = |words: &[&str]| -> Vec<OsString> {
            std::iter::once("weiqi-quiz")
                .chain(words.iter().copied())
                .map(OsString::from)
                .collect()
        };
        assert_eq!(lang_of(&args(&["--lang", "zh-CN", "pratice"])), Lang::ZhCn);
        assert_eq!(lang_of(&args(&["exam", "--lang=zh-TW"])), Lang::ZhTw);
        assert_eq!(lang_of(&args(&["--lang", "en", "--help"])), Lang::En);
    }

    #[test]
    fn chinese_is_wrapped_at_the_width_without_breaking_words_or_punctuation() {
        let text = "用哪个档案的练习记录：同一主目录下每个档案一个数据库（名字用字母、数字、- 和 _；\
                    不给则用默认档案）（环境变量：WEIQI_QUIZ_PROFILE）。";
        let wrapped = wrap_cjk(text, 30);
        for line in wrapped.lines() {
            assert!(console::measure_text_width(line) <= 30, "{line:?}");
            assert!(
                !line.starts_with(['，', '。', '、', '）', '：']),
                "{line:?}"
            );
            assert!(!line.ends_with(['（', '「']), "{line:?}");
        }
        assert!(wrapped.contains("WEIQI_QUIZ_PROFILE"), "{wrapped}");
        let squeeze = |t: &str| t.replace(['\n', ' '], "");
        assert_eq!(squeeze(&wrapped), squeeze(text));
        assert!(wrapped.lines().count() > 2);
    }

    #[test]
    fn command_paths_name_the_subcommand_typed() {
        let args: Vec<OsString> = ["weiqi-quiz", "--lang", "zh-CN", "rules", "count", "x.sgf"]
            .map(OsString::from)
            .to_vec();
        assert_eq!(command_path(&args), "weiqi-quiz rules count");
    }
}
