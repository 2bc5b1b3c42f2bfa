import { coinDecimals } from '../../../core/currency';
import { Decimal } from '../../../core/money';
// By file, not the crash barrel: its fairness module carries crypto-js, and the lobby's live crash card reads rounds too.
import {
  hundredthsOf,
  type CrashBetView,
  type CrashPlayer,
  type CrashPlayerFrame,
  type CrashRoundFrame,
  type CrashState,
  type CrashTickFrame,
} from '../../../core/games/crash/api';
import { crashPayout } from '../../../core/games/crash/payout';

/**
 * The shared crash round as the browser knows it, and the rules that move it (pure: the store's crash slice applies
 * them). GET /api/games/crash/state is the truth and replaces everything; socket frames 400-403 are hints applied on
 * top of it. A frame the rules cannot place (a round newer than the one shown, other than the next round's betting
 * frame right after a crash) asks for a refetch instead of guessing.
 */

/** Finished rounds kept for the history bar. */
export const CRASH_HISTORY_SIZE = 30;

export { EMPTY_CRASH_ROUND, type CrashAnchor, type CrashRoundView } from './crashView';
import { EMPTY_CRASH_ROUND, type CrashRoundView } from './crashView';

/** The result of applying a frame: the new view (the same object when nothing changed) and whether to refetch. */
export interface Applied {
  next: CrashRoundView;
  refetch: boolean;
}

const same = (view: CrashRoundView): Applied => ({ next: view, refetch: false });
const refetch = (view: CrashRoundView): Applied => ({ next: view, refetch: true });
const ORDER: Record<CrashRoundView['phase'], number> = { idle: 0, betting: 1, running: 2, crashed: 3, voided: 3 };
const BET_ORDER: Record<CrashBetView['state'], number> = { active: 0, cashed: 1, lost: 1, refunded: 1 };

/** The view of a state answer, anchored at local time `localMs` (when it arrived). */
export function roundFromState(state: CrashState | null, localMs: number): CrashRoundView {
  if (!state) return EMPTY_CRASH_ROUND;
  const elapsed =
    state.phase === 'betting' ? 0 : (state.elapsedMs ?? (state.startedAt === null ? 0 : Math.max(0, state.serverTime - state.startedAt)));
  return {
    roundId: state.roundId,
    phase: state.phase,
    bettingEndsAt: state.bettingEndsAt,
    startedAt: state.startedAt,
    anchor: { roundId: state.roundId, elapsedMs: elapsed, localMs, seq: -1 },
    crashPoint: state.crashPoint,
    hash: state.hash,
    players: state.players,
    history: state.history.slice(0, CRASH_HISTORY_SIZE),
    myBet: state.myBet,
  };
}

/**
 * My bet once the round crashed: an auto target below the crash point was paid at exactly that target (the loop pays
 * every one before it marks the round crashed); any other bet still in lost.
 */
export function settledAtCrash(bet: CrashBetView | null, crashPoint: string | null): CrashBetView | null {
  if (!bet || bet.state !== 'active' || crashPoint === null) return bet;
  const auto = bet.autoCashout === null ? null : hundredthsOf(bet.autoCashout);
  const point = hundredthsOf(crashPoint);
  if (auto !== null && point !== null && auto < point) {
    return { ...bet, state: 'cashed', cashoutAt: bet.autoCashout, payout: crashPayout(bet.amount, auto, coinDecimals(bet.coin)) };
  }
  return { ...bet, state: 'lost' };
}

/** A round frame (400). */
export function applyRoundFrame(view: CrashRoundView, f: CrashRoundFrame, localMs: number): Applied {
  if (view.roundId !== null && f.roundId < view.roundId) return same(view);
  if (view.roundId === null || f.roundId > view.roundId) {
    // Only the next round's opening right after a crash (or the very first round) is known whole from its frame.
    const next = view.roundId === null ? true : f.roundId === view.roundId + 1 && (view.phase === 'crashed' || view.phase === 'voided');
    if (f.phase !== 'betting' || !next) return refetch(view);
    return same({
      ...EMPTY_CRASH_ROUND,
      roundId: f.roundId,
      phase: 'betting',
      bettingEndsAt: f.bettingEndsAt,
      anchor: { roundId: f.roundId, elapsedMs: 0, localMs, seq: -1 },
      history: view.history,
    });
  }
  if (ORDER[f.phase] <= ORDER[view.phase]) return same(view);
  const base = { ...view, phase: f.phase, bettingEndsAt: f.bettingEndsAt, startedAt: f.startedAt ?? view.startedAt };
  if (f.phase === 'running') {
    const elapsed = f.startedAt === null ? 0 : Math.max(0, f.serverTime - f.startedAt);
    return same({ ...base, anchor: { roundId: f.roundId, elapsedMs: elapsed, localMs, seq: -1 } });
  }
  if (f.phase === 'crashed') {
    const entry = f.crashPoint === null || f.hash === null ? null : { roundId: f.roundId, crashPoint: f.crashPoint, hash: f.hash };
    const history = entry && view.history[0]?.roundId !== f.roundId ? [entry, ...view.history].slice(0, CRASH_HISTORY_SIZE) : view.history;
    const elapsed = f.elapsedMs ?? view.anchor?.elapsedMs ?? 0;
    return same({
      ...base,
      crashPoint: f.crashPoint,
      hash: f.hash,
      history,
      anchor: { roundId: f.roundId, elapsedMs: elapsed, localMs, seq: view.anchor?.seq ?? -1 },
      myBet: settledAtCrash(view.myBet, f.crashPoint),
    });
  }
  // Voided: every stake still in is refunded.
  const myBet = view.myBet?.state === 'active' ? { ...view.myBet, state: 'refunded' as const, payout: view.myBet.amount } : view.myBet;
  return same({ ...base, hash: f.hash, myBet });
}

