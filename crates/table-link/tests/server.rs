//! The table link's server on loopback only (every test binds and connects to
//! 127.0.0.1): the first snapshot and each published one reach a guest; without the
//! token, with a wrong or a stopped one, nothing but the same plain 404; proposals
//! capped, checked and queued for the host; a flood of connections capped; a guest that
//! stops reading never slows the host. The client is a few lines of HTTP over a socket.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use table_link::client::{self, Answer, Guest};
use table_link::{Limits, Share};
use tokio::io::AsyncReadExt;

const LOOPBACK: &str = "127.0.0.1:0";

async fn request(addr: SocketAddr, method: &str, path: &str, body: &[u8]) -> Answer {
    client::request(addr, method, path, body)
        .await
        .expect("an answer")
}

async fn get(addr: SocketAddr, path: &str) -> Answer {
    request(addr, "GET", path, b"").await
}

async fn open(addr: SocketAddr, path: &str) -> Guest {
    Guest::open(addr, path).await.expect("a live page")
}

async fn start(first: Value, seats: usize, limits: Limits) -> Share {
    Share::start(LOOPBACK.parse().expect("addr"), &first, seats, limits)
        .await
        .expect("start")
}

#[tokio::test]
async fn a_guest_sees_the_table_then_every_change_within_300_ms() {
    let share = start(json!({"n": 0}), 0, Limits::default()).await;
    let addr = share.address();
    assert!(addr.ip().is_loopback());
    let page = get(addr, &share.path()).await;
    assert_eq!(page.status, 200);
    assert!(
        page.head
            .contains("content-security-policy: default-src 'none'"),
        "{}",
        page.head
    );
    assert!(page.head.contains("referrer-policy: no-referrer"));
    assert!(page.body.contains("guest.js"));
    let script = get(addr, &format!("{}guest.js", share.path())).await;
    assert!(script.head.contains("text/javascript"));
    let words = get(addr, &format!("{}words?lang=fr-FR", share.path())).await;
    let words: Value = serde_json::from_str(&words.body).expect("words");
    assert_eq!(words["tlLive"], "En direct");

    let mut guest = open(addr, &format!("{}events", share.path())).await;
    assert_eq!(
        guest.next().await,
        Some(json!({"n": 0})),
        "the table as it is"
    );
    for n in 1..=20 {
        let sent = Instant::now();
        share.publish(&json!({"n": n})).expect("publish");
        let seen = guest.next().await.expect("an update");
        assert_eq!(seen["n"], n);
        assert!(
            sent.elapsed() < Duration::from_millis(300),
            "update {n} took {:?}",
            sent.elapsed()
        );
    }
    share.stop().await;
}

#[tokio::test]
async fn without_the_token_or_with_a_wrong_or_stopped_one_nothing_but_the_same_404() {
    let share = start(
        json!({"game": "prout", "players": ["Ana"]}),
        0,
        Limits::default(),
    )
    .await;
    let addr = share.address();
    let token = share.token();
    let mut near = token.clone().into_bytes();
    near[0] = if near[0] == b'a' { b'b' } else { b'a' };
    let near = String::from_utf8(near).expect("hex");
    let mut refusals = Vec::new();
    for path in [
        "/".to_string(),
        "/t/".to_string(),
        "/t/nothing/".to_string(),
        format!("/t/{near}/"),
        format!("/t/{near}/events"),
        format!("/t/{near}/words"),
        format!("/t/{token}/../../etc/passwd"),
        format!("/t/{token}x/"),
        "/favicon.ico".to_string(),
    ] {
        let a = get(addr, &path).await;
        assert_eq!(a.status, 404, "{path}");
        assert!(
            !a.body.contains("prout") && !a.body.contains("Ana"),
            "{path}"
        );
        assert!(!a.head.contains("server:"), "no server name: {}", a.head);
        refusals.push(a.body);
    }
    // a live page ends when the share stops; its token dies with it
    let mut guest = open(addr, &format!("{}events", share.path())).await;
    assert!(guest.next().await.is_some());
    share.stop().await;
    assert_eq!(guest.next().await, None, "the stream ended");
    let again = start(json!({}), 0, Limits::default()).await;
    let old = get(again.address(), &format!("/t/{token}/events")).await;
    assert_eq!(old.status, 404);
    assert_eq!(old.body, refusals[0], "the same refusal as without a token");
    again.stop().await;
}

