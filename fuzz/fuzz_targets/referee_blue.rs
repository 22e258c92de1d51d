//! The modern game's blue referee: a plate and a hand as card sets, house rules as JSON,
//! and a typed play.
#![no_main]

use libfuzzer_sys::fuzz_target;
use papillon_fuzz::referee::{BlueInput, blue};

fuzz_target!(|input: BlueInput| blue(&input));
