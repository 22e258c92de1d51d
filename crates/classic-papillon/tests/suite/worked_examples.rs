//! The worked examples of `NEIGHBOUR-GAMES.md` C.6 (P1, P2, P3), every line of their
//! tables checked twice: through the state machine, from the exact position set up card
//! by card, and through the counter keeper's ledger.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use classic_papillon::card::{Card, parse_cards, rest_of_deck};
use classic_papillon::events::{Event, PotReason, RevealReason};
use classic_papillon::ledger::{Ledger, LedgerProblem};
use classic_papillon::{Action, ClassicGame, Options, Position, Setup};
use game_kit::ScoreSheet;

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

fn setup(names: &[&str]) -> Setup {
    Setup::new(
        names.iter().map(|s| s.to_string()).collect(),
        Options::default(),
    )
    .unwrap()
}

/// Plays `action` (in notation), returning its counter events.
fn play(game: &mut ClassicGame, action: &str) -> Vec<Event> {
    let action: Action = action.parse().unwrap();
    assert!(
        game.legal_moves().contains(&action) || game.check(&action).is_ok(),
        "{action} is legal"
    );
    game.play_logged(&action)
        .unwrap()
        .into_iter()
        .map(|(e, _)| e)
        .filter(|e| e.code().is_some())
        .collect()
}

fn state(game: &ClassicGame) -> (Vec<i32>, i32) {
    (game.counters().to_vec(), game.pot())
}

/// Splits `rest` into piles of the given sizes, the remainder into the talon.
fn piles(rest: &[Card], sizes: &[usize]) -> (Vec<Vec<Card>>, Vec<Card>) {
    let mut out = Vec::new();
    let mut at = 0;
    for &size in sizes {
        out.push(rest[at..at + size].to_vec());
        at += size;
    }
    (out, rest[at..].to_vec())
}

fn ledger(json: &str) -> Ledger {
    serde_json::from_str(json).unwrap()
}

/// Each line of a replayed ledger: (entry, counters, pot).
fn lines(ledger: &Ledger) -> Vec<(Option<usize>, Vec<i32>, i32)> {
    let report = ledger.score().unwrap_or_else(|p| panic!("{p:?}"));
    report
        .lines
        .iter()
        .map(|l| (l.entry, l.counters.clone(), l.pot))
        .collect()
}

// ### P1: 3 players, ace bonuses, Klein-Papillon, Sautenelle, forced reveal
// * Players: Anna (dealer), Ben (Anna's right neighbour, so he starts), Cara. Turn order: Ben → Cara → Anna.
// * Everyone starts with 20 counters; stake 1 → everyone 19, pot 3.
// * Not the last round.
// * Table (7 face-up cards): A♣ A♦ A♥ 4♦ 5♦ 3♣ 9♥.
// * Ben's hand: 2♠ A♠ 8♣. Cara's hand: 10♠ ….

fn p1_game() -> ClassicGame {
    let anna = cards("QD 7S 7H");
    let ben = cards("2S AS 8C");
    let cara = cards("10S 6S 6H");
    let table = cards("AC AD AH 4D 5D 3C 9H");
    let talon = rest_of_deck(&[&anna, &ben, &cara, &table]);
    assert_eq!(talon.len(), 36, "not the last round");
    let position = Position {
        dealer: 0,
        current: 1,
        hands: vec![anna, ben, cara],
        table,
        talon,
        captured: vec![],
        counters: vec![19, 19, 19],
        pot: 3,
        start_counters: Some(vec![20, 20, 20]),
        start_pot: Some(0),
        game: 1,
        deal: 1,
        revealed: vec![],
        last_revealer: None,
        after_sautenelle: false,
        winner: None,
        multiplier: 1,
    };
    ClassicGame::from_position(setup(&["Anna", "Ben", "Cara"]), &position).unwrap()
}

#[test]
fn p1_step_0_the_stakes() {
    // | 0 | stakes | E1 | 19 | 19 | 19 | 3 |
    let mut stakes = Vec::new();
    let game = ClassicGame::start(setup(&["Anna", "Ben", "Cara"]), 1, &mut |e, t| {
        if let Event::Stake { player, counters } = e {
            stakes.push((*player, *counters, t.to_vec().len()));
        }
    })
    .unwrap();
    assert_eq!(stakes, [(0, 1, 1), (1, 1, 1), (2, 1, 1)]);
    assert_eq!(state(&game), (vec![19, 19, 19], 3));
}

