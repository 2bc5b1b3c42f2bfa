import { useEffect, useRef } from 'react';
import type { WinRow } from '../../src/core/feeds';
import { useStore } from '../../src/app/store';
import { winRowsOf } from './liveWinTables';

/**
 * Calls `onWins` with the wins of each live-feed batch (socket 208, one store update per frame), oldest first, as
 * win-table rows priced at the loaded rates. Entries already in the feed before a batch are not passed again.
 */
export function useLiveWins(onWins: (wins: WinRow[]) => void): void {
  const handler = useRef(onWins);
  useEffect(() => {
    handler.current = onWins;
  });
  useEffect(
    () =>
      useStore.subscribe((s, prev) => {
        if (s.liveBets === prev.liveBets) return;
        const known = new Set(prev.liveBets);
        // The feed keeps the newest first: the batch's new entries, oldest first, are these reversed.
        const wins = winRowsOf(s.liveBets.filter((b) => !known.has(b)).reverse(), s.rates);
        if (wins.length > 0) handler.current(wins);
      }),
    [],
  );
}

/** The wins already in the live feed, oldest first: merged into rows read from the server (a read can lag a batch). */
export function feedWins(): WinRow[] {
  const s = useStore.getState();
  return winRowsOf([...s.liveBets].reverse(), s.rates);
}

/** Runs `refresh` every `ms` while the page is visible (one read per period, never one per win). */
export function useRefresh(refresh: () => void, ms: number): void {
  const run = useRef(refresh);
  useEffect(() => {
    run.current = refresh;
  });
  useEffect(() => {
    const timer = setInterval(() => {
      if (typeof document === 'undefined' || document.visibilityState !== 'hidden') run.current();
    }, ms);
    return () => clearInterval(timer);
  }, [ms]);
}
