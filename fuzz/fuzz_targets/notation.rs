//! Every move and card notation of the three digital games, printed back.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| papillon_fuzz::notation::all(data));
