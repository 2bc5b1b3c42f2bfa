import { useEffect } from 'react';
import { preloadAfterPaint } from '../../src/app/boot/afterPaint';
import { loadChunk } from '../../src/app/boot/chunkReload';
import { createModuleLoader } from '../../src/app/boot/moduleLoader';
import { startServices } from '../../src/app/boot/services';
import { useStore } from '../../src/app/store';

/**
 * The global dialogs with their forms and zod schemas, and the services their calls go through (http wiring). A
 * chunk that fails to load follows the chunk reload rule (src/app/boot/chunkReload.ts).
 */
export const globalDialogs = createModuleLoader(async () => {
  const [mod] = await Promise.all([loadChunk(() => import('./AuthDialogs')), startServices()]);
  return mod;
});

/**
 * Renders the global dialog held in the store. The dialogs' code is not part of the first paint: it is fetched when the
 * main thread is idle after it, at once when a dialog is due soon, or when a dialog opens first (the dialog shows as soon
 * as it is in).
 */
export function DialogHost() {
  const open = useStore((s) => s.dialog !== null || s.orderDialogId !== null);
  const due = useStore((s) => s.dialogDue);
  useEffect(() => preloadAfterPaint(globalDialogs.load), []);
  // A dialog due soon (the share code's Register at 4 s) does not wait for the idle time after paint.
  useEffect(() => {
    if (due) void globalDialogs.load();
  }, [due]);
  const dialogs = globalDialogs.useModule(open);
  return dialogs ? <dialogs.GlobalDialogs /> : null;
}
