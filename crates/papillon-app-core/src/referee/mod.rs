//! The referee at the table: the players enter a blue or an orange position by tapping
//! cards, and the engine lists every legal play or judges the one they propose, in the
//! player's language, with the rule paragraph it rests on. Every position asked about
//! is kept (the last 30) so a dispute can be looked at again.

pub mod classic;
mod words;

pub use classic::{ClassicRefereeAnswer, ClassicRefereeRequest};

use papillon_core::RuleOptions;
use papillon_core::blue::IllegalAction;
use papillon_core::blue::capture::NoResult;
use papillon_core::card::{Back, Card, Face, FaceSet};
use papillon_core::orange::{OrangeAction, PlaceError, Slot};
use papillon_core::referee::{
    BluePlace, BluePosition, BlueProposal, OrangeEffect, OrangeIllegal, OrangePlay, OrangeTable,
    PlayKind, PlaySummary, PositionError, RefereeError, RefereePlay, SuiteCards, TableCard,
};
use papillon_store::referee::{RefereeRound, SavedPosition};
use serde::{Deserialize, Serialize};

use crate::error::{CommandError, CommandResult, ErrorCode};
use crate::messages::{self, Lang};
use crate::state::AppState;

/// The most cards a position can hold in one place (both decks together).
const MAX_CARDS: usize = 2 * papillon_core::card::DECK_SIZE;
/// The most plays of one group listed at once.
pub const GROUP_LIMIT: usize = 200;

/// The paragraph of the rules screen an answer rests on (its anchor there).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum RuleSection {
    /// Ramasser and cumuler: one card of the value, several adding up to it.
    BlueCapture,
    /// Combiner with a sign.
    BlueSigns,
    /// The Papillon and the Chrysalide.
    BluePowers,
    /// Laying a card on the plate.
    BluePlace,
    /// The plate cards and the suites: same value, one more or one less.
    OrangeSuites,
    /// The signs beside a suite.
    OrangeSigns,
    /// The power trumps, the Chat Noir's attack and the Papillon's answer.
    OrangePowers,
    /// Drawing when nothing can be played.
    OrangeDraw,
    /// The cards themselves (which exist, how many of each).
    Cards,
}

/// A blue position as the players entered it (cards by their notation).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct BlueRequest {
    pub plate: Vec<String>,
    pub hand: Vec<String>,
    #[serde(default)]
    pub options: RuleOptions,
}

/// One card on the orange table as entered (a Couteau Suisse with its declared value).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct CardEntry {
    pub face: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "bindings", ts(optional))]
    pub declared: Option<u8>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct SuiteEntry {
    #[serde(default)]
    pub top: Option<CardEntry>,
    #[serde(default)]
    pub sign: Option<String>,
}

/// An orange position as the players entered it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct OrangeRequest {
    /// Plate cards 1 and 2 (none while not entered yet).
    pub plate: Vec<Option<CardEntry>>,
    /// Suites 1 to 4.
    pub suites: Vec<SuiteEntry>,
    pub hand: Vec<String>,
    /// A Chat Noir was just played against this hand.
    #[serde(default)]
    pub attacked: bool,
    #[serde(default)]
    pub options: RuleOptions,
}

/// The legal plays of a blue position, grouped.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct BlueAnswer {
    pub summary: PlaySummary,
    /// The rules paragraph of each group of the summary, in the same order.
    pub group_rules: Vec<RuleSection>,
    /// The id under which the position was kept.
    pub saved: i64,
}

/// The referee's verdict on a proposed play.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct BlueVerdict {
    pub legal: bool,
    /// The play, when legal: its kind, what it takes, its points.
    pub play: Option<RefereePlay>,
    /// Why not, in the app's language.
    pub reason: Option<String>,
    pub rule: RuleSection,
}

/// An orange play and what it does, in the app's language.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct OrangePlayView {
    pub play: OrangePlay,
    pub effect: String,
    pub rule: RuleSection,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct OrangeAnswer {
    pub plays: Vec<OrangePlayView>,
    pub saved: i64,
}

