// @vitest-environment node
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ints, payoutOf, sha256Hex, verifyBet } from '../../fairness';
import { Decimal } from '../../money';
import { betRequestSchema, INSTANT_GAMES } from '../registry';
import { isPaid, type SettledBetOf } from '../types';
import {
  PLINKO_ROW_COUNTS,
  PLINKO_RISKS,
  plinkoBucketChances,
  plinkoMaxMultiplier,
  plinkoRtp,
  plinkoTable,
  plinkoWinChance,
} from './index';

const plinko = INSTANT_GAMES.plinko;
const SERVER = 'b6e2f2e0a4c0b7d1e3f4a5b6c7d8e9f00112233445566778899aabbccddeeff';
const HALF = 2 ** 31;

// Each table's return to player: sum over buckets of C(rows, k) / 2^rows × multiplier, exact (binary fractions).
const PINNED_RTP: Record<number, Record<string, string>> = {
  8: { low: '0.98984375', medium: '0.9890625', high: '0.990625' },
  9: { low: '0.98984375', medium: '0.99140625', high: '0.990625' },
  10: { low: '0.9900390625', medium: '0.9890625', high: '0.990625' },
  11: { low: '0.9900390625', medium: '0.990234375', high: '0.9916015625' },
  12: { low: '0.989794921875', medium: '0.989892578125', high: '0.991162109375' },
  13: { low: '0.989990234375', medium: '0.98994140625', high: '0.990869140625' },
  14: { low: '0.99000244140625', medium: '0.98994140625', high: '0.98978271484375' },
  15: { low: '0.990008544921875', medium: '0.989984130859375', high: '0.990264892578125' },
  16: { low: '0.9899871826171875', medium: '0.9898834228515625', high: '0.989764404296875' },
};

describe('plinko tables', () => {
  it('has 27 mirrored tables of rows + 1 multipliers, each with at most one decimal', () => {
    for (const rows of PLINKO_ROW_COUNTS) {
      for (const risk of PLINKO_RISKS) {
        const t = plinkoTable(rows, risk);
        expect(t).toHaveLength(rows + 1);
        expect([...t].reverse()).toEqual(t);
        for (const m of t) expect(m).toMatch(/^\d+(\.\d)?$/);
      }
    }
    expect(plinkoTable(16, 'high')).toEqual([
      '1000',
      '130',
      '26',
      '9',
      '4',
      '2',
      '0.2',
      '0.2',
      '0.2',
      '0.2',
      '0.2',
      '2',
      '4',
      '9',
      '26',
      '130',
      '1000',
    ]);
    expect(plinkoMaxMultiplier(16, 'high')).toBe('1000');
  });

  it("computes each table's RTP from the binomial distribution, exactly, and pins it (all 27 between 98.9% and 99.2%)", () => {
    for (const rows of PLINKO_ROW_COUNTS) {
      const chances = plinkoBucketChances(rows);
      expect(chances.reduce((a, b) => a.plus(b), new Decimal(0)).toFixed()).toBe('1');
      for (const risk of PLINKO_RISKS) {
        const rtp = plinkoRtp(rows, risk);
        expect(rtp, `${rows} ${risk}`).toBe(PINNED_RTP[rows]![risk]);
        expect(new Decimal(rtp).gte('0.989') && new Decimal(rtp).lte('0.992')).toBe(true);
        expect(plinko.rtpOf!({ rows, risk })).toBe(rtp);
      }
    }
    expect(plinkoWinChance(8, 'low')).toBe('28.90625');
  });

  it('settle pays exactly the binomial RTP: every path of every board, enumerated', () => {
    for (const rows of PLINKO_ROW_COUNTS) {
      for (const risk of PLINKO_RISKS) {
        const paidByBucket = new Array<number>(rows + 1).fill(0);
        let allPaid = true;
        const stream = new Array<number>(16).fill(0);
        for (let bits = 0; bits < 2 ** rows; bits++) {
          // Alternate the two ends of each half of the 32-bit range: 0 / 2^31 - 1 go left, 2^31 / 2^32 - 1 right.
          for (let i = 0; i < rows; i++) stream[i] = (bits >> i) & 1 ? (i % 2 ? HALF : 2 ** 32 - 1) : i % 2 ? HALF - 1 : 0;
          const s = plinko.settle(stream, { rows, risk });
          allPaid &&= isPaid(s);
          paidByBucket[s.outcome.bucket]! += 1;
        }
        expect(allPaid).toBe(true);
        const table = plinkoTable(rows, risk);
        const total = paidByBucket.reduce((sum, n, k) => sum.plus(new Decimal(table[k]!).times(n)), new Decimal(0));
        expect(total.div(2 ** rows).toFixed(), `${rows} ${risk}`).toBe(PINNED_RTP[rows]![risk]);
      }
    }
  });
});

