-- Reference data: coins, fiats, exchange rates, VIP ladder and the in-house game catalogue.
-- Rows for coins, fiats, games and initial rates are upserted at start from src/core (server/db/seed.ts).

CREATE TABLE coins (
  code      TEXT PRIMARY KEY,
  name      TEXT NOT NULL,
  decimals  SMALLINT NOT NULL CHECK (decimals BETWEEN 0 AND 18),
  icon      TEXT NOT NULL,
  min_tip   NUMERIC(36, 18) NOT NULL CHECK (min_tip > 0),
  enabled   BOOLEAN NOT NULL DEFAULT true,
  sort      SMALLINT NOT NULL DEFAULT 0
);

CREATE TABLE fiats (
  code    TEXT PRIMARY KEY,
  symbol  TEXT NOT NULL,
  sort    SMALLINT NOT NULL DEFAULT 0
);

-- One USD-based rate per currency; cross rates are derived in code.
-- kind COIN: usd_rate is the price of one coin in USD. kind FIAT: usd_rate is units of the fiat per one USD.
CREATE TABLE rates (
  code        TEXT PRIMARY KEY,
  kind        TEXT NOT NULL CHECK (kind IN ('COIN', 'FIAT')),
  usd_rate    NUMERIC(36, 18) NOT NULL CHECK (usd_rate > 0),
  updated_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- VIP ladder: a level is reached when the player's wagered total (in USD) reaches its threshold.
CREATE TABLE vip_levels (
  id              SMALLINT PRIMARY KEY,
  name            TEXT NOT NULL UNIQUE,
  threshold       NUMERIC(36, 18) NOT NULL UNIQUE CHECK (threshold >= 0),
  upgrade_reward  NUMERIC(36, 18) NOT NULL DEFAULT 0 CHECK (upgrade_reward >= 0)
);

INSERT INTO vip_levels (id, name, threshold, upgrade_reward) VALUES
  (1, 'Bronze', 0, 0),
  (2, 'Silver', 10000, 5),
  (3, 'Gold', 50000, 25),
  (4, 'Platinum', 250000, 100),
  (5, 'Sapphire', 1000000, 500),
  (6, 'Diamond', 5000000, 2500);

CREATE TABLE games (
  code            INTEGER PRIMARY KEY,
  name            TEXT NOT NULL UNIQUE,
  title           TEXT NOT NULL,
  channel         TEXT NOT NULL,
  img_url         TEXT NOT NULL,
  min_bet_amount  NUMERIC(36, 18) NOT NULL CHECK (min_bet_amount > 0),
  max_bet_amount  NUMERIC(36, 18) NOT NULL CHECK (max_bet_amount > 0),
  house_edge      NUMERIC(10, 6) NOT NULL CHECK (house_edge >= 0 AND house_edge < 1),
  -- 0 open, 1 under maintenance.
  maintain_state  SMALLINT NOT NULL DEFAULT 0 CHECK (maintain_state IN (0, 1)),
  sort            SMALLINT NOT NULL DEFAULT 0
);
