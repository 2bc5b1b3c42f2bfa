import { limboChance, limboTargetFromChance, readField, type LimboLimits } from '../../src/app/games/fieldLinks';
import { LinkedInput } from './LinkedInput';

/** Props of LimboFields. */
export interface LimboFieldsProps {
  target: string;
  limits: LimboLimits;
  disabled: boolean;
  problem: string | null;
  onChange(target: string): void;
}

/** Target multiplier <-> win chance. */
export function LimboFields({ target, limits, disabled, problem, onChange }: LimboFieldsProps) {
  return (
    <div className="bp-game">
      <div className="bp-row bp-row--2">
        <LinkedInput label="Target multiplier" testId="limbo-target" value={target} disabled={disabled} suffix="×" onEdit={onChange} />
        <LinkedInput
          label="Win chance"
          testId="limbo-chance"
          value={limboChance(target, limits.houseEdge)}
          disabled={disabled}
          suffix="%"
          onEdit={(text) => {
            const t = readField(text) ? limboTargetFromChance(text, limits.houseEdge) : null;
            if (t) onChange(t);
          }}
        />
      </div>
      <p className="bp-limits">
        Target {limits.minTarget}× – {Number(limits.maxTarget).toLocaleString('en-US')}×
      </p>
      {problem && (
        <span className="bp-field__error" role="alert" data-testid="game-field-error">
          {problem}
        </span>
      )}
    </div>
  );
}
