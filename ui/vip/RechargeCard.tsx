import { Lock, Zap } from 'lucide-react';
import type { Coin } from '../../src/core/currency';
import { safeDivide } from '../../src/core/format';
import { formatDateTime } from '../../src/core/time';
import type { RechargeRun, RechargeState } from '../../src/core/vip/types';
import type { VipData, VipSnapshot } from '../../src/app/vip/VipData';
import { SteadyButton } from '../common/SteadyButton';
import { Private, usePrivate } from '../streamer/Private';
import { ClaimButton } from './ClaimButton';
import { Countdown } from './Countdown';
import { FormulaNote } from './FormulaNote';
import { CardState, VipCard } from './VipCard';
import { pct, positive, usd } from './vipFormat';

/** A bar of `value` out of `max` (decimal strings), with its label. */
function Meter({ value, max, label }: { value: string; max: string; label: string }) {
  const share = Math.min(100, safeDivide(value, max).times(100).toDecimalPlaces(1).toNumber());
  return (
    <div className="vip-meter" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={share}>
      <span style={{ width: `${share}%` }} />
    </div>
  );
}

function levelName(snap: VipSnapshot, id: number | null): string {
  return snap.ladder?.levels.find((l) => l.levelId === id)?.name ?? (id === null ? 'a higher level' : `level ${id}`);
}

/** A running recharge: its windows, what is paid and claimable, the next window, the rapid switch and the claim. */
function Running({
  run,
  state,
  snap,
  data,
  coin,
}: {
  run: RechargeRun;
  state: RechargeState;
  snap: VipSnapshot;
  data: VipData;
  coin: Coin;
}) {
  const ready = positive(run.claimableUsd);
  return (
    <>
      <p className="vip-card__big">
        <strong className="num" data-testid="recharge-claimable">
          <Private kind="amount">{usd(run.claimableUsd)}</Private>
        </strong>
        <small>
          released of <Private kind="amount">{usd(run.totalUsd)}</Private> · <Private kind="amount">{usd(run.paidUsd)}</Private> paid
        </small>
      </p>
      <Meter value={String(run.windowsDone)} max={String(run.windows)} label="Recharge windows passed" />
      <p className="vip-card__text" data-testid="recharge-windows">
        <span className="num">
          {run.windowsDone} of {run.windows}
        </span>{' '}
        {run.rapid ? 'hourly' : 'daily'} windows passed
        {run.nextWindowAt !== null && (
          <>
            {' '}
            · next in <Countdown to={run.nextWindowAt} offset={snap.clockOffset} />
          </>
        )}
        {run.nextWindowAt === null && ` · ended ${formatDateTime(run.to)}`}
      </p>
      <div className="vip-card__actions">
        <ClaimButton
          ready={ready}
          busy={snap.busy.has('recharge')}
          onClaim={() => data.claim('recharge', { coin })}
          testId="claim-recharge"
        >
          {ready ? (
            <>
              Claim <Private kind="amount">{usd(run.claimableUsd)}</Private>
            </>
          ) : (
            'Nothing released yet'
          )}
        </ClaimButton>
        {!run.rapid &&
          run.nextWindowAt !== null &&
          (state.rapidUnlocked ? (
            <SteadyButton
              className="btn btn--outline"
              data-testid="recharge-rapid"
              inactive={snap.busy.has('rapid')}
              aria-busy={snap.busy.has('rapid') || undefined}
              onClick={() => void data.claim('rapid')}
            >
              <Zap size={16} aria-hidden="true" /> Go rapid: pay hourly
            </SteadyButton>
          ) : (
            <span className="vip-card__note">Hourly windows from {levelName(snap, state.rapidLevelId)}</span>
          ))}
      </div>
    </>
  );
}

/** The recharge: locked below its level, ready to start, running (with its windows), or waiting for enough wagering. */
export function RechargeCard({ snap, data, coin }: { snap: VipSnapshot; data: VipData; coin: Coin }) {
  const state = snap.rebate?.recharge;
  const { text } = usePrivate();
  const tag = state?.unlocked ? <span className="badge badge--accent">{pct(state.rate)} of the edge</span> : undefined;
  return (
    <VipCard icon={Zap} title="Recharge" testId="vip-recharge" tag={tag}>
      {!state ? (
        <CardState failed={snap.failed.has('rebate')} onRetry={() => data.request(['rebate'])} />
      ) : !state.unlocked ? (
        <p className="vip-card__text" data-testid="recharge-locked">
          <Lock size={16} aria-hidden="true" /> Unlocks at <strong>{levelName(snap, state.unlockLevelId)}</strong>: a share of your last 7
          days’ house edge, paid back over 7 days.
        </p>
      ) : state.run && (state.run.nextWindowAt !== null || positive(state.run.claimableUsd)) ? (
        <Running run={state.run} state={state} snap={snap} data={data} coin={coin} />
      ) : (
        <>
          <p className="vip-card__big">
            <strong className="num" data-testid="recharge-offer">
              <Private kind="amount">{usd(state.offerUsd)}</Private>
            </strong>
            <small>if you start it now</small>
          </p>
          <Meter value={state.last7DaysUsd} max={state.minWagerUsd} label="Wagered over the last 7 days" />
          <p className="vip-card__text">
            <span className="num">
              <Private kind="amount">{usd(state.last7DaysUsd)}</Private>
            </span>{' '}
            of <span className="num">{usd(state.minWagerUsd)}</span> wagered over the last 7 days
          </p>
          {state.canActivate ? (
            <SteadyButton
              className="btn btn--primary"
              data-testid="recharge-activate"
              inactive={snap.busy.has('activate')}
              aria-busy={snap.busy.has('activate') || undefined}
              onClick={() => void data.claim('activate')}
            >
              <Zap size={16} aria-hidden="true" /> Start a 7-day recharge
            </SteadyButton>
          ) : (
            <p className="vip-card__note" data-testid="recharge-blocked">
              {text(state.blocked)}
            </p>
          )}
        </>
      )}
      {state && (
        <FormulaNote kinds={['recharge']}>
          <p className="num">
            Now: {pct(state.rate)} × <Private kind="amount">{usd(state.last7DaysEdgeUsd)}</Private> edge ={' '}
            <Private kind="amount">{usd(state.offerUsd)}</Private>.
          </p>
        </FormulaNote>
      )}
    </VipCard>
  );
}
