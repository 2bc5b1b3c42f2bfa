-- Mines games in play. A game takes its nonce and debits its stake when it starts; its layout stays here, server-side,
-- until the game ends, when one statement marks it settled and writes its row in bets (game 'mines', params
-- {mines, tiles}, outcome {mines: layout}) with the payout.

CREATE TABLE mines_rounds (
  id               BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id          INTEGER NOT NULL REFERENCES users (id),
  coin             TEXT NOT NULL REFERENCES coins (code),
  balance_type     TEXT NOT NULL CHECK (balance_type IN ('DEPOSIT', 'BONUS')),
  -- 0 for free play.
  amount           NUMERIC(36, 18) NOT NULL CHECK (amount >= 0),
  mines            SMALLINT NOT NULL CHECK (mines BETWEEN 1 AND 24),
  seed_pair_id     BIGINT NOT NULL REFERENCES seed_pairs (id),
  nonce            BIGINT NOT NULL CHECK (nonce >= 0),
  -- The mine tiles, sorted; never sent to the player before the game ends.
  layout           SMALLINT[] NOT NULL CHECK (cardinality(layout) = mines),
  -- Tiles revealed in order (the last one a mine when the game was lost).
  revealed         SMALLINT[] NOT NULL DEFAULT '{}' CHECK (cardinality(revealed) <= 25),
  state            TEXT NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'settled')),
  bet_id           BIGINT UNIQUE REFERENCES bets (id),
  idempotency_key  TEXT,
  created_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
  settled_at       TIMESTAMPTZ,
  CHECK ((state = 'settled') = (bet_id IS NOT NULL)),
  CHECK ((state = 'settled') = (settled_at IS NOT NULL)),
  -- A nonce plays one game (and the bet row of the game reuses it: bets_seed_nonce).
  CONSTRAINT mines_rounds_seed_nonce UNIQUE (seed_pair_id, nonce),
  -- A replayed start finds the first game instead of starting another (NULL keys never collide).
  CONSTRAINT mines_rounds_idempotency_key UNIQUE (user_id, idempotency_key)
);

-- At most one game in play per player and coin: a second start, even a concurrent one, violates this index.
CREATE UNIQUE INDEX mines_rounds_one_active ON mines_rounds (user_id, coin) WHERE state = 'active';
CREATE INDEX mines_rounds_user_idx ON mines_rounds (user_id, id DESC);

-- Games in play of any stateful game, by seed pair: a pair with an open round must not be rotated, as its server seed
-- would reveal the outcome. A stateful game added later adds its table here with UNION ALL.
CREATE VIEW open_rounds AS
  SELECT 'mines'::text AS game, user_id, seed_pair_id, id AS round_id FROM mines_rounds WHERE state = 'active';
