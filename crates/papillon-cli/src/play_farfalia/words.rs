//! Farfalia at the terminal in words: the set-up, the table as one seat sees it, what
//! each legal move does, each move as a sentence, a refusal naming the player, the card
//! and the rule, and the end of a deal. English only, like the rest of the command.

use farfalia::card::{Card, Colour, Subject, Trump};
use farfalia::mode::Mode;
use farfalia::notes::Note;
use farfalia::play::{Action, FarfaliaGame, Illegal, Phase, Played, View};
use farfalia::{FarfaliaReport, SideReport};
use game_kit::practice::SeatPlayer;

use crate::family_text::and_list;

/// A card as people say it: `11B (blue 11, a fish)`.
pub(super) fn card_words(card: Card) -> String {
    format!(
        "{} ({} {}, a {})",
        card.notation(),
        card.colour,
        card.rank,
        card.subject()
    )
}

fn notation(cards: impl IntoIterator<Item = Card>) -> String {
    let list: Vec<String> = cards.into_iter().map(Card::notation).collect();
    if list.is_empty() {
        "nothing".into()
    } else {
        list.join(" ")
    }
}

fn name(names: &[String], seat: usize) -> String {
    names.get(seat).cloned().unwrap_or_else(|| "?".into())
}

/// The players of a side: "Ana", "Ana & Ben".
fn side_names(names: &[String], side: &[usize]) -> String {
    side.iter()
        .map(|&s| name(names, s))
        .collect::<Vec<_>>()
        .join(" & ")
}

fn subjects(list: &[Subject]) -> String {
    list.iter().map(|s| s.name()).collect::<Vec<_>>().join(", ")
}

fn trump_words(trump: Trump) -> String {
    match trump {
        Trump::NoTrump => "no trump («aucun atout»)".into(),
        colour => format!("{colour} trump"),
    }
}

/// What 5 to 1 matching cards score and how the score keeper names the house values.
pub(super) fn points_words(game: &FarfaliaGame) -> String {
    let p = &game.rules().settings.points;
    let at = |k: usize| p.get(k).copied().unwrap_or(0);
    format!(
        "Points for 5, 4, 3, 2, 1 matching cards: {}, {}, {}, {}, {}. {} (The score keeper's note house_points; --options '{{\"house_points\": {{\"three\": 6, \"two\": 3, \"one\": 1}}}}' sets them.)",
        at(5),
        at(4),
        at(3),
        at(2),
        at(1),
        Note::HousePoints.info().about
    )
}

/// The game's length and its doubled deals.
pub(super) fn length_words(game: &FarfaliaGame) -> String {
    let settings = &game.rules().settings;
    let length = match (settings.deals, settings.target) {
        (_, Some(target)) => format!("until a team reaches {target} points"),
        (Some(deals), None) => format!("{deals} deals"),
        (None, None) => "the mode's deals".into(),
    };
    let doubled = match settings.doubled_deals.as_slice() {
        [] => String::new(),
        [one] => format!(", deal {one} counts double"),
        many => format!(
            ", deals {} count double",
            and_list(&many.iter().map(|d| d.to_string()).collect::<Vec<_>>())
        ),
    };
    format!("{length}{doubled}")
}

/// The variants, on or off.
pub(super) fn variants_words(game: &FarfaliaGame) -> String {
    let on = |b: bool| if b { "on" } else { "off" };
    format!(
        "DOUBLE YOU {} (two jokers each, one a deal doubles your points); BURNIN' DOWN THE HOUSE {} (a joker a deal burns its family in a trick).",
        on(game.rules().options.double_you),
        on(game.rules().burnin)
    )
}

/// Who sits where: "Ben (hard)", "Ana (you)", "Cleo (person)".
pub(super) fn who(seat: usize, seats: &[SeatPlayer], viewer: usize) -> String {
    match seats.get(seat) {
        _ if seat == viewer => "(you)".into(),
        Some(SeatPlayer::Computer(level)) => format!("({})", level.name()),
        Some(SeatPlayer::Person) | None => "(person)".into(),
    }
}

