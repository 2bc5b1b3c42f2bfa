import { describe, expect, it } from 'vitest';
import { decodeCasinoToken, encodeCasinoToken } from './casinoToken';

describe('casino token (/casino/{token})', () => {
  it('is base64url of gameCode|arg|demo', () => {
    const token = encodeCasinoToken({ gameCode: 'pg-1543462', arg: 'PG', demo: true });
    expect(token).toBe(Buffer.from('pg-1543462|PG|1').toString('base64url'));
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it.each([
    { gameCode: '10003', arg: '', demo: false },
    { gameCode: 'evo.lightning-roulette', arg: 'table 7 ä', demo: true },
    { gameCode: 'a', arg: 'b', demo: false },
    { gameCode: 'ab', arg: 'cd', demo: true },
  ])('round-trips %o', (launch) => {
    const token = encodeCasinoToken(launch);
    expect(token).toBe(Buffer.from(`${launch.gameCode}|${launch.arg}|${launch.demo ? 1 : 0}`).toString('base64url'));
    expect(decodeCasinoToken(token)).toEqual(launch);
  });

  it.each([
    ['', 'empty'],
    ['gameInfo', 'not a token'],
    ['exit_iframe', 'not a token'],
    ['eyJjb2RlIjoxfQ', 'JSON, no separators'],
    [Buffer.from('10003|x').toString('base64url'), 'two parts'],
    [Buffer.from('10003|x|2').toString('base64url'), 'bad demo flag'],
    [Buffer.from('|x|1').toString('base64url'), 'empty game code'],
    [Buffer.from('a b|x|1').toString('base64url'), 'space in game code'],
    ['abc$', 'not base64url'],
    ['abcde', 'impossible length'],
    [Buffer.from([0xff, 0xfe, 0x7c, 0x7c, 0x31]).toString('base64url'), 'not UTF-8'],
  ])('rejects %s (%s)', (token) => {
    expect(decodeCasinoToken(token)).toBeNull();
  });

  it('rejects a game code it cannot carry', () => {
    expect(() => encodeCasinoToken({ gameCode: 'a|b', arg: '', demo: false })).toThrow();
    expect(() => encodeCasinoToken({ gameCode: 'x', arg: 'a|b', demo: false })).toThrow();
  });
});
