//! A brute-force generator of legal moves, written from the text of A.2 and A.7
//! without the engine's rule code: it tries every move there is (both DOUBLE YOU
//! answers, every pair of the 52 cards as a discard, the five trumps, each of the 52
//! cards played or picked, the joker, no pick) and accepts one by reading the rules
//! directly. It must agree with `legal_moves` on every position of seeded random games
//! (well over 1,000), the engine must refuse every move the oracle refuses, and each
//! trick's winner must be the one the text names.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use crate::play;

use std::collections::HashSet;

use farfalia::Mode;
use farfalia::card::{Card, Colour, Subject, Trump};
use farfalia::options::LeaderBar;
use farfalia::play::{Action, FarfaliaGame, Phase, Played};
use game_kit::seeded_rng;
use rand::RngExt;

fn every_card() -> Vec<Card> {
    Colour::ALL
        .iter()
        .flat_map(|&colour| (1..=13).map(move |rank| Card { colour, rank }))
        .collect()
}

/// «une carte papillon quelconque, c'est-à-dire une carte portant les numéros 8, 10 ou
/// 12 quelle que soit sa couleur»; «Tous les autres sujets doivent être reproduits avec
/// une carte portant les numéros 1, 2, 3, 4, 5, 6, 7, 9, 11 ou 13 de la couleur
/// demandée».
fn cat(card: Card) -> Subject {
    if card.rank == 8 || card.rank == 10 || card.rank == 12 {
        return Subject::Butterfly;
    }
    match card.colour {
        Colour::Red => Subject::Strawberry,
        Colour::Green => Subject::Leaf,
        Colour::Blue => Subject::Fish,
        Colour::Orange => Subject::Shell,
    }
}

fn trump_colour(trump: Trump) -> Option<Colour> {
    match trump {
        Trump::Red => Some(Colour::Red),
        Trump::Green => Some(Colour::Green),
        Trump::Blue => Some(Colour::Blue),
        Trump::Orange => Some(Colour::Orange),
        Trump::NoTrump => None,
    }
}

/// Every move there is.
fn candidates() -> Vec<Action> {
    let cards = every_card();
    let mut out = vec![
        Action::DoubleYou,
        Action::NoDoubleYou,
        Action::Joker,
        Action::NoPick,
    ];
    for t in [
        Trump::Red,
        Trump::Green,
        Trump::Blue,
        Trump::Orange,
        Trump::NoTrump,
    ] {
        out.push(Action::Trump(t));
    }
    for &a in &cards {
        out.push(Action::Play(a));
        out.push(Action::Pick(a));
        for &b in &cards {
            out.push(Action::Discard(a, b));
        }
    }
    out
}

/// The oracle: whether the seat to act may make `action`, read from the text.
fn accepts(game: &FarfaliaGame, action: Action) -> bool {
    let n = game.players();
    let four = game.mode() == Mode::Four;
    let trick_cards: Vec<Card> = game.trick().iter().filter_map(|(_, p)| p.card()).collect();
    match (game.phase(), action) {
        (Phase::Over, _) => false,
        // «Au début de chaque donne chaque joueur peut décider de jouer un joker … Le
        // premier au classement ne peut pas jouer de joker.» Two jokers a game.
        (Phase::DoubleYou { .. }, Action::NoDoubleYou) => true,
        (Phase::DoubleYou { seat }, Action::DoubleYou) => {
            let totals = game.totals();
            let best = *totals.iter().max().unwrap();
            let leaders: Vec<usize> = (0..n).filter(|&s| totals[s] == best).collect();
            let barred = match game.rules().options.double_you_leader {
                LeaderBar::TiedLeadersBarred => leaders.contains(&seat),
                LeaderBar::UniqueLeaderBarred => leaders == [seat],
            };
            game.double_you_left(seat) > 0 && !barred
        }
        // «il en défausse deux sans les faire voir aux autres»: two cards of his own.
        (Phase::Discard { seat }, Action::Discard(a, b)) => {
            !four
                && seat == game.dealer()
                && a != b
                && game.hand(seat).contains(a)
                && game.hand(seat).contains(b)
        }
        // «le donneur peut appeler l'« atout » … peut aussi déclarer « aucun atout »»
        (Phase::Trump { seat }, Action::Trump(_)) => !four && seat == game.dealer(),
        // «Les joueurs doivent impérativement respecter l'obligation de jouer la couleur
        // demandée … tant qu'ils en possèdent. Le joueur qui ne possède pas cette couleur
        // peut jouer un « atout » ou tout autre carte.»
        (Phase::Play { seat }, Action::Play(card)) => {
            let hand = game.hand(seat);
            if !hand.contains(card) {
                return false;
            }
            match trick_cards.first() {
                None => true,
                Some(first) => {
                    let holds_led = hand.iter().any(|c| c.colour == first.colour);
                    !holds_led || card.colour == first.colour
                }
            }
        }
        // BURNIN': «Ces jokers peuvent être joués en faisant abstraction de l'obligation
        // de réponse, mais pas en tant que toute première carte de la main.»
        (Phase::Play { seat }, Action::Joker) => {
            game.joker(seat).is_some() && !game.trick().is_empty()
        }
        (Phase::Pick { .. }, Action::NoPick) => true,
        // «le joueur peut récupérer une (et une seule !) carte»; «qu'à partir du
        // quatrième pli» at four; «Les cartes grillées ne peuvent pas être
        // sélectionnées»; «il n'est pas permis de ramasser plus de sujets que ceux
        // proposés».
        (Phase::Pick { seat }, Action::Pick(card)) => {
            let number = game.tricks_done();
            if four && number < 4 {
                return false;
            }
            if !trick_cards.contains(&card) {
                return false;
            }
            let burned = game.trick().iter().any(|(_, p)| match p {
                Played::Joker { symbol } => *symbol == cat(card),
                Played::Card { .. } => false,
            });
            if burned {
                return false;
            }
            let proposition = game.proposition().unwrap();
            let proposed = proposition.iter().filter(|&&s| s == cat(card)).count();
            let side = game
                .sides()
                .iter()
                .find(|members| members.contains(&seat))
                .unwrap();
            let kept = side
                .iter()
                .flat_map(|&m| game.collected(m).iter())
                .filter(|&c| cat(c) == cat(card))
                .count();
            kept < proposed
        }
        _ => false,
    }
}

