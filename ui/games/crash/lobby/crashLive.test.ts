import { describe, expect, it } from 'vitest';
import { msAtHundredths } from '../../../../src/core/games/crash';
import { EMPTY_CRASH_ROUND, type CrashRoundView } from '../../../../src/app/games/crash/crashView';
import { crashChip, crashReadout, curvePath, readoutText } from './crashLive';

const view = (patch: Partial<CrashRoundView>): CrashRoundView => ({ ...EMPTY_CRASH_ROUND, roundId: 7, ...patch });
const clock = (local: number, epoch = 1_000_000, offsetMs = 0) => ({ local, epoch, offsetMs });

describe('crashReadout', () => {
  it('counts down to the close of betting on the server clock, never below zero', () => {
    const betting = view({ phase: 'betting', bettingEndsAt: 1_004_000 });
    expect(crashReadout(betting, clock(0))).toEqual({ kind: 'betting', msLeft: 4000 });
    // The server runs 1 s ahead of this machine: its 1_004_000 is our 1_003_000.
    expect(crashReadout(betting, clock(0, 1_000_000, 1000))).toEqual({ kind: 'betting', msLeft: 3000 });
    expect(crashReadout(betting, clock(0, 1_010_000))).toEqual({ kind: 'betting', msLeft: 0 });
    expect(readoutText({ kind: 'betting', msLeft: 3210 }).figure).toBe('3.3s');
  });

  it('moves the multiplier on from the last tick as the page clock runs, the curve rule of the crash page', () => {
    const running = view({ phase: 'running', anchor: { roundId: 7, elapsedMs: 5000, localMs: 100, seq: 60 } });
    const at = (local: number) => crashReadout(running, clock(local));
    expect(at(100)).toEqual({ kind: 'running', hundredths: 134, elapsedMs: 5000 });
    const later = at(100 + msAtHundredths(200) - 5000);
    expect(later).toMatchObject({ kind: 'running', hundredths: 200 });
    expect(readoutText(later).figure).toBe('2.00×');
    // An anchor of another round is not used: the run shows 1.00× until its own first tick.
    expect(crashReadout(view({ phase: 'running', anchor: { roundId: 6, elapsedMs: 9000, localMs: 0, seq: 1 } }), clock(50))).toMatchObject({
      hundredths: 100,
    });
  });

  it('shows the crash point once busted, voided rounds and the wait before the first state', () => {
    expect(crashReadout(view({ phase: 'crashed', crashPoint: '12.34' }), clock(0))).toEqual({ kind: 'crashed', hundredths: 1234 });
    expect(readoutText({ kind: 'crashed', hundredths: 1234 })).toEqual({
      figure: '12.34×',
      line: 'Busted: the next round opens in a moment',
    });
    expect(readoutText(crashReadout(view({ phase: 'voided' }), clock(0))).line).toContain('refunded');
    expect(crashReadout(EMPTY_CRASH_ROUND, clock(0))).toEqual({ kind: 'idle' });
  });
});

describe('crashChip and curvePath', () => {
  it('bands crash points as the crash page does', () => {
    expect(crashChip('1.00')).toEqual({ text: '1.00×', tier: 'low' });
    expect(crashChip('2.5')).toEqual({ text: '2.50×', tier: 'mid' });
    expect(crashChip('10.00')).toEqual({ text: '10.00×', tier: 'high' });
  });

  it('draws from the bottom-left corner and ends higher the longer the round runs', () => {
    const end = (d: string) => Number(d.split(' L').at(-1)!.split(',')[1]);
    expect(curvePath(0).startsWith('M0.0,96.0')).toBe(true);
    expect(end(curvePath(4000))).toBeLessThan(96);
    // Past 2× the drawing rescales: the tip sits on the top edge.
    expect(end(curvePath(20_000))).toBeCloseTo(0, 0);
  });
});
