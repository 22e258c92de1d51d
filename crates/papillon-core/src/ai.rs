//! AI players. Each sees only its own player's view and draws any randomness from the
//! generator the caller gives it, so a game between AIs is reproducible from a seed.

use std::fmt;
use std::str::FromStr;

use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};

use crate::blue::capture::{Value, value};
use crate::blue::{BlueAction, BlueView};
use crate::card::{Face, FaceSet, Trump};
use crate::options::RuleOptions;
use crate::scoring::{BLUE_CARD_POINTS, CHAT_NOIR_POINTS, pile_points};
use crate::sheet::ChatNoirCapture;

/// The AI players available.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AiKind {
    /// Uniform over the legal actions.
    Random,
    /// One ply: immediate points plus simple heuristics.
    Greedy,
}

impl AiKind {
    pub const ALL: [AiKind; 2] = [AiKind::Random, AiKind::Greedy];

    pub fn name(self) -> &'static str {
        match self {
            AiKind::Random => "random",
            AiKind::Greedy => "greedy",
        }
    }

    /// The AI's move in the blue round, or `None` when it is not this player's turn.
    pub fn choose_blue<R: Rng + ?Sized>(
        self,
        view: &BlueView,
        options: &RuleOptions,
        rng: &mut R,
    ) -> Option<BlueAction> {
        let legal = view.legal_actions();
        if legal.is_empty() {
            return None;
        }
        match self {
            AiKind::Random => Some(legal[rng.random_range(0..legal.len())]),
            AiKind::Greedy => Some(greedy_blue(view, options, &legal, rng)),
        }
    }
}

impl fmt::Display for AiKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown AI \"{0}\": choose random or greedy")]
pub struct UnknownAi(pub String);

impl FromStr for AiKind {
    type Err = UnknownAi;

    fn from_str(s: &str) -> Result<AiKind, UnknownAi> {
        AiKind::ALL
            .into_iter()
            .find(|k| k.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownAi(s.to_string()))
    }
}

/// Weight of the points left on the plate for the next players.
const EXPOSURE: f64 = 0.6;
/// Small bonus per card taken, for the most-cards race.
const PER_CARD: f64 = 0.5;

/// One-ply greedy choice: the action with the best immediate change of the side's pile
/// points, minus what it leaves exposed on the plate, plus a little for every card
/// taken. Ties are broken at random.
fn greedy_blue<R: Rng + ?Sized>(
    view: &BlueView,
    options: &RuleOptions,
    legal: &[BlueAction],
    rng: &mut R,
) -> BlueAction {
    let my_side = view.sides[view.seat];
    let side_pile = view
        .piles
        .iter()
        .zip(&view.sides)
        .filter(|(_, s)| **s == my_side)
        .fold(FaceSet::EMPTY, |acc, (pile, _)| acc.union(*pile));
    let side_chat_noir = view
        .chat_noir
        .filter(|(p, _)| view.sides[*p] == my_side)
        .map(|(_, c)| c);
    let before = pile_points(side_pile, side_chat_noir, options);

    let mut best = f64::NEG_INFINITY;
    let mut best_actions: Vec<BlueAction> = Vec::new();
    for action in legal {
        let (gained, plate_after, chat_noir) = outcome(view.plate, action);
        let chat_noir = chat_noir.or(side_chat_noir);
        let after = pile_points(side_pile.union(gained), chat_noir, options);
        let score = f64::from(after - before) + PER_CARD * gained.len() as f64
            - EXPOSURE * exposure(plate_after, options);
        if score > best + 1e-9 {
            best = score;
            best_actions.clear();
            best_actions.push(*action);
        } else if (score - best).abs() <= 1e-9 {
            best_actions.push(*action);
        }
    }
    best_actions[rng.random_range(0..best_actions.len())]
}

/// What an action puts in the player's pile, the plate after it, and how the Chat Noir
/// is taken if it is.
fn outcome(plate: FaceSet, action: &BlueAction) -> (FaceSet, FaceSet, Option<ChatNoirCapture>) {
    let chat_noir = Face::Trump(Trump::ChatNoir);
    match *action {
        BlueAction::Capture(c) => {
            let gained = action.played().union(c.taken);
            let cn = gained
                .contains(chat_noir)
                .then_some(ChatNoirCapture::Voluntary);
            (gained, plate.difference(c.taken), cn)
        }
        BlueAction::Papillon => {
            let gained = action.played().union(plate);
            let cn = gained
                .contains(chat_noir)
                .then_some(ChatNoirCapture::Involuntary);
            (gained, FaceSet::EMPTY, cn)
        }
        BlueAction::Chrysalide => (action.played(), plate, None),
        BlueAction::Place(face) => {
            let mut after = plate;
            after.insert(face);
            (FaceSet::EMPTY, after, None)
        }
    }
}

/// Points an opponent could pick up from the plate: scoring cards that can be taken by
/// a capture count fully (the Chat Noir as a voluntary +30), those only a Papillon
/// sweep can take count a third.
fn exposure(plate: FaceSet, options: &RuleOptions) -> f64 {
    plate
        .iter()
        .map(|face| {
            let points = match face {
                Face::Trump(Trump::ChatNoir) => CHAT_NOIR_POINTS,
                Face::Trump(Trump::Yin | Trump::Yang) => BLUE_CARD_POINTS,
                other => pile_points(FaceSet::single(other), None, options),
            };
            let takeable = face.trump().is_some_and(Trump::is_sign)
                || value(face, &options.trump_numbers) != Value::None;
            f64::from(points) * if takeable { 1.0 } else { 1.0 / 3.0 }
        })
        .sum()
}
