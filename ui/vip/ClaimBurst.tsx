import { useEffect } from 'react';
import { useMediaQuery } from '../common/useMediaQuery';

/** How long the burst may stay when its animation's end never comes (a hidden tab). */
const BURST_MS = 1600;

/**
 * The one-time celebration of a paid claim: the amount rises from the button among a few sparks, then the burst
 * removes itself. Players who ask for reduced motion get none (the toast says what was paid).
 */
export function ClaimBurst({ text, onDone }: { text: string; onDone(): void }) {
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  useEffect(() => {
    const id = setTimeout(onDone, reduced ? 0 : BURST_MS);
    return () => clearTimeout(id);
  }, [onDone, reduced]);
  if (reduced) return null;
  return (
    <span
      className="vip-burst"
      aria-hidden="true"
      data-testid="claim-burst"
      onAnimationEnd={(e) => e.target === e.currentTarget && onDone()}
    >
      <span className="vip-burst__sparks">
        {Array.from({ length: 8 }, (_, i) => (
          <i key={i} style={{ ['--i' as string]: i }} />
        ))}
      </span>
      <span className="vip-burst__text num">{text}</span>
    </span>
  );
}
