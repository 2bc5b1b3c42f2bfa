import { Suspense, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { RefreshCw, ShieldCheck } from 'lucide-react';
import { CODE } from '../../src/core/api';
import type { FairnessState, SeedPairRecord, SettledBet } from '../../src/core/bets';
import { CLIENT_SEED_PATTERN } from '../../src/core/fairness';
import { INSTANT_GAME_NAMES, isInstantGame, LIVE_GAMES, type LiveGame, type LiveGameBets } from '../../src/core/games';
import { formatDateTime } from '../../src/core/time';
import { changeFairness, fairness, fairnessHistory } from '../../src/app/api/fairness';
import { betDetail } from '../../src/app/api/bets';
import { getState, useStore } from '../../src/app/store';
import { EMPTY_CALC, FairnessCalculator, titleOf, type BetNote, type CalcInput } from '../fairness/FairnessCalculator';
import { Value } from '../fairness/PfField';
import { randomClientSeed } from '../fairness/verify';
import { betResultText } from '../games/kit/params';
import { liveModuleOf } from '../games/registry';
import { openableRow, TableHead, type TableColumn } from '../common/tableParts';
import '../games/kit/games.css';
import '../fairness/fairness.css';

const HISTORY_COLUMNS: TableColumn[] = [
  { label: 'Client seed' },
  { label: 'Server seed' },
  { label: 'Bets', className: 'is-num' },
  { label: 'Revealed', className: 'bet-table__time' },
];
const GAME_LIST = new Intl.ListFormat('en', { type: 'conjunction' }).format(INSTANT_GAME_NAMES.map(titleOf));

/** Provably fair: the active seed pair, rotation, past pairs and a calculator that recomputes any round here. */
export default function FairnessPage() {
  const loggedIn = useStore((s) => s.loggedIn);
  const [params] = useSearchParams();
  const betParam = params.get('bet');
  const [state, setState] = useState<FairnessState | null>(null);
  const [history, setHistory] = useState<SeedPairRecord[]>([]);
  const [newSeed, setNewSeed] = useState(randomClientSeed);
  const [revealed, setRevealed] = useState<SeedPairRecord | null>(null);
  const [rotating, setRotating] = useState(false);
  const [rotateError, setRotateError] = useState<string | null>(null);
  const [calc, setCalc] = useState<CalcInput>(EMPTY_CALC);
  const [betNote, setBetNote] = useState<BetNote | null>(null);
  const [liveBet, setLiveBet] = useState<LiveGameBets[LiveGame]['settled'] | null>(null);

  const load = useCallback(async () => {
    const [s, h] = await Promise.all([fairness(), fairnessHistory({ page: 1 })]);
    if (s.code === CODE.OK && s.data) setState(s.data);
    if (h.code === CODE.OK && Array.isArray(h.data)) setHistory(h.data);
  }, []);

  useEffect(() => {
    if (!loggedIn) return;
    let on = true;
    void Promise.all([fairness(), fairnessHistory({ page: 1 })]).then(([s, h]) => {
      if (!on) return;
      if (s.code === CODE.OK && s.data) setState(s.data);
      if (h.code === CODE.OK && Array.isArray(h.data)) setHistory(h.data);
    });
    return () => {
      on = false;
    };
  }, [loggedIn]);

  // ?bet=<id> (anyone may look a bet up): the calculator starts from an instant bet's seeds, nonce and target; a live
  // game's bet opens its game's verifier.
  useEffect(() => {
    if (!betParam) return;
    let on = true;
    void betDetail(betParam).then((env) => {
      if (!on || env.code !== CODE.OK || !env.data) return;
      // A live game's bet has no seeds: its round is verified in its game's own section.
      if (!isInstantGame(env.data.game)) {
        setLiveBet(env.data as LiveGameBets[LiveGame]['settled']);
        return;
      }
      const b = env.data as SettledBet;
      setCalc({ game: b.game, serverSeed: b.serverSeed ?? '', clientSeed: b.clientSeed, nonce: String(b.nonce), params: b.params });
      setBetNote({ id: String(b.id), result: betResultText(b), hidden: !b.serverSeed });
    });
    return () => {
      on = false;
    };
  }, [betParam]);

  const rotate = async () => {
    if (!CLIENT_SEED_PATTERN.test(newSeed)) {
      setRotateError('The client seed is 1 to 64 printable characters');
      return;
    }
    setRotating(true);
    setRotateError(null);
    const env = await changeFairness({ clientSeed: newSeed });
    setRotating(false);
    if (env.code !== CODE.OK || !env.data) {
      setRotateError(env.msg || 'The seed pair could not be changed');
      return;
    }
    setRevealed(env.data.revealed);
    setState(env.data.state);
    setNewSeed(randomClientSeed());
    void load();
  };

  const set = (patch: Partial<CalcInput>) => setCalc((c) => ({ ...c, ...patch }));
  const loadRecord = (r: SeedPairRecord) => {
    if (!r.serverSeed) return;
    set({ serverSeed: r.serverSeed, clientSeed: r.clientSeed, nonce: '0' });
    setBetNote(null);
    document.getElementById('pf-calculator')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="pf" data-testid="fairness-page">
      <header className="pf-head">
        <span className="pf-head__icon" aria-hidden="true">
          <ShieldCheck size={28} />
        </span>
        <div>
          <h1>Provably Fair</h1>
          <p>
            Every {GAME_LIST} result is <code>HMAC_SHA256(serverSeed, clientSeed:nonce:round)</code>, read 4 bytes per float. You see the
            server seed's SHA-256 before you bet; rotating the pair reveals the seed so you can check every bet made with it.
          </p>
        </div>
      </header>

      <section className="card pf-card" aria-labelledby="pf-active">
        <h2 id="pf-active">Active seed pair</h2>
        {!loggedIn ? (
          <p className="pf-muted">
            <button type="button" className="link-btn" onClick={() => getState().openDialog('login')}>
              Log in
            </button>{' '}
            to see and change your seeds. The calculator below works for anyone.
          </p>
        ) : (
          <>
            <div className="pf-grid">
              <Value label="Client seed" value={state?.clientSeed} testId="fairness-client-seed" />
              <Value label="Nonce (bets made with this pair)" value={state?.nonce} testId="fairness-nonce" />
              <Value label="Server seed (SHA-256)" value={state?.serverSeedHash} testId="fairness-server-hash" />
              <Value label="Next server seed (SHA-256)" value={state?.nextServerSeedHash} testId="fairness-next-hash" />
            </div>
            <div className="pf-rotate">
              <label className="bp-field">
                <span className="bp-field__label">New client seed</span>
                <span className="bp-input">
                  <input
                    className="bp-input__el mono"
                    value={newSeed}
                    maxLength={64}
                    data-testid="fairness-new-seed"
                    onChange={(e) => setNewSeed(e.target.value)}
                  />
                  <button type="button" className="bp-icon-btn" aria-label="Random seed" onClick={() => setNewSeed(randomClientSeed())}>
                    <RefreshCw size={16} aria-hidden="true" />
                  </button>
                </span>
              </label>
              <button
                type="button"
                className="btn btn--primary btn--lg"
                data-testid="fairness-rotate"
                disabled={rotating}
                onClick={() => void rotate()}
              >
                {rotating ? 'Rotating…' : 'Change seed pair'}
              </button>
            </div>
            {rotateError && (
              <p className="bp-error" role="alert">
                {rotateError}
              </p>
            )}
            {revealed && (
              <div className="pf-revealed" data-testid="fairness-revealed">
                <strong>Previous pair revealed</strong>
                <Value label="Server seed" value={revealed.serverSeed} testId="fairness-revealed-seed" />
                <Value label="Its SHA-256 (as shown before)" value={revealed.serverSeedHash} testId="fairness-revealed-hash" />
                <p className="pf-muted">
                  Client seed <code>{revealed.clientSeed}</code> · {revealed.bets} bets.{' '}
                  <button type="button" className="link-btn" onClick={() => loadRecord(revealed)}>
                    Verify in the calculator
                  </button>
                </p>
              </div>
            )}
          </>
        )}
      </section>

      <FairnessCalculator calc={calc} betNote={betNote} onChange={set} />

      <Suspense fallback={null}>
        {LIVE_GAMES.map((game) => {
          const Section = liveModuleOf(game).Fairness;
          return <Section key={game} bet={liveBet?.game === game ? liveBet : null} />;
        })}
      </Suspense>

      {loggedIn && (
        <section className="card pf-card" aria-labelledby="pf-history">
          <h2 id="pf-history">Past seed pairs</h2>
          {history.length === 0 ? (
            <p className="pf-muted">No past pairs yet. Change your seed pair to reveal the current server seed.</p>
          ) : (
            <div className="bet-table__scroll">
              <table className="bet-table" data-testid="fairness-history">
                <TableHead columns={HISTORY_COLUMNS} />
                <tbody>
                  {history.map((r) => (
                    <tr
                      key={r.id}
                      data-testid="fairness-history-row"
                      {...openableRow(() => loadRecord(r))}
                      title={r.serverSeed ? 'Verify in the calculator' : undefined}
                    >
                      <td className="mono pf-trunc">{r.clientSeed}</td>
                      <td className="mono pf-trunc">{r.serverSeed ?? `hash ${r.serverSeedHash}`}</td>
                      <td className="is-num num">{r.bets}</td>
                      <td className="num bet-table__time">{r.revealedAt ? formatDateTime(r.revealedAt) : 'active'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
