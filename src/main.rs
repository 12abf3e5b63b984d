//! `weiqi-quiz`: parse the arguments, run the command, map errors to exit codes.

mod cli;

use std::process::ExitCode;

use weiqi_quiz::i18n::Localizer;

fn main() -> ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let l = Localizer::new(cli::help::lang_of(&args));
    let cli = match cli::help::parse(&l, args.clone()) {
        Ok(cli) => cli,
        Err(error) => return usage_error(&error, &l, &args),
    };
    match cli::run::run(cli) {
        Ok(code) => code,
        Err(error) => {
            if is_broken_pipe(&error) {
                return ExitCode::SUCCESS;
            }
            // Ctrl-C in a session: its summary is already printed.
            if is_interrupted(&error) {
                return ExitCode::from(130);
            }
            // In the reader's language, each cause once; errors quote file contents (an
            // SGF move, a CSV cell), so `warn` keeps control characters out.
            cli::run::warn(&cli::errors::error_text(&error, &l));
            // A malformed argument exits 2 like clap's own; impossible input exits 1.
            if error.downcast_ref::<cli::args::Malformed>().is_some()
                || error.chain().any(|c| c.is::<cli::args::Malformed>())
            {
                return ExitCode::from(2);
            }
            ExitCode::FAILURE
        }
    }
}

/// Help and version as clap prints them; any other mistake in the arguments as one
/// line in the user's language.
fn usage_error(error: &clap::Error, l: &Localizer, args: &[std::ffi::OsString]) -> ExitCode {
    use clap::error::ErrorKind;
    if matches!(
        error.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        let _ = cli::help::print_help(error, l);
        return ExitCode::SUCCESS;
    }
    cli::run::warn(&cli::help::error_line(error, l, args));
    ExitCode::from(2)
}

fn is_broken_pipe(error: &anyhow::Error) -> bool {
    error.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

fn is_interrupted(error: &anyhow::Error) -> bool {
    error.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(weiqi_quiz::ui::commands::is_interrupted)
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn cli_definition_is_consistent() {
        use clap::CommandFactory;
        super::cli::args::Cli::command().debug_assert();
    }
}
