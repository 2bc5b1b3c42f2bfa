import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getState, resetStore } from '../../src/app/store';
import { fakeUser } from '../../src/app/api/fixtures.testing';
import { setChatRules } from '../../src/app/chat/room';

const actions = vi.hoisted(() => ({
  startChatSync: vi.fn(),
  loadLatestChat: vi.fn(async () => undefined),
  loadOlderChat: vi.fn(async () => undefined),
  markMentionsRead: vi.fn(async () => undefined),
  loadChatRules: vi.fn(async () => true),
}));
vi.mock('../../src/app/actions/chat', async (orig) => ({ ...(await orig<object>()), ...actions }));
const { ChatPanel } = await import('./ChatPanel');

const RULES = { version: 1, rules: ['Be respectful.'], accepted: false, maxLength: 200 };

beforeEach(() => resetStore());
afterEach(cleanup);

describe('ChatPanel', () => {
  it('shows neither a composer nor the rules until the page knows whether a player is signed in', async () => {
    render(<ChatPanel />);
    expect(screen.getByTestId('chat-composer-wait')).toHaveTextContent('Loading the chat…');
    expect(screen.queryByTestId('chat-input')).toBeNull();
    expect(screen.queryByTestId('chat-rules-accept')).toBeNull();

    // The session comes back as a player who has not accepted the rules: the rules, never a guest's composer first.
    act(() => {
      getState().setUser(fakeUser());
      setChatRules(RULES);
      getState().setSessionChecked(true);
    });
    expect(screen.getByTestId('chat-rules-accept')).toBeVisible();
    expect(screen.queryByTestId('chat-input')).toBeNull();
    expect(screen.queryByTestId('chat-composer-wait')).toBeNull();
  });

  it("a guest gets the composer once the session check found no player; a player's waits for the rules", () => {
    act(() => getState().setSessionChecked(true));
    const { unmount } = render(<ChatPanel />);
    expect(screen.getByTestId('chat-input')).toBeInTheDocument();
    unmount();

    act(() => getState().setUser(fakeUser()));
    render(<ChatPanel />);
    expect(screen.getByTestId('chat-composer-wait')).toHaveTextContent('Loading the chat rules…');
    act(() => setChatRules({ ...RULES, accepted: true }));
    expect(screen.getByTestId('chat-input')).toBeInTheDocument();
  });
});
