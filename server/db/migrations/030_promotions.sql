-- Promotions as data, bonus money with one rollover engine for every bonus, and redemption codes.

-- Bonus credits, conversions and forfeits are money moves of their own product (not wagers).
INSERT INTO products (code, title, wagers, wager_weight) VALUES ('promotions', 'Promotions and bonuses', false, 0);

-- The balance kind that funded each stake: an offer may count only bonus-funded stakes, and referral commission is
-- never paid on them.
ALTER TABLE wagers ADD COLUMN kind TEXT NOT NULL DEFAULT 'DEPOSIT' CHECK (kind IN ('DEPOSIT', 'BONUS'));
ALTER TABLE wagers DISABLE TRIGGER USER;
UPDATE wagers w SET kind = 'BONUS' FROM bets b WHERE w.product = 'originals' AND b.id = w.ref_id AND b.balance_type = 'BONUS';
ALTER TABLE wagers ENABLE TRIGGER USER;

CREATE OR REPLACE FUNCTION bets_wager() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_rate NUMERIC := COALESCE((SELECT r.usd_rate FROM rates r WHERE r.code = NEW.coin AND r.kind = 'COIN'), 0);
BEGIN
  INSERT INTO wagers (user_id, product, game, ref_id, coin, kind, amount, usd, payout_usd, house_edge, weight, created_at)
  SELECT NEW.user_id, 'originals', NEW.game, NEW.id, NEW.coin, NEW.balance_type, NEW.amount, NEW.amount * v_rate,
         NEW.payout * v_rate, COALESCE((SELECT g.house_edge FROM games g WHERE g.name = NEW.game), 0),
         (SELECT p.wager_weight FROM products p WHERE p.code = 'originals'),
         NEW.created_at;
  RETURN NULL;
END
$$;

-- A promotion. kind: first_deposit (a match of the first deposit), reload (a match of a deposit made on the given
-- weekday), race (a wager race over the promotion's period, prizes by rank), cashback (a share of the net loss over
-- the period), free_bet (bets on the house's stake on chosen games). Texts per language ({"en_US": ...}, en_US
-- required); body: paragraphs; faq: [{"q": {...}, "a": {...}}]. eligibility: {minLevel, newPlayersDays, minDepositUsd,
-- weekday (0 Sunday .. 6 Saturday, UTC)}. reward, by kind: {matchRate, maxBonusUsd} | {prizesUsd: [...], minWagerUsd}
-- | {rate, maxUsd} | {bets, betUsd}. wagering: {multiplier, referenceEdge, maxBetUsd, expiryDays, counts: any|bonus,
-- claimDays}. games: the house games the bonus may be played on and counts on (NULL: all).
CREATE TABLE promotions (
  id           INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind         TEXT NOT NULL CHECK (kind IN ('first_deposit', 'reload', 'race', 'cashback', 'free_bet')),
  slug         TEXT NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9][a-z0-9-]{1,62}$'),
  titles       JSONB NOT NULL CHECK (jsonb_typeof(titles -> 'en_US') = 'string'),
  summaries    JSONB NOT NULL CHECK (jsonb_typeof(summaries -> 'en_US') = 'string'),
  bodies       JSONB NOT NULL CHECK (jsonb_typeof(bodies -> 'en_US') = 'array'),
  faq          JSONB NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(faq) = 'array'),
  image        TEXT NOT NULL,
  starts_at    TIMESTAMPTZ NOT NULL,
  ends_at      TIMESTAMPTZ,
  eligibility  JSONB NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(eligibility) = 'object'),
  reward       JSONB NOT NULL CHECK (jsonb_typeof(reward) = 'object'),
  wagering     JSONB CHECK (wagering IS NULL OR jsonb_typeof(wagering) = 'object'),
  games        TEXT[],
  -- Shown in the home page's activity pop-up.
  popup        BOOLEAN NOT NULL DEFAULT false,
  sort         INTEGER NOT NULL DEFAULT 0,
  ended_at     TIMESTAMPTZ,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (ends_at IS NULL OR ends_at > starts_at)
);
-- One running first-deposit offer at a time.
CREATE UNIQUE INDEX promotions_one_first_deposit ON promotions (kind) WHERE kind = 'first_deposit' AND ended_at IS NULL;

