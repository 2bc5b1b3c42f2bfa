-- Deposits held for an operator: a payment whose credit would take what it has credited in all above the coin's
-- review threshold (DEPOSIT_REVIEW_ABOVE) is recorded but not credited. review: NULL (never held), 'held' (waiting for
-- an operator; later notifications update the payment but credit nothing), 'approved' (the operator credited what had
-- arrived, through the ledger like any deposit; a later increase is held again), 'rejected' (final: nothing of it is
-- ever credited, the reason is shown to the player). A decision is a row lock and a check of review = 'held'.
ALTER TABLE deposits
  ADD COLUMN review        TEXT CHECK (review IN ('held', 'approved', 'rejected')),
  ADD COLUMN review_reason TEXT CHECK (review_reason IS NULL OR char_length(review_reason) BETWEEN 1 AND 200),
  ADD COLUMN held_at       TIMESTAMPTZ,
  ADD COLUMN reviewed_at   TIMESTAMPTZ,
  ADD CONSTRAINT deposits_review_held CHECK ((review IS NULL) = (held_at IS NULL)),
  ADD CONSTRAINT deposits_review_decided CHECK (COALESCE(review IN ('approved', 'rejected'), false) = (reviewed_at IS NOT NULL)),
  ADD CONSTRAINT deposits_review_reason CHECK ((review IS NOT DISTINCT FROM 'rejected') = (review_reason IS NOT NULL));

-- The operator's queue.
CREATE INDEX deposits_held_idx ON deposits (id) WHERE review = 'held';
