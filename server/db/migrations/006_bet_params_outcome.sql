-- Bets of any instant game: the game's own request fields (params) and what the fairness stream decided (outcome)
-- as JSONB beside the money columns, in the shapes of src/core/games/<game> (dice params {target, condition},
-- outcome {roll}; limbo params {target}, outcome {result}). Existing rows are converted; the dice/limbo-only columns
-- and checks go.

ALTER TABLE bets ADD COLUMN params JSONB, ADD COLUMN outcome JSONB;

UPDATE bets SET params = jsonb_build_object('target', target, 'condition', condition), outcome = jsonb_build_object('roll', result)
 WHERE game = 'dice';
UPDATE bets SET params = jsonb_build_object('target', target), outcome = jsonb_build_object('result', result)
 WHERE game = 'limbo';

ALTER TABLE bets
  ALTER COLUMN params SET NOT NULL,
  ALTER COLUMN outcome SET NOT NULL,
  DROP CONSTRAINT IF EXISTS bets_check,
  DROP CONSTRAINT bets_game_check,
  DROP COLUMN result,
  DROP COLUMN target,
  DROP COLUMN condition,
  -- Any in-house game of the catalogue (src/core/games/catalog.ts); the game's definition validates params.
  ADD CONSTRAINT bets_game_check CHECK (game IN ('crash', 'plinko', 'dice', 'limbo', 'mines')),
  ADD CONSTRAINT bets_params_object CHECK (jsonb_typeof(params) = 'object'),
  ADD CONSTRAINT bets_outcome_object CHECK (jsonb_typeof(outcome) = 'object');
