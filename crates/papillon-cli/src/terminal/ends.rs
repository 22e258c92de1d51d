//! The table's answers to a person's commands and its end: a take-back, the hint, the
//! log, a refusal, the end of a game and the next game of a sitting.

use std::io::{BufRead, Write};

use serde_json::{Value, json};

use super::table::Table;
use super::{TerminalGame, game_seed, read_line};
use crate::Failure;
use crate::play_cmd::{emit, reason_text};
use crate::table_talk::{Flow, Said, said};

impl<T: TerminalGame> Table<T> {
    /// Back to just before the last move a person made; false when there is none, or
    /// when it would unsee cards.
    pub(super) fn take_back(&mut self) -> Result<bool, Failure> {
        let json = self.config.json;
        let Some(seat) = self.practice.last_person_move() else {
            self.refuse(
                "nothing_to_take_back",
                "nothing to take back: no person has moved yet",
            );
            return Ok(false);
        };
        let moves = self.practice.moves();
        let Some(at) = moves.iter().rposition(|m| m.seat == seat) else {
            return Ok(false);
        };
        let action = moves[at].action.clone();
        if let Err(e) = self.practice.take_back(seat) {
            self.refuse("cannot_take_back", &format!("{e}"));
            return Ok(false);
        }
        let keep = self.practice.moves().len();
        if let Some(saver) = &mut self.saver {
            saver.take_back::<T>(keep, json)?;
        }
        let undone_total = self
            .log
            .iter()
            .filter(|e| e.seat.is_some() && e.after > keep)
            .count();
        self.log.retain(|e| e.after <= keep);
        self.pending.clear();
        let whose = if self.config.people.len() > 1 {
            format!("{}'s", self.name(seat))
        } else {
            "your".into()
        };
        let text = format!(
            "{whose} move {action} is taken back{}",
            match undone_total.saturating_sub(1) {
                0 => String::new(),
                1 => ", with the move after it".into(),
                k => format!(", with the {k} moves after it"),
            }
        );
        if json {
            emit(
                &json!({"taken_back": {"action": action, "seat": seat, "moves": undone_total, "says": text}}),
            );
        } else {
            outln!("Taken back: {text}.");
        }
        Ok(true)
    }

    pub(super) fn hint(&mut self, seat: usize) {
        let level = self.config.hint;
        let Some(h) = self.practice.hint(level) else {
            self.refuse("no_hint", "no hint: it is not your turn");
            return;
        };
        let number = self
            .legal
            .iter()
            .position(|a| *a == h.action)
            .map(|i| i + 1);
        let why = reason_text(&h.reason, T::UNIT);
        if self.config.json {
            let mut value = serde_json::to_value(&h).unwrap_or(Value::Null);
            if let Some(object) = value.as_object_mut() {
                object.insert("number".into(), json!(number));
                object.insert("says".into(), json!(why));
                object.insert("level".into(), json!(level.name()));
            }
            emit(&json!({ "hint": value }));
        } else {
            let number = number.map(|k| format!("{k}. ")).unwrap_or_default();
            outln!(
                "Hint ({}): {number}{} ({}): {why}.",
                level.name(),
                h.action,
                T::move_words(self.practice.game(), seat, &h.action)
            );
        }
    }

    /// This part's moves (in JSON the whole game's).
    pub(super) fn show_log(&self) {
        if self.config.json {
            emit(&json!({ "log": self.log }));
            return;
        }
        let (part, heading) = T::part(self.practice.game());
        outln!("The moves of {heading}:");
        let mut moves = 0;
        for entry in self.log.iter().filter(|e| e.part == part) {
            let mut lines = entry.says.iter();
            if let (Some(_), Some(action)) = (entry.seat, &entry.action) {
                moves += 1;
                outln!(
                    "  {moves:>3}. {} [{action}]",
                    lines.next().map_or("", String::as_str)
                );
            }
            for line in lines {
                outln!("       {line}");
            }
        }
    }

