/** The in-house games: the catalogue, the shared definition contract, each game's module and the registry. */
export * from './catalog';
export * from './rtp';
export * from './types';
export * from './registry';
export * from './dice';
export * from './limbo';
export * from './plinko';
export * from './mines';
export * from './crash';
export * from './live';
// Both plinko and mines have a `binomial` (Decimal and number); the index keeps plinko's, mines' is imported from its folder.
export { binomial } from './plinko';
