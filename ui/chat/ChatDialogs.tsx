import { useStore } from 'zustand';
import { chatDialogStore, closeChatDialog, requestMention } from '../../src/app/actions/chatDialogs';
import { BetDetailDialog } from '../games/registry';
import { CrashBetDialog } from '../games/crash/CrashBetDialog';
import { PlayerCard } from './PlayerCard';
import { RainDialog } from './RainDialog';
import { TipDialog } from './TipDialog';
import '../games/kit/games.css';
import './chatDialogs.css';

/** The chat dialog of the dialog store (loaded on demand by ChatDialogsHost): one at a time. */
export function ChatDialogs() {
  const { dialog, seq } = useStore(chatDialogStore);
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'player':
      return <PlayerCard key={seq} user={dialog.user} onMention={dialog.onMention ?? requestMention} onClose={closeChatDialog} />;
    case 'tip':
      return <TipDialog key={seq} {...dialog.args} onClose={closeChatDialog} />;
    case 'rain':
      return <RainDialog key={seq} onClose={closeChatDialog} />;
    case 'bet': {
      const id = Number(dialog.bet.betId);
      return dialog.bet.game === 'crash' ? (
        <CrashBetDialog key={seq} id={id} onClose={closeChatDialog} />
      ) : (
        <BetDetailDialog key={seq} id={id} onClose={closeChatDialog} />
      );
    }
  }
}
