import { CODE } from '../../core/api';
import { selectGameRule } from '../api/games';
import { getState } from '../store';

/** Loads the game config per type code (at start, and again on socket type 205). */
export async function loadGameConfig(): Promise<void> {
  const env = await selectGameRule();
  if (env.code === CODE.OK && env.data) getState().setGameConfig(env.data);
}
