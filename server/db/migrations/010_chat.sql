-- Chat: one public room of entries (texts, tips, rains, shared bets, site lines), mentions and their read marks,
-- moderators, mutes, accepted rules and rains.

CREATE TABLE chat_messages (
  id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- NULL for a line from the site.
  user_id     INTEGER REFERENCES users (id),
  kind        TEXT NOT NULL CHECK (kind IN ('text', 'tip', 'rain', 'share', 'system')),
  -- Plain text as sent (normalised); rendered as text by the browser. Empty for tip, rain and share.
  text        TEXT NOT NULL DEFAULT '' CHECK (char_length(text) <= 1000),
  -- Handles mentioned, lower-case.
  at_users    TEXT[] NOT NULL DEFAULT '{}',
  -- Tip, rain or share details (user ids, not names: names and privacy are read when shown).
  payload     JSONB,
  -- The sender's own id for the message, echoed so its browser recognises it.
  client_id   TEXT,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp(),
  deleted_at  TIMESTAMPTZ,
  deleted_by  INTEGER REFERENCES users (id),
  CHECK ((kind = 'system') = (user_id IS NULL))
);

-- History pages (newest first, deleted entries left out).
CREATE INDEX chat_messages_page_idx ON chat_messages (id DESC) WHERE deleted_at IS NULL;
-- Flood checks: a user's latest texts and shares.
CREATE INDEX chat_messages_user_idx ON chat_messages (user_id, id DESC) WHERE kind IN ('text', 'share');
-- Rain eligibility: who wrote lately.
CREATE INDEX chat_messages_recent_idx ON chat_messages (created_at DESC) WHERE kind = 'text' AND deleted_at IS NULL;

CREATE TABLE chat_mentions (
  user_id     INTEGER NOT NULL REFERENCES users (id),
  message_id  BIGINT NOT NULL REFERENCES chat_messages (id),
  read_at     TIMESTAMPTZ,
  PRIMARY KEY (user_id, message_id)
);
CREATE INDEX chat_mentions_unread_idx ON chat_mentions (user_id, message_id DESC) WHERE read_at IS NULL;

CREATE TABLE user_roles (
  user_id     INTEGER NOT NULL REFERENCES users (id),
  role        TEXT NOT NULL CHECK (role IN ('moderator')),
  granted_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, role)
);

-- Mute history; users.chat_muted_until is the current one (chatStatus 0 while it is in the future).
CREATE TABLE chat_mutes (
  id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users (id),
  -- NULL when given from the admin command line.
  by_user     INTEGER REFERENCES users (id),
  until       TIMESTAMPTZ NOT NULL,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX chat_mutes_user_idx ON chat_mutes (user_id, id DESC);

ALTER TABLE users
  ADD COLUMN chat_muted_until    TIMESTAMPTZ,
  -- The version of the chat rules the player accepted (0: never).
  ADD COLUMN chat_rules_version  INTEGER NOT NULL DEFAULT 0 CHECK (chat_rules_version >= 0);

-- A rain's ledger rows carry ref 'rain:<id>' (reason 'rain_out' for the sender, 'rain_in' for each recipient).
CREATE TABLE chat_rains (
  id               BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  from_user        INTEGER NOT NULL REFERENCES users (id),
  coin             TEXT NOT NULL REFERENCES coins (code),
  -- As asked; amount handed out = share x array_length(recipients); the rest never left the sender.
  requested        NUMERIC(36, 18) NOT NULL CHECK (requested > 0),
  share            NUMERIC(36, 18) NOT NULL DEFAULT 0 CHECK (share >= 0),
  recipients       INTEGER[] NOT NULL DEFAULT '{}',
  idempotency_key  TEXT,
  created_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
  CONSTRAINT chat_rains_idempotency_key UNIQUE (from_user, idempotency_key)
);
