import { useStore } from 'zustand';
import { isHouseGame } from '../../src/core/games/catalog';
import { chatDialogStore, closeChatDialog, requestMention } from '../../src/app/actions/chatDialogs';
import { BetDetailDialog } from '../games/registry';
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
    case 'bet':
      return isHouseGame(dialog.bet.game) ? (
        <BetDetailDialog key={seq} game={dialog.bet.game} id={Number(dialog.bet.betId)} onClose={closeChatDialog} />
      ) : null;
  }
}
