-- Player protection, enforced by the one money statement so every product obeys: limits a player sets (deposit, loss
-- and wager per 24 h, 7 days and 30 days in USD; a stake cap in USD; a session length in minutes), time-outs and
-- self-exclusions a player takes, and per-capability locks an operator sets (the chat mute among them).

-- A limit in force, and a raise or removal waiting its 24 hours. A new or lower limit applies at once; a higher one or
-- a removal only from pending_from. A windowed limit (day, week, month) counts `used` USD over a window of 24 hours,
-- 7 or 30 days that starts when the limit is set and repeats from there; a wager limit counts stakes, a loss limit
-- stakes less what came back (payouts, refunds), a deposit limit deposits.
CREATE TABLE player_limits (
  user_id          INTEGER NOT NULL REFERENCES users (id),
  kind             TEXT NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'stake', 'session')),
  period           TEXT NOT NULL CHECK (period IN ('day', 'week', 'month', 'once')),
  amount           NUMERIC(20, 2) NOT NULL CHECK (amount > 0),
  pending          NUMERIC(20, 2) CHECK (pending > 0),
  pending_removal  BOOLEAN NOT NULL DEFAULT false,
  pending_from     TIMESTAMPTZ,
  window_start     TIMESTAMPTZ NOT NULL DEFAULT now(),
  used             NUMERIC(36, 18) NOT NULL DEFAULT 0,
  set_at           TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind, period),
  CONSTRAINT player_limits_period CHECK ((kind IN ('stake', 'session')) = (period = 'once')),
  CONSTRAINT player_limits_pending CHECK ((pending IS NOT NULL OR pending_removal) = (pending_from IS NOT NULL)),
  CONSTRAINT player_limits_session CHECK (kind <> 'session' OR (amount = trunc(amount) AND amount BETWEEN 5 AND 1440))
);

-- A time-out or self-exclusion: in force from starts_at to ends_at (NULL: permanent), play refused until play_from
-- (ends_at and a 24-hour cooling-off; NULL: never). Never shortened.
CREATE TABLE player_exclusions (
  id         BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users (id),
  kind       TEXT NOT NULL CHECK (kind IN ('timeout', 'exclusion')),
  length     TEXT NOT NULL CHECK (length IN ('24h', '7d', '30d', '6w', '6m', '1y', '3y', '5y', 'permanent')),
  starts_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  ends_at    TIMESTAMPTZ,
  play_from  TIMESTAMPTZ,
  CONSTRAINT player_exclusions_ends CHECK ((ends_at IS NULL) = (play_from IS NULL) AND (ends_at IS NULL) = (length = 'permanent'))
);
CREATE INDEX player_exclusions_user_idx ON player_exclusions (user_id, id DESC);

-- An operator's lock of one capability until a time, with the reason the player is shown.
CREATE TABLE capability_locks (
  id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users (id),
  capability  TEXT NOT NULL CHECK (capability IN ('chat', 'tip', 'rain', 'bet', 'deposit', 'withdraw')),
  until       TIMESTAMPTZ NOT NULL,
  reason      TEXT NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 200),
  by_user     INTEGER REFERENCES users (id),
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  lifted_at   TIMESTAMPTZ
);
CREATE INDEX capability_locks_user_idx ON capability_locks (user_id, capability, until DESC) WHERE lifted_at IS NULL;

-- The chat mute is a lock of chat: the mute history moves over (a mute still running that was lifted early, lifted
-- now), and the old column and table go.
INSERT INTO capability_locks (user_id, capability, until, reason, by_user, created_at, lifted_at)
SELECT m.user_id, 'chat', m.until, 'Muted by a moderator', m.by_user, m.created_at,
       CASE WHEN m.until > now() AND u.chat_muted_until IS DISTINCT FROM m.until THEN now() END
  FROM chat_mutes m JOIN users u ON u.id = m.user_id ORDER BY m.id;
ALTER TABLE users DROP COLUMN chat_muted_until;
DROP TABLE chat_mutes;

-- A deposit credited over one of the player's deposit limits (crypto cannot be refused on chain).
ALTER TABLE deposits ADD COLUMN over_limit BOOLEAN NOT NULL DEFAULT false;

-- The reality-check interval a player chose (minutes; NULL: off).
ALTER TABLE users ADD COLUMN reality_check_minutes INTEGER CHECK (reality_check_minutes BETWEEN 15 AND 60);

-- The length of a limit's window.
CREATE FUNCTION limit_window(p_period TEXT) RETURNS INTERVAL LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE p_period WHEN 'day' THEN interval '24 hours' WHEN 'week' THEN interval '7 days' WHEN 'month' THEN interval '30 days' END
$$;

