import type { Animator } from '../anim';
import { ease } from '../anim';
import { partOf } from '../money';

/**
 * Counts an amount up from zero: `show` gets exact decimal strings (rounded down to the currency, the server's own
 * string at the end), `tick` a call about every 70 ms for the counting sound. Resolves when done.
 */
export async function countUp(
  anim: Animator,
  amount: string,
  decimals: number,
  duration: number,
  show: (text: string) => void,
  tick?: () => void,
): Promise<void> {
  let last = -1;
  await anim.tween(
    duration,
    (p) => {
      show(p >= 1 ? amount : partOf(amount, p, decimals));
      const step = Math.floor((p * duration) / 70);
      if (step !== last && p < 1) {
        last = step;
        tick?.();
      }
    },
    { ease: ease.outQuad },
  );
  show(amount);
}

/** How long a count-up of a win `multiple` times the stake lasts (ms): longer for bigger wins. */
export const countDuration = (multiple: number, reduced: boolean): number =>
  reduced ? 300 : Math.round(Math.min(4200, 700 + Math.sqrt(Math.max(0, multiple)) * 420));
