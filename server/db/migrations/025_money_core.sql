-- One way to move money, and the wager stream.
--
-- Products: what a ledger row or a wager belongs to. A wager's weight is its product's (VIP progress, rakeback and
-- bonus wagering count weight x USD value); a new product is a row here.
CREATE TABLE products (
  code          TEXT PRIMARY KEY CHECK (code ~ '^[a-z][a-z_]*$'),
  title         TEXT NOT NULL,
  -- Whether its stakes are wagers (house games, third-party games, sports) or only money moves (wallet, social).
  wagers        BOOLEAN NOT NULL,
  wager_weight  NUMERIC(10, 6) NOT NULL DEFAULT 1 CHECK (wager_weight >= 0)
);
INSERT INTO products (code, title, wagers, wager_weight) VALUES
  ('originals', 'House games', true, 1),
  ('slots', 'Slots', true, 1),
  ('live', 'Live casino', true, 1),
  ('sports', 'Sportsbook', true, 1),
  ('wallet', 'Wallet', false, 0),
  ('social', 'Tips and rain', false, 0);

-- What moved each ledger row, in columns: the product and, for a game's stake or payout, the game. `ref` keeps the
-- row's reference ('bet:<id>', 'crash:<id>', 'mines:<id>', 'deposit:<id>', 'withdraw:<id>', 'tip:<id>', 'rain:<id>').
ALTER TABLE ledger ADD COLUMN product TEXT REFERENCES products (code), ADD COLUMN game TEXT;
UPDATE ledger l SET product = CASE
    WHEN l.reason IN ('bet', 'payout', 'refund') THEN 'originals'
    WHEN l.reason IN ('tip_in', 'tip_out', 'rain_in', 'rain_out') THEN 'social'
    ELSE 'wallet'
  END,
  game = CASE
    WHEN l.ref LIKE 'crash:%' THEN 'crash'
    WHEN l.ref LIKE 'mines:%' THEN 'mines'
    WHEN l.ref LIKE 'bet:%' THEN (SELECT b.game FROM bets b WHERE b.id = substr(l.ref, 5)::bigint)
  END;
ALTER TABLE ledger ALTER COLUMN product SET NOT NULL;

-- move_money: the one statement of every balance change. Debits p_debit and credits p_credit (each >= 0, both may be
-- given: a settled bet) on one balance row in one UPDATE, and writes one ledger row per non-zero side (the debit's
-- first, reasons p_debit_reason / p_credit_reason), each with the balance after it. A debit applies only while the
-- balance covers it (amount >= p_debit, re-checked after waiting on a concurrent move of the row); when it does not,
-- it raises 'Insufficient balance' as a violation of ledger_balance_after_check and nothing of the calling statement
-- is kept. Nothing to move (both 0) moves nothing and answers the balance as it is.
-- Callers lock balance rows in (user, coin, kind) order when one transaction moves several.
CREATE FUNCTION move_money(
  p_user INTEGER,
  p_coin TEXT,
  p_kind TEXT,
  p_product TEXT,
  p_debit NUMERIC DEFAULT 0,
  p_credit NUMERIC DEFAULT 0,
  p_debit_reason TEXT DEFAULT 'bet',
  p_credit_reason TEXT DEFAULT 'payout',
  p_game TEXT DEFAULT NULL,
  p_ref TEXT DEFAULT NULL,
  p_key TEXT DEFAULT NULL,
  OUT balance NUMERIC,
  OUT debit_id BIGINT,
  OUT credit_id BIGINT
) LANGUAGE plpgsql AS $$
BEGIN
  IF p_debit IS NULL OR p_credit IS NULL OR p_debit < 0 OR p_credit < 0 THEN
    RAISE EXCEPTION 'move_money: debit and credit must be >= 0 (got % and %)', p_debit, p_credit
      USING ERRCODE = 'check_violation';
  END IF;
  IF p_debit > 0 THEN
    UPDATE balances b SET amount = b.amount - p_debit + p_credit, updated_at = now()
     WHERE b.user_id = p_user AND b.coin = p_coin AND b.kind = p_kind AND b.amount >= p_debit
    RETURNING b.amount INTO balance;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'Insufficient balance'
        USING ERRCODE = 'check_violation', TABLE = 'ledger', CONSTRAINT = 'ledger_balance_after_check';
    END IF;
  ELSIF p_credit > 0 THEN
    UPDATE balances b SET amount = b.amount + p_credit, updated_at = now()
     WHERE b.user_id = p_user AND b.coin = p_coin AND b.kind = p_kind
    RETURNING b.amount INTO balance;
    IF NOT FOUND THEN
      INSERT INTO balances AS b (user_id, coin, kind, amount) VALUES (p_user, p_coin, p_kind, p_credit)
      ON CONFLICT (user_id, coin, kind) DO UPDATE SET amount = b.amount + EXCLUDED.amount, updated_at = now()
      RETURNING b.amount INTO balance;
    END IF;
  ELSE
    SELECT b.amount INTO balance FROM balances b WHERE b.user_id = p_user AND b.coin = p_coin AND b.kind = p_kind;
    balance := COALESCE(balance, 0);
    RETURN;
  END IF;
  IF p_debit > 0 THEN
    INSERT INTO ledger (user_id, coin, kind, delta, balance_after, reason, ref, idempotency_key, product, game)
    VALUES (p_user, p_coin, p_kind, -p_debit, balance - p_credit, p_debit_reason, p_ref, p_key, p_product, p_game)
    RETURNING id INTO debit_id;
  END IF;
  IF p_credit > 0 THEN
    INSERT INTO ledger (user_id, coin, kind, delta, balance_after, reason, ref, idempotency_key, product, game)
    VALUES (p_user, p_coin, p_kind, p_credit, balance, p_credit_reason, p_ref, p_key, p_product, p_game)
    RETURNING id INTO credit_id;
  END IF;
