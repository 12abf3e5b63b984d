//! `weiqi-quiz`: parse the arguments, run the command, map errors to exit codes.

mod cli;

use std::process::ExitCode;

use clap::Parser;

use cli::args::Cli;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => return usage_error(&error),
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
            // Errors quote file contents (an SGF move, a CSV cell): no control characters.
            cli::run::warn(&format!("{error:#}"));
            // A malformed argument exits 2 like clap's own; impossible input exits 1.
            if error.chain().any(|c| c.is::<cli::args::Malformed>()) {
                return ExitCode::from(2);
            }
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
    cli::run::warn(&format!("{message} (see weiqi-quiz --help)"));
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
        super::Cli::command().debug_assert();
    }
}
