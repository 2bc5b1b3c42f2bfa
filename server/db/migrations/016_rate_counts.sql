-- Request and bet budgets shared by the server processes on this database (server/lib/SharedLimiter.ts). Each process
-- counts hits in memory and adds them here a few times a second, one statement for all its keys, learning the totals
-- of every process back. UNLOGGED: counts of a few minutes are not worth WAL, and a crash that empties the table only
-- forgives the windows in progress. Windows older than the one before the current are pruned by the server.

CREATE UNLOGGED TABLE rate_counts (
  -- The budget: 'api' (requests per IP), 'bet' (bets and game moves per user).
  scope         TEXT NOT NULL,
  key           TEXT NOT NULL,
  -- Start of the window in ms since the epoch, a multiple of the window's length, so every process agrees on it.
  window_start  BIGINT NOT NULL,
  count         INTEGER NOT NULL CHECK (count >= 0),
  PRIMARY KEY (scope, key, window_start)
) WITH (fillfactor = 70); -- room on the page for the updates of a count to stay heap-only (HOT)
