// The studio API's answers as the game page reads them (studio/server/play.ts writes them). Money is decimal strings.
import type { LineWin, SlotSymbol } from '../server/slot';

/** The kinds of game the client mounts. */
export type GameKind = 'slot' | 'blackjack' | 'keno';

/** Bet limits: decimal strings of the session's currency. */
export interface Limits {
  min: string;
  max: string;
  step: string;
}

/** A playing card: rank 1 (ace) to 13 (king), suit 0-3 (spades, hearts, diamonds, clubs). */
export interface Card {
  rank: number;
  suit: number;
}

/** A move of the blackjack player. */
export type BlackjackMove = 'hit' | 'stand' | 'double' | 'split';

/** How a blackjack hand ended. */
export type BlackjackOutcome = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

/** A player's hand as the server shows it (stake in subunits of the currency). */
export interface BlackjackHandView {
  cards: Card[];
  stake: number;
  doubled: boolean;
  total: number;
  done: boolean;
}

/** A blackjack round as the player may see it: the dealer's hole card stays hidden until the round is finished. */
export interface BlackjackView {
  dealer: Card[];
  dealerTotal: number;
  hands: BlackjackHandView[];
  active: number;
  finished: boolean;
  moves: BlackjackMove[];
}

/** GET /api/{session}/state. */
export interface StudioState {
  game: { code: string; name: string; kind: GameKind; rtp: string };
  mode: 'real' | 'demo';
  currency: string;
  decimals: number;
  balance: string;
  limits: Limits;
  returnUrl: string | null;
  depositUrl: string | null;
  blackjack: BlackjackView | null;
}

/** A slot spin's visible grid (5 reels of 3 rows, top to bottom) and its line wins. */
export interface SpinOutcome {
  stops: number[];
  grid: SlotSymbol[][];
  wins: LineWin[];
  pay: number;
}

/** A keno round: the numbers drawn in order and the hits among the picks. */
export interface KenoOutcome {
  picks: number[];
  drawn: number[];
  hits: number[];
  pay: number;
}

/** A one-shot round's answer (slot, keno): a cancelled round moved no money and has no outcome. */
export interface RoundAnswer<O> {
  cancelled: boolean;
  win: string;
  balance: string;
  round: string;
  outcome: O | null;
}

/** A blackjack deal's or move's answer. */
export interface BlackjackAnswer {
  view: BlackjackView;
  result: { outcomes: BlackjackOutcome[]; payout: number } | null;
  balance: string;
}
