//! The server: the routes under `/t/{token}/`, the live snapshot, the proposals queue,
//! and starting and stopping.

use std::convert::Infallible;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::extract::{ConnectInfo, Request, State};
use axum::http::{HeaderValue, Method, StatusCode, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use futures_util::stream;
use hyper_util::rt::{TokioIo, TokioTimer};
use serde::{Deserialize, Serialize};
use tokio::sync::{mpsc, watch};
use tower::ServiceExt;

use crate::limits::{Gate, Limits};
use crate::pages;
use crate::token::Token;

/// A live page ends after this long and reconnects by itself.
const STREAM_LIFETIME: Duration = Duration::from_secs(600);
/// A connection is closed after this long whatever it does, so a guest that stopped
/// reading (whose page the server can no longer write to) gives its place back.
const CONNECTION_LIFETIME: Duration = Duration::from_secs(660);
/// The most a connection's buffer holds.
const BUFFER_BYTES: usize = 16 * 1024;

/// Why a share cannot start or go on.
#[derive(Debug, thiserror::Error)]
pub enum ShareError {
    #[error("cannot listen on {address}: {source}")]
    Bind {
        address: SocketAddr,
        source: std::io::Error,
    },
    #[error("no randomness for the token: {0}")]
    Randomness(String),
    #[error("the snapshot cannot be written: {0}")]
    Snapshot(#[from] serde_json::Error),
}

/// An entry a guest proposes for their own seat; the host accepts or refuses it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Proposal {
    /// The guest's seat (counted from 0) among the snapshot's players.
    pub seat: usize,
    /// The entry, in the shape of the game's sheet; the host's engine checks it.
    pub entry: serde_json::Value,
}

/// The proposals' way to the host, and how many seats one may name.
type ProposalWay = (mpsc::Sender<(Proposal, IpAddr)>, watch::Receiver<usize>);

struct Shared {
    token: Token,
    snapshot: watch::Receiver<Arc<String>>,
    /// Turns true when the share stops: every live page ends.
    stopping: watch::Receiver<bool>,
    gate: Gate,
    /// Seats a proposal may name (the snapshot's players); `None`: proposals are off.
    proposals: Option<ProposalWay>,
}

/// A running share: its address and token, the snapshot guests see, the proposals.
pub struct Share {
    address: SocketAddr,
    token: Token,
    snapshot: Arc<watch::Sender<Arc<String>>>,
    stopping: watch::Sender<bool>,
    seats: watch::Sender<usize>,
    proposals: Option<mpsc::Receiver<(Proposal, IpAddr)>>,
    task: tokio::task::JoinHandle<()>,
}

impl Share {
    /// Listens on `bind` (port 0: any free port) and serves `first` to every guest until
    /// [`stop`](Share::stop). `seats`: how many seats a proposal may name; 0 turns
    /// proposals off. Must be called inside a Tokio runtime.
    pub async fn start(
        bind: SocketAddr,
        first: &serde_json::Value,
        seats: usize,
        limits: Limits,
    ) -> Result<Share, ShareError> {
        let token = Token::random().map_err(|e| ShareError::Randomness(e.to_string()))?;
        let listener = tokio::net::TcpListener::bind(bind)
            .await
            .map_err(|source| ShareError::Bind {
                address: bind,
                source,
            })?;
        let address = listener.local_addr().map_err(|source| ShareError::Bind {
            address: bind,
            source,
        })?;
        let (snapshot, snapshot_rx) = watch::channel(Arc::new(serde_json::to_string(first)?));
        let (stopping, stopping_rx) = watch::channel(false);
        let (seats_tx, seats_rx) = watch::channel(seats);
        let (proposal_tx, proposal_rx) = mpsc::channel(limits.pending_proposals.max(1));
        let shared = Arc::new(Shared {
            token: token.clone(),
            snapshot: snapshot_rx,
            stopping: stopping_rx,
            gate: Gate::new(limits),
            proposals: Some((proposal_tx, seats_rx)),
        });
        let app = Router::new()
            .fallback(route)
            .with_state(Arc::clone(&shared));
        let task = tokio::spawn(serve(listener, app, shared));
        Ok(Share {
            address,
            token,
            snapshot: Arc::new(snapshot),
            stopping,
            seats: seats_tx,
            proposals: Some(proposal_rx),
            task,
        })
    }

    /// Where it listens.
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// The token, as it appears in the guest's address.
    pub fn token(&self) -> String {
        self.token.hex()
    }

    /// The guest's path on this server: `/t/{token}/`.
    pub fn path(&self) -> String {
        format!("/t/{}/", self.token.hex())
    }

    /// Shows a new snapshot to every guest. Never waits: each guest reads the latest
    /// snapshot when its connection can take it.
    pub fn publish(&self, snapshot: &serde_json::Value) -> Result<(), ShareError> {
        self.publisher().publish(snapshot)
    }

    /// A handle that publishes from another thread, and knows when the share stopped.
    pub fn publisher(&self) -> Publisher {
        Publisher {
            snapshot: Arc::clone(&self.snapshot),
            stopping: self.stopping.subscribe(),
        }
    }

    /// Follows the host's table: every `every`, asks `table` for the snapshot (on a
    /// thread of its own, so a slow store never holds the server) and publishes it when
    /// it changed, until the share stops. `None`: nothing to show this time.
    pub fn follow(
        &self,
        every: Duration,
        mut table: impl FnMut() -> Option<serde_json::Value> + Send + 'static,
    ) -> std::io::Result<()> {
        let publisher = self.publisher();
        std::thread::Builder::new()
            .name("table-link-follow".into())
            .spawn(move || {
                while !publisher.stopped() {
                    if let Some(v) = table() {
                        let _ = publisher.publish(&v);
                    }
                    std::thread::sleep(every);
                }
            })
            .map(|_| ())
    }

    /// How many seats a proposal may name (0: proposals are refused).
    pub fn set_seats(&self, seats: usize) {
        self.seats.send_replace(seats);
    }

    /// The next proposal, waiting for one; `None` once the share stopped.
    pub async fn proposal(&mut self) -> Option<(Proposal, IpAddr)> {
        self.proposals.as_mut()?.recv().await
    }

    /// A proposal already waiting, if any.
    pub fn try_proposal(&mut self) -> Option<(Proposal, IpAddr)> {
        self.proposals.as_mut()?.try_recv().ok()
    }

    /// Stops serving: the port closes, every connection is dropped (a stalled one
    /// too), the token dies with the server.
    pub async fn stop(mut self) {
        self.stopping.send_replace(true);
        if tokio::time::timeout(Duration::from_secs(2), &mut self.task)
            .await
            .is_err()
        {
            self.task.abort();
        }
    }
}

/// Publishes snapshots to a share's guests from any thread.
#[derive(Clone)]
pub struct Publisher {
    snapshot: Arc<watch::Sender<Arc<String>>>,
    stopping: watch::Receiver<bool>,
}

impl Publisher {
    /// Shows `snapshot` to every guest when it differs from the one shown. Never waits.
    pub fn publish(&self, snapshot: &serde_json::Value) -> Result<(), ShareError> {
        let text = serde_json::to_string(snapshot)?;
        self.snapshot.send_if_modified(|shown| {
            if **shown == text {
                false
            } else {
                *shown = Arc::new(text);
                true
            }
        });
        Ok(())
    }

    /// The share stopped: nothing published reaches anyone any more.
    pub fn stopped(&self) -> bool {
        *self.stopping.borrow()
    }
}

impl Drop for Share {
    /// A share dropped without [`Share::stop`] stops too: its pages end, its port closes.
    fn drop(&mut self) {
        self.stopping.send_replace(true);
    }
}

/// Resolves once the share stops.
async fn stopped(stopping: &mut watch::Receiver<bool>) {
    let _ = stopping.wait_for(|s| *s).await.map(|_| ());
}

/// Accepts connections until the share stops, each within its address's and the
/// server's cap, then drops every one still open.
async fn serve(listener: tokio::net::TcpListener, app: Router, shared: Arc<Shared>) {
    let mut stopping = shared.stopping.clone();
    let mut open = tokio::task::JoinSet::new();
    loop {
        let (socket, from) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(pair) => pair,
                // a failed accept (no descriptor left, say): wait, the caps free some
                Err(_) => {
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = stopped(&mut stopping) => break,
        };
        // reap the connections that ended
        while open.try_join_next().is_some() {}
        let Some(slot) = shared.gate.connection(from.ip()) else {
            drop(socket);
            continue;
        };
        let app = app.clone();
        let header_time = shared.gate.limits().header_time;
        open.spawn(async move {
            let service = hyper::service::service_fn(
                move |mut req: hyper::Request<hyper::body::Incoming>| {
                    req.extensions_mut().insert(ConnectInfo(from));
                    app.clone().oneshot(req.map(Body::new))
                },
            );
            let connection = hyper::server::conn::http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(header_time)
                .max_buf_size(BUFFER_BYTES)
                .serve_connection(TokioIo::new(socket), service);
            let _ = tokio::time::timeout(CONNECTION_LIFETIME, connection).await;
            drop(slot);
        });
    }
    drop(listener);
    open.abort_all();
    while open.join_next().await.is_some() {}
}

/// The one answer to anything that is not a valid request for a live share: no game,
/// no version, nothing to tell a wrong token from a stopped one.
fn plain(status: StatusCode, text: &'static str) -> Response {
    let mut r = (status, text).into_response();
    guard_headers(&mut r);
    r
}

/// Headers on every answer: nothing cached, the token never sent on as a referrer.
fn guard_headers(r: &mut Response) {
    let h = r.headers_mut();
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
}

/// The token and the address's rate, checked first by every route: the refusal, if
/// any.
fn refused(s: &Shared, token: &str, ip: IpAddr) -> Option<Response> {
    if *s.stopping.borrow() || !s.token.matches(token) {
        return Some(plain(StatusCode::NOT_FOUND, "Not found"));
    }
    if !s.gate.request(ip) {
        return Some(plain(StatusCode::TOO_MANY_REQUESTS, "Too many requests"));
    }
    None
}

fn asset(content_type: &'static str, body: &'static str, csp: bool) -> Response {
    let mut r = body.into_response();
    r.headers_mut()
        .insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    if csp {
        r.headers_mut().insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(pages::CSP),
        );
    }
    guard_headers(&mut r);
    r
}

