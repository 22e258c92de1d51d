//! A blue round with its set-up, start roll, action list and public history: what is
//! saved, resumed, replayed and scored.

use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use super::action::BlueAction;
use super::state::{BlueEvent, BlueState, Direction, IllegalAction, SetupError};
use super::view::BlueView;
use crate::card::Face;
use crate::dice::{Contest, Round, seeded_rng, start_roll};
use crate::options::RuleOptions;
use crate::settle::{Settled, settle_with_dice};
use crate::sheet::{BlueInput, BluePlayerInput, SheetErrors, SheetInput};
use crate::teams::TeamSetup;

/// Why a saved round (or state) was refused when read back.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CorruptSave {
    #[error("the saved round cannot be replayed: {0}")]
    Replay(String),
    #[error("the saved start roll is not the one its seed gives")]
    StartRollMismatch,
    #[error("the saved position is not the one its actions lead to")]
    StateMismatch,
    #[error("the saved history is not the one its actions give")]
    HistoryMismatch,
    #[error("the saved position breaks a rule: {0}")]
    Invariant(String),
}

/// Where the deck order comes from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DealSource {
    /// Shuffled with ChaCha8 from this seed (the start roll, if needed, uses the same
    /// generator after the shuffle).
    Seed(u64),
    /// An explicit order (tests, or a physical deal entered by hand). Without a starter
    /// the start roll uses dice seeded with 0; give `starter` to choose one.
    Deck(Vec<Face>),
}

/// Everything a blue round is created from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BlueConfig {
    /// Names in seat order.
    pub players: Vec<String>,
    pub teams: TeamSetup,
    pub options: RuleOptions,
    pub dealer: usize,
    pub direction: Direction,
    /// Who starts; `None`: the start roll decides (highest sum).
    pub starter: Option<usize>,
    pub deal: DealSource,
}

impl BlueConfig {
    /// A round for `players` seats named "P1", "P2", …, each alone (or crossed pairs for
    /// 4, a 3–2 split for 5), default options, dealer seat 0, clockwise, start roll.
    pub fn simple(players: usize, seed: u64) -> Result<BlueConfig, SetupError> {
        let teams = match players {
            4 => TeamSetup::crossed_pairs(),
            5 => TeamSetup::new(5, vec![vec![0, 2, 4], vec![1, 3]], &RuleOptions::default())
                .map_err(|_| SetupError::PlayerCount(players))?,
            n => TeamSetup::each_alone(n).map_err(|_| SetupError::PlayerCount(n))?,
        };
        Ok(BlueConfig {
            players: (1..=players).map(|i| format!("P{i}")).collect(),
            teams,
            options: RuleOptions::default(),
            dealer: 0,
            direction: Direction::Clockwise,
            starter: None,
            deal: DealSource::Seed(seed),
        })
    }
}

/// A blue round in progress or finished.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "BlueRoundData")]
pub struct BlueRound {
    config: BlueConfig,
    start_roll: Option<Contest<usize>>,
    state: BlueState,
    actions: Vec<BlueAction>,
    history: Vec<BlueEvent>,
}

/// A saved round as read: it is accepted only if replaying its configuration and
/// actions gives back exactly the state and history it claims (a corrupted or
/// edited save is refused with the reason, never loaded as a state that breaks a
/// rule).
#[derive(Deserialize)]
struct BlueRoundData {
    config: BlueConfig,
    start_roll: Option<Contest<usize>>,
    state: BlueState,
    actions: Vec<BlueAction>,
    history: Vec<BlueEvent>,
}

impl TryFrom<BlueRoundData> for BlueRound {
    type Error = crate::blue::CorruptSave;

