//! "Share this table": the table link from the app. One share at a time, of one game
//! kept at the table; the server (`crates/table-link`) runs on the app's Tokio runtime
//! and follows the store on a thread of its own, so no tap ever waits for a guest.
//! Off until a person asks; "Stop sharing" (or sharing another game) ends it. Each
//! game's link (token and port) is kept in the store's settings (`share.link.game.ID`,
//! as `papillon share` keeps it), so sharing the game again, after a restart of the app
//! too, gives guests' pages the same address; "New link" makes a fresh one and revokes
//! the old.

use std::net::{IpAddr, Ipv4Addr, SocketAddr, UdpSocket};
use std::sync::Arc;
use std::time::Duration;

use papillon_store::{GameId, PracticeId, Store};
use serde::{Deserialize, Serialize};
use table_link::{EntryCheck, KeptLink, Setup, Share};
use tauri::State;

use papillon_app_core::AppState;
use papillon_app_core::error::{CommandError, CommandResult, ErrorCode};
use papillon_app_core::messages::say;

/// How often the store is read for a change.
const FOLLOW_EVERY: Duration = Duration::from_millis(100);

/// What is shared: a game kept at the table, or a game of the Papillon of 1756 against
/// the computer, seen as a spectator (the open table and the counts, never a hand).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(tag = "kind", content = "id", rename_all = "snake_case")]
pub enum ShareTarget {
    Game(i64),
    ClassicPlay(i64),
}

impl ShareTarget {
    /// What guests see of it now; `proposals` tells their page it may propose.
    fn table(
        self,
        store: &Store,
        proposals: bool,
    ) -> Result<serde_json::Value, papillon_store::StoreError> {
        let value = match self {
            ShareTarget::Game(id) => serde_json::to_value(store.shared_table(GameId(id))?),
            ShareTarget::ClassicPlay(id) => {
                serde_json::to_value(store.shared_classic_play(PracticeId(id))?)
            }
        };
        let mut value = value.map_err(|e| papillon_store::StoreError::Damaged(e.to_string()))?;
        if let Some(map) = value.as_object_mut() {
            map.insert("proposals".into(), proposals.into());
        }
        Ok(value)
    }

    /// The settings key this target's link is kept under.
    fn link_key(self) -> String {
        match self {
            ShareTarget::Game(id) => KeptLink::key("game", id),
            ShareTarget::ClassicPlay(id) => KeptLink::key("classic_play", id),
        }
    }

    /// How many seats may propose: every player of a modern Papillon score sheet (the
    /// only entry a guest may propose is their own count of blue cards); none otherwise.
    fn proposing_seats(self, store: &Store) -> usize {
        match self {
            ShareTarget::Game(id) => match store.game_type(GameId(id)) {
                Ok(papillon_store::GameType::Papillon) => store
                    .shared_table(GameId(id))
                    .map(|t| t.players.len())
                    .unwrap_or(0),
                _ => 0,
            },
            ShareTarget::ClassicPlay(_) => 0,
        }
    }
}

/// What a guest may propose for their own seat, checked before the host sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(tag = "edit", rename_all = "snake_case", deny_unknown_fields)]
pub enum ProposedEntry {
    /// "I captured this many blue cards" (the blue round's count for the seat).
    SetBlueCount { cards: u8 },
}

/// The server's check of a proposed entry before it is queued: only a
/// [`ProposedEntry`] (else the guest is told the table does not take it).
fn entry_check() -> EntryCheck {
    Arc::new(|entry: &serde_json::Value| {
        serde_json::from_value::<ProposedEntry>(entry.clone()).is_ok()
    })
}

/// A guest's proposal waiting for the host's answer.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct PendingProposal {
    pub id: u32,
    pub seat: usize,
    /// The seat's name when the proposal came.
    pub player: String,
    pub entry: ProposedEntry,
    /// The seat's blue count when the proposal came: accepted only while it is the same
    /// (a tap since on that count makes the proposal stale).
    #[serde(skip)]
    before: Option<i64>,
    /// Its number on the server, which holds its seat and its guest until answered.
    #[serde(skip)]
    link: u64,
}

