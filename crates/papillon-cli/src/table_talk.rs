//! What a person types at a game against the computer in the terminal, for every game
//! (`terminal/`): the commands, read the same way. `next` deals the next game of a
//! sitting (the 1756 game's); anything else is read by the game as a move.

/// What the game loop does next.
pub enum Flow {
    Go,
    Quit,
}

/// What a line typed at the table asks for.
pub enum Said {
    Quit,
    Hint,
    Back,
    Log,
    Table,
    Moves,
    Help,
    Next,
    /// Anything else: a move, for the game to read.
    Other,
}

pub fn said(text: &str) -> Said {
    match text.to_ascii_lowercase().as_str() {
        "quit" | "q" | "exit" => Said::Quit,
        "hint" | "h" => Said::Hint,
        "back" | "undo" | "take back" | "takeback" => Said::Back,
        "log" => Said::Log,
        "table" | "show" => Said::Table,
        "moves" | "legal" | "?" => Said::Moves,
        "help" => Said::Help,
        "next" | "n" => Said::Next,
        _ => Said::Other,
    }
}
