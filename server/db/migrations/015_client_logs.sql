-- Errors the browser reports (POST /v1/user/currentClientLogs), for the team to read; kept 7 days.
CREATE TABLE client_logs (
  id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     INTEGER REFERENCES users (id) ON DELETE SET NULL,
  ip          TEXT NOT NULL,
  level       TEXT NOT NULL CHECK (level IN ('error', 'warn')),
  message     TEXT NOT NULL CHECK (length(message) BETWEEN 1 AND 1000),
  stack       TEXT CHECK (length(stack) <= 4000),
  url         TEXT CHECK (length(url) <= 500),
  user_agent  TEXT,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX client_logs_created_brin ON client_logs USING brin (created_at);

-- The Security section lists a player's live sessions, newest first.
CREATE INDEX sessions_user_live_idx ON sessions (user_id, last_seen DESC) WHERE revoked_at IS NULL;
