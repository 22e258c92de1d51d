//! What the front end receives about a game: the store's detail plus what the engine
//! says is still to do (the running card count, the roll-offs, the Couteau Suisse
//! rolls and Papillon draws it is waiting for), in the app's language.

use papillon_core::card::DECK_SIZE;
use papillon_core::sheet::{BlueInput, SheetProgress};
use papillon_core::{SheetError, SheetInput, score_input};
use papillon_store::{GameDetail, SessionStandings, Store};
use serde::Serialize;

use crate::error::{CommandError, CommandResult};
use crate::messages::{self, Lang};

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct GameView {
    pub detail: GameDetail,
    /// The sides as names (each alone, or the teams).
    pub sides: Vec<Vec<String>>,
    pub blue: BlueTally,
    pub tours: TourTally,
    /// Faces already entered as often as they exist in the orange round (one per deck):
    /// the card picker shows them as unavailable.
    pub orange_exhausted: Vec<String>,
    /// What the sheet still lacks, in the app's language.
    pub missing: Vec<String>,
    /// Where the sheet stands, as the engine sees it: "complete" only with both rounds.
    pub progress: SheetProgress,
    pub prompts: Prompts,
    /// The evening this game belongs to, with everyone's running total.
    pub session: Option<SessionStandings>,
}

/// "Tour 1 of 2": how many tours this table's orange round has (the engine's count,
/// docs/rules.md §6.16: one per deal of the orange deck), how many are entered, and whether another
/// may be added under the chosen end of the round.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct TourTally {
    pub expected: usize,
    pub entered: usize,
    pub can_add: bool,
}

pub fn tour_tally(sheet: &SheetInput) -> TourTally {
    use papillon_core::sheet::OrangeEnd;
    let expected = papillon_core::sheet::orange_tours(sheet.players.len()).unwrap_or(0);
    let (entered, end) = sheet
        .orange
        .as_ref()
        .map_or((0, OrangeEnd::Normal), |o| (o.tours.len(), o.end));
    // in an apocalypse the blocked tour is not listed
    let max = match end {
        OrangeEnd::Apocalypse => expected.saturating_sub(1),
        OrangeEnd::Normal | OrangeEnd::Carnage => expected,
    };
    TourTally {
        expected,
        entered,
        can_add: entered < max,
    }
}

/// "58 cards: N left to assign".
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct BlueTally {
    pub deck: usize,
    pub entered: i64,
    pub left: i64,
}

#[derive(Debug, Clone, Default, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct Prompts {
    /// Most cards is tied between these sides: a roll-off is due.
    pub most_cards_tie: Option<Vec<Vec<String>>>,
    /// The best totals are tied (roll-off house rule): a roll-off is due.
    pub winner_tie: Option<Vec<Vec<String>>>,
    pub couteau_suisse: Vec<CouteauPrompt>,
    pub papillon_draw: Vec<PapillonPrompt>,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct CouteauPrompt {
    pub player: String,
    pub held: usize,
    pub rolled: usize,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct PapillonPrompt {
    pub player: String,
    pub expected: usize,
}

/// The prompts hidden in the engine's list of what is missing.
pub fn prompts(errors: &[SheetError]) -> Prompts {
    let mut prompts = Prompts::default();
    for error in errors {
        match error {
            SheetError::MostCardsTie { tied, .. } => prompts.most_cards_tie = Some(tied.clone()),
            SheetError::WinnerTie { tied, .. } => prompts.winner_tie = Some(tied.clone()),
            SheetError::CouteauSuisseRolls {
                player,
                held,
                rolled,
            } if rolled < held => prompts.couteau_suisse.push(CouteauPrompt {
                player: player.clone(),
                held: *held,
                rolled: *rolled,
            }),
            SheetError::PapillonDrawMissing { player, expected } => {
                prompts.papillon_draw.push(PapillonPrompt {
                    player: player.clone(),
                    expected: *expected,
                })
            }
            _ => {}
        }
    }
    prompts
}

pub fn blue_tally(sheet: &SheetInput) -> BlueTally {
    let blue = sheet.blue.as_ref();
    BlueTally {
        deck: DECK_SIZE,
        entered: blue.map_or(0, BlueInput::cards_entered),
        left: blue.map_or(DECK_SIZE as i64, BlueInput::cards_left),
    }
}

pub fn game_view(store: &Store, lang: Lang, game: i64) -> CommandResult<GameView> {
    let detail = store
        .game(papillon_store::GameId(game))
        .map_err(|e| CommandError::store(lang, e))?;
    let sheet = &detail.sheet;
    let sides = match sheet.check_setup() {
        Ok(setup) => setup.named_sides(&sheet.players),
        Err(_) => sheet.players.iter().map(|p| vec![p.clone()]).collect(),
    };
    // score_input, not validate: a tie of the best totals is only found by scoring
    let scored = score_input(sheet);
    let progress = SheetProgress::of(sheet, scored.is_ok());
    let (missing, prompts) = match scored {
        Ok(_) => (Vec::new(), Prompts::default()),
        Err(errors) => (
            errors
                .errors()
                .iter()
                .filter(|e| !matches!(e, SheetError::NoRound))
                .map(|e| messages::sheet_error(lang, e))
                .collect(),
            prompts(errors.errors()),
        ),
    };
    let session = match detail.summary.session {
        Some(id) => Some(
            store
                .session_standings(id)
                .map_err(|e| CommandError::store(lang, e))?,
        ),
        None => None,
    };
    Ok(GameView {
        blue: blue_tally(sheet),
        tours: tour_tally(sheet),
        orange_exhausted: papillon_core::entry::orange_exhausted_faces(sheet)
            .into_iter()
            .map(|f| f.notation())
            .collect(),
        sides,
        missing,
        progress,
        prompts,
        session,
        detail,
    })
}
