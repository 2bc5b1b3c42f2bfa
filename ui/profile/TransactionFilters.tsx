import { useId } from 'react';
import { CircleAlert } from 'lucide-react';
import { COIN_CODES, type Coin } from '../../src/core/currency';
import { HISTORY_MAX_RANGE_MS, type HistoryQuery } from '../../src/core/wallet/history';

/** The filters a player sets: a coin (or all) and a date range as the date inputs hold it (YYYY-MM-DD, '' for none). */
export interface TxFilter {
  coin: Coin | '';
  from: string;
  to: string;
}

/** No filter: every coin, every date. */
export const NO_FILTER: TxFilter = { coin: '', from: '', to: '' };

const DAY_MS = 24 * 60 * 60 * 1000;

// A YYYY-MM-DD of a date input as local midnight, or null.
function localDay(text: string, addDays = 0): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + addDays);
  return Number.isNaN(d.getTime()) ? null : d.getTime();
}

const todayText = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/**
 * The query of a filter, or the reason it can't be sent. Days are the player's own (local midnight to local
 * midnight); one date alone runs to today, or from a year before.
 */
export function filterQuery(f: TxFilter, now = new Date()): { query: HistoryQuery } | { error: string } {
  const query: HistoryQuery = f.coin ? { coin: f.coin } : {};
  if (!f.from && !f.to) return { query };
  const toText = f.to || todayText(now);
  const end = localDay(toText, 1);
  const from = f.from ? localDay(f.from) : end === null ? null : end - 365 * DAY_MS;
  if (from === null || end === null) return { error: 'Enter the dates as year-month-day.' };
  const to = end - 1;
  if (to < from) return { error: 'The end date is before the start date.' };
  if (to - from > HISTORY_MAX_RANGE_MS) return { error: 'Pick at most a year at a time.' };
  return { query: { ...query, from, to } };
}

/** The coin and date filters of profile → Transactions; a date range that can't be sent says why. */
export function TransactionFilters({ value, error, onChange }: { value: TxFilter; error: string | null; onChange(f: TxFilter): void }) {
  const id = useId();
  return (
    <div className="tx-filters">
      <label className="tx-filters__field">
        <span className="field__label">Coin</span>
        <select
          className="input select-input"
          data-testid="tx-coin"
          value={value.coin}
          onChange={(e) => onChange({ ...value, coin: e.target.value as Coin | '' })}
        >
          <option value="">All coins</option>
          {COIN_CODES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <label className="tx-filters__field">
        <span className="field__label">From</span>
        <input
          className="input"
          type="date"
          data-testid="tx-from"
          value={value.from}
          max={value.to || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-err` : undefined}
          onChange={(e) => onChange({ ...value, from: e.target.value })}
        />
      </label>
      <label className="tx-filters__field">
        <span className="field__label">To</span>
        <input
          className="input"
          type="date"
          data-testid="tx-to"
          value={value.to}
          min={value.from || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-err` : undefined}
          onChange={(e) => onChange({ ...value, to: e.target.value })}
        />
      </label>
      {(value.coin || value.from || value.to) && (
        <button type="button" className="btn btn--ghost tx-filters__clear" onClick={() => onChange(NO_FILTER)}>
          Clear filters
        </button>
      )}
      {error && (
        <p className="field__error tx-filters__error" id={`${id}-err`} role="alert" data-testid="tx-filter-error">
          <CircleAlert size={14} aria-hidden="true" /> {error}
        </p>
      )}
    </div>
  );
}
