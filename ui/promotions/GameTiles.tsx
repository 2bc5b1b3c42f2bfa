import { Link } from 'react-router';
import type { PromotionGame } from '../../src/core/promotions/types';
import { isHouseGame } from '../../src/app/routing/routes';
import { GameArt } from '../lobby/GameArt';
import { sharePercent } from './promoFormat';

/**
 * The games a promotion counts on: each with its art, house edge and how much of a stake counts toward wagering
 * (`counts` false: not said, for free bets, which are no wager).
 */
export function GameTiles({ games, counts = true }: { games: readonly PromotionGame[]; counts?: boolean }) {
  return (
    <ul className="promo-games" data-testid="promo-games">
      {games.map((g) => (
        <li key={g.name}>
          <Link to={`/game/${g.name}`} className={`promo-game game-card--${g.name}`} data-testid={`promo-game-${g.name}`}>
            <span className="promo-game__art">
              {isHouseGame(g.name) ? <GameArt game={g.name} /> : <img src={g.image} alt="" loading="lazy" />}
            </span>
            <span className="promo-game__body">
              <strong>{g.title}</strong>
              <small>House edge {sharePercent(g.houseEdge)}</small>
              {counts && <span className="promo-game__counts">Counts {sharePercent(g.counts)}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
