import { hundredthsOf, type CrashCashoutLabel, type CrashStageState } from '../../../src/core/games/crash';
import { maskPrivate } from '../../../src/core/streamer';
import type { CrashRoundView } from '../../../src/app/games/crash/crashRound';

/** The clocks a stage state is placed on: the page clock the engine reads and the epoch clock, read together. */
export interface StageClock {
  /** Page clock now (the engine's `host.now()`). */
  local: number;
  /** Epoch clock now (Date.now()). */
  epoch: number;
  /** Server clock minus epoch clock (ms), 0 until known. */
  offsetMs: number;
}

/**
 * What the page shows the stage (`engine.show`): the round's phase, the countdown's end on the page clock (betting
 * closes at the server's `bettingEndsAt`, moved onto the local clock by the estimated offset), the history, the
 * round's cash-outs (mine highlighted) in the order the curve reached them, and my bet. In streamer mode the stage
 * draws the cash-outs of others under the privacy rule's name.
 */
export function crashStageState(
  round: Pick<CrashRoundView, 'roundId' | 'phase' | 'bettingEndsAt' | 'crashPoint' | 'history' | 'players' | 'myBet'>,
  clock: StageClock,
  hotkeys = false,
  streamer = false,
): CrashStageState {
  const mine = round.myBet && round.myBet.roundId === round.roundId ? round.myBet : null;
  let mineMarked = false;
  const cashouts: CrashCashoutLabel[] = round.players
    .filter((p) => p.cashoutAt !== null)
    .sort((a, b) => (hundredthsOf(a.cashoutAt!) ?? 0) - (hundredthsOf(b.cashoutAt!) ?? 0))
    .map((p) => {
      const isMine = mine !== null && p.betId === mine.id;
      if (isMine) mineMarked = true;
      return { userName: streamer ? maskPrivate('name', p.userName) : p.userName, at: p.cashoutAt!, mine: isMine };
    });
  // My cash-out answered before its frame arrived: drawn at once.
  if (mine?.cashoutAt && !mineMarked) cashouts.push({ userName: 'You', at: mine.cashoutAt, mine: true });
  const endsAt = round.phase === 'betting' && round.bettingEndsAt !== null ? round.bettingEndsAt - clock.offsetMs : null;
  return {
    phase: round.phase,
    roundId: round.roundId,
    bettingEndsAtLocal: endsAt === null ? null : clock.local + (endsAt - clock.epoch),
    crashPoint: round.crashPoint,
    history: round.history.map((h) => ({ roundId: h.roundId, crashPoint: h.crashPoint })),
    cashouts,
    myBet: mine && { amount: mine.amount, coin: mine.coin, autoCashout: mine.autoCashout, cashoutAt: mine.cashoutAt },
    hotkeys,
  };
}
