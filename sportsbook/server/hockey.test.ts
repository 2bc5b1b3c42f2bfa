import { describe, expect, it } from 'vitest';
import { fixtureAt, MATCH_MS, matchAt } from './fixtures';
import { marketsOf, selectionResult } from './markets';
import { overround, probabilities } from './odds';
import { ICE_HOCKEY, leagueOf, SPORTS } from './sports';

const SEED = 'hockey-seed';

describe('ice hockey', { timeout: 30_000 }, () => {
  it('has its own original leagues, with route-safe codes unique across the sports', () => {
    expect(ICE_HOCKEY.leagues.length).toBeGreaterThanOrEqual(1);
    const codes = SPORTS.flatMap((s) => s.leagues.map((l) => l.code));
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const league of ICE_HOCKEY.leagues) {
      expect(league.sport).toBe('ice-hockey');
      expect(new Set(league.teams).size).toBe(8);
    }
  });

  it('plays 60 minutes in the same real time, with about six goals a match over many', () => {
    const league = ICE_HOCKEY.leagues[0]!;
    const matches = Array.from({ length: 1200 }, (_, i) => fixtureAt(SEED, league, i));
    expect(matches.every((f) => f.sport === 'ice-hockey' && f.minutes === 60)).toBe(true);
    expect(matches.every((f) => f.goals.every((g) => g.minute >= 1 && g.minute <= 60))).toBe(true);
    const goals = matches.reduce((s, f) => s + f.goals.length, 0) / matches.length;
    const expected = matches.reduce((s, f) => s + f.homeXg + f.awayXg, 0) / matches.length;
    expect(expected).toBeGreaterThan(5.5);
    expect(expected).toBeLessThan(6.5);
    expect(Math.abs(goals - expected)).toBeLessThan(0.25);

    const f = { ...matches[3]!, goals: [{ minute: 20, side: 'home' as const }] };
    expect(matchAt(f, f.kickoff + MATCH_MS / 2)).toEqual({ status: 'live', minute: 30, homeGoals: 1, awayGoals: 0 });
    expect(matchAt(f, f.kickoff + MATCH_MS)).toEqual({ status: 'finished', minute: 60, homeGoals: 1, awayGoals: 0 });
  });

  it('prices regulation time, totals 4.5/5.5/6.5 and the puck line, each with the margin', () => {
    const f = fixtureAt(SEED, leagueOf('frostline')!, 11);
    const markets = marketsOf(f, f.kickoff - 1000);
    expect(markets.map((m) => m.name)).toEqual([
      'Regulation time result',
      'Total goals 4.5',
      'Total goals 5.5',
      'Total goals 6.5',
      `${f.home} -1.5`,
    ]);
    expect(markets.map((m) => m.id.slice(f.id.length + 1))).toEqual(['1x2', 'ou4.5', 'ou5.5', 'ou6.5', 'h-1.5']);
    for (const m of markets) expect(overround(m.selections.map((s) => s.price))).toBeGreaterThanOrEqual(0.06 - 1e-9);
  });

  it('models the rest of the 60 minutes: expected goals scale with the time left', () => {
    const state = { homeXg: 3.2, awayXg: 2.8, minutes: 60, homeGoals: 0, awayGoals: 0 };
    const start = probabilities({ ...state, minute: 0 }, [5.5]);
    // P(total > 5.5) for Poisson(6.0): 1 - P(X <= 5) = 0.5543, computed apart.
    expect(start.over['5.5']).toBeCloseTo(0.5543, 3);
    const half = probabilities({ ...state, minute: 30 }, [5.5]);
    // Half the time left: Poisson(3.0) more goals, P(X >= 6) = 0.0839.
    expect(half.over['5.5']).toBeCloseTo(0.0839, 3);
    expect(probabilities({ ...state, minute: 60, homeGoals: 3, awayGoals: 3 }, [5.5])).toMatchObject({ draw: 1 });
  });

  it('settles on the regulation score', () => {
    const f = fixtureAt(SEED, leagueOf('fjell-series')!, 5);
    const final = (homeGoals: number, awayGoals: number) => ({ status: 'finished' as const, minute: 60, homeGoals, awayGoals });
    const r = (key: string, h: number, a: number) => selectionResult(f, `${f.id}:${key}`, final(h, a));
    expect([r('1x2:home', 4, 2), r('1x2:draw', 3, 3), r('1x2:away', 3, 3)]).toEqual(['won', 'won', 'lost']);
    expect([r('ou5.5:over', 4, 2), r('ou6.5:under', 4, 2), r('ou4.5:over', 2, 2)]).toEqual(['won', 'won', 'lost']);
    expect([r('h-1.5:home', 4, 2), r('h-1.5:home', 3, 2), r('h-1.5:away', 3, 2)]).toEqual(['won', 'lost', 'won']);
    // Football's lines are no hockey market.
    expect(r('ou2.5:over', 4, 2)).toBeNull();
  });
});
