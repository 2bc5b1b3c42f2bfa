import { useId } from 'react';
import type { LimitKind } from '../../../src/core/protection';
import { formatFullDate } from '../../../src/core/time';
import { limitAmountText } from '../../../src/app/protection/limits';
import { Private } from '../../streamer/Private';
import { countdown } from '../../vip/vipFormat';
import { useNow } from '../../vip/useNow';

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment in local time, to the minute: "November 21, 2026, 09:05". */
export function momentText(ms: number): string {
  const d = new Date(ms);
  return `${formatFullDate(ms)}, ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A live countdown to a moment of the server's clock (`offset`: server minus this browser, in ms): "23:59:10". */
export function Countdown({ to, offset, testId }: { to: number; offset: number; testId?: string }) {
  const now = useNow();
  return (
    <time className="num rg-countdown" dateTime={new Date(to).toISOString()} data-testid={testId}>
      {countdown(to - (now + offset))}
    </time>
  );
}

/** A moment with its countdown: "November 21, 2026, 09:05 (in 23:59:10)". */
export function Moment({ at, offset, testId }: { at: number; offset: number; testId?: string }) {
  return (
    <span className="rg-moment" data-testid={testId}>
      <time dateTime={new Date(at).toISOString()}>{momentText(at)}</time>{' '}
      <span className="rg-moment__in">
        (in <Countdown to={at} offset={offset} />)
      </span>
    </span>
  );
}

/** A limit's amount: money ("100.00 USD") hidden in streamer mode, a session's minutes shown as they are. */
export function LimitAmount({ kind, amount }: { kind: LimitKind; amount: string }) {
  const text = limitAmountText(kind, amount);
  return kind === 'session' ? <>{text}</> : <Private kind="amount">{text}</Private>;
}

/** A row of labelled radio buttons under a legend (a limit's window, an interval, a break's kind and length). */
export function Choices<K extends string>({
  legend,
  options,
  value,
  onChange,
  testId,
  disabled,
}: {
  legend: string;
  options: readonly (readonly [K, string])[];
  value: NoInfer<K>;
  onChange(key: NoInfer<K>): void;
  /** The fieldset's test id; each option's input is `${testId}-${key}`. */
  testId: string;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="rg-choices" data-testid={testId} disabled={disabled}>
      <legend>{legend}</legend>
      <div className="rg-choices__row">
        {options.map(([key, text]) => (
          <label key={key} className={`rg-choice${key === value ? ' is-on' : ''}`}>
            <input
              type="radio"
              name={name}
              value={key}
              checked={key === value}
              onChange={() => onChange(key)}
              data-testid={`${testId}-${key}`}
            />
            <span>{text}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
