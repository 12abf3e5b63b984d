//! The HTTP side: the pages, their assets and the JSON API.
//!
//! Students hold a bearer token from `POST /api/join`; the teacher's token is in the
//! address printed at the start. A student's token reads and answers only that
//! student's items; no key leaves the server while a classmate can still answer (a
//! live item's key goes out when the teacher reveals it).

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::{Arc, MutexGuard};

use axum::Router;
use axum::body::Bytes;
use axum::extract::{DefaultBodyLimit, Extension, Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::Deserialize;

use super::guard::{self, Client, MAX_BODY};
use super::pages;
use super::{App, new_token, unix_now};
use crate::i18n::{Arg, Lang, Localizer};
use crate::quiz::class::{Class, Mode, Refused, Seat, Student, draw_paper};
use crate::store::ClassStudent;

/// The longest name and answer accepted, in characters.
const MAX_NAME: usize = 60;
const MAX_ANSWER: usize = 500;
/// A class larger than this is refused: the server is for one room.
const MAX_STUDENTS: usize = 2000;

pub(super) fn router(app: Arc<App>) -> Router {
    Router::new()
        .route("/", get(student_page))
        .route("/teacher", get(teacher_page))
        .route("/screen", get(screen_page))
        .route("/assets/{name}", get(asset))
        .route("/api/join", post(join))
        .route("/api/rejoin", post(rejoin))
        .route("/api/question", get(question))
        .route("/api/answer", post(answer))
        .route("/api/review", get(review))
        .route("/api/status", get(status))
        .route("/api/results", get(results))
        .route("/api/results.csv", get(results_csv))
        .route("/api/screen", get(screen))
        .route("/api/next", post(next))
        .route("/api/reveal", post(reveal))
        .route("/api/approve", post(approve))
        .route("/api/close", post(close))
        .fallback(not_found)
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .layer(axum::middleware::from_fn_with_state(
            app.clone(),
            guard::check,
        ))
        .with_state(app)
}

thread_local! {
    static LOCALIZERS: RefCell<Vec<Rc<Localizer>>> = const { RefCell::new(Vec::new()) };
}

/// This thread's localizer for `lang` (Fluent bundles are not `Sync`; each is made once
/// per thread).
pub(super) fn localizer(lang: Lang) -> Rc<Localizer> {
    LOCALIZERS.with(|cell| {
        let mut all = cell.borrow_mut();
        if let Some(l) = all.iter().find(|l| l.lang() == lang) {
            return l.clone();
        }
        let l = Rc::new(Localizer::new(lang));
        all.push(l.clone());
        l
    })
}

fn lock(app: &App) -> MutexGuard<'_, Class> {
    // A panic while holding the lock leaves consistent data (each change is one
    // assignment): carry on.
    app.class.lock().unwrap_or_else(|e| e.into_inner())
}

/// The language of a request: the teacher's `--lang`, else `?lang=`, else the
/// browser's Accept-Language, else the teacher's own.
pub(super) fn request_lang(app: &App, headers: &HeaderMap, asked: Option<&str>) -> Lang {
    if let Some(lang) = app.forced_lang {
        return lang;
    }
    asked
        .and_then(Lang::negotiate)
        .or_else(|| accept_language(headers))
        .unwrap_or(app.default_lang)
}

/// The first language of Accept-Language (by weight) that we have.
fn accept_language(headers: &HeaderMap) -> Option<Lang> {
    let value = headers.get(header::ACCEPT_LANGUAGE)?.to_str().ok()?;
    let mut ranges: Vec<(f32, usize, &str)> = value
        .split(',')
        .enumerate()
        .filter_map(|(i, part)| {
            let mut pieces = part.trim().split(';');
            let tag = pieces.next()?.trim();
            let q = pieces
                .find_map(|p| p.trim().strip_prefix("q="))
                .map_or(Some(1.0), |q| q.parse::<f32>().ok())?;
            (q > 0.0 && !tag.is_empty()).then_some((q, i, tag))
        })
        .collect();
    ranges.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    ranges.iter().find_map(|(_, _, tag)| Lang::negotiate(tag))
}

fn bearer(headers: &HeaderMap) -> Option<&str> {
    headers
        .get(header::AUTHORIZATION)?
        .to_str()
        .ok()?
        .strip_prefix("Bearer ")
        .map(str::trim)
}

/// Compares secrets without stopping at the first difference.
fn same_secret(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0, |acc, (x, y)| acc | (x ^ y))
            == 0
}

fn json_response(status: StatusCode, body: String) -> Response {
    let mut response = (status, body).into_response();
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json; charset=utf-8"),
    );
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

