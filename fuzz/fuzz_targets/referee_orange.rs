//! The modern game's orange referee: a position as JSON, a play on its last line.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| papillon_fuzz::referee::orange(data));
