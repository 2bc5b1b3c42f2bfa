import { z } from '../../zod';
import { HOUSE_RTP } from '../rtp';
import type { InstantGameDefinition, LoseEvent, SettledBetOf, WinEvent } from '../types';
import {
  MINES_INTS,
  MINES_MULTIPLIER_DECIMALS,
  MINES_TILES,
  minesLayout,
  minesMultiplier,
  minesMultiplierRatio,
  minesParamsError,
} from './rules';

/** The mines fields of a bet: the mine count and the tiles in the order they were revealed (or picked for auto play). */
export interface MinesParams {
  mines: number;
  tiles: number[];
}

/** What the stream decided: the whole layout, the mine tiles sorted ascending. */
export interface MinesOutcomeRecord {
  mines: number[];
}

/** What the mines scene shows of one settled round. */
export interface MinesRound {
  /** The mine count. */
  mines: number;
  /** The picked tiles in order; those after `hit` were not played. */
  tiles: number[];
  /** The mine tiles, sorted. */
  layout: number[];
  /** The mine that ended the round, or null when every picked tile was safe. */
  hit: number | null;
  win: boolean;
  /** The paid multiplier ("0" on a loss). */
  multiplier: string;
}

/**
 * Mines presentation: each played tile turns over, a loss shows the mine that ended it, then the whole board is
 * uncovered and the round lands.
 */
export type MinesEvent =
  | { type: 'reveal'; tile: number; safe: boolean }
  | { type: 'bust'; tile: number }
  | { type: 'layout'; mines: number[] }
  | WinEvent
  | LoseEvent;

/** What the player does on the mines stage: turn a tile over, or cash out. */
export type MinesInput = { type: 'tile'; tile: number } | { type: 'cashout' };

/**
 * What the mines page shows on the stage between settled rounds (engine.show): 'idle' shows the last round or the
 * panel's preview, 'play' a game in play (a tap reveals), 'pick' the auto tab (a tap picks or drops a tile).
 */
export interface MinesStageState {
  mode: 'idle' | 'play' | 'pick';
  /** Safe tiles revealed in the game in play, in order (empty outside play). */
  revealed: number[];
  /** A move (start, reveal, cash-out) is in flight: taps are ignored, not queued. */
  busy: boolean;
  /** The tile under the keyboard's focus ring, or null when the ring is hidden. */
  focus: number | null;
}

/** The type set of mines in the game registry. */
export interface MinesTypes {
  params: MinesParams;
  outcome: MinesOutcomeRecord;
  round: MinesRound;
  event: MinesEvent;
  input: MinesInput;
  state: MinesStageState;
}

/** A settled mines bet. */
export type MinesSettledBet = SettledBetOf<'mines'>;

// Shape only, with bounds that keep a hostile body small; the rules (1-24 mines, distinct tiles 0-24, at most
// 25 - mines of them) are checked by paramsError with the game's own messages.
const minesShape = z.number({ error: 'mines must be a whole number from 1 to 24' });
const tilesShape = z
  .array(z.number({ error: 'tiles must be whole numbers from 0 to 24' }), { error: 'tiles must be a list of tile numbers' })
  .max(MINES_TILES, { error: `tiles can name at most ${MINES_TILES} tiles` });

/** The first picked tile that is a mine, or null when all are safe. */
export function minesHit(tiles: readonly number[], layout: readonly number[]): number | null {
  return tiles.find((t) => layout.includes(t)) ?? null;
}

/**
 * Mines: a 5x5 grid with 1-24 mines placed by the stream (Stake's scheme, see minesLayout). A bet is the tiles in
 * order: it loses at the first mine, else wins RTP * C(25, k) / C(25 - N, k) for its k tiles, paid exactly.
 */
const gems = (n: number) => `${n} ${n === 1 ? 'gem' : 'gems'}`;

export const minesGame: InstantGameDefinition<'mines'> = {
  game: 'mines',
  code: 10005,
  paramsSchema: z.strictObject({ mines: minesShape, tiles: tilesShape }),
  paramsError: (p) => minesParamsError(p.mines, p.tiles),
  canonicalParams: (p) => ({ mines: p.mines, tiles: [...p.tiles] }),
  ints: MINES_INTS,
  settle(ints, p) {
    const layout = minesLayout(ints, p.mines);
    const win = minesHit(p.tiles, layout) === null;
    const k = p.tiles.length;
    return { outcome: { mines: layout }, win, multiplier: minesMultiplier(p.mines, k), payoutRatio: minesMultiplierRatio(p.mines, k) };
  },
  multiplierDecimals: MINES_MULTIPLIER_DECIMALS,
  rtp: HOUSE_RTP,
  // With the bet's tiles: the gems found or where the mine was hit; without tiles, the layout itself.
  resultText: (o, p) => {
    if (!p || p.tiles.length === 0) return `Mines at ${o.mines.join(', ')}`;
    const hit = minesHit(p.tiles, o.mines);
    if (hit === null) return gems(p.tiles.length);
    const before = p.tiles.indexOf(hit);
    return before === 0 ? `Mine on tile ${hit}` : `Mine on tile ${hit} after ${gems(before)}`;
  },
  paramsText: (p) => `${p.mines} ${p.mines === 1 ? 'mine' : 'mines'} · ${p.tiles.length} ${p.tiles.length === 1 ? 'tile' : 'tiles'}`,
  toRound: (bet) => ({
    mines: bet.params.mines,
    tiles: [...bet.params.tiles],
    layout: [...bet.outcome.mines],
    hit: minesHit(bet.params.tiles, bet.outcome.mines),
    win: bet.win,
    multiplier: bet.multiplier,
  }),
  present(round) {
    const events: MinesEvent[] = [];
    for (const tile of round.tiles) {
      const safe = !round.layout.includes(tile);
      events.push({ type: 'reveal', tile, safe });
      if (!safe) break;
    }
    if (round.hit !== null) events.push({ type: 'bust', tile: round.hit });
    events.push({ type: 'layout', mines: [...round.layout] });
    events.push(round.win ? { type: 'win', multiplier: round.multiplier } : { type: 'lose' });
    return events;
  },
};