-- Bonus money: every credit to a BONUS balance belongs to a bonus, and a player has at most one open bonus per coin,
-- which owns that coin's BONUS balance. Its rollover: wager_required (coin units, edge-weighted) is reached by stakes
-- in the coin on the bonus's games (product, games), each counting stake x min(1, house edge / reference_edge), only
-- BONUS-funded ones when counts = 'bonus'. status: active (wagering), completed (wagering reached: the conversion of
-- the BONUS balance to DEPOSIT is due), converted, cancelled (by the player), expired, spent (its BONUS balance was
-- used up). While active, max_bet_usd caps every stake in the coin, and BONUS money is staked only on its games.
CREATE TABLE bonuses (
  id              BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id         INTEGER NOT NULL REFERENCES users (id),
  coin            TEXT NOT NULL REFERENCES coins (code),
  source          TEXT NOT NULL CHECK (source IN ('first_deposit', 'reload', 'code', 'vip', 'free_bet', 'cashback', 'race', 'grant')),
  promotion_id    INTEGER REFERENCES promotions (id),
  title           TEXT NOT NULL,
  granted         NUMERIC(36, 18) NOT NULL CHECK (granted > 0),
  wager_required  NUMERIC NOT NULL CHECK (wager_required >= 0),
  wagered         NUMERIC NOT NULL DEFAULT 0,
  reference_edge  NUMERIC(10, 6) NOT NULL CHECK (reference_edge > 0 AND reference_edge < 1),
  max_bet_usd     NUMERIC(36, 18) CHECK (max_bet_usd > 0),
  product         TEXT REFERENCES products (code),
  games           TEXT[],
  counts          TEXT NOT NULL DEFAULT 'any' CHECK (counts IN ('any', 'bonus')),
  status          TEXT NOT NULL DEFAULT 'active'
                  CHECK (status IN ('active', 'completed', 'converted', 'cancelled', 'expired', 'spent')),
  expires_at      TIMESTAMPTZ,
  notified_at     TIMESTAMPTZ NOT NULL DEFAULT '-infinity',
  created_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
  completed_at    TIMESTAMPTZ,
  ended_at        TIMESTAMPTZ,
  -- What the end moved: the BONUS balance converted to DEPOSIT, or forfeited.
  converted       NUMERIC(36, 18),
  forfeited       NUMERIC(36, 18),
  end_note        TEXT,
  CHECK ((status IN ('active', 'completed')) = (ended_at IS NULL))
);
CREATE UNIQUE INDEX bonuses_one_open ON bonuses (user_id, coin) WHERE status IN ('active', 'completed');
CREATE INDEX bonuses_user_idx ON bonuses (user_id, id DESC);
CREATE INDEX bonuses_due_idx ON bonuses (expires_at) WHERE status = 'active';

-- A player in a promotion: joined (races, cashback, reloads, free bets are joined first), a first-deposit or reload
-- entry per period ('' for once-only kinds, the deposit's UTC date for a weekday reload, the period for races and
-- cashback). state: joined, claimed (its reward paid), declined, cancelled. chosen: the product a first-deposit bonus is
-- played on. reward_coin/reward_amount: what was paid.
CREATE TABLE promotion_entries (
  promotion_id   INTEGER NOT NULL REFERENCES promotions (id),
  user_id        INTEGER NOT NULL REFERENCES users (id),
  period         TEXT NOT NULL DEFAULT '',
  state          TEXT NOT NULL DEFAULT 'joined' CHECK (state IN ('joined', 'claimed', 'declined', 'cancelled')),
  chosen         TEXT,
  deposit_id     BIGINT REFERENCES deposits (id),
  bonus_id       BIGINT REFERENCES bonuses (id),
  reward_coin    TEXT REFERENCES coins (code),
  reward_amount  NUMERIC(36, 18),
  joined_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (promotion_id, user_id, period)
);
CREATE INDEX promotion_entries_user_idx ON promotion_entries (user_id, joined_at DESC);
-- A deposit qualifies for one offer.
CREATE UNIQUE INDEX promotion_entries_one_per_deposit ON promotion_entries (deposit_id) WHERE deposit_id IS NOT NULL;

-- Redemption codes: a batch of one code (case-insensitive, stored upper-case) paying amount of coin to the balance
-- kind, at most uses times in all, once per player; BONUS codes carry a rollover (multiplier of the amount).
CREATE TABLE bonus_codes (
  code          TEXT PRIMARY KEY CHECK (code ~ '^[A-Z0-9][A-Z0-9-]{3,31}$'),
  coin          TEXT NOT NULL REFERENCES coins (code),
  amount        NUMERIC(36, 18) NOT NULL CHECK (amount > 0),
  balance_kind  TEXT NOT NULL CHECK (balance_kind IN ('DEPOSIT', 'BONUS')),
  multiplier    NUMERIC(10, 4) NOT NULL DEFAULT 0 CHECK (multiplier >= 0 AND multiplier <= 10),
  uses          INTEGER NOT NULL CHECK (uses > 0),
  used          INTEGER NOT NULL DEFAULT 0 CHECK (used >= 0 AND used <= uses),
  expires_at    TIMESTAMPTZ,
  note          TEXT NOT NULL DEFAULT '',
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  ended_at      TIMESTAMPTZ,
  CHECK (balance_kind = 'BONUS' OR multiplier = 0)
);
CREATE TABLE bonus_code_uses (
  code        TEXT NOT NULL REFERENCES bonus_codes (code),
  user_id     INTEGER NOT NULL REFERENCES users (id),
  ledger_id   BIGINT NOT NULL,
  bonus_id    BIGINT REFERENCES bonuses (id),
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (code, user_id)
);

