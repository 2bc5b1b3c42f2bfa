import type { LeagueInfo, SportInfo } from '../../shared/api';
import { slugWords } from '../format';
import { useBookState } from '../hooks';

const NO_SPORTS: SportInfo[] = [];

/** The catalog's sports (none while it loads). */
export function useSports(): SportInfo[] {
  return useBookState((s) => (s.catalog.status === 'ready' ? s.catalog.data : NO_SPORTS));
}

/** A sport's name (its slug in words until the catalog has it). */
export function sportName(sports: SportInfo[], sport: string): string {
  return sports.find((s) => s.slug === sport)?.name ?? slugWords(sport);
}

/** A league's catalog entry, or its code in words. */
export function leagueOf(sports: SportInfo[], sport: string, league: string): Pick<LeagueInfo, 'name' | 'country'> {
  const found = sports.find((s) => s.slug === sport)?.leagues.find((l) => l.code === league);
  return found ?? { name: slugWords(league), country: '' };
}