/// Proposal numbers, unique for the app's whole run (an answer never reaches a
/// proposal of another share).
static PROPOSAL_IDS: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(1);

/// A seat's name and blue count on the sheet now.
fn seat_now(store: &Store, game: i64, seat: usize) -> Option<(String, Option<i64>)> {
    let table = store.shared_table(GameId(game)).ok()?;
    let line = table.lines.get(seat)?;
    Some((line.player.clone(), line.blue_cards))
}

/// The table link's part of the app's state, managed by Tauri beside the core's
/// [`AppState`] (which knows nothing of servers): the share now running, if any (one at a
/// time), and where the table link listens.
pub struct ShareState {
    active: tokio::sync::Mutex<Option<ActiveShare>>,
    /// The device's address on the local network, unless set (tests keep it on loopback).
    bind: Option<SocketAddr>,
}

impl ShareState {
    /// No share running; the table link listens where `PAPILLON_SHARE_BIND` says, else
    /// on the device's local network address.
    pub fn new() -> ShareState {
        ShareState {
            active: tokio::sync::Mutex::default(),
            bind: bind_address(),
        }
    }

    /// The table link on another address: tests keep it on loopback (`127.0.0.1:0`).
    pub fn on(address: SocketAddr) -> ShareState {
        ShareState {
            active: tokio::sync::Mutex::default(),
            bind: Some(address),
        }
    }
}

impl Default for ShareState {
    fn default() -> ShareState {
        ShareState::new()
    }
}

/// The running share, held by the app.
struct ActiveShare {
    target: ShareTarget,
    share: Share,
    urls: Vec<String>,
    proposals: bool,
    /// Proposals checked and waiting for the host (at most [`PENDING`]).
    pending: Vec<PendingProposal>,
}

/// Proposals shown to the host at once; more wait in the server's queue, then are
/// refused there until the host answers.
const PENDING: usize = 16;

/// A QR code as its modules (dark or light), row by row, for the front end to draw.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct QrView {
    /// Modules on a side.
    pub size: u32,
    /// `size × size` modules, row by row: true is dark.
    pub dark: Vec<bool>,
}

/// A share as the screen shows it.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct ShareView {
    pub target: ShareTarget,
    /// The guests' addresses (the first one in the QR code).
    pub urls: Vec<String>,
    pub qr: QrView,
    /// Guests may propose their own count (a modern Papillon sheet).
    pub proposals: bool,
}

/// Where the app listens when told (`PAPILLON_SHARE_BIND`, e.g. `127.0.0.1:0` in the
/// tests); otherwise on the device's local network address, a port the system picks.
fn bind_address() -> Option<SocketAddr> {
    std::env::var("PAPILLON_SHARE_BIND")
        .ok()
        .and_then(|v| v.parse().ok())
}

/// The device's address on the local network, found by asking the system which address
/// it would send from (no packet leaves: a UDP socket only chooses a route on connect).
fn lan_address() -> Option<IpAddr> {
    let socket = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).ok()?;
    socket.connect((Ipv4Addr::new(192, 0, 2, 1), 9)).ok()?;
    let ip = socket.local_addr().ok()?.ip();
    (!ip.is_loopback() && !ip.is_unspecified()).then_some(ip)
}

/// The address guests use for a server listening on `address`.
fn urls(address: SocketAddr, path: &str) -> Vec<String> {
    vec![format!("http://{address}{path}")]
}

fn qr(text: &str) -> Option<QrView> {
    let code = qrcode::QrCode::new(text.as_bytes()).ok()?;
    let size = code.width() as u32;
    let dark = code
        .to_colors()
        .into_iter()
        .map(|c| c == qrcode::Color::Dark)
        .collect();
    Some(QrView { size, dark })
}

fn view(active: &ActiveShare) -> ShareView {
    let first = active.urls.first().cloned().unwrap_or_default();
    ShareView {
        target: active.target,
        qr: qr(&first).unwrap_or(QrView {
            size: 0,
            dark: Vec::new(),
        }),
        urls: active.urls.clone(),
        proposals: active.proposals,
    }
}