/// The deal's opening: who deals, the cards, the sides, and the proposition if turned.
pub(super) fn deal_intro(game: &FarfaliaGame) -> Vec<String> {
    let names = game.names();
    let v = game.view(game.dealer());
    let of = v.deals.map_or_else(String::new, |d| format!(" of {d}"));
    let double = if v.doubled { " (it counts double)" } else { "" };
    let cards = match v.mode {
        Mode::Four => "13 cards each",
        _ => "12 cards to the dealer, 10 to each other player",
    };
    let mut lines = vec![format!(
        "Deal {}{of}{double}: {} deals, {cards}.",
        v.deal,
        name(names, v.dealer)
    )];
    let sides: Vec<String> = v.sides.iter().map(|s| side_names(names, s)).collect();
    lines.push(match v.mode {
        Mode::Four => format!("Teams: {}.", sides.join(" against ")),
        _ => format!(
            "Sides: {} plays alone against {}.",
            sides.first().cloned().unwrap_or_default(),
            sides.get(1..).map(|s| s.join(" and ")).unwrap_or_default()
        ),
    });
    lines.extend(proposition_turned(game));
    lines
}

/// The proposition as it is turned, and the trump it makes at four.
pub(super) fn proposition_turned(game: &FarfaliaGame) -> Option<String> {
    let proposition = game.proposition()?;
    let mut line = format!("The proposition is turned: {}", subjects(proposition));
    if game.mode() == Mode::Four
        && let (Some(first), Some(trump)) = (proposition.first(), game.trump())
    {
        line.push_str(&format!(
            "; its first subject, a {first}, makes {}",
            trump_words(trump)
        ));
    }
    line.push('.');
    Some(line)
}

/// What the phase waits for, with the player's name.
pub(super) fn phase_words(phase: Phase, names: &[String]) -> String {
    match phase {
        Phase::DoubleYou { seat } => format!(
            "{} decides whether to play a DOUBLE YOU joker",
            name(names, seat)
        ),
        Phase::Discard { seat } => {
            format!("{}, the dealer, lays two cards aside", name(names, seat))
        }
        Phase::Trump { seat } => format!("{}, the dealer, calls the trump", name(names, seat)),
        Phase::Play { seat } => format!("{} plays a card to the trick", name(names, seat)),
        Phase::Pick { seat } => format!("{} may keep one card of the trick won", name(names, seat)),
        Phase::Over => "the game is over".into(),
    }
}

/// What the person to act does now, said to them.
pub(super) fn your_turn(phase: Phase) -> &'static str {
    match phase {
        Phase::DoubleYou { .. } => "play a DOUBLE YOU joker this deal, or not",
        Phase::Discard { .. } => "you deal: lay two of your 12 cards aside, out of play",
        Phase::Trump { .. } => "you deal: call the trump, or no trump",
        Phase::Play { .. } => "play a card to the trick",
        Phase::Pick { .. } => "you won the trick: keep one of its cards face up, or none",
        Phase::Over => "the game is over",
    }
}

/// The engine's refusal with the player named ("Ana (seat 1)" for "seat 0") and the
/// phase in words.
pub(super) fn refusal(error: &Illegal, game: &FarfaliaGame, action: &Action) -> String {
    let names = game.names();
    match error {
        Illegal::NotNow { phase } => {
            let trump_at_four = game.mode() == Mode::Four
                && matches!(action, Action::Trump(_) | Action::Discard(..));
            let why = if trump_at_four {
                " (at four nobody calls the trump or discards: the proposition's first subject decides the trump)"
            } else {
                ""
            };
            format!(
                "not now: {}{why}; type moves for the moves you have",
                phase_words(*phase, names)
            )
        }
        other => {
            let text = other.to_string();
            let seat = serde_json::to_value(other)
                .ok()
                .and_then(|v| v.get("seat").and_then(serde_json::Value::as_u64));
            match seat {
                Some(seat) => {
                    let seat = seat as usize;
                    text.replacen(
                        &format!("seat {seat}"),
                        &format!("{} (seat {})", name(names, seat), seat + 1),
                        1,
                    )
                }
                None => text,
            }
        }
    }
}

/// What a legal move does, in words, before it is played.
pub(super) fn move_words(game: &FarfaliaGame, action: &Action) -> String {
    let seat = game.to_play().unwrap_or(0);
    match *action {
        Action::DoubleYou => format!(
            "play a DOUBLE YOU joker: your points count double this deal; {} left after it",
            game.double_you_left(seat).saturating_sub(1)
        ),
        Action::NoDoubleYou => "keep your DOUBLE YOU jokers for a later deal".into(),
        Action::Discard(a, b) => format!(
            "lay {} and {} aside, out of play",
            a.notation(),
            b.notation()
        ),
        Action::Trump(t) => format!("call {}", trump_words(t)),
        Action::Play(card) => play_words(game, seat, card),
        Action::Joker => match game.joker(seat) {
            Some(s) => format!(
                "play your {s} joker: it burns the trick's {s} cards (they cannot be kept) and never wins"
            ),
            None => "play your joker".into(),
        },
        Action::Pick(card) => format!(
            "keep {} {}, a {}, face up for your side",
            card.colour,
            card.rank,
            card.subject()
        ),
        Action::NoPick => "keep no card of this trick".into(),
    }
}

