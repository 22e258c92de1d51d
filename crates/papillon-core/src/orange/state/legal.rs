//! The legal actions of the player to move, and the check of one action with the
//! reason it is refused.

use super::{OrangeState, Phase};
use crate::card::Card;
use crate::orange::action::OrangeAction;
use crate::orange::error::IllegalAction;
use crate::orange::layout::{self, Power, Role, Slot, can_place, check_place, placements};

impl OrangeState {
    /// Every legal action, in a fixed order.
    pub fn legal_actions(&self) -> Vec<OrangeAction> {
        let mut out = Vec::new();
        self.legal_actions_into(&mut Vec::new(), &mut out);
        out
    }

    pub fn legal_actions_into(
        &self,
        scratch: &mut Vec<(Slot, Option<u8>)>,
        out: &mut Vec<OrangeAction>,
    ) {
        out.clear();
        let hand = self.hands[self.current];
        match self.phase {
            Phase::Over { .. } => {}
            Phase::Cover => {
                for plate in self.coverable_plates() {
                    for card in hand.cards() {
                        match Role::of(card.face, &self.numbers) {
                            Role::Number(_) => out.push(OrangeAction::Cover {
                                plate,
                                card,
                                declared: None,
                            }),
                            Role::CouteauSuisse => {
                                out.extend((0..=layout::COUTEAU_MAX).map(|v| OrangeAction::Cover {
                                    plate,
                                    card,
                                    declared: Some(v),
                                }))
                            }
                            _ => {}
                        }
                    }
                }
                out.push(OrangeAction::Keep);
            }
            Phase::Attacked { .. } => {
                for card in hand.cards() {
                    if Role::of(card.face, &self.numbers) == Role::Power(Power::Papillon) {
                        out.push(OrangeAction::Place {
                            card,
                            slot: Slot::Centre,
                            declared: None,
                        });
                    }
                }
                if !self.must_answer_with_papillon() {
                    out.push(OrangeAction::TakeThree);
                }
            }
            Phase::Turn { played, drew, .. } => {
                for card in hand.cards() {
                    scratch.clear();
                    placements(&self.layout, card.face, &self.numbers, scratch);
                    out.extend(scratch.iter().map(|&(slot, declared)| OrangeAction::Place {
                        card,
                        slot,
                        declared,
                    }));
                }
                if out.is_empty() && played == 0 && !drew && !self.pile.is_empty() {
                    out.push(OrangeAction::Draw);
                }
            }
        }
    }

    /// Whether `action` is legal now, and if not why.
    pub fn check(&self, action: &OrangeAction) -> Result<(), IllegalAction> {
        let hand = self.hands[self.current];
        let in_hand = |card: Card| {
            if hand.contains(card) {
                Ok(())
            } else {
                Err(IllegalAction::NotInHand(card.to_string()))
            }
        };
        match (self.phase, action) {
            (Phase::Over { .. }, _) => Err(IllegalAction::RoundOver),
            (Phase::Cover, OrangeAction::Keep) => Ok(()),
            (
                Phase::Cover,
                OrangeAction::Cover {
                    plate,
                    card,
                    declared,
                },
            ) => {
                in_hand(*card)?;
                if *plate > 1 || !self.plate_trumps[*plate as usize] {
                    return Err(IllegalAction::PlateNotTrump(plate + 1));
                }
                match (Role::of(card.face, &self.numbers), declared) {
                    (Role::Number(_), None) => Ok(()),
                    (Role::CouteauSuisse, Some(v)) if *v <= layout::COUTEAU_MAX => Ok(()),
                    _ => Err(IllegalAction::BadCover),
                }
            }
            (_, OrangeAction::Cover { .. } | OrangeAction::Keep) => Err(IllegalAction::NotCovering),
            (Phase::Cover, _) => Err(IllegalAction::BadCover),
            (Phase::Attacked { .. }, OrangeAction::TakeThree) => {
                if self.must_answer_with_papillon() {
                    Err(IllegalAction::MustAnswerWithPapillon)
                } else {
                    Ok(())
                }
            }
            (
                Phase::Attacked { .. },
                OrangeAction::Place {
                    card,
                    slot,
                    declared,
                },
            ) => {
                in_hand(*card)?;
                if Role::of(card.face, &self.numbers) != Role::Power(Power::Papillon) {
                    return Err(IllegalAction::MustAnswer);
                }
                check_place(&self.layout, card.face, *slot, *declared, &self.numbers)?;
                Ok(())
            }
            (Phase::Attacked { .. }, OrangeAction::Draw) => Err(IllegalAction::MustAnswer),
            (Phase::Turn { .. }, OrangeAction::TakeThree) => Err(IllegalAction::NotAttacked),
            (
                Phase::Turn { .. },
                OrangeAction::Place {
                    card,
                    slot,
                    declared,
                },
            ) => {
                in_hand(*card)?;
                check_place(&self.layout, card.face, *slot, *declared, &self.numbers)?;
                Ok(())
            }
            (Phase::Turn { played, drew, .. }, OrangeAction::Draw) => {
                if played > 0 {
                    return Err(IllegalAction::DrawAfterPlay);
                }
                if drew {
                    return Err(IllegalAction::AlreadyDrew);
                }
                if let Some(card) = hand
                    .cards()
                    .find(|c| can_place(&self.layout, c.face, &self.numbers))
                {
                    return Err(IllegalAction::MustPlay {
                        example: card.face.notation(),
                    });
                }
                if self.pile.is_empty() {
                    return Err(IllegalAction::PileEmpty);
                }
                Ok(())
            }
        }
    }
}
