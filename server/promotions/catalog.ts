import type pg from 'pg';
import { Decimal, trimZeros } from '../../src/core/money';
import { ordinal } from '../../src/core/promotions/formulas';
import type {
  CashbackRewardRule,
  EntryState,
  FreeBetRewardRule,
  PromotionCard,
  PromotionKind,
  PromotionRule,
  RaceRewardRule,
} from '../../src/core/promotions';
import type { Queryable } from '../db/pool';

/** Texts per language; en_US is always there. */
export type Texts = Record<string, string>;

/** How a deposit match pays and what its bonus asks (the JSON columns of a first-deposit or reload promotion). */
export interface MatchReward {
  matchRate: string;
  maxBonusUsd: string;
  /** Products the player may choose to play the bonus on (first deposit); default: house games. */
  choices?: string[];
}

/** The wagering rule of a promotion's bonus. */
export interface Wagering {
  multiplier: string;
  referenceEdge: string;
  maxBetUsd: string | null;
  expiryDays: number;
  counts: 'any' | 'bonus';
  /** Days after the qualifying deposit to claim the match in. */
  claimDays: number;
}

/** Who may take part. */
export interface Eligibility {
  minDepositUsd?: string;
  /** UTC weekday of the qualifying deposit, 0 Sunday .. 6 Saturday. */
  weekday?: number;
  minLevel?: number;
}

/** A promotions row. */
export interface PromotionRow {
  id: number;
  kind: PromotionKind;
  slug: string;
  titles: Texts;
  summaries: Texts;
  bodies: Record<string, string[]>;
  faq: { q: Texts; a: Texts }[];
  image: string;
  starts_at: Date;
  ends_at: Date | null;
  eligibility: Eligibility;
  reward: MatchReward & Record<string, unknown>;
  wagering: Wagering | null;
  games: string[] | null;
  popup: boolean;
  sort: number;
  ended_at: Date | null;
  created_at: Date;
}

const COLUMNS = `id, kind, slug, titles, summaries, bodies, faq, image, starts_at, ends_at, eligibility, reward, wagering, games, popup,
  sort, ended_at, created_at`;

/** Every promotion, in display order (a small table, read whole). */
export async function loadPromotions(db: Queryable): Promise<PromotionRow[]> {
  const { rows } = await db.query<PromotionRow>(`SELECT ${COLUMNS} FROM promotions ORDER BY sort, id`);
  return rows;
}

