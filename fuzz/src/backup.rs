//! A backup import (issue 53, door 5), which also carries a practice game's saved moves
//! and every game's sheets and revisions: an import is either accepted, and what it
//! left exports and imports again into an empty store, or refused with at least one
//! problem in words, and the database file is then byte for byte what it was.
//!
//! Each input starts from the same database: a store holding a real backup (the
//! store's schema-6 fixture), closed (so SQLite folded its write-ahead log into the
//! file) and kept as bytes. The input's store is those bytes in a file of its own,
//! opened, given the import, and closed again before its bytes are compared.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use papillon_store::{Store, StoreError};

const FIXTURE: &str =
    include_str!("../../crates/papillon-store/tests/fixtures/schema6-backup.json");

struct Pristine {
    dir: PathBuf,
    bytes: Vec<u8>,
}

fn pristine() -> &'static Pristine {
    static PRISTINE: OnceLock<Pristine> = OnceLock::new();
    PRISTINE.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("papillon-fuzz-backup-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        let path = dir.join("pristine.db");
        let _ = std::fs::remove_file(&path);
        {
            let mut store = Store::open(&path).expect("a new store");
            store.import_json(FIXTURE).expect("the fixture imports");
        }
        let bytes = std::fs::read(&path).expect("the pristine database");
        Pristine { dir, bytes }
    })
}

fn clear(path: &Path) {
    for suffix in ["", "-wal", "-shm", "-journal"] {
        let mut name = path.as_os_str().to_owned();
        name.push(suffix);
        let _ = std::fs::remove_file(PathBuf::from(name));
    }
}

pub fn import(data: &[u8]) {
    let Some(text) = crate::text(data) else {
        return;
    };
    let pristine = pristine();
    let path = pristine.dir.join("input.db");
    clear(&path);
    std::fs::write(&path, &pristine.bytes).expect("the input's database");
    let outcome = {
        let mut store = Store::open(&path).expect("the pristine store opens");
        let outcome = store.import_json(text);
        if outcome.is_ok() {
            let export = store.export_json().expect("an accepted import exports");
            let mut fresh = Store::open_in_memory().expect("an empty store");
            fresh.import_json(&export).unwrap_or_else(|e| {
                panic!("what an accepted import left does not import again: {e}")
            });
        }
        outcome
    };
    match outcome {
        Ok(_) => {}
        Err(StoreError::Import(problems)) => {
            assert!(
                !problems.is_empty(),
                "an import refused with no problem named"
            );
            assert!(
                problems.iter().all(|p| !p.trim().is_empty()),
                "a problem without words"
            );
            let after = std::fs::read(&path).expect("the database after");
            assert!(
                after == pristine.bytes,
                "a refused import changed the database file"
            );
        }
        Err(other) => {
            panic!("an import failed with something other than the import's problems: {other}")
        }
    }
    clear(&path);
}
