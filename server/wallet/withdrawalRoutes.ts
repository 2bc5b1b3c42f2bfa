import type { FastifyInstance } from 'fastify';
import type { Coin } from '../../src/core/currency';
import { TWO_FACTOR_REQUIRED } from '../../src/core/twoFactor';
import { addressError } from '../../src/core/wallet/address';
import type { WithdrawResult, WithdrawTerms } from '../../src/core/wallet/api';
import { COIN_CHAINS } from '../../src/core/wallet/chains';
import {
  maskEmail,
  withdrawCodeSchema,
  withdrawSchema,
  withdrawTermsQuerySchema,
  type WithdrawCodeSent,
} from '../../src/core/wallet/withdrawSchema';
import { ApiError, badRequest, unauthorized } from '../errors';
import { ok, parse } from '../plugins/envelope';
import { requireAuth } from '../plugins/session';
import { pushNotification } from '../feeds/notifications';
import { getUser, type UserRow } from '../auth/users';
import { checkIdentityNeed, checkWithdrawAmount, replayWithdrawal, requestWithdrawal, withdrawTerms } from './withdrawals';

/** The refusal of an account whose address cannot receive the withdrawal code. */
const NO_VERIFIED_EMAIL = 'Verify your email first: withdrawals are confirmed with a code we email to your verified address';

/** True when the withdrawal code can be mailed to the account. */
const emailReady = (user: UserRow) => user.email !== '' && user.emailAuth === 1;

/**
 * The destination's refusal as a 400 naming its field, or null when valid. addressError checks the address before
 * the tag, so the address alone tells which of the two is wrong.
 */
function destinationRefusal(coin: Coin, address: string, tag: string | null): ApiError | null {
  const message = addressError(coin, address, tag);
  if (message === null) return null;
  const field = addressError(coin, address, null) === null ? 'tag' : 'address';
  return badRequest(`${field}: ${message}`);
}

/**
 * Withdrawals: the code mailed to confirm one, a coin's terms, and the request that debits amount + fee into a
 * pending withdrawal an operator then approves or rejects (`npm run -s admin -- withdrawals …`). The withdraw call's
 * answer reaches the browser unchanged (src/app/network/http.ts WITHDRAW_PATH), so every refusal is a complete
 * envelope: 401 guest, 400 naming the field, 428 when the authenticator code is required, 429 over a budget.
 */
export async function withdrawalRoutes(app: FastifyInstance): Promise<void> {
  const userOf = async (userId: number) => {
    const user = await getUser(app.db, userId);
    if (!user) throw unauthorized();
    return user;
  };

  // The terms shown in the tab use the last price known; a withdrawal itself is valued only with fresh rates.
  const shownPrice = async (coin: Coin) => (await app.refs.get()).coinUsd.get(coin);
  const priceOf = async (coin: Coin) => (await app.refs.get()).usdPrice(coin);

  app.post('/v1/account/getWithdrawCode', async (request) => {
    const { userId } = await requireAuth(request);
    parse(withdrawCodeSchema, request.body);
    const user = await userOf(userId);
    if (!emailReady(user)) throw badRequest(NO_VERIFIED_EMAIL);
    // The mail path's own rules: one code a minute, the per-account and per-IP send budgets, 10 minutes, 5 tries.
    const sent = await app.emailCodes.send('withdraw', user.email, userId, request.ip);
    const email = maskEmail(user.email);
    return ok<WithdrawCodeSent>({ ...sent, email }, `We emailed a withdrawal code to ${email}`);
  });

  app.get('/api/wallet/withdraw', async (request) => {
    const { userId } = await requireAuth(request);
    const { coin } = parse(withdrawTermsQuerySchema, request.query);
    const user = await userOf(userId);
    return ok<WithdrawTerms>(
      await withdrawTerms(app.db, {
        userId,
        coin,
        priceUsd: await shownPrice(coin),
        dailyLimitUsd: app.config.withdrawDailyUsd,
        twoFactor: await app.twoFactor.enabled(userId),
        emailReady: emailReady(user),
      }),
    );
  });

  app.post('/v1/account/withdraw', async (request) => {
    const { userId } = await requireAuth(request);
    const body = parse(withdrawSchema, request.body);
    const { coin, address, tag } = body;
    const chain = COIN_CHAINS[coin];
    if (body.network !== undefined && body.network.toUpperCase() !== chain.network) {
      throw badRequest(`network: ${coin} is paid out on ${chain.networkLabel} only (network ${chain.network})`);
    }
    if (!(await app.refs.get()).coinEnabled.get(coin)) throw badRequest(`${coin} withdrawals are not available`);
    const wrongDestination = destinationRefusal(coin, address, tag);
    if (wrongDestination) throw wrongDestination;
    const amount = checkWithdrawAmount(coin, body.amount);
    // A retry of a withdrawal made under its key answers it again, with no new codes (the first ones are used up).
    if (body.idempotencyKey !== undefined) {
      const replay = await replayWithdrawal(app.db, userId, body.idempotencyKey, { coin, address, tag, amount });
      if (replay) return ok<WithdrawResult>(replay.result, 'Withdrawal requested: waiting for approval');
    }
    const user = await userOf(userId);
    if (!emailReady(user)) throw badRequest(NO_VERIFIED_EMAIL);
    // Valued before any code is used: stale rates refuse the withdrawal with both codes still good; so does the need
    // of a verified identity (checked again in the withdrawal's transaction).
    const priceUsd = await priceOf(coin);
    const identityAboveUsd = app.config.identityWithdrawAboveUsd;
    await checkIdentityNeed(app.db, userId, amount.times(priceUsd), identityAboveUsd);
    if (await app.twoFactor.enabled(userId)) {
      if (body.googleCode === undefined) {
        throw new ApiError(TWO_FACTOR_REQUIRED, 'Enter the 6-digit code from your authenticator app to confirm this withdrawal');
      }
      await app.twoFactor.use(userId, body.googleCode, request.ip);
    }
    // Checked now (a wrong code uses one of its 5 tries, committed at once) and used up inside the withdrawal's
    // transaction, so a withdrawal refused by the daily limit or the balance leaves the code live for a corrected one.
    await app.emailCodes.check('withdraw', user.email, body.emailCode, app.db, false);
    const outcome = await requestWithdrawal(app.db, {
      userId,
      coin,
      address,
      tag,
      amount,
      priceUsd,
      dailyLimitUsd: app.config.withdrawDailyUsd,
      identityAboveUsd,
      idempotencyKey: body.idempotencyKey,
      useCode: (client) => app.emailCodes.check('withdraw', user.email, body.emailCode, client),
    });
    // Pushed only now, after the transaction committed.
    app.hub.amountChanged(outcome.applied);
    if (outcome.news) pushNotification(app.hub, userId, outcome.news);
    return ok<WithdrawResult>(outcome.result, 'Withdrawal requested: waiting for approval');
  });
}
