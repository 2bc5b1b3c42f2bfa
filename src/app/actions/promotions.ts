import { CODE, type Envelope } from '../../core/api';
import type { Coin } from '../../core/currency';
import { formatCoin } from '../../core/format';
import { Decimal } from '../../core/money';
import type { BonusView, FirstChargeInfo, MyPromotions, PlayerPromotion, RedemptionResult } from '../../core/promotions/types';
import { redemptionSchema } from '../../core/promotions/schemas';
import * as activityApi from '../api/activity';
import { NETWORK_FAILURE } from '../network/http';
import { getState, useStore } from '../store';
import { toastError, toastSuccess, toastWarning } from './toast';

// The promotions' actions: join, take free bets, leave, claim, cancel, collect and redeem (each sent once, never
// retried, its refusal toasted as the server words it, except a code's, which its form shows under the field), the
// open bonuses' first read after a sign-in, and the one shared read of the player's promotions.

/** An action's outcome: what the server answered, or why it did not act. */
export type PromoOutcome<T> = { ok: true; data: T } | { ok: false; code: number; message: string };

/** Shown when an action got no answer: it may have gone through, so the screen reads its state again. */
export const ACTION_NO_ANSWER = 'No answer from the server. Your bonuses are read again to show whether it went through.';
/** Shown for a refusal without a message of its own. */
export const ACTION_FAILED = 'Something went wrong, please try again';

/** An answer as an outcome; `toast` false leaves the message to the caller (the redemption form). */
async function acted<T>(call: Promise<Envelope<T>>, toast = true): Promise<PromoOutcome<T>> {
  const env = await call;
  if (env.code === CODE.OK && env.data !== null && env.data !== undefined) return { ok: true, data: env.data };
  const message = env.code === NETWORK_FAILURE ? ACTION_NO_ANSWER : env.msg || ACTION_FAILED;
  // 401 has already ended the session (http layer); its toast would only repeat that.
  if (toast && env.code !== CODE.UNAUTHORIZED) {
    if (env.code === CODE.TOO_MANY) toastWarning(message);
    else toastError(message);
  }
  return { ok: false, code: env.code, message };
}

/** "50 USDT" */
const coinText = (amount: string, coin: string) => `${formatCoin(amount)} ${coin}`;

/** The toast of a credited bonus: what came in, and the wagering that turns it into withdrawable money. */
export function creditedMessage(bonus: BonusView): string {
  const wager = bonus.wagerRequired !== '0' ? `; wager ${coinText(bonus.wagerRequired, bonus.coin)} to make it withdrawable` : '';
  return `${coinText(bonus.granted, bonus.coin)} added to your bonus balance${wager}`;
}

/** Joins a promotion. */
export async function joinPromotion(id: number): Promise<PromoOutcome<PlayerPromotion>> {
  const outcome = await acted(activityApi.activityJoin(id));
  if (outcome.ok) toastSuccess('You joined the promotion', 'Joined');
  return outcome;
}

/**
 * Takes a free-bet promotion (joining it, once): the toast says what came in ("10 free bets of 0.1 USDT are yours")
 * from the answer's free bets. The bet panels learn of them from the type 209 frame the server sends after.
 */
export async function takeFreeBets(id: number): Promise<PromoOutcome<PlayerPromotion>> {
  const outcome = await acted(activityApi.activityJoin(id));
  if (outcome.ok) {
    const held = outcome.data.freeBets?.available ?? [];
    const first = held[0];
    const alike = first !== undefined && held.every((f) => f.coin === first.coin && f.amount === first.amount);
    const what = `${held.length} free bet${held.length === 1 ? '' : 's'}`;
    toastSuccess(
      first
        ? `${what}${alike ? ` of ${coinText(first.amount, first.coin)}` : ''} ${held.length === 1 ? 'is' : 'are'} yours: use them from the bet panel`
        : 'The free bets are yours: use them from the bet panel',
      'Free bets taken',
    );
  }
  return outcome;
}

/** Leaves a promotion, or declines the deposit match waiting in it. */
export async function leavePromotion(id: number, declining: boolean): Promise<PromoOutcome<PlayerPromotion>> {
  const outcome = await acted(activityApi.cancelActivity(id));
  if (outcome.ok) toastSuccess(declining ? 'The deposit match was declined' : 'You left the promotion');
  return outcome;
}

/** Claims a waiting deposit match (or a period's reward): its bonus joins the open ones. */
export async function claimAward(id: number, period?: string): Promise<PromoOutcome<activityApi.ReceiveAwardResult>> {
  const outcome = await acted(activityApi.receiveAward(period ? { id, period } : { id }));
  if (outcome.ok) {
    const { bonus } = outcome.data;
    if (bonus) getState().applyBonus(bonus);
    toastSuccess(bonus ? creditedMessage(bonus) : 'Reward collected', bonus ? 'Bonus claimed' : undefined);
  }
  return outcome;
}

/**
 * Claims the cashback due in a promotion (every period, or the one named) into the deposit balance of `coin` (the
 * player's selected coin when none). The toast says what came in: the answer's paid periods among `expect` (the keys
 * the screen showed as due). `toastErrors` false leaves a refusal's message to the screen (shown by the claim button).
 */
