import { useLayoutEffect, type RefObject } from 'react';
import { useBookState } from '../hooks';
import { stickTopShift } from '../placement';

/**
 * Keeps an element under the host's sticky header while the player scrolls past it, within its parent, when the page
 * is framed (the frame never scrolls itself, so CSS `position: sticky` has nothing to stick to). Standalone, the
 * stylesheet's `position: sticky` does the work.
 */
export function useStickTop(ref: RefObject<HTMLElement | null>, gap = 0): void {
  const framed = useBookState((s) => s.framed);
  const band = useBookState((s) => s.band);
  const docHeight = useBookState((s) => s.docHeight);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || !framed) return;
    // Where it sits in the page without the shift (a transform moves no layout, but its box reports moved).
    const shifted = Number(el.dataset.shift ?? 0);
    const natural = el.getBoundingClientRect().top + window.scrollY - shifted;
    const parent = el.parentElement;
    const limit = parent ? parent.getBoundingClientRect().bottom + window.scrollY : docHeight;
    const shift = Math.round(stickTopShift({ top: band.top + gap, bottom: band.bottom }, natural, el.offsetHeight, limit));
    el.dataset.shift = String(shift);
    el.style.transform = shift ? `translateY(${shift}px)` : '';
    el.classList.toggle('is-stuck', shift > 0);
  }, [ref, framed, band, docHeight, gap]);
}
