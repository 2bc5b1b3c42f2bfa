-- The sportsbook's tokens of players: each a signed JWT (ES256) with its own id (jti), the player, the log-in session
-- that asked for it, the coin the book takes stakes in, and its expiry. The book's wallet calls name a token; one that
-- expired, was killed by the operator (revoked_at) or whose session ended (a log-out) is refused there. Guests' tokens
-- are not stored: they cannot bet.
CREATE TABLE sports_tokens (
  jti         UUID PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users (id),
  session_id  TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  coin        TEXT NOT NULL REFERENCES coins (code),
  issued_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at  TIMESTAMPTZ NOT NULL,
  revoked_at  TIMESTAMPTZ,
  CHECK (expires_at > issued_at)
);
CREATE INDEX sports_tokens_player_idx ON sports_tokens (user_id, expires_at DESC);
