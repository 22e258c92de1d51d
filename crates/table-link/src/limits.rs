//! What one guest address may take of the server: live connections at once, requests a
//! second, and the size of a proposal.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The caps (defaults for a table of friends on one Wi-Fi).
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// Live pages (event streams) open at once from one address.
    pub streams_per_address: usize,
    /// Live pages open at once in all.
    pub streams: usize,
    /// Requests from one address in one second (pages, words, proposals).
    pub requests_per_second: u32,
    /// The largest proposal, in bytes.
    pub proposal_bytes: usize,
    /// Proposals waiting for the host at once; more are refused until it answers.
    pub pending_proposals: usize,
    /// Connections open at once from one address (pages, their files, live pages).
    pub connections_per_address: usize,
    /// Connections open at once in all.
    pub connections: usize,
    /// Time a connection has to send a request's headers before it is dropped.
    pub header_time: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            streams_per_address: 6,
            streams: 64,
            requests_per_second: 20,
            proposal_bytes: 1024,
            pending_proposals: 16,
            connections_per_address: 16,
            connections: 256,
            header_time: Duration::from_secs(5),
        }
    }
}

#[derive(Default)]
struct Counts {
    streams: HashMap<IpAddr, usize>,
    total: usize,
    connections: HashMap<IpAddr, usize>,
    connections_total: usize,
    /// Requests in the current second, per address.
    window: HashMap<IpAddr, (Instant, u32)>,
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
            if let Some(n) = c.streams.get_mut(&self.ip) {
                *n = n.saturating_sub(1);
                if *n == 0 {
                    c.streams.remove(&self.ip);
                }
            }
        }
    }
}

/// An open connection's place, given back when it closes.
pub(crate) struct ConnectionSlot {
    gate: Gate,
    ip: IpAddr,
}

impl Drop for ConnectionSlot {
    fn drop(&mut self) {
        if let Ok(mut c) = self.gate.counts.lock() {
            c.connections_total = c.connections_total.saturating_sub(1);
            if let Some(n) = c.connections.get_mut(&self.ip) {
                *n = n.saturating_sub(1);
                if *n == 0 {
                    c.connections.remove(&self.ip);
                }
            }
        }
    }
}

impl Gate {
    /// A connection's place, or none when the address or the server has too many open.
    pub(crate) fn connection(&self, ip: IpAddr) -> Option<ConnectionSlot> {
        let mut c = self.counts.lock().ok()?;
        let mine = c.connections.get(&ip).copied().unwrap_or(0);
        if mine >= self.limits.connections_per_address
            || c.connections_total >= self.limits.connections
        {
            return None;
        }
        c.connections.insert(ip, mine + 1);
        c.connections_total += 1;
        Some(ConnectionSlot {
            gate: self.clone(),
            ip,
        })
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
        let now = Instant::now();
        if c.window.len() > 4096 {
            c.window
                .retain(|_, (t, _)| now.duration_since(*t) < Duration::from_secs(1));
        }
        let entry = c.window.entry(ip).or_insert((now, 0));
        if now.duration_since(entry.0) >= Duration::from_secs(1) {
            *entry = (now, 0);
        }
        entry.1 += 1;
        entry.1 <= self.limits.requests_per_second
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
