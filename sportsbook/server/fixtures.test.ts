import { describe, expect, it } from 'vitest';
import { fixtureAt, fixturesBetween, LEAGUES, MATCH_MS, matchAt, rating, SLOT_MS } from './fixtures';

const SEED = 'demo-seed';

describe('the demo fixtures', () => {
  it('start a match in every league every slot, the same for a seed and another for another seed', () => {
    const from = 1_800_000_000_000;
    const list = fixturesBetween(SEED, from, from + 3 * SLOT_MS);
    expect(list).toHaveLength(3 * LEAGUES.length);
    expect(list.every((f) => f.kickoff >= from && f.kickoff % SLOT_MS === 0)).toBe(true);
    expect(fixturesBetween(SEED, from, from + 3 * SLOT_MS)).toEqual(list);
    expect(fixturesBetween('other', from, from + 3 * SLOT_MS).map((f) => `${f.home}-${f.away}`)).not.toEqual(
      list.map((f) => `${f.home}-${f.away}`),
    );
    for (const f of list) {
      const league = LEAGUES.find((l) => l.code === f.league)!;
      expect(league.teams).toContain(f.home);
      expect(league.teams).toContain(f.away);
      expect(f.home).not.toBe(f.away);
      expect(f.goals.every((g) => g.minute >= 1 && g.minute <= 90)).toBe(true);
    }
  });

  it('gives the stronger home side the higher expected goals, and about 2.6 goals a match over many', () => {
    const league = LEAGUES[0]!;
    const slots = Array.from({ length: 2000 }, (_, i) => fixtureAt(SEED, league, i));
    for (const f of slots.slice(0, 50)) {
      if (rating(SEED, f.home) > rating(SEED, f.away)) expect(f.homeXg).toBeGreaterThan(f.awayXg);
    }
    const goals = slots.reduce((s, f) => s + f.goals.length, 0) / slots.length;
    const expected = slots.reduce((s, f) => s + f.homeXg + f.awayXg, 0) / slots.length;
    expect(goals).toBeGreaterThan(expected - 0.15);
    expect(goals).toBeLessThan(expected + 0.15);
  });

  it('plays out on the clock: upcoming, live with the goals so far, then finished with all of them', () => {
    const f = {
      ...fixtureAt(SEED, LEAGUES[1]!, 42),
      goals: [
        { minute: 10, side: 'home' as const },
        { minute: 80, side: 'away' as const },
      ],
    };
    expect(matchAt(f, f.kickoff - 1)).toEqual({ status: 'upcoming', minute: 0, homeGoals: 0, awayGoals: 0 });
    expect(matchAt(f, f.kickoff + MATCH_MS / 2)).toEqual({ status: 'live', minute: 45, homeGoals: 1, awayGoals: 0 });
    expect(matchAt(f, f.kickoff + MATCH_MS)).toEqual({ status: 'finished', minute: 90, homeGoals: 1, awayGoals: 1 });
  });
});
