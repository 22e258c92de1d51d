//! The 18th-century Papillon at the terminal in words: the table as the person sees
//! it, each move's events as sentences, what a legal move would earn, the end of a
//! game. English only, like the rest of the command.

use classic_papillon::bonus::CaptureBonuses;
use classic_papillon::card::CardSet;
use classic_papillon::{Action, ClassicGame, Event, Transfer, View};
use game_kit::practice::SeatPlayer;

/// The table as the person at `v.seat` sees it; `seats` names the computer at each seat,
/// `last_move` is the last move in words.
pub(super) fn table(v: &View, seats: &[SeatPlayer], last_move: Option<&str>) -> String {
    let name = |p: usize| v.names.get(p).map_or("?", String::as_str);
    let mut out = format!(
        "Game {}, deal {} of at most {}: {} deals.",
        v.game,
        v.deal,
        v.deals_at_most,
        name(v.dealer)
    );
    if v.last_round {
        out.push_str(" Last round: the last card is dealt.");
    }
    if v.multiplier > 1 {
        out.push_str(&format!(" Die Blätter pay ×{} this game.", v.multiplier));
    }
    out.push('\n');
    out.push_str(&match v.table.len() {
        0 => "On the table: nothing.\n".to_string(),
        k => format!("On the table ({k} face up): {}\n", v.table.join(" ")),
    });
    out.push_str(&format!("Your cards: {}\n", v.hand.join(" ")));
    let width = v.names.iter().map(|n| n.chars().count()).max().unwrap_or(2);
    let who = |p: usize| match seats.get(p) {
        _ if p == v.seat => "(you)".to_string(),
        Some(SeatPlayer::Computer(level)) => format!("({})", level.name()),
        Some(SeatPlayer::Person) | None => String::new(),
    };
    let level_width = (0..v.names.len()).map(|p| who(p).len()).max().unwrap_or(0);
    for p in 0..v.names.len() {
        let mut notes = Vec::new();
        if p == v.dealer {
            notes.push("deals");
        }
        if v.revealed.get(p) == Some(&true) {
            notes.push("revealed");
        }
        if v.to_play == Some(p) {
            notes.push("to play");
        }
        out.push_str(&format!(
            "  {:<width$} {:<level_width$} {} card{} in hand, {:>3} counters, {:>2} taken{}\n",
            name(p),
            who(p),
            v.hand_sizes[p],
            if v.hand_sizes[p] == 1 { "" } else { "s" },
            v.counters[p],
            v.piles[p],
            if notes.is_empty() {
                String::new()
            } else {
                format!("  [{}]", notes.join(", "))
            }
        ));
    }
    out.push_str(&format!("Pot {}; talon {} cards.\n", v.pot, v.talon));
    if let Some(line) = last_move {
        out.push_str(&format!("Last move: {line}\n"));
    }
    if v.after_sautenelle && v.to_play == Some(v.seat) {
        out.push_str("After the Sautenelle you must reveal your cards.\n");
    }
    out
}

/// The end of a game for the person at `seat`: who won, each player's counters before
/// and after it and over the sitting, the pot.
pub(super) fn result(g: &ClassicGame, seat: usize) -> String {
    let n = g.players();
    let start = g.start_counters();
    let now = g.counters();
    let first = g.options().starting_counters;
    let name = |p: usize| g.names().get(p).map_or("?", String::as_str);
    let mut out = format!(
        "\nGame {} is over: {}.\n",
        g.game_number(),
        match g.result().and_then(|r| r.winner) {
            Some(p) => format!("{} won", name(p)),
            None => "nobody won (nobody exchanged all their cards in the last round)".into(),
        }
    );
    let width = g
        .names()
        .iter()
        .map(|s| s.chars().count())
        .max()
        .unwrap_or(2)
        + 6;
    out.push_str(&format!(
        "  {:<width$} {:>6} {:>6} {:>7} {:>8}\n",
        "counters", "before", "after", "change", "sitting"
    ));
    for p in 0..n {
        let who = if p == seat {
            format!("{} (you)", name(p))
        } else {
            name(p).to_string()
        };
        out.push_str(&format!(
            "  {:<width$} {:>6} {:>6} {:>+7} {:>+8}\n",
            who,
            start[p],
            now[p],
            now[p] - start[p],
            now[p] - first
        ));
    }
    out.push_str(&match g.pot() {
        0 => "  The pot is empty.\n".to_string(),
        pot => format!("  The pot of {pot} is carried to the next game.\n"),
    });
    out
}

