-- Withdrawals: the amount plus the network fee leaves the DEPOSIT balance when the player asks (ledger reason
-- 'withdraw', ref 'withdraw:<id>'); an operator then approves (records the payout's transaction id, no money moves) or
-- rejects (refunds amount + fee, reason 'withdraw_refund', same ref). A decision happens once: it is a conditional
-- UPDATE ... WHERE status = 'pending'.
CREATE TABLE withdrawals (
  id               BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id          INTEGER NOT NULL REFERENCES users (id),
  coin             TEXT NOT NULL REFERENCES coins (code),
  -- The network the coin is paid out on (src/core/wallet/chains.ts), kept with the row as the player saw it.
  network          TEXT NOT NULL,
  address          TEXT NOT NULL CHECK (char_length(address) BETWEEN 1 AND 128),
  -- XRP destination tag or SOL memo (at most 120 characters, src/core/wallet/address.ts); NULL when none.
  tag              TEXT CHECK (tag IS NULL OR char_length(tag) BETWEEN 1 AND 128),
  amount           NUMERIC(36, 18) NOT NULL CHECK (amount > 0),
  fee              NUMERIC(36, 18) NOT NULL CHECK (fee >= 0),
  -- The amount's USD value at the price of the request: what the daily limit counts.
  usd_value        NUMERIC(36, 18) NOT NULL CHECK (usd_value >= 0),
  status           TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  txid             TEXT CHECK (txid IS NULL OR char_length(txid) BETWEEN 1 AND 128),
  reason           TEXT CHECK (reason IS NULL OR char_length(reason) BETWEEN 1 AND 200),
  idempotency_key  TEXT,
  created_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
  decided_at       TIMESTAMPTZ,
  -- A replayed key finds the first withdrawal instead of debiting twice (NULL keys never collide).
  CONSTRAINT withdrawals_idempotency_key UNIQUE (user_id, idempotency_key),
  -- A decided row says when, an approved one carries its payout, a rejected one its reason.
  CONSTRAINT withdrawals_decided CHECK ((status = 'pending') = (decided_at IS NULL)),
  CONSTRAINT withdrawals_approved_txid CHECK (status <> 'approved' OR txid IS NOT NULL),
  CONSTRAINT withdrawals_rejected_reason CHECK (status <> 'rejected' OR reason IS NOT NULL)
);

-- The player's history, newest first (and the daily limit's sum over a player's rows).
CREATE INDEX withdrawals_user_idx ON withdrawals (user_id, id DESC);
-- The operator's queue.
CREATE INDEX withdrawals_pending_idx ON withdrawals (id) WHERE status = 'pending';

-- Withdrawals are confirmed by a code mailed to the account's verified address.
ALTER TABLE email_codes DROP CONSTRAINT email_codes_purpose_check;
ALTER TABLE email_codes
  ADD CONSTRAINT email_codes_purpose_check CHECK (purpose IN ('register', 'verify', 'change_old', 'change_new', 'withdraw'));
