//! Who sits where at a game played in the terminal, read once from `papillon play`'s
//! flags for every game: the players' names, the people's seats, each computer's level
//! and the level of the hints.

use game_kit::ai::{AiKind, Level};
use game_kit::practice::SeatPlayer;

use crate::Failure;
use crate::play_cmd::PlayArgs;

/// The table the flags describe.
pub(crate) struct Seating {
    pub names: Vec<String>,
    /// Who plays each seat.
    pub seats: Vec<SeatPlayer>,
    /// The people's seats, from 0.
    pub people: Vec<usize>,
    /// The strongest computer's level: the one `hint` asks.
    pub hint: Level,
}

/// A computer's level as people choose it (`random` is the arena's, not a level).
pub(crate) fn level(text: &str, json: bool) -> Result<Level, Failure> {
    let kind = text
        .parse::<AiKind>()
        .map_err(|e| Failure::new(format!("--ai: {e}"), json))?;
    match kind {
        AiKind::Easy => Ok(Level::Easy),
        AiKind::Greedy => Ok(Level::Medium),
        AiKind::Hard => Ok(Level::Hard),
        AiKind::Expert => Ok(Level::Expert),
        _ => Err(Failure::new(
            format!(
                "--ai: {kind} is for the arena and the simulations; at the table the computer plays easy, medium, hard or expert"
            ),
            json,
        )),
    }
}

/// How many seats the flags ask for (`--players`, else as many as `--names`, else the
/// game's default) and the names (P1, P2, … when none are given).
pub(crate) fn names(args: &PlayArgs, default_players: usize) -> (usize, Vec<String>) {
    let players = args.players.unwrap_or(if args.names.is_empty() {
        default_players
    } else {
        args.names.len()
    });
    let names = if args.names.is_empty() {
        (1..=players).map(|i| format!("P{i}")).collect()
    } else {
        args.names.iter().map(|n| n.trim().to_string()).collect()
    };
    (players, names)
}

/// The names, seats and levels of a table of `players` (the game's default when the
/// flags give neither a count nor names), with `many` saying whether several people, or
/// none (`--watch`), may sit at it.
pub(crate) fn seating(
    args: &PlayArgs,
    default_players: usize,
    counts: std::ops::RangeInclusive<usize>,
    many: bool,
) -> Result<Seating, Failure> {
    let json = args.json;
    let bad = |flag: &str, why: String| Failure::new(format!("{flag}: {why}"), json);
    let (players, names) = names(args, default_players);
    if names.len() != players && counts.contains(&players) {
        return Err(bad(
            "--names",
            format!("{} names for {players} players", names.len()),
        ));
    }
    let people = if many {
        let mut people = Vec::new();
        let seats: &[usize] = if args.watch { &[] } else { &args.seat };
        for &seat in seats {
            if seat == 0 || seat > players {
                return Err(bad("--seat", format!("choose a seat from 1 to {players}")));
            }
            if people.contains(&(seat - 1)) {
                return Err(bad("--seat", format!("seat {seat} is given twice")));
            }
            people.push(seat - 1);
        }
        people
    } else {
        vec![args.one_seat(players)?]
    };
    let levels = args
        .ai
        .split(',')
        .map(|text| level(text.trim(), json))
        .collect::<Result<Vec<_>, _>>()?;
    let computers = players.saturating_sub(people.len());
    if computers > 0 && levels.len() != 1 && levels.len() != computers {
        return Err(bad(
            "--ai",
            format!(
                "give one level for every computer, or {computers} (one a computer seat, in seat order), not {}",
                levels.len()
            ),
        ));
    }
    let mut next = levels.iter().cycle();
    let seats: Vec<SeatPlayer> = (0..players)
        .map(|s| {
            if people.contains(&s) {
                return SeatPlayer::Person;
            }
            next.next()
                .map_or(SeatPlayer::Person, |&level| SeatPlayer::Computer(level))
        })
        .collect();
    let hint = super::strongest(&seats);
    Ok(Seating {
        names,
        seats,
        people,
        hint,
    })
}

/// Who plays a seat, in words.
pub(crate) fn player_words(seat: SeatPlayer) -> String {
    match seat {
        SeatPlayer::Person => "a person".into(),
        SeatPlayer::Computer(level) => level.name().into(),
    }
}
