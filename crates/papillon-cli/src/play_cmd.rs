//! `papillon play`: a person plays one seat against the computer in the terminal.
//!
//! Text mode shows the seat's view, the legal plays numbered, and reads a number, a
//! play in notation, `hint` or `quit`. `--json` is for scripts: at each of the
//! person's turns one JSON object (the view, the legal plays, the last moves) is
//! written on one line, and one action is read from one line (a number from 1, or the
//! notation); a refused action gets `{"refused": reason}` and is read again. At the
//! end the score from the one scorer, itemised as `papillon score` prints it (in JSON:
//! `{"score": report}`).

use papillon_core::teams::{MAX_PLAYERS, MIN_PLAYERS};
use std::io::{BufRead, Write};

use clap::Args;
use papillon_core::ai::{AiKind, Heuristics, Level, Reason, hint};
use papillon_core::blue::BlueAction;
use papillon_core::card::Back;
use papillon_core::dice::seeded_rng;
use papillon_core::game::{
    BlueGame, BlueInfo, FullAction, FullGame, FullInfo, InfoState, OrangeGame, OrangeInfo,
    PapillonGame, Table,
};
use papillon_core::orange::{ActionText, OrangeAction};
use serde_json::{Value, json};

use crate::ai_cmd::RoundChoice;
use crate::{Failure, format};

#[derive(Args)]
pub struct PlayArgs {
    /// The modern Papillon's round: blue, orange or game (blue then orange; the
    /// default). The 18th-century Papillon (--game classic) has no rounds.
    #[arg(long, value_enum)]
    pub(crate) round: Option<RoundChoice>,
    /// Seats at the table (default 4; with --game classic, 3 or 4, with --game
    /// farfalia, 4 or 5, or as many as --names).
    #[arg(long)]
    pub(crate) players: Option<usize>,
    /// Your seat, from 1. With --game farfalia, a comma list seats several people at
    /// one terminal (each is shown their own hand at their turn; the others are
    /// computers).
    #[arg(long, value_delimiter = ',', default_value = "1")]
    pub(crate) seat: Vec<usize>,
    /// The computer's level: easy, medium, hard, expert (the modern game also plays
    /// random). With --game classic or farfalia, a comma list gives each computer seat
    /// its own, in seat order.
    #[arg(long, default_value = "hard")]
    pub(crate) ai: String,
    /// With --game classic or farfalia: the players' names in playing order, comma
    /// separated (default P1, P2, …).
    #[arg(long, value_delimiter = ',')]
    pub(crate) names: Vec<String>,
    /// With --game classic: the house rules as JSON (starting counters, stake, who
    /// takes the pot, …; docs/rules.md, part II). With --game farfalia: the points for
    /// 3, 2 and 1 matching cards, the variants and the length, e.g. '{"house_points":
    /// {"three": 5, "two": 2, "one": 1}, "double_you": true, "burnin": true, "length":
    /// {"kind": "deals", "deals": 8}}' (README, the `papillon` command).
    #[arg(long)]
    pub(crate) options: Option<String>,
    /// Seed of the deal and of the computer's choices (default: a fresh one, printed).
    #[arg(long)]
    pub(crate) seed: Option<u64>,
    /// With --game farfalia: every seat a computer (--ai), the game printed as it is
    /// played; nothing is read.
    #[arg(long)]
    pub(crate) watch: bool,
    /// With --game classic or farfalia: pick up a saved game where it was left, by its
    /// number (`papillon games list` gives them), or the latest in progress when no
    /// number is given. Games one person plays are saved as they are played, in the
    /// same store as the app's.
    #[arg(long, value_name = "ID", num_args = 0..=1, default_missing_value = "latest")]
    pub(crate) resume: Option<String>,
    /// With --game classic or farfalia: do not save the game.
    #[arg(long)]
    pub(crate) no_save: bool,
    #[arg(long)]
    pub(crate) json: bool,
}

