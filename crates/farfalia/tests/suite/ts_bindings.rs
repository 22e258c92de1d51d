//! The TypeScript bindings the app's commands use: every number is a `number` (no
//! `bigint`, which JSON cannot carry).
#![cfg(feature = "ts")]

use ts_rs::TS;

#[test]
fn no_bigint_crosses_to_the_app() {
    let cfg = ts_rs::Config::default();
    let decls = [
        farfalia::FarfaliaSheet::decl(&cfg),
        farfalia::DealInput::decl(&cfg),
        farfalia::SideInput::decl(&cfg),
        farfalia::SubjectCounts::decl(&cfg),
        farfalia::Options::decl(&cfg),
        farfalia::options::HousePoints::decl(&cfg),
        farfalia::Settings::decl(&cfg),
        farfalia::FarfaliaReport::decl(&cfg),
        farfalia::DealReport::decl(&cfg),
        farfalia::SideReport::decl(&cfg),
        farfalia::PlayerDeal::decl(&cfg),
        farfalia::TeamTotal::decl(&cfg),
        farfalia::NextDeal::decl(&cfg),
        farfalia::Seating::decl(&cfg),
        farfalia::DealerReason::decl(&cfg),
        farfalia::Problem::decl(&cfg),
        farfalia::Culprit::decl(&cfg),
        farfalia::NoteInfo::decl(&cfg),
        farfalia::OptionSchema::decl(&cfg),
        farfalia::Card::decl(&cfg),
        farfalia::play::PlaySetup::decl(&cfg),
        farfalia::play::PlayOptions::decl(&cfg),
        farfalia::play::Length::decl(&cfg),
        farfalia::play::SetupError::decl(&cfg),
        farfalia::play::View::decl(&cfg),
        farfalia::play::Phase::decl(&cfg),
        farfalia::play::Played::decl(&cfg),
        farfalia::play::TrickRecord::decl(&cfg),
        farfalia::play::DealRecord::decl(&cfg),
        farfalia::play::SideRecord::decl(&cfg),
        farfalia::play::Illegal::decl(&cfg),
        farfalia::play::ActionParseError::decl(&cfg),
    ];
    for decl in decls {
        assert!(!decl.contains("bigint"), "{decl}");
    }
}
