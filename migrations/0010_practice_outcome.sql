-- Papillon schema version 10: every digital game's games against the computer share one
-- practice stack (issue 36). A game's end, in words no game owns, for the shared lists
-- and statistics: each seat's points and whether it won ({"points": [...], "won": [...]}),
-- written with the game's own report by the game's descriptor. The migration's hook
-- (crates/papillon-store/src/practice/mod.rs, fill_outcomes) writes it for every game
-- already finished; ids, setups, moves and reports are left as they were.

ALTER TABLE practice_games ADD COLUMN outcome TEXT CHECK (outcome IS NULL OR json_valid(outcome));
