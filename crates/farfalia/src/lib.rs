//! Farfalia (Derek Carver): the score keeper of a trick-taking game for 2 to 5 in which each side collects the cards of a five-subject proposition. Pure Rust, no I/O.
