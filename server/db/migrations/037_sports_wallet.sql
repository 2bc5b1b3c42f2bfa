-- The sports wallet: the sportsbook's bets as our wallet keeps them, and every wallet call of a book, each recorded
-- once per (book, transaction id).
--
-- The sportsbook is a game of its own category (product 'sports'), never listed in the catalogue: its settled bets are
-- bets rows of game 'sportsbook', so they are wagers of product 'sports' at its published weight and edge, and the
-- operator closes or caps the sportsbook as any category (`games category sports …`).
INSERT INTO providers (code, name, logo_url, sort) VALUES ('sportsbook', 'Sportsbook', '/favicon.svg', 1000);
INSERT INTO game_categories (id, code, name, product, sort) VALUES (5, 'sports', 'Sportsbook', 'sports', 9);
INSERT INTO games (name, title, channel, img_url, min_bet_amount, max_bet_amount, house_edge, sort, provider, aggregator,
                   external_code, category_id, rtp, listed, has_demo, description)
VALUES ('sportsbook', 'Sportsbook', 'SPORTS', '/favicon.svg', 0.1, 10000, 0.05, 900, 'sportsbook', 'sportsbook',
        'sportsbook', 5, 95, false, false, 'Sports betting: the embedded sportsbook''s bets, settled by its wallet calls.');

-- A bet of a book: its stake, legs and state. made (stake taken) -> open (the book took it) or discarded (turned down:
-- stake back) or rolled_back (the make undone: stake back); open -> won | cashed_out | lost | refunded by a settlement;
-- a settlement rolled back leaves it open again. settle_tx is the settlement in force.
CREATE TABLE sports_bets (
  id             BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  book           TEXT NOT NULL,
  book_bet_id    TEXT NOT NULL CHECK (char_length(book_bet_id) BETWEEN 1 AND 64),
  user_id        INTEGER NOT NULL REFERENCES users (id),
  coin           TEXT NOT NULL REFERENCES coins (code),
  kind           TEXT NOT NULL CHECK (kind IN ('single', 'combo')),
  stake          NUMERIC(36, 18) NOT NULL CHECK (stake > 0),
  odds           NUMERIC NOT NULL CHECK (odds >= 1),
  potential_win  NUMERIC(36, 18) NOT NULL CHECK (potential_win >= 0),
  legs           JSONB NOT NULL,
  state          TEXT NOT NULL CHECK (state IN ('made', 'open', 'discarded', 'rolled_back', 'won', 'cashed_out', 'lost', 'refunded')),
  payout         NUMERIC(36, 18) NOT NULL DEFAULT 0 CHECK (payout >= 0),
  token_jti      UUID NOT NULL,
  settle_tx      BIGINT,
  -- Its bets row, made at its first settlement as won, cashed out or lost.
  bet_id         BIGINT UNIQUE REFERENCES bets (id),
  created_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
  settled_at     TIMESTAMPTZ,
  CONSTRAINT sports_bets_book_bet UNIQUE (book, book_bet_id)
);
CREATE INDEX sports_bets_user_idx ON sports_bets (user_id, id DESC);

-- Every wallet call of a book. state: done, rolled_back (undone by a later rollback), or tombstone (a rollback of a
-- transaction not seen yet: the late call moves nothing). content is a hash of the call's fields: a repeat with other
-- fields is refused. answer is what the first delivery answered (a repeat answers it again).
CREATE TABLE sports_txs (
  id             BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  book           TEXT NOT NULL,
  tx_ref         TEXT NOT NULL CHECK (char_length(tx_ref) BETWEEN 1 AND 64),
  call           TEXT NOT NULL CHECK (call IN ('make', 'commit', 'discard', 'win', 'lost', 'refund', 'rollback')),
  parent_ref     TEXT,
  sports_bet_id  BIGINT REFERENCES sports_bets (id),
  user_id        INTEGER REFERENCES users (id),
  amount         NUMERIC(36, 18) NOT NULL DEFAULT 0 CHECK (amount >= 0),
  state          TEXT NOT NULL CHECK (state IN ('done', 'rolled_back', 'tombstone')),
  content        TEXT,
  ledger_id      BIGINT,
  answer         JSONB,
  created_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
  CONSTRAINT sports_txs_book_tx UNIQUE (book, tx_ref)
);
CREATE INDEX sports_txs_bet_idx ON sports_txs (sports_bet_id);
ALTER TABLE sports_bets ADD CONSTRAINT sports_bets_settle_tx_fkey FOREIGN KEY (settle_tx) REFERENCES sports_txs (id);

-- A bets row of a sports bet names it; its multiplier is what it paid over its stake (0 while lost or rolled back).
ALTER TABLE bets
  ADD COLUMN sports_bet_id BIGINT UNIQUE REFERENCES sports_bets (id),
  DROP CONSTRAINT bets_fairness,
  ADD CONSTRAINT bets_fairness CHECK (
    (seed_pair_id IS NULL) = (nonce IS NULL)
    AND (seed_pair_id IS NOT NULL)::int + (round_id IS NOT NULL)::int + (provider_round_id IS NOT NULL)::int
        + (sports_bet_id IS NOT NULL)::int = 1),
  DROP CONSTRAINT bets_multiplier_check,
  ADD CONSTRAINT bets_multiplier_check CHECK (
    multiplier > 0 OR (multiplier = 0 AND (provider_round_id IS NOT NULL OR sports_bet_id IS NOT NULL)));

-- Ledger rows of a sports bet say 'sports:<id>'; they link to its bets row once it has one.
CREATE OR REPLACE VIEW stake_bets AS
  SELECT 'mines'::text AS kind, id, user_id, bet_id FROM mines_rounds
  UNION ALL
  SELECT 'crash'::text, id, user_id, bet_id FROM crash_bets
  UNION ALL
  SELECT 'round'::text, id, user_id, bet_id FROM provider_rounds
  UNION ALL
  SELECT 'sports'::text, id, user_id, bet_id FROM sports_bets;