fn ok_json(value: &impl serde::Serialize) -> Response {
    // Our own plain data: serialising cannot fail.
    json_response(
        StatusCode::OK,
        serde_json::to_string(value).unwrap_or_default(),
    )
}

/// A refusal: `{"error": "…"}` in the reader's language.
pub(super) struct ApiError {
    status: StatusCode,
    lang: Lang,
    id: &'static str,
}

pub(super) fn error(status: StatusCode, lang: Lang, id: &'static str) -> ApiError {
    ApiError { status, lang, id }
}

/// A write to the database that failed: nothing was recorded.
fn not_saved(lang: Lang) -> ApiError {
    error(StatusCode::INTERNAL_SERVER_ERROR, lang, "serve-error-save")
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let text = localizer(self.lang).text(self.id);
        json_response(
            self.status,
            serde_json::json!({ "error": text }).to_string(),
        )
    }
}

type Answered = Result<Response, ApiError>;

/// The student a request's token names, and their language.
fn student_of(app: &App, headers: &HeaderMap) -> Result<(usize, Lang), ApiError> {
    let class = lock(app);
    let found = bearer(headers).and_then(|t| class.student(t));
    match found {
        Some(i) => Ok((i, class.students()[i].lang)),
        None => Err(error(
            StatusCode::UNAUTHORIZED,
            request_lang(app, headers, None),
            "serve-error-token",
        )),
    }
}

#[derive(Deserialize)]
struct TokenQuery {
    token: Option<String>,
    lang: Option<String>,
}

/// The teacher's token: as a bearer token, or in the address (`?token=`) for pages and
/// downloads. A student's token is forbidden here; no token is unauthorised.
fn teacher(app: &App, headers: &HeaderMap, query: &TokenQuery) -> Result<(), ApiError> {
    let given = bearer(headers).or(query.token.as_deref());
    let lang = request_lang(app, headers, query.lang.as_deref());
    let class = lock(app);
    match given {
        Some(token) if same_secret(token, &class.teacher_token) => Ok(()),
        Some(_) => Err(error(StatusCode::FORBIDDEN, lang, "serve-error-teacher")),
        None => Err(error(StatusCode::UNAUTHORIZED, lang, "serve-error-teacher")),
    }
}

/// A request's body, read within the limit (a body sent without its length and over the
/// limit is 413 too, in the reader's language).
type Body = Result<Bytes, axum::extract::rejection::BytesRejection>;

fn body_json<T: for<'de> Deserialize<'de>>(body: &Body, lang: Lang) -> Result<T, ApiError> {
    let bytes = body
        .as_ref()
        .map_err(|_| error(StatusCode::PAYLOAD_TOO_LARGE, lang, "serve-error-too-large"))?;
    serde_json::from_slice(bytes)
        .map_err(|_| error(StatusCode::BAD_REQUEST, lang, "serve-error-body"))
}

/// Any other address: 404 in the reader's language.
async fn not_found(State(app): State<Arc<App>>, headers: HeaderMap) -> ApiError {
    error(
        StatusCode::NOT_FOUND,
        request_lang(&app, &headers, None),
        "serve-error-not-found",
    )
}

async fn student_page(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    Query(query): Query<TokenQuery>,
) -> Response {
    let lang = request_lang(&app, &headers, query.lang.as_deref());
    let (title, roster) = {
        let class = lock(&app);
        (class.title.clone(), class.settings.roster.clone())
    };
    pages::student(&localizer(lang), &title, &roster)
}

async fn teacher_page(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    Query(query): Query<TokenQuery>,
) -> Response {
    teachers_page(&app, &headers, &query, |l, title| {
        pages::teacher(l, title, &app.students_url)
    })
}

/// The projector's page.
async fn screen_page(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    Query(query): Query<TokenQuery>,
) -> Response {
    teachers_page(&app, &headers, &query, |l, title| {
        pages::screen(l, title, &app.students_url, &app.qr_svg)
    })
}

/// A page for the teacher's token only, in the reader's language.
fn teachers_page(
    app: &App,
    headers: &HeaderMap,
    query: &TokenQuery,
    page: impl FnOnce(&Localizer, &str) -> Response,
) -> Response {
    let l = localizer(request_lang(app, headers, query.lang.as_deref()));
    if let Err(refused) = teacher(app, headers, query) {
        return pages::refused(&l, refused.status);
    }
    let title = lock(app).title.clone();
    page(&l, &title)
}

async fn asset(axum::extract::Path(name): axum::extract::Path<String>) -> Response {
    pages::asset(&name)
}

