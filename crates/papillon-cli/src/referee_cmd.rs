//! `papillon referee`: the legal plays of a blue plate and hand or of an orange
//! position, or the verdict on one play.

use std::path::PathBuf;

use clap::{Args, Subcommand};
use papillon_core::referee::BluePosition;

use crate::{Failure, format, input, output, parse_options, print_json, read_input};

#[derive(Subcommand)]
pub enum RefereeCommand {
    /// Blue round: which captures does this hand have on this plate?
    #[command(
        after_help = "PLAY NOTATION:\n  F11:S5,E6                 play F11, take S5 and E6 (ramasser, cumuler, or a plate sign listed among the taken cards)\n  moins+yin:chat-noir,F10   play a sign and a result from the hand, take two plate cards (22 - 10 = 12)\n  papillon:*                the Papillon takes the whole plate\n  chrysalide:pile           the Chrysalide goes to your pile and the direction reverses\n  F11                       place F11 on the plate (discard)"
    )]
    Blue(RefereeBlueArgs),
    /// Orange round: where may this hand's cards go? (a JSON position; see the README)
    #[command(
        after_help = "PLAY NOTATION:\n  E5@suite2                 E5 on suite 2 (suites 1-2 start from plate card 1, 3-4 from plate card 2)\n  S7@plate1                 on plate card 1 (same value only)\n  plus@sign3                a sign beside suite 3\n  chat-noir@centre          a power trump (chat-noir, chrysalide, papillon)\n  couteau-suisse=7@suite1   the Couteau Suisse declared as 7\n  take-three | draw"
    )]
    Orange(RefereeOrangeArgs),
}

#[derive(Args)]
pub struct RefereeOrangeArgs {
    /// The position (JSON file, or - for standard input).
    position: PathBuf,
    /// Check this one play instead of listing them all.
    #[arg(long)]
    play: Option<String>,
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
pub struct RefereeBlueArgs {
    /// The plate, comma-separated (e.g. "S5,E6,chat-noir,F10"); may be empty.
    #[arg(long, default_value = "")]
    plate: String,
    /// The hand, comma-separated (e.g. "moins,yin,F11").
    #[arg(long)]
    hand: String,
    /// Check this one play instead of listing them all.
    #[arg(long)]
    play: Option<String>,
    /// List every play, one per line (with --json: one JSON object per line), streamed:
    /// a large plate has millions. Without it the plays are grouped per card played.
    #[arg(long, conflicts_with = "play")]
    all: bool,
    /// House rules as JSON (e.g. '{"discard":"only_when_no_capture"}').
    #[arg(long)]
    options: Option<String>,
    #[arg(long)]
    json: bool,
}

pub fn referee(command: RefereeCommand) -> Result<(), Failure> {
    match command {
        RefereeCommand::Blue(args) => referee_blue(args),
        RefereeCommand::Orange(args) => referee_orange(args),
    }
}

fn referee_blue(args: RefereeBlueArgs) -> Result<(), Failure> {
    let options = parse_options(args.options.as_deref(), args.json)?;
    let position = BluePosition::parse(&args.plate, &args.hand, options)
        .map_err(|e| Failure::new(e.to_string(), args.json))?;
    if let Some(play) = &args.play {
        return match position.check(play) {
            Ok(found) => {
                if args.json {
                    print_json(&serde_json::json!({ "legal": true, "play": found }));
                } else {
                    outln!(
                        "legal: {} ({}), {}",
                        found.play,
                        format::kind_name(found.kind),
                        format::takes(&found)
                    );
                }
                Ok(())
            }
            Err(error) => Err(illegal_play(play, &error.to_string(), args.json)),
        };
    }
    if args.all {
        return referee_blue_all(&position, args.json);
    }
    let summary = position.summary();
    if args.json {
        print_json(&summary);
    } else {
        out!("{}", format::play_summary(&summary));
    }
    Ok(())
}

/// `--all`: every play, one per line (text, or one JSON object per line), streamed in
/// constant memory: millions of plays start coming at once and a reader that stops early
/// (`| head`) ends the command quietly.
fn referee_blue_all(position: &BluePosition, json: bool) -> Result<(), Failure> {
    use std::io::Write;
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let _ = position.for_each_play(|play| {
        if json {
            output::check(serde_json::to_writer(&mut out, &play).map_err(std::io::Error::from));
            output::check(out.write_all(b"\n"));
        } else {
            output::check(writeln!(out, "{}", format::play_line(&play, 24)));
        }
        std::ops::ControlFlow::<()>::Continue(())
    });
    output::check(out.flush());
    Ok(())
}

/// Reports a refused play (the verdict goes to standard output, exit status 1).
fn illegal_play(play: &str, reason: &str, json: bool) -> Failure {
    if json {
        print_json(&serde_json::json!({ "legal": false, "play": play, "reason": reason }));
    } else {
        outln!("{reason}");
    }
    Failure {
        messages: Vec::new(),
        json: false,
    }
}

fn referee_orange(args: RefereeOrangeArgs) -> Result<(), Failure> {
    let json = args.json;
    let text = read_input(&args.position, json)?;
    let position: papillon_core::referee::OrangePosition =
        input::parse_json(&text, "orange position").map_err(|e| Failure::new(e, json))?;
    let table = position
        .validate()
        .map_err(|e| Failure::new(e.to_string(), json))?;
    if let Some(play) = &args.play {
        return match table.check(play) {
            Ok(found) => {
                if json {
                    print_json(
                        &serde_json::json!({ "legal": true, "play": orange_play_json(&found) }),
                    );
                } else {
                    outln!("legal: {} ({})", found.play, found.effect);
                }
                Ok(())
            }
            Err(error) => Err(illegal_play(play, &error.to_string(), json)),
        };
    }
    let plays = table.plays();
    if json {
        let plays: Vec<_> = plays.iter().map(orange_play_json).collect();
        print_json(&serde_json::json!({ "plays": plays }));
        return Ok(());
    }
    outln!("{} legal play(s):", plays.len());
    let width = plays.iter().map(|p| p.play.len()).max().unwrap_or(0);
    for play in &plays {
        outln!("  {:<width$}  {}", play.play, play.effect);
    }
    Ok(())
}

/// An orange play for scripts: its notation and its effect in words.
fn orange_play_json(play: &papillon_core::referee::OrangePlay) -> serde_json::Value {
    serde_json::json!({ "play": play.play, "effect": play.effect.to_string() })
}
