import type pg from 'pg';
import { MUTE_MINUTES } from '../../src/core/chat';
import { muteMessage, mute, setRole, userIdByName } from '../chat/moderation';
import { DEPOSITS_USAGE, runDepositsAdmin } from './deposits';
import { runWithdrawalsAdmin, WITHDRAWALS_USAGE } from './withdrawals';
import { runVipAdmin, VIP_USAGE } from './vip';
import { PROMO_USAGE, runPromoAdmin } from './promo';
import type { AdminResult } from './result';
import { GAMES_USAGE, runGamesAdmin } from './games';
import type { AggregatorConfig } from '../aggregators/types';
import { runSportsAdmin, SPORTS_USAGE, type SportsAdminContext } from './sports';
import { LOCK_USAGE, notifyChat, runLockAdmin } from './lock';
import { KYC_USAGE, runKycAdmin } from './kyc';

/** Usage of the admin command line. */
export const ADMIN_USAGE = `usage: npm run -s admin -- <command>
  grant-moderator <userName>     let the player delete chat messages and mute players
  revoke-moderator <userName>
  mute <userName> <minutes>      mute in chat for 1-${MUTE_MINUTES.max} minutes
  unmute <userName>
${LOCK_USAGE}
${KYC_USAGE}
${WITHDRAWALS_USAGE}
${DEPOSITS_USAGE}
${VIP_USAGE}
${PROMO_USAGE}
${GAMES_USAGE}
${SPORTS_USAGE}`;

/**
 * Runs one admin command against the database. A mute reaches the player's open sockets on every running server
 * process through the fan-out channel (a 12 'mute' event), as if a moderator had given it.
 */
export async function runAdmin(
  db: pg.Pool,
  args: readonly string[],
  aggregators: readonly AggregatorConfig[] = [],
  sports?: SportsAdminContext,
  dataDir = './data',
): Promise<AdminResult> {
  const [command, userName, extra, ...rest] = args;
  const usage = (why: string): AdminResult => ({ code: 2, out: `${why}\n${ADMIN_USAGE}` });
  if (!command) return usage('a command is required');
  if (command === 'withdrawals') return runWithdrawalsAdmin(db, args.slice(1));
  if (command === 'deposits') return runDepositsAdmin(db, args.slice(1));
  if (command === 'vip') return runVipAdmin(db, args.slice(1));
  if (command === 'promo') return runPromoAdmin(db, args.slice(1));
  if (command === 'games') return runGamesAdmin(db, args.slice(1), aggregators);
  if (command === 'sports') return runSportsAdmin(db, args.slice(1), sports);
  if (command === 'lock' || command === 'unlock' || command === 'protection') return runLockAdmin(db, args);
  if (command === 'kyc') return runKycAdmin(db, args.slice(1), dataDir);
  if (!userName) return usage(`${command}: a userName is required`);
  const wanted = command === 'mute' ? 1 : 0;
  if ((extra === undefined ? 0 : 1) + rest.length !== wanted) return usage(`${command}: unexpected arguments`);
  let userId: number;
  try {
    userId = await userIdByName(db, userName);
  } catch (error) {
    return { code: 1, out: (error as Error).message };
  }
  switch (command) {
    case 'grant-moderator':
    case 'revoke-moderator': {
      const grant = command === 'grant-moderator';
      const changed = await setRole(db, userId, 'moderator', grant);
      const state = grant ? 'is a moderator' : 'is not a moderator';
      return { code: 0, out: changed ? `${userName} ${state} now` : `${userName} already ${state}` };
    }
    case 'mute':
    case 'unmute': {
      const minutes = command === 'unmute' ? 0 : Number(extra);
      if (command === 'mute' && (!/^\d+$/.test(extra!) || minutes < MUTE_MINUTES.min || minutes > MUTE_MINUTES.max)) {
        return usage(`mute: minutes must be a whole number from ${MUTE_MINUTES.min} to ${MUTE_MINUTES.max}`);
      }
      const until = await mute(db, null, userId, minutes, null);
      await notifyChat(db, userId, until, muteMessage(until));
      return { code: 0, out: until ? `${userName} is muted until ${until.toISOString()}` : `${userName} can chat again` };
    }
    default:
      return usage(`unknown command: ${command}`);
  }
}
