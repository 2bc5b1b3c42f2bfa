import { memo } from 'react';
import type { Market, Selection, SportEvent } from '../../shared/api';
import { priceLabel } from '../format';
import { useBook, useBookState } from '../hooks';
import { compareDec } from '../money';
import { ArrowIcon, LockIcon } from './icons';
import { cls, useFlash } from './useFlash';

/** How a price moved: up, down, or nothing to show (it was or became not offered). */
const priceMove = (a: string | null, b: string | null) => (a === null || b === null ? null : compareDec(b, a) > 0 ? 'up' : 'down');

/** A price to tap: on or off the slip. Locked while its market is suspended or it is not offered. */
export const PriceButton = memo(function PriceButton({
  event,
  market,
  selection,
  caption,
}: {
  event: SportEvent;
  market: Market;
  selection: Selection;
  /** What names the outcome on the button: "1", "X", "2", or its label. */
  caption: string;
}) {
  const book = useBook();
  const selected = useBookState((s) => s.slip.picks.some((p) => p.id === selection.id));
  const price = market.suspended ? null : selection.price;
  const flash = useFlash(price, priceMove, 1400);
  const locked = price === null;
  return (
    <button
      type="button"
      className={cls('price', selected && 'is-on', locked && 'is-locked', flash && `flash-${flash}`)}
      aria-pressed={selected}
      aria-label={priceLabel(event, market.name, selection.label, selection.id, price)}
      disabled={locked && !selected}
      onClick={() => book.tapPrice(event, market, selection)}
    >
      <span className="price__caption">{caption}</span>
      <span className="price__value">
        {locked ? <LockIcon /> : price}
        {flash && <ArrowIcon up={flash === 'up'} />}
      </span>
    </button>
  );
});
