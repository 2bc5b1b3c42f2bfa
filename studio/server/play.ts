import { randomBytes, randomInt } from 'node:crypto';
import { deal, legalMoves, moveCost, play, publicView, settle, type BlackjackMove, type BlackjackRound } from './blackjack';
import { deliver, type CasinoAction, type CasinoAnswer, type CasinoCall, type CasinoLink, type Misbehaviour } from './casino';
import { BET_LIMITS, CURRENCY_DECIMALS, DEMO_BALANCE, type StudioGame } from './catalog';
import { kenoDraw, validPicks } from './keno';
import { fromSubunits, toSubunits } from './money';
import { spin, type SpinOutcome } from './slot';

/** A launched game: real (the casino's wallet holds the money) or demo (play money kept here). */
export interface StudioSession {
  id: string;
  mode: 'real' | 'demo';
  game: StudioGame;
  /** The casino's player id (real mode). */
  userId: string | null;
  currency: string;
  decimals: number;
  /** Subunits: play money in demo mode, the casino's last answered balance in real mode. */
  balance: number;
  returnUrl: string | null;
  depositUrl: string | null;
  lastSeen: number;
  rounds: number;
  /** Round ids start with it: random, unlike the session id, which is the launch URL's secret. */
  roundPrefix: string;
  blackjack: { round: BlackjackRound; roundId: string; bets: number } | null;
  /** One move at a time per session. */
  busy: boolean;
}

/** A refusal the player reads in the game. */
export class PlayError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/** Sessions idle this long are forgotten. */
const SESSION_IDLE_MS = 2 * 3600_000;

/** The studio's rounds: outcomes drawn here (node:crypto), money through the casino's wallet in real mode. */
export class StudioPlay {
  private readonly sessions = new Map<string, StudioSession>();
  /** How wallet calls are delivered (tests switch it). */
  misbehaviour: Misbehaviour | null = null;

  constructor(
    private readonly link: CasinoLink,
    private readonly rng: (n: number) => number = (n) => randomInt(n),
  ) {}

  /** Opens a session; answers its id (the capability in the launch URL). */
  open(input: Pick<StudioSession, 'mode' | 'game' | 'userId' | 'currency' | 'returnUrl' | 'depositUrl'>): StudioSession {
    this.sweep();
    const decimals = CURRENCY_DECIMALS[input.currency];
    if (decimals === undefined) throw new PlayError(`Currency ${input.currency} is not played`, 412);
    const session: StudioSession = {
      ...input,
      id: randomBytes(18).toString('base64url'),
      decimals,
      balance: input.mode === 'demo' ? DEMO_BALANCE : 0,
      lastSeen: Date.now(),
      rounds: 0,
      roundPrefix: randomBytes(9).toString('base64url'),
      blackjack: null,
      busy: false,
    };
    this.sessions.set(session.id, session);
    return session;
  }

  /** A live session, or a 404 refusal. */
  session(id: string): StudioSession {
    const session = this.sessions.get(id);
    if (!session || Date.now() - session.lastSeen > SESSION_IDLE_MS)
      throw new PlayError('This game session has ended: open the game again', 404);
    session.lastSeen = Date.now();
    return session;
  }

  /** The session's state for the game page (the balance asked from the casino in real mode). */
  async state(session: StudioSession) {
    if (session.mode === 'real') {
      const answer = await this.call(session, '/play', { actions: [] });
      if (answer.ok) session.balance = answer.balance;
    }
    return {
      game: { code: session.game.game_code, name: session.game.name, kind: session.game.kind, rtp: session.game.rtp },
      mode: session.mode,
      currency: session.currency,
      decimals: session.decimals,
      balance: fromSubunits(session.balance, session.decimals),
      limits: BET_LIMITS[session.currency]!,
      returnUrl: session.returnUrl,
      depositUrl: session.depositUrl,
      blackjack: session.blackjack ? publicView(session.blackjack.round) : null,
    };
  }

