import { COINS, type Coin } from '../../src/core/currency';
import { CoinIcon } from '../wallet/CoinIcon';

/** The coin USD-valued rewards are paid in (level-up, calendar, recharge, birthday, gift); rakeback pays each coin in itself. */
export function PayInSelect({ coin, onChange }: { coin: Coin; onChange(coin: Coin): void }) {
  return (
    <label className="select-label">
      <CoinIcon coin={coin} size={20} />
      <span>Pay rewards in</span>
      <select className="select" data-testid="vip-pay-in" value={coin} onChange={(e) => onChange(e.target.value as Coin)}>
        {COINS.map((c) => (
          <option key={c.coin} value={c.coin}>
            {c.coin}
          </option>
        ))}
      </select>
    </label>
  );
}
