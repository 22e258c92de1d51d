//! Helpers of the end-to-end tests in `tests/`: start the real app binary in its real
//! webview (WebKitGTK) through tauri-driver and WebKitWebDriver, drive it with a W3C
//! WebDriver client, check it, photograph it and audit it with axe-core.
//!
//! The tests run only through `scripts/e2e.sh`, which builds the front end and the app
//! once (every flow starts its own process of that one binary) and starts Xvfb.
//! PAPILLON_APP names the app binary; without it a test fails and says so.
//!
//! Every [`Env`] has its own database, backup folder and dice seed, and every
//! [`Session`] its own tauri-driver and WebKitWebDriver ports, so the flows are
//! independent and may run at the same time.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::actions::{InputSource, KeyAction, KeyActions};
use fantoccini::elements::Element;
use fantoccini::{Client, ClientBuilder, Locator};
use papillon_core::dice::{Round, seeded_rng, start_roll};

pub mod a11y;
/// Another browser engine for the table link's guest page (Chromium).
pub mod browser;
/// What sticks out of the window sideways.
mod layout;
/// The web build in Chromium at phone size (issue 51).
pub mod web;

pub type Result<T = ()> = std::result::Result<T, Box<dyn std::error::Error>>;

pub const WAIT: Duration = Duration::from_secs(20);
/// How long a hint may take: the hard level's search, slower in WebAssembly and on cores
/// other stages share.
pub const HINT_WAIT: Duration = Duration::from_secs(90);
/// How long a hint button may stay neither busy nor answered after a tap before the
/// tap is taken as missed ([`Session::ask_hint`]).
pub const UNTAKEN_TAP: Duration = Duration::from_secs(3);
pub const PLAYERS: [&str; 4] = ["Ana", "Ben", "Cleo", "Dan"];

pub fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Where failure screenshots go: the cargo target folder.
fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| workspace().join("target"))
}

/// The app binary scripts/e2e.sh built.
pub fn app_binary() -> Result<PathBuf> {
    let app = PathBuf::from(
        std::env::var("PAPILLON_APP")
            .map_err(|_| "set PAPILLON_APP to the app binary (scripts/e2e.sh does)")?,
    );
    if !app.exists() {
        return Err(format!("no app binary at {}", app.display()).into());
    }
    Ok(app)
}

/// A dice seed whose first blue start roll among the four players is tied, found with
/// the engine the app uses, so the tests see the re-roll step by step.
pub fn tied_seed() -> u64 {
    let players: Vec<String> = PLAYERS.iter().map(|p| p.to_string()).collect();
    (0..10_000u64)
        .find(|&seed| {
            start_roll(&mut seeded_rng(seed), &players, Round::Blue)
                .map(|c| c.rounds.len() > 1)
                .unwrap_or(false)
        })
        .expect("some seed gives a tied start roll")
}

/// A free local port (the kernel's pick, released at once for the driver to take),
/// never the same one twice in this process. Flows of other processes (nextest runs
/// each in its own) may be given the same port in the moment between: a driver that
/// cannot bind its port exits and is started again (`Driver::start`), and a session
/// that cannot be made is made again (`Env::launch`).
fn free_port() -> Result<u16> {
    static GIVEN: std::sync::Mutex<Vec<u16>> = std::sync::Mutex::new(Vec::new());
    for _ in 0..50 {
        let listener = std::net::TcpListener::bind(("127.0.0.1", 0))?;
        let port = listener.local_addr()?.port();
        let mut given = GIVEN.lock().map_err(|_| "port list poisoned")?;
        if !given.contains(&port) {
            given.push(port);
            return Ok(port);
        }
    }
    Err("no free port".into())
}

fn port_open(port: u16) -> bool {
    std::net::TcpStream::connect(("127.0.0.1", port)).is_ok()
}

