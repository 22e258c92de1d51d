//! Scoring of a validated sheet: blue (docs/rules.md §5), orange (§7), game (§8).
//!
//! The scorer is a pure function of the sheet (which carries its options). Every point
//! is itemised: a side's items add up to its score, and each item says which players
//! brought it, so a player can be shown exactly why.

use serde::{Deserialize, Serialize};

use crate::card::{DRAGON, Face, FaceSet, Trump};
use crate::options::{ConsolationPayment, PartnerTourPoints, RuleOptions, TiedWinners, YinYang};
use crate::sheet::{
    ChatNoirCapture, OrangeSheet, RolloffUnused, ScoreSheet, SheetError, SheetErrors, SheetInput,
    most_cards_tied, side_card_counts,
};
use crate::teams::TeamSetup;

/// Points for each blue scoring card, for most cards, and for a lone Yin or Yang.
pub const BLUE_CARD_POINTS: i32 = 10;
/// Yin and Yang captured by the same side.
pub const YIN_YANG_TOGETHER: i32 = 30;
/// The Chat Noir, captured voluntarily (+) or involuntarily (−).
pub const CHAT_NOIR_POINTS: i32 = 30;
/// What each other side pays a side that receives the consolation.
pub const CONSOLATION_POINTS: i32 = 10;
/// Tour points of an intermediate tour, and of the last tour.
pub const TOUR_POINTS: i32 = 20;
pub const LAST_TOUR_POINTS: i32 = 30;

/// The points the scorer gives that do not depend on a card (docs/rules.md §5, §7), as
/// the rules screen shows them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct FixedPoints {
    pub most_cards: i32,
    pub yin_yang_together: i32,
    /// Yin and Yang together under the `together_50` house rule: their pair bonus and
    /// each one's own 10.
    pub yin_yang_together_50: i32,
    pub consolation: i32,
    pub tour: i32,
    pub last_tour: i32,
}

/// The scorer's fixed points.
pub const FIXED_POINTS: FixedPoints = FixedPoints {
    most_cards: BLUE_CARD_POINTS,
    yin_yang_together: YIN_YANG_TOGETHER,
    yin_yang_together_50: YIN_YANG_TOGETHER + 2 * BLUE_CARD_POINTS,
    consolation: CONSOLATION_POINTS,
    tour: TOUR_POINTS,
    last_tour: LAST_TOUR_POINTS,
};
/// The orange value of the Chenille when it has no printed number.
pub const CHENILLE_ORANGE_VALUE: i32 = 1;

/// One line of a score: what, how many points, who brought it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ScoreItem {
    /// A readable English description; `item` and its fields say the same for the app
    /// to translate.
    pub what: String,
    pub points: i32,
    /// The players who brought this item.
    pub by: Vec<String>,
    #[serde(flatten)]
    pub kind: ItemKind,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "item", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum ItemKind {
    /// A blue scoring card (a 3, the Dragon, a 10-point trump, a lone Yin or Yang).
    Card {
        card: Face,
    },
    ChatNoir {
        capture: ChatNoirCapture,
    },
    /// Yin and Yang captured by the same side (30, or the 30 bonus under the 50 rule).
    YinYang,
    MostCards {
        cards: u32,
        rolloff: bool,
    },
    ConsolationReceived {
        from: Vec<String>,
    },
    ConsolationPaid {
        to: Vec<String>,
    },
    /// Tour points: someone else emptied their hand first.
    Tour {
        tour: usize,
        emptied_by: String,
        last: bool,
    },
    /// A card left in an orange hand.
    HandCard {
        card: Face,
    },
    /// A Couteau Suisse left in hand (or drawn), valued by the dice.
    CouteauSuisse {
        roll: u8,
    },
    /// A card drawn for a Papillon left in hand.
    PapillonDraw {
        card: Face,
    },
}