/// Starts sharing `target` under its kept link (a fresh one the first time), ending
/// any other share.
#[tauri::command]
pub async fn share_start(
    state: State<'_, AppState>,
    share: State<'_, ShareState>,
    target: ShareTarget,
) -> CommandResult<ShareView> {
    start(state.inner().clone(), &share, target, false).await
}

/// Shares `target` under a new link: the old one is revoked (its guests' pages say so)
/// and the new address replaces it in the QR code.
#[tauri::command]
pub async fn share_new_link(
    state: State<'_, AppState>,
    share: State<'_, ShareState>,
    target: ShareTarget,
) -> CommandResult<ShareView> {
    start(state.inner().clone(), &share, target, true).await
}

async fn start(
    state: AppState,
    shares: &ShareState,
    target: ShareTarget,
    new_link: bool,
) -> CommandResult<ShareView> {
    let lang = state.lang();
    let (first, seats, kept) = {
        let store = state.store()?;
        let seats = target.proposing_seats(&store);
        let first = target
            .table(&store, seats > 0)
            .map_err(|e| CommandError::store(lang, e))?;
        // the link of this game's last share, unless a new one is asked
        let kept = match new_link {
            true => None,
            false => store
                .setting(&target.link_key())
                .map_err(|e| CommandError::store(lang, e))?
                .as_ref()
                .and_then(KeptLink::read),
        };
        (first, seats, kept)
    };
    // the old share stops without holding the slot (the screen's looks go on); a new
    // link for the same game revokes the old one
    let old = shares.active.lock().await.take();
    if let Some(old) = old {
        if new_link && old.target == target {
            old.share.revoke().await;
        } else {
            old.share.stop().await;
        }
    }
    let bind = match shares.bind {
        Some(bind) => bind,
        None => match lan_address() {
            Some(ip) => SocketAddr::new(ip, 0),
            None => {
                return Err(CommandError::new(
                    ErrorCode::Invalid,
                    say(lang, "share-no-network", &[]),
                ));
            }
        },
    };
    let setup = Setup {
        seats,
        check: Some(entry_check()),
        ..Setup::default()
    };
    let share = Share::resume(bind, &first, kept.as_ref(), setup)
        .await
        .map_err(|e| {
            CommandError::new(
                ErrorCode::Invalid,
                say(
                    lang,
                    "share-cannot-start",
                    &[("reason", e.to_string().into())],
                ),
            )
        })?;
    // kept for this game's next share (after a restart of the app too)
    let link = serde_json::to_value(KeptLink::of(&share)).map_err(|e| {
        CommandError::store(lang, papillon_store::StoreError::Damaged(e.to_string()))
    })?;
    state
        .store()?
        .set_setting(&target.link_key(), &link)
        .map_err(|e| CommandError::store(lang, e))?;
    let follower = state.store_handle();
    share
        .follow(FOLLOW_EVERY, move || {
            let store = follower.lock().unwrap_or_else(|p| p.into_inner());
            target.table(&store, seats > 0).ok()
        })
        .map_err(|e| {
            CommandError::new(
                ErrorCode::Invalid,
                say(
                    lang,
                    "share-cannot-start",
                    &[("reason", e.to_string().into())],
                ),
            )
        })?;
    let active = ActiveShare {
        target,
        urls: urls(share.address(), &share.path()),
        share,
        proposals: seats > 0,
        pending: Vec::new(),
    };
    let shown = view(&active);
    let replaced = shares.active.lock().await.replace(active);
    if let Some(other) = replaced {
        // another start won the race: only the latest share runs
        other.share.stop().await;
    }
    Ok(shown)
}

/// Stops sharing: every guest's page says the link ended, the token is dead.
#[tauri::command]
pub async fn share_stop(share: State<'_, ShareState>) -> CommandResult<()> {
    let old = share.active.lock().await.take();
    if let Some(old) = old {
        old.share.stop().await;
    }
    Ok(())
}

