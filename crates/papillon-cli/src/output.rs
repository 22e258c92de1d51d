//! Writing to standard output without panicking on a closed pipe.
//!
//! `println!` panics when the reader has gone away (`papillon referee blue … | head -1`
//! closes the pipe after one line). A reader that stops early is not an error of ours:
//! every write of the command goes through [`write_fmt`] or [`check`], which end the
//! program quietly with status 0 on a broken pipe, and report any other write error.

use std::fmt;
use std::io::{self, Write};

/// `out!(…)`: like `print!`, but a broken pipe ends the program quietly.
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::output::write_fmt(format_args!($($arg)*))
    };
}

/// `outln!(…)`: like `println!`, but a broken pipe ends the program quietly.
macro_rules! outln {
    () => {
        $crate::output::write_fmt(format_args!("\n"))
    };
    ($($arg:tt)*) => {
        $crate::output::write_fmt(format_args!("{}\n", format_args!($($arg)*)))
    };
}

/// Writes to standard output; see the module documentation.
pub fn write_fmt(args: fmt::Arguments<'_>) {
    check(io::stdout().lock().write_fmt(args));
}

/// The outcome of a write: a broken pipe ends the program with status 0 (the reader
/// has all it wanted); any other error ends it with status 1 and says why.
pub fn check<T>(result: io::Result<T>) -> T {
    match result {
        Ok(value) => value,
        Err(error) => fail(&error),
    }
}

/// Ends the program after a failed write (see [`check`]).
pub fn fail(error: &io::Error) -> ! {
    if error.kind() == io::ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    // stderr may be closed too: nothing more can be said then
    let _ = writeln!(io::stderr(), "error: cannot write the output: {error}");
    std::process::exit(1)
}
