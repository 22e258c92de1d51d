-- Papillon schema version 6: the positions the referee was asked about, so a dispute at
-- the table can be looked at again. The position is JSON the app owns (the cards of a
-- blue or an orange position); only the most recent ones are kept (the highest ids: a
-- position asked again is moved to the front). At most 30 rows: no index is needed.

CREATE TABLE referee_positions (
    id         INTEGER PRIMARY KEY,
    round      TEXT NOT NULL CHECK (round IN ('blue', 'orange')),
    position   TEXT NOT NULL CHECK (json_valid(position)),
    asked_at   TEXT NOT NULL
);
