-- The VIP programme on the wager stream: the ladder as data, each player's XP and level, rakeback accrued per coin,
-- a daily roll-up of the stream, and one table of every reward claimed.

-- VIP rewards are money moves of their own product (not wagers).
INSERT INTO products (code, title, wagers, wager_weight) VALUES ('vip', 'VIP rewards', false, 0);

-- A player's level moves out of users into vip_accounts (written by the wager trigger below).
ALTER TABLE users DROP COLUMN level_id, DROP COLUMN wagered_usd;

-- The ladder: a level is reached when a player's XP (USD wagered times the product's weight) reaches its threshold.
-- Rates are shares: rakeback_rate of each stake's house edge; daily/weekly/monthly_rate of the period's weighted house
-- edge, weekly/monthly_cashback of the period's net loss; recharge_rate of the last 7 days' weighted house edge (0: no
-- recharge at this level). upgrade_reward, birthday_bonus and monthly_gift are USD. reward_balance: where the level's
-- rewards other than rakeback are paid (BONUS is bonus money). Ids ascend with thresholds.
DELETE FROM vip_levels;
ALTER TABLE vip_levels
  ADD COLUMN names             JSONB NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(names) = 'object'),
  ADD COLUMN rakeback_rate     NUMERIC(10, 6) NOT NULL DEFAULT 0 CHECK (rakeback_rate BETWEEN 0 AND 1),
  ADD COLUMN daily_rate        NUMERIC(10, 6) NOT NULL DEFAULT 0 CHECK (daily_rate BETWEEN 0 AND 1),
  ADD COLUMN weekly_rate       NUMERIC(10, 6) NOT NULL DEFAULT 0 CHECK (weekly_rate BETWEEN 0 AND 1),
  ADD COLUMN monthly_rate      NUMERIC(10, 6) NOT NULL DEFAULT 0 CHECK (monthly_rate BETWEEN 0 AND 1),
  ADD COLUMN weekly_cashback   NUMERIC(10, 6) NOT NULL DEFAULT 0 CHECK (weekly_cashback BETWEEN 0 AND 1),
  ADD COLUMN monthly_cashback  NUMERIC(10, 6) NOT NULL DEFAULT 0 CHECK (monthly_cashback BETWEEN 0 AND 1),
  ADD COLUMN recharge_rate     NUMERIC(10, 6) NOT NULL DEFAULT 0 CHECK (recharge_rate BETWEEN 0 AND 1),
  ADD COLUMN rapid_recharge    BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN birthday_bonus    NUMERIC(36, 18) NOT NULL DEFAULT 0 CHECK (birthday_bonus >= 0),
  ADD COLUMN monthly_gift      NUMERIC(36, 18) NOT NULL DEFAULT 0 CHECK (monthly_gift >= 0),
  ADD COLUMN reward_balance    TEXT NOT NULL DEFAULT 'DEPOSIT' CHECK (reward_balance IN ('DEPOSIT', 'BONUS')),
  -- Further privileges the operator grants at this level, shown as written (a VIP host, invitations).
  ADD COLUMN perks             TEXT[] NOT NULL DEFAULT '{}',
  ADD CONSTRAINT vip_levels_first_free CHECK (id <> 1 OR threshold = 0);

