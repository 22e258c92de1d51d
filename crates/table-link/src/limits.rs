//! What one guest address may take of the server: connections (two pools: strangers,
//! which have not shown the token yet, and guests, which have), live pages, requests a
//! second, proposals and their bodies, and how long each may take.

use std::collections::{BTreeMap, HashMap};
use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tokio::sync::Notify;

/// The caps (defaults for a table of friends on one Wi-Fi). Every time is a field, so
/// tests run with short ones.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// Live pages (event streams) open at once from one address.
    pub streams_per_address: usize,
    /// Live pages open at once in all.
    pub streams: usize,
    /// Requests from one address in one second (pages, words, proposals).
    pub requests_per_second: u32,
    /// The largest proposal, in bytes: a longer `Content-Length` is refused at once.
    pub proposal_bytes: usize,
    /// Time a proposal's body has to arrive once its headers did.
    pub body_time: Duration,
    /// Proposals waiting for the host at once; more are refused until it answers.
    pub pending_proposals: usize,
    /// The shortest time between two proposals from one address.
    pub proposal_interval: Duration,
    /// Connections that showed the token, open at once from one address.
    pub connections_per_address: usize,
    /// Connections that showed the token, open at once in all.
    pub connections: usize,
    /// Connections that have not shown the token yet, from one address; a newer one
    /// from the same address closes the oldest.
    pub strangers_per_address: usize,
    /// Connections that have not shown the token yet, in all; when full, a newcomer
    /// closes the oldest of them, never a guest's.
    pub strangers: usize,
    /// New connections one address may open in a second; more are closed unanswered.
    pub connects_per_second: u32,
    /// Time a connection has to send a request's headers before it is dropped.
    pub header_time: Duration,
    /// A live page ends after this long (its browser reconnects by itself).
    pub stream_lifetime: Duration,
    /// A connection is closed after this long whatever it does.
    pub connection_lifetime: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            streams_per_address: 6,
            streams: 64,
            requests_per_second: 20,
            proposal_bytes: 1024,
            body_time: Duration::from_secs(3),
            pending_proposals: 16,
            proposal_interval: Duration::from_secs(2),
            connections_per_address: 16,
            connections: 256,
            strangers_per_address: 8,
            strangers: 32,
            connects_per_second: 16,
            header_time: Duration::from_secs(5),
            stream_lifetime: Duration::from_secs(600),
            connection_lifetime: Duration::from_secs(660),
        }
    }
}

/// Counts per address over one-second windows (requests, new connections).
#[derive(Default)]
struct Rate(HashMap<IpAddr, (Instant, u32)>);

impl Rate {
    /// Counts one more for `ip`: false when it is past `cap` this second.
    fn allow(&mut self, ip: IpAddr, cap: u32) -> bool {
        let now = Instant::now();
        if self.0.len() > 4096 {
            self.0
                .retain(|_, (t, _)| now.duration_since(*t) < Duration::from_secs(1));
        }
        let entry = self.0.entry(ip).or_insert((now, 0));
        if now.duration_since(entry.0) >= Duration::from_secs(1) {
            *entry = (now, 0);
        }
        entry.1 = entry.1.saturating_add(1);
        entry.1 <= cap
    }
}

fn take(map: &mut HashMap<IpAddr, usize>, ip: IpAddr) {
    if let Some(n) = map.get_mut(&ip) {
        *n = n.saturating_sub(1);
        if *n == 0 {
            map.remove(&ip);
        }
    }
}

#[derive(Default)]
struct Counts {
    streams: HashMap<IpAddr, usize>,
    total: usize,
    /// Connections that showed the token, per address, and in all.
    guests: HashMap<IpAddr, usize>,
    guests_total: usize,
    /// Connections that have not, oldest first (by their number), each with the bell
    /// that closes it.
    strangers: BTreeMap<u64, (IpAddr, Arc<Notify>)>,
    strangers_from: HashMap<IpAddr, usize>,
    next: u64,
    requests: Rate,
    connects: Rate,
}

impl Counts {
    /// Closes the oldest stranger (from `ip` only, if given).
    fn evict_oldest(&mut self, ip: Option<IpAddr>) {
        let oldest = self
            .strangers
            .iter()
            .find(|(_, (from, _))| ip.is_none_or(|ip| *from == ip))
            .map(|(id, _)| *id);
        if let Some((from, bell)) = oldest.and_then(|id| self.strangers.remove(&id)) {
            take(&mut self.strangers_from, from);
            bell.notify_one();
        }
    }
}

/// The running counts, shared by the server's handlers.
#[derive(Clone)]
pub(crate) struct Gate {
    limits: Limits,
    counts: Arc<Mutex<Counts>>,
}

/// A live stream's place, given back when its guest goes.
pub(crate) struct StreamSlot {
    gate: Gate,
    ip: IpAddr,
}

impl Drop for StreamSlot {
    fn drop(&mut self) {
        if let Ok(mut c) = self.gate.counts.lock() {
            c.total = c.total.saturating_sub(1);
            take(&mut c.streams, self.ip);
        }
    }
}