#[derive(Deserialize)]
struct JoinBody {
    name: String,
    lang: Option<String>,
}

async fn join(
    State(app): State<Arc<App>>,
    client: Option<Extension<Client>>,
    headers: HeaderMap,
    body: Body,
) -> Answered {
    let lang = request_lang(&app, &headers, None);
    if let Some(Extension(Client(address))) = client
        && !app.guard.may_join(address)
    {
        return Err(error(
            StatusCode::TOO_MANY_REQUESTS,
            lang,
            "serve-error-slow-down",
        ));
    }
    let asked: JoinBody = body_json(&body, lang)?;
    let lang = app
        .forced_lang
        .or_else(|| asked.lang.as_deref().and_then(Lang::negotiate))
        .unwrap_or(lang);
    let typed: String = asked
        .name
        .chars()
        .filter(|c| !crate::text::is_stripped(*c))
        .collect::<String>()
        .trim()
        .to_string();
    if typed.is_empty() || typed.chars().count() > MAX_NAME {
        return Err(error(StatusCode::BAD_REQUEST, lang, "serve-error-name"));
    }
    let (quiz, ordinal, settings, name) = match take_seat(&app, &typed, lang) {
        Ok(held) => held,
        Err(answer) => return Ok(*answer),
    };
    let failed = |app: &App| {
        lock(app).release(&name);
        not_saved(lang)
    };
    // Live: every phone asks what the projector shows.
    let draw = if settings.mode == Mode::Live {
        0
    } else {
        ordinal
    };
    let paper = app
        .items(&settings.items)
        .and_then(|items| draw_paper(&items, settings.seed, draw, &localizer(lang)));
    let Ok(paper) = paper else {
        return Err(failed(&app));
    };
    let mut row = ClassStudent {
        id: 0,
        token: new_token(),
        name: name.clone(),
        lang: lang.tag().to_string(),
        joined: unix_now(),
        paper: serde_json::to_string(&paper).unwrap_or_default(),
    };
    let written = {
        let row = row.clone();
        app.writer
            .with(move |store| store.add_class_student(quiz, &row))
            .await
    };
    match written {
        Ok(Ok(id)) => row.id = id,
        _ => return Err(failed(&app)),
    }
    let Ok(student) = Student::new(&row) else {
        return Err(failed(&app));
    };
    lock(&app).add(student);
    Ok(ok_json(
        &serde_json::json!({ "token": row.token, "name": name }),
    ))
}

/// A seat held for a join under `typed` while its row is written: the quiz, the
/// student's place and the name seated; else the answer to send (a refusal, or 202 when
/// the teacher must approve another browser for a seat that is taken).
fn take_seat(
    app: &App,
    typed: &str,
    lang: Lang,
) -> Result<(i64, u32, crate::quiz::class::Settings, String), Box<Response>> {
    let refuse = |status, id| Err(Box::new(error(status, lang, id).into_response()));
    // Not held over an await: a localizer stays on its thread.
    let l = localizer(lang);
    let suffix = |n: usize| {
        l.format(
            "serve-name-suffix",
            &[
                ("name", Arg::from(typed)),
                ("number", Arg::Number(n as i64)),
            ],
        )
    };
    let mut class = lock(app);
    if class.closed {
        return refuse(StatusCode::CONFLICT, "serve-error-closed");
    }
    let name = match class.seat(typed, MAX_STUDENTS, suffix) {
        Seat::Free(name) => name,
        Seat::Full => return refuse(StatusCode::CONFLICT, "serve-error-full"),
        Seat::NotOnRoster => return refuse(StatusCode::FORBIDDEN, "serve-error-not-on-roster"),
        Seat::Joining => return refuse(StatusCode::CONFLICT, "serve-error-joining"),
        Seat::Taken(student) => {
            let secret = new_token();
            if class
                .request_rejoin(student, secret.clone(), unix_now())
                .is_none()
            {
                return refuse(StatusCode::TOO_MANY_REQUESTS, "serve-error-slow-down");
            }
            let body = serde_json::json!({
                "pending": secret,
                "message": l.text("serve-join-ask-teacher"),
            });
            return Err(Box::new(json_response(
                StatusCode::ACCEPTED,
                body.to_string(),
            )));
        }
    };
    class.hold(&name);
    let ordinal = class.next_ordinal;
    class.next_ordinal += 1;
    Ok((class.quiz_id, ordinal, class.settings.clone(), name))
}

#[derive(Deserialize)]
struct RejoinBody {
    pending: String,
}

