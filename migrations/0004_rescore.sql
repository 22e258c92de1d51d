-- Papillon schema version 4: the engine's scoring changed (every member of a team is
-- now credited the team's whole score; impossible orange tour counts are refused), so
-- the cached results are dropped here and the store recomputes every game's result
-- with the engine when it opens the database (Store::backfill_results). The sheets
-- themselves (the revisions) are untouched.

DELETE FROM result_players;
DELETE FROM game_results;
