//! A game played in the terminal, saved in the store the app opens, move by move (one
//! transaction a move, as the app saves its own), and picked up again by `papillon play
//! --resume [ID]`.

use std::path::PathBuf;

use game_kit::practice::{PracticeKind, PracticeMove};
use papillon_store::{GameStatus, PracticeId, Store};

use crate::Failure;

/// Where a game at the terminal is saved, or why it is not.
pub(crate) struct Saver {
    store: Option<Store>,
    id: Option<PracticeId>,
    why_not: String,
}

impl Saver {
    /// Saves in `store`.
    pub fn into(store: Store) -> Saver {
        Saver {
            store: Some(store),
            id: None,
            why_not: String::new(),
        }
    }

    /// Saves nothing, and says why at the start.
    pub fn not(why: impl Into<String>) -> Saver {
        Saver {
            store: None,
            id: None,
            why_not: why.into(),
        }
    }

    /// A saved game, resumed.
    pub fn resuming(store: Store, id: PracticeId) -> Saver {
        Saver {
            store: Some(store),
            id: Some(id),
            why_not: String::new(),
        }
    }

    pub fn id(&self) -> Option<PracticeId> {
        self.id
    }

    pub fn why_not(&self) -> &str {
        &self.why_not
    }

    fn failed(e: impl std::fmt::Display, json: bool) -> Failure {
        Failure::new(
            format!("the game could not be saved, so it stops here: {e}"),
            json,
        )
    }

    /// A new game in the store (the next one of a sitting too).
    pub fn create<T: PracticeKind>(&mut self, setup: &T::Setup, json: bool) -> Result<(), Failure> {
        if let Some(store) = &mut self.store {
            let id = store
                .new_practice::<T>(setup, None)
                .map_err(|e| Saver::failed(e, json))?;
            self.id = Some(id);
        }
        Ok(())
    }

    /// Move `number` (from 1), made after `previous`, with the game's end if it ended it.
    pub fn save_move<T: PracticeKind>(
        &mut self,
        number: usize,
        previous: Option<&PracticeMove>,
        played: &PracticeMove,
        report: Option<T::Report>,
        json: bool,
    ) -> Result<(), Failure> {
        let (Some(store), Some(id)) = (&mut self.store, self.id) else {
            return Ok(());
        };
        let number = u32::try_from(number).map_err(|e| Saver::failed(e, json))?;
        store
            .practice_move::<T>(id, number, previous, played, report.as_ref())
            .map_err(|e| Saver::failed(e, json))
    }

    /// Keeps the first `keep` moves (a take-back).
    pub fn take_back<T: PracticeKind>(&mut self, keep: usize, json: bool) -> Result<(), Failure> {
        let (Some(store), Some(id)) = (&mut self.store, self.id) else {
            return Ok(());
        };
        let keep = u32::try_from(keep).map_err(|e| Saver::failed(e, json))?;
        store
            .practice_take_back::<T>(id, keep)
            .map_err(|e| Saver::failed(e, json))
    }
}

/// The saved game `--resume` names (`None`: the latest of this game still in progress),
/// with its setup and moves, refused when it is over or of another game.
pub(crate) fn load<T: PracticeKind>(
    db: Option<PathBuf>,
    id: Option<i64>,
    json: bool,
) -> Result<(Store, papillon_store::SavedPractice<T>), Failure> {
    let store = crate::store_cmd::open(db, json)?;
    let id = match id {
        Some(id) => PracticeId(id),
        None => store
            .resume_practice::<T>()
            .map_err(|e| Failure::new(e.to_string(), json))?
            .ok_or_else(|| {
                Failure::new(
                    format!(
                        "--resume: no game of {} against the computer is in progress in this store; `papillon play --game {}` starts one",
                        T::KEY,
                        T::KEY
                    ),
                    json,
                )
            })?,
    };
    let saved = store.practice::<T>(id).map_err(|e| {
        let other = store
            .practice_game_type(id)
            .map(|g| format!(" (game {id} is {})", g.as_sql()))
            .unwrap_or_default();
        Failure::new(format!("--resume {id}: {e}{other}"), json)
    })?;
    if saved.status == GameStatus::Finished {
        return Err(Failure::new(
            format!(
                "--resume {id}: that game is over and kept as it ended; `papillon play --game {}` starts a new one",
                T::KEY
            ),
            json,
        ));
    }
    Ok((store, saved))
}
