//! The browser's backup format is the desktop's (issue 51): the desktop store, filled as
//! the browser's store is in `tests/web.rs`, exports `fixtures/web-backup.json` byte for
//! byte, and imports it into a database file with every game, revision and statistic.
//!
//! `PAPILLON_WRITE_FIXTURE=1 cargo test -p papillon-store --test web_backup` rewrites the
//! fixture (after a change of the export format: then the browser's test checks the new
//! one).
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

mod common;
mod sample_backup;

use papillon_store::Store;

fn sample() -> Store {
    let mut store = Store::open_in_memory()
        .expect("store")
        .with_clock(sample_backup::clock);
    sample_backup::fill(&mut store);
    store
}

#[test]
fn the_desktop_exports_the_sample_as_the_fixture_the_browser_checks() {
    let text = sample().export_json().expect("export");
    if std::env::var_os("PAPILLON_WRITE_FIXTURE").is_some() {
        let path =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/web-backup.json");
        std::fs::write(path, &text).expect("write the fixture");
        return;
    }
    assert_eq!(
        text,
        sample_backup::FIXTURE,
        "the export changed: rewrite the fixture with PAPILLON_WRITE_FIXTURE=1"
    );
}

#[test]
fn the_browsers_backup_imports_into_a_desktop_database_file() {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("papillon.db");
    let mut desktop = Store::open(&path)
        .expect("open")
        .with_clock(sample_backup::clock);
    let summary = desktop.import_json(sample_backup::FIXTURE).expect("import");
    assert_eq!(
        (summary.games, summary.skipped, summary.sessions),
        (3, 0, 1)
    );
    assert_eq!(
        sample_backup::seen(&desktop),
        sample_backup::seen(&sample())
    );
    drop(desktop);
    // and it is in the file
    let reopened = Store::open(&path).expect("reopen");
    assert_eq!(
        sample_backup::seen(&reopened),
        sample_backup::seen(&sample())
    );
    assert_eq!(reopened.integrity_check().expect("check"), "ok");
}
