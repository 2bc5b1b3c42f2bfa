import './plinko.css';
import type { UiGameModule } from '../kit/types';
import { plinkoCard } from './card';
import { PlinkoCalcFields, PlinkoFields } from './PlinkoFields';
import { PlinkoInfo } from './PlinkoInfo';
import { pathText, plinkoConfigLimits, plinkoConfigProblem, plinkoWinMultiplier, readPlinkoParams } from './links';

/** Plinko in the UI: risk and rows fields, several balls in flight, info body and calculator fields. */
export const plinkoUi: UiGameModule<'plinko'> = {
  ...plinkoCard,
  defaultParams: { rows: 16, risk: 'medium' },
  paramsKey: 'plinkoParams',
  loadEngine: () => import('../../../game-engine/plinko').then((m) => m.createEngine),
  // Balls drop while earlier ones fall; the server's 20 bets a second per player bounds the rate anyway.
  maxRoundsInFlight: 10,
  // The board keeps a slot for the result chip (RESULT_SLOT): a band below would take height from a phone's board.
  resultInStage: true,
  Fields: PlinkoFields,
  readParams: readPlinkoParams,
  unreadable: 'Pick the number of rows',
  configProblem: (params, content) => plinkoConfigProblem(params, plinkoConfigLimits(content)),
  // The board's top multiplier: what the luckiest drop pays, stated as "Max profit".
  winMultiplier: plinkoWinMultiplier,
  profitLabel: 'Max profit',
  paramsSentence: (p) => `${p.rows} rows, ${p.risk} risk`,
  outcomeFacts: (o) => [{ label: 'Bucket', value: String(o.bucket) }, ...(o.path ? [{ label: 'Path', value: pathText(o.path) }] : [])],
  Info: PlinkoInfo,
  CalcFields: PlinkoCalcFields,
  formula: 'Plinko uses one float f per row: floor(f × 2) goes left (0) or right (1); the bucket is the number of rights.',
};
