//! The Papillon app: a thin Tauri 2 shell over the app core (`papillon-app-core`: every
//! command as a plain function over the app's state, on the rules engines and
//! `papillon-store`). The Tauri commands are generated from the core's one list
//! (`papillon_app_core::command_list`, in [`ipc`]); the table link's commands, which need
//! a server, are the desktop's own ([`command_list`], [`commands::share`]). The web front
//! end in `ui/` only draws what they return.

#[macro_use]
pub mod command_list;
pub mod commands;
mod ipc;

use std::sync::LazyLock;

use papillon_store::Store;
use tauri::{Builder, Runtime};

pub use commands::share::ShareState;
pub use papillon_app_core::{AppState, error, messages, play, referee, state, view};

/// Every command's name: the core's list, then the desktop's own (the names `build.rs`
/// makes a permission of, and that `ui/src/api.ts` calls).
pub static COMMANDS: LazyLock<Vec<&'static str>> = LazyLock::new(|| {
    papillon_app_core::command_list::COMMANDS
        .iter()
        .chain(command_list::DESKTOP_COMMANDS)
        .copied()
        .collect()
});

/// The builder with the app's commands and state: the real app and the mock-runtime
/// tests use the same one.
pub fn builder<R: Runtime>(builder: Builder<R>, state: AppState) -> Builder<R> {
    builder_with_share(builder, state, ShareState::new())
}

/// [`builder`] with the table link's state given (tests keep it on loopback).
pub fn builder_with_share<R: Runtime>(
    builder: Builder<R>,
    state: AppState,
    share: ShareState,
) -> Builder<R> {
    commands_builder(builder.manage(state).manage(share))
}

/// The builder with the app's commands (the state is managed by the caller).
fn commands_builder<R: Runtime>(builder: Builder<R>) -> Builder<R> {
    builder.invoke_handler(ipc::handler())
}

/// The app's configuration, capabilities and front-end files, compiled in.
pub fn context<R: Runtime>() -> tauri::Context<R> {
    tauri::generate_context!()
}

/// The dice seed pinned by PAPILLON_DICE_SEED (for tests and demonstrations).
pub fn dice_seed() -> Option<u64> {
    std::env::var("PAPILLON_DICE_SEED")
        .ok()
        .and_then(|s| s.trim().parse().ok())
}

/// The window size asked for with PAPILLON_WINDOW_SIZE (`WIDTHxHEIGHT`, in logical pixels).
pub fn window_size() -> Option<(f64, f64)> {
    let text = std::env::var("PAPILLON_WINDOW_SIZE").ok()?;
    let (w, h) = text.trim().split_once('x')?;
    let (w, h): (f64, f64) = (w.parse().ok()?, h.parse().ok()?);
    ((200.0..=4000.0).contains(&w) && (200.0..=4000.0).contains(&h)).then_some((w, h))
}

