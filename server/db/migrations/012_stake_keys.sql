-- A stake sits on one balance: a bet, a mines game and a crash bet each name the (user, coin, kind) row their money
-- came from. One key to balances replaces their two keys to users and coins (a balance row already references both).
-- Each key is checked by locking the row it points at: the old key to coins locked the one shared row of a coin for
-- every bet of every player (concurrent bets queued on it as a multixact), and the key to users locked a second row
-- per bet. The balance row the new key locks is the one the same statement has just debited.
--
-- Every user has a row per coin and kind since registration (openBalances); the INSERT covers any stake made before
-- a coin was added, so the new keys hold for every existing row.

INSERT INTO balances (user_id, coin, kind)
SELECT user_id, coin, balance_type FROM bets
UNION SELECT user_id, coin, balance_type FROM mines_rounds
UNION SELECT user_id, coin, balance_type FROM crash_bets
ON CONFLICT DO NOTHING;

ALTER TABLE bets
  DROP CONSTRAINT bets_user_id_fkey,
  DROP CONSTRAINT bets_coin_fkey,
  ADD CONSTRAINT bets_balance_fkey FOREIGN KEY (user_id, coin, balance_type) REFERENCES balances (user_id, coin, kind);

ALTER TABLE mines_rounds
  DROP CONSTRAINT mines_rounds_user_id_fkey,
  DROP CONSTRAINT mines_rounds_coin_fkey,
  ADD CONSTRAINT mines_rounds_balance_fkey FOREIGN KEY (user_id, coin, balance_type) REFERENCES balances (user_id, coin, kind);

ALTER TABLE crash_bets
  DROP CONSTRAINT crash_bets_user_id_fkey,
  DROP CONSTRAINT crash_bets_coin_fkey,
  ADD CONSTRAINT crash_bets_balance_fkey FOREIGN KEY (user_id, coin, balance_type) REFERENCES balances (user_id, coin, kind);

-- A player's bets of all games are read by merging the per-game lists of bets_user_game_idx (user, game, id DESC):
-- bets_user_idx (user, id DESC) was one more index entry written by every bet for that one list.
DROP INDEX bets_user_idx;
