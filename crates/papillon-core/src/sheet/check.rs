//! The checks that turn a [`SheetInput`] into a [`ScoreSheet`]: the players and their
//! names, the options, the teams, the blue round (counts, cards, Chat Noir, most
//! cards) and the orange round (tours, hands, Papillon draws, Couteau Suisse rolls).

use std::collections::BTreeMap;

use super::MAX_NAME_CHARS;
use super::PAPILLON_DRAW;
use super::error::{SheetError, SheetErrors, SheetPlace, TeamProblem};
use super::input::{BlueInput, OrangeEnd, OrangeInput, SheetInput};
use super::validated::{BlueCapture, BlueSheet, OrangeSheet, ScoreSheet};
use crate::card::{COPIES_PER_FACE, DECK_SIZE, Face, FaceSet, Trump};
use crate::options::RuleOptions;
use crate::teams::{MAX_PLAYERS, MIN_PLAYERS, TeamError, TeamSetup};

/// Looks names up and collects errors while a sheet is being validated.
struct Checker<'a> {
    players: &'a [String],
    errors: Vec<SheetError>,
}

impl Checker<'_> {
    fn index(&mut self, name: &str, place: SheetPlace) -> Option<usize> {
        let found = self.players.iter().position(|p| p == name);
        if found.is_none() {
            self.errors.push(SheetError::UnknownPlayer {
                name: name.to_string(),
                place,
                known: self.players.to_vec(),
            });
        }
        found
    }

    fn faces(&mut self, cards: &[String], place: SheetPlace, player: usize) -> Vec<Face> {
        let mut faces = Vec::with_capacity(cards.len());
        for text in cards {
            match text.parse::<Face>() {
                Ok(face) => faces.push(face),
                Err(error) => self.errors.push(SheetError::Card {
                    place,
                    player: self.players[player].clone(),
                    error,
                }),
            }
        }
        faces
    }

    /// A map keyed by player name, as a vector indexed by player; unknown names are
    /// reported.
    fn by_player<'v, V>(
        &mut self,
        map: &'v BTreeMap<String, V>,
        place: SheetPlace,
    ) -> Vec<Option<&'v V>> {
        let mut out = vec![None; self.players.len()];
        for (name, value) in map {
            if let Some(i) = self.index(name, place) {
                out[i] = Some(value);
            }
        }
        out
    }
}

/// The form names are compared in: surrounding spaces ignored, case ignored. Two names
/// with the same key are the same player.
pub fn name_key(name: &str) -> String {
    name.trim().to_lowercase()
}

