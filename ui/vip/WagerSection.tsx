import { BarChart3 } from 'lucide-react';
import type { VipData, VipSnapshot } from '../../src/app/vip/VipData';
import type { UserStateBetAmount } from '../../src/core/vip/types';
import { toDecimal } from '../../src/core/format';
import { SteadyButton } from '../common/SteadyButton';
import { Private } from '../streamer/Private';
import { CardState, VipCard } from './VipCard';
import { usd, xp } from './vipFormat';

const SPANS: [keyof UserStateBetAmount, string][] = [
  ['today', 'Today'],
  ['week', 'This week'],
  ['month', 'This month'],
  ['last7Days', 'Last 7 days'],
  ['total', 'All time'],
];

/** A profit's colour: a loss red, a win green, even neither. */
const tone = (usdValue: string) => (toDecimal(usdValue).isNegative() ? 'is-loss' : toDecimal(usdValue).gt(0) ? 'is-win' : '');

/** The player's wagering now (UTC periods) and per game: bets, USD wagered and won, and profit. */
export function WagerSection({ snap, data }: { snap: VipSnapshot; data: VipData }) {
  const { wager, stats } = snap;
  const reading = snap.reading.has('wager');
  return (
    <VipCard
      icon={BarChart3}
      title="Your wagering"
      testId="vip-wager"

      tag={
        wager && (
          <SteadyButton
            className="btn btn--ghost vip-card__refresh"
            inactive={reading}
            aria-busy={reading || undefined}
            onClick={() => data.request(['wager'])}
            data-testid="wager-refresh"
          >
            Update
          </SteadyButton>
        )
      }
    >
      {!wager || !stats ? (
        <CardState failed={snap.failed.has('wager')} onRetry={() => data.request(['wager'])} />
      ) : (
        <>
          <dl className="vip-spans">
            {SPANS.map(([key, label]) => (
              <div key={key} className="vip-spans__item" data-testid={`wager-${key}`}>
                <dt>{label}</dt>
                <dd>
                  <strong className="num">
                    <Private kind="amount">{usd(wager[key].usd)}</Private>
                  </strong>
                  <small className="num">
                    {wager[key].bets.toLocaleString('en-US')} bets · <Private kind="amount">{xp(wager[key].xp)}</Private> XP
                  </small>
                </dd>
              </div>
            ))}
          </dl>
          {stats.games.length > 0 && (
            <div className="vip-table-wrap">
              <table className="vip-table" data-testid="game-stats">
                <caption className="sr-only">Wagering per game</caption>
                <thead>
                  <tr>
                    <th scope="col">Game</th>
                    <th scope="col" className="is-num">
                      Bets
                    </th>
                    <th scope="col" className="is-num">
                      Wagered
                    </th>
                    <th scope="col" className="is-num">
                      Won
                    </th>
                    <th scope="col" className="is-num">
                      Profit
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {stats.games.map((g) => (
                    <tr key={`${g.product}:${g.game}`}>
                      <th scope="row">
                        <span className="vip-table__game">{g.game}</span>
                        <small>{g.product}</small>
                      </th>
                      <td className="is-num num">{g.bets.toLocaleString('en-US')}</td>
                      <td className="is-num num">
                        <Private kind="amount">{usd(g.wageredUsd)}</Private>
                      </td>
                      <td className="is-num num">
                        <Private kind="amount">{usd(g.wonUsd)}</Private>
                      </td>
                      <td className={`is-num num ${tone(g.profitUsd)}`}>
                        <Private kind="amount">{usd(g.profitUsd)}</Private>
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">Total</th>
                    <td className="is-num num">{stats.total.bets.toLocaleString('en-US')}</td>
                    <td className="is-num num">
                      <Private kind="amount">{usd(stats.total.wageredUsd)}</Private>
                    </td>
                    <td className="is-num num">
                      <Private kind="amount">{usd(stats.total.wonUsd)}</Private>
                    </td>
                    <td className={`is-num num ${tone(stats.total.profitUsd)}`}>
                      <Private kind="amount">{usd(stats.total.profitUsd)}</Private>
                    </td>
                  </tr>
                </tfoot>
              </table>
            </div>
          )}
        </>
      )}
    </VipCard>
  );
}
