//! The results as a spreadsheet: one CSV row per player per finished game of the modern
//! Papillon.

use std::collections::HashMap;
use std::io::Write;

use crate::Store;
use crate::error::{Result, StoreError};

impl Store {
    /// Writes one CSV row per player per finished game: game, date, session, player,
    /// seat, side (members), blue, orange, total, place, won, and the player's rating
    /// before and after the game (`Store::ratings`, recomputed; empty for a game nobody
    /// was rated in, one side alone).
    pub fn export_csv(&self, out: impl Write) -> Result<()> {
        let mut writer = csv::Writer::from_writer(out);
        writer.write_record([
            "game",
            "date",
            "session",
            "player",
            "seat",
            "side",
            "blue",
            "orange",
            "total",
            "place",
            "won",
            "rating_before",
            "rating_after",
        ])?;
        let ladder = self.ratings(crate::GameType::Papillon)?;
        let rated: HashMap<(i64, &str), (i32, i32)> = ladder
            .games
            .iter()
            .flat_map(|g| {
                g.changes.iter().map(move |c| {
                    (
                        (g.game.0, c.name.as_str()),
                        (c.before.rating, c.after.rating),
                    )
                })
            })
            .collect();
        type Row = (
            i64,
            String,
            Option<String>,
            String,
            usize,
            usize,
            i32,
            i32,
            i32,
            usize,
            bool,
        );
        let rows: Vec<Row> = self
            .conn
            .prepare(
                "SELECT g.id, g.created_at, s.name, p.name, gp.seat, r.side, r.blue, r.orange,
                        r.total, r.place, r.won
                 FROM result_players r
                 JOIN games g ON g.id = r.game_id AND g.status = 'finished'
                 LEFT JOIN sessions s ON s.id = g.session_id
                 JOIN players p ON p.id = r.player_id
                 JOIN game_players gp ON gp.game_id = r.game_id AND gp.player_id = r.player_id
                 ORDER BY g.created_at, g.id, gp.seat",
            )?
            .query_map([], |row| {
                Ok((
                    row.get(0)?,
                    row.get(1)?,
                    row.get(2)?,
                    row.get(3)?,
                    row.get(4)?,
                    row.get(5)?,
                    row.get(6)?,
                    row.get(7)?,
                    row.get(8)?,
                    row.get(9)?,
                    row.get(10)?,
                ))
            })?
            .collect::<rusqlite::Result<_>>()?;
        let mut sides: HashMap<(i64, usize), Vec<String>> = HashMap::new();
        for row in &rows {
            sides.entry((row.0, row.5)).or_default().push(row.3.clone());
        }
        for (game, date, session, player, seat, side, blue, orange, total, place, won) in &rows {
            let members = sides
                .get(&(*game, *side))
                .map(|m| m.join("+"))
                .unwrap_or_default();
            let (before, after) = rated
                .get(&(*game, player.as_str()))
                .map_or((String::new(), String::new()), |(b, a)| {
                    (b.to_string(), a.to_string())
                });
            writer.write_record([
                game.to_string(),
                date.clone(),
                session.clone().unwrap_or_default(),
                player.clone(),
                (seat + 1).to_string(),
                members,
                blue.to_string(),
                orange.to_string(),
                total.to_string(),
                place.to_string(),
                if *won { "yes" } else { "no" }.to_owned(),
                before,
                after,
            ])?;
        }
        writer
            .flush()
            .map_err(|e| StoreError::Csv(csv::Error::from(e)))?;
        Ok(())
    }
}
