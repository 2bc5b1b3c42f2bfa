import { useState } from 'react';
import { LoaderCircle, MessageSquareShare } from 'lucide-react';
import type { HouseGame } from '../../src/core/games/catalog';
import { shareBetInChat } from '../../src/app/actions/chatCalls';
import { toastError, toastSuccess } from '../../src/app/actions/toast';
import { useStore } from '../../src/app/store';

/**
 * "Share in chat" on a bet's detail, for its owner only (the detail names the owner by display name; the server
 * checks the bet really is theirs and refuses with its message otherwise).
 */
export function ShareBetButton({ betId, game, owner }: { betId: number; game: HouseGame; owner: string }) {
  const mine = useStore((s) => s.loggedIn && !!s.user && s.user.nickName === owner);
  const [busy, setBusy] = useState(false);
  if (!mine) return null;
  const share = async () => {
    setBusy(true);
    const result = await shareBetInChat(betId, game);
    setBusy(false);
    if (result.ok) toastSuccess('Shared in chat');
    else toastError(result.message);
  };
  return (
    <button type="button" className="btn btn--ghost" data-testid="bet-share" disabled={busy} onClick={() => void share()}>
      {busy ? <LoaderCircle size={18} className="spin" aria-hidden="true" /> : <MessageSquareShare size={18} aria-hidden="true" />}
      Share in chat
    </button>
  );
}
