//! A Farfalia score sheet as JSON.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| papillon_fuzz::sheets::family::<farfalia::FarfaliaSheet>(data));
