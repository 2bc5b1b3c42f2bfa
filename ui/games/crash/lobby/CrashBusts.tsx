import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Decimal } from '../../../../src/core/money';
import { useStore } from '../../../../src/app/store';
import './lobby.css';

/** Crash points the strip shows while no win has landed yet. */
const BUSTS_SHOWN = 12;

/**
 * Crash in the lobby's wins strip while no win has landed yet: an invitation to play the next round, and the rounds as
 * they bust (the store's round, followed while the lobby's live crash card is open), each one popping in as it ends.
 */
export function CrashBusts() {
  const history = useStore((s) => s.crash.history);
  return (
    <>
      <Link to="/game/crash" className="live-wins__invite">
        Play a round <ArrowRight size={14} aria-hidden="true" />
      </Link>
      {history.length > 0 && (
        <ul className="live-wins__list" tabIndex={0} aria-label="Latest crash rounds" data-testid="live-wins-busts">
          {history.slice(0, BUSTS_SHOWN).map((h) => (
            <li key={h.roundId} className="live-wins__item live-wins__bust">
              <span className="live-wins__game">crash #{h.roundId}</span>
              <span className="live-wins__mult">busted {new Decimal(h.crashPoint).toFixed(2)}×</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
