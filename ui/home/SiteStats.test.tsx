import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BetInfo, SiteUserInfo } from '../../src/core/feeds';
import { SiteStats } from './SiteStats';

const bets = (patch: Partial<BetInfo> = {}): BetInfo => ({
  totalBets: 1234,
  wageredUsd: '5000.5',
  paidUsd: '4900',
  bets24h: 56,
  wagered24hUsd: '100',
  biggestWin24hUsd: '250.75',
  ...patch,
});
const users: SiteUserInfo = { players: 40, newPlayers24h: 2, activePlayers24h: 9, online: 3 };
const figures = () => screen.getAllByRole('listitem').map((li) => li.textContent);

afterEach(() => cleanup());

describe('SiteStats', () => {
  it('labels the day’s biggest win as profit, with the sign a net amount carries', () => {
    render(<SiteStats bets={bets()} users={users} online={5} />);
    expect(figures()).toEqual([
      '1,234Bets placed',
      '$5,000.50Wagered',
      '56Bets today',
      '+$250.75Biggest profit today',
      '40Players',
      '5Online now',
    ]);
  });

  it('never shows a bare zero on a fresh site: each empty figure invites instead', () => {
    render(
      <SiteStats
        bets={bets({ totalBets: 0, wageredUsd: '0.00', bets24h: 0, biggestWin24hUsd: '0.00' })}
        users={{ ...users, players: 0 }}
        online={0}
      />,
    );
    expect(figures()).toEqual([
      'First bet openBets placed',
      'Nothing yetWagered',
      'Be the firstBets today',
      'Up for grabsBiggest profit today',
      'Be the firstPlayers',
      'Just youOnline now',
    ]);
    for (const f of figures()) expect(f).not.toMatch(/^\$?0/);
  });
});
