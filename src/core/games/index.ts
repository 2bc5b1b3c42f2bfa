/** The in-house games: the catalogue, the shared definition contract, each game's module and the registry. */
export * from './catalog';
export * from './rtp';
export * from './types';
export * from './registry';
export * from './dice';
export * from './limbo';
export * from './plinko';