export async function claimCashback(
  id: number,
  opts: { coin?: Coin; period?: string; expect: readonly string[] },
  toastErrors = true,
): Promise<PromoOutcome<activityApi.ReceiveAwardResult>> {
  const body: { id: number; coin?: Coin; period?: string } = { id };
  if (opts.coin) body.coin = opts.coin;
  if (opts.period) body.period = opts.period;
  const outcome = await acted(activityApi.receiveAward(body), toastErrors);
  if (outcome.ok) {
    const paid = (outcome.data.promotion.cashback?.paid ?? []).filter((p) => opts.expect.includes(p.period));
    const byCoin = new Map<string, Decimal>();
    for (const p of paid) byCoin.set(p.coin, (byCoin.get(p.coin) ?? new Decimal(0)).plus(p.amount));
    const amounts = [...byCoin].map(([coin, amount]) => coinText(amount.toFixed(), coin));
    toastSuccess(
      amounts.length > 0 ? `${amounts.join(' and ')} of cashback added to your balance` : 'Cashback added to your balance',
      'Cashback claimed',
    );
  }
  return outcome;
}

/** Cancels an open bonus: its bonus balance is removed, the deposit balance is untouched. */
export async function cancelBonus(bonusId: number): Promise<PromoOutcome<BonusView>> {
  const outcome = await acted(activityApi.cancelActivityReward(bonusId));
  if (outcome.ok) {
    getState().applyBonus(outcome.data);
    const removed = outcome.data.forfeited;
    toastSuccess(
      removed && removed !== '0' ? `${coinText(removed, outcome.data.coin)} of bonus balance removed` : 'Your bonus was cancelled',
      'Bonus cancelled',
    );
  }
  return outcome;
}

/** Takes a first-deposit answer: its bonus (claimed or cancelled) updates the open ones. */
function firstCharge(outcome: PromoOutcome<FirstChargeInfo>): PromoOutcome<FirstChargeInfo> {
  if (outcome.ok && outcome.data.bonus) getState().applyBonus(outcome.data.bonus);
  return outcome;
}

/** Picks where the first-deposit bonus is played. */
export async function chooseFirstChargeGame(code: string): Promise<PromoOutcome<FirstChargeInfo>> {
  return firstCharge(await acted(activityApi.chooseBonusGame(code)));
}

/** Claims the first-deposit bonus. */
export async function claimFirstCharge(): Promise<PromoOutcome<FirstChargeInfo>> {
  const outcome = firstCharge(await acted(activityApi.receiveFirstChargeBonus()));
  if (outcome.ok) toastSuccess(outcome.data.bonus ? creditedMessage(outcome.data.bonus) : 'Bonus claimed', 'Bonus claimed');
  return outcome;
}

/** Declines the first-deposit offer, or cancels the bonus it gave. */
export async function declineFirstCharge(cancelling: boolean): Promise<PromoOutcome<FirstChargeInfo>> {
  const outcome = firstCharge(await acted(activityApi.cancelFirstChargeBonus()));
  if (outcome.ok) toastSuccess(cancelling ? 'Your first-deposit bonus was cancelled' : 'The first-deposit offer was declined');
  return outcome;
}

/**
 * Redeems a code. Its refusals are the form's to show under the field (no toast): a malformed code is refused here
 * with the schema's words, without a request.
 */
export async function redeemCode(text: string): Promise<PromoOutcome<RedemptionResult>> {
  const parsed = redemptionSchema.safeParse({ code: text });
  if (!parsed.success) return { ok: false, code: CODE.BAD_REQUEST, message: parsed.error.issues[0]?.message ?? 'Enter a code' };
  const outcome = await acted(activityApi.redeemBonusCode(parsed.data.code), false);
  if (outcome.ok && outcome.data.bonus) getState().applyBonus(outcome.data.bonus);
  return outcome;
}

// One read of the player's promotions at a time, shared by whoever asks while it is on its way (the sign-in seed and
// the My bonuses page ask at the same moment after a sign-in on that page).
let myRead: Promise<Envelope<MyPromotions>> | null = null;

/**
 * Reads the player's promotions (entries, bonuses, collectable rewards); its open bonuses go to the store unless a
 * newer list arrived while it was on its way (a 209 push, an action's answer).
 */
export function readMyPromotions(): Promise<Envelope<MyPromotions>> {
  if (myRead) return myRead;
  const seq = getState().openBonusesSeq;
  myRead = activityApi.selectPromotionByUserId({ silent: true }).then((env) => {
    myRead = null;
    const s = getState();
    if (env.code === CODE.OK && env.data && s.loggedIn && s.openBonusesSeq === seq) s.setOpenBonuses(env.data.bonuses);
    return env;
  });
  return myRead;
}

/** Seeds the open bonuses on every sign-in (and now, for a session already held); returns the unsubscribe. */
export function watchPromotionsSession(): () => void {
  if (getState().loggedIn) void readMyPromotions();
  return useStore.subscribe((s, prev) => {
    if (s.loggedIn && !prev.loggedIn) void readMyPromotions();
  });
}

/** Forgets a read on its way (tests). */
export function resetPromotionReads(): void {
  myRead = null;
}
