import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChatEntry } from '../../src/core/chat/types';
import { MASK } from '../../src/core/streamer';
import { getState, resetStore } from '../../src/app/store';
import { fakeUser } from '../../src/app/api/fixtures.testing';
import { chatDialogStore, closeChatDialog } from '../../src/app/actions/chatDialogs';
import { chatEntry, chatUser } from '../../src/app/chat/fixtures.testing';
import { ChatRow } from './ChatRow';

const row = (entry: ChatEntry, me: string | null = 'alice') =>
  render(
    <MemoryRouter>
      <ol>
        <ChatRow entry={entry} me={me} />
      </ol>
    </MemoryRouter>,
  );

beforeEach(() => resetStore());
afterEach(cleanup);

/** An element's HTML without the icons' drawings (their path data is digits). */
function htmlOf(el: HTMLElement): string {
  const copy = el.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('svg').forEach((svg) => svg.remove());
  return copy.innerHTML;
}

describe('ChatRow', () => {
  it('renders text as text: markup stays characters, never HTML', () => {
    const { container } = row(chatEntry(1, { text: '<img src=x onerror=alert(1)><b>bold</b>' }));
    expect(container.querySelector('img, b')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)><b>bold</b>')).toBeTruthy();
  });

  it('site paths are in-app links; other sites, javascript: and lookalikes are text', () => {
    const origin = window.location.origin;
    row(chatEntry(1, { text: `go /vip or ${origin}/promotions, not https://evil.com/x javascript:alert(1) //evil.com` }));
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/vip', '/promotions']);
    expect(screen.getByText('https://evil.com/x').tagName).toBe('SPAN');
    expect(screen.getByText('//evil.com').tagName).toBe('SPAN');
  });

  it('a message mentioning me is highlighted, my @handle marked', () => {
    row(chatEntry(1, { text: 'hey @Alice and @bob', atUsers: ['alice', 'bob'] }));
    expect(screen.getByTestId('chat-row').dataset.mentioned).toBe('true');
    expect(screen.getByText('@Alice').className).toContain('is-me');
    expect(screen.getByText('@bob').className).not.toContain('is-me');
    cleanup();
    row(chatEntry(2, { text: 'hey @bob', atUsers: ['bob'] }));
    expect(screen.getByTestId('chat-row').dataset.mentioned).toBeUndefined();
  });

  it('shows the name, VIP level and time; a click on the author opens their card, whose Mention fills the composer', () => {
    const carol = chatUser('carol', { name: 'Carol C', vipLevel: 3 });
    row(chatEntry(1, { user: carol }));
    expect(screen.getByText('Carol C')).toBeTruthy();
    expect(screen.getByText('VIP 3')).toBeTruthy();
    expect(screen.getByText(/^\d\d:\d\d$/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('chat-author'));
    const open = chatDialogStore.getState().dialog;
    expect(open).toMatchObject({ kind: 'player', user: carol });
    getState().setChatDraft('hi');
    if (open?.kind === 'player') open.onMention?.({ name: carol.name, userName: carol.userName });
    // The nickname everyone sees, not the login name behind it.
    expect(getState().chatDraft).toBe('hi @Carol C ');
    closeChatDialog();
  });

  it('a hidden player has a neutral avatar and no card action', () => {
    row(chatEntry(1, { user: chatUser('Hidden', { hidden: true, vipLevel: 4 }) }));
    expect(screen.getByText('Hidden')).toBeTruthy();
    expect(screen.queryByTestId('chat-author')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('VIP 4')).toBeNull();
  });

  it('tip, rain (collapsible) and system lines', () => {
    row(chatEntry(1, { kind: 'tip', text: '', tip: { fromName: 'bob', toName: 'al', coin: 'USDT', amount: '1.500000' } }));
    expect(screen.getByTestId('chat-row').textContent).toBe('bob tipped al 1.5 USDT');
    cleanup();
    const recipients = Array.from({ length: 12 }, (_, i) => `p${i}`);
    row(chatEntry(2, { kind: 'rain', text: '', rain: { coin: 'TRX', amount: '12', share: '1', recipients } }));
    expect(screen.getByTestId('chat-row').textContent).toContain('made it rain 12 TRX');
    expect(screen.getByTestId('chat-row').textContent).toContain('12 players got 1 TRX each');
    expect(screen.getByTestId('chat-rain-names').textContent).not.toContain('p11');
    fireEvent.click(screen.getByRole('button', { name: '+4 more' }));
    expect(screen.getByTestId('chat-rain-names').textContent).toContain('p11');
    cleanup();
    row(chatEntry(3, { kind: 'system', user: null, text: 'Welcome to the chat' }));
    expect(screen.getByTestId('chat-row').textContent).toBe('Welcome to the chat');
  });

  it('a shared bet is a card: game, multiplier, payout, coloured by the outcome', () => {
    const share = { betId: '9', game: 'limbo', coin: 'USDT' as const, amount: '1', multiplier: '3.50', payout: '3.5', win: true };
    row(chatEntry(1, { kind: 'share', text: '', share }));
    const card = screen.getByTestId('shared-bet');
    expect(card.textContent).toContain('Limbo');
    expect(card.textContent).toContain('3.50×');
    expect(card.className).toContain('is-win');
    cleanup();
    row(chatEntry(2, { kind: 'share', text: '', share: { ...share, win: false, payout: '0' } }));
    expect(screen.getByTestId('shared-bet').className).toContain('is-loss');
  });

  describe('streamer mode', () => {
    const tip = chatEntry(1, {
      kind: 'tip',
      text: '',
      user: chatUser('bobby_b', { name: 'Bobby B' }),
      tip: { fromName: 'Bobby B', toName: 'Carol C', coin: 'USDT', amount: '1234.500000' },
    });
    const message = chatEntry(2, {
      user: chatUser('carol_c', { name: 'Carol C', avatar: 'https://img.example/carol.png', vipLevel: 2 }),
      text: 'gg @bobby_b and Alice Wonder, I won 250 USDT',
      atUsers: ['bobby_b'],
    });
    const list = (me: string | null) =>
      render(
        <MemoryRouter>
          <ol>
            <ChatRow entry={tip} me={me} />
            <ChatRow entry={message} me={me} />
          </ol>
        </MemoryRouter>,
      );

    beforeEach(() => {
      getState().setUser(fakeUser({ userName: 'alice', nickName: 'Alice Wonder' }));
      getState().patchChat({ chatEntries: [tip, message] });
    });

    it('on: a tip and a message show no name, amount or avatar, in text or attributes', () => {
      getState().setStreamerMode(true);
      const { container } = list('alice');
      const [tipRow, textRow] = screen.getAllByTestId('chat-row');
      expect(tipRow!.textContent).toContain(`Hidden tipped Hidden ${MASK}`);
      expect(tipRow!).toHaveTextContent('USDT');
      expect(textRow!.querySelector('.chat-row__name')).toHaveTextContent('Hidden');
      expect(screen.getByText('@Hidden')).toHaveClass('chat-mention');
      expect(textRow!.querySelector('.chat-row__text')!.textContent).toBe(`gg @Hidden and Hidden, I won ${MASK}`);
      // The VIP level is not private: it stays.
      expect(textRow!).toHaveTextContent('VIP 2');
      const html = htmlOf(container);
      for (const secret of ['Bobby', 'bobby', 'Carol', 'carol', 'Alice', '1,234.5', '1234.5', '250']) expect(html).not.toContain(secret);
    });

    it('off: the same rows show the real names and amounts', () => {
      getState().setStreamerMode(false);
      list('alice');
      const [tipRow, textRow] = screen.getAllByTestId('chat-row');
      expect(tipRow!.textContent).toBe('Bobby B tipped Carol C 1,234.5 USDT');
      expect(textRow!.querySelector('.chat-row__name')).toHaveTextContent('Carol C');
      expect(textRow!.querySelector('.chat-row__text')!.textContent).toBe('gg @bobby_b and Alice Wonder, I won 250 USDT');
      expect(textRow!.querySelector('img')).toHaveAttribute('src', 'https://img.example/carol.png');
    });
  });
});
