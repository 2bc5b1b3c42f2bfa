import { describe, expect, it } from 'vitest';
import { fakeCard, fakeFreeBet, fakeFreeBetDetail, fakeFreeBetsMine } from '../api/promotionFixtures.testing';
import { expiryText, freeBetGames, freeBetOffer, freeBetsLeftText, freeBetsTotal, groupFreeBets, takeFreeBetsText } from './freeBets';
import { TAKE_ONCE_KINDS, joinWords } from './joinWords';
import { cardActionText, entryLabel, KIND_LABELS } from './labels';

const DAY = 86_400_000;
const HOUR = 3_600_000;

describe('free bets in words', () => {
  it('reads the offer from its rules, and says Take with its count', () => {
    const offer = freeBetOffer(fakeFreeBetDetail().rules);
    expect(offer).toEqual({ bets: 10, amount: '0.1', coin: 'USDT', days: 7 });
    expect(takeFreeBetsText(offer)).toBe('Take 10 free bets');
    expect(takeFreeBetsText(freeBetOffer([{ label: 'Free bets', value: '1 bet of 2.5 BTC each, on the house' }]))).toBe('Take 1 free bet');
    // Worded otherwise, or missing: the words stay general.
    expect(freeBetOffer([{ label: 'Free bets', value: 'Ten bets' }])).toBeNull();
    expect(freeBetOffer([])).toBeNull();
    expect(takeFreeBetsText(null)).toBe('Take the free bets');
  });

  it('counts what is left, and groups the free bets alike with their expiry', () => {
    const mine = fakeFreeBetsMine();
    expect(freeBetsTotal(mine)).toBe(10);
    expect(freeBetsLeftText(3)).toBe('3 free bets left');
    expect(freeBetsLeftText(1)).toBe('1 free bet left');
    expect(freeBetsLeftText(0)).toBe('none left');

    const soon = '2026-12-02T12:00:00.000Z';
    const groups = groupFreeBets([...mine.available, fakeFreeBet({ id: 1, expiresAt: soon }), fakeFreeBet({ id: 2, amount: '1' })]);
    expect(groups.map((g) => [g.count, g.amount, g.expiresAt])).toEqual([
      [1, '0.1', soon],
      [7, '0.1', mine.available[0]!.expiresAt],
      [1, '1', mine.available[0]!.expiresAt],
    ]);
  });

  it('says when one expires', () => {
    const now = Date.parse('2026-12-01T12:00:00.000Z');
    expect(expiryText('2026-12-08T11:00:00.000Z', now)).toBe('expires in 6d 23h');
    expect(expiryText(new Date(now + 5 * HOUR + 60_000).toISOString(), now)).toBe('expires in 5h 1m');
    expect(expiryText(new Date(now - DAY).toISOString(), now)).toBe('expired');
  });

  it('names the games of the free bets held, else the promotion’s', () => {
    expect(freeBetGames([fakeFreeBet(), fakeFreeBet({ games: ['plinko', 'dice'] })], null)).toEqual(['dice', 'limbo', 'plinko']);
    expect(freeBetGames([], ['dice'])).toEqual(['dice']);
  });

  it('is taken, never left, and its card and chip say so', () => {
    expect(KIND_LABELS.free_bet).toBe('Free bets');
    expect(TAKE_ONCE_KINDS.has('free_bet')).toBe(true);
    expect(TAKE_ONCE_KINDS.has('race')).toBe(false);
    expect(joinWords('free_bet').signIn).toBe('Log in to take your free bets');
    expect(entryLabel('claimed', 'free_bet')).toBe('Taken');
    expect(entryLabel('claimed', 'reload')).toBe('Claimed');
    const card = fakeCard({ id: 5, kind: 'free_bet' });
    expect(cardActionText({ ...card, available: true })).toBe('Take the free bets');
    expect(cardActionText({ ...card, entry: 'claimed' })).toBe('See your free bets');
    expect(cardActionText({ ...card, available: false })).toBe('View offer');
    expect(cardActionText(fakeCard({ available: true }))).toBe('Join now');
  });
});