-- The rollover, from the wager stream: a stake in a coin with an open bonus moves that bonus's wagering in the stake's
-- own transaction; the stake that reaches the requirement marks it completed (its conversion follows in a transaction
-- of its own, server/promotions/BonusSettler.ts). Every server process hears NOTIFY bonus_progress ("<userId>",
-- "<userId>:done") at commit: at most once per bonus every 250 ms, always on completion. A reversal (negative amount)
-- takes its progress back. Lock order as a stake's: balance row, VIP row, then the bonus row.
CREATE FUNCTION wagers_bonus() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_now TIMESTAMPTZ := clock_timestamp();
  v_done BOOLEAN;
  v_notify BOOLEAN;
BEGIN
  UPDATE bonuses b
     SET wagered = b.wagered + NEW.amount * LEAST(1, NEW.house_edge / b.reference_edge),
         status = CASE WHEN b.wagered + NEW.amount * LEAST(1, NEW.house_edge / b.reference_edge) >= b.wager_required
                       THEN 'completed' ELSE 'active' END,
         completed_at = CASE WHEN b.wagered + NEW.amount * LEAST(1, NEW.house_edge / b.reference_edge) >= b.wager_required
                             THEN v_now END,
         notified_at = CASE WHEN b.notified_at > v_now - interval '250 milliseconds' THEN b.notified_at ELSE v_now END
   WHERE b.user_id = NEW.user_id AND b.coin = NEW.coin AND b.status = 'active'
     AND (b.product IS NULL OR b.product = NEW.product)
     AND (b.games IS NULL OR NEW.game = ANY (b.games))
     AND (b.counts = 'any' OR NEW.kind = 'BONUS')
  RETURNING b.status = 'completed', b.notified_at = v_now INTO v_done, v_notify;
  IF v_done THEN
    PERFORM pg_notify('bonus_progress', NEW.user_id::text || ':done');
  ELSIF v_notify THEN
    PERFORM pg_notify('bonus_progress', NEW.user_id::text);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER wagers_bonus AFTER INSERT ON wagers FOR EACH ROW EXECUTE FUNCTION wagers_bonus();