#[test]
fn p1_through_the_state_machine() {
    let mut game = p1_game();
    assert_eq!(state(&game), (vec![19, 19, 19], 3));
    // | 1 | Ben 2♠ takes A♣+A♦ | E3: 4 from each | 15 | **27** | 15 | 3 |
    assert_eq!(
        play(&mut game, "2S:AC,AD"),
        [Event::PureAces {
            player: 1,
            aces: 2,
            each: 4
        }]
    );
    assert_eq!(state(&game), (vec![15, 27, 15], 3));
    // | 2 | Cara 10♠ takes A♥+4♦+5♦ | E2: 1 from each; E4: 1 from each | 13 | 25 | **19** | 3 |
    assert_eq!(game.to_play(), Some(2));
    assert_eq!(
        play(&mut game, "10S:AH,4D,5D"),
        [
            Event::Aces {
                player: 2,
                aces: 1,
                each: 1
            },
            Event::KleinPapillon { player: 2, each: 1 }
        ]
    );
    assert_eq!(state(&game), (vec![13, 25, 19], 3));
    // | 3 | Anna Q♦ (12) takes 3♣+9♥; the table is now empty | E6: 1 from each | **15** | 24 | 18 | 3 |
    assert_eq!(
        play(&mut game, "QD:3C,9H"),
        [Event::Sautenelle { player: 0, each: 1 }]
    );
    assert!(game.table().is_empty());
    assert_eq!(state(&game), (vec![15, 24, 18], 3));
    // | 4 | Ben, who is next, must reveal A♠ 8♣ | E7: pays 2; +1 from each for the ace | 14 | **24** | 17 | 5 |
    assert_eq!(game.to_play(), Some(1));
    assert_eq!(game.legal_moves(), [Action::Reveal]);
    let events = play(&mut game, "reveal");
    assert!(matches!(
        events[..],
        [Event::Reveal {
            player: 1,
            cards: 2,
            aces: 1,
            reason: RevealReason::AfterSautenelle,
            ..
        }]
    ));
    assert_eq!(state(&game), (vec![14, 24, 17], 5));
    // **Check.** 14 + 24 + 17 + 5 = 60 = 3 × 20. ✓
    assert_eq!(game.total(), 60);
    game.check_invariants().unwrap();
}

#[test]
fn p1_through_the_ledger() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../examples/classic-ledger.json"
    ))
    .unwrap();
    let l = ledger(&text);
    assert_eq!(
        lines(&l),
        [
            (None, vec![19, 19, 19], 3),
            (Some(0), vec![15, 27, 15], 3),
            (Some(1), vec![13, 25, 19], 3),
            (Some(2), vec![15, 24, 18], 3),
            (Some(3), vec![14, 24, 17], 5),
        ]
    );
    let report = l.score().unwrap();
    let reveal = &report.lines[4].events[0];
    assert!(matches!(
        reveal.event,
        Event::Reveal {
            reason: RevealReason::AfterSautenelle,
            ..
        }
    ));
    assert_eq!(
        reveal.text,
        "Ben reveals 2 cards (after the Sautenelle) and pays 2 into the pot; 1 ace: 1 from each"
    );
    assert!(!report.finished);
}

// ### P2: 4 players, last round, Haneton, Klein-Papillon disabled, reveal with an ace
// * Players W, X, Y, Z (dealer). Turn order: W → X → Y → Z.
// * Counters at the start of the example: 20 each; pot 4.
// * The dealer has announced the last card.
// * Table: 10♣ 2♦ A♠ 2♣ 3♥ 4♠ 7♦.

fn p2_game() -> ClassicGame {
    let w = cards("KH 8H 8S");
    let x = cards("9S 5C 5D");
    let y = cards("AD 6H JC");
    let z = cards("QC QS 6C");
    let table = cards("10C 2D AS 2C 3H 4S 7D");
    let rest = rest_of_deck(&[&w, &x, &y, &z, &table]);
    let (captured, talon) = piles(&rest, &[9, 8, 8, 8]);
    assert!(talon.is_empty(), "the last round");
    let position = Position {
        dealer: 3,
        current: 0,
        hands: vec![w, x, y, z],
        table,
        talon,
        captured,
        counters: vec![20; 4],
        pot: 4,
        start_counters: None,
        start_pot: None,
        game: 1,
        deal: 4,
        revealed: vec![],
        last_revealer: None,
        after_sautenelle: false,
        winner: None,
        multiplier: 1,
    };
    ClassicGame::from_position(setup(&["W", "X", "Y", "Z"]), &position).unwrap()
}

