-- Crash: one shared round at a time, played from a hash chain (the bustabit v2 scheme, see docs/fairness.md).

-- The chain, made once at the first start from a secret seed: h(0) = the seed, h(i) = SHA-256 of h(i-1)'s raw bytes,
-- up to h(length), the terminating hash, published before the first game together with the salt. Game g (1, 2, ...)
-- is played with h(length - g), so SHA-256 of game g's hash is game g-1's hash (game 1's is the terminating hash).
-- The process that makes it holds an advisory lock, so two starting processes never make two.
CREATE TABLE crash_chains (
  id                SMALLINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  length            INTEGER NOT NULL CHECK (length >= 2),
  -- h(i) is kept for every i that is a multiple of this (the seed included): any game's hash is at most this many
  -- SHA-256 steps from one. These rows are the secret of every game not yet played: never sent anywhere.
  checkpoint_every  INTEGER NOT NULL CHECK (checkpoint_every >= 1),
  terminating_hash  TEXT NOT NULL CHECK (terminating_hash ~ '^[0-9a-f]{64}$'),
  salt              TEXT NOT NULL CHECK (salt <> ''),
  created_at        TIMESTAMPTZ NOT NULL DEFAULT now()
);
-- One chain per deployment (a later one would follow the first when it runs out).
CREATE UNIQUE INDEX crash_chains_one ON crash_chains ((true));

CREATE TABLE crash_checkpoints (
  chain_id  SMALLINT NOT NULL REFERENCES crash_chains (id),
  idx       INTEGER NOT NULL CHECK (idx >= 0),
  hash      TEXT NOT NULL CHECK (hash ~ '^[0-9a-f]{64}$'),
  PRIMARY KEY (chain_id, idx)
);

-- The rounds, one per game number. The hash and the crash point are written when the round is made and sent to no
-- one before it has crashed. Times are PostgreSQL's clock (one clock for every server process): the round runs from
-- started_at and crashes crash_ms later; a cash-out is priced by the same clock when its statement runs.
CREATE TABLE crash_rounds (
  id              BIGINT PRIMARY KEY CHECK (id >= 1),
  chain_id        SMALLINT NOT NULL REFERENCES crash_chains (id),
  hash            TEXT NOT NULL CHECK (hash ~ '^[0-9a-f]{64}$'),
  -- In hundredths (247 = 2.47x), and the first millisecond the curve reaches it.
  crash_point     INTEGER NOT NULL CHECK (crash_point >= 100),
  crash_ms        INTEGER NOT NULL CHECK (crash_ms >= 0),
  phase           TEXT NOT NULL DEFAULT 'betting' CHECK (phase IN ('betting', 'running', 'crashed', 'voided')),
  created_at      TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp(),
  betting_ends_at TIMESTAMPTZ NOT NULL,
  started_at      TIMESTAMPTZ,
  ended_at        TIMESTAMPTZ,
  CHECK ((phase IN ('running', 'crashed')) <= (started_at IS NOT NULL)),
  CHECK ((phase IN ('crashed', 'voided')) = (ended_at IS NOT NULL))
);
-- At most one round open (betting or running) at a time, whichever process runs the loop.
CREATE UNIQUE INDEX crash_rounds_one_open ON crash_rounds ((true)) WHERE phase IN ('betting', 'running');
CREATE INDEX crash_rounds_ended_idx ON crash_rounds (id DESC) WHERE phase IN ('crashed', 'voided');

-- Bets on a round. The stake is debited when the bet is placed (ledger 'bet', ref 'crash:<id>'); a cash-out (by the
-- player, or by the server at the bet's auto target) pays stake x multiplier once (ledger 'payout'); at the crash the
-- bets still in lose. A voided round refunds every stake not cashed out (ledger 'refund').
CREATE TABLE crash_bets (
  id               BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  round_id         BIGINT NOT NULL REFERENCES crash_rounds (id),
  user_id          INTEGER NOT NULL REFERENCES users (id),
  coin             TEXT NOT NULL REFERENCES coins (code),
  balance_type     TEXT NOT NULL CHECK (balance_type IN ('DEPOSIT', 'BONUS')),
  amount           NUMERIC(36, 18) NOT NULL CHECK (amount >= 0),
  -- The auto cash-out target in hundredths (>= 101), or NULL.
  auto_cashout     INTEGER CHECK (auto_cashout >= 101),
  state            TEXT NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'cashed', 'lost', 'refunded')),
  -- Where it was cashed out (hundredths) and the elapsed ms that priced it.
  cashout_at       INTEGER CHECK (cashout_at >= 100),
  cashout_ms       INTEGER CHECK (cashout_ms >= 0),
  payout           NUMERIC(36, 18) NOT NULL DEFAULT 0 CHECK (payout >= 0),
  idempotency_key  TEXT,
  created_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
  settled_at       TIMESTAMPTZ,
  CHECK ((state = 'cashed') = (cashout_at IS NOT NULL)),
  CHECK ((state = 'active') = (settled_at IS NULL)),
  -- One bet per player per round.
  CONSTRAINT crash_bets_one_per_round UNIQUE (round_id, user_id),
  CONSTRAINT crash_bets_idempotency_key UNIQUE (user_id, idempotency_key)
);
CREATE INDEX crash_bets_user_idx ON crash_bets (user_id, id DESC);
CREATE INDEX crash_bets_active_idx ON crash_bets (round_id) WHERE state = 'active';
