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
mod guard;
mod pages;
mod writer;

use std::fs::File;
use std::net::{IpAddr, Ipv4Addr, SocketAddr, TcpListener, UdpSocket};
use std::path::{Path, PathBuf};
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
    #[error("another `serve` is running on {0} (stop it first, or give another --db)")]
    Busy(PathBuf),
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
    pub limits: guard::Limits,
}

pub use guard::Limits;

/// A server bound and ready: its addresses, and what it found in the database.
pub struct Prepared {
    pub students_url: String,
    pub teacher_url: String,
    /// The projector's page (the teacher's token in it).
    pub screen_url: String,
    /// An open quiz taken up again: its title and how many students had joined.
    pub resumed: Option<(String, usize)>,
    pub notes: Vec<crate::store::Note>,
    listener: TcpListener,
    app: Arc<App>,
    /// Held while serving: a second server on the same database refuses to start.
    _lock: File,
}

/// What every request shares.
pub(crate) struct App {
    pub(crate) class: Mutex<Class>,
    pub(crate) writer: writer::Writer,
    pub(crate) questions: Vec<Question>,
    pub(crate) forced_lang: Option<Lang>,
    pub(crate) default_lang: Lang,
    pub(crate) students_url: String,
    /// The students' address as a QR code (SVG), for the projector.
    pub(crate) qr_svg: String,
    pub(crate) guard: guard::Guard,
}

impl App {
    /// The quiz's items, in order, from the bank.
    pub(crate) fn items(&self, ids: &[String]) -> Result<Vec<&Question>, ClassError> {
        find_items(&self.questions, ids)
    }
}

fn find_items<'a>(
    questions: &'a [Question],
    ids: &[String],
) -> Result<Vec<&'a Question>, ClassError> {
    ids.iter()
        .map(|id| {
            questions
                .iter()
                .find(|q| &q.id == id)
                .ok_or_else(|| ClassError::MissingItem(id.clone()))
        })
        .collect()
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

/// Takes the database for this server alone: a lock file beside it, held while the
/// server runs (the lock goes with the process, however it ends).
fn lock_database(db: &Path) -> Result<File, ServeError> {
    let mut name = db.as_os_str().to_owned();
    name.push(".serve-lock");
    let file = File::options()
        .create(true)
        .truncate(false)
        .write(true)
        .open(PathBuf::from(name))?;
    match file.try_lock() {
        Ok(()) => Ok(file),
        Err(std::fs::TryLockError::WouldBlock) => Err(ServeError::Busy(db.to_path_buf())),
        Err(std::fs::TryLockError::Error(e)) => Err(e.into()),
    }
}

/// The students' address as a QR code in SVG.
fn qr_svg(url: &str) -> String {
    use qrcode::render::svg;
    qrcode::QrCode::new(url.as_bytes())
        .map(|code| {
            code.render::<svg::Color<'_>>()
                .min_dimensions(240, 240)
                .quiet_zone(true)
                .build()
        })
        .unwrap_or_default()
}

/// Opens the database, takes up the open quiz or starts one, and binds the port.
pub fn prepare(config: Config) -> Result<Prepared, ServeError> {
    if let Some(dir) = config.db.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)?;
    }
    let lock = lock_database(&config.db)?;
    let (store, notes) = Store::open_file(&config.db)?;
    let stored = if config.fresh {
        None
    } else {
        store.open_classroom()?
    };
    let (mut class, resumed) = match stored {
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
    let screen_url = format!("{base}/screen?token={}", class.teacher_token);
    let forced_lang = class.settings.lang;
    // Every item of the quiz must be in the bank before anyone joins; the class's own
    // draw is what the projector and the dashboard show.
    let items = find_items(&config.questions, &class.settings.items)?;
    for lang in Lang::ALL {
        let l = crate::i18n::Localizer::new(lang);
        let draw = crate::quiz::class::draw_paper(&items, class.settings.seed, 0, &l)?;
        class.draws.push((lang, draw));
    }
    let app = App {
        writer: writer::Writer::start(store),
        class: Mutex::new(class),
        questions: config.questions,
        forced_lang,
        default_lang: config.default_lang,
        qr_svg: qr_svg(&students_url),
        students_url: students_url.clone(),
        guard: guard::Guard::new(config.limits),
    };
    Ok(Prepared {
        students_url,
        teacher_url,
        screen_url,
        resumed,
        notes,
        listener,
        app: Arc::new(app),
        _lock: lock,
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
            guard::serve(listener, self.app.clone(), api::router(self.app)).await;
            Ok(())
        })
    }
}

impl Describe for ServeError {
    fn message(&self) -> Message {
        match self {
            ServeError::Store(inner) => inner.message(),
            ServeError::Class(inner) => inner.message(),
            ServeError::Bind { addr, error } if error.kind() == std::io::ErrorKind::AddrInUse => {
                Message::text("err-serve-port-busy").arg("port", addr.port())
            }
            ServeError::Bind { addr, error } => Message::text("err-serve-bind")
                .arg("addr", addr)
                .said("cause", error),
            ServeError::Busy(db) => Message::text("err-serve-busy").arg("db", db.display()),
            ServeError::Io(error) => Message::text("err-serve-stopped").said("cause", error),
        }
    }
}
