import { Engine } from '../core/Engine';
import { PLINKO_SOUNDS } from './sounds';
import type { EngineFactory } from '../types';
import { PlinkoGame } from './PlinkoGame';
import { PlinkoScene } from './PlinkoScene';

/** Mounts the plinko engine into `container` (it sizes itself to the container). */
export const createEngine: EngineFactory<'plinko'> = async (container, host) => {
  const engine = await Engine.create(container, host, PLINKO_SOUNDS);
  const scene = new PlinkoScene(engine);
  engine.setScene(scene);
  return new PlinkoGame(engine, scene, host);
};
