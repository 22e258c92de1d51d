//! The server: the routes under `/t/{token}/`, the live snapshot, the proposals, and
//! starting and stopping.

use std::convert::Infallible;
use std::net::{IpAddr, SocketAddr};
use std::pin::pin;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::extract::{ConnectInfo, Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use futures_util::stream;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::sync::{mpsc, watch};
use tower::ServiceExt;

use crate::limits::{ConnectionSlot, Gate, Limits};
use crate::pages;
use crate::proposals::{Desk, EntryCheck, Proposed, Refusal};
use crate::token::Token;

/// How long live pages get, once the share stops, to receive its end.
const STOP_GRACE: Duration = Duration::from_millis(500);
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

/// Why a share ended, as its live pages are told (the event `end`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum End {
    /// *Stop sharing*: the link ends.
    Stopped,
    /// *New link*: this token is revoked; the table has a new one.
    NewLink,
}

impl End {
    fn word(self) -> &'static str {
        match self {
            End::Stopped => "stopped",
            End::NewLink => "new_link",
        }
    }
}

/// How a share starts: its token (one kept from an earlier share of the same game, so
/// guests' links survive a restart, or none for a fresh one), the seats that may
/// propose (0: proposals are off), the host's check of a proposed entry, the caps.
#[derive(Clone, Default)]
pub struct Setup {
    pub token: Option<Token>,
    pub seats: usize,
    pub check: Option<EntryCheck>,
    pub limits: Limits,
}

struct Shared {
    token: Token,
    /// Where the server listens: the only `Host` it answers.
    listening: SocketAddr,
    snapshot: watch::Receiver<Arc<String>>,
    /// Set when the share ends: every live page is told why, then ends.
    ending: watch::Receiver<Option<End>>,
    gate: Gate,
    desk: Desk,
}

/// A running share: its address and token, the snapshot guests see, the proposals.
pub struct Share {
    address: SocketAddr,
    token: Token,
    snapshot: Arc<watch::Sender<Arc<String>>>,
    ending: watch::Sender<Option<End>>,
    seats: watch::Sender<usize>,
    shared: Arc<Shared>,
    proposals: mpsc::Receiver<Proposed>,
    task: tokio::task::JoinHandle<()>,
}

impl Share {
    /// Listens on `bind` (port 0: any free port) with a fresh token and serves `first`
    /// to every guest until [`stop`](Share::stop). `seats`: how many seats a proposal
    /// may name; 0 turns proposals off. Must be called inside a Tokio runtime.
    pub async fn start(
        bind: SocketAddr,
        first: &serde_json::Value,
        seats: usize,
        limits: Limits,
    ) -> Result<Share, ShareError> {
        let setup = Setup {
            seats,
            limits,
            ..Setup::default()
        };
        Share::start_with(bind, first, setup).await
    }

    /// [`start`](Share::start), with a kept token and a check of proposed entries.
    pub async fn start_with(
        bind: SocketAddr,
        first: &serde_json::Value,
        setup: Setup,
    ) -> Result<Share, ShareError> {
        let token = match setup.token {
            Some(token) => token,
            None => Token::random().map_err(|e| ShareError::Randomness(e.to_string()))?,
        };
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
        let (ending, ending_rx) = watch::channel(None);
        let (seats_tx, seats_rx) = watch::channel(setup.seats);
        let (proposal_tx, proposal_rx) = mpsc::channel(setup.limits.pending_proposals.max(1));
        let shared = Arc::new(Shared {
            token: token.clone(),
            listening: address,
            snapshot: snapshot_rx,
            ending: ending_rx,
            gate: Gate::new(setup.limits),
            desk: Desk::new(proposal_tx, seats_rx, setup.check),
        });
        let app = Router::new()
            .fallback(route)
            .with_state(Arc::clone(&shared));
        let task = tokio::spawn(serve(listener, app, Arc::clone(&shared)));
        Ok(Share {
            address,
            token,
            snapshot: Arc::new(snapshot),
            ending,
            seats: seats_tx,
            shared,
            proposals: proposal_rx,
            task,
        })
    }

    /// Where it listens.
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// The token, as it appears in the guest's address (keep it to share the same game
    /// again under the same link: [`Setup::token`]).
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
            ending: self.ending.subscribe(),
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
    pub async fn proposal(&mut self) -> Option<Proposed> {
        self.proposals.recv().await
    }

    /// A proposal already waiting, if any.
    pub fn try_proposal(&mut self) -> Option<Proposed> {
        self.proposals.try_recv().ok()
    }

    /// The host answered proposal `id` (accepted or refused): its seat and its guest
    /// may propose again. False when it was not waiting.
    pub fn answer(&self, id: u64) -> bool {
        self.shared.desk.answer(id)
    }

