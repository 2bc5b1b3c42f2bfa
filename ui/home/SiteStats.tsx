import type { BetInfo, SiteUserInfo } from '../../src/core/feeds';
import { Decimal } from '../../src/core/money';
import { formatAmount } from '../../src/core/format';

const usd = (v: string) => `$${formatAmount(v, { decimals: 2, rounding: Decimal.ROUND_DOWN })}`;
const count = (n: number) => n.toLocaleString('en-US');
const isZero = (v: string) => {
  try {
    return new Decimal(v).lte(0);
  } catch {
    return true;
  }
};

/** One figure: its value, or (when there is nothing to count yet) an invitation in its place. */
interface Figure {
  label: string;
  value: string;
  /** Shown instead of a bare zero. */
  empty: string | null;
}

/**
 * The figures, in order. A "+" marks net profit only: the biggest win of the day is the largest payout minus its stake
 * (selectBetInfo), so it is labelled profit and carries the sign. A figure with nothing in it yet says what would
 * change that instead of showing 0.
 */
export function siteFigures(bets: BetInfo | null, users: SiteUserInfo | null, online: number | null): Figure[] {
  const items: Figure[] = [];
  if (bets) {
    items.push(
      { label: 'Bets placed', value: count(bets.totalBets), empty: bets.totalBets === 0 ? 'First bet open' : null },
      { label: 'Wagered', value: usd(bets.wageredUsd), empty: isZero(bets.wageredUsd) ? 'Nothing yet' : null },
      { label: 'Bets today', value: count(bets.bets24h), empty: bets.bets24h === 0 ? 'Be the first' : null },
      {
        label: 'Biggest profit today',
        value: `+${usd(bets.biggestWin24hUsd)}`,
        empty: isZero(bets.biggestWin24hUsd) ? 'Up for grabs' : null,
      },
    );
  }
  if (users) {
    const now = online ?? users.online;
    items.push(
      { label: 'Players', value: count(users.players), empty: users.players === 0 ? 'Be the first' : null },
      { label: 'Online now', value: count(now), empty: now === 0 ? 'Just you' : null },
    );
  }
  return items;
}

/** Site figures: bets and USD wagered (selectBetInfo), players and online (selectUserInfo; online follows socket 2). */
export function SiteStats({ bets, users, online }: { bets: BetInfo | null; users: SiteUserInfo | null; online: number | null }) {
  if (!bets && !users) return null;
  return (
    <ul className="site-stats" data-testid="site-stats" aria-label="Site figures">
      {siteFigures(bets, users, online).map((f) => (
        <li key={f.label} className={f.empty ? 'is-empty' : undefined}>
          <strong className={f.empty ? undefined : 'num'}>{f.empty ?? f.value}</strong>
          <small>{f.label}</small>
        </li>
      ))}
    </ul>
  );
}
