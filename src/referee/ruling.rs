//! Irregularities and the referee's rulings, per rule version (2002 Art. 17 and 20;
//! 1988 Chapter 3, Arts. 17–20 and "其他"). Where the 2002 text of a penalty was not
//! available (docs/rules.md, "Open questions"), the ruling gives what the 2002 text does
//! say ([`Stated`]), says once that the penalty was not found, and carries the 1988
//! ruling as the precedent, instead of guessing.

use std::collections::HashMap;

use crate::message::{Describe, Message};
use crate::rules::IllegalReason;
use crate::rules::ruleset::RulingVersion;
use crate::rules::sgf::GameRecord;
use crate::rules::{Color, Move};
use crate::rules::{Game, KoRule, MoveRules};

/// Who or what scattered the stones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ScatterCause {
    /// An outside force (a spectator, a table knocked over).
    Outside,
    /// A player, by accident.
    Accident,
    /// A player, on purpose.
    Deliberate,
}

/// Something that went wrong at the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Irregularity {
    /// One side played twice in a row without the other passing (连下两着).
    DoubleMove,
    /// The immediate recapture of a single ko.
    KoRetake,
    /// A stone on a forbidden point (禁着点).
    ForbiddenPoint,
    /// A long cycle: triple ko, quadruple ko, eternal life, double two-stone recaptures.
    RepetitionCycle,
    /// "Life" that only stands by a cycle of kos (假生类多劫循环).
    MoonshineLife,
    /// A stone that left the hand was lifted to play elsewhere (悔棋).
    TakeBack { claimed_in_time: bool },
    /// A stone dropped on the board by accident.
    DroppedStone { opponent_consents: bool },
    /// The clock pressed before (or while) the stone was placed.
    ClockBeforeStone,
    /// The players took the wrong colours, or the wrong player moved first (found in a
    /// record at move 1); noticed after move `move_number`.
    WrongColours { move_number: u32 },
    /// A stone found off its point during the game.
    MovedStone {
        players_agree: bool,
        deliberate: bool,
    },
    /// The stones were scattered.
    ScatteredBoard {
        cause: ScatterCause,
        reconstructable: bool,
    },
    /// Stones that still had liberties were taken off (误提有气之子).
    WrongCapture,
    /// A player has received `count` warnings in one game.
    Warnings { count: u32 },
}

impl Irregularity {
    /// Stable identifier, used on the command line, in JSON and as Fluent id stem.
    pub const fn code(&self) -> &'static str {
        match self {
            Irregularity::DoubleMove => "double-move",
            Irregularity::KoRetake => "ko-retake",
            Irregularity::ForbiddenPoint => "forbidden-point",
            Irregularity::RepetitionCycle => "repetition",
            Irregularity::MoonshineLife => "moonshine",
            Irregularity::TakeBack { .. } => "take-back",
            Irregularity::DroppedStone { .. } => "dropped-stone",
            Irregularity::ClockBeforeStone => "clock-before-stone",
            Irregularity::WrongColours { .. } => "wrong-colours",
            Irregularity::MovedStone { .. } => "moved-stone",
            Irregularity::ScatteredBoard { .. } => "scattered-board",
            Irregularity::WrongCapture => "wrong-capture",
            Irregularity::Warnings { .. } => "warnings",
        }
    }
}