/** A tick (401): a newer anchor for the running round; a stale `seq` or another round's tick changes nothing. */
export function applyTick(view: CrashRoundView, f: CrashTickFrame, localMs: number): Applied {
  if (view.roundId === null || f.roundId > view.roundId) return refetch(view);
  if (f.roundId < view.roundId || view.phase === 'crashed' || view.phase === 'voided') return same(view);
  if (view.anchor && view.anchor.roundId === f.roundId && f.seq <= view.anchor.seq) return same(view);
  const anchor = { roundId: f.roundId, elapsedMs: f.elapsedMs, localMs, seq: f.seq };
  // A tick while betting: the running frame was lost, the tick says the curve runs.
  if (view.phase === 'betting') return same({ ...view, phase: 'running', startedAt: f.serverTime - f.elapsedMs, anchor });
  return same({ ...view, anchor });
}

const samePlayer = (a: CrashPlayer, b: CrashPlayer) => a.betId === b.betId;

/**
 * A player's bet (402) or cash-out (403) on the round. Frames carry no bet id: a cash-out fills the first bet still in
 * with the same name, coin and amount (identical entries look the same either way). `dedupe`: a bet already listed is
 * not added again (frames replayed over a state answer that may include them). `myNames`: the names my own bets show
 * under (mine and "Hidden"): a cash-out at my auto target with my coin and amount is my auto cash-out.
 */
export function applyPlayerFrame(
  view: CrashRoundView,
  f: CrashPlayerFrame,
  kind: 'bet' | 'cashout',
  options: { dedupe?: boolean } = {},
): Applied {
  if (view.roundId === null || f.roundId > view.roundId) return refetch(view);
  if (f.roundId < view.roundId) return same(view);
  const player: CrashPlayer = {
    betId: f.betId,
    userName: f.userName,
    coin: f.coin,
    amount: f.amount,
    cashoutAt: f.cashoutAt,
    payout: f.payout,
  };
  if (kind === 'bet') {
    if (options.dedupe && view.players.some((p) => samePlayer(p, player))) return same(view);
    return same({ ...view, players: [...view.players, player] });
  }
  const players = [...view.players];
  const open = players.findIndex((p) => samePlayer(p, player) && p.cashoutAt === null);
  if (open >= 0) players[open] = player;
  else if (players.some((p) => samePlayer(p, player) && p.cashoutAt === player.cashoutAt)) return same(view);
  else players.push(player);
  const bet = view.myBet;
  // My bet cashed out by the server (its auto target, the payout cap) or from another tab: the frame names it.
  const mine = bet?.state === 'active' && bet.id === f.betId && f.cashoutAt !== null;
  const myBet = mine ? { ...bet, state: 'cashed' as const, cashoutAt: f.cashoutAt, payout: f.payout ?? bet.payout } : bet;
  return same({ ...view, players, myBet });
}

/** My bet from a bet or cash-out answer: kept when it is this round's and not older than the one shown. */
export function withMyBet(view: CrashRoundView, bet: CrashBetView): CrashRoundView {
  if (bet.roundId !== view.roundId) return view;
  const shown = view.myBet;
  if (shown && shown.id === bet.id && BET_ORDER[bet.state] < BET_ORDER[shown.state]) return view;
  return { ...view, myBet: bet };
}

/** The players sorted for the list: cashed first by payout (largest first), then the rest by amount. */
export function sortedPlayers(players: readonly CrashPlayer[]): CrashPlayer[] {
  const num = (v: string | null) => new Decimal(v ?? '0');
  return [...players].sort((a, b) => {
    const ca = a.cashoutAt !== null;
    const cb = b.cashoutAt !== null;
    if (ca !== cb) return ca ? -1 : 1;
    return ca ? num(b.payout).comparedTo(num(a.payout)) : num(b.amount).comparedTo(num(a.amount));
  });
}