/// A browser waiting for the teacher's approval asks whether it came: 202 while not,
/// then the seat's token.
async fn rejoin(State(app): State<Arc<App>>, headers: HeaderMap, body: Body) -> Answered {
    let lang = request_lang(&app, &headers, None);
    let asked: RejoinBody = body_json(&body, lang)?;
    let class = lock(&app);
    match class.rejoin(&asked.pending) {
        None => Err(error(
            StatusCode::NOT_FOUND,
            lang,
            "serve-error-request-gone",
        )),
        Some(request) => match &request.token {
            Some(token) => Ok(ok_json(&serde_json::json!({ "token": token }))),
            None => Ok(json_response(
                StatusCode::ACCEPTED,
                serde_json::json!({ "pending": asked.pending }).to_string(),
            )),
        },
    }
}

async fn question(State(app): State<Arc<App>>, headers: HeaderMap) -> Answered {
    let (i, lang) = student_of(&app, &headers)?;
    let l = localizer(lang);
    let class = lock(&app);
    Ok(ok_json(&class.question(i, unix_now(), &l)))
}

#[derive(Deserialize)]
struct AnswerBody {
    number: usize,
    answer: String,
}

async fn answer(State(app): State<Arc<App>>, headers: HeaderMap, body: Body) -> Answered {
    let (i, lang) = student_of(&app, &headers)?;
    let given: AnswerBody = body_json(&body, lang)?;
    if given.answer.chars().count() > MAX_ANSWER {
        return Err(error(StatusCode::BAD_REQUEST, lang, "serve-error-body"));
    }
    let row = lock(&app).answer(i, given.number, &given.answer, unix_now());
    let row = match row {
        Ok(row) => row,
        Err(Refused::Already) => {
            return Err(error(StatusCode::CONFLICT, lang, "serve-error-already"));
        }
        Err(Refused::Over) => return Err(error(StatusCode::CONFLICT, lang, "serve-error-closed")),
        Err(Refused::NotAsked) => {
            return Err(error(StatusCode::CONFLICT, lang, "serve-error-number"));
        }
        Err(Refused::TooLate) => {
            return Err(error(StatusCode::CONFLICT, lang, "serve-error-too-late"));
        }
        Err(Refused::Unreadable) => {
            return Err(error(
                StatusCode::UNPROCESSABLE_ENTITY,
                lang,
                "serve-error-unreadable",
            ));
        }
    };
    let number = row.number;
    match app.writer.answer(row).await {
        Ok(()) => Ok(ok_json(
            &serde_json::json!({ "recorded": true, "number": number }),
        )),
        Err(_) => {
            lock(&app).forget(i, given.number);
            Err(not_saved(lang))
        }
    }
}

async fn review(State(app): State<Arc<App>>, headers: HeaderMap) -> Answered {
    let (i, lang) = student_of(&app, &headers)?;
    let review = lock(&app).review(i, unix_now(), &localizer(lang));
    match review {
        Some(review) => Ok(ok_json(&review)),
        None => Err(error(StatusCode::CONFLICT, lang, "serve-error-not-done")),
    }
}

async fn status(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    Query(query): Query<TokenQuery>,
) -> Answered {
    teacher(&app, &headers, &query)?;
    Ok(status_json(&app, &headers, &query))
}

fn status_json(app: &App, headers: &HeaderMap, query: &TokenQuery) -> Response {
    let l = localizer(request_lang(app, headers, query.lang.as_deref()));
    ok_json(&lock(app).status(unix_now(), &l))
}

/// What the projector shows (JSON for the screen page).
async fn screen(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    Query(query): Query<TokenQuery>,
) -> Answered {
    teacher(&app, &headers, &query)?;
    let l = localizer(request_lang(&app, &headers, query.lang.as_deref()));
    let class = lock(&app);
    Ok(ok_json(&class.screen(unix_now(), &l)))
}

async fn results(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    Query(query): Query<TokenQuery>,
) -> Answered {
    teacher(&app, &headers, &query)?;
    let grading = lock(&app).grading();
    let mut response = ok_json(&grading);
    if query.token.is_some() {
        response.headers_mut().insert(
            header::CONTENT_DISPOSITION,
            HeaderValue::from_static("attachment; filename=\"results.json\""),
        );
    }
    Ok(response)
}

async fn results_csv(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    Query(query): Query<TokenQuery>,
) -> Answered {
    teacher(&app, &headers, &query)?;
    let l = localizer(request_lang(&app, &headers, query.lang.as_deref()));
    let csv = lock(&app).csv(&l);
    Ok((
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8"),
            (
                header::CONTENT_DISPOSITION,
                "attachment; filename=\"results.csv\"",
            ),
            (header::CACHE_CONTROL, "no-store"),
        ],
        csv,
    )
        .into_response())
}

