-- A category of the catalogue has its own rules: an operator can close all of it (a provider's outage closes the live
-- casino at once) and cap one stake on any of its games, in USD, beside each game's own cap (NULL: no cap of its own).
ALTER TABLE game_categories
  ADD COLUMN maintain_state  SMALLINT NOT NULL DEFAULT 0 CHECK (maintain_state IN (0, 1)),
  ADD COLUMN max_bet_amount  NUMERIC(36, 18) CHECK (max_bet_amount > 0);
