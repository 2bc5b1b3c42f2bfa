import { useState } from 'react';
import { MINES_MAX, MINES_MIN, MINES_TILES, type MinesParams } from '../../../src/core/games';
import { FieldProblem } from '../kit/GameFieldParts';
import type { CalcFieldsProps, ParamsFieldsProps } from '../kit/types';
import { minesConfigLimits, parseTiles, withMines } from './links';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function MinesSelect({
  value,
  choices,
  disabled,
  testId,
  onChange,
}: {
  value: number;
  choices: number[];
  disabled: boolean;
  testId: string;
  onChange(n: number): void;
}) {
  return (
    <label className="bp-field">
      <span className="bp-field__label">Mines</span>
      <select
        className="select pf-select"
        data-testid={testId}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {choices.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The mine count (1-24, or the config's narrower range), the gems left, and on the Auto tab the tiles picked. */
export function MinesFields({ value, content, disabled, problem, onChange }: ParamsFieldsProps<'mines'>) {
  const limits = minesConfigLimits(content);
  return (
    <div className="bp-game">
      <div className="bp-row bp-row--2">
        <MinesSelect
          value={value.mines}
          choices={range(limits.minMines, limits.maxMines)}
          disabled={disabled}
          testId="mines-count"
          onChange={(n) => onChange(withMines(value, n))}
        />
        <div className="bp-field">
          <span className="bp-field__label">Gems</span>
          <span className="bp-input bp-input--static num" data-testid="mines-gems">
            {MINES_TILES - value.mines}
          </span>
        </div>
      </div>
      {value.tiles.length > 0 && (
        <p className="bp-limits mines-picked" data-testid="mines-picked">
          <span>
            {value.tiles.length} {value.tiles.length === 1 ? 'tile' : 'tiles'} picked
          </span>
          <button type="button" className="link-btn" disabled={disabled} onClick={() => onChange({ ...value, tiles: [] })}>
            Clear
          </button>
        </p>
      )}
      <FieldProblem problem={problem} />
    </div>
  );
}

/** The mines fields of the fairness calculator: the mine count (which decides the layout) and the tiles played. */
export function MinesCalcFields({ value, onChange }: CalcFieldsProps<'mines'>) {
  const [text, setText] = useState(value.tiles.join(', '));
  // A bet loaded from ?bet= replaces the parameters: show its tiles.
  const [shown, setShown] = useState<MinesParams>(value);
  if (shown !== value && parseTiles(text)?.join() !== value.tiles.join()) {
    setShown(value);
    setText(value.tiles.join(', '));
  }
  return (
    <div className="bp-row bp-row--2">
      <MinesSelect
        value={value.mines}
        choices={range(MINES_MIN, MINES_MAX)}
        disabled={false}
        testId="calc-mines"
        onChange={(n) => onChange({ ...value, mines: n })}
      />
      <label className="bp-field">
        <span className="bp-field__label">Tiles (0-24, in order)</span>
        <span className="bp-input">
          <input
            className="bp-input__el num"
            data-testid="calc-tiles"
            value={text}
            placeholder="e.g. 6, 12, 18"
            onChange={(e) => {
              setText(e.target.value);
              const tiles = parseTiles(e.target.value);
              if (tiles) onChange({ ...value, tiles });
            }}
          />
        </span>
      </label>
    </div>
  );
}
