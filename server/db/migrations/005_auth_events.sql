-- Sign-in and sign-up events for the login guard, the registration limit and the demo-credit cap. In PostgreSQL, not
-- in memory, so every server process sees the same counts. Rows older than a day are pruned by the server.

CREATE TABLE auth_events (
  id       BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- login_attempt (per IP), login_fail (per account and IP), register (per IP), demo_credit (per IP)
  kind     TEXT NOT NULL CHECK (kind IN ('login_attempt', 'login_fail', 'register', 'demo_credit')),
  account  TEXT,
  ip       TEXT NOT NULL,
  -- A failure from an address that has signed into the account before: it counts against that address only.
  trusted  BOOLEAN NOT NULL DEFAULT false,
  at       TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp()
);

CREATE INDEX auth_events_ip_idx ON auth_events (kind, ip, at);
CREATE INDEX auth_events_account_idx ON auth_events (kind, account, at) WHERE account IS NOT NULL;
CREATE INDEX auth_events_at_idx ON auth_events (at);

-- Known addresses of an account are read from its sessions.
CREATE INDEX sessions_user_ip_idx ON sessions (user_id, ip);