/// An open connection's place: among the strangers until it shows the token, then
/// among the guests; given back when it closes.
pub(crate) struct ConnectionSlot {
    gate: Gate,
    ip: IpAddr,
    id: u64,
    guest: AtomicBool,
}

impl ConnectionSlot {
    pub(crate) fn limits(&self) -> Limits {
        self.gate.limits
    }

    /// The connection showed the token: it moves to the guests' pool, where no stranger
    /// can close it. False when that pool is full for its address or in all.
    pub(crate) fn promote(&self) -> bool {
        if self.guest.load(Ordering::Acquire) {
            return true;
        }
        let limits = self.gate.limits;
        let Ok(mut c) = self.gate.counts.lock() else {
            return false;
        };
        let mine = c.guests.get(&self.ip).copied().unwrap_or(0);
        if mine >= limits.connections_per_address || c.guests_total >= limits.connections {
            return false;
        }
        // already closed by a newcomer: its end is on its way
        if c.strangers.remove(&self.id).is_none() {
            return false;
        }
        take(&mut c.strangers_from, self.ip);
        c.guests.insert(self.ip, mine + 1);
        c.guests_total += 1;
        self.guest.store(true, Ordering::Release);
        true
    }
}

impl Drop for ConnectionSlot {
    fn drop(&mut self) {
        if let Ok(mut c) = self.gate.counts.lock() {
            if self.guest.load(Ordering::Acquire) {
                c.guests_total = c.guests_total.saturating_sub(1);
                take(&mut c.guests, self.ip);
            } else if c.strangers.remove(&self.id).is_some() {
                take(&mut c.strangers_from, self.ip);
            }
        }
    }
}

impl Gate {
    /// A new connection's place among the strangers, and the bell that closes it when
    /// a newer stranger needs its place; none when its address connects too often.
    pub(crate) fn connection(&self, ip: IpAddr) -> Option<(Arc<ConnectionSlot>, Arc<Notify>)> {
        let limits = self.limits;
        let mut c = self.counts.lock().ok()?;
        if !c.connects.allow(ip, limits.connects_per_second) {
            return None;
        }
        if c.strangers_from.get(&ip).copied().unwrap_or(0) >= limits.strangers_per_address.max(1) {
            c.evict_oldest(Some(ip));
        }
        while c.strangers.len() >= limits.strangers.max(1) {
            c.evict_oldest(None);
        }
        let id = c.next;
        c.next += 1;
        let bell = Arc::new(Notify::new());
        c.strangers.insert(id, (ip, Arc::clone(&bell)));
        *c.strangers_from.entry(ip).or_insert(0) += 1;
        let slot = ConnectionSlot {
            gate: self.clone(),
            ip,
            id,
            guest: AtomicBool::new(false),
        };
        Some((Arc::new(slot), bell))
    }

    pub(crate) fn new(limits: Limits) -> Gate {
        Gate {
            limits,
            counts: Arc::default(),
        }
    }

    pub(crate) fn limits(&self) -> Limits {
        self.limits
    }

    /// Counts a request: false when the address asked too often this second.
    pub(crate) fn request(&self, ip: IpAddr) -> bool {
        let Ok(mut c) = self.counts.lock() else {
            return false;
        };
        c.requests.allow(ip, self.limits.requests_per_second)
    }

    /// A live stream's place, or none when the address or the server has too many.
    pub(crate) fn stream(&self, ip: IpAddr) -> Option<StreamSlot> {
        let mut c = self.counts.lock().ok()?;
        let mine = c.streams.get(&ip).copied().unwrap_or(0);
        if mine >= self.limits.streams_per_address || c.total >= self.limits.streams {
            return None;
        }
        c.streams.insert(ip, mine + 1);
        c.total += 1;
        Some(StreamSlot {
            gate: self.clone(),
            ip,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_newcomer_closes_the_oldest_stranger_never_a_guest() {
        let gate = Gate::new(Limits {
            strangers: 2,
            strangers_per_address: 2,
            connects_per_second: 100,
            ..Limits::default()
        });
        let a: IpAddr = "127.0.0.2".parse().expect("ip");
        let b: IpAddr = "127.0.0.3".parse().expect("ip");
        let (guest, guest_bell) = gate.connection(a).expect("place");
        assert!(guest.promote(), "showed the token");
        let (first, first_bell) = gate.connection(a).expect("place");
        let (_second, second_bell) = gate.connection(a).expect("place");
        // the pool of strangers is full: a third closes the oldest, the first
        let (_third, _) = gate.connection(b).expect("place");
        let rang = |bell: &Arc<Notify>| {
            let rt = tokio::runtime::Builder::new_current_thread()
                .enable_time()
                .build()
                .expect("runtime");
            rt.block_on(async {
                tokio::time::timeout(Duration::from_millis(10), bell.notified())
                    .await
                    .is_ok()
            })
        };
        assert!(rang(&first_bell));
        assert!(!rang(&second_bell));
        assert!(!rang(&guest_bell), "a guest is never closed for a stranger");
        assert!(
            !first.promote(),
            "closed: it cannot show the token any more"
        );
        drop(first);
        let c = gate.counts.lock().expect("lock");
        assert_eq!((c.strangers.len(), c.guests_total), (2, 1));
    }
}
