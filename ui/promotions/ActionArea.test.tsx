import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { PlayerPromotion } from '../../src/core/promotions/types';
import { getState, resetStore } from '../../src/app/store';
import { fakeUser } from '../../src/app/api/fixtures.testing';
import {
  activityApiMock,
  failEnv,
  fakeBonus,
  fakeCashbackDetail,
  fakeCashbackMine,
  fakeDetail,
  fakeFreeBetDetail,
  fakeFreeBetsMine,
  fakeFreeBetStanding,
  fakeMatch,
  fakeMine,
  fakeRaceDetail,
  okEnv,
} from '../../src/app/api/promotionFixtures.testing';

vi.mock('../../src/app/api/activity', () => activityApiMock());
const api = await import('../../src/app/api/activity');
const { resetToasts } = await import('../../src/app/actions/toast');
const { walletDialogStore } = await import('../../src/app/actions/walletDialog');
const { ActionArea } = await import('./ActionArea');

const onMine = vi.fn();
const onStale = vi.fn();
const toasts = () => getState().toasts.map((t) => `${t.kind}: ${t.message}`);

function renderArea(mine: PlayerPromotion | null, { loggedIn = true, checked = true, promotion = fakeDetail() } = {}) {
  return render(
    <MemoryRouter>
      <ActionArea promotion={promotion} mine={mine} loggedIn={loggedIn} checked={checked} onMine={onMine} onStale={onStale} />
    </MemoryRouter>,
  );
}
const area = () => screen.getByTestId('promo-action');

beforeEach(() => {
  resetStore();
  resetToasts();
  onMine.mockReset();
  onStale.mockReset();
  for (const fn of Object.values(api)) if (vi.isMockFunction(fn)) fn.mockReset();
  getState().setUser(fakeUser());
  walletDialogStore.setState({ tab: null, coin: null, seq: 0 });
});
afterEach(() => {
  cleanup();
  resetToasts();
});

