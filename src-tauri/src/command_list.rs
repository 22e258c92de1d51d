//! The desktop app's own commands, declared once: the table link's ([`share`]), which
//! need a server (`crates/table-link` on Tauri's Tokio runtime) and so stay out of the
//! app core. Every other command is the core's, declared once with its arguments and
//! result in `crates/papillon-app-core/src/command_list.rs`; the Tauri commands are
//! generated from that list (`ipc.rs`), and these are appended to it: in the invoke
//! handler, in the names ([`COMMANDS`](crate::COMMANDS)), and in `build.rs`, which
//! generates each command's permission and the `app-commands` set from both lists.
//!
//! `build.rs` includes this file as a module of its own, so it holds nothing but the
//! list.
//!
//! [`share`]: crate::commands::share

/// Calls `$callback!` with `$before` (any tokens), then every desktop command, each as
/// `[module path] name`.
#[macro_export]
macro_rules! desktop_commands {
    ($callback:ident $($before:tt)*) => {
        $callback! {
            $($before)*
            [commands::share] share_start,
            [commands::share] share_new_link,
            [commands::share] share_stop,
            [commands::share] share_status,
            [commands::share] share_proposals,
            [commands::share] share_answer,
        }
    };
}

/// The desktop commands' names.
macro_rules! desktop_names {
    ($([$($module:ident)::+] $name:ident),* $(,)?) => {
        &[$(stringify!($name)),*]
    };
}

/// The desktop app's own commands' names, in the order of the list.
pub const DESKTOP_COMMANDS: &[&str] = desktop_commands!(desktop_names);