/// One flow's world: a temporary folder with its database and backups, and the
/// environment the app is started with (English, a tied dice seed).
pub struct Env {
    pub name: String,
    pub dir: tempfile::TempDir,
    pub db: PathBuf,
    pub envs: Vec<(String, String)>,
    app: PathBuf,
    started: Instant,
}

impl Drop for Env {
    /// Each flow says how long it took (the runs are concurrent: the total is less).
    fn drop(&mut self) {
        println!("[{}] took {:.1?}", self.name, self.started.elapsed());
    }
}

impl Env {
    pub fn new(name: &str) -> Result<Env> {
        let app = app_binary()?;
        let dir = tempfile::tempdir()?;
        let db = dir.path().join("papillon.db");
        let envs = vec![
            ("PAPILLON_DB".into(), db.display().to_string()),
            ("PAPILLON_DICE_SEED".into(), tied_seed().to_string()),
            (
                "PAPILLON_BACKUP_DIR".into(),
                dir.path().display().to_string(),
            ),
            ("LANG".into(), "en_US.UTF-8".into()),
            ("LANGUAGE".into(), "en".into()),
            // the table link on loopback only
            ("PAPILLON_SHARE_BIND".into(), "127.0.0.1:0".into()),
            // WebKit's default renderer (the app's, shipped to save memory, leaves
            // WebKitWebDriver's screenshots hanging under Xvfb), painted by Skia on the
            // CPU, cheaper than Mesa's software GL (docs/app.md, "End-to-end tests")
            ("WEBKIT_DISABLE_DMABUF_RENDERER".into(), "0".into()),
            ("WEBKIT_SKIA_ENABLE_CPU_RENDERING".into(), "1".into()),
        ];
        Ok(Env {
            name: name.into(),
            dir,
            db,
            envs,
            app,
            started: Instant::now(),
        })
    }

    /// The same world, the window opened at `WIDTHxHEIGHT`.
    pub fn window_size(&mut self, dims: &str) {
        self.envs
            .push(("PAPILLON_WINDOW_SIZE".into(), dims.to_string()));
    }

    /// Starts tauri-driver on two free ports, which starts the app, and connects.
    pub async fn launch(&self) -> Result<Session> {
        let launched = Instant::now();
        let mut caps = serde_json::Map::new();
        caps.insert("browserName".into(), "wry".into());
        caps.insert(
            "tauri:options".into(),
            serde_json::json!({ "application": self.app.display().to_string() }),
        );
        // a session that cannot be made (its native port taken meanwhile by another
        // flow's process) is made again on other ports; nothing was started then
        let mut tries = 0;
        let (c, driver) = loop {
            tries += 1;
            let driver = Driver::start(&self.envs)?;
            match ClientBuilder::native()
                .capabilities(caps.clone())
                .connect(&format!("http://127.0.0.1:{}", driver.port))
                .await
            {
                Ok(c) => break (c, driver),
                Err(e) if tries >= 3 => return Err(e.into()),
                Err(_) => drop(driver),
            }
        };
        let s = Session {
            c,
            driver: Some(driver),
            name: self.name.clone(),
            touch: std::sync::atomic::AtomicBool::new(false),
        };
        s.find("#new-game, #tally, main").await?;
        println!("[{}] launched in {:?}", self.name, launched.elapsed());
        Ok(s)
    }

    /// Kills (SIGKILL, as a crash would) this world's app processes: those whose
    /// environment names this world's database. Other flows' apps live on.
    pub fn kill_app(&self) -> Result<usize> {
        let target = self.app.canonicalize()?;
        let marker = format!("PAPILLON_DB={}", self.db.display());
        let mut killed = 0;
        for entry in std::fs::read_dir("/proc")? {
            let entry = entry?;
            let Some(pid) = entry
                .file_name()
                .to_str()
                .and_then(|s| s.parse::<i32>().ok())
            else {
                continue;
            };
            let Ok(exe) = std::fs::read_link(entry.path().join("exe")) else {
                continue;
            };
            let Ok(environ) = std::fs::read(entry.path().join("environ")) else {
                continue;
            };
            let ours = environ.split(|&b| b == 0).any(|v| v == marker.as_bytes());
            if exe == target && ours {
                // SAFETY: kill(2) on a pid we just read.
                unsafe {
                    libc::kill(pid, libc::SIGKILL);
                }
                killed += 1;
            }
        }
        Ok(killed)
    }
}