describe('the action area of a promotion', () => {
  it('offers a guest Log in and Register, and nothing to act on', () => {
    resetStore();
    renderArea(null, { loggedIn: false });
    expect(area()).toHaveAttribute('data-state', 'guest');
    fireEvent.click(screen.getByTestId('promo-signin-login'));
    expect(getState().dialog).toBe('login');
    fireEvent.click(screen.getByTestId('promo-signin-register'));
    expect(getState().dialog).toBe('register');
    expect(screen.queryByTestId('promo-join')).toBeNull();
  });

  it('waits for the session check before calling anyone a guest', () => {
    resetStore();
    renderArea(null, { loggedIn: false, checked: false });
    expect(screen.queryByTestId('promo-signin')).toBeNull();
  });

  it('joins (state none): the answer becomes the standing', async () => {
    const joined = fakeMine({ state: 'joined' });
    vi.mocked(api.activityJoin).mockResolvedValue(okEnv(joined));
    renderArea(fakeMine());
    expect(area()).toHaveAttribute('data-state', 'none');
    await act(async () => fireEvent.click(screen.getByTestId('promo-join')));
    expect(api.activityJoin).toHaveBeenCalledWith(2);
    expect(onMine).toHaveBeenCalledWith(joined);
    expect(toasts()).toEqual(['success: You joined the promotion']);
  });

  it('says why a player cannot join, with the button inactive', () => {
    renderArea(fakeMine({ canJoin: false, cannotJoin: 'Deposit in a coin without an open bonus to join' }));
    expect(screen.getByTestId('promo-join')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('promo-cannot-join')).toHaveTextContent('Deposit in a coin without an open bonus to join');
    fireEvent.click(screen.getByTestId('promo-join'));
    expect(api.activityJoin).not.toHaveBeenCalled();
  });

  it('toasts a refused join as the server words it and reads the standing again', async () => {
    vi.mocked(api.activityJoin).mockResolvedValue(failEnv(400, 'This promotion has ended'));
    renderArea(fakeMine());
    await act(async () => fireEvent.click(screen.getByTestId('promo-join')));
    expect(toasts()).toEqual(['error: This promotion has ended']);
    expect(onMine).not.toHaveBeenCalled();
    expect(onStale).toHaveBeenCalledTimes(1);
  });

  it('once joined, opens the deposit dialog, and leaves only after a confirm', async () => {
    const left = fakeMine({ state: 'cancelled' });
    vi.mocked(api.cancelActivity).mockResolvedValue(okEnv(left));
    renderArea(fakeMine({ state: 'joined' }));
    expect(screen.getByTestId('promo-joined')).toHaveTextContent('You’re in');
    fireEvent.click(screen.getByTestId('promo-deposit'));
    expect(walletDialogStore.getState().tab).toBe('deposit');

    fireEvent.click(screen.getByTestId('promo-leave'));
    const dialog = screen.getByTestId('promo-leave-dialog');
    expect(dialog).toHaveTextContent('Leave this promotion?');
    fireEvent.click(within(dialog).getByTestId('promo-leave-dialog-keep'));
    expect(screen.queryByTestId('promo-leave-dialog')).toBeNull();
    expect(api.cancelActivity).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('promo-leave'));
    await act(async () => fireEvent.click(screen.getByTestId('promo-leave-dialog-confirm')));
    expect(api.cancelActivity).toHaveBeenCalledWith(2);
    expect(onMine).toHaveBeenCalledWith(left);
    expect(screen.queryByTestId('promo-leave-dialog')).toBeNull();
  });

  it('shows a waiting match as deposit → bonus with its claim-by time, and claims it', async () => {
    const bonus = fakeBonus({ id: 12, source: 'reload', granted: '20', balance: '20' });
    const claimed = fakeMine({ state: 'claimed', bonus });
    vi.mocked(api.receiveAward).mockResolvedValue(okEnv({ promotion: claimed, bonus }));
    renderArea(fakeMine({ state: 'claimable', offer: fakeMatch() }));
    expect(screen.getByTestId('promo-offer-deposit')).toHaveTextContent('40 USDT');
    expect(screen.getByTestId('promo-offer-bonus')).toHaveTextContent('+20 USDT');
    expect(screen.getByTestId('promo-claim-by')).toHaveTextContent('Claim within');
    expect(screen.getByTestId('promo-claim-by')).toHaveTextContent(/by 2026-12-0[89]/);
    expect(screen.getByTestId('promo-claim')).toHaveTextContent('Claim 20 USDT');
    await act(async () => fireEvent.click(screen.getByTestId('promo-claim')));
    expect(api.receiveAward).toHaveBeenCalledWith({ id: 2 });
    expect(onMine).toHaveBeenCalledWith(claimed);
    expect(getState().openBonuses?.map((b) => b.id)).toEqual([12]);
  });

  it('declines a waiting match after a confirm that says the deposit stays', async () => {
    vi.mocked(api.cancelActivity).mockResolvedValue(okEnv(fakeMine({ state: 'declined' })));
    renderArea(fakeMine({ state: 'claimable', offer: fakeMatch() }));
    fireEvent.click(screen.getByTestId('promo-leave'));
    const dialog = screen.getByTestId('promo-leave-dialog');
    expect(dialog).toHaveTextContent('Decline this deposit match?');
    expect(dialog).toHaveTextContent(
      'The 20 USDT bonus waiting for your deposit will not be credited. Your deposit of 40 USDT stays yours.',
    );
    await act(async () => fireEvent.click(within(dialog).getByTestId('promo-leave-dialog-confirm')));
    expect(api.cancelActivity).toHaveBeenCalledWith(2);
    expect(toasts()).toEqual(['success: The deposit match was declined']);
  });

  it('once claimed, shows the bonus card (live from the store)', () => {
    const bonus = fakeBonus({ id: 12 });
    getState().setOpenBonuses([fakeBonus({ id: 12, wagered: '300', progress: 0.6 })]);
    renderArea(fakeMine({ state: 'claimed', bonus }));
    const card = screen.getByTestId('bonus-card-12');
    expect(within(card).getByTestId('bonus-wagered')).toHaveTextContent('300 USDT of 500 USDT');
    expect(screen.queryByTestId('promo-leave')).toBeNull();
  });

  it.each([
    ['declined', 'You declined this deposit match.'],
    ['cancelled', 'You left this promotion.'],
  ] as const)('says a %s entry and offers to join again', (state, text) => {
    renderArea(fakeMine({ state }));
    expect(screen.getByTestId(`promo-${state}`)).toHaveTextContent(text);
    expect(screen.getByTestId('promo-join')).toHaveTextContent('Join again');
  });

  it('joins and leaves a race in its own words, with no deposit to make', async () => {
    const race = fakeRaceDetail();
    const joined = fakeMine({ promotionId: 3, kind: 'race', state: 'joined', canJoin: false });
    vi.mocked(api.activityJoin).mockResolvedValue(okEnv(joined));
    const { rerender } = renderArea(fakeMine({ promotionId: 3, kind: 'race' }), { promotion: race });
    expect(screen.getByTestId('promo-join')).toHaveTextContent('Join the race');
    await act(async () => fireEvent.click(screen.getByTestId('promo-join')));
    expect(api.activityJoin).toHaveBeenCalledWith(3);
    rerender(
      <MemoryRouter>
        <ActionArea promotion={race} mine={joined} loggedIn checked onMine={onMine} onStale={onStale} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('promo-joined')).toHaveTextContent('You’re in the race');
    expect(screen.queryByTestId('promo-deposit')).toBeNull();
    expect(screen.getByTestId('promo-leave')).toHaveTextContent('Leave the race');
    fireEvent.click(screen.getByTestId('promo-leave'));
    const dialog = screen.getByTestId('promo-leave-dialog');
    expect(dialog).toHaveTextContent('Leave the race?');
    expect(dialog).toHaveTextContent('what you wager while out does not count');
  });

  it('asks a guest to log in to join the race', () => {
    resetStore();
    renderArea(null, { loggedIn: false, promotion: fakeRaceDetail() });
    expect(screen.getByTestId('promo-signin')).toHaveTextContent('Log in to join the race');
  });

  it('joins cashback, and with cashback due points to the claim and leaves (not declines) after a confirm', async () => {
    const promotion = fakeCashbackDetail();
    renderArea(fakeMine({ promotionId: 4, kind: 'cashback' }), { promotion });
    expect(screen.getByTestId('promo-join')).toHaveTextContent('Join cashback');
    cleanup();
    vi.mocked(api.cancelActivity).mockResolvedValue(okEnv(fakeMine({ promotionId: 4, kind: 'cashback', state: 'cancelled' })));
    renderArea(fakeMine({ promotionId: 4, kind: 'cashback', state: 'claimable', canJoin: false, cashback: fakeCashbackMine() }), {
      promotion,
    });
    expect(screen.getByTestId('promo-claimable')).toHaveTextContent('Your cashback is ready');
    expect(screen.queryByTestId('promo-offer')).toBeNull();
    expect(screen.getByTestId('promo-leave')).toHaveTextContent('Leave cashback');
    fireEvent.click(screen.getByTestId('promo-leave'));
    const dialog = screen.getByTestId('promo-leave-dialog');
    expect(dialog).toHaveTextContent('Leave cashback?');
    expect(dialog).toHaveTextContent('cashback you have not claimed yet can no longer be claimed');
    await act(async () => fireEvent.click(within(dialog).getByTestId('promo-leave-dialog-confirm')));
    expect(api.cancelActivity).toHaveBeenCalledWith(4);
    expect(toasts()).toEqual(['success: You left the promotion']);
  });
});

