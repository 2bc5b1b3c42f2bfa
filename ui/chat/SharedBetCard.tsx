import { Gamepad2 } from 'lucide-react';
import type { ChatShare } from '../../src/core/chat';
import { HOUSE_GAME_INFO, isHouseGame, type HouseGame } from '../../src/core/games/catalog';
import { formatCoin } from '../../src/core/format';
import { openBetDetail } from '../../src/app/actions/chatDialogs';
import { GAME_CARDS } from '../games/cards';
import { Private, usePrivate } from '../streamer/Private';
import { CoinIcon } from '../wallet/CoinIcon';
import './sharedBet.css';

/**
 * A bet shared in chat: game, multiplier and payout in the bet's coin, green for a win and red for a loss. A press
 * opens the bet's detail with its Replay (its game's dialog), for anyone.
 */
export function SharedBetCard({ share }: { share: ChatShare }) {
  const { mask } = usePrivate();
  const known = isHouseGame(share.game);
  const Icon = known ? GAME_CARDS[share.game as HouseGame].icon : Gamepad2;
  const title = known ? HOUSE_GAME_INFO[share.game as HouseGame].title : share.game;
  const sign = share.win ? '+' : '';
  return (
    <button
      type="button"
      className={`shared-bet ${share.win ? 'is-win' : 'is-loss'}`}
      data-testid="shared-bet"
      data-bet-id={share.betId}
      aria-label={`${title} bet #${share.betId}: ${share.multiplier}×, payout ${mask('amount', formatCoin(share.payout))} ${share.coin}. Open the bet`}
      onClick={() => openBetDetail(share)}
    >
      <span className="shared-bet__game">
        <Icon size={16} aria-hidden="true" />
        <strong>{title}</strong>
        <small className="num">#{share.betId}</small>
      </span>
      <span className="shared-bet__figures">
        <span className="shared-bet__mult num">{share.multiplier}×</span>
        <span className="shared-bet__payout num">
          {sign}
          <Private kind="amount">{formatCoin(share.payout)}</Private> <CoinIcon coin={share.coin} size={14} />
        </span>
      </span>
      <span className="shared-bet__stake num">
        Bet <Private kind="amount">{formatCoin(share.amount)}</Private> {share.coin}
      </span>
    </button>
  );
}
