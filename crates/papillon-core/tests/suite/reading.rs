//! The `expert` level's reading of the blue round (`ai::reading`): what a move says of
//! the hand it came from, and a search that reads never peeks at a hidden card.

use std::sync::Arc;

use papillon_core::ai::Heuristics;
use papillon_core::ai::ismcts::{self, IsmctsConfig};
use papillon_core::blue::{BlueAction, BlueRound, DealSource};
use papillon_core::card::{Face, FaceSet};
use papillon_core::dice::seeded_rng;
use papillon_core::game::blue::config_for;
use papillon_core::game::{
    BlueGame, FullGame, Game, InfoState, NewGame, OrangeGame, PapillonGame, Table,
};

use crate::ai_players::positions;
use rand::RngExt;

fn face(text: &str) -> Face {
    text.parse().expect("a card")
}

fn set(cards: &str) -> FaceSet {
    cards.split_whitespace().map(face).collect()
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

/// Two players, the deck in its printed order: seat 1 (the dealer's left, who starts)
/// holds F0–F6, seat 0 holds F7–F11, E0 and E1, and E2 and E3 lie on the plate.
fn ordered_deal() -> BlueGame {
    let table = Table::simple(2).expect("table");
    let mut config = config_for(&table, 0).expect("config");
    config.deal = DealSource::Deck(Face::all().collect());
    config.starter = Some(1);
    let round = BlueRound::new(config).expect("deal");
    BlueGame::from_round(table, &round, 0)
}

/// Seat 1 lays the F0 on E2 and E3, leaving the E3 (10 points) exposed: one ply deep
/// that scores −6 (0.6 of the 10 left exposed). Holding a 3 it would have taken the E3
/// (+21: 10 for each 3 and half a point a card), holding a 5 both plate cards (+11.5),
/// holding a 2 the E2 (−5): the reading makes those hands e^(27/5), e^(17.5/5) and
/// e^(1/5) times less likely than one that held nothing better (as seat 0 sees it:
/// seat 1's own F3 is as hidden as any other).
#[test]
fn a_discard_says_the_hand_held_nothing_better() {
    let mut game = ordered_deal();
    assert_eq!(game.state.current(), 1);
    assert_eq!(game.state.plate(), set("E2 E3"));
    game.apply(&BlueAction::Place(face("F0")));
    let info = game.info(0);
    let reading = info.reading();
    let weight = |cards: &str| {
        reading.likelihood(|seat| {
            if seat == 1 {
                set(cards)
            } else {
                FaceSet::EMPTY
            }
        })
    };
    assert!(
        close(weight("S0 S11"), 1.0),
        "nothing better: {}",
        weight("S0 S11")
    );
    assert!(close(weight("S2"), (-1.0f64 / 5.0).exp()));
    assert!(close(weight("S5"), (-17.5f64 / 5.0).exp()));
    // the best card of the hand counts, once for the move
    assert!(close(weight("S3 S5 S2"), (-27.0f64 / 5.0).exp()));
    // seat 1 reads nothing of its own move
    assert!(game.info(1).reading().is_empty());
}

/// A card played later by the same seat was in its hand at the move: when it would
/// have done better there, the move is already explained as far as that card goes.
#[test]
fn a_card_played_later_was_held_at_the_move() {
    let mut game = ordered_deal();
    game.apply(&BlueAction::Place(face("F0")));
    // seat 0 lays a card that takes nothing, then seat 1 plays its F3 on the E3
    game.apply(&BlueAction::Place(face("E0")));
    let take = game
        .state
        .legal_actions()
        .into_iter()
        .find(
            |a| matches!(a, BlueAction::Capture(c) if c.card == face("F3") && c.taken == set("E3")),
        )
        .expect("F3 takes E3");
    game.apply(&take);
    let info = game.info(0);
    let weight = |cards: &str| {
        info.reading().likelihood(|seat| {
            if seat == 1 {
                set(cards)
            } else {
                FaceSet::EMPTY
            }
        })
    };
    // nothing in a hidden hand could beat the 3 it is known to have held
    assert!(close(weight("S3 S5"), 1.0));
}

/// A new deal forgets the moves of the last one: those hands are played out.
#[test]
fn a_new_deal_reads_nothing_of_the_last() {
    let table = Table::simple(2).expect("table");
    let mut rng = seeded_rng(41);
    let mut game = BlueGame::new_game(Arc::clone(&table), 41).expect("deal");
    let mut legal = Vec::new();
    let first_deal = game.state.deals_done();
    while game.state.deals_done() == first_deal && !game.is_over() {
        game.legal_actions(&mut legal);
        let a = legal[rng.random_range(0..legal.len())];
        game.apply(&a);
    }
    assert!(!game.is_over());
    let seat = game.current_player().expect("to play");
    assert!(game.memory.moves(game.state.deals_done()).is_empty());
    assert!(game.info(seat).reading().is_empty());
}

/// A search that reads the table chooses from what the seat has seen: another deal of
/// the hidden cards, with the same public moves, gives the same choice.
fn reading_never_peeks<G: Heuristics + PapillonGame>(seed: u64, remember: fn(&mut G, &G)) {
    let config = IsmctsConfig {
        inference: true,
        ..IsmctsConfig::iterations(40)
    };
    let mut rng = seeded_rng(seed);
    for game in positions::<G>(8, seed) {
        let seat = game.current_player().expect("to play");
        let info = game.info(seat);
        let first = ismcts::search::<G, _>(&info, &config, &mut seeded_rng(7)).expect("a move");
        for _ in 0..2 {
            let mut other = info.determinize(&mut rng);
            remember(&mut other, &game);
            let choice = ismcts::search::<G, _>(&other.info(seat), &config, &mut seeded_rng(7))
                .expect("a move");
            assert_eq!(
                choice, first,
                "the choice depends on what the seat saw only"
            );
        }
    }
}

#[test]
fn the_reading_never_peeks_in_blue() {
    reading_never_peeks::<BlueGame>(51, |other, game| other.memory = game.memory.clone());
}

#[test]
fn the_reading_never_peeks_in_full_games() {
    reading_never_peeks::<FullGame>(52, |other, game| {
        other.memory = game.memory.clone();
        other.draws = game.draws.clone();
    });
}

#[test]
fn the_reading_never_peeks_in_orange() {
    reading_never_peeks::<OrangeGame>(53, |other, game| other.memory = game.memory.clone());
}

/// The `peek` player's state: every hand as it is, the deals to come dealt again from
/// their own cards, and still a state the engine accepts.
#[test]
fn peek_sees_the_hands_and_not_the_deals_to_come() {
    let mut rng = seeded_rng(61);
    for players in 2..=5 {
        let table = Table::simple(players).expect("table");
        let game = BlueGame::new_game(table, 61 + players as u64).expect("deal");
        let mut moved = false;
        for _ in 0..8 {
            let other = game.redeal_unseen(&mut rng);
            other.check_invariants().expect("a consistent state");
            let future = |g: &BlueGame| {
                (0..usize::from(g.state.deals_left()))
                    .flat_map(|k| (0..players).map(move |p| (k, p)))
                    .map(|(k, p)| g.state.future_hand(k, p))
                    .collect::<Vec<_>>()
            };
            for p in 0..players {
                assert_eq!(other.state.hand(p), game.state.hand(p));
            }
            let all = |hands: Vec<FaceSet>| hands.into_iter().fold(FaceSet::EMPTY, FaceSet::union);
            assert_eq!(all(future(&other)), all(future(&game)));
            moved |= future(&other) != future(&game);
        }
        // five players have a single deal: nothing is left to deal again
        assert_eq!(moved, players < 5, "{players} players");
    }
}

/// A draw in the orange round says the hand held nothing playable: over random games,
/// no seat's orange-backed cards are ever among the faces its draws bar, and a reading
/// determinization deals none of them where the unseen cards allow (here: always).
#[test]
fn the_draws_bar_only_faces_the_hand_does_not_hold() {
    let mut rng = seeded_rng(71);
    let mut legal = Vec::new();
    let mut barred_somewhere = 0;
    for g in 0..24u64 {
        let table = Table::simple(2 + (g % 4) as usize).expect("table");
        let mut game = OrangeGame::new_game(table, 710 + g).expect("deal");
        while let Some(seat) = game.current_player() {
            let observer = (seat + 1) % game.players();
            let info = game.info(observer);
            for other in (0..game.players()).filter(|&o| o != observer) {
                let barred = info.barred(other);
                assert!(
                    game.state.hand(other).orange.is_disjoint(barred),
                    "seat {other} holds a barred face"
                );
                if !barred.is_empty() {
                    barred_somewhere += 1;
                    let sample = info.determinize_inferred(&mut rng);
                    sample.check_invariants().expect("a consistent deal");
                    assert!(sample.state.hand(other).orange.is_disjoint(barred));
                }
            }
            game.legal_actions(&mut legal);
            let a = legal[rng.random_range(0..legal.len())];
            game.apply(&a);
        }
    }
    assert!(barred_somewhere > 100, "{barred_somewhere}");
}
