//! A backup import into a store holding games; a refused one changes no byte.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| papillon_fuzz::backup::import(data));
