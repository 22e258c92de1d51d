//! Guests' proposals on their way to the host: checked, rated and held so that none can
//! be jammed. At most one waiting per address and one per seat (a waiting proposal is
//! never replaced: the host's Accept always finds the one it shows), one queued every
//! [`Limits::proposal_interval`] per address, and the entry's shape checked before it
//! is queued. Each refusal has a reason the guest's page words.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use axum::http::StatusCode;
use serde::{Deserialize, Serialize};
use tokio::sync::{mpsc, watch};

use crate::limits::Limits;

/// An entry a guest proposes for their own seat; the host accepts or refuses it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Proposal {
    /// The guest's seat (counted from 0) among the snapshot's players.
    pub seat: usize,
    /// The entry, in the shape of the game's sheet; the host's engine checks it.
    pub entry: serde_json::Value,
}

/// A proposal queued for the host: answer it by its `id` ([`crate::Share::answer`]),
/// which frees its seat and its guest's address for the next one.
#[derive(Debug, Clone, PartialEq)]
pub struct Proposed {
    pub id: u64,
    pub proposal: Proposal,
    pub from: IpAddr,
}

/// The host's check of an entry's shape, run before a proposal is queued: false and
/// the guest is told the table does not take it.
pub type EntryCheck = Arc<dyn Fn(&serde_json::Value) -> bool + Send + Sync>;

/// Why a proposal was not queued, as the guest's page reads it (`{"refused": …}`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Refusal {
    TooLarge,
    TooSlow,
    NotAProposal,
    NoSuchSeat,
    Entry,
    TooSoon,
    YoursWaiting,
    SeatWaiting,
    Full,
}

impl Refusal {
    pub(crate) fn status(self) -> StatusCode {
        match self {
            Refusal::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            Refusal::TooSlow => StatusCode::REQUEST_TIMEOUT,
            Refusal::NotAProposal | Refusal::NoSuchSeat => StatusCode::BAD_REQUEST,
            Refusal::Entry => StatusCode::UNPROCESSABLE_ENTITY,
            Refusal::YoursWaiting | Refusal::SeatWaiting => StatusCode::CONFLICT,
            Refusal::TooSoon | Refusal::Full => StatusCode::TOO_MANY_REQUESTS,
        }
    }

    pub(crate) fn code(self) -> &'static str {
        match self {
            Refusal::TooLarge => "too_large",
            Refusal::TooSlow => "too_slow",
            Refusal::NotAProposal => "not_a_proposal",
            Refusal::NoSuchSeat => "no_such_seat",
            Refusal::Entry => "entry",
            Refusal::TooSoon => "too_soon",
            Refusal::YoursWaiting => "yours_waiting",
            Refusal::SeatWaiting => "seat_waiting",
            Refusal::Full => "full",
        }
    }
}

#[derive(Default)]
struct Waiting {
    /// Queued and not yet answered: id, seat, address.
    open: Vec<(u64, usize, IpAddr)>,
    /// When each address last had a proposal queued.
    last: HashMap<IpAddr, Instant>,
    next: u64,
}

/// The server's side of the proposals: what is waiting, and the way to the host.
pub(crate) struct Desk {
    waiting: Mutex<Waiting>,
    queue: mpsc::Sender<Proposed>,
    /// Seats a proposal may name (the snapshot's players); 0: proposals are off.
    pub(crate) seats: watch::Receiver<usize>,
    check: Option<EntryCheck>,
}

impl Desk {
    pub(crate) fn new(
        queue: mpsc::Sender<Proposed>,
        seats: watch::Receiver<usize>,
        check: Option<EntryCheck>,
    ) -> Desk {
        Desk {
            waiting: Mutex::default(),
            queue,
            seats,
            check,
        }
    }

    /// Checks `body` and queues it for the host: its number, or why not.
    pub(crate) fn offer(&self, body: &[u8], from: IpAddr, limits: &Limits) -> Result<u64, Refusal> {
        let proposal: Proposal = serde_json::from_slice(body).map_err(|_| Refusal::NotAProposal)?;
        if proposal.seat >= *self.seats.borrow() {
            return Err(Refusal::NoSuchSeat);
        }
        if !proposal.entry.is_object() || self.check.as_ref().is_some_and(|c| !c(&proposal.entry)) {
            return Err(Refusal::Entry);
        }
        let mut w = self.waiting.lock().map_err(|_| Refusal::Full)?;
        let now = Instant::now();
        if w.last.len() > 4096 {
            let keep = limits.proposal_interval;
            w.last.retain(|_, t| now.duration_since(*t) < keep);
        }
        if w.last
            .get(&from)
            .is_some_and(|t| now.duration_since(*t) < limits.proposal_interval)
        {
            return Err(Refusal::TooSoon);
        }
        if w.open.iter().any(|(_, _, ip)| *ip == from) {
            return Err(Refusal::YoursWaiting);
        }
        if w.open.iter().any(|(_, seat, _)| *seat == proposal.seat) {
            return Err(Refusal::SeatWaiting);
        }
        if w.open.len() >= limits.pending_proposals.max(1) {
            return Err(Refusal::Full);
        }
        let id = w.next;
        let seat = proposal.seat;
        self.queue
            .try_send(Proposed { id, proposal, from })
            .map_err(|_| Refusal::Full)?;
        w.next += 1;
        w.open.push((id, seat, from));
        w.last.insert(from, now);
        Ok(id)
    }

    /// The host answered proposal `id`: true when it was still waiting.
    pub(crate) fn answer(&self, id: u64) -> bool {
        let Ok(mut w) = self.waiting.lock() else {
            return false;
        };
        let before = w.open.len();
        w.open.retain(|(open, _, _)| *open != id);
        w.open.len() < before
    }
}
