//! Worked examples of our own, one per sentence of the seed (quoted), through the state
//! machine from positions set up card by card.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use crate::common;

use classic_papillon::events::{Event, PotReason, RevealReason};
use classic_papillon::options::{Debt, EmptyTableDeal, FaceValue};
use classic_papillon::{Action, Illegal, Options, Refusal};
use common::{cards, counter_events, game, play, position};

#[test]
fn a_ten_takes_an_ace_a_four_and_a_five() {
    // "Legt man eine 10 kann man also zum Beispiel ein As, eine 4 und eine 5 nehmen (1 + 4 + 5 = 10)."
    let mut g = game(
        &position(2, &["10S 7C KD", "2C", "3C"], "AH 4D 5D QS", 20),
        Options::default(),
    );
    let moves: Vec<String> = g.legal_moves().iter().map(ToString::to_string).collect();
    assert_eq!(
        moves,
        ["10S:AH,4D,5D"],
        "the 7 takes nothing, the king cannot take the queen"
    );
    // three cards: a Klein-Papillon, and an ace: 2 from each
    let events = counter_events(&play(&mut g, "10S:AH,4D,5D"));
    assert_eq!(
        events,
        [
            Event::Aces {
                player: 0,
                aces: 1,
                each: 1
            },
            Event::KleinPapillon { player: 0, each: 1 }
        ]
    );
    assert_eq!(g.counters(), [23, 17, 17]);
}

#[test]
fn a_five_takes_only_one_five() {
    // "… mit einer 5 auch nur eine 5 vom Tisch nehmen, selbst wenn auf dem Tisch mehrere liegen."
    let mut g = game(
        &position(2, &["5S", "2C", "3C"], "5C 5D 5H", 20),
        Options::default(),
    );
    assert_eq!(g.legal_moves(), ["5S:5C".parse::<Action>().unwrap()]);
    let two: Action = "5S:5C,5D".parse().unwrap();
    assert!(matches!(
        g.check(&two),
        Err(Illegal::Refused {
            reason: Refusal::MoreThanOneMatched { .. }
        })
    ));
    // any of the three fives may be named
    play(&mut g, "5S:5H");
    assert_eq!(g.table(), cards("5C 5D").into_iter().collect());
}

#[test]
fn one_own_card_per_capture() {
    // "Man kann aber immer nur eine eigene Karte verwenden": 2 + 3 from the hand cannot take a 5
    let g = game(
        &position(2, &["2S 3S", "2C", "3C"], "5C", 20),
        Options::default(),
    );
    assert_eq!(g.legal_moves(), [Action::Reveal]);
}

#[test]
fn a_face_on_the_table_only_by_the_same_face() {
    // "Eine auf dem Tisch liegende Bildkarte, kann man nur mit einer Bildkarte gleichen Werts eintauschen."
    let g = game(
        &position(2, &["QS 3H", "2C", "3C"], "KC 10D", 20),
        Options::default(),
    );
    assert_eq!(
        g.legal_moves(),
        [Action::Reveal],
        "a queen takes no king, 3 nothing"
    );
    let g = game(
        &position(2, &["KS 3H", "2C", "3C"], "KC 10D", 20),
        Options::default(),
    );
    assert_eq!(g.legal_moves(), ["KS:KC".parse::<Action>().unwrap()]);
    // faces count ten (the 1730 Académie des Jeux): the king takes 4 + 6, and still the king
    let ten = Options {
        face_value: FaceValue::Ten,
        ..Options::default()
    };
    let g = game(&position(2, &["KS", "2C", "3C"], "KC 4D 6H 10D", 20), ten);
    let moves: Vec<String> = g.legal_moves().iter().map(ToString::to_string).collect();
    assert_eq!(moves, ["KS:KC", "KS:4D,6H"]);
}

