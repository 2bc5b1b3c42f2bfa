import type { DiceEngine, EngineFactory, LimboEngine } from '../../game-engine/types';

// The engines are separate chunks, loaded when a game page mounts. import.meta.glob keeps the page building (and the
// type check passing) whether or not an engine folder exists yet; a missing one leaves the stage without animation.
const modules = import.meta.glob<Record<string, unknown>>('../../game-engine/{dice,limbo}/index.ts');

async function factory<E>(path: string, name: string): Promise<EngineFactory<E> | null> {
  const load = modules[path];
  if (!load) return null;
  const mod = await load();
  const fn = mod[name];
  return typeof fn === 'function' ? (fn as EngineFactory<E>) : null;
}

/** The dice engine factory (createDiceEngine of game-engine/dice), or null when it is not there. */
export const loadDiceEngine = () => factory<DiceEngine>('../../game-engine/dice/index.ts', 'createDiceEngine');

/** The limbo engine factory (createLimboEngine of game-engine/limbo), or null when it is not there. */
export const loadLimboEngine = () => factory<LimboEngine>('../../game-engine/limbo/index.ts', 'createLimboEngine');
