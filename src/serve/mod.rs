//! The classroom server (`serve`): students on the same network open a page, join with
//! their name and answer items drawn for each of them by the live rules engine; the
//! teacher follows on a dashboard and downloads the results in the schema of
//! `grade --json`. A front end like `ui` and `sheet`: the items come from `bank`, the
//! marking from `quiz::grade` (the trainer's matcher), the classroom use case from `quiz::class`, the boards from `render`,
//! everything recorded in `store` as it happens so a restart loses nothing.
//!
//! The JSON API (the pages use it too) is documented in the README; [`api`] serves it.
//! Pages, styles and scripts are embedded: nothing is fetched from the internet.

mod api;
mod pages;
mod writer;

use std::net::{IpAddr, Ipv4Addr, SocketAddr, TcpListener, UdpSocket};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use rand::RngExt;
use thiserror::Error;

use crate::bank::Question;
use crate::i18n::Lang;
use crate::store::{Store, StoreError, unix_now};

use crate::message::{Describe, Message};
pub use crate::quiz::class::{Class, ClassError, Mode, Settings};

#[derive(Debug, Error)]
pub enum ServeError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Class(#[from] ClassError),
    #[error(
        "cannot listen on {addr}: {error} (choose another --port, or --port 0 for any free one)"
    )]
    Bind {
        addr: SocketAddr,
        error: std::io::Error,
    },
    #[error("the server stopped: {0}")]
    Io(#[from] std::io::Error),
}

/// How `serve` was asked to run.
pub struct Config {
    pub bind: IpAddr,
    pub port: u16,
    pub db: PathBuf,
    pub title: String,
    /// The settings of a new quiz (an open quiz in the database keeps its own).
    pub settings: Settings,
    /// The bank the items come from.
    pub questions: Vec<Question>,
    /// Start a new quiz even if one is open in the database.
    pub fresh: bool,
    /// Students whose browser names none of our languages get this one.
    pub default_lang: Lang,
}

/// A server bound and ready: its addresses, and what it found in the database.
pub struct Prepared {
    pub students_url: String,
    pub teacher_url: String,
    /// An open quiz taken up again: its title and how many students had joined.
    pub resumed: Option<(String, usize)>,
    pub notes: Vec<crate::store::Note>,
    listener: TcpListener,
    app: Arc<App>,
}

/// What every request shares.
pub(crate) struct App {
    pub(crate) class: Mutex<Class>,
    pub(crate) writer: writer::Writer,
    pub(crate) questions: Vec<Question>,
    pub(crate) forced_lang: Option<Lang>,
    pub(crate) default_lang: Lang,
    pub(crate) students_url: String,
}

impl App {
    /// The quiz's items, in order, from the bank.
    pub(crate) fn items(&self, ids: &[String]) -> Result<Vec<&Question>, ClassError> {
        ids.iter()
            .map(|id| {
                self.questions
                    .iter()
                    .find(|q| &q.id == id)
                    .ok_or_else(|| ClassError::MissingItem(id.clone()))
            })
            .collect()
    }
}

/// A secret: 128 random bits in hex.
pub fn new_token() -> String {
    let bits: u128 = rand::rng().random();
    format!("{bits:032x}")
}

/// The address other machines on the network reach this one by: the source address
/// of a route to the outside (nothing is sent), else the loopback address.
pub fn lan_address() -> IpAddr {
    UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0))
        .and_then(|s| {
            s.connect((Ipv4Addr::new(192, 0, 2, 1), 9))?;
            s.local_addr()
        })
        .map(|a| a.ip())
        .ok()
        .filter(|ip| !ip.is_unspecified())
        .unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST))
}

/// Opens the database, takes up the open quiz or starts one, and binds the port.
pub fn prepare(config: Config) -> Result<Prepared, ServeError> {
    let (store, notes) = Store::open_file(&config.db)?;
    let stored = if config.fresh {
        None
    } else {
        store.open_classroom()?
    };
    let (class, resumed) = match stored {
        Some(stored) => {
            let class = Class::restore(&stored)?;
            let resumed = Some((class.title.clone(), class.students().len()));
            (class, resumed)
        }
        None => {
            let token = new_token();
            // Settings are plain data: serialising cannot fail.
            let settings = serde_json::to_string(&config.settings).unwrap_or_default();
            let id = store.new_classroom(unix_now(), &config.title, &token, &settings)?;
            (
                Class::new(id, &config.title, &token, config.settings.clone()),
                None,
            )
        }
    };
    let addr = SocketAddr::new(config.bind, config.port);
    let listener = TcpListener::bind(addr).map_err(|error| ServeError::Bind { addr, error })?;
    let local = listener.local_addr()?;
    let host = match local.ip() {
        ip if ip.is_unspecified() => lan_address(),
        ip => ip,
    };
    let base = format!("http://{}", SocketAddr::new(host, local.port()));
    let students_url = format!("{base}/");
    let teacher_url = format!("{base}/teacher?token={}", class.teacher_token);
    let forced_lang = class.settings.lang;
    let app = App {
        writer: writer::Writer::start(store),
        class: Mutex::new(class),
        questions: config.questions,
        forced_lang,
        default_lang: config.default_lang,
        students_url: students_url.clone(),
    };
    // Every item of the quiz must be in the bank before anyone joins.
    {
        let class = app.class.lock().unwrap_or_else(|e| e.into_inner());
        app.items(&class.settings.items)?;
    }
    Ok(Prepared {
        students_url,
        teacher_url,
        resumed,
        notes,
        listener,
        app: Arc::new(app),
    })
}

impl Prepared {
    /// Serves until the process ends.
    pub fn run(self) -> Result<(), ServeError> {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .enable_io()
            .enable_time()
            .build()?;
        runtime.block_on(async move {
            self.listener.set_nonblocking(true)?;
            let listener = tokio::net::TcpListener::from_std(self.listener)?;
            axum::serve(listener, api::router(self.app)).await?;
            Ok(())
        })
    }
}

impl Describe for ServeError {
    fn message(&self) -> Message {
        match self {
            ServeError::Store(inner) => inner.message(),
            ServeError::Class(inner) => inner.message(),
            ServeError::Bind { addr, error } => Message::text("err-serve-bind")
                .arg("addr", addr)
                .said("cause", error),
            ServeError::Io(error) => Message::text("err-serve-stopped").said("cause", error),
        }
    }
}
