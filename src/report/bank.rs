//! `check` and `list` output: findings, summaries, item lines, statistics.

use std::collections::BTreeMap;

use console::measure_text_width;
use serde::Serialize;

use crate::bank::check::counts_by_kind;
use crate::bank::tags;
use crate::bank::{Finding, Question};
use crate::i18n::describe::{article_number_text, rules_name, tag_text};
use crate::i18n::{Arg, Lang, Localizer};
use crate::rules::RuleSet;

use super::Report;
use super::table::{named_rows, padded};

#[derive(Serialize)]
struct FindingJson<'a> {
    file: &'a str,
    line: usize,
    column: usize,
    message: &'a str,
    /// The message's id (`check-…`), the same in every language.
    code: &'a str,
    id: Option<&'a str>,
    severity: &'static str,
}

/// The summary line of a clean check.
fn check_summary(questions: &[Question], files: usize, l: &Localizer) -> String {
    let counts: Vec<String> = counts_by_kind(questions)
        .iter()
        .map(|(kind, n)| format!("{} {n}", kind_text(kind, l)))
        .collect();
    l.format(
        "check-clean",
        &[
            ("questions", Arg::from(questions.len() as i64)),
            ("files", Arg::from(files as i64)),
            ("counts", Arg::from(counts.join(&l.text("list-separator")))),
        ],
    )
}

/// An item type by its name: "选择题"; in English the name `--type` takes.
fn kind_text(kind: &str, l: &Localizer) -> String {
    l.text(&format!("kind-{kind}"))
}

/// `check --json`.
fn check_json(questions: &[Question], files: usize, findings: &[Finding]) -> String {
    let findings: Vec<FindingJson> = findings
        .iter()
        .map(|f| FindingJson {
            file: &f.file,
            line: f.line,
            column: f.column,
            message: &f.message,
            code: &f.code.id,
            id: f.id.as_deref(),
            severity: if f.is_error() { "error" } else { "warning" },
        })
        .collect();
    serde_json::json!({
        "files": files,
        "questions": questions.len(),
        "by_type": counts_by_kind(questions),
        "findings": findings,
    })
    .to_string()
}

#[derive(Serialize)]
struct ItemJson<'a> {
    id: &'a str,
    #[serde(rename = "type")]
    kind: &'static str,
    article: Option<&'a str>,
    /// The regulation it cites instead, per locale (omitted when none).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    regulation: &'a BTreeMap<String, String>,
    rules: &'static str,
    tags: &'a [String],
    locales: Vec<String>,
}

fn item_json(q: &Question) -> ItemJson<'_> {
    ItemJson {
        id: &q.id,
        kind: q.kind().name(),
        article: q.article.as_deref(),
        regulation: &q.regulation,
        rules: q.rules.id,
        tags: &q.tags,
        locales: q.locales(),
    }
}

/// What the article column shows: the article, `reg` for an item citing a regulation,
/// `-` for an item citing nothing.
/// The source an item cites: its article, `reg` (the regulations) or `-`.
fn citation(q: &Question) -> &str {
    match &q.article {
        Some(article) => article,
        None if q.cites_source() => "reg",
        None => "-",
    }
}

/// A citation as the reader reads it: `第11条`, `规程`, `-`.
fn citation_text(citation: &str, l: &Localizer) -> String {
    match citation {
        "-" => citation.to_string(),
        "reg" => l.text("list-regulation"),
        article => article_number_text(article, l),
    }
}

fn rules_text(id: &str, l: &Localizer) -> String {
    match id.parse::<RuleSet>() {
        Ok(rules) => rules_name(rules, l),
        Err(_) => id.to_string(),
    }
}

/// The width on screen of each column of a table.
fn column_widths<const N: usize>(rows: &[[String; N]]) -> [usize; N] {
    std::array::from_fn(|column| {
        rows.iter()
            .map(|row| measure_text_width(&row[column]))
            .max()
            .unwrap_or(0)
    })
}

/// One line per item: id, type, source, rules and topics by name, then languages.
fn list_text(questions: &[&Question], l: &Localizer) -> String {
    let rows: Vec<[String; 5]> = questions
        .iter()
        .map(|q| {
            let tags: Vec<String> = q.tags.iter().map(|t| tag_text(t, l)).collect();
            [
                q.id.clone(),
                kind_text(q.kind().name(), l),
                citation_text(citation(q), l),
                rules_text(q.rules.id, l),
                if tags.is_empty() {
                    "-".to_string()
                } else {
                    tags.join(&l.text("help-list-separator"))
                },
            ]
        })
        .collect();
    let widths = column_widths(&rows);
    rows.iter()
        .zip(questions)
        .map(|(row, q)| {
            let mut line = String::new();
            // Every column but the last (topics) padded to its width.
            for (cell, width) in row[..4].iter().zip(widths) {
                line.push_str(&padded(cell, width));
                line.push_str("  ");
            }
            line.push_str(&row[4]);
            line.push_str(&format!("  [{}]\n", q.locales().join(",")));
            line
        })
        .collect()
}

