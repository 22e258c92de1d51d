//! The 18th-century Papillon's counter ledger as JSON.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| papillon_fuzz::sheets::family::<classic_papillon::Ledger>(data));
