/** Provable fairness: the Stake-compatible RNG, payouts and the verification of any settled bet through its game. */
export * from './rng';
export * from './payout';
export * from './verify';