-- The one money statement learns the two rules of an open bonus, checked on every stake (a debit with reason 'bet')
-- in its coin, whatever the product: a stake worth more than the bonus's max bet (USD at the coin's rate) is refused,
-- and BONUS money is staked only on the bonus's product and games. Refusals raise check violations named
-- bonus_max_bet and bonus_games whose messages the player reads.
CREATE OR REPLACE FUNCTION move_money(
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
DECLARE
  v_bonus bonuses%ROWTYPE;
  v_usd NUMERIC;
BEGIN
  IF p_debit IS NULL OR p_credit IS NULL OR p_debit < 0 OR p_credit < 0 THEN
    RAISE EXCEPTION 'move_money: debit and credit must be >= 0 (got % and %)', p_debit, p_credit
      USING ERRCODE = 'check_violation';
  END IF;
  IF p_debit > 0 AND p_debit_reason = 'bet' THEN
    SELECT * INTO v_bonus FROM bonuses b WHERE b.user_id = p_user AND b.coin = p_coin AND b.status = 'active';
    IF FOUND THEN
      IF v_bonus.max_bet_usd IS NOT NULL THEN
        v_usd := p_debit * COALESCE((SELECT r.usd_rate FROM rates r WHERE r.code = p_coin AND r.kind = 'COIN'), 0);
        IF v_usd > v_bonus.max_bet_usd THEN
          RAISE EXCEPTION 'While your % bonus is wagering, a stake can be worth at most % USD (this one is % USD)',
            p_coin, trim_scale(round(v_bonus.max_bet_usd, 2)), trim_scale(round(v_usd, 2))
            USING ERRCODE = 'check_violation', TABLE = 'bonuses', CONSTRAINT = 'bonus_max_bet';
        END IF;
      END IF;
      IF p_kind = 'BONUS' AND ((v_bonus.product IS NOT NULL AND v_bonus.product <> p_product)
                               OR (v_bonus.games IS NOT NULL AND NOT (COALESCE(p_game, '') = ANY (v_bonus.games)))) THEN
        RAISE EXCEPTION 'Your % bonus money can be played on % only', p_coin,
          COALESCE(array_to_string(v_bonus.games, ', '), (SELECT p.title FROM products p WHERE p.code = v_bonus.product))
          USING ERRCODE = 'check_violation', TABLE = 'bonuses', CONSTRAINT = 'bonus_games';
      END IF;
    END IF;
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

-- BONUS money held before bonuses existed (VIP rewards, grants) becomes a bonus of its own with no wagering left:
-- the settler converts it on its first pass, so no BONUS balance is without its bonus.
INSERT INTO bonuses (user_id, coin, source, title, granted, wager_required, wagered, reference_edge, status, completed_at)
SELECT b.user_id, b.coin, 'grant', 'Bonus money held before wagering rules', b.amount, 0, 0, 0.01, 'completed', now()
  FROM balances b WHERE b.kind = 'BONUS' AND b.amount > 0;

-- The seeded offers: a first-deposit match and a Friday reload, both with wagering of 10x the bonus.
INSERT INTO promotions (kind, slug, titles, summaries, bodies, faq, image, starts_at, eligibility, reward, wagering, popup, sort) VALUES
  ('first_deposit', 'welcome-match',
   '{"en_US": "100% welcome match up to 500 USD"}',
   '{"en_US": "Your first deposit doubled, with wagering of 10x the bonus, counted fairly by house edge."}',
   '{"en_US": ["Make your first deposit of at least 10 USD in any coin and claim a 100% match as bonus money, up to 500 USD, within 7 days.", "Wager 10 times the bonus, in the same coin, and the whole bonus balance becomes withdrawable money at once. Every stake counts by its house edge against 1%: all our house games count in full.", "While the bonus is wagering, a stake in that coin can be worth at most 10 USD. Your deposit stays yours: withdraw it any time. You can cancel the bonus whenever you like; only the bonus balance is removed."]}',
   '[{"q": {"en_US": "How is wagering counted?"}, "a": {"en_US": "Each stake in the bonus coin counts its amount times its game''s house edge divided by 1%, at most its amount. Every house game has a 1% edge, so a 1 USDT dice bet counts 1 USDT."}},
     {"q": {"en_US": "What if I lose the bonus?"}, "a": {"en_US": "When the bonus balance is used up the bonus ends; your deposit balance is never touched by it."}},
     {"q": {"en_US": "Does it expire?"}, "a": {"en_US": "Claim it within 7 days of the deposit; then you have 30 days to wager it. The page shows both dates, and an expired bonus says when and why it ended."}}]',
   '/promotions/welcome-match.svg', '2026-01-01T00:00:00Z',
   '{"minDepositUsd": "10"}', '{"matchRate": "1", "maxBonusUsd": "500"}',
   '{"multiplier": "10", "referenceEdge": "0.01", "maxBetUsd": "10", "expiryDays": 30, "counts": "any", "claimDays": 7}',
   true, 10),
  ('reload', 'friday-reload',
   '{"en_US": "Friday reload: 50% up to 100 USD"}',
   '{"en_US": "Deposit on a Friday (UTC) and get half of it again as bonus money, once each Friday."}',
   '{"en_US": ["Join the promotion, then deposit at least 20 USD on a Friday (UTC). Claim 50% of that deposit as bonus money, up to 100 USD, until the end of the Friday after.", "Wager 10 times the bonus in the same coin to turn the whole bonus balance into withdrawable money. A stake counts its amount times its house edge divided by 1%.", "While it wagers, stakes in that coin are capped at 10 USD. One reload per Friday."]}',
   '[{"q": {"en_US": "Which deposit counts?"}, "a": {"en_US": "The first deposit credited on the Friday after you joined; one per Friday."}},
     {"q": {"en_US": "Can I have two bonuses at once?"}, "a": {"en_US": "One open bonus per coin: finish or cancel the one you have in that coin first, or deposit another coin."}}]',
   '/promotions/friday-reload.svg', '2026-01-01T00:00:00Z',
   '{"minDepositUsd": "20", "weekday": 5}', '{"matchRate": "0.5", "maxBonusUsd": "100"}',
   '{"multiplier": "10", "referenceEdge": "0.01", "maxBetUsd": "10", "expiryDays": 14, "counts": "any", "claimDays": 8}',
   false, 20);