/// tauri-driver with the app's environment; stopped with SIGTERM (SIGKILL would leave
/// WebKitWebDriver holding its port).
struct Driver {
    child: Child,
    port: u16,
    native_port: u16,
}

impl Driver {
    /// Starts tauri-driver on two free ports; again on two others should it exit
    /// (another program took a port in between).
    fn start(envs: &[(String, String)]) -> Result<Driver> {
        let mut last = String::new();
        for _ in 0..3 {
            match Driver::try_start(envs) {
                Ok(d) => return Ok(d),
                Err(e) => last = e.to_string(),
            }
        }
        Err(last.into())
    }

    fn try_start(envs: &[(String, String)]) -> Result<Driver> {
        let bin = std::env::var("TAURI_DRIVER").unwrap_or_else(|_| "tauri-driver".into());
        let (port, native_port) = (free_port()?, free_port()?);
        let mut cmd = Command::new(bin);
        cmd.args([
            "--port",
            &port.to_string(),
            "--native-port",
            &native_port.to_string(),
        ])
        .stdin(Stdio::null());
        for (k, v) in envs {
            cmd.env(k, v);
        }
        let child = cmd
            .spawn()
            .map_err(|e| format!("cannot start tauri-driver: {e}"))?;
        let mut driver = Driver {
            child,
            port,
            native_port,
        };
        let deadline = Instant::now() + WAIT;
        while !port_open(port) {
            if let Ok(Some(status)) = driver.child.try_wait() {
                return Err(format!("tauri-driver exited ({status}) on port {port}").into());
            }
            if Instant::now() > deadline {
                return Err(format!("tauri-driver did not open port {port}").into());
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        // the port may be another flow's driver (the flows are processes of their own
        // under nextest, and `free_port` knows only this one's ports): then ours could
        // not bind it and exits at once
        std::thread::sleep(Duration::from_millis(200));
        if let Ok(Some(status)) = driver.child.try_wait() {
            return Err(format!("tauri-driver exited ({status}) on port {port}").into());
        }
        Ok(driver)
    }
}

impl Drop for Driver {
    /// Also on a failing step, so no driver outlives its test.
    fn drop(&mut self) {
        // SAFETY: kill(2) on our own child's pid.
        unsafe {
            libc::kill(self.child.id() as i32, libc::SIGTERM);
        }
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                break;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let deadline = Instant::now() + Duration::from_secs(10);
        while (port_open(self.port) || port_open(self.native_port)) && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

/// One running app and the WebDriver session on it.
pub struct Session {
    pub c: Client,
    driver: Option<Driver>,
    name: String,
    /// Taps are made with a finger (W3C touch pointer actions) instead of a mouse.
    touch: std::sync::atomic::AtomicBool,
}

/// Keys of the WebDriver protocol (W3C "normalised key values").
pub mod key {
    pub const TAB: char = '\u{E004}';
    pub const ENTER: char = '\u{E007}';
    pub const SHIFT: char = '\u{E008}';
    pub const END: char = '\u{E010}';
    pub const HOME: char = '\u{E011}';
    pub const LEFT: char = '\u{E012}';
    pub const UP: char = '\u{E013}';
    pub const RIGHT: char = '\u{E014}';
    pub const DOWN: char = '\u{E015}';
    pub const BACKSPACE: char = '\u{E003}';
    pub const ESCAPE: char = '\u{E00C}';
    pub const SPACE: char = ' ';
}

impl Session {
    /// Ends the session and stops the driver (the app goes with it).
    pub async fn close(mut self) {
        let _ = self.c.clone().close().await;
        self.driver.take();
    }

    pub async fn find(&self, css: &str) -> Result<Element> {
        self.find_within(css, WAIT).await
    }

    /// `find`, waiting up to `wait` for the element.
    pub async fn find_within(&self, css: &str, wait: Duration) -> Result<Element> {
        let deadline = Instant::now() + wait;
        loop {
            match self.c.find(Locator::Css(css)).await {
                Ok(e) => return Ok(e),
                Err(_) if Instant::now() < deadline => {
                    tokio::time::sleep(Duration::from_millis(100)).await
                }
                Err(e) => return Err(format!("no element {css}: {e}{}", self.dump().await).into()),
            }
        }
    }

    /// Taps the hint button `button` and waits (up to [`HINT_WAIT`]) for the hint `shown`.
    /// A tap the page did not take (the button never went busy and no hint came) is made
    /// again with the mouse after [`UNTAKEN_TAP`], and said in the log with what lies
    /// under the button's centre; a search under way (the button busy) is waited for.
    /// (What lost the web flows' taps in sessions 31 and 32 was a table wider than the
    /// phone: the page panned inside a wider layout viewport and every tap landed beside
    /// its target; the web flow now checks the width at each turn.)
    pub async fn ask_hint(&self, button: &str, shown: &str) -> Result<Element> {
        let deadline = Instant::now() + HINT_WAIT;
        self.click(button).await?;
        let mut idle_since = Instant::now();
        let probe = format!(
            "const b = document.querySelector({button:?}); return b && b.getAttribute('aria-busy') === 'true';"
        );
        loop {
            if let Ok(e) = self.c.find(Locator::Css(shown)).await {
                return Ok(e);
            }
            if Instant::now() > deadline {
                return Err(format!(
                    "no hint {shown} after tapping {button}{}",
                    self.dump().await
                )
                .into());
            }
            let busy = self
                .c
                .execute(&probe, vec![])
                .await?
                .as_bool()
                .unwrap_or(false);
            if busy {
                idle_since = Instant::now();
            } else if idle_since.elapsed() > UNTAKEN_TAP {
                let over = self.c.execute(&format!(
                    "const b = document.querySelector({button:?}); if (!b) return 'no button';
                     const r = b.getBoundingClientRect(); const e = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
                     return `${{r.x}},${{r.y}} ${{r.width}}x${{r.height}}: ${{e ? e.outerHTML.slice(0, 200) : 'nothing'}}`;"
                ), vec![]).await?;
                // a tap that did not reach the button (see above): with the mouse instead
                println!(
                    "[{}] the tap on {button} was not taken (at its centre: {over}): clicked with the mouse",
                    self.name
                );
                self.find(button).await?.click().await?;
                idle_since = Instant::now();
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// The orange round's value `v` for a card just placed (a Couteau Suisse), picked
    /// when the place asks for one: a place that takes one value only is played by the
    /// tap on it.
    pub async fn declare_if_asked(&self, v: &str) -> Result {
        self.wait_js(
            "!!document.querySelector('#declare') || !document.querySelector('#hand .play-card.on')",
            "the value asked, or the card played",
        )
        .await?;
        if self.exists("#declare").await {
            self.click(&format!("#declare [data-value=\"{v}\"]"))
                .await?;
        }
        Ok(())
    }

    pub async fn exists(&self, css: &str) -> bool {
        self.c.find(Locator::Css(css)).await.is_ok()
    }

    /// What the page shows, for a failure message (and a screenshot in the target
    /// folder).
    pub async fn dump(&self) -> String {
        let shot = target_dir().join(format!("e2e-failure-{}.png", self.name));
        if let Ok(png) = self.c.screenshot().await {
            let _ = std::fs::create_dir_all(target_dir());
            let _ = std::fs::write(&shot, png);
        }
        let html = self
            .c
            // the words on the screen and what was said aloud (the live regions), not
            // the page's head: what a person would have seen and heard
            .execute(
                "const said = [...document.querySelectorAll('[aria-live], [role=status], [role=alert]')].map((e) => e.textContent.trim().slice(-400)).filter((t) => t).join(' | ');
                 return 'said (the end of each live region): ' + said + '\\n  screen: ' + document.body.innerText",
                vec![],
            )
            .await
            .map(|v| {
                v.as_str()
                    .unwrap_or_default()
                    .chars()
                    .take(3000)
                    .collect::<String>()
            })
            .unwrap_or_else(|e| format!("(no page: {e})"));
        let url = self
            .c
            .current_url()
            .await
            .map(|u| u.to_string())
            .unwrap_or_default();
        format!(
            "\n  at {url}\n  page: {html}\n  (screenshot: {})",
            shot.display()
        )
    }

    /// Scrolls an element to the middle of the window (clear of the sticky bars) and
    /// clicks it.
    async fn press(&self, e: &Element) -> std::result::Result<(), fantoccini::error::CmdError> {
        let arg = serde_json::to_value(e)?;
        self.c
            .execute(
                "arguments[0].scrollIntoView({block: 'center', inline: 'center'})",
                vec![arg],
            )
            .await?;
        if self.touch.load(std::sync::atomic::Ordering::Relaxed) {
            self.touch_tap(e).await
        } else {
            e.click().await
        }
    }

    /// From now on every tap of a flow is made with a finger: a W3C touch pointer put
    /// down on the element's centre and lifted (the webview sees pointer and touch
    /// events, then the click), as on a phone.
    pub fn use_touch(&self) {
        self.touch.store(true, std::sync::atomic::Ordering::Relaxed);
    }

    async fn touch_tap(&self, e: &Element) -> std::result::Result<(), fantoccini::error::CmdError> {
        use fantoccini::actions::{MOUSE_BUTTON_LEFT, PointerAction, TouchActions};
        let finger = TouchActions::new("finger".into())
            .then(PointerAction::MoveToElement {
                element: e.clone(),
                duration: None,
                x: 0.0,
                y: 0.0,
            })
            .then(PointerAction::Down {
                button: MOUSE_BUTTON_LEFT,
            })
            .then(PointerAction::Up {
                button: MOUSE_BUTTON_LEFT,
            });
        self.c.perform_actions(finger).await?;
        self.c.release_actions().await
    }

    pub async fn click(&self, css: &str) -> Result {
        let deadline = Instant::now() + WAIT;
        loop {
            let e = self.find(css).await?;
            if e.is_enabled().await.unwrap_or(false) {
                match self.press(&e).await {
                    Ok(()) => return Ok(()),
                    Err(err) if Instant::now() > deadline => {
                        return Err(format!("click {css}: {err}").into());
                    }
                    Err(_) => {}
                }
            } else if Instant::now() > deadline {
                return Err(format!("{css} stays disabled").into());
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// Clicks the first element of `css` whose text starts with `text`.
    pub async fn click_text(&self, css: &str, text: &str) -> Result {
        let deadline = Instant::now() + WAIT;
        loop {
            for e in self.c.find_all(Locator::Css(css)).await? {
                if e.text().await.unwrap_or_default().trim().starts_with(text)
                    && self.press(&e).await.is_ok()
                {
                    return Ok(());
                }
            }
            if Instant::now() > deadline {
                return Err(format!("no {css} reading {text}{}", self.dump().await).into());
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    pub async fn wait_text(
        &self,
        css: &str,
        want: impl Fn(&str) -> bool,
        what: &str,
    ) -> Result<String> {
        let deadline = Instant::now() + WAIT;
        let mut last = String::new();
        loop {
            if let Ok(e) = self.c.find(Locator::Css(css)).await {
                last = e.text().await.unwrap_or_default();
                if want(&last) {
                    return Ok(last);
                }
            }
            if Instant::now() > deadline {
                return Err(format!(
                    "{css}: expected {what}, found {last:?}{}",
                    self.dump().await
                )
                .into());
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// Runs a script in the page (e.g. several taps in one go, with no wait between).
    pub async fn run_js(&self, script: &str) -> Result {
        self.c.execute(script, vec![]).await?;
        Ok(())
    }

    /// Waits for a JavaScript expression to be true.
    pub async fn wait_js(&self, expr: &str, what: &str) -> Result {
        let deadline = Instant::now() + WAIT;
        loop {
            let v = self
                .c
                .execute(&format!("return !!({expr})"), vec![])
                .await?;
            if v.as_bool() == Some(true) {
                return Ok(());
            }
            if Instant::now() > deadline {
                return Err(format!("expected {what}{}", self.dump().await).into());
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    pub async fn home(&self) -> Result {
        // on the home screen already (its buttons may still be loading), or go there;
        // a click on Home that the webview did not take (seen once on CI's WebKit,
        // as with the web flows' hint taps) is made again
        for _ in 0..3 {
            if self.exists(".home").await {
                break;
            }
            self.click(".top button").await?;
            let deadline = Instant::now() + Duration::from_secs(5);
            while !self.exists(".home").await && Instant::now() < deadline {
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
        self.find("#new-game").await?;
        Ok(())
    }

    pub async fn set_theme(&self, theme: &str) -> Result {
        self.home().await?;
        self.click("#settings").await?;
        self.click(&format!("[data-theme-choice=\"{theme}\"]"))
            .await?;
        self.wait_js(
            &format!("document.documentElement.dataset.theme === '{theme}'"),
            &format!("the {theme} theme"),
        )
        .await
    }

    /// Opens the stored game of the family's `game` (`prout`, `classic`, `farfalia`) from
    /// the history, filtered on that game.
    pub async fn open_family(&self, game: &str) -> Result {
        self.home().await?;
        self.click("#history").await?;
        self.click(&format!("#game-filter [data-game=\"{game}\"]"))
            .await?;
        self.click(&format!("#games [data-game=\"{game}\"]")).await
    }

    /// Chooses the app's language (`en`, `fr`) in the settings.
    pub async fn set_language(&self, lang: &str) -> Result {
        self.home().await?;
        self.click("#settings").await?;
        self.click(&format!("input[data-lang=\"{lang}\"]")).await?;
        self.wait_js(
            &format!("document.documentElement.lang === '{lang}'"),
            &format!("the app in {lang}"),
        )
        .await
    }

    // ---- the keyboard, through WebDriver actions (real key events, to the focus) ----

    /// Presses and releases each key in turn, with `held` (Shift) held throughout.
    pub async fn keys_with(&self, held: Option<char>, keys: &[char]) -> Result {
        let mut a = KeyActions::new("keyboard".into());
        if let Some(h) = held {
            a = a.then(KeyAction::Down { value: h });
        }
        for &k in keys {
            a = a
                .then(KeyAction::Down { value: k })
                .then(KeyAction::Up { value: k });
        }
        if let Some(h) = held {
            a = a.then(KeyAction::Up { value: h });
        }
        self.c.perform_actions(a).await?;
        self.c.release_actions().await?;
        Ok(())
    }

    pub async fn keys(&self, keys: &[char]) -> Result {
        self.keys_with(None, keys).await
    }

    pub async fn type_text(&self, text: &str) -> Result {
        let chars: Vec<char> = text.chars().collect();
        self.keys(&chars).await
    }

    /// Whether the focused element matches `css`.
    pub async fn focused(&self, css: &str) -> Result<bool> {
        let v = self
            .c
            .execute(
                "const a = document.activeElement; return !!a && a.matches(arguments[0])",
                vec![serde_json::Value::String(css.into())],
            )
            .await?;
        Ok(v.as_bool() == Some(true))
    }

    /// A short description of the focused element, for failure messages.
    pub async fn focus_name(&self) -> String {
        self.c
            .execute(
                "const a = document.activeElement; return a ? a.outerHTML.slice(0, 160) : 'nothing'",
                vec![],
            )
            .await
            .map(|v| v.as_str().unwrap_or_default().to_string())
            .unwrap_or_default()
    }

    /// Presses Tab (or Shift+Tab with `back`) until the focus is on `css`: the way a
    /// keyboard user reaches a control. Only looks at the page, never moves the focus.
    /// Should the focus leave the page's end (the webview need not wrap around), the
    /// search goes on the other way.
    pub async fn tab_to_dir(&self, css: &str, back: bool) -> Result {
        // the element may come with an answer still on its way (a loaded machine): wait
        // for it first, or the Tab cycles would run past where it is about to be
        self.find(css).await?;
        for back in [back, !back] {
            for _ in 0..120 {
                if self.focused(css).await? {
                    return Ok(());
                }
                self.keys_with(back.then_some(key::SHIFT), &[key::TAB])
                    .await?;
            }
        }
        Err(format!(
            "Tab never reached {css}; the focus is on {}{}",
            self.focus_name().await,
            self.dump().await
        )
        .into())
    }

    pub async fn tab_to(&self, css: &str) -> Result {
        self.tab_to_dir(css, false).await
    }

    pub async fn shift_tab_to(&self, css: &str) -> Result {
        self.tab_to_dir(css, true).await
    }

    /// Waits until the focus is on `css` (after a key that moves it).
    pub async fn wait_focus(&self, css: &str) -> Result {
        let deadline = Instant::now() + WAIT;
        while !self.focused(css).await? {
            if Instant::now() > deadline {
                return Err(format!(
                    "the focus should be on {css}, is on {}",
                    self.focus_name().await
                )
                .into());
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        Ok(())
    }

    // ---- axe-core ----

    /// Runs axe-core (injected from ui/node_modules) on the page; fails with every
    /// violation of impact serious or critical, named with the screen.
    pub async fn audit(&self, screen: &str) -> Result {
        let have = self
            .c
            .execute("return typeof window.axe === 'object'", vec![])
            .await?;
        if have.as_bool() != Some(true) {
            let path = workspace().join("ui/node_modules/axe-core/axe.min.js");
            let src = std::fs::read_to_string(&path).map_err(|e| {
                format!(
                    "{}: {e} (npm install in ui/ installs axe-core)",
                    path.display()
                )
            })?;
            self.c
                .execute(&format!("{src}\nreturn typeof window.axe"), vec![])
                .await?;
        }
        // animations and transitions settled, so colours are the final ones
        tokio::time::sleep(Duration::from_millis(300)).await;
        let out = self
            .c
            .execute_async(
                r#"const done = arguments[arguments.length - 1];
                window.axe.run(document, { resultTypes: ["violations"] }).then(
                  (r) => done(JSON.stringify(r.violations
                    .filter((v) => v.impact === "serious" || v.impact === "critical")
                    .map((v) => ({ id: v.id, impact: v.impact, help: v.help,
                      nodes: v.nodes.slice(0, 6).map((n) => n.target.join(" ") + " : " + (n.failureSummary || "").replace(/\s+/g, " ")) })))),
                  (e) => done(JSON.stringify([{ id: "axe-error", impact: "critical", help: String(e), nodes: [] }])));"#,
                vec![],
            )
            .await?;
        let text = out.as_str().unwrap_or("[]");
        let found: Vec<serde_json::Value> = serde_json::from_str(text)?;
        self.check_layout(screen).await?;
        if found.is_empty() {
            println!("[{}] axe: {screen}: no serious violation", self.name);
            return Ok(());
        }
        let mut msg = format!("axe-core, {screen}: {} serious violations", found.len());
        for v in &found {
            msg.push_str(&format!("\n  {} ({}): {}", v["id"], v["impact"], v["help"]));
            for n in v["nodes"].as_array().into_iter().flatten() {
                msg.push_str(&format!("\n    {}", n.as_str().unwrap_or_default()));
            }
        }
        Err(msg.into())
    }

    // ---- steps of a game ----

    pub async fn set_count(&self, player: &str, count: u32) -> Result {
        self.click_text(".players [role=radio]", player).await?;
        let input = self.find(".stepper input").await?;
        input.clear().await?;
        input.send_keys(&format!("{count}\u{E007}")).await?;
        let chip = format!("{player}{count}");
        let deadline = Instant::now() + WAIT;
        loop {
            let mut texts = Vec::new();
            for e in self
                .c
                .find_all(Locator::Css(".players [role=radio]"))
                .await?
            {
                texts.push(e.text().await?.split_whitespace().collect::<String>());
            }
            if texts.contains(&chip) {
                return Ok(());
            }
            if Instant::now() > deadline {
                return Err(format!("count of {player} not saved: {texts:?}").into());
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    pub async fn tap_card(&self, face: &str) -> Result {
        self.click(&format!("#blue-cards [data-face=\"{face}\"]"))
            .await?;
        self.wait_text(
            &format!("#blue-cards [data-face=\"{face}\"] .holder"),
            |t| t.contains('✓'),
            "the card marked as taken",
        )
        .await?;
        Ok(())
    }

    pub async fn pick_orange(&self, face: &str) -> Result {
        if let Some(family) = face.chars().next().filter(|ch| "FEDS".contains(*ch))
            && face[1..].chars().all(|d| d.is_ascii_digit())
        {
            self.click(&format!("[data-family=\"{family}\"]")).await?;
        }
        let before = self.c.find_all(Locator::Css("#hand .in-hand")).await?.len();
        self.click(&format!(".picker [data-face=\"{face}\"]"))
            .await?;
        let deadline = Instant::now() + WAIT;
        while self.c.find_all(Locator::Css("#hand .in-hand")).await?.len() == before {
            if Instant::now() > deadline {
                return Err(format!("{face} did not reach the hand").into());
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        Ok(())
    }

    /// The displayed [blue, orange, total] of a side.
    pub async fn side_row(&self, side: &str) -> Result<[i32; 3]> {
        let row = self
            .find(&format!("#score-table tr[data-side=\"{side}\"]"))
            .await?;
        let mut nums = Vec::new();
        for td in row.find_all(Locator::Css("td")).await? {
            // a round not played is a dash, said "not played": its score is 0
            let played = td.attr("data-played").await?;
            nums.push(if played.as_deref() == Some("no") {
                "0".to_string()
            } else {
                td.text().await?
            });
        }
        // the screen writes a negative number with the true minus sign "−"
        let parse =
            |s: &str| -> Result<i32> { Ok(s.trim().replace('\u{2212}', "-").parse::<i32>()?) };
        Ok([parse(&nums[0])?, parse(&nums[1])?, parse(&nums[2])?])
    }
}

/// Screenshots into docs/screenshots (or PAPILLON_SCREENSHOTS).
pub struct Shots {
    pub dir: PathBuf,
}

impl Default for Shots {
    fn default() -> Self {
        Shots {
            dir: std::env::var_os("PAPILLON_SCREENSHOTS")
                .map(PathBuf::from)
                .unwrap_or_else(|| workspace().join("docs/screenshots")),
        }
    }
}

impl Shots {
    pub async fn take(&self, s: &Session, name: &str) -> Result {
        tokio::time::sleep(Duration::from_millis(250)).await;
        let png = tokio::time::timeout(WAIT, s.c.screenshot())
            .await
            .map_err(|_| format!("the screenshot {name} timed out"))??;
        std::fs::create_dir_all(&self.dir)?;
        std::fs::write(self.dir.join(format!("{name}.png")), png)?;
        Ok(())
    }
}