    /// Stops serving: every live page is told the link ended (the event `end`,
    /// `stopped`) and stops retrying; the port closes, every connection is dropped (a
    /// stalled one too).
    pub async fn stop(self) {
        self.end(End::Stopped).await;
    }

    /// Stops serving because the host asked for a new link: live pages are told this
    /// one is revoked (`end`, `new_link`).
    pub async fn revoke(self) {
        self.end(End::NewLink).await;
    }

    async fn end(mut self, why: End) {
        self.ending.send_replace(Some(why));
        if tokio::time::timeout(STOP_GRACE * 4, &mut self.task)
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
    ending: watch::Receiver<Option<End>>,
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
        self.ending.borrow().is_some()
    }
}

impl Drop for Share {
    /// A share dropped without [`Share::stop`] stops too: its pages end, its port closes.
    fn drop(&mut self) {
        if self.ending.borrow().is_none() {
            self.ending.send_replace(Some(End::Stopped));
        }
    }
}

/// Resolves once the share ends.
async fn ended(ending: &mut watch::Receiver<Option<End>>) {
    let _ = ending.wait_for(Option::is_some).await.map(|_| ());
}

/// Accepts connections until the share stops: each starts among the strangers (see
/// [`Gate::connection`]: a newcomer closes the oldest stranger when their pool is
/// full) and joins the guests once it shows the token. On stop, live pages get
/// [`STOP_GRACE`] to receive their end, then every connection still open is dropped.
async fn serve(listener: tokio::net::TcpListener, app: Router, shared: Arc<Shared>) {
    let mut ending = shared.ending.clone();
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
            () = ended(&mut ending) => break,
        };
        // reap the connections that ended
        while open.try_join_next().is_some() {}
        let Some((slot, bell)) = shared.gate.connection(from.ip()) else {
            drop(socket);
            continue;
        };
        open.spawn(connection(
            socket,
            from,
            app.clone(),
            slot,
            bell,
            shared.ending.clone(),
        ));
    }
    drop(listener);
    let all = async { while open.join_next().await.is_some() {} };
    if tokio::time::timeout(STOP_GRACE * 2, all).await.is_err() {
        open.abort_all();
        while open.join_next().await.is_some() {}
    }
}

/// One connection, served by hyper (headers within the limits' time, a bounded buffer)
/// until it closes, its stranger's place is taken, its lifetime is over, or the share
/// ends (then gracefully: a live page receives its end first).
async fn connection(
    socket: tokio::net::TcpStream,
    from: SocketAddr,
    app: Router,
    slot: Arc<ConnectionSlot>,
    bell: Arc<tokio::sync::Notify>,
    mut ending: watch::Receiver<Option<End>>,
) {
    let limits = slot.limits();
    let held = Arc::clone(&slot);
    let service =
        hyper::service::service_fn(move |mut req: hyper::Request<hyper::body::Incoming>| {
            req.extensions_mut().insert(ConnectInfo(from));
            req.extensions_mut().insert(Arc::clone(&held));
            app.clone().oneshot(req.map(Body::new))
        });
    let served = hyper::server::conn::http1::Builder::new()
        .timer(TokioTimer::new())
        .header_read_timeout(limits.header_time)
        .max_buf_size(BUFFER_BYTES)
        .serve_connection(TokioIo::new(socket), service);
    let mut served = pin!(served);
    tokio::select! {
        _ = served.as_mut() => {}
        () = bell.notified() => {}
        () = tokio::time::sleep(limits.connection_lifetime) => {}
        () = ended(&mut ending) => {
            served.as_mut().graceful_shutdown();
            let _ = tokio::time::timeout(STOP_GRACE, served.as_mut()).await;
        }
    }
    drop(slot);
}

