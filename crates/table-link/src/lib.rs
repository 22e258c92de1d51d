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
//! ([`Proposed`]) and is the only writer: it accepts (through its own checked path) or
//! refuses, and [`Share::answer`] frees the seat and the guest for the next one.
//!
//! Security (`docs/table-link.md`): without the token, with a stopped one, or under a
//! `Host` that is not the server's address, every request gets the same plain 404 and
//! its connection is closed; tokens are one written form, compared in constant time.
//! Connections that have not shown the token have a small pool of their own, where a
//! newcomer closes the oldest, so strangers cannot keep guests out; proposals are held
//! one per address and per seat, rated and checked before they are queued; bodies have
//! a size and a deadline ([`Limits`]). A guest that stops reading holds at most one
//! snapshot and never slows the host (each guest reads the latest snapshot from a
//! `watch` channel, never a queue). A link can be kept between shares ([`KeptLink`],
//! [`Share::resume`]); live pages are told when it ends.

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