/// A move's events as sentences: the move and its bonuses on one line, the deals, the
/// stakes and the end of the game each on its own.
pub(super) fn sentences(names: &[String], logged: &[(Event, Vec<Transfer>)]) -> Vec<String> {
    let stakes: Vec<i32> = logged
        .iter()
        .filter_map(|(e, _)| match e {
            Event::Stake { counters, .. } => Some(*counters),
            _ => None,
        })
        .collect();
    let same_stakes = stakes.len() == names.len() && stakes.windows(2).all(|w| w[0] == w[1]);
    let mut lines: Vec<String> = Vec::new();
    let mut said_stakes = false;
    let mut after_move = false;
    for (event, _) in logged {
        match event {
            Event::Stake { counters, .. } if same_stakes => {
                if !said_stakes {
                    lines.push(format!(
                        "Each player puts {counters} into the pot (the stake)."
                    ));
                    said_stakes = true;
                }
                after_move = false;
            }
            Event::Captured { .. } | Event::Reveal { .. } => {
                lines.push(capitalised(&event.describe(names)));
                after_move = true;
            }
            Event::Aces { .. }
            | Event::PureAces { .. }
            | Event::KleinPapillon { .. }
            | Event::Haneton { .. }
            | Event::Sautenelle { .. }
            | Event::Won { .. }
                if after_move =>
            {
                if let Some(last) = lines.last_mut() {
                    last.push_str("; ");
                    last.push_str(&event.describe(names));
                }
            }
            _ => {
                lines.push(capitalised(&event.describe(names)));
                after_move = false;
            }
        }
    }
    for line in &mut lines {
        if !line.ends_with('.') {
            line.push('.');
        }
    }
    lines
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// What a legal move does and earns, in words, before it is played.
pub(super) fn move_words(game: &ClassicGame, seat: usize, action: &Action) -> String {
    match *action {
        Action::Capture { card, taken } => {
            let bonuses = CaptureBonuses::of_cards(card, taken, game.table());
            let mut earns: Vec<String> = bonuses
                .events(seat, game.last_round(), game.options())
                .iter()
                .map(|e| match *e {
                    Event::Aces { aces, each, .. } => {
                        format!("{aces} ace{}: {each} from each", plural(usize::from(aces)))
                    }
                    Event::PureAces { aces, each, .. } => format!(
                        "{aces} ace{} with a {}: {each} from each",
                        plural(usize::from(aces)),
                        card.rank().name()
                    ),
                    Event::KleinPapillon { each, .. } => {
                        format!("Klein-Papillon: {each} from each")
                    }
                    Event::Haneton { each, .. } => format!("Haneton: {each} from each"),
                    Event::Sautenelle { each, .. } => {
                        format!("Sautenelle: {each} from each, the next player must reveal")
                    }
                    ref other => other.describe(game.names()),
                })
                .collect();
            if game.last_round() && game.hand(seat).len() == 1 && game.winner().is_none() {
                earns.push("your last card: you win the game".into());
            }
            let mut text = format!("play {card}, take {}", taken.join(" "));
            if !earns.is_empty() {
                text.push_str(" — ");
                text.push_str(&earns.join(", "));
            }
            text
        }
        Action::Reveal => {
            let hand = game.hand(seat);
            let cards = hand.len();
            let aces = hand.intersection(CardSet::aces()).len();
            let mut text = format!(
                "lay your {cards} card{} face up on the table: {cards} into the pot",
                plural(cards)
            );
            if aces > 0 {
                text.push_str(&format!(", {aces} ace{}: {aces} from each", plural(aces)));
            }
            text
        }
    }
}
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_and_its_bonuses_are_one_sentence() {
        let names: Vec<String> = ["Ana", "Ben", "Cleo"].map(String::from).to_vec();
        let card = "2S".parse().unwrap();
        let taken: CardSet = ["AC", "AD"].iter().map(|c| c.parse().unwrap()).collect();
        let logged = vec![
            (
                Event::Captured {
                    player: 1,
                    card,
                    taken,
                    clears_table: false,
                },
                vec![],
            ),
            (
                Event::PureAces {
                    player: 1,
                    aces: 2,
                    each: 4,
                },
                vec![],
            ),
            (
                Event::Dealt {
                    deal: 2,
                    turned_up: 0,
                    last: true,
                },
                vec![],
            ),
        ];
        let lines = sentences(&names, &logged);
        assert_eq!(lines.len(), 2, "{lines:?}");
        assert!(lines[0].starts_with("Ben plays 2S and takes AC AD; Ben took 2 aces"));
        assert!(lines[1].starts_with("Deal 2") && lines[1].contains("last card"));
    }
}