/// The score of one side (a player alone, or a team).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SideScore {
    pub members: Vec<String>,
    pub blue: i32,
    pub orange: i32,
    /// blue − orange
    pub total: i32,
    /// 1 for the winners; equal totals share a place (1, 1, 3).
    pub place: usize,
    pub blue_items: Vec<ScoreItem>,
    pub orange_items: Vec<ScoreItem>,
}

/// A player's own part, and what they are credited with.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PlayerScore {
    pub name: String,
    /// Index into `sides`.
    pub side: usize,
    /// Points this player brought alone (items shared with partners are on the side).
    pub blue: i32,
    pub orange: i32,
    pub blue_items: Vec<ScoreItem>,
    pub orange_items: Vec<ScoreItem>,
    /// What the player is credited with for the game (statistics, an evening's running
    /// total): their side's score, whole, for every member — "on compte les points par
    /// équipe" (docs/rules.md §2.3). For a player alone it is their own score.
    pub credited: Credited,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Credited {
    pub blue: i32,
    pub orange: i32,
    pub total: i32,
}

/// Ten points from one side to another, after the blue round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ConsolationTransfer {
    pub from: Vec<String>,
    pub to: Vec<String>,
    pub points: i32,
}

/// The result of scoring a sheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ScoreReport {
    pub sides: Vec<SideScore>,
    /// Every member of the best side(s).
    pub winners: Vec<String>,
    pub players: Vec<PlayerScore>,
    pub consolation: Vec<ConsolationTransfer>,
    pub options: RuleOptions,
}

/// Validates and scores a sheet as entered.
pub fn score_input(input: &SheetInput) -> Result<ScoreReport, SheetErrors> {
    let sheet = input.validate()?;
    score(&sheet).map_err(SheetErrors::from)
}

/// Scores a validated sheet. The only possible error is about the winner roll-off
/// (a tie that the roll-off house rule requires to be settled, or a roll-off entry
/// that is not needed).
pub fn score(sheet: &ScoreSheet) -> Result<ScoreReport, SheetError> {
    let sides_count = sheet.teams().sides().len();
    let mut blue_items: Vec<Vec<ScoreItem>> = vec![Vec::new(); sides_count];
    let mut orange_items: Vec<Vec<ScoreItem>> = vec![Vec::new(); sides_count];
    let mut consolation = Vec::new();
    if sheet.blue().is_some() {
        for (side, items) in blue_items.iter_mut().enumerate() {
            *items = blue_side_items(sheet, side);
        }
        consolation = apply_consolation(sheet, &mut blue_items);
    }
    if let Some(orange) = sheet.orange() {
        for (side, items) in orange_items.iter_mut().enumerate() {
            for &p in &sheet.teams().sides()[side] {
                items.extend(orange_player_items(sheet, orange, p));
            }
        }
    }
    let sum = |items: &[ScoreItem]| items.iter().map(|i| i.points).sum::<i32>();
    let totals: Vec<i32> = (0..sides_count)
        .map(|s| sum(&blue_items[s]) - sum(&orange_items[s]))
        .collect();
    let winner_sides = decide_winners(sheet, &totals)?;
    let places = places(&totals, &winner_sides);

    let sides: Vec<SideScore> = (0..sides_count)
        .map(|s| SideScore {
            members: sheet.side_members(s),
            blue: sum(&blue_items[s]),
            orange: sum(&orange_items[s]),
            total: totals[s],
            place: places[s],
            blue_items: blue_items[s].clone(),
            orange_items: orange_items[s].clone(),
        })
        .collect();
    let players = sheet
        .players()
        .iter()
        .enumerate()
        .map(|(p, name)| {
            let side = sheet.teams().side_of(p).unwrap_or_default();
            let own = |items: &[ScoreItem]| -> Vec<ScoreItem> {
                items
                    .iter()
                    .filter(|i| i.by.len() == 1 && &i.by[0] == name)
                    .cloned()
                    .collect()
            };
            let blue_items = own(&sides[side].blue_items);
            let orange_items = own(&sides[side].orange_items);
            let (blue, orange) = (sides[side].blue, sides[side].orange);
            PlayerScore {
                name: name.clone(),
                side,
                blue: sum(&blue_items),
                orange: sum(&orange_items),
                blue_items,
                orange_items,
                credited: Credited {
                    blue,
                    orange,
                    total: blue - orange,
                },
            }
        })
        .collect();
    let winners = winner_sides
        .iter()
        .flat_map(|&s| sheet.side_members(s))
        .collect();
    Ok(ScoreReport {
        sides,
        winners,
        players,
        consolation,
        options: sheet.options().clone(),
    })
}

