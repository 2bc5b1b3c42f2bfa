import { useEffect, useMemo, useRef, useState } from 'react';
import { CODE } from '../../../src/core/api';
import type { CrashBetRecord, CrashMyBet, LiveCrashBet } from '../../../src/core/games/crash';
import type { LiveBet } from '../../../src/core/socket';
import { crashLiveBets } from '../../../src/app/games/crash/crashApi';
import { myCrashBets } from '../../../src/app/games/crash/crashHistory';
import { useStore } from '../../../src/app/store';
import { LIVE_BETS_LIMIT } from '../../../src/app/store/liveSlice';
import { BetTablesView, type BetTableRow } from '../kit/BetTables';
import { crashRow } from './betRows';
import { CrashBetDialog } from './CrashBetDialog';

const newestFirst = (rows: BetTableRow[]) => rows.slice(0, LIVE_BETS_LIMIT);

/** True for a live-feed entry (socket 208) that is a settled crash bet. */
function isLiveCrashBet(b: LiveBet): b is LiveBet & LiveCrashBet {
  const c = b as Partial<LiveCrashBet>;
  return c.game === 'crash' && typeof c.id === 'number' && typeof c.state === 'string' && typeof c.amount === 'string';
}

/**
 * My bets / All bets on the crash page (the shared BetTablesView): the lists are read once (GET /api/games/crash/bets
 * on login, /bets/live on mount) and then grow with no further request: All bets (and High rollers) from the settled
 * crash bets of socket 208 batches, My bets from the round as it ends on the page.
 */
export function CrashBetTables() {
  const loggedIn = useStore((s) => s.loggedIn);
  const [mine, setMine] = useState<CrashMyBet[]>([]);
  const [all, setAll] = useState<CrashBetRecord[]>([]);
  const [endedMine, setEndedMine] = useState<CrashBetRecord[]>([]);
  const live = useStore((s) => s.liveBets);

  useEffect(() => {
    if (!loggedIn) return;
    let on = true;
    void myCrashBets().then((env) => {
      if (on && env.code === CODE.OK && Array.isArray(env.data)) setMine(env.data);
    });
    return () => {
      on = false;
    };
  }, [loggedIn]);
  useEffect(() => {
    let on = true;
    void crashLiveBets().then((env) => {
      if (on && env.code === CODE.OK && Array.isArray(env.data)) setAll(env.data);
    });
    return () => {
      on = false;
    };
  }, []);

  // Each round that ends while the page is open: my bet joins My bets.
  const seen = useRef<number | null>(null);
  useEffect(
    () =>
      useStore.subscribe((s) => {
        const r = s.crash;
        if ((r.phase !== 'crashed' && r.phase !== 'voided') || r.roundId === null || seen.current === r.roundId) return;
        seen.current = r.roundId;
        const at = new Date().toISOString();
        const bet = r.myBet && r.myBet.roundId === r.roundId ? r.myBet : null;
        if (bet && s.user) {
          const mineNow: CrashBetRecord = { ...bet, userName: s.user.nickName, crashPoint: r.crashPoint, createdAt: at };
          setEndedMine((list) => [mineNow, ...list].slice(0, LIVE_BETS_LIMIT));
        }
      }),
    [],
  );

  const myName = useStore((s) => s.user?.nickName ?? '');
  const mineRows = useMemo(() => {
    const ids = new Set(endedMine.map((b) => b.id));
    const read = mine.filter((b) => !ids.has(b.id)).map((b) => ({ ...b, userName: myName }));
    return newestFirst([...endedMine, ...read].map(crashRow));
  }, [endedMine, mine, myName]);
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
