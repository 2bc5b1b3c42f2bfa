-- Referrals: who invited whom, commission on the invitee's house edge from the wager stream, claims; the affiliate
-- tag and partner a player arrived with; the device a session was made on.

ALTER TABLE users
  -- Whether the player chose their share code (once).
  ADD COLUMN share_code_custom BOOLEAN NOT NULL DEFAULT false,
  -- The affiliate tag (stag cookie, decrypted) and partner the player registered with.
  ADD COLUMN stag TEXT CHECK (char_length(stag) <= 120),
  ADD COLUMN partner TEXT CHECK (char_length(partner) <= 120),
  ADD COLUMN register_ip TEXT,
  ADD COLUMN register_device TEXT,
  -- The picture of the player's share card (a stored upload), or null for the default one.
  ADD COLUMN share_img TEXT;

-- The browser a session was made in (a long-lived random cookie): a referral from the inviter's own browser pays none.
ALTER TABLE sessions ADD COLUMN device TEXT;
CREATE INDEX sessions_user_device_idx ON sessions (user_id, device) WHERE device IS NOT NULL;

-- Referral commission is money moved by the promotions product.
-- One row per invited player. rate: the share of the invitee's house edge paid to the inviter (fixed when they
-- joined). status: active, or blocked with the reason (a self-referral: the inviter's own address or browser). The
-- sums are of the invitee's deposit-funded stakes (bonus money earns none), in USD at the stakes' rates: wagered, their
-- house edge (usd x edge x product weight) and the commission (edge x rate), exact.
CREATE TABLE referrals (
  invitee_id      INTEGER PRIMARY KEY REFERENCES users (id),
  inviter_id      INTEGER NOT NULL REFERENCES users (id),
  rate            NUMERIC(10, 6) NOT NULL CHECK (rate >= 0 AND rate <= 1),
  status          TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'blocked')),
  blocked_reason  TEXT,
  bets            INTEGER NOT NULL DEFAULT 0,
  wagered_usd     NUMERIC NOT NULL DEFAULT 0,
  edge_usd        NUMERIC NOT NULL DEFAULT 0,
  commission_usd  NUMERIC NOT NULL DEFAULT 0,
  created_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (invitee_id <> inviter_id),
  CHECK ((status = 'blocked') = (blocked_reason IS NOT NULL))
);
CREATE INDEX referrals_inviter_idx ON referrals (inviter_id, created_at DESC);

-- Commission paid: USD claimed (the coin amount at its price, rounded down; the rest stays claimable) and the ledger row.
CREATE TABLE referral_claims (
  id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  inviter_id  INTEGER NOT NULL REFERENCES users (id),
  usd         NUMERIC NOT NULL CHECK (usd > 0),
  coin        TEXT NOT NULL REFERENCES coins (code),
  amount      NUMERIC(36, 18) NOT NULL CHECK (amount > 0),
  ledger_id   BIGINT NOT NULL,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX referral_claims_inviter_idx ON referral_claims (inviter_id, id DESC);

-- Players who registered with a code before: their referrals, at today's rate (10% of the house edge).
INSERT INTO referrals (invitee_id, inviter_id, rate)
SELECT id, referred_by, 0.10 FROM users WHERE referred_by IS NOT NULL AND referred_by <> id;

-- The wager stream's promotion rules: the open bonus's wagering (as before) and the invitee's referral row, whose
-- sums move with each deposit-funded stake (a reversal takes its share back). Lock order as a stake's: the referral
-- row after the bonus row.
CREATE OR REPLACE FUNCTION wagers_bonus() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF NEW.kind = 'DEPOSIT' THEN
    UPDATE referrals r
       SET bets = r.bets + sign(NEW.amount)::int,
           wagered_usd = r.wagered_usd + NEW.usd,
           edge_usd = r.edge_usd + NEW.usd * NEW.house_edge * NEW.weight,
           commission_usd = r.commission_usd + NEW.usd * NEW.house_edge * NEW.weight * r.rate
     WHERE r.invitee_id = NEW.user_id AND r.status = 'active';
  END IF;
  RETURN NULL;
END
$$;