    /// A refusal or a mistake, and the prompt again.
    pub(super) fn refuse(&self, code: &str, reason: &str) {
        if self.config.json {
            emit(&json!({ "refused": reason, "code": code }));
        } else {
            outln!("Refused: {reason}.");
        }
    }

    pub(super) fn say(&self, key: &str, text: &str) {
        if self.config.json {
            emit(&json!({ key: text }));
        } else {
            outln!("{text}");
        }
    }

    pub(super) fn emit_game_over(&mut self) -> Result<(), Failure> {
        let (mut line, _) = self
            .practice
            .game_over(self.config.people.first().copied())
            .map_err(|e| Failure::new(e, self.config.json))?;
        if let Some(object) = line.as_object_mut() {
            object.insert("events".into(), json!(std::mem::take(&mut self.pending)));
        }
        emit(&json!({ "game_over": line }));
        Ok(())
    }

    /// The end: the result, then the next game of a sitting, the log, or the end of
    /// the program. (A finished game is kept as it ended: no take-back.)
    pub(super) fn game_over(&mut self, input: &mut impl BufRead) -> Result<Flow, Failure> {
        let json = self.config.json;
        if !json {
            let (_, text) = self
                .practice
                .game_over(self.config.people.first().copied())
                .map_err(|e| Failure::new(e, json))?;
            out!("{text}");
        }
        if self.config.people.is_empty() {
            // every seat a computer: nobody to ask
            if json {
                self.emit_game_over()?;
            }
            return Ok(Flow::Quit);
        }
        let sitting = self.practice.next_setup(0).is_some();
        let choices = if sitting {
            "next, log or quit"
        } else {
            "log or quit"
        };
        loop {
            if json {
                // every line read follows a `turn` or a `game_over`
                self.emit_game_over()?;
            } else if sitting {
                out!("Next game of the sitting (next), log, or quit: ");
                let _ = std::io::stdout().flush();
            } else {
                out!("The game is over: log, or quit: ");
                let _ = std::io::stdout().flush();
            }
            let Some(line) = read_line(input, json)? else {
                if !json {
                    outln!();
                }
                return Ok(Flow::Quit);
            };
            match said(&line) {
                Said::Next if sitting => {
                    self.next_game()?;
                    return Ok(Flow::Go);
                }
                Said::Quit => return Ok(Flow::Quit),
                Said::Log => self.show_log(),
                Said::Table | Said::Help | Said::Moves => self.say(
                    "help",
                    &format!(
                        "The game is over and kept as it ended. Type {choices}{}.",
                        if sitting {
                            " (next deals the next game of the sitting)"
                        } else {
                            ""
                        }
                    ),
                ),
                Said::Back => self.refuse(
                    "game_over",
                    &format!(
                        "the game is over and kept as it ended, so its moves are not taken back: type {choices}"
                    ),
                ),
                _ => self.refuse(
                    "game_over",
                    &format!("the game is over, \"{line}\" is not a choice here: type {choices}"),
                ),
            }
        }
    }

    /// The next game of the sitting: dealt from this one, saved as a game of its own.
    pub(super) fn next_game(&mut self) -> Result<(), Failure> {
        let json = self.config.json;
        let number = T::part(self.practice.game()).0.saturating_add(1);
        let seed = game_seed(
            self.practice.session().seed(),
            u32::try_from(number).unwrap_or(u32::MAX),
        );
        let Some(setup) = self.practice.next_setup(seed) else {
            return Ok(());
        };
        self.practice = T::start(setup).map_err(|e| Failure::new(e, json))?;
        self.log.clear();
        self.pending.clear();
        if let Some(saver) = &mut self.saver {
            saver.create::<T>(self.practice.setup(), json)?;
        }
        if !json {
            outln!();
        }
        self.introduce(0);
        self.say_opening();
        Ok(())
    }
}
