import type { SliceCreator } from '../store/types';
import { createCrashSlice, type CrashSlice } from './crash/crashSlice';

// The games' own client state in the one store: a game that keeps state of its own (crash's shared round) has a slice
// in its folder (src/app/games/<game>/), composed here; the store spreads these with the shell's slices. This is the
// only shared file that imports the app's game folders (eslint/boundaries.js).

/** The slices of the games' own client state. */
export type GameSlices = CrashSlice;

/** Creates every game's slice. */
export const createGameSlices: SliceCreator<GameSlices> = (...a) => ({
  ...createCrashSlice(...a),
});
