//! A modern Papillon score sheet as JSON (the terminal's `papillon score`, a backup's sheets).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| papillon_fuzz::sheets::papillon(data));
