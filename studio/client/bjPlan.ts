// Blackjack on the client: which cards to deal, move or flip to go from the table shown to the server's new view, and
// the texts of totals, cards and outcomes. The rules themselves are the server's (studio/server/blackjack.ts).
import type { BlackjackOutcome, BlackjackView, Card } from './types';

/** The cards on the table: the dealer's (null is the face-down hole card) and each player hand's. */
export interface Shown {
  dealer: (Card | null)[];
  hands: Card[][];
}

/** One step of the table's animation. */
export type DealStep =
  | { kind: 'player'; hand: number; index: number; card: Card }
  | { kind: 'dealer'; index: number; card: Card | null }
  | { kind: 'split' }
  | { kind: 'reveal'; card: Card };

/** An empty table. */
export const emptyTable = (): Shown => ({ dealer: [], hands: [[]] });

/** The table once `view` is shown (the hole card face down until the round is finished). */
export function shownOf(view: BlackjackView): Shown {
  const dealer: (Card | null)[] = view.finished ? [...view.dealer] : [view.dealer[0] ?? null, null];
  return { dealer, hands: view.hands.map((h) => [...h.cards]) };
}

/** The steps from the table `shown` to `view`, in the order a dealer makes them. */
export function planSteps(shown: Shown, view: BlackjackView): DealStep[] {
  const steps: DealStep[] = [];
  const hands = shown.hands.map((h) => [...h]);
  const dealer = [...shown.dealer];
  const first = view.hands[0]?.cards ?? [];
  if (dealer.length === 0 && (hands[0]?.length ?? 0) === 0 && view.hands.length === 1 && first.length >= 2 && view.dealer[0]) {
    // A fresh deal: player, dealer up card, player, hole card.
    steps.push({ kind: 'player', hand: 0, index: 0, card: first[0]! });
    steps.push({ kind: 'dealer', index: 0, card: view.dealer[0] });
    steps.push({ kind: 'player', hand: 0, index: 1, card: first[1]! });
    steps.push({ kind: 'dealer', index: 1, card: null });
    hands[0] = [first[0]!, first[1]!];
    dealer.push(view.dealer[0], null);
  }
  if (view.hands.length > hands.length && hands.length === 1 && hands[0]!.length === 2) {
    steps.push({ kind: 'split' });
    const [a, b] = hands[0]!;
    hands.splice(0, 1, [a!], [b!]);
  }
  view.hands.forEach((hand, h) => {
    const have = hands[h]?.length ?? 0;
    for (let i = have; i < hand.cards.length; i++) steps.push({ kind: 'player', hand: h, index: i, card: hand.cards[i]! });
  });
  // A table restored after a reload: the dealer's cards that are not out yet.
  if (dealer.length === 0 && view.dealer[0]) {
    steps.push({ kind: 'dealer', index: 0, card: view.dealer[0] });
    dealer.push(view.dealer[0]);
  }
  if (dealer.length === 1 && !view.finished) {
    steps.push({ kind: 'dealer', index: 1, card: null });
    dealer.push(null);
  }
  if (view.finished) {
    if (dealer[1] === null && view.dealer[1]) steps.push({ kind: 'reveal', card: view.dealer[1] });
    for (let i = dealer.length; i < view.dealer.length; i++) steps.push({ kind: 'dealer', index: i, card: view.dealer[i]! });
  }
  return steps;
}

/** A hand's best total and whether an ace counts 11 in it (the server's rule). */
export function handTotal(cards: readonly (Card | null)[]): { value: number; soft: boolean } {
  let value = 0;
  let aces = 0;
  for (const c of cards) {
    if (!c) continue;
    value += Math.min(c.rank, 10);
    if (c.rank === 1) aces++;
  }
  const soft = aces > 0 && value + 10 <= 21;
  return { value: soft ? value + 10 : value, soft };
}

/**
 * The total as players read it: "7/17" for a soft total under 21 while the hand is in play (`final`: only the best
 * total), "BJ" for a two-card 21.
 */
export function totalText(cards: readonly (Card | null)[], canBeBlackjack = true, final = false): string {
  const known = cards.filter((c): c is Card => c !== null);
  if (known.length === 0) return '';
  const { value, soft } = handTotal(known);
  if (canBeBlackjack && known.length === 2 && cards.length === 2 && value === 21) return 'BJ';
  return soft && value < 21 && !final ? `${value - 10}/${value}` : String(value);
}

const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const RANK_NAMES = ['', 'Ace', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Jack', 'Queen', 'King'];
const SUIT_NAMES = ['spades', 'hearts', 'diamonds', 'clubs'];

/** The index of a card's corner: A, 2-10, J, Q, K. */
export const rankText = (rank: number): string => RANKS[rank] ?? '?';

/** Whether a suit is red (hearts, diamonds). */
export const isRed = (suit: number): boolean => suit === 1 || suit === 2;

/** A card's name for screen readers: "Queen of hearts". */
export const cardName = (card: Card): string => `${RANK_NAMES[card.rank] ?? '?'} of ${SUIT_NAMES[card.suit] ?? '?'}`;

/** What each outcome's banner says, and its tone. */
export const OUTCOME_TEXT: Record<BlackjackOutcome, { text: string; tone: 'gold' | 'win' | 'push' | 'lose' }> = {
  blackjack: { text: 'BLACKJACK', tone: 'gold' },
  win: { text: 'WIN', tone: 'win' },
  push: { text: 'PUSH', tone: 'push' },
  lose: { text: 'LOSE', tone: 'lose' },
  bust: { text: 'BUST', tone: 'lose' },
};

/** The house rules, as written at the top of the studio's blackjack rules. */
export const BLACKJACK_RULES = [
  'Six decks, shuffled for every round.',
  'The dealer stands on all 17s and peeks for blackjack under an ace or a ten.',
  'Blackjack pays 3 to 2; other wins pay 1 to 1; a tie is a push and the stake comes back.',
  'Double on any first two cards: the stake doubles and the hand takes exactly one more card.',
  'Split any pair once (cards of equal value). Split aces take one card each, and 21 after a split is not a blackjack.',
  'No insurance and no surrender.',
];