describe('plinko definition', () => {
  it('reads one float per row, floor(float × 2): the path, the bucket (rights), its multiplier; win above 1×', () => {
    const stream = ints(SERVER, 'c1', 3, 16);
    // By hand from Node's HMAC: 16 floats of rounds 0 and 1.
    const byHand = [0, 1].flatMap((round) => {
      const d = createHmac('sha256', SERVER).update(`c1:3:${round}`).digest();
      return Array.from({ length: 8 }, (_, i) => Math.floor((d.readUInt32BE(i * 4) / 2 ** 32) * 2));
    });
    for (const rows of [8, 13, 16]) {
      const s = plinko.settle(stream, { rows, risk: 'high' });
      const path = byHand.slice(0, rows);
      const bucket = path.reduce((a, b) => a + b, 0);
      const m = plinkoTable(rows, 'high')[bucket]!;
      expect(s).toEqual({ outcome: { bucket, path }, win: new Decimal(m).gt(1), multiplier: new Decimal(m).toFixed(1), paid: true });
    }
    expect(plinko.settle(new Array(16).fill(HALF - 1), { rows: 8, risk: 'low' })).toMatchObject({
      outcome: { bucket: 0 },
      multiplier: '5.6',
      win: true,
    });
    expect(plinko.settle(new Array(16).fill(HALF), { rows: 16, risk: 'high' })).toMatchObject({
      outcome: { bucket: 16 },
      multiplier: '1000.0',
    });
    // The centre of 8 rows, low risk: 0.5× is paid, not a win; 1× is paid, not a win.
    const centre = [0, HALF, 0, HALF, 0, HALF, 0, HALF];
    expect(plinko.settle(centre, { rows: 8, risk: 'low' })).toMatchObject({
      outcome: { bucket: 4 },
      multiplier: '0.5',
      win: false,
      paid: true,
    });
    expect(plinko.settle([HALF, ...centre.slice(1)], { rows: 8, risk: 'low' })).toMatchObject({ multiplier: '1.0', win: false });
    expect(payoutOf('10', '0.2', true, 'USDT')).toBe('2.000000');
  });

  it('params: shape by the schema, rows 8-16 and the risks by paramsError, each with a message a player reads', () => {
    const body = { coin: 'USDT', amount: '1', balanceType: 'DEPOSIT' };
    expect(betRequestSchema('plinko').safeParse({ ...body, rows: 16, risk: 'high' }).success).toBe(true);
    for (const [params, message] of [
      [{ rows: '16', risk: 'high' }, 'rows must be a whole number from 8 to 16'],
      [{ rows: 16, risk: 'extreme' }, 'risk must be low, medium or high'],
      [{ rows: 16 }, 'risk must be low, medium or high'],
      [{ rows: 16, risk: 'low', target: '2' }, 'Unrecognized key'],
    ] as const) {
      const r = betRequestSchema('plinko').safeParse({ ...body, ...params });
      expect(r.success).toBe(false);
      expect(r.error!.issues[0]!.message).toContain(message);
    }
    for (const rows of [7, 17, 8.5, -8, 0])
      expect(plinko.paramsError({ rows, risk: 'low' })).toBe('rows must be a whole number from 8 to 16');
    expect(plinko.paramsError({ rows: 12, risk: 'medium' })).toBeNull();
    expect(plinko.canonicalParams({ rows: 12, risk: 'medium' })).toEqual({ rows: 12, risk: 'medium' });
  });

  it('texts, round, presentation and the public outcome (the bucket without the path)', () => {
    expect(plinko.resultText({ bucket: 0 }, { rows: 16, risk: 'high' })).toBe('1000×');
    expect(plinko.resultText({ bucket: 8, path: [] }, { rows: 16, risk: 'high' })).toBe('0.2×');
    expect(plinko.resultText({ bucket: 3 })).toBe('Bucket 3');
    expect(plinko.paramsText({ rows: 16, risk: 'high' })).toBe('16 rows · high');
    expect(plinko.publicOutcome!({ bucket: 5, path: [1, 1, 1, 1, 1, 0, 0, 0] })).toEqual({ bucket: 5 });
    const round = { rows: 8, risk: 'low' as const, bucket: 4, multiplier: '0.5', win: false };
    expect(plinko.present(round)).toEqual([{ type: 'drop' }, { type: 'bucket', bucket: 4, multiplier: '0.5' }, { type: 'lose' }]);
    expect(plinko.present({ ...round, bucket: 0, multiplier: '5.6', win: true }).at(-1)).toEqual({ type: 'win', multiplier: '5.6' });
  });

  it('a settled bet verifies from its seeds with and without its path, and pays a 0.2× bucket', () => {
    const nonce = [...Array(200).keys()].find(
      (n) => plinko.settle(ints(SERVER, 'c', n, 16), { rows: 16, risk: 'high' }).multiplier === '0.2',
    )!;
    const s = plinko.settle(ints(SERVER, 'c', nonce, 16), { rows: 16, risk: 'high' });
    const bet: SettledBetOf<'plinko'> = {
      id: 1,
      game: 'plinko',
      userName: 'p',
      coin: 'USDT',
      balanceType: 'DEPOSIT',
      amount: '3.000000',
      multiplier: s.multiplier,
      payout: payoutOf('3', s.multiplier, isPaid(s), 'USDT'),
      win: s.win,
      params: { rows: 16, risk: 'high' },
      outcome: s.outcome,
      nonce,
      clientSeed: 'c',
      serverSeedHash: sha256Hex(SERVER),
      serverSeed: SERVER,
      createdAt: '',
    };
    expect(bet.payout).toBe('0.600000');
    expect(verifyBet(bet)).toMatchObject({ hashMatches: true, matches: true, payout: '0.600000', win: false, resultText: '0.2×' });
    expect(verifyBet({ ...bet, outcome: { bucket: s.outcome.bucket } }).matches).toBe(true);
    expect(verifyBet({ ...bet, outcome: { bucket: s.outcome.bucket + 1 } }).matches).toBe(false);
    expect(verifyBet({ ...bet, outcome: { bucket: s.outcome.bucket, path: [...s.outcome.path!].reverse().concat(1) } }).matches).toBe(
      false,
    );
    const round = { rows: 16, risk: 'high', bucket: s.outcome.bucket, multiplier: '0.2', win: false };
    expect(plinko.toRound(bet)).toEqual({ ...round, path: s.outcome.path });
    expect(plinko.toRound({ ...bet, outcome: { bucket: s.outcome.bucket } })).toEqual(round);
  });
});