-- Stake's thresholds from Bronze up (10k, 50k, 100k, Platinum I-VI 250k-10M, Diamond I-V 25M-500M, Obsidian 1B),
-- with four Steel steps before them so the first reward comes after 50 USD wagered.
INSERT INTO vip_levels (id, name, names, threshold, upgrade_reward, rakeback_rate, daily_rate, weekly_rate, monthly_rate,
                        weekly_cashback, monthly_cashback, recharge_rate, rapid_recharge, birthday_bonus, monthly_gift,
                        reward_balance, perks) VALUES
  (1, 'Rookie', '{"es_ES":"Novato","pt_BR":"Novato","de_DE":"Neuling","fr_FR":"Recrue"}', 0, 0, 0.05, 0, 0, 0, 0, 0, 0, false, 0, 0, 'BONUS', '{}'),
  (2, 'Steel I', '{"es_ES":"Acero I","pt_BR":"Aço I","de_DE":"Stahl I","fr_FR":"Acier I"}', 50, 0.25, 0.05, 0, 0, 0, 0, 0, 0, false, 0, 0, 'BONUS', '{}'),
  (3, 'Steel II', '{"es_ES":"Acero II","pt_BR":"Aço II","de_DE":"Stahl II","fr_FR":"Acier II"}', 250, 1, 0.06, 0, 0, 0, 0, 0, 0, false, 0, 0, 'BONUS', '{}'),
  (4, 'Steel III', '{"es_ES":"Acero III","pt_BR":"Aço III","de_DE":"Stahl III","fr_FR":"Acier III"}', 1000, 3, 0.07, 0.01, 0, 0, 0, 0, 0, false, 0, 0, 'BONUS', '{}'),
  (5, 'Steel IV', '{"es_ES":"Acero IV","pt_BR":"Aço IV","de_DE":"Stahl IV","fr_FR":"Acier IV"}', 5000, 8, 0.08, 0.01, 0.02, 0, 0, 0, 0, false, 0, 0, 'BONUS', '{}'),
  (6, 'Bronze', '{"es_ES":"Bronce","pt_BR":"Bronze","de_DE":"Bronze","fr_FR":"Bronze"}', 10000, 10, 0.10, 0.02, 0.03, 0.02, 0.01, 0, 0, false, 10, 0, 'DEPOSIT', '{}'),
  (7, 'Silver', '{"es_ES":"Plata","pt_BR":"Prata","de_DE":"Silber","fr_FR":"Argent"}', 50000, 50, 0.11, 0.02, 0.03, 0.03, 0.02, 0.01, 0, false, 25, 0, 'DEPOSIT', '{}'),
  (8, 'Gold', '{"es_ES":"Oro","pt_BR":"Ouro","de_DE":"Gold","fr_FR":"Or"}', 100000, 100, 0.12, 0.03, 0.04, 0.03, 0.03, 0.01, 0.05, false, 50, 0, 'DEPOSIT', '{}'),
  (9, 'Platinum I', '{"es_ES":"Platino I","pt_BR":"Platina I","de_DE":"Platin I","fr_FR":"Platine I"}', 250000, 250, 0.13, 0.03, 0.04, 0.04, 0.04, 0.02, 0.06, false, 100, 50, 'DEPOSIT', '{"A personal VIP host"}'),
  (10, 'Platinum II', '{"es_ES":"Platino II","pt_BR":"Platina II","de_DE":"Platin II","fr_FR":"Platine II"}', 500000, 400, 0.14, 0.03, 0.05, 0.04, 0.04, 0.02, 0.07, false, 150, 100, 'DEPOSIT', '{"A personal VIP host"}'),
  (11, 'Platinum III', '{"es_ES":"Platino III","pt_BR":"Platina III","de_DE":"Platin III","fr_FR":"Platine III"}', 1000000, 800, 0.15, 0.04, 0.05, 0.05, 0.05, 0.02, 0.08, false, 250, 200, 'DEPOSIT', '{"A personal VIP host"}'),
  (12, 'Platinum IV', '{"es_ES":"Platino IV","pt_BR":"Platina IV","de_DE":"Platin IV","fr_FR":"Platine IV"}', 2500000, 2000, 0.16, 0.04, 0.05, 0.05, 0.05, 0.03, 0.09, true, 400, 400, 'DEPOSIT', '{"A personal VIP host"}'),
  (13, 'Platinum V', '{"es_ES":"Platino V","pt_BR":"Platina V","de_DE":"Platin V","fr_FR":"Platine V"}', 5000000, 3500, 0.17, 0.04, 0.06, 0.06, 0.06, 0.03, 0.10, true, 600, 700, 'DEPOSIT', '{"A personal VIP host"}'),
  (14, 'Platinum VI', '{"es_ES":"Platino VI","pt_BR":"Platina VI","de_DE":"Platin VI","fr_FR":"Platine VI"}', 10000000, 7000, 0.18, 0.05, 0.06, 0.06, 0.06, 0.03, 0.11, true, 1000, 1200, 'DEPOSIT', '{"A personal VIP host"}'),
  (15, 'Diamond I', '{"es_ES":"Diamante I","pt_BR":"Diamante I","de_DE":"Diamant I","fr_FR":"Diamant I"}', 25000000, 15000, 0.19, 0.05, 0.07, 0.07, 0.07, 0.04, 0.12, true, 2000, 2500, 'DEPOSIT', '{"A personal VIP host","Invitations to our events"}'),
  (16, 'Diamond II', '{"es_ES":"Diamante II","pt_BR":"Diamante II","de_DE":"Diamant II","fr_FR":"Diamant II"}', 50000000, 30000, 0.20, 0.05, 0.07, 0.07, 0.07, 0.04, 0.13, true, 3000, 5000, 'DEPOSIT', '{"A personal VIP host","Invitations to our events"}'),
  (17, 'Diamond III', '{"es_ES":"Diamante III","pt_BR":"Diamante III","de_DE":"Diamant III","fr_FR":"Diamant III"}', 100000000, 60000, 0.21, 0.06, 0.08, 0.08, 0.08, 0.04, 0.14, true, 5000, 10000, 'DEPOSIT', '{"A personal VIP host","Invitations to our events"}'),
  (18, 'Diamond IV', '{"es_ES":"Diamante IV","pt_BR":"Diamante IV","de_DE":"Diamant IV","fr_FR":"Diamant IV"}', 250000000, 125000, 0.22, 0.06, 0.08, 0.08, 0.08, 0.05, 0.14, true, 7500, 20000, 'DEPOSIT', '{"A personal VIP host","Invitations to our events"}'),
  (19, 'Diamond V', '{"es_ES":"Diamante V","pt_BR":"Diamante V","de_DE":"Diamant V","fr_FR":"Diamant V"}', 500000000, 250000, 0.23, 0.07, 0.09, 0.09, 0.08, 0.05, 0.15, true, 10000, 40000, 'DEPOSIT', '{"A personal VIP host","Invitations to our events"}'),
  (20, 'Obsidian', '{"es_ES":"Obsidiana","pt_BR":"Obsidiana","de_DE":"Obsidian","fr_FR":"Obsidienne"}', 1000000000, 500000, 0.25, 0.08, 0.10, 0.10, 0.08, 0.05, 0.15, true, 20000, 80000, 'DEPOSIT', '{"A personal VIP host","Invitations to our events","Tailor-made rewards"}');

