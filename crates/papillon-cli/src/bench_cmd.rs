//! `papillon bench`: the engine's speed under random play on one core, and the
//! referee's worst blue positions (`--ai`: the AI levels' move times, in `ai_cmd`).

use std::time::Instant;

use clap::Args;
use papillon_core::dice;
use papillon_core::referee::BluePosition;
use papillon_core::simulate::random_blue_playouts;

use crate::family_cmd::{self, GameName};
use crate::{Failure, ai_cmd, format, parse_options, print_json};

#[derive(Args)]
pub struct BenchArgs {
    /// Rounds per measurement (games, for the other games of the family).
    #[arg(long, default_value_t = 50_000)]
    rounds: u64,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Time the AI levels' moves instead (on one core).
    #[arg(long)]
    ai: bool,
    /// Moves timed per level and game with --ai.
    #[arg(long, default_value_t = 200)]
    moves: usize,
    #[arg(long)]
    json: bool,
}

pub fn bench(game: GameName, args: BenchArgs) -> Result<(), Failure> {
    if game != GameName::Papillon {
        return family_cmd::bench(game, args.rounds, args.seed, args.ai, args.moves, args.json);
    }
    if args.ai {
        return ai_cmd::bench_ai(args.seed, args.moves, args.json);
    }
    let mut results = Vec::new();
    for players in [2usize, 4] {
        let mut rng = dice::seeded_rng(args.seed);
        let started = Instant::now();
        let (rounds, actions) = random_blue_playouts(players, args.rounds, &mut rng)
            .map_err(|e| Failure::new(e.to_string(), args.json))?;
        let seconds = started.elapsed().as_secs_f64().max(1e-9);
        results.push(serde_json::json!({
            "benchmark": format!("blue random play, {players} players"),
            "rounds": rounds,
            "actions": actions,
            "seconds": seconds,
            "rounds_per_second": rounds as f64 / seconds,
            "actions_per_second": actions as f64 / seconds,
        }));
    }
    for players in [2usize, 4] {
        let mut rng = dice::seeded_rng(args.seed);
        let started = Instant::now();
        let (rounds, actions) =
            papillon_core::simulate::random_orange_playouts(players, args.rounds, &mut rng)
                .map_err(|e| Failure::new(e.to_string(), args.json))?;
        let seconds = started.elapsed().as_secs_f64().max(1e-9);
        results.push(serde_json::json!({
            "benchmark": format!("orange random play, {players} players"),
            "rounds": rounds,
            "actions": actions,
            "seconds": seconds,
            "rounds_per_second": rounds as f64 / seconds,
            "actions_per_second": actions as f64 / seconds,
        }));
    }
    {
        let mut rng = dice::seeded_rng(args.seed);
        let started = Instant::now();
        let (games, actions) =
            papillon_core::simulate::random_game_playouts(4, args.rounds, &mut rng)
                .map_err(|e| Failure::new(e.to_string(), args.json))?;
        let seconds = started.elapsed().as_secs_f64().max(1e-9);
        results.push(serde_json::json!({
            "benchmark": "complete games (blue + orange) random play, 4 players",
            "rounds": games,
            "actions": actions,
            "seconds": seconds,
            "rounds_per_second": games as f64 / seconds,
            "actions_per_second": actions as f64 / seconds,
        }));
    }
    results.extend(referee_benchmarks(args.json)?);
    if args.json {
        print_json(&results);
    } else {
        for r in &results {
            if let Some(plays) = r["plays"].as_u64() {
                outln!(
                    "{}: {} plays, summary in {:.4} s, count in {:.4} s, check one play in {:.6} s",
                    r["benchmark"].as_str().unwrap_or_default(),
                    format::count(plays),
                    r["summary_seconds"].as_f64().unwrap_or_default(),
                    r["count_seconds"].as_f64().unwrap_or_default(),
                    r["check_seconds"].as_f64().unwrap_or_default()
                );
                continue;
            }
            outln!(
                "{}: {} rounds, {} actions in {:.2} s: {:.0} rounds/s, {:.0} actions/s",
                r["benchmark"].as_str().unwrap_or_default(),
                r["rounds"],
                r["actions"],
                r["seconds"].as_f64().unwrap_or_default(),
                r["rounds_per_second"].as_f64().unwrap_or_default(),
                r["actions_per_second"].as_f64().unwrap_or_default()
            );
        }
    }
    Ok(())
}

