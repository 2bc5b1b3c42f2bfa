import pg from 'pg';
import { perSecond, pooled, type LoadResult } from './load';
import { serviceBets } from './service';

/** The bound: bets per second with the VIP accounting at least this share of those without it. */
export const VIP_BOUND = 0.9;

/** Bets per second of the bet service with the VIP accounting (the wagers trigger) on and off, pooled over turns. */
export interface VipFigures {
  on: LoadResult;
  off: LoadResult;
  repeats: number;
  seconds: number;
  workers: number;
}

async function vipTrigger(dbUrl: string, on: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    await client.query(`ALTER TABLE wagers ${on ? 'ENABLE' : 'DISABLE'} TRIGGER wagers_vip`);
  } finally {
    await client.end();
  }
}

/**
 * Dice bets through the bet service straight on pg, on the given accounts, with the wagers trigger that does the VIP
 * accounting (XP, level, rakeback, day roll-up, progress NOTIFY) on, then off, in turn `repeats` times.
 */
export async function vipFigures(
  dbUrl: string,
  names: string[],
  workers: number,
  seconds: number,
  repeats: number,
  say: (m: string) => void,
): Promise<VipFigures> {
  const runs = { on: [] as LoadResult[], off: [] as LoadResult[] };
  for (let r = 1; r <= repeats; r++) {
    runs.on.push(await serviceBets(dbUrl, names, workers, seconds));
    await vipTrigger(dbUrl, false);
    try {
      runs.off.push(await serviceBets(dbUrl, names, workers, seconds));
    } finally {
      await vipTrigger(dbUrl, true);
    }
    say(
      `VIP accounting turn ${r}: ${perSecond(runs.on.at(-1)!).toFixed(0)} bets/s with, ${perSecond(runs.off.at(-1)!).toFixed(0)} without`,
    );
  }
  return { on: pooled(runs.on), off: pooled(runs.off), repeats, seconds, workers };
}

/**
 * The table and verdict of a cost measured as bets per second with a feature on and off: the two rates, the ratio, the
 * share of the bet rate it costs and whether the bound holds.
 */
export function costLines(withLabel: string, withoutLabel: string, on: LoadResult, off: LoadResult, bound: number): string[] {
  const ratio = perSecond(on) / perSecond(off);
  return [
    '| | bets/s | errors |',
    '|---|---|---|',
    `| ${withLabel} | ${perSecond(on).toFixed(0)} | ${on.errors} |`,
    `| ${withoutLabel} | ${perSecond(off).toFixed(0)} | ${off.errors} |`,
    '',
    `With / without: **${ratio.toFixed(3)}** (cost ${((1 - ratio) * 100).toFixed(1)}% of the bet rate); bound ≥ ${bound}: ${ratio >= bound ? 'holds' : '**broken**'}.`,
  ];
}

/** The VIP accounting section of docs/benchmarks.md. */
export function renderVipSection(f: VipFigures): string {
  return [
    `Dice bets through the bet service straight on \`pg\` (no HTTP), ${f.workers} closed loops on 8 accounts, ${f.seconds} s a`,
    `turn, with the VIP accounting on and then off (\`ALTER TABLE wagers DISABLE TRIGGER wagers_vip\`: the wager row is still`,
    `written), in turn, ${f.repeats} rounds, each side pooled. The accounting is the wager trigger's work in the bet's own`,
    "transaction: one update of the player's VIP row (XP, level, the rakeback accrued in the coin, the running day's",
    'roll-up) and, at most every 250 ms per player, the progress NOTIFY sent at commit.',
    '',
    ...costLines('with the VIP accounting', 'without it', f.on, f.off, VIP_BOUND),
  ].join('\n');
}
