//! The app's own commands, declared once. Everything else is derived from this list:
//! the invoke handler (`lib.rs`, through [`app_commands!`]), the names
//! ([`COMMANDS`]), from which `build.rs` generates each command's permission and the
//! `app-commands` permission set that the one capability (`capabilities/main.json`)
//! grants, and a test (`tests/commands.rs`) holds the front end's calls in
//! `ui/src/api.ts` to the same names.
//!
//! `build.rs` includes this file as a module of its own, so it holds nothing but the
//! list.

/// Calls `$callback!` with every command, each as `[module path] name`.
#[macro_export]
macro_rules! app_commands {
    ($callback:ident) => {
        $callback! {
            [commands] app_start,
            [commands] save_settings,
            [commands] save_location,
            [commands] list_players,
            [commands] add_player,
            [commands] propose_teams,
            [commands] compose_teams,
            [commands] create_game,
            [commands] game_view,
            [commands] record_entry,
            [commands] undo,
            [commands] redo,
            [commands] finish_game,
            [commands] roll_start,
            [commands] settle_tie,
            [commands] roll_couteau,
            [commands] roll_dice,
            [commands] roll_teams,
            [commands] list_games,
            [commands] statistics,
            [commands] export_backup,
            [commands] import_backup,
            [play::commands] practice_prepare,
            [play::commands] practice_new,
            [play::commands] practice_view,
            [play::commands] practice_play,
            [play::commands] practice_step,
            [play::commands] practice_take_back,
            [play::commands] practice_hint,
            [play::commands] practice_blue_choice,
            [play::commands] practice_review,
            [play::commands] list_practice,
            [play::commands] practice_statistics,
            [referee] referee_blue,
            [referee] referee_blue_group,
            [referee] referee_blue_check,
            [referee] referee_orange,
            [referee] referee_orange_check,
            [referee] referee_recent,
            [referee] referee_forget,
        }
    };
}

/// The command names (what the front end invokes).
macro_rules! command_names {
    ($([$($module:ident)::+] $name:ident),* $(,)?) => {
        &[$(stringify!($name)),*]
    };
}

/// Every command's name, in the order of the list.
pub const COMMANDS: &[&str] = app_commands!(command_names);
