import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { CODE, type Envelope } from '../../../src/core/api';
import type { CrashRound, CrashTypes, SettledCrashBet } from '../../../src/core/games/crash';
import { formatCoin } from '../../../src/core/format';
import { betDetail } from '../../../src/app/api/bets';
import { Modal } from '../../dialogs/Modal';
import { ShareBetButton } from '../../chat/ShareBetButton';
import { ReplayOf } from '../kit/BetReplay';
import { useLoadById } from '../kit/useLoadById';
import { loadCrashEngine } from './engine';
import { crashRow } from './betRows';
import type { BetDetailProps } from '../kit/types';
import { BetBasicFacts } from '../kit/BetFacts';
import { Private } from '../../streamer/Private';

/** The replay of a bet's round: the curve to its crash point, the bet's cash-out on the way (none for a lost bet). */
function CrashReplay({ bet, crashPoint }: { bet: SettledCrashBet; crashPoint: string }) {
  const round = useMemo<CrashRound>(
    () => ({ crashPoint, cashoutAt: bet.state === 'cashed' ? bet.cashoutAt : null, win: bet.state === 'cashed' }),
    [bet, crashPoint],
  );
  const params = useMemo(() => ({ autoCashout: bet.autoCashout }), [bet]);
  return <ReplayOf<CrashTypes> replayKey={`crash-${bet.id}`} load={loadCrashEngine} params={params} round={round} />;
}

/** GET /api/games/bets/:id narrowed to a crash bet (any other game's answers as not found). */
async function loadCrashBet(id: number): Promise<Envelope<SettledCrashBet>> {
  const env = await betDetail(id);
  if (env.code !== CODE.OK || env.data?.game === 'crash') return env as Envelope<SettledCrashBet>;
  return { ...env, msg: '', data: null };
}

/**
 * A settled crash bet's detail (GET /api/games/bets/:id, a bet like any other): the bet, its round, the round's hash
 * once it is over with a link to check it on /fairness, and a Replay of the round on the crash engine (no further
 * request).
 */
export function CrashBetDialog({ id, onClose }: BetDetailProps) {
  const { data: bet, error } = useLoadById<SettledCrashBet>(id, loadCrashBet, 'This bet could not be loaded');
  const [replayOf, setReplayOf] = useState<number | null>(null);
  const row = bet && crashRow(bet);
  return (
    <Modal open={id !== null} onClose={onClose} labelledBy="crash-bet-title" testId="bet-detail" className="bet-detail">
      <h2 id="crash-bet-title" className="bet-detail__title">
        Crash bet <span className="num">#{id}</span>
      </h2>
      {error && <p className="bp-field__error">{error}</p>}
      {!bet && !error && <p className="bet-detail__muted">Loading…</p>}
      {bet && row && (
        <>
          {replayOf === bet.id && bet.crashPoint && <CrashReplay bet={bet} crashPoint={bet.crashPoint} />}
          <div className={`bet-detail__result ${row.win ? 'is-win' : 'is-loss'}`}>
            <span className="num" data-testid="bet-detail-result">
              {row.result}
            </span>
            <small>Round #{bet.roundId}</small>
          </div>
          <dl className="bet-detail__grid">
            <BetBasicFacts bet={bet} />
            <dt>Auto cash-out</dt>
            <dd className="num">{bet.autoCashout ? `${bet.autoCashout}×` : 'None'}</dd>
            <dt>Payout</dt>
            <dd className="num">
              <Private kind="amount">{formatCoin(bet.payout)}</Private> {bet.coin}
            </dd>
            <dt>Crash point</dt>
            <dd className="num" data-testid="bet-detail-crash-point">
              {bet.crashPoint ? `${bet.crashPoint}×` : 'Not yet: the round is running'}
            </dd>
            <dt>Round hash</dt>
            <dd className="mono">{bet.hash ?? 'Published when the round ends'}</dd>
          </dl>
          <div className="bet-detail__actions">
            {replayOf !== bet.id && bet.crashPoint && (
              <button type="button" className="btn btn--ghost" data-testid="bet-replay-open" onClick={() => setReplayOf(bet.id)}>
                Replay
              </button>
            )}
            <ShareBetButton betId={bet.id} game="crash" owner={bet.userName} />
            {bet.hash && (
              <Link className="btn btn--primary" to={`/fairness?bet=${bet.id}`} data-testid="bet-verify" onClick={onClose}>
                Verify this round
              </Link>
            )}
          </div>
        </>
      )}
    </Modal>
  );
}