/// The share running now, if any.
#[tauri::command]
pub async fn share_status(share: State<'_, ShareState>) -> CommandResult<Option<ShareView>> {
    Ok(share.active.lock().await.as_ref().map(view))
}

/// The guests' proposals waiting for an answer (the server checked their shape and holds
/// one per seat and per guest, so none replaces another; one for a seat the sheet no
/// longer has is dropped and its place freed).
#[tauri::command]
pub async fn share_proposals(
    state: State<'_, AppState>,
    share: State<'_, ShareState>,
) -> CommandResult<Vec<PendingProposal>> {
    let state = state.inner().clone();
    let mut slot = share.active.lock().await;
    let Some(active) = slot.as_mut() else {
        return Ok(Vec::new());
    };
    let ShareTarget::Game(game) = active.target else {
        return Ok(Vec::new());
    };
    while active.pending.len() < PENDING {
        let Some(proposed) = active.share.try_proposal() else {
            break;
        };
        let seat = proposed.proposal.seat;
        let entry = serde_json::from_value::<ProposedEntry>(proposed.proposal.entry);
        let now = seat_now(&*state.store()?, game, seat);
        let (Ok(entry), Some((player, before))) = (entry, now) else {
            active.share.answer(proposed.id);
            continue;
        };
        active.pending.push(PendingProposal {
            id: PROPOSAL_IDS.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            seat,
            player,
            entry,
            before,
            link: proposed.id,
        });
    }
    Ok(active.pending.clone())
}

/// The host's answer to proposal `id`: accepted, it is entered through the same checked
/// path as a tap, on the sheet as it stands (once: it leaves the list either way).
#[tauri::command]
pub async fn share_answer(
    state: State<'_, AppState>,
    share: State<'_, ShareState>,
    id: u32,
    accept: bool,
) -> CommandResult<()> {
    let state = state.inner().clone();
    let lang = state.lang();
    let (game, proposal) = {
        let mut slot = share.active.lock().await;
        let active = slot.as_mut();
        let found = active.and_then(|a| {
            let at = a.pending.iter().position(|p| p.id == id)?;
            let game = match a.target {
                ShareTarget::Game(g) => g,
                ShareTarget::ClassicPlay(_) => return None,
            };
            let proposal = a.pending.remove(at);
            // answered: its seat and its guest may propose again
            a.share.answer(proposal.link);
            Some((game, proposal))
        });
        found.ok_or_else(|| {
            CommandError::new(ErrorCode::Stale, say(lang, "share-no-proposal", &[]))
        })?
    };
    if !accept {
        return Ok(());
    }
    crate::ipc::blocking(&state, move |state| {
        let revision = state
            .store()?
            .shared_table(GameId(game))
            .map_err(|e| CommandError::store(state.lang(), e))?
            .revision;
        // made on the sheet the proposal was made for: the seat still that player's, its
        // count as it was (a tap on it since makes the proposal stale)
        let now = seat_now(&*state.store()?, game, proposal.seat);
        if now != Some((proposal.player.clone(), proposal.before)) {
            return Err(CommandError::new(
                ErrorCode::Stale,
                say(
                    lang,
                    "share-proposal-stale",
                    &[("name", proposal.player.clone().into())],
                ),
            ));
        }
        let edit = match proposal.entry {
            ProposedEntry::SetBlueCount { cards } => {
                papillon_core::entry::SheetEdit::SetBlueCount {
                    player: proposal.player.clone(),
                    cards: i64::from(cards),
                }
            }
        };
        papillon_app_core::commands::games::apply_edit(state, game, revision, edit).map(|_| ())
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_qr_code_holds_the_address_and_urls_name_the_listening_address() {
        let code = qr("http://192.168.1.20:41234/t/0123456789abcdef0123456789abcdef/").expect("qr");
        assert_eq!(code.dark.len() as u32, code.size * code.size);
        assert!(code.size >= 21);
        let loopback: SocketAddr = "127.0.0.1:5000".parse().expect("addr");
        assert_eq!(urls(loopback, "/t/x/"), ["http://127.0.0.1:5000/t/x/"]);
    }
}
