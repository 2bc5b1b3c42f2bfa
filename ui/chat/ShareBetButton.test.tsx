import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CODE } from '../../src/core/api';
import { resetStore } from '../../src/app/store';
import { loginAlice } from './testSetup.testing';

vi.mock('../../src/app/api/social', async (orig) => ({
  ...(await orig<typeof import('../../src/app/api/social')>()),
  shareBet: vi.fn(),
}));
vi.mock('../../src/app/actions/toast', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
const social = await import('../../src/app/api/social');
const toast = await import('../../src/app/actions/toast');
const { ShareBetButton } = await import('./ShareBetButton');

beforeEach(() => {
  loginAlice();
  vi.mocked(social.shareBet).mockReset();
  vi.mocked(toast.toastError).mockReset();
  vi.mocked(toast.toastSuccess).mockReset();
});
afterEach(() => cleanup());

describe('ShareBetButton', () => {
  it('is there for the owner only (logged in, the bet names them)', () => {
    const { rerender } = render(<ShareBetButton betId={7} game="dice" owner="Bob" />);
    expect(screen.queryByTestId('bet-share')).toBeNull();
    rerender(<ShareBetButton betId={7} game="dice" owner="Alice" />);
    expect(screen.getByTestId('bet-share')).toHaveTextContent('Share in chat');
    resetStore();
    rerender(<ShareBetButton betId={7} game="dice" owner="Alice" />);
    expect(screen.queryByTestId('bet-share')).toBeNull();
  });

  it('shares the bet with its game and says so', async () => {
    vi.mocked(social.shareBet).mockResolvedValue({ code: CODE.OK, msg: '', data: null });
    render(<ShareBetButton betId={7} game="crash" owner="Alice" />);
    fireEvent.click(screen.getByTestId('bet-share'));
    await waitFor(() => expect(toast.toastSuccess).toHaveBeenCalledWith('Shared in chat'));
    expect(social.shareBet).toHaveBeenCalledWith({ betId: '7', game: 'crash' }, { silent: true });
  });

  it("shows the server's refusal as it came", async () => {
    vi.mocked(social.shareBet).mockResolvedValue({ code: CODE.FORBIDDEN, msg: 'Please accept the chat rules first', data: null });
    render(<ShareBetButton betId={7} game="dice" owner="Alice" />);
    fireEvent.click(screen.getByTestId('bet-share'));
    await waitFor(() => expect(toast.toastError).toHaveBeenCalledWith('Please accept the chat rules first'));
    expect(toast.toastSuccess).not.toHaveBeenCalled();
  });
});
