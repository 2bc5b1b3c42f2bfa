-- Wager races and cashback: promotions that run in periods (a day, a week, ...) from their start. A race ranks its
-- joined players by what they wagered in the period and pays its prizes when the period ends; a cashback pays back a
-- share of each period's net loss of deposit money, claimed by the player after the period.

-- What a period paid a player: the race prize of their rank, or the cashback of their net loss (entry rows keyed by
-- the period's start, 'YYYY-MM-DDTHH:MMZ'), in USD with the rank and score it was paid for.
ALTER TABLE promotion_entries
  ADD COLUMN reward_usd NUMERIC(36, 18) CHECK (reward_usd >= 0),
  ADD COLUMN rank       INTEGER CHECK (rank > 0),
  ADD COLUMN score_usd  NUMERIC(36, 18),
  ADD COLUMN ledger_id  BIGINT;

-- A race period whose prizes were paid: written in the settlement's transaction, so a period pays once whichever
-- process settles it.
CREATE TABLE promotion_periods (
  promotion_id  INTEGER NOT NULL REFERENCES promotions (id),
  period        TEXT NOT NULL,
  players       INTEGER NOT NULL CHECK (players >= 0),
  paid_usd      NUMERIC(36, 18) NOT NULL CHECK (paid_usd >= 0),
  settled_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (promotion_id, period)
);

-- Races and cashback sum a player's stakes over a period by game, balance kind and payout: the wager index carries
-- them, so both read one range of it.
DROP INDEX wagers_user_time;
CREATE INDEX wagers_user_time ON wagers (user_id, created_at) INCLUDE (product, game, kind, usd, payout_usd, weight, house_edge);

INSERT INTO promotions (kind, slug, titles, summaries, bodies, faq, image, starts_at, eligibility, reward, wagering, popup, sort) VALUES
  ('race', 'daily-race',
   '{"en_US": "Daily wager race: 200 USD every day"}',
   '{"en_US": "Join once and every day''s wagering puts you on the board. The top 10 share 200 USD at midnight UTC."}',
   '{"en_US": ["Join the race once; from then on every day (UTC) is a new race. Each stake on a house game counts its USD value at the moment of the bet.", "When the day ends the top 10 players who wagered at least 100 USD are paid their prize in the coin they have selected, straight to their balance: no wagering.", "The board updates as bets settle. Ties go to whoever got there first."]}',
   '[{"q": {"en_US": "When are prizes paid?"}, "a": {"en_US": "Within a minute of midnight UTC, to the balance of the coin you have selected at that moment, at its USD price then."}},
     {"q": {"en_US": "Do bonus bets count?"}, "a": {"en_US": "Yes: every stake on a house game counts its USD value, whichever balance it came from."}},
     {"q": {"en_US": "Can other players see me?"}, "a": {"en_US": "The board shows nick names; a private profile shows as Hidden to everyone else."}}]',
   '/promotions/daily-race.svg', '2026-01-01T00:00:00Z',
   '{}', '{"periodDays": 1, "prizesUsd": ["60", "40", "30", "20", "15", "10", "10", "5", "5", "5"], "minWagerUsd": "100"}',
   NULL, false, 30),
  ('cashback', 'weekly-cashback',
   '{"en_US": "Weekly cashback: 10% of your net loss"}',
   '{"en_US": "Lost more than you won this week? Get 10% of the difference back, up to 200 USD, as withdrawable money."}',
   '{"en_US": ["Join once. Each week (Monday to Monday, UTC) we add up your stakes of deposit money on house games and take away what they paid back.", "If that net loss is at least 10 USD, 10% of it is yours to claim after the week ends, up to 200 USD, paid to your deposit balance in the coin you choose: no wagering.", "Claim within 7 days of the week''s end. Bonus money stakes do not count, and a winning week pays nothing."]}',
   '[{"q": {"en_US": "What is net loss?"}, "a": {"en_US": "Your stakes of deposit money minus what those bets paid out, in USD at the rate of each bet, over the week after you joined."}},
     {"q": {"en_US": "When can I claim?"}, "a": {"en_US": "From the end of the week (Monday 00:00 UTC) for 7 days. The page shows this week''s running total as you play."}}]',
   '/promotions/weekly-cashback.svg', '2025-12-29T00:00:00Z',
   '{}', '{"periodDays": 7, "rate": "0.1", "maxUsd": "200", "minLossUsd": "10", "claimDays": 7}',
   NULL, false, 40);
