import { countdown } from './vipFormat';
import { useNow } from './useNow';

/** A live countdown to a moment of the server's clock (`offset`: server minus this browser, in ms). */
export function Countdown({ to, offset, testId }: { to: number; offset: number; testId?: string }) {
  const now = useNow();
  const left = to - (now + offset);
  return (
    <time className="vip-countdown num" dateTime={new Date(to).toISOString()} data-testid={testId}>
      {countdown(left)}
    </time>
  );
}
