//! Readable (non-JSON) output.

use std::fmt::Write;

use papillon_core::ScoreReport;
use papillon_core::dice::{RollRecord, Throw};
use papillon_core::referee::{PlayGroup, PlayKind, PlaySummary, RefereePlay};
use papillon_core::scoring::ScoreItem;

/// One roll: `Ana: 4 + 6 = 10 (start of the blue round)`.
pub fn roll(record: &RollRecord<String>) -> String {
    let dice = match record.throw {
        Throw::Pair { blue, orange } => format!(
            "blue {} + orange {} = {}",
            blue.value(),
            orange.value(),
            record.sum()
        ),
        Throw::Single(die) => format!("die {}", die.value()),
    };
    format!("{}: {dice} ({})", record.player, record.purpose.describe())
}

/// The result table, the winners, then every player's items.
pub fn report(report: &ScoreReport) -> String {
    let mut out = String::new();
    let width = column_width(report.sides.iter().map(|s| s.members.join("+")), 4);
    let _ = writeln!(
        out,
        "{}  {:>6}  {:>6}  {:>6}  {:>5}",
        pad("Side", width),
        "Blue",
        "Orange",
        "Total",
        "Place"
    );
    for side in &report.sides {
        let _ = writeln!(
            out,
            "{}  {:>6}  {:>6}  {:>6}  {:>5}",
            pad(&side.members.join("+"), width),
            side.blue,
            side.orange,
            side.total,
            side.place
        );
    }
    let _ = writeln!(out);
    let _ = writeln!(out, "Winners: {}", report.winners.join(", "));
    for transfer in &report.consolation {
        let _ = writeln!(
            out,
            "Consolation: {} gives {} to {}",
            transfer.from.join("+"),
            transfer.points,
            transfer.to.join("+")
        );
    }
    for side in &report.sides {
        let _ = writeln!(out);
        let _ = writeln!(
            out,
            "{}: blue {}, orange {}, total {}",
            side.members.join("+"),
            side.blue,
            side.orange,
            side.total
        );
        items(&mut out, "blue", &side.blue_items, side.members.len() > 1);
        items(
            &mut out,
            "orange",
            &side.orange_items,
            side.members.len() > 1,
        );
    }
    out
}

fn items(out: &mut String, round: &str, items: &[ScoreItem], show_who: bool) {
    for item in items {
        let who = if show_who {
            format!(" [{}]", item.by.join(", "))
        } else {
            String::new()
        };
        let _ = writeln!(out, "  {round:<6} {:>+5}  {}{who}", item.points, item.what);
    }
}

/// The day of an RFC 3339 timestamp.
fn day(timestamp: &str) -> &str {
    timestamp.get(..10).unwrap_or(timestamp)
}

/// A game's status in words.
pub fn status_name(status: papillon_store::GameStatus) -> &'static str {
    match status {
        papillon_store::GameStatus::InProgress => "in progress",
        papillon_store::GameStatus::Finished => "finished",
    }
}

/// One game in a list: `  12  2026-11-21  finished  Ana+Cleo -15 · Ben+Dan -21`.
pub fn game_line(game: &papillon_store::GameSummary) -> String {
    let status = status_name(game.status);
    let result = if game.sides.is_empty() {
        format!("{} (not complete)", game.players.join(", "))
    } else {
        game.sides
            .iter()
            .map(|s| format!("{} {}", s.members.join("+"), s.total))
            .collect::<Vec<_>>()
            .join(" · ")
    };
    let session = game
        .session_name
        .as_deref()
        .map(|s| format!("  [{s}]"))
        .unwrap_or_default();
    format!(
        "{:>5}  {}  {:<11}  {result}{session}",
        game.id,
        day(&game.created_at),
        status
    )
}

/// A game: header, seats, score (or what is missing), dice log.
pub fn game_detail(detail: &papillon_store::GameDetail) -> String {
    let mut out = String::new();
    let summary = &detail.summary;
    let _ = writeln!(
        out,
        "Game {} — started {}, {} (revision {}{}{})",
        summary.id,
        day(&summary.created_at),
        status_name(summary.status),
        summary.revision,
        if detail.can_undo {
            ", undo possible"
        } else {
            ""
        },
        if detail.can_redo {
            ", redo possible"
        } else {
            ""
        },
    );
    if let Some(session) = &summary.session_name {
        let _ = writeln!(out, "Session: {session}");
    }
    let seats: Vec<String> = detail
        .seats
        .iter()
        .map(|s| {
            if s.name == s.sheet_name {
                s.name.clone()
            } else {
                format!("{} (on the sheet: {})", s.name, s.sheet_name)
            }
        })
        .collect();
    let _ = writeln!(out, "Seats: {}", seats.join(", "));
    let _ = writeln!(out);
    match &detail.report {
        Some(r) => out.push_str(&report(r)),
        None => {
            let _ = writeln!(out, "Not complete yet:");
            for missing in &detail.missing {
                let _ = writeln!(out, "  {missing}");
            }
        }
    }
    if !detail.dice.is_empty() {
        let _ = writeln!(out);
        let _ = writeln!(out, "Dice log:");
        for roll in &detail.dice {
            let dice: Vec<String> = roll.dice.iter().map(u8::to_string).collect();
            let _ = writeln!(
                out,
                "  {}: {} ({})",
                roll.player,
                dice.join(" + "),
                roll.purpose.describe()
            );
        }
    }
    out
}

