import { Decimal } from '../../../src/core/money';
import type { UiGameModule } from '../kit/types';
import { limboCard } from './card';
import { LimboInfo } from './LimboInfo';
import { LimboCalcFields, LimboFields } from './LimboFields';
import { limboConfigLimits, limboConfigProblem, readLimboParams } from './links';

/** Limbo in the UI: panel fields, engine, info body and calculator fields. */
export const limboUi: UiGameModule<'limbo'> = {
  ...limboCard,
  defaultParams: { target: '2.00' },
  paramsKey: 'limboParams',
  loadEngine: () => import('../../../game-engine/limbo').then((m) => m.createEngine),
  Fields: LimboFields,
  readParams: readLimboParams,
  unreadable: 'Enter a target multiplier',
  configProblem: (params, content) => limboConfigProblem(params, limboConfigLimits(content)),
  // A win pays the target.
  winMultiplier: (p) => (new Decimal(p.target).gt(0) ? p.target : null),
  paramsSentence: (p) => `Target ${p.target}×`,
  Info: LimboInfo,
  CalcFields: LimboCalcFields,
  formula: 'Limbo uses the first float f: result = max(1, floor(99 / f) / 100), capped at 1,000,000×.',
};
