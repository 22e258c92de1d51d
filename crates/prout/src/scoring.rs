//! Scoring a checked sheet (docs/rules.md, part IV (PROUT) §4, §5): a pure function of the
//! sheet, every point itemised per game, player, pile and card.

use game_kit::sheet::places;
use game_kit::{Ranking, Standing};

use crate::card::{Card, INTOX_POINTS};
use crate::notes::notes_for;
use crate::options::{MAX_GAMES, Mode, Scoring, Settings};
use crate::report::{CardPoints, GameReport, PileScore, PlayerGame, ProutReport, SoloResult};
use crate::sheet::{Pile, ValidGame, ValidPile, ValidSheet};

/// What a card counts in the VARIANTE: «carte 13 = 13 points»; «Une carte INTOX vaut 1
/// point!»; a LICORNE its number **[reading]** unless the group sets `licorne_value`.
pub fn card_value(card: Card, settings: &Settings) -> i64 {
    match card {
        Card::Numbered { value } => i64::from(value),
        Card::Licorne { value } => settings.licorne_value.unwrap_or(i64::from(value)),
        Card::Intox => INTOX_POINTS,
    }
}

/// One pile's points: its cards counted, or their values in the VARIANTE.
pub(crate) fn pile_score(pile: &ValidPile, settings: &Settings) -> PileScore {
    let per_card = |card: Card| match settings.scoring {
        Scoring::Count => 1,
        Scoring::Values => card_value(card, settings),
    };
    let items: Vec<CardPoints> = pile
        .cards()
        .iter()
        .map(|&card| CardPoints {
            card,
            points: per_card(card),
        })
        .collect();
    // A count is only allowed with the VARIANTE when it is 0 (the checks ask for the
    // cards otherwise).
    let points = match pile {
        ValidPile::Count(n) => i64::from(*n),
        ValidPile::Cards(_) => items.iter().map(|i| i.points).sum(),
    };
    PileScore {
        cards: pile.len(),
        points,
        items,
    }
}

/// Each player's points in a game, in seat order: «Le nombre de cartes restantes en
/// main et dans la pioche est additionné avec les cartes malus.»
pub(crate) fn game_points(settings: &Settings, game: &ValidGame) -> Vec<i64> {
    game.players
        .iter()
        .map(|p| {
            Pile::ALL
                .iter()
                .map(|&which| pile_score(p.pile(which), settings).points)
                .sum()
        })
        .collect()
}

/// Whether the match is over after game `game` (1 = the first): without a target,
/// after one game; with one, once someone's running total reaches it **[reading]**.
pub(crate) fn match_over(settings: &Settings, game: usize, totals: &[i64]) -> bool {
    match settings.target {
        None => game >= 1,
        Some(target) => totals.iter().any(|&t| t >= target) || game >= MAX_GAMES,
    }
}

fn lowest(totals: &[i64]) -> Vec<usize> {
    let Some(&best) = totals.iter().min() else {
        return Vec::new();
    };
    (0..totals.len()).filter(|&s| totals[s] == best).collect()
}

impl ValidSheet {
    /// Scores the sheet.
    pub fn report(&self) -> ProutReport {
        let n = self.players.len();
        let mut totals = vec![0i64; n];
        let mut games = Vec::new();
        for (index, game) in self.games.iter().enumerate() {
            let points = game_points(&self.settings, game);
            for (total, p) in totals.iter_mut().zip(&points) {
                *total = total.saturating_add(*p);
            }
            let place = places(&totals, Ranking::LowerWins);
            let score = |pile: &ValidPile| pile_score(pile, &self.settings);
            games.push(GameReport {
                game: index + 1,
                end: game.end,
                ended_by: game.ended_by.map(|s| self.players[s].clone()),
                complete: self.mode != Mode::Main || game.ended_by.is_some(),
                players: (0..n)
                    .map(|seat| {
                        let p = &game.players[seat];
                        PlayerGame {
                            name: self.players[seat].clone(),
                            hand: score(&p.hand),
                            pile: self.mode.own_piles().then(|| score(&p.pile)),
                            malus: score(&p.malus),
                            points: points[seat],
                            total: totals[seat],
                            place: place[seat],
                        }
                    })
                    .collect(),
                lowest: lowest(&points)
                    .into_iter()
                    .map(|s| self.players[s].clone())
                    .collect(),
            });
        }
        let played = games.len();
        let complete = games.last().is_some_and(|g| g.complete);
        let finished = played > 0 && complete && match_over(&self.settings, played, &totals);
        let solo = (self.mode == Mode::Solo && played > 0).then(|| SoloResult {
            points: totals[0],
            success: totals[0] == 0,
        });
        let winning: Vec<usize> = match (&solo, finished) {
            (Some(s), true) if s.success => vec![0],
            (Some(_), _) | (None, false) => Vec::new(),
            (None, true) => lowest(&totals),
        };
        let reached: Vec<String> = match self.settings.target {
            Some(target) => (0..n)
                .filter(|&s| totals[s] >= target)
                .map(|s| self.players[s].clone())
                .collect(),
            None => Vec::new(),
        };
        let place = places(&totals, Ranking::LowerWins);
        let standings = (0..n)
            .map(|seat| Standing {
                seat,
                name: self.players[seat].clone(),
                side: seat,
                total: totals[seat],
                place: place[seat],
                won: winning.contains(&seat),
            })
            .collect();
        ProutReport {
            mode: self.mode,
            players: self.players.clone(),
            settings: self.settings.clone(),
            notes: notes_for(self.mode, &self.settings, &self.games),
            games,
            totals,
            standings,
            finished,
            reached_target: reached,
            winners: winning.iter().map(|&s| self.players[s].clone()).collect(),
            solo,
            names_read: self.names_read.clone(),
        }
    }
}