/// «le pli est remporté par celui qui a joué l'atout le plus fort … ou, s'il n'y a pas
/// d'atouts, par celui ayant joué la carte portant le numéro plus élevé dans la couleur
/// demandée».
fn oracle_winner(plays: &[(usize, Played)], trump: Trump) -> usize {
    let cards: Vec<(usize, Card)> = plays
        .iter()
        .filter_map(|&(s, p)| p.card().map(|c| (s, c)))
        .collect();
    let led = cards[0].1.colour;
    let trumps: Vec<&(usize, Card)> = cards
        .iter()
        .filter(|(_, c)| Some(c.colour) == trump_colour(trump))
        .collect();
    let pool: Vec<&(usize, Card)> = if trumps.is_empty() {
        cards.iter().filter(|(_, c)| c.colour == led).collect()
    } else {
        trumps
    };
    pool.iter().max_by_key(|(_, c)| c.rank).unwrap().0
}

#[test]
fn the_brute_force_oracle_agrees_with_the_engine() {
    let all = candidates();
    let mut positions = 0u64;
    let mut by_phase = [0u64; 5];
    let mut tricks = 0u64;
    // spread over the options' bits (BURNIN', the lengths, the doubled deals, the
    // dealer rule, the first dealer are bits 6 to 10 of k), not only the first 48
    for k in (0..48u64).map(|i| i * 43 % 2048) {
        let setup = play::setup(k);
        let mut game = FarfaliaGame::start(setup, 1_000 + k).unwrap();
        let mut rng = seeded_rng(k);
        while !game.is_over() {
            let engine: HashSet<Action> = game.legal_moves().into_iter().collect();
            // a discard is a pair: either order is the same move, listed lower first
            let oracle: HashSet<Action> = all
                .iter()
                .copied()
                .filter(|&a| accepts(&game, a))
                .map(|a| match a {
                    Action::Discard(x, y) => Action::discard(x, y),
                    other => other,
                })
                .collect();
            assert_eq!(
                engine,
                oracle,
                "game {k}, {}: engine-only {:?}, oracle-only {:?}",
                game.phase(),
                engine.difference(&oracle).collect::<Vec<_>>(),
                oracle.difference(&engine).collect::<Vec<_>>()
            );
            // the engine refuses what the oracle refuses, and changes nothing
            for a in all.iter().filter(|&&a| !accepts(&game, a)).step_by(7) {
                let mut copy = game.clone();
                assert!(
                    copy.play(a).is_err(),
                    "game {k}: {a} accepted in {}",
                    game.phase()
                );
                assert_eq!(copy, game);
            }
            positions += 1;
            by_phase[match game.phase() {
                Phase::DoubleYou { .. } => 0,
                Phase::Discard { .. } => 1,
                Phase::Trump { .. } => 2,
                Phase::Play { .. } => 3,
                _ => 4,
            }] += 1;
            let legal: Vec<Action> = game.legal_moves();
            let a = legal[rng.random_range(0..legal.len())];
            let completes = matches!(game.phase(), Phase::Play { .. })
                && game.trick().len() + 1 == game.players();
            let expected = completes.then(|| {
                let mut plays = game.trick().to_vec();
                let seat = game.to_play().unwrap();
                plays.push(match a {
                    Action::Play(card) => (seat, Played::Card { card }),
                    _ => (
                        seat,
                        Played::Joker {
                            symbol: game.joker(seat).unwrap(),
                        },
                    ),
                });
                let winner = oracle_winner(&plays, game.trump().unwrap());
                (plays, winner)
            });
            game.play(&a).unwrap();
            // a trick completed: its winner is the text's
            if let Some((plays, winner)) = expected {
                let last = game.last_trick().unwrap();
                assert_eq!(last.plays, plays, "game {k}");
                assert_eq!(last.winner, winner, "game {k}: {plays:?}");
                tricks += 1;
            }
            // at four the first subject turned up decides the trump
            if game.mode() == Mode::Four
                && let Some(proposition) = game.proposition()
            {
                let expected = match proposition[0] {
                    Subject::Butterfly => Trump::NoTrump,
                    Subject::Strawberry => Trump::Red,
                    Subject::Leaf => Trump::Green,
                    Subject::Fish => Trump::Blue,
                    Subject::Shell => Trump::Orange,
                };
                assert_eq!(game.trump(), Some(expected));
            }
        }
    }
    eprintln!("{positions} positions (by phase {by_phase:?}), {tricks} trick winners");
    assert!(positions >= 1_000, "{positions}");
    assert!(by_phase.iter().all(|&n| n > 0), "{by_phase:?}");
}

