//! The clock the search's time budgets read: std's `Instant`, except in a browser
//! (wasm32-unknown-unknown), where std has no clock and panics, and the page's
//! `performance.now()` stands in (`web-time`). Issue 51: `hard`, `expert` and the hint
//! think in the web build's worker.

#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
pub use std::time::Instant;
#[cfg(all(target_family = "wasm", target_os = "unknown"))]
pub use web_time::Instant;
