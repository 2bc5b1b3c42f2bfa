-- TOTP two-factor login (RFC 6238). two_auth keeps the spec's values: 1 off (the default), 2 on.
-- totp_secret: the Base32 secret of an enabled 2FA; totp_pending_secret: one being enrolled (shown once, until a code
-- confirms it); totp_last_step: the time step of the last accepted code, so a code is accepted once (replay refused).
ALTER TABLE users
  ADD COLUMN totp_secret          TEXT,
  ADD COLUMN totp_pending_secret  TEXT,
  ADD COLUMN totp_pending_at      TIMESTAMPTZ,
  ADD COLUMN totp_last_step       BIGINT,
  ADD CONSTRAINT users_two_auth_check CHECK (two_auth IN (1, 2)),
  ADD CONSTRAINT users_totp_on_check CHECK ((two_auth = 2) = (totp_secret IS NOT NULL));

-- Wrong authenticator codes are counted per account with the other sign-in events (across processes).
ALTER TABLE auth_events DROP CONSTRAINT auth_events_kind_check;
ALTER TABLE auth_events
  ADD CONSTRAINT auth_events_kind_check
  CHECK (kind IN ('login_attempt', 'login_fail', 'register', 'demo_credit', 'mail_send', 'totp_fail'));