  /** A slot spin of `bet`. */
  spin(session: StudioSession, bet: unknown) {
    return this.exclusive(session, async () => {
      this.need(session, 'slot');
      const stake = this.stake(session, bet);
      const outcome: SpinOutcome = spin(this.rng);
      const win = Math.floor((stake * outcome.pay) / 10);
      const settled = await this.oneShot(session, stake, win);
      return { ...settled, outcome: settled.cancelled ? null : outcome };
    });
  }

  /** A keno round of `bet` on `picks`. */
  keno(session: StudioSession, bet: unknown, picks: unknown) {
    return this.exclusive(session, async () => {
      this.need(session, 'keno');
      if (!validPicks(picks)) throw new PlayError('Mark 1 to 10 different numbers from 1 to 40');
      const stake = this.stake(session, bet);
      const outcome = kenoDraw(picks, this.rng);
      const win = Math.floor((stake * outcome.pay) / 100);
      const settled = await this.oneShot(session, stake, win);
      return { ...settled, outcome: settled.cancelled ? null : outcome };
    });
  }

  /** Deals a blackjack round for `bet`. */
  deal(session: StudioSession, bet: unknown) {
    return this.exclusive(session, async () => {
      this.need(session, 'blackjack');
      if (session.blackjack && !session.blackjack.round.finished) throw new PlayError('Finish the hand in play first');
      const stake = this.stake(session, bet);
      const roundId = this.roundId(session);
      const round = deal(stake, this.rng);
      const actions: CasinoAction[] = [{ action: 'bet', amount: stake, action_id: `${roundId}-bet1` }];
      const result = round.finished ? settle(round) : null;
      if (result && result.payout > 0) actions.push({ action: 'win', amount: result.payout, action_id: `${roundId}-win` });
      await this.money(session, roundId, actions, round.finished, -stake + (result?.payout ?? 0));
      session.blackjack = { round, roundId, bets: 1 };
      return { view: publicView(round), result, balance: fromSubunits(session.balance, session.decimals) };
    });
  }

  /** A move of the hand in play. */
  move(session: StudioSession, move: unknown) {
    return this.exclusive(session, async () => {
      this.need(session, 'blackjack');
      const hand = session.blackjack;
      if (!hand || hand.round.finished) throw new PlayError('Deal a hand first');
      if (typeof move !== 'string' || !legalMoves(hand.round).includes(move as BlackjackMove))
        throw new PlayError(`You cannot ${String(move)} now`);
      // The move is played on a copy: a refused extra bet (a double or split the balance cannot cover) changes nothing.
      const next: BlackjackRound = structuredClone(hand.round);
      const cost = moveCost(next, move as BlackjackMove);
      play(next, move as BlackjackMove);
      const actions: CasinoAction[] = [];
      if (cost > 0) actions.push({ action: 'bet', amount: cost, action_id: `${hand.roundId}-bet${hand.bets + 1}` });
      const result = next.finished ? settle(next) : null;
      if (result && result.payout > 0) actions.push({ action: 'win', amount: result.payout, action_id: `${hand.roundId}-win` });
      if (actions.length > 0 || next.finished)
        await this.money(session, hand.roundId, actions, next.finished, -cost + (result?.payout ?? 0));
      session.blackjack = { round: next, roundId: hand.roundId, bets: hand.bets + (cost > 0 ? 1 : 0) };
      return { view: publicView(next), result, balance: fromSubunits(session.balance, session.decimals) };
    });
  }

