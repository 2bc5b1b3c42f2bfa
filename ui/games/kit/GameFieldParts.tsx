/** The game fields' error line: what the core rules or the game config refuse, as the player reads it. */
export function FieldProblem({ problem }: { problem: string | null }) {
  if (!problem) return null;
  return (
    <span className="bp-field__error" role="alert" data-testid="game-field-error">
      {problem}
    </span>
  );
}

/** A decimal field of the fairness calculator (a game's parameter as typed, checked by the calculator). */
export function CalcDecimalField({ label, value, onChange }: { label: string; value: string; onChange(value: string): void }) {
  return (
    <label className="bp-field">
      <span className="bp-field__label">{label}</span>
      <span className="bp-input">
        <input
          className="bp-input__el num"
          inputMode="decimal"
          data-testid="calc-target"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </span>
    </label>
  );
}
