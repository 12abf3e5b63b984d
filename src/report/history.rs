//! `history`: the sessions, and accuracy by topic and by article.

use std::collections::BTreeMap;

use crate::i18n::{Arg, Localizer};
use serde::Serialize;

use crate::quiz::history::{Overview, SessionOverview};
use crate::quiz::session::percent;

use super::Report;

#[derive(Serialize)]
struct HistoryJson<'a> {
    sessions: &'a [SessionOverview],
    by_topic: Vec<(String, u32, u32)>,
    by_article: Vec<(String, u32, u32)>,
    due_for_review: usize,
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
            out.push_str(&l.format(
                "history-session",
                &[
                    ("date", Arg::from(date(s.started))),
                    ("mode", Arg::from(s.mode.as_str())),
                    ("right", Arg::from(s.right as i64)),
                    ("answered", Arg::from(s.answered as i64)),
                ],
            ));
            out.push('\n');
        }
        for (title, map) in [
            ("history-by-topic", &o.by_topic),
            ("history-by-article", &o.by_article),
        ] {
            out.push_str(&l.text(title));
            out.push('\n');
            for (key, (right, total)) in map {
                let share = percent((*right).into(), (*total).into());
                out.push_str(&format!("  {key:<24} {right}/{total} ({share}%)\n"));
            }
        }
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
            by_article: flatten(&o.by_article),
            due_for_review: o.due_for_review,
        };
        serde_json::to_string(&json).unwrap_or_default()
    }
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
    #[test]
    fn dates_are_civil_utc() {
        assert_eq!(super::date(0), "1970-01-01 00:00");
        assert_eq!(super::date(1_795_971_600), "2026-11-29 17:00");
    }
}
