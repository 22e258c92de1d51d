//! The crash test: a child process commits entries in a loop and is killed with
//! SIGKILL at random moments (PAPILLON_CRASH_KILLS times, default 200). After every
//! kill the database must open, pass `PRAGMA integrity_check`, and hold every entry
//! whose commit had returned — the child prints each one only after its commit.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use std::io::Read;
use std::process::{Command, Stdio};
use std::time::Duration;

use papillon_core::dice::seeded_rng;
use papillon_store::{GameFilter, Store};
use rand::RngExt;

#[test]
fn killed_writer_loses_nothing_committed() {
    let kills: u32 = std::env::var("PAPILLON_CRASH_KILLS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(200);
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("crash.db");
    let exe = env!("CARGO_BIN_EXE_papillon-store-crash-child");
    let mut rng = seeded_rng(20261121);
    let mut acknowledged: Option<u32> = None;
    let mut kills_after_commits = 0;
    for round in 0..kills {
        let mut child = Command::new(exe)
            .arg(&db)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start the child");
        // Early kills land while the database is being opened or migrated, later
        // ones in the middle of the commit loop.
        std::thread::sleep(Duration::from_micros(rng.random_range(0..40_000)));
        if let Some(status) = child.try_wait().expect("child status") {
            let mut err = String::new();
            child
                .stderr
                .take()
                .expect("stderr")
                .read_to_string(&mut err)
                .expect("read stderr");
            panic!("round {round}: the child stopped by itself ({status}): {err}");
        }
        child.kill().expect("SIGKILL the child");
        child.wait().expect("reap the child");
        let mut out = String::new();
        child
            .stdout
            .take()
            .expect("stdout")
            .read_to_string(&mut out)
            .expect("read stdout");
        let before = acknowledged;
        for line in out.lines() {
            let n: u32 = line.parse().expect("the child prints entry numbers");
            acknowledged = Some(n);
        }
        if acknowledged != before {
            kills_after_commits += 1;
        }

        let store = Store::open(&db).unwrap_or_else(|e| panic!("round {round}: reopen: {e}"));
        assert_eq!(
            store.integrity_check().expect("integrity check"),
            "ok",
            "round {round}"
        );
        let Some(last) = acknowledged else { continue };
        let game = store.list_games(&GameFilter::default()).expect("list")[0].id;
        let revisions = store.revisions(game).expect("revisions");
        assert!(
            revisions.len() as u32 > last,
            "round {round}: entry {last} was committed but the game has only {} revisions",
            revisions.len()
        );
        // Every acknowledged entry of this round is there, with its content.
        let first = before.map_or(1, |b| b + 1);
        for n in first..=last {
            let blue = revisions[n as usize]
                .sheet
                .blue
                .as_ref()
                .expect("blue entry");
            assert_eq!(
                blue.players["Ana"].cards,
                i64::from(n % 58),
                "round {round}: entry {n}"
            );
        }
    }
    assert!(
        kills_after_commits * 2 >= kills,
        "only {kills_after_commits} of {kills} kills came after commits; the test is not exercising the loop"
    );
}
