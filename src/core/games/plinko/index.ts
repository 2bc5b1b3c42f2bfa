/** Plinko: its rules, its exact math, its round types and its game definition. */
export * from './rules';
export * from './math';
export * from './round';
export * from './definition';