/// A proposed orange play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(tag = "play", rename_all = "snake_case", deny_unknown_fields)]
pub enum OrangeProposal {
    Place {
        card: String,
        slot: Slot,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "bindings", ts(optional))]
        declared: Option<u8>,
    },
    TakeThree,
    Draw,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct OrangeVerdict {
    pub legal: bool,
    pub play: Option<OrangePlayView>,
    pub reason: Option<String>,
    pub rule: RuleSection,
}

/// A position kept from an earlier question.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(tag = "round", rename_all = "snake_case")]
pub enum KeptPosition {
    Blue {
        id: i64,
        asked_at: String,
        position: BlueRequest,
    },
    Orange {
        id: i64,
        asked_at: String,
        position: OrangeRequest,
    },
}

/// Why the engine refuses a blue move, in the player's language (for the play screens).
pub fn blue_reason(lang: Lang, error: &IllegalAction) -> String {
    words::blue_illegal(lang, error)
}

fn invalid(message: String) -> CommandError {
    CommandError::new(ErrorCode::Invalid, message)
}

/// The longest text taken for a card ("multiplier-diviser" is 18 characters).
const MAX_CARD_TEXT: usize = 40;

fn face(lang: Lang, text: &str) -> CommandResult<Face> {
    if text.chars().count() > MAX_CARD_TEXT {
        let start: String = text.chars().take(MAX_CARD_TEXT).collect();
        return Err(invalid(messages::say(
            lang,
            "ref-not-a-card",
            &[("start", start.into())],
        )));
    }
    text.parse::<Face>()
        .map_err(|e| invalid(messages::card_parse_error(lang, &e)))
}

fn too_many(lang: Lang, count: usize) -> CommandError {
    invalid(messages::say(
        lang,
        "ref-too-many-cards",
        &[("count", count.into()), ("max", MAX_CARDS.into())],
    ))
}

fn capitalised(text: String) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => text,
    }
}

/// A set of blue cards: each at most once (the blue deck has one of each).
fn blue_cards(lang: Lang, cards: &[String], place: BluePlace) -> CommandResult<FaceSet> {
    if cards.len() > MAX_CARDS {
        return Err(too_many(lang, cards.len()));
    }
    let mut set = FaceSet::EMPTY;
    for text in cards {
        let card = face(lang, text)?;
        if !set.insert(card) {
            let error = RefereeError::Duplicate { place, card };
            return Err(invalid(capitalised(words::referee_error(lang, &error))));
        }
    }
    Ok(set)
}

fn blue_position(lang: Lang, request: &BlueRequest) -> CommandResult<BluePosition> {
    request
        .options
        .validate()
        .map_err(|e| invalid(messages::options_error(lang, &e)))?;
    let plate = blue_cards(lang, &request.plate, BluePlace::Plate)?;
    let hand = blue_cards(lang, &request.hand, BluePlace::Hand)?;
    BluePosition::new(plate, hand, request.options.clone())
        .map_err(|e| invalid(capitalised(words::referee_error(lang, &e))))
}

fn table_card(lang: Lang, entry: &CardEntry) -> CommandResult<TableCard> {
    Ok(TableCard {
        face: face(lang, &entry.face)?,
        declared: entry.declared,
    })
}

fn orange_table(lang: Lang, request: &OrangeRequest) -> CommandResult<OrangeTable> {
    if request.plate.len() != 2 {
        let error = PositionError::PlateCount(request.plate.len());
        return Err(invalid(capitalised(words::position_error(lang, &error))));
    }
    if request.suites.len() > 4 {
        let error = PositionError::SuiteCount(request.suites.len());
        return Err(invalid(capitalised(words::position_error(lang, &error))));
    }
    if request.hand.len() > MAX_CARDS {
        return Err(too_many(lang, request.hand.len()));
    }
    let mut plate = [TableCard {
        face: Face::Trump(papillon_core::Trump::Yin),
        declared: None,
    }; 2];
    for (i, entry) in request.plate.iter().enumerate() {
        match entry {
            Some(entry) => plate[i] = table_card(lang, entry)?,
            None => {
                let n = i + 1;
                return Err(invalid(messages::say(
                    lang,
                    "ref-plate-not-set",
                    &[
                        ("plate", n.into()),
                        ("first", (2 * n - 1).into()),
                        ("second", (2 * n).into()),
                    ],
                )));
            }
        }
    }
    let mut suites = [SuiteCards::default(); 4];
    for (i, entry) in request.suites.iter().enumerate() {
        suites[i] = SuiteCards {
            top: entry
                .top
                .as_ref()
                .map(|c| table_card(lang, c))
                .transpose()?,
            sign: entry.sign.as_deref().map(|s| face(lang, s)).transpose()?,
        };
    }
    let hand = request
        .hand
        .iter()
        .map(|t| face(lang, t))
        .collect::<CommandResult<Vec<Face>>>()?;
    OrangeTable::new(
        plate,
        suites,
        hand,
        request.attacked,
        request.options.clone(),
    )
    .map_err(|e| invalid(capitalised(words::position_error(lang, &e))))
}

