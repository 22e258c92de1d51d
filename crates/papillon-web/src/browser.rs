//! The exported functions, in a browser.

use std::cell::RefCell;
use std::path::PathBuf;

use papillon_app_core::error::{CommandError, ErrorCode};
use papillon_app_core::{AppState, dispatch};
use papillon_store::Store;
use wasm_bindgen::prelude::*;

thread_local! {
    /// The app's state once [`start`] has opened the store (one worker, one thread).
    static STATE: RefCell<Option<AppState>> = const { RefCell::new(None) };
}

/// A command's error as the front end reads it: its JSON, thrown.
fn thrown(error: &CommandError) -> JsValue {
    JsValue::from_str(&serde_json::to_string(error).unwrap_or_else(|_| {
        r#"{"code":"store","message":"error","details":[],"problems":null}"#.to_owned()
    }))
}

/// Opens the store `db_name` on OPFS (installing the pool, running the migrations) and
/// makes the app's state. Called once by the worker before any command; a second call
/// keeps the store already open.
#[wasm_bindgen]
pub async fn start(db_name: String) -> Result<(), JsValue> {
    if STATE.with(|s| s.borrow().is_some()) {
        return Ok(());
    }
    let store = Store::open_opfs(&db_name)
        .await
        .map_err(|e| thrown(&CommandError::new(ErrorCode::Store, e.to_string())))?;
    // the database's name stands for its path; backups are downloaded, not written
    let state = AppState::new(
        store,
        PathBuf::from(format!("OPFS: {db_name}")),
        PathBuf::new(),
        None,
    );
    STATE.with(|s| *s.borrow_mut() = Some(state));
    Ok(())
}

/// Runs the command `name` with its arguments (`args_json`, an object named as the
/// front end sends them) and returns its answer as JSON; a refusal is thrown as the
/// command's JSON error.
#[wasm_bindgen]
pub fn call(name: &str, args_json: &str) -> Result<String, JsValue> {
    STATE.with(|s| {
        let state = s.borrow();
        let Some(state) = state.as_ref() else {
            return Err(thrown(&CommandError::new(
                ErrorCode::Store,
                "the store is not open yet (start was not called)".to_owned(),
            )));
        };
        let args: serde_json::Value = if args_json.trim().is_empty() {
            serde_json::Value::Object(Default::default())
        } else {
            serde_json::from_str(args_json).map_err(|e| {
                thrown(&CommandError::new(
                    ErrorCode::Invalid,
                    format!("{name}: the arguments are not JSON: {e}"),
                ))
            })?
        };
        let value = dispatch(state, name, args).map_err(|e| thrown(&e))?;
        serde_json::to_string(&value).map_err(|e| {
            thrown(&CommandError::new(
                ErrorCode::Store,
                format!("{name}: the answer could not be written: {e}"),
            ))
        })
    })
}
