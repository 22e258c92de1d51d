-- Papillon schema version 5: games played against the computer (practice). A game is
-- its setup (the engine's PracticeSetup: which game, the table, who sits where, the
-- seed) and its moves; the position is always rebuilt by replaying the moves from the
-- seed, so every move is one small row, written in its own transaction.

CREATE TABLE practice_games (
    id          INTEGER PRIMARY KEY,
    setup       TEXT NOT NULL CHECK (json_valid(setup)),
    status      TEXT NOT NULL CHECK (status IN ('in_progress', 'finished')),
    -- a replay of the same deal (kept apart from the statistics)
    replay_of   INTEGER REFERENCES practice_games(id) ON DELETE SET NULL,
    created_at  TEXT NOT NULL,
    updated_at  TEXT NOT NULL,
    finished_at TEXT,
    -- the engine's score report once the game is over
    report      TEXT CHECK (report IS NULL OR json_valid(report))
);

CREATE TABLE practice_moves (
    game_id   INTEGER NOT NULL REFERENCES practice_games(id) ON DELETE CASCADE,
    number    INTEGER NOT NULL CHECK (number >= 1),
    seat      INTEGER NOT NULL CHECK (seat >= 0),
    -- the move's place in the legal actions of its position, and its notation
    idx       INTEGER NOT NULL CHECK (idx >= 0),
    action    TEXT NOT NULL,
    played_at TEXT NOT NULL,
    PRIMARY KEY (game_id, number)
);

CREATE INDEX practice_games_status ON practice_games(status, updated_at);