/// Every request: the token first (nothing is parsed before it), then the route. Any
/// path, method or query that is not one of the page's gets the same 404.
async fn route(
    State(s): State<Arc<Shared>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    req: Request,
) -> Response {
    let path = req.uri().path().to_string();
    let Some(rest) = path.strip_prefix("/t/") else {
        return plain(StatusCode::NOT_FOUND, "Not found");
    };
    let (token, tail) = match rest.split_once('/') {
        Some((token, tail)) => (token, Some(tail)),
        None => (rest, None),
    };
    if let Some(r) = refused(&s, token, from.ip()) {
        return r;
    }
    match (req.method().clone(), tail) {
        // the page's files are relative to its folder
        (Method::GET, None) => {
            let mut r = StatusCode::PERMANENT_REDIRECT.into_response();
            if let Ok(to) = HeaderValue::from_str(&format!("/t/{token}/")) {
                r.headers_mut().insert(header::LOCATION, to);
            }
            guard_headers(&mut r);
            r
        }
        (Method::GET, Some("")) => asset("text/html; charset=utf-8", pages::HTML, true),
        (Method::GET, Some("guest.js")) => {
            asset("text/javascript; charset=utf-8", pages::SCRIPT, false)
        }
        (Method::GET, Some("guest.css")) => asset("text/css; charset=utf-8", pages::STYLE, false),
        (Method::GET, Some("words")) => words(req.uri().query()),
        (Method::GET, Some("events")) => events(&s, from),
        (Method::POST, Some("propose")) => propose(&s, from, req.into_body()).await,
        _ => plain(StatusCode::NOT_FOUND, "Not found"),
    }
}

