-- Free bets: bets on the house's stake. A free-bet promotion gives each player who takes it a number of free bets of
-- a fixed amount in a coin, on chosen instant house games, until they expire. A free bet settles like any bet, but
-- nothing is debited, and a win pays what the bet won beyond its stake (the stake was never the player's) to the
-- deposit balance. Its bets row points at the free bet it used (once: unique), and it is no wager: it counts toward
-- no VIP level, rakeback, bonus wagering, race, cashback or referral commission.
CREATE TABLE free_bets (
  id            BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id       INTEGER NOT NULL REFERENCES users (id),
  promotion_id  INTEGER REFERENCES promotions (id),
  coin          TEXT NOT NULL REFERENCES coins (code),
  amount        NUMERIC(36, 18) NOT NULL CHECK (amount > 0),
  games         TEXT[] NOT NULL CHECK (cardinality(games) > 0),
  expires_at    TIMESTAMPTZ NOT NULL,
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  used_at       TIMESTAMPTZ
);
CREATE INDEX free_bets_open_idx ON free_bets (user_id, expires_at) WHERE used_at IS NULL;

ALTER TABLE bets ADD COLUMN free_bet_id BIGINT UNIQUE REFERENCES free_bets (id);
ALTER TABLE bets ADD CONSTRAINT bets_free_bet_deposit CHECK (free_bet_id IS NULL OR balance_type = 'DEPOSIT');

DROP TRIGGER bets_wager ON bets;
CREATE TRIGGER bets_wager AFTER INSERT ON bets FOR EACH ROW WHEN (NEW.amount > 0 AND NEW.free_bet_id IS NULL)
  EXECUTE FUNCTION bets_wager();

INSERT INTO promotions (kind, slug, titles, summaries, bodies, faq, image, starts_at, eligibility, reward, wagering, games, popup, sort) VALUES
  ('free_bet', 'free-bets',
   '{"en_US": "10 free bets on dice and limbo"}',
   '{"en_US": "Take ten 0.10 USDT bets on the house. Keep everything they win beyond the stake, with no wagering."}',
   '{"en_US": ["Take the offer once and ten free bets of 0.10 USDT each are yours for 7 days. Use them from the bet panel of dice or limbo: pick your target as usual and press Free bet.", "A free bet costs you nothing. When it wins, what it won beyond its 0.10 USDT stake is paid straight to your balance: no wagering, withdraw it whenever you like. When it loses, you lose nothing.", "Free bets count toward no VIP level, rakeback, race or cashback: the stake is ours."]}',
   '[{"q": {"en_US": "What does a winning free bet pay?"}, "a": {"en_US": "Its payout minus its stake: a 0.10 USDT free bet that wins at 2x pays 0.10 USDT, at 10x pays 0.90 USDT."}},
     {"q": {"en_US": "Can I use them on auto-bet?"}, "a": {"en_US": "No: each free bet is placed by hand, one press each, so none is spent by surprise."}}]',
   '/promotions/free-bets.svg', '2026-01-01T00:00:00Z',
   '{}', '{"bets": 10, "amount": "0.1", "coin": "USDT", "expiryDays": 7}',
   NULL, ARRAY['dice', 'limbo'], false, 50);