/// Runs a change on the database; a failure means nothing was recorded.
async fn save(
    app: &App,
    lang: Lang,
    task: impl FnOnce(&crate::store::Store) -> Result<(), crate::store::StoreError> + Send + 'static,
) -> Result<(), ApiError> {
    match app.writer.with(task).await {
        Ok(Ok(())) => Ok(()),
        _ => Err(not_saved(lang)),
    }
}

/// Live mode: the class moves to the next item (after the last, the quiz closes).
async fn next(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    Query(query): Query<TokenQuery>,
) -> Answered {
    teacher(&app, &headers, &query)?;
    let lang = request_lang(&app, &headers, query.lang.as_deref());
    let (quiz, current, last, closed) = {
        let class = lock(&app);
        (
            class.quiz_id,
            class.current,
            class.of() as u32,
            class.closed,
        )
    };
    if closed {
        return Err(error(StatusCode::CONFLICT, lang, "serve-error-closed"));
    }
    if current >= last {
        return close(State(app), headers, Query(query)).await;
    }
    let now = unix_now();
    save(&app, lang, move |store| {
        store.set_class_current(quiz, current + 1, now)
    })
    .await?;
    {
        let mut class = lock(&app);
        if class.current == current {
            class.show_next(now);
        }
    }
    Ok(status_json(&app, &headers, &query))
}

/// Live mode: the projector shows the current item's answer; no more answers to it.
async fn reveal(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    Query(query): Query<TokenQuery>,
) -> Answered {
    teacher(&app, &headers, &query)?;
    let lang = request_lang(&app, &headers, query.lang.as_deref());
    let quiz = {
        let class = lock(&app);
        if class.settings.mode != Mode::Live || class.current == 0 || class.closed {
            return Err(error(
                StatusCode::CONFLICT,
                lang,
                "serve-error-nothing-to-reveal",
            ));
        }
        class.quiz_id
    };
    save(&app, lang, move |store| store.reveal_class_item(quiz)).await?;
    lock(&app).revealed = true;
    Ok(status_json(&app, &headers, &query))
}

#[derive(Deserialize)]
struct ApproveBody {
    id: u32,
}

/// The teacher lets a student continue in another browser.
async fn approve(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    Query(query): Query<TokenQuery>,
    body: Body,
) -> Answered {
    teacher(&app, &headers, &query)?;
    let lang = request_lang(&app, &headers, query.lang.as_deref());
    let asked: ApproveBody = body_json(&body, lang)?;
    let student_id = {
        let class = lock(&app);
        class
            .approvable(asked.id, unix_now())
            .map(|i| class.students()[i].id)
    };
    let Some(student_id) = student_id else {
        return Err(error(
            StatusCode::NOT_FOUND,
            lang,
            "serve-error-request-gone",
        ));
    };
    let token = new_token();
    let stored = token.clone();
    save(&app, lang, move |store| {
        store.set_class_student_token(student_id, &stored)
    })
    .await?;
    lock(&app).hand_over(asked.id, token);
    Ok(status_json(&app, &headers, &query))
}

async fn close(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    Query(query): Query<TokenQuery>,
) -> Answered {
    teacher(&app, &headers, &query)?;
    let quiz = lock(&app).quiz_id;
    let lang = request_lang(&app, &headers, query.lang.as_deref());
    save(&app, lang, move |store| store.close_classroom(quiz)).await?;
    lock(&app).closed = true;
    Ok(status_json(&app, &headers, &query))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_language_picks_the_best_language_we_have() {
        let pick = |value: &str| {
            let mut h = HeaderMap::new();
            h.insert(
                header::ACCEPT_LANGUAGE,
                HeaderValue::from_str(value).unwrap(),
            );
            accept_language(&h)
        };
        assert_eq!(pick("zh-CN,zh;q=0.9,en;q=0.8"), Some(Lang::ZhCn));
        assert_eq!(pick("fr;q=1, zh-TW;q=0.7, en;q=0.8"), Some(Lang::En));
        assert_eq!(pick("zh-Hant-HK"), Some(Lang::ZhTw));
        assert_eq!(pick("de, fr"), None);
        assert_eq!(pick("en;q=0, zh-TW"), Some(Lang::ZhTw));
    }

    #[test]
    fn secrets_compare_whole() {
        assert!(same_secret("abc", "abc"));
        assert!(!same_secret("abc", "abd"));
        assert!(!same_secret("abc", "ab"));
    }
}