    fn try_from(data: BlueRoundData) -> Result<BlueRound, crate::blue::CorruptSave> {
        let round = BlueRound::replay(data.config.clone(), &data.actions)
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

impl BlueRound {
    pub fn new(config: BlueConfig) -> Result<BlueRound, SetupError> {
        let players = config.players.len();
        if config.teams.player_count() != players {
            return Err(SetupError::TeamsMismatch {
                teams: config.teams.player_count(),
                players,
            });
        }
        let seats: Vec<usize> = (0..players).collect();
        let (deck, start) = match &config.deal {
            DealSource::Seed(seed) => {
                let mut rng = seeded_rng(*seed);
                let mut deck: Vec<Face> = Face::all().collect();
                deck.shuffle(&mut rng);
                let start = match config.starter {
                    Some(_) => None,
                    None => start_roll(&mut rng, &seats, Round::Blue).ok(),
                };
                (deck, start)
            }
            DealSource::Deck(deck) => {
                let start = match config.starter {
                    Some(_) => None,
                    None => start_roll(&mut seeded_rng(0), &seats, Round::Blue).ok(),
                };
                (deck.clone(), start)
            }
        };
        let starter = config
            .starter
            .or(start.as_ref().map(|c| c.winner))
            .unwrap_or(0);
        let state = BlueState::deal(
            &config.teams,
            &config.options,
            config.dealer,
            starter,
            config.direction,
            &deck,
        )?;
        Ok(BlueRound {
            config,
            start_roll: start,
            state,
            actions: Vec::new(),
            history: Vec::new(),
        })
    }

    /// Rebuilds a round from its set-up and the actions played; stops at the first
    /// illegal action with its index.
    pub fn replay(config: BlueConfig, actions: &[BlueAction]) -> Result<BlueRound, ReplayError> {
        let mut round = BlueRound::new(config).map_err(ReplayError::Setup)?;
        for (index, action) in actions.iter().enumerate() {
            round
                .apply(action)
                .map_err(|error| ReplayError::Illegal { index, error })?;
        }
        Ok(round)
    }

    pub fn config(&self) -> &BlueConfig {
        &self.config
    }
    pub fn state(&self) -> &BlueState {
        &self.state
    }
    pub fn start_roll(&self) -> Option<&Contest<usize>> {
        self.start_roll.as_ref()
    }
    pub fn actions(&self) -> &[BlueAction] {
        &self.actions
    }
    pub fn history(&self) -> &[BlueEvent] {
        &self.history
    }
    pub fn is_over(&self) -> bool {
        self.state.is_over()
    }
    pub fn current(&self) -> usize {
        self.state.current()
    }
    pub fn legal_actions(&self) -> Vec<BlueAction> {
        self.state.legal_actions()
    }

    /// What `seat` may know.
    pub fn view(&self, seat: usize) -> BlueView<'_> {
        self.state.view(seat, &self.history)
    }

    /// Applies the current player's action; an illegal one changes nothing.
    pub fn apply(&mut self, action: &BlueAction) -> Result<Vec<BlueEvent>, IllegalAction> {
        let events = self.state.apply(action)?;
        self.actions.push(*action);
        self.history.extend(events.iter().cloned());
        Ok(events)
    }

    /// The score sheet of the finished round: each pile becomes a player's captured
    /// cards. `None` while the round is in progress.
    pub fn sheet(&self) -> Option<SheetInput> {
        if !self.is_over() {
            return None;
        }
        let names = &self.config.players;
        let chat_noir = self.state.chat_noir();
        let players = names
            .iter()
            .enumerate()
            .map(|(p, name)| {
                let pile = self.state.pile(p);
                let entry = BluePlayerInput {
                    cards: pile.len() as i64,
                    scoring: pile.iter().map(|f| f.notation()).collect(),
                    chat_noir: chat_noir.filter(|(q, _)| *q == p).map(|(_, c)| c),
                };
                (name.clone(), entry)
            })
            .collect();
        let teams = self.config.teams.named_sides(names);
        Some(SheetInput {
            players: names.clone(),
            teams: Some(teams),
            options: self.config.options.clone(),
            blue: Some(BlueInput {
                players,
                most_cards_rolloff: None,
                left_on_plate: self.state.unclaimed().len() as i64,
            }),
            orange: None,
            winner_rolloff: None,
        })
    }

    /// Scores the finished round with the one scorer, rolling the dice a tie needs
    /// (most cards, winner under the house rule) from `dice_seed`.
    pub fn score(&self, dice_seed: u64) -> Option<Result<Settled, SheetErrors>> {
        self.sheet()
            .map(|sheet| settle_with_dice(&sheet, &mut seeded_rng(dice_seed)))
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
