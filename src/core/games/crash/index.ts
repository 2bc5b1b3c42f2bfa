export * from './fairness';
export * from './curve';