/** One promotion by id, or null. */
export async function loadPromotion(db: Queryable, id: number): Promise<PromotionRow | null> {
  const { rows } = await db.query<PromotionRow>(`SELECT ${COLUMNS} FROM promotions WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** The running first-deposit offer, if any. */
export async function runningFirstDeposit(db: Queryable, now: Date): Promise<PromotionRow | null> {
  const { rows } = await db.query<PromotionRow>(
    `SELECT ${COLUMNS} FROM promotions WHERE kind = 'first_deposit' AND ended_at IS NULL AND starts_at <= $1
        AND (ends_at IS NULL OR ends_at > $1)`,
    [now],
  );
  return rows[0] ?? null;
}

/** upcoming, live or ended, now. */
export function statusOf(p: PromotionRow, now: Date): PromotionCard['status'] {
  if (p.ended_at || (p.ends_at && p.ends_at <= now)) return 'ended';
  return p.starts_at > now ? 'upcoming' : 'live';
}

/** A text in the language, else English. */
export const textIn = (texts: Texts, lang: string): string => texts[lang] ?? texts.en_US ?? '';

/** A card of the promotion for a player's entry state and whether they can act on it now. */
export function cardOf(p: PromotionRow, lang: string, now: Date, entry: EntryState | null, available: boolean): PromotionCard {
  return {
    id: p.id,
    kind: p.kind,
    slug: p.slug,
    title: textIn(p.titles, lang),
    summary: textIn(p.summaries, lang),
    image: p.image,
    startsAt: p.starts_at.toISOString(),
    endsAt: (p.ended_at ?? p.ends_at)?.toISOString() ?? null,
    status: statusOf(p, now),
    entry,
    available,
  };
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const percent = (share: string) => `${trimZeros(new Decimal(share).times(100).toFixed(2))}%`;
const usd = (v: string) => `${trimZeros(new Decimal(v).toFixed(2))} USD`;
const day = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ') + ' UTC';

/** The house games a promotion counts on, in words. */
export function gamesText(games: string[] | null, titleOf: (name: string) => string): string {
  if (!games || games.length === 0) return 'All house games';
  return games.map(titleOf).join(', ');
}

/** Every rule of an offer, as shown before the player joins. */
export function rulesOf(p: PromotionRow, titleOf: (name: string) => string): PromotionRule[] {
  const rules: PromotionRule[] = [];
  const w = p.wagering;
  if (p.kind === 'first_deposit' || p.kind === 'reload') {
    rules.push({
      label: 'Match',
      value: `${percent(p.reward.matchRate)} of the deposit, up to ${usd(p.reward.maxBonusUsd)} of bonus money`,
    });
    if (p.eligibility.minDepositUsd) rules.push({ label: 'Minimum deposit', value: usd(p.eligibility.minDepositUsd) });
    if (p.kind === 'first_deposit') rules.push({ label: 'Qualifying deposit', value: 'Your first deposit, in any coin' });
    else {
      rules.push({ label: 'Joining', value: 'Join first; deposits credited after you join qualify' });
      if (p.eligibility.weekday !== undefined)
        rules.push({
          label: 'Qualifying deposit',
          value: `The first deposit credited on a ${WEEKDAYS[p.eligibility.weekday]} (UTC), one per week`,
        });
    }
    if (w) rules.push({ label: 'Claim within', value: `${w.claimDays} days of the deposit` });
  }
  if (w) {
    rules.push({ label: 'Wagering', value: `${trimZeros(new Decimal(w.multiplier).toFixed())}x the bonus, in the deposit's coin` });
    rules.push({
      label: 'How stakes count',
      value: `Each stake counts its amount x its game's house edge / ${percent(w.referenceEdge)}, at most its amount`,
    });
    rules.push({
      label: 'Stakes that count',
      value: w.counts === 'bonus' ? 'Only stakes of bonus money' : 'Every stake in the coin, from your deposit or bonus balance',
    });
    rules.push({ label: 'Max bet', value: w.maxBetUsd ? `${usd(w.maxBetUsd)} per stake in that coin while wagering` : 'No limit' });
    rules.push({ label: 'Games', value: gamesText(p.games, titleOf) });
    rules.push({ label: 'Time to wager', value: `${w.expiryDays} days from claiming; what is left of the bonus is then removed` });
    rules.push({
      label: 'When wagering is done',
      value: 'The whole bonus balance becomes withdrawable at once',
    });
    rules.push({ label: 'Cancel', value: 'Any time: the bonus balance is removed, your deposit balance stays' });
    rules.push({ label: 'One at a time', value: 'One open bonus per coin' });
  }
  if (p.kind === 'race') rules.push(...raceRules(p, titleOf));
  if (p.kind === 'cashback') rules.push(...cashbackRules(p, titleOf));
  if (p.kind === 'free_bet') rules.push(...freeBetRules(p, titleOf));
  rules.push({
    label: 'Runs',
    value: p.ends_at ? `${day(p.starts_at)} to ${day(p.ends_at)}` : `From ${day(p.starts_at)}, until further notice`,
  });
  return rules;
}

/** "every day from 00:00 UTC", "every 7 days from Monday 00:00 UTC". */
function periodText(p: PromotionRow, days: number): string {
  const time = p.starts_at.toISOString().slice(11, 16);
  if (days === 1) return `Every day from ${time} UTC`;
  if (days === 7) return `Every week from ${WEEKDAYS[p.starts_at.getUTCDay()]} ${time} UTC`;
  return `Every ${days} days from ${day(p.starts_at)}`;
}