/// `list --json`.
fn list_json(questions: &[&Question]) -> String {
    let items: Vec<ItemJson> = questions.iter().map(|q| item_json(q)).collect();
    serde_json::to_string(&items).unwrap_or_default()
}

/// Counts by type, tag, article and rule version.
pub struct Stats<'a> {
    pub by_type: BTreeMap<&'static str, usize>,
    pub by_tag: BTreeMap<&'a str, usize>,
    pub by_article: BTreeMap<&'a str, usize>,
    pub by_rules: BTreeMap<&'static str, usize>,
}

pub fn stats<'a>(questions: &[&'a Question]) -> Stats<'a> {
    let mut s = Stats {
        by_type: BTreeMap::new(),
        by_tag: BTreeMap::new(),
        by_article: BTreeMap::new(),
        by_rules: BTreeMap::new(),
    };
    for q in questions {
        *s.by_type.entry(q.kind().name()).or_insert(0) += 1;
        for tag in &q.tags {
            *s.by_tag.entry(tag).or_insert(0) += 1;
        }
        *s.by_article.entry(citation(q)).or_insert(0) += 1;
        *s.by_rules.entry(q.rules.id).or_insert(0) += 1;
    }
    s
}

/// `list --stats` as text: names in the reader's language.
fn stats_text(questions: &[&Question], l: &Localizer) -> String {
    let s = stats(questions);
    let section = |title: &str, map: Vec<(String, usize)>| {
        named_rows(
            &l.text(title),
            map.into_iter().map(|(k, n)| (k, n.to_string())),
        )
    };
    let named = |m: &BTreeMap<&str, usize>, name: &dyn Fn(&str) -> String| {
        m.iter().map(|(k, v)| (name(k), *v)).collect::<Vec<_>>()
    };
    let mut articles: Vec<(&str, usize)> = s.by_article.iter().map(|(k, v)| (*k, *v)).collect();
    // Articles in numeric order: 1, 2, …, 10, 17.2, then the rest.
    articles.sort_by_key(|a| article_key(a.0));
    let articles = articles
        .into_iter()
        .map(|(a, n)| (citation_text(a, l), n))
        .collect();
    // The name and, where it differs, the code `--type`, `--rules` and `--tag` take.
    let with_code = |name: String, code: &str| {
        if name == code {
            name
        } else {
            l.format(
                "stats-name-code",
                &[("name", Arg::from(name)), ("code", Arg::from(code))],
            )
        }
    };
    format!(
        "{}\n{}{}{}{}",
        l.format(
            "stats-questions",
            &[("count", Arg::from(questions.len() as i64))]
        ),
        section(
            "stats-by-type",
            named(&s.by_type, &|k| with_code(kind_text(k, l), k))
        ),
        section(
            "stats-by-rules",
            named(&s.by_rules, &|k| with_code(rules_text(k, l), k))
        ),
        section("stats-by-article", articles),
        section(
            "stats-by-tag",
            named(&s.by_tag, &|k| with_code(tag_text(k, l), k))
        ),
    )
}

fn article_key(article: &str) -> (u32, u32, String) {
    let mut parts = article.split('.');
    let major = parts
        .next()
        .and_then(|p| p.parse().ok())
        .unwrap_or(u32::MAX);
    let minor = parts.next().and_then(|p| p.parse().ok()).unwrap_or(0);
    (major, minor, article.to_string())
}

/// `list --stats --json`.
fn stats_json(questions: &[&Question]) -> String {
    let s = stats(questions);
    serde_json::json!({
        "questions": questions.len(),
        "by_type": s.by_type,
        "by_tag": s.by_tag,
        "by_article": s.by_article,
        "by_rules": s.by_rules,
    })
    .to_string()
}

/// `check`: every finding and their count, or a summary of a clean bank.
pub struct CheckReport<'a> {
    pub questions: &'a [Question],
    pub files: usize,
    pub findings: &'a [Finding],
}

