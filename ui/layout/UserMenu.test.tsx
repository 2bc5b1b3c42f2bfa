import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { getState, resetStore } from '../../src/app/store';
import { fakeUser } from '../../src/app/api/fixtures.testing';
import { answerVipReads, vipApiMock } from '../../src/app/api/vipFixtures.testing';

vi.mock('../../src/app/api/vip', () => vipApiMock());
const api = await import('../../src/app/api/vip');
const { resetLadderReads } = await import('../../src/app/vip/ladder');
const { UserMenu } = await import('./UserMenu');

beforeEach(() => {
  resetStore();
  localStorage.clear();
  resetLadderReads();
  for (const fn of Object.values(api)) if (vi.isMockFunction(fn)) fn.mockReset();
  answerVipReads(api);
  getState().setUser(fakeUser({ userName: 'alice_w', email: 'alice@example.com' }));
});
afterEach(() => cleanup());

describe('the account menu in streamer mode', () => {
  it('hides the name on the button, in its name and in the menu head, and the email; off shows them', () => {
    getState().setStreamerMode(true);
    render(
      <MemoryRouter>
        <UserMenu />
      </MemoryRouter>,
    );
    const button = screen.getByTestId('user-menu');
    expect(button).toHaveAccessibleName(/^Account menu for Hidden, /);
    expect(button).toHaveTextContent('Hidden');
    fireEvent.click(button);
    expect(screen.getByTestId('user-menu-name')).toHaveTextContent('Hidden');
    const menu = button.parentElement!;
    expect(menu.outerHTML).not.toMatch(/alice_w|alice@example\.com/);

    act(() => getState().setStreamerMode(false));
    expect(button).toHaveAccessibleName(/^Account menu for alice_w, /);
    expect(screen.getByTestId('user-menu-name')).toHaveTextContent('alice_w');
    expect(menu).toHaveTextContent('alice@example.com');
  });
});
