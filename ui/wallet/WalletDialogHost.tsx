import { useStore } from 'zustand';
import { loadChunk } from '../../src/app/boot/chunkReload';
import { createModuleLoader } from '../../src/app/boot/moduleLoader';
import { walletDialogStore } from '../../src/app/actions/walletDialog';

/** The wallet dialog's code (tabs, address checks, QR codes): a chunk of its own, fetched on the first opening. */
export const walletDialogChunk = createModuleLoader(() => loadChunk(() => import('./WalletDialog')));

/**
 * Renders the wallet dialog opened with openWallet. Mounted in the header's logged-in part, where its openers live
 * (so none of it is in the first paint); its code is fetched when it first opens, or warmed by `walletDialogChunk.load`.
 */
export function WalletDialogHost() {
  const open = useStore(walletDialogStore, (s) => s.tab !== null);
  const chunk = walletDialogChunk.useModule(open);
  return chunk ? <chunk.WalletDialogs /> : null;
}
