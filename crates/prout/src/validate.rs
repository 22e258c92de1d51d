//! Checking a raw sheet (docs/rules.md, part IV (PROUT) §3, §6): names, the piles each
//! player entered, the deck's limits, how each game ended, and the match's end.

use std::collections::BTreeMap;

use crate::card::Card;
use crate::options::{MAX_GAMES, Mode, Scoring, Settings};
use crate::problem::{DeckPart, Field, HAND_SIZE, MAX_ENTRIES, MAX_NAME_CHARS, MAX_PILE, Problem};
use crate::scoring::{game_points, match_over};
use crate::sheet::{
    GameEnd, GameInput, Pile, PileInput, ProutSheet, ValidGame, ValidPile, ValidPlayer, ValidSheet,
};

use game_kit::names::NameIssue;
pub use game_kit::names::name_key;
use game_kit::names::{Found, NameRead, find_player, note_read};

fn check_players(mode: Mode, players: &[String]) -> Vec<Problem> {
    let (min, max) = mode.players();
    if !(min..=max).contains(&players.len()) {
        return vec![Problem::PlayerCount {
            mode,
            min,
            max,
            players: players.len(),
        }];
    }
    game_kit::names::check_names(players, MAX_NAME_CHARS)
        .into_iter()
        .map(|issue| match issue {
            NameIssue::Empty { seat } => Problem::EmptyName { seat },
            NameIssue::TooLong { seat, start, chars } => {
                Problem::NameTooLong { seat, start, chars }
            }
            NameIssue::Duplicate { name } => Problem::DuplicatePlayer { name },
        })
        .collect()
}

impl ProutSheet {
    /// Checks the sheet: a [`ValidSheet`], or every problem found.
    pub fn validate(&self) -> Result<ValidSheet, Vec<Problem>> {
        let mut problems = check_players(self.mode, &self.players);
        let settings = match self.options.resolve(self.mode) {
            Ok(s) => Some(s),
            Err(mut more) => {
                problems.append(&mut more);
                None
            }
        };
        if self.games.len() > MAX_GAMES {
            problems.push(Problem::TooManyGames {
                games: self.games.len(),
            });
        }
        let (Some(settings), true) = (settings, problems.is_empty()) else {
            return Err(problems);
        };
        let checker = Checker {
            mode: self.mode,
            settings: &settings,
            players: &self.players,
            names_read: std::cell::RefCell::new(Vec::new()),
        };
        let mut totals: Option<Vec<i64>> = Some(vec![0; self.players.len()]);
        let mut games = Vec::new();
        let last = self.games.len();
        for (index, input) in self.games.iter().enumerate() {
            let game = index + 1;
            match checker.game(game, input) {
                Ok(valid) => {
                    if let Some(t) = totals.as_mut() {
                        for (total, p) in t.iter_mut().zip(game_points(&settings, &valid)) {
                            *total = total.saturating_add(p);
                        }
                    }
                    games.push(valid);
                }
                Err(mut more) => {
                    problems.append(&mut more);
                    totals = None;
                }
            }
            if game < last && self.mode == Mode::Main && input.ended_by.is_none() {
                problems.push(Problem::EnderMissing { game });
            }
            let over = match &totals {
                Some(t) => match_over(&settings, game, t),
                None => settings.target.is_none(),
            };
            if over && game < last {
                problems.push(Problem::GameAfterEnd {
                    game: game + 1,
                    ended_after: game,
                    target: settings.target.is_some(),
                });
                break;
            }
        }
        if problems.is_empty() {
            let names_read = checker.names_read.take();
            drop(checker);
            Ok(ValidSheet {
                mode: self.mode,
                players: self.players.clone(),
                settings,
                games,
                names_read,
            })
        } else {
            Err(problems)
        }
    }
}

struct Checker<'a> {
    mode: Mode,
    settings: &'a Settings,
    players: &'a [String],
    /// Names typed without their accents, taken as the one player they can be.
    names_read: std::cell::RefCell<Vec<NameRead>>,
}

