//! The server: the routes under `/t/{token}/`, the live snapshot, the proposals queue,
//! and starting and stopping.

use std::convert::Infallible;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::body::Bytes;
use axum::extract::{ConnectInfo, DefaultBodyLimit, Path, Query, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use futures_util::stream;
use serde::{Deserialize, Serialize};
use tokio::sync::{mpsc, oneshot, watch};

use crate::limits::{Gate, Limits};
use crate::pages;
use crate::token::Token;

/// A live page ends after this long and reconnects by itself, so that a guest that
/// stopped reading gives its place back.
const STREAM_LIFETIME: Duration = Duration::from_secs(600);

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
    stop: Option<oneshot::Sender<()>>,
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
            .route("/t/{token}", get(page))
            .route("/t/{token}/", get(page))
            .route("/t/{token}/guest.js", get(script))
            .route("/t/{token}/guest.css", get(style))
            .route("/t/{token}/words", get(words))
            .route("/t/{token}/events", get(events))
            .route(
                "/t/{token}/propose",
                post(propose).layer(DefaultBodyLimit::max(limits.proposal_bytes)),
            )
            .fallback(not_found)
            .with_state(shared);
        let (stop, stopped) = oneshot::channel::<()>();
        let task = tokio::spawn(async move {
            let serve = axum::serve(
                listener,
                app.into_make_service_with_connect_info::<SocketAddr>(),
            )
            .with_graceful_shutdown(async move {
                let _ = stopped.await;
            });
            let _ = serve.await;
        });
        Ok(Share {
            address,
            token,
            snapshot: Arc::new(snapshot),
            stopping,
            seats: seats_tx,
            proposals: Some(proposal_rx),
            stop: Some(stop),
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

    /// Stops serving: every page's stream ends, the token dies with the server.
    pub async fn stop(mut self) {
        self.stopping.send_replace(true);
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        let _ = tokio::time::timeout(Duration::from_secs(5), &mut self.task).await;
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
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
    }
}

/// The one answer to anything that is not a valid request for a live share: no game,
/// no version, nothing to tell a wrong token from a stopped one.
async fn not_found() -> Response {
    plain(StatusCode::NOT_FOUND, "Not found")
}

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
    if !s.token.matches(token) {
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

type Guest = ConnectInfo<SocketAddr>;

async fn page(
    State(s): State<Arc<Shared>>,
    Path(token): Path<String>,
    ConnectInfo(from): Guest,
) -> Response {
    refused(&s, &token, from.ip())
        .unwrap_or_else(|| asset("text/html; charset=utf-8", pages::HTML, true))
}

async fn script(
    State(s): State<Arc<Shared>>,
    Path(token): Path<String>,
    ConnectInfo(from): Guest,
) -> Response {
    refused(&s, &token, from.ip())
        .unwrap_or_else(|| asset("text/javascript; charset=utf-8", pages::SCRIPT, false))
}

async fn style(
    State(s): State<Arc<Shared>>,
    Path(token): Path<String>,
    ConnectInfo(from): Guest,
) -> Response {
    refused(&s, &token, from.ip())
        .unwrap_or_else(|| asset("text/css; charset=utf-8", pages::STYLE, false))
}

#[derive(Deserialize)]
struct Lang {
    lang: Option<String>,
}

async fn words(
    State(s): State<Arc<Shared>>,
    Path(token): Path<String>,
    ConnectInfo(from): Guest,
    Query(q): Query<Lang>,
) -> Response {
    if let Some(r) = refused(&s, &token, from.ip()) {
        return r;
    }
    let lang = crate::words::Lang::of(q.lang.as_deref().unwrap_or("en"));
    let mut r = axum::Json(crate::words::words(lang)).into_response();
    guard_headers(&mut r);
    r
}

async fn events(
    State(s): State<Arc<Shared>>,
    Path(token): Path<String>,
    ConnectInfo(from): Guest,
) -> Response {
    if let Some(r) = refused(&s, &token, from.ip()) {
        return r;
    }
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

async fn propose(
    State(s): State<Arc<Shared>>,
    Path(token): Path<String>,
    ConnectInfo(from): Guest,
    body: Bytes,
) -> Response {
    if let Some(r) = refused(&s, &token, from.ip()) {
        return r;
    }
    let Some((queue, seats)) = &s.proposals else {
        return plain(StatusCode::NOT_FOUND, "Not found");
    };
    let seats = *seats.borrow();
    if seats == 0 {
        return plain(StatusCode::NOT_FOUND, "Not found");
    }
    if body.len() > s.gate.limits().proposal_bytes {
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
