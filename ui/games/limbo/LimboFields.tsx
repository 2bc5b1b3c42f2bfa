import type { LimboParams } from '../../../src/core/games';
import { LinkedInput } from '../kit/LinkedInput';
import type { ParamsFieldsProps } from '../kit/types';
import { chanceText, limboConfigLimits, targetForChance } from './links';
import { CalcDecimalField, FieldProblem } from '../kit/GameFieldParts';

/** Target multiplier <-> win chance. */
export function LimboFields({ value, content, disabled, problem, onChange }: ParamsFieldsProps<'limbo'>) {
  const limits = limboConfigLimits(content);
  return (
    <div className="bp-game">
      <div className="bp-row bp-row--2">
        <LinkedInput
          label="Target multiplier"
          testId="limbo-target"
          value={value.target}
          disabled={disabled}
          suffix="×"
          onEdit={(target) => onChange({ target })}
        />
        <LinkedInput
          label="Win chance"
          testId="limbo-chance"
          value={chanceText(value.target)}
          disabled={disabled}
          suffix="%"
          onEdit={(text) => {
            const target = targetForChance(text);
            if (target !== null) onChange({ target });
          }}
        />
      </div>
      <p className="bp-limits">
        Target {limits.minTarget}× – {Number(limits.maxTarget).toLocaleString('en-US')}×
      </p>
      <FieldProblem problem={problem} />
    </div>
  );
}

/** The limbo field of the fairness calculator: the target multiplier. */
export function LimboCalcFields({ value, onChange }: { value: LimboParams; onChange(value: LimboParams): void }) {
  return <CalcDecimalField label="Target multiplier" value={value.target} onChange={(target) => onChange({ target })} />;
}
