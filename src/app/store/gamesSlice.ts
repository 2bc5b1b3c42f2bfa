import type { GameRule } from '../../core/api';
import type { SliceCreator } from './types';

/** Game config per type code with the parsed content fields. */
export interface GameConfig {
  typeCode: number;
  name: string;
  icon: string;
  /** Parsed content JSON (maxBetAmount among others); empty when the content does not parse. */
  content: Record<string, unknown>;
  inter: number;
  maintainState: number;
}

/** Game configuration (POST /v1/home/selectGameRule; re-read on socket type 205). */
export interface GamesSlice {
  /** Config by type code; null until loaded. */
  gameConfig: Record<number, GameConfig> | null;
  setGameConfig(rules: readonly GameRule[]): void;
}

/** Parses the content string of a game rule; a malformed one yields {}. */
export function parseRuleContent(content: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(content);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export const createGamesSlice: SliceCreator<GamesSlice> = (set) => ({
  gameConfig: null,
  setGameConfig: (rules) =>
    set({
      gameConfig: Object.fromEntries(
        rules.map((r) => [
          r.typeCode,
          {
            typeCode: r.typeCode,
            name: r.name,
            icon: r.imgUrl,
            content: parseRuleContent(r.content),
            inter: r.inter,
            maintainState: r.maintainState,
          },
        ]),
      ),
    }),
});
