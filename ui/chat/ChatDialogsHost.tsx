import { useStore } from 'zustand';
import { loadChunk } from '../../src/app/boot/chunkReload';
import { createModuleLoader } from '../../src/app/boot/moduleLoader';
import { startServices } from '../../src/app/boot/services';
import { chatDialogStore } from '../../src/app/actions/chatDialogs';

/** The chat's dialogs (player card, tip, rain, a shared bet's detail) and the services their calls go through. */
export const chatDialogsChunk = createModuleLoader(async () => {
  const [mod] = await Promise.all([loadChunk(() => import('./ChatDialogs')), startServices()]);
  return mod;
});

/**
 * Renders the chat dialog opened with openTipDialog, openRainDialog, openPlayerCard or openBetDetail. Mounted in the chat
 * panel, where all of them open (so none of it is in the first paint); their code is fetched when the first one opens.
 */
export function ChatDialogsHost() {
  const open = useStore(chatDialogStore, (s) => s.dialog !== null);
  const chunk = chatDialogsChunk.useModule(open);
  return chunk ? <chunk.ChatDialogs /> : null;
}
