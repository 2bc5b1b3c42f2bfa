/** Dice: its rules and its game definition. */
export * from './rules';
export * from './definition';
