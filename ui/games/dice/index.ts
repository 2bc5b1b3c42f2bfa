import './dice.css';
import type { UiGameModule } from '../kit/types';
import { diceCard } from './card';
import { DiceCalcFields, DiceFields } from './DiceFields';
import { DiceInfo } from './DiceInfo';
import { diceConfigLimits, diceConfigProblem, diceWinMultiplier, readDiceParams } from './links';

/** Dice in the UI: panel fields, engine, info body and calculator fields. */
export const diceUi: UiGameModule<'dice'> = {
  ...diceCard,
  defaultParams: { target: '50.50', condition: 'over' },
  paramsKey: 'diceParams',
  loadEngine: () => import('../../../game-engine/dice').then((m) => m.createEngine),
  Fields: DiceFields,
  readParams: readDiceParams,
  unreadable: 'Enter a target between 0 and 100',
  configProblem: (params, content) => diceConfigProblem(params, diceConfigLimits(content)),
  winMultiplier: diceWinMultiplier,
  paramsSentence: (p) => `Roll ${p.condition} ${p.target}`,
  Info: DiceInfo,
  CalcFields: DiceCalcFields,
  formula: 'Dice uses the first float f: roll = floor(f × 10001) / 100.',
};
