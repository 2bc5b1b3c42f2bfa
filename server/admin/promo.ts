import { readFile } from 'node:fs/promises';
import type pg from 'pg';
import { COIN_CODES, coinDecimals, type Coin } from '../../src/core/currency';
import { parseAmount } from '../../src/core/money';
import { isUniqueViolation } from '../errors';
import { parsePromotion, MAX_WAGER_MULTIPLIER } from '../promotions/input';
import { statusOf, type PromotionRow } from '../promotions/catalog';
import { refused, table, usageOf, utc, UNSAFE_TEXT } from './queue';
import type { AdminResult } from './result';

/** Usage of the promo commands of the admin command line. */
export const PROMO_USAGE = `  promo list                     promotions: kind, status, dates, players in, bonuses claimed
  promo create <file.json>       add a promotion from a file (docs/promotions.md shows its fields)
  promo end <id|slug>            end a promotion now (bonuses already claimed keep wagering)
  promo code create <CODE> <amount> <coin> --uses <n> [--bonus [--wager <x>]] [--expires <ISO time>] [--note <text…>]
                                 a redemption code: pays amount once per player, at most n times in all; --bonus pays
                                 bonus money with wagering of x times the amount (0-${MAX_WAGER_MULTIPLIER}, default 1)
  promo code list                codes, their uses and state
  promo code end <CODE>          stop a code now`;

const usage = usageOf(PROMO_USAGE);

async function list(db: pg.Pool): Promise<AdminResult> {
  const { rows } = await db.query<PromotionRow & { players: number; claimed: number }>(
    `SELECT p.*, (SELECT count(DISTINCT user_id)::int FROM promotion_entries e WHERE e.promotion_id = p.id) AS players,
            (SELECT count(*)::int FROM promotion_entries e WHERE e.promotion_id = p.id AND e.state = 'claimed') AS claimed
       FROM promotions p ORDER BY p.sort, p.id`,
  );
  const now = new Date();
  return {
    code: 0,
    out: table(
      ['ID', 'KIND', 'SLUG', 'STATUS', 'STARTS', 'ENDS', 'PLAYERS', 'CLAIMED'],
      rows.map((r) => [
        String(r.id),
        r.kind,
        r.slug,
        statusOf(r, now),
        utc(r.starts_at),
        utc(r.ended_at ?? r.ends_at),
        String(r.players),
        String(r.claimed),
      ]),
    ),
  };
}

async function create(db: pg.Pool, file: string): Promise<AdminResult> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    return refused(`promo create: cannot read ${file} as JSON: ${(error as Error).message}`);
  }
  const p = parsePromotion(json);
  if (typeof p === 'string') return refused(`promo create: ${p}`);
  try {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO promotions (kind, slug, titles, summaries, bodies, faq, image, starts_at, ends_at, eligibility, reward, wagering,
                               games, popup, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
      [
        p.kind,
        p.slug,
        p.titles,
        p.summaries,
        p.bodies,
        JSON.stringify(p.faq),
        p.image,
        p.startsAt,
        p.endsAt,
        p.eligibility,
        p.reward,
        p.wagering,
        p.games,
        p.popup,
        p.sort,
      ],
    );
    return { code: 0, out: `created promotion ${rows[0]!.id} (${p.slug})` };
  } catch (error) {
    if (isUniqueViolation(error, 'promotions_slug_key')) return refused(`promo create: the slug ${p.slug} is taken`);
    if (isUniqueViolation(error, 'promotions_one_first_deposit'))
      return refused('promo create: a first-deposit offer is running; end it first (promo end <id>)');
    throw error;
  }
}

async function end(db: pg.Pool, which: string): Promise<AdminResult> {
  const byId = /^\d{1,9}$/.test(which);
  const { rows } = await db.query<{ id: number; slug: string }>(
    `UPDATE promotions SET ended_at = now() WHERE ${byId ? 'id = $1::int' : 'slug = $1'} AND ended_at IS NULL RETURNING id, slug`,
    [which],
  );
  if (rows.length === 0) return refused(`promo end: no running promotion ${which}`);
  return { code: 0, out: `ended promotion ${rows[0]!.id} (${rows[0]!.slug}); bonuses already claimed keep wagering` };
}

/** Reads --flag values out of args: flags with a value, the flags without, and the rest. */
function flags(
  args: readonly string[],
  valued: readonly string[],
): { values: Map<string, string>; bare: Set<string>; rest: string[] } | string {
  const values = new Map<string, string>();
  const bare = new Set<string>();
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--note') {
      values.set('--note', args.slice(i + 1).join(' '));
      break;
    }
    if (valued.includes(a)) {
      const v = args[i + 1];
      if (v === undefined || v.startsWith('--')) return `${a} needs a value`;
      values.set(a, v);
      i++;
    } else if (a.startsWith('--')) bare.add(a);
    else rest.push(a);
  }
  return { values, bare, rest };
}