/// The one answer to anything that is not a valid request for a live share: no game,
/// no version, nothing to tell a wrong token from a stopped one. The connection is
/// closed after it, so a stranger cannot keep a place by asking again and again.
fn plain(status: StatusCode, text: &'static str) -> Response {
    let mut r = (status, text).into_response();
    guard_headers(&mut r);
    r.headers_mut()
        .insert(header::CONNECTION, HeaderValue::from_static("close"));
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

/// Whether the request names this server as the guest's address does: `Host` is the
/// address and port it listens on (any address literal with its port when it listens
/// on all of them). A name (`evil.example`, as in DNS rebinding) is never ours.
fn our_host(listening: SocketAddr, headers: &HeaderMap) -> bool {
    let Some(host) = headers.get(header::HOST).and_then(|h| h.to_str().ok()) else {
        return false;
    };
    let named = match host.parse::<SocketAddr>() {
        Ok(a) => a,
        // without a port, the default one
        Err(_) => match host
            .trim_start_matches('[')
            .trim_end_matches(']')
            .parse::<IpAddr>()
        {
            Ok(ip) => SocketAddr::new(ip, 80),
            Err(_) => return false,
        },
    };
    named.port() == listening.port()
        && (listening.ip().is_unspecified() || named.ip() == listening.ip())
}

/// The address, the token and the address's rate, checked first by every route: the
/// refusal, if any. A request that shows the token moves its connection among the
/// guests.
fn refused(s: &Shared, token: &str, req: &Request, ip: IpAddr) -> Option<Response> {
    if s.ending.borrow().is_some()
        || !our_host(s.listening, req.headers())
        || !s.token.matches(token)
    {
        return Some(plain(StatusCode::NOT_FOUND, "Not found"));
    }
    let promoted = req
        .extensions()
        .get::<Arc<ConnectionSlot>>()
        .is_some_and(|slot| slot.promote());
    if !promoted {
        return Some(plain(
            StatusCode::SERVICE_UNAVAILABLE,
            "Too many connections",
        ));
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

/// Every request: the address and the token first (nothing is parsed before them),
/// then the route. Any path, method or query that is not one of the page's gets the
/// same 404.
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
    if let Some(r) = refused(&s, token, &req, from.ip()) {
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
        (Method::POST, Some("propose")) => propose(&s, from, req).await,
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

/// The live page: the table as it is now, then each change; a guest that falls behind
/// skips to the latest. When the share ends, the event `end` says why (`stopped`,
/// `new_link`) and the stream closes, so the page stops retrying.
fn events(s: &Shared, from: SocketAddr) -> Response {
    let Some(slot) = s.gate.stream(from.ip()) else {
        return plain(StatusCode::TOO_MANY_REQUESTS, "Too many pages open");
    };
    let rx = s.snapshot.clone();
    let ending = s.ending.clone();
    let deadline = tokio::time::Instant::now() + s.gate.limits().stream_lifetime;
    let end = |why: End| Event::default().event("end").data(why.word());
    // the state: the snapshot, the share's end, the place, first event?, end sent?
    let live = stream::unfold(
        (rx, ending, slot, true, false),
        move |(mut rx, mut ending, slot, first, done)| async move {
            if done {
                return None;
            }
            let now = *ending.borrow();
            if let Some(why) = now {
                return Some((Ok(end(why)), (rx, ending, slot, false, true)));
            }
            if !first {
                tokio::select! {
                    changed = rx.changed() => changed.ok()?,
                    _ = ending.changed() => {
                        let why = (*ending.borrow()).unwrap_or(End::Stopped);
                        return Some((Ok(end(why)), (rx, ending, slot, false, true)));
                    }
                    () = tokio::time::sleep_until(deadline) => return None,
                }
            }
            let data = rx.borrow_and_update().clone();
            let event = Event::default().event("table").data(data.as_str());
            Some((
                Ok::<Event, Infallible>(event),
                (rx, ending, slot, false, false),
            ))
        },
    );
    let mut r = Sse::new(live)
        .keep_alive(KeepAlive::new().interval(Duration::from_secs(15)))
        .into_response();
    guard_headers(&mut r);
    r
}

/// A proposal's refusal, with its reason for the guest's page (`{"refused": …}`).
fn refusal(why: Refusal) -> Response {
    let mut r = (
        why.status(),
        axum::Json(serde_json::json!({"refused": why.code()})),
    )
        .into_response();
    guard_headers(&mut r);
    if matches!(why, Refusal::TooLarge | Refusal::TooSlow) {
        // its body was not read: the connection cannot serve another request
        r.headers_mut()
            .insert(header::CONNECTION, HeaderValue::from_static("close"));
    }
    r
}

/// A guest's proposal: refused at once when its `Content-Length` is over the cap, read
/// within the limits' time (else refused and the connection closed), then checked and
/// queued for the host (see [`Desk::offer`]).
async fn propose(s: &Shared, from: SocketAddr, req: Request) -> Response {
    if *s.desk.seats.borrow() == 0 {
        return plain(StatusCode::NOT_FOUND, "Not found");
    }
    let limits = s.gate.limits();
    let declared = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|n| n > limits.proposal_bytes as u64) {
        return refusal(Refusal::TooLarge);
    }
    // read no more than the cap (and one byte to know it was passed), in time
    let reading = axum::body::to_bytes(req.into_body(), limits.proposal_bytes + 1);
    let body = match tokio::time::timeout(limits.body_time, reading).await {
        Err(_) => return refusal(Refusal::TooSlow),
        Ok(Err(_)) => return refusal(Refusal::TooLarge),
        Ok(Ok(body)) => body,
    };
    if body.len() > limits.proposal_bytes {
        return refusal(Refusal::TooLarge);
    }
    match s.desk.offer(&body, from.ip(), &limits) {
        Ok(_) => {
            let mut r = (StatusCode::ACCEPTED, "Proposed").into_response();
            guard_headers(&mut r);
            r
        }
        Err(why) => refusal(why),
    }
}
