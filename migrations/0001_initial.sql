-- Papillon schema version 1: the roster, evenings, games, the append-only score sheet
-- revisions and the dice log.

CREATE TABLE players (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL CHECK (length(trim(name)) > 0),
    -- the name folded for comparison: names are unique ignoring case
    name_key   TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL
);

CREATE TABLE sessions (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    started_at TEXT NOT NULL
);

CREATE TABLE games (
    id          INTEGER PRIMARY KEY,
    session_id  INTEGER REFERENCES sessions(id) ON DELETE SET NULL,
    status      TEXT NOT NULL CHECK (status IN ('in_progress', 'finished')),
    -- seat of the dealer (the oldest player), when known
    dealer_seat INTEGER,
    created_at  TEXT NOT NULL,
    updated_at  TEXT NOT NULL,
    finished_at TEXT
);

-- Who sat where. The sheet names stay as they were typed; the player id follows the
-- person through renames.
CREATE TABLE game_players (
    game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL CHECK (seat >= 0),
    player_id  INTEGER NOT NULL REFERENCES players(id),
    sheet_name TEXT NOT NULL,
    PRIMARY KEY (game_id, seat),
    UNIQUE (game_id, player_id)
);

-- Every entry is a new revision; the current sheet is the highest number. Undo and redo
-- are revisions too (kind 'undo'/'redo'), holding the sheet of an earlier entry.
-- node: the entry revision whose sheet this revision holds.
-- undo_to / redo_to: the entry revisions an undo / redo from here would restore.
CREATE TABLE revisions (
    id         INTEGER PRIMARY KEY,
    game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    number     INTEGER NOT NULL CHECK (number >= 1),
    created_at TEXT NOT NULL,
    kind       TEXT NOT NULL CHECK (kind IN ('entry', 'undo', 'redo')),
    sheet      TEXT NOT NULL,
    node       INTEGER NOT NULL,
    undo_to    INTEGER,
    redo_to    INTEGER,
    UNIQUE (game_id, number)
);

-- Every roll of the dice: the purpose, who rolled, the dice (blue first).
CREATE TABLE dice_log (
    id        INTEGER PRIMARY KEY,
    game_id   INTEGER REFERENCES games(id) ON DELETE CASCADE,
    rolled_at TEXT NOT NULL,
    purpose   TEXT NOT NULL,
    player    TEXT NOT NULL,
    dice      TEXT NOT NULL
);

CREATE INDEX dice_log_game ON dice_log(game_id);
CREATE INDEX game_players_player ON game_players(player_id);