#[tokio::test]
async fn proposals_are_capped_checked_and_queued_for_the_host() {
    let limits = Limits {
        pending_proposals: 2,
        proposal_interval: Duration::from_millis(200),
        ..Limits::default()
    };
    let mut share = start(json!({}), 3, limits).await;
    let addr = share.address();
    let at = format!("{}propose", share.path());
    let refused = |a: &Answer| {
        serde_json::from_str::<Value>(&a.body)
            .map(|v| v["refused"].as_str().unwrap_or("").to_string())
            .unwrap_or_default()
    };
    let big = vec![b'x'; 2048];
    let a = request(addr, "POST", &at, &big).await;
    assert_eq!((a.status, refused(&a).as_str()), (413, "too_large"));
    let a = request(addr, "POST", &at, b"not json").await;
    assert_eq!((a.status, refused(&a).as_str()), (400, "not_a_proposal"));
    let far = json!({"seat": 3, "entry": {}}).to_string();
    let a = request(addr, "POST", &at, far.as_bytes()).await;
    assert_eq!((a.status, refused(&a).as_str()), (400, "no_such_seat"));
    let extra = json!({"seat": 0, "entry": {}, "admin": true}).to_string();
    assert_eq!(
        request(addr, "POST", &at, extra.as_bytes()).await.status,
        400
    );
    let not_an_entry = json!({"seat": 0, "entry": 14}).to_string();
    let a = request(addr, "POST", &at, not_an_entry.as_bytes()).await;
    assert_eq!((a.status, refused(&a).as_str()), (422, "entry"));
    assert!(
        share.try_proposal().is_none(),
        "nothing refused reached the host"
    );
    let mine = json!({"seat": 1, "entry": {"hand": ["E4"]}});
    let text = mine.to_string();
    assert_eq!(
        request(addr, "POST", &at, text.as_bytes()).await.status,
        202
    );
    // one every interval per address, and one waiting per address: the first one is
    // never replaced
    let a = request(addr, "POST", &at, text.as_bytes()).await;
    assert_eq!((a.status, refused(&a).as_str()), (429, "too_soon"));
    tokio::time::sleep(Duration::from_millis(250)).await;
    let a = request(addr, "POST", &at, text.as_bytes()).await;
    assert_eq!((a.status, refused(&a).as_str()), (409, "yours_waiting"));
    let p = share.proposal().await.expect("a proposal");
    assert_eq!(p.proposal.seat, 1);
    assert_eq!(p.proposal.entry, mine["entry"]);
    assert!(p.from.is_loopback());
    assert!(
        share.answer(p.id),
        "the proposal the host shows is the one waiting"
    );
    assert!(!share.answer(p.id), "answered once");
    assert_eq!(
        request(addr, "POST", &at, text.as_bytes()).await.status,
        202,
        "answered: the guest may propose again"
    );
    // proposals off: the same 404 as any unknown path
    share.set_seats(0);
    assert_eq!(
        request(addr, "POST", &at, text.as_bytes()).await.status,
        404
    );
    share.stop().await;
}

#[tokio::test]
async fn a_flood_of_pages_is_capped_and_the_others_follow_on() {
    let limits = Limits {
        streams_per_address: 4,
        requests_per_second: 1_000,
        connects_per_second: 1_000,
        ..Limits::default()
    };
    let share = start(json!({"n": 0}), 0, limits).await;
    let addr = share.address();
    let events = format!("{}events", share.path());
    let mut guests = Vec::new();
    for _ in 0..4 {
        guests.push(open(addr, &events).await);
    }
    for _ in 0..20 {
        assert_eq!(
            get(addr, &events).await.status,
            429,
            "a fifth page is refused"
        );
    }
    share.publish(&json!({"n": 1})).expect("publish");
    for g in &mut guests {
        assert_eq!(g.next().await, Some(json!({"n": 0})));
        assert_eq!(g.next().await, Some(json!({"n": 1})));
    }
    // a page that goes gives its place back
    guests.pop();
    tokio::time::sleep(Duration::from_millis(100)).await;
    let mut back = open(addr, &events).await;
    assert_eq!(back.next().await, Some(json!({"n": 1})));
    share.stop().await;

    // the rate: one address asking too often is told so
    let limits = Limits {
        connects_per_second: 1_000,
        ..Limits::default()
    };
    let share = start(json!({}), 0, limits).await;
    let mut told = 0;
    for _ in 0..40 {
        if get(share.address(), &share.path()).await.status == 429 {
            told += 1;
        }
    }
    assert!(told > 0, "40 requests at once go over 20 a second");
    share.stop().await;
}

