//! Papillon in the browser (issue 51): the same commands as the desktop app, by name,
//! over the same engines and the same store, here on SQLite in the origin private file
//! system (OPFS). The front end's dedicated Web Worker (`ui/src/web/worker.ts`) loads
//! this module through its wasm-bindgen glue and calls:
//!
//! - [`start`]`(dbName)` once: the OPFS pool installed, the database opened and upgraded
//!   by the same migrations as on a desktop;
//! - [`call`]`(name, argsJson)` for every command: the arguments as the front end sends
//!   them to Tauri (camelCase), the answer as JSON, or a thrown JSON `CommandError`
//!   (`papillon_app_core::dispatch`).
//!
//! Everything runs in the worker, so the page never waits while the computer thinks.
//! On any other target this crate is empty.

#[cfg(all(target_family = "wasm", target_os = "unknown"))]
mod browser;

#[cfg(all(target_family = "wasm", target_os = "unknown"))]
pub use browser::{call, start};
