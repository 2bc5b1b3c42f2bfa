import { ArrowLeftRight } from 'lucide-react';
import type { DiceCondition } from '../../src/core/bets';
import {
  diceChance,
  diceChanceFromMultiplier,
  diceTargetFromChance,
  diceTargetRange,
  flipDiceCondition,
  multiplierFromChance,
  readField,
  type DiceLimits,
} from '../../src/app/games/fieldLinks';
import { LinkedInput } from './LinkedInput';

/** The dice bet's own fields. */
export interface DiceValue {
  target: string;
  condition: DiceCondition;
}

/** Props of DiceFields. */
export interface DiceFieldsProps {
  value: DiceValue;
  limits: DiceLimits;
  disabled: boolean;
  problem: string | null;
  onChange(value: DiceValue): void;
}

/** Target (roll over/under) <-> win chance <-> multiplier, with a range slider mirror. */
export function DiceFields({ value, limits, disabled, problem, onChange }: DiceFieldsProps) {
  const chance = diceChance(value.target, value.condition);
  const multiplier = multiplierFromChance(chance, limits.houseEdge);
  const range = diceTargetRange(limits, value.condition);
  const setTarget = (target: string) => onChange({ ...value, target });
  const over = value.condition === 'over';
  const sliderValue = readField(value.target)?.toNumber() ?? 50;
  return (
    <div className="bp-game">
      <div className="dice-slider" data-condition={value.condition}>
        <div className="dice-slider__track" style={{ ['--pos' as string]: `${Math.min(100, Math.max(0, sliderValue))}%` }}>
          <input
            type="range"
            className="dice-slider__range"
            min={0}
            max={100}
            step={0.01}
            value={sliderValue}
            disabled={disabled}
            aria-label="Target"
            data-testid="dice-slider"
            onChange={(e) => {
              const v = Number(e.target.value);
              const clamped = Math.min(Number(range.max), Math.max(Number(range.min), v));
              setTarget(clamped.toFixed(2));
            }}
          />
        </div>
        <div className="dice-slider__scale num" aria-hidden="true">
          <span>0</span>
          <span>25</span>
          <span>50</span>
          <span>75</span>
          <span>100</span>
        </div>
      </div>
      <div className="bp-row">
        <LinkedInput
          label={over ? 'Roll over' : 'Roll under'}
          testId="dice-target"
          value={value.target}
          disabled={disabled}
          onEdit={(text) => setTarget(text)}
          suffix={
            <button
              type="button"
              className="bp-icon-btn"
              data-testid="dice-condition"
              data-condition={value.condition}
              disabled={disabled}
              aria-label={`Roll ${over ? 'over' : 'under'}: switch to roll ${over ? 'under' : 'over'}`}
              onClick={() => onChange(flipDiceCondition(value.target, value.condition))}
            >
              <ArrowLeftRight size={16} aria-hidden="true" />
            </button>
          }
        />
      </div>
      <div className="bp-row bp-row--2">
        <LinkedInput
          label="Win chance"
          testId="dice-chance"
          value={chance}
          disabled={disabled}
          suffix="%"
          onEdit={(text) => {
            if (readField(text)) setTarget(diceTargetFromChance(text, value.condition));
          }}
        />
        <LinkedInput
          label="Multiplier"
          testId="dice-multiplier"
          value={multiplier}
          disabled={disabled}
          suffix="×"
          onEdit={(text) => {
            const c = diceChanceFromMultiplier(text, limits.houseEdge);
            if (c) setTarget(diceTargetFromChance(c, value.condition));
          }}
        />
      </div>
      <p className="bp-limits">
        Target {range.min}–{range.max} · win chance {limits.minWinChance}%–{limits.maxWinChance}%
      </p>
      {problem && (
        <span className="bp-field__error" role="alert" data-testid="game-field-error">
          {problem}
        </span>
      )}
    </div>
  );
}
