//! The rule articles as text and JSON: one article (with its items) for `rules article`,
//! the list for `rules articles`, and [`article_text`] for any front end that shows the
//! article an item cites (the trainer, after an answer).

use serde::Serialize;

use crate::bank::articles::{self, Article, Status};
use crate::i18n::describe::{article_number_text, rules_name};
use crate::i18n::{Arg, Localizer};
use crate::rules::RuleSet;

use super::Report;
use super::table::aligned;

/// An entry in the reader's language: a heading (number, title, rule version), what
/// is known of its wording, its text, how 1988 differs, then any 1988 precedent,
/// marked as such. Lines end in `\n` except the last.
pub fn article_text(article: &Article, l: &Localizer) -> String {
    let rules = article.rule_set();
    let version = rules_name(rules, l);
    let mut lines = vec![l.format(
        "article-heading",
        &[
            (
                "article",
                Arg::from(article_number_text(&article.number, l)),
            ),
            ("title", Arg::from(article.title(l.lang()).into_owned())),
            ("rules", Arg::from(version.clone())),
        ],
    )];
    if let Some(other) = article.same_as.and_then(|id| id.parse::<RuleSet>().ok()) {
        lines.push(l.format(
            "article-same-as",
            &[
                ("rules", Arg::from(version.clone())),
                ("other", Arg::from(rules_name(other, l))),
            ],
        ));
    }
    match article.status {
        Status::Read => {}
        Status::Reported => lines.push(l.text("article-status-reported")),
        Status::NotRead => lines.push(l.format(
            "article-status-not-read",
            &[("rules", Arg::from(version.clone()))],
        )),
    }
    lines.push(article.text(l.lang()).into_owned());
    if let Some(in_1988) = article.in_1988(l.lang()) {
        lines.push(l.format(
            "article-in-1988",
            &[("text", Arg::from(in_1988.into_owned()))],
        ));
    }
    for precedent in articles::precedents(article) {
        lines.push(String::new());
        lines.push(l.format(
            "article-precedent",
            &[
                ("precedent", Arg::from(rules_name(precedent.rule_set(), l))),
                ("rules", Arg::from(version.clone())),
            ],
        ));
        lines.push(article_text(precedent, l));
    }
    lines.join("\n")
}

/// `rules article N`: the entry, and for an article its items in full.
pub struct ArticleReport<'a> {
    pub article: &'a Article,
    pub items: Vec<&'a Article>,
}

impl<'a> ArticleReport<'a> {
    pub fn new(article: &'a Article) -> ArticleReport<'a> {
        ArticleReport {
            article,
            items: articles::items(article),
        }
    }
}

#[derive(Serialize)]
struct ArticleJson {
    rules: &'static str,
    number: String,
    /// As the reader's language cites it: "第17条第2款".
    cited: String,
    title: String,
    status: &'static str,
    same_as: Option<&'static str>,
    text: String,
    in_1988: Option<String>,
    precedents: Vec<ArticleJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    items: Option<Vec<ArticleJson>>,
}

impl ArticleJson {
    fn new(article: &Article, items: Option<&[&Article]>, l: &Localizer) -> ArticleJson {
        let lang = l.lang();
        ArticleJson {
            rules: article.rules,
            number: article.number.clone(),
            cited: article_number_text(&article.number, l),
            title: article.title(lang).into_owned(),
            status: article.status.code(),
            same_as: article.same_as,
            text: article.text(lang).into_owned(),
            in_1988: article.in_1988(lang).map(|t| t.into_owned()),
            precedents: articles::precedents(article)
                .into_iter()
                .map(|p| ArticleJson::new(p, None, l))
                .collect(),
            items: items.map(|items| items.iter().map(|a| ArticleJson::new(a, None, l)).collect()),
        }
    }
}

impl Report for ArticleReport<'_> {
    fn text(&self, l: &Localizer) -> String {
        let mut parts = vec![article_text(self.article, l)];
        parts.extend(self.items.iter().map(|item| article_text(item, l)));
        parts.join("\n\n")
    }

    fn json(&self, l: &Localizer) -> String {
        let items = (self.article.parent().is_none()).then_some(self.items.as_slice());
        serde_json::to_string(&ArticleJson::new(self.article, items, l)).unwrap_or_default()
    }
}

/// `rules articles`: number and short title of every entry of one rule version.
pub struct ArticlesReport {
    pub rules: RuleSet,
    pub articles: &'static [Article],
}

