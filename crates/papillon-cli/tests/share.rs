//! `papillon share` as a script runs it, on loopback only: a stored game is served, a
//! guest's live page gets the table at once and an entry saved by another `papillon`
//! process within 300 ms; a wrong token gets a plain 404, an unknown game an error.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;
use table_link::client::{Guest, request};

fn papillon(db: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_papillon"))
        .arg("--db")
        .arg(db)
        .args(args)
        .env_remove("PAPILLON_DB")
        .output()
        .expect("run papillon")
}

fn example() -> PathBuf {
    [
        env!("CARGO_MANIFEST_DIR"),
        "..",
        "..",
        "examples",
        "four-players.json",
    ]
    .iter()
    .collect()
}

/// The sharing process, killed when the test ends (also on a failure).
struct Sharing(Child);

impl Drop for Sharing {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shared_game_reaches_a_guest_and_each_saved_entry_follows() {
    let dir = tempfile::tempdir().expect("dir");
    let db = dir.path().join("games.db");
    let added = papillon(
        &db,
        &["games", "add", example().to_str().expect("path"), "--json"],
    );
    assert!(
        added.status.success(),
        "{}",
        String::from_utf8_lossy(&added.stderr)
    );

    let unknown = papillon(&db, &["share", "99", "--json"]);
    assert!(!unknown.status.success());
    assert!(String::from_utf8_lossy(&unknown.stdout).contains("99"));

    let mut child = Command::new(env!("CARGO_BIN_EXE_papillon"))
        .arg("--db")
        .arg(&db)
        .args(["share", "1", "--bind", "127.0.0.1:0", "--json"])
        .env_remove("PAPILLON_DB")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .spawn()
        .expect("share");
    let stdout = child.stdout.take().expect("stdout");
    let _sharing = Sharing(child);
    let mut line = String::new();
    BufReader::new(stdout)
        .read_line(&mut line)
        .expect("the address");
    let said: Value = serde_json::from_str(&line).expect("json");
    let addr: SocketAddr = said["address"]
        .as_str()
        .expect("address")
        .parse()
        .expect("addr");
    assert!(addr.ip().is_loopback());
    let token = said["token"].as_str().expect("token").to_string();
    assert_eq!(token.len(), 32);
    assert_eq!(said["url"], format!("http://{addr}/t/{token}/"));

    let mut guest = Guest::open(addr, &format!("/t/{token}/events"))
        .await
        .expect("live page");
    let first = guest.next().await.expect("the table");
    assert_eq!(first["game"], "papillon");
    assert_eq!(first["revision"], 1);
    assert_eq!(first["players"].as_array().map(Vec::len), Some(4));
    // nothing but the table: no sheet, no hands
    let text = first.to_string();
    assert!(!text.contains("hands") && !text.contains("sheet"), "{text}");

    // an entry saved by another process reaches the guest within 300 ms of its saving
    let mut sheet: Value =
        serde_json::from_str(&std::fs::read_to_string(example()).expect("read")).expect("json");
    sheet["orange"]["hands"]["Ana"] = serde_json::json!(["E4", "F2"]);
    let edited = dir.path().join("edited.json");
    std::fs::write(&edited, sheet.to_string()).expect("write");
    let saved = papillon(
        &db,
        &[
            "games",
            "edit",
            "1",
            edited.to_str().expect("path"),
            "--json",
        ],
    );
    assert!(
        saved.status.success(),
        "{}",
        String::from_utf8_lossy(&saved.stderr)
    );
    let at = Instant::now();
    let next = guest
        .next_within(Duration::from_secs(5))
        .await
        .expect("the entry");
    assert_eq!(next["revision"], 2);
    assert!(
        at.elapsed() < Duration::from_millis(300),
        "{:?}",
        at.elapsed()
    );

    // a wrong token: the plain refusal
    let wrong = request(
        addr,
        "GET",
        "/t/00000000000000000000000000000000/events",
        b"",
    )
    .await
    .expect("an answer");
    assert_eq!(wrong.status, 404);
    assert_eq!(wrong.body, "Not found");
}

/// Starts `papillon share 1` with `extra` arguments: the process and its JSON line.
fn share(db: &Path, extra: &[&str]) -> (Sharing, Value) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_papillon"))
        .arg("--db")
        .arg(db)
        .args(["share", "1", "--json"])
        .args(extra)
        .env_remove("PAPILLON_DB")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .spawn()
        .expect("share");
    let stdout = child.stdout.take().expect("stdout");
    let sharing = Sharing(child);
    let mut line = String::new();
    BufReader::new(stdout)
        .read_line(&mut line)
        .expect("the address");
    (sharing, serde_json::from_str(&line).expect("json"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sharing_a_game_again_keeps_its_link_until_a_new_one_is_asked() {
    let dir = tempfile::tempdir().expect("dir");
    let db = dir.path().join("games.db");
    let added = papillon(
        &db,
        &["games", "add", example().to_str().expect("path"), "--json"],
    );
    assert!(added.status.success());
    let (first, said) = share(&db, &[]);
    drop(first);
    // the same game shared again (a restart): the same address, so open pages follow on
    let (again, kept) = share(&db, &[]);
    assert_eq!(kept["url"], said["url"]);
    let addr: SocketAddr = kept["address"]
        .as_str()
        .expect("address")
        .parse()
        .expect("addr");
    let old = format!("/t/{}/events", said["token"].as_str().expect("token"));
    let mut guest = Guest::open(addr, &old).await.expect("the kept link");
    assert_eq!(guest.next().await.expect("the table")["game"], "papillon");
    drop(guest);
    drop(again);
    // a new link: a fresh token, and the old one is refused
    let (_new, fresh) = share(&db, &["--new-link"]);
    assert_ne!(fresh["token"], said["token"]);
    let addr: SocketAddr = fresh["address"]
        .as_str()
        .expect("address")
        .parse()
        .expect("addr");
    let refused = request(addr, "GET", &old, b"").await.expect("an answer");
    assert_eq!(refused.status, 404);
}
