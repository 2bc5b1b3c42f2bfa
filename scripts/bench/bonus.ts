import pg from 'pg';
import { perSecond, pooled, type LoadResult } from './load';
import { serviceBets } from './service';
import { costLines } from './vip';

/** The bound: bets per second while every bettor's bonus wagers at least this share of those without bonuses. */
export const BONUS_BOUND = 0.9;

/** Bets per second of the bet service with every bettor holding an open bonus in the coin, and with none. */
export interface BonusFigures {
  on: LoadResult;
  off: LoadResult;
  repeats: number;
  seconds: number;
  workers: number;
}

/** Opens (or closes) a USDT bonus for each player: wagering that never completes, a max bet the stakes stay under. */
async function bonuses(dbUrl: string, names: string[], open: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    if (open) {
      await client.query(
        `INSERT INTO bonuses (user_id, coin, source, title, granted, wager_required, reference_edge, max_bet_usd)
         SELECT id, 'USDT', 'grant', 'bench', 1, 1e12, 0.01, 100 FROM users WHERE user_name = ANY($1)`,
        [names],
      );
    } else {
      await client.query(
        `UPDATE bonuses SET status = 'cancelled', ended_at = now(), end_note = 'bench'
          WHERE status IN ('active', 'completed') AND user_id IN (SELECT id FROM users WHERE user_name = ANY($1))`,
        [names],
      );
    }
  } finally {
    await client.end();
  }
}

/**
 * Dice bets through the bet service straight on pg, on the given accounts, without bonuses and then with an open
 * bonus for every bettor (each stake checked against its max bet in the money statement and moving its wagering in the
 * wager trigger), in turn `repeats` times.
 */
export async function bonusFigures(
  dbUrl: string,
  names: string[],
  workers: number,
  seconds: number,
  repeats: number,
  say: (m: string) => void,
): Promise<BonusFigures> {
  const runs = { on: [] as LoadResult[], off: [] as LoadResult[] };
  for (let r = 1; r <= repeats; r++) {
    runs.off.push(await serviceBets(dbUrl, names, workers, seconds));
    await bonuses(dbUrl, names, true);
    try {
      runs.on.push(await serviceBets(dbUrl, names, workers, seconds));
    } finally {
      await bonuses(dbUrl, names, false);
    }
    say(
      `bonus wagering turn ${r}: ${perSecond(runs.on.at(-1)!).toFixed(0)} bets/s with, ${perSecond(runs.off.at(-1)!).toFixed(0)} without`,
    );
  }
  return { on: pooled(runs.on), off: pooled(runs.off), repeats, seconds, workers };
}

/** The bonus wagering section of docs/benchmarks.md. */
export function renderBonusSection(f: BonusFigures): string {
  return [
    `Dice bets through the bet service straight on \`pg\` (no HTTP), ${f.workers} closed loops on 8 accounts, ${f.seconds} s a`,
    'turn, first with no open bonus, then with an open USDT bonus for every bettor, in turn, ' + `${f.repeats} rounds, each side pooled.`,
    "With a bonus open, each stake is checked against the bonus's max bet inside the money statement and moves the bonus's",
    "wagering in the wager trigger (one more row updated in the bet's transaction, and a progress NOTIFY at most every",
    '250 ms per bonus). Without one, the cost left is the money statement looking for an open bonus (an empty index).',
    '',
    ...costLines('every bettor with an open bonus', 'no bonuses', f.on, f.off, BONUS_BOUND),
  ].join('\n');
}
