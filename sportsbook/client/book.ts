import type { AcceptOdds, BookBet, EventsResponse, Market, Selection, SportEvent } from '../shared/api';
import * as actions from './actions';
import { BookApi } from './api';
import { MyBets, type CashOutResult } from './bets';
import { ancestorOrigin, BookBus, type HostMessage } from './bus';
import type { BookConfig } from './config';
import { mergeFull, mergeStream, type Goal } from './events';
import { LiveFeed } from './feed';
import { visibleBand } from './placement';
import { Router } from './router';
import { SessionKeeper } from './session';
import { loadAcceptOdds, loadSlip, saveSlip, type SlipMode } from './slip';
import type { BookState } from './state';
import { pageStorage } from './storage';
import { createStore, type Store } from './store';

// The running book: its store, router, bus to the host, API, live feed and session, wired together; the actions the
// components call. It boots as a guest: prices need no session, and a framed page learns who is there from `init`.

/** What the components use. */
export interface Book {
  store: Store<BookState>;
  router: Router;
  go(path: string): void;
  tapPrice(event: SportEvent, market: Market, selection: Selection): void;
  removePick(id: string): void;
  clearSlip(): void;
  setMode(mode: SlipMode): void;
  setStake(stake: string): void;
  setAcceptOdds(value: AcceptOdds): void;
  acceptChanges(): void;
  place(): Promise<void>;
  closeReceipt(): void;
  reuseSelections(): void;
  openSlip(open: boolean): void;
  login(): void;
  deposit(): void;
  loadBets(tab: 'open' | 'settled'): void;
  cashOut(bet: BookBet, amount: string): Promise<CashOutResult>;
  retry(): void;
  /** Reads one match the list does not hold (finished, or further ahead). */
  loadEvent(id: string): Promise<boolean>;
  /** The page's content height changed (the host sizes the frame to it). */
  setHeight(height: number): void;
  setSpan(span: BookState['span']): void;
  start(): void;
  /** Stops everything it started (streams, timers, listeners). */
  close(): void;
}

/** 'en_US' → 'en-US' (English when the tag is not one). */
function localeOf(lang: string): string {
  try {
    return Intl.getCanonicalLocales(lang.replace(/_/g, '-'))[0] ?? 'en-US';
  } catch {
    return 'en-US';
  }
}

const goalText = (g: Goal) =>
  `Goal for ${g.side === 'home' ? g.event.home : g.event.away}: ${g.event.home} ${g.event.score.home}, ${g.event.away} ${g.event.score.away}.`;

