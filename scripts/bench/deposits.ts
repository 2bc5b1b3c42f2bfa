import { randomBytes } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { PAY_CURRENCIES, SIGNATURE_HEADER, signIpn } from '../../server/wallet/payments/ipn';
import { request, type BenchPlayer } from './http';
import { withTx } from '../../server/db/pool';
import { closedLoop, type LoadResult } from './load';

// Deposits credited by the payment provider's signed notifications, beside the database's own rate for the core of a
// credit (one balance row raised, one ledger row written, in one transaction).

/** The IPN secret the bench's server is started with (PAYMENT_IPN_SECRET). */
export const BENCH_IPN_SECRET = 'bench-ipn-secret-not-for-production';
/** Coin and amount of each benchmarked deposit: at the coin's minimum, so every one is credited. */
const COIN = 'USDT';
const AMOUNT = '10';
const CONFIRMATIONS = 12;

const agent = new http.Agent({ keepAlive: true, maxSockets: 16, maxFreeSockets: 16 });

/** The player's USDT deposit address, asked for once as the wallet's Deposit tab does. */
async function depositAddress(base: string, player: BenchPlayer): Promise<string> {
  const { body: text } = await request(base, 'GET', `/api/wallet/deposit?coin=${COIN}`, { cookie: player.cookie }, undefined, agent);
  const body = JSON.parse(text) as { code: number; msg: string; data?: { address: string } };
  if (body.code !== 200 || !body.data) throw new Error(`deposit address refused: ${body.msg}`);
  return body.data.address;
}

let nextPayment = Date.now() * 10;

/**
 * `workers` closed loops, each posting signed `finished` notifications of new on-chain payments to one player's
 * address (one payment, one notification, one credit); an operation counts when the server answers `credited`.
 */
export async function webhookDeposits(
  base: string,
  players: readonly BenchPlayer[],
  workers: number,
  seconds: number,
): Promise<LoadResult> {
  const addresses = await Promise.all(players.map((p) => depositAddress(base, p)));
  return closedLoop(workers, seconds, async (w) => {
    const paymentId = ++nextPayment;
    const body = {
      payment_id: paymentId,
      payment_status: 'finished',
      pay_address: addresses[w % addresses.length]!,
      payin_extra_id: null,
      pay_amount: AMOUNT,
      actually_paid: AMOUNT,
      pay_currency: PAY_CURRENCIES[COIN],
      order_id: null,
      confirmations: CONFIRMATIONS,
      tx_hash: randomBytes(32).toString('hex'),
      updated_at: new Date().toISOString(),
    };
    const json = JSON.stringify(body);
    const { body: text } = await request(
      base,
      'POST',
      '/v1/hooks/payments/demo',
      {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(json)),
        [SIGNATURE_HEADER]: signIpn(BENCH_IPN_SECRET, body),
      },
      json,
      agent,
    );
    const answer = JSON.parse(text) as { code: number; data?: { outcome: string } };
    return answer.code === 200 && answer.data?.outcome === 'credited';
  });
}

/**
 * The baseline: raw transactions through `pg` with `workers` connections, each raising one of `rows` balance rows and
 * inserting one ledger-like row with the balance after it: what a credit costs the database at its core.
 */
export async function rawLedgerCredits(url: string, workers: number, rows: number, seconds: number): Promise<LoadResult> {
  const pool = new pg.Pool({ connectionString: url, max: workers });
  try {
    await pool.query('CREATE TABLE IF NOT EXISTS bench_balances (id int PRIMARY KEY, amount NUMERIC(36,18) NOT NULL CHECK (amount >= 0))');
    await pool.query(`CREATE TABLE IF NOT EXISTS bench_ledger (
      id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, row_id int NOT NULL, delta NUMERIC(36,18) NOT NULL,
      balance_after NUMERIC(36,18) NOT NULL, reason TEXT NOT NULL, ref TEXT, created_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
    await pool.query('TRUNCATE bench_balances, bench_ledger');
    await pool.query('INSERT INTO bench_balances SELECT g, 0 FROM generate_series(1, $1) g', [rows]);
    let n = 0;
    return await closedLoop(workers, seconds, (w) =>
      withTx(pool, async (client) => {
        const id = (w % rows) + 1;
        const res = await client.query<{ amount: string }>(
          'UPDATE bench_balances SET amount = amount + $2 WHERE id = $1 RETURNING amount',
          [id, AMOUNT],
        );
        await client.query(`INSERT INTO bench_ledger (row_id, delta, balance_after, reason, ref) VALUES ($1, $2, $3, 'deposit', $4)`, [
          id,
          AMOUNT,
          res.rows[0]!.amount,
          `deposit:${++n}`,
        ]);
        return true;
      }),
    );
  } finally {
    await pool.query('DROP TABLE IF EXISTS bench_balances, bench_ledger').catch(() => undefined);
    await pool.end();
  }
}

/** Closes the bench's keep-alive sockets to the server. */
export function closeDepositClient(): void {
  agent.destroy();
}

/** The deposit figures of one run: both loads pooled over their turns. */
export interface DepositFigures {
  raw: LoadResult;
  hooks: LoadResult;
  workers: number;
  seconds: number;
  repeats: number;
}

/** The Deposits section of docs/benchmarks.md. */
export function renderDepositSection(d: DepositFigures | { error: string }): string {
  if ('error' in d) return `Deposit figures could not be taken in this run: ${d.error}\n`;
  const rate = (r: LoadResult) => Math.round(r.ops / r.seconds).toLocaleString('en-US');
  const p = (r: LoadResult, q: number) => {
    const sorted = [...r.latenciesMs].sort((a, b) => a - b);
    return `${(sorted[Math.min(sorted.length - 1, Math.ceil((q / 100) * sorted.length) - 1)] ?? NaN).toFixed(2)} ms`;
  };
  return [
    `Deposits credited by the payment provider's signed notifications (\`POST /v1/hooks/payments/demo\`, HMAC-SHA512 over`,
    `the sorted-key JSON checked on the raw body, the audit row, the deposit row, the ledger credit, the notification and`,
    `the type 3 push), ${d.workers} closed loops on 8 players, each notification a new ${AMOUNT} ${COIN} payment already`,
    `\`finished\` with ${CONFIRMATIONS} confirmations, counted when the answer says \`credited\`. Baseline, in turn with it`,
    `(${d.repeats} × ${d.seconds} s each, pooled): raw transactions through \`pg\` (${d.workers} connections over 8 rows) that`,
    `raise a balance row and insert one ledger row, the core of a credit.`,
    '',
    '| what | per second | refused or failed | p50 | p99 |',
    '|---|---|---|---|---|',
    `| raw ledger credits (UPDATE + INSERT), 8 rows | ${rate(d.raw)} | ${d.raw.errors} | ${p(d.raw, 50)} | ${p(d.raw, 99)} |`,
    `| webhook deposits credited, 8 players | ${rate(d.hooks)} | ${d.hooks.errors} | ${p(d.hooks, 50)} | ${p(d.hooks, 99)} |`,
    '',
    `Webhook deposits / raw ledger credits: ${(d.hooks.ops / d.hooks.seconds / (d.raw.ops / d.raw.seconds)).toFixed(2)}.`,
    '',
  ].join('\n');
}
