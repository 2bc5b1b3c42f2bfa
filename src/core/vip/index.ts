export * from './types';
export * from './formulas';
export * from './schemas';