impl PlayArgs {
    /// The one person's seat, from 0 (several people share a terminal only in
    /// Farfalia).
    pub(crate) fn one_seat(&self, players: usize) -> Result<usize, Failure> {
        if self.watch {
            return Err(Failure::new(
                "--watch: only Farfalia's computers play a whole game on their own here (--game farfalia)",
                self.json,
            ));
        }
        match self.seat[..] {
            [seat] if (1..=players).contains(&seat) => Ok(seat - 1),
            [_] | [] => Err(Failure::new(
                format!("--seat: choose a seat from 1 to {players}"),
                self.json,
            )),
            _ => Err(Failure::new(
                "--seat: one seat here; several people at one terminal play Farfalia only (--game farfalia)",
                self.json,
            )),
        }
    }
}

/// What the play loop needs of a game beyond the AI's needs: showing a view and
/// reading a play.
trait Playable: Heuristics + PapillonGame {
    fn view_json(info: &Self::Info) -> Value;
    fn view_text(info: &Self::Info) -> String;
    /// A play in notation, as the engine would take it (legality is checked after).
    fn parse(info: &Self::Info, text: &str) -> Result<Self::Action, String>;
}

fn cards(set: papillon_core::FaceSet) -> Vec<String> {
    set.iter().map(|f| f.notation()).collect()
}

impl Playable for BlueGame {
    fn view_json(info: &BlueInfo) -> Value {
        serde_json::to_value(&info.view).unwrap_or(Value::Null)
    }
    fn view_text(info: &BlueInfo) -> String {
        let v = &info.view;
        let mut out = String::new();
        out.push_str(&format!(
            "Blue round, deal {} ({} to come), {:?}\n",
            v.deals_done, v.deals_left, v.direction
        ));
        out.push_str(&format!("Plate: {}\n", cards(v.plate).join(" ")));
        out.push_str(&format!("Your hand: {}\n", cards(v.hand).join(" ")));
        for p in 0..v.players() {
            out.push_str(&format!(
                "  P{}{}: {} cards in hand, pile {} cards: {}\n",
                p + 1,
                if p == v.seat { " (you)" } else { "" },
                v.hand_sizes[p],
                v.piles[p].len(),
                cards(v.piles[p]).join(" ")
            ));
        }
        out
    }
    fn parse(_info: &BlueInfo, text: &str) -> Result<BlueAction, String> {
        text.parse::<BlueAction>().map_err(|e| e.to_string())
    }
}

fn orange_json(info: &OrangeInfo) -> Value {
    let v = info.view();
    json!({
        "seat": v.seat,
        "hand": v.hand.cards().map(|c| c.to_string()).collect::<Vec<_>>(),
        "layout": v.layout,
        "plate_cards": v.plate_cards.iter().map(|c| c.to_string()).collect::<Vec<_>>(),
        "table": v.table.cards().map(|c| c.to_string()).collect::<Vec<_>>(),
        "hand_backs": v.hand_backs,
        "pile": v.pile_len,
        "pile_orange": v.pile_orange,
        "stock": v.stock_len,
        "current": v.current,
        "direction": v.direction,
        "phase": v.phase,
        "tour_winners": v.tour_winners,
        "last_tour": v.last_tour,
        "blue": info.blue.map(|b| b.piles.iter().take(v.players()).map(|p| p.len()).collect::<Vec<_>>()),
    })
}

fn orange_text(info: &OrangeInfo) -> String {
    let v = info.view();
    let mut out = String::new();
    out.push_str(&format!(
        "Orange round, tour {}, {:?}, phase {:?}\n",
        v.tour_winners.len() + 1,
        v.direction,
        v.phase
    ));
    out.push_str(&format!(
        "Plate cards: {}\n",
        v.plate_cards
            .iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    ));
    for (i, s) in v.layout.suites.iter().enumerate() {
        out.push_str(&format!(
            "  suite{}: top {}, sign {}\n",
            i + 1,
            s.top.map_or("-".into(), |t| t.to_string()),
            s.sign.map_or("-".into(), |s| format!("{s:?}"))
        ));
    }
    out.push_str(&format!(
        "Draw pile: {} cards ({} orange on top); stock {}\n",
        v.pile_len, v.pile_orange, v.stock_len
    ));
    out.push_str(&format!(
        "Your hand: {}\n",
        v.hand
            .cards()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    ));
    for (p, (o, b)) in v.hand_backs.iter().enumerate() {
        out.push_str(&format!(
            "  P{}{}: {} cards ({o} orange, {b} blue)\n",
            p + 1,
            if p == v.seat { " (you)" } else { "" },
            o + b
        ));
    }
    out
}