/// One revision: `   3  2026-11-21T20:01:02.000Z  undo (sheet of revision 1)`.
pub fn revision_line(revision: &papillon_store::Revision) -> String {
    let kind = match revision.kind {
        papillon_store::RevisionKind::Entry => "entry".to_owned(),
        papillon_store::RevisionKind::Undo => format!("undo (sheet of revision {})", revision.node),
        papillon_store::RevisionKind::Redo => format!("redo (sheet of revision {})", revision.node),
    };
    format!("  {:>4}  {}  {kind}", revision.number, revision.created_at)
}

/// Every player's statistics, one line each.
pub fn stats_table(stats: &[papillon_store::PlayerStats]) -> String {
    let mut out = String::new();
    if stats.is_empty() {
        out.push_str("no finished games yet\n");
        return out;
    }
    let width = column_width(stats.iter().map(|s| s.name.clone()), 6);
    let _ = writeln!(
        out,
        "{}  {:>5}  {:>4}  {:>6}  {:>7}  {:>7}  {:>7}  {:>5}",
        pad("Player", width),
        "Games",
        "Wins",
        "Win %",
        "Blue",
        "Orange",
        "Total",
        "Best"
    );
    for s in stats {
        let _ = writeln!(
            out,
            "{}  {:>5}  {:>4}  {:>5.1}%  {:>7}  {:>7}  {:>7.1}  {:>5}",
            pad(&s.name, width),
            s.games,
            s.wins,
            s.win_percent,
            s.average_blue
                .map_or_else(String::new, |v| format!("{v:.1}")),
            s.average_orange
                .map_or_else(String::new, |v| format!("{v:.1}")),
            s.average_total,
            s.best_game
                .as_ref()
                .map_or_else(String::new, |b| b.total.to_string())
        );
    }
    out
}

/// A game's ratings: what the number means, the ladder with each rating's range, then
/// each finished game's changes, oldest first.
pub fn ladder(ladder: &papillon_store::Ladder) -> String {
    // a level of the computer, on the ladder of games against it
    let who = |name: &str, level: Option<game_kit::ai::Level>| match level {
        Some(level) => format!("computer ({})", level.name()),
        None => name.to_string(),
    };
    let mut out = String::new();
    if ladder.players.is_empty() {
        out.push_str("no finished game of this game yet: nobody is rated\n");
        return out;
    }
    out.push_str(
        "Ratings (Weng-Lin): 1500 is a newcomer's level; the range holds the true level \
         with about 95% likelihood, and narrows with every game.\n\n",
    );
    let width = column_width(ladder.players.iter().map(|p| who(&p.name, p.level)), 6);
    let _ = writeln!(
        out,
        "{:>3}  {}  {:>6}  {:>11}  {:>5}",
        "#",
        pad("Player", width),
        "Rating",
        "Range",
        "Games"
    );
    for (i, p) in ladder.players.iter().enumerate() {
        let _ = writeln!(
            out,
            "{:>3}  {}  {:>6}  {:>11}  {:>5}",
            i + 1,
            pad(&who(&p.name, p.level), width),
            p.rating.rating,
            format!("{}-{}", p.rating.low, p.rating.high),
            p.games
        );
    }
    out.push_str("\nGame by game:\n");
    for g in &ladder.games {
        let changes: Vec<String> = g
            .changes
            .iter()
            .map(|c| {
                format!(
                    "{} {} -> {} ({:+})",
                    who(&c.name, c.level),
                    c.before.rating,
                    c.after.rating,
                    c.change
                )
            })
            .collect();
        let _ = writeln!(
            out,
            "  game {} ({}): {}",
            g.game,
            day(&g.date),
            changes.join(", ")
        );
    }
    out
}

/// One player's statistics with head-to-head.
pub fn player_stats(s: &papillon_store::PlayerStats) -> String {
    let mut out = stats_table(std::slice::from_ref(s));
    if let Some(best) = &s.best_game {
        let _ = writeln!(
            out,
            "\nBest game: {} points, game {} on {}",
            best.total,
            best.game,
            day(&best.date)
        );
    }
    if !s.head_to_head.is_empty() {
        let _ = writeln!(out, "\nHead to head (finished ahead / behind / level):");
        for h in &s.head_to_head {
            let _ = writeln!(
                out,
                "  vs {}: {} games, {} ahead, {} behind, {} level",
                h.opponent, h.games, h.wins, h.losses, h.ties
            );
        }
    }
    out
}

