//! `history`: the sessions, and accuracy by topic and by article.

use std::collections::BTreeMap;

use crate::i18n::describe::{article_key_text, mode_text, tag_text};
use crate::i18n::{Arg, Localizer};
use serde::Serialize;

use crate::quiz::history::{Overview, SessionOverview};
use crate::quiz::session::percent;
use crate::rules::Stones;

use super::Report;
use super::table::named_rows;

#[derive(Serialize)]
struct HistoryJson<'a> {
    sessions: &'a [SessionOverview],
    by_topic: Vec<(String, u32, u32)>,
    by_article: Vec<(String, u32, u32)>,
    due_for_review: usize,
}

/// A title, then one line a name: right/total (share).
fn accuracy_table<'a>(
    title: &str,
    rows: impl Iterator<Item = (String, &'a (u32, u32))>,
    l: &Localizer,
) -> String {
    named_rows(
        title,
        rows.map(|(name, (right, total))| {
            let share = percent((*right).into(), (*total).into());
            let accuracy = l.format(
                "history-accuracy",
                &[
                    ("right", Arg::from(i64::from(*right))),
                    ("total", Arg::from(i64::from(*total))),
                    ("percent", Arg::from(share)),
                ],
            );
            (name, accuracy)
        }),
    )
}

/// A row's name, or what it means that there is none (`-`: no topic, no article).
fn or_none(key: &str, none: &str, name: impl Fn(&str) -> String, l: &Localizer) -> String {
    if key == "-" { l.text(none) } else { name(key) }
}

pub struct HistoryReport<'a>(pub &'a Overview);

impl Report for HistoryReport<'_> {
    fn text(&self, l: &Localizer) -> String {
        let o = self.0;
        if o.sessions.is_empty() {
            return l.text("history-empty");
        }
        let mut out = String::new();
        for s in &o.sessions {
            out.push_str(&session_line(s, l));
            out.push('\n');
        }
        let topics = o.by_topic.iter().map(|(k, v)| {
            let name = or_none(k, "history-no-topic", |k| tag_text(k, l), l);
            (name, v)
        });
        out.push_str(&accuracy_table(&l.text("history-by-topic"), topics, l));
        let articles = o.articles();
        let articles = articles.iter().map(|(k, v)| {
            let name = or_none(k, "history-no-article", |k| article_key_text(k, l), l);
            (name, v)
        });
        out.push_str(&accuracy_table(&l.text("history-by-article"), articles, l));
        out.push_str(&l.format(
            "history-due",
            &[("count", Arg::from(o.due_for_review as i64))],
        ));
        out
    }

    fn json(&self, _l: &Localizer) -> String {
        let o = self.0;
        let flatten = |m: &BTreeMap<String, (u32, u32)>| -> Vec<(String, u32, u32)> {
            m.iter().map(|(k, (r, t))| (k.clone(), *r, *t)).collect()
        };
        let json = HistoryJson {
            sessions: &o.sessions,
            by_topic: flatten(&o.by_topic),
            by_article: o
                .articles()
                .into_iter()
                .map(|(k, (r, t))| (k.to_string(), r, t))
                .collect(),
            due_for_review: o.due_for_review,
        };
        serde_json::to_string(&json).unwrap_or_default()
    }
}

/// Points as written in the history: `9.5`, `2`, `0.25` (always quarters).
fn points(points: f64) -> String {
    Stones::from_quarters((points * 4.0).round() as i64).decimal()
}

/// An exam: its paper, score out of the paper's points and verdict. Practice, drills and
/// review: items right out of items asked (an item's weight is an exam's business).
fn session_line(s: &SessionOverview, l: &Localizer) -> String {
    let mut args = vec![
        ("date", Arg::from(date(s.started))),
        ("mode", Arg::from(mode_text(&s.mode, l))),
        ("right", Arg::from(s.right as i64)),
        ("answered", Arg::from(s.answered as i64)),
    ];
    if s.mode != "exam" {
        let share = percent(s.right as i64, s.answered as i64);
        args.push(("percent", Arg::from(i64::from(share))));
        return l.format("history-session-items", &args);
    }
    args.push(("score", Arg::from(points(s.score))));
    args.push(("total", Arg::from(points(s.total))));
    let (Some(pass), Some(passed)) = (s.pass, s.passed) else {
        return l.format("history-session", &args);
    };
    let title = s.title.as_deref().map_or(String::new(), |title| {
        l.format("history-exam-title", &[("title", Arg::from(title))])
    });
    args.push(("title", Arg::from(title)));
    args.push(("pass", Arg::from(points(pass))));
    args.push(("passed", Arg::from(if passed { "yes" } else { "no" })));
    l.format("history-session-exam", &args)
}

