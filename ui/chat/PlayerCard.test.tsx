import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CODE } from '../../src/core/api';
import type { ChatUser } from '../../src/core/chat';
import { chatDialogStore, closeChatDialog } from '../../src/app/actions/chatDialogs';
import { getState, resetStore } from '../../src/app/store';
import { loginAlice } from './testSetup.testing';

vi.mock('../../src/app/api/social', async (orig) => ({
  ...(await orig<typeof import('../../src/app/api/social')>()),
  userBet: vi.fn(),
}));
const social = await import('../../src/app/api/social');
const { PlayerCard } = await import('./PlayerCard');

const userBet = vi.mocked(social.userBet);
const bob: ChatUser = { name: 'Bobby', userName: 'bob', avatar: '', vipLevel: 3, hidden: false };
const stats = {
  hidden: false as const,
  userName: 'bob',
  name: 'Bobby',
  avatar: '',
  vipLevel: 3,
  bets: 1234,
  wins: 600,
  wageredUsd: '5432.10',
  biggestMultiplier: '98.5',
  joinedAt: Date.UTC(2026, 0, 15, 12),
};

beforeEach(() => {
  loginAlice();
  userBet.mockReset();
  closeChatDialog();
});
afterEach(() => cleanup());

describe('PlayerCard', () => {
  it('loads and shows the public stats with name, handle and VIP level', async () => {
    let answer!: (v: unknown) => void;
    userBet.mockReturnValue(new Promise((r) => (answer = r)) as never);
    render(<PlayerCard user={bob} onMention={() => {}} onClose={() => {}} />);
    expect(screen.getByTestId('player-card-name')).toHaveTextContent('Bobby');
    expect(screen.getByText('@bob')).toBeInTheDocument();
    expect(screen.getByTestId('player-card-vip')).toHaveTextContent('VIP 3');
    expect(screen.getByTestId('player-card-loading')).toBeInTheDocument();
    expect(userBet).toHaveBeenCalledWith({ userName: 'bob' });
    answer({ code: CODE.OK, msg: '', data: stats });
    expect(await screen.findByTestId('player-card-bets')).toHaveTextContent('1,234');
    expect(screen.getByTestId('player-card-wins')).toHaveTextContent('600');
    expect(screen.getByTestId('player-card-wagered')).toHaveTextContent('$5,432.10');
    expect(screen.getByTestId('player-card-best')).toHaveTextContent('98.5×');
    expect(screen.getByText('Joined January 15, 2026')).toBeInTheDocument();
  });

  it('says clearly when the stats are private', async () => {
    userBet.mockResolvedValue({ code: CODE.OK, msg: '', data: { hidden: true, name: 'Hidden' } });
    render(<PlayerCard user={bob} onMention={() => {}} onClose={() => {}} />);
    expect(await screen.findByTestId('player-card-private')).toHaveTextContent('This player keeps their stats private.');
    expect(screen.queryByTestId('player-card-stats')).toBeNull();
  });

  it('a Hidden author is private without a request, and can be neither tipped nor mentioned', () => {
    const hidden: ChatUser = { name: 'Hidden', userName: 'Hidden', avatar: '', vipLevel: 1, hidden: true };
    render(<PlayerCard user={hidden} onMention={() => {}} onClose={() => {}} />);
    expect(screen.getByTestId('player-card-private')).toBeInTheDocument();
    expect(userBet).not.toHaveBeenCalled();
    expect(screen.getByTestId('player-card-tip')).toBeDisabled();
    expect(screen.getByTestId('player-card-mention')).toBeDisabled();
  });

  it('shows the error and retries', async () => {
    userBet.mockResolvedValueOnce({ code: CODE.BAD_REQUEST, msg: 'No player named bob', data: null });
    render(<PlayerCard user={bob} onMention={() => {}} onClose={() => {}} />);
    expect(await screen.findByTestId('player-card-error')).toHaveTextContent('No player named bob');
    userBet.mockResolvedValueOnce({ code: CODE.OK, msg: '', data: stats });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('player-card-bets')).toHaveTextContent('1,234');
    expect(userBet).toHaveBeenCalledTimes(2);
  });

  it('Tip is disabled on my own card', async () => {
    userBet.mockResolvedValue({ code: CODE.OK, msg: '', data: { ...stats, userName: 'alice' } });
    render(<PlayerCard user={{ ...bob, userName: 'Alice', name: 'Alice' }} onMention={() => {}} onClose={() => {}} />);
    expect(screen.getByTestId('player-card-tip')).toBeDisabled();
    expect(screen.getByTestId('player-card-tip-hint')).toHaveTextContent('You cannot tip yourself.');
    await screen.findByTestId('player-card-stats');
  });

  it('Tip opens the tip dialog for the player', async () => {
    userBet.mockResolvedValue({ code: CODE.OK, msg: '', data: stats });
    render(<PlayerCard user={bob} onMention={() => {}} onClose={() => {}} />);
    fireEvent.click(screen.getByTestId('player-card-tip'));
    expect(chatDialogStore.getState().dialog).toEqual({ kind: 'tip', args: { toUserName: 'bob', toName: 'Bobby' } });
    await screen.findByTestId('player-card-stats');
  });

  it('a guest pressing Tip gets the Login dialog', async () => {
    resetStore();
    userBet.mockResolvedValue({ code: CODE.OK, msg: '', data: stats });
    const onClose = vi.fn();
    render(<PlayerCard user={bob} onMention={() => {}} onClose={onClose} />);
    fireEvent.click(screen.getByTestId('player-card-tip'));
    expect(getState().dialog).toBe('login');
    expect(onClose).toHaveBeenCalled();
    expect(chatDialogStore.getState().dialog).toBeNull();
    await screen.findByTestId('player-card-stats');
  });

  it('Mention hands the handle over and closes', async () => {
    userBet.mockResolvedValue({ code: CODE.OK, msg: '', data: stats });
    const onMention = vi.fn();
    const onClose = vi.fn();
    render(<PlayerCard user={bob} onMention={onMention} onClose={onClose} />);
    fireEvent.click(screen.getByTestId('player-card-mention'));
    expect(onMention).toHaveBeenCalledWith({ name: bob.name, userName: 'bob' });
    expect(onClose).toHaveBeenCalled();
    await screen.findByTestId('player-card-stats');
  });
});