#[test]
fn pure_aces_two_four_six_eight() {
    // "Kann man mit einem As ein As vom Tisch nehmen, erhält man statt dessen von jedem Spieler zwei Zählsteine"
    let mut g = game(
        &position(3, &["AS", "2C", "3C", "4C"], "AH 9D", 20),
        Options::default(),
    );
    assert_eq!(
        counter_events(&play(&mut g, "AS:AH")),
        [Event::PureAces {
            player: 0,
            aces: 1,
            each: 2
        }]
    );
    assert_eq!(g.counters(), [25, 17, 17, 17]);
    // "nimmt man mit einer 3 drei Asse, dann 6 Zählsteine" — and three cards: a Klein-Papillon
    let mut g = game(
        &position(2, &["3S", "2C", "3C"], "AC AD AH 9D", 20),
        Options::default(),
    );
    let events = counter_events(&play(&mut g, "3S:AC,AD,AH"));
    assert_eq!(
        events,
        [
            Event::PureAces {
                player: 0,
                aces: 3,
                each: 6
            },
            Event::KleinPapillon { player: 0, each: 1 }
        ]
    );
    assert_eq!(g.counters(), [19 + 14, 12, 12]);
    // "… mit einer 4 vier Asse bekommt man acht Zählsteine" (four cards: no Klein-Papillon)
    let mut g = game(
        &position(2, &["4S", "2C", "3C"], "AC AD AH AS 9D", 20),
        Options::default(),
    );
    let events = counter_events(&play(&mut g, "4S:AC,AD,AH,AS"));
    assert_eq!(
        events,
        [Event::PureAces {
            player: 0,
            aces: 4,
            each: 8
        }]
    );
    // a 4 taking A + 3 is no pure-ace capture: one ace, one counter
    let mut g = game(
        &position(2, &["4S", "2C", "3C"], "AC 3D 9D", 20),
        Options::default(),
    );
    let events = counter_events(&play(&mut g, "4S:AC,3D"));
    assert_eq!(
        events,
        [Event::Aces {
            player: 0,
            aces: 1,
            each: 1
        }]
    );
}

#[test]
fn no_klein_papillon_in_the_last_round_but_a_haneton() {
    // "Sobald die letzte Karte ausgegeben ist, ist ein Klein-Papillon nicht mehr möglich"
    let mut g = game(
        &position(2, &["9S 2H", "2C", "3C"], "2D 3D 4D 8C", 0),
        Options::default(),
    );
    assert!(g.last_round());
    assert_eq!(counter_events(&play(&mut g, "9S:2D,3D,4D")), []);
    // "Wenn man mit einer Bildkarte drei Karten vom Tisch nehmen kann … Dies wird ein Haneton genannt."
    let mut g = game(
        &position(2, &["JS 2H", "2C", "3C"], "2D 4D 5D 8C", 0),
        Options::default(),
    );
    assert_eq!(
        counter_events(&play(&mut g, "JS:2D,4D,5D")),
        [Event::Haneton { player: 0, each: 1 }]
    );
    let no = Options {
        haneton_in_last_round: false,
        ..Options::default()
    };
    let mut g = game(
        &position(2, &["JS 2H", "2C", "3C"], "2D 4D 5D 8C", 0),
        no.clone(),
    );
    assert_eq!(counter_events(&play(&mut g, "JS:2D,4D,5D")), []);
    let mut g = game(&position(2, &["JS 2H", "2C", "3C"], "2D 4D 5D 8C", 9), no);
    assert_eq!(
        counter_events(&play(&mut g, "JS:2D,4D,5D")),
        [Event::Haneton { player: 0, each: 1 }],
        "outside the last round"
    );
}

#[test]
fn a_sautenelle_and_the_next_player_reveals() {
    // "Tauscht ein Spieler die letzte offene Karte ein, hat er eine Sautenelle … bekommt dann
    // von jedem Mitspieler einen Zählstein und der nächste Spieler muss seine Karten aufdecken."
    let mut g = game(
        &position(2, &["7S 2H", "AC 9C 9D", "3C"], "7D", 20),
        Options::default(),
    );
    let events = counter_events(&play(&mut g, "7S:7D"));
    assert_eq!(events, [Event::Sautenelle { player: 0, each: 1 }]);
    assert_eq!(g.to_play(), Some(1));
    assert!(g.after_sautenelle());
    assert_eq!(g.legal_moves(), [Action::Reveal]);
    let events = counter_events(&play(&mut g, "reveal"));
    // "so viele Spielsteine wie dies Karten sind in das Behältnis tun. Man bekommt für jedes As,
    // das man dabei aufdeckt von jedem Mitspieler ein Zählstein."
    assert_eq!(
        events,
        [Event::Reveal {
            player: 1,
            cards: 3,
            aces: 1,
            reason: RevealReason::AfterSautenelle,
            shown: Some(cards("AC 9C 9D").into_iter().collect())
        }]
    );
    assert_eq!(g.counters(), [21 - 1, 18 - 3 + 2, 18 - 1]);
    assert_eq!(g.pot(), 3 + 3);
    // the revealed cards lie face up for the next player
    assert_eq!(g.table(), cards("AC 9C 9D").into_iter().collect());
}

