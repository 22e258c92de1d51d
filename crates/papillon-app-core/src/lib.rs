//! Papillon's app core: every command of the app as a plain synchronous function over
//! the app's state ([`AppState`]: the one store connection, the dice, the language),
//! with no window system, no async runtime and no thread of its own. The commands are
//! declared once in [`command_list`] and live in the module named after what they serve
//! ([`commands`] for score keeping, settings and backups, [`play`] for games against the
//! computer, [`referee`]); each takes the state and the front end's arguments and
//! returns the result or a typed [`CommandError`](error::CommandError).
//!
//! Two transports serve them: the Tauri app (`src-tauri`), whose commands are generated
//! from the same list and run these functions on a blocking thread, and the WebAssembly
//! build, which calls [`dispatch`] with a command's name and its arguments as the front
//! end sends them.

#[macro_use]
pub mod command_list;
pub mod commands;
pub mod dispatch;
pub mod error;
pub mod messages;
pub mod play;
pub mod referee;
pub mod signatures;
pub mod state;
pub mod view;

pub use dispatch::dispatch;
pub use state::AppState;
