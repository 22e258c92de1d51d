//! The TypeScript types of everything the app's commands exchange, generated from the
//! Rust types (ts-rs) into `ui/src/bindings.ts`, which is committed. This test fails
//! when the committed file differs from what the Rust types give — run it with
//! `PAPILLON_WRITE_BINDINGS=1` to rewrite the file after changing a type.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use std::collections::BTreeSet;
use std::path::Path;

use ts_rs::{Config, TS};

/// (name, declaration, names it depends on) of one type.
type Entry = (String, String, Vec<String>);

macro_rules! entries {
    ($cfg:expr; $($ty:ty),+ $(,)?) => {{
        let mut found = Found { cfg: $cfg, clashes: Vec::new(), entries: vec![$((
            <$ty as TS>::ident($cfg),
            <$ty as TS>::decl($cfg),
            <$ty as TS>::dependencies($cfg).into_iter().map(|d| d.ts_name).collect::<Vec<_>>(),
        )),+] };
        // then every type they use that is not listed, and what those use in turn (the
        // family's games bring many types of their own)
        let listed = found.entries.len();
        $(<$ty as TS>::visit_dependencies(&mut found);)+
        assert!(found.clashes.is_empty(), "TypeScript names given to two types: {:?}", found.clashes);
        // the order of discovery may change from one build of the macros to the next:
        // the types found are written in the order of their names
        found.entries[listed..].sort_by(|a, b| a.0.cmp(&b.0));
        found.entries
    }};
}

/// Collects the declarations of the types visited, each once, after the listed ones.
struct Found<'a> {
    cfg: &'a Config,
    entries: Vec<Entry>,
    /// TypeScript names given to two different types.
    clashes: Vec<String>,
}

impl ts_rs::TypeVisitor for Found<'_> {
    fn visit<T: TS + 'static + ?Sized>(&mut self) {
        if T::output_path().is_none() {
            return;
        }
        let name = T::ident(self.cfg);
        let decl = T::decl(self.cfg);
        if let Some((_, known, _)) = self.entries.iter().find(|(n, _, _)| *n == name) {
            // two Rust types may not share a TypeScript name (the second would silently
            // stand for the first)
            if *known != decl {
                self.clashes.push(name);
            }
            return;
        }
        self.entries.push((
            name,
            decl,
            T::dependencies(self.cfg)
                .into_iter()
                .map(|d| d.ts_name)
                .collect(),
        ));
        T::visit_dependencies(self);
    }
}

