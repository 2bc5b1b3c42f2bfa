import type { CrashRoundRecord } from '../../../core/games/crash';
import { get } from '../../network/http';

// The published record of crash: the chain's terminating hash and salt, and the finished rounds.

/** The chain as published before its first game. */
export interface CrashChainInfo {
  terminatingHash: string;
  salt: string;
  length: number;
}

/** GET /api/games/crash/chain: the terminating hash, the salt and the chain's length. */
export const crashChain = () => get<CrashChainInfo>('/api/games/crash/chain');

/** GET /api/games/crash/rounds: finished rounds, newest first (older than round `before`). */
export const crashRounds = (before?: number) =>
  get<CrashRoundRecord[]>('/api/games/crash/rounds', before === undefined ? undefined : { before: String(before) });
