import { useCallback, useState, type ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import type { VipOutcome } from '../../src/app/actions/vip';
import { SteadyButton } from '../common/SteadyButton';
import { usePrivate } from '../streamer/Private';
import { ClaimBurst } from './ClaimBurst';
import { usd } from './vipFormat';

/**
 * A claim's button: inactive while its claim is on its way (it keeps the focus) or while there is nothing to claim;
 * a paid claim plays its burst once.
 */
export function ClaimButton({
  ready,
  busy,
  onClaim,
  children,
  testId,
  variant = 'primary',
}: {
  /** Something to claim now. */
  ready: boolean;
  /** This claim is on its way. */
  busy: boolean;
  onClaim(): Promise<VipOutcome<unknown>>;
  children: ReactNode;
  testId: string;
  variant?: 'primary' | 'outline';
}) {
  // What the burst shows: the USD paid (null: a tick).
  const [burst, setBurst] = useState<{ id: number; usd: string | null } | null>(null);
  const done = useCallback(() => setBurst(null), []);
  const { mask } = usePrivate();
  const click = async () => {
    const outcome = await onClaim();
    if (outcome.ok) {
      const paid = outcome.data as { totalUsd?: unknown };
      setBurst({ id: Date.now(), usd: typeof paid.totalUsd === 'string' ? usd(paid.totalUsd) : null });
    }
  };
  return (
    <span className="vip-claim">
      <SteadyButton
        className={`btn btn--${variant} vip-claim__btn`}
        data-testid={testId}
        inactive={busy || !ready}
        aria-busy={busy || undefined}
        onClick={() => void click()}
      >
        {busy && <LoaderCircle size={16} className="spin" aria-hidden="true" />}
        {children}
      </SteadyButton>
      {burst && <ClaimBurst key={burst.id} text={burst.usd === null ? '✓' : `+${mask('amount', burst.usd)}`} onDone={done} />}
    </span>
  );
}