/// One part of a ruling.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Decision {
    /// The irregular move is void (着手无效).
    MoveVoid,
    /// The second of the two moves is void.
    SecondMoveVoid,
    /// The offender receives one warning (警告一次).
    Warning,
    /// The offender loses the game (判负).
    OffenderLoses,
    /// The offender forfeits one turn (弃权一次): the opponent moves next.
    ForfeitTurn,
    /// The stone goes back to the point where it was first placed.
    StoneBack,
    /// The claim came too late: the move stands.
    ClaimTooLate,
    /// The stone may be picked up and played on any point.
    PlayAnywhere,
    /// The chief referee (裁判长) decides.
    ChiefRefereeDecides,
    /// The colours are put right and the game goes on.
    ColoursCorrected,
    /// The colours stand; later pairings use the colours first assigned.
    ColoursStand,
    /// The clock readings are not changed.
    ClockUnchanged,
    /// The stone goes back; if its point is unknown, to a point both accept.
    StoneBackOrAgreedPoint,
    /// Options of the chief referee: move the stone to a reasonable point.
    ReasonablePoint,
    /// Option: the moved stone stands.
    StoneStands,
    /// Option or ruling: draw (和棋).
    Draw,
    /// Option or ruling: the game is replayed (重赛).
    Replay,
    /// Option: both players lose.
    BothLose,
    /// The event's supplementary rules apply: no result, draw or an extra game.
    EventRules,
    /// The group is not alive at the end of the game.
    NotAlive,
    /// The position is put back as it was.
    Reconstruct,
    /// The wrongly removed stones are put back.
    StonesRestored,
    /// Two warnings in one game lose it.
    TwoWarningsLose,
    /// The game goes on.
    Continue,
}

impl Decision {
    pub const fn code(self) -> &'static str {
        match self {
            Decision::MoveVoid => "move-void",
            Decision::SecondMoveVoid => "second-move-void",
            Decision::Warning => "warning",
            Decision::OffenderLoses => "offender-loses",
            Decision::ForfeitTurn => "forfeit-turn",
            Decision::StoneBack => "stone-back",
            Decision::ClaimTooLate => "claim-too-late",
            Decision::PlayAnywhere => "play-anywhere",
            Decision::ChiefRefereeDecides => "chief-referee-decides",
            Decision::ColoursCorrected => "colours-corrected",
            Decision::ColoursStand => "colours-stand",
            Decision::ClockUnchanged => "clock-unchanged",
            Decision::StoneBackOrAgreedPoint => "stone-back-or-agreed-point",
            Decision::ReasonablePoint => "reasonable-point",
            Decision::StoneStands => "stone-stands",
            Decision::Draw => "draw",
            Decision::Replay => "replay",
            Decision::BothLose => "both-lose",
            Decision::EventRules => "event-rules",
            Decision::NotAlive => "not-alive",
            Decision::Reconstruct => "reconstruct",
            Decision::StonesRestored => "stones-restored",
            Decision::TwoWarningsLose => "two-warnings-lose",
            Decision::Continue => "continue",
        }
    }
}

/// Something the referee tells the players beside the ruling, that is not itself a
/// decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Note {
    /// The 1988 text sets no deadline for a take-back claim: `--late` changes nothing.
    LateHasNoEffect,
    /// One warning so far: a second in the same game would lose it.
    SecondWarningLoses,
    /// 2002 Art. 17.1 allows the colours to be corrected but says neither how (a new
    /// start, or the players exchanging colours and playing on) nor what becomes of
    /// the time on the clocks.
    CorrectionUnstated,
}

impl Note {
    pub const fn code(self) -> &'static str {
        match self {
            Note::LateHasNoEffect => "late-has-no-effect",
            Note::SecondWarningLoses => "second-warning-loses",
            Note::CorrectionUnstated => "correction-unstated",
        }
    }

    pub const ALL: [Note; 3] = [
        Note::LateHasNoEffect,
        Note::SecondWarningLoses,
        Note::CorrectionUnstated,
    ];
}

/// What the 2002 text says of an irregularity whose penalty it was not found to state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stated {
    /// Art. 20.1: a single ko may not be retaken at once.
    KoForbidden,
    /// Art. 5: a point where a stone would have no liberty and capture nothing is
    /// forbidden to the player.
    ForbiddenPoint,
    /// Art. 4: only stones without liberties are captured.
    OnlyDeadCaptured,
    /// No article on scattered stones was found; Art. 17.5 (a moved stone) is the
    /// nearest text.
    ScatterNearest,
    /// Art. 17.2–17.4 give one warning each; the number that loses a game was not found.
    WarningsGiven,
    /// Art. 17.5 covers a moved stone, and says nothing of moving one on purpose.
    DeliberateUnstated,
}

