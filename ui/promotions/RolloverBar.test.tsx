import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Coin } from '../../src/core/currency';
import { MSG } from '../../src/core/socket';
import { getState, resetStore, useStore } from '../../src/app/store';
import { fakeUser } from '../../src/app/api/fixtures.testing';
import { fakeBonus } from '../../src/app/api/promotionFixtures.testing';
import { handleFrame } from '../../src/app/network/live';
import { PanelStake } from '../games/kit/PanelStake';

/** The stake part every game's panel starts with, on the store's selected coin (as the game pages give it). */
function Panel() {
  const coin = useStore((s) => s.selectedCoin);
  return <Stake coin={coin} />;
}
function Stake({ coin }: { coin: Coin }) {
  return (
    <PanelStake
      tab="manual"
      onTab={() => {}}
      tabsLocked={false}
      disabled={false}
      coin={coin}
      amount="1"
      amountProblem={null}
      fiatText={null}
      onAmount={() => {}}
      onScale={() => {}}
      balanceLabel={`Balance · ${coin}`}
      balanceText="10"
    />
  );
}
const renderPanel = () =>
  render(
    <MemoryRouter>
      <Panel />
    </MemoryRouter>,
  );
const frame = (bonuses: unknown[]) => act(() => handleFrame({ type: MSG.BONUS_PROGRESS, data: { bonuses, freeBets: [] } }));
const bar = () => screen.queryByTestId('rollover-bar');

beforeEach(() => {
  resetStore();
  getState().setUser(fakeUser({ selectedCoinType: 'USDT' }));
});
afterEach(() => cleanup());

describe('the bet panel’s rollover bar', () => {
  it('shows only while the selected coin has an open bonus, linking to My bonuses', () => {
    getState().setOpenBonuses([fakeBonus({ id: 8, coin: 'BTC', wagered: '0.001', wagerRequired: '0.01' })]);
    renderPanel();
    expect(bar()).toBeNull();
    act(() => getState().setSelectedCoin('BTC'));
    expect(bar()).toHaveAttribute('data-bonus', '8');
    expect(screen.getByTestId('rollover-text')).toHaveTextContent('Bonus wagering 0.001 / 0.01 BTC · max bet 10 USD');
    act(() => getState().setSelectedCoin('ETH'));
    expect(bar()).toBeNull();
  });

  it('follows type 209 frames: the wagering moves, the bar leaves when the bonus ends', () => {
    renderPanel();
    expect(bar()).toBeNull();
    frame([fakeBonus()]);
    expect(screen.getByTestId('rollover-text')).toHaveTextContent('Bonus wagering 120.25 / 500 USDT · max bet 10 USD');
    expect(bar()).toHaveAttribute('href', '/promotions/details/bonus');
    expect(bar()!.querySelector('.rollover__bar')).toHaveStyle({ width: '24%' });
    frame([fakeBonus({ wagered: '310.5', remaining: '189.5', progress: 0.621 })]);
    expect(screen.getByTestId('rollover-text')).toHaveTextContent('Bonus wagering 310.5 / 500 USDT · max bet 10 USD');
    expect(bar()!.querySelector('.rollover__bar')).toHaveStyle({ width: '62%' });
    // Another coin's bonus is not this panel's.
    frame([fakeBonus({ id: 9, coin: 'ETH' })]);
    expect(bar()).toBeNull();
  });

  it('counts from 0, names the games of a bonus played on some only, and says when wagering is complete', () => {
    renderPanel();
    frame([fakeBonus({ wagered: '0', progress: 0 })]);
    expect(screen.getByTestId('rollover-text')).toHaveTextContent('Bonus wagering 0 / 500 USDT · max bet 10 USD');
    frame([fakeBonus({ games: ['dice', 'limbo'] })]);
    expect(screen.getByTestId('rollover-text')).toHaveTextContent('Bonus wagering 120.25 / 500 USDT · max bet 10 USD · Dice, Limbo only');
    frame([fakeBonus({ status: 'completed', progress: 1, wagered: '500' })]);
    expect(screen.getByTestId('rollover-text')).toHaveTextContent('Bonus wagering complete');
  });

  it('shows nothing once signed out', () => {
    getState().setOpenBonuses([fakeBonus()]);
    renderPanel();
    expect(bar()).not.toBeNull();
    act(() => getState().clearSession());
    expect(bar()).toBeNull();
  });
});
