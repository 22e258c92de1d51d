//! Running the `papillon` binary as a user would, for the CLI's test files.
#![allow(dead_code)]
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use std::io::Write;
use std::path::PathBuf;
use std::process::{Child, Command, Output, Stdio};

/// A store of its own for each run of the binary (`papillon play` saves the games a
/// person plays): under the tests' scratch folder, never the user's.
pub fn fresh_db() -> PathBuf {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static RUNS: AtomicUsize = AtomicUsize::new(0);
    let n = RUNS.fetch_add(1, Ordering::Relaxed);
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("cli-{}-{n}.db", std::process::id()));
    let _ = std::fs::remove_file(&path);
    path
}

/// The binary, with a store of its own (a test's `--db` or `PAPILLON_DB` wins).
pub fn command() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_papillon"));
    command.env("PAPILLON_DB", fresh_db());
    command
}

pub fn papillon(args: &[&str]) -> Output {
    command().args(args).output().expect("run papillon")
}

/// The binary started with its standard streams piped, for a test that talks to it a
/// line at a time (the play commands' `--json`).
pub fn spawn_piped(args: &[&str]) -> Child {
    command()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn papillon")
}

pub fn papillon_stdin(args: &[&str], input: &str) -> Output {
    let mut child = spawn_piped(args);
    // a command refused at once (a bad flag) exits before it reads: its input is not read
    match child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
    {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {}
        other => other.expect("write the input"),
    }
    child.wait_with_output().expect("wait papillon")
}

pub fn example(name: &str) -> String {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "..", "..", "examples", name]
        .iter()
        .collect();
    path.to_string_lossy().into_owned()
}