impl Stated {
    pub const fn code(self) -> &'static str {
        match self {
            Stated::KoForbidden => "ko-forbidden",
            Stated::ForbiddenPoint => "forbidden-point",
            Stated::OnlyDeadCaptured => "only-dead-captured",
            Stated::ScatterNearest => "scatter-nearest",
            Stated::WarningsGiven => "warnings-given",
            Stated::DeliberateUnstated => "deliberate-unstated",
        }
    }

    pub const ALL: [Stated; 6] = [
        Stated::KoForbidden,
        Stated::ForbiddenPoint,
        Stated::OnlyDeadCaptured,
        Stated::ScatterNearest,
        Stated::WarningsGiven,
        Stated::DeliberateUnstated,
    ];
}

/// What a ruling rests on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Article {
    /// An article or one of its items: `"17"`, `"17.2"`.
    Numbered(&'static str),
    /// The unnumbered closing provisions of the 1988 rules (其他).
    Closing1988,
    /// No article on this was found in the version's text.
    NotFound,
}

impl Article {
    /// The article's number, as bank items cite it; `None` for the closing provisions
    /// and where no article was found.
    pub fn number(self) -> Option<&'static str> {
        match self {
            Article::Numbered(number) => Some(number),
            Article::Closing1988 | Article::NotFound => None,
        }
    }
}

impl From<&'static str> for Article {
    fn from(number: &'static str) -> Article {
        Article::Numbered(number)
    }
}

/// A ruling under one rule version.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ruling {
    pub irregularity: Irregularity,
    pub version: RulingVersion,
    /// The article it rests on, e.g. 17.2 (2002) or 19 (1988).
    pub article: Article,
    /// What the referee does. Empty when the text of this version was not available.
    pub decisions: Vec<Decision>,
    /// The chief referee's options, where the rule gives a choice.
    pub options: Vec<Decision>,
    /// For a 2002 penalty whose text was not available: what the 2002 text does say.
    pub stated: Option<Stated>,
    /// For a 2002 penalty whose text was not available: the 1988 ruling.
    pub precedent: Option<Box<Ruling>>,
    /// What the players are told beside the decisions.
    pub notes: Vec<Note>,
}

impl Ruling {
    /// True when this version's text decides the case (no precedent needed).
    pub fn is_verified(&self) -> bool {
        self.precedent.is_none() && !self.decisions.is_empty()
    }

    /// The decisions a referee applies: this version's, or where its text was not
    /// available, the precedent's.
    pub fn effective_decisions(&self) -> &[Decision] {
        match &self.precedent {
            Some(precedent) if self.decisions.is_empty() => precedent.effective_decisions(),
            _ => &self.decisions,
        }
    }
}

fn ruling(
    irregularity: Irregularity,
    version: RulingVersion,
    article: impl Into<Article>,
    decisions: &[Decision],
    options: &[Decision],
) -> Ruling {
    Ruling {
        irregularity,
        version,
        article: article.into(),
        decisions: decisions.to_vec(),
        options: options.to_vec(),
        stated: None,
        precedent: None,
        notes: Vec::new(),
    }
}

impl Ruling {
    fn with_note(mut self, note: Note) -> Ruling {
        self.notes.push(note);
        self
    }
}

/// The 2002 text of the penalty is silent or was not available: what the text does
/// say, and the 1988 ruling.
fn unverified_2002(
    irregularity: Irregularity,
    article: impl Into<Article>,
    stated: Stated,
) -> Ruling {
    Ruling {
        irregularity,
        version: RulingVersion::Cn2002,
        article: article.into(),
        decisions: Vec::new(),
        options: Vec::new(),
        stated: Some(stated),
        precedent: Some(Box::new(rule_1988(irregularity))),
        notes: Vec::new(),
    }
}

