//! The errors of the engine, the referee and the leaves, said in the reader's language
//! through [`crate::message::Describe`]: tests that the words reach the reader.

#[cfg(test)]
mod tests {
    use crate::i18n::{Lang, Localizer};
    use crate::referee::ruling::ImpossibleMove;
    use crate::rules::Color;
    use crate::rules::IllegalReason;
    use crate::rules::game::HandicapError;
    use crate::rules::sgf::{Position, SgfError, SgfSyntax, SyntaxError, parse};

    #[test]
    fn the_engines_errors_are_said_in_chinese() {
        let l = Localizer::new(Lang::ZhCn);
        let impossible = ImpossibleMove {
            number: 2,
            color: Color::White,
            reason: IllegalReason::Occupied,
        };
        assert_eq!(
            l.describe(&impossible),
            "第2手（白）不可能下出：该点已有棋子"
        );
        let too_many = HandicapError::TooMany {
            stones: 10,
            size: 9,
            max: 9,
        };
        assert_eq!(
            l.describe(&too_many),
            "9路棋盘上没有让10子的固定摆法（最多9子）"
        );
        let broken = parse("(;GM[1]SZ[9];B[ee]").unwrap_err();
        assert_eq!(
            broken,
            SgfError::Syntax(SyntaxError {
                kind: SgfSyntax::EndOfData,
                at: Some(Position {
                    line: 1,
                    column: 19
                }),
                found: String::new(),
            })
        );
        assert_eq!(
            l.describe(&broken),
            "不是可读的 SGF 文件：第1行第19列，棋局还没有用 `)` 闭合，文件就结束了"
        );
        let junk = parse("(;GM[1]SZ[9]\n;B(kc];W[dd])").unwrap_err();
        assert_eq!(
            l.describe(&junk),
            "不是可读的 SGF 文件：第2行第3列，属性名中出现“(”（属性名只能由大写字母组成，如 B、W、KM）"
        );
        let en = Localizer::new(Lang::En);
        assert_eq!(
            en.describe(&impossible),
            "move 2 (White) is impossible: the point is occupied"
        );
    }
}
