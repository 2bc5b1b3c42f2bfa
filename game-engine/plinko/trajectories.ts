import { TrajectoryBank } from './playback';

/**
 * Where the baked trajectories are served from: public/plinko/trajectories.json (written by `npm run -s
 * bake:plinko`), copied as is into the build. Fetched when the first plinko engine mounts, never part of any JS chunk.
 */
export const TRAJECTORY_PATH = 'plinko/trajectories.json';

let loading: Promise<TrajectoryBank> | null = null;

/** Loads (once per page) and parses the trajectory file; a failed load is retried on the next call. */
export function loadTrajectories(fetcher: typeof fetch = (input, init) => fetch(input, init)): Promise<TrajectoryBank> {
  if (loading) return loading;
  const url = `${import.meta.env.BASE_URL ?? '/'}${TRAJECTORY_PATH}`;
  const pending = fetcher(url)
    .then((response) => {
      if (!response.ok) throw new Error(`plinko: ${url} answered ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then((value) => TrajectoryBank.from(value));
  loading = pending;
  pending.catch(() => {
    if (loading === pending) loading = null;
  });
  return pending;
}
