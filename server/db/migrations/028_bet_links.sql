-- A settled crash bet is numbered like every bet (its bets row): shares and ledger links name bets ids only.
--
-- Chat shares of crash bets named the crash bet's own id; they now name its bets row (a share is only ever of a
-- settled bet, so every one has a bets row).
UPDATE chat_messages m
   SET payload = jsonb_set(m.payload, '{betId}', to_jsonb(c.bet_id::text))
  FROM crash_bets c
 WHERE m.kind = 'share' AND m.payload ->> 'game' = 'crash' AND m.payload ->> 'betId' ~ '^[0-9]{1,18}$'
   AND c.id = (m.payload ->> 'betId')::bigint AND c.bet_id IS NOT NULL;

-- The bets row a game's own stake reference ('<game>:<id>': a mines game, a crash bet) ends in, once it has one: what
-- a ledger row of that stake links to. A game that books its stakes against a row of its own adds a branch here.
CREATE VIEW stake_bets AS
  SELECT 'mines'::text AS kind, id, user_id, bet_id FROM mines_rounds
  UNION ALL
  SELECT 'crash'::text, id, user_id, bet_id FROM crash_bets;