#[test]
fn capturing_is_compulsory() {
    let mut g = game(
        &position(2, &["7S 2H", "2C", "3C"], "7D 9H", 20),
        Options::default(),
    );
    assert!(matches!(
        g.check(&Action::Reveal),
        Err(Illegal::MustCapture { .. })
    ));
    assert!(g.play(&Action::Reveal, &mut |_, _| {}).is_err());
    assert_eq!(g.hand(0).len(), 2, "a refused move changes nothing");
}

#[test]
fn every_hand_empty_deals_three_more_from_the_dealer_s_right() {
    // "Es wird gespielt, bis keiner der Spieler mehr eine Karte hat, dann werden vom
    // verdeckten Stapel erneut jedem Spieler drei Karten gegeben"
    let mut g = game(
        &position(1, &["", "", "7S"], "7D 8C", 20),
        Options::default(),
    );
    let events = play(&mut g, "7S:7D");
    assert!(events.contains(&Event::Dealt {
        deal: 2,
        turned_up: 0,
        last: false
    }));
    assert_eq!(g.talon_len(), 11);
    assert_eq!(
        (g.hand(0).len(), g.hand(1).len(), g.hand(2).len()),
        (3, 3, 3)
    );
    // "Der rechte Nachbar des Gebers beginnt" — the dealer is seat 1
    assert_eq!(g.to_play(), Some(2));
}

#[test]
fn an_empty_table_at_a_deal_gets_seven_or_four_turned_up() {
    // "Liegen beim Geben keine Karten in der Mitte, weil alle Karten abgeräumt wurden, werden
    // wieder sieben (beim Spiel mit drei Spielern) bzw. vier (beim Spiel mit vier Spielern)
    // Karten aufgedeckt."
    let mut g = game(&position(2, &["7S", "", ""], "7D", 20), Options::default());
    let events = play(&mut g, "7S:7D");
    assert!(events.contains(&Event::Sautenelle { player: 0, each: 1 }));
    assert!(events.contains(&Event::Dealt {
        deal: 2,
        turned_up: 7,
        last: false
    }));
    assert_eq!(g.table().len(), 7);
    assert_eq!(g.talon_len(), 20 - 7 - 9);
    assert!(!g.after_sautenelle(), "the new table: nobody has to reveal");
    let mut g = game(
        &position(3, &["7S", "", "", ""], "7D", 30),
        Options::default(),
    );
    play(&mut g, "7S:7D");
    assert_eq!(g.table().len(), 4);
}

#[test]
fn the_last_card_is_announced_and_the_winner_takes_the_pot() {
    // "Gibt der Geber die letzte Karte aus, muss er dies ansagen. … gewinnt derjenige das Spiel,
    // der zuerst alle seine Karten eingetauscht hat."
    let mut g = game(
        &position(2, &["7S", "", ""], "7D 8H", 9),
        Options::default(),
    );
    let events = play(&mut g, "7S:7D");
    assert!(events.contains(&Event::Dealt {
        deal: 2,
        turned_up: 0,
        last: true
    }));
    assert!(g.last_round());
    assert_eq!(g.deals_at_most(), 2);
    // play it out: the first to capture their last card wins, and the pot is theirs
    let mut winner = None;
    let mut pot = None;
    while !g.is_over() {
        let a = g.legal_moves()[0];
        for (e, _) in g.play_logged(&a).unwrap() {
            match e {
                Event::Won { player } => winner = Some(player),
                Event::PotWon {
                    player,
                    counters,
                    reason: PotReason::Winner,
                } => pot = Some((player, counters)),
                _ => {}
            }
        }
    }
    let result = g.result().unwrap();
    assert_eq!(result.winner, winner);
    if let Some(w) = winner {
        assert_eq!(pot.map(|p| p.0), Some(w));
        assert_eq!(result.consolation, None);
    } else {
        assert!(result.consolation.is_some());
    }
}

