import { PLINKO_RISKS, plinkoMaxMultiplier, plinkoTable, type PlinkoParams, type PlinkoRisk } from '../../../src/core/games';
import { Decimal } from '../../../src/core/money';
import { FieldProblem } from '../kit/GameFieldParts';
import type { ParamsFieldsProps } from '../kit/types';
import { plinkoConfigLimits, rowChoices, tableRtpPercent } from './links';

// The board's smallest multiplier (near the centre).
const lowest = (p: PlinkoParams) => plinkoTable(p.rows, p.risk).reduce((a, b) => (new Decimal(b).lt(a) ? b : a));

const RISK_LABEL: Record<PlinkoRisk, string> = { low: 'Low', medium: 'Medium', high: 'High' };
const isRisk = (value: string): value is PlinkoRisk => (PLINKO_RISKS as readonly string[]).includes(value);

// Both selectors, shared by the bet panel and the fairness calculator.
function BoardSelects({
  value,
  rows,
  risks,
  disabled,
  testPrefix,
  onChange,
}: {
  value: PlinkoParams;
  rows: number[];
  risks: readonly PlinkoRisk[];
  disabled: boolean;
  testPrefix: string;
  onChange(value: PlinkoParams): void;
}) {
  return (
    <div className="bp-row bp-row--2">
      <label className="bp-field">
        <span className="bp-field__label">Risk</span>
        <select
          className="select pf-select"
          data-testid={`${testPrefix}-risk`}
          value={value.risk}
          disabled={disabled}
          onChange={(e) => {
            if (isRisk(e.target.value)) onChange({ ...value, risk: e.target.value });
          }}
        >
          {risks.map((r) => (
            <option key={r} value={r}>
              {RISK_LABEL[r]}
            </option>
          ))}
        </select>
      </label>
      <label className="bp-field">
        <span className="bp-field__label">Rows</span>
        <select
          className="select pf-select"
          data-testid={`${testPrefix}-rows`}
          value={String(value.rows)}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, rows: Number(e.target.value) })}
        >
          {rows.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/**
 * Risk and rows. Like Stake, both may change between drops while earlier balls are still falling: the platform keeps
 * the fields editable while rounds present for a game with more than one round in flight, and locks them during
 * auto-bet.
 */
export function PlinkoFields({ value, content, disabled, problem, onChange }: ParamsFieldsProps<'plinko'>) {
  const limits = plinkoConfigLimits(content);
  const rtp = tableRtpPercent(value);
  return (
    <div className="bp-game">
      <BoardSelects
        value={value}
        rows={rowChoices(limits)}
        risks={limits.risks}
        disabled={disabled}
        testPrefix="plinko"
        onChange={onChange}
      />
      {rtp !== null && (
        <p className="bp-limits" data-testid="plinko-table">
          Buckets {lowest(value)}× to {plinkoMaxMultiplier(value.rows, value.risk)}× · RTP {rtp}%
        </p>
      )}
      <FieldProblem problem={problem} />
    </div>
  );
}

/** The plinko fields of the fairness calculator: risk and rows (8-16). */
export function PlinkoCalcFields({ value, onChange }: { value: PlinkoParams; onChange(value: PlinkoParams): void }) {
  const limits = plinkoConfigLimits(undefined);
  return (
    <BoardSelects
      value={value}
      rows={rowChoices(limits)}
      risks={limits.risks}
      disabled={false}
      testPrefix="calc-plinko"
      onChange={onChange}
    />
  );
}
