import type { EngineFactory } from '../types';

/**
 * Placeholder: the plinko scene and its physics are built on the engine branch and replace this file when it merges.
 * Until then the page's EngineHost reports the engine as missing and every bet lands as soon as it is answered.
 */
export const createEngine: EngineFactory<'plinko'> = () => Promise.reject(new Error('plinko scene lands from the engine branch'));
