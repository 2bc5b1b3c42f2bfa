import type { AcceptOdds, BookBet, SportInfo } from '../shared/api';
import type { EventMap } from './events';
import type { Band, HostViewport, Span } from './placement';
import type { Slip } from './slip';

// The page's state: one object in one store (store.ts), changed only by the book's actions (book.ts and the modules
// it wires), read by the components through selectors.

/** Something loaded from the book: loading, there, or failed (with what to say). */
export type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

/** How live prices arrive: the stream, polling while it is down, or nothing while the page is hidden. */
export type FeedState = 'connecting' | 'live' | 'polling' | 'paused';

/** Where a placement stands. */
export type Placing =
  { status: 'idle' } | { status: 'placing' } | { status: 'error'; code: string; message: string } | { status: 'done'; bets: BookBet[] };

/** My bets of one tab. */
export type BetList = Load<BookBet[]>;

export interface BookState {
  /** Inside the casino's frame (else a guest-only preview). */
  framed: boolean;
  bookName: string;
  /** A BCP 47 locale for dates and times. */
  locale: string;
  /** The coin stakes are in: the player's, else the one the casino named, else USDT. */
  currency: string;
  /** The player, while the book holds their session (else a guest). */
  player: { name: string; currency: string } | null;
  session: string | null;
  /** The casino has told who is here (`init`): before it, a framed page does not know it is a guest. */
  known: boolean;

  catalog: Load<SportInfo[]>;
  events: EventMap;
  eventsLoad: 'loading' | 'ready' | 'error';
  /** The book's clock at its last answer (every stream message carries it): what "now" means on the page. */
  now: number;
  feed: FeedState;

  slip: Slip;
  acceptOdds: AcceptOdds;
  placing: Placing;
  /** The phone bet slip sheet is open. */
  slipOpen: boolean;

  openBets: BetList;
  settledBets: BetList;

  /** The host's last viewport message, and the frame's rows inside the host window. */
  viewport: HostViewport | null;
  span: Span | null;
  /** The rows of the frame the player sees (placement.ts): where the sticky parts go. */
  band: Band;
  docHeight: number;

  /** The last thing said in the polite live region. */
  announcement: string;
}
