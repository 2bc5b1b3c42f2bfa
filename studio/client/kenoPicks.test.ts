import { describe, expect, it } from 'vitest';
import { KENO_PAYS } from '../server/keno';
import { canPlay, hitsSoFar, multiplierText, payRows, quickPick, quickPickCount, togglePick } from './kenoPicks';

describe('keno picks', () => {
  it('toggles numbers on and off, sorted', () => {
    let picks: number[] = [];
    picks = togglePick(picks, 12);
    picks = togglePick(picks, 3);
    expect(picks).toEqual([3, 12]);
    expect(togglePick(picks, 12)).toEqual([3]);
  });

  it('takes at most ten, and only numbers of the board', () => {
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(togglePick(ten, 11)).toEqual(ten);
    expect(togglePick(ten, 5)).toHaveLength(9);
    expect(togglePick([], 0)).toEqual([]);
    expect(togglePick([], 41)).toEqual([]);
    expect(togglePick([], 2.5)).toEqual([]);
  });

  it('plays 1 to 10 marks', () => {
    expect(canPlay([])).toBe(false);
    expect(canPlay([40])).toBe(true);
    expect(canPlay(Array.from({ length: 11 }, (_, i) => i + 1))).toBe(false);
  });

  it('quick-picks distinct numbers of 1-40, as many as marked (five on an empty board)', () => {
    let seed = 1;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let n = 1; n <= 10; n++) {
      const picks = quickPick(n, random);
      expect(picks).toHaveLength(n);
      expect(new Set(picks).size).toBe(n);
      expect(picks.every((p) => p >= 1 && p <= 40)).toBe(true);
      expect([...picks].sort((a, b) => a - b)).toEqual(picks);
    }
    expect(quickPick(10, () => 0.999999)).toHaveLength(10);
    expect(quickPickCount([])).toBe(5);
    expect(quickPickCount([4, 9, 30])).toBe(3);
  });
});

describe('the keno paytable', () => {
  it('lists the paying rows of the server table for each count of marks', () => {
    for (let marks = 1; marks <= 10; marks++) {
      const rows = payRows(marks);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(KENO_PAYS[marks]![row.hits]).toBe(row.pay);
    }
    expect(payRows(0)).toEqual([]);
    expect(payRows(3).map((r) => r.text)).toEqual(['2.83×', '48×']);
  });

  it('writes multipliers from hundredths', () => {
    expect(multiplierText(388)).toBe('3.88×');
    expect(multiplierText(150)).toBe('1.5×');
    expect(multiplierText(4800)).toBe('48×');
    expect(multiplierText(100000)).toBe('1,000×');
  });

  it('counts the hits revealed so far', () => {
    expect(hitsSoFar([1, 2, 3], [3, 9, 1])).toBe(2);
  });
});
