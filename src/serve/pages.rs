//! The pages: HTML templates, a style sheet and two scripts, embedded in the binary.
//! Templates hold `{{t:message-id}}` (the message, escaped), `{{lang}}`, `{{title}}`
//! and `{{strings}}`: the messages the script shows, as JSON, with `{name}` where
//! the script puts a value.

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

use crate::i18n::{Arg, Localizer};
use crate::render::escape_xml;

const STUDENT_HTML: &str = include_str!("assets/student.html");
const TEACHER_HTML: &str = include_str!("assets/teacher.html");
const SCREEN_HTML: &str = include_str!("assets/screen.html");
const REFUSED_HTML: &str = include_str!("assets/refused.html");
const STYLE: &str = include_str!("assets/app.css");
const STUDENT_JS: &str = include_str!("assets/student.js");
const TEACHER_JS: &str = include_str!("assets/teacher.js");
const SCREEN_JS: &str = include_str!("assets/screen.js");

/// The messages the student's script shows, with the names of their values.
const STUDENT_STRINGS: &[(&str, &[&str])] = &[
    ("serve-question-of", &["number", "of"]),
    ("serve-time-left", &["time"]),
    ("serve-submit", &[]),
    ("serve-skip", &[]),
    ("serve-blank", &["number"]),
    ("answer-true", &[]),
    ("answer-false", &[]),
    ("serve-waiting", &[]),
    ("serve-done", &[]),
    ("serve-closed-note", &[]),
    ("serve-time-up", &[]),
    ("serve-score", &["score", "total", "right", "of"]),
    ("serve-mistakes", &[]),
    ("serve-no-mistakes", &[]),
    ("serve-your-answer", &["answer"]),
    ("serve-no-answer", &[]),
    ("serve-right-answer", &["answer"]),
    ("serve-error-network", &[]),
    ("serve-choose-several", &[]),
    ("sheet-can", &[]),
    ("sheet-cannot", &[]),
    ("serve-review-later", &[]),
    ("serve-join-waiting-approval", &[]),
    ("serve-joined-as", &["name"]),
];

const TEACHER_STRINGS: &[(&str, &[&str])] = &[
    ("serve-dash-joined", &["count"]),
    ("serve-dash-none", &[]),
    ("serve-dash-name", &[]),
    ("serve-dash-progress", &[]),
    ("serve-dash-score", &[]),
    ("serve-dash-points", &[]),
    ("serve-dash-item", &[]),
    ("serve-dash-answered", &[]),
    ("serve-dash-share", &[]),
    ("serve-dash-start", &[]),
    ("serve-dash-next", &[]),
    ("serve-dash-finish", &[]),
    ("serve-dash-current", &["number", "of"]),
    ("serve-dash-not-started", &[]),
    ("serve-dash-distribution", &["number"]),
    ("serve-dash-close-confirm", &[]),
    ("serve-dash-closed", &[]),
    ("serve-dash-results", &[]),
    ("serve-dash-analysis", &[]),
    ("serve-dash-top", &[]),
    ("serve-dash-bottom", &[]),
    ("serve-dash-strong-miss", &[]),
    ("serve-dash-mode-live", &[]),
    ("serve-dash-mode-self-paced", &[]),
    ("serve-dash-minutes", &["minutes"]),
    ("serve-error-network", &[]),
    ("serve-dash-reveal", &[]),
    ("serve-dash-revealed", &[]),
    ("serve-dash-hidden-until-reveal", &[]),
    ("serve-dash-seconds-left", &["seconds"]),
    ("serve-dash-absent", &["count"]),
    ("serve-dash-requests", &[]),
    ("serve-dash-request", &["name", "seconds"]),
    ("serve-dash-approve", &[]),
];

const SCREEN_STRINGS: &[(&str, &[&str])] = &[
    ("serve-screen-join", &[]),
    ("serve-screen-joined", &["count"]),
    ("serve-screen-finished", &["finished", "count"]),
    ("serve-question-of", &["number", "of"]),
    ("serve-screen-answered", &["answered", "count"]),
    ("serve-screen-time-up", &[]),
    ("serve-screen-answer", &["answer"]),
    ("serve-screen-leaders", &[]),
    ("serve-screen-points", &["points"]),
    ("serve-screen-closed", &[]),
    ("serve-screen-keys", &[]),
    ("serve-dash-start", &[]),
    ("serve-dash-next", &[]),
    ("serve-dash-finish", &[]),
    ("serve-dash-reveal", &[]),
    ("serve-choose-several", &[]),
    ("answer-true", &[]),
    ("answer-false", &[]),
    ("sheet-can", &[]),
    ("sheet-cannot", &[]),
    ("serve-error-network", &[]),
];

/// The messages as a JSON object for a `<script type="application/json">`.
fn strings(l: &Localizer, list: &[(&str, &[&str])]) -> String {
    let map: serde_json::Map<String, serde_json::Value> = list
        .iter()
        .map(|(id, names)| {
            let args: Vec<(&str, Arg)> = names
                .iter()
                .map(|n| (*n, Arg::Text(format!("{{{n}}}"))))
                .collect();
            (id.to_string(), l.format(id, &args).into())
        })
        .collect();
    // `<` escaped: no text can close the script element.
    serde_json::Value::Object(map)
        .to_string()
        .replace('<', "\\u003c")
}

