import { useEffect, useRef, type RefObject } from 'react';
import { CODE } from '../../src/core/api';
import type { SportsToken } from '../../src/core/sportsbook';
import { genToken } from '../../src/app/api/games';
import { balanceHint } from '../../src/app/actions/wallet';
import { openWallet } from '../../src/app/actions/walletDialog';
import { BookHost } from '../../src/app/sportsbook/bookHost';
import { setSlipCount } from '../../src/app/sportsbook/slipCount';
import { getState, useStore } from '../../src/app/store';

/** The language the sportsbook is asked to show. */
const LANG = 'en_US';

/** Our server's token for the book in the player's coin (a guest's when logged out); null when refused. */
export async function fetchBookToken(): Promise<SportsToken | null> {
  const env = await genToken({ currency: getState().selectedCoin, lang: LANG });
  return env.code === CODE.OK && env.data ? (env.data as SportsToken) : null;
}

export interface BookHostHandlers {
  onNavigate(path: string): void;
  onResize(height: number): void;
  onScrollTop(): void;
}

/**
 * Runs the bus with the book's frame while the page shows it (src/app/sportsbook/bookHost.ts): our route, session,
 * coin, viewport and visibility go to the book; its requests open our dialogs. `first` is the token the page got with
 * the book's address: the first init uses it instead of asking again.
 */
export function useBookHost(
  book: { origin: string; first: SportsToken } | null,
  frameRef: RefObject<HTMLIFrameElement | null>,
  path: string,
  handlers: BookHostHandlers,
): void {
  const hostRef = useRef<BookHost | null>(null);
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });
  const loggedIn = useStore((s) => s.loggedIn);
  const coin = useStore((s) => s.selectedCoin);
  const pathRef = useRef(path);
  useEffect(() => {
    pathRef.current = path;
  });

  useEffect(() => {
    if (!book) return;
    let first: SportsToken | null = book.first;
    const host = new BookHost(
      {
        win: window,
        frame: () => frameRef.current?.contentWindow ?? null,
        origin: book.origin,
        fetchToken: async () => {
          const token = first && first.expiresAt - Date.now() > 120_000 ? first : await fetchBookToken();
          first = null;
          return token;
        },
        lang: () => LANG,
        currency: () => getState().selectedCoin,
        onLogin: () => getState().openDialog('login'),
        onDeposit: () => (getState().loggedIn ? openWallet('deposit') : getState().openDialog('login')),
        // Our own server is asked (one coalesced read); the book never tells us a figure.
        onBalance: () => balanceHint(),
        onNavigate: (p) => handlersRef.current.onNavigate(p),
        onResize: (h) => handlersRef.current.onResize(h),
        onBetslip: (count) => setSlipCount(count),
        onScrollTop: () => handlersRef.current.onScrollTop(),
      },
      pathRef.current,
    );
    host.start();
    hostRef.current = host;
    return () => {
      host.dispose();
      hostRef.current = null;
      setSlipCount(0);
    };
  }, [book, frameRef]);

  useEffect(() => hostRef.current?.routeChanged(path), [path]);

  // A log-in, log-out or another coin: the book starts again with a token of the new session.
  const session = `${loggedIn ? 'in' : 'out'}:${coin}`;
  const lastSession = useRef(session);
  useEffect(() => {
    if (lastSession.current === session) return;
    const loggedOut = lastSession.current.startsWith('in') && !loggedIn;
    lastSession.current = session;
    hostRef.current?.sessionChanged(loggedOut);
  }, [session, loggedIn]);

  // Where the frame is in the window and what covers it, on scroll and resize (at most once a frame, and only when it
  // moved). A book that reloads asks again with ready: the host's init is followed by the next change.
  useEffect(() => {
    if (!book) return;
    let frame = 0;
    let last = '';
    const send = () => {
      frame = 0;
      const el = frameRef.current;
      if (!el) return;
      const header = document.querySelector('.header')?.getBoundingClientRect();
      const nav = document.querySelector('.bottom-nav');
      const navShown = nav instanceof HTMLElement && getComputedStyle(nav).position === 'fixed';
      const v = {
        width: window.innerWidth,
        height: window.innerHeight,
        top: Math.round(header ? Math.max(0, header.bottom) : 0),
        bottom: Math.round(navShown ? nav.getBoundingClientRect().height : 0),
        offset: Math.round(el.getBoundingClientRect().top),
      };
      const key = JSON.stringify(v);
      if (key === last) return;
      last = key;
      hostRef.current?.viewport(v);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(send);
    };
    const visibility = () => hostRef.current?.visibility(document.hidden);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('visibilitychange', visibility);
    // The frame growing or the page above it changing moves the band too.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(document.body);
    if (frameRef.current) observer?.observe(frameRef.current);
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      observer?.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      document.removeEventListener('visibilitychange', visibility);
    };
  }, [book, frameRef]);
}
