import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../core/socket';
import { CHAT_SEND_ERROR, SOCKET_SEND_ERROR } from '../network/LiveSocket';
import { getState, resetStore } from '../store';
import { fakeUser } from '../api/fixtures.testing';

vi.mock('../network/live', () => ({ liveSocket: { send: vi.fn() } }));
vi.mock('./toast', () => ({ toastError: vi.fn() }));
const { liveSocket } = await import('../network/live');
const { toastError } = await import('./toast');
const { sendChat } = await import('./chat');

beforeEach(() => {
  resetStore();
  vi.mocked(liveSocket.send).mockReset();
  vi.mocked(toastError).mockReset();
});

describe('sendChat (spec sections 4, 5 and 8)', () => {
  it('requires login: a guest gets the Login dialog and nothing is sent', () => {
    expect(sendChat('hello')).toBe(false);
    expect(getState().dialog).toBe('login');
    expect(liveSocket.send).not.toHaveBeenCalled();
  });

  it('sends type 10 with the chat message fields', () => {
    getState().setUser(fakeUser({ id: 42, nickName: 'Al', imgUrl: '/a.png', privacy: 1 }));
    expect(sendChat('  gl hf  ', ['bob'])).toBe(true);
    expect(liveSocket.send).toHaveBeenCalledWith({
      type: MSG.CHAT,
      data: { text: 'gl hf', privacy: 1, from: 42, fromName: 'Al', imgUrl: '/a.png', atUsers: ['bob'] },
    });
    expect(getState().chatSending).toBe(true);
  });

  it('ignores an empty message', () => {
    getState().setUser(fakeUser());
    expect(sendChat('   ')).toBe(false);
    expect(liveSocket.send).not.toHaveBeenCalled();
  });

  it('a closed socket shows the network message (the socket reconnects itself); other failures the chat send error', () => {
    getState().setUser(fakeUser());
    vi.mocked(liveSocket.send).mockImplementationOnce(() => {
      throw new Error(SOCKET_SEND_ERROR);
    });
    expect(sendChat('one')).toBe(false);
    vi.mocked(liveSocket.send).mockImplementationOnce(() => {
      throw new Error('Message is too long');
    });
    expect(sendChat('two')).toBe(false);
    expect(getState().chatSending).toBe(false);
    expect(vi.mocked(toastError).mock.calls).toEqual([[SOCKET_SEND_ERROR], [CHAT_SEND_ERROR]]);
  });
});
