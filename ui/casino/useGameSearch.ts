import { useEffect, useMemo, useState } from 'react';
import { CODE, type Envelope } from '../../src/core/api';
import type { GamePage } from '../../src/core/catalogue';
import { listGame } from '../../src/app/api/games';
import { latestOnly } from '../../src/app/casino/latestOnly';
import { NETWORK_FAILURE } from '../../src/app/network/http';
import { LIST_FAILED } from './useGamePages';

/** Milliseconds of quiet typing before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Results a search shows. */
export const SEARCH_SIZE = 24;
/** The server searches from two characters (trimmed). */
export const SEARCH_MIN = 2;

/** A search on screen: 'idle' under two characters, 'searching' until the answer of the text typed is in. */
export interface GameSearch {
  status: 'idle' | 'searching' | 'ok' | 'error';
  /** The text the results shown answer (the latest answered; older results stay while the next is on its way). */
  answered: string;
  page: GamePage | null;
  error: string;
  /** Sends the search again (after a failure). */
  retry(): void;
}

type Answer = { term: string; page: GamePage | null; error: string };

/**
 * Searches the catalogue as the player types: 300 ms after the last keystroke, with at most one request in flight
 * (a newer text waits for it and replaces any text waiting before; an overtaken answer is dropped), so fast typing
 * costs one request per answer the player can see.
 */
export function useGameSearch(text: string): GameSearch {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const runner = useMemo(
    () =>
      latestOnly(
        (term: string) => listGame({ name: term, size: SEARCH_SIZE, sort: 'popular' }, { silent: true }),
        (term: string, env: Envelope<GamePage>) =>
          setAnswer(
            env.code === CODE.OK && env.data
              ? { term, page: env.data, error: '' }
              : { term, page: null, error: env.code === NETWORK_FAILURE || !env.msg ? LIST_FAILED : env.msg },
          ),
      ),
    [],
  );
  const term = text.trim();
  const searchable = term.length >= SEARCH_MIN;

  useEffect(() => {
    if (!searchable) {
      runner.cancel();
      return;
    }
    const timer = setTimeout(() => runner.run(term), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term, searchable, runner]);

  const retry = () => {
    setAnswer(null);
    runner.run(term);
  };
  if (!searchable) return { status: 'idle', answered: '', page: null, error: '', retry };
  if (!answer) return { status: 'searching', answered: '', page: null, error: '', retry };
  const current = answer.term === term;
  if (current && answer.page === null) return { status: 'error', answered: term, page: null, error: answer.error, retry };
  return { status: current ? 'ok' : 'searching', answered: answer.term, page: answer.page, error: '', retry };
}
