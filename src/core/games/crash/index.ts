export * from './fairness';
export * from './curve';
export * from './api';
