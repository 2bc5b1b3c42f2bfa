-- Balances, the ledger of every movement, and tips.

CREATE TABLE balances (
  user_id     INTEGER NOT NULL REFERENCES users (id),
  coin        TEXT NOT NULL REFERENCES coins (code),
  kind        TEXT NOT NULL CHECK (kind IN ('DEPOSIT', 'BONUS')),
  amount      NUMERIC(36, 18) NOT NULL DEFAULT 0 CHECK (amount >= 0),
  updated_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, coin, kind)
);

-- Append-only: the sum of delta per (user_id, coin, kind) equals balances.amount.
CREATE TABLE ledger (
  id               BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id          INTEGER NOT NULL,
  coin             TEXT NOT NULL,
  kind             TEXT NOT NULL,
  delta            NUMERIC(36, 18) NOT NULL CHECK (delta <> 0),
  balance_after    NUMERIC(36, 18) NOT NULL CHECK (balance_after >= 0),
  reason           TEXT NOT NULL,
  ref              TEXT,
  idempotency_key  TEXT,
  created_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
  FOREIGN KEY (user_id, coin, kind) REFERENCES balances (user_id, coin, kind)
);

CREATE INDEX ledger_user_idx ON ledger (user_id, id DESC);
CREATE INDEX ledger_ref_idx ON ledger (ref) WHERE ref IS NOT NULL;

CREATE TABLE tips (
  id               BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  from_user        INTEGER NOT NULL REFERENCES users (id),
  to_user          INTEGER NOT NULL REFERENCES users (id),
  coin             TEXT NOT NULL REFERENCES coins (code),
  amount           NUMERIC(36, 18) NOT NULL CHECK (amount > 0),
  idempotency_key  TEXT,
  created_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (from_user <> to_user),
  -- A replayed key finds the first tip instead of paying twice (NULL keys never collide).
  CONSTRAINT tips_idempotency_key UNIQUE (from_user, idempotency_key)
);

CREATE INDEX tips_to_user_idx ON tips (to_user, id DESC);
