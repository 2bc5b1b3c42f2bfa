import { Engine } from '../core/Engine';
import type { EngineFactory } from '../types';
import { DiceGame } from './DiceGame';
import { DiceScene } from './DiceScene';

/** Mounts the dice engine into `container` (it sizes itself to the container). */
export const createEngine: EngineFactory<'dice'> = async (container, host) => {
  const engine = await Engine.create(container, host);
  const scene = new DiceScene(engine);
  engine.setScene(scene);
  return new DiceGame(engine, scene, host);
};