/// A card to play, said with its subject, whether it is a trump and whether it would
/// lead the trick as it stands.
fn play_words(game: &FarfaliaGame, seat: usize, card: Card) -> String {
    let trump = game.trump().and_then(farfalia::play::trick::trump_colour);
    let mut text = format!("{} {}, a {}", card.colour, card.rank, card.subject());
    if trump == Some(card.colour) {
        text.push_str(", trump");
    }
    let trick = game.trick();
    if !trick.is_empty() {
        let mut with = trick.to_vec();
        with.push((seat, Played::Card { card }));
        if farfalia::play::trick::winner(&with, game.trump()) == Some(seat) {
            text.push_str(if with.len() == game.players() {
                " — wins the trick"
            } else {
                " — takes the lead"
            });
        }
    }
    text
}

/// A move as a sentence, and what it made happen: the proposition turned, the trick
/// won. `show_discard` says the dealer's two cards (only to the dealer's own screen).
pub(super) fn move_sentences(
    before: &FarfaliaGame,
    seat: usize,
    action: &Action,
    after: &FarfaliaGame,
    show_discard: bool,
) -> Vec<String> {
    let names = before.names();
    let who = name(names, seat);
    let mut lines = vec![match *action {
        Action::DoubleYou => {
            format!("{who} plays a DOUBLE YOU joker: {who}'s points count double this deal.")
        }
        Action::NoDoubleYou => format!("{who} plays no DOUBLE YOU joker this deal."),
        Action::Discard(a, b) if show_discard => format!(
            "{who}, the dealer, lays {} and {} aside.",
            a.notation(),
            b.notation()
        ),
        Action::Discard(..) => format!("{who}, the dealer, lays two cards aside, face down."),
        Action::Trump(t) => format!("{who} calls {}.", trump_words(t)),
        Action::Play(card) if before.trick().is_empty() => {
            format!("{who} leads {}.", card.notation())
        }
        Action::Play(card) => format!("{who} plays {}.", card.notation()),
        Action::Joker => match after.jokers_played().get(seat).copied().flatten() {
            Some(s) => format!("{who} plays a {s} joker (BURNIN'): the trick's {s} cards burn."),
            None => format!("{who} plays a joker."),
        },
        Action::Pick(card) => format!("{who} keeps {} face up.", card_words(card)),
        Action::NoPick => format!("{who} keeps no card of the trick."),
    }];
    let same_deal = before.deal_number() == after.deal_number() && !after.is_over();
    if same_deal
        && before.proposition().is_none()
        && let Some(line) = proposition_turned(after)
    {
        lines.push(line);
    }
    let completes = matches!(action, Action::Play(_) | Action::Joker)
        && before.trick().len() + 1 == before.players();
    if completes && let Some(t) = after.last_trick() {
        let card = t
            .plays
            .iter()
            .find(|(s, _)| *s == t.winner)
            .and_then(|(_, p)| p.card())
            .map_or_else(String::new, |c| format!(" with {}", c.notation()));
        let mut line = format!("{} wins trick {}{card}.", name(names, t.winner), t.number);
        if !t.burned.is_empty() {
            line.push_str(&format!(" Burned: {}.", notation(t.burned.iter().copied())));
        }
        if after.phase() != (Phase::Pick { seat: t.winner }) {
            if t.number < before.rules().first_pick_trick() {
                line.push_str(" No card may be kept before trick 4.");
            } else {
                line.push_str(&format!(
                    " None of its cards is a subject {}'s side may still keep.",
                    name(names, t.winner)
                ));
            }
        }
        lines.push(line);
    }
    lines
}

