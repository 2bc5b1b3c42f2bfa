-- The mail path and emailed codes.
--
-- mail_outbox: every mail the server sends, written before it is handed to SMTP (sent_at / error tell how that went).
-- Without SMTP_URL (the embedded default) the outbox is the mailbox: in demo mode the dev mailbox page reads it.
CREATE TABLE mail_outbox (
  id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_address  TEXT NOT NULL,
  subject     TEXT NOT NULL,
  body        TEXT NOT NULL,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  sent_at     TIMESTAMPTZ,
  error       TEXT
);

CREATE INDEX mail_outbox_to_idx ON mail_outbox (lower(to_address), id DESC);

-- A 6-digit code mailed for one purpose to one address: 10 minutes, 5 tries, used once. Only its HMAC is kept. A new
-- code for the same purpose and address replaces the live one (one live code per purpose and address).
CREATE TABLE email_codes (
  id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  purpose     TEXT NOT NULL CHECK (purpose IN ('register', 'verify', 'change_old', 'change_new')),
  -- Lower-cased.
  email       TEXT NOT NULL CHECK (email = lower(email)),
  user_id     INTEGER REFERENCES users (id) ON DELETE CASCADE,
  code_hash   TEXT NOT NULL,
  tries       SMALLINT NOT NULL DEFAULT 0 CHECK (tries >= 0),
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at  TIMESTAMPTZ NOT NULL,
  used_at     TIMESTAMPTZ
);

CREATE UNIQUE INDEX email_codes_live ON email_codes (purpose, email) WHERE used_at IS NULL;

-- The key codes are hashed with, made once per database so every server process shares it.
CREATE TABLE server_keys (
  name   TEXT PRIMARY KEY,
  value  TEXT NOT NULL
);

INSERT INTO server_keys (name, value)
VALUES ('email_code', encode(sha256((gen_random_uuid()::text || clock_timestamp()::text || random()::text)::bytea), 'hex'));

-- Mail sends are counted with the sign-in events, per address, per account and per IP, across processes.
ALTER TABLE auth_events DROP CONSTRAINT auth_events_kind_check;
ALTER TABLE auth_events
  ADD CONSTRAINT auth_events_kind_check CHECK (kind IN ('login_attempt', 'login_fail', 'register', 'demo_credit', 'mail_send'));
