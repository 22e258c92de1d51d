//! A link kept between shares of the same game, so guests' pages survive a restart of
//! the share or of the app: its token and its port, stored by the caller (the app and
//! `papillon share` keep it in the store's settings, one per game). *New link* is
//! simply a share started without it.

use std::net::SocketAddr;

use serde::{Deserialize, Serialize};

use crate::server::{Setup, Share, ShareError};
use crate::token::Token;

/// A share's link as the caller keeps it (JSON: `{"token": "…", "port": 41234}`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeptLink {
    /// The token's 32 lowercase hex digits.
    pub token: String,
    pub port: u16,
}

impl KeptLink {
    /// The settings key a game's link is kept under: `share.link.{kind}.{id}`.
    pub fn key(kind: &str, id: i64) -> String {
        format!("share.link.{kind}.{id}")
    }

    /// A kept link read back from the store: `None` when it is not one (hand-edited,
    /// written by another version), and the share starts with a fresh link.
    pub fn read(value: &serde_json::Value) -> Option<KeptLink> {
        let kept: KeptLink = serde_json::from_value(value.clone()).ok()?;
        Token::from_hex(&kept.token).map(|_| kept)
    }

    /// This share's link, to keep.
    pub fn of(share: &Share) -> KeptLink {
        KeptLink {
            token: share.token(),
            port: share.address().port(),
        }
    }
}

impl Share {
    /// Starts sharing on `bind` under the kept link if any: its token, and its port
    /// when `bind` names none (port 0) and that port is free; otherwise any free port
    /// (the address changes: guests scan again). Without a kept link, a fresh token.
    pub async fn resume(
        bind: SocketAddr,
        first: &serde_json::Value,
        kept: Option<&KeptLink>,
        mut setup: Setup,
    ) -> Result<Share, ShareError> {
        let Some(kept) = kept else {
            return Share::start_with(bind, first, setup).await;
        };
        setup.token = Token::from_hex(&kept.token);
        if bind.port() == 0 && kept.port != 0 {
            let at = SocketAddr::new(bind.ip(), kept.port);
            if let Ok(share) = Share::start_with(at, first, setup.clone()).await {
                return Ok(share);
            }
        }
        Share::start_with(bind, first, setup).await
    }
}
