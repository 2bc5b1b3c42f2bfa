import type { FastifyInstance } from 'fastify';
import type { CurrencyConfigRow } from '../../src/core/api';
import type { Coin } from '../../src/core/currency';
import { Decimal, toFixedDown, trimZeros } from '../../src/core/money';
import { MSG } from '../../src/core/socket';
import { sendTipSchema, switchAccountSchema } from '../../src/core/schemas';
import { ApiError, unauthorized } from '../errors';
import { TWO_FACTOR_REQUIRED } from '../../src/core/twoFactor';
import { ok, parse } from '../plugins/envelope';
import { requireAuth } from '../plugins/session';
import { pushNotification } from '../feeds/notifications';
import { sendTip } from '../chat/tips';
import { balanceData } from '../account/userInfo';
import { getUser } from '../auth/users';

/** Wallet calls: balances, balance selection, coin limits and tips. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const balancesOf = async (userId: number) => {
    const user = await getUser(app.db, userId);
    if (!user) throw unauthorized();
    return ok(await balanceData(app.db, user));
  };

  app.get('/v1/account/findBalance', async (request) => balancesOf((await requireAuth(request)).userId));

  app.post('/v1/account/switchAccount', async (request) => {
    const { userId } = await requireAuth(request);
    const body = parse(switchAccountSchema, request.body);
    // The selected coin follows the selected kind: each kind remembers its own coin.
    await app.db.query(
      `UPDATE users SET amount_type = COALESCE($2, amount_type),
         selected_coin = CASE WHEN COALESCE($2, amount_type) = 'DEPOSIT' THEN COALESCE($3, selected_coin) ELSE selected_coin END,
         selected_bonus_coin = CASE WHEN COALESCE($2, amount_type) = 'BONUS' THEN COALESCE($3, selected_bonus_coin) ELSE selected_bonus_coin END
       WHERE id = $1`,
      [userId, body.amountType ?? null, body.coin ?? null],
    );
    return balancesOf(userId);
  });

  app.get('/v1/account/configCurrencyType', async () => {
    const { rows } = await app.db.query<{ code: Coin; decimals: number; min_tip: string; enabled: boolean }>(
      'SELECT code, decimals, min_tip, enabled FROM coins ORDER BY sort',
    );
    return ok<CurrencyConfigRow[]>(
      rows.map((r) => ({ coin: r.code, decimals: r.decimals, minTip: trimZeros(toFixedDown(r.min_tip, r.decimals)), enabled: r.enabled })),
    );
  });

  // A large tip of a player with two-factor login on needs the authenticator code (428 without it). A retry of a tip
  // already sent under its idempotency key replays its answer without a new code (the first one is used up).
  const tipSecondFactor = async (
    userId: number,
    tip: { coin: Coin; amount: string; idempotencyKey?: string | undefined },
    code: string | undefined,
    ip: string,
  ) => {
    if (!(await app.twoFactor.enabled(userId))) return;
    const price = (await app.refs.get()).usdPrice(tip.coin);
    if (new Decimal(tip.amount).times(price).lt(app.config.tipTwoFactorUsd)) return;
    if (tip.idempotencyKey) {
      const { rowCount } = await app.db.query('SELECT 1 FROM tips WHERE from_user = $1 AND idempotency_key = $2', [
        userId,
        tip.idempotencyKey,
      ]);
      if (rowCount) return;
    }
    if (code === undefined) throw new ApiError(TWO_FACTOR_REQUIRED, 'Enter the code from your authenticator app to send this tip');
    await app.twoFactor.use(userId, code, ip);
  };

  app.post('/v1/account/sendTip', async (request) => {
    const { userId } = await requireAuth(request);
    const { googleCode, ...body } = parse(sendTipSchema, request.body);
    await tipSecondFactor(userId, body, googleCode, request.ip);
    const outcome = await sendTip(app.db, { ...body, fromUserId: userId });
    // Pushed only now, after the transaction committed.
    app.hub.amountChanged(outcome.applied);
    if (outcome.notice) {
      // One toast per tally window of the receiver; the notification at the tally's rate (tallyNotification).
      const { toUserId, tip, tally } = outcome.notice;
      if (tally.fresh) app.hub.tipReceived(toUserId, tip);
      if (tally.push) pushNotification(app.hub, toUserId, tally.notice);
    }
    if (outcome.entryId !== null) await app.chat.publish(outcome.entryId, MSG.TIP);
    return ok(outcome.data);
  });
}
