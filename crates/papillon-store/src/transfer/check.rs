//! Everything in a backup checked before anything is written: players, sessions, every
//! game's revisions through its engine, the dice, every game against the computer
//! replayed move by move. Each problem names its game and revision or move.

use std::collections::{HashMap, HashSet};

use papillon_core::{SheetError, SheetInput};

use super::{Export, ExportRevision};
use crate::model::{GameStatus, GameType, RevisionKind};
use crate::players::name_key;
use crate::results::Verdict;
use crate::sheet_games;

/// Checks everything in an export; returns every problem found.
pub(super) fn check(export: &Export) -> Vec<String> {
    let mut problems = Vec::new();
    let mut roster = HashSet::new();
    for player in &export.players {
        if player.name.trim().is_empty() {
            problems.push("players: a player has an empty name".to_owned());
        } else if !roster.insert(name_key(&player.name)) {
            problems.push(format!(
                "players: \"{}\" is listed twice (names are compared ignoring case)",
                player.name
            ));
        }
    }
    let mut sessions = HashSet::new();
    for session in &export.sessions {
        if !sessions.insert(session.id) {
            problems.push(format!("sessions: id {} is listed twice", session.id));
        }
    }
    for game in &export.games {
        let at = format!("game {}", game.id);
        if let Some(session) = game.session
            && !sessions.contains(&session)
        {
            problems.push(format!("{at}: session {session} is not in the export"));
        }
        for seat in &game.seats {
            if !roster.contains(&name_key(&seat.player)) {
                problems.push(format!(
                    "{at}: player \"{}\" is not in the export's players",
                    seat.player
                ));
            }
        }
        if let Some(seat) = game.dealer_seat
            && seat >= game.seats.len()
        {
            problems.push(format!(
                "{at}: dealer seat {seat} does not exist ({} players)",
                game.seats.len()
            ));
        }
        if game.revisions.is_empty() {
            problems.push(format!("{at}: no revisions"));
            continue;
        }
        let sheet_names: Vec<&str> = game.seats.iter().map(|s| s.sheet_name.as_str()).collect();
        let mut entries: HashMap<u32, &ExportRevision> = HashMap::new();
        let mut last_complete = None;
        for (i, revision) in game.revisions.iter().enumerate() {
            let at = format!("{at} revision {}", revision.number);
            if revision.number as usize != i + 1 {
                problems.push(format!(
                    "{at}: revisions must be numbered 1, 2, 3… in order"
                ));
                continue;
            }
            let (players, complete) = if game.game == GameType::Papillon {
                let sheet: SheetInput = match serde_json::from_value(revision.sheet.clone()) {
                    Ok(sheet) => sheet,
                    Err(e) => {
                        problems.push(format!("{at}: not a Papillon score sheet: {e}"));
                        // later revisions may still point to it
                        if revision.kind == RevisionKind::Entry {
                            entries.insert(revision.number, revision);
                        }
                        continue;
                    }
                };
                let verdict = Verdict::of(&sheet);
                if let Verdict::Contradicted(errors) = &verdict {
                    // a sheet written under older rules (an orange tour count the engine
                    // now refuses) is kept, as the schema upgrade keeps it: the game reopens
                    for error in errors.errors().iter().filter(|e| !e.is_rules_change()) {
                        problems.push(format!("{at}: {error}"));
                    }
                }
                let complete = match &verdict {
                    Verdict::Incomplete(errors)
                        if !errors.errors().iter().all(SheetError::is_rules_change) =>
                    {
                        Err(errors.to_string())
                    }
                    _ => Ok(()),
                };
                (sheet.players, complete)
            } else {
                match sheet_games::canonical(game.game, &revision.sheet) {
                    Ok(sheet) => {
                        for problem in &sheet.problems {
                            problems.push(format!("{at}: {problem}"));
                        }
                        let complete = if sheet.finished {
                            Ok(())
                        } else {
                            Err("the game is not over".to_owned())
                        };
                        (sheet.players, complete)
                    }
                    Err(e) => {
                        problems.push(format!("{at}: not a {} sheet: {e}", game.game));
                        if revision.kind == RevisionKind::Entry {
                            entries.insert(revision.number, revision);
                        }
                        continue;
                    }
                }
            };
            last_complete = Some(complete);
            if players
                .iter()
                .map(String::as_str)
                .ne(sheet_names.iter().copied())
            {
                problems.push(format!(
                    "{at}: the sheet's players ({}) are not the game's seats ({})",
                    players.join(", "),
                    sheet_names.join(", ")
                ));
            }
            let earlier_entry = |n: Option<u32>| n.is_none_or(|n| entries.contains_key(&n));
            match revision.kind {
                RevisionKind::Entry if revision.node != revision.number => {
                    problems.push(format!("{at}: an entry's node must be its own number"))
                }
                RevisionKind::Undo | RevisionKind::Redo => match entries.get(&revision.node) {
                    None => problems.push(format!(
                        "{at}: restores revision {}, which is not an earlier entry",
                        revision.node
                    )),
                    Some(node) if node.sheet != revision.sheet => problems.push(format!(
                        "{at}: its sheet differs from revision {} it restores",
                        revision.node
                    )),
                    Some(_) => {}
                },
                RevisionKind::Entry => {}
            }
            if !earlier_entry(revision.undo_to) || !earlier_entry(revision.redo_to) {
                problems.push(format!(
                    "{at}: undo/redo points to a revision that is not an earlier entry"
                ));
            }
            if revision.kind == RevisionKind::Entry {
                entries.insert(revision.number, revision);
            }
        }
        if game.status == GameStatus::Finished
            && let Some(Err(why)) = last_complete
        {
            problems.push(format!(
                "{at}: marked finished but its sheet is not complete: {why}"
            ));
        }
        for roll in &game.dice {
            let valid =
                matches!(roll.dice.len(), 1 | 2) && roll.dice.iter().all(|d| (1..=6).contains(d));
            if !valid {
                problems.push(format!(
                    "{at}: dice log: {:?} is not a throw of one or two dice (1 to 6)",
                    roll.dice
                ));
            }
        }
    }
    for game in &super::practice_games(export) {
        let over = match crate::practice::kinds::replay_json(game.game, &game.setup, &game.moves) {
            Ok(replayed) => replayed.report.is_some(),
            Err(e) => {
                problems.push(format!("game against the computer {}: {e}", game.id));
                continue;
            }
        };
        if over != (game.status == GameStatus::Finished) {
            problems.push(format!(
                "game against the computer {}: it is {} but its moves {}",
                game.id,
                if over { "in progress" } else { "finished" },
                if over { "end it" } else { "do not end it" }
            ));
        }
    }
    problems
}
