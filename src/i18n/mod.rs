//! User-visible text through Fluent (`locales/<lang>/main.ftl` and `help.ftl`, embedded),
//! and the choice of language: `--lang`, else the system locale, else English.
//!
//! Serves every layer from below. [`describe`] puts engine and referee values (results,
//! colours, rulings) into words and [`errors`] their errors (and the leaves'), so it may
//! use `rules`, `referee` and the leaves; nothing above.

pub mod describe;
pub mod errors;
pub mod parsers;

use crate::message::{self, Describe, Message};
use fluent::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use fluent_langneg::{NegotiationStrategy, negotiate_languages};
use unic_langid::LanguageIdentifier;

/// The languages the interface is written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lang {
    En,
    ZhCn,
    ZhTw,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::ZhCn, Lang::ZhTw];

    pub const fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::ZhCn => "zh-CN",
            Lang::ZhTw => "zh-TW",
        }
    }

    /// `--help` and argument errors (`locales/<lang>/help.ftl`).
    fn help_source(self) -> &'static str {
        match self {
            Lang::En => include_str!("../../locales/en/help.ftl"),
            Lang::ZhCn => include_str!("../../locales/zh-CN/help.ftl"),
            Lang::ZhTw => include_str!("../../locales/zh-TW/help.ftl"),
        }
    }

    fn source(self) -> &'static str {
        match self {
            Lang::En => include_str!("../../locales/en/main.ftl"),
            Lang::ZhCn => include_str!("../../locales/zh-CN/main.ftl"),
            Lang::ZhTw => include_str!("../../locales/zh-TW/main.ftl"),
        }
    }

    /// The best match for a requested locale (`zh_TW.UTF-8`, `zh-Hant`, `zh-HK`, `en-GB`,
    /// `zh`), or `None` if it names no language we have.
    pub fn negotiate(requested: &str) -> Option<Lang> {
        // POSIX forms: drop the encoding and modifier, use dashes.
        let cleaned = requested
            .split(['.', '@'])
            .next()
            .unwrap_or("")
            .replace('_', "-");
        let wanted: LanguageIdentifier = cleaned.parse().ok()?;
        let available: Vec<LanguageIdentifier> = Lang::ALL
            .iter()
            .filter_map(|l| l.tag().parse().ok())
            .collect();
        let chosen = negotiate_languages(&[wanted], &available, None, NegotiationStrategy::Lookup);
        let chosen = chosen.first()?.to_string();
        Lang::ALL.into_iter().find(|l| l.tag() == chosen)
    }

    /// A language named as people name them: a tag (`zh-CN`, `en-GB`, `zh_TW.UTF-8`),
    /// a script (`zh-Hans`, `zh-Hant`) or a short name (`cn`, `zh`, `tw`, `hk`).
    pub fn named(name: &str) -> Option<Lang> {
        let lower = name.trim().to_ascii_lowercase().replace('_', "-");
        let short = lower.split(['.', '@']).next().unwrap_or("");
        match short {
            "cn" | "zh" | "zh-hans" | "zh-chs" | "chinese" | "中文" | "简体" | "简体中文" => {
                Some(Lang::ZhCn)
            }
            "tw" | "hk" | "zh-hant" | "zh-cht" | "繁體" | "繁體中文" => Some(Lang::ZhTw),
            _ if short.starts_with("zh-hans-") => Some(Lang::ZhCn),
            _ if short.starts_with("zh-hant-") => Some(Lang::ZhTw),
            _ => Lang::negotiate(name),
        }
    }

    /// `--lang` when given, else the system locale, else English. An unknown `--lang`
    /// is an error, naming what it was.
    pub fn choose_checked(requested: Option<&str>) -> Result<Lang, UnknownLang> {
        match requested {
            Some(name) => Lang::named(name).ok_or_else(|| UnknownLang(name.to_string())),
            None => Ok(Lang::choose(None)),
        }
    }

    /// `--lang` when given and known, else the system locale, else English.
    pub fn choose(requested: Option<&str>) -> Lang {
        requested
            .and_then(Lang::named)
            .or_else(|| sys_locale::get_locale().and_then(|r| Lang::named(&r)))
            .unwrap_or(Lang::En)
    }
}

