import type { CrashTypes } from '../../src/core/games/crash/round';
import { Engine } from '../core/Engine';
import { CRASH_SOUNDS } from './sounds';
import type { EngineFactoryOf } from '../types';
import { CrashGame } from './CrashGame';
import { CrashScene } from './CrashScene';

/** Mounts the crash engine into `container` (it sizes itself to the container). */
export const createEngine: EngineFactoryOf<CrashTypes> = async (container, host) => {
  const engine = await Engine.create(container, host, CRASH_SOUNDS);
  const scene = new CrashScene(engine);
  engine.setScene(scene);
  return new CrashGame(engine, scene, host);
};
