-- Papillon schema version 2: the engine's result of each game's current sheet, kept
-- beside the revisions so statistics need no rescoring. These rows are a cache: the
-- store recomputes them with the engine whenever a revision lands, and fills them for
-- games written by version 1 when it opens such a database.

CREATE TABLE game_results (
    game_id  INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    -- the revision number the result was computed from
    revision INTEGER NOT NULL,
    complete INTEGER NOT NULL CHECK (complete IN (0, 1)),
    -- the engine's score report (JSON) when the sheet is complete
    report   TEXT,
    -- what is still missing (JSON list of messages) when it is not
    missing  TEXT NOT NULL
);

CREATE TABLE result_players (
    game_id   INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    player_id INTEGER NOT NULL REFERENCES players(id),
    side      INTEGER NOT NULL,
    blue      INTEGER NOT NULL,
    orange    INTEGER NOT NULL,
    total     INTEGER NOT NULL,
    place     INTEGER NOT NULL,
    won       INTEGER NOT NULL CHECK (won IN (0, 1)),
    PRIMARY KEY (game_id, player_id)
);

CREATE INDEX result_players_player ON result_players(player_id);
CREATE INDEX games_session ON games(session_id);
CREATE INDEX games_status ON games(status, updated_at);
