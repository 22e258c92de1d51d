//! The table link on a hostile Wi-Fi (issue 35), each attack reproduced on loopback:
//! the strangers come from 127.0.0.2 to 127.0.0.17 (Linux routes all of 127.0.0.0/8 to
//! the loopback device), the guests from 127.0.0.1 and 127.0.0.18 onwards. Bounded:
//! at most 256 attacking connections, each test a few seconds with short limits.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use table_link::client::{self, Guest, Hold};
use table_link::{KeptLink, Limits, Setup, Share, Token};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::sync::watch;

fn local(last: u8) -> IpAddr {
    IpAddr::V4(Ipv4Addr::new(127, 0, 0, last))
}

async fn start(first: Value, seats: usize, limits: Limits) -> Share {
    Share::start("127.0.0.1:0".parse().expect("addr"), &first, seats, limits)
        .await
        .expect("start")
}

/// 16 addresses × 16 connections, half of each address's holding with wrong tokens,
/// half with slow headers; the tasks and the bell that stops them.
fn flood(
    addr: SocketAddr,
    every: Duration,
) -> (watch::Sender<bool>, Vec<tokio::task::JoinHandle<u32>>) {
    let (stop, stopped) = watch::channel(false);
    let mut tasks = Vec::new();
    for a in 2..=17u8 {
        for c in 0..16 {
            let hold = if c % 2 == 0 {
                Hold::WrongToken
            } else {
                Hold::SlowHeaders
            };
            tasks.push(tokio::spawn(client::hold(
                local(a),
                addr,
                hold,
                every,
                stopped.clone(),
            )));
        }
    }
    (stop, tasks)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn under_a_flood_of_strangers_a_newcomer_gets_in_and_a_follower_keeps_every_update() {
    let limits = Limits {
        header_time: Duration::from_secs(2),
        ..Limits::default()
    };
    let share = start(json!({"n": 0}), 0, limits).await;
    let addr = share.address();
    let events = format!("{}events", share.path());
    let mut follower = Guest::open_from(Some(local(18)), addr, &events)
        .await
        .expect("a live page");
    assert_eq!(follower.next().await, Some(json!({"n": 0})));
    let (stop, tasks) = flood(addr, Duration::from_millis(400));
    // the strangers take their places
    tokio::time::sleep(Duration::from_millis(800)).await;
    let mut got_in = 0;
    for n in 1..=10 {
        share.publish(&json!({"n": n})).expect("publish");
        assert_eq!(
            follower.next_within(Duration::from_secs(2)).await,
            Some(json!({"n": n})),
            "the follower keeps every update"
        );
        let newcomer = tokio::time::timeout(
            Duration::from_secs(1),
            client::request_from(Some(local(1)), addr, "GET", &share.path(), b""),
        )
        .await;
        if let Ok(Ok(a)) = newcomer {
            got_in += u32::from(a.status == 200);
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    stop.send_replace(true);
    let mut connections = 0;
    for t in tasks {
        connections += t.await.expect("a stranger");
    }
    assert!(
        connections >= 256,
        "every stranger connected: {connections}"
    );
    assert!(got_in >= 9, "a newcomer got in {got_in} times of 10");
    share.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn while_one_guest_floods_proposals_another_gets_through_and_accept_never_fails() {
    let limits = Limits {
        proposal_interval: Duration::from_millis(100),
        requests_per_second: 1_000,
        connects_per_second: 1_000,
        ..Limits::default()
    };
    let mut share = start(json!({}), 4, limits).await;
    let addr = share.address();
    let at = format!("{}propose", share.path());
    let (stop, mut stopped) = watch::channel(false);
    // the flooder: its own seat, back to back
    let flooder = {
        let at = at.clone();
        tokio::spawn(async move {
            let body =
                json!({"seat": 0, "entry": {"edit": "set_blue_count", "cards": 1}}).to_string();
            let mut sent = 0u32;
            while !*stopped.borrow_and_update() {
                let _ =
                    client::request_from(Some(local(2)), addr, "POST", &at, body.as_bytes()).await;
                sent += 1;
            }
            sent
        })
    };
    // the host answers every proposal it is shown, after a moment's thought
    let answered_by: Arc<[AtomicU32; 2]> = Arc::default();
    let victim_ip = local(3);
    let answers = Arc::clone(&answered_by);
    let host = tokio::spawn(async move {
        let mut failed = 0;
        while let Some(p) = share.proposal().await {
            tokio::time::sleep(Duration::from_millis(20)).await;
            if !share.answer(p.id) {
                failed += 1;
            }
            let who = usize::from(p.from == victim_ip);
            answers[who].fetch_add(1, Ordering::Relaxed);
            if answers[1].load(Ordering::Relaxed) == 10 {
                break;
            }
        }
        (failed, share)
    });
    let mut through = 0;
    let body = json!({"seat": 1, "entry": {"edit": "set_blue_count", "cards": 14}}).to_string();
    for _ in 0..10 {
        let a = client::request_from(Some(victim_ip), addr, "POST", &at, body.as_bytes())
            .await
            .expect("an answer");
        through += u32::from(a.status == 202);
        // wait for the host's answer before the next proposal
        tokio::time::sleep(Duration::from_millis(150)).await;
    }
    let (failed, share) = tokio::time::timeout(Duration::from_secs(5), host)
        .await
        .expect("the host saw all ten")
        .expect("host");
    stop.send_replace(true);
    let sent = flooder.await.expect("flooder");
    let flooded = answered_by[0].load(Ordering::Relaxed);
    assert!(through >= 9, "the other guest got {through} of 10 through");
    assert_eq!(failed, 0, "the host's answer never missed a shown proposal");
    assert!(
        sent > 20 && flooded < sent / 2,
        "the flooder sent {sent}, {flooded} reached the host"
    );
    share.stop().await;
}

/// Sends `head` on a connection with the share's address as Host; the answer's status
/// and how long it took, or 0 when the connection closed without one.
async fn raw(addr: SocketAddr, head: &str, then: &[u8], gap: Duration) -> (u16, Duration) {
    let started = Instant::now();
    let mut s = client::connect(None, addr).await.expect("connect");
    s.write_all(head.as_bytes()).await.expect("send");
    let mut answer = Vec::new();
    let mut buf = [0u8; 1024];
    let mut rest = then.iter();
    loop {
        tokio::select! {
            r = s.read(&mut buf) => match r {
                Ok(0) | Err(_) => break,
                Ok(n) => answer.extend_from_slice(&buf[..n]),
            },
            () = tokio::time::sleep(gap) => {
                if let Some(b) = rest.next()
                    && s.write_all(&[*b]).await.is_err()
                {
                    break;
                }
            }
        }
        if started.elapsed() > Duration::from_secs(5) {
            break;
        }
    }
    let text = String::from_utf8_lossy(&answer);
    let status = text
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    (status, started.elapsed())
}

#[tokio::test]
async fn a_huge_or_slow_body_is_refused_within_its_deadline_and_the_connection_closed() {
    let limits = Limits {
        body_time: Duration::from_millis(400),
        ..Limits::default()
    };
    let share = start(json!({}), 2, limits).await;
    let addr = share.address();
    let at = format!("{}propose", share.path());
    // a gigabyte announced, nothing sent: refused at once
    let huge = format!("POST {at} HTTP/1.1\r\nHost: {addr}\r\nContent-Length: 1000000000\r\n\r\n");
    let (status, took) = raw(addr, &huge, b"", Duration::from_secs(1)).await;
    assert_eq!(status, 413);
    assert!(took < Duration::from_millis(300), "413 after {took:?}");
    // a body at one byte per 100 ms: refused once its time is over, and closed
    let body = json!({"seat": 0, "entry": {}}).to_string();
    let slow = format!(
        "POST {at} HTTP/1.1\r\nHost: {addr}\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    let (status, took) = raw(addr, &slow, body.as_bytes(), Duration::from_millis(100)).await;
    assert_eq!(status, 408);
    assert!(took < Duration::from_millis(1500), "closed after {took:?}");
    share.stop().await;
}

#[tokio::test]
async fn only_the_token_s_one_form_and_the_listening_address_as_host_are_answered() {
    let share = start(json!({}), 0, Limits::default()).await;
    let addr = share.address();
    let page = share.path();
    let get = |host: String, path: String| async move {
        let head = format!("GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n");
        raw(addr, &head, b"", Duration::from_secs(1)).await.0
    };
    assert_eq!(get(addr.to_string(), page.clone()).await, 200);
    let upper = page.to_uppercase().replace("/T/", "/t/");
    assert_eq!(get(addr.to_string(), upper).await, 404, "uppercase");
    // a name (DNS rebinding), another port, another address, none
    for host in [
        format!("evil.example:{}", addr.port()),
        "evil.example".to_string(),
        format!("127.0.0.1:{}", addr.port().wrapping_add(1)),
        format!("127.0.0.2:{}", addr.port()),
        String::new(),
    ] {
        assert_eq!(get(host.clone(), page.clone()).await, 404, "Host: {host}");
    }
    share.stop().await;
}

#[tokio::test]
async fn a_kept_token_survives_a_restart_and_stop_or_a_new_link_is_said_on_the_live_page() {
    let kept = Token::random().expect("randomness");
    let setup = || Setup {
        token: Token::from_hex(&kept.hex()),
        ..Setup::default()
    };
    let share = Share::start_with(
        "127.0.0.1:0".parse().expect("addr"),
        &json!({"n": 1}),
        setup(),
    )
    .await
    .expect("start");
    let addr = share.address();
    let events = format!("/t/{}/events", kept.hex());
    let mut guest = Guest::open(addr, &events).await.expect("a live page");
    assert_eq!(guest.next().await, Some(json!({"n": 1})));
    share.stop().await;
    let said = guest.event_within(Duration::from_secs(2)).await;
    assert_eq!(said, Some(("end".to_string(), "stopped".to_string())));
    assert_eq!(
        guest.event_within(Duration::from_secs(2)).await,
        None,
        "closed"
    );
    // shared again on the same port with the kept token: the old address answers
    let again = Share::start_with(addr, &json!({"n": 2}), setup())
        .await
        .expect("restart");
    let mut guest = Guest::open(addr, &events).await.expect("the same link");
    assert_eq!(guest.next().await, Some(json!({"n": 2})));
    // a new link revokes this one: the page is told so
    again.revoke().await;
    let said = guest.event_within(Duration::from_secs(2)).await;
    assert_eq!(said, Some(("end".to_string(), "new_link".to_string())));
}

#[tokio::test]
async fn a_share_resumed_from_its_kept_link_has_the_same_address_and_token() {
    let bind: SocketAddr = "127.0.0.1:0".parse().expect("addr");
    let first = Share::resume(bind, &json!({}), None, Setup::default())
        .await
        .expect("start");
    let kept = KeptLink::of(&first);
    let stored = serde_json::to_value(&kept).expect("json");
    assert_eq!(KeptLink::read(&stored), Some(kept.clone()));
    assert_eq!(KeptLink::read(&json!({"token": "ABC", "port": 1})), None);
    assert_eq!(KeptLink::key("game", 12), "share.link.game.12");
    let (addr, path) = (first.address(), first.path());
    first.stop().await;
    let again = Share::resume(bind, &json!({}), Some(&kept), Setup::default())
        .await
        .expect("resume");
    assert_eq!((again.address(), again.path()), (addr, path));
    // its port taken meanwhile: the same token on another port
    let taken = Share::resume(bind, &json!({}), Some(&kept), Setup::default())
        .await
        .expect("resume elsewhere");
    assert_ne!(taken.address(), addr);
    assert_eq!(taken.token(), kept.token);
    taken.stop().await;
    again.stop().await;
}

/// The app awaits these inside Tauri commands, whose futures must be `Send`.
#[test]
fn starting_resuming_and_ending_a_share_can_be_awaited_on_any_thread() {
    fn send<T: Send>(_: &T) {}
    let bind: SocketAddr = "127.0.0.1:0".parse().expect("addr");
    let first = json!({});
    let kept = KeptLink {
        token: "0".repeat(32),
        port: 0,
    };
    send(&Share::resume(bind, &first, Some(&kept), Setup::default()));
    send(&Share::start_with(bind, &first, Setup::default()));
    send(&async {
        if let Ok(s) = Share::start(bind, &first, 0, Limits::default()).await {
            s.revoke().await;
        }
    });
}

#[tokio::test]
async fn a_wrong_token_is_answered_once_then_its_connection_closed() {
    let share = start(json!({}), 0, Limits::default()).await;
    let addr = share.address();
    let mut s = client::connect(Some(local(2)), addr)
        .await
        .expect("connect");
    let wrong = format!(
        "GET /t/{}/ HTTP/1.1\r\nHost: {addr}\r\n\r\n",
        "0".repeat(32)
    );
    s.write_all(wrong.as_bytes()).await.expect("send");
    let mut answer = Vec::new();
    let read = tokio::time::timeout(Duration::from_secs(2), s.read_to_end(&mut answer)).await;
    assert!(
        matches!(read, Ok(Ok(_))),
        "closed after the answer: {read:?}"
    );
    let text = String::from_utf8_lossy(&answer).to_ascii_lowercase();
    assert!(text.starts_with("http/1.1 404"), "{text}");
    assert!(text.contains("connection: close"), "{text}");
    share.stop().await;
}

#[tokio::test]
async fn an_entry_the_host_does_not_take_is_refused_with_its_reason_before_it_is_queued() {
    // the app's check: only `{"edit": "set_blue_count", "cards": 0..=255}`
    let check: table_link::EntryCheck = Arc::new(|entry: &Value| {
        entry["edit"] == "set_blue_count"
            && entry["cards"].as_u64().is_some_and(|c| c <= 255)
            && entry.as_object().is_some_and(|o| o.len() == 2)
    });
    let setup = Setup {
        seats: 2,
        check: Some(check),
        ..Setup::default()
    };
    let mut share = Share::start_with("127.0.0.1:0".parse().expect("addr"), &json!({}), setup)
        .await
        .expect("start");
    let (addr, at) = (share.address(), format!("{}propose", share.path()));
    for (n, entry) in [
        json!({"edit": "delete_everything"}),
        json!({"edit": "set_blue_count", "cards": 300}),
        json!({"edit": "set_blue_count", "cards": 3, "seat": 1}),
    ]
    .into_iter()
    .enumerate()
    {
        let body = json!({"seat": 0, "entry": entry}).to_string();
        let from = Some(local(2 + n as u8));
        let a = client::request_from(from, addr, "POST", &at, body.as_bytes())
            .await
            .expect("an answer");
        assert_eq!((a.status, a.body.as_str()), (422, r#"{"refused":"entry"}"#));
    }
    assert!(share.try_proposal().is_none(), "none reached the host");
    let body = json!({"seat": 0, "entry": {"edit": "set_blue_count", "cards": 3}});
    let a = client::request_from(
        Some(local(9)),
        addr,
        "POST",
        &at,
        body.to_string().as_bytes(),
    )
    .await
    .expect("an answer");
    assert_eq!(a.status, 202);
    let p = share.try_proposal().expect("queued");
    assert_eq!(p.from, local(9));
    share.stop().await;
}
