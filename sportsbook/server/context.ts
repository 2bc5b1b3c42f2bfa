import type { Outbox } from './outbox';
import type { Schedule } from './schedule';
import type { Sessions } from './sessions';
import type { BookStore } from './store';
import type { WalletClient } from './wallet';

/** Everything the book's services share: its state, its clock, its link to the casino. */
export interface BookContext {
  store: BookStore;
  schedule: Schedule;
  sessions: Sessions;
  wallet: WalletClient;
  outbox: Outbox;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  /** How long a bet with a leg in play waits before the book takes it (prices checked again after). */
  liveDelayMs: number;
  /** Bets a request or the settlement loop is working on: nobody else touches them meanwhile. */
  busy: Set<string>;
  log: (message: string) => void;
}