-- A player's standing. xp and wagered_usd are exact sums of the wager stream (unbounded NUMERIC); level_id is the
-- highest level whose threshold xp reaches, never below level_floor (a level an operator holds for the player).
-- The recharge columns: a 7-day recharge started at recharge_from, worth recharge_usd, paid out as its windows pass.
-- rakeback: accrued and not yet claimed, per coin ({"USDT": 0.005}), exact (JSON numbers are NUMERIC: stake x edge x
-- rate keeps more places than a coin); a claim pays it rounded down to the coin's decimals and keeps the rest; a
-- reversed stake takes its share back, so it may fall below zero until later stakes make it up (read it through the
-- vip_rakeback view). day, day_totals: the running UTC day's roll-up of the player's stakes per "product/game" (bets,
-- usd, xp, edge, payout_usd), moved into wager_days by the first stake of a later day. All of it in one row, so a
-- stake updates one row for VIP (three hot rows updated per stake cost a sixth of the bet rate, measured).
CREATE TABLE vip_accounts (
  user_id          INTEGER PRIMARY KEY REFERENCES users (id),
  xp               NUMERIC NOT NULL DEFAULT 0 CHECK (xp >= 0),
  wagered_usd      NUMERIC NOT NULL DEFAULT 0 CHECK (wagered_usd >= 0),
  level_id         SMALLINT NOT NULL DEFAULT 1 REFERENCES vip_levels (id),
  level_floor      SMALLINT REFERENCES vip_levels (id),
  floor_reason     TEXT,
  recharge_from    TIMESTAMPTZ,
  recharge_usd     NUMERIC(36, 18),
  recharge_rapid   BOOLEAN NOT NULL DEFAULT false,
  -- When the wager trigger last notified the servers of this player's progress.
  notified_at      TIMESTAMPTZ NOT NULL DEFAULT '-infinity',
  rakeback         JSONB NOT NULL DEFAULT '{}'::jsonb,
  day              DATE,
  day_totals       JSONB NOT NULL DEFAULT '{}'::jsonb,
  updated_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK ((recharge_from IS NULL) = (recharge_usd IS NULL))
);