#[tokio::test]
async fn a_guest_that_stops_reading_never_slows_the_host() {
    let share = start(json!({"n": 0}), 0, Limits::default()).await;
    let addr = share.address();
    let events = format!("{}events", share.path());
    // a stalled page: opened, then never read again
    let _stalled = open(addr, &events).await;
    let mut reader = open(addr, &events).await;
    assert_eq!(reader.next().await, Some(json!({"n": 0})));
    let padding = "x".repeat(16 * 1024);
    let last = 2_000;
    for n in 1..=last {
        // publishing never waits for any guest
        share
            .publish(&json!({"n": n, "pad": padding}))
            .expect("publish");
    }
    // the reader catches up with the latest snapshot (it may skip some)
    let mut seen = 0;
    while seen < last {
        seen = reader.next().await.expect("an update")["n"]
            .as_i64()
            .expect("n");
    }
    assert_eq!(seen, last);
    share.stop().await;
}

#[tokio::test]
async fn malformed_requests_without_the_token_get_the_same_404_and_the_folder_is_redirected() {
    let share = start(json!({}), 2, Limits::default()).await;
    let addr = share.address();
    let plain = get(addr, "/t/nothing/").await;
    let near = "0".repeat(32);
    for (method, path, body) in [
        ("GET", format!("/t/{near}/words?lang=a&lang=b"), Vec::new()),
        ("GET", "/t/%ff/".to_string(), Vec::new()),
        ("GET", format!("/t/{near}/events?x=%zz"), Vec::new()),
        ("POST", format!("/t/{near}/propose"), vec![b'x'; 4096]),
        ("POST", format!("/t/{near}/"), Vec::new()),
        ("DELETE", share.path(), Vec::new()),
        ("PUT", format!("{}propose", share.path()), Vec::new()),
    ] {
        let a = request(addr, method, &path, &body).await;
        assert_eq!((a.status, &a.body), (404, &plain.body), "{method} {path}");
        assert!(
            a.head.contains("referrer-policy: no-referrer"),
            "{method} {path}"
        );
    }
    // the page's address without its final slash leads to the folder
    let bare = share.path().trim_end_matches('/').to_string();
    let moved = get(addr, &bare).await;
    assert_eq!(moved.status, 308);
    assert!(
        moved.head.contains(&format!("location: {}", share.path())),
        "{}",
        moved.head
    );
    share.stop().await;
}

#[tokio::test]
async fn connections_that_send_nothing_give_way_to_a_guest_then_are_dropped_and_stop_closes_everything()
 {
    let limits = Limits {
        strangers_per_address: 4,
        header_time: Duration::from_millis(300),
        ..Limits::default()
    };
    let share = start(json!({"n": 0}), 0, limits).await;
    let addr = share.address();
    // four connections that never send a request (slow headers) fill the address's
    // places for strangers
    let mut idle = Vec::new();
    for _ in 0..4 {
        idle.push(tokio::net::TcpStream::connect(addr).await.expect("connect"));
    }
    tokio::time::sleep(Duration::from_millis(50)).await;
    // a fifth, with the token, is served: it closed the oldest stranger
    assert_eq!(get(addr, &share.path()).await.status, 200);
    let mut byte = [0u8; 1];
    let first = tokio::time::timeout(Duration::from_millis(200), idle[0].read(&mut byte))
        .await
        .expect("the oldest closed at once")
        .unwrap_or(0);
    assert_eq!(first, 0);
    // the others are dropped once their time for headers is over
    for mut s in idle.into_iter().skip(1) {
        let n = tokio::time::timeout(Duration::from_secs(5), s.read(&mut byte))
            .await
            .expect("dropped within the header time")
            .unwrap_or(0);
        assert_eq!(n, 0, "the idle connection was closed");
    }
    assert_eq!(get(addr, &share.path()).await.status, 200);

    // a stalled live page does not hold up stop, and nothing answers afterwards
    let _stalled = open(addr, &format!("{}events", share.path())).await;
    let stopping = Instant::now();
    let path = share.path();
    share.stop().await;
    assert!(
        stopping.elapsed() < Duration::from_secs(3),
        "stop took {:?}",
        stopping.elapsed()
    );
    assert!(
        client::request(addr, "GET", &path, b"").await.is_err(),
        "the port is closed"
    );
}
