import type { ChatShare } from '../../src/core/chat/types';
import { isCoin } from '../../src/core/currency';
import { formatCoin } from '../../src/core/format';
import { CoinIcon } from '../wallet/CoinIcon';

/** A game's display name from its code ('dice' → 'Dice'). */
const gameName = (game: string) => game.charAt(0).toUpperCase() + game.slice(1);

/**
 * A shared bet in chat (kind 'share'): the game, the multiplier and the payout as a compact card. Kept as one small
 * component: opening the bet's details will be built into it.
 */
export function ChatShareEntry({ share }: { share: ChatShare }) {
  return (
    <div className={`chat-share${share.win ? ' is-win' : ''}`} data-testid="chat-share">
      <span className="chat-share__game">{gameName(share.game)}</span>
      <span className="chat-share__multi num">{share.multiplier}×</span>
      <span className="chat-share__payout num">
        {isCoin(share.coin) && <CoinIcon coin={share.coin} size={14} />}
        {formatCoin(share.payout)} {share.coin}
      </span>
    </div>
  );
}
