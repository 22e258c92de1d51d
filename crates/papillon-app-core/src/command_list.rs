//! The app's commands, declared once, each with its arguments and its result.
//! Everything else is derived from this list: the Tauri commands and their invoke
//! handler (`src-tauri/src/ipc.rs`, through [`app_commands!`]), the WebAssembly build's
//! [`dispatch`](crate::dispatch()), the names ([`COMMANDS`]), from which
//! `src-tauri/build.rs` generates each command's permission and the `app-commands`
//! permission set that the one capability grants, and a test
//! (`src-tauri/tests/commands.rs`) that holds the front end's calls in `ui/src/api.ts`
//! to the same names. The table link's commands need a server and stay in the desktop
//! app (`src-tauri/src/command_list.rs` appends them).
//!
//! Each entry is `[module path] name(argument: Type, …) -> Result,`: the function
//! `crate::module::path::name(state: &AppState, argument: Type, …) ->
//! CommandResult<Result>`. The types are named as [`crate::signatures`] exports them.
//! The front end sends each argument under its name in camelCase (`system_language` as
//! `systemLanguage`), as Tauri reads them.
//!
//! `src-tauri/build.rs` includes this file as a module of its own, so it holds nothing
//! but the list.

/// Calls `$callback!` with every command, each as
/// `[module path] name(argument: Type, …) -> Result`.
#[macro_export]
macro_rules! app_commands {
    ($callback:ident) => {
        $callback! {
            [commands] app_start(system_language: Option<Lang>) -> Startup,
            [commands::settings] save_settings(
                settings: Settings,
                system_language: Option<Lang>,
            ) -> Settings,
            [commands::settings] save_location(location: Location) -> (),
            [commands] list_players() -> Vec<Player>,
            [commands] add_player(name: String) -> Player,
            [commands::teams] propose_teams(
                players: Vec<String>,
                options: RuleOptions,
            ) -> TeamProposal,
            [commands::teams] compose_teams(
                players: Vec<String>,
                options: RuleOptions,
                choice: TeamChoice,
            ) -> Vec<Vec<String>>,
            [commands::games] create_game(setup: NewGame) -> GameView,
            [commands::games] game_view(game: i64) -> GameView,
            [commands::games] record_entry(game: i64, revision: u32, edit: SheetEdit) -> GameView,
            [commands::games] undo(game: i64) -> GameView,
            [commands::games] redo(game: i64) -> GameView,
            [commands::games] finish_game(game: i64) -> GameView,
            [commands::dice] roll_start(game: i64, round: Round) -> RollOutcome,
            [commands::dice] settle_tie(game: i64, tie: Tie) -> RollOutcome,
            [commands::dice] roll_couteau(game: i64, player: String) -> RollOutcome,
            [commands::dice] roll_dice(game: Option<i64>) -> Throw,
            [commands::dice] roll_teams(players: Vec<String>) -> Contest<String>,
            [commands::games] list_games(filter: GameFilter) -> Vec<GameSummary>,
            [commands::games] statistics() -> Vec<PlayerStats>,
            [commands::games] ratings(game: GameType) -> Ladder,
            [commands::games] evening_story(session: i64) -> EveningStory,
            [commands::games] records(game: GameType) -> Records,
            [commands::games] pair_record(game: GameType, a: String, b: String) -> PairRecord,
            [commands::backup] export_backup() -> String,
            [commands::backup] export_backup_text() -> String,
            [commands::backup] import_backup(text: String) -> ImportSummary,
            [commands::family] family_new(sheet: FamilySheet) -> FamilyGameView,
            [commands::family] family_view(game: i64) -> FamilyGameView,
            [commands::family] family_save(
                game: i64,
                revision: u32,
                sheet: FamilySheet,
            ) -> FamilyGameView,
            [commands::family] family_undo(game: i64) -> FamilyGameView,
            [commands::family] family_redo(game: i64) -> FamilyGameView,
            [commands::family] family_statistics(game: GameType) -> Vec<PlayerStats>,
            [play::commands] practice_prepare(
                kind: GameKind,
                seats: Vec<PracticeSeat>,
            ) -> PracticeDeal,
            [play::commands] practice_blue_choice(
                id: i64,
                number: u32,
                card: String,
                chosen: Vec<String>,
            ) -> BlueChoice,
            [play::practice] practice_new(game: GameType, request: Value) -> PlayView,
            [play::practice] practice_view(id: i64) -> PlayView,
            [play::practice] practice_play(id: i64, number: u32, action: String) -> PlayView,
            [play::practice] practice_step(id: i64, number: u32) -> PlayView,
            [play::practice] practice_take_back(id: i64, moves: u32) -> PlayView,
            [play::practice] practice_hint(id: i64, number: u32) -> PlayHint,
            [play::practice] practice_review(id: i64, step: Option<u32>) -> PlayReview,
            [play::practice] practice_list(
                game: GameType,
                in_progress: bool,
                limit: u32,
            ) -> PlayList,
            [play::practice] practice_statistics(game: GameType) -> Vec<PracticeStats>,
            [play::practice] practice_ratings(game: GameType) -> Ladder,
            [play::practice] practice_replay(id: i64) -> PlayView,
            [play::practice] practice_next(id: i64) -> PlayView,
            [referee] referee_blue(request: BlueRequest) -> BlueAnswer,
            [referee] referee_blue_group(
                request: BlueRequest,
                played: Vec<String>,
                kind: PlayKind,
            ) -> Vec<RefereePlay>,
            [referee] referee_blue_check(
                request: BlueRequest,
                proposal: BlueProposalRequest,
            ) -> BlueVerdict,
            [referee] referee_orange(request: OrangeRequest) -> OrangeAnswer,
            [referee] referee_orange_check(
                request: OrangeRequest,
                proposal: OrangeProposal,
            ) -> OrangeVerdict,
            [referee::classic] referee_classic(
                request: ClassicRefereeRequest,
            ) -> ClassicRefereeAnswer,
            [referee] referee_recent(limit: Option<u32>) -> Vec<KeptPosition>,
            [referee] referee_forget(id: i64) -> (),
        }
    };
}

/// The command names (what the front end invokes).
macro_rules! command_names {
    ($([$($module:ident)::+] $name:ident($($arg:ident: $ty:ty),* $(,)?) -> $ret:ty),* $(,)?) => {
        &[$(stringify!($name)),*]
    };
}

/// Every command's name, in the order of the list.
pub const COMMANDS: &[&str] = app_commands!(command_names);
