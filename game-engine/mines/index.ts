import { Engine } from '../core/Engine';
import { MINES_SOUNDS } from './sounds';
import type { EngineFactory } from '../types';
import { MinesGame } from './MinesGame';
import { MinesScene } from './MinesScene';

/** Mounts the mines engine into `container` (it sizes itself to the container). */
export const createEngine: EngineFactory<'mines'> = async (container, host) => {
  const engine = await Engine.create(container, host, MINES_SOUNDS);
  const scene = new MinesScene(engine);
  engine.setScene(scene);
  return new MinesGame(engine, scene, host);
};
