-- Notifications of a player (tips received now; rain, deposits and withdrawals later) and the home page's banners.

CREATE TABLE notifications (
  id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- What happened (tip, rain, deposit, withdrawal, system): the browser picks an icon by it.
  kind        TEXT NOT NULL CHECK (kind ~ '^[a-z_]{1,32}$'),
  title       TEXT NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
  body        TEXT NOT NULL DEFAULT '' CHECK (char_length(body) <= 1000),
  data        JSONB NOT NULL DEFAULT '{}'::jsonb,
  read_at     TIMESTAMPTZ,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- The bell's list (newest first) and its unread count.
CREATE INDEX notifications_user_idx ON notifications (user_id, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;

-- Home banners, managed as data: an operator edits rows, the page shows the active ones by sort.
CREATE TABLE banners (
  id          INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title       TEXT NOT NULL,
  body        TEXT NOT NULL DEFAULT '',
  -- A path of our own site (no external links).
  link_url    TEXT NOT NULL CHECK (link_url ~ '^/[A-Za-z0-9/_?=&.-]*$'),
  link_text   TEXT NOT NULL DEFAULT '',
  -- The look: a CSS theme of the browser (gradient and SVG art drawn by the page), no image files.
  theme       TEXT NOT NULL CHECK (theme IN ('crash', 'plinko', 'dice', 'limbo', 'mines', 'vip', 'fair')),
  sort        SMALLINT NOT NULL DEFAULT 0,
  active      BOOLEAN NOT NULL DEFAULT true,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

INSERT INTO banners (title, body, link_url, link_text, theme, sort) VALUES
  ('Crash: cash out before it busts', 'One shared round for everyone, a provably fair hash chain and auto cash-out.', '/game/crash', 'Play crash', 'crash', 1),
  ('Plinko up to 1000×', 'Drop balls through 8 to 16 rows at low, medium or high risk.', '/game/plinko', 'Drop a ball', 'plinko', 2),
  ('Every roll is provably fair', 'Check any bet with your own seeds: nothing is decided before you bet.', '/fairness', 'How it works', 'fair', 3),
  ('Climb the VIP ladder', 'Wager to level up from Bronze to Diamond and claim your rewards.', '/vip', 'See the levels', 'vip', 4);

-- The feeds read bets of a time window (the win tables: paying bets above their stake; the 24 h figures, hot and recently
-- played games: every bet). Bets are appended in time order, so BRIN indexes (a summary per range of pages) find a
-- window as well as a b-tree would, and cost the bet path almost nothing to maintain: every bet inserts into these,
-- and a b-tree entry per bet would be paid on the hottest statement of the site.
CREATE INDEX bets_wins_idx ON bets USING brin (created_at) WHERE paid AND payout > amount;
CREATE INDEX bets_created_idx ON bets USING brin (created_at);
CREATE INDEX crash_bets_cashed_idx ON crash_bets USING brin (settled_at) WHERE state = 'cashed';
CREATE INDEX crash_bets_created_idx ON crash_bets USING brin (created_at);
