-- Third-party sign-in: OAuth 2.0 authorization code with PKCE and state.

-- An account made by a third-party sign-in may have no address (the provider gave none, or it is taken) and no
-- password (password_hash ''): the unique address index leaves the empty ones out.
DROP INDEX users_email_lower_key;
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email)) WHERE email <> '';

ALTER TABLE users
  -- 'password' or the provider whose sign-in made the account.
  ADD COLUMN created_via TEXT NOT NULL DEFAULT 'password',
  -- An account made by a sign-in that the player then attached to an older account: it is closed, kept for audit.
  ADD COLUMN merged_into INTEGER REFERENCES users (id);

-- A provider account linked to one of ours: one per provider and account.
CREATE TABLE third_party_accounts (
  provider       TEXT NOT NULL,
  subject        TEXT NOT NULL CHECK (length(subject) BETWEEN 1 AND 255),
  user_id        INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name           TEXT NOT NULL DEFAULT '',
  email          TEXT NOT NULL DEFAULT '',
  created_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
  last_login_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject),
  UNIQUE (user_id, provider)
);

-- A started sign-in: the state (SHA-256 of it), the PKCE verifier and the nonce, bound to the browser that started it
-- (SHA-256 of a cookie). It is used once: the code's exchange marks it; an account with two-factor login keeps its
-- user until the authenticator code comes. A sign-in that made an account keeps it for the bind-account page.
CREATE TABLE third_login_states (
  state_hash     TEXT PRIMARY KEY,
  provider       TEXT NOT NULL,
  binding_hash   TEXT NOT NULL,
  origin         TEXT NOT NULL,
  code_verifier  TEXT NOT NULL,
  nonce          TEXT NOT NULL,
  created_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at     TIMESTAMPTZ NOT NULL,
  exchanged_at   TIMESTAMPTZ,
  subject        TEXT,
  user_id        INTEGER REFERENCES users (id) ON DELETE CASCADE,
  finished_at    TIMESTAMPTZ
);

CREATE INDEX third_login_states_expires_idx ON third_login_states (expires_at);
