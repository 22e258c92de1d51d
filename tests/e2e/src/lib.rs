//! Nothing here: the end-to-end tests live in `tests/`, and run only through
//! `scripts/e2e.sh`, which builds the app and starts Xvfb and tauri-driver.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly
