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

-- What refuses a player a capability now: the rules of 038 (kept under their own name), then a missing date of birth
-- for play, money in and promotions. protect_move and the server call protection_refusal by name, so both get it.
ALTER FUNCTION protection_refusal(INTEGER, TEXT) RENAME TO protection_refusal_rules;
CREATE FUNCTION protection_refusal(p_user INTEGER, p_capability TEXT) RETURNS TEXT LANGUAGE sql STABLE AS $$
  SELECT COALESCE(
    protection_refusal_rules(p_user, p_capability),
    CASE WHEN p_capability IN ('bet', 'tip', 'rain', 'deposit', 'promotions')
              AND (SELECT u.birth IS NULL FROM users u WHERE u.id = p_user)
         THEN 'Tell us your date of birth before you play or deposit: add it in your profile (Account)' END)
$$;