-- When a player first held each level (reached by XP, or held by an operator's floor): the privilege bonuses are owed
-- from then on. The first level is held from the account's creation.
CREATE TABLE vip_levels_reached (
  user_id     INTEGER NOT NULL REFERENCES users (id),
  level_id    SMALLINT NOT NULL REFERENCES vip_levels (id),
  reached_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, level_id)
);

-- Rakeback per player and coin, as rows.
CREATE VIEW vip_rakeback AS
  SELECT a.user_id, r.key AS coin, (r.value #>> '{}')::numeric AS accrued FROM vip_accounts a, jsonb_each(a.rakeback) r;

-- The wager stream rolled up per player, UTC day, product and game: calendar rewards, the recharge condition, period
-- totals and game statistics read these few rows instead of every stake. usd: stakes; xp: usd x weight; edge: xp x
-- house edge; payout_usd: payouts at the stakes' rates. A reversed wager subtracts on the day of its reversal. The
-- running day lives in vip_accounts until a later day's stake moves it here; readers use wager_days_all.
CREATE TABLE wager_days (
  user_id     INTEGER NOT NULL,
  day         DATE NOT NULL,
  product     TEXT NOT NULL,
  game        TEXT NOT NULL,
  bets        INTEGER NOT NULL DEFAULT 0,
  usd         NUMERIC NOT NULL DEFAULT 0,
  xp          NUMERIC NOT NULL DEFAULT 0,
  edge        NUMERIC NOT NULL DEFAULT 0,
  payout_usd  NUMERIC NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, day, product, game)
);

-- Every day of the roll-up, the running one included.
CREATE VIEW wager_days_all AS
  SELECT user_id, day, product, game, bets, usd, xp, edge, payout_usd FROM wager_days
  UNION ALL
  SELECT a.user_id, a.day, split_part(t.key, '/', 1), substr(t.key, strpos(t.key, '/') + 1), (t.value ->> 0)::int,
         (t.value ->> 1)::numeric, (t.value ->> 2)::numeric, (t.value ->> 3)::numeric, (t.value ->> 4)::numeric
    FROM vip_accounts a, jsonb_each(a.day_totals) t
   WHERE a.day IS NOT NULL;