impl Report for CheckReport<'_> {
    fn text(&self, l: &Localizer) -> String {
        let mut out: String = self
            .findings
            .iter()
            .map(|f| format!("{}\n", f.text(l)))
            .collect();
        let errors = self.findings.iter().filter(|f| f.is_error()).count();
        let warnings = self.findings.len() - errors;
        let count = |n: usize| Arg::from(n as i64);
        if errors == 0 {
            out.push_str(&check_summary(self.questions, self.files, l));
            if warnings > 0 {
                out.push_str(&l.format("check-and-warnings", &[("warnings", count(warnings))]));
            }
            return out;
        }
        out.push_str(&l.format(
            "check-problems",
            &[
                ("errors", count(errors)),
                ("warnings", count(warnings)),
                ("questions", count(self.questions.len())),
            ],
        ));
        out
    }

    fn json(&self, _l: &Localizer) -> String {
        check_json(self.questions, self.files, self.findings)
    }
}

/// `list`: one line per item.
pub struct ListReport<'a>(pub &'a [&'a Question]);

impl Report for ListReport<'_> {
    fn text(&self, l: &Localizer) -> String {
        list_text(self.0, l)
    }

    fn json(&self, _l: &Localizer) -> String {
        list_json(self.0)
    }
}

/// `list --stats`: counts by type, rule version, article and tag.
pub struct StatsReport<'a>(pub &'a [&'a Question]);

impl Report for StatsReport<'_> {
    fn text(&self, l: &Localizer) -> String {
        stats_text(self.0, l)
    }

    fn json(&self, _l: &Localizer) -> String {
        stats_json(self.0)
    }
}

/// One tag of `list --tags`: the vocabulary's, the bank's own, or one in neither.
#[derive(Serialize)]
struct TagJson {
    tag: String,
    /// Its names by locale (none for a tag in neither).
    names: BTreeMap<String, String>,
    /// `vocabulary`, `bank` (a `[tags]` table) or `unknown`.
    origin: &'static str,
    items: usize,
}

/// The tags: the vocabulary in its order, then the bank's own, then any other used.
fn tags_list(questions: &[&Question]) -> Vec<TagJson> {
    let counts = stats(questions).by_tag;
    let count = |tag: &str| counts.get(tag).copied().unwrap_or(0);
    let localizers = Lang::ALL.map(Localizer::new);
    let mut out: Vec<TagJson> = tags::VOCABULARY
        .iter()
        .map(|t| TagJson {
            tag: t.id.to_string(),
            names: localizers
                .iter()
                .map(|l| (l.lang().tag().to_string(), l.text(&format!("tag-{}", t.id))))
                .collect(),
            origin: "vocabulary",
            items: count(t.id),
        })
        .collect();
    for (tag, names) in tags::loaded() {
        if !tags::is_known(&tag) {
            let items = count(&tag);
            out.push(TagJson {
                tag,
                names,
                origin: "bank",
                items,
            });
        }
    }
    for (tag, n) in &counts {
        if !out.iter().any(|t| t.tag == *tag) {
            out.push(TagJson {
                tag: tag.to_string(),
                names: BTreeMap::new(),
                origin: "unknown",
                items: *n,
            });
        }
    }
    out
}

/// `list --tags`: each tag, its name in the reader's language, how many items carry
/// it, and its names in the other languages.
pub struct TagsReport<'a>(pub &'a [&'a Question]);

impl Report for TagsReport<'_> {
    fn text(&self, l: &Localizer) -> String {
        let tags = tags_list(self.0);
        let rows: Vec<[String; 4]> = tags
            .iter()
            .map(|t| {
                let name = match t.origin {
                    "unknown" => l.text("list-tag-unknown"),
                    _ => tag_text(&t.tag, l),
                };
                // The other languages' names, each once (器材 is 器材 in both scripts).
                let mut others: Vec<String> = Vec::new();
                for lang in Lang::ALL.into_iter().filter(|lang| *lang != l.lang()) {
                    if let Some(other) = t.names.get(lang.tag())
                        && *other != name
                        && !others.contains(other)
                    {
                        others.push(other.clone());
                    }
                }
                [t.tag.clone(), name, t.items.to_string(), others.join(" / ")]
            })
            .collect();
        let widths = column_widths(&rows);
        rows.iter()
            .map(|row| {
                let mut line = String::new();
                line.push_str(&padded(&row[0], widths[0]));
                line.push_str("  ");
                line.push_str(&padded(&row[1], widths[1]));
                line.push_str("  ");
                line.push_str(&" ".repeat(widths[2] - row[2].len()));
                line.push_str(&row[2]);
                if !row[3].is_empty() {
                    line.push_str("  ");
                    line.push_str(&row[3]);
                }
                format!("{}\n", line.trim_end())
            })
            .collect()
    }

    fn json(&self, _l: &Localizer) -> String {
        serde_json::to_string(&tags_list(self.0)).unwrap_or_default()
    }
}
