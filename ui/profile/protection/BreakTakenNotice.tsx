import { OctagonPause } from 'lucide-react';
import { BREAK_LENGTH_TEXT } from '../../../src/core/protection';
import { BREAK_KIND_TEXT } from '../../../src/app/protection/breaks';
import { getState, useStore } from '../../../src/app/store';
import { ProtectionNotice } from './ProtectionNotice';
import { momentText } from './parts';

/**
 * After a time-out or self-exclusion started here: what was taken and until when. The session has ended by then (the
 * server ended every session of the player), so this shows to a logged-out visitor until it is closed.
 */
export function BreakTakenNotice() {
  const taken = useStore((s) => s.breakTaken);
  if (!taken) return null;
  const what = BREAK_KIND_TEXT[taken.kind];
  return (
    <ProtectionNotice
      icon={<OctagonPause size={30} aria-hidden="true" />}
      title={`Your ${what.toLowerCase()} has started`}
      testId="break-notice"
      close={{ label: 'I understand', testId: 'break-notice-close', onClose: () => getState().setBreakTaken(null) }}
    >
      <p data-testid="break-notice-until">
        {taken.endsAt === null ? (
          <>
            <strong>Permanent.</strong> Play does not open again.
          </>
        ) : (
          <>
            {BREAK_LENGTH_TEXT[taken.length]}, until <strong>{momentText(taken.endsAt)}</strong>. Play opens again from{' '}
            <strong>{taken.playFrom === null ? 'never' : momentText(taken.playFrom)}</strong>, after a 24-hour cooling-off.
          </>
        )}
      </p>
      <p>
        You have been logged out everywhere. Bets, deposits, tips, rain, chat and promotions are closed; you can still log in to withdraw
        your balance and see your history.
      </p>
    </ProtectionNotice>
  );
}
