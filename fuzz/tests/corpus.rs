//! The fuzz targets' short form (issue 53): every committed input of `corpus/TARGET/`
//! replayed through the target's own check, in the workspace's test build (no libFuzzer,
//! no new inputs searched: `scripts/fuzz.sh` does that). A failing input is named; the
//! slowest input of each target is printed (`--nocapture`), for the report in
//! docs/fuzzing.md. (No time is asserted here: libFuzzer's per-input limit, in
//! scripts/fuzz.sh, holds the inputs it finds to it.)

// (the helpers below are the tests' own: clippy's test allowance reaches only #[test] bodies)
#![allow(clippy::unwrap_used)]

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use papillon_fuzz::TARGETS;

fn fuzz_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

fn names_in(dir: &Path, strip: &str) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| {
            e.unwrap()
                .file_name()
                .to_string_lossy()
                .trim_end_matches(strip)
                .to_string()
        })
        .collect();
    names.sort();
    names
}

#[test]
fn every_target_has_its_check_and_its_corpus() {
    let mut known: Vec<String> = TARGETS.iter().map(|(n, _)| n.to_string()).collect();
    known.sort();
    assert_eq!(
        names_in(&fuzz_dir().join("fuzz_targets"), ".rs"),
        known,
        "fuzz_targets/ and TARGETS"
    );
    assert_eq!(
        names_in(&fuzz_dir().join("corpus"), ""),
        known,
        "corpus/ and TARGETS"
    );
}

#[test]
fn every_committed_input_passes_its_target() {
    let mut report = Vec::new();
    for (name, check) in TARGETS {
        let dir = fuzz_dir().join("corpus").join(name);
        let mut inputs: Vec<PathBuf> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        inputs.sort();
        assert!(
            !inputs.is_empty(),
            "{name}: no committed input in {}",
            dir.display()
        );
        let mut slowest = (Duration::ZERO, String::new());
        for path in &inputs {
            let data = std::fs::read(path).unwrap();
            let start = Instant::now();
            if let Err(panic) = std::panic::catch_unwind(|| check(&data)) {
                let why = panic
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_default();
                panic!("{name}: {} fails: {why}", path.display());
            }
            let took = start.elapsed();
            if took > slowest.0 {
                slowest = (
                    took,
                    path.file_name().unwrap().to_string_lossy().to_string(),
                );
            }
        }
        report.push(format!(
            "{name:16} {:5} inputs, slowest {:>9.1?} ({})",
            inputs.len(),
            slowest.0,
            slowest.1
        ));
    }
    println!("the committed corpus, replayed:\n{}", report.join("\n"));
}
