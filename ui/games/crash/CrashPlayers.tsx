import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { fiatValue } from '../../../src/core/coinSort';
import { isCoin, type Coin } from '../../../src/core/currency';
import type { CrashPlayer } from '../../../src/core/games/crash';
import { formatCoin, formatFiat } from '../../../src/core/format';
import { Decimal } from '../../../src/core/money';
import type { RatesData } from '../../../src/core/api';
import { sortedPlayers } from '../../../src/app/games/crash/crashRound';
import { useStore } from '../../../src/app/store';
import { CoinIcon } from '../../wallet/CoinIcon';
import { Private } from '../../streamer/Private';
import { betProfitText } from '../kit/params';

/** The total staked on the round: in the coin when everyone bet one coin, else in USD at the rates (≈). */
export function totalBetText(players: readonly CrashPlayer[], rates: RatesData | null): string {
  if (players.length === 0) return '0';
  const coins = new Set(players.map((p) => p.coin));
  if (coins.size === 1) {
    const sum = players.reduce((s, p) => s.plus(p.amount), new Decimal(0));
    return `${formatCoin(sum.toFixed())} ${players[0]!.coin}`;
  }
  let usd = new Decimal(0);
  for (const p of players) {
    const v = isCoin(p.coin) ? fiatValue(p.amount, p.coin as Coin, 'USD', rates) : null;
    if (v === null) return `${coins.size} coins`;
    usd = usd.plus(v);
  }
  return `≈ ${formatFiat(usd, '$')}`;
}

/**
 * Everyone's bets on the round, live from frames 402/403: cashed out first (largest payout first) in green, then the
 * bets still in by amount; once the round crashed, the bets still in show red. Names are as the server sends them
 * ("Hidden" for a private player).
 */
export function CrashPlayers() {
  const { players, phase } = useStore(useShallow((s) => ({ players: s.crash.players, phase: s.crash.phase })));
  const rates = useStore((s) => s.rates);
  const rows = useMemo(() => sortedPlayers(players), [players]);
  const over = phase === 'crashed';
  return (
    <section className="crash-players card" aria-label="Players on this round" data-testid="crash-players">
      <header className="crash-players__head">
        <strong data-testid="crash-players-count">
          {players.length} {players.length === 1 ? 'player' : 'players'}
        </strong>
        <span className="num" data-testid="crash-players-total">
          <Private kind="amount">{totalBetText(players, rates)}</Private>
        </span>
      </header>
      {rows.length === 0 ? (
        <p className="crash-players__empty">No bets on this round yet.</p>
      ) : (
        <ul className="crash-players__list">
          {rows.map((p, i) => {
            const cashed = p.cashoutAt !== null;
            const state = cashed ? 'cashed' : over ? 'lost' : 'in';
            return (
              <li
                key={`${p.userName}-${p.coin}-${p.amount}-${i}`}
                className={`crash-player is-${state}`}
                data-testid="crash-player"
                data-state={state}
              >
                <span className="crash-player__name">
                  <Private kind="name">{p.userName}</Private>
                </span>
                <span className="crash-player__amount num">
                  {isCoin(p.coin) && <CoinIcon coin={p.coin as Coin} size={14} />} <Private kind="amount">{formatCoin(p.amount)}</Private>
                </span>
                <span className="crash-player__at num">{cashed ? `${p.cashoutAt}×` : over ? 'Busted' : '—'}</span>
                <span className="crash-player__payout num" title={cashed ? 'Profit' : undefined}>
                  <Private kind="amount">
                    {cashed && p.payout !== null ? betProfitText({ amount: p.amount, payout: p.payout }) : ''}
                  </Private>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