#[test]
fn p2_through_the_state_machine() {
    let mut game = p2_game();
    assert!(game.last_round());
    // | 1 | W K♥ (13) takes 10♣+2♦+A♠ | E5 Haneton: 1 from each [reading #7]; E2 ace: 1 from each | **26** | 18 | 18 | 18 | 4 |
    let events = play(&mut game, "KH:10C,2D,AS");
    assert!(events.contains(&Event::Haneton { player: 0, each: 1 }));
    assert!(events.contains(&Event::Aces {
        player: 0,
        aces: 1,
        each: 1
    }));
    assert_eq!(state(&game), (vec![26, 18, 18, 18], 4));
    // | 2 | X 9♠ takes 2♣+3♥+4♠ | three cards, but last round, so **no** E4 | 26 | 18 | 18 | 18 | 4 |
    assert_eq!(play(&mut game, "9S:2C,3H,4S"), []);
    assert_eq!(state(&game), (vec![26, 18, 18, 18], 4));
    // | 3 | Y holds A♦ 6♥ J♣. It cannot capture: the table is just 7♦ … | E7: pays 3; +1 from each for the ace | 25 | 17 | **18** | 17 | 7 |
    assert_eq!(game.table(), cards("7D").into_iter().collect());
    assert_eq!(game.legal_moves(), [Action::Reveal]);
    play(&mut game, "reveal");
    assert_eq!(state(&game), (vec![25, 17, 18, 17], 7));
    // **Check.** 25 + 17 + 18 + 17 + 7 = 84 = 80 + 4. ✓ Y can no longer win this game.
    assert_eq!(game.total(), 84);
    assert!(game.revealed(2));
}