/// The ruling on `irregularity` under `version` (non-Chinese rule sets get the 2002
/// ruling, the default of this trainer).
pub fn rule(irregularity: Irregularity, version: RulingVersion) -> Ruling {
    match version {
        RulingVersion::Cn1988 => rule_1988(irregularity),
        RulingVersion::Cn2002 | RulingVersion::Other => rule_2002(irregularity),
    }
}

fn rule_2002(irregularity: Irregularity) -> Ruling {
    use Decision::*;
    let v = RulingVersion::Cn2002;
    let i = irregularity;
    match irregularity {
        Irregularity::DoubleMove => ruling(i, v, "17.2", &[SecondMoveVoid, Warning], &[]),
        // Art. 20.1 forbids the retake; its penalty clause was not available.
        Irregularity::KoRetake => unverified_2002(i, "20.1", Stated::KoForbidden),
        // Art. 5 defines forbidden points; the penalty clause was not available.
        Irregularity::ForbiddenPoint => unverified_2002(i, "5", Stated::ForbiddenPoint),
        Irregularity::RepetitionCycle => ruling(i, v, "20.3", &[EventRules], &[]),
        Irregularity::MoonshineLife => ruling(i, v, "20.2", &[NotAlive], &[]),
        Irregularity::TakeBack {
            claimed_in_time: true,
        } => ruling(i, v, "17.3", &[StoneBack, Warning], &[]),
        Irregularity::TakeBack {
            claimed_in_time: false,
        } => ruling(i, v, "17.3", &[ClaimTooLate, Continue], &[]),
        Irregularity::DroppedStone {
            opponent_consents: true,
        } => ruling(i, v, "17.3", &[PlayAnywhere], &[]),
        Irregularity::DroppedStone {
            opponent_consents: false,
        } => ruling(i, v, "17.3", &[ChiefRefereeDecides], &[]),
        Irregularity::ClockBeforeStone => ruling(i, v, "17.4", &[Warning, ClockUnchanged], &[]),
        Irregularity::WrongColours { move_number } if move_number <= 10 => {
            ruling(i, v, "17.1", &[ColoursCorrected], &[]).with_note(Note::CorrectionUnstated)
        }
        Irregularity::WrongColours { .. } => ruling(i, v, "17.1", &[ColoursStand], &[]),
        // Deliberate moving is not in the retrieved 2002 text.
        Irregularity::MovedStone {
            deliberate: true, ..
        } => unverified_2002(i, "17.5", Stated::DeliberateUnstated),
        Irregularity::MovedStone {
            players_agree: true,
            ..
        } => ruling(i, v, "17.5", &[StoneBackOrAgreedPoint], &[]),
        Irregularity::MovedStone { .. } => ruling(
            i,
            v,
            "17.5",
            &[ChiefRefereeDecides],
            &[ReasonablePoint, StoneStands, Draw, Replay, BothLose],
        ),
        // No 2002 article on scattered stones was found; 17.5 is only the nearest.
        Irregularity::ScatteredBoard { .. } => {
            unverified_2002(i, Article::NotFound, Stated::ScatterNearest)
        }
        // The 2002 Art. 18 was not available; Art. 4 says what is captured.
        Irregularity::WrongCapture => unverified_2002(i, "4", Stated::OnlyDeadCaptured),
        // The 2002 clause on how many warnings lose a game was not available.
        Irregularity::Warnings { .. } => unverified_2002(i, "17", Stated::WarningsGiven),
    }
}

