import type pg from 'pg';
import { Decimal } from '../../src/core/money';
import { withTx } from '../db/pool';
import type { RatesProvider, RatesSnapshot } from './provider';

/** Decimals the rates table keeps (NUMERIC(36, 18)): a quote is rounded to them before it is compared or stored. */
const RATE_DECIMALS = 18;

/** Settings of the rates service. */
export interface RatesServiceOptions {
  /** The market-data provider; null keeps the rates table's seeded (fixed) rates. */
  provider: RatesProvider | null;
  /** Time between two polls of the provider. */
  pollMs: number;
  /** Longest wait for one answer of the provider. */
  timeoutMs?: number;
  /** Called after rates were written (this process's reference cache reloads). */
  onWrite?: () => void;
  /** Called once per poll that moved at least one rate: the browsers are told to read the rates again (socket 203). */
  onChange?: (codes: string[]) => void;
  log?: (msg: string) => void;
}

/** What one poll did. */
export interface PollOutcome {
  /** Rates written (each with its quote time), keyed `COIN:BTC`, `FIAT:EUR`. */
  written: string[];
  /** Of those, the ones whose value moved. */
  changed: string[];
}

/**
 * Keeps the rates table live: polls the provider every pollMs and writes each rate it quoted with the time of the
 * quote, in one transaction. A failed poll changes nothing (the rates keep their age, and once older than the allowed
 * age nothing is valued with them). Every server process polls; the one whose write moved a rate tells the browsers.
 */
export class RatesService {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<PollOutcome | null> | null = null;
  private stopped = false;
  private abort: AbortController | null = null;

  constructor(
    private readonly db: pg.Pool,
    private readonly options: RatesServiceOptions,
  ) {}

  /** Whether rates move (a provider is configured) or stay the seeded ones. */
  get live(): boolean {
    return this.options.provider !== null;
  }

  /** Polls now and then every pollMs (nothing with fixed rates). */
  start(): void {
    if (!this.options.provider || this.timer) return;
    void this.poll();
    this.timer = setInterval(() => void this.poll(), this.options.pollMs);
    this.timer.unref();
  }

  /** Stops polling and waits for a poll under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.abort?.abort();
    await this.running;
  }

  /** One poll (polls never overlap: a call during one waits for it); null when it failed or rates are fixed. */
  poll(): Promise<PollOutcome | null> {
    this.running ??= this.pollOnce().finally(() => (this.running = null));
    return this.running;
  }

  private async pollOnce(): Promise<PollOutcome | null> {
    const provider = this.options.provider;
    if (!provider || this.stopped) return null;
    const abort = new AbortController();
    this.abort = abort;
    const timeout = setTimeout(() => abort.abort(), this.options.timeoutMs ?? 10_000);
    try {
      const snapshot = await provider.fetch(abort.signal);
      const outcome = await writeRates(this.db, snapshot);
      this.options.onWrite?.();
      if (outcome.changed.length > 0) this.options.onChange?.(outcome.changed);
      return outcome;
    } catch (error) {
      this.options.log?.(`rates from ${provider.name} not updated: ${(error as Error).message}`);
      return null;
    } finally {
      clearTimeout(timeout);
      this.abort = null;
    }
  }
}

/** Writes a provider's quotes into the rates table (each with its quote time); returns what was written and moved. */
export async function writeRates(db: pg.Pool, snapshot: RatesSnapshot): Promise<PollOutcome> {
  const codes: string[] = [];
  const kinds: string[] = [];
  const rates: string[] = [];
  const times: string[] = [];
  const add = (kind: string, code: string, rate: Decimal, at: Date) => {
    const rounded = rate.toDecimalPlaces(RATE_DECIMALS, Decimal.ROUND_HALF_UP);
    if (rounded.lte(0)) return;
    codes.push(code);
    kinds.push(kind);
    rates.push(rounded.toFixed());
    times.push(at.toISOString());
  };
  for (const [coin, quote] of Object.entries(snapshot.coins)) if (quote) add('COIN', coin, quote.usd, quote.at);
  for (const [fiat, quote] of Object.entries(snapshot.fiats)) if (quote) add('FIAT', fiat, quote.perUsd, quote.at);
  if (codes.length === 0) return { written: [], changed: [] };
  return withTx(db, async (client) => {
    // The old values are read under the rows' locks, so two processes writing at once each see the other's write.
    const { rows } = await client.query<{ key: string; changed: boolean }>(
      `WITH v AS (SELECT * FROM unnest($1::text[], $2::text[], $3::numeric[], $4::timestamptz[]) AS v(code, kind, rate, at)),
            old AS (SELECT r.code, r.kind, r.usd_rate FROM rates r JOIN v USING (code, kind) FOR UPDATE OF r)
       UPDATE rates r SET usd_rate = v.rate, updated_at = v.at
         FROM v JOIN old USING (code, kind)
        WHERE r.code = v.code AND r.kind = v.kind
       RETURNING r.kind || ':' || r.code AS key, old.usd_rate <> v.rate AS changed`,
      [codes, kinds, rates, times],
    );
    return { written: rows.map((r) => r.key), changed: rows.filter((r) => r.changed).map((r) => r.key) };
  });
}