/// Written as its tag (`zh-CN`), as key files and stored settings hold it; read from any
/// name [`Lang::named`] knows.
impl serde::Serialize for Lang {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.tag())
    }
}

impl<'de> serde::Deserialize<'de> for Lang {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Lang, D::Error> {
        let name = String::deserialize(deserializer)?;
        Lang::named(&name).ok_or_else(|| {
            serde::de::Error::invalid_value(
                serde::de::Unexpected::Str(&name),
                &"en, zh-CN or zh-TW",
            )
        })
    }
}

/// A `--lang` that names no language of the interface.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown language {0:?}: use en, zh-CN or zh-TW")]
pub struct UnknownLang(pub String);

/// Formats messages in one language. Not `Sync` (Fluent's memoizer): pass it by reference.
pub struct Localizer {
    lang: Lang,
    bundle: FluentBundle<FluentResource>,
}

impl Localizer {
    pub fn new(lang: Lang) -> Localizer {
        let id: LanguageIdentifier = lang.tag().parse().unwrap_or_default();
        let mut bundle = FluentBundle::new(vec![id]);
        // Bidi isolation marks show as boxes in terminals and break comparisons.
        bundle.set_use_isolating(false);
        let resource = match FluentResource::try_new(lang.source().to_string()) {
            Ok(resource) => resource,
            // A syntax error is caught by the locale tests; keep what parsed.
            Err((resource, _)) => resource,
        };
        // Duplicate ids are caught by the locale tests too.
        let _ = bundle.add_resource(resource);
        if let Ok(help) = FluentResource::try_new(lang.help_source().to_string()) {
            let _ = bundle.add_resource(help);
        }
        Localizer { lang, bundle }
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The message `id` with named arguments; a missing message shows its id in brackets.
    pub fn format(&self, id: &str, args: &[(&str, Arg)]) -> String {
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            return format!("[{id}]");
        };
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            let value = match value {
                Arg::Text(text) => FluentValue::from(text.clone()),
                Arg::Number(n) => FluentValue::from(*n),
            };
            fluent_args.set(*name, value);
        }
        let mut errors = Vec::new();
        self.bundle
            .format_pattern(pattern, Some(&fluent_args), &mut errors)
            .into_owned()
    }

    pub fn text(&self, id: &str) -> String {
        self.format(id, &[])
    }

    /// `message` in this language, the messages it quotes too.
    pub fn say(&self, message: &Message) -> String {
        let args: Vec<(&str, Arg)> = message
            .args
            .iter()
            .map(|(name, arg)| {
                let value = match arg {
                    message::Arg::Text(text) => Arg::Text(text.clone()),
                    message::Arg::Number(n) => Arg::Number(*n),
                    message::Arg::Said(inner) => Arg::Text(self.say(inner)),
                    message::Arg::Toml(text) => Arg::Text(parsers::toml_text(text, self)),
                    message::Arg::Json(text) => Arg::Text(parsers::json_text(text, self)),
                    message::Arg::Each(texts) => {
                        let at = Lang::ALL.iter().position(|&lang| lang == self.lang);
                        Arg::Text(at.and_then(|i| texts.get(i)).cloned().unwrap_or_default())
                    }
                };
                (*name, value)
            })
            .collect();
        self.format(&message.id, &args)
    }

    /// What `error` says of itself, in this language.
    pub fn describe(&self, error: &(impl Describe + ?Sized)) -> String {
        self.say(&error.message())
    }

    /// Whether the bundle has message `id` (for names that may be the user's own, such
    /// as a teacher's tags, shown as written when there is no message).
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }
}

/// A value said by `say` in each language of [`Lang::ALL`], as a message argument.
pub fn in_each(say: impl Fn(&Localizer) -> String) -> message::Arg {
    message::Arg::Each(LOCALIZERS.with(|all| all.iter().map(&say).collect()))
}

