//! An orange round with its set-up, start roll (lowest starts), action list and public
//! history: what is saved, resumed, replayed and scored.

use std::collections::BTreeMap;

use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use super::action::OrangeAction;
use super::layout::{Power, Role};
use super::state::{IllegalAction, OrangeEvent, OrangeState};
use crate::blue::{Direction, SetupError};
use crate::card::Face;
use crate::dice::{Contest, Round, seeded_rng, start_roll};
use crate::options::RuleOptions;
use crate::settle::{Settled, settle_with_dice};
use crate::sheet::{OrangeInput, PAPILLON_DRAW, SheetErrors, SheetInput};
use crate::teams::TeamSetup;

/// Where the two decks' order comes from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OrangeDeal {
    /// Both decks shuffled with ChaCha8 from this seed (orange first, then blue; the
    /// start roll, if needed, uses the same generator after the shuffles).
    Seed(u64),
    /// Explicit orders, dealt from the end of each list (tests, or a physical deal).
    Decks { orange: Vec<Face>, blue: Vec<Face> },
}

/// Everything an orange round is created from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrangeConfig {
    pub players: Vec<String>,
    pub teams: TeamSetup,
    pub options: RuleOptions,
    pub dealer: usize,
    pub direction: Direction,
    /// Who starts every tour; `None`: the start roll decides (lowest sum).
    pub starter: Option<usize>,
    pub deal: OrangeDeal,
}

impl OrangeConfig {
    /// "P1", "P2", … with the default teams for the count, default options, dealer seat
    /// 0, clockwise, start roll.
    pub fn simple(players: usize, seed: u64) -> Result<OrangeConfig, SetupError> {
        let blue = crate::blue::BlueConfig::simple(players, seed)?;
        Ok(OrangeConfig {
            players: blue.players,
            teams: blue.teams,
            options: blue.options,
            dealer: 0,
            direction: Direction::Clockwise,
            starter: None,
            deal: OrangeDeal::Seed(seed),
        })
    }
}

/// An orange round in progress or finished.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "OrangeRoundData")]
pub struct OrangeRound {
    config: OrangeConfig,
    start_roll: Option<Contest<usize>>,
    state: OrangeState,
    actions: Vec<OrangeAction>,
    history: Vec<OrangeEvent>,
}

/// A saved round as read: it is accepted only if replaying its configuration and
/// actions gives back exactly the state and history it claims (a corrupted or
/// edited save is refused with the reason, never loaded as a state that breaks a
/// rule).
#[derive(Deserialize)]
struct OrangeRoundData {
    config: OrangeConfig,
    start_roll: Option<Contest<usize>>,
    state: OrangeState,
    actions: Vec<OrangeAction>,
    history: Vec<OrangeEvent>,
}

impl TryFrom<OrangeRoundData> for OrangeRound {
    type Error = crate::blue::CorruptSave;

    fn try_from(data: OrangeRoundData) -> Result<OrangeRound, crate::blue::CorruptSave> {
        let round = OrangeRound::replay(data.config.clone(), &data.actions)
            .map_err(|e| crate::blue::CorruptSave::Replay(e.to_string()))?;
        if round.start_roll != data.start_roll {
            return Err(crate::blue::CorruptSave::StartRollMismatch);
        }
        if round.state != data.state {
            return Err(crate::blue::CorruptSave::StateMismatch);
        }
        if round.history != data.history {
            return Err(crate::blue::CorruptSave::HistoryMismatch);
        }
        Ok(round)
    }
}

/// Why a replay failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    #[error("{0}")]
    Setup(SetupError),
    #[error("action {index} is illegal: {error}")]
    Illegal { index: usize, error: IllegalAction },
}

impl OrangeRound {
    pub fn new(config: OrangeConfig) -> Result<OrangeRound, SetupError> {
        let players = config.players.len();
        if config.teams.player_count() != players {
            return Err(SetupError::TeamsMismatch {
                teams: config.teams.player_count(),
                players,
            });
        }
        let seats: Vec<usize> = (0..players).collect();
        let (orange, blue, start) = match &config.deal {
            OrangeDeal::Seed(seed) => {
                let mut rng = seeded_rng(*seed);
                let mut orange: Vec<Face> = Face::all().collect();
                let mut blue: Vec<Face> = Face::all().collect();
                orange.shuffle(&mut rng);
                blue.shuffle(&mut rng);
                let start = match config.starter {
                    Some(_) => None,
                    None => start_roll(&mut rng, &seats, Round::Orange).ok(),
                };
                (orange, blue, start)
            }
            OrangeDeal::Decks { orange, blue } => {
                let start = match config.starter {
                    Some(_) => None,
                    None => start_roll(&mut seeded_rng(0), &seats, Round::Orange).ok(),
                };
                (orange.clone(), blue.clone(), start)
            }
        };
        let starter = config
            .starter
            .or(start.as_ref().map(|c| c.winner))
            .unwrap_or(0);
        let mut history = Vec::new();
        let state = OrangeState::deal(
            players,
            &config.options,
            config.dealer,
            starter,
            config.direction,
            &orange,
            &blue,
        )?;
        history.push(OrangeEvent::Dealt {
            tour: 1,
            cards_each: state.plan().hand_size,
        });
        Ok(OrangeRound {
            config,
            start_roll: start,
            state,
            actions: Vec::new(),
            history,
        })
    }