END
$$;

-- The wager stream: one row per settled stake of any product (a free bet, stake 0, is none), written in the bet's own
-- transaction. usd is the stake at the coin's USD rate of that moment (the server refuses to take a stake when its
-- rates are older than allowed), house_edge the game's, weight the product's. VIP progress, rakeback and bonus
-- wagering read it; per player sums over a day, week or month are one range of wagers_user_time, read from the index.
-- No foreign keys: every row is copied from a row that has them (a bet), and the stream is append-only.
CREATE TABLE wagers (
  id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     INTEGER NOT NULL,
  product     TEXT NOT NULL,
  game        TEXT NOT NULL,
  -- The stake's row in its product: bets.id for house games.
  ref_id      BIGINT NOT NULL,
  coin        TEXT NOT NULL,
  amount      NUMERIC(36, 18) NOT NULL CHECK (amount > 0),
  usd         NUMERIC(36, 18) NOT NULL CHECK (usd >= 0),
  house_edge  NUMERIC(10, 6) NOT NULL CHECK (house_edge >= 0 AND house_edge < 1),
  weight      NUMERIC(10, 6) NOT NULL CHECK (weight >= 0),
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  CONSTRAINT wagers_one_per_stake UNIQUE (product, ref_id)
);
CREATE INDEX wagers_user_time ON wagers (user_id, created_at) INCLUDE (product, usd, weight, house_edge);

-- Every bets row with a stake is a house-game wager: the trigger writes it in the same statement, so no settlement
-- path (instant bet, batch, mines, crash) can settle a stake without it.
CREATE FUNCTION bets_wager() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO wagers (user_id, product, game, ref_id, coin, amount, usd, house_edge, weight, created_at)
  SELECT NEW.user_id, 'originals', NEW.game, NEW.id, NEW.coin, NEW.amount,
         NEW.amount * COALESCE((SELECT r.usd_rate FROM rates r WHERE r.code = NEW.coin AND r.kind = 'COIN'), 0),
         COALESCE((SELECT g.house_edge FROM games g WHERE g.name = NEW.game), 0),
         (SELECT p.wager_weight FROM products p WHERE p.code = 'originals'),
         NEW.created_at;
  RETURN NULL;
END
$$;
CREATE TRIGGER bets_wager AFTER INSERT ON bets FOR EACH ROW WHEN (NEW.amount > 0) EXECUTE FUNCTION bets_wager();

-- Existing bets become the stream's history, at today's rates (the rate of their moment was not kept).
INSERT INTO wagers (user_id, product, game, ref_id, coin, amount, usd, house_edge, weight, created_at)
SELECT b.user_id, 'originals', b.game, b.id, b.coin, b.amount, b.amount * COALESCE(r.usd_rate, 0), COALESCE(g.house_edge, 0), 1, b.created_at
  FROM bets b LEFT JOIN rates r ON r.code = b.coin AND r.kind = 'COIN' LEFT JOIN games g ON g.name = b.game
 WHERE b.amount > 0;
