import { Gift } from 'lucide-react';
import type { FreeBetView } from '../../../src/core/promotions/types';
import { formatCoin } from '../../../src/core/format';
import { SteadyButton } from '../../common/SteadyButton';
import { usePrivate } from '../../streamer/Private';

/** Props of FreeBetStrip. */
export interface FreeBetStripProps {
  /** The free bets usable on this game, soonest to expire first (the first is the one a press spends). */
  freeBets: readonly FreeBetView[];
  /** A free bet's request is on its way. */
  sending: boolean;
  /** The button cannot act now (a round in flight, auto-bet, parameters refused). */
  inactive: boolean;
  onUse(): void;
}

/** The strip's two lines: "3 free bets" and "0.1 USDT each" (or "next 0.1 USDT" when they are not all alike). */
export function freeBetsParts(freeBets: readonly FreeBetView[]): { count: string; amount: string } {
  const next = freeBets[0];
  if (!next) return { count: '', amount: '' };
  const alike = freeBets.every((f) => f.coin === next.coin && f.amount === next.amount);
  const amount = `${formatCoin(next.amount)} ${next.coin}`;
  return {
    count: `${freeBets.length} free bet${freeBets.length === 1 ? '' : 's'}`,
    amount: freeBets.length === 1 ? amount : alike ? `${amount} each` : `next ${amount}`,
  };
}

/**
 * The bet panel's free-bet strip: shown while the player holds free bets usable on the game, what they are and a
 * Use free bet button that places one manual bet with the game's parameters on the house's stake (the free bet names
 * its coin and amount; the panel's own amount and coin stay as they are). The count is announced politely when it
 * changes, as the result chip announces results.
 */
export function FreeBetStrip({ freeBets, sending, inactive, onUse }: FreeBetStripProps) {
  const { text } = usePrivate();
  if (freeBets.length === 0) return null;
  const next = freeBets[0]!;
  const parts = freeBetsParts(freeBets);
  return (
    <div className="fb-strip" data-testid="free-bet-strip" data-free-bet={next.id} role="group" aria-label="Free bets">
      <Gift size={16} className="fb-strip__icon" aria-hidden="true" />
      {/* Two short lines, so the button keeps its label beside them in the narrowest panel. */}
      <span className="fb-strip__text" data-testid="free-bet-text" aria-live="polite" aria-atomic="true">
        <span className="fb-strip__count">{parts.count}</span>
        <span className="sr-only">, </span>
        <span className="fb-strip__amount num">{text(parts.amount)}</span>
      </span>
      <SteadyButton
        className="btn fb-strip__use"
        data-testid="free-bet-use"
        inactive={inactive || sending}
        aria-busy={sending || undefined}
        onClick={onUse}
      >
        {sending ? 'Using…' : 'Use free bet'}
      </SteadyButton>
    </div>
  );
}
