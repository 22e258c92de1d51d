//! The web build (issue 51) in Chromium with a phone's emulation (390×844, touch, device
//! scale 3), through chromedriver: the same [`Session`] as the desktop app's, so every
//! helper (find, click, tap, wait_text, audit) works on it.
//!
//! A [`WebProfile`] is one browser profile of its own (its user-data-dir, so its own OPFS,
//! service worker and caches, and its own download folder); each flow makes a fresh one,
//! and opens as many sessions on it as it needs one after another (a new browser on the
//! same profile finds the same store). The app is served by a preview server:
//! `PAPILLON_WEB_URL` (scripts/web-e2e.sh starts one; default http://127.0.0.1:4173/), or
//! a [`Preview`] a flow starts and stops itself (the offline flow).

use std::os::unix::process::CommandExt;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::ClientBuilder;

use crate::{Driver, Result, Session, WAIT, free_port, port_open, workspace};

/// The address of the web build the flows open.
pub fn web_url() -> String {
    std::env::var("PAPILLON_WEB_URL").unwrap_or_else(|_| "http://127.0.0.1:4173/".into())
}

/// One browser profile: its own folder (OPFS, the service worker and its caches) and its
/// own download folder.
pub struct WebProfile {
    pub name: String,
    pub dir: tempfile::TempDir,
    pub downloads: PathBuf,
    pub url: String,
    started: Instant,
}

impl Drop for WebProfile {
    /// Also stops a Chromium left running on this profile: a flow that failed ends its
    /// chromedriver, which leaves its browser behind.
    fn drop(&mut self) {
        let left = self.kill_browsers();
        if left > 0 {
            println!(
                "[{}] stopped {left} browser processes left running",
                self.name
            );
        }
        println!("[{}] took {:.1?}", self.name, self.started.elapsed());
    }
}

impl WebProfile {
    pub fn new(name: &str) -> Result<WebProfile> {
        let dir = tempfile::tempdir()?;
        let downloads = dir.path().join("downloads");
        std::fs::create_dir_all(&downloads)?;
        Ok(WebProfile {
            name: name.into(),
            dir,
            downloads,
            url: web_url(),
            started: Instant::now(),
        })
    }

    /// The same profile, the app served at `url` (a flow's own server).
    pub fn served_at(mut self, url: &str) -> WebProfile {
        self.url = url.into();
        self
    }

    /// Chromium on this profile, at phone size, opened on the app and waiting for its
    /// first screen; every tap a finger's.
    pub async fn launch(&self) -> Result<Session> {
        let launched = Instant::now();
        let s = self.browser().await?;
        s.c.goto(&self.url).await?;
        s.wait_app().await?;
        s.wait_js(
            "window.innerWidth === 390 && window.devicePixelRatio === 3 && navigator.maxTouchPoints > 0",
            "a phone's window: 390 px wide, device scale 3, touch",
        )
        .await?;
        s.use_touch();
        println!("[{}] launched in {:?}", self.name, launched.elapsed());
        Ok(s)
    }

