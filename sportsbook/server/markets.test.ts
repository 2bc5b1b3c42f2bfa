import { describe, expect, it } from 'vitest';
import { fixtureAt, LEAGUES, MATCH_MS } from './fixtures';
import { marketsOf, selectionResult, slipMultiplier } from './markets';
import { overround } from './odds';

const fixture = { ...fixtureAt('markets', LEAGUES[0]!, 7), goals: [{ minute: 30, side: 'home' as const }] };

describe('the demo markets', () => {
  it('price the match result, three totals and the handicap before kick-off, each with the margin', () => {
    const markets = marketsOf(fixture, fixture.kickoff - 60_000);
    expect(markets.map((m) => m.name)).toEqual([
      'Match result',
      'Total goals 1.5',
      'Total goals 2.5',
      'Total goals 3.5',
      `${fixture.home} -1.5`,
    ]);
    expect(markets[0]!.selections.map((s) => s.id)).toEqual([`${fixture.id}:1x2:home`, `${fixture.id}:1x2:draw`, `${fixture.id}:1x2:away`]);
    for (const m of markets) {
      expect(m.suspended).toBe(false);
      expect(overround(m.selections.map((s) => s.price))).toBeGreaterThanOrEqual(0.06 - 1e-9);
    }
  });

  it('stop bets just after a goal, move prices live, and close when the match ends', () => {
    const atGoal = fixture.kickoff + (30.5 / 90) * MATCH_MS;
    expect(marketsOf(fixture, atGoal)[0]!.suspended).toBe(true);
    expect(marketsOf(fixture, atGoal)[0]!.selections.every((s) => s.price === null)).toBe(true);
    const before = marketsOf(fixture, fixture.kickoff + (20 / 90) * MATCH_MS)[0]!;
    const after = marketsOf(fixture, fixture.kickoff + (40 / 90) * MATCH_MS)[0]!;
    expect(Number(after.selections[0]!.price)).toBeLessThan(Number(before.selections[0]!.price));
    expect(marketsOf(fixture, fixture.kickoff + MATCH_MS)[0]!.suspended).toBe(true);
  });

  it('settle selections from the final score, and know nothing of other ids', () => {
    const final = { status: 'finished' as const, minute: 90, homeGoals: 3, awayGoals: 1 };
    const r = (key: string) => selectionResult(fixture, `${fixture.id}:${key}`, final);
    expect([r('1x2:home'), r('1x2:draw'), r('1x2:away')]).toEqual(['won', 'lost', 'lost']);
    expect([r('ou2.5:over'), r('ou2.5:under'), r('ou3.5:over'), r('ou3.5:under')]).toEqual(['won', 'lost', 'won', 'lost']);
    expect([r('h-1.5:home'), r('h-1.5:away')]).toEqual(['won', 'lost']);
    expect(r('ou4.5:over')).toBeNull();
    expect(r('1x2:both')).toBeNull();
    expect(selectionResult(fixture, 'other-1:1x2:home', final)).toBeNull();
  });

  it('pay a slip exactly: the product of its won prices, a void leg at 1, nothing if a leg lost', () => {
    expect(slipMultiplier([{ result: 'won', price: '1.85' }])).toBe('1.85');
    expect(
      slipMultiplier([
        { result: 'won', price: '1.85' },
        { result: 'won', price: '2.10' },
        { result: 'won', price: '3.33' },
      ]),
    ).toBe('12.93705');
    expect(
      slipMultiplier([
        { result: 'won', price: '1.85' },
        { result: 'void', price: '2.10' },
      ]),
    ).toBe('1.85');
    expect(slipMultiplier([{ result: 'void', price: '2.10' }])).toBe('1');
    expect(
      slipMultiplier([
        { result: 'won', price: '1.85' },
        { result: 'lost', price: '2.10' },
      ]),
    ).toBe('0');
    expect(() => slipMultiplier([])).toThrow('at least one leg');
    expect(() => slipMultiplier([{ result: 'won', price: '1.855' }])).toThrow('two decimals');
  });
});
