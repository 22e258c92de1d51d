//! Readable (non-JSON) output.

use std::fmt::Write;

use papillon_core::ScoreReport;
use papillon_core::dice::{RollRecord, Throw};
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
    let width = report
        .sides
        .iter()
        .map(|s| s.members.join("+").chars().count())
        .max()
        .unwrap_or(4)
        .max(4);
    let _ = writeln!(
        out,
        "{:<width$}  {:>6}  {:>6}  {:>6}  {:>5}",
        "Side", "Blue", "Orange", "Total", "Place"
    );
    for side in &report.sides {
        let _ = writeln!(
            out,
            "{:<width$}  {:>6}  {:>6}  {:>6}  {:>5}",
            side.members.join("+"),
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