fn item(what: impl Into<String>, points: i32, by: Vec<String>, kind: ItemKind) -> ScoreItem {
    ScoreItem {
        what: what.into(),
        points,
        by,
        kind,
    }
}

/// Blue points of a side before consolation.
fn blue_side_items(sheet: &ScoreSheet, side: usize) -> Vec<ScoreItem> {
    let Some(blue) = sheet.blue() else {
        return Vec::new();
    };
    let members = &sheet.teams().sides()[side];
    let name = |p: usize| sheet.players()[p].clone();
    let mut items = Vec::new();

    // most cards, decided per side
    let counts = side_card_counts(blue.captures(), sheet.teams());
    let max = counts.iter().copied().max().unwrap_or(0);
    let best_side = match most_cards_tied(&counts) {
        Some(_) => blue
            .most_cards_rolloff()
            .and_then(|p| sheet.teams().side_of(p)),
        None => (max > 0)
            .then(|| counts.iter().position(|&c| c == max))
            .flatten(),
    };
    if best_side == Some(side) {
        let rolloff = most_cards_tied(&counts).is_some();
        let what = if rolloff {
            format!("Most cards ({max}, won the dice roll-off)")
        } else {
            format!("Most cards ({max})")
        };
        items.push(item(
            what,
            BLUE_CARD_POINTS,
            members.iter().map(|&p| name(p)).collect(),
            ItemKind::MostCards {
                cards: max,
                rolloff,
            },
        ));
    }

    let piles: Vec<(String, FaceSet, Option<ChatNoirCapture>)> = members
        .iter()
        .map(|&p| {
            let capture = &blue.captures()[p];
            (name(p), capture.faces(), capture.chat_noir())
        })
        .collect();
    items.extend(card_items(&piles, sheet.options()));
    items
}

/// The points of one side's captured cards (no most cards, no consolation): the same
/// items the scorer lists, summed. Used by the AI players to value a capture.
pub fn pile_points(
    pile: FaceSet,
    chat_noir: Option<ChatNoirCapture>,
    options: &RuleOptions,
) -> i32 {
    card_items(&[(String::new(), pile, chat_noir)], options)
        .iter()
        .map(|i| i.points)
        .sum()
}

/// The blue cards that score when captured (the four 3s, the Dragon and the ten
/// trumps), in deck order: what a score keeper needs to enter for the blue round besides
/// the card counts. Derived from the scorer itself, so the list cannot drift from it.
pub fn blue_scoring_faces() -> Vec<Face> {
    let options = RuleOptions::default();
    Face::all()
        .filter(|&face| {
            let mut one = FaceSet::EMPTY;
            one.insert(face);
            let capture = face
                .is_trump(Trump::ChatNoir)
                .then_some(ChatNoirCapture::Voluntary);
            pile_points(one, capture, &options) != 0
        })
        .collect()
}