/// The table as `v.seat` sees it; `seats` names the computer at each seat.
pub(super) fn table(game: &FarfaliaGame, v: &View, seats: &[SeatPlayer]) -> String {
    let names = &v.names;
    let mut out = String::new();
    let of = v.deals.map_or_else(String::new, |d| format!(" of {d}"));
    let target = v
        .target
        .map_or_else(String::new, |t| format!(" (to {t} points)"));
    let double = if v.doubled { ", counts double" } else { "" };
    let trump = match v.trump {
        None => "not called yet".into(),
        Some(Trump::NoTrump) => "none («aucun atout»)".to_string(),
        Some(colour) => colour.to_string(),
    };
    let trick = (v.tricks_done + 1).min(v.tricks);
    out.push_str(&format!(
        "Deal {}{of}{target}{double}: {} deals. Trump: {trump}. Trick {trick} of {}",
        v.deal,
        name(names, v.dealer),
        v.tricks
    ));
    if v.first_pick_trick > 1 {
        out.push_str(&format!(
            " (cards are kept from trick {})",
            v.first_pick_trick
        ));
    }
    out.push_str(".\n");
    out.push_str(&match &v.proposition {
        Some(p) => format!("Proposition: {}.\n", subjects(p)),
        None => {
            "Proposition: not turned yet (the dealer discards and calls the trump first).\n".into()
        }
    });
    let sides: Vec<String> = v.sides.iter().map(|s| side_names(names, s)).collect();
    out.push_str(&format!("Sides: {}.\n", sides.join(" | ")));
    out.push_str(&format!(
        "Your hand ({}): {}\n",
        v.hand.len(),
        hand_words(&v.hand, v.trump)
    ));
    if !v.discard.is_empty() {
        out.push_str(&format!(
            "Your discard (out of play): {}\n",
            notation(v.discard.iter().copied())
        ));
    }
    if let Some(s) = v.joker {
        out.push_str(&format!("Your BURNIN' joker: {s}.\n"));
    }
    let width = names.iter().map(|n| n.chars().count()).max().unwrap_or(2);
    let level_width = (0..names.len())
        .map(|p| who(p, seats, v.seat).len())
        .max()
        .unwrap_or(0);
    let double_you = game.rules().options.double_you;
    for p in 0..names.len() {
        let mut notes = Vec::new();
        if p == v.dealer {
            notes.push("dealer".to_string());
        }
        if v.phase.seat() == Some(p) {
            notes.push("to play".into());
        }
        if v.double_you.get(p) == Some(&true) {
            notes.push("DOUBLE YOU this deal".into());
        }
        if double_you {
            let left = v.double_you_left.get(p).copied().unwrap_or(0);
            notes.push(format!("{left} DOUBLE YOU joker{} left", plural(left)));
        }
        if v.jokers_held.get(p) == Some(&true) && p != v.seat {
            notes.push("holds a joker".into());
        }
        if let Some(Some(s)) = v.jokers_played.get(p) {
            notes.push(format!("played a {s} joker"));
        }
        let kept = v.collections.get(p).cloned().unwrap_or_default();
        out.push_str(&format!(
            "  {:<width$} {:<level_width$} {:>2} card{} in hand, kept {:<14} face down {:>2}, total {:>3}{}\n",
            name(names, p),
            who(p, seats, v.seat),
            v.hand_sizes.get(p).copied().unwrap_or(0),
            if v.hand_sizes.get(p) == Some(&1) { " " } else { "s" },
            notation(kept.iter().copied()) + ",",
            v.face_down.get(p).copied().unwrap_or(0),
            v.totals.get(p).copied().unwrap_or(0),
            if notes.is_empty() {
                String::new()
            } else {
                format!("  [{}]", notes.join(", "))
            }
        ));
    }
    if let Some(p) = &v.proposition {
        out.push_str(&format!("Your side: {}\n", needs(v, p)));
    }
    if !v.trick.is_empty() {
        out.push_str(&format!("On the trick: {}\n", plays(names, &v.trick)));
    } else if matches!(v.phase, Phase::Play { .. }) {
        out.push_str(&format!("{} leads the trick.\n", name(names, v.leader)));
    }
    if let Some(t) = &v.last_trick
        && v.tricks_done > 0
        && !matches!(v.phase, Phase::Pick { .. })
    {
        let kept = t.kept.map_or_else(
            || "kept nothing".into(),
            |c| format!("kept {}", c.notation()),
        );
        out.push_str(&format!(
            "Last trick ({}): {}; {} won and {kept}.\n",
            t.number,
            plays(names, &t.plays),
            name(names, t.winner)
        ));
    }
    out
}

