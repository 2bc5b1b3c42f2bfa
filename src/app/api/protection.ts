import type { ActivityStatement, BreakView, ProtectionState, RealityCheck, SetLimit, TakeBreak } from '../../core/protection';
import type { UserInfo } from '../../core/api';
import { get, post, type CallOptions } from '../network/http';

// Player protection calls (the contract: src/core/protection.ts). One small function per call; all need a session.
// The changes answer a refusal (code 400) with a message the form shows itself, so they do not toast a failure.
const CHANGES: CallOptions = { silent: true };

/** GET /v1/protection: the limits, a break, the operator's locks, the reality-check interval and the server's clock. */
export const getProtection = (options?: CallOptions) => get<ProtectionState>('/v1/protection', undefined, options);

/** POST /v1/protection/limit: sets a limit (an amount) or removes it (null); answers the state after it. */
export const setLimit = (body: SetLimit) => post<ProtectionState>('/v1/protection/limit', body, CHANGES);

/** POST /v1/protection/break: starts a time-out or self-exclusion (confirmed with the password); every session ends. */
export const takeBreak = (body: TakeBreak) => post<BreakView>('/v1/protection/break', body, CHANGES);

/** POST /v1/protection/reality: the reality-check interval in minutes, or null for off; answers the state after it. */
export const setRealityCheck = (minutes: number | null) => post<ProtectionState>('/v1/protection/reality', { minutes }, CHANGES);

/** GET /v1/protection/reality: this session so far (time, staked, net, bets), for the reality check. */
export const getRealityCheck = (options?: CallOptions) => get<RealityCheck>('/v1/protection/reality', undefined, options);

/** GET /v1/protection/statement: deposits, withdrawals, stakes and net by month and coin, the last 24 months. */
export const getStatement = (options?: CallOptions) => get<ActivityStatement>('/v1/protection/statement', undefined, options);

/** POST /v1/protection/birth: the date of birth of an account without one (YYYY-MM-DD); answers the profile. */
export const setBirth = (birth: string) => post<UserInfo>('/v1/protection/birth', { birth }, CHANGES);
