import { z } from './zod';
import { CLIENT_SEED_PATTERN } from './fairness/rng';
import { HOUSE_GAMES, type HouseGame } from './games/catalog';
import { textField } from './safeText';

/** Bets of one page of GET /api/games/bets and of POST /api/fairness/history. */
export const BETS_PAGE_SIZE = 20;
/** Bets of GET /api/games/bets/live. */
export const LIVE_BETS_SIZE = 30;

/** A client seed: 1-64 printable ASCII characters. */
export const clientSeedSchema = z
  .string({ error: 'clientSeed is required' })
  .regex(CLIENT_SEED_PATTERN, { error: 'clientSeed must be 1-64 printable characters (letters, digits, punctuation, space)' });

/** POST /api/fairness/change. */
export const fairnessChangeSchema = z.strictObject({ clientSeed: clientSeedSchema });

const PAGE_RULE = 'page must be a whole number from 1';
const pageNumber = z
  .number({ error: PAGE_RULE })
  .int({ error: PAGE_RULE })
  .min(1, { error: PAGE_RULE })
  .max(100_000, { error: 'page is too large' });
// Queries arrive as strings: only digits are accepted before conversion (no "1e3", no " 2").
const pageQuery = z
  .string()
  .regex(/^\d{1,6}$/, { error: PAGE_RULE })
  .transform(Number)
  .pipe(pageNumber);

/** POST /api/fairness/history body. */
export const fairnessHistorySchema = z.strictObject({ page: pageNumber.optional() });

/** GET /api/fairness query (a cache buster at most). */
export const fairnessQuerySchema = z.strictObject({ t: textField('t', { min: 0, max: 32 }).optional() });

// Any house game: the bet lists hold the instant games' bets and the live games' settled bets alike.
const gameQuery = z.enum(HOUSE_GAMES as unknown as [HouseGame, ...HouseGame[]], {
  error: `game must be one of ${HOUSE_GAMES.join(', ')}`,
});

/** GET /api/games/bets query. */
export const myBetsQuerySchema = z.strictObject({
  game: gameQuery.optional(),
  page: pageQuery.optional(),
  t: textField('t', { min: 0, max: 32 }).optional(),
});

/** GET /api/games/bets/live query. */
export const liveBetsQuerySchema = z.strictObject({ game: gameQuery.optional(), t: textField('t', { min: 0, max: 32 }).optional() });

/** GET /api/games/bets/:id params. */
export const betIdSchema = z.strictObject({ id: z.string().regex(/^[1-9]\d{0,15}$/, { error: 'id must be a bet number' }) });
