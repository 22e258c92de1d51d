-- Papillon schema version 7: the project keeps score for a family of games, so every
-- stored game carries its game type. Everything stored before is a game of the modern
-- Papillon. The store checks the value on reading (an unknown type is a damaged row);
-- no CHECK list here, so that a new game adds its type without rebuilding the table.
-- A game's sheets, moves and results belong to it and carry its type through it.

ALTER TABLE games ADD COLUMN game_type TEXT NOT NULL DEFAULT 'papillon' CHECK (game_type <> '');
ALTER TABLE practice_games ADD COLUMN game_type TEXT NOT NULL DEFAULT 'papillon' CHECK (game_type <> '');
ALTER TABLE referee_positions ADD COLUMN game_type TEXT NOT NULL DEFAULT 'papillon' CHECK (game_type <> '');

CREATE INDEX games_type ON games(game_type, created_at);
