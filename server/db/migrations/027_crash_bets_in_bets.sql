-- Every stake in one bets table: a crash bet becomes a bets row when it settles (cashed out, or lost at the crash),
-- like a mines game at its end. crash_bets keeps the live state of a round's bets (placed, active, auto target) and
-- points at the bets row once there is one; a refunded bet (a voided round) is no bet and has none.
--
-- A crash bets row has no seed pair: it is played on its round (round_id), whose hash the chain proves. Its params are
-- {"autoCashout": hundredths or null}, its outcome {"roundId": id, "cashoutAt": hundredths or null}; the crash point is
-- the round's, shown once the round has ended. multiplier: where it was cashed out, or (lost) the round's crash point.
ALTER TABLE bets
  ALTER COLUMN seed_pair_id DROP NOT NULL,
  ALTER COLUMN nonce DROP NOT NULL,
  ADD COLUMN round_id BIGINT REFERENCES crash_rounds (id),
  ADD CONSTRAINT bets_fairness CHECK ((seed_pair_id IS NULL) = (nonce IS NULL) AND (seed_pair_id IS NULL) <> (round_id IS NULL));

ALTER TABLE crash_bets ADD COLUMN bet_id BIGINT UNIQUE;

-- The crash bets settled so far become bets rows at their settlement time, in that order; the bets trigger adds their
-- wagers. Their ledger rows keep ref 'crash:<crash bet id>'.
UPDATE crash_bets c SET bet_id = n.bet_id
  FROM (SELECT id, nextval(pg_get_serial_sequence('bets', 'id')) AS bet_id
          FROM (SELECT id FROM crash_bets WHERE state IN ('cashed', 'lost') ORDER BY settled_at, id) s) n
 WHERE c.id = n.id;
INSERT INTO bets (id, user_id, game, coin, balance_type, amount, multiplier, payout, win, paid, params, outcome, round_id, created_at)
OVERRIDING SYSTEM VALUE
SELECT c.bet_id, c.user_id, 'crash', c.coin, c.balance_type, c.amount,
       CASE WHEN c.state = 'cashed' THEN c.cashout_at ELSE r.crash_point END / 100.0,
       c.payout, c.payout > c.amount, c.state = 'cashed',
       jsonb_build_object('autoCashout', c.auto_cashout), jsonb_build_object('roundId', c.round_id, 'cashoutAt', c.cashout_at),
       c.round_id, c.settled_at
  FROM crash_bets c JOIN crash_rounds r ON r.id = c.round_id
 WHERE c.bet_id IS NOT NULL
 ORDER BY c.bet_id;
-- A settlement writes both rows in one statement (the key is checked at its end).
ALTER TABLE crash_bets ADD CONSTRAINT crash_bets_bet_id_fkey FOREIGN KEY (bet_id) REFERENCES bets (id),
  ADD CONSTRAINT crash_bets_settled_bet CHECK ((state IN ('cashed', 'lost')) = (bet_id IS NOT NULL));