fn fill(template: &str, l: &Localizer, title: &str, extra: &[(&str, String)]) -> String {
    let mut out = String::with_capacity(template.len() + 2048);
    let mut rest = template;
    while let Some(start) = rest.find("{{") {
        let Some(len) = rest[start..].find("}}") else {
            break;
        };
        out.push_str(&rest[..start]);
        let name = &rest[start + 2..start + len];
        match name.strip_prefix("t:") {
            Some(id) => out.push_str(&escape_xml(&l.text(id))),
            None => match name {
                "lang" => out.push_str(l.lang().tag()),
                "title" => out.push_str(&escape_xml(title)),
                other => {
                    if let Some((_, value)) = extra.iter().find(|(n, _)| *n == other) {
                        out.push_str(value);
                    }
                }
            },
        }
        rest = &rest[start + len + 2..];
    }
    out.push_str(rest);
    out
}

fn html(status: StatusCode, body: String) -> Response {
    let mut response = (status, body).into_response();
    let h = response.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/html; charset=utf-8"),
    );
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'self'; img-src 'self' data:; script-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
        ),
    );
    // The teacher's address carries the token: never sent on as a referrer.
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    response
}

fn title_or_default(l: &Localizer, title: &str) -> String {
    if title.is_empty() {
        l.text("serve-title-default")
    } else {
        title.to_string()
    }
}

/// The student's page; with a roster, its names to pick from as the name is typed.
pub(super) fn student(l: &Localizer, title: &str, roster: &[String]) -> Response {
    let title = title_or_default(l, title);
    let strings = strings(l, STUDENT_STRINGS);
    let names: String = roster
        .iter()
        .map(|n| format!("<option value=\"{}\"></option>", escape_xml(n)))
        .collect();
    html(
        StatusCode::OK,
        fill(
            STUDENT_HTML,
            l,
            &title,
            &[("strings", strings), ("roster", names)],
        ),
    )
}

/// The projector's page: large type, the QR code while students join.
pub(super) fn screen(l: &Localizer, title: &str, students_url: &str, qr_svg: &str) -> Response {
    let title = title_or_default(l, title);
    html(
        StatusCode::OK,
        fill(
            SCREEN_HTML,
            l,
            &title,
            &[
                ("strings", strings(l, SCREEN_STRINGS)),
                ("students_url", escape_xml(students_url)),
                ("qr", qr_svg.to_string()),
            ],
        ),
    )
}

pub(super) fn teacher(l: &Localizer, title: &str, students_url: &str) -> Response {
    let title = title_or_default(l, title);
    let strings = strings(l, TEACHER_STRINGS);
    let url = escape_xml(students_url);
    html(
        StatusCode::OK,
        fill(
            TEACHER_HTML,
            l,
            &title,
            &[("strings", strings), ("students_url", url)],
        ),
    )
}

pub(super) fn refused(l: &Localizer, status: StatusCode) -> Response {
    html(status, fill(REFUSED_HTML, l, "", &[]))
}

pub(super) fn asset(name: &str) -> Response {
    let (body, kind) = match name {
        "app.css" => (STYLE, "text/css; charset=utf-8"),
        "student.js" => (STUDENT_JS, "text/javascript; charset=utf-8"),
        "teacher.js" => (TEACHER_JS, "text/javascript; charset=utf-8"),
        "screen.js" => (SCREEN_JS, "text/javascript; charset=utf-8"),
        _ => return StatusCode::NOT_FOUND.into_response(),
    };
    (
        [
            (header::CONTENT_TYPE, kind),
            (header::CACHE_CONTROL, "no-cache"),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        ],
        body,
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn every_message_of_the_pages_is_in_every_language() {
        for lang in Lang::ALL {
            let l = Localizer::new(lang);
            for page in [STUDENT_HTML, TEACHER_HTML, SCREEN_HTML, REFUSED_HTML] {
                let filled = fill(page, &l, "t", &[]);
                assert!(!filled.contains("[serve-"), "{lang:?}: {filled}");
            }
            for list in [STUDENT_STRINGS, TEACHER_STRINGS, SCREEN_STRINGS] {
                let json = strings(&l, list);
                assert!(!json.contains("\"[serve-"), "{lang:?}: {json}");
            }
        }
    }

    #[test]
    fn titles_are_escaped_and_scripts_cannot_be_closed_early() {
        let l = Localizer::new(Lang::En);
        let filled = fill("<h1>{{title}}</h1>", &l, "<b>&\"", &[]);
        assert_eq!(filled, "<h1>&lt;b&gt;&amp;&quot;</h1>");
        let filled = fill("{{t:serve-submit}} {{unknown}} {{", &l, "", &[]);
        assert_eq!(filled, "Submit  {{");
        assert!(!strings(&l, STUDENT_STRINGS).contains('<'));
    }
}
