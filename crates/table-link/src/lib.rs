//! The table link: everyone at the table follows the game live on their own phone, by
//! opening a link (or scanning its QR code) in any browser — nothing to install, no
//! account, no internet.
//!
//! The host (the app, or `papillon share`) starts a [`Share`] on an address of the local
//! network; it serves one read-only guest page from this crate's own files, under a path
//! holding an unguessable [`Token`] (128 random bits). The host publishes the table as a
//! JSON snapshot after every tap ([`Share::publish`]); each guest's page receives it by
//! server-sent events within milliseconds and reconnects by itself after a drop. Nothing
//! here knows a game: the snapshot's shape is the store's (`papillon_store::share`), and
//! the page words it from the catalogue (`locales/*/table-link.ftl`, [`words`]).
//!
//! Guests may propose an entry for their own seat ([`Proposal`]); the host receives it
//! and is the only writer: it accepts (through its own checked path) or refuses.
//!
//! Security (`docs/table-link.md`): without the token, or with a stopped one, every
//! request gets the same plain 404; tokens are compared in constant time; connections per
//! guest address, request rate and body size are capped ([`Limits`]); a guest that stops
//! reading holds at most one snapshot and never slows the host (each guest reads the
//! latest snapshot from a `watch` channel, never a queue).

pub mod client;
mod kept;
mod limits;
mod pages;
mod proposals;
mod server;
mod token;
pub mod words;

pub use kept::KeptLink;
pub use limits::Limits;
pub use proposals::{EntryCheck, Proposal, Proposed};
pub use server::{Publisher, Setup, Share, ShareError};
pub use token::Token;