/// The rule paragraph of a blue play's kind.
pub fn kind_rule(kind: PlayKind) -> RuleSection {
    match kind {
        PlayKind::Ramasser | PlayKind::Cumuler => RuleSection::BlueCapture,
        PlayKind::Combiner => RuleSection::BlueSigns,
        PlayKind::Papillon | PlayKind::Chrysalide => RuleSection::BluePowers,
        PlayKind::Place => RuleSection::BluePlace,
    }
}

fn blue_rule(error: &RefereeError) -> RuleSection {
    use papillon_core::blue::CaptureError as C;
    match error {
        RefereeError::Illegal(IllegalAction::Capture(c)) => match c {
            C::SignNotInHand { .. }
            | C::NotASign { .. }
            | C::TooManySigns { .. }
            | C::PlusNeedsTwo
            | C::PairCount { .. }
            | C::PairMisses { .. } => RuleSection::BlueSigns,
            C::SumMisses { plus: true, .. } => RuleSection::BlueSigns,
            C::NotAResult { why, .. } => match why {
                NoResult::Papillon | NoResult::Chrysalide => RuleSection::BluePowers,
                NoResult::Sign => RuleSection::BlueSigns,
                NoResult::NoNumber => RuleSection::Cards,
            },
            _ => RuleSection::BlueCapture,
        },
        RefereeError::Illegal(
            IllegalAction::PapillonOnEmptyPlate
            | IllegalAction::PapillonPlacedOnCards
            | IllegalAction::ChrysalidePlacedOnCards,
        ) => RuleSection::BluePowers,
        RefereeError::Illegal(IllegalAction::DiscardForbidden { .. }) => RuleSection::BluePlace,
        RefereeError::Proposal(
            papillon_core::referee::ProposalError::NoPower(_)
            | papillon_core::referee::ProposalError::PowerAlone,
        ) => RuleSection::BluePowers,
        RefereeError::Proposal(papillon_core::referee::ProposalError::NotASign(_)) => {
            RuleSection::BlueSigns
        }
        RefereeError::Proposal(
            papillon_core::referee::ProposalError::PlaceOne
            | papillon_core::referee::ProposalError::PlaceTakes,
        ) => RuleSection::BluePlace,
        _ => RuleSection::BlueCapture,
    }
}

fn effect_rule(effect: &OrangeEffect) -> RuleSection {
    match effect {
        OrangeEffect::PapillonAnswer
        | OrangeEffect::PapillonDraw
        | OrangeEffect::ChatNoir
        | OrangeEffect::Chrysalide
        | OrangeEffect::TakeThree => RuleSection::OrangePowers,
        OrangeEffect::SignSet { .. } => RuleSection::OrangeSigns,
        OrangeEffect::DrawAndTry => RuleSection::OrangeDraw,
        OrangeEffect::ChenilleRestart { .. }
        | OrangeEffect::OnPlate { .. }
        | OrangeEffect::SuiteContinues { .. } => RuleSection::OrangeSuites,
    }
}

