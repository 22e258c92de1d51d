//! A guest in a few lines of HTTP over a socket, for tests and scripts that follow a
//! share without a browser: one request and its answer, or the live page's event stream
//! read snapshot by snapshot.

use std::net::{IpAddr, SocketAddr};
use std::time::Duration;

use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;

/// An answer: the status, the head (lower case) and the body.
#[derive(Debug, Clone)]
pub struct Answer {
    pub status: u16,
    pub head: String,
    pub body: String,
}

/// A connection to `addr`, from the source address `from` if given (a test's guest
/// at 127.0.0.2, say).
pub async fn connect(from: Option<IpAddr>, addr: SocketAddr) -> std::io::Result<TcpStream> {
    let Some(from) = from else {
        return TcpStream::connect(addr).await;
    };
    let socket = match from {
        IpAddr::V4(_) => tokio::net::TcpSocket::new_v4()?,
        IpAddr::V6(_) => tokio::net::TcpSocket::new_v6()?,
    };
    socket.bind(SocketAddr::new(from, 0))?;
    socket.connect(addr).await
}

/// Sends one request (HTTP/1.1, the connection closed after it) and reads the answer.
pub async fn request(
    addr: SocketAddr,
    method: &str,
    path: &str,
    body: &[u8],
) -> std::io::Result<Answer> {
    request_from(None, addr, method, path, body).await
}

/// [`request`] from the source address `from`.
pub async fn request_from(
    from: Option<IpAddr>,
    addr: SocketAddr,
    method: &str,
    path: &str,
    body: &[u8],
) -> std::io::Result<Answer> {
    let mut s = connect(from, addr).await?;
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    s.write_all(head.as_bytes()).await?;
    s.write_all(body).await?;
    let mut raw = Vec::new();
    s.read_to_end(&mut raw).await?;
    let text = String::from_utf8_lossy(&raw).to_string();
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    Ok(Answer {
        status,
        head: head.to_ascii_lowercase(),
        body: body.to_string(),
    })
}

/// A guest's live page: the event stream (HTTP/1.0, so no chunks), read line by line.
pub struct Guest {
    lines: BufReader<TcpStream>,
}

impl Guest {
    /// Opens `path` (the share's `…/events`); an error when it is not a live stream.
    pub async fn open(addr: SocketAddr, path: &str) -> std::io::Result<Guest> {
        Guest::open_from(None, addr, path).await
    }

    /// [`open`](Guest::open) from the source address `from`.
    pub async fn open_from(
        from: Option<IpAddr>,
        addr: SocketAddr,
        path: &str,
    ) -> std::io::Result<Guest> {
        let mut s = connect(from, addr).await?;
        s.write_all(format!("GET {path} HTTP/1.0\r\nHost: {addr}\r\n\r\n").as_bytes())
            .await?;
        let mut lines = BufReader::new(s);
        let mut status = String::new();
        lines.read_line(&mut status).await?;
        if !status.contains(" 200 ") {
            return Err(std::io::Error::other(format!(
                "not a live page: {}",
                status.trim()
            )));
        }
        loop {
            let mut line = String::new();
            if lines.read_line(&mut line).await? == 0 || line.trim().is_empty() {
                break;
            }
        }
        Ok(Guest { lines })
    }

    /// The next event, as its name and data (`table` and a snapshot, `end` and why);
    /// `None` when the stream ended or nothing came within `wait`.
    pub async fn event_within(&mut self, wait: Duration) -> Option<(String, String)> {
        let deadline = tokio::time::Instant::now() + wait;
        let mut name = String::from("message");
        loop {
            let mut line = String::new();
            let n = tokio::time::timeout_at(deadline, self.lines.read_line(&mut line))
                .await
                .ok()?
                .ok()?;
            if n == 0 {
                return None;
            }
            if let Some(event) = line.strip_prefix("event: ") {
                name = event.trim_end().to_string();
            } else if let Some(data) = line.strip_prefix("data: ") {
                return Some((name, data.trim_end().to_string()));
            }
        }
    }

    /// The next snapshot; `None` when the stream ended, said it ended, or nothing came
    /// within `wait`.
    pub async fn next_within(&mut self, wait: Duration) -> Option<serde_json::Value> {
        match self.event_within(wait).await? {
            (name, data) if name == "table" => serde_json::from_str(&data).ok(),
            _ => None,
        }
    }

    /// The next snapshot, waiting up to ten seconds.
    pub async fn next(&mut self) -> Option<serde_json::Value> {
        self.next_within(Duration::from_secs(10)).await
    }
}

/// How a stranger (someone on the Wi-Fi without the token) holds a connection.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hold {
    /// A wrong-token request every `every`, on a kept-alive connection.
    WrongToken,
    /// A request's headers one byte every `every`, never finished.
    SlowHeaders,
}

/// A stranger's connection from `from`, held with `hold` and opened again whenever the
/// server closes it (after 200 ms), until `stop` turns true: the flood of
/// `tests/hostile.rs` and `examples/load.rs`. Returns how many times it connected.
pub async fn hold(
    from: IpAddr,
    addr: SocketAddr,
    hold: Hold,
    every: Duration,
    mut stop: tokio::sync::watch::Receiver<bool>,
) -> u32 {
    let wrong = format!(
        "GET /t/{}/events HTTP/1.1\r\nHost: {addr}\r\n\r\n",
        "0".repeat(32)
    );
    let mut connections = 0;
    while !*stop.borrow() {
        let Ok(mut s) = connect(Some(from), addr).await else {
            tokio::time::sleep(Duration::from_millis(200)).await;
            continue;
        };
        connections += 1;
        let mut sent = 0;
        let mut buf = [0u8; 512];
        loop {
            let step = match hold {
                Hold::WrongToken => s.write_all(wrong.as_bytes()).await,
                Hold::SlowHeaders => {
                    let byte = wrong.as_bytes()[sent % 20];
                    s.write_all(&[byte]).await
                }
            };
            if step.is_err() {
                break;
            }
            sent += 1;
            // wait, reading whatever comes: a closed connection ends the wait
            let closed = tokio::select! {
                r = s.read(&mut buf) => matches!(r, Ok(0) | Err(_)),
                () = tokio::time::sleep(every) => false,
                _ = stop.changed() => true,
            };
            if closed || *stop.borrow() {
                break;
            }
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    connections
}
