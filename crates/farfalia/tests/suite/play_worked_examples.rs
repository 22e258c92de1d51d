//! The worked examples of `shared/NEIGHBOUR-GAMES.md` A.6 (F1 to F4) played through the
//! digital game, their lines quoted: F3 trick by trick from the deal, F1, F2 and F4 from
//! the last trick of each deal, the engine ending the deal, scoring it with the score
//! keeper, naming the next dealer and the teams, and ending the game.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use farfalia::card::{Card, Subject, Trump};
use farfalia::play::{
    Action, FarfaliaGame, Illegal, Length, Phase, PlayOptions, PlaySetup, Position,
};

use Subject::{Butterfly as Pap, Fish as Po, Shell as Co, Strawberry as Fr};

/// «Proposition (ordered): [Papillon, Fraise, Fraise, Poisson, Coquillage], the text's
/// example: «un papillon, deux fraises, un poisson et un coquillage».»
const PROPOSITION: [Subject; 5] = [Pap, Fr, Fr, Po, Co];

const A: usize = 0;
const B: usize = 1;
const C: usize = 2;
const D: usize = 3;
const E: usize = 4;

fn card(text: &str) -> Card {
    text.parse().unwrap()
}

fn cards(list: &str) -> Vec<Card> {
    list.split_whitespace().map(card).collect()
}

fn setup(names: &[&str], options: PlayOptions) -> PlaySetup {
    PlaySetup {
        names: names.iter().map(|s| s.to_string()).collect(),
        options,
    }
}

fn five() -> PlaySetup {
    setup(&["A", "B", "C", "D", "E"], PlayOptions::default())
}

fn play(game: &mut FarfaliaGame, action: &str) {
    let a: Action = action.parse().unwrap();
    game.play(&a)
        .unwrap_or_else(|e| panic!("{action} in {}: {e}", game.phase()));
}

fn sorted(mut sides: Vec<Vec<usize>>) -> Vec<Vec<usize>> {
    for s in &mut sides {
        s.sort_unstable();
    }
    sides.sort();
    sides
}

/// A deal at its last trick: the sides' collections as given, the other cards in the
/// tricks won, and one green card in each hand (no proposition here has a Feuille, so
/// the last trick gives nothing to keep) — but for `winner`, which holds a trump it
/// wins the trick with and keeps. The last trick is played; the engine ends the deal.
#[allow(clippy::too_many_arguments)]
fn last_trick_won(
    setup: PlaySetup,
    deal: usize,
    dealer: usize,
    totals: &[i64],
    proposition: [Subject; 5],
    trump: Trump,
    collected: &[&str],
    winner: Option<(usize, &str)>,
) -> FarfaliaGame {
    let n = setup.names.len();
    let tricks: u8 = if n == 4 { 13 } else { 10 };
    let mut hands: Vec<Vec<Card>> = (1..=n).map(|r| cards(&format!("{r}G"))).collect();
    if let Some((seat, kept)) = winner {
        hands[seat] = cards(kept);
    }
    let collected: Vec<Vec<Card>> = collected.iter().map(|l| cards(l)).collect();
    let mut used: Vec<Card> = hands.iter().chain(&collected).flatten().copied().collect();
    let mut rest: Vec<Card> = farfalia::Colour::ALL
        .iter()
        .flat_map(|&colour| (1..=13).map(move |rank| Card { colour, rank }))
        .filter(|c| !used.contains(c))
        .collect();
    let discard: Vec<Card> = if n == 5 {
        rest.drain(..2).collect()
    } else {
        Vec::new()
    };
    used.extend(&discard);
    let mut face_down = vec![Vec::new(); n];
    face_down[dealer] = rest;
    let position = Position {
        deal,
        dealer,
        totals: totals.to_vec(),
        proposition,
        trump: Some(trump),
        hands: hands.clone(),
        discard,
        collected,
        face_down,
        tricks_done: tricks - 1,
        leader: (dealer + 1) % n,
        double_you: Vec::new(),
        double_you_left: Vec::new(),
    };
    let mut game = FarfaliaGame::from_position(setup, &position, 7).unwrap();
    game.check_invariants().unwrap();
    for k in 1..=n {
        let seat = (dealer + k) % n;
        assert_eq!(game.to_play(), Some(seat));
        game.play(&Action::Play(hands[seat][0])).unwrap();
    }
    if let Some((seat, kept)) = winner {
        assert_eq!(game.phase(), Phase::Pick { seat });
        play(&mut game, &format!("pick {kept}"));
    }
    // «si dans le pli il n'y a pas de cartes utiles pour la proposition de la revue, le
    // joueur ne prend aucune carte !»: no pick was asked for
    assert_eq!(game.history().len(), 1, "the deal ended");
    game.check_invariants().unwrap();
    game
}

