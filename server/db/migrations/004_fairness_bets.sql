-- Provably fair seed pairs and the bets of the instant games (dice, limbo).

-- state: 'next' (server seed drawn, only its hash shown, client seed not chosen yet), 'active' (bets use it),
-- 'revealed' (retired by a rotation; the server seed may be shown). Exactly one active and one next pair per user.
CREATE TABLE seed_pairs (
  id                BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id           INTEGER NOT NULL REFERENCES users (id),
  server_seed       TEXT NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash  TEXT NOT NULL CHECK (server_seed_hash ~ '^[0-9a-f]{64}$'),
  client_seed       TEXT,
  -- The nonce of the next bet on this pair.
  nonce             BIGINT NOT NULL DEFAULT 0 CHECK (nonce >= 0),
  state             TEXT NOT NULL CHECK (state IN ('next', 'active', 'revealed')),
  created_at        TIMESTAMPTZ NOT NULL DEFAULT now(),
  activated_at      TIMESTAMPTZ,
  revealed_at       TIMESTAMPTZ,
  CHECK (state = 'next' OR client_seed IS NOT NULL),
  CHECK ((state = 'revealed') = (revealed_at IS NOT NULL))
);

CREATE UNIQUE INDEX seed_pairs_one_active ON seed_pairs (user_id) WHERE state = 'active';
CREATE UNIQUE INDEX seed_pairs_one_next ON seed_pairs (user_id) WHERE state = 'next';
CREATE INDEX seed_pairs_revealed_idx ON seed_pairs (user_id, revealed_at DESC) WHERE state = 'revealed';

CREATE TABLE bets (
  id               BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id          INTEGER NOT NULL REFERENCES users (id),
  game             TEXT NOT NULL CHECK (game IN ('dice', 'limbo')),
  coin             TEXT NOT NULL REFERENCES coins (code),
  balance_type     TEXT NOT NULL CHECK (balance_type IN ('DEPOSIT', 'BONUS')),
  -- 0 for a free-play bet.
  amount           NUMERIC(36, 18) NOT NULL CHECK (amount >= 0),
  -- The game's multiplier of the bet (paid on a win); "0" is shown on a loss.
  multiplier       NUMERIC(36, 18) NOT NULL CHECK (multiplier > 0),
  payout           NUMERIC(36, 18) NOT NULL CHECK (payout >= 0),
  win              BOOLEAN NOT NULL,
  result           TEXT NOT NULL,
  target           TEXT NOT NULL,
  condition        TEXT CHECK (condition IN ('over', 'under')),
  seed_pair_id     BIGINT NOT NULL REFERENCES seed_pairs (id),
  nonce            BIGINT NOT NULL CHECK (nonce >= 0),
  idempotency_key  TEXT,
  created_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK ((game = 'dice') = (condition IS NOT NULL)),
  CONSTRAINT bets_seed_nonce UNIQUE (seed_pair_id, nonce),
  -- A replayed key finds the first bet instead of settling twice (NULL keys never collide).
  CONSTRAINT bets_idempotency_key UNIQUE (user_id, idempotency_key)
);

CREATE INDEX bets_user_idx ON bets (user_id, id DESC);
CREATE INDEX bets_user_game_idx ON bets (user_id, game, id DESC);
CREATE INDEX bets_game_idx ON bets (game, id DESC);
