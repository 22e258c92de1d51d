//! Writes seeds for the fuzz target `practice_moves` that no backup fixture holds:
//! Farfalia games against the computer (four and five players), whole and cut short,
//! in the form a backup keeps them. The modern game's and the 1756 game's seeds come from
//! the fixtures' backups (fuzz/seeds.py). Run again after Farfalia's moves change:
//!     cargo run -p papillon-fuzz --example practice_seeds
//! Each seed is a file named by the SHA-1 of its bytes (`sha1sum`, as libFuzzer names
//! what it finds), written by fuzz/seeds.py's rule.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

use farfalia::play::{FarfaliaPractice, FarfaliaPracticeSetup};
use game_kit::Game;
use game_kit::ai::Level;
use game_kit::practice::SeatPlayer;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/practice_moves");
    std::fs::create_dir_all(&folder)?;
    let names = ["Ana", "Ben", "Cleo", "Dora", "Émile"];
    for (players, seed, cut) in [
        (4, 7, None),
        (5, 11, None),
        (4, 3, Some(9)),
        (5, 5, Some(30)),
    ] {
        let mut seats = vec![SeatPlayer::Computer(Level::Easy); players];
        seats[0] = SeatPlayer::Person;
        let setup = FarfaliaPracticeSetup {
            names: names[..players].iter().map(|n| n.to_string()).collect(),
            options: Default::default(),
            seats,
            seed,
        };
        let mut game = FarfaliaPractice::new(setup.clone())?;
        let mut legal = Vec::new();
        while let Some((seat, player)) = game.to_play() {
            if cut.is_some_and(|n| game.moves().len() >= n) {
                break;
            }
            if player == SeatPlayer::Person {
                game.game().legal_actions(&mut legal);
                let first = legal
                    .first()
                    .ok_or("a person to play has a play")?
                    .to_string();
                game.play(seat, &first)?;
            } else {
                game.play_computer()?;
            }
        }
        let saved = serde_json::json!({
            "game": "farfalia",
            "setup": setup,
            "moves": game.moves(),
        });
        let bytes = serde_json::to_vec_pretty(&saved)?;
        let mut sha = Command::new("sha1sum")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()?;
        sha.stdin
            .take()
            .ok_or("sha1sum's input")?
            .write_all(&bytes)?;
        let out = sha.wait_with_output()?;
        let name = String::from_utf8(out.stdout)?;
        let name = name
            .split_whitespace()
            .next()
            .ok_or("sha1sum's answer")?
            .to_string();
        std::fs::write(folder.join(&name), &bytes)?;
        println!("{name}: {players} players, {} moves", game.moves().len());
    }
    Ok(())
}