fn last_trick(
    setup: PlaySetup,
    deal: usize,
    dealer: usize,
    totals: &[i64],
    proposition: [Subject; 5],
    trump: Trump,
    collected: &[&str],
) -> FarfaliaGame {
    last_trick_won(
        setup,
        deal,
        dealer,
        totals,
        proposition,
        trump,
        collected,
        None,
    )
}

#[test]
fn f1_one_deal_per_player_points_next_dealer_and_teams() {
    // «Deal 1. Dealer A. Teams {B, D} and {C, E}. Totals before: all 0.»
    // «A (alone): 8B [Pap], 1R [Fr], 9R [Fr], 6B [Po], 13O [Co] → n=5»
    // «B+D: 12V [Pap], 4R [Fr], 5R [Fr], 11B [Po], 7O [Co] → n=5»
    // «C+E: none → n=0»
    // «That is 10 picks in 10 tricks»: A trumps the last trick with 13O and keeps it.
    let game = last_trick_won(
        five(),
        1,
        A,
        &[0; 5],
        PROPOSITION,
        Trump::Orange,
        &["8B 1R 9R 6B", "12V 4R", "", "5R 11B 7O", ""],
        Some((A, "13O")),
    );
    assert_eq!(game.history()[0].sides[0].cards, cards("1R 9R 6B 8B 13O"));
    let deal = &game.history()[0];
    assert_eq!(
        sorted(deal.sides.iter().map(|s| s.members.clone()).collect()),
        vec![vec![A], vec![B, D], vec![C, E]]
    );
    // «| A | 15 | 15 | … | B | 15 | 15 | … | C | 0 | 0 | … | D | 15 | 15 | … | E | 0 | 0 |»
    assert_eq!(deal.points, vec![15, 15, 0, 15, 0]);
    assert_eq!(game.totals(), [15, 15, 0, 15, 0]);
    // «Next dealer: C and E tie at 0. Going clockwise from A (B, C, …), C comes first, so
    // C deals.»
    assert_eq!(game.deal_number(), 2);
    assert_eq!(game.dealer(), C);
    // «The new teams are {A, D} and {B, E}, exactly the text's example.»
    assert_eq!(
        sorted(game.sides().to_vec()),
        vec![vec![A, D], vec![B, E], vec![C]]
    );
    assert!(matches!(game.phase(), Phase::Discard { seat: C }));
}

#[test]
fn f2_deals_2_and_3_the_last_doubled_and_a_shared_victory() {
    // «Deal 2. Dealer C; teams {A, D} and {B, E}. n(C)=4, n(A+D)=5, n(B+E)=0 (9 picks ≤
    // 10).»
    let game = last_trick(
        five(),
        2,
        C,
        &[15, 15, 0, 15, 0],
        PROPOSITION,
        Trump::Red,
        &["10B 3R", "", "8R 1R 2R 1B", "4R 2B 1O", ""],
    );
    // «After deal 2: C +10, A +15, D +15, B +0, E +0. Totals: A 30, B 15, C 10, D 30, E
    // 0.»
    assert_eq!(game.history()[0].points, vec![15, 0, 10, 15, 0]);
    assert_eq!(game.totals(), [30, 15, 10, 30, 0]);
    // «Dealer for deal 3 is E (strictly lowest, 0). Relative to E the seats are A=1,
    // B=2, C=3, D=4, so the teams are {A, C} and {B, D}.»
    assert_eq!(game.dealer(), E);
    assert_eq!(
        sorted(game.sides().to_vec()),
        vec![vec![A, C], vec![B, D], vec![E]]
    );
    // «Deal 3 (last). … n(dealer)=5, n(team of r1 and r3)=4, n(team of r2 and r4)=0.»
    let game = last_trick(
        five(),
        3,
        E,
        &[30, 15, 10, 30, 0],
        PROPOSITION,
        Trump::Blue,
        &["10B 3R", "", "4R 2B", "", "8R 1R 2R 1B 1O"],
    );
    let deal = &game.history()[0];
    // «Last deal ×2: «5 cartes pareilles = 30 points, 4 cartes pareilles = 20 points».»
    assert!(deal.doubled);
    // «Deal 3 (doubled): E 5 matches → 30; A+C 4 matches → 20 each; B+D 0 → 0.»
    assert_eq!(deal.points, vec![20, 0, 20, 0, 30]);
    // «Final totals: A 50, B 15, C 30, D 30, E 30.»
    assert_eq!(game.totals(), [50, 15, 30, 30, 30]);
    // «Sorted: 50, 30, 30, 30, 15, so s2 = 30. Winners: A, C, D, E»
    assert!(game.is_over());
    assert_eq!(game.winners(), Some(&[A, C, D, E][..]));
    assert_eq!(game.to_play(), None);
}

