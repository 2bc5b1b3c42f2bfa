import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatDialogStore, closeChatDialog, onMentionRequest, openPlayerCard, requestMention } from '../../src/app/actions/chatDialogs';
import { getState, resetStore } from '../../src/app/store';
import { loginAlice } from './testSetup.testing';

vi.mock('../../src/app/actions/toast', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
const toast = await import('../../src/app/actions/toast');
const { runChatCommand } = await import('./chatCommand');

beforeEach(() => {
  loginAlice();
  closeChatDialog();
  vi.mocked(toast.toastError).mockReset();
});
afterEach(() => closeChatDialog());

describe('runChatCommand', () => {
  it('leaves plain messages alone', () => {
    expect(runChatCommand('hello @bob')).toBe(false);
    expect(chatDialogStore.getState().dialog).toBeNull();
    expect(toast.toastError).not.toHaveBeenCalled();
  });

  it('/tip opens the tip dialog prefilled; it sends nothing itself', () => {
    expect(runChatCommand('/tip @bob 1.5 usdt')).toBe(true);
    expect(chatDialogStore.getState().dialog).toEqual({
      kind: 'tip',
      args: { toUserName: 'bob', toName: 'bob', coin: 'USDT', amount: '1.5' },
    });
  });

  it('/rain opens the rain dialog', () => {
    expect(runChatCommand('/rain')).toBe(true);
    expect(chatDialogStore.getState().dialog).toEqual({ kind: 'rain' });
  });

  it('a malformed command is handled with an error toast', () => {
    expect(runChatCommand('/tip @bob')).toBe(true);
    expect(toast.toastError).toHaveBeenCalledWith('Usage: /tip @name amount coin: the amount is missing');
    expect(chatDialogStore.getState().dialog).toBeNull();
  });

  it('tipping yourself is refused before any dialog', () => {
    expect(runChatCommand('/tip @ALICE 1 usdt')).toBe(true);
    expect(toast.toastError).toHaveBeenCalledWith('You cannot tip yourself');
    expect(chatDialogStore.getState().dialog).toBeNull();
  });

  it('a guest gets the Login dialog instead of a money dialog', () => {
    resetStore();
    expect(runChatCommand('/tip @bob 1 usdt')).toBe(true);
    expect(getState().dialog).toBe('login');
    expect(chatDialogStore.getState().dialog).toBeNull();
    getState().closeDialog();
    expect(runChatCommand('/rain')).toBe(true);
    expect(getState().dialog).toBe('login');
    expect(chatDialogStore.getState().dialog).toBeNull();
  });
});

describe('chat dialogs', () => {
  it('each opening is a new one; a player card is public', () => {
    resetStore();
    const user = { name: 'Bob', userName: 'bob', avatar: '', vipLevel: 1, hidden: false };
    openPlayerCard(user);
    const first = chatDialogStore.getState().seq;
    openPlayerCard(user);
    expect(chatDialogStore.getState()).toMatchObject({ dialog: { kind: 'player', user }, seq: first + 1 });
  });

  it('Mention without a callback reaches the composer listeners until they unsubscribe', () => {
    const heard = vi.fn();
    const stop = onMentionRequest(heard);
    requestMention({ name: 'Bobby', userName: 'bob' });
    stop();
    requestMention({ name: 'Carol', userName: 'carol' });
    expect(heard.mock.calls).toEqual([[{ name: 'Bobby', userName: 'bob' }]]);
  });
});
