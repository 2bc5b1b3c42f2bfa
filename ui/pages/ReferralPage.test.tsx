import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { getState, resetStore } from '../../src/app/store';
import { fakeUser } from '../../src/app/api/fixtures.testing';
import {
  failEnv,
  fakeBlockedInvitee,
  fakeInvitedPage,
  fakeInviteInfo,
  fakePayment,
  okEnv,
  referralApiMock,
} from '../../src/app/api/referralFixtures.testing';

vi.mock('../../src/app/api/referrals', () => referralApiMock());
const api = await import('../../src/app/api/referrals');
const { resetToasts } = await import('../../src/app/actions/toast');
const { default: ReferralPage } = await import('./ReferralPage');

const renderPage = () =>
  render(
    <MemoryRouter>
      <ReferralPage />
    </MemoryRouter>,
  );
const toasts = () => getState().toasts.map((t) => `${t.kind}: ${t.message}`);
const click = (testId: string) => act(async () => fireEvent.click(screen.getByTestId(testId)));

let writeText: ReturnType<typeof vi.fn>;
beforeEach(() => {
  resetStore();
  resetToasts();
  for (const fn of Object.values(api)) if (vi.isMockFunction(fn)) fn.mockReset();
  vi.mocked(api.getMyInviteUserInfo).mockResolvedValue(okEnv(fakeInviteInfo()));
  vi.mocked(api.getMyInviteUserRefer).mockImplementation(async (q = {}) => okEnv(fakeInvitedPage(q.page ?? 1, 3, q.size ?? 20)));
  writeText = vi.fn(async () => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  cleanup();
  resetToasts();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('ReferralPage', () => {
  it('shows a guest the programme, its rules and the way in, with no request', () => {
    getState().setSessionChecked(true);
    renderPage();
    expect(screen.getByTestId('referral-page')).toHaveAttribute('data-player', 'false');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Invite friends, earn 10% of the house edge on their bets, forever',
    );
    const rule = screen.getByTestId('referral-rule');
    expect(rule).toHaveTextContent('their wager × the game’s house edge × 10%');
    expect(rule).toHaveTextContent('deposit money');
    expect(rule).toHaveTextContent('Not eligible');
    expect(screen.getByTestId('referral-example')).toHaveTextContent('1,000 × 1% × 10% = 1 USD');
    expect(screen.getByTestId('referral-rules-table')).toHaveTextContent('Your own second accounts');
    expect(screen.getByTestId('referral-signin-login')).toHaveTextContent('Log in');
    fireEvent.click(screen.getByTestId('referral-signin-register'));
    expect(getState().dialog).toBe('register');
    expect(screen.queryByTestId('invite-link')).toBeNull();
    for (const fn of Object.values(api)) expect(fn).not.toHaveBeenCalled();
  });

  it("shows a player's link (absolute), code, card and figures, and copies the link and the code", async () => {
    getState().setUser(fakeUser());
    renderPage();
    const link = await screen.findByTestId('invite-link');
    expect(link).toHaveTextContent(`${window.location.origin}/?sharCode=ALICE123`);
    expect(screen.getByTestId('invite-code')).toHaveTextContent('ALICE123');
    expect(screen.getByTestId('invite-card')).toHaveAttribute('src', '/media/share-cards/ALICE123.png');
    expect(screen.getByTestId('invite-download')).toHaveAttribute('href', '/media/share-cards/ALICE123.png');
    expect(screen.getByTestId('invite-stat-invited')).toHaveTextContent('3');
    expect(screen.getByTestId('invite-stat-active')).toHaveTextContent('2');
    expect(screen.getByTestId('invite-stat-blocked')).toHaveTextContent('1 not eligible');
    expect(screen.getByTestId('invite-stat-wagered')).toHaveTextContent('2,500.00 USD');
    expect(screen.getByTestId('invite-stat-commission')).toHaveTextContent('2.50 USD');
    expect(screen.getByTestId('invite-claimable')).toHaveTextContent('1.25 USD');
    expect(api.getMyInviteUserInfo).toHaveBeenCalledTimes(1);
    expect(api.getMyInviteUserRefer).toHaveBeenCalledTimes(1);

    const copy = screen.getByTestId('invite-copy');
    expect(copy).toHaveAccessibleName('Copy link');
    await click('invite-copy');
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/?sharCode=ALICE123`);
    expect(copy).toHaveTextContent('Link copied');
    expect(copy).toHaveAccessibleName('Link copied');
    await click('invite-code-copy');
    expect(writeText).toHaveBeenLastCalledWith('ALICE123');
    expect(screen.getByTestId('invite-code-copy')).toHaveTextContent('Code copied');
  });

  it('says when the copy failed', async () => {
    getState().setUser(fakeUser());
    writeText.mockRejectedValue(new Error('denied'));
    renderPage();
    await screen.findByTestId('invite-copy');
    await click('invite-copy');
    expect(screen.getByTestId('invite-copy')).toHaveTextContent('Copy failed');
  });

  it("offers the one-time code form only while the code is not the player's own, with the server's refusal under the field", async () => {
    getState().setUser(fakeUser());
    vi.mocked(api.updateShareCode).mockResolvedValueOnce(failEnv(400, 'This share code is taken: choose another'));
    renderPage();
    const input = await screen.findByTestId('invite-code-input');
    expect(input).toHaveAccessibleName('Choose your code');

    // A malformed code is refused here, without a request.
    fireEvent.change(input, { target: { value: 'ab' } });
    await click('invite-code-save');
    expect(screen.getByTestId('invite-code-error')).toHaveTextContent('A share code is 4 to 16 letters or digits');
    expect(api.updateShareCode).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: 'lucky7' } });
    expect(screen.queryByTestId('invite-code-error')).toBeNull();
    await click('invite-code-save');
    expect(api.updateShareCode).toHaveBeenCalledWith({ shareCode: 'LUCKY7' });
    expect(screen.getByTestId('invite-code-error')).toHaveTextContent('This share code is taken: choose another');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('This share code is taken: choose another'));
    expect(toasts()).toEqual([]);

    // Chosen: the link, the code and the card follow, and the form is gone for good.
    const chosen = fakeInviteInfo({ shareCode: 'LUCKY8', custom: true });
    vi.mocked(api.updateShareCode).mockResolvedValueOnce(okEnv(chosen));
    fireEvent.change(input, { target: { value: 'LUCKY8' } });
    await click('invite-code-save');
    expect(screen.queryByTestId('invite-code-form')).toBeNull();
    expect(screen.getByTestId('invite-code')).toHaveTextContent('LUCKY8');
    expect(screen.getByTestId('invite-link')).toHaveTextContent(`${window.location.origin}/?sharCode=LUCKY8`);
    expect(screen.getByTestId('invite-card')).toHaveAttribute('src', '/media/share-cards/LUCKY8.png');
    expect(screen.getByTestId('invite-copy')).toHaveFocus();
    expect(toasts()).toEqual(['success: Your share code is now LUCKY8']);
  });

  it('has no code form once the player chose their code', async () => {
    getState().setUser(fakeUser());
    vi.mocked(api.getMyInviteUserInfo).mockResolvedValue(okEnv(fakeInviteInfo({ custom: true })));
    renderPage();
    await screen.findByTestId('invite-link');
    expect(screen.queryByTestId('invite-code-form')).toBeNull();
    expect(screen.queryByTestId('invite-code-input')).toBeNull();
  });

  it('keeps Claim inactive below the smallest claim, with the reason', async () => {
    getState().setUser(fakeUser());
    vi.mocked(api.getMyInviteUserInfo).mockResolvedValue(okEnv(fakeInviteInfo({ claimableUsd: '0.00' })));
    renderPage();
    const claim = await screen.findByTestId('invite-claim');
    expect(claim).toHaveAttribute('aria-disabled', 'true');
    expect(claim).toHaveAccessibleDescription('Nothing to claim yet: claims start at 0.01 USD.');
    await click('invite-claim');
    expect(api.userReferralReward).not.toHaveBeenCalled();
  });

  it('claims in the selected coin (or the one picked), toasts what was paid and reads the summary again', async () => {
    getState().setUser(fakeUser());
    vi.mocked(api.userReferralReward).mockResolvedValue(okEnv(fakePayment({ coin: 'ETH', amount: '0.0004' })));
    renderPage();
    const claim = await screen.findByTestId('invite-claim');
    expect(claim).not.toHaveAttribute('aria-disabled');
    expect(screen.getByTestId('invite-claim-coin')).toHaveValue(getState().selectedCoin);
    fireEvent.change(screen.getByTestId('invite-claim-coin'), { target: { value: 'ETH' } });
    vi.mocked(api.getMyInviteUserInfo).mockResolvedValue(okEnv(fakeInviteInfo({ claimedUsd: '2.50', claimableUsd: '0.00' })));
    await click('invite-claim');
    expect(api.userReferralReward).toHaveBeenCalledWith({ coin: 'ETH' });
    expect(toasts()).toEqual(['success: Claimed 0.0004 ETH']);
    await waitFor(() => expect(screen.getByTestId('invite-claimable')).toHaveTextContent('0.00 USD'));
    expect(screen.getByTestId('invite-stat-claimed')).toHaveTextContent('2.50 USD');
    expect(screen.getByTestId('invite-claim')).toHaveAttribute('aria-disabled', 'true');
    expect(api.getMyInviteUserInfo).toHaveBeenCalledTimes(2);
  });

  it('toasts a refused claim as the server words it', async () => {
    getState().setUser(fakeUser());
    vi.mocked(api.userReferralReward).mockResolvedValue(
      failEnv(400, 'The commission is worth less than the smallest BTC amount: claim it in another coin'),
    );
    renderPage();
    await screen.findByTestId('invite-claim');
    await click('invite-claim');
    expect(toasts()).toEqual(['error: The commission is worth less than the smallest BTC amount: claim it in another coin']);
  });

  it('lists the invitees 20 a page with Prev and Next, a blocked one as Not eligible with the reason', async () => {
    getState().setUser(fakeUser());
    vi.mocked(api.getMyInviteUserRefer).mockImplementation(async (q = {}) => {
      const page = fakeInvitedPage(q.page ?? 1, 45, q.size ?? 20);
      if (page.page === 1) page.list[0] = fakeBlockedInvitee(1);
      return okEnv(page);
    });
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('invitee-row')).toHaveLength(20));
    expect(api.getMyInviteUserRefer).toHaveBeenCalledWith({ page: 1, size: 20 });
    expect(screen.getByTestId('invitees-total')).toHaveTextContent('45');
    expect(screen.getByTestId('invitees-page')).toHaveTextContent('Page 1 of 3');
    expect(screen.getByTestId('invitees-prev')).toHaveAttribute('aria-disabled', 'true');

    const blocked = screen.getAllByTestId('invitee-row')[0]!;
    expect(blocked).toHaveAttribute('data-status', 'blocked');
    expect(within(blocked).getByTestId('invitee-status')).toHaveTextContent('Not eligible');
    expect(within(blocked).getByTestId('invitee-status')).toHaveAttribute('title', 'Registered in a browser the inviter uses');
    expect(within(blocked).getByTestId('invitee-reason')).toHaveTextContent('Registered in a browser the inviter uses');
    const active = screen.getAllByTestId('invitee-row')[1]!;
    expect(within(active).getByTestId('invitee-status')).toHaveTextContent('Active');
    expect(active).toHaveTextContent('Friend2');
    expect(active).toHaveTextContent('1,250.00 USD');
    expect(active).toHaveTextContent('1.25 USD');

    await click('invitees-next');
    await waitFor(() => expect(screen.getByTestId('invitees-page')).toHaveTextContent('Page 2 of 3'));
    expect(api.getMyInviteUserRefer).toHaveBeenLastCalledWith({ page: 2, size: 20 });
    expect(screen.getAllByTestId('invitee-row')[0]).toHaveTextContent('Friend21');
    await click('invitees-next');
    await waitFor(() => expect(screen.getByTestId('invitees-page')).toHaveTextContent('Page 3 of 3'));
    expect(screen.getAllByTestId('invitee-row')).toHaveLength(5);
    expect(screen.getByTestId('invitees-next')).toHaveAttribute('aria-disabled', 'true');
    await click('invitees-next');
    expect(api.getMyInviteUserRefer).toHaveBeenCalledTimes(3);

    await click('invitees-prev');
    await waitFor(() => expect(screen.getByTestId('invitees-page')).toHaveTextContent('Page 2 of 3'));
    expect(api.getMyInviteUserRefer).toHaveBeenLastCalledWith({ page: 2, size: 20 });
  });

  it('says when no one has joined yet, with no pager', async () => {
    getState().setUser(fakeUser());
    vi.mocked(api.getMyInviteUserRefer).mockResolvedValue(okEnv(fakeInvitedPage(1, 0)));
    renderPage();
    expect(await screen.findByTestId('invitees-empty')).toHaveTextContent('No one has joined with your link yet');
    expect(screen.queryByTestId('invitees-next')).toBeNull();
  });

  it('uploads a new picture as multipart "file" and shows the card anew; a wrong file is refused without a request', async () => {
    getState().setUser(fakeUser());
    vi.mocked(api.updateShareImg).mockResolvedValue(okEnv(fakeInviteInfo({ shareImg: '/media/share-images/ab.webp' })));
    renderPage();
    const input = await screen.findByTestId('invite-upload-input');
    expect(screen.getByTestId('invite-upload')).toHaveTextContent('Change picture');

    await act(async () => fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } }));
    expect(screen.getByTestId('invite-upload-error')).toHaveTextContent('Choose a JPEG, PNG, WebP, GIF or AVIF picture');
    expect(api.updateShareImg).not.toHaveBeenCalled();

    const picture = new File(['png'], 'me.png', { type: 'image/png' });
    await act(async () => fireEvent.change(input, { target: { files: [picture] } }));
    expect(api.updateShareImg).toHaveBeenCalledTimes(1);
    const form = vi.mocked(api.updateShareImg).mock.calls[0]![0];
    expect(form.get('file')).toBe(picture);
    expect(screen.queryByTestId('invite-upload-error')).toBeNull();
    expect(screen.getByTestId('invite-card').getAttribute('src')).toMatch(/^\/media\/share-cards\/ALICE123\.png\?v=\d+$/);
    expect(screen.getByTestId('invite-download').getAttribute('href')).toBe(screen.getByTestId('invite-card').getAttribute('src'));
    expect(toasts()).toEqual(['success: Your share card shows the new picture']);
  });

  it("shows the server's refusal of a picture beside the button", async () => {
    getState().setUser(fakeUser());
    vi.mocked(api.updateShareImg).mockResolvedValue(failEnv(400, 'The file is not a picture we can read'));
    renderPage();
    const input = await screen.findByTestId('invite-upload-input');
    await act(async () => fireEvent.change(input, { target: { files: [new File(['x'], 'me.png', { type: 'image/png' })] } }));
    expect(screen.getByTestId('invite-upload-error')).toHaveTextContent('The file is not a picture we can read');
    expect(screen.getByTestId('invite-upload')).toHaveAccessibleDescription(
      expect.stringContaining('The file is not a picture we can read'),
    );
    expect(toasts()).toEqual([]);
  });

  it('offers to read the summary again when it failed', async () => {
    getState().setUser(fakeUser());
    vi.mocked(api.getMyInviteUserInfo).mockResolvedValueOnce(failEnv(500, 'Database unavailable'));
    renderPage();
    expect(await screen.findByTestId('referral-error')).toHaveTextContent('Database unavailable');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByTestId('invite-link')).toBeInTheDocument();
  });
});
