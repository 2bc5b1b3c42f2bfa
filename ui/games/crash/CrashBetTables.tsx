import { useEffect, useMemo, useRef, useState } from 'react';
import { CODE } from '../../../src/core/api';
import type { LiveCrashBet, SettledCrashBet } from '../../../src/core/games/crash';
import type { LiveBet } from '../../../src/core/socket';
import { liveBets, myBets } from '../../../src/app/api/bets';
import { useStore } from '../../../src/app/store';
import { LIVE_BETS_LIMIT } from '../../../src/app/store/liveSlice';
import { BetTablesView, type BetTableRow } from '../kit/BetTables';
import { crashRow } from './betRows';
import { CrashBetDialog } from './CrashBetDialog';

const newestFirst = (rows: BetTableRow[]) => rows.slice(0, LIVE_BETS_LIMIT);

/** True for a live-feed entry (socket 208) of crash: the frame's decoder held it to the strict crash bet schema. */
const isLiveCrashBet = (b: LiveBet): b is LiveBet & LiveCrashBet => b.gameName === 'crash';

/**
 * My bets / All bets on the crash page (the shared BetTablesView), both of settled crash bets (bets rows like any
 * game's): All bets is read once on mount (GET /api/games/bets/live?game=crash) and then grows from the settled crash
 * bets of socket 208 batches with no further request; My bets (GET /api/games/bets?game=crash) is read on login and
 * again once after each round in which the player had a bet, when the round has ended on the page.
 */
export function CrashBetTables() {
  const loggedIn = useStore((s) => s.loggedIn);
  const [mine, setMine] = useState<SettledCrashBet[]>([]);
  const [all, setAll] = useState<LiveCrashBet[]>([]);
  const [myRound, setMyRound] = useState(0);
  const live = useStore((s) => s.liveBets);

  useEffect(() => {
    if (!loggedIn) return;
    let on = true;
    void myBets('crash').then((env) => {
      if (on && env.code === CODE.OK && Array.isArray(env.data)) setMine(env.data);
    });
    return () => {
      on = false;
    };
  }, [loggedIn, myRound]);
  useEffect(() => {
    let on = true;
    void liveBets('crash').then((env) => {
      if (on && env.code === CODE.OK && Array.isArray(env.data)) setAll(env.data);
    });
    return () => {
      on = false;
    };
  }, []);

  // Each round that ends while the page is open with a bet of mine on it (not refunded): My bets is read again.
  const seen = useRef<number | null>(null);
  useEffect(
    () =>
      useStore.subscribe((s) => {
        const r = s.crash;
        if ((r.phase !== 'crashed' && r.phase !== 'voided') || r.roundId === null || seen.current === r.roundId) return;
        seen.current = r.roundId;
        const bet = r.myBet && r.myBet.roundId === r.roundId ? r.myBet : null;
        if (bet && bet.state !== 'refunded' && s.user) setMyRound(r.roundId);
      }),
    [],
  );

  const mineRows = useMemo(() => newestFirst(mine.map(crashRow)), [mine]);
  // The feed's crash bets (newest first) over the list read at mount; a bet in both is listed once.
  const allRows = useMemo(() => {
    const fed = live.filter(isLiveCrashBet).map(crashRow);
    const keys = new Set(fed.map((r) => r.key));
    return newestFirst([...fed, ...all.map(crashRow).filter((r) => !keys.has(r.key))]);
  }, [live, all]);
  // A row opens the bet's detail (its round, hash and Replay).
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <BetTablesView loggedIn={loggedIn} mine={loggedIn ? mineRows : []} all={allRows} onOpen={setOpen} />
      <CrashBetDialog id={open} onClose={() => setOpen(null)} />
    </>
  );
}