#[test]
fn a_revealer_cannot_win() {
    // "Wer aufdecken muss, kann natürlich nicht gewinnen." Ana reveals (nothing to take),
    // Ben takes with his last card and wins although Ana emptied her hand first.
    let mut g = game(
        &position(2, &["8S", "7S", "KC"], "7D 2H", 0),
        Options::default(),
    );
    let events = counter_events(&play(&mut g, "reveal"));
    assert!(matches!(events[0], Event::Reveal { player: 0, .. }));
    let events = play(&mut g, "7S:7D");
    assert!(events.contains(&Event::Won { player: 1 }));
    assert_eq!(g.winner(), Some(1));
}

#[test]
fn the_consolation_goes_to_the_last_to_reveal() {
    // "Kommt es dazu, dass auch der letzte Spieler aufdecken muss, hat der Spieler das Recht
    // der Konsolation … Der letzte Spieler bekommt die restlichen offenen Karten."
    let mut g = game(
        &position(2, &["8S", "9S", "KC"], "2H", 0),
        Options::default(),
    );
    play(&mut g, "reveal");
    play(&mut g, "reveal");
    let events = counter_events(&play(&mut g, "reveal"));
    assert_eq!(
        events[1],
        Event::Consolation {
            player: 2,
            each: 1,
            table_cards: 4
        }
    );
    assert_eq!(g.result().unwrap().consolation, Some(2));
    // the option: the dealer is "der letzte Spieler"
    let dealer = Options {
        consolation_to: classic_papillon::options::ConsolationTo::Dealer,
        ..Options::default()
    };
    let mut g = game(&position(0, &["8S", "9S", "KC"], "2H", 0), dealer);
    while !g.is_over() {
        play(&mut g, "reveal");
    }
    assert_eq!(g.result().unwrap().consolation, Some(0));
}

#[test]
fn a_short_last_deal_goes_one_at_a_time_as_far_as_the_talon_goes() {
    // C.5 #13: four cards left for three players
    let mut g = game(
        &position(0, &["7S", "", ""], "7D 8H", 4),
        Options::default(),
    );
    play(&mut g, "7S:7D");
    assert!(g.last_round());
    let sizes: Vec<usize> = (0..3).map(|s| g.hand(s).len()).collect();
    assert_eq!(sizes, [1, 2, 1], "seat 1 (the dealer's right) twice");
}

#[test]
fn a_turn_up_that_leaves_nothing_to_deal_ends_the_game() {
    // the table is swept with four cards left: they are turned up and no hand gets a card
    let mut g = game(&position(0, &["7S", "", ""], "7D", 4), Options::default());
    let events = play(&mut g, "7S:7D");
    assert!(events.contains(&Event::Dealt {
        deal: 2,
        turned_up: 4,
        last: true
    }));
    assert!(g.is_over());
    let result = g.result().unwrap();
    assert_eq!((result.winner, result.consolation), (None, None));
    // dealing the hands first, they get the four cards and the game goes on
    let first = Options {
        empty_table_deal: EmptyTableDeal::HandsFirst,
        ..Options::default()
    };
    let mut g = game(&position(0, &["7S", "", ""], "7D", 4), first);
    play(&mut g, "7S:7D");
    assert!(!g.is_over());
    assert!(g.table().is_empty());
    assert_eq!(
        g.legal_moves(),
        [Action::Reveal],
        "nothing on the table to take"
    );
}

#[test]
fn without_debt_a_player_pays_what_they_hold() {
    let mut p = position(2, &["2S 9C", "3C", "4C"], "AC AD 8H", 20);
    p.counters = vec![10, 3, 0];
    p.start_counters = None;
    p.start_pot = None;
    let mut g = game(
        &p,
        Options {
            debt: Debt::Forbidden,
            ..Options::default()
        },
    );
    let log = g.play_logged(&"2S:AC,AD".parse().unwrap()).unwrap();
    let (_, transfers) = log
        .iter()
        .find(|(e, _)| matches!(e, Event::PureAces { .. }))
        .unwrap();
    let paid: Vec<i32> = transfers.iter().map(|t| t.counters).collect();
    assert_eq!(paid, [3], "Ben pays his 3 of 4; Cleo has nothing");
    assert_eq!(g.counters(), [13, 0, 0]);
}
