import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { getState, resetStore } from '../../src/app/store';
import { fakeUser } from '../../src/app/api/fixtures.testing';
import { answerVipReads, fakeClaim, okEnv, vipApiMock } from '../../src/app/api/vipFixtures.testing';

vi.mock('../../src/app/api/vip', () => vipApiMock());
const api = await import('../../src/app/api/vip');
const { resetToasts } = await import('../../src/app/actions/toast');
const { resetLadderReads } = await import('../../src/app/vip/ladder');
const { default: VipPage } = await import('./VipPage');

const T0 = Date.UTC(2026, 11, 1, 10, 0, 0);

// The player's own figures in the test answers (src/app/api/vipFixtures.testing.ts), where the page shows them: XP and
// what is still needed, rakeback and its coins, the level-up reward waiting, the calendar's claimable, the wagering,
// the rewards so far and the latest claim.
const FIGURES: readonly (readonly [testId: string, shown: string])[] = [
  ['vip-xp', '1,250'],
  ['vip-next', '8,750'],
  ['rakeback-usd', '$3.50'],
  ['rakeback-coins', '2.5'],
  ['levelup-usd', '$0.25'],
  ['claimable-daily', '$1.25'],
  ['wager-today', '$50.00'],
  ['game-stats', '$1,250.00'],
  ['reward-totals', '$12.00'],
  ['recent-claims', '4 USDT'],
];
// Figures of the player's alone (the public ladder shows none of them), looked for in the whole page with its attributes.
const NOWHERE = ['1,250', '8,750', '$3.50', '$1.25', '$12.00', '4 USDT'];

const player = () =>
  getState().setUser(fakeUser({ levelId: 2, currentLevelValue: '50', progress: '1250', nextProgress: '10000', selectedCoinType: 'USDT' }));
const renderPage = () =>
  render(
    <MemoryRouter>
      <VipPage />
    </MemoryRouter>,
  );
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  resetStore();
  resetToasts();
  localStorage.clear();
  resetLadderReads();
  for (const fn of Object.values(api)) if (vi.isMockFunction(fn)) fn.mockReset();
  answerVipReads(api, Date.now(), 3_600_000);
});
afterEach(() => {
  cleanup();
  resetToasts();
  vi.useRealTimers();
});

describe('VipPage in streamer mode', () => {
  it('shows the player’s amounts with it off and masks them with it on; percentages and level names stay', async () => {
    player();
    renderPage();
    await screen.findByTestId('rakeback-usd');
    await screen.findByTestId('game-stats');
    await screen.findByTestId('recent-claims');
    for (const [testId, shown] of FIGURES) expect(screen.getByTestId(testId)).toHaveTextContent(shown);
    expect(screen.getByTestId('claim-levelup')).toHaveTextContent('Claim $0.25 in USDT');

    act(() => getState().setStreamerMode(true));
    for (const [testId, shown] of FIGURES) {
      expect(screen.getByTestId(testId)).not.toHaveTextContent(shown);
      expect(screen.getByTestId(testId)).toHaveTextContent('amount hidden in streamer mode');
    }
    for (const text of NOWHERE) expect(document.body.innerHTML).not.toContain(text);
    expect(screen.getByTestId('claim-levelup')).not.toHaveTextContent('$0.25');
    expect(screen.getByTestId('claim-levelup')).toHaveTextContent(/^Claim •+amount hidden in streamer mode in USDT$/);
    expect(screen.getByTestId('vip-percent')).toHaveTextContent('12.06%');
    expect(screen.getByTestId('vip-level-name')).toHaveTextContent('Steel');
    expect(screen.getByTestId('vip-next')).toHaveTextContent('XP to Bronze');
    // The ladder is the same for everyone: its thresholds and rewards stay.
    expect(screen.getByTestId('ladder-3')).toHaveTextContent('$10.00');

    act(() => getState().setStreamerMode(false));
    expect(screen.getByTestId('rakeback-usd')).toHaveTextContent('$3.50');
  });

  it('masks what a claim paid in its burst', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(T0);
    answerVipReads(api, T0, 3_600_000);
    getState().setStreamerMode(true);
    player();
    renderPage();
    await pass(0);
    vi.mocked(api.vipRebateReceive).mockResolvedValue(okEnv(fakeClaim()));
    await act(async () => fireEvent.click(screen.getByTestId('claim-rakeback')));
    expect(screen.getByTestId('claim-burst')).toHaveTextContent('+•••••');
    expect(document.body.innerHTML).not.toContain('$3.50');
    // The burst goes and the rakeback is read again.
    await pass(2000);
    expect(screen.queryByTestId('claim-burst')).toBeNull();
  });
});
