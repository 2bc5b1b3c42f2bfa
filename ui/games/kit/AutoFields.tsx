import type { AutoAdjust, AutoConfig } from '../../../src/app/games/autoBet';

/** Props of AutoFields. */
export interface AutoFieldsProps {
  config: AutoConfig;
  disabled: boolean;
  coin: string;
  onChange(config: AutoConfig): void;
}

const digits = (text: string) => text.replace(',', '.').replace(/[^\d.]/g, '');

function AdjustField({
  label,
  value,
  disabled,
  testId,
  onChange,
}: {
  label: string;
  value: AutoAdjust;
  disabled: boolean;
  testId: string;
  onChange(v: AutoAdjust): void;
}) {
  return (
    <div className="bp-field">
      <span className="bp-field__label">{label}</span>
      <div className="bp-adjust" data-testid={testId} data-mode={value.mode}>
        <div className="seg bp-adjust__seg" role="group" aria-label={label}>
          <button
            type="button"
            className={`seg__opt${value.mode === 'reset' ? ' is-on' : ''}`}
            aria-pressed={value.mode === 'reset'}
            disabled={disabled}
            onClick={() => onChange({ ...value, mode: 'reset' })}
          >
            Reset
          </button>
          <button
            type="button"
            className={`seg__opt${value.mode === 'increase' ? ' is-on' : ''}`}
            aria-pressed={value.mode === 'increase'}
            disabled={disabled}
            onClick={() => onChange({ ...value, mode: 'increase' })}
          >
            Increase by
          </button>
        </div>
        <span className="bp-input bp-adjust__pct">
          <input
            className="bp-input__el num"
            inputMode="decimal"
            aria-label={`${label}: increase by percent`}
            value={value.percent}
            disabled={disabled || value.mode === 'reset'}
            onChange={(e) => onChange({ ...value, percent: digits(e.target.value) })}
          />
          <span className="bp-input__suffix">%</span>
        </span>
      </div>
    </div>
  );
}

/** Auto-bet settings: number of bets, on win / on loss, stop on net profit / net loss. */
export function AutoFields({ config, disabled, coin, onChange }: AutoFieldsProps) {
  return (
    <div className="bp-auto">
      <label className="bp-field">
        <span className="bp-field__label">Number of bets</span>
        <span className="bp-input">
          <input
            className="bp-input__el num"
            inputMode="numeric"
            data-testid="auto-count"
            value={config.count === 0 ? '0' : String(config.count)}
            disabled={disabled}
            onChange={(e) => onChange({ ...config, count: Math.min(1_000_000, Number(e.target.value.replace(/\D/g, '') || '0')) })}
          />
          <span className="bp-input__suffix">{config.count === 0 ? '∞' : ''}</span>
        </span>
      </label>
      <AdjustField
        label="On win"
        testId="auto-on-win"
        value={config.onWin}
        disabled={disabled}
        onChange={(onWin) => onChange({ ...config, onWin })}
      />
      <AdjustField
        label="On loss"
        testId="auto-on-loss"
        value={config.onLoss}
        disabled={disabled}
        onChange={(onLoss) => onChange({ ...config, onLoss })}
      />
      <div className="bp-row bp-row--2">
        <label className="bp-field">
          <span className="bp-field__label">Stop on net profit</span>
          <span className="bp-input">
            <input
              className="bp-input__el num"
              inputMode="decimal"
              placeholder="0.00"
              data-testid="auto-stop-profit"
              value={config.stopProfit}
              disabled={disabled}
              onChange={(e) => onChange({ ...config, stopProfit: digits(e.target.value) })}
            />
            <span className="bp-input__suffix">{coin}</span>
          </span>
        </label>
        <label className="bp-field">
          <span className="bp-field__label">Stop on net loss</span>
          <span className="bp-input">
            <input
              className="bp-input__el num"
              inputMode="decimal"
              placeholder="0.00"
              data-testid="auto-stop-loss"
              value={config.stopLoss}
              disabled={disabled}
              onChange={(e) => onChange({ ...config, stopLoss: digits(e.target.value) })}
            />
            <span className="bp-input__suffix">{coin}</span>
          </span>
        </label>
      </div>
    </div>
  );
}