/// A session's standings and games.
pub fn standings(s: &papillon_store::SessionStandings) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Session {} — {} (started {})",
        s.session.id,
        s.session.name,
        day(&s.session.started_at)
    );
    let _ = writeln!(out);
    for (i, line) in s.standings.iter().enumerate() {
        let _ = writeln!(
            out,
            "{:>2}. {}  {:+} ({} games, {} wins)",
            i + 1,
            line.name,
            line.total,
            line.games,
            line.wins
        );
    }
    let _ = writeln!(out);
    for game in &s.games {
        let _ = writeln!(out, "{}", game_line(game));
    }
    out
}

/// The widest a name column grows: longer names overflow their column rather than push
/// every row (and no width taken from input ever reaches a format string).
const MAX_COLUMN: usize = 32;

/// The width of a column holding `texts`, between `min` and [`MAX_COLUMN`].
fn column_width(texts: impl Iterator<Item = String>, min: usize) -> usize {
    texts
        .map(|t| t.chars().count())
        .max()
        .unwrap_or(min)
        .clamp(min, MAX_COLUMN)
}

/// `text` followed by spaces up to `width` characters (longer texts are kept whole).
fn pad(text: &str, width: usize) -> String {
    let len = text.chars().count();
    let mut out = String::with_capacity(text.len() + width.saturating_sub(len));
    out.push_str(text);
    out.extend(std::iter::repeat_n(' ', width.saturating_sub(len)));
    out
}

/// The kind of a referee play, as the booklet names it.
pub fn kind_name(kind: PlayKind) -> &'static str {
    match kind {
        PlayKind::Ramasser => "ramasser",
        PlayKind::Cumuler => "cumuler",
        PlayKind::Combiner => "combiner",
        PlayKind::Papillon => "papillon",
        PlayKind::Chrysalide => "chrysalide",
        PlayKind::Place => "place",
    }
}

/// What a play does with the plate.
pub fn takes(play: &RefereePlay) -> String {
    match play.kind {
        PlayKind::Place => "places the card on the plate".into(),
        PlayKind::Chrysalide => "to your pile; the direction reverses".into(),
        _ => format!("takes {}", play.taken.notation()),
    }
}

/// One play: `moins+yin:F10,chat-noir  combiner     +50  takes F10, chat-noir`.
pub fn play_line(play: &RefereePlay, width: usize) -> String {
    format!(
        "{:<width$}  {:<10}  {:>+4}  {}",
        play.play,
        kind_name(play.kind),
        play.points,
        takes(play)
    )
}

/// A count with thousands separated: `12,345,678`.
pub fn count(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The cards a group plays, in play notation (`moins+yin`).
fn played(group: &PlayGroup) -> String {
    match group.examples.first() {
        Some(example) => example
            .play
            .split(':')
            .next()
            .unwrap_or(&example.play)
            .to_string(),
        None => group.played.notation(),
    }
}

/// The grouped referee answer: per card (or sign and card) played and kind, how many
/// ways, the points they can bring, and the first plays.
pub fn play_summary(summary: &PlaySummary) -> String {
    let mut out = String::new();
    let plate = if summary.plate.is_empty() {
        "(empty)".into()
    } else {
        summary.plate.notation()
    };
    let _ = writeln!(out, "plate: {plate}");
    let _ = writeln!(out, "hand:  {}", summary.hand.notation());
    let _ = writeln!(out, "{} legal play(s):", count(summary.total));
    let width = summary
        .groups
        .iter()
        .flat_map(|g| g.examples.iter().map(|e| e.play.len()))
        .max()
        .unwrap_or(0);
    let mut more = false;
    for group in &summary.groups {
        if group.ways == 1 && group.examples.len() == 1 {
            let _ = writeln!(out, "  {}", play_line(&group.examples[0], width));
            continue;
        }
        let points: Vec<String> = group
            .outcomes
            .iter()
            .map(|o| format!("{:+} ({})", o.points, count(o.ways)))
            .collect();
        let _ = writeln!(
            out,
            "  {} — {}, {} ways; points {}:",
            played(group),
            kind_name(group.kind),
            count(group.ways),
            points.join(", ")
        );
        for example in &group.examples {
            let _ = writeln!(out, "    {}", play_line(example, width));
        }
        let shown = group.examples.len() as u64;
        if group.ways > shown {
            let _ = writeln!(out, "    … and {} more", count(group.ways - shown));
            more = true;
        }
    }
    if more {
        let _ = writeln!(out, "(--all lists every play, one per line)");
    }
    out
}

#[cfg(test)]
mod padding_tests {
    use super::*;

    #[test]
    fn a_long_name_overflows_its_column_instead_of_widening_it() {
        let long = "x".repeat(70_000);
        assert_eq!(column_width([long.clone()].into_iter(), 4), MAX_COLUMN);
        assert_eq!(pad(&long, MAX_COLUMN).len(), 70_000);
        assert_eq!(pad("Ana", 6), "Ana   ");
    }
}
