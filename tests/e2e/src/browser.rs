//! A guest's phone in another browser engine than the app's WebKit: Debian's Chromium,
//! headless at 390×844, driven through chromedriver (both installed by scripts/setup.sh).
//! The table link's guest page is a plain web page any phone opens; the E2E flow checks
//! that Chromium, too, follows the table live and is told when the link ends (issue 33:
//! Chromium retried a stopped link forever).

use std::process::{Command, Stdio};
use std::time::Instant;

use fantoccini::ClientBuilder;

use crate::{Driver, Result, Session, WAIT, free_port, port_open};

/// chromedriver, from the PATH (Debian's chromium-driver puts it in /usr/bin).
const CHROMEDRIVER: &str = "chromedriver";

impl Session {
    /// Chromium, headless, opened on nothing yet; its driver stops with the session.
    pub async fn chromium(name: &str) -> Result<Session> {
        let port = free_port()?;
        let child = Command::new(CHROMEDRIVER)
            .arg(format!("--port={port}"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| {
                format!(
                    "cannot start {CHROMEDRIVER} (scripts/setup.sh installs chromium-driver): {e}"
                )
            })?;
        let driver = Driver {
            child,
            port,
            native_port: port,
        };
        let deadline = Instant::now() + WAIT;
        while !port_open(port) {
            if Instant::now() > deadline {
                return Err(format!("{CHROMEDRIVER} did not open port {port}").into());
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        let mut caps = serde_json::Map::new();
        caps.insert("browserName".into(), "chrome".into());
        caps.insert(
            "goog:chromeOptions".into(),
            serde_json::json!({ "args": [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=390,844", "--lang=en-US",
            ]}),
        );
        let c = ClientBuilder::native()
            .capabilities(caps)
            .connect(&format!("http://127.0.0.1:{port}"))
            .await?;
        Ok(Session {
            c,
            driver: Some(driver),
            name: name.to_string(),
            touch: std::sync::atomic::AtomicBool::new(false),
        })
    }
}
