import type { CrashBetView } from '../../../src/core/games/crash';

/**
 * What a screen reader hears of the player's own bet on the round (a polite live region): its cash-out, its loss at the
 * bust, its refund when the round is voided; nothing while it rides or when the player has no bet (every round's bust
 * would be noise).
 */
export function crashAnnouncement(bet: CrashBetView | null, crashPoint: string | null): string {
  if (!bet) return '';
  switch (bet.state) {
    case 'cashed':
      return `Cashed out at ${bet.cashoutAt}×: ${bet.payout} ${bet.coin} paid`;
    case 'lost':
      return crashPoint === null
        ? `Busted: bet of ${bet.amount} ${bet.coin} lost`
        : `Busted at ${crashPoint}×: bet of ${bet.amount} ${bet.coin} lost`;
    case 'refunded':
      return `Round voided: bet of ${bet.amount} ${bet.coin} refunded`;
    default:
      return '';
  }
}
