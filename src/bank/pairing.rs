//! Pairing items (the referee drill `pairing`): a Swiss event so far, the next round to
//! pair, the pairing a candidate types, marked by the rules of the pairing
//! ([`check_pairing`], docs/referee.md, Pairing the next round) rather than by equality
//! with the engine's pairing, which is shown as the model answer.
//!
//! A pairing is typed board by board, Black first: `1-5; 6-2; 3-7; 8-4`, `1: 李明-王芳；
//! 2: …`, `第1台 李明对王芳`, one board a line, with the players' names (in any language
//! shown) or their numbers in the list; `轮空 7`, `bye 7` or `7 轮空` gives the bye. Full-width
//! forms and the Chinese separators `，；：、` read as their ASCII ones.

use crate::i18n::describe::{Join, separator};
use crate::i18n::{Arg, Localizer};
use crate::referee::tournament::{
    Broken, Colour, PairingState, Proposal, RoundPairing, check_pairing,
};
use crate::rules::notation::fold_width;

use super::answer::Unreadable;
use super::matching::normalize;
use super::model::Localized;

/// What a pairing item carries: the event, the players as listed, and their names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PairingItem {
    pub state: PairingState,
    /// The players' names as the engine knows them, in the order of the list shown
    /// (numbered from 1), withdrawn players included.
    pub listed: Vec<String>,
    /// Per locale, the names shown, in the same order.
    pub names: Localized<Vec<String>>,
}

/// The key of one asking: the item, the names in the reader's language, the model.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PairingKey {
    pub item: PairingItem,
    /// The names shown, in the reader's language.
    pub shown: Vec<String>,
    pub model: RoundPairing,
}

impl PairingKey {
    /// The key of `item` for `lang`; `None` when the engine cannot pair the round.
    pub fn new(item: &PairingItem, lang: crate::i18n::Lang) -> Option<PairingKey> {
        let model = item.state.pair().ok()?;
        let shown = item
            .names
            .get(lang.tag())
            .or_else(|| item.names.get("zh-CN"))
            .cloned()
            .unwrap_or_else(|| item.listed.clone());
        Some(PairingKey {
            item: item.clone(),
            shown,
            model,
        })
    }

    /// Reads typed text as a pairing. A pairing that leaves players out asks for more
    /// (`Unreadable::Partial`) unless `handed_in`.
    pub fn read(&self, text: &str, handed_in: bool) -> Result<Proposal, Unreadable> {
        let proposal = self.parse(text)?;
        let placed = proposal.boards.len() * 2 + proposal.byes.len();
        let total = self.item.state.players.len();
        if !handed_in && placed < total {
            return Err(Unreadable::Partial { placed, total });
        }
        Ok(proposal)
    }

    /// The rules `text` breaks (none: right); `None` when it is not a pairing.
    pub fn broken(&self, text: &str) -> Option<Vec<Broken>> {
        let proposal = self.parse(text).ok()?;
        Some(check_pairing(&self.item.state, &proposal))
    }

    /// Whether `text` is the model pairing, boards and colours alike (in any order).
    pub fn is_model(&self, text: &str) -> bool {
        let Ok(mut typed) = self.parse(text) else {
            return false;
        };
        let mut model = Proposal::from(&self.model);
        typed.boards.sort();
        model.boards.sort();
        typed == model
    }

    fn parse(&self, text: &str) -> Result<Proposal, Unreadable> {
        let mut proposal = Proposal::default();
        for entry in entries(text) {
            let entry = strip_board(&entry);
            if entry.is_empty() {
                continue;
            }
            if let Some(player) = bye_of(entry) {
                proposal.byes.push(self.player(player)?);
                continue;
            }
            let (first, second) = split_pair(entry).ok_or(Unreadable::NotAnAnswer)?;
            let (first, first_colour) = colour_marked(first);
            let (second, second_colour) = colour_marked(second);
            let (mut black, mut white) = (self.player(first)?, self.player(second)?);
            if first_colour == Some(Colour::White) || second_colour == Some(Colour::Black) {
                std::mem::swap(&mut black, &mut white);
            }
            proposal.boards.push((black, white));
        }
        if proposal.boards.is_empty() && proposal.byes.is_empty() {
            return Err(Unreadable::NotAnAnswer);
        }
        Ok(proposal)
    }

