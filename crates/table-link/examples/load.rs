//! The table link under load and under attack, as a benchmark (not a test), on loopback
//! only (strangers from 127.0.0.2-17, guests from 127.0.0.1 and 127.0.0.18 onwards):
//!
//! - `follow`: 30 guests follow a game of 300 taps, one every 100 ms: deliveries, the
//!   tap-to-guest latency (p50, p99, max), memory.
//! - `strangers`: 16 addresses × 16 kept-alive connections that never show the token
//!   (half a wrong-token request every 4 s, half slow headers at a byte a second), the
//!   issue 35 flood, for 30 s with the default limits, while 10 followers follow taps
//!   every 100 ms and a newcomer tries to open the page once a second: the newcomer's
//!   success rate, the followers' deliveries, memory.
//! - `proposals`: one guest posts proposals back to back for 20 s while three others
//!   propose every 2.5 s and the host answers each in 300 ms: what each guest sent and
//!   got queued, and each one's share of what the host saw.
//! - `bodies`: a 1 GB `Content-Length` followed by nothing, and a body at 1 byte/s: how
//!   long each holds its connection.
//!
//! `cargo run --release -p table-link --example load [all|follow|strangers|proposals|bodies]`
//! (`all` by default: about 90 s). Figures in docs/table-link.md.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Arc;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use serde_json::json;
use table_link::client::{self, Guest, Hold};
use table_link::{Limits, Share};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::sync::{Mutex, watch};

type Failure = Box<dyn std::error::Error>;

/// The resident memory of this process, in KiB (Linux).
fn rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|n| n.parse().ok())
        })
        .unwrap_or(0)
}

fn local(last: u8) -> IpAddr {
    IpAddr::V4(Ipv4Addr::new(127, 0, 0, last))
}

