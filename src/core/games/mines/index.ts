/** Mines: its rules, its game definition and the calls of its stateful rounds. */
export * from './rules';
export * from './definition';
export * from './api';
export * from './grid';
