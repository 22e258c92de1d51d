//! `papillon share GAME_ID --bind ADDR:PORT`: the table link from the terminal. Serves
//! one stored game to guests' browsers (the same server and page as the app's "Share
//! this table", `crates/table-link`), following the database: an entry saved by the app
//! or by `papillon games edit` reaches every guest within a tenth of a second. Prints
//! the guest's address and its token, then serves until stopped (Ctrl-C).
//!
//! The link is kept per game in the store's settings (`share.link.game.ID`, the same
//! key as the app's): sharing the game again, from here or from the app, keeps its
//! token and, when free, its port, so guests' pages find it again. `--new-link` makes
//! a fresh one, which revokes the old.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use papillon_store::GameId;
use table_link::{KeptLink, Setup, Share};

use crate::{Failure, store_cmd};

/// How often the database is read for a change.
const FOLLOW_EVERY: Duration = Duration::from_millis(100);

#[derive(clap::Args)]
pub struct ShareArgs {
    /// The stored game to share (its id, as `games list` shows it).
    #[arg(value_name = "GAME_ID")]
    game_id: i64,
    /// Where to listen: an address of this machine and a port (0: any free port). Only
    /// people who can reach that address and know the token can follow.
    #[arg(long, default_value = "127.0.0.1:0", value_name = "ADDR:PORT")]
    bind: SocketAddr,
    /// Print the address as one line of JSON (`{"url", "token", "address"}`).
    #[arg(long)]
    json: bool,
    /// A new link for this game: a fresh token (and port), so the old link no longer
    /// answers. Without it, the game's last link is kept.
    #[arg(long)]
    new_link: bool,
}

pub fn share(db: Option<PathBuf>, args: ShareArgs) -> Result<(), Failure> {
    let json = args.json;
    let fail = |what: String| Failure::new(what, json);
    let mut store = store_cmd::open(db, json)?;
    let game = GameId(args.game_id);
    let key = KeptLink::key("game", args.game_id);
    let first = store.shared_table(game).map_err(|e| fail(e.to_string()))?;
    let first = serde_json::to_value(first).map_err(|e| fail(e.to_string()))?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| fail(format!("cannot start the server's runtime: {e}")))?;
    let kept = match args.new_link {
        true => None,
        false => store
            .setting(&key)
            .map_err(|e| fail(e.to_string()))?
            .as_ref()
            .and_then(KeptLink::read),
    };
    runtime.block_on(async move {
        let share = Share::resume(args.bind, &first, kept.as_ref(), Setup::default())
            .await
            .map_err(|e| fail(e.to_string()))?;
        let link = serde_json::to_value(KeptLink::of(&share)).map_err(|e| fail(e.to_string()))?;
        store
            .set_setting(&key, &link)
            .map_err(|e| fail(e.to_string()))?;
        let url = format!("http://{}{}", share.address(), share.path());
        if json {
            // one line, so a script reads it before the server's long wait
            let said = serde_json::json!({
                "url": url,
                "token": share.token(),
                "address": share.address().to_string(),
            });
            outln!("{said}");
        } else {
            outln!("Sharing game {} at {url}", args.game_id);
            outln!("Anyone who can reach this address and has the token follows the game. Ctrl-C stops.");
        }
        crate::output::check(std::io::Write::flush(&mut std::io::stdout()));
        share
            .follow(FOLLOW_EVERY, move || {
                store
                    .shared_table(game)
                    .ok()
                    .and_then(|t| serde_json::to_value(t).ok())
            })
            .map_err(|e| fail(format!("cannot follow the database: {e}")))?;
        let _ = tokio::signal::ctrl_c().await;
        share.stop().await;
        Ok(())
    })
}
