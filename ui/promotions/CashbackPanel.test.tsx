import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { PlayerPromotion } from '../../src/core/promotions/types';
import { getState, resetStore } from '../../src/app/store';
import { fakeUser } from '../../src/app/api/fixtures.testing';
import {
  activityApiMock,
  failEnv,
  fakeCashbackDetail,
  fakeCashbackMine,
  fakeCashbackPeriod,
  fakeMine,
  okEnv,
} from '../../src/app/api/promotionFixtures.testing';

vi.mock('../../src/app/api/activity', () => activityApiMock());
const api = await import('../../src/app/api/activity');
const { resetToasts } = await import('../../src/app/actions/toast');
const { CashbackPanel } = await import('./CashbackPanel');

const onMine = vi.fn();
const onStale = vi.fn();
const toasts = () => getState().toasts.map((t) => `${t.kind}: ${t.message}`);
const standing = (patch: Partial<PlayerPromotion> = {}) =>
  fakeMine({ promotionId: 4, kind: 'cashback', state: 'claimable', canJoin: false, cashback: fakeCashbackMine(), ...patch });

function renderPanel(mine: PlayerPromotion | null, loggedIn = mine !== null) {
  return render(
    <CashbackPanel promotion={fakeCashbackDetail()} mine={mine} loggedIn={loggedIn} checked onMine={onMine} onStale={onStale} />,
  );
}

beforeEach(() => {
  resetStore();
  resetToasts();
  onMine.mockReset();
  onStale.mockReset();
  for (const fn of Object.values(api)) if (vi.isMockFunction(fn)) fn.mockReset();
  getState().setUser(fakeUser({ selectedCoinType: 'ETH' }));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  // Two days, three hours before this week's end (2026-12-07T00:00Z).
  vi.setSystemTime(Date.parse('2026-12-04T21:00:00.000Z'));
});
afterEach(() => {
  cleanup();
  resetToasts();
  vi.useRealTimers();
});