    /// The engine's name of a player typed by number (`3`, `3号`, `#3`) or by name in any
    /// language shown.
    fn player(&self, typed: &str) -> Result<String, Unreadable> {
        // `李明(1)`, as the list and the feedback write a player: the number decides.
        if let Some(inner) = typed.trim().strip_suffix(')')
            && let Some((_, number)) = inner.rsplit_once('(')
            && number.trim().parse::<usize>().is_ok()
        {
            return self.player(number);
        }
        let typed = normalize(typed);
        let number = typed.trim_end_matches('号');
        if let Ok(n) = number.parse::<usize>() {
            return n
                .checked_sub(1)
                .and_then(|i| self.item.listed.get(i))
                .cloned()
                .ok_or(Unreadable::NotAPlayer);
        }
        let item = &self.item;
        let lists = std::iter::once(&item.listed).chain(item.names.values());
        for list in lists {
            if let Some(i) = list.iter().position(|name| normalize(name) == typed) {
                return Ok(item.listed[i].clone());
            }
        }
        Err(Unreadable::NotAPlayer)
    }

    /// A player as shown: `李明(1)`.
    pub fn shown(&self, name: &str) -> String {
        match self.item.listed.iter().position(|n| n == name) {
            Some(i) => listed_name(&self.shown[i], i + 1),
            None => name.to_string(),
        }
    }

    /// A pairing as the feedback writes it: boards in order, Black first, then the bye.
    pub fn text(&self, proposal: &Proposal, l: &Localizer) -> String {
        let mut parts: Vec<String> = proposal
            .boards
            .iter()
            .enumerate()
            .map(|(i, (black, white))| {
                l.format(
                    "pairing-board",
                    &[
                        ("board", Arg::from(i as i64 + 1)),
                        ("black", Arg::from(self.shown(black))),
                        ("white", Arg::from(self.shown(white))),
                    ],
                )
            })
            .collect();
        parts.extend(
            proposal
                .byes
                .iter()
                .map(|b| l.format("pairing-bye", &[("name", Arg::from(self.shown(b)))])),
        );
        parts.join(separator(Join::Answers, l))
    }

    /// The model answer as text.
    pub fn model_text(&self, l: &Localizer) -> String {
        self.text(&Proposal::from(&self.model), l)
    }

    /// What the feedback says of `text` beyond right or wrong: each rule broken with its
    /// number, name and source; or, for a right pairing that is not the model, that it
    /// differs only where the rules leave a choice.
    pub fn notes(&self, text: &str, l: &Localizer) -> Vec<String> {
        let Some(broken) = self.broken(text) else {
            return Vec::new();
        };
        if broken.is_empty() {
            if self.is_model(text) {
                return Vec::new();
            }
            return vec![
                l.text("pairing-accepted"),
                l.format(
                    "pairing-model",
                    &[("pairing", Arg::from(self.model_text(l)))],
                ),
            ];
        }
        let mut notes: Vec<String> = broken.iter().map(|b| self.broken_text(b, l)).collect();
        notes.push(l.text("pairing-rules-where"));
        notes
    }

    fn broken_text(&self, broken: &Broken, l: &Localizer) -> String {
        let name = |n: &String| Arg::from(self.shown(n));
        let score = |n: &String| {
            Arg::from(
                self.item
                    .state
                    .players
                    .iter()
                    .find(|p| &p.name == n)
                    .map_or(0, |p| p.score),
            )
        };
        let (id, args): (&str, Vec<(&str, Arg)>) = match broken {
            Broken::Withdrawn(n) => ("pairing-broken-withdrawn", vec![("name", name(n))]),
            Broken::NotInEvent(n) => ("pairing-broken-not-in-event", vec![("name", name(n))]),
            Broken::Missing(n) => ("pairing-broken-missing", vec![("name", name(n))]),
            Broken::Twice(n) => ("pairing-broken-twice", vec![("name", name(n))]),
            Broken::Float { player, opponent } => (
                "pairing-broken-float",
                vec![
                    ("name", name(player)),
                    ("score", score(player)),
                    ("opponent", name(opponent)),
                    ("opponent-score", score(opponent)),
                ],
            ),
            Broken::SameHalf { high, low } => (
                "pairing-broken-same-half",
                vec![("high", name(high)), ("low", name(low))],
            ),
            Broken::Repeat { a, b, round } => (
                "pairing-broken-repeat",
                vec![
                    ("a", name(a)),
                    ("b", name(b)),
                    ("round", Arg::from(i64::from(*round))),
                ],
            ),
            Broken::ByeNotNeeded(n) => ("pairing-broken-bye-not-needed", vec![("name", name(n))]),
            Broken::NoBye { due } => ("pairing-broken-no-bye", vec![("due", name(due))]),
            Broken::WrongBye { given, due } => (
                "pairing-broken-wrong-bye",
                vec![("given", name(given)), ("due", name(due))],
            ),
            Broken::ThirdColour { player, colour } => (
                "pairing-broken-third-colour",
                vec![
                    ("name", name(player)),
                    (
                        "colour",
                        Arg::from(match colour {
                            Colour::Black => "black",
                            Colour::White => "white",
                        }),
                    ),
                ],
            ),
        };
        let rule = broken.rule();
        l.format(
            "pairing-broken",
            &[
                ("rule", Arg::from(i64::from(rule))),
                ("title", Arg::from(l.text(&format!("pairing-rule-{rule}")))),
                (
                    "source",
                    Arg::from(l.text(&format!("pairing-rule-{rule}-source"))),
                ),
                ("what", Arg::from(l.format(id, &args))),
            ],
        )
    }
}

