//! What keeps one student, or any web page, from gaming the server: connections per
//! address bounded, headers given a deadline, bodies over the limit refused before they
//! are read, writes only as JSON from our own pages, and joins rate-limited.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use super::App;

/// A request's headers must all arrive within this time (a slow sender holds a
/// connection, and connections are few).
const HEADER_TIMEOUT: Duration = Duration::from_secs(10);
/// Connections open at once, from all addresses: a room's worth and more.
const MAX_CONNECTIONS: usize = 4096;
/// Joins per second from the whole network, after a first burst of `JOIN_BURST`.
const JOINS_PER_SECOND: f64 = 20.0;
const JOIN_BURST: f64 = 300.0;
/// Requests larger than this are refused (413): a name or an answer is a line.
pub(super) const MAX_BODY: usize = 8 * 1024;

/// The limits a teacher may set (`serve --max-connections`, `--max-joins-per-minute`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Connections open at once from one address.
    pub connections_per_address: usize,
    /// Joins a minute from one address (a first burst of as many).
    pub joins_per_minute: u32,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            connections_per_address: 32,
            joins_per_minute: 30,
        }
    }
}

/// A token bucket: `capacity` at once, refilled at `rate` a second.
#[derive(Debug, Clone, Copy)]
struct Bucket {
    tokens: f64,
    at: Instant,
}

