-- Date of birth: asked at registration, so it is no longer only a payment detail. The payment details (real name,
-- country, address, phone) stay all-or-none; the birth may stand alone. An account without one (made by a third-party
-- sign-in, or before the rule) may log in, chat and withdraw, but not stake, tip, rain, deposit or take a promotion
-- until the player gives it.
ALTER TABLE users DROP CONSTRAINT users_payment_details_check;
ALTER TABLE users
  ADD CONSTRAINT users_payment_details_check CHECK (
    (payment_updated_at IS NULL) = (real_name = '') AND (real_name = '') = (country = '')
    AND (real_name = '') = (address = '') AND (real_name = '') = (tell = '')
    AND (real_name = '' OR birth IS NOT NULL)
  );

-- What refuses a player a capability now, as in 038, and a missing date of birth for play, money in and promotions.
CREATE OR REPLACE FUNCTION protection_refusal(p_user INTEGER, p_capability TEXT) RETURNS TEXT LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_ex player_exclusions%ROWTYPE;
  v_lock capability_locks%ROWTYPE;
  v_limit player_limits%ROWTYPE;
BEGIN
  IF p_capability IN ('bet', 'tip', 'rain', 'deposit', 'chat', 'promotions') THEN
    SELECT * INTO v_ex FROM player_exclusions e
     WHERE e.user_id = p_user AND (e.play_from IS NULL OR e.play_from > now())
     ORDER BY e.play_from DESC NULLS FIRST LIMIT 1;
    IF FOUND THEN
      IF v_ex.ends_at IS NULL THEN
        RETURN 'You have excluded yourself permanently: you can still log in to withdraw and see your history';
      ELSIF v_ex.ends_at > now() THEN
        RETURN format('You are on a %s until %s UTC (%s left): you can still withdraw and see your history',
                      CASE v_ex.kind WHEN 'timeout' THEN 'time-out' ELSE 'self-exclusion' END,
                      to_char(v_ex.ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI'), protection_wait_text(v_ex.ends_at));
      ELSE
        RETURN format('Your %s has ended; play opens again after a 24-hour cooling-off, in %s',
                      CASE v_ex.kind WHEN 'timeout' THEN 'time-out' ELSE 'self-exclusion' END, protection_wait_text(v_ex.play_from));
      END IF;
    END IF;
  END IF;
  IF p_capability = 'deposit' THEN
    -- A deposit limit reached in its current window (a window that ran out counts as a new, empty one).
    SELECT * INTO v_limit FROM player_limits l
     WHERE l.user_id = p_user AND l.kind = 'deposit' AND now() < l.window_start + limit_window(l.period)
       AND l.used >= limit_in_force(l)
     ORDER BY l.window_start + limit_window(l.period) DESC LIMIT 1;
    IF FOUND THEN
      RETURN format('Your %s deposit limit of %s USD is reached (%s USD deposited): deposits open again in %s',
                    CASE v_limit.period WHEN 'day' THEN '24-hour' WHEN 'week' THEN '7-day' ELSE '30-day' END,
                    trim_scale(limit_in_force(v_limit)), trim_scale(round(v_limit.used, 2)),
                    protection_wait_text(v_limit.window_start + limit_window(v_limit.period)));
    END IF;
  END IF;
  IF p_capability IN ('bet', 'tip', 'rain', 'deposit', 'withdraw', 'chat') THEN
    SELECT * INTO v_lock FROM capability_locks l
     WHERE l.user_id = p_user AND l.capability = p_capability AND l.lifted_at IS NULL AND l.until > now()
     ORDER BY l.until DESC LIMIT 1;
    IF FOUND AND p_capability = 'chat' THEN
      RETURN format('You are muted in chat until %s UTC: %s', to_char(v_lock.until AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI'), v_lock.reason);
    ELSIF FOUND THEN
      RETURN format('%s is locked on your account until %s UTC: %s',
                    CASE p_capability WHEN 'bet' THEN 'Betting' WHEN 'tip' THEN 'Tipping' WHEN 'rain' THEN 'Rain'
                      WHEN 'deposit' THEN 'Depositing' ELSE 'Withdrawing' END,
                    to_char(v_lock.until AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI'), v_lock.reason);
    END IF;
  END IF;
  IF p_capability IN ('bet', 'tip', 'rain', 'deposit', 'promotions') AND (SELECT u.birth IS NULL FROM users u WHERE u.id = p_user) THEN
    RETURN 'Tell us your date of birth before you play or deposit: add it in your profile (Account)';
  END IF;
  RETURN NULL;
END
$$;