-- Every reward paid: kind, what was claimed (period: the level, day, week or month, year; unique per player and kind,
-- so a reward of a period pays once however many claims race), the coin and amount paid, its USD value, and the
-- ledger row. Rakeback, recharge and grants have no period (they pay whatever has accrued, one row per coin).
CREATE TABLE vip_claims (
  id            BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id       INTEGER NOT NULL REFERENCES users (id),
  kind          TEXT NOT NULL CHECK (kind IN ('rakeback', 'recharge', 'level_up', 'daily', 'weekly', 'monthly', 'birthday', 'gift', 'grant')),
  period        TEXT,
  coin          TEXT NOT NULL REFERENCES coins (code),
  amount        NUMERIC(36, 18) NOT NULL CHECK (amount > 0),
  usd           NUMERIC(36, 18) NOT NULL CHECK (usd >= 0),
  balance_kind  TEXT NOT NULL CHECK (balance_kind IN ('DEPOSIT', 'BONUS')),
  ledger_id     BIGINT NOT NULL,
  note          TEXT,
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK ((period IS NULL) = (kind IN ('rakeback', 'recharge', 'grant'))),
  CONSTRAINT vip_claims_once UNIQUE (user_id, kind, period)
);
CREATE INDEX vip_claims_user_idx ON vip_claims (user_id, id DESC);

-- The wager stream gains what VIP needs per stake: the payout (net loss), the rakeback it accrued (so a reversal takes
-- back exactly that), and reversals: a row with `reverses` set undoes the stake it names (a rolled-back third-party
-- bet), carrying its amounts negated.
ALTER TABLE wagers
  ADD COLUMN payout_usd NUMERIC(36, 18) NOT NULL DEFAULT 0,
  ADD COLUMN rakeback NUMERIC NOT NULL DEFAULT 0,
  ADD COLUMN reverses BIGINT UNIQUE REFERENCES wagers (id),
  DROP CONSTRAINT wagers_amount_check,
  DROP CONSTRAINT wagers_usd_check,
  DROP CONSTRAINT wagers_one_per_stake,
  ADD CONSTRAINT wagers_sign CHECK (CASE WHEN reverses IS NULL THEN amount > 0 AND usd >= 0 AND payout_usd >= 0
                                         ELSE amount < 0 AND usd <= 0 AND payout_usd <= 0 END);
CREATE UNIQUE INDEX wagers_one_per_stake ON wagers (product, ref_id) WHERE reverses IS NULL;

UPDATE wagers w SET payout_usd = CASE WHEN w.amount > 0 THEN b.payout * w.usd / w.amount ELSE 0 END
  FROM bets b WHERE w.product = 'originals' AND b.id = w.ref_id;

-- House-game stakes also carry their payout (bets rows are written settled).
CREATE OR REPLACE FUNCTION bets_wager() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_rate NUMERIC := COALESCE((SELECT r.usd_rate FROM rates r WHERE r.code = NEW.coin AND r.kind = 'COIN'), 0);
BEGIN
  INSERT INTO wagers (user_id, product, game, ref_id, coin, amount, usd, payout_usd, house_edge, weight, created_at)
  SELECT NEW.user_id, 'originals', NEW.game, NEW.id, NEW.coin, NEW.amount, NEW.amount * v_rate, NEW.payout * v_rate,
         COALESCE((SELECT g.house_edge FROM games g WHERE g.name = NEW.game), 0),
         (SELECT p.wager_weight FROM products p WHERE p.code = 'originals'),
         NEW.created_at;
  RETURN NULL;
END
$$;

-- Each wager, as it is written, moves its player's XP, level, rakeback and day roll-up in the same transaction, and
-- tells every server process (NOTIFY vip_progress, sent at commit) to push the new progress to the player's sockets:
-- at most one notification per player every 250 ms (notified_at), as a NOTIFY per stake cost a sixth of the bet rate;
-- a process that heard one keeps reading that player's progress until it stops moving (server/vip/VipPusher.ts). A
-- level-up always notifies. The rakeback rate is that of the level held before the stake counts. A reversal copies its
-- stake's row negated. Lock order: a house-game wager is written by the bets AFTER trigger, at the end of the settling
-- statement, after its money move; so a stake locks its balance row before its VIP row, as the claims do.
CREATE FUNCTION wagers_vip() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_orig wagers%ROWTYPE;
  v_level SMALLINT;
  v_rate NUMERIC;
  v_xp NUMERIC;
  v_new_level SMALLINT;
  v_now TIMESTAMPTZ;
  v_notify BOOLEAN;
  v_day DATE;
  v_old_day DATE;
  v_key TEXT;
