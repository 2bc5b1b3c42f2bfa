import { formatCoin } from '../../../src/core/format';
import type { CrashBetView } from '../../../src/core/games/crash';

/**
 * What a screen reader hears of the player's own bet on the round (a polite live region): its cash-out, its loss at the
 * bust, its refund when the round is voided; nothing while it rides or when the player has no bet (every round's bust
 * would be noise).
 */
export function crashAnnouncement(bet: CrashBetView | null, crashPoint: string | null): string {
  if (!bet) return '';
  const stake = `${formatCoin(bet.amount)} ${bet.coin}`;
  switch (bet.state) {
    case 'cashed':
      return `Cashed out at ${bet.cashoutAt}×: ${formatCoin(bet.payout)} ${bet.coin} paid`;
    case 'lost':
      return crashPoint === null ? `Busted: bet of ${stake} lost` : `Busted at ${crashPoint}×: bet of ${stake} lost`;
    case 'refunded':
      return `Round voided: bet of ${stake} refunded`;
    default:
      return '';
  }
}
