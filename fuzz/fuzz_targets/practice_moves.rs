//! A saved game against the computer, replayed: a refusal names its first culprit, an
//! accepted game replays the same after a round trip.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| papillon_fuzz::practice::saved_game(data));
