import { useEffect, useState } from 'react';
import { CODE, type GameType } from '../../src/core/api';
import type { CatalogueGame, Operation, ProviderCount } from '../../src/core/catalogue';
import { gameTypeAll, listGame, listProviderGameCount, queryAllOperation } from '../../src/app/api/games';

// The catalogue's lists of lists (providers, categories with their games, aggregators) change with a catalogue sync,
// not while a player browses: each is read once per page life and shared by every screen that shows it.

type Read<T> = () => Promise<T | null>;

function cached<T>(read: Read<T>): { get: Read<T>; peek(): T | null; forget(): void } {
  let value: T | null = null;
  let inFlight: Promise<T | null> | null = null;
  return {
    get() {
      if (value !== null) return Promise.resolve(value);
      inFlight ??= read().then((v) => {
        value = v;
        inFlight = null;
        return v;
      });
      return inFlight;
    },
    peek: () => value,
    forget: () => {
      value = null;
      inFlight = null;
    },
  };
}

const providers = cached<ProviderCount[]>(async () => {
  const env = await listProviderGameCount(undefined, { silent: true });
  return env.code === CODE.OK && env.data ? env.data : null;
});
const types = cached<GameType[]>(async () => {
  const env = await gameTypeAll(undefined, { silent: true });
  return env.code === CODE.OK && env.data ? env.data : null;
});
const operations = cached<Operation[]>(async () => {
  const env = await queryAllOperation(undefined, { silent: true });
  return env.code === CODE.OK && env.data ? env.data : null;
});

/** Games a lobby pick row shows. */
export const PICK_ROW_GAMES = 12;

/** The lobby's rows across every category: the most played of the week, and the newest releases. */
export interface LobbyPicks {
  popular: CatalogueGame[];
  fresh: CatalogueGame[];
}

const picks = cached<LobbyPicks>(async () => {
  const [popular, fresh] = await Promise.all(
    (['popular', 'new'] as const).map((sort) => listGame({ sort, page: 1, size: PICK_ROW_GAMES }, { silent: true })),
  );
  if (popular!.code !== CODE.OK || fresh!.code !== CODE.OK) return null;
  return { popular: popular!.data?.list ?? [], fresh: fresh!.data?.list ?? [] };
});

/** A shared read on screen: its value, or null while loading; `failed` once it answered nothing. */
export interface MetaRead<T> {
  data: T | null;
  failed: boolean;
}

function useCached<T>(source: { get: Read<T>; peek(): T | null }): MetaRead<T> {
  const [state, setState] = useState<MetaRead<T>>(() => ({ data: source.peek(), failed: false }));
  useEffect(() => {
    if (source.peek() !== null) return;
    let live = true;
    void source.get().then((data) => {
      if (live) setState({ data, failed: data === null });
    });
    return () => {
      live = false;
    };
  }, [source]);
  return state;
}

/** The providers with their game counts (listProviderGameCount). */
export const useProviders = (): MetaRead<ProviderCount[]> => useCached(providers);
/** The lobby's categories with their most played games (gameTypeAll). */
export const useGameTypes = (): MetaRead<GameType[]> => useCached(types);
/** The lobby's popular and new rows (two listGame pages). */
export const useLobbyPicks = (): MetaRead<LobbyPicks> => useCached(picks);
/** The aggregators (queryAllOperation). */
export const useOperations = (): MetaRead<Operation[]> => useCached(operations);

/** Forgets the shared reads (tests; a catalogue sync would be seen on the next page load anyway). */
export function forgetCatalogueMeta(): void {
  for (const source of [providers, types, operations, picks]) source.forget();
}