fn orange_rule(error: &OrangeIllegal) -> RuleSection {
    match error {
        OrangeIllegal::NotInHand(_) => RuleSection::Cards,
        OrangeIllegal::UnderAttack
        | OrangeIllegal::MustAnswerWithPapillon
        | OrangeIllegal::NotAttacked => RuleSection::OrangePowers,
        OrangeIllegal::MustPlay(_) | OrangeIllegal::NotCovering => RuleSection::OrangeDraw,
        OrangeIllegal::Place(p) => match p {
            PlaceError::SignOutsideSignSlot { .. } | PlaceError::NotASign { .. } => {
                RuleSection::OrangeSigns
            }
            PlaceError::SuiteValue { sign: Some(_), .. } => RuleSection::OrangeSigns,
            PlaceError::PowerOutsideCentre { .. } | PlaceError::NotAPower { .. } => {
                RuleSection::OrangePowers
            }
            _ => RuleSection::OrangeSuites,
        },
    }
}

fn orange_view(lang: Lang, play: OrangePlay) -> OrangePlayView {
    OrangePlayView {
        effect: words::orange_effect(lang, &play.effect),
        rule: effect_rule(&play.effect),
        play,
    }
}

/// A valid blue position as it is kept: every card in its notation (`f5` is `F5`), so
/// the same position asked twice is one entry.
fn blue_kept(request: &BlueRequest, position: &BluePosition) -> BlueRequest {
    let notation = |set: FaceSet| set.iter().map(|f| f.notation()).collect();
    BlueRequest {
        plate: notation(position.plate),
        hand: notation(position.hand),
        options: request.options.clone(),
    }
}

/// A valid orange position as it is kept (cards in their notation).
fn orange_kept(request: &OrangeRequest, table: &OrangeTable) -> OrangeRequest {
    let entry = |c: &Option<CardEntry>| {
        c.as_ref().map(|c| CardEntry {
            face: c
                .face
                .parse::<Face>()
                .map_or_else(|_| c.face.clone(), Face::notation),
            declared: c.declared,
        })
    };
    let name = |t: &String| t.parse::<Face>().map_or_else(|_| t.clone(), Face::notation);
    OrangeRequest {
        plate: request.plate.iter().map(entry).collect(),
        suites: request
            .suites
            .iter()
            .map(|s| SuiteEntry {
                top: entry(&s.top),
                sign: s.sign.as_ref().map(name),
            })
            .collect(),
        hand: table.hand.iter().map(|f| f.notation()).collect(),
        attacked: request.attacked,
        options: request.options.clone(),
    }
}

fn keep(state: &AppState, round: RefereeRound, position: &impl Serialize) -> CommandResult<i64> {
    let lang = state.lang();
    let value = serde_json::to_value(position).map_err(|e| {
        CommandError::new(
            ErrorCode::Store,
            messages::internal_error(lang, &e.to_string()),
        )
    })?;
    state
        .store()?
        .save_referee_position(round, &value)
        .map_err(|e| CommandError::store(lang, e))
}

/// Every legal play of a blue position, grouped per card (or sign and card) and kind;
/// the position is kept.
pub fn referee_blue(state: &AppState, request: BlueRequest) -> CommandResult<BlueAnswer> {
    let lang = state.lang();
    let position = blue_position(lang, &request)?;
    let summary = position.summary();
    let group_rules = summary.groups.iter().map(|g| kind_rule(g.kind)).collect();
    let saved = keep(state, RefereeRound::Blue, &blue_kept(&request, &position))?;
    Ok(BlueAnswer {
        summary,
        group_rules,
        saved,
    })
}

/// The plays of one group of the summary (at most [`GROUP_LIMIT`]).
pub fn referee_blue_group(
    state: &AppState,
    request: BlueRequest,
    played: Vec<String>,
    kind: PlayKind,
) -> CommandResult<Vec<RefereePlay>> {
    let lang = state.lang();
    let position = blue_position(lang, &request)?;
    let played = blue_cards(lang, &played, BluePlace::Hand)?;
    Ok(position.group_plays(played, kind, GROUP_LIMIT))
}