/// Items for the cards of one side's members: (name, captured faces, Chat Noir capture).
fn card_items(
    piles: &[(String, FaceSet, Option<ChatNoirCapture>)],
    options: &RuleOptions,
) -> Vec<ScoreItem> {
    let mut items = Vec::new();
    let mut yin_by = None;
    let mut yang_by = None;
    for (who, faces, chat_noir) in piles {
        let by = || vec![who.clone()];
        for face in faces.iter() {
            match face {
                Face::Family(_, rank) if rank.value() == 3 => items.push(item(
                    face.name(),
                    BLUE_CARD_POINTS,
                    by(),
                    ItemKind::Card { card: face },
                )),
                DRAGON => items.push(item(
                    "Dragon (7 of Serpents)",
                    BLUE_CARD_POINTS,
                    by(),
                    ItemKind::Card { card: face },
                )),
                Face::Family(..) => {}
                Face::Trump(Trump::Yin) => yin_by = Some(who),
                Face::Trump(Trump::Yang) => yang_by = Some(who),
                Face::Trump(Trump::ChatNoir) => {
                    if let Some(capture) = *chat_noir {
                        let (what, points) = match capture {
                            ChatNoirCapture::Voluntary => {
                                ("Chat Noir captured voluntarily", CHAT_NOIR_POINTS)
                            }
                            ChatNoirCapture::Involuntary => {
                                ("Chat Noir taken involuntarily", -CHAT_NOIR_POINTS)
                            }
                        };
                        items.push(item(what, points, by(), ItemKind::ChatNoir { capture }));
                    }
                }
                Face::Trump(trump) => items.push(item(
                    trump.name(),
                    BLUE_CARD_POINTS,
                    by(),
                    ItemKind::Card { card: face },
                )),
            }
        }
    }
    let yin = Face::Trump(Trump::Yin);
    let yang = Face::Trump(Trump::Yang);
    let lone = |who: &String, face: Face| {
        item(
            face.name(),
            BLUE_CARD_POINTS,
            vec![who.clone()],
            ItemKind::Card { card: face },
        )
    };
    match (yin_by, yang_by) {
        (Some(a), Some(b)) => {
            let mut by = vec![a.clone()];
            if a != b {
                by.push(b.clone());
            }
            if options.yin_yang == YinYang::Together50 {
                items.push(lone(a, yin));
                items.push(lone(b, yang));
            }
            items.push(item(
                "Yin and Yang together",
                YIN_YANG_TOGETHER,
                by,
                ItemKind::YinYang,
            ));
        }
        (Some(a), None) => items.push(lone(a, yin)),
        (None, Some(b)) => items.push(lone(b, yang)),
        (None, None) => {}
    }
    items
}

/// "Ne tirez pas sur l'ambulance": every side with no points receives 10 from each
/// side that is not one of them.
fn apply_consolation(
    sheet: &ScoreSheet,
    blue_items: &mut [Vec<ScoreItem>],
) -> Vec<ConsolationTransfer> {
    let rule = sheet.options().consolation;
    let before: Vec<i32> = blue_items
        .iter()
        .map(|items| items.iter().map(|i| i.points).sum())
        .collect();
    let receivers: Vec<usize> = (0..before.len())
        .filter(|&s| rule.receives(before[s]))
        .collect();
    let payers: Vec<usize> = (0..before.len())
        .filter(|s| !receivers.contains(s))
        .collect();
    let mut transfers = Vec::new();
    for &to in &receivers {
        for &from in &payers {
            let from_members = sheet.side_members(from);
            let to_members = sheet.side_members(to);
            // per side: 10 from the side; per player: 10 from each of its members
            let points = match sheet.options().consolation_payment {
                ConsolationPayment::PerSide => CONSOLATION_POINTS,
                ConsolationPayment::PerPlayer => CONSOLATION_POINTS * from_members.len() as i32,
            };
            blue_items[to].push(item(
                format!("Consolation from {}", from_members.join("+")),
                points,
                to_members.clone(),
                ItemKind::ConsolationReceived {
                    from: from_members.clone(),
                },
            ));
            blue_items[from].push(item(
                format!("Consolation to {}", to_members.join("+")),
                -points,
                from_members.clone(),
                ItemKind::ConsolationPaid {
                    to: to_members.clone(),
                },
            ));
            transfers.push(ConsolationTransfer {
                from: from_members,
                to: to_members,
                points,
            });
        }
    }
    transfers
}

