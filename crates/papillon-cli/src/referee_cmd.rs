//! `papillon referee`: the legal plays of a blue plate and hand or of an orange
//! position, or the verdict on one play.

use std::path::PathBuf;

use clap::{Args, Subcommand};
use papillon_core::referee::BluePosition;

use crate::family_cmd::{self, GameName};
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
    /// The 18th-century Papillon (with --game classic): what can this card take from
    /// this table, with the counters each capture earns, or is this capture allowed?
    Capture(RefereeCaptureArgs),
}

#[derive(Args)]
pub struct RefereeCaptureArgs {
    /// The face-up cards, separated by spaces or commas (e.g. "AC AD AH 4D 5D 3C 9H").
    #[arg(long, default_value = "")]
    table: String,
    /// The card played from the hand (e.g. "2S", "10H", "QD").
    #[arg(long)]
    card: String,
    /// Players at the table (3 or 4).
    #[arg(long, default_value_t = 3)]
    players: usize,
    /// The dealer has announced the last deal (no Klein-Papillon then).
    #[arg(long)]
    last_round: bool,
    /// Check this capture: the table cards taken (e.g. "AC,AD").
    #[arg(long)]
    take: Option<String>,
    /// House rules as JSON (the 18th-century Papillon's options).
    #[arg(long)]
    options: Option<String>,
    #[arg(long)]
    json: bool,
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

pub fn referee(game: GameName, command: RefereeCommand) -> Result<(), Failure> {
    match (game, command) {
        (GameName::Papillon, RefereeCommand::Blue(args)) => referee_blue(args),
        (GameName::Papillon, RefereeCommand::Orange(args)) => referee_orange(args),
        (GameName::Classic, RefereeCommand::Capture(args)) => referee_capture(args),
        (GameName::Papillon, RefereeCommand::Capture(args)) => Err(Failure::new(
            "referee capture is the 18th-century Papillon's: add --game classic",
            args.json,
        )),
        (GameName::Classic, _) => Err(Failure::new(
            "the 18th-century Papillon has no blue or orange round: papillon referee --game classic capture --table … --card …",
            false,
        )),
        (game, _) => Err(family_cmd::unavailable(game, "referee", false)),
    }
}

fn referee_capture(args: RefereeCaptureArgs) -> Result<(), Failure> {
    use classic_papillon::card::parse_cards;
    use classic_papillon::referee::{self, Situation, Verdict};
    let json = args.json;
    let bad = |what: &str, e: &dyn std::fmt::Display| Failure::new(format!("{what}: {e}"), json);
    let table = parse_cards(&args.table).map_err(|e| bad("--table", &e))?;
    let card: classic_papillon::Card = args.card.trim().parse().map_err(|e| bad("--card", &e))?;
    let mut situation = Situation::new(args.players, args.last_round);
    if let Some(text) = &args.options {
        situation.options =
            input::parse_json(text, "set of house rules").map_err(|e| bad("--options", &e))?;
    }
    let show = |a: &referee::Allowed| {
        format!(
            "{}  {}  +{} from each ({} in all){}",
            a.action,
            format!("{:?}", a.kind).to_lowercase(),
            a.each,
            a.counters,
            if a.sautenelle {
                "; a Sautenelle: the next player reveals"
            } else {
                ""
            }
        )
    };
    if let Some(take) = &args.take {
        let taken = parse_cards(take).map_err(|e| bad("--take", &e))?;
        let verdict = referee::check(&table, card, &taken, &situation)
            .map_err(|e| Failure::new(e.to_string(), json))?;
        if json {
            print_json(&verdict);
        }
        return match verdict {
            Verdict::Allowed(a) => {
                if !json {
                    outln!("legal: {}", show(&a));
                }
                Ok(())
            }
            Verdict::Refused { reason } => Err(Failure::new(format!("not legal: {reason}"), json)),
        };
    }
    let found = referee::captures(&table, card, &situation)
        .map_err(|e| Failure::new(e.to_string(), json))?;
    if json {
        print_json(&found);
    } else if found.is_empty() {
        outln!("{card} takes nothing from this table");
    } else {
        for a in &found {
            outln!("{}", show(a));
        }
    }
    Ok(())
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
        problems: Vec::new(),
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