/// What `say` says in English, with the thread's English localizer.
pub fn in_english(say: impl FnOnce(&Localizer) -> String) -> String {
    LOCALIZERS.with(|all| say(&all[0]))
}

/// `message` in English (`check --json`, logs, `Display`).
pub fn english(message: &Message) -> String {
    in_english(|l| l.say(message))
}

thread_local! {
    /// One localizer per language and thread, for what is said without one at hand.
    static LOCALIZERS: [Localizer; 3] = Lang::ALL.map(Localizer::new);
}

/// A message argument.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    Text(String),
    Number(i64),
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_string())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<i64> for Arg {
    fn from(n: i64) -> Arg {
        Arg::Number(n)
    }
}

impl From<u32> for Arg {
    fn from(n: u32) -> Arg {
        Arg::Number(n.into())
    }
}

impl Describe for UnknownLang {
    fn message(&self) -> Message {
        Message::text("lang-unknown").arg("lang", &self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    fn message_ids(lang: Lang) -> BTreeSet<String> {
        let resource = FluentResource::try_new(lang.source().to_string())
            .unwrap_or_else(|(_, errors)| panic!("{} does not parse: {errors:?}", lang.tag()));
        resource
            .entries()
            .filter_map(|entry| match entry {
                fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
                fluent_syntax::ast::Entry::Junk { content } => {
                    panic!("{}: junk in locale file: {content}", lang.tag())
                }
                _ => None,
            })
            .collect()
    }

    #[test]
    fn every_message_exists_in_every_language() {
        let english = message_ids(Lang::En);
        assert!(!english.is_empty());
        for lang in [Lang::ZhCn, Lang::ZhTw] {
            assert_eq!(message_ids(lang), english, "{} differs from en", lang.tag());
        }
    }

    #[test]
    fn locales_negotiate_to_the_right_script() {
        let cases = [
            ("zh_TW.UTF-8", Some(Lang::ZhTw)),
            ("zh-TW", Some(Lang::ZhTw)),
            ("zh-Hant", Some(Lang::ZhTw)),
            ("zh-HK", Some(Lang::ZhTw)),
            ("zh_CN.UTF-8", Some(Lang::ZhCn)),
            ("zh", Some(Lang::ZhCn)),
            ("zh-Hans-SG", Some(Lang::ZhCn)),
            ("en_GB.UTF-8", Some(Lang::En)),
            ("en", Some(Lang::En)),
            ("fr_FR", None),
            ("C", None),
            ("", None),
        ];
        for (requested, expected) in cases {
            assert_eq!(Lang::negotiate(requested), expected, "{requested}");
        }
    }

    #[test]
    fn languages_are_named_as_people_name_them() {
        let cases = [
            ("cn", Some(Lang::ZhCn)),
            ("CN", Some(Lang::ZhCn)),
            ("zh", Some(Lang::ZhCn)),
            ("zh-Hans", Some(Lang::ZhCn)),
            ("zh_CN.UTF-8", Some(Lang::ZhCn)),
            ("tw", Some(Lang::ZhTw)),
            ("zh-Hant", Some(Lang::ZhTw)),
            ("zh-Hant-HK", Some(Lang::ZhTw)),
            ("zh-TW", Some(Lang::ZhTw)),
            ("en-US", Some(Lang::En)),
            ("fr", None),
            ("", None),
        ];
        for (name, expected) in cases {
            assert_eq!(Lang::named(name), expected, "{name}");
        }
        assert_eq!(
            Lang::choose_checked(Some("fr")),
            Err(UnknownLang("fr".into()))
        );
    }

    #[test]
    fn no_isolation_marks_and_missing_ids_are_visible() {
        let l = Localizer::new(Lang::En);
        let text = l.format("result-draw", &[]);
        assert!(!text.contains('\u{2068}'), "{text:?}");
        assert_eq!(l.text("no-such-message"), "[no-such-message]");
    }
}
