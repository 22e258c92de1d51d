//! The Tauri commands, generated from the app core's one list
//! (`papillon_app_core::command_list`): each `papillon_app_core::module::name(&state, …)`
//! as an async `#[tauri::command]` of the same name and arguments, run on a blocking
//! thread ([`blocking`]), and the invoke handler of them all and of the desktop's own
//! commands ([`crate::command_list`]).

use papillon_app_core::AppState;
use papillon_app_core::error::{CommandError, CommandResult, ErrorCode};
#[allow(unused_imports)]
use papillon_app_core::signatures::*;
use tauri::{Runtime, State};

/// Runs a command's work on a blocking thread (SQLite commits, an import, the dice, the
/// computer thinking): the async runtime's workers and the window never wait on it.
pub(crate) async fn blocking<T: Send + 'static>(
    state: &AppState,
    work: impl FnOnce(&AppState) -> CommandResult<T> + Send + 'static,
) -> CommandResult<T> {
    let state = state.clone();
    let lang = state.lang();
    tauri::async_runtime::spawn_blocking(move || work(&state))
        .await
        .map_err(|e| {
            CommandError::new(
                ErrorCode::Store,
                papillon_app_core::messages::internal_error(lang, &e.to_string()),
            )
        })?
}

/// One Tauri command per command of the core's list, and the invoke handler.
macro_rules! tauri_commands {
    ($([$($module:ident)::+] $name:ident($($arg:ident: $ty:ty),* $(,)?) -> $ret:ty),* $(,)?) => {
        $(
            #[tauri::command]
            async fn $name(state: State<'_, AppState>, $($arg: $ty),*) -> CommandResult<$ret> {
                blocking(&state, move |state| {
                    papillon_app_core::$($module)::+::$name(state, $($arg),*)
                })
                .await
            }
        )*

        /// The invoke handler of every command: the core's, then the desktop's own.
        pub(crate) fn handler<R: Runtime>()
        -> impl Fn(tauri::ipc::Invoke<R>) -> bool + Send + Sync + 'static {
            desktop_commands!(invoke_handler $($name,)* ;)
        }
    };
}

/// `generate_handler!` over the core's commands (here) and the desktop's (by path).
macro_rules! invoke_handler {
    ($($core:ident,)* ; $([$($module:ident)::+] $name:ident),* $(,)?) => {
        tauri::generate_handler![$($core,)* $(crate::$($module)::+::$name),*]
    };
}

papillon_app_core::app_commands!(tauri_commands);
