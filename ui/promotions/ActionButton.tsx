import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { SteadyButton } from '../common/SteadyButton';

/** A primary action button with its spinner while on its way. */
export function ActionButton({
  busy,
  inactive,
  onClick,
  testId,
  children,
  variant = 'primary',
}: {
  busy: boolean;
  inactive: boolean;
  onClick(): void;
  testId: string;
  children: ReactNode;
  variant?: 'primary' | 'outline' | 'ghost';
}) {
  return (
    <SteadyButton
      className={`btn btn--${variant} btn--lg btn--block`}
      data-testid={testId}
      inactive={inactive || busy}
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      {busy && <LoaderCircle size={16} className="spin" aria-hidden="true" />}
      {children}
    </SteadyButton>
  );
}