fn rule_1988(irregularity: Irregularity) -> Ruling {
    use Decision::*;
    let v = RulingVersion::Cn1988;
    let i = irregularity;
    match irregularity {
        Irregularity::DoubleMove => ruling(i, v, "17.1", &[OffenderLoses], &[]),
        Irregularity::KoRetake => ruling(i, v, "20.1", &[MoveVoid, ForfeitTurn], &[]),
        Irregularity::ForbiddenPoint => ruling(i, v, "19", &[MoveVoid, ForfeitTurn], &[]),
        Irregularity::RepetitionCycle => {
            ruling(i, v, "20.3", &[ChiefRefereeDecides], &[Draw, Replay])
        }
        Irregularity::MoonshineLife => ruling(i, v, "20.2", &[NotAlive], &[]),
        // The 1988 text sets no deadline for the claim.
        Irregularity::TakeBack { claimed_in_time } => {
            let r = ruling(i, v, "17.2", &[StoneBack, Warning], &[]);
            if claimed_in_time {
                r
            } else {
                r.with_note(Note::LateHasNoEffect)
            }
        }
        Irregularity::DroppedStone { .. } => ruling(i, v, "17.2", &[PlayAnywhere], &[]),
        // No 1988 clause on these was retrieved.
        Irregularity::ClockBeforeStone | Irregularity::WrongColours { .. } => {
            ruling(i, v, Article::NotFound, &[], &[])
        }
        Irregularity::MovedStone {
            deliberate: true, ..
        } => ruling(i, v, "17.3", &[OffenderLoses], &[]),
        Irregularity::MovedStone {
            players_agree: true,
            ..
        } => ruling(i, v, "17.3", &[StoneBack], &[StoneBack, StoneStands]),
        Irregularity::MovedStone { .. } => ruling(
            i,
            v,
            "17.3",
            &[ChiefRefereeDecides],
            &[StoneBack, StoneStands, Draw, Replay],
        ),
        Irregularity::ScatteredBoard {
            cause: ScatterCause::Deliberate,
            ..
        } => ruling(i, v, "17.4", &[OffenderLoses], &[]),
        Irregularity::ScatteredBoard {
            reconstructable: true,
            ..
        } => ruling(i, v, "17.4", &[Reconstruct, Continue], &[]),
        Irregularity::ScatteredBoard {
            cause: ScatterCause::Outside,
            ..
        } => ruling(i, v, "17.4", &[ChiefRefereeDecides], &[Draw, Replay]),
        Irregularity::ScatteredBoard { .. } => ruling(i, v, "17.4", &[OffenderLoses], &[]),
        Irregularity::WrongCapture => ruling(i, v, "18", &[StonesRestored, Warning], &[]),
        Irregularity::Warnings { count } if count >= 2 => {
            ruling(i, v, Article::Closing1988, &[OffenderLoses], &[])
        }
        Irregularity::Warnings { count } => {
            let r = ruling(i, v, Article::Closing1988, &[Continue], &[]);
            if count == 1 {
                r.with_note(Note::SecondWarningLoses)
            } else {
                r
            }
        }
    }
}

/// An irregular move found in a game record, with its ruling.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    /// 1 for the first move of the record.
    pub number: usize,
    pub color: Color,
    pub mv: Move,
    pub ruling: Ruling,
}

/// Why a record cannot be judged: a move no referee could rule on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("move {number} ({color}) is impossible: {reason}")]
pub struct ImpossibleMove {
    pub number: usize,
    pub color: Color,
    pub reason: IllegalReason,
}

/// Who moves first under the Chinese rules in a record that is a game from its start:
/// Black in an even game (no stones set up; 让先 too), White in a handicap game once
/// Black's handicap stones are placed (`HA` of 2 or more, the set-up stones all black).
/// `None` for any other set-up position (a problem, a game taken up midway), and for a
/// handicap without set-up stones, whose stones may be recorded as Black's moves.
pub fn rightful_first_player(record: &GameRecord) -> Option<Color> {
    let handicap = record.handicap.unwrap_or(0);
    let all_black = record.setup.iter().all(|&(_, c)| c == Color::Black);
    match (record.setup.is_empty(), handicap) {
        (true, 0 | 1) => Some(Color::Black),
        (false, 2..) if all_black => Some(Color::White),
        _ => None,
    }
}

