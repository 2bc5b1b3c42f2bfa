-- The casino catalogue and third-party play.
--
-- An aggregator (a party reached by one wallet protocol, configured in the environment: server/catalogue/README.md)
-- brings games of one or more providers (studios). Games of every origin are rows of `games`: the house games keep
-- their codes (10001-10005, channel HS-GAME, provider 'highstakes'); a third-party game gets a code from games_code_seq
-- and keeps the aggregator's own id of it in external_code. A stake on it is a provider round: the aggregator's wallet
-- calls (bet, win, rollback) move money through move_money, each one recorded once in provider_txs, and the round
-- becomes a bets row (and so a wager, product 'slots' or 'live') when it closes.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Studios whose games the catalogue lists (the house is one of them).
CREATE TABLE providers (
  code        TEXT PRIMARY KEY CHECK (code ~ '^[a-z0-9][a-z0-9_-]{0,39}$'),
  name        TEXT NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
  logo_url    TEXT,
  sort        INTEGER NOT NULL DEFAULT 0
);
INSERT INTO providers (code, name, logo_url, sort) VALUES ('highstakes', 'HighStakes Originals', '/favicon.svg', 0);

-- Lobby categories: gameTypeAll's types. Id 1 is the house games' row (its code is their channel).
CREATE TABLE game_categories (
  id    SMALLINT PRIMARY KEY,
  code  TEXT NOT NULL UNIQUE CHECK (code ~ '^[A-Za-z][A-Za-z0-9_-]{0,31}$'),
  name  TEXT NOT NULL,
  -- The product a stake on a game of this category is a wager of.
  product TEXT NOT NULL REFERENCES products (code),
  sort  SMALLINT NOT NULL DEFAULT 0
);
INSERT INTO game_categories (id, code, name, product, sort) VALUES
  (1, 'HS-GAME', 'Originals', 'originals', 0),
  (2, 'slots', 'Slots', 'slots', 1),
  (3, 'live', 'Live casino', 'live', 2),
  (4, 'table', 'Table games', 'slots', 3);

CREATE SEQUENCE games_code_seq START 200001;

ALTER TABLE games
  ADD COLUMN provider           TEXT NOT NULL DEFAULT 'highstakes' REFERENCES providers (code),
  -- NULL for the house games; otherwise the configured aggregator that launches the game and calls our wallet.
  ADD COLUMN aggregator         TEXT CHECK (aggregator ~ '^[a-z0-9][a-z0-9_-]{0,39}$'),
  ADD COLUMN external_code      TEXT CHECK (char_length(external_code) BETWEEN 1 AND 128),
  ADD COLUMN category_id        SMALLINT NOT NULL DEFAULT 1 REFERENCES game_categories (id),
  -- Percent returned to players over the long run; the house edge is 1 - rtp/100.
  ADD COLUMN rtp                NUMERIC(6, 3) CHECK (rtp > 0 AND rtp <= 100),
  ADD COLUMN volatility         TEXT CHECK (volatility IN ('low', 'medium', 'high')),
  ADD COLUMN thumbnail_url      TEXT,
  -- Where the game runs: 'desktop', 'mobile'.
  ADD COLUMN platforms          TEXT[] NOT NULL DEFAULT '{desktop,mobile}',
  -- ISO 3166 alpha-2 codes where the studio may not be offered.
  ADD COLUMN blocked_countries  TEXT[] NOT NULL DEFAULT '{}',
  ADD COLUMN has_demo           BOOLEAN NOT NULL DEFAULT true,
  ADD COLUMN released_at        DATE,
  -- false once the aggregator's list no longer has it (kept: bets name it).
  ADD COLUMN listed             BOOLEAN NOT NULL DEFAULT true,
  ADD COLUMN description        TEXT,
  -- Bets of the last 7 days, refreshed by the catalogue's sweep: the "popular" order.
  ADD COLUMN plays_7d           INTEGER NOT NULL DEFAULT 0,
  ADD CONSTRAINT games_third_party CHECK ((aggregator IS NULL) = (external_code IS NULL)),
  ADD CONSTRAINT games_external UNIQUE (aggregator, external_code);
ALTER TABLE games ALTER COLUMN code SET DEFAULT nextval('games_code_seq');
ALTER SEQUENCE games_code_seq OWNED BY games.code;

