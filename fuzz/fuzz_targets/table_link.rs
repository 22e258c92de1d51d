//! Raw bytes as an HTTP request to the table link's server, on 127.0.0.1.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| papillon_fuzz::link::request(data));
