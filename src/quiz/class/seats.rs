//! Who may join, under which name: with a roster, its names only (matched ignoring
//! spaces, case and full-width letters), one seat each, and a seat taken again from
//! another browser only with the teacher's approval; without one, equal names are told
//! apart by a suffix.

use crate::rules::notation::fold_width;

use super::{Class, Request};

/// Requests to continue in another browser lapse after this many seconds.
const REQUEST_LIFETIME: u64 = 10 * 60;
/// At most this many requests wait at once.
const MAX_REQUESTS: usize = 100;

/// A name as seats compare it: no spaces, no case, half-width.
pub fn name_key(name: &str) -> String {
    name.chars()
        .filter(|c| !c.is_whitespace() && !crate::text::is_stripped(*c))
        .map(fold_width)
        .flat_map(char::to_lowercase)
        .collect()
}

/// Where a join goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Seat {
    /// A new student of this name.
    Free(String),
    /// The roster's seat is taken, by this student: the teacher must approve.
    Taken(usize),
    /// The roster does not have the name.
    NotOnRoster,
    /// Someone is joining under this name right now.
    Joining,
    /// The class is full.
    Full,
}

/// A student asking to continue in another browser.
#[derive(Debug, Clone, PartialEq)]
pub struct Rejoin {
    pub id: u32,
    /// What the asking browser holds to collect its token.
    pub secret: String,
    pub student: usize,
    pub asked: u64,
    /// The token handed over once the teacher approves.
    pub token: Option<String>,
}

impl Class {
    /// The seat a join under `typed` takes, with at most `cap` students; `suffix(n)`
    /// names the `n`-th student of an equal name (`李伟（2）`).
    pub fn seat(&self, typed: &str, cap: usize, suffix: impl Fn(usize) -> String) -> Seat {
        let key = name_key(typed);
        let seated = |k: &str| self.students.iter().position(|s| name_key(&s.name) == k);
        let joining = |k: &str| self.joining.iter().any(|j| j == k);
        if !self.settings.roster.is_empty() {
            let Some(name) = self.settings.roster.iter().find(|n| name_key(n) == key) else {
                return Seat::NotOnRoster;
            };
            return match seated(&key) {
                Some(i) => Seat::Taken(i),
                None if joining(&key) => Seat::Joining,
                None => Seat::Free(name.clone()),
            };
        }
        if self.students.len() + self.joining.len() >= cap {
            return Seat::Full;
        }
        let name = (1..)
            .map(|n| if n == 1 { typed.to_string() } else { suffix(n) })
            .find(|candidate| {
                let k = name_key(candidate);
                seated(&k).is_none() && !joining(&k)
            })
            .unwrap_or_default();
        Seat::Free(name)
    }

    /// Holds a seat while the join is written (so a second join cannot take it).
    pub fn hold(&mut self, name: &str) {
        self.joining.push(name_key(name));
    }

    /// Gives back a seat held for a join that failed.
    pub fn release(&mut self, name: &str) {
        let key = name_key(name);
        if let Some(at) = self.joining.iter().position(|j| *j == key) {
            self.joining.swap_remove(at);
        }
    }

    /// A request to continue as `student` in another browser; `None` when too many wait.
    pub fn request_rejoin(&mut self, student: usize, secret: String, now: u64) -> Option<u32> {
        self.requests
            .retain(|r| r.token.is_some() || r.asked + REQUEST_LIFETIME > now);
        if self.requests.len() >= MAX_REQUESTS {
            return None;
        }
        let id = self.requests.iter().map(|r| r.id).max().unwrap_or(0) + 1;
        self.requests.push(Rejoin {
            id,
            secret,
            student,
            asked: now,
            token: None,
        });
        Some(id)
    }

    /// The request a browser holds the secret of.
    pub fn rejoin(&self, secret: &str) -> Option<&Rejoin> {
        self.requests.iter().find(|r| r.secret == secret)
    }

    /// The student an open request `id` asks to continue as.
    pub fn approvable(&self, id: u32, now: u64) -> Option<usize> {
        self.requests
            .iter()
            .find(|r| r.id == id && r.token.is_none() && r.asked + REQUEST_LIFETIME > now)
            .map(|r| r.student)
    }

    /// The teacher approved request `id`: the seat's new token goes to the asking
    /// browser, and the old one stops working.
    pub fn hand_over(&mut self, id: u32, token: String) {
        let Some(request) = self.requests.iter_mut().find(|r| r.id == id) else {
            return;
        };
        let student = &mut self.students[request.student];
        self.by_token.remove(&student.token);
        self.by_token.insert(token.clone(), request.student);
        student.token = token.clone();
        request.token = Some(token);
    }

    /// With a roster: the names not joined, in the roster's order.
    pub(super) fn absent(&self) -> Vec<String> {
        self.settings
            .roster
            .iter()
            .filter(|n| {
                let key = name_key(n);
                !self.students.iter().any(|s| name_key(&s.name) == key)
            })
            .cloned()
            .collect()
    }

    pub(super) fn open_requests(&self, now: u64) -> Vec<Request> {
        self.requests
            .iter()
            .filter(|r| r.token.is_none() && r.asked + REQUEST_LIFETIME > now)
            .map(|r| Request {
                id: r.id,
                name: self.students[r.student].name.clone(),
                waiting: now.saturating_sub(r.asked),
            })
            .collect()
    }
}