/// Checks a list of player names, whatever their number: none empty, none twice
/// (ignoring case, as everywhere in Papillon).
pub fn check_names(names: &[String]) -> Result<(), SheetErrors> {
    let mut errors = Vec::new();
    for (position, name) in names.iter().enumerate() {
        if name.trim().is_empty() {
            errors.push(SheetError::EmptyName {
                position: position + 1,
            });
        }
        let chars = name.chars().count();
        if chars > MAX_NAME_CHARS {
            errors.push(SheetError::NameTooLong {
                position: position + 1,
                start: name.chars().take(20).collect(),
                chars,
            });
            continue;
        }
        let key = name_key(name);
        let first = names.iter().position(|other| name_key(other) == key);
        if first.is_some_and(|first| first < position) {
            errors.push(SheetError::DuplicatePlayer(name.clone()));
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(SheetErrors(errors))
    }
}

impl SheetInput {
    /// Checks a game's set-up before any round is entered: the players (2 to 5,
    /// named, distinct ignoring case), the options, the teams, and the seating — the
    /// players are listed in table order, so with 4 players partners must sit opposite.
    /// Returns the validated teams.
    pub fn check_setup(&self) -> Result<TeamSetup, SheetErrors> {
        self.check_players()?;
        let mut checker = Checker {
            players: &self.players,
            errors: Vec::new(),
        };
        if let Err(e) = self.options.validate() {
            checker.errors.push(e.into());
        }
        let teams = self.check_teams(&mut checker);
        if let Some(teams) = &teams {
            let seats: Vec<usize> = (0..self.players.len()).collect();
            if let Err(e) = teams.check_seating(&seats) {
                checker
                    .errors
                    .push(SheetError::Teams(team_problem(e, &self.players)));
            }
        }
        match teams {
            Some(teams) if checker.errors.is_empty() => Ok(teams),
            Some(_) => Err(SheetErrors(checker.errors)),
            None => {
                // check_teams records an error whenever it returns None
                Err(SheetErrors(checker.errors))
            }
        }
    }

    /// Checks everything and returns the validated sheet, or every problem found.
    pub fn validate(&self) -> Result<ScoreSheet, SheetErrors> {
        self.check_players()?;
        let mut checker = Checker {
            players: &self.players,
            errors: Vec::new(),
        };
        if let Err(e) = self.options.validate() {
            checker.errors.push(e.into());
        }
        let teams = self.check_teams(&mut checker);
        if self.blue.is_none() && self.orange.is_none() {
            checker.errors.push(SheetError::NoRound);
        }
        let blue = self
            .blue
            .as_ref()
            .and_then(|blue| check_blue(blue, teams.as_ref(), &mut checker));
        let orange = self
            .orange
            .as_ref()
            .and_then(|orange| check_orange(orange, &self.options, &mut checker));
        let winner_rolloff = self
            .winner_rolloff
            .as_deref()
            .and_then(|name| checker.index(name, SheetPlace::WinnerRolloff));
        if !checker.errors.is_empty() {
            return Err(SheetErrors(checker.errors));
        }
        match teams {
            Some(teams) => Ok(ScoreSheet {
                players: self.players.clone(),
                teams,
                options: self.options.clone(),
                blue,
                orange,
                winner_rolloff,
            }),
            // check_teams records an error whenever it returns None, and errors
            // returned above; this is only reached with teams
            None => Err(SheetErrors(checker.errors)),
        }
    }

    fn check_players(&self) -> Result<(), SheetErrors> {
        let count = self.players.len();
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&count) {
            return Err(SheetError::PlayerCount(count).into());
        }
        check_names(&self.players)
    }

    fn check_teams(&self, checker: &mut Checker) -> Option<TeamSetup> {
        let result = match &self.teams {
            None => TeamSetup::default_for(self.players.len(), &self.options),
            Some(teams) => {
                let before = checker.errors.len();
                let sides: Vec<Vec<usize>> = teams
                    .iter()
                    .map(|team| {
                        team.iter()
                            .filter_map(|name| checker.index(name, SheetPlace::Teams))
                            .collect()
                    })
                    .collect();
                if checker.errors.len() > before {
                    return None;
                }
                TeamSetup::new(self.players.len(), sides, &self.options)
            }
        };
        match result {
            Ok(teams) => Some(teams),
            Err(error) => {
                checker.errors.push(match error {
                    // checked before the teams, with the same bounds
                    TeamError::PlayerCount(n) => SheetError::PlayerCount(n),
                    other => SheetError::Teams(team_problem(other, &self.players)),
                });
                None
            }
        }
    }
}

/// A team error about player indices, with the players named.
fn team_problem(error: TeamError, players: &[String]) -> TeamProblem {
    let name = |p: usize| players.get(p).cloned().unwrap_or_else(|| format!("#{p}"));
    match error {
        TeamError::InTwoTeams { player } => TeamProblem::InTwoTeams {
            player: name(player),
        },
        TeamError::InNoTeam { player } => TeamProblem::InNoTeam {
            player: name(player),
        },
        // names are resolved to indices before the teams are built, so an index out of
        // range or a wrong count cannot come from a sheet; report them as a shape error
        TeamError::NoSuchPlayer { .. } | TeamError::PlayerCount(_) | TeamError::EmptyTeam => {
            TeamProblem::EmptyTeam
        }
        TeamError::Shape(shape) => TeamProblem::Shape { shape },
    }
}

