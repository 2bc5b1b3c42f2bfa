/** Provable fairness: the Stake-compatible RNG and the dice and limbo rules, shared by server, browser and CLI. */
export * from './rng';
export * from './dice';
export * from './limbo';
export * from './payout';
export * from './verify';
