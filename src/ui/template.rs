//! `new TYPE`: a commented item of each type to start from, in the reader's language.
//! Each template is a real item that `check` passes, so an author edits from something
//! that works.

use crate::bank::Kind;
use crate::i18n::Localizer;

/// A template's lines: `#key` is a comment in the reader's language, anything else is
/// written as it stands.
fn lines(kind: Kind) -> &'static [&'static str] {
    match kind {
        Kind::Fill => &[
            "#new-intro",
            "[[question]]",
            "#new-id",
            "id = \"my.komi-points\"",
            "type = \"fill\"",
            "#new-article",
            "article = \"11\"",
            "#new-level",
            "level = 3",
            "tags = [\"komi\"]",
            "#new-fill-text",
            "text.zh-CN = \"2002年规则黑贴3又3/4子，折合____目。\"",
            "text.en = \"Under the 2002 rules Black gives 3 3/4 stones of komi, that is ____ points.\"",
            "#new-fill-answer",
            "answer.zh-CN = [[\"7.5目\", \"七目半\"]]",
            "answer.en = [[\"7.5 points\", \"7 1/2 points\"]]",
            "#new-unit",
            "unit = \"points\"",
            "#new-explain",
            "explain.zh-CN = \"2002年规则第11条：1子等于2目，3又3/4子×2＝7.5目。\"",
            "explain.en = \"Art. 11 (2002): one stone is two points, 3 3/4 × 2 = 7.5 points.\"",
        ],
        Kind::Choice => &[
            "#new-intro",
            "[[question]]",
            "#new-id",
            "id = \"my.double-move\"",
            "type = \"choice\"",
            "#new-article",
            "article = \"17.2\"",
            "#new-level",
            "level = 4",
            "tags = [\"irregularities\"]",
            "text.zh-CN = \"黑方第41手下子后，白方还没有下，黑方又在别处下了一子。按2002年规则应如何判罚？\"",
            "text.en = \"After Black's move 41, before White has played, Black plays another stone elsewhere. What is the ruling under the 2002 rules?\"",
            "#new-choice-options",
            "options.zh-CN = [\"第二着无效，对黑方警告一次\", \"判黑方负\", \"两着都有效，对黑方警告一次\"]",
            "options.en = [\"The second move is void and Black is warned once\", \"Black loses the game\", \"Both moves stand and Black is warned once\"]",
            "#new-choice-answer",
            "answer = \"A\"",
            "#new-explain",
            "explain.zh-CN = \"2002年规则第17条第2款：连下两着，第二着无效，警告一次。\"",
            "explain.en = \"Art. 17.2 (2002): the second of two moves in a row is void, with one warning.\"",
        ],
        Kind::TrueFalse => &[
            "#new-intro",
            "[[question]]",
            "#new-id",
            "id = \"my.result-184\"",
            "type = \"truefalse\"",
            "#new-article",
            "article = \"11\"",
            "#new-level",
            "level = 4",
            "tags = [\"results\"]",
            "text.zh-CN = \"19路分先对局终局，黑方数得184子。按2002年规则这盘棋是和棋。\"",
            "text.en = \"An even 19×19 game ends with Black counting 184 stones. Under the 2002 rules it is a draw.\"",
            "#new-tf-answer",
            "answer = false",
            "#new-verify",
            "verify = { calc = \"result\", black = 184, expect = \"draw\" }",
            "#new-explain",
            "explain.zh-CN = \"2002年规则第11条：黑方须有184又1/4子才是和棋，184子黑负1/4子。\"",
            "explain.en = \"Art. 11 (2002): Black needs 184 1/4 for a draw; 184 loses by 1/4 stone.\"",
        ],
        Kind::Calc => &[
            "#new-intro",
            "[[question]]",
            "#new-id",
            "id = \"my.result\"",
            "type = \"calc\"",
            "#new-article",
            "article = \"11\"",
            "#new-level",
            "level = 4",
            "tags = [\"results\"]",
            "#new-calc",
            "calc = \"result\"",
            "#new-calc-params",
            "params.black = { from = 178, to = 190, step = 0.5 }",
            "#new-calc-present",
            "present = \"choice\"",
            "#new-calc-text",
            "text.zh-CN = \"19路分先对局终局，黑方共{black}子。按2002年规则（黑贴3又3/4子），结果如何？\"",
            "text.en = \"An even 19×19 game ends with Black on {black} stones. What is the result under the 2002 rules (komi 3 3/4 stones)?\"",
            "#new-explain",
            "explain.zh-CN = \"2002年规则第11条：黑方需184又1/4子为和，多则胜，少则负。\"",
            "explain.en = \"Art. 11 (2002): Black needs 184 1/4 stones for a draw; more wins, less loses.\"",
        ],
        Kind::Board => &[
            "#new-intro",
            "[[question]]",
            "#new-id",
            "id = \"my.ko-retake\"",
            "type = \"board\"",
            "#new-article",
            "article = \"20.1\"",
            "#new-level",
            "level = 4",
            "tags = [\"ko\"]",
            "#new-board",
            "board = \"\"\"",
            ". X O . .",
            "X O a O .",
            ". X O . .",
            ". . . . .",
            ". . . . .",
            "\"\"\"",
            "#new-board-moves",
            "moves = [\"B a\"]",
            "#new-board-ask",
            "ask = \"legal\"",
            "at = \"B4\"",
            "#new-board-text",
            "text.zh-CN = \"从图中局面开始，黑方在a点提掉B4的白子。白方能否马上在B4回提？\"",
            "text.en = \"From the position shown, Black captures the white stone at B4 by playing at a. May White retake at B4 at once?\"",
            "#new-explain",
            "explain.zh-CN = \"2002年规则第20条第1款：单劫被提后，不能立即回提，须先在别处下一手。\"",
            "explain.en = \"Art. 20.1 (2002): a single ko just taken may not be retaken at once; White must play elsewhere first.\"",
        ],
        Kind::Open => &[
            "#new-intro",
            "[[question]]",
            "#new-id",
            "id = \"my.count-procedure\"",
            "type = \"open\"",
            "#new-article",
            "article = \"9\"",
            "#new-level",
            "level = 3",
            "tags = [\"counting\"]",
            "text.zh-CN = \"简述中国规则数子的步骤。\"",
            "text.en = \"Outline how a game is counted under the Chinese rules.\"",
            "#new-open-answer",
            "answer.zh-CN = \"先由双方确认死子并拿掉，再数一方的活子与围住的空点，双方之间的空点各得一半，与归本数比较并计入贴子。\"",
            "answer.en = \"The players agree the dead stones and take them off; then one side's stones and surrounded points are counted, shared points split evenly, and the total compared with half the board, komi included.\"",
            "#new-explain",
            "explain.zh-CN = \"2002年规则第9条。\"",
            "explain.en = \"Art. 9 (2002).\"",
        ],
    }
}

/// The template for `kind`, commented in `l`'s language.
pub fn template(kind: Kind, l: &Localizer) -> String {
    let mut out = String::new();
    for line in lines(kind) {
        match line.strip_prefix('#') {
            Some(key) => {
                let kind_name = l.text(&format!("kind-{}", kind.name()));
                let text = l.format(
                    key,
                    &[
                        ("kind", crate::i18n::Arg::from(kind_name)),
                        ("example", crate::i18n::Arg::from("{black}")),
                    ],
                );
                for comment in text.lines() {
                    out.push_str("# ");
                    out.push_str(comment);
                    out.push('\n');
                }
            }
            None => {
                out.push_str(line);
                out.push('\n');
            }
        }
    }
    out
}
