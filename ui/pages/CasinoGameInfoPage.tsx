import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SearchX } from 'lucide-react';
import { selectH5GameInfo } from '../../src/app/api/games';
import type { LaunchMode } from '../../src/app/actions/casinoLaunch';
import { CasinoGameScreen } from '../casino/CasinoGameScreen';
import { StatePanel } from '../casino/StatePanel';
import '../casino/gamePage.css';

/** A game code in the query: digits only. */
const GAME_ID = /^[1-9]\d{0,9}$/;

/**
 * Third-party game page on mobile (/casino/gameInfo?id=): the game by its catalogue code (selectH5GameInfo). The mode
 * played is the query's demo flag, rewritten in place when the player switches.
 */
export default function CasinoGameInfoPage() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = GAME_ID.test(id);
  const code = Number(id);
  const load = useCallback(() => selectH5GameInfo({ id: code }, { silent: true }), [code]);
  const onMode = useCallback(
    (mode: LaunchMode) =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          if (mode === 'demo') next.set('demo', '1');
          else next.delete('demo');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return (
    <section className="cpage" data-testid="casino-game-info" data-game-code={valid ? id : undefined}>
      {valid ? (
        <CasinoGameScreen load={load} loadKey={id} mode={params.get('demo') === '1' ? 'demo' : 'real'} onMode={onMode} />
      ) : (
        <StatePanel
          icon={SearchX}
          title="Which game?"
          testId="game-missing"
          actions={
            <Link to="/gameList" className="btn btn--primary">
              Browse the games
            </Link>
          }
        >
          This link does not name a game.
        </StatePanel>
      )}
    </section>
  );
}