#[test]
fn p2_through_the_ledger() {
    // 21 counters and a stake of 1 give the example's 20 each and a pot of 4; three
    // re-deals reach the last deal of four players (36 = 3 × 12).
    let l = ledger(
        r#"{ "players": ["W", "X", "Y", "Z"], "dealer": "Z", "options": { "starting_counters": 21 },
        "entries": [
          { "entry": "deal" }, { "entry": "deal" }, { "entry": "deal" },
          { "entry": "capture", "player": "W", "card": "K", "took": ["10", "2", "A"] },
          { "entry": "capture", "player": "X", "card": "9", "took": ["2", "3", "4"] },
          { "entry": "reveal", "player": "Y", "cards": 3, "aces": 1 }
        ] }"#,
    );
    let got = lines(&l);
    assert_eq!(got[3], (Some(2), vec![20; 4], 4));
    assert_eq!(
        &got[4..],
        [
            (Some(3), vec![26, 18, 18, 18], 4),
            (Some(4), vec![26, 18, 18, 18], 4),
            (Some(5), vec![25, 17, 18, 17], 7),
        ]
    );
    let report = l.score().unwrap();
    assert!(report.now.last_round);
    assert_eq!(report.now.deal, 4);
    // the same capture told as a Klein-Papillon is refused: "Sobald die letzte Karte
    // ausgegeben ist, ist ein Klein-Papillon nicht mehr möglich"
    let mut bad = l.clone();
    bad.entries[4] =
        serde_json::from_str(r#"{ "entry": "capture", "player": "X", "klein_papillon": true }"#)
            .unwrap();
    assert_eq!(
        bad.score().unwrap_err(),
        [LedgerProblem::KleinPapillonInLastRound {
            entry: 4,
            player: "X".into()
        }]
    );
    // and Y cannot win: "Wer aufdecken muss, kann natürlich nicht gewinnen"
    let mut bad = l.clone();
    bad.entries
        .push(serde_json::from_str(r#"{ "entry": "won", "player": "Y" }"#).unwrap());
    assert_eq!(
        bad.score().unwrap_err(),
        [LedgerProblem::RevealerCannotWin {
            entry: 6,
            player: "Y".into()
        }]
    );
}

// ### P3: end of game, Konsolation, tied Blätter, and the doubled Blätter next game
// **Input (game 1, 4 players W, X, Y, Z)**
// * Counters 20 each at the end of play; pot 8.
// * In the last round **every** player had to reveal; Z revealed last. 4 face-up cards remain on the table.
// * Captured card counts before E8: W 17, X 11, Y 9, Z 13.
//
// These counts and the 4 table cards make 54 cards, two more than the deck: the tests use
// Y 7 (17 + 11 + 7 + 13 + 4 = 52). Y's count decides nothing (W and Z tie for the most
// either way), so every counter of the example is unchanged; the ledger refuses the
// literal counts (see `p3_literal_counts_are_refused`).

fn p3_game_1() -> ClassicGame {
    let z = cards("KD");
    let table = cards("2C 3C 5H");
    let rest = rest_of_deck(&[&z, &table]);
    let (captured, talon) = piles(&rest, &[17, 11, 7, 13]);
    assert!(talon.is_empty());
    let position = Position {
        dealer: 3,
        current: 3,
        hands: vec![vec![], vec![], vec![], z],
        table,
        talon,
        captured,
        counters: vec![20, 20, 20, 21],
        pot: 7,
        start_counters: None,
        start_pot: None,
        game: 1,
        deal: 4,
        revealed: vec![0, 1, 2],
        last_revealer: Some(2),
        after_sautenelle: false,
        winner: None,
        multiplier: 1,
    };
    ClassicGame::from_position(setup(&["W", "X", "Y", "Z"]), &position).unwrap()
}

#[test]
fn p3_through_the_state_machine() {
    let mut game = p3_game_1();
    // Z, last, cannot take 2 + 3 + 5 with a king: Z reveals; 20 each and a pot of 8
    let events = play(&mut game, "reveal");
    assert!(matches!(
        events[0],
        Event::Reveal {
            player: 3,
            cards: 1,
            ..
        }
    ));
    // 1. **E8 Konsolation** to Z: Z **23**, W/X/Y **19** each. Z takes the 4 table cards, so Z's count becomes 17.
    assert_eq!(
        events[1],
        Event::Consolation {
            player: 3,
            each: 1,
            table_cards: 4
        }
    );
    // 2. **E9.** W 17 and Z 17 tie for most: **nobody** wins the Blätter and nothing is paid. The next game's Blätter pay ×2.
    assert_eq!(
        events[2],
        Event::BlaetterTied {
            players: vec![0, 3],
            cards: 17,
            next_multiplier: 2
        }
    );
    // 3. **E10.** No winner (everyone revealed). The pot of 8 carries over [reading #3].
    assert_eq!(events[3], Event::PotCarried { counters: 8 });
    assert_eq!(state(&game), (vec![19, 19, 19, 23], 8));
    let result = game.result().unwrap().clone();
    assert_eq!(result.piles, [17, 11, 7, 17]);
    assert_eq!(
        (result.winner, result.consolation, result.blaetter),
        (None, Some(3), None)
    );
    assert_eq!((result.next_multiplier, result.pot_carried), (2, 8));

    // **Input (game 2)** * Counters after the stakes: W 18, X 18, Y 18, Z 22; pot 8 + 4 = 12.
    let next = game.next_game(99, &mut |_, _| {}).unwrap();
    assert_eq!(state(&next), (vec![18, 18, 18, 22], 12));
    assert_eq!(next.multiplier(), 2);
    assert_eq!(next.dealer(), 0, "the deal passes to the right, to W");

    // * End of play, no further transfers. Captured counts: W 10, X 18, Y 12, Z 9.
    // * W exchanged all his cards first in the last round.
    // (the last play: X takes 5♥ with 5♠ — no bonus, two cards stay on the table)
    let x = cards("5S");
    let table = cards("5H 2H 6D 9C");
    let rest = rest_of_deck(&[&x, &table]);
    let (captured, talon) = piles(&rest, &[10, 16, 12, 9]);
    assert!(talon.is_empty());
    let position = Position {
        dealer: 0,
        current: 1,
        hands: vec![vec![], x, vec![], vec![]],
        table,
        talon,
        captured,
        counters: vec![18, 18, 18, 22],
        pot: 12,
        start_counters: None,
        start_pot: None,
        game: 2,
        deal: 4,
        revealed: vec![],
        last_revealer: None,
        after_sautenelle: false,
        winner: Some(0),
        multiplier: 2,
    };
    let mut game2 = ClassicGame::from_position(setup(&["W", "X", "Y", "Z"]), &position).unwrap();
    let events = play(&mut game2, "5S:5H");
    // 1. **E9 ×2.** X has the most cards and gets **2 from each**: X 18 + 6 = **24**; W 16, Y 16, Z 20.
    assert_eq!(
        events[0],
        Event::Blaetter {
            player: 1,
            cards: 18,
            multiplier: 2,
            each: 2
        }
    );
    // 2. **E10** [reading]. W, the winner, takes the pot of 12: **W 28**, pot 0.
    assert_eq!(
        events[1],
        Event::PotWon {
            player: 0,
            counters: 12,
            reason: PotReason::Winner
        }
    );
    // **Final:** W 28, X 24, Y 16, Z 20, pot 0.
    assert_eq!(state(&game2), (vec![28, 24, 16, 20], 0));
    // **Check.** 28 + 24 + 16 + 20 = 88 = 80 + the 8 carried in. ✓
    assert_eq!(game2.total(), 88);
}

const P3_LEDGER: &str = r#"{
  "players": ["W", "X", "Y", "Z"], "dealer": "Z", "options": { "starting_counters": 22 },
  "entries": [
    { "entry": "deal" }, { "entry": "deal" }, { "entry": "deal" },
    { "entry": "reveal", "player": "W", "cards": 1 },
    { "entry": "reveal", "player": "X", "cards": 1 },
    { "entry": "reveal", "player": "Y", "cards": 1 },
    { "entry": "reveal", "player": "Z", "cards": 1 },
    { "entry": "end", "cards": { "W": 17, "X": 11, "Y": 7, "Z": 13 }, "left_on_table": 4 },
    { "entry": "new_game" },
    { "entry": "deal" }, { "entry": "deal" }, { "entry": "deal" },
    { "entry": "won", "player": "W" },
    { "entry": "end", "cards": { "W": 10, "X": 18, "Y": 12, "Z": 9 }, "left_on_table": 3 }
  ]
}"#;

#[test]
fn p3_through_the_ledger() {
    // 22 counters and a stake of 1 leave 21 each and a pot of 4; one card revealed by
    // each in the last deal gives the example's 20 each and a pot of 8.
    let l = ledger(P3_LEDGER);
    let got = lines(&l);
    assert_eq!(got[7], (Some(6), vec![20; 4], 8));
    // game 1: E8 Z 23, W/X/Y 19; E9 tied; E10 the pot of 8 carries over
    assert_eq!(got[8], (Some(7), vec![19, 19, 19, 23], 8));
    // game 2 after the stakes: W 18, X 18, Y 18, Z 22; pot 12
    assert_eq!(got[9], (Some(8), vec![18, 18, 18, 22], 12));
    // E9 ×2 to X, E10 the pot to W: W 28, X 24, Y 16, Z 20, pot 0
    assert_eq!(got[14], (Some(13), vec![28, 24, 16, 20], 0));
    let report = l.score().unwrap();
    let g1 = report.games[0].result.as_ref().unwrap();
    assert_eq!(
        (g1.consolation, g1.blaetter, g1.next_multiplier),
        (Some(3), None, 2)
    );
    assert_eq!(g1.piles, [17, 11, 7, 17]);
    assert_eq!(report.games[1].multiplier, 2);
    assert_eq!(report.games[1].dealer, 0);
    assert!(report.finished);
    assert_eq!(report.leaders, ["W"]);
    let events: Vec<&str> = report.lines[14]
        .events
        .iter()
        .map(|e| e.text.as_str())
        .collect();
    assert_eq!(
        events,
        [
            "die Blätter to X with 18 cards: 2 from each (×2)",
            "W takes the pot of 12 (the winner)"
        ]
    );
    // the standings the shared screens read
    let standings = game_kit::SheetReport::standings(&report);
    let places: Vec<(String, i64, usize, bool)> = standings
        .into_iter()
        .map(|s| (s.name, s.total, s.place, s.won))
        .collect();
    assert_eq!(
        places,
        [
            ("W".into(), 28, 1, true),
            ("X".into(), 24, 2, false),
            ("Y".into(), 16, 4, false),
            ("Z".into(), 20, 3, false)
        ]
    );
}

#[test]
fn p3_literal_counts_are_refused() {
    let l = ledger(&P3_LEDGER.replace(r#""Y": 7"#, r#""Y": 9"#));
    assert!(l.score().unwrap_err().contains(&LedgerProblem::CardCount {
        entry: 7,
        piles: 50,
        table: 4,
        counted: 54
    }));
}