/// The page's words in the language its query asks for (`lang=fr`), English otherwise.
fn words(query: Option<&str>) -> Response {
    let tag = query
        .unwrap_or("")
        .split('&')
        .find_map(|pair| pair.strip_prefix("lang="))
        .unwrap_or("en");
    let mut r = axum::Json(crate::words::words(crate::words::Lang::of(tag))).into_response();
    guard_headers(&mut r);
    r
}

fn events(s: &Shared, from: SocketAddr) -> Response {
    let Some(slot) = s.gate.stream(from.ip()) else {
        return plain(StatusCode::TOO_MANY_REQUESTS, "Too many pages open");
    };
    let rx = s.snapshot.clone();
    let stopping = s.stopping.clone();
    let deadline = tokio::time::Instant::now() + STREAM_LIFETIME;
    // the first event is the snapshot as it is now, then each new one; a guest that
    // falls behind skips to the latest; the page ends when the share stops
    let live = stream::unfold(
        (rx, stopping, slot, true),
        move |(mut rx, mut stopping, slot, first)| async move {
            if *stopping.borrow() {
                return None;
            }
            if !first {
                tokio::select! {
                    changed = rx.changed() => changed.ok()?,
                    _ = stopping.changed() => return None,
                    _ = tokio::time::sleep_until(deadline) => return None,
                }
            }
            let data = rx.borrow_and_update().clone();
            let event = Event::default().event("table").data(data.as_str());
            Some((Ok::<Event, Infallible>(event), (rx, stopping, slot, false)))
        },
    );
    let mut r = Sse::new(live)
        .keep_alive(KeepAlive::new().interval(Duration::from_secs(15)))
        .into_response();
    guard_headers(&mut r);
    r
}

async fn propose(s: &Shared, from: SocketAddr, body: Body) -> Response {
    let Some((queue, seats)) = &s.proposals else {
        return plain(StatusCode::NOT_FOUND, "Not found");
    };
    let seats = *seats.borrow();
    if seats == 0 {
        return plain(StatusCode::NOT_FOUND, "Not found");
    }
    // read no more than the cap (and one byte to know it was passed)
    let limit = s.gate.limits().proposal_bytes;
    let Ok(body) = axum::body::to_bytes(body, limit + 1).await else {
        return plain(StatusCode::PAYLOAD_TOO_LARGE, "Too large");
    };
    if body.len() > limit {
        return plain(StatusCode::PAYLOAD_TOO_LARGE, "Too large");
    }
    let Ok(proposal) = serde_json::from_slice::<Proposal>(&body) else {
        return plain(StatusCode::BAD_REQUEST, "Not a proposal");
    };
    if proposal.seat >= seats {
        return plain(StatusCode::BAD_REQUEST, "No such seat");
    }
    match queue.try_send((proposal, from.ip())) {
        Ok(()) => plain(StatusCode::ACCEPTED, "Proposed"),
        Err(_) => plain(StatusCode::TOO_MANY_REQUESTS, "Too many proposals waiting"),
    }
}
