import { useEffect, useRef } from 'react';
import { Clock } from 'lucide-react';
import { countdownText, countdownWords, msUntil } from '../../src/app/promotions/timing';
import { formatDateTime } from '../../src/core/time';
import { useNow } from '../vip/useNow';

/** The second read after a period's end, for a browser clock ahead of the server's. */
export const END_REREAD_MS = 5000;

/**
 * The time left in a period, to the second, from this browser's clock ("5h 12m 08s left"); `onEnd` is called when it
 * has passed the end (the screen reads the next period), and again END_REREAD_MS later. A timer role with the time in words as its label; it does not
 * announce each second.
 */
export function PeriodCountdown({
  end,
  what,
  onEnd,
  testId,
}: {
  /** The period's end (ISO). */
  end: string;
  /** What ends, for the label: "the race", "this week". */
  what: string;
  onEnd?(): void;
  testId?: string;
}) {
  const now = useNow();
  const left = msUntil(end, now) ?? 0;
  const over = left < 1000;
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });
  // Once the end has passed on this clock, the screen reads again, and once more a few seconds later in case this
  // clock ran ahead of the server's (the first read then still finds the period running).
  const passed = left <= 0;
  const firedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!passed || firedFor.current === end) return;
    firedFor.current = end;
    onEndRef.current?.();
    const again = setTimeout(() => onEndRef.current?.(), END_REREAD_MS);
    return () => clearTimeout(again);
  }, [passed, end]);

  return (
    <span
      className={`period-countdown${over ? ' is-over' : ''}`}
      role="timer"
      aria-label={`${countdownWords(left)} until ${what} ends, at ${formatDateTime(end)}`}
      title={formatDateTime(end)}
      data-testid={testId}
    >
      <Clock size={14} aria-hidden="true" />
      <span className="num" aria-hidden="true">
        {countdownText(left)}
      </span>
    </span>
  );
}
