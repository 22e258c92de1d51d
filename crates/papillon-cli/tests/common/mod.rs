//! Running the `papillon` binary as a user would, for the CLI's test files.
#![allow(dead_code)]
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use std::io::Write;
use std::path::PathBuf;
use std::process::{Child, Command, Output, Stdio};

pub fn papillon(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_papillon"))
        .args(args)
        .output()
        .expect("run papillon")
}

/// The binary started with its standard streams piped, for a test that talks to it a
/// line at a time (the play commands' `--json`).
pub fn spawn_piped(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_papillon"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn papillon")
}

pub fn papillon_stdin(args: &[&str], input: &str) -> Output {
    let mut child = spawn_piped(args);
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("write sheet");
    child.wait_with_output().expect("wait papillon")
}

pub fn example(name: &str) -> String {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "..", "..", "examples", name]
        .iter()
        .collect();
    path.to_string_lossy().into_owned()
}
