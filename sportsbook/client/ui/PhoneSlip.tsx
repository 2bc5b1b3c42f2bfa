import { useEffect, useRef } from 'react';
import { useBook, useBookState } from '../hooks';
import { currencyDecimals, formatAmount } from '../money';
import { barTop } from '../placement';
import { slipTotals } from '../slip';
import { BetSlip } from './BetSlip';
import { ChevronIcon } from './icons';

/** The phone bar's height, in pixels (the page keeps this much room under its content while it shows). */
export const BAR_HEIGHT = 64;
/** The sheet leaves this much of the visible area above it. */
const SHEET_GAP = 24;

/**
 * The phone's bet slip: a bar at the bottom of the visible area (count and potential win) that opens the slip as a
 * bottom sheet. Framed, both are placed in the part of the frame the player sees (placement.ts).
 */
export function PhoneSlip() {
  const book = useBook();
  const count = useBookState((s) => s.slip.picks.length);
  const open = useBookState((s) => s.slipOpen);
  const done = useBookState((s) => s.placing.status === 'done');
  const slip = useBookState((s) => s.slip);
  const currency = useBookState((s) => s.currency);
  const framed = useBookState((s) => s.framed);
  const band = useBookState((s) => s.band);
  const viewport = useBookState((s) => s.viewport);
  const docHeight = useBookState((s) => s.docHeight);
  const barRef = useRef<HTMLButtonElement>(null);
  const sheetRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) {
      sheetRef.current?.querySelector<HTMLElement>('.slip__head .icon-btn')?.focus({ preventScroll: true });
    } else if (wasOpen.current) {
      barRef.current?.focus({ preventScroll: true });
    }
    wasOpen.current = open;
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') book.openSlip(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, book]);

  if (count === 0 && !done) return null;
  const totals = slipTotals(slip, currencyDecimals(currency));
  const barStyle = framed ? { transform: `translateY(${barTop(band, BAR_HEIGHT)}px)` } : undefined;
  const bandHeight = band.bottom - band.top;
  const cap = viewport ? viewport.height * 0.9 : 640;
  const sheetHeight = Math.max(320, Math.min(bandHeight - SHEET_GAP, cap));
  // Resting on the band's bottom, however tall its content (the receipt is shorter than the slip).
  const sheetStyle = framed ? { bottom: `${Math.max(0, docHeight - band.bottom)}px`, maxHeight: `${sheetHeight}px` } : undefined;

  return (
    <>
      {!open && count > 0 && (
        <button
          ref={barRef}
          type="button"
          className="slipbar"
          style={barStyle}
          aria-haspopup="dialog"
          aria-label={`Open bet slip, ${count} ${count === 1 ? 'selection' : 'selections'}`}
          onClick={() => book.openSlip(true)}
        >
          <span className="slipbar__count">{count}</span>
          <span className="slipbar__text">
            <span className="slipbar__title">Bet slip</span>
            <span className="slipbar__sub">
              {totals ? `Potential win ${formatAmount(totals.win, currencyDecimals(currency))} ${currency}` : 'Add a stake'}
            </span>
          </span>
          <ChevronIcon dir="up" size={20} />
        </button>
      )}
      {open && (
        <>
          <div className="sheet-backdrop" onClick={() => book.openSlip(false)} aria-hidden="true" />
          <div ref={sheetRef} className="sheet" role="dialog" aria-modal="true" aria-label="Bet slip" style={sheetStyle}>
            <span className="sheet__grip" aria-hidden="true" />
            <BetSlip onClose={() => book.openSlip(false)} />
          </div>
        </>
      )}
    </>
  );
}
