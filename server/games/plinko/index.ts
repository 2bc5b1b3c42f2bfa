import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS, plinkoWinChance } from '../../../src/core/games';
import { Decimal } from '../../../src/core/money';
import { entry } from '../types';

/** Plinko on the server: its config limits (rows 8-16, the risks) and its fairness CLI view (bucket, multiplier, path). */
export const plinkoServer = entry(
  'plinko',
  { minRows: String(PLINKO_MIN_ROWS), maxRows: String(PLINKO_MAX_ROWS), risks: PLINKO_RISKS.join(',') },
  {
    defaults: {},
    probe: { rows: PLINKO_MAX_ROWS, risk: 'low' },
    result: (o) => String(o.bucket),
    winChance: (p) => new Decimal(plinkoWinChance(p.rows, p.risk)).toFixed(2),
    report: (s, p) => ({
      bucket: s.outcome.bucket,
      multiplier: s.multiplier,
      path: s.outcome.path,
      rows: p.rows,
      risk: p.risk,
      win: s.win,
    }),
  },
);