fn check_blue(
    blue: &BlueInput,
    teams: Option<&TeamSetup>,
    checker: &mut Checker,
) -> Option<BlueSheet> {
    let before = checker.errors.len();
    let players = checker.players;
    let entries = checker.by_player(&blue.players, SheetPlace::BluePlayers);
    let mut captures = Vec::with_capacity(players.len());
    // who captured each blue face
    let mut owner: [Option<usize>; DECK_SIZE] = [None; DECK_SIZE];
    let mut counts_ok = true;
    for (p, entry) in entries.iter().enumerate() {
        let Some(entry) = entry else {
            checker
                .errors
                .push(SheetError::MissingBlueEntry(players[p].clone()));
            counts_ok = false;
            continue;
        };
        let count = u32::try_from(entry.cards)
            .ok()
            .filter(|&n| n as usize <= DECK_SIZE);
        if count.is_none() {
            checker.errors.push(SheetError::CardCount {
                player: players[p].clone(),
                cards: entry.cards,
            });
            counts_ok = false;
        }
        let cards = count.unwrap_or(0);
        let mut faces = FaceSet::EMPTY;
        for face in checker.faces(&entry.scoring, SheetPlace::BlueScoring, p) {
            if !faces.insert(face) {
                checker.errors.push(SheetError::BlueCardListedTwice {
                    player: players[p].clone(),
                    card: face,
                });
                continue;
            }
            let slot = &mut owner[usize::from(face.index())];
            match *slot {
                Some(first) => checker.errors.push(SheetError::BlueCardForTwoPlayers {
                    card: face,
                    first: players[first].clone(),
                    second: players[p].clone(),
                }),
                None => *slot = Some(p),
            }
        }
        if count.is_some() && faces.len() > cards as usize {
            checker.errors.push(SheetError::MoreListedThanCaptured {
                player: players[p].clone(),
                cards,
                listed: faces.len(),
            });
        }
        let has_chat_noir = faces.contains(Face::Trump(Trump::ChatNoir));
        match (has_chat_noir, entry.chat_noir) {
            (true, None) => checker
                .errors
                .push(SheetError::ChatNoirMissing(players[p].clone())),
            (false, Some(capture)) => checker.errors.push(SheetError::ChatNoirSuperfluous {
                player: players[p].clone(),
                capture,
            }),
            _ => {}
        }
        captures.push(BlueCapture {
            cards,
            faces,
            chat_noir: entry.chat_noir.filter(|_| has_chat_noir),
        });
    }
    let left_on_plate = match u32::try_from(blue.left_on_plate) {
        Ok(n) if n as usize <= DECK_SIZE => n,
        _ => {
            checker
                .errors
                .push(SheetError::LeftOnPlate(blue.left_on_plate));
            counts_ok = false;
            0
        }
    };
    if counts_ok {
        let sum: i64 =
            captures.iter().map(|c| i64::from(c.cards)).sum::<i64>() + i64::from(left_on_plate);
        if sum != DECK_SIZE as i64 {
            checker.errors.push(SheetError::BlueCount {
                sum,
                counts: players
                    .iter()
                    .cloned()
                    .zip(captures.iter().map(|c| c.cards))
                    .collect(),
                left_on_plate,
            });
        }
    }
    let rolloff = blue
        .most_cards_rolloff
        .as_deref()
        .map(|name| (name, checker.index(name, SheetPlace::MostCardsRolloff)));
    if checker.errors.len() > before {
        return None;
    }
    let teams = teams?;
    let most_cards_rolloff = check_most_cards(&captures, teams, rolloff, checker)?;
    Some(BlueSheet {
        captures,
        most_cards_rolloff,
        left_on_plate,
    })
}

/// Cards captured per side.
pub(crate) fn side_card_counts(captures: &[BlueCapture], teams: &TeamSetup) -> Vec<u32> {
    teams
        .sides()
        .iter()
        .map(|side| side.iter().map(|&p| captures[p].cards).sum())
        .collect()
}

/// The sides tied for most cards, if there is a tie (and at least one card captured).
pub(crate) fn most_cards_tied(counts: &[u32]) -> Option<(Vec<usize>, u32)> {
    let max = counts.iter().copied().max().unwrap_or(0);
    let best: Vec<usize> = (0..counts.len()).filter(|&s| counts[s] == max).collect();
    (max > 0 && best.len() > 1).then_some((best, max))
}