#[test]
fn f3_trick_resolution_and_legal_picks() {
    // «Trump Orange (Coquillages). Dealer A. Teams {B, D}, {C, E}, {A}.»
    let hands = [
        "3R 2V 10R 1O 2O 3O 1R 2R 4R 1V 3V 5V",
        "3B 6V 7O 5R 6R 7R 8R 9R 5O 6O",
        "5B 7V 4O 11R 12R 13R 8V 9V 8O 9O",
        "11B 9B 4V 1B 4B 6B 7B 10O 11O 12O",
        "2B 13V 13B 8B 10B 12B 10V 11V 12V 13O",
    ];
    let position = Position {
        deal: 1,
        dealer: A,
        totals: vec![0; 5],
        proposition: PROPOSITION,
        trump: None,
        hands: hands.iter().map(|h| cards(h)).collect(),
        discard: Vec::new(),
        collected: vec![Vec::new(); 5],
        face_down: vec![Vec::new(); 5],
        tricks_done: 0,
        leader: B,
        double_you: Vec::new(),
        double_you_left: Vec::new(),
    };
    let mut game = FarfaliaGame::from_position(five(), &position, 3).unwrap();
    // «Le donneur … il en défausse deux sans les faire voir aux autres», then the trump,
    // and only then the proposition.
    assert_eq!(game.proposition(), None);
    play(&mut game, "discard 1R 2R");
    play(&mut game, "trump orange");
    assert_eq!(game.proposition(), Some(&PROPOSITION[..]));
    assert_eq!(
        sorted(game.sides().to_vec()),
        vec![vec![A], vec![B, D], vec![C, E]]
    );

    // «| 1 | B | B 3B, C 5B, D 11B, E 2B, A 3R |»
    play(&mut game, "play 3B");
    play(&mut game, "play 5B");
    // «D must play blue although she wants to trump («elle possède des Bleus (le 11), donc
    // elle joue cette dernière»).»
    assert_eq!(
        game.legal_moves(),
        cards("1B 4B 6B 7B 9B 11B")
            .into_iter()
            .map(Action::Play)
            .collect::<Vec<_>>()
    );
    assert_eq!(
        game.play(&"play 10O".parse().unwrap()),
        Err(Illegal::MustFollow {
            seat: D,
            card: card("10O"),
            led: farfalia::Colour::Blue
        })
    );
    play(&mut game, "play 11B");
    play(&mut game, "play 2B");
    // «A has no blue and may discard 3R rather than trump.»
    let a_moves = game.legal_moves();
    assert!(a_moves.contains(&Action::Play(card("3R"))));
    assert!(a_moves.contains(&Action::Play(card("1O"))));
    play(&mut game, "play 3R");
    // «Winner: D (no trump was played; 11 is the highest blue).»
    assert_eq!(game.phase(), Phase::Pick { seat: D });
    // «Pickable for {B, D}: 3B, 5B, 11B, 2B (Poisson) and 3R (Fraise).»
    let mut picks = cards("3B 5B 11B 2B 3R");
    picks.sort();
    assert_eq!(game.pickable().to_vec(), picks);
    // «D picks a Poisson («Danièle choisit une carte Poissons») → {B, D} has Poisson 1/1.»
    play(&mut game, "pick 11B");
    assert_eq!(game.collected(D).to_vec(), cards("11B"));

    // «| 2 | D | D 4V, E 13V, A 2V, B 6V, C 7V |»
    for c in ["4V", "13V", "2V", "6V", "7V"] {
        play(&mut game, &format!("play {c}"));
    }
    // «Trick 2. Winner: E (13V). Pickable: none: there is no Feuille in the proposition
    // and no 8/10/12 in the trick («il ne prend aucune carte»).»
    let last = game.last_trick().unwrap();
    assert_eq!((last.number, last.winner, last.kept), (2, E, None));
    assert_eq!(game.phase(), Phase::Play { seat: E });

    // «| 3 | E | E 13B, A 10R, B 7O, C 4O, D 9B |»
    for c in ["13B", "10R", "7O", "4O", "9B"] {
        play(&mut game, &format!("play {c}"));
    }
    // «Trick 3. Winner: B (7O is the highest trump; 4O is lower). The text's «Corentin»
    // is a misprint.»
    assert_eq!(game.phase(), Phase::Pick { seat: B });
    // «Pickable for {B, D}: 7O, 4O (Coquillage) and 10R as Papillon.»
    let mut picks = cards("7O 4O 10R");
    picks.sort();
    assert_eq!(game.pickable().to_vec(), picks);
    // «Not pickable: 13B and 9B, because the Poisson quota is full («possède déjà le seul
    // Poisson de la proposition»)»
    for c in ["13B", "9B"] {
        assert_eq!(
            game.check(&Action::Pick(card(c))),
            Err(Illegal::PickQuotaFull {
                seat: B,
                card: card(c),
                subject: Po,
                proposed: 1,
                kept: 1
            })
        );
    }
    // «and 10R as a Fraise («et non pas en tant que l'une des deux Fraises !»).»
    play(&mut game, "pick 10R");
    let kept = game.side_collection(game.side_in_deal(B));
    assert_eq!(kept.of_subject(Pap).to_vec(), cards("10R"));
    assert!(kept.of_subject(Fr).is_empty());
    game.check_invariants().unwrap();
}