/// `2026-11-29 17:05` (UTC) from Unix seconds.
fn date(secs: u64) -> String {
    let days = (secs / 86_400) as i64;
    let (h, m) = ((secs % 86_400) / 3600, (secs % 3600) / 60);
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02} {h:02}:{m:02}")
}

#[cfg(test)]
mod tests {
    use crate::i18n::{Lang, Localizer};
    use crate::quiz::history::{History, ItemRecord, Overview, SessionRecord};
    use crate::report::Report;

    use super::HistoryReport;

    fn item(id: &str, right: bool, quarters: i64) -> ItemRecord {
        ItemRecord {
            id: id.into(),
            right,
            points_quarters: quarters,
            tags: vec!["ko".into()],
            article: None,
            rules: "cn2002".into(),
            at: 1,
        }
    }

    #[test]
    fn a_session_shows_points_right_out_of_points_drawn() {
        let mut history = History::default();
        // An exam of 9.5 points, two items of 1 point answered right, the rest not.
        history.sessions.push(SessionRecord {
            started: 0,
            mode: "exam".into(),
            lang: "en".into(),
            total_quarters: 38,
            items: vec![item("a", true, 4), item("b", true, 4)],
            finished: true,
            title: None,
            pass_quarters: None,
        });
        // A drill: its total is the points of what was answered.
        history.sessions.push(SessionRecord {
            started: 60,
            mode: "drill".into(),
            lang: "en".into(),
            total_quarters: 0,
            items: vec![item("c", true, 2), item("d", false, 4)],
            finished: true,
            title: None,
            pass_quarters: None,
        });
        // A paper stopped after two items: 100 points, 60 to pass, 3 earned.
        history.sessions.push(SessionRecord {
            started: 120,
            mode: "exam".into(),
            lang: "zh-CN".into(),
            total_quarters: 400,
            items: vec![item("e", true, 12), item("f", false, 8)],
            finished: false,
            title: Some("裁判员考核模拟卷".into()),
            pass_quarters: Some(240),
        });
        let overview = Overview::of(&history, &[], 0);
        let lines = |lang| {
            let text = HistoryReport(&overview).text(&Localizer::new(lang));
            text.lines().take(3).map(String::from).collect::<Vec<_>>()
        };
        assert_eq!(
            lines(Lang::En),
            [
                "1970-01-01 00:00  exam: 2/9.5 points (2 of 2 answered right)",
                "1970-01-01 00:01  drill: 1 of 2 right (50%)",
                "1970-01-01 00:02  exam “裁判员考核模拟卷”: 3/100 points, failed (pass mark 60; 1 of 2 answered right)"
            ]
        );
        assert_eq!(
            lines(Lang::ZhCn),
            [
                "1970-01-01 00:00  考试：2/9.5 分（答对 2/2）",
                "1970-01-01 00:01  裁判训练：答对 1/2 题（50%）",
                "1970-01-01 00:02  考试《裁判员考核模拟卷》：3/100 分，未通过（及格 60 分；答对 1/2 题）"
            ]
        );
        let json: serde_json::Value =
            serde_json::from_str(&HistoryReport(&overview).json(&Localizer::new(Lang::En)))
                .unwrap();
        assert_eq!(
            (&json["sessions"][0]["score"], &json["sessions"][0]["total"]),
            (&2.0.into(), &9.5.into())
        );
    }

    #[test]
    fn dates_are_civil_utc() {
        assert_eq!(super::date(0), "1970-01-01 00:00");
        assert_eq!(super::date(1_795_971_600), "2026-11-29 17:00");
    }
}
