import { ArrowLeftRight } from 'lucide-react';
import type { DiceParams } from '../../../src/core/games';
import { readField } from '../../../src/app/games/fieldLinks';
import { LinkedInput } from '../kit/LinkedInput';
import type { ParamsFieldsProps } from '../kit/types';
import {
  chanceText,
  diceConfigLimits,
  flipCondition,
  multiplierText,
  stepTarget,
  targetForChance,
  targetForMultiplier,
  targetRange,
} from './links';
import { CalcDecimalField, FieldProblem } from '../kit/GameFieldParts';

/** Target (roll over/under) <-> win chance <-> multiplier, with a range slider mirror that keys also step. */
export function DiceFields({ value, content, disabled, problem, onChange }: ParamsFieldsProps<'dice'>) {
  const limits = diceConfigLimits(content);
  const chance = chanceText(value.target, value.condition);
  const multiplier = multiplierText(chance);
  const range = targetRange(limits, value.condition);
  const setTarget = (target: string | null) => {
    if (target !== null) onChange({ ...value, target });
  };
  const over = value.condition === 'over';
  // The slider is a pointer mirror of the typed target; a number is what the range input takes.
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
            aria-valuetext={`Roll ${over ? 'over' : 'under'} ${value.target}, win chance ${chance}%`}
            data-testid="dice-slider"
            onKeyDown={(e) => {
              // Keys step the target in whole points (Shift: hundredths), not the range's 0.01 per press.
              const next = stepTarget(value.target, e.key, e.shiftKey, range);
              if (next === null) return;
              e.preventDefault();
              e.stopPropagation();
              setTarget(next);
            }}
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
          onEdit={setTarget}
          suffix={
            <button
              type="button"
              className="bp-icon-btn"
              data-testid="dice-condition"
              data-condition={value.condition}
              disabled={disabled}
              aria-label={`Roll ${over ? 'over' : 'under'}: switch to roll ${over ? 'under' : 'over'}`}
              onClick={() => onChange(flipCondition(value))}
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
          onEdit={(text) => setTarget(targetForChance(text, value.condition))}
        />
        <LinkedInput
          label="Multiplier"
          testId="dice-multiplier"
          value={multiplier}
          disabled={disabled}
          suffix="×"
          onEdit={(text) => setTarget(targetForMultiplier(text, value.condition))}
        />
      </div>
      <p className="bp-limits">
        Target {range.min}–{range.max} · win chance {limits.minWinChance}%–{limits.maxWinChance}%
      </p>
      <FieldProblem problem={problem} />
    </div>
  );
}

/** The dice fields of the fairness calculator: target and condition. */
export function DiceCalcFields({ value, onChange }: { value: DiceParams; onChange(value: DiceParams): void }) {
  return (
    <>
      <CalcDecimalField label="Target" value={value.target} onChange={(target) => onChange({ ...value, target })} />
      <label className="bp-field">
        <span className="bp-field__label">Condition</span>
        <select
          className="select pf-select"
          data-testid="calc-condition"
          value={value.condition}
          onChange={(e) => onChange({ ...value, condition: e.target.value === 'under' ? 'under' : 'over' })}
        >
          <option value="over">Roll over</option>
          <option value="under">Roll under</option>
        </select>
      </label>
    </>
  );
}
