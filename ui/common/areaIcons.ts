import {
  BookOpen, Crown, Dices, FileText, FlaskConical, Gamepad2, Gift, Headphones, Heart, LayoutGrid, Link2, Lock, Search,
  Share2, ShieldCheck, Trophy, User, Volleyball, Wrench, type LucideIcon,
} from 'lucide-react';
import type { AreaIcon } from '../../src/app/routing/routes';

/** The icon of each area of the route table. */
export const AREA_ICONS: Record<AreaIcon, LucideIcon> = {
  crown: Crown,
  book: BookOpen,
  share: Share2,
  wrench: Wrench,
  user: User,
  file: FileText,
  gift: Gift,
  shield: ShieldCheck,
  grid: LayoutGrid,
  search: Search,
  dices: Dices,
  gamepad: Gamepad2,
  heart: Heart,
  ball: Volleyball,
  lock: Lock,
  link: Link2,
  headphones: Headphones,
  trophy: Trophy,
  flask: FlaskConical,
};
