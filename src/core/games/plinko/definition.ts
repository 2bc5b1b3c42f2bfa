import { z } from '../../zod';
import { Decimal } from '../../money';
import { HOUSE_RTP } from '../rtp';
import type { InstantGameDefinition } from '../types';
import { PLINKO_MULTIPLIER_DECIMALS, plinkoIsWin, plinkoRtp } from './math';
import type { PlinkoEvent, PlinkoOutcomeRecord, PlinkoParams, PlinkoRound } from './round';
import {
  PLINKO_MAX_ROWS,
  PLINKO_RISKS,
  plinkoBucket,
  plinkoMultiplier,
  plinkoParamsError,
  plinkoPath,
  plinkoTable,
  type PlinkoRisk,
} from './rules';

/** The type set of plinko in the game registry. */
export interface PlinkoTypes {
  params: PlinkoParams;
  outcome: PlinkoOutcomeRecord;
  round: PlinkoRound;
  event: PlinkoEvent;
  /** Dropped from the bet panel only: no stage input. */
  input: never;
}

interface TableFacts {
  /** Each bucket's multiplier at PLINKO_MULTIPLIER_DECIMALS, as settled and stored ("1000.0", "0.2"). */
  fixed: string[];
  wins: boolean[];
}

// Settlement runs for every bet (and 10^6 times per table in the statistics test): each table's facts once.
const facts = new Map<string, TableFacts>();
function tableFacts(rows: number, risk: PlinkoRisk): TableFacts {
  const key = `${rows}:${risk}`;
  let f = facts.get(key);
  if (!f) {
    const table = plinkoTable(rows, risk);
    f = { fixed: table.map((m) => new Decimal(m).toFixed(PLINKO_MULTIPLIER_DECIMALS)), wins: table.map(plinkoIsWin) };
    facts.set(key, f);
  }
  return f;
}

/**
 * Plinko: one float per row, floor(float × 2) (0 left, 1 right); the bucket is the number of rights and pays the
 * stake times its multiplier in Stake's table of the rows and risk. Every bucket pays (0.2× returns a fifth of the
 * stake); a bet wins when its bucket pays more than the stake (above 1×).
 */
export const plinkoGame: InstantGameDefinition<'plinko'> = {
  game: 'plinko',
  code: 10002,
  paramsSchema: z.strictObject({
    // Shape only; whole numbers 8-16 are checked by paramsError with the game's own message.
    rows: z.number({ error: 'rows must be a whole number from 8 to 16' }),
    risk: z.enum(PLINKO_RISKS, { error: 'risk must be low, medium or high' }),
  }),
  paramsError: (p) => plinkoParamsError(p.rows, p.risk),
  canonicalParams: (p) => ({ rows: p.rows, risk: p.risk }),
  // One integer per row of the largest board; a smaller board reads the first `rows` of them.
  ints: PLINKO_MAX_ROWS,
  settle(ints, p) {
    const path = plinkoPath(ints, p.rows);
    const bucket = plinkoBucket(path);
    const f = tableFacts(p.rows, p.risk);
    return { outcome: { bucket, path }, win: f.wins[bucket]!, multiplier: f.fixed[bucket]!, paid: true };
  },
  multiplierDecimals: PLINKO_MULTIPLIER_DECIMALS,
  // The house figure of the catalogue; each table's own exact RTP (98.91%-99.17%) is rtpOf.
  rtp: HOUSE_RTP,
  rtpOf: (p) => plinkoRtp(p.rows, p.risk),
  // Other viewers and the feeds see where the ball landed, not how it got there.
  publicOutcome: (o) => ({ bucket: o.bucket }),
  resultText: (o, p) => {
    const m = p && !plinkoParamsError(p.rows, p.risk) ? plinkoTable(p.rows, p.risk)[o.bucket] : undefined;
    return m === undefined ? `Bucket ${o.bucket}` : `${m}×`;
  },
  paramsText: (p) => `${p.rows} rows · ${p.risk}`,
  toRound: (bet) => ({
    rows: bet.params.rows,
    risk: bet.params.risk,
    bucket: bet.outcome.bucket,
    multiplier: plinkoMultiplier(bet.params.rows, bet.params.risk, bet.outcome.bucket),
    win: bet.win,
    ...(bet.outcome.path ? { path: [...bet.outcome.path] } : {}),
  }),
  present: (round) => [
    { type: 'drop' },
    { type: 'bucket', bucket: round.bucket, multiplier: round.multiplier },
    round.win ? { type: 'win', multiplier: round.multiplier } : { type: 'lose' },
  ],
};
