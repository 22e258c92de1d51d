//! What the app holds while it runs: the one store connection, the dice, the language
//! messages are given in, and where backups go.

use std::path::PathBuf;
use std::sync::{Arc, Mutex, MutexGuard};

use papillon_core::dice::{GameRng, seeded_rng};
use rand::RngExt;

/// Seeds travel to the front end as plain numbers: keep them exact there.
pub const SEED_BITS: u32 = 53;
use papillon_store::Store;

use crate::error::CommandError;
use crate::messages::Lang;

/// Shared by every command: cloning it is cheap (the store, the dice and the language
/// are behind `Arc`s), so the desktop app can hand it to a blocking thread.
#[derive(Clone)]
pub struct AppState {
    store: Arc<Mutex<Store>>,
    dice: Arc<Mutex<GameRng>>,
    lang: Arc<Mutex<Lang>>,
    pub db_path: PathBuf,
    pub backup_dir: PathBuf,
}

impl AppState {
    /// `seed`: the dice seed (tests pin it with PAPILLON_DICE_SEED); `None` draws one
    /// from the operating system.
    pub fn new(store: Store, db_path: PathBuf, backup_dir: PathBuf, seed: Option<u64>) -> AppState {
        let seed = seed.unwrap_or_else(rand::random);
        AppState {
            store: Arc::new(Mutex::new(store)),
            dice: Arc::new(Mutex::new(seeded_rng(seed))),
            lang: Arc::new(Mutex::new(Lang::default())),
            db_path,
            backup_dir,
        }
    }

    pub fn store(&self) -> Result<MutexGuard<'_, Store>, CommandError> {
        // A panic while holding the lock cannot leave a half-written entry (every write
        // is one transaction), so a poisoned lock is safe to take over.
        Ok(self.store.lock().unwrap_or_else(|p| p.into_inner()))
    }

    /// The store itself, for a thread that outlives a command (the desktop's table link
    /// follower holds this, not the whole state, so nothing keeps the share alive).
    pub fn store_handle(&self) -> Arc<Mutex<Store>> {
        Arc::clone(&self.store)
    }

    pub fn dice(&self) -> MutexGuard<'_, GameRng> {
        self.dice.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// A new deal's seed, drawn from the dice (so PAPILLON_DICE_SEED pins every game's
    /// deals), at most [`SEED_BITS`] bits.
    pub fn deal_seed(&self) -> u64 {
        self.dice().random::<u64>() >> (64 - SEED_BITS)
    }

    pub fn lang(&self) -> Lang {
        *self.lang.lock().unwrap_or_else(|p| p.into_inner())
    }

    pub fn set_lang(&self, lang: Lang) {
        *self.lang.lock().unwrap_or_else(|p| p.into_inner()) = lang;
    }
}