impl Report for ArticlesReport {
    fn text(&self, l: &Localizer) -> String {
        let mut out = l.format(
            "articles-title",
            &[
                ("rules", Arg::from(rules_name(self.rules, l))),
                ("count", Arg::from(self.articles.len() as i64)),
            ],
        );
        out.push('\n');
        let rows: Vec<Vec<String>> = self
            .articles
            .iter()
            .map(|a| {
                // Items indented under their article.
                let indent = if a.parent().is_some() { "  " } else { "" };
                let mut title = a.title(l.lang()).into_owned();
                if let Some(other) = a.same_as.and_then(|id| id.parse::<RuleSet>().ok()) {
                    title.push_str(&l.format(
                        "articles-mark-same-as",
                        &[("other", Arg::from(rules_name(other, l)))],
                    ));
                } else if a.status == Status::Reported {
                    title.push_str(&l.text("articles-mark-reported"));
                }
                vec![
                    format!("{indent}{}", article_number_text(&a.number, l)),
                    title,
                ]
            })
            .collect();
        out.push_str(&aligned(&rows, &[false, false]));
        out
    }

    fn json(&self, l: &Localizer) -> String {
        #[derive(Serialize)]
        struct Row {
            number: String,
            cited: String,
            title: String,
            status: &'static str,
            same_as: Option<&'static str>,
        }
        #[derive(Serialize)]
        struct List {
            rules: &'static str,
            articles: Vec<Row>,
        }
        let list = List {
            rules: self.rules.id,
            articles: self
                .articles
                .iter()
                .map(|a| Row {
                    number: a.number.clone(),
                    cited: article_number_text(&a.number, l),
                    title: a.title(l.lang()).into_owned(),
                    status: a.status.code(),
                    same_as: a.same_as,
                })
                .collect(),
        };
        serde_json::to_string(&list).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bank::articles::lookup;
    use crate::i18n::Lang;

    fn preset(id: &str) -> RuleSet {
        id.parse().unwrap()
    }

    #[test]
    fn an_item_reads_with_its_number_title_and_version() {
        let l = Localizer::new(Lang::ZhCn);
        let text = article_text(lookup(preset("cn2002"), "17.2").unwrap(), &l);
        let first = text.lines().next().unwrap();
        assert!(first.starts_with("第17条第2款 "), "{first}");
        assert!(first.ends_with("（2002年规则）"), "{first}");
        assert!(text.contains("1988年规则："), "{text}");
        let en = article_text(
            lookup(preset("cn2002"), "17.2").unwrap(),
            &Localizer::new(Lang::En),
        );
        assert!(en.starts_with("Art. 17.2 "), "{en}");
        assert!(en.contains("(Chinese rules 2002)"), "{en}");
    }

    #[test]
    fn an_entry_not_read_says_so_and_marks_its_precedent() {
        let l = Localizer::new(Lang::ZhCn);
        let text = article_text(lookup(preset("cn2002"), "19").unwrap(), &l);
        assert!(text.contains("未能查到2002年规则此条的原文"), "{text}");
        assert!(
            text.contains("以下是1988年规则的先例，不是2002年规则的规定："),
            "{text}"
        );
        assert!(text.contains("第19条 禁着点（1988年规则）"), "{text}");
    }

    #[test]
    fn an_article_prints_its_items_and_json_lists_them() {
        let l = Localizer::new(Lang::En);
        let report = ArticleReport::new(lookup(preset("cn2002"), "17").unwrap());
        let text = report.text(&l);
        for item in ["Art. 17.1 ", "Art. 17.5 "] {
            assert!(text.contains(item), "{text}");
        }
        let json: serde_json::Value = serde_json::from_str(&report.json(&l)).unwrap();
        assert_eq!(json["number"], "17");
        assert_eq!(json["items"].as_array().unwrap().len(), 5);
        let item = ArticleReport::new(lookup(preset("cn2002"), "17.2").unwrap());
        let json: serde_json::Value = serde_json::from_str(&item.json(&l)).unwrap();
        assert!(json.get("items").is_none());
        assert_eq!(json["status"], "read");
    }

    #[test]
    fn the_list_indents_items_and_marks_repeated_entries() {
        let l = Localizer::new(Lang::ZhCn);
        let rules = preset("cn1988");
        let report = ArticlesReport {
            rules,
            articles: articles::of(rules),
        };
        let text = report.text(&l);
        assert!(text.contains("\n  第17条第1款  "), "{text}");
        assert!(text.contains("（同2002年规则）"), "{text}");
    }
}