impl Bucket {
    fn take(&mut self, capacity: f64, rate: f64, now: Instant) -> bool {
        let elapsed = now.duration_since(self.at).as_secs_f64();
        self.tokens = (self.tokens + elapsed * rate).min(capacity);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

pub(crate) struct Guard {
    limits: Limits,
    connections: Mutex<HashMap<IpAddr, usize>>,
    joins: Mutex<(Bucket, HashMap<IpAddr, Bucket>)>,
}

/// A connection counted while it is open.
pub(crate) struct Open {
    app: Arc<App>,
    address: IpAddr,
}

impl Drop for Open {
    fn drop(&mut self) {
        let mut open = lock(&self.app.guard.connections);
        if let Some(n) = open.get_mut(&self.address) {
            *n -= 1;
            if *n == 0 {
                open.remove(&self.address);
            }
        }
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl Guard {
    pub(crate) fn new(limits: Limits) -> Guard {
        let now = Instant::now();
        Guard {
            limits,
            connections: Mutex::new(HashMap::new()),
            joins: Mutex::new((
                Bucket {
                    tokens: JOIN_BURST,
                    at: now,
                },
                HashMap::new(),
            )),
        }
    }

    /// Whether another join from `address` may go ahead now.
    pub(crate) fn may_join(&self, address: IpAddr) -> bool {
        let now = Instant::now();
        let per_minute = f64::from(self.limits.joins_per_minute.max(1));
        let mut joins = lock(&self.joins);
        let (all, each) = &mut *joins;
        if each.len() > 10_000 {
            each.retain(|_, b| now.duration_since(b.at).as_secs() < 120);
        }
        let mine = each.entry(address).or_insert(Bucket {
            tokens: per_minute,
            at: now,
        });
        let mut trial = *mine;
        if !trial.take(per_minute, per_minute / 60.0, now) {
            return false;
        }
        if !all.take(JOIN_BURST, JOINS_PER_SECOND, now) {
            return false;
        }
        *mine = trial;
        true
    }
}

/// Counts a new connection from `address`, or refuses it over the limits.
fn admit(app: &Arc<App>, address: IpAddr) -> Option<Open> {
    let mut open = lock(&app.guard.connections);
    let total: usize = open.values().sum();
    let mine = open.entry(address).or_insert(0);
    if *mine >= app.guard.limits.connections_per_address || total >= MAX_CONNECTIONS {
        return None;
    }
    *mine += 1;
    Some(Open {
        app: app.clone(),
        address,
    })
}

/// The address a request came from.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Client(pub(crate) IpAddr);

/// Accepts connections until the process ends; each is served by `router` with a
/// deadline for its headers.
pub(super) async fn serve(listener: tokio::net::TcpListener, app: Arc<App>, router: Router) {
    use hyper::server::conn::http1;
    use hyper_util::rt::{TokioIo, TokioTimer};
    use tower_service::Service;
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            // Out of file descriptors and the like: wait rather than spin.
            Err(_) => {
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        let address = peer.ip();
        let Some(open) = admit(&app, address) else {
            drop(stream);
            continue;
        };
        let router = router.clone();
        tokio::spawn(async move {
            let _open = open;
            let service =
                hyper::service::service_fn(move |mut request: Request<hyper::body::Incoming>| {
                    request.extensions_mut().insert(Client(address));
                    router.clone().call(request.map(axum::body::Body::new))
                });
            let _ = http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(HEADER_TIMEOUT)
                .serve_connection(TokioIo::new(stream), service)
                .await;
        });
    }
}

/// Before any handler: a declared body over the limit is refused at once (413); a
/// write must be JSON (415) from a page of this server (403 for another origin).
pub(super) async fn check(State(app): State<Arc<App>>, request: Request, next: Next) -> Response {
    let headers = request.headers();
    let lang = super::api::request_lang(&app, headers, None);
    let declared = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    if declared.is_some_and(|n| n > MAX_BODY as u64) {
        return super::api::error(StatusCode::PAYLOAD_TOO_LARGE, lang, "serve-error-too-large")
            .into_response();
    }
    if request.method() == Method::POST {
        if foreign(headers) {
            return super::api::error(StatusCode::FORBIDDEN, lang, "serve-error-origin")
                .into_response();
        }
        if !is_json(headers) {
            return super::api::error(StatusCode::UNSUPPORTED_MEDIA_TYPE, lang, "serve-error-json")
                .into_response();
        }
    }
    next.run(request).await
}

fn is_json(headers: &HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|kind| kind.trim().eq_ignore_ascii_case("application/json"))
}

/// A request a browser sends from a page of another site: its `Origin` is not this
/// server's address (a page's `Origin` is `http://` and the `Host` it was loaded from),
/// or the browser says so (`Sec-Fetch-Site: cross-site`).
fn foreign(headers: &HeaderMap) -> bool {
    let text = |name| {
        headers
            .get(name)
            .and_then(|v: &header::HeaderValue| v.to_str().ok())
    };
    if text(header::HeaderName::from_static("sec-fetch-site")) == Some("cross-site") {
        return true;
    }
    match (text(header::ORIGIN), text(header::HOST)) {
        (None, _) => false,
        (Some(origin), Some(host)) => {
            let origin = origin.trim_end_matches('/');
            !["http://", "https://"].iter().any(|scheme| {
                origin
                    .strip_prefix(scheme)
                    .is_some_and(|o| o.eq_ignore_ascii_case(host))
            })
        }
        (Some(_), None) => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (name, value) in pairs {
            h.insert(*name, HeaderValue::from_str(value).unwrap());
        }
        h
    }

    #[test]
    fn only_our_own_pages_may_write() {
        assert!(!foreign(&headers(&[("host", "192.168.1.5:8080")])));
        assert!(!foreign(&headers(&[
            ("host", "192.168.1.5:8080"),
            ("origin", "http://192.168.1.5:8080")
        ])));
        assert!(foreign(&headers(&[
            ("host", "192.168.1.5:8080"),
            ("origin", "http://evil.example")
        ])));
        assert!(foreign(&headers(&[("host", "a:1"), ("origin", "null")])));
        assert!(foreign(&headers(&[("sec-fetch-site", "cross-site")])));
    }

    #[test]
    fn only_json_is_written() {
        assert!(is_json(&headers(&[(
            "content-type",
            "application/json; charset=utf-8"
        )])));
        assert!(!is_json(&headers(&[("content-type", "text/plain")])));
        assert!(!is_json(&HeaderMap::new()));
    }

    #[test]
    fn joins_from_one_address_wait_after_a_burst() {
        let guard = Guard::new(Limits {
            connections_per_address: 4,
            joins_per_minute: 3,
        });
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let b: IpAddr = "10.0.0.2".parse().unwrap();
        assert!((0..3).all(|_| guard.may_join(a)));
        assert!(!guard.may_join(a));
        assert!(guard.may_join(b));
    }
}
