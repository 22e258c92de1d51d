//! The app's commands: every one of the app core's (`papillon_app_core::commands`,
//! re-exported here so a command's module is found at the same path), and the table
//! link's ([`share`]), which needs a server and is the desktop app's own.

pub use papillon_app_core::commands::*;

pub mod share;