/// The app. On a phone (`cfg(mobile)`) this is the entry point the Android and iOS
/// projects call (`src-tauri/gen/android`), and the database lives in the app's own data
/// folder, which only Tauri knows there; on a desktop it is the `dirs` data folder the
/// `papillon` command shares.
#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    #[cfg(target_os = "linux")]
    webkit_environment();
    #[cfg(desktop)]
    let started = std::time::Instant::now();
    #[cfg(desktop)]
    let app = {
        let path = match papillon_store::paths::database_path() {
            Ok(path) => path,
            Err(error) => fail(&error.to_string()),
        };
        let store = match Store::open(&path) {
            Ok(store) => store,
            Err(error) => fail(&error.to_string()),
        };
        let state = AppState::new(
            store,
            path,
            papillon_store::paths::backup_dir(),
            dice_seed(),
        );
        builder(tauri::Builder::default(), state)
            .setup(|app| {
                // PAPILLON_WINDOW_SIZE=390x844 opens the window at that size (screenshots of
                // the phone and desktop layouts; a window manager may still change it).
                if let Some((width, height)) = window_size()
                    && let Some(window) = tauri::Manager::get_webview_window(app, "main")
                {
                    window.set_size(tauri::LogicalSize::new(width, height))?;
                }
                #[cfg(target_os = "linux")]
                if let Some(window) = tauri::Manager::get_webview_window(app, "main") {
                    window.with_webview(lighter_webview)?;
                }
                Ok(())
            })
            .on_page_load(move |_, payload| {
                // PAPILLON_START_PROBE=1: how long the start took, to the page loaded (issue
                // 38; scripts/measure-app.sh measures the first painted home screen itself)
                if payload.event() == tauri::webview::PageLoadEvent::Finished
                    && std::env::var_os("PAPILLON_START_PROBE").is_some_and(|v| v == "1")
                {
                    eprintln!(
                        "papillon: start probe: page loaded {} ms after the start",
                        started.elapsed().as_millis()
                    );
                }
            })
    };
    #[cfg(mobile)]
    let app = mobile_builder();
    if let Err(error) = app.run(context()) {
        fail(&format!("the window could not be opened: {error}"));
    }
}

/// WebKitGTK's settings that are read from the environment when it starts, set before
/// GTK and WebKit start (a variable already set is left as it is, so that
/// `WEBKIT_DISABLE_DMABUF_RENDERER=0` or `JSC_useJIT=1` brings the default back). The
/// web process inherits them. Issue 38, docs/app.md "Memory and start".
///
/// - `WEBKIT_DISABLE_DMABUF_RENDERER=1`: WebKit composites its layers (the cards' CSS
///   animations and the scrolling stay on the compositor) with its older renderer
///   instead of the DMA-BUF one, whose EGL buffers held about 70 MB in the web process
///   at rest; without a GPU (Xvfb) the first frame comes sooner too.
/// - `JSC_useJIT=0`: the page's JavaScript runs in JavaScriptCore's interpreter, with no
///   code compiled at run time: 12 MB less at rest, 20 MB less in a game against the
///   computer, and no memory both writable and executable in the web process. The
///   interface's own work is small: from a tap to the next frame drawn, the same times
///   with and without the compilers (session 22).
#[cfg(target_os = "linux")]
fn webkit_environment() {
    for (name, value) in [("WEBKIT_DISABLE_DMABUF_RENDERER", "1"), ("JSC_useJIT", "0")] {
        if std::env::var_os(name).is_none() {
            // SAFETY: the first thing `run` does, before Tauri, GTK, WebKit or any other
            // thread of the process starts, so nothing reads the environment meanwhile.
            unsafe { std::env::set_var(name, value) };
        }
    }
}

/// The webview's cache model for a document viewer: the app shows its own pages, from
/// its own files, so WebKit keeps no page cache nor memory cache for going back and
/// forth between sites (issue 38).
#[cfg(target_os = "linux")]
fn lighter_webview(webview: tauri::webview::PlatformWebview) {
    use webkit2gtk::{CacheModel, WebContextExt, WebViewExt};
    if let Some(context) = webview.inner().context() {
        context.set_cache_model(CacheModel::DocumentViewer);
    }
}

/// On a phone: the store in the app's data folder, opened before the first command.
#[cfg(mobile)]
fn mobile_builder() -> Builder<tauri::Wry> {
    use tauri::Manager;
    commands_builder(tauri::Builder::default().manage(ShareState::new())).setup(|app| {
        let dir = app.path().app_data_dir()?;
        std::fs::create_dir_all(&dir)?;
        let path = dir.join("papillon.db");
        let store = Store::open(&path)?;
        let backups = app
            .path()
            .document_dir()
            .unwrap_or_else(|_| dir.join("backups"));
        app.manage(AppState::new(store, path, backups, dice_seed()));
        Ok(())
    })
}

fn fail(message: &str) -> ! {
    eprintln!("papillon: {message}");
    std::process::exit(1);
}
