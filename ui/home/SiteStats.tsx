import type { BetInfo, SiteUserInfo } from '../../src/core/feeds';
import { Decimal } from '../../src/core/money';
import { formatAmount } from '../../src/core/format';

const usd = (v: string) => `$${formatAmount(v, { decimals: 2, rounding: Decimal.ROUND_DOWN })}`;
const count = (n: number) => n.toLocaleString('en-US');

/** Site figures: bets and USD wagered (selectBetInfo), players and online (selectUserInfo; online follows socket 2). */
export function SiteStats({ bets, users, online }: { bets: BetInfo | null; users: SiteUserInfo | null; online: number | null }) {
  if (!bets && !users) return null;
  const items: [string, string][] = [];
  if (bets) {
    items.push(['Bets placed', count(bets.totalBets)], ['Wagered', usd(bets.wageredUsd)], ['Bets today', count(bets.bets24h)]);
    items.push(['Biggest win today', usd(bets.biggestWin24hUsd)]);
  }
  if (users) items.push(['Players', count(users.players)], ['Online now', count(online ?? users.online)]);
  return (
    <ul className="site-stats" data-testid="site-stats" aria-label="Site figures">
      {items.map(([label, value]) => (
        <li key={label}>
          <strong>{value}</strong>
          <small>{label}</small>
        </li>
      ))}
    </ul>
  );
}