/// A listed player with their number: `李明(1)`, `Li Ming (1)`.
pub fn listed_name(name: &str, number: usize) -> String {
    if name.is_ascii() {
        format!("{name} ({number})")
    } else {
        format!("{name}({number})")
    }
}

/// The typed text cut into boards: at line ends, `;` and `,` (either width), and at `、`
/// except after a board number (`1、李明-王芳`).
fn entries(text: &str) -> Vec<String> {
    let folded: String = text
        .chars()
        .map(|c| match c {
            '；' | '，' => ';',
            ',' | '\n' | '\r' => ';',
            '：' => ':',
            '\u{3000}' => ' ',
            c => fold_width(c),
        })
        .collect();
    let mut out = Vec::new();
    for entry in folded.split(';') {
        let mut pieces = entry.split('、').map(str::trim).peekable();
        while let Some(piece) = pieces.next() {
            // A board number alone (`1`, `第1台`) belongs to the board after it.
            if is_board_label(piece)
                && let Some(next) = pieces.next()
            {
                out.push(format!("{piece}: {next}"));
            } else {
                out.push(piece.to_string());
            }
        }
    }
    out
}

/// `1`, `第1台`, `board 1`, `1台`: a board's number and nothing else.
fn is_board_label(piece: &str) -> bool {
    let lower = piece.trim().to_lowercase();
    let core = lower
        .trim_start_matches("board")
        .trim_start_matches('第')
        .trim_end_matches(['台', '.', ')', '）'])
        .trim();
    !core.is_empty() && core.chars().all(|c| c.is_ascii_digit())
}

/// The entry without a board number in front: `1: `, `1. `, `1) `, `第1台 `, `board 1 `.
fn strip_board(entry: &str) -> &str {
    let entry = entry.trim();
    if let Some((label, rest)) = entry.split_once(':')
        && is_board_label(label)
    {
        return rest.trim();
    }
    let word = if entry.to_ascii_lowercase().starts_with("board") {
        "board".len()
    } else if entry.starts_with('第') {
        '第'.len_utf8()
    } else {
        0
    };
    let rest = entry[word..].trim_start();
    let digits = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    if digits == 0 {
        return entry;
    }
    let after = &rest[digits..];
    for mark in ["台", ".", ")", "）"] {
        if let Some(rest) = after.strip_prefix(mark) {
            return rest.trim();
        }
    }
    if word > 0 && after.starts_with(' ') {
        return after.trim();
    }
    entry
}

/// The player of a bye entry: `轮空 X`, `轮空:X`, `X 轮空`, `bye X`, `X bye`.
fn bye_of(entry: &str) -> Option<&str> {
    for word in ["轮空", "輪空", "bye", "Bye", "BYE"] {
        if let Some(rest) = entry.strip_prefix(word) {
            return Some(rest.trim_start_matches([':', ' ']).trim());
        }
        if let Some(rest) = entry.strip_suffix(word) {
            return Some(rest.trim_end_matches([':', ' ']).trim());
        }
    }
    None
}

/// The two sides of a board: at `-`, a dash, `对`/`對` or `vs`.
fn split_pair(entry: &str) -> Option<(&str, &str)> {
    for connector in [
        " vs. ", " vs ", " v ", "—", "–", "－", "-", "~", "对", "對", "×",
    ] {
        if let Some((a, b)) = entry.split_once(connector) {
            let (a, b) = (a.trim(), b.trim());
            if !a.is_empty() && !b.is_empty() {
                return Some((a, b));
            }
        }
    }
    None
}