describe('the action area of free bets', () => {
  const promotion = fakeFreeBetDetail();
  const taken = fakeFreeBetStanding({
    state: 'claimed',
    canJoin: false,
    cannotJoin: 'You have already taken these free bets',
    freeBets: fakeFreeBetsMine(),
  });
  const renderFree = (mine: PlayerPromotion | null, onTaken = vi.fn(), loggedIn = true) => {
    render(
      <MemoryRouter>
        <ActionArea promotion={promotion} mine={mine} loggedIn={loggedIn} checked onMine={onMine} onStale={onStale} onTaken={onTaken} />
      </MemoryRouter>,
    );
    return onTaken;
  };

  it('asks a guest to log in to take them', () => {
    resetStore();
    renderFree(null, vi.fn(), false);
    expect(screen.getByTestId('promo-signin')).toHaveTextContent('Log in to take your free bets');
    expect(screen.queryByTestId('promo-take-free-bets')).toBeNull();
  });

  it('takes them once, busy while on its way: the answer becomes the standing, then the page reads it again', async () => {
    let answer: (value: ReturnType<typeof okEnv<PlayerPromotion>>) => void = () => undefined;
    vi.mocked(api.activityJoin).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const onTaken = renderFree(fakeFreeBetStanding());
    expect(screen.getByTestId('free-bets-offer')).toHaveTextContent('10 free bets of 0.1 USDT each on Dice and Limbo, yours for 7 days');
    const take = screen.getByTestId('promo-take-free-bets');
    expect(take).toHaveTextContent('Take 10 free bets');
    expect(screen.queryByTestId('promo-leave')).toBeNull();

    fireEvent.click(take);
    fireEvent.click(take);
    expect(take).toHaveAttribute('aria-busy', 'true');
    expect(take).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(take);
    expect(api.activityJoin).toHaveBeenCalledTimes(1);
    expect(api.activityJoin).toHaveBeenCalledWith(5);

    await act(async () => answer(okEnv(taken)));
    expect(api.activityJoin).toHaveBeenCalledTimes(1);
    expect(onMine).toHaveBeenCalledWith(taken);
    expect(onTaken).toHaveBeenCalledTimes(1);
    expect(onStale).not.toHaveBeenCalled();
    expect(toasts()).toEqual(['success: 7 free bets of 0.1 USDT are yours: use them from the bet panel']);
  });

  it('toasts a refused take as the server words it and reads the standing again', async () => {
    vi.mocked(api.activityJoin).mockResolvedValue(failEnv(400, 'You have already taken these free bets'));
    const onTaken = renderFree(fakeFreeBetStanding());
    await act(async () => fireEvent.click(screen.getByTestId('promo-take-free-bets')));
    expect(toasts()).toEqual(['error: You have already taken these free bets']);
    expect(onMine).not.toHaveBeenCalled();
    expect(onTaken).not.toHaveBeenCalled();
    expect(onStale).toHaveBeenCalledTimes(1);
  });

  it('says why they cannot be taken, with Take inactive', () => {
    renderFree(fakeFreeBetStanding({ canJoin: false, cannotJoin: 'This promotion is not running' }));
    expect(screen.getByTestId('promo-take-free-bets')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('promo-cannot-join')).toHaveTextContent('This promotion is not running');
    fireEvent.click(screen.getByTestId('promo-take-free-bets'));
    expect(api.activityJoin).not.toHaveBeenCalled();
  });

  it('once taken, says how many are left and where, with no Take and never a Leave', () => {
    renderFree(taken);
    expect(area()).toHaveAttribute('data-state', 'claimed');
    expect(screen.getByTestId('promo-free-bets-taken')).toHaveTextContent(
      'Taken. 7 of 10 free bets left: use them from the bet panel of Dice and Limbo.',
    );
    expect(screen.queryByTestId('promo-take-free-bets')).toBeNull();
    expect(screen.queryByTestId('promo-leave')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    renderFree({ ...taken, freeBets: fakeFreeBetsMine({ available: [], used: 10 }) });
    expect(screen.getByTestId('promo-free-bets-taken')).toHaveTextContent('Taken. No free bets left: they are all used or expired.');
    expect(screen.queryByTestId('promo-leave')).toBeNull();
  });
});
