//! The TypeScript bindings the app's commands use: every number is a `number` (no
//! `bigint`, which JSON cannot carry).
#![cfg(feature = "ts")]

use ts_rs::TS;

#[test]
fn no_bigint_crosses_to_the_app() {
    let cfg = ts_rs::Config::default();
    let decls = [
        prout::ProutSheet::decl(&cfg),
        prout::GameInput::decl(&cfg),
        prout::PlayerInput::decl(&cfg),
        prout::PileInput::decl(&cfg),
        prout::CardInput::decl(&cfg),
        prout::Options::decl(&cfg),
        prout::Settings::decl(&cfg),
        prout::ProutReport::decl(&cfg),
        prout::GameReport::decl(&cfg),
        prout::PlayerGame::decl(&cfg),
        prout::PileScore::decl(&cfg),
        prout::CardPoints::decl(&cfg),
        prout::SoloResult::decl(&cfg),
        prout::Problem::decl(&cfg),
        prout::Culprit::decl(&cfg),
        prout::NoteInfo::decl(&cfg),
        prout::OptionSchema::decl(&cfg),
        prout::Card::decl(&cfg),
    ];
    for decl in decls {
        assert!(!decl.contains("bigint"), "{decl}");
    }
}