fn orange_parse(info: &OrangeInfo, text: &str) -> Result<OrangeAction, String> {
    let hand = info.view().hand;
    ActionText::parse(text)
        .map(|t| {
            t.resolve(|face| {
                if hand.orange.contains(face) {
                    Back::Orange
                } else {
                    Back::Blue
                }
            })
        })
        .map_err(|e| e.to_string())
}

impl Playable for OrangeGame {
    fn view_json(info: &OrangeInfo) -> Value {
        orange_json(info)
    }
    fn view_text(info: &OrangeInfo) -> String {
        orange_text(info)
    }
    fn parse(info: &OrangeInfo, text: &str) -> Result<OrangeAction, String> {
        orange_parse(info, text)
    }
}

impl Playable for FullGame {
    fn view_json(info: &FullInfo) -> Value {
        match info {
            FullInfo::Blue(i) => json!({"round": "blue", "view": BlueGame::view_json(i)}),
            FullInfo::Orange(i) => json!({"round": "orange", "view": orange_json(i)}),
        }
    }
    fn view_text(info: &FullInfo) -> String {
        match info {
            FullInfo::Blue(i) => BlueGame::view_text(i),
            FullInfo::Orange(i) => orange_text(i),
        }
    }
    fn parse(info: &FullInfo, text: &str) -> Result<FullAction, String> {
        match info {
            FullInfo::Blue(i) => BlueGame::parse(i, text).map(FullAction::Blue),
            FullInfo::Orange(i) => orange_parse(i, text).map(FullAction::Orange),
        }
    }
}

pub fn play(args: PlayArgs) -> Result<(), Failure> {
    let json = args.json;
    if !args.names.is_empty() || args.options.is_some() {
        return Err(Failure::new(
            "--names and --options are the 18th-century Papillon's and Farfalia's (--game classic, --game farfalia); the modern game's seats are P1, P2, …",
            json,
        ));
    }
    let players = args.players.unwrap_or(4);
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
        return Err(Failure::new(
            format!(
                "--players: a round needs {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}"
            ),
            json,
        ));
    }
    let seat = args.one_seat(players)?;
    let ai = args
        .ai
        .parse::<AiKind>()
        .map_err(|e| Failure::new(e.to_string(), json))?;
    if matches!(
        ai,
        AiKind::Cheat | AiKind::Peek | AiKind::FlatMc | AiKind::FlatMcWith { .. }
    ) {
        return Err(Failure::new(
            "--ai: flat-mc, cheat and peek are for the arena; choose easy, medium, hard or expert",
            json,
        ));
    }
    let level = args.ai.parse::<Level>().unwrap_or(match ai {
        AiKind::Greedy => Level::Medium,
        _ => Level::Hard,
    });
    let seed = crate::seed_or_fresh(args.seed);
    let session = Session {
        seat,
        ai,
        level,
        seed,
        json,
    };
    match args.round.unwrap_or(RoundChoice::Game) {
        RoundChoice::Blue => session.run::<BlueGame>(players),
        RoundChoice::Orange => session.run::<OrangeGame>(players),
        RoundChoice::Game => session.run::<FullGame>(players),
    }
}

struct Session {
    seat: usize,
    ai: AiKind,
    level: Level,
    seed: u64,
    json: bool,
}

