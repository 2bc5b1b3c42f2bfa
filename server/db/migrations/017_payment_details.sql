-- Payment details: the payout identity of a player (the spec's UserInfo tell, birth, country and address, plus the
-- real name), saved with POST /v1/user/updatePayment behind the login password and shown to the owner only (never in
-- a public feed). Empty until saved, and then saved all together.
ALTER TABLE users
  ADD COLUMN real_name           TEXT NOT NULL DEFAULT '' CHECK (length(real_name) <= 64),
  ADD COLUMN birth               DATE,
  ADD COLUMN country             TEXT NOT NULL DEFAULT '' CHECK (country = '' OR country ~ '^[A-Z]{2}$'),
  ADD COLUMN address             TEXT NOT NULL DEFAULT '' CHECK (length(address) <= 200),
  ADD COLUMN tell                TEXT NOT NULL DEFAULT '' CHECK (tell = '' OR tell ~ '^\+[1-9][0-9]{7,14}$'),
  ADD COLUMN payment_updated_at  TIMESTAMPTZ,
  ADD CONSTRAINT users_payment_details_check CHECK (
    (payment_updated_at IS NULL) = (real_name = '') AND (real_name = '') = (birth IS NULL)
    AND (real_name = '') = (country = '') AND (real_name = '') = (address = '') AND (real_name = '') = (tell = '')
  );
