-- Whether a bet paid stake × multiplier (paid), apart from whether it won (win): plinko pays every bucket, its 0.2×
-- and 0.5× buckets too, which are not wins. Dice and limbo pay exactly their wins, so every existing bet gets
-- paid = win and keeps all its other values; bets.multiplier stays the game's multiplier of the bet.

ALTER TABLE bets ADD COLUMN paid BOOLEAN;

UPDATE bets SET paid = win;

ALTER TABLE bets
  ALTER COLUMN paid SET NOT NULL,
  -- A win always pays; a bet that paid nothing has a zero payout.
  ADD CONSTRAINT bets_win_paid CHECK (paid OR NOT win),
  ADD CONSTRAINT bets_unpaid_zero CHECK (paid OR payout = 0);