/// Whether the play the players describe is legal here, and if not why.
pub fn referee_blue_check(
    state: &AppState,
    request: BlueRequest,
    proposal: BlueProposalRequest,
) -> CommandResult<BlueVerdict> {
    let lang = state.lang();
    let position = blue_position(lang, &request)?;
    if proposal.played.len() > MAX_CARDS || proposal.taken.len() > MAX_CARDS {
        return Err(too_many(
            lang,
            proposal.played.len().max(proposal.taken.len()),
        ));
    }
    let proposal = BlueProposal {
        played: proposal
            .played
            .iter()
            .map(|t| face(lang, t))
            .collect::<CommandResult<_>>()?,
        taken: proposal
            .taken
            .iter()
            .map(|t| face(lang, t))
            .collect::<CommandResult<_>>()?,
        way: proposal.way,
    };
    keep(state, RefereeRound::Blue, &blue_kept(&request, &position))?;
    Ok(match position.check_proposal(&proposal) {
        Ok(play) => BlueVerdict {
            legal: true,
            rule: kind_rule(play.kind),
            play: Some(play),
            reason: None,
        },
        Err(error) => BlueVerdict {
            legal: false,
            play: None,
            rule: blue_rule(&error),
            reason: Some(capitalised(words::referee_error(lang, &error))),
        },
    })
}

/// A blue play as the players describe it (cards by their notation).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct BlueProposalRequest {
    pub played: Vec<String>,
    #[serde(default)]
    pub taken: Vec<String>,
    pub way: papillon_core::referee::ProposalWay,
}

/// Every legal play of an orange position, with what it does; the position is kept.
pub fn referee_orange(state: &AppState, request: OrangeRequest) -> CommandResult<OrangeAnswer> {
    let lang = state.lang();
    let table = orange_table(lang, &request)?;
    let plays = table
        .plays()
        .into_iter()
        .map(|p| orange_view(lang, p))
        .collect();
    let saved = keep(state, RefereeRound::Orange, &orange_kept(&request, &table))?;
    Ok(OrangeAnswer { plays, saved })
}

/// Whether a proposed orange play is legal here, and if not why.
pub fn referee_orange_check(
    state: &AppState,
    request: OrangeRequest,
    proposal: OrangeProposal,
) -> CommandResult<OrangeVerdict> {
    let lang = state.lang();
    let table = orange_table(lang, &request)?;
    let action = match &proposal {
        OrangeProposal::Place {
            card,
            slot,
            declared,
        } => {
            if !slot.valid() {
                return Err(invalid(capitalised(messages::say(
                    lang,
                    "ref-no-such-place",
                    &[],
                ))));
            }
            OrangeAction::Place {
                card: Card {
                    face: face(lang, card)?,
                    back: Back::Orange,
                },
                slot: *slot,
                declared: *declared,
            }
        }
        OrangeProposal::TakeThree => OrangeAction::TakeThree,
        OrangeProposal::Draw => OrangeAction::Draw,
    };
    keep(state, RefereeRound::Orange, &orange_kept(&request, &table))?;
    Ok(match table.check_action(&action) {
        Ok(play) => {
            let view = orange_view(lang, play);
            OrangeVerdict {
                legal: true,
                rule: view.rule,
                play: Some(view),
                reason: None,
            }
        }
        Err(error) => OrangeVerdict {
            legal: false,
            play: None,
            rule: orange_rule(&error),
            reason: Some(capitalised(words::orange_illegal(lang, &error))),
        },
    })
}

fn kept(saved: SavedPosition) -> Option<KeptPosition> {
    // a row this version cannot read (written by a newer app, or edited) is skipped,
    // never shown half-read
    Some(match saved.round {
        RefereeRound::Blue => KeptPosition::Blue {
            id: saved.id,
            asked_at: saved.asked_at,
            position: serde_json::from_value(saved.position).ok()?,
        },
        RefereeRound::Orange => KeptPosition::Orange {
            id: saved.id,
            asked_at: saved.asked_at,
            position: serde_json::from_value(saved.position).ok()?,
        },
    })
}

/// The positions kept, the newest first.
pub fn referee_recent(state: &AppState, limit: Option<u32>) -> CommandResult<Vec<KeptPosition>> {
    let lang = state.lang();
    let saved = state
        .store()?
        .referee_positions(limit.unwrap_or(10) as usize)
        .map_err(|e| CommandError::store(lang, e))?;
    Ok(saved.into_iter().filter_map(kept).collect())
}

/// Forgets one kept position.
pub fn referee_forget(state: &AppState, id: i64) -> CommandResult<()> {
    let lang = state.lang();
    state
        .store()?
        .forget_referee_position(id)
        .map_err(|e| CommandError::store(lang, e))
}