fn check_most_cards(
    captures: &[BlueCapture],
    teams: &TeamSetup,
    rolloff: Option<(&str, Option<usize>)>,
    checker: &mut Checker,
) -> Option<Option<usize>> {
    let players = checker.players;
    let counts = side_card_counts(captures, teams);
    let names = |sides: &[usize]| -> Vec<Vec<String>> {
        sides
            .iter()
            .map(|&s| {
                teams.sides()[s]
                    .iter()
                    .map(|&p| players[p].clone())
                    .collect()
            })
            .collect()
    };
    match (most_cards_tied(&counts), rolloff) {
        (None, None) => Some(None),
        (None, Some((name, _))) => {
            let max = counts.iter().copied().max().unwrap_or(0);
            let leader = (0..counts.len())
                .find(|&s| counts[s] == max && max > 0)
                .map(|s| names(&[s]).concat());
            checker.errors.push(SheetError::RolloffWithoutTie {
                name: name.to_string(),
                leader,
            });
            None
        }
        (Some((tied, cards)), None) => {
            checker.errors.push(SheetError::MostCardsTie {
                tied: names(&tied),
                cards,
            });
            None
        }
        (Some((tied, _)), Some((name, index))) => {
            let index = index?;
            if tied.iter().any(|&s| teams.sides()[s].contains(&index)) {
                Some(Some(index))
            } else {
                checker.errors.push(SheetError::RolloffNotTied {
                    name: name.to_string(),
                    tied: names(&tied),
                });
                None
            }
        }
    }
}

fn check_orange(
    orange: &OrangeInput,
    options: &RuleOptions,
    checker: &mut Checker,
) -> Option<OrangeSheet> {
    let before = checker.errors.len();
    let players = checker.players;
    let tours: Vec<usize> = orange
        .tours
        .iter()
        .filter_map(|name| checker.index(name, SheetPlace::OrangeTours))
        .collect();
    if orange.tours.is_empty() && orange.end.last_tour_listed() {
        checker.errors.push(SheetError::NoTours);
    }
    check_tour_count(orange, players.len(), checker);
    let hand_entries = checker.by_player(&orange.hands, SheetPlace::OrangeHands);
    let mut hands = vec![Vec::new(); players.len()];
    for (p, entry) in hand_entries.iter().enumerate() {
        match entry {
            Some(cards) => hands[p] = checker.faces(cards, SheetPlace::OrangeHands, p),
            None => checker
                .errors
                .push(SheetError::MissingHand(players[p].clone())),
        }
    }
    // the last listed tour is the round's last only in a carnage, or when every tour the
    // table deals is listed (otherwise it is an intermediate tour: its winner was dealt
    // a new hand)
    let last_is_last = match orange.end {
        OrangeEnd::Carnage => true,
        OrangeEnd::Normal => orange_tours(players.len()) == Some(orange.tours.len()),
        OrangeEnd::Apocalypse => false,
    };
    if last_is_last
        && let (Some(&last), Some(last_name)) = (tours.last(), orange.tours.last())
        && tours.len() == orange.tours.len()
        && let Some(Some(cards)) = hand_entries.get(last)
        && !cards.is_empty()
    {
        checker.errors.push(SheetError::LastTourHandNotEmpty {
            player: last_name.clone(),
            cards: cards.to_vec(),
        });
    }
    let draw_entries = checker.by_player(&orange.papillon_draw, SheetPlace::OrangePapillonDraw);
    let mut draws = vec![Vec::new(); players.len()];
    for (p, entry) in draw_entries.iter().enumerate() {
        let papillons = hands[p]
            .iter()
            .filter(|f| f.is_trump(Trump::Papillon))
            .count();
        match entry {
            None if papillons > 0 => checker.errors.push(SheetError::PapillonDrawMissing {
                player: players[p].clone(),
                expected: PAPILLON_DRAW * papillons,
            }),
            None => {}
            Some(cards) if papillons == 0 && !cards.is_empty() => {
                checker.errors.push(SheetError::PapillonDrawSuperfluous {
                    player: players[p].clone(),
                });
            }
            Some(_) if papillons == 0 => {}
            Some(cards) => {
                if cards.len() > PAPILLON_DRAW * papillons {
                    checker.errors.push(SheetError::PapillonDrawTooMany {
                        player: players[p].clone(),
                        drawn: cards.len(),
                        papillons,
                        max: PAPILLON_DRAW * papillons,
                    });
                }
                draws[p] = checker.faces(cards, SheetPlace::OrangePapillonDraw, p);
            }
        }
    }
    check_face_counts(&hands, &draws, checker);
    let roll_entries = checker.by_player(&orange.couteau_suisse, SheetPlace::OrangeCouteauSuisse);
    let range = options.couteau_suisse_roll.range();
    let mut rolls = vec![Vec::new(); players.len()];
    for (p, entry) in roll_entries.iter().enumerate() {
        let held = couteaux_held(&hands[p], &draws[p]);
        let given: &[i64] = entry.map(Vec::as_slice).unwrap_or(&[]);
        if given.len() != held {
            checker.errors.push(SheetError::CouteauSuisseRolls {
                player: players[p].clone(),
                held,
                rolled: given.len(),
            });
        }
        for &value in given {
            match u8::try_from(value) {
                Ok(v) if range.contains(&v) => rolls[p].push(v),
                _ => checker.errors.push(SheetError::RollOutOfRange {
                    player: players[p].clone(),
                    value,
                    roll: options.couteau_suisse_roll,
                }),
            }
        }
    }
    if checker.errors.len() > before {
        return None;
    }
    Some(OrangeSheet {
        tours,
        end: orange.end,
        hands,
        couteau_suisse: rolls,
        papillon_draw: draws,
    })
}