fn entries(cfg: &Config) -> Vec<Entry> {
    use papillon_app::commands::*;
    use papillon_app::error::*;
    use papillon_app::messages::Lang;
    use papillon_app::view::*;
    use papillon_core::Tie;
    use papillon_core::dice::*;
    use papillon_core::entry::SheetEdit;
    use papillon_core::options::*;
    use papillon_core::scoring::*;
    use papillon_core::sheet::*;
    use papillon_store::*;
    entries![cfg;
        // the app's own
        Lang, Theme, Settings, Screen, GameTab, Location, Startup, Catalog, FixedPoints, CardInfo, FamilyInfo, NumberedTrump,
        TeamChoice, TeamProposal, RollOutcome, GameView, BlueTally, TourTally, Prompts, CouteauPrompt,
        PapillonPrompt, CommandError, ErrorCode, PlaySpeed,
        // games against the computer
        papillon_app::play::commands::PracticeSeat, papillon_app::play::commands::PracticeTeams,
        papillon_app::play::commands::PracticeDeal, papillon_app::play::commands::PracticeRequest,
        papillon_app::play::games::any::PlayView, papillon_app::play::games::any::PlayBoard,
        papillon_app::play::games::any::PlayHint, papillon_app::play::games::any::PlayReview,
        papillon_app::play::games::any::PlayList, papillon_app::play::games::any::PracticeEnd,
        papillon_app::play::games::any::PracticeStats, papillon_app::play::games::any::LevelRecord,
        papillon_app::play::view::SeatView, papillon_app::play::view::RoundName,
        papillon_app::play::view::MoveView, papillon_app::play::view::Play,
        papillon_app::play::view::BlueHandCard, papillon_app::play::view::MoveOption,
        papillon_app::play::view::Blocked, papillon_app::play::view::BluePlayerView,
        papillon_app::play::view::BlueTable, papillon_app::play::view::OrangeCard,
        papillon_app::play::view::OrangeHandCard, papillon_app::play::view::OrangeOption,
        papillon_app::play::view::PlateView, papillon_app::play::view::SuiteView,
        papillon_app::play::view::OrangePlayerView, papillon_app::play::view::OrangePhase,
        papillon_app::play::view::OrangeTable, papillon_app::play::view::TableView,
        papillon_app::play::view::PracticeView, papillon_app::play::view::HintView,
        papillon_app::play::view::HintReason, papillon_app::play::view::BlueChoice,
        papillon_app::play::view::ReviewView,
        papillon_core::practice::SeatPlayer, papillon_core::ai::Level,
        papillon_core::game::GameKind, papillon_core::blue::Direction, papillon_core::Back,
        PracticeSummary,
        papillon_app::play::classic::ClassicPlayRequest, papillon_app::play::classic::ClassicChoice,
        papillon_app::play::classic::ClassicPlayView, papillon_app::play::advice::Advice,
        papillon_app::play::advice::ReviewedMove, papillon_app::play::classic::ClassicPlaySummary,
        papillon_app::commands::share::ShareView, papillon_app::commands::share::QrView,
        papillon_app::commands::share::ShareTarget, papillon_app::commands::share::ProposedEntry,
        papillon_app::commands::share::PendingProposal,
        classic_papillon::View, classic_papillon::practice::LoggedMove,
        classic_papillon::practice::LoggedEvent, classic_papillon::ClassicPracticeReport,
        classic_papillon::Carry,
        papillon_app::play::farfalia::FarfaliaPlayRequest, papillon_app::play::farfalia::FarfaliaPlayView,
        papillon_app::play::farfalia::FarfaliaPlaySummary, farfalia::play::FarfaliaLogged,
        farfalia::play::View, farfalia::play::PlayOptions,
        // the family's other games kept at a real table
        papillon_app::commands::family::FamilySheet, papillon_app::commands::family::FamilyReport,
        papillon_app::commands::family::FamilyProblems, papillon_app::commands::family::FamilyGameView,
        // the referee
        papillon_app::referee::RuleSection, papillon_app::referee::BlueRequest,
        papillon_app::referee::CardEntry, papillon_app::referee::SuiteEntry,
        papillon_app::referee::OrangeRequest, papillon_app::referee::BlueAnswer,
        papillon_app::referee::BlueVerdict, papillon_app::referee::OrangePlayView,
        papillon_app::referee::OrangeAnswer, papillon_app::referee::OrangeProposal,
        papillon_app::referee::OrangeVerdict, papillon_app::referee::KeptPosition,
        papillon_app::referee::BlueProposalRequest,
        papillon_app::referee::ClassicRefereeRequest, papillon_app::referee::ClassicRefereeAnswer,
        papillon_core::referee::PlaySummary, papillon_core::referee::PlayGroup,
        papillon_core::referee::Outcome, papillon_core::referee::RefereePlay,
        papillon_core::referee::PlayKind, papillon_core::referee::ProposalWay,
        papillon_core::referee::OrangePlay, papillon_core::referee::OrangeEffect,
        papillon_core::orange::Slot, papillon_core::orange::Sign,
        // the engine's
        RuleOptions, TrumpNumbers, ThreePlayers, Discard, YinYang, Consolation,
        ConsolationPayment, PartnerTourPoints, ChatNoirAnswer, CouteauSuisseRoll,
        TiedWinners, OptionSchema, CardPoints, OrangeValue, SheetInput, BlueInput,
        BluePlayerInput, ChatNoirCapture, OrangeEnd, OrangeInput, ScoreReport, SideScore,
        PlayerScore, Credited, ConsolationTransfer, ScoreItem, ItemKind, SheetEdit,
        Die, Throw, RollPurpose, RollRecord<String>, Contest<String>, Best, Round, Tie,
        // the store's
        GameId, PlayerId, SessionId, GameStatus, GameType, Player, Seat, SideLine, GameSummary,
        GameDetail, DiceEntry, Session, GameFilter, HeadToHead, BestGame, PlayerStats,
        Standing, SessionStandings, ImportSummary, NewGame, Ladder, RatedPlayer, RatedGame,
        RatingChange, Rating, EveningStory, StoryGame, Swing, ChatNoirs, EveningLine, Records,
        ScoreRecord, Streak, PartnerRecord, Comeback, PairRecord, PairGame, PairRating,
    ]
}

fn generate() -> String {
    // ids and counts are far below 2^53: plain numbers, not bigint
    let cfg = Config::new().with_large_int("number");
    let entries = entries(&cfg);
    let names: BTreeSet<&str> = entries.iter().map(|(n, _, _)| n.as_str()).collect();
    for (name, _, deps) in &entries {
        for dep in deps {
            assert!(
                names.contains(dep.as_str()),
                "{name} uses {dep}, which is not in the list of bindings"
            );
        }
    }
    let mut out = String::from(
        "// Generated from the Rust types by src-tauri/tests/bindings.rs (ts-rs): do not edit.\n\
         // After changing a type: PAPILLON_WRITE_BINDINGS=1 cargo test -p papillon-app --test bindings\n\
         /* eslint-disable */\n\n",
    );
    for (_, decl, _) in &entries {
        out.push_str("export ");
        out.push_str(decl.trim());
        out.push_str("\n\n");
    }
    out
}

#[test]
fn the_committed_bindings_are_up_to_date() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../ui/src/bindings.ts");
    let fresh = generate();
    if std::env::var_os("PAPILLON_WRITE_BINDINGS").is_some() {
        std::fs::write(&path, &fresh).expect("write the bindings");
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == fresh,
        "ui/src/bindings.ts is stale: run PAPILLON_WRITE_BINDINGS=1 cargo test -p papillon-app --test bindings"
    );
}
