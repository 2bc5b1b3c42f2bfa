import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { CODE, type Envelope } from '../../../src/core/api';
import type { SettledBet } from '../../../src/core/bets';
import { isInstantGame } from '../../../src/core/games';
import type { BetDetailProps } from './types';
import { formatCoin } from '../../../src/core/format';
import { betDetail } from '../../../src/app/api/bets';
import { Modal } from '../../dialogs/Modal';
import { ShareBetButton } from '../../chat/ShareBetButton';
import { BetReplay } from './BetReplay';
import { useLoadById } from './useLoadById';
import { useModuleOf } from './gameModules';
import { betOutcomeFacts, betParamsSentence, betProfitText, betResultText, betVerdict } from './params';
import { BetBasicFacts } from './BetFacts';
import { Private } from '../../streamer/Private';

/** Props of BetDetailDialog: the bet's id (null: closed). */
export type BetDetailDialogProps = BetDetailProps;

/** GET /api/games/bets/:id narrowed to an instant game's bet (any other answers as not found). */
async function loadInstantBet(id: number): Promise<Envelope<SettledBet>> {
  const env = await betDetail(id);
  if (env.code !== CODE.OK || (env.data && isInstantGame(env.data.game))) return env as Envelope<SettledBet>;
  return { ...env, msg: '', data: null };
}

/**
 * Bet detail: GET /api/games/bets/:id with seeds, nonce and result, a Replay of the round on its game's engine (from
 * the stored outcome, no further request) and a link to verify it. The bet's game module comes from GameModules.
 */
export function BetDetailDialog({ id, onClose }: BetDetailDialogProps) {
  const moduleOf = useModuleOf();
  const { data: bet, error } = useLoadById<SettledBet>(id, loadInstantBet, 'This bet could not be loaded');
  const [replayOf, setReplayOf] = useState<number | null>(null);
  return (
    <Modal open={id !== null} onClose={onClose} labelledBy="bet-detail-title" testId="bet-detail" className="bet-detail">
      <h2 id="bet-detail-title" className="bet-detail__title">
        Bet <span className="num">#{id}</span>
      </h2>
      {error && <p className="bp-field__error">{error}</p>}
      {!bet && !error && <p className="bet-detail__muted">Loading…</p>}
      {bet && (
        <>
          {replayOf === bet.id && <BetReplay bet={bet} />}
          <div className={`bet-detail__result ${bet.win ? 'is-win' : 'is-loss'}`}>
            <span className="num" data-testid="bet-detail-result">
              {betResultText(bet)}
            </span>
            <small>
              {betParamsSentence(bet, moduleOf)} · {betVerdict(bet)}
            </small>
          </div>
          <dl className="bet-detail__grid">
            <BetBasicFacts bet={bet} />
            <dt>Payout</dt>
            <dd className="num">
              <Private kind="amount">{formatCoin(bet.payout)}</Private> {bet.coin}
            </dd>
            <dt>Profit</dt>
            <dd className="num" data-testid="bet-detail-profit">
              <Private kind="amount">{betProfitText(bet)}</Private> {bet.coin}
            </dd>
            {bet.freeBet && (
              <>
                <dt>Stake</dt>
                <dd data-testid="bet-detail-free">A free bet: the house’s stake</dd>
              </>
            )}
            {betOutcomeFacts(bet, moduleOf).map((f) => (
              <Fragment key={f.label}>
                <dt>{f.label}</dt>
                <dd className="num" data-testid={`bet-detail-${f.label.toLowerCase()}`}>
                  {f.value}
                </dd>
              </Fragment>
            ))}
            <dt>Client seed</dt>
            <dd className="mono">{bet.clientSeed}</dd>
            <dt>Nonce</dt>
            <dd className="num">{bet.nonce}</dd>
            <dt>Server seed hash</dt>
            <dd className="mono">{bet.serverSeedHash}</dd>
            <dt>Server seed</dt>
            <dd className="mono">{bet.serverSeed ?? 'Hidden until you rotate your seed pair'}</dd>
          </dl>
          <div className="bet-detail__actions">
            {replayOf !== bet.id && (
              <button type="button" className="btn btn--ghost" data-testid="bet-replay-open" onClick={() => setReplayOf(bet.id)}>
                Replay
              </button>
            )}
            <ShareBetButton betId={bet.id} game={bet.game} owner={bet.userName} />
            <Link className="btn btn--primary" to={`/fairness?bet=${bet.id}`} data-testid="bet-verify" onClick={onClose}>
              Verify this bet
            </Link>
          </div>
        </>
      )}
    </Modal>
  );
}
