export * from './types';
export * from './schemas';
export * from './formulas';
export * from './referrals';
export * from './periods';
