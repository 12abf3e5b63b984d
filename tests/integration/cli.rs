//! The binary's command-line contracts.

use assert_cmd::Command;

pub fn weiqi() -> Command {
    let mut cmd = Command::cargo_bin("weiqi-quiz").expect("binary built");
    cmd.env("NO_COLOR", "1").env_remove("LANG").env_remove("LC_ALL");
    cmd
}

#[test]
fn help_lists_the_rules_commands() {
    let out = weiqi().arg("--help").output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("rules"), "{text}");
    assert!(text.contains("gtp"), "{text}");
}
