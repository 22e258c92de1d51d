//! PROUT: the score keeper of a French shedding game won by the fewest points. Pure Rust, no I/O.
