/** The chat contract shared by browser and server (docs/protocol.md, Chat). */
export * from './limits';
export * from './schemas';
export * from './types';