/// A table of four as the store shows it, at entry `n`.
fn table(n: u64) -> serde_json::Value {
    json!({
        "game": "papillon", "status": "in_progress",
        "players": ["Ana", "Ben", "Cleo", "Dan"], "revision": n,
        "updated_at": "2026-11-25T20:00:00.000Z",
        "sides": [
            {"members": ["Ana", "Cleo"], "blue": 30 + n % 7, "orange": 12, "total": 18 + n % 7, "place": 1},
            {"members": ["Ben", "Dan"], "blue": 28, "orange": 20, "total": 8, "place": 2}
        ],
        "winners": [],
        "dice": [{"purpose": "start_blue", "player": "Ana", "dice": [5, 6]}]
    })
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() -> Result<(), Failure> {
    let which = std::env::args().nth(1).unwrap_or_else(|| "all".into());
    let all = which == "all";
    if all || which == "follow" {
        follow(30, 300).await?;
    }
    if all || which == "strangers" {
        strangers(Duration::from_secs(30)).await?;
    }
    if all || which == "proposals" {
        proposals(Duration::from_secs(20)).await?;
    }
    if all || which == "bodies" {
        bodies().await?;
    }
    Ok(())
}

/// `guests` followers (from 127.0.0.18 onwards) of `taps` taps every 100 ms: each
/// one's delay for each tap it saw.
async fn followers(share: &Share, guests: u8, taps: u64) -> Result<Vec<Duration>, Failure> {
    let addr = share.address();
    let events = format!("{}events", share.path());
    let sent: Arc<Mutex<Vec<Option<Instant>>>> =
        Arc::new(Mutex::new(vec![None; taps as usize + 1]));
    let delays: Arc<Mutex<Vec<Duration>>> = Arc::new(Mutex::new(Vec::new()));
    let mut readers = Vec::new();
    for g in 0..guests {
        let mut guest = Guest::open_from(Some(local(18 + g)), addr, &events).await?;
        let (sent, delays) = (Arc::clone(&sent), Arc::clone(&delays));
        readers.push(tokio::spawn(async move {
            while let Some(t) = guest.next_within(Duration::from_secs(5)).await {
                let n = t["revision"].as_u64().unwrap_or(0);
                let at = sent.lock().await.get(n as usize).copied().flatten();
                if let Some(at) = at {
                    delays.lock().await.push(at.elapsed());
                }
                if n >= taps {
                    break;
                }
            }
        }));
    }
    let mut tick = tokio::time::interval(Duration::from_millis(100));
    for n in 1..=taps {
        tick.tick().await;
        sent.lock().await[n as usize] = Some(Instant::now());
        share.publish(&table(n))?;
    }
    for r in readers {
        let _ = r.await;
    }
    let mut all = delays.lock().await.clone();
    all.sort();
    Ok(all)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

async fn follow(guests: u8, taps: u64) -> Result<(), Failure> {
    let before = rss_kib();
    let n = usize::from(guests);
    let limits = Limits {
        streams_per_address: n + 1,
        streams: n + 1,
        ..Limits::default()
    };
    let share = Share::start("127.0.0.1:0".parse()?, &table(0), 0, limits).await?;
    let started = Instant::now();
    let all = followers(&share, guests, taps).await?;
    let during = rss_kib();
    share.stop().await;
    let at = |q: f64| {
        all.get(((all.len() as f64 - 1.0) * q).round() as usize)
            .copied()
            .unwrap_or_default()
    };
    println!(
        "follow: {guests} guests, {taps} taps every 100 ms over {:.1} s: {} deliveries ({:.1}% of guests × taps)",
        started.elapsed().as_secs_f64(),
        all.len(),
        100.0 * all.len() as f64 / (f64::from(guests) * taps as f64)
    );
    println!(
        "  tap to guest: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        ms(at(0.5)),
        ms(at(0.99)),
        ms(all.last().copied().unwrap_or_default())
    );
    println!("  host memory (RSS): {before} KiB before, {during} KiB with {guests} guests");
    Ok(())
}

/// A newcomer from 127.0.0.1: the page, then the live page's first snapshot, each
/// within 2 s.
async fn newcomer(addr: SocketAddr, path: &str) -> bool {
    let wait = Duration::from_secs(2);
    let page = tokio::time::timeout(
        wait,
        client::request_from(Some(local(1)), addr, "GET", path, b""),
    )
    .await;
    if !matches!(page, Ok(Ok(ref a)) if a.status == 200) {
        return false;
    }
    let events = format!("{path}events");
    let live = tokio::time::timeout(wait, Guest::open_from(Some(local(1)), addr, &events)).await;
    match live {
        Ok(Ok(mut guest)) => guest.next_within(wait).await.is_some(),
        _ => false,
    }
}

async fn strangers(time: Duration) -> Result<(), Failure> {
    let before = rss_kib();
    let share = Share::start("127.0.0.1:0".parse()?, &table(0), 0, Limits::default()).await?;
    let addr = share.address();
    let (stop, stopped) = watch::channel(false);
    let mut flood = Vec::new();
    for a in 2..=17u8 {
        for c in 0..16 {
            let (hold, every) = match c % 2 {
                0 => (Hold::WrongToken, Duration::from_secs(4)),
                _ => (Hold::SlowHeaders, Duration::from_secs(1)),
            };
            flood.push(tokio::spawn(client::hold(
                local(a),
                addr,
                hold,
                every,
                stopped.clone(),
            )));
        }
    }
    // the strangers take every place they can
    tokio::time::sleep(Duration::from_secs(6)).await;
    let path = share.path();
    let tries = time.as_secs() as u32;
    let got_in = Arc::new(AtomicU32::new(0));
    let peak = Arc::new(AtomicU64::new(rss_kib()));
    let knocking = {
        let (got_in, peak, path) = (Arc::clone(&got_in), Arc::clone(&peak), path.clone());
        tokio::spawn(async move {
            for _ in 0..tries {
                let started = Instant::now();
                if newcomer(addr, &path).await {
                    got_in.fetch_add(1, Ordering::Relaxed);
                }
                peak.fetch_max(rss_kib(), Ordering::Relaxed);
                tokio::time::sleep(Duration::from_secs(1).saturating_sub(started.elapsed())).await;
            }
        })
    };
    let guests = 10;
    let taps = time.as_millis() as u64 / 100;
    let delivered = followers(&share, guests, taps).await?;
    knocking.await?;
    stop.send_replace(true);
    let mut connections = 0;
    for t in flood {
        connections += t.await?;
    }
    share.stop().await;
    let p99 = delivered
        .get(((delivered.len() as f64 - 1.0) * 0.99).round() as usize)
        .copied()
        .unwrap_or_default();
    println!(
        "strangers: 16 addresses × 16 connections without the token ({connections} connections made in {:.0} s), default limits",
        time.as_secs_f64() + 6.0
    );
    println!(
        "  newcomer got in (page + first snapshot within 2 s): {} of {tries}",
        got_in.load(Ordering::Relaxed)
    );
    println!(
        "  {guests} followers, {taps} taps: {} deliveries ({:.1}%), p99 {:.2} ms",
        delivered.len(),
        100.0 * delivered.len() as f64 / (f64::from(guests) * taps as f64),
        ms(p99)
    );
    println!(
        "  host memory (RSS): {before} KiB before, {} KiB at most during the flood",
        peak.load(Ordering::Relaxed)
    );
    Ok(())
}

async fn proposals(time: Duration) -> Result<(), Failure> {
    let mut share = Share::start("127.0.0.1:0".parse()?, &json!({}), 4, Limits::default()).await?;
    let addr = share.address();
    let at = format!("{}propose", share.path());
    let (stop, stopped) = watch::channel(false);
    // guest 0 (127.0.0.2) floods; guests 1-3 (127.0.0.3-5) propose every 2.5 s
    let sent: Arc<[AtomicU32; 4]> = Arc::default();
    let queued: Arc<[AtomicU32; 4]> = Arc::default();
    let mut guests = Vec::new();
    for g in 0..4u8 {
        let (at, sent, queued, stopped) = (
            at.clone(),
            Arc::clone(&sent),
            Arc::clone(&queued),
            stopped.clone(),
        );
        guests.push(tokio::spawn(async move {
            let body = json!({"seat": g, "entry": {"edit": "set_blue_count", "cards": 14}});
            let body = body.to_string();
            while !*stopped.borrow() {
                let answer =
                    client::request_from(Some(local(2 + g)), addr, "POST", &at, body.as_bytes())
                        .await;
                sent[usize::from(g)].fetch_add(1, Ordering::Relaxed);
                if matches!(answer, Ok(ref a) if a.status == 202) {
                    queued[usize::from(g)].fetch_add(1, Ordering::Relaxed);
                }
                if g > 0 {
                    tokio::time::sleep(Duration::from_millis(2500)).await;
                }
            }
        }));
    }
    let seen: Arc<[AtomicU32; 4]> = Arc::default();
    let mut failed = 0;
    let deadline = tokio::time::Instant::now() + time;
    while let Ok(Some(p)) = tokio::time::timeout_at(deadline, share.proposal()).await {
        tokio::time::sleep(Duration::from_millis(300)).await;
        if !share.answer(p.id) {
            failed += 1;
        }
        let g = match p.from {
            IpAddr::V4(ip) => usize::from(ip.octets()[3].saturating_sub(2)).min(3),
            IpAddr::V6(_) => 0,
        };
        seen[g].fetch_add(1, Ordering::Relaxed);
    }
    stop.send_replace(true);
    for g in guests {
        g.await?;
    }
    share.stop().await;
    let total: u32 = seen.iter().map(|s| s.load(Ordering::Relaxed)).sum();
    println!(
        "proposals: {:.0} s, one guest flooding, three every 2.5 s, the host answering each in 300 ms ({failed} answers missed)",
        time.as_secs_f64()
    );
    for g in 0..4 {
        let (s, q, h) = (
            sent[g].load(Ordering::Relaxed),
            queued[g].load(Ordering::Relaxed),
            seen[g].load(Ordering::Relaxed),
        );
        println!(
            "  guest {g}{}: sent {s}, queued {q} ({:.0}%), {:.0}% of the host's {total}",
            if g == 0 { " (flooding)" } else { "" },
            100.0 * f64::from(q) / f64::from(s.max(1)),
            100.0 * f64::from(h) / f64::from(total.max(1))
        );
    }
    Ok(())
}

/// How long the server takes to answer or close a connection sent `head`, then
/// `body` a byte every `gap`; the status it answered (0: none).
async fn held(addr: SocketAddr, head: &str, body: &[u8], gap: Duration) -> (u16, Duration) {
    let started = Instant::now();
    let Ok(mut s) = client::connect(None, addr).await else {
        return (0, started.elapsed());
    };
    if s.write_all(head.as_bytes()).await.is_err() {
        return (0, started.elapsed());
    }
    let (mut answer, mut buf, mut rest) = (Vec::new(), [0u8; 1024], body.iter());
    while started.elapsed() < Duration::from_secs(700) {
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
    }
    let text = String::from_utf8_lossy(&answer);
    let status = text
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    (status, started.elapsed())
}

async fn bodies() -> Result<(), Failure> {
    let share = Share::start("127.0.0.1:0".parse()?, &json!({}), 4, Limits::default()).await?;
    let addr = share.address();
    let at = format!("{}propose", share.path());
    let huge = format!("POST {at} HTTP/1.1\r\nHost: {addr}\r\nContent-Length: 1000000000\r\n\r\n");
    let (status, took) = held(addr, &huge, b"", Duration::from_secs(1)).await;
    println!(
        "bodies: Content-Length 1 GB then nothing: {status} and closed after {:.1} ms",
        ms(took)
    );
    let body = json!({"seat": 0, "entry": {"edit": "set_blue_count", "cards": 14}}).to_string();
    let slow = format!(
        "POST {at} HTTP/1.1\r\nHost: {addr}\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    let (status, took) = held(addr, &slow, body.as_bytes(), Duration::from_secs(1)).await;
    println!(
        "  a {}-byte body at 1 byte/s: {status} and closed after {:.2} s",
        body.len(),
        took.as_secs_f64()
    );
    share.stop().await;
    Ok(())
}
