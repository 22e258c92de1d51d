//! What `sessions show`, `stats --vs` and `stats --records` print (issue 54): an
//! evening's story, two players' record, a game's records. Each figure names its game
//! by number (`games show N` opens it).

use std::fmt::Write;

use papillon_store::{EveningStory, GameId, GameType, PairRecord, Records, ScoreRecord};

fn kind_name(kind: GameType) -> &'static str {
    match kind {
        GameType::Papillon => "Papillon",
        GameType::Classic => "1756",
        GameType::Farfalia => "Farfalia",
        GameType::Prout => "PROUT",
    }
}

fn plural(n: u32, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

fn games_list(games: &[GameId]) -> String {
    games
        .iter()
        .map(|g| format!("#{g}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The evening's games in a table (each player's points, and in brackets their running
/// total of that kind of game), then its winner, biggest swing and Chat Noirs.
pub fn story(s: &EveningStory) -> String {
    let mut out = String::new();
    if s.games.is_empty() {
        out.push_str("The evening's story: no game of it is finished yet.\n");
        return out;
    }
    let _ = writeln!(
        out,
        "The evening's story: each game's points, and each player's running total of that game (in brackets)."
    );
    let width = |name: &str| name.chars().count().clamp(10, 24);
    let mut head = format!("{:>3}  {:<9} {:>6}", "", "game", "");
    for p in &s.players {
        let _ = write!(head, "  {:>w$}", p, w = width(p));
    }
    let _ = writeln!(out, "{}", head.trim_end());
    for g in &s.games {
        let mut line = format!(
            "{:>3}. {:<9} {:>6}",
            g.number,
            kind_name(g.kind),
            format!("#{}", g.game)
        );
        for (i, p) in s.players.iter().enumerate() {
            let cell = match g.points.get(i).copied().flatten() {
                Some(points) => format!(
                    "{points:+} ({:+})",
                    g.running.get(i).copied().unwrap_or_default()
                ),
                None => "—".into(),
            };
            let _ = write!(line, "  {cell:>w$}", w = width(p));
        }
        let _ = writeln!(out, "{line}");
    }
    let main = s.main.map_or("", kind_name);
    if !s.winners.is_empty() {
        let best = s.lines.first();
        let _ = writeln!(
            out,
            "Winner of the evening: {} ({}, {:+} at {main}; most games won, then the best total of the game played most).",
            s.winners.join(" and "),
            best.map_or_else(String::new, |l| plural(l.wins, "win", "wins")),
            best.map_or(0, |l| l.total),
        );
    }
    if let Some(swing) = &s.biggest_swing {
        let _ = writeln!(
            out,
            "Biggest swing: {}, {:+} in game {} (#{}).",
            swing.name, swing.points, swing.number, swing.game
        );
    }
    if s.chat_noirs.is_empty() {
        if s.games.iter().any(|g| g.kind == GameType::Papillon) {
            let _ = writeln!(out, "Chat Noirs: nobody took one.");
        }
    } else {
        let who: Vec<String> = s
            .chat_noirs
            .iter()
            .map(|c| format!("{} ({})", c.name, games_list(&c.games)))
            .collect();
        let count = s.chat_noirs.first().map_or(0, |c| c.count);
        let _ = writeln!(
            out,
            "Most Chat Noirs taken: {}, by {}.",
            plural(count, "Chat Noir", "Chat Noirs"),
            who.join(" and ")
        );
    }
    out
}

/// Two players' record and their ratings game by game.
pub fn pair(r: &PairRecord) -> String {
    let mut out = String::new();
    let [a, b] = &r.names;
    let game = kind_name(r.game);
    if r.games.is_empty() {
        let _ = writeln!(
            out,
            "{a} and {b} have not finished a game of {game} together."
        );
        return out;
    }
    let last = |g: Option<GameId>| g.map_or_else(String::new, |g| format!(", last in game #{g}"));
    let _ = writeln!(
        out,
        "{a} and {b} at {game}: {} together, {} against each other.",
        plural(
            u32::try_from(r.games.len()).unwrap_or(u32::MAX),
            "game",
            "games"
        ),
        plural(r.against, "game", "games")
    );
    if r.against > 0 {
        let _ = writeln!(
            out,
            "  {a} finished ahead {}{}; {b} {}{}; {}.",
            plural(r.wins[0], "time", "times"),
            last(r.last_win[0]),
            plural(r.wins[1], "time", "times"),
            last(r.last_win[1]),
            plural(r.ties, "tie", "ties")
        );
    }
    if r.partners > 0 {
        let _ = writeln!(
            out,
            "  Partners in {}, {} of them won.",
            plural(r.partners, "game", "games"),
            r.partners_won
        );
    }
    if !r.ratings.is_empty() {
        let _ = writeln!(out, "Their ratings after each game either of them played:");
        for point in &r.ratings {
            let rating = |i: usize| {
                point.ratings[i].map_or_else(|| "—".to_string(), |x| x.rating.to_string())
            };
            let _ = writeln!(
                out,
                "  #{:<5} {}  {a} {:>5}  {b} {:>5}",
                point.game,
                point.date.get(..10).unwrap_or(&point.date),
                rating(0),
                rating(1)
            );
        }
    }
    out
}

fn score(label: &str, r: &ScoreRecord) -> String {
    format!(
        "  {label}: {} {:+} (game #{}, {})\n",
        r.names.join(" & "),
        r.total,
        r.game,
        r.date.get(..10).unwrap_or(&r.date)
    )
}

/// A game's records.
pub fn records(r: &Records) -> String {
    let mut out = String::new();
    let game = kind_name(r.game);
    if r.games == 0 {
        let _ = writeln!(out, "No game of {game} is finished yet: no records.");
        return out;
    }
    let _ = writeln!(
        out,
        "Records of {game} over {}:",
        plural(r.games, "finished game", "finished games")
    );
    if let Some(best) = &r.best {
        out.push_str(&score("Best score", best));
    }
    if let Some(worst) = &r.worst {
        out.push_str(&score("Worst score", worst));
    }
    if let Some(s) = &r.streak {
        let _ = writeln!(
            out,
            "  Longest winning streak: {}, {} (games #{} to #{})",
            s.name,
            plural(s.length, "game", "games"),
            s.first,
            s.last
        );
    }
    if let Some(p) = &r.partners {
        let _ = writeln!(
            out,
            "  Most frequent partners: {} & {}, {} together, {} won (last: game #{})",
            p.names[0],
            p.names[1],
            plural(p.games, "game", "games"),
            p.won,
            p.last
        );
    }
    if let Some(c) = &r.comeback {
        let _ = writeln!(
            out,
            "  Biggest comeback: {}, {} behind after the blue round, won game #{} ({})",
            c.names.join(" & "),
            plural(
                u32::try_from(c.behind).unwrap_or(u32::MAX),
                "point",
                "points"
            ),
            c.game,
            c.date.get(..10).unwrap_or(&c.date)
        );
    }
    out
}