/// The right ruling among up to three others, each a different set of decisions (under
/// 2002 a ko retake and a forbidden point share their 1988 precedent), in random order;
/// and where the right one stands. The wrong ones are what candidates confuse: the
/// other irregularities' rulings, and the 1988 ruling on a double move.
pub fn ruling_options<R: rand::Rng + ?Sized>(right: &Ruling, rng: &mut R) -> (Vec<Ruling>, usize) {
    use rand::seq::SliceRandom;
    let mut others: Vec<Ruling> = [
        Irregularity::DoubleMove,
        Irregularity::KoRetake,
        Irregularity::ForbiddenPoint,
        Irregularity::TakeBack {
            claimed_in_time: true,
        },
        Irregularity::ClockBeforeStone,
        Irregularity::WrongCapture,
    ]
    .into_iter()
    .map(|i| rule(i, RulingVersion::Cn2002))
    .chain([rule(Irregularity::DoubleMove, RulingVersion::Cn1988)])
    .collect();
    others.shuffle(rng);
    let mut candidates = vec![right.clone()];
    for ruling in others {
        let decisions = ruling.effective_decisions();
        if candidates.len() < 4
            && !decisions.is_empty()
            && candidates
                .iter()
                .all(|c| c.effective_decisions() != decisions)
        {
            candidates.push(ruling);
        }
    }
    candidates.shuffle(rng);
    let at = candidates.iter().position(|c| c == right).unwrap_or(0);
    (candidates, at)
}

/// Replays a record under Chinese practice (simple ko, suicide forbidden) and returns
/// the first irregular move with its ruling: the wrong player moving first (White in an
/// even game, Black after the handicap stones: wrong colours, noticed after the record's
/// last move), a double move, a ko retake, a forbidden point, or a long cycle (a
/// whole-board position recurring with the same player to move, other than by passes).
/// Irregular moves are not played, as a referee would undo them. `Ok(None)`: the record
/// is regular.
pub fn first_irregularity(
    record: &GameRecord,
    version: RulingVersion,
) -> Result<Option<Finding>, ImpossibleMove> {
    if let Some(&(color, mv)) = record.moves.first()
        && rightful_first_player(record).is_some_and(|rightful| rightful != color)
    {
        // The referee reads the record after its last move: that is when it is noticed.
        let noticed = u32::try_from(record.moves.len()).unwrap_or(u32::MAX);
        return Ok(Some(Finding {
            number: 1,
            color,
            mv,
            ruling: rule(
                Irregularity::WrongColours {
                    move_number: noticed,
                },
                version,
            ),
        }));
    }
    let rules = MoveRules::default();
    debug_assert_eq!(rules.ko, KoRule::Simple);
    let mut game = Game::with_first_player(record.setup_board(), rules, record.first_player);
    // Position keys seen so far, with the number of stones placed when first seen.
    let mut seen: HashMap<u64, usize> = HashMap::new();
    let key = Game::situation_key;
    let mut placed = 0;
    seen.insert(key(&game), placed);
    let mut last_mover: Option<(Color, Move)> = None;
    for (index, &(color, mv)) in record.moves.iter().enumerate() {
        let number = index + 1;
        let found = |irregularity| {
            Ok(Some(Finding {
                number,
                color,
                mv,
                ruling: rule(irregularity, version),
            }))
        };
        if let Some((previous, previous_move)) = last_mover
            && previous == color
            && previous_move != Move::Pass
            && mv != Move::Pass
        {
            return found(Irregularity::DoubleMove);
        }
        if let Err(illegal) = game.play(color, mv) {
            return match illegal.reason {
                IllegalReason::Ko => found(Irregularity::KoRetake),
                IllegalReason::Suicide => found(Irregularity::ForbiddenPoint),
                reason => Err(ImpossibleMove {
                    number,
                    color,
                    reason,
                }),
            };
        }
        if mv != Move::Pass {
            placed += 1;
            // A recurrence after stones were placed is a cycle; passes alone are not.
            if let Some(&when) = seen.get(&key(&game))
                && when < placed
            {
                return found(Irregularity::RepetitionCycle);
            }
        }
        seen.entry(key(&game)).or_insert(placed);
        last_mover = Some((color, mv));
    }
    Ok(None)
}

