import { loadChunk } from '../../src/app/boot/chunkReload';
import { createModuleLoader } from '../../src/app/boot/moduleLoader';
import { startServices } from '../../src/app/boot/services';
import { useStore } from '../../src/app/store';

/** The chat panel's code (its actions, zod and styles included): fetched when the panel first opens. */
export const chatPanel = createModuleLoader(async () => {
  const [mod] = await Promise.all([loadChunk(() => import('./ChatPanel')), startServices()]);
  return mod;
});

/**
 * Where the chat panel sits in the shell: docked on the right on wider screens, a full-height sheet on phones (the
 * layout's CSS decides). Renders nothing while closed; the panel's code loads on the first open.
 */
export function ChatHost() {
  const open = useStore((s) => s.chatOpen);
  const mod = chatPanel.useModule(open);
  if (!open) return null;
  return (
    <aside className="chat-dock" aria-label="Chat" data-testid="chat-panel">
      {mod ? (
        <mod.ChatPanel />
      ) : (
        <div className="chat-dock__loading" role="status">
          <span className="chat-dock__spinner" aria-hidden="true" />
          <span className="sr-only">Loading chat</span>
        </div>
      )}
    </aside>
  );
}