/// The worst blue positions we know for the referee (the audit's: the Couteau Suisse,
/// thirty small cards and the Chat Noir in hand; full plates; numbers up to 99): each
/// must answer the grouped summary, the count and a `--play` check in well under a
/// second. Returns one result per position, timings included.
fn referee_benchmarks(json: bool) -> Result<Vec<serde_json::Value>, Failure> {
    let families: Vec<String> = ["F", "E", "D", "S"]
        .iter()
        .flat_map(|f| (0..12).map(move |r| format!("{f}{r}")))
        .collect();
    let trumps = [
        "couteau-suisse",
        "chat-noir",
        "chenille",
        "chrysalide",
        "papillon",
        "plus",
        "moins",
        "multiplier-diviser",
        "yin",
        "yang",
    ];
    let every: Vec<String> = families
        .iter()
        .cloned()
        .chain(trumps.iter().map(|t| t.to_string()))
        .collect();
    let all_but = |hand: &[&str]| -> String {
        every
            .iter()
            .filter(|c| !hand.contains(&c.as_str()))
            .cloned()
            .collect::<Vec<_>>()
            .join(",")
    };
    let small = "couteau-suisse,F0,E0,D0,S0,F1,E1,D1,S1,F2,E2,D2,S2,F3,E3,D3,S3,F4,E4,D4,S4,\
                 F5,E5,D5,S5,F6,E6,D6,S6,F7,E7";
    let five_hand = [
        "F11",
        "E11",
        "D11",
        "S11",
        "couteau-suisse",
        "chat-noir",
        "yin",
        "yang",
        "chenille",
        "chrysalide",
        "papillon",
    ];
    let big_numbers = r#"{"trump_numbers":{"chat_noir":99,"yin":98,"yang":97,"chenille":96,"chrysalide":95,"papillon":94}}"#;
    let discard_rule = r#"{"discard":"only_when_no_capture"}"#;
    // every scoring card on the plate (the small trumps numbered so they can be taken),
    // a 24-card hand of high cards and a Chat Noir worth 99: the most distinct outcomes
    let scoring_plate = "F0,E0,D0,S0,F1,E1,D1,S1,F2,E2,D2,S2,F3,E3,D3,S3,F4,E4,D4,S4,F5,E5,\
                         S7,couteau-suisse,plus,moins,multiplier-diviser,chenille,chrysalide,\
                         papillon,yin,yang";
    let high_hand = "chat-noir,F11,E11,D11,S11,F10,E10,D10,S10,F9,E9,D9,S9,F8,E8,D8,S8,F7,E7,\
                     D7,F6,E6,D6,S6";
    let small_trumps = r#"{"trump_numbers":{"chat_noir":99,"yin":1,"yang":2,"chenille":0,"chrysalide":1,"papillon":2}}"#;
    let cases: Vec<(&str, String, String, Option<&str>, &str)> = vec![
        (
            "Couteau Suisse and 30 small cards, Chat Noir, Plus, F11, Yang in hand",
            small.into(),
            "chat-noir,plus,F11,yang".into(),
            None,
            "chat-noir:F0,F1,F2,F3,F4,F5,F6,E0,E1",
        ),
        (
            "57-card plate, Couteau Suisse in hand",
            all_but(&["couteau-suisse"]),
            "couteau-suisse".into(),
            None,
            "couteau-suisse:F1,E2,plus",
        ),
        (
            "57-card plate, Chat Noir in hand",
            all_but(&["chat-noir"]),
            "chat-noir".into(),
            None,
            "chat-noir:F11,E11",
        ),
        (
            "57-card plate, Chat Noir 99 (all trumps numbered)",
            all_but(&["chat-noir"]),
            "chat-noir".into(),
            Some(big_numbers),
            "chat-noir",
        ),
        (
            "47-card plate, 11-card hand of 11s and trumps",
            all_but(&five_hand),
            five_hand.join(","),
            None,
            "couteau-suisse:F1,E2",
        ),
        (
            "47-card plate, 11-card hand, discard only when no capture",
            all_but(&five_hand),
            five_hand.join(","),
            Some(discard_rule),
            "chenille",
        ),
        (
            "every scoring card on the plate, 24-card hand, Chat Noir 99",
            scoring_plate.into(),
            high_hand.into(),
            Some(small_trumps),
            "F11",
        ),
    ];
    let mut results = Vec::new();
    for (name, plate, hand, options, play) in cases {
        let options = parse_options(options, json)?;
        let position = BluePosition::parse(&plate, &hand, options)
            .map_err(|e| Failure::new(format!("{name}: {e}"), json))?;
        let started = Instant::now();
        let summary = position.summary();
        let summary_seconds = started.elapsed().as_secs_f64();
        let started = Instant::now();
        let count = position.play_count();
        let count_seconds = started.elapsed().as_secs_f64();
        let started = Instant::now();
        let legal = position.check(play).is_ok();
        let check_seconds = started.elapsed().as_secs_f64();
        results.push(serde_json::json!({
            "benchmark": format!("referee blue: {name}"),
            "plays": summary.total,
            "groups": summary.groups.len(),
            "counted": count,
            "checked_play": play,
            "checked_legal": legal,
            "summary_seconds": summary_seconds,
            "count_seconds": count_seconds,
            "check_seconds": check_seconds,
        }));
    }
    Ok(results)
}