export function createBook(win: Window, config: BookConfig): Book {
  const framed = win.parent !== win;
  const storage = pageStorage(win);
  const store = createStore<BookState>({
    framed,
    bookName: config.bookName,
    locale: localeOf(win.navigator.language || 'en-US'),
    currency: 'USDT',
    player: null,
    session: null,
    known: !framed,
    catalog: { status: 'loading' },
    events: {},
    eventsLoad: 'loading',
    now: Date.now(),
    feed: 'connecting',
    slip: loadSlip(storage),
    acceptOdds: loadAcceptOdds(storage),
    placing: { status: 'idle' },
    slipOpen: false,
    openBets: { status: 'loading' },
    settledBets: { status: 'loading' },
    viewport: null,
    span: null,
    band: { top: 0, bottom: 0 },
    docHeight: 0,
    announcement: '',
  });
  const bus = new BookBus(win, config.casinoOrigins, ancestorOrigin(win.location, win.document.referrer), framed);
  const router = new Router(win);
  const api = new BookApi(() => store.get().session);
  const myBets = new MyBets(store, api, bus);
  const session = new SessionKeeper({
    open: (token) => api.openSession(token),
    askToken: () => bus.send({ type: 'token' }),
    onSession: (id, player) => {
      const before = store.get().player;
      store.set((s) => ({
        session: id,
        player,
        known: true,
        currency: player?.currency ?? s.currency,
        // A refusal for want of a log-in is answered once a player is here.
        placing: player && s.placing.status === 'error' && s.placing.code === 'login_required' ? { status: 'idle' } : s.placing,
      }));
      if (before?.name !== player?.name || !before !== !player) myBets.reset();
    },
    onError: () => store.set({ session: null, player: null, known: true }),
  });
  const ctx: actions.Ctx = { store, bus, api, session, storage, betsChanged: () => void myBets.load('open', true) };

  // Matches read one by one (a match page the list does not hold): kept when the list is read again.
  const pinned = new Set<string>();
  const announceGoals = (goals: Goal[]) => {
    if (goals.length > 0) store.set({ announcement: goals.map(goalText).join(' ') });
  };
  const feed = new LiveFeed({
    url: '/api/stream',
    EventSource: typeof EventSource === 'function' ? EventSource : undefined,
    full: () => api.events(),
    onFull: (r: EventsResponse) => {
      const { events, goals } = mergeFull(store.get().events, r, (id) => pinned.has(id));
      store.set({ events, eventsLoad: 'ready', now: r.now });
      announceGoals(goals);
      actions.repriceSlip(ctx);
    },
    onStream: (r: EventsResponse) => {
      const { events, goals, stale } = mergeStream(store.get().events, r);
      store.set({ events, now: r.now });
      announceGoals(goals);
      actions.repriceSlip(ctx);
      if (stale) void feed.refresh();
    },
    onFullError: () => {
      if (store.get().eventsLoad !== 'ready') store.set({ eventsLoad: 'error' });
    },
    onState: (state) => store.set({ feed: state }),
  });

  const loadCatalog = async () => {
    store.set({ catalog: { status: 'loading' } });
    try {
      store.set({ catalog: { status: 'ready', data: (await api.catalog()).sports } });
    } catch {
      store.set({ catalog: { status: 'error', message: 'The sports list could not be loaded.' } });
    }
  };

  let hostHidden = false;
  const syncVisibility = () => {
    const hidden = hostHidden || win.document.visibilityState === 'hidden';
    if (hidden) feed.stop();
    else feed.start();
    myBets.setHidden(hidden);
  };

  const placeBand = (patch: Partial<Pick<BookState, 'viewport' | 'span' | 'docHeight'>>) =>
    store.set((s) => {
      const next = { ...s, ...patch };
      return { ...patch, band: visibleBand(next.span, next.docHeight, next.viewport) };
    });

  const onHost = (m: HostMessage) => {
    switch (m.type) {
      case 'init':
        store.set({ locale: localeOf(m.lang), currency: m.currency ?? store.get().currency });
        router.navigate(m.path, 'host');
        void session.useToken(m.token);
        break;
      case 'token':
        void session.useToken(m.token);
        break;
      case 'navigate':
        router.navigate(m.path, 'host');
        break;
      case 'viewport':
        placeBand({ viewport: { width: m.width, height: m.height, top: m.top, bottom: m.bottom, offset: m.offset } });
        break;
      case 'visibility':
        hostHidden = m.hidden;
        syncVisibility();
        break;
      case 'logout':
        // The slip stays: a guest may keep building it.
        session.logout();
        store.set({ placing: { status: 'idle' } });
        break;
    }
  };

  let lastHeight = -1;
  let lastSlip = { count: -1, open: false };
  let savedSlip = store.get().slip;
  const slipWatch = () => {
    const s = store.get();
    if (s.slip !== savedSlip) {
      savedSlip = s.slip;
      saveSlip(storage, s.slip);
    }
    const count = s.slip.picks.length;
    // On a phone the sheet is the slip; elsewhere the slip column is always open.
    const phone = typeof win.matchMedia === 'function' && win.matchMedia('(max-width: 719px)').matches;
    const open = count > 0 && (s.slipOpen || !phone);
    if (count !== lastSlip.count || open !== lastSlip.open) {
      lastSlip = { count, open };
      bus.send({ type: 'betslip', count, open });
    }
  };

  return {
    store,
    router,
    go: (path) => router.navigate(path, 'user'),
    tapPrice: (e, m, s) => actions.tapPrice(ctx, e, m, s),
    removePick: (id) => actions.removePick(ctx, id),
    clearSlip: () => actions.clearSlip(ctx),
    setMode: (mode) => actions.setMode(ctx, mode),
    setStake: (stake) => actions.setStake(ctx, stake),
    setAcceptOdds: (v) => actions.setAcceptOdds(ctx, v),
    acceptChanges: () => actions.acceptChanges(ctx),
    place: () => actions.placeSlip(ctx),
    closeReceipt: () => actions.closeReceipt(ctx),
    reuseSelections: () => actions.reuseSelections(ctx),
    openSlip: (open) => store.set({ slipOpen: open }),
    login: () => bus.send({ type: 'login' }),
    deposit: () => bus.send({ type: 'deposit' }),
    loadBets: (tab) => void myBets.load(tab, store.get()[tab === 'open' ? 'openBets' : 'settledBets'].status === 'ready'),
    cashOut: (bet, amount) => myBets.cashOut(bet, amount),
    retry: () => {
      store.set({ eventsLoad: 'loading' });
      void feed.refresh();
      if (store.get().catalog.status !== 'ready') void loadCatalog();
    },
    setHeight: (height) => {
      if (height === lastHeight) return;
      lastHeight = height;
      placeBand({ docHeight: height });
      bus.send({ type: 'resize', height: Math.min(100_000, Math.max(0, Math.ceil(height))) });
    },
    setSpan: (span) => placeBand({ span }),
    loadEvent: async (id) => {
      try {
        const event = await api.event(id);
        pinned.add(event.id);
        store.set((s) => ({ events: { ...s.events, [event.id]: event } }));
        return true;
      } catch {
        return false;
      }
    },
    close() {
      feed.stop();
      bus.close();
      router.close();
      session.close();
      myBets.close();
      win.document.removeEventListener('visibilitychange', syncVisibility);
    },
    start() {
      bus.listen(onHost);
      bus.send({ type: 'ready' });
      router.subscribe((_path, source) => {
        store.set({ slipOpen: false });
        myBets.setOnPage(router.currentRoute.name === 'bets');
        if (source === 'host') return;
        bus.send({ type: 'navigate', path: router.current });
        bus.send({ type: 'scrollTop' });
        if (!framed) win.scrollTo(0, 0);
      });
      myBets.setOnPage(router.currentRoute.name === 'bets');
      store.subscribe(slipWatch);
      slipWatch();
      win.document.addEventListener('visibilitychange', syncVisibility);
      syncVisibility();
      void loadCatalog();
    },
  };
}
