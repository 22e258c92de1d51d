-- Papillon schema version 3: the app's settings (language, theme, sound, default house
-- rules) and where the user was, so that a relaunch resumes on the same screen. Values
-- are JSON; the app owns their meaning.

CREATE TABLE settings (
    key        TEXT PRIMARY KEY CHECK (length(key) > 0),
    value      TEXT NOT NULL CHECK (json_valid(value)),
    updated_at TEXT NOT NULL
);
