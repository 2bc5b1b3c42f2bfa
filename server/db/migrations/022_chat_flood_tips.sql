-- Tip and rain lines are public chat lines: they count against their sender's flood limit like texts and shared bets
-- (server/chat/flood.ts reads a player's latest lines of these kinds). The flood index covers the four kinds, and its
-- predicate must read exactly as the check's query (checkFlood).
DROP INDEX IF EXISTS chat_messages_user_idx;
CREATE INDEX chat_messages_user_idx ON chat_messages (user_id, id DESC) WHERE kind IN ('text', 'share', 'tip', 'rain');

-- Tips and rain shares received are told in one notification per receiver, kind and coin per window (services/
-- notifications.ts, tallyNotification): pushed_at is when the row last went to the player's sockets, so its updates are
-- pushed at a bounded rate.
ALTER TABLE notifications ADD COLUMN IF NOT EXISTS pushed_at TIMESTAMPTZ;
