import { useEffect, useState } from 'react';
import { preloadAfterPaint } from '../../src/app/boot/afterPaint';
import { loadChunk } from '../../src/app/boot/chunkReload';
import { createModuleLoader } from '../../src/app/boot/moduleLoader';

const footer = createModuleLoader(() => loadChunk(() => import('./Footer')));

/**
 * The site footer, fetched when the main thread is idle after the first paint: it sits below the fold of every page,
 * so its code stays out of the first paint's budget.
 */
export function LazyFooter() {
  const [ready, setReady] = useState(false);
  useEffect(() => preloadAfterPaint(() => footer.load().then(() => setReady(true))), []);
  const mod = footer.useModule(ready);
  return mod ? <mod.Footer /> : null;
}
