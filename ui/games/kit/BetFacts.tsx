import { formatCoin } from '../../../src/core/format';
import { formatDateTime } from '../../../src/core/time';
import { Private } from '../../streamer/Private';

/** The facts every bet's detail opens with: its player, when it was placed or settled, and its stake. */
export function BetBasicFacts({ bet }: { bet: { userName: string; createdAt: string; amount: string; coin: string } }) {
  return (
    <>
      <dt>Player</dt>
      <dd>
        <Private kind="name">{bet.userName}</Private>
      </dd>
      <dt>Time</dt>
      <dd className="num">{formatDateTime(bet.createdAt)}</dd>
      <dt>Amount</dt>
      <dd className="num">
        <Private kind="amount">{formatCoin(bet.amount)}</Private> {bet.coin}
      </dd>
    </>
  );
}
