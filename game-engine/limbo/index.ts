import { Engine } from '../core/Engine';
import type { EngineFactory } from '../types';
import { LimboGame } from './LimboGame';
import { LimboScene } from './LimboScene';

/** Mounts the limbo engine into `container` (it sizes itself to the container). */
export const createEngine: EngineFactory<'limbo'> = async (container, host) => {
  const engine = await Engine.create(container, host);
  const scene = new LimboScene(engine);
  engine.setScene(scene);
  return new LimboGame(engine, scene, host);
};
