-- Papillon schema version 9: games of the 18th-century Papillon against the computer
-- live in practice_games and practice_moves with game_type 'classic' (their setup is
-- that game's, their report its counters). Each game's lists read only their own type,
-- so this index serves them. The version itself matters too: a build older than this
-- one read every row of practice_games as the modern game's and would take a classic
-- row for damage; it now refuses the database as too new instead.

CREATE INDEX practice_games_type ON practice_games(game_type, status, updated_at);
