/** Plinko's type set as the engine sees it: the core registry's. */
export type { PlinkoTypes } from '../../src/core/games/plinko';
