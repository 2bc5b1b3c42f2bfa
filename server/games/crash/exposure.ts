import type pg from 'pg';
import { Decimal } from '../../../src/core/money';

/** A bet's money on a running round, as the payout cap counts it. */
interface ExposureRow {
  id: number;
  user_id: number;
  coin: string;
  amount: string;
  state: string;
  payout: string;
}

/**
 * The per-round payout cap (CRASH_MAX_PAYOUT_USD): what the round would pay, in USD at the cached rates, if every bet
 * still in cashed out at multiplier m, plus what it has paid. Bets are re-read every `refreshTicks` checks (cash-outs
 * happen on every process); between reads a bet cashed out elsewhere is still counted as in at m, which only
 * overstates the total, so the cap can trigger early but never late.
 */
export class RoundExposure {
  private rows: ExposureRow[] = [];
  /** At the last read: the USD staked by the bets still in, and the USD already paid. */
  private activeUsd = new Decimal(0);
  private paidUsd = new Decimal(0);
  private checks = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly roundId: number,
    /** USD per coin (the reference cache's rates). */
    private readonly usdPrices: () => Promise<ReadonlyMap<string, string>>,
    private readonly capUsd: Decimal,
    private readonly refreshTicks = 5,
  ) {}

  /** Reads the round's bets (and the rates) now. */
  async refresh(): Promise<void> {
    const prices = await this.usdPrices();
    const { rows } = await this.pool.query<ExposureRow>(
      `SELECT id::int AS id, user_id, coin, amount, state, payout FROM crash_bets WHERE round_id = $1`,
      [this.roundId],
    );
    this.rows = rows;
    // Summed once per read: each tick's check is then two multiplications, whatever the number of bets.
    let active = new Decimal(0);
    let paid = new Decimal(0);
    for (const r of rows) {
      const price = prices.get(r.coin);
      if (!price) continue;
      if (r.state === 'active') active = active.plus(new Decimal(r.amount).times(price));
      else paid = paid.plus(new Decimal(r.payout).times(price));
    }
    this.activeUsd = active;
    this.paidUsd = paid;
  }

  /** The bets still in when last read (to cash out when the cap is reached). */
  get active(): readonly { id: number; user_id: number }[] {
    return this.rows.filter((r) => r.state === 'active');
  }

  /** True when paying every bet still in at `hundredths` would bring the round's payouts to the cap or past it. */
  async reached(hundredths: number): Promise<boolean> {
    if (this.checks++ % this.refreshTicks === 0) await this.refresh();
    return this.totalUsd(hundredths).gte(this.capUsd);
  }

  /** The round's total payout in USD if every bet still in cashed out at `hundredths`. */
  totalUsd(hundredths: number): Decimal {
    return this.activeUsd.times(hundredths).div(100).plus(this.paidUsd);
  }
}
