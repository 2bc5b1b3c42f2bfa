import { MINES_MAX, MINES_MIN, minesLayoutOf } from '../../../src/core/games/mines';
import type { CliCommand } from '../types';

/** `fairness mines --server-seed S --client-seed C --nonce N --mines M`: the layout, {"mines": [...]} sorted. */
export const minesCli: CliCommand = {
  options: ['mines'],
  run(options, seeds) {
    const raw = options.mines;
    if (raw === undefined) return '--mines is required';
    if (!/^\d{1,2}$/.test(raw) || Number(raw) < MINES_MIN || Number(raw) > MINES_MAX) {
      return `--mines must be a whole number from ${MINES_MIN} to ${MINES_MAX}`;
    }
    if (!seeds) return 'a seed pair is required';
    return { mines: minesLayoutOf(seeds.serverSeed, seeds.clientSeed, seeds.nonce, Number(raw)) };
  },
};
