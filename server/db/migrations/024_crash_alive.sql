-- The round loop's heartbeat: the runner stamps PostgreSQL's clock on its running round at every tick, before it pays
-- the auto cash-outs the curve has reached. When the runner dies, the process that takes over reads how far the curve
-- had got (alive_at - started_at) and pays the auto targets at or below that multiplier before it voids the round.
ALTER TABLE crash_rounds ADD COLUMN alive_at TIMESTAMPTZ;
