import type { BookBet } from '../shared/api';
import { BookApiError, type BookApi } from './api';
import type { BookBus } from './bus';
import type { BookState } from './state';
import type { Store } from './store';

// My bets: the open and settled lists, read when shown and kept fresh while it matters (cash-out offers move with the
// match; a bet that leaves the open list was settled, so the host refreshes its balance), and cash-out.

/** How often the open list is read on My bets (offers move), and elsewhere while the player has open bets. */
const ON_PAGE_MS = 5_000;
const AWAY_MS = 20_000;

export type CashOutResult = { ok: true } | { ok: false; code: string; message: string };

export class MyBets {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private onPage = false;
  private hidden = false;
  private readonly loading = new Set<'open' | 'settled'>();

  constructor(
    private readonly store: Store<BookState>,
    private readonly api: BookApi,
    private readonly bus: BookBus,
  ) {}

  /** My bets is shown (or left): it reads more often while shown. */
  setOnPage(onPage: boolean): void {
    this.onPage = onPage;
    this.schedule();
  }

  /** The page was hidden or shown: no reads while hidden. */
  setHidden(hidden: boolean): void {
    this.hidden = hidden;
    if (!hidden && this.store.get().player) void this.load('open', true);
    this.schedule();
  }

  /** A player arrived or left: their lists are read afresh (or dropped). */
  reset(): void {
    this.store.set({ openBets: { status: 'loading' }, settledBets: { status: 'loading' } });
    if (this.store.get().player) void this.load('open');
    this.schedule();
  }

  /** Reads a list. `quiet` keeps what is shown while it loads (a refresh, not a first load). */
  async load(tab: 'open' | 'settled', quiet = false): Promise<void> {
    if (!this.store.get().player || this.loading.has(tab)) return;
    const key = tab === 'open' ? 'openBets' : 'settledBets';
    if (!quiet) this.store.set({ [key]: { status: 'loading' } });
    this.loading.add(tab);
    try {
      const { bets } = await this.api.bets(tab);
      if (!this.store.get().player) return;
      if (tab === 'open') this.noticeSettled(bets);
      this.store.set({ [key]: { status: 'ready', data: bets } });
    } catch (e) {
      if (!quiet || this.store.get()[key].status !== 'ready')
        this.store.set({ [key]: { status: 'error', message: e instanceof BookApiError ? e.message : 'Could not load your bets.' } });
    } finally {
      this.loading.delete(tab);
      this.schedule();
    }
  }

  /** Cashes a bet out at the offer shown; both lists are read again after. */
  async cashOut(bet: BookBet, amount: string): Promise<CashOutResult> {
    try {
      await this.api.cashOut(bet.id, amount);
      this.bus.send({ type: 'balance' });
      return { ok: true };
    } catch (e) {
      const err = e instanceof BookApiError ? e : new BookApiError('network', 'The sportsbook cannot be reached.', 0);
      const message =
        err.code === 'cashout_changed' ? 'The offer changed. Check the new amount and confirm again.' : err.message || 'Cash-out failed.';
      return { ok: false, code: err.code, message };
    } finally {
      await this.load('open', true);
      if (this.store.get().settledBets.status !== 'loading') void this.load('settled', true);
    }
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Bets that left the open list were settled: the host refreshes its balance. */
  private noticeSettled(bets: BookBet[]): void {
    const before = this.store.get().openBets;
    if (before.status !== 'ready') return;
    const now = new Set(bets.map((b) => b.id));
    const gone = before.data.filter((b) => !now.has(b.id));
    if (gone.length === 0) return;
    this.bus.send({ type: 'balance' });
    const settled = this.store.get().settledBets;
    if (settled.status === 'ready') void this.load('settled', true);
    this.store.set({ announcement: gone.length === 1 ? 'A bet was settled.' : `${gone.length} bets were settled.` });
  }

  private schedule(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const s = this.store.get();
    if (this.hidden || !s.player) return;
    const hasOpen = s.openBets.status === 'ready' && s.openBets.data.length > 0;
    if (!this.onPage && !hasOpen) return;
    this.timer = setTimeout(() => void this.load('open', true), this.onPage ? ON_PAGE_MS : AWAY_MS);
  }
}
