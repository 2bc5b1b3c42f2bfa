// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ints, payoutOf, sha256Hex, verifyBet } from '../fairness';
import { Decimal } from '../money';
import { GAME_CODES, HOUSE_EDGE } from './catalog';
import { HOUSE_RTP } from './rtp';
import { diceOutcomeOf, diceRollHundredths, limboHundredths, limboOutcomeOf } from './index';
import { INSTANT_GAMES, INSTANT_GAME_NAMES, betRequestSchema, isInstantGame, splitBetRequest } from './registry';
import { isLanding, type SettledBetOf } from './types';

const SERVER = 'b6e2f2e0a4c0b7d1e3f4a5b6c7d8e9f00112233445566778899aabbccddeeff';

describe('game registry', () => {
  it('has one definition per instant game, each with its catalogue code and the one RTP', () => {
    expect(INSTANT_GAME_NAMES).toEqual(['dice', 'limbo', 'plinko', 'mines']);
    for (const name of INSTANT_GAME_NAMES) {
      const def = INSTANT_GAMES[name];
      expect(def.game).toBe(name);
      expect(GAME_CODES[def.code]).toBe(name);
      expect(def.rtp).toBe(HOUSE_RTP);
    }
    expect(new Decimal(1).minus(HOUSE_EDGE).toFixed(2)).toBe(HOUSE_RTP);
    expect(isInstantGame('dice')).toBe(true);
    expect(isInstantGame('crash')).toBe(false);
    expect(isInstantGame('toString')).toBe(false);
  });

  it('dice settles as its rules do, pays RTP / chance, and presents roll then the landing', () => {
    const dice = INSTANT_GAMES.dice;
    for (const n of [0, 1, 2 ** 31, 2 ** 32 - 1, 123456789]) {
      const rules = diceOutcomeOf(diceRollHundredths(n), '50.50', 'over');
      expect(dice.settle([n], { target: '50.50', condition: 'over' })).toEqual({
        outcome: { roll: rules.result },
        win: rules.win,
        multiplier: rules.multiplier,
      });
    }
    // 49.5% at a 1% edge pays exactly 2x.
    expect(dice.settle([0], { target: '49.50', condition: 'under' }).multiplier).toBe('2.0000');
    expect(dice.canonicalParams({ target: '50.5', condition: 'under' })).toEqual({ target: '50.50', condition: 'under' });
    expect(dice.canonicalParams({ target: '7', condition: 'over' })).toEqual({ target: '7.00', condition: 'over' });
    expect(dice.paramsError({ target: '1.99', condition: 'over' })).toMatch(/between 2 and 99.99/);
    expect(dice.paramsText({ target: '50.50', condition: 'under' })).toBe('< 50.50');
    const round = { roll: '77.10', target: '50.50', condition: 'over' as const, win: true, multiplier: '1.9603' };
    const events = dice.present(round);
    expect(events).toEqual([
      { type: 'roll', value: '77.10' },
      { type: 'win', multiplier: '1.9603' },
    ]);
    expect(isLanding(events.at(-1)!)).toBe(true);
    expect(isLanding(events[0]!)).toBe(false);
  });

  it('limbo settles as its rules do and is paid at its target', () => {
    const limbo = INSTANT_GAMES.limbo;
    for (const n of [0, 1, 2 ** 31, 2 ** 32 - 1, 987654321]) {
      const rules = limboOutcomeOf(limboHundredths(n), '2.00');
      expect(limbo.settle([n], { target: '2.00' })).toEqual({ outcome: { result: rules.result }, win: rules.win, multiplier: '2.00' });
    }
    expect(limbo.canonicalParams({ target: '1000000' })).toEqual({ target: '1000000.00' });
    expect(limbo.resultText({ result: '2.47' })).toBe('2.47×');
    expect(limbo.present({ result: '1.20', target: '2.00', win: false })).toEqual([{ type: 'reveal', value: '1.20' }, { type: 'lose' }]);
  });

  it('a settled bet becomes its round without casts, and verifies through its definition', () => {
    const [n] = ints(SERVER, 'c', 0, 1);
    const s = INSTANT_GAMES.dice.settle([n!], { target: '50.00', condition: 'under' });
    const bet: SettledBetOf<'dice'> = {
      id: 1,
      game: 'dice',
      userName: 'p',
      coin: 'USDT',
      balanceType: 'DEPOSIT',
      amount: '1.000000',
      multiplier: s.win ? s.multiplier : '0',
      payout: payoutOf('1', s.multiplier, s.win, 'USDT'),
      win: s.win,
      params: { target: '50.00', condition: 'under' },
      outcome: s.outcome,
      nonce: 0,
      clientSeed: 'c',
      serverSeedHash: sha256Hex(SERVER),
      serverSeed: SERVER,
      createdAt: '',
    };
    expect(INSTANT_GAMES.dice.toRound(bet)).toEqual({
      roll: s.outcome.roll,
      target: '50.00',
      condition: 'under',
      win: s.win,
      multiplier: bet.multiplier,
    });
    expect(verifyBet(bet).matches).toBe(true);
  });

  it("bet requests are strict: the common fields plus the game's own, nothing else", () => {
    const ok = betRequestSchema('dice').safeParse({ coin: 'USDT', amount: '1', balanceType: 'DEPOSIT', target: '50.5', condition: 'over' });
    expect(ok.success).toBe(true);
    expect(splitBetRequest('dice', ok.data!)).toEqual({
      common: { coin: 'USDT', amount: '1', balanceType: 'DEPOSIT', idempotencyKey: undefined },
      params: { target: '50.5', condition: 'over' },
    });
    expect(
      betRequestSchema('limbo').safeParse({ coin: 'USDT', amount: '1', balanceType: 'DEPOSIT', target: '2', condition: 'over' }).success,
    ).toBe(false);
    expect(betRequestSchema('dice').safeParse({ coin: 'USDT', amount: '1', balanceType: 'DEPOSIT', target: '50' }).success).toBe(false);
  });
});
