import type { LegResult } from '../shared/api';
import type { BookContext } from './context';
import { selectionResult, slipMultiplier } from './markets';
import { coinRule, payout } from './money';
import type { BetOutcome, PendingCall, StoredBet } from './types';

// Settling the book's bets: a bet settles once every leg's match is over (finished or called off), or at once when a
// leg of it lost. A win pays the slip's multiplier times the stake, rounded down to the coin's decimals; a bet whose
// every leg was called off is refunded. The settlement loop also finishes what requests left undone: calls the casino
// did not answer, and bets a restart caught before their make was answered (rolled back, never guessed).

/** Ended matches are forgotten after a week: a bet settles within hours of its last match. */
const KEEP_ENDED_MS = 7 * 24 * 3600_000;

/**
 * Each leg's result as it stands: open while its match is not over; a match the book no longer knows counts as
 * `forgotten` (called off, for settling; still open, for showing a bet that settled before it).
 */
export function legResults(ctx: BookContext, bet: StoredBet, forgotten: LegResult = 'void'): Record<string, LegResult> {
  const out: Record<string, LegResult> = {};
  for (const leg of bet.legs) {
    if (leg.result !== 'open') {
      out[leg.selectionId] = leg.result;
      continue;
    }
    const fixture = ctx.schedule.fixture(leg.eventId, true);
    const outcome = fixture ? ctx.schedule.outcome(fixture) : { status: 'void' as const };
    if (!fixture) out[leg.selectionId] = forgotten;
    else if (!outcome) out[leg.selectionId] = 'open';
    else if (outcome.status === 'void' || !fixture) out[leg.selectionId] = 'void';
    else out[leg.selectionId] = selectionResult(fixture, leg.selectionId, outcome.final) ?? 'void';
  }
  return out;
}

/** The settlement call a bet is due now, or null while it is not decided. */
export function settlementOf(ctx: BookContext, bet: StoredBet): Omit<PendingCall, 'attempts' | 'nextAt'> | null {
  const results = legResults(ctx, bet);
  const values = Object.values(results);
  const decided = Object.fromEntries(Object.entries(results).filter(([, r]) => r !== 'open')) as Record<string, Exclude<LegResult, 'open'>>;
  const legs = Object.entries(decided).map(([selectionId, result]) => ({ selectionId, result }));
  const base = { parent: bet.makeTx };
  const settled = (status: 'won' | 'lost' | 'refunded', amount: string): BetOutcome => ({
    kind: 'settled',
    status,
    payout: amount,
    legs: decided,
  });
  if (values.includes('lost')) {
    return { call: 'lost', tx: `${bet.id}:lost`, fields: { ...base, tx: `${bet.id}:lost`, legs }, then: settled('lost', '0') };
  }
  if (values.includes('open')) return null;
  if (values.every((r) => r === 'void')) {
    const reason = bet.legs.length > 1 ? 'Every match of the bet was called off' : 'The match was called off';
    return {
      call: 'refund',
      tx: `${bet.id}:refund`,
      fields: { ...base, tx: `${bet.id}:refund`, reason },
      then: settled('refunded', bet.stake),
    };
  }
  const multiplier = slipMultiplier(bet.legs.map((l) => ({ price: l.price, result: decided[l.selectionId]! })));
  const amount = payout(bet.stake, multiplier, coinRule(bet.currency)!.decimals);
  return {
    call: 'win',
    tx: `${bet.id}:win`,
    fields: { ...base, tx: `${bet.id}:win`, amount, cashOut: false, legs },
    then: settled('won', amount),
  };
}

/** The loop that settles bets and finishes the wallet calls left pending. */
export class Settlement {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly ctx: BookContext) {}

  /** Runs the loop every `everyMs` (the timer never keeps the process alive). */
  start(everyMs: number): void {
    if (this.timer || everyMs <= 0) return;
    this.timer = setInterval(() => void this.runOnce().catch((error: unknown) => this.ctx.log(`settlement: ${String(error)}`)), everyMs);
    this.timer.unref();
  }

  /** Stops the loop and waits for a run under way. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** One pass over every bet that needs something (a second call while one runs waits for it). */
  runOnce(): Promise<void> {
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Settles the bets on a match (an operator's order): how many settled, and how many stay open (other legs, the casino). */
  async settleEvent(eventId: string): Promise<{ settled: number; open: number }> {
    const bets = [...this.ctx.store.bets.values()].filter((b) => b.status === 'open' && b.legs.some((l) => l.eventId === eventId));
    let settled = 0;
    for (const bet of bets) {
      await this.work(bet);
      if (bet.status !== 'open') settled++;
    }
    return { settled, open: bets.length - settled };
  }

  private async pass(): Promise<void> {
    const { store, sessions } = this.ctx;
    const now = this.ctx.now();
    for (const bet of [...store.bets.values()]) {
      if (bet.pending && bet.pending.nextAt > now) continue;
      if (bet.pending || bet.status === 'open' || bet.status === 'pending') await this.work(bet);
    }
    store.prune(sessions.idleBefore(), now - KEEP_ENDED_MS);
  }

  /** Does what a bet needs now, unless a request is working on it. */
  private async work(bet: StoredBet): Promise<void> {
    const { busy, outbox } = this.ctx;
    if (busy.has(bet.id)) return;
    busy.add(bet.id);
    try {
      if (!bet.pending && bet.status === 'pending') {
        // Caught by a restart before its make was answered: whether the casino took it is unknown, so roll it back.
        outbox.owe(bet, {
          call: 'rollback',
          tx: `${bet.id}:rollback`,
          fields: { tx: `${bet.id}:rollback`, parent: bet.makeTx },
          then: { kind: 'rejected' },
        });
        bet.reason ??= 'The book stopped while taking the bet: the stake was given back';
      }
      if (!bet.pending && bet.status === 'open') {
        const due = settlementOf(this.ctx, bet);
        if (due) {
          this.recordMatches(bet);
          outbox.owe(bet, due);
        }
      }
      if (bet.pending) await outbox.deliver(bet);
    } finally {
      busy.delete(bet.id);
    }
  }

  /** Freezes the results of a bet's finished matches, so the bet settles on them whatever changes later. */
  private recordMatches(bet: StoredBet): void {
    for (const leg of bet.legs) {
      const fixture = this.ctx.schedule.fixture(leg.eventId, true);
      if (fixture) this.ctx.schedule.record(fixture);
    }
  }
}