/// How many tours a table can list (docs/rules.md §6.16):
/// each tour is dealt "avec le reste des cartes à dos orange", so there are as many
/// tours as the blue deal table has deals (2 players 4, 3 players 3, 4 players 2,
/// 5 players 1). A normal end comes in the tour dealt with the last orange cards; a
/// carnage can end the round in any tour; in an apocalypse the blocked tour is not
/// listed.
fn check_tour_count(orange: &OrangeInput, players: usize, checker: &mut Checker) {
    let Some(deals) = orange_tours(players) else {
        return;
    };
    let listed = orange.tours.len();
    let max = match orange.end {
        OrangeEnd::Normal | OrangeEnd::Carnage => deals,
        OrangeEnd::Apocalypse => deals - 1,
    };
    if listed > max {
        checker.errors.push(SheetError::TooManyTours {
            players,
            listed,
            max: deals,
            end: orange.end,
        });
    } else if orange.end == OrangeEnd::Normal && listed > 0 && listed < deals {
        checker.errors.push(SheetError::TooFewTours {
            players,
            listed,
            expected: deals,
        });
    }
}

/// The number of tours of an orange round at `players` players (the deals of the
/// orange deck), or `None` for an impossible player count.
pub fn orange_tours(players: usize) -> Option<usize> {
    crate::blue::DealPlan::for_players(players).map(|plan| usize::from(plan.deals))
}

/// Couteaux Suisses whose value must be rolled: in hand and among the Papillon's draw.
pub(crate) fn couteaux_held(hand: &[Face], draw: &[Face]) -> usize {
    hand.iter()
        .chain(draw)
        .filter(|f| f.is_trump(Trump::CouteauSuisse))
        .count()
}

fn check_face_counts(hands: &[Vec<Face>], draws: &[Vec<Face>], checker: &mut Checker) {
    let players = checker.players;
    let mut holders: [Vec<usize>; DECK_SIZE] = std::array::from_fn(|_| Vec::new());
    for (p, (hand, draw)) in hands.iter().zip(draws).enumerate() {
        for face in hand.iter().chain(draw) {
            holders[usize::from(face.index())].push(p);
        }
    }
    for (index, who) in holders.iter().enumerate() {
        if who.len() > COPIES_PER_FACE {
            let mut listed: Vec<(String, usize)> = Vec::new();
            let mut seen: Vec<usize> = Vec::new();
            for &p in who {
                if seen.contains(&p) {
                    continue;
                }
                seen.push(p);
                let n = who.iter().filter(|&&q| q == p).count();
                listed.push((players[p].clone(), n));
            }
            if let Some(card) = Face::from_index(index as u8) {
                checker.errors.push(SheetError::FaceTooOften {
                    card,
                    count: who.len(),
                    holders: listed,
                });
            }
        }
    }
}