/// The orange value of a face left in hand (the Couteau Suisse excepted: it is rolled).
pub fn orange_hand_value(face: Face, options: &RuleOptions) -> i32 {
    match face {
        Face::Family(_, rank) => i32::from(rank.value()),
        Face::Trump(trump) => match options.trump_numbers.number(trump) {
            Some(n) => i32::from(n),
            None if trump == Trump::Chenille => CHENILLE_ORANGE_VALUE,
            None => 0,
        },
    }
}

/// Whether `player` pays the tour points of a tour that `emptied` ended by emptying
/// their hand (docs/rules.md §7.2): every other player, partners too, unless the house
/// rule spares them.
pub(crate) fn pays_tour_points(
    emptied: usize,
    player: usize,
    teams: &TeamSetup,
    options: &RuleOptions,
) -> bool {
    player != emptied
        && !(options.partner_tour_points == PartnerTourPoints::Spared
            && teams.are_partners(emptied, player))
}

fn orange_player_items(sheet: &ScoreSheet, orange: &OrangeSheet, p: usize) -> Vec<ScoreItem> {
    let name = sheet.players()[p].clone();
    let mut items = Vec::new();
    let tours = orange.tours();
    for (i, &emptied) in tours.iter().enumerate() {
        if !pays_tour_points(emptied, p, sheet.teams(), sheet.options()) {
            continue;
        }
        let last = orange.end().last_tour_listed() && i + 1 == tours.len();
        let emptied_by = sheet.players()[emptied].clone();
        let (points, label) = if last {
            (LAST_TOUR_POINTS, " (last)")
        } else {
            (TOUR_POINTS, "")
        };
        items.push(item(
            format!(
                "Tour {}{label}: {emptied_by} emptied their hand first",
                i + 1
            ),
            points,
            vec![name.clone()],
            ItemKind::Tour {
                tour: i + 1,
                emptied_by,
                last,
            },
        ));
    }
    let mut rolls = orange.couteau_suisse_rolls(p).iter().copied();
    let mut card_item = |face: Face, drawn: bool| {
        let (what, points, kind) = if face.is_trump(Trump::CouteauSuisse) {
            let roll = rolls.next().unwrap_or(0);
            (
                format!("Couteau Suisse (dice: {roll})"),
                i32::from(roll),
                ItemKind::CouteauSuisse { roll },
            )
        } else {
            let kind = if drawn {
                ItemKind::PapillonDraw { card: face }
            } else {
                ItemKind::HandCard { card: face }
            };
            (face.name(), orange_hand_value(face, sheet.options()), kind)
        };
        let what = if drawn {
            format!("{what}, drawn for the Papillon")
        } else {
            format!("{what} in hand")
        };
        item(what, points, vec![name.clone()], kind)
    };
    for &face in orange.hand(p) {
        items.push(card_item(face, false));
    }
    for &face in orange.papillon_draw(p) {
        items.push(card_item(face, true));
    }
    items
}

/// The winning side(s): the best total; ties shared, or settled by the entered roll-off
/// under the house rule.
fn decide_winners(sheet: &ScoreSheet, totals: &[i32]) -> Result<Vec<usize>, SheetError> {
    let best = totals.iter().copied().max().unwrap_or(0);
    let tied: Vec<usize> = (0..totals.len()).filter(|&s| totals[s] == best).collect();
    let rolloff = sheet.winner_rolloff();
    let rolloff_name = |p: usize| sheet.players()[p].clone();
    match (sheet.options().tied_winners, rolloff) {
        (TiedWinners::Share, None) => Ok(tied),
        (TiedWinners::Share, Some(p)) => Err(SheetError::WinnerRolloffUnused {
            name: rolloff_name(p),
            reason: RolloffUnused::SharedVictory,
        }),
        (TiedWinners::RollOff, _) if tied.len() == 1 => match rolloff {
            None => Ok(tied),
            Some(p) => Err(SheetError::WinnerRolloffUnused {
                name: rolloff_name(p),
                reason: RolloffUnused::NoTie {
                    winner: sheet.side_members(tied[0]),
                },
            }),
        },
        (TiedWinners::RollOff, None) => Err(SheetError::WinnerTie {
            tied: tied.iter().map(|&s| sheet.side_members(s)).collect(),
            total: best,
        }),
        (TiedWinners::RollOff, Some(p)) => match sheet.teams().side_of(p) {
            Some(side) if tied.contains(&side) => Ok(vec![side]),
            _ => Err(SheetError::WinnerRolloffUnused {
                name: rolloff_name(p),
                reason: RolloffUnused::NotTied {
                    tied: tied.iter().map(|&s| sheet.side_members(s)).collect(),
                },
            }),
        },
    }
}