-- Typo-tolerant search on titles (trigram similarity and substring matches), lobby pages by category and provider.
CREATE INDEX games_title_trgm ON games USING gin (lower(title) gin_trgm_ops) WHERE listed;
CREATE INDEX games_category_idx ON games (category_id, sort, code) WHERE listed;
CREATE INDEX games_provider_idx ON games (provider, sort, code) WHERE listed;
CREATE INDEX games_popular_idx ON games (plays_7d DESC, sort, code) WHERE listed;
CREATE INDEX games_category_popular_idx ON games (category_id, plays_7d DESC, sort, code) WHERE listed;
CREATE INDEX games_title_idx ON games (lower(title), code) WHERE listed;
CREATE INDEX games_released_idx ON games (released_at DESC NULLS LAST, code) WHERE listed;

-- Thumbnails of third-party games, fetched from the aggregator at sync and kept resized (WebP, 4:3) for the lobby.
CREATE TABLE game_thumbnails (
  game_code   INTEGER NOT NULL REFERENCES games (code),
  width       SMALLINT NOT NULL CHECK (width IN (240, 480)),
  body        BYTEA NOT NULL,
  -- The source it was made from: a sync fetches a thumbnail again only when its URL changed.
  source_url  TEXT NOT NULL,
  updated_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (game_code, width)
);

-- Favourites and likes: one row per player, game and kind.
CREATE TABLE game_marks (
  user_id     INTEGER NOT NULL REFERENCES users (id),
  game_code   INTEGER NOT NULL REFERENCES games (code),
  kind        TEXT NOT NULL CHECK (kind IN ('like', 'favorite')),
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind, game_code)
);
CREATE INDEX game_marks_game_idx ON game_marks (game_code, kind);
-- The "popular" refresh counts each game's bets of a week: bets are appended in time order, so a BRIN range index
-- finds a week's rows for almost nothing per insert.
CREATE INDEX bets_time_brin ON bets USING brin (created_at);
CREATE INDEX game_marks_user_time_idx ON game_marks (user_id, kind, created_at DESC);

-- A launched real-money game: the player, the game and the coin it plays (the deposit balance of the coin the player
-- had selected at launch; bonus money stays with the house games). Bets need a live session; hub88-style calls carry
-- its token, softswiss-style calls name the player, game and currency, and find it by them.
CREATE TABLE provider_sessions (
  id           BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token        TEXT NOT NULL UNIQUE CHECK (token ~ '^[A-Za-z0-9_-]{32,}$'),
  aggregator   TEXT NOT NULL,
  user_id      INTEGER NOT NULL REFERENCES users (id),
  game_code    INTEGER NOT NULL REFERENCES games (code),
  coin         TEXT NOT NULL REFERENCES coins (code),
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  -- Each call of the session moves it on (idle expiry). Bets need a live session; wins and rollbacks are accepted after it expired (they settle bets made in it).
  expires_at   TIMESTAMPTZ NOT NULL
);
CREATE INDEX provider_sessions_player_idx ON provider_sessions (user_id, aggregator, game_code, coin, expires_at DESC);

-- A round of a third-party game as the aggregator names it. Money moved by its transactions is summed here; at its
-- close it becomes a bets row (bet_id), and so a wager of the game's category's product.
CREATE TABLE provider_rounds (
  id           BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  aggregator   TEXT NOT NULL,
  round_ref    TEXT NOT NULL CHECK (char_length(round_ref) BETWEEN 1 AND 128),
  user_id      INTEGER NOT NULL REFERENCES users (id),
  game_code    INTEGER NOT NULL REFERENCES games (code),
  coin         TEXT NOT NULL REFERENCES coins (code),
  staked       NUMERIC(36, 18) NOT NULL DEFAULT 0 CHECK (staked >= 0),
  won          NUMERIC(36, 18) NOT NULL DEFAULT 0 CHECK (won >= 0),
  refunded     NUMERIC(36, 18) NOT NULL DEFAULT 0 CHECK (refunded >= 0 AND refunded <= staked),
  closed_at    TIMESTAMPTZ,
  bet_id       BIGINT UNIQUE,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  CONSTRAINT provider_rounds_ref UNIQUE (aggregator, round_ref, user_id)
);
-- Rounds left open (a game closed mid-round) are closed by the server's sweep.
CREATE INDEX provider_rounds_open_idx ON provider_rounds (updated_at) WHERE closed_at IS NULL;