async function codeCreate(db: pg.Pool, args: readonly string[]): Promise<AdminResult> {
  const parsed = flags(args, ['--uses', '--wager', '--expires']);
  if (typeof parsed === 'string') return usage(`promo code create: ${parsed}`);
  const { values, bare, rest } = parsed;
  const [codeText, amountText, coinText, ...extra] = rest;
  if (extra.length) return usage('promo code create: unexpected arguments');
  for (const b of bare) if (b !== '--bonus') return usage(`promo code create: unknown flag ${b}`);
  const code = (codeText ?? '').toUpperCase();
  if (!/^[A-Z0-9][A-Z0-9-]{3,31}$/.test(code)) return usage('promo code create: the code must be 4-32 letters, digits or dashes');
  if (!COIN_CODES.includes(coinText as Coin)) return usage(`promo code create: coin must be one of ${COIN_CODES.join(', ')}`);
  const coin = coinText as Coin;
  const amount = amountText === undefined ? null : parseAmount(amountText, coinDecimals(coin));
  if (!amount || amount.isZero())
    return usage(`promo code create: the amount must be a positive decimal with at most ${coinDecimals(coin)} decimals`);
  const uses = Number(values.get('--uses'));
  if (!Number.isInteger(uses) || uses < 1 || uses > 1_000_000)
    return usage('promo code create: --uses must be a whole number from 1 to 1000000');
  const bonus = bare.has('--bonus');
  const wager = values.get('--wager') ?? (bonus ? '1' : '0');
  if (!bonus && values.has('--wager')) return usage('promo code create: --wager needs --bonus (deposit money has no wagering)');
  const multiplier = parseAmount(wager, 4);
  if (!multiplier || multiplier.gt(MAX_WAGER_MULTIPLIER)) return usage(`promo code create: --wager must be 0 to ${MAX_WAGER_MULTIPLIER}`);
  const expiresText = values.get('--expires');
  const expires = expiresText === undefined ? null : new Date(expiresText);
  if (expires && (Number.isNaN(expires.getTime()) || expires <= new Date()))
    return usage('promo code create: --expires must be a future ISO time such as 2027-01-01T00:00:00Z');
  const note = (values.get('--note') ?? '').trim();
  if (note.length > 200 || UNSAFE_TEXT.test(note)) return usage('promo code create: the note must be at most 200 printable characters');
  try {
    await db.query(
      `INSERT INTO bonus_codes (code, coin, amount, balance_kind, multiplier, uses, expires_at, note) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [code, coin, amount.toFixed(), bonus ? 'BONUS' : 'DEPOSIT', multiplier.toFixed(), uses, expires, note],
    );
  } catch (error) {
    if (isUniqueViolation(error, 'bonus_codes_pkey')) return refused(`promo code create: the code ${code} exists`);
    throw error;
  }
  const what = bonus ? `bonus money with ${multiplier.toFixed()}x wagering` : 'deposit money';
  return {
    code: 0,
    out: `created code ${code}: ${amount.toFixed()} ${coin} of ${what}, ${uses} uses${expires ? `, until ${utc(expires)} UTC` : ''}`,
  };
}

async function codeList(db: pg.Pool): Promise<AdminResult> {
  const { rows } = await db.query<{
    code: string;
    coin: string;
    amount: string;
    balance_kind: string;
    multiplier: string;
    uses: number;
    used: number;
    expires_at: Date | null;
    ended_at: Date | null;
    note: string;
  }>('SELECT * FROM bonus_codes ORDER BY created_at DESC, code LIMIT 200');
  const now = new Date();
  return {
    code: 0,
    out: table(
      ['CODE', 'AMOUNT', 'PAID TO', 'WAGER', 'USED', 'EXPIRES', 'STATE', 'NOTE'],
      rows.map((r) => [
        r.code,
        `${r.amount.replace(/\.?0+$/, '')} ${r.coin}`,
        r.balance_kind,
        `${r.multiplier.replace(/\.?0+$/, '')}x`,
        `${r.used}/${r.uses}`,
        utc(r.expires_at),
        r.ended_at ? 'ended' : r.expires_at && r.expires_at <= now ? 'expired' : r.used >= r.uses ? 'used up' : 'live',
        r.note,
      ]),
    ),
  };
}

async function codeEnd(db: pg.Pool, code: string): Promise<AdminResult> {
  const { rowCount } = await db.query('UPDATE bonus_codes SET ended_at = now() WHERE code = $1 AND ended_at IS NULL', [code.toUpperCase()]);
  return rowCount ? { code: 0, out: `ended code ${code.toUpperCase()}` } : refused(`promo code end: no live code ${code.toUpperCase()}`);
}

/** Runs a `promo …` command. */
export async function runPromoAdmin(db: pg.Pool, args: readonly string[]): Promise<AdminResult> {
  const [verb, first, ...rest] = args;
  if (verb === 'list') return first ? usage('promo list: unexpected arguments') : list(db);
  if (verb === 'create') return !first || rest.length ? usage('promo create: one file is required') : create(db, first);
  if (verb === 'end') return !first || rest.length ? usage('promo end: one promotion id or slug is required') : end(db, first);
  if (verb === 'code') {
    const [sub, code, ...more] = args.slice(1);
    if (sub === 'create') return codeCreate(db, args.slice(2));
    if (sub === 'list') return code ? usage('promo code list: unexpected arguments') : codeList(db);
    if (sub === 'end') return !code || more.length ? usage('promo code end: one code is required') : codeEnd(db, code);
    return usage(`promo code: unknown command ${sub ?? ''}`.trim());
  }
  return usage(`promo: unknown command ${verb ?? ''}`.trim());
}