/// A side with its colour marked after it (`李明(黑)`, `Li Ming (W)`), the mark taken off.
fn colour_marked(side: &str) -> (&str, Option<Colour>) {
    let side = side.trim();
    for (open, close) in [('(', ')'), ('（', '）')] {
        if let Some(inner) = side.strip_suffix(close)
            && let Some((name, mark)) = inner.rsplit_once(open)
        {
            let colour = match mark.trim().to_lowercase().as_str() {
                "黑" | "b" | "black" => Some(Colour::Black),
                "白" | "w" | "white" => Some(Colour::White),
                _ => None,
            };
            if colour.is_some() {
                return (name.trim(), colour);
            }
        }
    }
    (side, None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::referee::tournament::{Game, GameResult, Results, Roster, pairing_state};
    use std::collections::BTreeMap;

    /// Four players after round 1: 李明 beat 王芳, 张伟 beat 刘洋.
    fn key() -> PairingKey {
        let names = ["李明", "王芳", "张伟", "刘洋"];
        let games = vec![
            Game::played(1, "李明", "张伟", GameResult::BlackWins),
            Game::played(1, "刘洋", "王芳", GameResult::WhiteWins),
        ];
        let results = Results::new(games, BTreeMap::new()).unwrap();
        let state = pairing_state(&results, &Roster::of(&names));
        let listed: Vec<String> = state.players.iter().map(|p| p.name.clone()).collect();
        let english = ["Li Ming", "Wang Fang", "Zhang Wei", "Liu Yang"];
        let en = listed
            .iter()
            .map(|n| english[names.iter().position(|m| m == n).unwrap()].to_string())
            .collect();
        let item = PairingItem {
            state,
            names: [
                ("zh-CN".to_string(), listed.clone()),
                ("en".to_string(), en),
            ]
            .into_iter()
            .collect(),
            listed,
        };
        PairingKey::new(&item, Lang::ZhCn).unwrap()
    }

    #[test]
    fn pairings_are_read_in_every_written_form() {
        let k = key();
        // Listed by score: 李明, 王芳 (2 points), 张伟, 刘洋.
        assert_eq!(k.item.listed, ["李明", "王芳", "张伟", "刘洋"]);
        let boards = |text: &str| k.read(text, false).map(|p| p.boards);
        let expected = Ok(vec![
            ("王芳".to_string(), "李明".to_string()),
            ("张伟".to_string(), "刘洋".to_string()),
        ]);
        for typed in [
            "2-1; 3-4",
            "1: 王芳-李明；2: 张伟-刘洋",
            "１：王芳－李明，２：张伟－刘洋",
            "第1台 王芳对李明\n第2台 张伟对刘洋",
            "1、王芳-李明、2、张伟-刘洋",
            "Wang Fang - Li Ming; zhang wei vs liu yang",
            "李明(白)-王芳(黑); 3号-4号",
            "1. 2-1\n2. 3-4",
        ] {
            assert_eq!(boards(typed), expected, "{typed}");
        }
        assert_eq!(
            k.read("1-2", false),
            Err(Unreadable::Partial {
                placed: 2,
                total: 4
            })
        );
        assert!(k.read("1-2", true).is_ok());
        assert_eq!(k.read("1-李名; 3-4", false), Err(Unreadable::NotAPlayer));
        assert_eq!(k.read("1-9; 3-4", false), Err(Unreadable::NotAPlayer));
        assert_eq!(k.read("hello", false), Err(Unreadable::NotAnAnswer));
        let bye = |text: &str| k.parse(text).map(|p| p.byes);
        for typed in ["轮空 4", "轮空：刘洋", "4 轮空", "bye 4", "Liu Yang bye"] {
            assert_eq!(bye(typed), Ok(vec!["刘洋".to_string()]), "{typed}");
        }
    }

    #[test]
    fn a_pairing_is_marked_by_the_rules_and_told_why() {
        let k = key();
        let l = Localizer::new(Lang::En);
        // The model, and the same boards with colours the other way: both right.
        assert_eq!(k.broken(&k.model_text(&l)), Some(vec![]));
        assert!(k.notes("王芳-李明; 张伟-刘洋", &l).is_empty());
        let notes = k.notes("李明-王芳; 刘洋-张伟", &l);
        assert_eq!(notes[0], l.text("pairing-accepted"), "{notes:?}");
        // A rematch: 李明 met 张伟 in round 1.
        let notes = k.notes("1-3; 2-4", &l);
        assert!(notes[0].contains("rule 3"), "{notes:?}");
        assert!(
            notes[0].contains("李明(1)") && notes[0].contains("round 1"),
            "{notes:?}"
        );
        assert!(!notes.iter().any(|n| n.contains('{')), "{notes:?}");
    }
}