  /** A round of one bet and its win, closed in one call (slot, keno). */
  private async oneShot(session: StudioSession, stake: number, win: number) {
    const roundId = this.roundId(session);
    const bet: CasinoAction = { action: 'bet', amount: stake, action_id: `${roundId}-bet` };
    if (session.mode === 'real' && this.misbehaviour === 'rollback_first') {
      // The bet is cancelled before the casino ever saw it; the late bet must then move nothing.
      await this.call(session, '/rollback', {
        game_id: roundId,
        finished: true,
        actions: [{ action: 'rollback', action_id: `${roundId}-rb`, original_action_id: bet.action_id }],
      });
      const late = await this.call(session, '/play', { game_id: roundId, finished: true, actions: [bet] });
      if (late.ok) session.balance = late.balance;
      return { cancelled: true, win: '0', balance: fromSubunits(session.balance, session.decimals), round: roundId };
    }
    const actions = win > 0 ? [bet, { action: 'win' as const, amount: win, action_id: `${roundId}-win` }] : [bet];
    await this.money(session, roundId, actions, true, win - stake);
    return {
      cancelled: false,
      win: fromSubunits(win, session.decimals),
      balance: fromSubunits(session.balance, session.decimals),
      round: roundId,
    };
  }

  /** Moves a round's money: the casino's wallet in real mode (a refusal throws), the play money in demo mode. */
  private async money(session: StudioSession, roundId: string, actions: CasinoAction[], finished: boolean, demoDelta: number) {
    if (session.mode === 'demo') {
      const stake = actions.filter((a) => a.action === 'bet').reduce((s, a) => s + (a as { amount: number }).amount, 0);
      if (stake > session.balance) throw new PlayError('Not enough play money: reload the demo');
      session.balance += demoDelta;
      return;
    }
    let answer: CasinoAnswer;
    try {
      answer = await this.call(session, '/play', { game_id: roundId, finished, actions });
    } catch {
      // The casino could not be reached: whatever it may have taken is rolled back, and the player is told.
      const bets = actions.filter((a) => a.action === 'bet');
      await Promise.all(
        bets.map((b) =>
          this.call(session, '/rollback', {
            game_id: roundId,
            finished: true,
            actions: [{ action: 'rollback', action_id: `${b.action_id}-rb`, original_action_id: b.action_id }],
          }).catch(() => undefined),
        ),
      );
      throw new PlayError('The casino did not answer: your bet was cancelled', 503);
    }
    if (!answer.ok) {
      if (answer.balance !== undefined) session.balance = answer.balance;
      throw new PlayError(answer.code === 100 ? 'Not enough balance for this bet' : answer.message, 402);
    }
    session.balance = answer.balance;
  }

  private call(session: StudioSession, path: '/play' | '/rollback', part: Partial<CasinoCall>): Promise<CasinoAnswer> {
    const call: CasinoCall = { user_id: session.userId!, currency: session.currency, game: session.game.game_code, ...part };
    return deliver(this.link, path, call, this.misbehaviour);
  }

  private stake(session: StudioSession, bet: unknown): number {
    const limits = BET_LIMITS[session.currency]!;
    const stake = toSubunits(bet, session.decimals);
    const min = toSubunits(limits.min, session.decimals)!;
    const max = toSubunits(limits.max, session.decimals)!;
    if (stake === null || stake < min || stake > max) {
      throw new PlayError(`A bet is ${limits.min} to ${limits.max} ${session.currency}`);
    }
    return stake;
  }

  private need(session: StudioSession, kind: StudioGame['kind']): void {
    if (session.game.kind !== kind) throw new PlayError(`This session plays ${session.game.name}`);
  }

  private roundId(session: StudioSession): string {
    session.rounds += 1;
    return `${session.roundPrefix}-${session.rounds}`;
  }

  private async exclusive<T>(session: StudioSession, fn: () => Promise<T>): Promise<T> {
    if (session.busy) throw new PlayError('One move at a time', 409);
    session.busy = true;
    try {
      return await fn();
    } finally {
      session.busy = false;
    }
  }

  private sweep(): void {
    const now = Date.now();
    for (const [id, s] of this.sessions) if (now - s.lastSeen > SESSION_IDLE_MS) this.sessions.delete(id);
  }
}
