import { useEffect, useState } from 'react';
import { afterFirstContentfulPaint } from '../../src/app/boot/afterPaint';
import { loadChunk } from '../../src/app/boot/chunkReload';
import { createModuleLoader } from '../../src/app/boot/moduleLoader';
import { useStore } from '../../src/app/store';

const host = createModuleLoader(() => loadChunk(() => import('../streamer/CelebrationHost')));

/**
 * The big-win celebration's host, for a signed-in player only, loaded after the first paint (a guest places no bet and
 * the first paint carries none of it). The celebration layer itself loads when a win first reaches the thresholds.
 */
export function LazyCelebration() {
  const loggedIn = useStore((s) => s.loggedIn);
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstContentfulPaint(() => setPainted(true)), []);
  const mod = host.useModule(painted && loggedIn);
  return mod && loggedIn ? <mod.CelebrationHost /> : null;
}
