import { CODE, type Envelope } from '../../core/api';
import type { Coin } from '../../core/currency';
import { formatCoin, formatFiat, toDecimal } from '../../core/format';
import { Decimal } from '../../core/money';
import type { CalendarPeriod, PrivilegeBonusCode, RechargeState, VipClaimResult } from '../../core/vip/types';
import * as vipApi from '../api/vip';
import { NETWORK_FAILURE } from '../network/http';
import { getState, useStore } from '../store';
import { cachedLevel } from '../vip/ladder';
import { REWARD_LABELS } from '../vip/labels';
import { toastError, toastSuccess, toastWarning } from './toast';

// The VIP programme's actions: claims and recharge switches (each sent once, never retried, its outcome toasted), the
// unread badge's first read after a sign-in, and the level-up toast.

/** A claim's or switch's outcome: what the server answered, or why it did not act. */
export type VipOutcome<T> = { ok: true; data: T } | { ok: false; code: number; message: string };

/** Shown when a claim got no answer: it may have gone through, so the page reads again instead of claiming twice. */
export const CLAIM_NO_ANSWER = 'No answer from the server. Your rewards are read again to show whether it went through.';
/** Shown for a 429 without a message of its own. */
export const CLAIM_TOO_MANY = 'Too many claims at once, please wait a moment and try again';

const LIST = new Intl.ListFormat('en', { type: 'conjunction' });

/**
 * The toast text of a paid claim: what was paid, in which coins (one sum per coin: a claim of several levels or
 * periods pays each apart), worth how much, and where it went.
 */
export function paidMessage(result: VipClaimResult): string {
  const sums = new Map<string, Decimal>();
  for (const p of result.paid) sums.set(p.coin, (sums.get(p.coin) ?? new Decimal(0)).plus(toDecimal(p.amount)));
  const parts = [...sums].map(([coin, amount]) => `${formatCoin(amount)} ${coin}`);
  const bonus = result.paid.length > 0 && result.paid.every((p) => p.balanceType === 'BONUS') ? ' to your bonus balance' : '';
  return `${REWARD_LABELS[result.kind]} paid: ${LIST.format(parts)} (${formatFiat(result.totalUsd, '$')})${bonus}`;
}

/** An answer as an outcome, with the refusals toasted: nothing to claim or too many claims warn, the rest is an error. */
async function acted<T>(call: Promise<Envelope<T>>): Promise<VipOutcome<T>> {
  const env = await call;
  if (env.code === CODE.OK && env.data) return { ok: true, data: env.data };
  let message: string;
  if (env.code === NETWORK_FAILURE) {
    message = CLAIM_NO_ANSWER;
    toastError(message);
  } else if (env.code === CODE.TOO_MANY) {
    message = env.msg || CLAIM_TOO_MANY;
    toastWarning(message);
  } else if (env.code === CODE.BAD_REQUEST) {
    message = env.msg || 'Nothing to claim yet';
    toastWarning(message);
  } else {
    // 401 has already ended the session (http layer); its toast would only repeat that.
    message = env.msg || 'Something went wrong, please try again';
    if (env.code !== CODE.UNAUTHORIZED) toastError(message);
  }
  return { ok: false, code: env.code, message };
}

async function claimed(call: Promise<Envelope<VipClaimResult>>): Promise<VipOutcome<VipClaimResult>> {
  const outcome = await acted(call);
  if (outcome.ok) toastSuccess(paidMessage(outcome.data), 'Reward claimed');
  return outcome;
}

/** Claims the rakeback of every coin, each paid in its own coin. */
export const claimRakeback = () => claimed(vipApi.vipRebateReceive({ type: 'rakeback' }));

/** Claims what the running recharge has released, paid in `coin`. */
export const claimRecharge = (coin?: Coin) => claimed(vipApi.vipRebateReceive({ type: 'recharge', ...(coin ? { coin } : {}) }));

/** Claims every completed, unclaimed period of a calendar reward, paid in `coin`. */
export const claimCalendar = (period: CalendarPeriod, coin?: Coin) =>
  claimed(vipApi.vipReceiveReward({ period, ...(coin ? { coin } : {}) }));

/** Claims one level's level-up reward, or (no levelId) every waiting one, paid in `coin`. */
export const claimLevelUp = (levelId?: number, coin?: Coin) =>
  claimed(vipApi.receiveUpgradeReward({ ...(levelId !== undefined ? { levelId } : {}), ...(coin ? { coin } : {}) }));

/** Claims the birthday bonus or the monthly gift, paid in `coin`. */
export const claimPrivilege = (code: PrivilegeBonusCode, coin?: Coin) =>
  claimed(vipApi.receivePrivilegeBonus({ code, ...(coin ? { coin } : {}) }));

/** Starts a 7-day recharge. */
export async function activateRecharge(): Promise<VipOutcome<RechargeState>> {
  const outcome = await acted(vipApi.clickActivate());
  if (outcome.ok) toastSuccess('Your recharge has started: it pays out over the next 7 days', 'Recharge started');
  return outcome;
}

/** Switches the running recharge to hourly windows. */
export async function rapidRecharge(): Promise<VipOutcome<RechargeState>> {
  const outcome = await acted(vipApi.clickRapid());
  if (outcome.ok) toastSuccess('Your recharge now pays out every hour', 'Rapid recharge');
  return outcome;
}

/**
 * Reads the unread flag word once (after a sign-in or a restored session). The server also pushes it (type 5) when
 * the socket connects: an answer is dropped when a push arrived after it was asked for, as that push is newer.
 */
export async function seedVipUnread(): Promise<void> {
  const seq = getState().vipFlagsSeq;
  const env = await vipApi.queryVipRewardCount({ silent: true });
  const s = getState();
  if (env.code === CODE.OK && env.data && s.loggedIn && s.vipFlagsSeq === seq) s.setUnreadFlags(env.data.flags);
}

/** Seeds the unread badge on every sign-in (and now, for a session already held); returns the unsubscribe. */
export function watchVipSession(): () => void {
  if (getState().loggedIn) void seedVipUnread();
  return useStore.subscribe((s, prev) => {
    if (s.loggedIn && !prev.loggedIn) void seedVipUnread();
  });
}

/** The level-up toast (socket type 204 raised the level): the level's name, and its reward when it has one. */
export function announceLevelUp(_from: number, to: number): void {
  const level = cachedLevel(to);
  const name = level?.name ?? `level ${to}`;
  const reward =
    level && toDecimal(level.upgradeReward).gt(0)
      ? ` Your ${formatFiat(level.upgradeReward, '$')} level-up reward is waiting in the VIP Club.`
      : '';
  toastSuccess(`You reached ${name}!${reward}`, 'Level up!');
}
