-- Papillon schema version 8: the result rows of the family's other games kept at a real
-- table (the 18th-century Papillon, Farfalia, PROUT), one per seat of the game's current
-- sheet, in the shape every game shares: the seat's side, its total in the game's own
-- unit (points, counters), its place (1 for the best, ties share) and whether it won.
-- Like game_results, they are a cache of the engine's score of the current revision,
-- rewritten whenever a revision lands. The modern Papillon keeps its own rows
-- (result_players, with the blue and orange rounds); nothing of it changes here.

CREATE TABLE standings (
    game_id   INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL CHECK (seat >= 0),
    player_id INTEGER NOT NULL REFERENCES players(id),
    side      INTEGER NOT NULL CHECK (side >= 0),
    total     INTEGER NOT NULL,
    place     INTEGER NOT NULL CHECK (place >= 1),
    won       INTEGER NOT NULL CHECK (won IN (0, 1)),
    PRIMARY KEY (game_id, seat)
);

CREATE INDEX standings_player ON standings(player_id);
