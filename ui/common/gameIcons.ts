import { Bomb, Dices, Rocket, Target, Triangle, type LucideIcon } from 'lucide-react';
import type { HouseGame } from '../../src/core/games/catalog';

/** The icon of each in-house game (navigation, shared bet cards). */
export const GAME_ICONS: Record<HouseGame, LucideIcon> = {
  crash: Rocket,
  plinko: Triangle,
  dice: Dices,
  limbo: Target,
  mines: Bomb,
};