/// F4's deals: (first subjects, collections N, E, S, W).
fn f4_deal(game_deal: usize) -> ([Subject; 5], [&'static str; 4]) {
    use Subject::Butterfly as P;
    match game_deal {
        // deal 1: Poisson first; (5, 4)
        1 => (
            [Po, P, Fr, Fr, Co],
            ["1B 8R 1R", "10R 3R", "2R 1O", "4R 2O"],
        ),
        // deal 2: Papillon first; (4, 4)
        2 => ([P, P, Fr, Po, Co], ["8R 10R", "12R 8B", "1R 1B", "2R 2B"]),
        // deal 3: Fraise first; (0, 5)
        3 => ([Fr, P, Fr, Po, Co], ["", "1R 2R 8R", "", "1B 1O"]),
        // deal 4: Coquillage first; (5, 0)
        _ => ([Co, P, Fr, Fr, Po], ["1O 8R 1R", "", "2R 1B", ""]),
    }
}

fn f4(options: PlayOptions) -> Vec<FarfaliaGame> {
    // «Seats N, E, S, W. Teams {N, S} and {E, W}. Four deals.»
    let names = ["N", "E", "S", "W"];
    let mut totals = vec![0i64; 4];
    let mut dealer = 0;
    let mut games = Vec::new();
    for deal in 1..=4 {
        let (proposition, collected) = f4_deal(deal);
        // «Trump by deal: Bleu, none, Rouge, Orange.»
        let trump = [Trump::Blue, Trump::NoTrump, Trump::Red, Trump::Orange][deal - 1];
        assert_eq!(Trump::from_first_subject(proposition[0]), trump);
        let game = last_trick(
            setup(&names, options.clone()),
            deal,
            dealer,
            &totals,
            proposition,
            trump,
            &collected,
        );
        assert_eq!(game.history()[0].trump, trump);
        assert_eq!(
            sorted(
                game.history()[0]
                    .sides
                    .iter()
                    .map(|s| s.members.clone())
                    .collect()
            ),
            vec![vec![0, 2], vec![1, 3]]
        );
        totals = game.totals().to_vec();
        if !game.is_over() {
            // «c'est le joueur à gauche du donneur précédent qui distribue les cartes»
            assert_eq!(game.dealer(), (dealer + 1) % 4);
            dealer = game.dealer();
        }
        games.push(game);
    }
    games
}

#[test]
fn f4_four_players_trump_from_the_proposition_team_totals() {
    let games = f4(PlayOptions::default());
    // «Matches (N/S, E/W) per deal: (5, 4), (4, 4), (0, 5), (5, 0).»
    let points: Vec<(i64, i64)> = games
        .iter()
        .map(|g| (g.history()[0].points[0], g.history()[0].points[1]))
        .collect();
    assert_eq!(points, vec![(15, 10), (10, 10), (0, 15), (15, 0)]);
    let last = games.last().unwrap();
    // «N/S = 15 + 10 + 0 + 15 = 40»; «E/W = 10 + 10 + 15 + 0 = 35»; «N/S wins.»
    assert_eq!(last.totals(), [40, 35, 40, 35]);
    assert!(last.is_over());
    assert_eq!(last.winners(), Some(&[0, 2][..]));
    // «If final doubling is enabled: N/S = 15 + 10 + 0 + 30 = 55; E/W = 35.»
    let doubled = f4(PlayOptions {
        doubled_deals: Some(vec![4]),
        ..PlayOptions::default()
    });
    assert_eq!(doubled.last().unwrap().totals(), [55, 35, 55, 35]);
    // The game's length: «Après quatre donnes»; a multiple of four by agreement.
    let eight = f4(PlayOptions {
        length: Length::Deals { deals: 8 },
        ..PlayOptions::default()
    });
    assert!(!eight.last().unwrap().is_over());
}
