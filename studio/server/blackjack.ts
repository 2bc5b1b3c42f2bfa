// Velvet Blackjack: six decks shuffled for every round; the dealer stands on all 17s and peeks for blackjack under an
// ace or a ten; blackjack pays 3 to 2; double on any first two cards (one more card); one split of any pair (split aces
// take one card each, and 21 after a split is not a blackjack); no insurance, no surrender. Amounts are integer
// subunits of the player's currency; a hand's stake is its share of the money taken (the first bet, a double, a split).

/** A card: rank 1 (ace) to 13 (king), suit 0-3. */
export interface Card {
  rank: number;
  suit: number;
}

/** A player's hand. */
export interface Hand {
  cards: Card[];
  stake: number;
  doubled: boolean;
  /** Made by a split (an ace pair's hands take one card each and stand). */
  split: boolean;
  done: boolean;
}

/** The state of a round between the player's moves. */
export interface BlackjackRound {
  shoe: Card[];
  dealer: Card[];
  hands: Hand[];
  /** The hand being played. */
  active: number;
  finished: boolean;
}

/** A move of the player. */
export type BlackjackMove = 'hit' | 'stand' | 'double' | 'split';

/** How each hand ended, and what the round paid in all. */
export interface BlackjackResult {
  outcomes: ('blackjack' | 'win' | 'push' | 'lose' | 'bust')[];
  payout: number;
}

const DECKS = 6;

/** A shuffled shoe of six decks (Fisher-Yates with `randomInt(n)` uniform in 0..n-1). */
export function shoe(randomInt: (n: number) => number): Card[] {
  const cards: Card[] = [];
  for (let d = 0; d < DECKS; d++) for (let suit = 0; suit < 4; suit++) for (let rank = 1; rank <= 13; rank++) cards.push({ rank, suit });
  for (let i = cards.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  return cards;
}

/** A hand's best total (an ace counts 11 while that does not bust) and whether an ace still counts 11. */
export function total(cards: readonly Card[]): { value: number; soft: boolean } {
  let value = 0;
  let aces = 0;
  for (const c of cards) {
    value += Math.min(c.rank, 10);
    if (c.rank === 1) aces++;
  }
  const soft = aces > 0 && value + 10 <= 21;
  return { value: soft ? value + 10 : value, soft };
}

const isBlackjack = (hand: Pick<Hand, 'cards' | 'split'>) => !hand.split && hand.cards.length === 2 && total(hand.cards).value === 21;

function draw(round: BlackjackRound): Card {
  const card = round.shoe.pop();
  if (!card) throw new Error('The shoe ran out');
  return card;
}

/** Deals a round for a stake: two cards each; a blackjack of either side (the dealer peeks) ends it at once. */
export function deal(stake: number, randomInt: (n: number) => number): BlackjackRound {
  const round: BlackjackRound = { shoe: shoe(randomInt), dealer: [], hands: [], active: 0, finished: false };
  const hand: Hand = { cards: [], stake, doubled: false, split: false, done: false };
  round.hands.push(hand);
  hand.cards.push(draw(round));
  round.dealer.push(draw(round));
  hand.cards.push(draw(round));
  round.dealer.push(draw(round));
  if (isBlackjack(hand) || total(round.dealer).value === 21) {
    hand.done = true;
    round.finished = true;
  }
  return round;
}

/** The moves open to the player now. */
export function legalMoves(round: BlackjackRound): BlackjackMove[] {
  if (round.finished) return [];
  const hand = round.hands[round.active]!;
  const moves: BlackjackMove[] = ['hit', 'stand'];
  if (hand.cards.length === 2 && !hand.doubled) moves.push('double');
  if (round.hands.length === 1 && hand.cards.length === 2 && Math.min(hand.cards[0]!.rank, 10) === Math.min(hand.cards[1]!.rank, 10)) {
    moves.push('split');
  }
  return moves;
}

/** The extra money a move takes (a double or a split: the hand's stake again), 0 for the others. */
export function moveCost(round: BlackjackRound, move: BlackjackMove): number {
  return move === 'double' || move === 'split' ? round.hands[round.active]!.stake : 0;
}

/** Applies a legal move; when the last hand is done the dealer plays and the round is finished. */
export function play(round: BlackjackRound, move: BlackjackMove): void {
  if (!legalMoves(round).includes(move)) throw new Error(`${move} is not possible now`);
  const hand = round.hands[round.active]!;
  if (move === 'hit') {
    hand.cards.push(draw(round));
    if (total(hand.cards).value >= 21) hand.done = true;
  } else if (move === 'stand') {
    hand.done = true;
  } else if (move === 'double') {
    hand.stake *= 2;
    hand.doubled = true;
    hand.cards.push(draw(round));
    hand.done = true;
  } else {
    const second: Hand = { cards: [hand.cards.pop()!], stake: hand.stake, doubled: false, split: true, done: false };
    hand.split = true;
    round.hands.push(second);
    const aces = hand.cards[0]!.rank === 1;
    for (const h of round.hands) {
      h.cards.push(draw(round));
      if (aces || total(h.cards).value === 21) h.done = true;
    }
  }
  while (round.active < round.hands.length && round.hands[round.active]!.done) round.active++;
  if (round.active >= round.hands.length) {
    round.active = round.hands.length - 1;
    dealerPlays(round);
    round.finished = true;
  }
}

function dealerPlays(round: BlackjackRound): void {
  // The dealer draws only while a hand is still standing (not bust).
  if (round.hands.every((h) => total(h.cards).value > 21)) return;
  while (total(round.dealer).value < 17) round.dealer.push(draw(round));
}

/** The outcome of a finished round: each hand against the dealer, and the total paid back (stakes included). */
export function settle(round: BlackjackRound): BlackjackResult {
  if (!round.finished) throw new Error('The round is not finished');
  const dealer = total(round.dealer).value;
  const dealerBj = round.dealer.length === 2 && dealer === 21;
  const outcomes: BlackjackResult['outcomes'] = [];
  let payout = 0;
  for (const hand of round.hands) {
    const value = total(hand.cards).value;
    if (isBlackjack(hand)) {
      if (dealerBj) {
        outcomes.push('push');
        payout += hand.stake;
      } else {
        outcomes.push('blackjack');
        payout += hand.stake + Math.floor((hand.stake * 3) / 2);
      }
    } else if (value > 21) outcomes.push('bust');
    else if (dealerBj || (dealer <= 21 && dealer > value)) outcomes.push('lose');
    else if (dealer > 21 || value > dealer) {
      outcomes.push('win');
      payout += hand.stake * 2;
    } else {
      outcomes.push('push');
      payout += hand.stake;
    }
  }
  return { outcomes, payout };
}

/** The round as the player may see it: the dealer's hole card stays hidden until the round is finished. */
export function publicView(round: BlackjackRound) {
  return {
    dealer: round.finished ? round.dealer : [round.dealer[0]!],
    dealerTotal: round.finished ? total(round.dealer).value : total([round.dealer[0]!]).value,
    hands: round.hands.map((h) => ({ cards: h.cards, stake: h.stake, doubled: h.doubled, total: total(h.cards).value, done: h.done })),
    active: round.active,
    finished: round.finished,
    moves: legalMoves(round),
  };
}
