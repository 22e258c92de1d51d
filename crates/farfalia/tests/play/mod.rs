//! Helpers of the digital game's tests: setups with a mix of house rules, the
//! independent checks of a position, and a played deal entered on a sheet by hand.
#![allow(dead_code)]

use farfalia::card::Subject;
use farfalia::options::{DealerRule, HousePoints, LeaderBar, Stacking};
use farfalia::play::{DealRecord, FarfaliaGame, Length, PlayOptions, PlaySetup};
use farfalia::{DealInput, FarfaliaSheet, Mode, Options, SideInput};

pub const NAMES: [&str; 5] = ["Alain", "Béatrice", "Corentin", "Danièle", "Éric"];

/// The setup of game `k`: four or five players, the defaults one game in three, else a
/// mix of every option.
pub fn setup(k: u64) -> PlaySetup {
    let players = if k.is_multiple_of(2) { 5 } else { 4 };
    let names = NAMES[..players].iter().map(|s| s.to_string()).collect();
    if k.is_multiple_of(3) {
        return PlaySetup::new(names);
    }
    let bit = |b: u32| (k >> b) & 1 == 1;
    let length = match (players, (k >> 6) % 4) {
        (4, 1) => Length::Deals { deals: 8 },
        (4, 2) => Length::Target { target: 40 },
        (5, 1) => Length::Deals { deals: 2 },
        _ => Length::Standard,
    };
    PlaySetup {
        names,
        options: PlayOptions {
            house_points: if bit(2) {
                HousePoints {
                    three: 5,
                    two: 2,
                    one: 0,
                }
            } else {
                HousePoints::default()
            },
            length,
            doubled_deals: bit(7).then(|| vec![1]),
            double_you: bit(3),
            double_you_leader: if bit(4) {
                LeaderBar::UniqueLeaderBarred
            } else {
                LeaderBar::TiedLeadersBarred
            },
            double_you_stacking: if bit(5) {
                Stacking::AtMostDouble
            } else {
                Stacking::Multiply
            },
            burnin: bit(8),
            dealer_rule: if bit(9) {
                DealerRule::LowestTotalNotOutgoing
            } else {
                DealerRule::LowestTotal
            },
            first_dealer: bit(10).then_some((k as usize / 7) % players),
        },
    }
}

/// Every card in exactly one place, read through the public API only.
pub fn every_card_once(game: &FarfaliaGame) -> Result<(), String> {
    let mut count = [0u8; 52];
    let mut put = |card: farfalia::Card, place: &str| -> Result<(), String> {
        let colour = farfalia::Colour::ALL
            .iter()
            .position(|&c| c == card.colour)
            .unwrap();
        let i = colour * 13 + usize::from(card.rank) - 1;
        count[i] += 1;
        if count[i] > 1 {
            return Err(format!("{} twice (again in {place})", card.notation()));
        }
        Ok(())
    };
    for seat in 0..game.players() {
        for c in game.hand(seat).iter() {
            put(c, "a hand")?;
        }
        for c in game.collected(seat).iter() {
            put(c, "a collection")?;
        }
        for c in game.face_down(seat).iter() {
            put(c, "a face-down pile")?;
        }
    }
    for c in game.discard().iter() {
        put(c, "the discard")?;
    }
    for (_, p) in game.trick() {
        if let Some(c) = p.card() {
            put(c, "the trick")?;
        }
    }
    match count.iter().position(|&n| n == 0) {
        Some(i) => Err(format!("card {i} is nowhere")),
        None => Ok(()),
    }
}

/// No side of the deal in play holds more of a subject than proposed.
pub fn quota_kept(game: &FarfaliaGame) -> Result<(), String> {
    let Some(proposition) = game.proposition() else {
        return Ok(());
    };
    for (index, members) in game.sides().iter().enumerate() {
        let kept = game.side_collection(index);
        for subject in Subject::ALL {
            let have = kept.iter().filter(|c| c.subject() == subject).count();
            let proposed = proposition.iter().filter(|&&s| s == subject).count();
            if have > proposed {
                return Err(format!(
                    "{members:?} kept {have} {subject}, {proposed} proposed"
                ));
            }
        }
    }
    Ok(())
}

/// The score keeper's options a group would set on its sheet for this setup.
pub fn sheet_options(setup: &PlaySetup) -> Options {
    let o = &setup.options;
    let (deals, target) = match o.length {
        Length::Standard => (None, None),
        Length::Deals { deals } => (Some(deals), None),
        Length::Target { target } => (None, Some(target)),
    };
    Options {
        house_points: o.house_points,
        deals,
        target,
        doubled_deals: o.doubled_deals.clone(),
        dealer_rule: o.dealer_rule,
        double_you: o.double_you,
        double_you_leader: o.double_you_leader,
        double_you_stacking: o.double_you_stacking,
        ..Options::default()
    }
}

/// The deals played, entered on a sheet by hand: names, dealer, trump, proposition,
/// each side's face-up cards in notation, the DOUBLE YOU jokers.
pub fn sheet_by_hand(setup: &PlaySetup, deals: &[DealRecord]) -> FarfaliaSheet {
    let name = |seat: usize| setup.names[seat].clone();
    let mode = if setup.names.len() == 5 {
        Mode::BeginnerFive
    } else {
        Mode::Four
    };
    let mut sheet = FarfaliaSheet::new(mode, setup.names.clone());
    sheet.options = sheet_options(setup);
    for d in deals {
        sheet.deals.push(DealInput {
            dealer: name(d.dealer),
            trump: Some(d.trump),
            proposition: d.proposition.clone(),
            sides: d
                .sides
                .iter()
                .map(|s| SideInput {
                    players: s.members.iter().map(|&m| name(m)).collect(),
                    collected: None,
                    cards: s.cards.iter().map(|c| c.notation()).collect(),
                    entered: true,
                })
                .collect(),
            double_you: d.double_you.iter().map(|&s| name(s)).collect(),
        });
    }
    sheet
}
