// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { minesLayoutOf } from '../src/core/games/mines';
import { EXIT_USAGE, main } from './fairness';

const S = 'b6e2f2e0a4c0b7d1e3f4a5b6c7d8e9f00112233445566778899aabbccddeeff';

function cli(...args: string[]): { code: number; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const code = main(
    args,
    (l) => out.push(l),
    (l) => err.push(l),
  );
  return { code, out, err };
}

// First float by hand from Node's HMAC.
const first = (nonce: number): number => createHmac('sha256', S).update(`c1:${nonce}:0`).digest().readUInt32BE(0) / 2 ** 32;

describe('fairness CLI', () => {
  it('dice prints one JSON line with the roll and, given a target, the outcome', () => {
    const r = cli('dice', '--server-seed', S, '--client-seed', 'c1', '--nonce', '5', '--target', '50', '--condition', 'under');
    expect(r.code).toBe(0);
    expect(r.out).toHaveLength(1);
    const o = JSON.parse(r.out[0]!);
    const roll = Math.floor(first(5) * 10001) / 100;
    expect(o).toMatchObject({
      game: 'dice',
      result: roll,
      target: '50',
      condition: 'under',
      win: roll < 50,
      multiplier: '1.9800',
      nonce: 5,
      clientSeed: 'c1',
    });
    expect(JSON.parse(cli('dice', '--server-seed', S, '--client-seed', 'c1', '--nonce', '5').out[0]!).result).toBe(roll);
  });

  it('limbo and floats', () => {
    const f = first(0);
    const l = JSON.parse(cli('limbo', '--server-seed', S, '--client-seed', 'c1', '--nonce', '0', '--target', '2').out[0]!);
    expect(l.result).toBe(Math.min(1e6, Math.max(1, Math.floor((99 * 2 ** 32) / (f * 2 ** 32)) / 100)));
    expect(l.win).toBe(l.result >= 2);
    const fl = JSON.parse(cli('floats', '--server-seed', S, '--client-seed', 'c1', '--nonce', '0', '--count', '10').out[0]!);
    expect(fl.floats).toHaveLength(10);
    expect(fl.floats[0]).toBe(f);
  });

  it('plinko prints the bucket, its multiplier and the path: one float per row, floor(float × 2)', () => {
    // By hand from Node's HMAC: 16 floats over rounds 0 and 1.
    const bits = [0, 1].flatMap((round) => {
      const d = createHmac('sha256', S).update(`c1:7:${round}`).digest();
      return Array.from({ length: 8 }, (_, i) => Math.floor((d.readUInt32BE(i * 4) / 2 ** 32) * 2));
    });
    for (const [rows, risk, table] of [
      [16, 'high', ['1000', '130', '26', '9', '4', '2', '0.2', '0.2', '0.2', '0.2', '0.2', '2', '4', '9', '26', '130', '1000']],
      [8, 'low', ['5.6', '2.1', '1.1', '1', '0.5', '1', '1.1', '2.1', '5.6']],
    ] as const) {
      const r = cli('plinko', '--server-seed', S, '--client-seed', 'c1', '--nonce', '7', '--rows', String(rows), '--risk', risk);
      expect(r.code).toBe(0);
      const o = JSON.parse(r.out[0]!);
      const path = bits.slice(0, rows);
      const bucket = path.reduce((a, b) => a + b, 0);
      expect(o).toMatchObject({ game: 'plinko', bucket, path, rows, risk, nonce: 7, clientSeed: 'c1' });
      expect(Number(o.multiplier)).toBe(Number(table[bucket]));
      expect(o.win).toBe(Number(table[bucket]) > 1);
    }
    // Without a board: the bucket of 16 rows.
    const bare = JSON.parse(cli('plinko', '--server-seed', S, '--client-seed', 'c1', '--nonce', '7').out[0]!);
    expect(bare).toMatchObject({ game: 'plinko', result: bits.reduce((a, b) => a + b, 0) });
  });

  it('bad arguments: stderr and exit code 2', () => {
    for (const args of [
      [],
      ['roulette', '--server-seed', S, '--client-seed', 'c', '--nonce', '0'],
      ['dice', '--client-seed', 'c', '--nonce', '0'],
      ['dice', '--server-seed', S, '--nonce', '0'],
      ['dice', '--server-seed', S, '--client-seed', 'c', '--nonce', '-1'],
      ['dice', '--server-seed', S, '--client-seed', 'c', '--nonce', '0', '--target', '99', '--condition', 'under'],
      ['dice', '--server-seed', S, '--client-seed', 'c', '--nonce', '0', '--condition', 'sideways'],
      ['limbo', '--server-seed', S, '--client-seed', 'c', '--nonce', '0', '--target', '1'],
      ['plinko', '--server-seed', S, '--client-seed', 'c', '--nonce', '0', '--rows', '17', '--risk', 'low'],
      ['plinko', '--server-seed', S, '--client-seed', 'c', '--nonce', '0', '--rows', '12.5', '--risk', 'low'],
      ['plinko', '--server-seed', S, '--client-seed', 'c', '--nonce', '0', '--rows', 'many', '--risk', 'low'],
      ['plinko', '--server-seed', S, '--client-seed', 'c', '--nonce', '0', '--rows', '12', '--risk', 'extreme'],
      ['plinko', '--server-seed', S, '--client-seed', 'c', '--nonce', '0', '--rows', '12'],
      ['plinko', '--server-seed', S, '--client-seed', 'c', '--nonce', '0', '--target', '2'],
      ['floats', '--server-seed', S, '--client-seed', 'c', '--nonce', '0'],
      ['floats', '--server-seed', S, '--client-seed', 'c', '--nonce', '0', '--count', 'many'],
      ['dice', '--bogus'],
    ]) {
      const r = cli(...args);
      expect(r.code, args.join(' ')).toBe(EXIT_USAGE);
      expect(r.out).toEqual([]);
      expect(r.err[0]).toMatch(/^fairness: /);
    }
  });

  it('mines prints the layout, {"mines": [...]}, the same as the server computes; its options are its own', () => {
    const r = cli('mines', '--server-seed', S, '--client-seed', 'c1', '--nonce', '5', '--mines', '3');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out[0]!)).toEqual({ mines: minesLayoutOf(S, 'c1', 5, 3) });
    const all = JSON.parse(cli('mines', '--server-seed', S, '--client-seed', 'c1', '--nonce', '5', '--mines', '24').out[0]!).mines;
    expect(all).toHaveLength(24);
    expect(all.slice().sort((a: number, b: number) => a - b)).toEqual(all);
    for (const args of [
      ['mines', '--server-seed', S, '--client-seed', 'c', '--nonce', '0'],
      ['mines', '--server-seed', S, '--client-seed', 'c', '--nonce', '0', '--mines', '0'],
      ['mines', '--server-seed', S, '--client-seed', 'c', '--nonce', '0', '--mines', '25'],
      ['mines', '--server-seed', S, '--client-seed', 'c', '--nonce', '0', '--mines', '2.5'],
      ['mines', '--server-seed', S, '--client-seed', 'c', '--nonce', '0', '--mines', '3', '--target', '2'],
      ['dice', '--server-seed', S, '--client-seed', 'c', '--nonce', '0', '--mines', '3'],
      ['floats', '--server-seed', S, '--client-seed', 'c', '--nonce', '0', '--count', '2', '--mines', '3'],
    ]) {
      const bad = cli(...args);
      expect(bad.code, args.join(' ')).toBe(EXIT_USAGE);
      expect(bad.err[0]).toMatch(/^fairness: /);
    }
  });

  it('runs as a script through tsx', () => {
    const ok = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/fairness.ts', 'dice', '--server-seed', S, '--client-seed', 'c1', '--nonce', '5'],
      { encoding: 'utf8' },
    );
    expect(ok.status).toBe(0);
    expect(ok.stdout.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(ok.stdout).game).toBe('dice');
    const bad = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/fairness.ts', 'dice'], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/--server-seed is required/);
  }, 60000);

  it('crash prints the crash point of a game hash and salt; crash-chain the games before it', () => {
    const hash = createHash('sha256').update('a game').digest('hex');
    const salt = '0000000000000000000fa3b65e43e4240d71762a5bf397d5304b2596d116859c';
    const h = createHmac('sha256', salt).update(Buffer.from(hash, 'hex')).digest('hex');
    const expected = Math.max(1, Math.floor(99 / (1 - parseInt(h.slice(0, 13), 16) / 2 ** 52)) / 100);
    const r = cli('crash', '--hash', hash, '--salt', salt);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out[0]!)).toEqual({ crashPoint: expected });

    const chain = JSON.parse(cli('crash-chain', '--hash', hash, '--count', '4', '--salt', salt).out[0]!);
    expect(chain.games).toHaveLength(4);
    let previous = hash;
    for (const game of chain.games) {
      expect(game.hash).toBe(createHash('sha256').update(Buffer.from(previous, 'hex')).digest('hex'));
      expect(game.crashPoint).toBe(JSON.parse(cli('crash', '--hash', game.hash, '--salt', salt).out[0]!).crashPoint);
      previous = game.hash;
    }
    expect(JSON.parse(cli('crash-chain', '--hash', hash, '--count', '1').out[0]!).salt).toBe('highstakes-crash-salt-v1');
  });

  it('crash and crash-chain refuse bad arguments with exit code 2', () => {
    const hash = 'ab'.repeat(32);
    for (const [args, msg] of [
      [['crash', '--salt', 's'], '--hash is required'],
      [['crash', '--hash', hash], '--salt is required'],
      [['crash', '--hash', 'AB'.repeat(32), '--salt', 's'], '--hash must be 64 lowercase hex'],
      [['crash', '--hash', hash, '--salt', ''], '--salt must not be empty'],
      [['crash', '--hash', hash, '--salt', 's', '--nonce', '1'], 'crash takes no --nonce'],
      [['crash-chain', '--hash', hash], '--count is required'],
      [['crash-chain', '--hash', hash, '--count', '0'], '--count must be a whole number from 1 to 100000'],
      [['crash-chain', '--hash', hash, '--count', '100001'], '--count must be a whole number from 1 to 100000'],
      [['crash-chain', '--hash', hash, '--count', '2', '--server-seed', S], 'crash-chain takes no --server-seed'],
    ] as const) {
      const r = cli(...args);
      expect(r.code, args.join(' ')).toBe(EXIT_USAGE);
      expect(r.out).toEqual([]);
      expect(r.err[0]).toContain(msg);
    }
  });
});
