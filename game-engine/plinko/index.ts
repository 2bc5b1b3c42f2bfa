import { Engine } from '../core/Engine';
import type { EngineFactoryOf } from '../types';
import { PlinkoGame } from './PlinkoGame';
import { PlinkoScene } from './PlinkoScene';
import type { PlinkoTypes } from './types';

/**
 * Mounts the plinko engine into `container` (it sizes itself to the container). Typed over the engine's PlinkoTypes
 * until plinko is registered; then this line becomes `export const createEngine: EngineFactory<'plinko'> = …`.
 */
export const createEngine: EngineFactoryOf<PlinkoTypes> = async (container, host) => {
  const engine = await Engine.create(container, host);
  const scene = new PlinkoScene(engine);
  engine.setScene(scene);
  return new PlinkoGame(engine, scene, host);
};
