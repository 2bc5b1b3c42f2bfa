import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { MSG } from '../../src/core/socket';
import { flagsOf } from '../../src/core/vipFlags';
import { getState, resetStore } from '../../src/app/store';
import { fakeUser } from '../../src/app/api/fixtures.testing';
import { answerVipReads, fakeLadder, vipApiMock } from '../../src/app/api/vipFixtures.testing';

vi.mock('../../src/app/api/vip', () => vipApiMock());
const api = await import('../../src/app/api/vip');
const { handleFrame } = await import('../../src/app/network/live');
const { resetLadderReads } = await import('../../src/app/vip/ladder');
const { Sidebar } = await import('./Sidebar');
const { BottomNav } = await import('./BottomNav');
const { UserMenu } = await import('./UserMenu');

const renderShell = () =>
  render(
    <MemoryRouter>
      <Sidebar />
      <BottomNav />
      <UserMenu />
    </MemoryRouter>,
  );
const push = (flags: number) => act(() => handleFrame({ type: MSG.VIP_UNREAD, data: { flags } }));

beforeEach(() => {
  resetStore();
  localStorage.clear();
  resetLadderReads();
  for (const fn of Object.values(api)) if (vi.isMockFunction(fn)) fn.mockReset();
  answerVipReads(api);
  getState().setUser(fakeUser({ userName: 'alice', levelId: 2, currentLevelValue: '50', progress: '1250', nextProgress: '10000' }));
});
afterEach(() => cleanup());

describe('the VIP unread badge (socket type 5)', () => {
  it('counts the VIP bits of the flag word on the sidebar, the phone bar and the account button; bonus bits stay out', () => {
    renderShell();
    expect(screen.queryByTestId('vip-badge-sidebar')).toBeNull();
    push((1 << 5) | (1 << 6));
    expect(screen.queryByTestId('vip-badge-sidebar')).toBeNull();
    push(flagsOf(['rakeback', 'daily', 'gift']) | (1 << 5));
    expect(screen.getByTestId('vip-badge-sidebar')).toHaveTextContent('3');
    expect(screen.getByTestId('vip-badge-bottom')).toHaveTextContent('3');
    expect(screen.getByTestId('vip-badge-avatar')).toBeInTheDocument();
    // The words are in the entries' names, for assistive tech.
    expect(screen.getByRole('link', { name: 'VIP Club, 3 rewards to claim' })).toHaveAttribute('href', '/vip');
    expect(screen.getByRole('button', { name: 'Menu, 3 VIP rewards to claim' })).toBeInTheDocument();
    expect(screen.getByTestId('user-menu')).toHaveAccessibleName(/, 3 VIP rewards to claim$/);
    fireEvent.click(screen.getByTestId('user-menu'));
    expect(screen.getByTestId('vip-badge-menu')).toHaveTextContent('3');
    push(0);
    expect(screen.queryByTestId('vip-badge-sidebar')).toBeNull();
    expect(screen.queryByTestId('vip-badge-bottom')).toBeNull();
    expect(screen.queryByTestId('vip-badge-menu')).toBeNull();
    expect(screen.getByRole('link', { name: 'VIP Club' })).toBeInTheDocument();
  });

  it('counts every VIP bit of a full word (30: the two bonus bits stay out)', () => {
    getState().setUnreadFlags(0xffffffff);
    renderShell();
    expect(screen.getByTestId('vip-badge-sidebar')).toHaveTextContent('30');
  });
});

describe('the account menu’s level', () => {
  it('names the level from the stored ladder with the spec’s percent and the XP still needed', () => {
    localStorage.setItem('hs_levelConfig', JSON.stringify({ lang: 'en_US', list: fakeLadder() }));
    renderShell();
    expect(screen.getByTestId('user-menu')).toHaveAccessibleName('Account menu for alice, Steel 12.06%');
    fireEvent.click(screen.getByTestId('user-menu'));
    const level = screen.getByTestId('user-menu-level');
    expect(level).toHaveAttribute('href', '/vip');
    expect(level).toHaveTextContent('Steel');
    expect(level).toHaveTextContent('12.06%');
    expect(level).toHaveTextContent('8,750 XP to Bronze');
    // Refer friends sits beside My bonuses.
    expect(screen.getByRole('menuitem', { name: 'Refer friends' })).toHaveAttribute('href', '/promotions/details/referral');
    expect(api.vipLevelInfoList).not.toHaveBeenCalled();
    act(() => getState().patchUser({ progress: '5025' }));
    expect(level).toHaveTextContent('50.00%');
  });

  it('reads the ladder once when none is stored, and says the top level as such', async () => {
    renderShell();
    fireEvent.click(screen.getByTestId('user-menu'));
    expect(screen.getByTestId('user-menu-level')).toHaveTextContent('Level 2');
    expect(await screen.findByText('Steel')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('user-menu'));
    fireEvent.click(screen.getByTestId('user-menu'));
    expect(api.vipLevelInfoList).toHaveBeenCalledTimes(1);
    act(() => getState().patchUser({ levelId: 4, currentLevelValue: '100000', progress: '150000', nextProgress: '100000' }));
    expect(screen.getByTestId('user-menu-level')).toHaveTextContent('Gold');
    expect(screen.getByTestId('user-menu-level')).toHaveTextContent('Top level');
  });
});
