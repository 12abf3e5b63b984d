# --help and argument errors (src/cli/help.rs). In English a command or argument
# without a message here shows its doc comment from src/cli/args.rs; zh-CN and zh-TW
# need every one: help-<path>-about, help-<path>-arg-<id>, help-arg-<id> (global
# options), help-common-arg-<id> (the same in every command).

## clap's own words

help-usage-heading = Usage: {""}
help-heading-commands = Commands
help-heading-options = Options
help-heading-global-options = General options
help-heading-arguments = Arguments
help-heading-line = { $heading }:
help-list-separator = , {""}
help-default = [default: { $value }]
help-possible-values = [possible values: { $values }]
help-env = [env: { $name }]
help-arg-help = Print help
help-arg-version = Print version
help-export-arg-format = The format to write
help-drill-arg-kind = The drill

## Argument errors: one line, then where to read more

help-error-see-help = { $message } (see { $command } --help)
help-error-did-you-mean = { $message }; did you mean { $suggestion }?
help-error-reason = { $message }: { $reason }
help-error-unknown-subcommand = unrecognized subcommand '{ $name }'
help-error-unknown-argument = unexpected argument '{ $arg }'
help-error-value-missing = a value is required for '{ $arg }'
help-error-invalid-value = invalid value '{ $value }' for '{ $arg }'
help-error-valid-values = expected one of { $values }
help-error-extra-value = unexpected value '{ $value }' for '{ $arg }': it takes no more
help-error-value-count = wrong number of values for '{ $arg }'
help-error-conflict = '{ $arg }' cannot be used with '{ $other }'
help-error-repeated = '{ $arg }' cannot be given more than once
help-error-no-equals = '{ $arg }' needs its value after an equals sign ({ $arg }=…)
help-error-missing-argument = the following required arguments were not provided: { $args }
help-error-missing-subcommand = a subcommand is needed: { $names }
help-error-utf8 = the arguments are not valid UTF-8
help-error-other = the arguments cannot be read

## Why a value was refused

help-reason-integer = not a whole number
help-reason-range = must be from { $min } to { $max }
help-reason-stones = not a number of stones in quarters (write 3.75, 3¾, 3 3/4, 3又3/4 or 15/4)
help-reason-address = not an IP address (such as 127.0.0.1, 0.0.0.0 or ::1)
help-reason-at-least-one = at least 1
help-reason-komi-points = not a number of points in halves (write 7.5, 6.5 or 7)
help-reason-total-method = use total-theoretical (the most a player can score: 2 × rounds) or total-actual (the top score reached)
help-reason-rule-set = no such rule set (expected one of: { $names })
help-reason-profile = use 1 to 64 letters, digits, - and _ (Chinese, Japanese and Korean letters too)
help-reason-system = no such tournament system (use round-robin or swiss)
help-reason-tie-break = no such tie-break (use score, sos, sb, progressive, warnings, direct, total-theoretical or total-actual)
help-reason-time-empty = no time given (try 45s, 1m15s, 2:10 or 2分10秒)
help-reason-time-negative = a time cannot be negative
help-reason-time = not a time (try 90m, 1h30m, 30s, 1:30:00, 60分钟 or 1小时)
help-reason-time-too-long = the time is too long
help-reason-time-no-unit = no unit: write { $text }m for { $text } minutes or { $text }s for { $text } seconds (or 1h30m, 1:30:00, 60分钟)
help-reason-time-colon = "{ $text }" could be hours:minutes or minutes:seconds: write 1h30m or 1m30s (or 1:30:00)
help-reason-boolean = expected true or false (or yes/no, on/off, 1/0)
