import { INSTANT_GAMES, isPaid, type InstantGame, type ParamsOf } from '../../src/core/games';
import { hmacHex, ints, intToFloat, sha256Hex } from '../../src/core/fairness';
import { uiModuleOf } from '../games/registry';

/** What the calculator shows for one seed pair and nonce. */
export interface Verification {
  serverSeedHash: string;
  /** HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:0`) as hex. */
  hmac: string;
  /** The floats a bet reads (at least the first round's 8) with their 4 bytes. */
  floats: { bytes: number[]; float: number }[];
  /** The outcome as players read it (the game's resultText). */
  result: string;
  /** Null while the typed parameters are not a bet the game allows. */
  win: boolean | null;
  /** The multiplier the bet pays (see Settlement.paid), null while the parameters are not usable. */
  multiplier: string | null;
  /** True when the bet pays stake × multiplier (a win, or any plinko bucket); null while the parameters are not usable. */
  paid: boolean | null;
  /** The game's outcome facts beyond the result (plinko: bucket and path). */
  facts: { label: string; value: string }[];
}

/** Floats the calculator lists (at least the ones a game reads). */
const SHOWN_FLOATS = 8;

/**
 * Recomputes a round of any instant game in the browser with its core definition, the code that settles bets. The
 * parameters are what was typed into the calculator; without usable ones the result still shows (from the game's
 * default parameters) and win or loss does not.
 */
export function verifyRound<G extends InstantGame>(input: {
  game: G;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  params: ParamsOf<G>;
}): Verification {
  const { game, serverSeed, clientSeed, nonce } = input;
  const def = INSTANT_GAMES[game];
  const ui = uiModuleOf(game);
  const numbers = ints(serverSeed, clientSeed, nonce, Math.max(SHOWN_FLOATS, def.ints));
  const floats = numbers.map((n) => ({ bytes: [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255], float: intToFloat(n) }));
  // The shape is checked too: the calculator may hold another game's parameters for the render a switch takes.
  const read = def.paramsSchema.safeParse(input.params).success ? ui.readParams(input.params) : null;
  const usable = read && !def.paramsError(read) ? read : null;
  const shown = usable ?? (read && ui.resultParams?.(read)) ?? ui.defaultParams;
  const settled = def.settle(numbers.slice(0, def.ints), shown);
  return {
    serverSeedHash: sha256Hex(serverSeed),
    hmac: hmacHex(serverSeed, `${clientSeed}:${nonce}:0`),
    floats,
    result: def.resultText(settled.outcome, shown),
    win: usable ? settled.win : null,
    multiplier: usable ? settled.multiplier : null,
    paid: usable ? isPaid(settled) : null,
    facts: usable ? (ui.outcomeFacts?.(settled.outcome, usable) ?? []) : [],
  };
}

/** A random client seed: 16 characters of [A-Za-z0-9]. */
export function randomClientSeed(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
