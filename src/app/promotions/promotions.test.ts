import { beforeEach, describe, expect, it } from 'vitest';
import { fakeCard } from '../api/promotionFixtures.testing';
import { localDay, markPopupShown, popupCards, popupShownToday } from './popup';
import { tabOf } from './tabs';
import { entryLabel, KIND_LABELS } from './labels';
import { countdownText, countdownWords, daysBetween, periodKeyLabel, periodLabel, shortDuration, timingText } from './timing';

const NOW = new Date(2026, 11, 4, 12, 0, 0).getTime();

describe('timing', () => {
  it('writes a span in its two largest units', () => {
    expect(shortDuration(3 * 86_400_000 + 4 * 3_600_000 + 5_000)).toBe('3d 4h');
    expect(shortDuration(5 * 3_600_000 + 12 * 60_000)).toBe('5h 12m');
    expect(shortDuration(12 * 60_000 + 30_000)).toBe('12m 30s');
    expect(shortDuration(45_999)).toBe('45s');
    expect(shortDuration(-5)).toBe('0s');
  });

  it('says the time of each phase', () => {
    const iso = (ms: number) => new Date(ms).toISOString();
    expect(timingText({ status: 'upcoming', startsAt: iso(NOW + 3_600_000), endsAt: null }, NOW)).toBe('Starts in 1h 0m');
    expect(timingText({ status: 'live', startsAt: iso(NOW - 1), endsAt: iso(NOW + 90_000) }, NOW)).toBe('Ends in 1m 30s');
    expect(timingText({ status: 'live', startsAt: iso(NOW - 1), endsAt: null }, NOW)).toBe('Always on');
    expect(timingText({ status: 'live', startsAt: iso(NOW - 1), endsAt: iso(NOW - 1) }, NOW)).toBe('Ending now');
    expect(timingText({ status: 'ended', startsAt: iso(NOW - 9), endsAt: iso(NOW - 1) }, NOW)).toBe('Ended');
  });
});

describe('period countdowns and labels', () => {
  const H = 3_600_000;
  it('counts down to the second, the leading unit unpadded', () => {
    expect(countdownText(5 * H + 12 * 60_000 + 8_000)).toBe('5h 12m 08s left');
    expect(countdownText(5 * H + 12 * 60_000 + 8_999)).toBe('5h 12m 08s left');
    expect(countdownText(2 * 24 * H + 5 * H + 7_000)).toBe('2d 05h 00m 07s left');
    expect(countdownText(24 * H)).toBe('1d 00h 00m 00s left');
    expect(countdownText(59 * 60_000 + 1_000)).toBe('59m 01s left');
    expect(countdownText(8_500)).toBe('8s left');
    expect(countdownText(999)).toBe('Ending now');
    expect(countdownText(-5_000)).toBe('Ending now');
  });

  it('says the countdown in words for a screen reader', () => {
    expect(countdownWords(5 * H + 12 * 60_000 + 8_000)).toBe('5 hours, 12 minutes, and 8 seconds left');
    expect(countdownWords(24 * H + 60_000)).toBe('1 day and 1 minute left');
    expect(countdownWords(0)).toBe('Ending now');
  });

  it('names a period by its days in UTC (its end is the next one’s start)', () => {
    expect(periodLabel('2026-12-04T00:00:00.000Z', '2026-12-05T00:00:00.000Z')).toBe('Fri 4 Dec');
    expect(periodLabel('2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z')).toBe('Mon 23 Nov – Sun 29 Nov');
    expect(periodKeyLabel('2026-11-30T00:00Z', 7)).toBe('Mon 30 Nov – Sun 6 Dec');
    expect(periodKeyLabel('2026-11-30T00:00Z', null)).toBe('Period from Mon 30 Nov');
    expect(daysBetween('2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z')).toBe(7);
  });

  it('words a race and a cashback on their cards', () => {
    expect(KIND_LABELS.race).toBe('Wager race');
    expect(KIND_LABELS.cashback).toBe('Cashback');
    expect(entryLabel('claimable', 'cashback')).toBe('Cashback to claim');
    expect(entryLabel('claimable', 'reload')).toBe('Bonus to claim');
    expect(entryLabel('joined', 'race')).toBe('Joined');
  });
});

describe('the activity pop-up', () => {
  beforeEach(() => localStorage.clear());

  it('shows once a local day on a device', () => {
    expect(popupShownToday(NOW)).toBe(false);
    markPopupShown(NOW);
    expect(localStorage.getItem('hs_promoPopupDay')).toBe(localDay(NOW));
    expect(popupShownToday(NOW + 3_600_000)).toBe(true);
    expect(popupShownToday(NOW + 86_400_000)).toBe(false);
  });

  it('leaves out ended offers and those the player joined, claimed, declined or left', () => {
    const cards = [
      fakeCard({ id: 1 }),
      fakeCard({ id: 2, entry: 'joined' }),
      fakeCard({ id: 3, entry: 'claimed' }),
      fakeCard({ id: 4, entry: 'declined' }),
      fakeCard({ id: 5, status: 'ended' }),
      fakeCard({ id: 6, status: 'upcoming' }),
    ];
    expect(popupCards(cards).map((c) => c.id)).toEqual([1, 6]);
  });
});

describe('the list tab', () => {
  it('reads the tab of the query string, All when none or unknown', () => {
    expect(tabOf('?tab=joined')).toBe('joined');
    expect(tabOf(new URLSearchParams('tab=available'))).toBe('available');
    expect(tabOf('')).toBe('all');
    expect(tabOf('?tab=JOINED')).toBe('all');
  });
});
