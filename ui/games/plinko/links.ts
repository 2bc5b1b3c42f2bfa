import {
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  plinkoMaxMultiplier,
  plinkoParamsError,
  plinkoRtp,
  type PlinkoParams,
  type PlinkoRisk,
} from '../../../src/core/games';
import { Decimal } from '../../../src/core/money';
import type { GameContent } from '../kit/types';

// Plinko's panel reads: the rows and risk come from selectors (never typed text), checked against the core's rules
// and the narrower limits the game config may state (selectGameRule minRows, maxRows, risks).

/** The rows and risks the game config allows, the core's by default. */
export interface PlinkoConfigLimits {
  minRows: number;
  maxRows: number;
  risks: readonly PlinkoRisk[];
}

// A whole number of rows within the core's range, or the fallback.
function configRows(content: GameContent, key: string, fallback: number): number {
  const v = content?.[key];
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= PLINKO_MIN_ROWS && n <= PLINKO_MAX_ROWS ? n : fallback;
}

/** The config's limits, or the core's where it names none (or names something the core does not allow). */
export function plinkoConfigLimits(content: GameContent): PlinkoConfigLimits {
  const listed = typeof content?.risks === 'string' ? content.risks.split(',').map((r) => r.trim()) : [];
  const risks = PLINKO_RISKS.filter((r) => listed.includes(r));
  const minRows = configRows(content, 'minRows', PLINKO_MIN_ROWS);
  const maxRows = configRows(content, 'maxRows', PLINKO_MAX_ROWS);
  return minRows <= maxRows
    ? { minRows, maxRows, risks: risks.length ? risks : PLINKO_RISKS }
    : { minRows: PLINKO_MIN_ROWS, maxRows: PLINKO_MAX_ROWS, risks: risks.length ? risks : PLINKO_RISKS };
}

/** The row counts the selector offers. */
export function rowChoices(limits: PlinkoConfigLimits): number[] {
  return Array.from({ length: limits.maxRows - limits.minRows + 1 }, (_, i) => limits.minRows + i);
}

/** Why parameters the core allows are outside the config's narrower limits, or null. */
export function plinkoConfigProblem(params: PlinkoParams, limits: PlinkoConfigLimits): string | null {
  if (params.rows < limits.minRows || params.rows > limits.maxRows) return `Rows must be from ${limits.minRows} to ${limits.maxRows}`;
  if (!limits.risks.includes(params.risk)) return `Risk must be ${limits.risks.join(' or ')}`;
  return null;
}

/** The panel's parameters as a bet sends them, or null when the rows are not a whole number (a stored value gone bad). */
export function readPlinkoParams(typed: PlinkoParams): PlinkoParams | null {
  return Number.isInteger(typed.rows) ? { rows: typed.rows, risk: typed.risk } : null;
}

/** The most a drop on this board pays (its edge buckets), for "Max profit"; null for a board the core refuses. */
export function plinkoWinMultiplier(params: PlinkoParams): string | null {
  return plinkoParamsError(params.rows, params.risk) ? null : plinkoMaxMultiplier(params.rows, params.risk);
}

/** A table's return to player in percent, 2 decimals ("98.99"), or null for a board the core refuses. */
export function tableRtpPercent(params: PlinkoParams | null): string | null {
  if (!params || plinkoParamsError(params.rows, params.risk)) return null;
  return new Decimal(plinkoRtp(params.rows, params.risk)).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** A path as players read it: "L R R L …" (0 left, 1 right). */
export function pathText(path: readonly number[]): string {
  return path.map((step) => (step ? 'R' : 'L')).join(' ');
}
