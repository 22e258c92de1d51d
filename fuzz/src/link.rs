//! The table link's server (issue 53, door 6): arbitrary bytes sent as an HTTP request
//! to a running share on 127.0.0.1, in this process. What must hold:
//! - the server answers with an HTTP status line (1.1, or 1.0 to a request in 1.0), or
//!   closes the connection;
//! - a request that does not carry the token is never answered with success, and no
//!   answer to it carries the token;
//! - the server keeps serving: after each input, the guest page still answers.
//!
//! The share is only ever given the public snapshot below (no hand, no seed: the host
//! keeps those), so the token is the one secret an answer could leak. To reach past the
//! token's check, the input's `TOKEN` is replaced by the share's token, and `HOST` by
//! the server's address (the only `Host` it answers).

use std::net::SocketAddr;
use std::sync::OnceLock;
use std::time::Duration;

use table_link::{Limits, Setup, Share};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::runtime::Runtime;

struct Running {
    runtime: Runtime,
    address: SocketAddr,
    token: String,
    _share: Share,
}

fn running() -> &'static Running {
    static RUNNING: OnceLock<Running> = OnceLock::new();
    RUNNING.get_or_init(|| {
        // A Rust program starts with SIGPIPE ignored, so that writing to a connection the
        // other end closed is an error, not the end of the process; libFuzzer's `main`
        // does not, and the 30-minute run died of it after 21,264 inputs (exit 141).
        #[cfg(unix)]
        // SAFETY: setting a signal's disposition to SIG_IGN, once, before any thread of
        // the server starts; no handler runs.
        unsafe {
            libc::signal(libc::SIGPIPE, libc::SIG_IGN);
        }
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_all()
            .build()
            .expect("a runtime");
        let snapshot = serde_json::json!({
            "game": "papillon", "title": "Mardi", "players": ["Ana", "Ben", "Chloé"],
            "rows": [], "totals": [0, 0, 0]
        });
        // no rate limits: every input comes from 127.0.0.1, thousands a second
        let limits = Limits {
            header_time: Duration::from_millis(200),
            requests_per_second: u32::MAX,
            connects_per_second: u32::MAX,
            proposal_interval: Duration::ZERO,
            ..Limits::default()
        };
        let share = runtime.block_on(async {
            Share::start_with(
                "127.0.0.1:0".parse().expect("an address"),
                &snapshot,
                Setup {
                    seats: 3,
                    limits,
                    ..Setup::default()
                },
            )
            .await
            .expect("the share starts")
        });
        Running {
            address: share.address(),
            token: share.token(),
            runtime,
            _share: share,
        }
    })
}

/// What the server sent back within the deadline (a live page's events never end).
async fn exchange(address: SocketAddr, request: &[u8]) -> Vec<u8> {
    let Ok(mut stream) = tokio::net::TcpStream::connect(address).await else {
        panic!("the server no longer accepts connections");
    };
    let _ = stream.write_all(request).await;
    let mut answer = Vec::new();
    let mut buffer = [0u8; 4096];
    let deadline = tokio::time::Instant::now() + Duration::from_millis(250);
    while answer.len() < 1 << 20 {
        match tokio::time::timeout_at(deadline, stream.read(&mut buffer)).await {
            Ok(Ok(0)) | Ok(Err(_)) | Err(_) => break,
            Ok(Ok(n)) => answer.extend_from_slice(&buffer[..n]),
        }
    }
    answer
}

fn status(answer: &[u8]) -> Option<u16> {
    let line = answer.split(|&b| b == b'\n').next()?;
    let line = std::str::from_utf8(line).ok()?;
    // HTTP/1.1, or 1.0 to a client that spoke 1.0 (as HTTP says a server answers)
    let code = line
        .strip_prefix("HTTP/1.1 ")
        .or_else(|| line.strip_prefix("HTTP/1.0 "))?
        .get(..3)?;
    code.parse().ok()
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    !needle.is_empty() && haystack.windows(needle.len()).any(|w| w == needle)
}

pub fn request(data: &[u8]) {
    let running = running();
    let token = running.token.as_bytes();
    let host = running.address.to_string();
    let mut request = Vec::with_capacity(data.len() + 64);
    let mut rest = data;
    while !rest.is_empty() {
        if rest.starts_with(b"TOKEN") {
            request.extend_from_slice(token);
            rest = &rest[5..];
        } else if rest.starts_with(b"HOST") {
            request.extend_from_slice(host.as_bytes());
            rest = &rest[4..];
        } else {
            request.push(rest[0]);
            rest = &rest[1..];
        }
    }
    let answer = running
        .runtime
        .block_on(exchange(running.address, &request));
    if !answer.is_empty() {
        let code = status(&answer).unwrap_or_else(|| {
            panic!(
                "an answer without an HTTP/1.x status line: {:?}",
                String::from_utf8_lossy(&answer[..answer.len().min(200)])
            )
        });
        if !contains(&request, token) {
            assert!(
                !(200..300).contains(&code),
                "a request without the token was answered {code}"
            );
            assert!(
                !contains(&answer, token),
                "an answer to a request without the token carries the token"
            );
        }
    }
    // the guest page still answers
    let page = format!(
        "GET /t/{}/ HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n",
        running.token
    );
    let answer = running
        .runtime
        .block_on(exchange(running.address, page.as_bytes()));
    assert_eq!(
        status(&answer),
        Some(200),
        "after that input, the guest page no longer answers"
    );
}