    /// Chromium on this profile, opened on nothing yet.
    pub async fn browser(&self) -> Result<Session> {
        let port = free_port()?;
        let child = Command::new(chromedriver())
            .arg(format!("--port={port}"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start chromedriver: {e}"))?;
        let driver = Driver {
            child,
            port,
            native_port: port,
        };
        let deadline = Instant::now() + WAIT;
        while !port_open(port) {
            if Instant::now() > deadline {
                return Err(format!("chromedriver did not open port {port}").into());
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let profile = self.dir.path().join("chromium");
        let mut caps = serde_json::Map::new();
        caps.insert("browserName".into(), "chrome".into());
        caps.insert(
            "goog:chromeOptions".into(),
            serde_json::json!({
                "binary": std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".into()),
                "args": [
                    "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                    "--disable-background-networking", "--disable-component-update",
                    "--disable-sync", "--no-first-run", "--lang=en-US",
                    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
                    format!("--user-data-dir={}", profile.display()),
                ],
                "mobileEmulation": {
                    "deviceMetrics": {"width": 390, "height": 844, "pixelRatio": 3, "touch": true},
                },
                "prefs": {
                    "download.default_directory": self.downloads.display().to_string(),
                    "download.prompt_for_download": false,
                    "intl.accept_languages": "en-US,en",
                },
            }),
        );
        let c = ClientBuilder::native()
            .capabilities(caps)
            .connect(&format!("http://127.0.0.1:{port}"))
            .await?;
        Ok(Session {
            c,
            driver: Some(driver),
            name: self.name.clone(),
            touch: std::sync::atomic::AtomicBool::new(false),
        })
    }

    /// Kills (SIGKILL) the processes whose command line names this profile's folder (the
    /// browser and its helpers); returns how many.
    fn kill_browsers(&self) -> usize {
        let marker = format!(
            "--user-data-dir={}",
            self.dir.path().join("chromium").display()
        );
        let Ok(entries) = std::fs::read_dir("/proc") else {
            return 0;
        };
        let mut killed = 0;
        for entry in entries.flatten() {
            let Some(pid) = entry
                .file_name()
                .to_str()
                .and_then(|s| s.parse::<i32>().ok())
            else {
                continue;
            };
            let Ok(cmdline) = std::fs::read(entry.path().join("cmdline")) else {
                continue;
            };
            if cmdline.split(|&b| b == 0).any(|a| a == marker.as_bytes()) {
                // SAFETY: kill(2) on a pid whose command line names our own folder.
                unsafe {
                    libc::kill(pid, libc::SIGKILL);
                }
                killed += 1;
            }
        }
        killed
    }

    /// The files downloaded into this profile's folder whose names start with `prefix`
    /// (whole ones: Chromium writes `.crdownload` first).
    pub fn downloaded(&self, prefix: &str) -> Result<Vec<PathBuf>> {
        let mut found = Vec::new();
        for e in std::fs::read_dir(&self.downloads)? {
            let p = e?.path();
            let name = p.file_name().and_then(|n| n.to_str()).unwrap_or_default();
            if name.starts_with(prefix) && !name.ends_with(".crdownload") {
                found.push(p);
            }
        }
        Ok(found)
    }
}

/// chromedriver (CHROMEDRIVER, else Debian's chromium-driver in /usr/bin).
fn chromedriver() -> String {
    std::env::var("CHROMEDRIVER").unwrap_or_else(|_| "chromedriver".into())
}

impl Session {
    /// Waits for the app's first screen (the worker and its store are up: home's
    /// buttons, or the screen the app resumes on).
    pub async fn wait_app(&self) -> Result {
        self.find("#new-game, #tally, .play, .cplay, .fplay, main h1")
            .await?;
        Ok(())
    }

    /// Reloads the page (as the browser's reload button does) and waits for the app.
    pub async fn reload(&self) -> Result {
        self.c.refresh().await?;
        self.wait_app().await
    }

    /// Opens the app in a new tab, closes the tab it was in (its worker goes with it,
    /// as when a person closes a tab), and goes on in the new one.
    pub async fn new_tab_closing_old(&self, url: &str) -> Result {
        let old = self.c.window().await?;
        let new = self.c.new_window(true).await?;
        self.c.close_window().await?;
        debug_assert!(old != new.handle);
        self.c.switch_to_window(new.handle).await?;
        self.c.goto(url).await?;
        self.wait_app().await
    }

    /// Waits until the service worker is active (it has cached every file of the app).
    pub async fn wait_offline_ready(&self) -> Result {
        self.run_js("navigator.serviceWorker.ready.then((r) => { window.__swReg = r; })")
            .await?;
        self.wait_js(
            "window.__swReg && window.__swReg.active && window.__swReg.active.state === 'activated'",
            "the service worker active",
        )
        .await
    }
}

/// A preview server of ui/dist-web of a flow's own, on 127.0.0.1 and a free port, in its
/// own process group; stopped (the group killed) when dropped or by [`Preview::stop`].
pub struct Preview {
    child: Option<Child>,
    pub port: u16,
}

impl Preview {
    pub fn start() -> Result<Preview> {
        let ui = workspace().join("ui");
        if !ui.join("dist-web/index.html").exists() {
            return Err("no ui/dist-web: bash scripts/build-web.sh builds it".into());
        }
        let port = free_port()?;
        let child = Command::new(ui.join("node_modules/.bin/vite"))
            .args(["preview", "--mode", "web", "--outDir", "dist-web"])
            .args([
                "--host",
                "127.0.0.1",
                "--port",
                &port.to_string(),
                "--strictPort",
            ])
            .current_dir(&ui)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .process_group(0)
            .spawn()
            .map_err(|e| format!("cannot start vite preview: {e}"))?;
        let mut p = Preview {
            child: Some(child),
            port,
        };
        let deadline = Instant::now() + Duration::from_secs(60);
        while !port_open(port) {
            if let Some(Ok(Some(status))) = p.child.as_mut().map(Child::try_wait) {
                return Err(format!("vite preview exited ({status}) on port {port}").into());
            }
            if Instant::now() > deadline {
                return Err(format!("vite preview did not open port {port}").into());
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        Ok(p)
    }

    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}/", self.port)
    }

    /// Kills the server's process group and waits until its port is closed.
    pub fn stop(&mut self) {
        if let Some(mut child) = self.child.take() {
            // SAFETY: kill(2) on our own child's process group (process_group(0) above).
            unsafe {
                libc::kill(-(child.id() as i32), libc::SIGKILL);
            }
            let _ = child.wait();
            let deadline = Instant::now() + Duration::from_secs(10);
            while port_open(self.port) && Instant::now() < deadline {
                std::thread::sleep(Duration::from_millis(50));
            }
        }
    }
}

impl Drop for Preview {
    fn drop(&mut self) {
        self.stop();
    }
}