/// Competition ranking (1, 1, 3) by total; a roll-off winner ranks above the sides it
/// was tied with.
fn places(totals: &[i32], winners: &[usize]) -> Vec<usize> {
    let key = |s: usize| (totals[s], winners.contains(&s));
    (0..totals.len())
        .map(|s| 1 + (0..totals.len()).filter(|&o| key(o) > key(s)).count())
        .collect()
}

#[cfg(test)]
mod scoring_faces_tests {
    use super::*;

    #[test]
    fn fifteen_blue_cards_score_the_3s_the_dragon_and_every_trump() {
        let faces = blue_scoring_faces();
        assert_eq!(faces.len(), 15, "{faces:?}");
        assert!(faces.contains(&DRAGON));
        for trump in Trump::ALL {
            assert!(faces.contains(&Face::Trump(trump)), "{trump:?}");
        }
        let threes = faces
            .iter()
            .filter(|f| matches!(f, Face::Family(_, r) if r.value() == 3))
            .count();
        assert_eq!(threes, 4);
    }
}

/// What a card is worth in each round, for a catalogue a front door shows (the rules
/// screen, a card's details): straight from the scorer's own functions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CardPoints {
    /// Blue points when captured (the Chat Noir taken voluntarily; −30 involuntarily).
    pub blue: i32,
    pub orange: OrangeValue,
}

/// The value of a card left in an orange hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", content = "points", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum OrangeValue {
    Fixed(i32),
    /// The Couteau Suisse: a roll of the dice (docs/rules.md §7.5).
    Rolled,
    /// The Papillon: 0, and three cards are drawn and counted (docs/rules.md §7.6).
    DrawThree,
}

/// The points of `face` in both rounds under `options`.
pub fn card_points(face: Face, options: &RuleOptions) -> CardPoints {
    let capture = face
        .is_trump(Trump::ChatNoir)
        .then_some(ChatNoirCapture::Voluntary);
    let orange = match face {
        Face::Trump(Trump::CouteauSuisse) => OrangeValue::Rolled,
        Face::Trump(Trump::Papillon) => OrangeValue::DrawThree,
        _ => OrangeValue::Fixed(orange_hand_value(face, options)),
    };
    CardPoints {
        blue: pile_points(FaceSet::single(face), capture, options),
        orange,
    }
}

#[cfg(test)]
mod card_points_tests {
    use super::*;

    #[test]
    fn the_catalogue_follows_the_scorer() {
        let o = RuleOptions::default();
        let p = |t: &str| card_points(t.parse().expect("card"), &o);
        assert_eq!(
            p("F3"),
            CardPoints {
                blue: 10,
                orange: OrangeValue::Fixed(3)
            }
        );
        assert_eq!(
            p("E8"),
            CardPoints {
                blue: 0,
                orange: OrangeValue::Fixed(8)
            }
        );
        assert_eq!(p("chat-noir").blue, CHAT_NOIR_POINTS);
        assert_eq!(p("chat-noir").orange, OrangeValue::Fixed(22));
        assert_eq!(
            p("yin"),
            CardPoints {
                blue: 10,
                orange: OrangeValue::Fixed(12)
            }
        );
        assert_eq!(p("chenille").orange, OrangeValue::Fixed(1));
        assert_eq!(p("couteau-suisse").orange, OrangeValue::Rolled);
        assert_eq!(p("papillon").orange, OrangeValue::DrawThree);
    }
}
