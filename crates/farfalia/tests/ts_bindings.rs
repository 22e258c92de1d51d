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
    ];
    for decl in decls {
        assert!(!decl.contains("bigint"), "{decl}");
    }
}
