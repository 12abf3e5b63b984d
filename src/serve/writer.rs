//! The one thread that writes to the database. Answers that arrive together are
//! committed together (one transaction, one sync), so two hundred students answering
//! at once wait for a few syncs rather than two hundred; each is told only once its
//! answer is on disk.

use std::sync::mpsc;

use tokio::sync::oneshot;

use crate::store::{ClassAnswer, Store};

type Task = Box<dyn FnOnce(&Store) + Send>;

enum Job {
    Answer(ClassAnswer, oneshot::Sender<Result<(), String>>),
    Other(Task),
}

/// At most this many answers in one transaction.
const BATCH: usize = 512;

#[derive(Clone)]
pub struct Writer {
    jobs: mpsc::Sender<Job>,
}

impl Writer {
    /// Starts the writing thread; it ends when every `Writer` is dropped.
    pub fn start(store: Store) -> Writer {
        let (jobs, queue) = mpsc::channel();
        std::thread::spawn(move || run(&store, &queue));
        Writer { jobs }
    }

    /// Records an answer; `Err` says why it is not on disk.
    pub async fn answer(&self, answer: ClassAnswer) -> Result<(), String> {
        let (tx, rx) = oneshot::channel();
        self.jobs
            .send(Job::Answer(answer, tx))
            .map_err(|_| "the database is closed".to_string())?;
        rx.await
            .unwrap_or_else(|_| Err("the database is closed".into()))
    }

    /// Runs `task` on the database, in order with the answers.
    pub async fn with<T: Send + 'static>(
        &self,
        task: impl FnOnce(&Store) -> T + Send + 'static,
    ) -> Result<T, String> {
        let (tx, rx) = oneshot::channel();
        let job = Job::Other(Box::new(move |store| {
            let _ = tx.send(task(store));
        }));
        self.jobs
            .send(job)
            .map_err(|_| "the database is closed".to_string())?;
        rx.await.map_err(|_| "the database is closed".to_string())
    }
}

fn run(store: &Store, queue: &mpsc::Receiver<Job>) {
    let mut batch = Vec::new();
    while let Ok(first) = queue.recv() {
        let mut next = Some(first);
        while let Some(job) = next.take() {
            match job {
                Job::Answer(answer, reply) => batch.push((answer, reply)),
                Job::Other(task) => {
                    flush(store, &mut batch);
                    task(store);
                }
            }
            if batch.len() >= BATCH {
                flush(store, &mut batch);
            }
            next = queue.try_recv().ok();
        }
        flush(store, &mut batch);
    }
}

type Pending = Vec<(ClassAnswer, oneshot::Sender<Result<(), String>>)>;

fn flush(store: &Store, batch: &mut Pending) {
    if batch.is_empty() {
        return;
    }
    let rows: Vec<ClassAnswer> = batch.iter().map(|(a, _)| a.clone()).collect();
    match store.record_class_answers(&rows) {
        Ok(()) => {
            for (_, reply) in batch.drain(..) {
                let _ = reply.send(Ok(()));
            }
        }
        // One bad row must not cost the others theirs: each alone.
        Err(_) => {
            for (answer, reply) in batch.drain(..) {
                let result = store
                    .record_class_answers(std::slice::from_ref(&answer))
                    .map_err(|e| e.to_string());
                let _ = reply.send(result);
            }
        }
    }
}
