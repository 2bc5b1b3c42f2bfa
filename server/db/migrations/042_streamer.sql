-- Streamer overlays: read-only tokens that open a player's overlay pages, the player's overlay settings, the players
-- whose chat commands switch their scene, and the live feed of their settled bets.

-- A token is stored as its SHA-256 only: the profile shows it once when made. A view token opens the overlay; a mod
-- token also switches its scene. Neither can bet or read anything private. Revoked tokens stay listed nowhere.
CREATE TABLE overlay_tokens (
  id            BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id       INTEGER NOT NULL REFERENCES users (id),
  kind          TEXT NOT NULL CHECK (kind IN ('view', 'mod')),
  label         TEXT NOT NULL CHECK (char_length(label) BETWEEN 1 AND 40),
  token_hash    TEXT NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  hint          TEXT NOT NULL CHECK (char_length(hint) = 4),
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  last_used_at  TIMESTAMPTZ,
  revoked_at    TIMESTAMPTZ
);
CREATE INDEX overlay_tokens_live_idx ON overlay_tokens (user_id) WHERE revoked_at IS NULL;

-- One row per player who opened the streamer settings: the scene on air, the session the stats count from, the
-- win-alert thresholds, and the cooldown between two scene switches by chat command.
CREATE TABLE streamer_settings (
  user_id               INTEGER PRIMARY KEY REFERENCES users (id),
  scene                 TEXT NOT NULL DEFAULT 'bets' CHECK (scene IN ('bets', 'stats', 'hunt', 'alert')),
  session_since         TIMESTAMPTZ NOT NULL DEFAULT now(),
  celebrate_multiplier  NUMERIC(20, 8) NOT NULL DEFAULT 50 CHECK (celebrate_multiplier >= 2),
  celebrate_usd         NUMERIC(20, 8) NOT NULL DEFAULT 1000 CHECK (celebrate_usd >= 1),
  command_cooldown      SMALLINT NOT NULL DEFAULT 10 CHECK (command_cooldown BETWEEN 3 AND 600),
  last_command_at       TIMESTAMPTZ
);

-- Players whose "!scene" chat commands switch a streamer's scene.
CREATE TABLE stream_moderators (
  streamer_id   INTEGER NOT NULL REFERENCES users (id),
  moderator_id  INTEGER NOT NULL REFERENCES users (id),
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (streamer_id, moderator_id),
  CHECK (streamer_id <> moderator_id)
);
CREATE INDEX stream_moderators_mod_idx ON stream_moderators (moderator_id);

-- The overlay feed: a settled bet (any product: every stake is a bets row) of a player with a live token notifies
-- 'overlay_events' with "bet:<user id>" at commit; every server process hears it and pushes to its own overlay
-- sockets. Players without a token cost one index probe per bet.
CREATE FUNCTION bets_overlay_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM overlay_tokens t WHERE t.user_id = NEW.user_id AND t.revoked_at IS NULL) THEN
    PERFORM pg_notify('overlay_events', 'bet:' || NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER bets_overlay AFTER INSERT ON bets FOR EACH ROW EXECUTE FUNCTION bets_overlay_notify();
