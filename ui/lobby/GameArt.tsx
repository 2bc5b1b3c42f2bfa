import type { HouseGame } from '../../src/core/games/catalog';
import { GAME_CARDS } from '../games/cards';

/** Original SVG illustration of an in-house game: the game's own, from its card. */
export function GameArt({ game, className }: { game: HouseGame; className?: string }) {
  const { Art } = GAME_CARDS[game];
  return <Art className={className} />;
}
