//! Seeded random finished score sheets, for benchmarks and tests of the store (a
//! database of thousands of plausible games without playing them).

use std::collections::BTreeMap;

use papillon_core::card::{Face, Family, Rank, Trump};
use papillon_core::dice::seeded_rng;
use papillon_core::sheet::{BlueInput, BluePlayerInput, ChatNoirCapture, OrangeInput};
use papillon_core::{DRAGON, SheetInput};
use rand::RngExt;
use rand::seq::SliceRandom;

/// The roster the sample games draw their players from.
pub const ROSTER: [&str; 8] = ["Ana", "Ben", "Cleo", "Dan", "Eve", "Fanny", "Gus", "Hugo"];

/// The 15 blue cards that score: the four 3s, the Dragon, the ten trumps.
fn scoring_faces() -> Vec<Face> {
    let mut faces: Vec<Face> = Family::ALL
        .iter()
        .filter_map(|&f| Face::family(3, f))
        .collect();
    faces.push(DRAGON);
    faces.extend(Trump::ALL.iter().map(|&t| Face::Trump(t)));
    faces
}

/// `count` complete sheets of 2 or 3 players each alone, reproducible from `seed`.
/// Every sheet is valid: the engine scores it.
pub fn finished_sheets(seed: u64, count: usize) -> Vec<SheetInput> {
    let mut rng = seeded_rng(seed);
    let scoring = scoring_faces();
    let plain: Vec<Face> = Family::ALL
        .iter()
        .flat_map(|&f| Rank::all().filter_map(move |r| Face::family(r.value(), f)))
        .filter(|&face| face != DRAGON && !scoring.contains(&face))
        .collect();
    (0..count)
        .map(|_| {
            let n = rng.random_range(2..=3usize);
            let mut roster = ROSTER.to_vec();
            roster.shuffle(&mut rng);
            let players: Vec<String> = roster[..n].iter().map(|s| (*s).to_owned()).collect();
            let mut cards = vec![0i64; n];
            let mut listed = vec![Vec::new(); n];
            let mut chat_noir = vec![None; n];
            for &face in &scoring {
                let p = rng.random_range(0..n);
                cards[p] += 1;
                listed[p].push(face.notation());
                if face == Face::Trump(Trump::ChatNoir) {
                    chat_noir[p] = Some(if rng.random_bool(0.7) {
                        ChatNoirCapture::Voluntary
                    } else {
                        ChatNoirCapture::Involuntary
                    });
                }
            }
            for _ in scoring.len()..58 {
                cards[rng.random_range(0..n)] += 1;
            }
            let most = cards.iter().copied().max().unwrap_or(0);
            let tied: Vec<usize> = (0..n).filter(|&p| cards[p] == most).collect();
            let blue = BlueInput {
                players: (0..n)
                    .map(|p| {
                        (
                            players[p].clone(),
                            BluePlayerInput {
                                cards: cards[p],
                                scoring: listed[p].clone(),
                                chat_noir: chat_noir[p],
                            },
                        )
                    })
                    .collect(),
                most_cards_rolloff: (tied.len() > 1).then(|| players[tied[0]].clone()),
                left_on_plate: 0,
            };
            // a normal end: as many tours as the orange deck deals (docs/rules.md §6.16)
            let deals = papillon_core::sheet::orange_tours(n).unwrap_or(1);
            let tours: Vec<String> = (0..deals)
                .map(|_| players[rng.random_range(0..n)].clone())
                .collect();
            let last = tours.last().cloned().unwrap_or_default();
            let mut deck = plain.clone();
            deck.shuffle(&mut rng);
            let mut hands = BTreeMap::new();
            for name in &players {
                let held = if *name == last {
                    0
                } else {
                    rng.random_range(0..=4)
                };
                let hand: Vec<String> = deck.drain(..held).map(Face::notation).collect();
                hands.insert(name.clone(), hand);
            }
            SheetInput {
                players,
                teams: None,
                options: Default::default(),
                blue: Some(blue),
                orange: Some(OrangeInput {
                    tours,
                    end: Default::default(),
                    hands,
                    couteau_suisse: BTreeMap::new(),
                    papillon_draw: BTreeMap::new(),
                }),
                winner_rolloff: None,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sample_sheet_is_scored_by_the_engine() {
        for sheet in finished_sheets(1, 500) {
            if let Err(errors) = papillon_core::score_input(&sheet) {
                panic!(
                    "{errors}\n{}",
                    serde_json::to_string(&sheet).unwrap_or_default()
                );
            }
        }
    }
}