describe('the cashback panel', () => {
  it('shows the rule, this week so far with its countdown, the week due with its claim-by time, and what was paid', () => {
    renderPanel(standing());
    expect(screen.getByTestId('cashback-rule')).toHaveTextContent(
      '10% of your net loss, up to 200 USD per period, from a net loss of 10 USD.',
    );
    const current = screen.getByTestId('cashback-current');
    expect(current).toHaveTextContent('This week so far');
    expect(current).toHaveTextContent('Mon 30 Nov – Sun 6 Dec');
    expect(screen.getByTestId('cashback-loss')).toHaveTextContent('42.80 USD');
    expect(screen.getByTestId('cashback-estimate')).toHaveTextContent('4.28 USD');
    expect(screen.getByTestId('cashback-countdown')).toHaveTextContent('2d 03h 00m 00s left');
    const due = screen.getAllByTestId('cashback-due-row');
    expect(due).toHaveLength(1);
    expect(due[0]).toHaveTextContent('Mon 23 Nov – Sun 29 Nov');
    expect(due[0]).toHaveTextContent('12.50 USD');
    expect(due[0]).toHaveTextContent(/claim by 2026-12-0[67]/);
    expect(screen.getByTestId('cashback-claim')).toHaveTextContent('Claim 12.50 USD');
    // The coin defaults to the player's selected one.
    expect(screen.getByTestId('cashback-coin')).toHaveValue('ETH');
    const paid = screen.getAllByTestId('cashback-paid-row');
    expect(paid[0]).toHaveTextContent('Mon 16 Nov – Sun 22 Nov');
    expect(paid[0]).toHaveTextContent('8 USDT');
  });

  it('claims every week due in the coin picked, busy while on its way, and takes the answer as the standing', async () => {
    const after = standing({
      state: 'joined',
      cashback: fakeCashbackMine({ due: [], paid: [{ period: '2026-11-23T00:00Z', coin: 'BTC', amount: '0.00012', usd: '12.50' }] }),
    });
    let answer: (v: unknown) => void = () => {};
    vi.mocked(api.receiveAward).mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    renderPanel(standing());
    fireEvent.change(screen.getByTestId('cashback-coin'), { target: { value: 'BTC' } });
    fireEvent.click(screen.getByTestId('cashback-claim'));
    expect(api.receiveAward).toHaveBeenCalledWith({ id: 4, coin: 'BTC' });
    expect(screen.getByTestId('cashback-claim')).toHaveAttribute('aria-disabled', 'true');
    // A second click while it is on its way sends nothing.
    fireEvent.click(screen.getByTestId('cashback-claim'));
    expect(api.receiveAward).toHaveBeenCalledTimes(1);
    await act(async () => answer(okEnv({ promotion: after, bonus: null })));
    expect(onMine).toHaveBeenCalledWith(after);
    expect(toasts()).toEqual(['success: 0.00012 BTC of cashback added to your balance']);
    expect(screen.getByTestId('cashback-claim')).not.toHaveAttribute('aria-disabled');
  });

  it('shows a refused claim’s message by the button, and reads the standing again', async () => {
    vi.mocked(api.receiveAward).mockResolvedValue(
      failEnv(400, 'The cashback is worth less than the smallest BTC amount: claim it in another coin'),
    );
    const { rerender } = renderPanel(standing());
    await act(async () => fireEvent.click(screen.getByTestId('cashback-claim')));
    expect(screen.getByTestId('cashback-error')).toHaveTextContent(
      'The cashback is worth less than the smallest BTC amount: claim it in another coin',
    );
    expect(screen.getByRole('alert')).toBe(screen.getByTestId('cashback-error'));
    expect(onMine).not.toHaveBeenCalled();
    expect(onStale).toHaveBeenCalledTimes(1);
    expect(toasts()).toEqual([]);
    // The standing read again has nothing due any more (claimed elsewhere): the message stays.
    rerender(
      <CashbackPanel
        promotion={fakeCashbackDetail()}
        mine={standing({ state: 'joined', cashback: fakeCashbackMine({ due: [] }) })}
        loggedIn
        checked
        onMine={onMine}
        onStale={onStale}
      />,
    );
    expect(screen.queryByTestId('cashback-claim')).toBeNull();
    expect(screen.getByTestId('cashback-error')).toBeInTheDocument();
  });

  it('says why a period gives nothing: a winning week, a loss under the minimum', () => {
    const ahead = fakeCashbackMine({
      due: [],
      paid: [],
      current: fakeCashbackPeriod({
        start: '2026-11-30T00:00:00.000Z',
        end: '2026-12-07T00:00:00.000Z',
        netLossUsd: '-5.20',
        cashbackUsd: '0.00',
        claimBy: null,
      }),
    });
    const { rerender } = renderPanel(standing({ state: 'joined', cashback: ahead }));
    expect(screen.getByTestId('cashback-loss')).toHaveTextContent('+5.20 USD up');
    expect(screen.getByTestId('cashback-note')).toHaveTextContent('a winning period pays no cashback');
    expect(screen.queryByTestId('cashback-due')).toBeNull();
    const under = { ...ahead, current: { ...ahead.current!, netLossUsd: '6.00' } };
    rerender(
      <CashbackPanel
        promotion={fakeCashbackDetail()}
        mine={standing({ state: 'joined', cashback: under })}
        loggedIn
        checked
        onMine={onMine}
        onStale={onStale}
      />,
    );
    expect(screen.getByTestId('cashback-note')).toHaveTextContent('Cashback starts from a net loss of 10 USD.');
  });

  it('reads the standing when the week ends (its cashback comes due)', async () => {
    vi.setSystemTime(Date.parse('2026-12-06T23:59:57.000Z'));
    renderPanel(standing());
    expect(screen.getByTestId('cashback-countdown')).toHaveTextContent('3s left');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(onStale).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByTestId('cashback-countdown')).toHaveTextContent('Ending now');
    expect(onStale).toHaveBeenCalledTimes(1);
    // Once more a little later, for a browser clock ahead of the server's; then no more.
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(onStale).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(onStale).toHaveBeenCalledTimes(2);
  });

  it('explains to a player who has not joined how it counts, and asks a guest to log in', () => {
    renderPanel(fakeMine({ promotionId: 4, kind: 'cashback', cashback: fakeCashbackMine({ current: null, due: [], paid: [] }) }));
    expect(screen.getByTestId('cashback-out')).toHaveTextContent('Cashback counts your net loss from the moment you join');
    expect(screen.queryByTestId('cashback-claim')).toBeNull();
    cleanup();
    renderPanel(null, false);
    expect(within(screen.getByTestId('cashback-panel')).getByTestId('cashback-guest')).toHaveTextContent('Log in to see your net loss');
  });
});
