import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBook, type Book } from '../book';
import { BookContext } from '../hooks';
import { fakeFetch, flush, match } from '../fixtures.testing';
import { BetSlip } from './BetSlip';
import { EventRow } from './EventRow';

const M1 = match('m1');
const M2 = match('m2', { home: 'Kestrel Town', away: 'Stonegate' });
let book: Book;

beforeEach(async () => {
  fakeFetch({
    'GET /api/catalog': { body: { sports: [] } },
    'GET /api/events': { body: { now: Date.now(), events: [M1, M2] } },
  });
  book = createBook(window, { casinoOrigins: [], bookName: 'Test Book' });
  book.start();
  await act(() => flush());
});
afterEach(() => {
  cleanup();
  book.close();
  localStorage.clear();
});

const withBook = (ui: React.ReactNode) => render(<BookContext.Provider value={book}>{ui}</BookContext.Provider>);

describe('an event row', () => {
  it('names its prices for screen readers and toggles them on the slip', () => {
    withBook(<EventRow event={M1} />);
    const home = screen.getByRole('button', { name: 'Harbor City to win at 2.10, Match result, Harbor City v Ironbridge' });
    expect(screen.getByRole('button', { name: /^Draw at 3.40/ })).toBeInTheDocument();
    expect(home).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(home);
    expect(home).toHaveAttribute('aria-pressed', 'true');
    expect(book.store.get().slip.picks.map((p) => p.id)).toEqual(['m1:1x2:home']);
    fireEvent.click(home);
    expect(book.store.get().slip.picks).toEqual([]);
  });

  it('flashes a price that moved, up or down', () => {
    const view = withBook(<EventRow event={M1} />);
    view.rerender(
      <BookContext.Provider value={book}>
        <EventRow event={match('m1', {}, ['2.40', '3.10', '3.05'])} />
      </BookContext.Provider>,
    );
    expect(screen.getByRole('button', { name: /Harbor City to win at 2.40/ })).toHaveClass('flash-up');
    expect(screen.getByRole('button', { name: /^Draw at 3.10/ })).toHaveClass('flash-down');
    expect(screen.getByRole('button', { name: /Ironbridge to win at 3.05/ })).not.toHaveClass('flash-up');
  });

  it('locks a suspended market, and shows the live minute and score', () => {
    const live = match('m1', { status: 'live', minute: 63, score: { home: 2, away: 1 } });
    live.markets[0]!.suspended = true;
    withBook(<EventRow event={live} />);
    const prices = within(screen.getByRole('group'));
    for (const button of prices.getAllByRole('button')) {
      expect(button).toBeDisabled();
      expect(button.getAttribute('aria-label')).toMatch(/suspended$/);
    }
    expect(screen.getByText("63'")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Harbor City 2, Ironbridge 1, live, minute 63' })).toHaveAttribute('href', '/event/m1');
  });
});

describe('the bet slip', () => {
  const tap = (e: typeof M1, i: number) => act(() => book.tapPrice(e, e.markets[0]!, e.markets[0]!.selections[i]!));

  it('says when it is empty', () => {
    withBook(<BetSlip />);
    expect(screen.getByText('Your bet slip is empty.')).toBeInTheDocument();
  });

  it('adds up a combo exactly and switches to singles', () => {
    withBook(<BetSlip />);
    tap(M1, 0);
    tap(M2, 2);
    expect(screen.getByRole('tab', { name: 'Combo' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '10' } });
    // 2.10 × 3.05 = 6.405; 10 at 6.405 = 64.05.
    expect(screen.getByText('Total odds').nextSibling).toHaveTextContent('6.405');
    expect(screen.getByText('Potential win').nextSibling).toHaveTextContent('64.05 USDT');
    fireEvent.click(screen.getByRole('tab', { name: 'Singles' }));
    expect(screen.getByText('Total stake').nextSibling).toHaveTextContent('20.00 USDT');
    // 10 × 2.10 + 10 × 3.05.
    expect(screen.getByText('Potential win').nextSibling).toHaveTextContent('51.50 USDT');
  });

  it('keeps the stake a decimal of the coin decimals', () => {
    withBook(<BetSlip />);
    tap(M1, 0);
    const stake = screen.getByLabelText('Stake');
    fireEvent.change(stake, { target: { value: '1,5' } });
    expect(stake).toHaveValue('1.5');
    fireEvent.change(stake, { target: { value: '0.1234567' } });
    expect(screen.getByText('USDT stakes take at most 6 decimals.')).toBeInTheDocument();
    expect(stake).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a moved price old to new, with the button to accept it', () => {
    withBook(<BetSlip />);
    tap(M1, 0);
    act(() => book.store.set((s) => ({ slip: { ...s.slip, picks: s.slip.picks.map((p) => ({ ...p, now: '1.95' })) } })));
    expect(screen.getByLabelText('was 2.10')).toBeInTheDocument();
    expect(screen.getByLabelText('now 1.95')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Accept changes' }));
    expect(book.store.get().slip.picks[0]).toMatchObject({ price: '1.95' });
    expect(screen.queryByRole('button', { name: 'Accept changes' })).toBeNull();
  });

  it('shows a refusal by its code, with Deposit for insufficient funds when framed', () => {
    withBook(<BetSlip />);
    tap(M1, 0);
    act(() =>
      book.store.set({
        framed: true,
        placing: { status: 'error', code: 'insufficient_funds', message: 'Not enough funds for this stake.' },
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Not enough funds for this stake.');
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
  });

  it('removes a pick and tells a guest of the preview to log in at the casino', () => {
    withBook(<BetSlip />);
    tap(M1, 0);
    expect(screen.getByRole('button', { name: 'Log in at the casino to bet' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Harbor City, Harbor City v Ironbridge' }));
    expect(book.store.get().slip.picks).toEqual([]);
  });
});