-- "3 h 12 min", "45 min", "2 d 4 h": how long until a moment, for refusals.
CREATE FUNCTION protection_wait_text(p_until TIMESTAMPTZ) RETURNS TEXT LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_min BIGINT := GREATEST(1, ceil(extract(epoch FROM p_until - now()) / 60));
BEGIN
  IF v_min >= 2880 THEN RETURN (v_min / 1440) || ' d ' || (v_min % 1440) / 60 || ' h'; END IF;
  IF v_min >= 60 THEN RETURN (v_min / 60) || ' h ' || (v_min % 60) || ' min'; END IF;
  RETURN v_min || ' min';
END
$$;

-- A limit's amount in force now, whether or not its row was brought up to date: the raise once its 24 hours are over,
-- NULL once its removal is due.
CREATE FUNCTION limit_in_force(l player_limits) RETURNS NUMERIC LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN l.pending_from IS NULL OR l.pending_from > now() THEN l.amount
              WHEN l.pending_removal THEN NULL ELSE l.pending END
$$;

-- Brings a player's limits up to now: raises and removals whose 24 hours are over take effect, and windows that ran
-- out start again (used back to 0). Answers nothing; the rows are then current.
CREATE FUNCTION protection_refresh(p_user INTEGER) RETURNS VOID LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM player_limits WHERE user_id = p_user AND pending_removal AND pending_from <= now();
  UPDATE player_limits SET amount = pending, pending = NULL, pending_from = NULL
   WHERE user_id = p_user AND pending IS NOT NULL AND pending_from <= now();
  UPDATE player_limits
     SET window_start = window_start + limit_window(period) * floor(extract(epoch FROM now() - window_start)
                                                               / extract(epoch FROM limit_window(period))),
         used = 0
   WHERE user_id = p_user AND period <> 'once' AND now() >= window_start + limit_window(period);
END
$$;

