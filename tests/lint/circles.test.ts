// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCircles } from '../../scripts/lib/importCircles';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Folders of the games as modules: the engine, the game UI (kit, game folders, registry) and the games' client code. */
const GAME_CODE = /^(game-engine\/|ui\/games\/|src\/app\/games\/)/;

describe('import circles', () => {
  it('none runs through the game code, counting import() (a lazy page importing its loader back is one)', () => {
    const circles = importCircles(root, { dynamic: true }).filter((c) => c.some((f) => GAME_CODE.test(f)));
    expect(circles).toEqual([]);
    // It parses every source file of the project: seconds of work, more on a busy machine.
  }, 60_000);
});
