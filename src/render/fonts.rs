//! The fonts pages and images ask for: by script, what Windows, macOS and Linux machines
//! in schools and at events usually have, so the browser picks a Chinese font of the
//! right script.

use crate::i18n::Lang;

/// Fonts by script: what Windows, macOS and Linux machines in schools usually have.
pub fn font_stack(lang: Lang) -> &'static str {
    match lang {
        Lang::ZhTw => {
            r#""Noto Sans CJK TC", "Source Han Sans TC", "PingFang TC", "Microsoft JhengHei", "PMingLiU", "MingLiU", sans-serif"#
        }
        Lang::ZhCn => {
            r#""Noto Sans CJK SC", "Source Han Sans SC", "PingFang SC", "Microsoft YaHei", "SimSun", sans-serif"#
        }
        // English sheets still quote Chinese terms (中盘胜): CJK fonts follow the Latin ones.
        Lang::En => {
            r#""Noto Sans", "Helvetica Neue", Arial, "Noto Sans CJK SC", "Source Han Sans SC", "PingFang SC", "Microsoft YaHei", "SimSun", sans-serif"#
        }
    }
}