-- What refuses a player a capability now (a time-out or self-exclusion for play, an operator's lock), as the message
-- the player is shown; NULL when nothing does. Capabilities: bet, tip, rain, deposit, withdraw, chat, promotions.
CREATE FUNCTION protection_refusal(p_user INTEGER, p_capability TEXT) RETURNS TEXT LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_ex player_exclusions%ROWTYPE;
  v_lock capability_locks%ROWTYPE;
  v_limit player_limits%ROWTYPE;
BEGIN
  IF p_capability IN ('bet', 'tip', 'rain', 'deposit', 'chat', 'promotions') THEN
    SELECT * INTO v_ex FROM player_exclusions e
     WHERE e.user_id = p_user AND (e.play_from IS NULL OR e.play_from > now())
     ORDER BY e.play_from DESC NULLS FIRST LIMIT 1;
    IF FOUND THEN
      IF v_ex.ends_at IS NULL THEN
        RETURN 'You have excluded yourself permanently: you can still log in to withdraw and see your history';
      ELSIF v_ex.ends_at > now() THEN
        RETURN format('You are on a %s until %s UTC (%s left): you can still withdraw and see your history',
                      CASE v_ex.kind WHEN 'timeout' THEN 'time-out' ELSE 'self-exclusion' END,
                      to_char(v_ex.ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI'), protection_wait_text(v_ex.ends_at));
      ELSE
        RETURN format('Your %s has ended; play opens again after a 24-hour cooling-off, in %s',
                      CASE v_ex.kind WHEN 'timeout' THEN 'time-out' ELSE 'self-exclusion' END, protection_wait_text(v_ex.play_from));
      END IF;
    END IF;
  END IF;
  IF p_capability = 'deposit' THEN
    -- A deposit limit reached in its current window (a window that ran out counts as a new, empty one).
    SELECT * INTO v_limit FROM player_limits l
     WHERE l.user_id = p_user AND l.kind = 'deposit' AND now() < l.window_start + limit_window(l.period)
       AND l.used >= limit_in_force(l)
     ORDER BY l.window_start + limit_window(l.period) DESC LIMIT 1;
    IF FOUND THEN
      RETURN format('Your %s deposit limit of %s USD is reached (%s USD deposited): deposits open again in %s',
                    CASE v_limit.period WHEN 'day' THEN '24-hour' WHEN 'week' THEN '7-day' ELSE '30-day' END,
                    trim_scale(limit_in_force(v_limit)), trim_scale(round(v_limit.used, 2)),
                    protection_wait_text(v_limit.window_start + limit_window(v_limit.period)));
    END IF;
  END IF;
  IF p_capability IN ('bet', 'tip', 'rain', 'deposit', 'withdraw', 'chat') THEN
    SELECT * INTO v_lock FROM capability_locks l
     WHERE l.user_id = p_user AND l.capability = p_capability AND l.lifted_at IS NULL AND l.until > now()
     ORDER BY l.until DESC LIMIT 1;
    IF FOUND AND p_capability = 'chat' THEN
      RETURN format('You are muted in chat until %s UTC: %s', to_char(v_lock.until AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI'), v_lock.reason);
    ELSIF FOUND THEN
      RETURN format('%s is locked on your account until %s UTC: %s',
                    CASE p_capability WHEN 'bet' THEN 'Betting' WHEN 'tip' THEN 'Tipping' WHEN 'rain' THEN 'Rain'
                      WHEN 'deposit' THEN 'Depositing' ELSE 'Withdrawing' END,
                    to_char(v_lock.until AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI'), v_lock.reason);
    END IF;
  END IF;
  RETURN NULL;
END
$$;

-- The protection side of a money move, run by move_money before it touches the balance: refuses a stake, tip, rain or
-- withdrawal the player may not make now (raising with constraint player_blocked, or player_limit for a limit, and the
-- player's message), and
-- counts wager-product moves and deposits against the player's limits. A stake is checked as if it were lost, whatever
-- the move credits with it, so a refusal never tells an outcome. Credits are never refused.
CREATE FUNCTION protect_move(p_user INTEGER, p_coin TEXT, p_product TEXT, p_debit NUMERIC, p_credit NUMERIC,
                             p_debit_reason TEXT, p_credit_reason TEXT) RETURNS VOID LANGUAGE plpgsql AS $$
DECLARE
  v_refusal TEXT;
  v_capability TEXT;
  v_wager BOOLEAN := p_product IN ('originals', 'slots', 'live', 'sports');
  v_rate NUMERIC;
  v_debit_usd NUMERIC;
  v_credit_usd NUMERIC;
  v_limit RECORD;
  v_name TEXT;
BEGIN
  IF p_debit > 0 THEN
    v_capability := CASE p_debit_reason WHEN 'bet' THEN 'bet' WHEN 'tip_out' THEN 'tip' WHEN 'rain_out' THEN 'rain'
                                        WHEN 'withdraw' THEN 'withdraw' END;
    IF v_capability IS NOT NULL THEN
      v_refusal := protection_refusal(p_user, v_capability);
      IF v_refusal IS NOT NULL THEN
        RAISE EXCEPTION '%', v_refusal USING ERRCODE = 'check_violation', TABLE = 'player_exclusions', CONSTRAINT = 'player_blocked';
      END IF;
    END IF;
  END IF;
  IF NOT (v_wager OR (p_credit > 0 AND p_credit_reason = 'deposit')) THEN RETURN; END IF;
  IF NOT EXISTS (SELECT 1 FROM player_limits l WHERE l.user_id = p_user) THEN RETURN; END IF;

  PERFORM protection_refresh(p_user);
  v_rate := COALESCE((SELECT r.usd_rate FROM rates r WHERE r.code = p_coin AND r.kind = 'COIN'), 0);
  v_debit_usd := p_debit * v_rate;
  v_credit_usd := p_credit * v_rate;

  IF NOT v_wager THEN
    UPDATE player_limits SET used = used + v_credit_usd WHERE user_id = p_user AND kind = 'deposit';
    RETURN;
  END IF;

  -- The rows are locked in one order (kind, period) by every move, so concurrent stakes of a player queue here.
  FOR v_limit IN
    SELECT * FROM player_limits l WHERE l.user_id = p_user AND l.kind IN ('loss', 'wager', 'stake') ORDER BY l.kind, l.period FOR UPDATE
  LOOP
    IF p_debit > 0 AND p_debit_reason = 'bet' THEN
      v_name := CASE v_limit.period WHEN 'day' THEN '24-hour' WHEN 'week' THEN '7-day' WHEN 'month' THEN '30-day' ELSE '' END;
      IF v_limit.kind = 'stake' AND v_debit_usd > v_limit.amount THEN
        RAISE EXCEPTION 'Your stake limit is % USD a bet (this one is % USD)', trim_scale(v_limit.amount), trim_scale(round(v_debit_usd, 2))
          USING ERRCODE = 'check_violation', TABLE = 'player_limits', CONSTRAINT = 'player_limit';
      END IF;
      IF v_limit.kind IN ('loss', 'wager') AND v_limit.used + v_debit_usd > v_limit.amount THEN
        RAISE EXCEPTION 'This stake (% USD) would go over your % % limit of % USD (% USD used); it resets in %',
          trim_scale(round(v_debit_usd, 2)), v_name, v_limit.kind, trim_scale(v_limit.amount),
          trim_scale(round(GREATEST(v_limit.used, 0), 2)), protection_wait_text(v_limit.window_start + limit_window(v_limit.period))
          USING ERRCODE = 'check_violation', TABLE = 'player_limits', CONSTRAINT = 'player_limit';
      END IF;
    END IF;
  END LOOP;
  UPDATE player_limits SET used = used + v_debit_usd - v_credit_usd WHERE user_id = p_user AND kind = 'loss';
  IF p_debit > 0 AND p_debit_reason = 'bet' THEN
    UPDATE player_limits SET used = used + v_debit_usd WHERE user_id = p_user AND kind = 'wager';
  END IF;
END
$$;

-- The money statement with the protection step first (the rest as in migration 030).
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
  PERFORM protect_move(p_user, p_coin, p_product, p_debit, p_credit, p_debit_reason, p_credit_reason);
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
