//! `papillon score`: score a sheet (and with `--roll`, fill the missing rolls with
//! seeded dice).

use std::path::PathBuf;

use clap::Args;
use papillon_core::dice::{self, RollRecord};
use papillon_core::{ScoreReport, SheetInput, score_input, settle_with_dice};
use serde::Serialize;

use crate::family_cmd::{self, GameName};
use crate::{Failure, format, print_json, read_sheet, seed_or_fresh, sheet_failure};

#[derive(Args)]
pub struct ScoreArgs {
    /// The sheet (the ledger for --game classic): a JSON file, or - to read standard
    /// input.
    sheet: PathBuf,
    /// Print the result as JSON.
    #[arg(long)]
    json: bool,
    /// Fill missing rolls (most-cards roll-off, Couteau Suisse values, winner roll-off)
    /// with seeded dice and print the rolls made.
    #[arg(long)]
    roll: bool,
    /// Seed for --roll (default: a fresh seed, printed so the rolls can be replayed).
    #[arg(long, requires = "roll")]
    seed: Option<u64>,
    /// The other games: a line per entry (the 1756 ledger), deal (Farfalia) or game
    /// (PROUT), numbered from 1, after the standings.
    #[arg(long)]
    entries: bool,
}

#[derive(Serialize)]
struct ScoreWithRolls<'a> {
    #[serde(flatten)]
    report: &'a ScoreReport,
    seed: u64,
    rolls: &'a [RollRecord<String>],
    sheet: &'a SheetInput,
}

pub fn score(game: GameName, args: ScoreArgs) -> Result<(), Failure> {
    if game != GameName::Papillon {
        if args.roll {
            return Err(Failure::new(
                format!(
                    "--roll: the dice fill a Papillon sheet only, not a {} one",
                    game.name()
                ),
                args.json,
            ));
        }
        return family_cmd::score(game, &args.sheet, args.json, args.entries);
    }
    if args.entries {
        return Err(Failure::new(
            "--entries: a Papillon sheet's result already lists every item; --entries is for --game classic, farfalia and prout",
            args.json,
        ));
    }
    let input = read_sheet(&args.sheet, args.json)?;
    if !args.roll {
        let report = score_input(&input).map_err(|e| sheet_failure(e, args.json))?;
        if args.json {
            print_json(&report);
        } else {
            out!("{}", format::report(&report));
        }
        return Ok(());
    }
    let seed = seed_or_fresh(args.seed);
    let settled = settle_with_dice(&input, &mut dice::seeded_rng(seed))
        .map_err(|e| sheet_failure(e, args.json))?;
    if args.json {
        print_json(&ScoreWithRolls {
            report: &settled.report,
            seed,
            rolls: &settled.rolls,
            sheet: &settled.sheet,
        });
    } else {
        outln!("Dice (seed {seed}):");
        if settled.rolls.is_empty() {
            outln!("  no roll was needed");
        }
        for roll in &settled.rolls {
            outln!("  {}", format::roll(roll));
        }
        outln!();
        out!("{}", format::report(&settled.report));
    }
    Ok(())
}
