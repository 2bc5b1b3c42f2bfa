export * from './fairness';
export * from './curve';
export * from './api';
export * from './round';
export * from './payout';