function raceRules(p: PromotionRow, titleOf: (name: string) => string): PromotionRule[] {
  const r = p.reward as unknown as RaceRewardRule;
  const total = r.prizesUsd.reduce((sum, v) => sum.plus(v), new Decimal(0));
  const shown = r.prizesUsd.slice(0, 5).map((v, i) => `${ordinal(i + 1)} ${usd(v)}`);
  const more = r.prizesUsd.length > 5 ? `, down to ${ordinal(r.prizesUsd.length)} ${usd(r.prizesUsd.at(-1)!)}` : '';
  return [
    { label: 'Prizes', value: `${shown.join(', ')}${more}: ${usd(total.toFixed())} in all, each period` },
    { label: 'Period', value: periodText(p, r.periodDays) },
    { label: 'Joining', value: 'Join once; every period after that is a new race' },
    {
      label: 'What counts',
      value: `Each stake on ${gamesText(p.games, titleOf).toLowerCase()} counts its USD value at the bet (times its product's weight), from when you join`,
    },
    { label: 'To win a prize', value: `Wager at least ${usd(r.minWagerUsd)} in the period` },
    { label: 'Ties', value: 'Go to whoever reached the score first' },
    { label: 'Paid', value: "Within a minute of the period's end, to your balance in your selected coin: no wagering" },
    { label: 'Leaving', value: 'Any time; you leave the board until you join again' },
  ];
}

function cashbackRules(p: PromotionRow, titleOf: (name: string) => string): PromotionRule[] {
  const r = p.reward as unknown as CashbackRewardRule & { claimDays?: number };
  return [
    { label: 'Cashback', value: `${percent(r.rate)} of your net loss, up to ${usd(r.maxUsd)} per period` },
    {
      label: 'Net loss',
      value: `Your stakes of deposit money on ${gamesText(p.games, titleOf).toLowerCase()} minus what they paid, in USD at each bet's rate, from when you join`,
    },
    { label: 'Minimum loss', value: usd(r.minLossUsd) },
    { label: 'Period', value: periodText(p, r.periodDays) },
    {
      label: 'Claim',
      value: `After the period ends, within ${r.claimDays ?? 7} days, to your balance in the coin you choose: no wagering`,
    },
    { label: 'Bonus money', value: 'Stakes of bonus money do not count' },
  ];
}

function freeBetRules(p: PromotionRow, titleOf: (name: string) => string): PromotionRule[] {
  const r = p.reward as unknown as FreeBetRewardRule;
  return [
    { label: 'Free bets', value: `${r.bets} bets of ${trimZeros(r.amount)} ${r.coin} each, on the house` },
    { label: 'Games', value: gamesText(p.games, titleOf) },
    { label: 'Taking it', value: 'Once per player; the free bets are yours at once' },
    { label: 'Use within', value: `${r.expiryDays} days of taking them` },
    { label: 'A win pays', value: 'Its payout minus its stake, to your balance: no wagering' },
    { label: 'A loss costs', value: 'Nothing' },
    { label: 'Placing them', value: 'By hand from the bet panel, one press each (not on auto-bet)' },
    { label: 'What they count for', value: 'No VIP level, rakeback, race or cashback: the stake is ours' },
  ];
}

/** The player's entries, keyed by promotion id: the once-only or joined entry (period ''), and claimed periods. */
export async function entriesOf(
  db: Queryable,
  userId: number,
): Promise<Map<number, { state: string; chosen: string | null; joinedAt: Date; claimed: number }>> {
  const { rows } = await db.query<{ promotion_id: number; state: string; chosen: string | null; joined_at: Date; claimed: string }>(
    `SELECT promotion_id,
            (array_agg(state ORDER BY (period = '') DESC, joined_at DESC))[1] AS state,
            (array_agg(chosen ORDER BY (period = '') DESC))[1] AS chosen,
            min(joined_at) AS joined_at,
            count(*) FILTER (WHERE state = 'claimed') AS claimed
       FROM promotion_entries WHERE user_id = $1 GROUP BY promotion_id`,
    [userId],
  );
  return new Map(
    rows.map((r) => [r.promotion_id, { state: r.state, chosen: r.chosen, joinedAt: r.joined_at, claimed: Number(r.claimed) }]),
  );
}

/** Reads with a client or the pool. */
export type Db = pg.Pool | pg.PoolClient;
