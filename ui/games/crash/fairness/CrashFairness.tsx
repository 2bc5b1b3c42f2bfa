import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CODE } from '../../../../src/core/api';
import { CRASH_HISTORY_PAGE, type CrashRoundRecord, type SettledCrashBet } from '../../../../src/core/games/crash';
import { formatDateTime } from '../../../../src/core/time';
import { crashChain, crashRounds, type CrashChainInfo } from '../../../../src/app/games/crash/crashHistory';
import { openableRow, TableHead, type TableColumn } from '../../../common/tableParts';
import { Value } from '../../../fairness/PfField';
import { CrashPointText, CrashVerifier, type CrashCheckInput } from './CrashVerifier';

const ROUND_COLUMNS: TableColumn[] = [
  { label: 'Round' },
  { label: 'Crash point', className: 'is-num' },
  { label: 'Hash' },
  { label: 'Bets', className: 'is-num' },
  { label: 'Ended', className: 'bet-table__time' },
];

/**
 * Crash's fairness on /fairness: the chain as published before its first game (terminating hash, salt, length), the
 * finished rounds with their hashes, and the verifier. `?crash=<hash>` opens the verifier on that game; `bet` (the
 * page's `?bet=<id>` when it names a crash bet) opens it on the bet's round, with the bet beside it.
 */
export default function CrashFairness({ bet }: { bet: SettledCrashBet | null }) {
  const [params] = useSearchParams();
  const [chain, setChain] = useState<CrashChainInfo | null>(null);
  const [rounds, setRounds] = useState<CrashRoundRecord[]>([]);
  const [more, setMore] = useState(false);
  const [loading, setLoading] = useState(false);
  const [check, setCheck] = useState<CrashCheckInput>(() => ({
    hash: bet?.hash ?? params.get('crash')?.trim().toLowerCase() ?? '',
    salt: '',
    count: '10',
  }));

  // The bet's round opens in the verifier once the bet is read (its hash is published when the round is over).
  const [shownBet, setShownBet] = useState(bet);
  if (bet !== shownBet) {
    setShownBet(bet);
    const hash = bet?.hash;
    if (hash) setCheck((x) => ({ ...x, hash }));
  }
  // Once the chain is in (the section has its height), the bet's note is brought into view, once per bet.
  const noteRef = useRef<HTMLParagraphElement>(null);
  const shownFor = useRef<number | null>(null);
  const chainIn = chain !== null;
  useEffect(() => {
    if (!bet || !chainIn || shownFor.current === bet.id) return;
    shownFor.current = bet.id;
    noteRef.current?.scrollIntoView({ block: 'start' });
  }, [bet, chainIn]);

  useEffect(() => {
    let on = true;
    void Promise.all([crashChain(), crashRounds()]).then(([c, r]) => {
      if (!on) return;
      if (c.code === CODE.OK && c.data) {
        const salt = c.data.salt;
        setChain(c.data);
        setCheck((x) => (x.salt === '' ? { ...x, salt } : x));
      }
      if (r.code === CODE.OK && Array.isArray(r.data)) {
        setRounds(r.data);
        setMore(r.data.length === CRASH_HISTORY_PAGE);
      }
    });
    return () => {
      on = false;
    };
  }, []);

  const older = async () => {
    const last = rounds.at(-1);
    if (!last || loading) return;
    setLoading(true);
    const r = await crashRounds(last.roundId);
    setLoading(false);
    if (r.code !== CODE.OK || !Array.isArray(r.data)) return;
    setRounds((list) => [...list, ...r.data!]);
    setMore(r.data.length === CRASH_HISTORY_PAGE);
  };

  const verify = (hash: string) => {
    setCheck((x) => ({ ...x, hash }));
    document.getElementById('pf-crash-verifier')?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };

  return (
    <section className="card pf-card" aria-labelledby="pf-crash" data-testid="fairness-crash">
      <h2 id="pf-crash">Crash: the hash chain</h2>
      <p className="pf-muted">
        Crash rounds are shared, so they do not use your seeds. Before the first round the house made a chain of SHA-256 hashes, each the
        hash of the previous one's 32 bytes, and published its last one, the terminating hash, with a salt. Rounds are played from the
        chain's end backwards: the SHA-256 of a round's hash is the previous round's hash, so no round can be changed once the terminating
        hash is out. A round's crash point is <code>h = HMAC_SHA256(salt, hash)</code>, <code>X = first 52 bits of h / 2^52</code>,{' '}
        <code>max(1, floor(99 / (1 - X)) / 100)</code>. Each round's hash is published when it crashes.
      </p>
      <div className="pf-grid">
        <Value label="Terminating hash" value={chain?.terminatingHash} testId="crash-terminating-hash" />
        <Value label="Salt" value={chain?.salt} testId="crash-salt" />
        <Value label="Games in the chain" value={chain ? chain.length.toLocaleString('en-US') : null} testId="crash-chain-length" />
      </div>

      <h3 className="pf-sub">Verify a round</h3>
      {bet && (
        <p className="pf-note" data-testid="crash-bet-note" ref={noteRef}>
          Bet #{bet.id} on round #{bet.roundId}: {bet.state === 'cashed' && bet.cashoutAt ? `cashed out at ${bet.cashoutAt}×` : 'lost'}
          {bet.crashPoint ? `, the round crashed at ${bet.crashPoint}×` : ''}.{' '}
          {bet.hash
            ? "Its round's hash is checked below."
            : 'Its round is still running: its hash is published when it crashes, so open this page again then.'}
        </p>
      )}
      <CrashVerifier
        input={check}
        published={rounds}
        terminatingHash={chain?.terminatingHash ?? null}
        onChange={(p) => setCheck((x) => ({ ...x, ...p }))}
      />

      <h3 className="pf-sub">Finished rounds</h3>
      {rounds.length === 0 ? (
        <p className="pf-muted">No round has finished yet.</p>
      ) : (
        <div className="bet-table__scroll">
          <table className="bet-table" data-testid="crash-rounds">
            <TableHead columns={ROUND_COLUMNS} />
            <tbody>
              {rounds.map((r) => (
                <tr key={r.roundId} data-testid="crash-round-row" {...openableRow(() => verify(r.hash))} title="Verify this round">
                  <td className="num">#{r.roundId}</td>
                  <td className="is-num">
                    {r.phase === 'voided' ? <span className="pf-muted">voided</span> : <CrashPointText point={r.crashPoint} />}
                  </td>
                  <td className="mono pf-trunc">{r.hash}</td>
                  <td className="is-num num">{r.bets}</td>
                  <td className="num bet-table__time">{formatDateTime(r.endedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {more && (
        <button
          type="button"
          className="btn btn--ghost pf-more"
          disabled={loading}
          onClick={() => void older()}
          data-testid="crash-rounds-more"
        >
          {loading ? 'Loading…' : 'Older rounds'}
        </button>
      )}
    </section>
  );
}
