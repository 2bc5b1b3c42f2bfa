-- Accounts and cookie sessions.

CREATE TABLE users (
  id                   INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_name            TEXT NOT NULL,
  email                TEXT NOT NULL,
  password_hash        TEXT NOT NULL,
  nick_name            TEXT NOT NULL,
  img_url              TEXT NOT NULL DEFAULT '',
  -- The player's own invitation code; referred_by is whoever's code they registered with.
  share_code           TEXT NOT NULL UNIQUE,
  referred_by          INTEGER REFERENCES users (id),
  privacy              SMALLINT NOT NULL DEFAULT 0 CHECK (privacy IN (0, 1)),
  chat_status          SMALLINT NOT NULL DEFAULT 1,
  -- Spec defaults: twoAuth 1 (not enabled), emailAuth 0.
  two_auth             SMALLINT NOT NULL DEFAULT 1,
  email_auth           SMALLINT NOT NULL DEFAULT 0,
  selected_coin        TEXT NOT NULL DEFAULT 'USDT' REFERENCES coins (code),
  selected_bonus_coin  TEXT NOT NULL DEFAULT 'USDT' REFERENCES coins (code),
  amount_type          TEXT NOT NULL DEFAULT 'DEPOSIT' CHECK (amount_type IN ('DEPOSIT', 'BONUS')),
  currency_type        TEXT NOT NULL DEFAULT 'COIN' CHECK (currency_type IN ('COIN', 'FAIT')),
  fiat                 TEXT NOT NULL DEFAULT 'USD' REFERENCES fiats (code),
  level_id             SMALLINT NOT NULL DEFAULT 1 REFERENCES vip_levels (id),
  wagered_usd          NUMERIC(36, 18) NOT NULL DEFAULT 0 CHECK (wagered_usd >= 0),
  created_at           TIMESTAMPTZ NOT NULL DEFAULT now(),
  password_changed_at  TIMESTAMPTZ
);

-- Names and emails are unique regardless of case.
CREATE UNIQUE INDEX users_user_name_lower_key ON users (lower(user_name));
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));

CREATE TABLE sessions (
  -- SHA-256 (hex) of the cookie token: a database leak does not hand out live sessions.
  id          TEXT PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  last_seen   TIMESTAMPTZ NOT NULL DEFAULT now(),
  revoked_at  TIMESTAMPTZ,
  ip          TEXT,
  user_agent  TEXT
);

CREATE INDEX sessions_user_active_idx ON sessions (user_id) WHERE revoked_at IS NULL;
