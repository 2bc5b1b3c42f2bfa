-- Indexes of the player's transaction history (profile → Transactions, server/services/transactions.ts and
-- walletHistory.ts). Every list is a keyset page, newest first, filtered by coin, category and dates: the ledger's on
-- its id, deposits' and withdrawals' on (created_at, id). Each query walks an index in order and stops at the page.
--
-- No full index of the ledger is added here on purpose. Every bet writes one or two ledger rows on the site's hottest
-- write path, and each index on the ledger is one more b-tree entry per row there, paid in PostgreSQL CPU out of the
-- bets' measured throughput, while the history is read rarely. The ledger is append-only with an identity id, so
-- ledger_user_idx (user_id, id DESC) of migration 003 already gives a player's rows newest first: All, a coin and
-- bets walk it once per page with coin, reason and dates as filters (a date range walks past the player's rows newer
-- than `to` first; services/transactions.ts lists these costs).
--
-- On a large existing ledger, build the partial ledger index beforehand without blocking writes
-- (CREATE INDEX CONCURRENTLY with the same definition); IF NOT EXISTS then makes this migration a no-op for it.

-- The few-row reasons (deposits, withdrawals, tips, rain, bonuses) by coin and reason, newest id first: one range per
-- coin and reason. Bets stay out, so no bet ever writes to it. The predicate must read exactly as the service's
-- SPARSE_PREDICATE.
CREATE INDEX IF NOT EXISTS ledger_user_sparse_idx ON ledger (user_id, coin, reason, id)
  WHERE reason NOT IN ('bet', 'payout', 'refund');

-- Deposits and withdrawals of a player by time (myPay, myWithdraw, findChuRu): small tables, no bet writes them.
CREATE INDEX IF NOT EXISTS deposits_user_time_idx ON deposits (user_id, created_at, id);
CREATE INDEX IF NOT EXISTS withdrawals_user_time_idx ON withdrawals (user_id, created_at, id);