-- One row per wallet transaction of an aggregator and action, whatever number of times it is sent: the unique key is
-- the idempotency of every callback (a repeat answers the first result and balance). A rollback that arrives before
-- its bet writes the bet's row as a tombstone (state 'tombstone', no money): the late bet then finds it and does nothing.
CREATE TABLE provider_txs (
  id             BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  aggregator     TEXT NOT NULL,
  tx_ref         TEXT NOT NULL CHECK (char_length(tx_ref) BETWEEN 1 AND 128),
  action         TEXT NOT NULL CHECK (action IN ('bet', 'win', 'rollback')),
  round_id       BIGINT REFERENCES provider_rounds (id),
  user_id        INTEGER NOT NULL REFERENCES users (id),
  coin           TEXT NOT NULL REFERENCES coins (code),
  amount         NUMERIC(36, 18) NOT NULL CHECK (amount >= 0),
  -- A rollback's target: the tx_ref of the bet or win it undoes.
  ref_tx         TEXT,
  state          TEXT NOT NULL CHECK (state IN ('done', 'rolled_back', 'tombstone')),
  ledger_id      BIGINT,
  -- The balance answered the first time (repeats answer it again).
  balance_after  NUMERIC(36, 18) NOT NULL,
  created_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
  CONSTRAINT provider_txs_once UNIQUE (aggregator, tx_ref, action),
  CHECK ((action = 'rollback') = (ref_tx IS NOT NULL))
);
CREATE INDEX provider_txs_round_idx ON provider_txs (round_id);

-- A bets row has exactly one proof of its outcome: a seed pair (instant games, mines), a crash round, or an
-- aggregator's round (the studio's outcome, reported by its wallet calls).
ALTER TABLE bets
  ADD COLUMN provider_round_id BIGINT UNIQUE REFERENCES provider_rounds (id),
  DROP CONSTRAINT bets_fairness,
  ADD CONSTRAINT bets_fairness CHECK (
    (seed_pair_id IS NULL) = (nonce IS NULL)
    AND (seed_pair_id IS NOT NULL)::int + (round_id IS NOT NULL)::int + (provider_round_id IS NOT NULL)::int = 1),
  -- A house game's multiplier is the bet's (shown as 0 on a loss); a provider round's is what it paid over its stake.
  DROP CONSTRAINT bets_multiplier_check,
  ADD CONSTRAINT bets_multiplier_check CHECK (multiplier > 0 OR (multiplier = 0 AND provider_round_id IS NOT NULL));
ALTER TABLE provider_rounds ADD CONSTRAINT provider_rounds_bet_fkey FOREIGN KEY (bet_id) REFERENCES bets (id);

-- A stake is a wager of its game's category's product (house games: 'originals'), at the game's edge; the balance kind
-- that funded it and its payout in USD are kept as before (migration 030).
CREATE OR REPLACE FUNCTION bets_wager() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_rate NUMERIC := COALESCE((SELECT r.usd_rate FROM rates r WHERE r.code = NEW.coin AND r.kind = 'COIN'), 0);
  v_product TEXT;
  v_edge NUMERIC;
BEGIN
  SELECT c.product, g.house_edge INTO v_product, v_edge
    FROM games g JOIN game_categories c ON c.id = g.category_id WHERE g.name = NEW.game;
  v_product := COALESCE(v_product, 'originals');
  INSERT INTO wagers (user_id, product, game, ref_id, coin, kind, amount, usd, payout_usd, house_edge, weight, created_at)
  SELECT NEW.user_id, v_product, NEW.game, NEW.id, NEW.coin, NEW.balance_type, NEW.amount, NEW.amount * v_rate,
         NEW.payout * v_rate, COALESCE(v_edge, 0),
         (SELECT p.wager_weight FROM products p WHERE p.code = v_product),
         NEW.created_at;
  RETURN NULL;
END
$$;

-- Ledger rows of a provider round's money say 'round:<id>'; they link to the round's bets row once it has one.
CREATE OR REPLACE VIEW stake_bets AS
  SELECT 'mines'::text AS kind, id, user_id, bet_id FROM mines_rounds
  UNION ALL
  SELECT 'crash'::text, id, user_id, bet_id FROM crash_bets
  UNION ALL
  SELECT 'round'::text, id, user_id, bet_id FROM provider_rounds;