fn plural(n: u8) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// A hand colour by colour, the trump marked.
fn hand_words(hand: &[Card], trump: Option<Trump>) -> String {
    let trump_colour = trump.and_then(farfalia::play::trick::trump_colour);
    Colour::ALL
        .iter()
        .filter_map(|&colour| {
            let cards: Vec<String> = hand
                .iter()
                .filter(|c| c.colour == colour)
                .map(|c| c.notation())
                .collect();
            (!cards.is_empty()).then(|| {
                let mark = if trump_colour == Some(colour) {
                    " (trump)"
                } else {
                    ""
                };
                format!("{colour}{mark} {}", cards.join(" "))
            })
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

fn plays(names: &[String], plays: &[(usize, Played)]) -> String {
    plays
        .iter()
        .map(|&(s, p)| match p {
            Played::Card { card } => format!("{} {}", name(names, s), card.notation()),
            Played::Joker { symbol } => format!("{} a {symbol} joker", name(names, s)),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// What the seat's side still needs of the proposition.
fn needs(v: &View, proposition: &[Subject]) -> String {
    let side = v
        .sides
        .iter()
        .find(|s| s.contains(&v.seat))
        .cloned()
        .unwrap_or_default();
    let kept: Vec<Card> = side
        .iter()
        .flat_map(|&s| v.collections.get(s).cloned().unwrap_or_default())
        .collect();
    let mut parts = Vec::new();
    let mut matched = 0;
    for subject in Subject::ALL {
        let asked = proposition.iter().filter(|&&s| s == subject).count();
        if asked == 0 {
            continue;
        }
        let have = kept.iter().filter(|c| c.subject() == subject).count();
        matched += have.min(asked);
        parts.push(format!("{subject} {have} of {asked}"));
    }
    format!("{} of 5 subjects kept ({}).", matched, parts.join(", "))
}

/// A side's line at the end of a deal, from the score keeper's report.
fn side_line(side: &SideReport) -> String {
    let cards = notation(side.cards.iter().copied());
    let doubled = if side.points != side.base {
        format!(", doubled: {}", side.points)
    } else {
        String::new()
    };
    format!(
        "  {}{} kept {cards}: {} matching → {} point{}{doubled}{}",
        side.players.join(" & "),
        if side.dealer { " (dealer)" } else { "" },
        side.matches,
        side.base,
        if side.base == 1 { "" } else { "s" },
        if side.players.len() > 1 { " each" } else { "" }
    )
}

/// The end of deal `deal` as the score keeper reports it: what each side kept and
/// scored, then the report itself (the standings and a line per deal).
pub(super) fn deal_over(report: &FarfaliaReport, deal: usize) -> String {
    let mut out = String::new();
    if let Some(d) = report.deals.iter().find(|d| d.deal == deal) {
        let trump = d
            .trump
            .map_or_else(String::new, |t| format!("; {}", trump_words(t)));
        out.push_str(&format!(
            "\nDeal {deal} is over{}. The proposition: {}{trump}.\n",
            if d.doubled { " (it counts double)" } else { "" },
            subjects(&d.proposition)
        ));
        for side in &d.sides {
            out.push_str(&side_line(side));
            out.push('\n');
        }
        for p in d.players.iter().filter(|p| p.double_you) {
            out.push_str(&format!(
                "  {} played DOUBLE YOU: ×{} → {} points\n",
                p.name, p.multiplier, p.points
            ));
        }
    }
    out.push_str("The score keeper's report:\n");
    for line in crate::family_text::farfalia(report, true).lines() {
        if line.is_empty() {
            out.push('\n');
        } else {
            out.push_str(&format!("  {line}\n"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_is_said_with_its_colour_number_and_subject() {
        let card: Card = "12O".parse().unwrap_or(Card {
            colour: Colour::Red,
            rank: 1,
        });
        assert_eq!(card_words(card), "12O (orange 12, a butterfly)");
    }

    #[test]
    fn a_refusal_names_the_player_and_the_seat_from_one() {
        let setup = farfalia::play::PlaySetup::new(
            ["Ana", "Ben", "Cleo", "Dan"].map(String::from).to_vec(),
        );
        let Ok(game) = FarfaliaGame::start(setup, 3) else {
            panic!("a valid setup");
        };
        let error = Illegal::MustFollow {
            seat: 2,
            card: Card {
                colour: Colour::Blue,
                rank: 5,
            },
            led: Colour::Red,
        };
        assert_eq!(
            refusal(
                &error,
                &game,
                &Action::Play(Card {
                    colour: Colour::Blue,
                    rank: 5
                })
            ),
            "Cleo (seat 3) must follow red and holds some: 5B (blue 5) is refused"
        );
    }
}
