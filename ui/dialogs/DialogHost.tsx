import { lazy, Suspense, useEffect } from 'react';
import { preloadAfterPaint } from '../../src/app/afterPaint';
import { loadChunk } from '../../src/app/chunkReload';
import { startServices } from '../../src/app/services';
import { useStore } from '../../src/app/store';

/**
 * Loads the global dialogs with their forms and zod schemas, and the services their calls go through (http wiring). A
 * chunk that fails to load follows the chunk reload rule (src/app/chunkReload.ts).
 */
export async function loadGlobalDialogs() {
  const [mod] = await Promise.all([loadChunk(() => import('./AuthDialogs')), startServices()]);
  return mod;
}

const GlobalDialogs = lazy(async () => ({ default: (await loadGlobalDialogs()).GlobalDialogs }));

/**
 * Renders the global dialog held in the store. The dialogs' code is not part of the first paint: it is fetched when the
 * main thread is idle after it, or at once when a dialog opens first.
 */
export function DialogHost() {
  const open = useStore((s) => s.dialog !== null || s.orderDialogId !== null);
  useEffect(() => preloadAfterPaint(loadGlobalDialogs), []);
  if (!open) return null;
  return (
    // No fallback: until the code is there the dialog is simply not shown yet (it usually is there, preloaded).
    <Suspense fallback={null}>
      <GlobalDialogs />
    </Suspense>
  );
}
