import type { AtUserSuggestion } from '../../core/chat/types';
import { getAtUsers } from '../api/chat';

/** Quiet time after the last keystroke before the suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 150;

/** Suggestions for the @name being typed. */
export interface MentionSuggester {
  /** The keyword typed after `@` (null: no @name at the caret, the list closes). */
  query(keyword: string | null): void;
  /** Stops: nothing more is reported. */
  dispose(): void;
}

/** Where the suggestions come from (the server's atUsers call by default; a fake in tests). */
export type SuggestionSource = (keyword: string) => Promise<AtUserSuggestion[]>;

const fromServer: SuggestionSource = async (keyword) => {
  const env = await getAtUsers(keyword);
  return env.code === 200 && Array.isArray(env.data) ? env.data : [];
};

/**
 * Debounced, single-flight suggestions: a request leaves SUGGEST_DEBOUNCE_MS after the last keystroke, at most one is
 * in flight, and when the keyword changed meanwhile only the newest one is asked next. `report` gets the list for the
 * keyword still typed (answers for an older keyword are dropped); answers are remembered per keyword.
 */
export function createMentionSuggester(report: (keyword: string, list: AtUserSuggestion[]) => void, source = fromServer): MentionSuggester {
  let wanted: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight = false;
  let disposed = false;
  const cache = new Map<string, AtUserSuggestion[]>();

  const run = async () => {
    timer = null;
    if (inFlight || wanted === null || disposed) return;
    const keyword = wanted;
    const known = cache.get(keyword);
    if (known) return report(keyword, known);
    inFlight = true;
    let list: AtUserSuggestion[] = [];
    try {
      list = await source(keyword);
      cache.set(keyword, list);
    } catch {
      // No suggestions this time; typing on asks again.
    }
    inFlight = false;
    if (disposed) return;
    if (wanted === keyword) report(keyword, list);
    else if (wanted !== null) void run();
  };

  return {
    query(keyword) {
      const next = keyword === null ? null : keyword.toLowerCase();
      if (next === wanted) return;
      wanted = next;
      if (timer) clearTimeout(timer);
      timer = null;
      if (next === null) return;
      timer = setTimeout(() => void run(), SUGGEST_DEBOUNCE_MS);
    },
    dispose() {
      disposed = true;
      if (timer) clearTimeout(timer);
    },
  };
}
