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
        Err(failure) => {
            let (code, said) = failure.exit();
            // In the reader's language, each cause once; errors quote file contents (an
            // SGF move, a CSV cell), so `warn` keeps control characters out.
            if said {
                cli::run::warn(&failure.text(&l));
            }
            code
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

#[cfg(test)]
mod tests {
    #[test]
    fn cli_definition_is_consistent() {
        use clap::CommandFactory;
        super::cli::args::Cli::command().debug_assert();
    }
}
