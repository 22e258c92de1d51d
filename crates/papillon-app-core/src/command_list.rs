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
            [commands::settings] save_settings,
            [commands::settings] save_location,
            [commands] list_players,
            [commands] add_player,
            [commands::teams] propose_teams,
            [commands::teams] compose_teams,
            [commands::games] create_game,
            [commands::games] game_view,
            [commands::games] record_entry,
            [commands::games] undo,
            [commands::games] redo,
            [commands::games] finish_game,
            [commands::dice] roll_start,
            [commands::dice] settle_tie,
            [commands::dice] roll_couteau,
            [commands::dice] roll_dice,
            [commands::dice] roll_teams,
            [commands::games] list_games,
            [commands::games] statistics,
            [commands::backup] export_backup,
            [commands::backup] import_backup,
            [commands::family] family_new,
            [commands::family] family_view,
            [commands::family] family_save,
            [commands::family] family_undo,
            [commands::family] family_redo,
            [commands::family] family_statistics,
            [commands::share] share_start,
            [commands::share] share_new_link,
            [commands::share] share_stop,
            [commands::share] share_status,
            [commands::share] share_proposals,
            [commands::share] share_answer,
            [play::commands] practice_prepare,
            [play::commands] practice_blue_choice,
            [play::practice] practice_new,
            [play::practice] practice_view,
            [play::practice] practice_play,
            [play::practice] practice_step,
            [play::practice] practice_take_back,
            [play::practice] practice_hint,
            [play::practice] practice_review,
            [play::practice] practice_list,
            [play::practice] practice_statistics,
            [play::practice] practice_replay,
            [play::practice] practice_next,
            [referee] referee_blue,
            [referee] referee_blue_group,
            [referee] referee_blue_check,
            [referee] referee_orange,
            [referee] referee_orange_check,
            [referee::classic] referee_classic,
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