impl Describe for ImpossibleMove {
    fn message(&self) -> Message {
        Message::text("err-impossible-move")
            .number("number", self.number)
            .said("color", &self.color)
            .said("reason", &self.reason)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::sgf;
    use Decision::*;

    #[test]
    fn double_move_depends_on_the_rule_version() {
        let new = rule(Irregularity::DoubleMove, RulingVersion::Cn2002);
        assert_eq!(new.decisions, [SecondMoveVoid, Warning]);
        assert_eq!(new.article, Article::Numbered("17.2"));
        assert!(new.is_verified());
        let old = rule(Irregularity::DoubleMove, RulingVersion::Cn1988);
        assert_eq!(old.decisions, [OffenderLoses]);
    }

    #[test]
    fn unknown_2002_penalties_carry_the_1988_precedent() {
        for irregularity in [
            Irregularity::KoRetake,
            Irregularity::ForbiddenPoint,
            Irregularity::WrongCapture,
            Irregularity::Warnings { count: 2 },
        ] {
            let r = rule(irregularity, RulingVersion::Cn2002);
            assert!(!r.is_verified(), "{irregularity:?}");
            assert!(r.decisions.is_empty());
            assert!(r.stated.is_some(), "{irregularity:?}");
            let precedent = r.precedent.expect("a 1988 precedent");
            assert_eq!(precedent.version, RulingVersion::Cn1988);
            assert!(precedent.is_verified());
        }
        // No 2002 article on scattered stones is cited as if it were one.
        let scattered = rule(
            Irregularity::ScatteredBoard {
                cause: ScatterCause::Accident,
                reconstructable: false,
            },
            RulingVersion::Cn2002,
        );
        assert_eq!(scattered.article, Article::NotFound);
        assert_eq!(scattered.stated, Some(Stated::ScatterNearest));
        assert_eq!(
            rule(Irregularity::WrongCapture, RulingVersion::Cn2002).article,
            Article::Numbered("4")
        );
        // 1988 Art. 17: 17.2 take-back and dropped stone, 17.3 moved stone.
        let take_back = rule(
            Irregularity::TakeBack {
                claimed_in_time: true,
            },
            RulingVersion::Cn1988,
        );
        assert_eq!(take_back.article, Article::Numbered("17.2"));
        let moved = rule(
            Irregularity::MovedStone {
                players_agree: true,
                deliberate: false,
            },
            RulingVersion::Cn1988,
        );
        assert_eq!(moved.article, Article::Numbered("17.3"));
        let ko = rule(Irregularity::KoRetake, RulingVersion::Cn1988);
        assert_eq!(ko.decisions, [MoveVoid, ForfeitTurn]);
    }

    #[test]
    fn claims_and_move_numbers_change_the_ruling() {
        let in_time = rule(
            Irregularity::TakeBack {
                claimed_in_time: true,
            },
            RulingVersion::Cn2002,
        );
        assert_eq!(in_time.decisions, [StoneBack, Warning]);
        let late = rule(
            Irregularity::TakeBack {
                claimed_in_time: false,
            },
            RulingVersion::Cn2002,
        );
        assert_eq!(late.decisions, [ClaimTooLate, Continue]);
        // The 1988 text has no deadline: the late claim is ruled as any other, and
        // the ruling says --late changed nothing.
        let late_1988 = rule(
            Irregularity::TakeBack {
                claimed_in_time: false,
            },
            RulingVersion::Cn1988,
        );
        assert_eq!(late_1988.decisions, [StoneBack, Warning]);
        assert_eq!(late_1988.notes, [Note::LateHasNoEffect]);
        // One warning: the game goes on; losing on a second is a note, not a decision.
        let one = rule(Irregularity::Warnings { count: 1 }, RulingVersion::Cn1988);
        assert_eq!(one.decisions, [Continue]);
        assert_eq!(one.notes, [Note::SecondWarningLoses]);
        let wrong = |move_number| {
            rule(
                Irregularity::WrongColours { move_number },
                RulingVersion::Cn2002,
            )
            .decisions
        };
        assert_eq!(wrong(10), [ColoursCorrected]);
        assert_eq!(wrong(11), [ColoursStand]);
        let corrected = rule(
            Irregularity::WrongColours { move_number: 1 },
            RulingVersion::Cn2002,
        );
        assert_eq!(corrected.notes, [Note::CorrectionUnstated]);
        let moved = rule(
            Irregularity::MovedStone {
                players_agree: false,
                deliberate: false,
            },
            RulingVersion::Cn2002,
        );
        assert_eq!(
            moved.options,
            [ReasonablePoint, StoneStands, Draw, Replay, BothLose]
        );
        assert!(!moved.options.contains(&OffenderLoses));
    }

    fn first(text: &str) -> Option<(usize, &'static str)> {
        let record = sgf::parse(text).unwrap();
        first_irregularity(&record, RulingVersion::Cn2002)
            .unwrap()
            .map(|f| (f.number, f.ruling.irregularity.code()))
    }

    #[test]
    fn a_wrong_first_player_is_ruled_by_when_it_is_noticed() {
        let ruling = |text: &str, version| {
            let record = sgf::parse(text).unwrap();
            first_irregularity(&record, version)
                .unwrap()
                .unwrap()
                .ruling
        };
        let short = "(;SZ[9];W[ee];B[cc];W[gg])";
        assert_eq!(
            ruling(short, RulingVersion::Cn2002).decisions,
            [ColoursCorrected]
        );
        // Twelve moves, White first: noticed after move 12, the colours stand.
        let moves: String = (0..12u8)
            .map(|i| {
                let colour = if i % 2 == 0 { 'W' } else { 'B' };
                format!(
                    ";{colour}[{}{}]",
                    (b'a' + i % 9) as char,
                    (b'a' + i / 9) as char
                )
            })
            .collect();
        let long = format!("(;SZ[9]{moves})");
        assert_eq!(
            ruling(&long, RulingVersion::Cn2002).decisions,
            [ColoursStand]
        );
        assert!(ruling(short, RulingVersion::Cn1988).decisions.is_empty());
    }

    #[test]
    fn finds_the_first_irregular_move_of_a_record() {
        assert_eq!(
            first("(;SZ[9];B[aa];W[bb];B[cc];B[dd])"),
            Some((4, "double-move"))
        );
        assert_eq!(first("(;SZ[9];B[aa];W[];B[cc];W[dd])"), None);
        let ko = "(;SZ[9];B[de];W[ge];B[ed];W[fd];B[ef];W[ff];B[cc];W[ee];B[fe];W[ee])";
        assert_eq!(first(ko), Some((10, "ko-retake")));
        let suicide = "(;SZ[9];B[ba];W[aa];B[ab])";
        assert_eq!(first(suicide), None);
        let forbidden = "(;SZ[9];B[ba];W[cc];B[ab];W[aa])";
        assert_eq!(first(forbidden), Some((4, "forbidden-point")));
        // White first in an even game, Black first after the handicap stones.
        assert_eq!(first("(;SZ[9];W[ee];B[cc])"), Some((1, "wrong-colours")));
        assert_eq!(
            first("(;SZ[9]HA[1];W[ee];B[cc])"),
            Some((1, "wrong-colours"))
        );
        let handicap = "(;SZ[9]HA[2]AB[cc][gg];B[ee];W[cg])";
        assert_eq!(first(handicap), Some((1, "wrong-colours")));
        assert_eq!(first("(;SZ[9]HA[2]AB[cc][gg];W[ee];B[cg])"), None);
        // A set-up position, or handicap stones played as moves: not judged.
        assert_eq!(first("(;SZ[9]AB[cc]AW[gg];W[ee];B[cg])"), None);
        assert_eq!(first("(;SZ[9]HA[2];B[cc];W[gg])"), None);
        let occupied = sgf::parse("(;SZ[9];B[aa];W[aa])").unwrap();
        assert_eq!(
            first_irregularity(&occupied, RulingVersion::Cn2002)
                .unwrap_err()
                .number,
            2
        );
    }
}
