-- A bet's game is a row of the games catalogue, not a name in a CHECK list: bets.game references games (name), so a
-- new game's first bet needs its games row (written by the seed from src/core/games/catalog.ts) and no migration.
--
-- Migrations run before the seed at every start (server/db/migrate.ts, then server/db/seed.ts), so the games rows
-- this key needs may be missing here:
-- - a fresh database has no games rows yet, but no bets either: the key holds on an empty table, and the seed writes
--   the catalogue right after the migrations;
-- - a database with bets has had the seed at each earlier start, but a bet may still name a game without a row (a
--   database migrated without starting, or a row an operator deleted). The CHECK dropped here allowed only the five
--   catalogue games, so this inserts the catalogue row of each of them that a bet names and the table lacks, with
--   the catalogue's code and name (the seed matches rows by code) and its values when this was written. Existing rows
--   are left as they are: limits and maintenance state are operator data, and the seed updates names and the edge.
--
-- The key has no ON DELETE or ON UPDATE action: a games row that bets name can be neither deleted nor renamed, since
-- a game's name is also the key of its stored params and outcome shapes, so renaming a game is a migration of its
-- bets. Each bet insert checks its game's row through games_name_key; bets_game_idx serves the checks of a delete.

INSERT INTO games (code, name, title, channel, img_url, min_bet_amount, max_bet_amount, house_edge, sort)
SELECT c.code, c.name, c.title, 'HS-GAME', '/games/' || c.name || '.svg', 0.01, 10000, 0.01, c.sort
  FROM (VALUES (10001, 'crash', 'Crash', 0),
               (10002, 'plinko', 'Plinko', 1),
               (10003, 'dice', 'Dice', 2),
               (10004, 'limbo', 'Limbo', 3),
               (10005, 'mines', 'Mines', 4)) AS c (code, name, title, sort)
 WHERE EXISTS (SELECT 1 FROM bets b WHERE b.game = c.name)
   AND NOT EXISTS (SELECT 1 FROM games g WHERE g.name = c.name)
ON CONFLICT DO NOTHING;

ALTER TABLE bets
  DROP CONSTRAINT bets_game_check,
  ADD CONSTRAINT bets_game_fkey FOREIGN KEY (game) REFERENCES games (name);
