import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_LENGTH } from '../../src/core/chat/limits';
import { formatDateTime } from '../../src/core/time';
import { MSG } from '../../src/core/socket';
import { getState, resetStore } from '../../src/app/store';
import * as room from '../../src/app/chat/room';
import { fakeUser } from '../../src/app/api/fixtures.testing';

const api = vi.hoisted(() => ({
  getAtUsers: vi.fn(),
  getChatList: vi.fn(),
  getMentionState: vi.fn(),
  getChatRules: vi.fn(),
  acceptChatRules: vi.fn(),
}));
vi.mock('../../src/app/api/chat', () => api);
vi.mock('../../src/app/network/live', () => ({ liveSocket: { send: vi.fn() } }));
const { liveSocket } = await import('../../src/app/network/live');
const { ChatComposer } = await import('./ChatComposer');
const { ChatRulesCard } = await import('./ChatRulesCard');
const { clearPicks } = await import('./mentionInComposer');

const input = () => screen.getByTestId('chat-input') as HTMLTextAreaElement;
const type = (text: string) => fireEvent.change(input(), { target: { value: text, selectionStart: text.length } });

beforeEach(() => {
  resetStore();
  clearPicks();
  vi.mocked(liveSocket.send).mockReset();
  api.getAtUsers.mockReset().mockResolvedValue({
    code: 200,
    msg: '',
    data: [
      // Renamed: the nickname is what chat shows, the handle what the mention is sent as.
      { userName: 'bob_77', name: 'Bobby', avatar: '' },
      { userName: 'bongo', name: 'bongo', avatar: '' },
    ],
  });
});
afterEach(cleanup);

describe('ChatComposer', () => {
  it('suggests names for @ and picks with the keyboard; the pick goes in atUsers', async () => {
    getState().setUser(fakeUser({ userName: 'al' }));
    render(<ChatComposer />);
    type('hi @bo');
    const list = await screen.findByTestId('chat-suggest');
    expect(api.getAtUsers).toHaveBeenCalledTimes(1);
    expect(api.getAtUsers).toHaveBeenCalledWith('bo');
    expect(list.querySelectorAll('[role="option"]')).toHaveLength(2);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(input().value).toBe('hi @Bobby ');
    // The caret is after the name at once: the next keystroke continues there.
    expect(input().selectionStart).toBe('hi @Bobby '.length);
    expect(screen.queryByTestId('chat-suggest')).toBeNull();
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(liveSocket.send).toHaveBeenCalledWith({
      type: MSG.CHAT,
      data: { text: 'hi @Bobby', atUsers: ['bob_77'], clientId: expect.any(String) },
    });
    expect(input().value).toBe('');
  });

  it('a name picked mid-text leaves the caret right after it, at once', async () => {
    getState().setUser(fakeUser({ userName: 'al' }));
    render(<ChatComposer />);
    fireEvent.change(input(), { target: { value: 'hi @bo and', selectionStart: 6, selectionEnd: 6 } });
    await screen.findByTestId('chat-suggest');
    fireEvent.keyDown(input(), { key: 'Tab' });
    expect(input().value).toBe('hi @Bobby and');
    expect([input().selectionStart, input().selectionEnd]).toEqual([10, 10]);
  });

  it('Escape closes the suggestions; a click picks', async () => {
    getState().setUser(fakeUser({ userName: 'al' }));
    render(<ChatComposer />);
    type('@bo');
    await screen.findByTestId('chat-suggest');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByTestId('chat-suggest')).toBeNull();
    type('@bon');
    const option = await screen.findByRole('option', { name: /bongo/ });
    fireEvent.mouseDown(option);
    expect(input().value).toBe('@bongo ');
  });

  it('a guest is offered login: sending opens the Login dialog and keeps the text', () => {
    render(<ChatComposer />);
    expect(input().placeholder).toBe('Log in to chat');
    type('hello');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(getState().dialog).toBe('login');
    expect(input().value).toBe('hello');
    expect(liveSocket.send).not.toHaveBeenCalled();
  });

  it('shows the counter near the cap and blocks sending past it', () => {
    getState().setUser(fakeUser());
    render(<ChatComposer />);
    type('x'.repeat(MAX_LENGTH - 60));
    expect(screen.queryByTestId('chat-count')).toBeNull();
    type('x'.repeat(MAX_LENGTH - 10));
    expect(screen.getByTestId('chat-count').textContent).toBe(`${MAX_LENGTH - 10}/${MAX_LENGTH}`);
    type('x'.repeat(MAX_LENGTH + 1));
    expect(screen.getByTestId('chat-count').className).toContain('is-over');
    expect((screen.getByTestId('chat-send') as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's refusal and a mute; the mute disables the box until it ends", () => {
    vi.useFakeTimers();
    try {
      getState().setUser(fakeUser());
      render(<ChatComposer />);
      act(() => room.setChatError('You are sending too fast: wait a second between messages'));
      expect(screen.getByRole('alert').textContent).toBe('You are sending too fast: wait a second between messages');
      const until = Date.now() + 60_000;
      act(() => room.setChatMute(until, 'You are muted in chat until 2026-01-01T00:00:00.000Z'));
      expect(screen.getByTestId('chat-mute').textContent).toBe(`You are muted in chat until ${formatDateTime(until)}`);
      expect(input().disabled).toBe(true);
      act(() => vi.advanceTimersByTime(60_000));
      expect(screen.queryByTestId('chat-mute')).toBeNull();
      expect(input().disabled).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('ChatRulesCard', () => {
  it('accepting posts once and stores the acceptance; a refusal is shown', async () => {
    getState().setUser(fakeUser());
    const rules = { version: 1, rules: ['No spam', 'Be kind'], accepted: false, maxLength: MAX_LENGTH };
    room.setChatRules(rules);
    api.acceptChatRules.mockResolvedValueOnce({ code: 400, msg: 'The chat rules changed (version 2): read them again', data: null });
    render(<ChatRulesCard rules={rules} />);
    expect(screen.getByTestId('chat-rules').textContent).toContain('No spam');
    fireEvent.click(screen.getByTestId('chat-rules-accept'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('read them again'));
    api.acceptChatRules.mockResolvedValueOnce({ code: 200, msg: '', data: { ...rules, accepted: true } });
    fireEvent.click(screen.getByTestId('chat-rules-accept'));
    await waitFor(() => expect(getState().chatRules?.accepted).toBe(true));
    expect(api.acceptChatRules).toHaveBeenCalledWith(1);
  });
});