    /// Rebuilds a round from its set-up and the actions played.
    pub fn replay(
        config: OrangeConfig,
        actions: &[OrangeAction],
    ) -> Result<OrangeRound, ReplayError> {
        let mut round = OrangeRound::new(config).map_err(ReplayError::Setup)?;
        for (index, action) in actions.iter().enumerate() {
            round
                .apply(action)
                .map_err(|error| ReplayError::Illegal { index, error })?;
        }
        Ok(round)
    }

    pub fn config(&self) -> &OrangeConfig {
        &self.config
    }
    pub fn state(&self) -> &OrangeState {
        &self.state
    }
    pub fn start_roll(&self) -> Option<&Contest<usize>> {
        self.start_roll.as_ref()
    }
    pub fn actions(&self) -> &[OrangeAction] {
        &self.actions
    }
    pub fn history(&self) -> &[OrangeEvent] {
        &self.history
    }
    pub fn is_over(&self) -> bool {
        self.state.is_over()
    }
    pub fn current(&self) -> usize {
        self.state.current()
    }
    pub fn legal_actions(&self) -> Vec<OrangeAction> {
        self.state.legal_actions()
    }

    /// What `seat` may know.
    pub fn view(&self, seat: usize) -> super::view::OrangeView<'_> {
        let mut view = self.state.view(seat, &self.history);
        let teams = &self.config.teams;
        view.partners = (0..self.config.players.len())
            .map(|other| other != seat && teams.are_partners(seat, other))
            .collect();
        view
    }

    /// Applies the current player's action; an illegal one changes nothing.
    pub fn apply(&mut self, action: &OrangeAction) -> Result<Vec<OrangeEvent>, IllegalAction> {
        let events = self.state.apply(action)?;
        self.actions.push(*action);
        self.history.extend(events.iter().cloned());
        Ok(events)
    }

    /// The orange part of the score sheet of the finished round: who won each tour,
    /// how it ended, each hand, and for each Papillon left in a hand the cards drawn
    /// from what is left of the pile (holders in turn from the starter). Couteau Suisse
    /// rolls are left to [`OrangeRound::score`]. `None` while the round is in progress.
    pub fn sheet(&self) -> Option<SheetInput> {
        let end = self.state.end()?;
        let names = &self.config.players;
        let n = names.len();
        let mut pile = self.state.pile().to_vec();
        let numbers = *self.state.numbers();
        let mut papillon_draw = BTreeMap::new();
        for k in 0..n {
            let seat = (self.state.starter() + k) % n;
            let papillons = self
                .state
                .hand(seat)
                .cards()
                .filter(|c| Role::of(c.face, &numbers) == Role::Power(Power::Papillon))
                .count();
            if papillons > 0 {
                let drawn: Vec<String> = (0..papillons * PAPILLON_DRAW)
                    .filter_map(|_| pile.pop())
                    .map(|c| c.face.notation())
                    .collect();
                papillon_draw.insert(names[seat].clone(), drawn);
            }
        }
        let teams = self.config.teams.named_sides(names);
        Some(SheetInput {
            players: names.clone(),
            teams: Some(teams),
            options: self.config.options.clone(),
            blue: None,
            orange: Some(OrangeInput {
                tours: self
                    .state
                    .tour_winners()
                    .iter()
                    .map(|&s| names[s].clone())
                    .collect(),
                end,
                hands: (0..n)
                    .map(|s| {
                        (
                            names[s].clone(),
                            self.state
                                .hand(s)
                                .faces()
                                .iter()
                                .map(|f| f.notation())
                                .collect(),
                        )
                    })
                    .collect(),
                couteau_suisse: BTreeMap::new(),
                papillon_draw,
            }),
            winner_rolloff: None,
        })
    }

    /// Scores the finished round with the one scorer, rolling the Couteau Suisse values
    /// (and any tie the house rules settle by dice) from `dice_seed`.
    pub fn score(&self, dice_seed: u64) -> Option<Result<Settled, SheetErrors>> {
        self.sheet()
            .map(|sheet| settle_with_dice(&sheet, &mut seeded_rng(dice_seed)))
    }
}
