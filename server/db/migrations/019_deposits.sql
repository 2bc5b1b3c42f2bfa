-- Deposits: each player's deposit address per coin, buy-crypto orders opened with the payment provider, payments as
-- the provider reports them (credited once through the ledger), and every notification the provider sent.

-- A player's address per coin, derived watch-only from the wallet's extended public keys (index = user id). XRP and
-- SOL share the house address and tell players apart by a destination tag or memo. A notification's address (and
-- tag) finds its player through the unique index; COALESCE because NULL tags would never collide.
CREATE TABLE deposit_addresses (
  user_id     INTEGER NOT NULL REFERENCES users (id),
  coin        TEXT NOT NULL REFERENCES coins (code),
  address     TEXT NOT NULL CHECK (length(address) BETWEEN 1 AND 128),
  tag         TEXT CHECK (tag IS NULL OR length(tag) BETWEEN 1 AND 64),
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, coin)
);

CREATE UNIQUE INDEX deposit_addresses_route ON deposit_addresses (coin, address, COALESCE(tag, ''));

-- The statuses of a payment (src/core/wallet/api.ts PAYMENT_STATUSES).
-- waiting → confirming → confirmed → partially_paid → finished, or failed / expired; the last three are final.

-- A buy-crypto order: a coin amount quoted for a fiat amount, paid on the provider's hosted page. Its status follows
-- the payments that pay it (deposits.order_id).
CREATE TABLE payment_orders (
  id                 BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The id players and the return link see; the serial id stays inside.
  public_id          UUID NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  user_id            INTEGER NOT NULL REFERENCES users (id),
  provider           TEXT NOT NULL,
  provider_order_id  TEXT,
  coin               TEXT NOT NULL REFERENCES coins (code),
  network            TEXT NOT NULL,
  fiat               TEXT NOT NULL REFERENCES fiats (code),
  fiat_amount        NUMERIC(36, 18) NOT NULL CHECK (fiat_amount > 0),
  -- The coin amount quoted from the rates, rounded down to the coin's decimals.
  amount             NUMERIC(36, 18) NOT NULL CHECK (amount > 0),
  status             TEXT NOT NULL DEFAULT 'waiting'
                     CHECK (status IN ('waiting', 'confirming', 'confirmed', 'partially_paid', 'finished', 'failed', 'expired')),
  pay_url            TEXT NOT NULL DEFAULT '',
  created_at         TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at         TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX payment_orders_user_idx ON payment_orders (user_id, id DESC);
CREATE UNIQUE INDEX payment_orders_provider_idx ON payment_orders (provider, provider_order_id) WHERE provider_order_id IS NOT NULL;

-- A payment as the provider reports it: one row per provider payment id, locked while a notification is applied.
-- amount is what has arrived so far; credited_amount what went to the balance (ledger reason 'deposit', ref
-- 'deposit:<id>'), never more than amount (rounded down to the coin), and zero below the coin's minimum deposit.
CREATE TABLE deposits (
  id                   BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id              INTEGER NOT NULL REFERENCES users (id),
  coin                 TEXT NOT NULL REFERENCES coins (code),
  network              TEXT NOT NULL,
  provider             TEXT NOT NULL,
  provider_payment_id  TEXT NOT NULL,
  order_id             BIGINT REFERENCES payment_orders (id),
  address              TEXT NOT NULL,
  tag                  TEXT,
  amount               NUMERIC(36, 18) NOT NULL DEFAULT 0 CHECK (amount >= 0),
  credited_amount      NUMERIC(36, 18) NOT NULL DEFAULT 0 CHECK (credited_amount >= 0 AND credited_amount <= amount),
  status               TEXT NOT NULL DEFAULT 'waiting'
                       CHECK (status IN ('waiting', 'confirming', 'confirmed', 'partially_paid', 'finished', 'failed', 'expired')),
  confirmations        INTEGER NOT NULL DEFAULT 0 CHECK (confirmations >= 0),
  tx_hash              TEXT,
  created_at           TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at           TIMESTAMPTZ NOT NULL DEFAULT now(),
  -- When the first credit went to the balance.
  credited_at          TIMESTAMPTZ,
  UNIQUE (provider, provider_payment_id),
  CHECK ((credited_at IS NULL) = (credited_amount = 0))
);

CREATE INDEX deposits_user_idx ON deposits (user_id, id DESC);
CREATE INDEX deposits_order_idx ON deposits (order_id) WHERE order_id IS NOT NULL;

-- Every notification received, for audit and replay detection. outcome: processing (in flight), credited, recorded,
-- ignored_older, ignored_final, unknown_address, unknown_order, mismatch, replay, bad_signature, malformed.
-- The partial unique index lets one notification body per provider be processed: an identical body sent again (or
-- twenty times at once) waits for the first and is then recorded as a replay.
CREATE TABLE payment_webhooks (
  id           BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider     TEXT NOT NULL,
  body_sha256  TEXT NOT NULL,
  outcome      TEXT NOT NULL,
  payment_id   TEXT,
  status       TEXT,
  deposit_id   BIGINT REFERENCES deposits (id),
  ip           TEXT,
  received_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX payment_webhooks_once ON payment_webhooks (provider, body_sha256)
  WHERE outcome NOT IN ('replay', 'bad_signature', 'malformed');
CREATE INDEX payment_webhooks_received_idx ON payment_webhooks (received_at);