BEGIN
  IF NEW.reverses IS NOT NULL THEN
    SELECT * INTO v_orig FROM wagers WHERE id = NEW.reverses AND reverses IS NULL;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'wagers: % is not a stake that can be reversed', NEW.reverses USING ERRCODE = 'foreign_key_violation';
    END IF;
    IF EXISTS (SELECT 1 FROM wagers WHERE reverses = NEW.reverses) THEN
      RAISE EXCEPTION 'wagers: stake % is already reversed', NEW.reverses
        USING ERRCODE = 'unique_violation', CONSTRAINT = 'wagers_reverses_key';
    END IF;
    NEW.user_id := v_orig.user_id; NEW.product := v_orig.product; NEW.game := v_orig.game; NEW.ref_id := v_orig.ref_id;
    NEW.coin := v_orig.coin; NEW.amount := -v_orig.amount; NEW.usd := -v_orig.usd; NEW.payout_usd := -v_orig.payout_usd;
    NEW.house_edge := v_orig.house_edge; NEW.weight := v_orig.weight; NEW.rakeback := -v_orig.rakeback;
  END IF;
  v_xp := NEW.usd * NEW.weight;
  v_now := clock_timestamp();
  v_day := (NEW.created_at AT TIME ZONE 'UTC')::date;
  v_key := NEW.product || '/' || NEW.game;
  -- One statement: XP, level, rakeback in the coin and the running day's totals; joined on the row as it was, the
  -- level held before the stake and its rate (the rakeback's). It applies while the row's running day is the stake's;
  -- otherwise that day moves into wager_days first (or the row is made) and it runs again.
  LOOP
    UPDATE vip_accounts a SET xp = a.xp + v_xp, wagered_usd = a.wagered_usd + NEW.usd, updated_at = v_now,
           level_id = GREATEST(COALESCE(a.level_floor, 1),
                               (SELECT x.id FROM vip_levels x WHERE x.threshold <= a.xp + v_xp ORDER BY x.threshold DESC LIMIT 1)),
           notified_at = CASE WHEN a.notified_at > v_now - interval '250 milliseconds' THEN a.notified_at ELSE v_now END,
           rakeback = jsonb_set(a.rakeback, ARRAY[NEW.coin], to_jsonb(COALESCE((a.rakeback ->> NEW.coin)::numeric, 0)
                        + COALESCE(v_orig.rakeback * -1, NEW.amount * NEW.house_edge * l.rakeback_rate))),
           day_totals = jsonb_set(a.day_totals, ARRAY[v_key], jsonb_build_array(
                          COALESCE((a.day_totals -> v_key ->> 0)::int, 0) + sign(NEW.amount)::int,
                          COALESCE((a.day_totals -> v_key ->> 1)::numeric, 0) + NEW.usd,
                          COALESCE((a.day_totals -> v_key ->> 2)::numeric, 0) + v_xp,
                          COALESCE((a.day_totals -> v_key ->> 3)::numeric, 0) + v_xp * NEW.house_edge,
                          COALESCE((a.day_totals -> v_key ->> 4)::numeric, 0) + NEW.payout_usd))
      FROM vip_levels l
     WHERE a.user_id = NEW.user_id AND l.id = a.level_id AND a.day = v_day
    RETURNING l.id, l.rakeback_rate, a.level_id, a.notified_at = v_now INTO v_level, v_rate, v_new_level, v_notify;
    EXIT WHEN FOUND;
    SELECT a.day INTO v_old_day FROM vip_accounts a WHERE a.user_id = NEW.user_id FOR UPDATE;
    IF NOT FOUND THEN
      INSERT INTO vip_accounts (user_id, day) VALUES (NEW.user_id, v_day) ON CONFLICT DO NOTHING;
    ELSIF v_old_day IS DISTINCT FROM v_day THEN
      INSERT INTO wager_days AS d (user_id, day, product, game, bets, usd, xp, edge, payout_usd)
      SELECT a.user_id, a.day, split_part(t.key, '/', 1), substr(t.key, strpos(t.key, '/') + 1), (t.value ->> 0)::int,
             (t.value ->> 1)::numeric, (t.value ->> 2)::numeric, (t.value ->> 3)::numeric, (t.value ->> 4)::numeric
        FROM vip_accounts a, jsonb_each(a.day_totals) t WHERE a.user_id = NEW.user_id AND a.day IS NOT NULL
      ON CONFLICT (user_id, day, product, game) DO UPDATE
        SET bets = d.bets + EXCLUDED.bets, usd = d.usd + EXCLUDED.usd, xp = d.xp + EXCLUDED.xp,
            edge = d.edge + EXCLUDED.edge, payout_usd = d.payout_usd + EXCLUDED.payout_usd;
      UPDATE vip_accounts SET day = v_day, day_totals = '{}'::jsonb WHERE user_id = NEW.user_id;
    END IF;
  END LOOP;
  IF NEW.reverses IS NULL THEN
    NEW.rakeback := NEW.amount * NEW.house_edge * v_rate;
  END IF;
  -- A level reached: a notification for the bell, and a distinct payload so the push also rings it.
  IF v_new_level > v_level THEN
    INSERT INTO vip_levels_reached (user_id, level_id)
    SELECT NEW.user_id, l.id FROM vip_levels l WHERE l.id > v_level AND l.id <= v_new_level ON CONFLICT DO NOTHING;
    INSERT INTO notifications (user_id, kind, title, body, data)
    SELECT NEW.user_id, 'vip', 'You reached ' || l.name,
           CASE WHEN EXISTS (SELECT 1 FROM vip_levels x WHERE x.id > v_level AND x.id <= v_new_level AND x.upgrade_reward > 0)
                THEN 'Your level-up reward is waiting on the VIP page.' ELSE 'See what your new level gives on the VIP page.' END,
           jsonb_build_object('levelId', l.id, 'link', '/vip')
      FROM vip_levels l WHERE l.id = v_new_level;
    PERFORM pg_notify('vip_progress', NEW.user_id::text || ':up');
  ELSIF v_notify THEN
    PERFORM pg_notify('vip_progress', NEW.user_id::text);
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER wagers_vip BEFORE INSERT ON wagers FOR EACH ROW EXECUTE FUNCTION wagers_vip();

-- The stream so far becomes the players' standing (rakeback starts from now: past stakes accrued none).
INSERT INTO vip_accounts (user_id, xp, wagered_usd, level_id)
SELECT u.id, COALESCE(s.xp, 0), COALESCE(s.usd, 0),
       (SELECT l.id FROM vip_levels l WHERE l.threshold <= COALESCE(s.xp, 0) ORDER BY l.threshold DESC LIMIT 1)
  FROM users u LEFT JOIN (SELECT user_id, sum(usd * weight) AS xp, sum(usd) AS usd FROM wagers GROUP BY user_id) s ON s.user_id = u.id;
INSERT INTO vip_levels_reached (user_id, level_id)
SELECT a.user_id, l.id FROM vip_accounts a JOIN vip_levels l ON l.id > 1 AND l.id <= a.level_id;
INSERT INTO wager_days (user_id, day, product, game, bets, usd, xp, edge, payout_usd)
SELECT user_id, (created_at AT TIME ZONE 'UTC')::date, product, game, count(*), sum(usd), sum(usd * weight),
       sum(usd * weight * house_edge), sum(payout_usd)
  FROM wagers GROUP BY 1, 2, 3, 4;