/// A card whose number is outside 1 to 13 (a `Card` built by hand, or read from a
/// file) is refused as not held, in every phase, and changes nothing: it is never read
/// as another card (the red 14 is not the green 1), and nothing overflows.
#[test]
fn a_card_that_does_not_exist_is_refused() {
    let bad = |rank| Card {
        colour: Colour::Red,
        rank,
    };
    let mut game = FarfaliaGame::start(play::setup(0), 7).unwrap();
    let mut rng = seeded_rng(7);
    let mut seen_play = false;
    while !game.is_over() {
        let before = format!("{:?}", game.view(0));
        for rank in [0u8, 14, 200, 255] {
            for action in [
                Action::Play(bad(rank)),
                Action::Pick(bad(rank)),
                Action::Discard(bad(rank), bad(rank)),
            ] {
                assert!(game.check(&action).is_err(), "{action:?} accepted");
                assert!(game.clone().play(&action).is_err());
            }
        }
        assert_eq!(format!("{:?}", game.view(0)), before);
        let moves = game.legal_moves();
        seen_play |= moves.iter().any(|m| matches!(m, Action::Play(_)));
        let m = moves[rng.random_range(0..moves.len())];
        game.play(&m).unwrap();
    }
    assert!(seen_play);
}

/// What a side still lacks (`View::lacking`, the quota the screens show) is, subject by
/// subject, the proposition's count less the side's kept cards of it, counted here with
/// the text's own matching (`cat`), for every side at every position of seeded games;
/// and a card the winner may keep is always of a subject its side lacks.
#[test]
fn what_a_side_lacks_is_the_proposition_less_what_it_kept() {
    const SUBJECTS: [Subject; 5] = [
        Subject::Butterfly,
        Subject::Strawberry,
        Subject::Leaf,
        Subject::Fish,
        Subject::Shell,
    ];
    let count = |list: &[Subject], s: Subject| list.iter().filter(|&&x| x == s).count();
    let mut checked = 0u64;
    for k in (0..24u64).map(|i| i * 89 % 2048) {
        let mut game = FarfaliaGame::start(play::setup(k), 7_000 + k).unwrap();
        let mut rng = seeded_rng(k);
        while !game.is_over() {
            let view = game.view(0);
            assert_eq!(view.lacking.len(), view.sides.len(), "game {k}");
            for (side, members) in view.sides.iter().enumerate() {
                let lacking = &view.lacking[side];
                let Some(proposition) = &view.proposition else {
                    assert!(lacking.is_empty(), "game {k}");
                    continue;
                };
                let kept: Vec<Subject> = members
                    .iter()
                    .flat_map(|&m| view.collections[m].iter().map(|&c| cat(c)))
                    .collect();
                for s in SUBJECTS {
                    let expected = count(proposition, s).saturating_sub(count(&kept, s));
                    assert_eq!(count(lacking, s), expected, "game {k}, side {side}, {s:?}");
                }
                checked += 1;
            }
            if let Phase::Pick { seat } = game.phase() {
                let side = view.sides.iter().position(|m| m.contains(&seat)).unwrap();
                for card in game.pickable().iter() {
                    assert!(
                        view.lacking[side].contains(&cat(card)),
                        "game {k}: {card:?}"
                    );
                }
            }
            let legal = game.legal_moves();
            let a = legal[rng.random_range(0..legal.len())];
            game.play(&a).unwrap();
        }
    }
    assert!(checked >= 1_000, "{checked}");
}