impl Checker<'_> {
    /// The seat of a name typed in game `game`: exactly, or without accents when it can
    /// be one player only (and the report says so).
    fn seat(&self, game: usize, name: &str) -> Option<usize> {
        let found = find_player(self.players, name);
        if let Found::Loose(seat) = found {
            note_read(
                &mut self.names_read.borrow_mut(),
                || format!("game {game}"),
                name,
                &self.players[seat],
            );
        }
        found.seat()
    }

    fn unknown(&self, game: usize, name: &str, field: Field) -> Problem {
        Problem::UnknownPlayer {
            game,
            name: name.chars().take(40).collect(),
            field,
            known: self.players.to_vec(),
            did_you_mean: match find_player(self.players, name) {
                Found::Unknown { did_you_mean } => did_you_mean,
                _ => None,
            },
        }
    }

    fn game(&self, game: usize, input: &GameInput) -> Result<ValidGame, Vec<Problem>> {
        let mut problems = Vec::new();
        let end = input.end.unwrap_or(GameEnd::default_for(self.mode));
        if !end.fits(self.mode) {
            problems.push(Problem::EndNotForMode {
                game,
                mode: self.mode,
                end,
            });
        }
        if input.players.len() > MAX_ENTRIES {
            problems.push(Problem::TooManyEntries {
                game,
                entries: input.players.len(),
                players: self.players.len(),
            });
            return Err(problems);
        }
        let mut entries: Vec<Option<&crate::sheet::PlayerInput>> = vec![None; self.players.len()];
        for (name, entry) in &input.players {
            match self.seat(game, name) {
                None => problems.push(self.unknown(game, name, Field::Players)),
                Some(seat) if entries[seat].is_some() => problems.push(Problem::DuplicateEntry {
                    game,
                    player: self.players[seat].clone(),
                }),
                Some(seat) => entries[seat] = Some(entry),
            }
        }
        let mut players = Vec::new();
        for (seat, entry) in entries.iter().enumerate() {
            let player = &self.players[seat];
            let Some(entry) = entry else {
                problems.push(Problem::MissingPlayer {
                    game,
                    player: player.clone(),
                });
                continue;
            };
            let pile = |which: Pile, raw: &PileInput| self.pile(game, player, which, raw);
            let hand = pile(Pile::Hand, &entry.hand);
            let own = pile(Pile::Pile, &entry.pile);
            let malus = pile(Pile::Malus, &entry.malus);
            match (hand, own, malus) {
                (Ok(hand), Ok(pile), Ok(malus)) => players.push(ValidPlayer { hand, pile, malus }),
                (hand, own, malus) => {
                    for result in [hand, own, malus] {
                        if let Err(mut more) = result {
                            problems.append(&mut more);
                        }
                    }
                }
            }
        }
        let ended_by = match &input.ended_by {
            None => None,
            Some(name) => {
                let seat = self.seat(game, name);
                if seat.is_none() {
                    problems.push(self.unknown(game, name, Field::EndedBy));
                }
                seat
            }
        };
        if !problems.is_empty() {
            return Err(problems);
        }
        self.deck(game, &players, &mut problems);
        self.end(game, end, ended_by, &players, &mut problems);
        if problems.is_empty() {
            Ok(ValidGame {
                end,
                ended_by,
                players,
            })
        } else {
            Err(problems)
        }
    }

    /// One pile of one player, read and checked on its own.
    fn pile(
        &self,
        game: usize,
        player: &str,
        which: Pile,
        raw: &PileInput,
    ) -> Result<ValidPile, Vec<Problem>> {
        let player = player.to_string();
        let mut problems = Vec::new();
        let pile = match raw {
            PileInput::Count(count) => match u32::try_from(*count) {
                Ok(n) if (n as usize) <= MAX_PILE => ValidPile::Count(n),
                _ => {
                    return Err(vec![Problem::Count {
                        game,
                        player,
                        pile: which,
                        count: *count,
                    }]);
                }
            },
            PileInput::Cards(list) if list.len() > MAX_PILE => {
                return Err(vec![Problem::TooManyListed {
                    game,
                    player,
                    pile: which,
                    cards: list.len(),
                }]);
            }
            PileInput::Cards(list) => {
                let mut cards = Vec::new();
                for written in list {
                    match written.card() {
                        Ok(card) => cards.push(card),
                        Err(error) => problems.push(Problem::CardNotation {
                            game,
                            player: player.clone(),
                            pile: which,
                            text: written.written(),
                            error,
                        }),
                    }
                }
                cards.sort_unstable();
                ValidPile::Cards(cards)
            }
        };
        if which == Pile::Pile && !self.mode.own_piles() && !pile.is_empty() {
            problems.push(Problem::PileNotInMode {
                game,
                player: player.clone(),
                mode: self.mode,
                count: i64::from(pile.len()),
            });
        }
        if let ValidPile::Count(n) = pile
            && n > 0
            && self.settings.scoring == Scoring::Values
        {
            problems.push(Problem::ValuesNeedCards {
                game,
                player: player.clone(),
                pile: which,
                count: i64::from(n),
            });
        }
        if !self.mode.intox() && pile.cards().contains(&Card::Intox) {
            problems.push(Problem::IntoxNotInMode {
                game,
                player: player.clone(),
                pile: which,
                mode: self.mode,
            });
        }
        if which == Pile::Hand && self.mode != Mode::Main && pile.len() > HAND_SIZE {
            problems.push(Problem::HandOverFive {
                game,
                player,
                mode: self.mode,
                cards: pile.len(),
            });
        }
        if problems.is_empty() {
            Ok(pile)
        } else {
            Err(problems)
        }
    }

    /// The deck's limits over everyone's cards: one LICORNE of each number, the INTOX
    /// and numbered cards no more than the deck has, and no more cards in all.
    fn deck(&self, game: usize, players: &[ValidPlayer], problems: &mut Vec<Problem>) {
        let deck = self.settings.deck;
        // Each LICORNE: how many times it is listed, and by whom.
        let mut licornes: BTreeMap<Card, (u32, Vec<String>)> = BTreeMap::new();
        let (mut numbered, mut intox, mut total) = (0u32, 0u32, 0u32);
        for (seat, player) in players.iter().enumerate() {
            for which in Pile::ALL {
                let pile = player.pile(which);
                total = total.saturating_add(pile.len());
                for &card in pile.cards() {
                    match card {
                        Card::Numbered { .. } => numbered += 1,
                        Card::Intox => intox += 1,
                        Card::Licorne { .. } => {
                            let (count, holders) = licornes.entry(card).or_default();
                            *count += 1;
                            let name = &self.players[seat];
                            if !holders.contains(name) {
                                holders.push(name.clone());
                            }
                        }
                    }
                }
            }
        }
        for (card, (count, holders)) in licornes {
            if count > 1 {
                problems.push(Problem::CardTooOften {
                    game,
                    card,
                    count,
                    deck: 1,
                    holders,
                });
            }
        }
        for (what, count, limit) in [
            (DeckPart::Numbered, numbered, deck.numbered),
            (DeckPart::Intox, intox, deck.intox),
            (DeckPart::Cards, total, deck.total),
        ] {
            if count > limit {
                problems.push(Problem::DeckLimit {
                    game,
                    what,
                    count,
                    deck: limit,
                });
            }
        }
    }

    /// How the game ended, against who ended it and their cards.
    fn end(
        &self,
        game: usize,
        end: GameEnd,
        ended_by: Option<usize>,
        players: &[ValidPlayer],
        problems: &mut Vec<Problem>,
    ) {
        match end {
            GameEnd::Emptied => match ended_by {
                Some(seat) => {
                    let p = &players[seat];
                    if !p.hand.is_empty() || !p.pile.is_empty() {
                        problems.push(Problem::EnderHasCards {
                            game,
                            player: self.players[seat].clone(),
                            hand: p.hand.len(),
                            pile: p.pile.len(),
                        });
                    }
                }
                None => {
                    if !players
                        .iter()
                        .any(|p| p.hand.is_empty() && p.pile.is_empty())
                    {
                        problems.push(Problem::NobodyEmptied { game });
                    }
                }
            },
            GameEnd::NoCardsForPiles => {
                if let Some(seat) = ended_by {
                    let p = &players[seat];
                    let known =
                        |pile: &ValidPile| matches!(pile, ValidPile::Cards(_)) || pile.is_empty();
                    if known(&p.hand) && known(&p.pile) {
                        let numbered = p
                            .hand
                            .cards()
                            .iter()
                            .chain(p.pile.cards())
                            .filter(|c| c.is_numbered())
                            .count();
                        if numbered >= 3 {
                            problems.push(Problem::EnderCouldRefill {
                                game,
                                player: self.players[seat].clone(),
                                numbered: u32::try_from(numbered).unwrap_or(u32::MAX),
                            });
                        }
                    }
                }
            }
            GameEnd::DrawPileEmpty => {}
        }
    }
}