impl Session {
    fn run<G: Playable>(&self, players: usize) -> Result<(), Failure> {
        let json = self.json;
        let table = Table::simple(players).map_err(|e| Failure::new(e.to_string(), json))?;
        let mut game =
            G::new_game(table, self.seed).map_err(|e| Failure::new(e.to_string(), json))?;
        let mut rng = seeded_rng(self.seed ^ 0x5eed);
        let mut last: Vec<(usize, String)> = Vec::new();
        let stdin = std::io::stdin();
        let mut lines = stdin.lock().lines();
        let mut legal = Vec::new();
        if !json {
            outln!(
                "Papillon, {players} players, seed {}: you are P{} against {} ({}).",
                self.seed,
                self.seat + 1,
                self.ai,
                self.level.name()
            );
        }
        while let Some(current) = game.current_player() {
            if current != self.seat {
                let action = self
                    .ai
                    .choose(&game, &mut rng)
                    .ok_or_else(|| Failure::new("the computer found no move", json))?;
                game.try_apply(&action).map_err(|e| {
                    Failure::new(format!("the computer's move was refused: {e}"), json)
                })?;
                if !json {
                    outln!("P{} plays {action}", current + 1);
                }
                remember(&mut last, current, action.to_string(), players);
                continue;
            }
            let info = game.info(self.seat);
            info.legal_actions(&mut legal);
            let shown: Vec<String> = legal.iter().map(|a| a.to_string()).collect();
            if json {
                emit(&json!({
                    "turn": self.seat,
                    "view": G::view_json(&info),
                    "legal": shown,
                    "last_moves": last.iter().map(|(s, a)| json!({"seat": s, "action": a})).collect::<Vec<_>>(),
                }));
            } else {
                outln!();
                out!("{}", G::view_text(&info));
                outln!(
                    "Last moves: {}",
                    last.iter()
                        .map(|(s, a)| format!("P{} {a}", s + 1))
                        .collect::<Vec<_>>()
                        .join(", ")
                );
                for (i, a) in shown.iter().enumerate() {
                    outln!("  {:>3}. {a}", i + 1);
                }
                out!("Your play (number, notation, hint, quit): ");
                let _ = std::io::stdout().flush();
            }
            let Some(line) = lines.next() else {
                return Err(Failure::new("the input ended before the game", json));
            };
            let line = line.map_err(|e| Failure::new(format!("cannot read: {e}"), json))?;
            let text = line.trim().trim_matches('"');
            if text.eq_ignore_ascii_case("quit") {
                return Ok(());
            }
            if text.eq_ignore_ascii_case("hint") {
                match hint::<G>(self.level, &info, self.seed ^ 0x4147) {
                    Some(h) if json => emit(&json!({"hint": h})),
                    Some(h) => outln!("Hint: {} ({})", h.action, reason_text(&h.reason, "points")),
                    None => {}
                }
                continue;
            }
            let chosen = match text.parse::<usize>() {
                Ok(k) if (1..=legal.len()).contains(&k) => Ok(legal[k - 1]),
                Ok(k) => Err(format!(
                    "choose a number from 1 to {}, not {k}",
                    legal.len()
                )),
                Err(_) => match shown.iter().position(|s| s.eq_ignore_ascii_case(text)) {
                    Some(i) => Ok(legal[i]),
                    None => G::parse(&info, text),
                },
            };
            let result = chosen.and_then(|action| {
                game.try_apply(&action)
                    .map(|_| action)
                    .map_err(|e| e.to_string())
            });
            match result {
                Ok(action) => remember(&mut last, self.seat, action.to_string(), players),
                Err(reason) if json => emit(&json!({"refused": reason})),
                Err(reason) => outln!("Refused: {reason}"),
            }
        }
        let report = game
            .report()
            .ok_or_else(|| Failure::new("the game could not be scored", json))?;
        if json {
            emit(&json!({"score": report}));
        } else {
            outln!();
            out!("{}", format::report(&report));
        }
        Ok(())
    }
}

/// The reason of a hint as a sentence; `unit` is what the game's margins count
/// ("points", "counters").
pub(crate) fn reason_text(reason: &Reason, unit: &str) -> String {
    match reason {
        Reason::OnlyMove => "the only legal play".into(),
        Reason::Random => "picked at random".into(),
        // rounded first, then + 0.0 turns a negative zero into zero: "worth 0.0", never
        // "worth -0.0" for a score of -0.04
        Reason::OnePly { score, .. } => {
            format!(
                "worth {:.1} {unit} at once",
                (score * 10.0).round() / 10.0 + 0.0
            )
        }
        Reason::Search {
            expected_margin,
            visits,
            iterations,
            next_best_margin,
        } => {
            let next = next_best_margin
                .map(|m| format!("; the next best {m:+.1}"))
                .unwrap_or_default();
            format!(
                "expected {expected_margin:+.1} {unit} over the others, tried {visits} times in {iterations} searches{next}"
            )
        }
    }
}

fn remember(last: &mut Vec<(usize, String)>, seat: usize, action: String, players: usize) {
    last.push((seat, action));
    if last.len() > players {
        last.remove(0);
    }
}

pub(crate) fn emit(value: &Value) {
    outln!("{value}");
    let _ = std::io::stdout().flush();
}
